//! docs/review.md "Review", the turn that ends the game: hints walk every order of it, so they
//! never miss a better ending.

use moonvale_ai::worker::{reply, AnyAction, Position, Purpose, Reply, Request};
use moonvale_ai::Level;
use moonvale_rules::core::Game;
use moonvale_rules::via_nebula::content::Power;
use moonvale_rules::via_nebula::testing::Scenario;
use moonvale_rules::via_nebula::{Action, Resource, Side, ViaNebula};

/// The position a player met: seat 0's last turn of the game (seat 1 took the end card),
/// two actions. Its site holds stone and clay; Store (stone, clay: 2 points) can be built at
/// once, and Distillery (stone, clay, wheat: 3 points) once the wheat of the exploitation
/// next to the site is moved there. Both end the game with a win; moving the wheat first and
/// building Distillery wins by one point more. Every other second action after the wheat
/// leaves the site unbuilt (its three resources to storage at the end): a search that tries
/// them lowers its estimate of the wheat, and preferred the Store.
pub fn last_turn() -> (ViaNebula, Action, Action, Action) {
    let mut s = Scenario::empty(2, Side::Beginner);
    let content = s.state.content.clone();
    let price = |card: u8| content.cards[card as usize].clone();
    let store = s
        .cards_with(Power::Store)
        .into_iter()
        .find(|&c| price(c).need == [0, 1, 1, 0, 0] && price(c).points == 2)
        .expect("Store for stone and clay");
    let distillery = s
        .cards_with(Power::Distillery)
        .into_iter()
        .find(|&c| price(c).need == [0, 1, 1, 1, 0] && price(c).points == 3)
        .expect("Distillery for stone, clay and wheat");
    s.display(0, store);
    s.display(1, distillery);
    // A ruin with a meadow beside it for the wheat.
    let (ruin, meadow) = content
        .ruin_hexes
        .iter()
        .find_map(|&r| {
            let beside = content.neighbors[r as usize] & content.meadows;
            (beside != 0).then(|| (r, beside.trailing_zeros() as u8))
        })
        .expect("a ruin beside a meadow");
    s.site(0, ruin, 0, &[(Resource::Stone, 1), (Resource::Clay, 1)]);
    s.neutral(meadow, &[(Resource::Wheat, 1)]);
    // Four buildings for seat 0 (12 points of contracts), five for seat 1 (11, and the end
    // card's 2): the final round, and this is its last turn.
    let card = |s: &Scenario, power: Power, i: usize| s.cards_with(power)[i];
    let mine = [
        (Power::QuietTown, 0),
        (Power::Abundance, 0),
        (Power::Carpentry, 0),
        (Power::Adventurers, 0),
    ];
    let theirs = [
        (Power::QuietTown, 1),
        (Power::Abundance, 1),
        (Power::Adventurers, 1),
        (Power::Merchant, 0),
        (Power::Caravan, 0),
    ];
    let mut free = content.ruin_hexes.iter().copied().filter(|&r| r != ruin);
    for (power, i) in mine {
        let c = card(&s, power, i);
        s.building(0, free.next().unwrap(), 0, c);
    }
    for (power, i) in theirs {
        let c = card(&s, power, i);
        s.building(1, free.next().unwrap(), 0, c);
    }
    s.state.end_card_holder = 1;
    s.state.final_turns_left = Some(1);
    s.state.current = 0;
    s.state.actions_left = 2;
    let state = s.state.clone();
    let wheat = Action::Transport { from: meadow, resource: Resource::Wheat, to: ruin, half: 0 };
    let build_store = Action::Build { hex: ruin, half: 0, card: store };
    let build_distillery = Action::Build { hex: ruin, half: 0, card: distillery };
    let legal = state.legal_actions();
    assert!(legal.contains(&wheat) && legal.contains(&build_store), "{legal:?}");
    (state, wheat, build_store, build_distillery)
}

/// Plays `first`, then the best of the rest for the seat (every order tried) to the end.
fn best_ending_after(state: &ViaNebula, first: &Action) -> i64 {
    fn best(state: &ViaNebula) -> i64 {
        if state.is_over() {
            let score = state.score();
            return score[0].total - score[1].total;
        }
        assert_eq!(state.to_act(), Some(0), "the game ends with this turn");
        state
            .legal_actions()
            .iter()
            .map(|a| {
                let mut next = state.clone();
                next.apply(a).unwrap();
                best(&next)
            })
            .max()
            .unwrap()
    }
    let mut next = state.clone();
    next.apply(first).unwrap();
    best(&next)
}

#[test]
fn the_hint_on_the_last_turn_finds_the_better_ending() {
    let (state, wheat, build_store, build_distillery) = last_turn();
    // The scenario is as said: both endings win, moving the wheat first by a point more.
    let (after_wheat, after_store) =
        (best_ending_after(&state, &wheat), best_ending_after(&state, &build_store));
    assert_eq!((after_wheat, after_store), (2, 1));
    for seed in 1..=4 {
        let ask = Request {
            ticket: 1,
            purpose: Purpose::Hint,
            level: Level::Hard,
            seed,
            position: Position::ViaNebula(Box::new(state.view(0))),
            think_ms: None,
            rate: None,
        };
        let Reply::Answer(answer) = reply(&ask, &|| 0.0) else { panic!("no answer") };
        assert_eq!(answer.action, AnyAction::ViaNebula(wheat), "seed {seed}: {answer:?}");
        // Its line goes on to the better building.
        let line = serde_json::to_value(&answer).unwrap()["line"].clone();
        let distillery = serde_json::to_value(AnyAction::ViaNebula(build_distillery)).unwrap();
        assert!(
            line.as_array().is_some_and(|l| l.contains(&distillery)),
            "seed {seed}: the line {line}"
        );
    }
}
