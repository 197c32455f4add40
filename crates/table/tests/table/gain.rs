//! docs/review.md "Review", "Say why": what a better move gains, from the game's own facts, in
//! words for each kind of gain, both games, the three languages.

#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::{Game, Rng};
use moonvale_rules::nova_luna::types::NovaLunaAction;
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions};
use moonvale_rules::via_nebula::content::Power;
use moonvale_rules::via_nebula::testing::Scenario;
use moonvale_rules::via_nebula::{Action, Resource, Side, ViaNebula};
use moonvale_table::gain::{gave_up_text, why_text, Gain, GainFacts, Names};
use moonvale_table::i18n::Lang;

const LANGS: [Lang; 3] = [Lang::En, Lang::Fr, Lang::Pl];

/// Seat 0's site holds stone and clay; Store (stone, clay, 2 points) lies face up.
fn store_ready() -> (Scenario, u8, u8) {
    let mut s = Scenario::empty(2, Side::Beginner);
    let content = s.state.content.clone();
    let store = s
        .cards_with(Power::Store)
        .into_iter()
        .find(|&c| content.cards[c as usize].need == [0, 1, 1, 0, 0])
        .unwrap();
    s.display(0, store);
    let ruin = content.ruin_hexes[0];
    s.site(0, ruin, 0, &[(Resource::Stone, 1), (Resource::Clay, 1)]);
    (s, store, ruin)
}

fn vn_gains(s: &Scenario, line: &[Action], other: &[Action]) -> Vec<Gain> {
    ViaNebula::gains(&s.state.view(0), line, other)
}

#[test]
fn via_nebula_gains_are_the_game_s_own_facts() {
    // A build: the contract, its points and the storage it saves (the site's two resources
    // would go to storage at the end).
    let (s, store, ruin) = store_ready();
    let build = [Action::Build { hex: ruin, half: 0, card: store }];
    let gains = vn_gains(&s, &build, &[]);
    assert_eq!(gains, vec![Gain::Completes(store), Gain::Storage(2), Gain::Points(4)]);
    assert_eq!(vn_gains(&s, &[], &build), Vec::new(), "doing nothing gains nothing");

    // The same build where seat 1's site is ready for it too: taken before seat 1.
    let (mut s, store, _) = store_ready();
    let other_ruin = s.state.content.ruin_hexes[1];
    s.site(1, other_ruin, 0, &[(Resource::Stone, 1), (Resource::Clay, 1)]);
    assert!(vn_gains(&s, &build, &[]).contains(&Gain::Denies { card: store, seat: 1 }));

    // The fifth building, first: the end card with it.
    let (mut s, _store, _) = store_ready();
    let ruins = s.state.content.ruin_hexes.clone();
    for (i, card) in s
        .cards_with(Power::QuietTown)
        .into_iter()
        .chain(s.cards_with(Power::Caravan))
        .take(4)
        .enumerate()
    {
        s.building(0, ruins[2 + i], 0, card);
    }
    let gains = vn_gains(&s, &build, &[]);
    assert!(gains.contains(&Gain::FifthFirst), "{gains:?}");
    assert!(gains.contains(&Gain::Points(6)), "4 more points and the end card's 2: {gains:?}");

    // The last turn of the game: building ends it with a win, doing nothing with a loss.
    let (mut s, _store, _) = store_ready();
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
    let mut free = ruins.iter().copied().skip(1);
    for (power, i) in mine {
        let card = s.cards_with(power)[i];
        s.building(0, free.next().unwrap(), 0, card);
    }
    for (power, i) in theirs {
        let card = s.cards_with(power)[i];
        s.building(1, free.next().unwrap(), 0, card);
    }
    s.state.end_card_holder = 1;
    s.state.final_turns_left = Some(1);
    s.state.actions_left = 1;
    let build_and_end = [build[0], Action::SkipPower];
    let gains = vn_gains(&s, &build_and_end, &[]);
    // 12 + 2 against 11 + 2 (the end card): won by one.
    assert_eq!(gains.first(), Some(&Gain::Wins(1)), "{gains:?}");
}

/// Every (take, place) of the seat to act in `state`.
fn nova_luna_turns(state: &NovaLuna) -> Vec<[NovaLunaAction; 2]> {
    let mut turns = Vec::new();
    for take in state.legal_actions() {
        let mut after = state.clone();
        after.apply(&take).unwrap();
        for place in after.legal_actions() {
            turns.push([take.clone(), place]);
        }
    }
    turns
}

#[test]
fn nova_luna_gains_are_tasks_the_moon_track_and_the_tile() {
    let mut state = NovaLuna::new(&NovaLunaOptions::players(2), 3).unwrap();
    let mut rng = Rng::new(8);
    // Some moves in, at a seat's choice of a tile.
    let taking =
        |s: &NovaLuna| s.legal_actions().iter().all(|a| matches!(a, NovaLunaAction::Take { .. }));
    for moves in 0.. {
        if moves >= 24 && taking(&state) {
            break;
        }
        let legal = state.legal_actions();
        state.apply(&legal[rng.below(legal.len())]).unwrap();
    }
    let seat = state.to_act().unwrap();
    let view = state.view(seat);
    let turns = nova_luna_turns(&state);
    // What each turn does, worked out on the state itself.
    let after = |turn: &[NovaLunaAction; 2]| {
        let mut s = state.clone();
        s.apply(&turn[0]).unwrap();
        s.apply(&turn[1]).unwrap();
        let p = &s.players()[seat];
        (i64::from(p.discs_left), p.marker.as_ref().map_or(0, |m| i64::from(m.progress)))
    };
    let (mut tasks, mut steps, mut tiles) = (false, false, false);
    for a in &turns {
        for b in &turns {
            let gains = NovaLuna::gains(&view, a, b);
            let ((discs_a, moon_a), (discs_b, moon_b)) = (after(a), after(b));
            assert_eq!(
                gains.contains(&Gain::Tasks(discs_b - discs_a)),
                discs_a < discs_b,
                "{gains:?}"
            );
            assert_eq!(gains.contains(&Gain::Steps(moon_b - moon_a)), moon_a < moon_b, "{gains:?}");
            tasks |= discs_a < discs_b;
            steps |= moon_a < moon_b;
            tiles |= gains.iter().any(|g| matches!(g, Gain::Tile(_)));
        }
    }
    assert!(tasks && steps && tiles, "each kind met: tasks {tasks}, steps {steps}, tiles {tiles}");
}

#[test]
fn every_kind_of_gain_is_said_in_every_language() {
    let all = [
        Gain::Points(3),
        Gain::Completes(26),
        Gain::Denies { card: 26, seat: 1 },
        Gain::FifthFirst,
        Gain::Storage(2),
        Gain::Wins(4),
        Gain::Tasks(2),
        Gain::Steps(5),
        Gain::Tile(17),
    ];
    let card = |c: u8| format!("«card {c}»");
    let tile = |t: u8| format!("«tile {t}»");
    let seat = |s: usize| format!("«seat {s}»");
    let names = Names { card: &card, tile: &tile, seat: &seat };
    for gain in all {
        let mut said = Vec::new();
        for lang in LANGS {
            let why = why_text(lang, &[gain], &names).expect("a reason");
            let gave_up = gave_up_text(lang, "«played»", &[gain], &names).expect("what it gave up");
            for text in [&why, &gave_up] {
                assert!(!text.contains('{') && !text.contains('}'), "{lang:?}: {text}");
                let wanted = match gain {
                    Gain::Points(n) | Gain::Storage(n) | Gain::Tasks(n) | Gain::Steps(n) => {
                        Some(n.to_string())
                    }
                    Gain::Completes(c) => Some(card(c)),
                    Gain::Denies { card: c, .. } => Some(card(c)),
                    Gain::Tile(t) => Some(tile(t)),
                    Gain::Wins(n) if text == &why => Some(n.to_string()),
                    _ => None,
                };
                if let Some(wanted) = wanted {
                    assert!(text.contains(&wanted), "{lang:?}: {text} lacks {wanted}");
                }
            }
            if let Gain::Denies { .. } = gain {
                assert!(
                    why.contains("«seat 1»") && gave_up.contains("«seat 1»"),
                    "{lang:?}: {why} {gave_up}"
                );
            }
            assert!(gave_up.contains("«played»"));
            said.push(why);
        }
        assert!(said[0] != said[1] && said[0] != said[2] && said[1] != said[2], "{said:?}");
    }
    // Several at once, one sentence.
    let two = why_text(Lang::En, &[Gain::Completes(3), Gain::Points(1)], &names).unwrap();
    assert_eq!(two, "Why: it completes «card 3», one more point.");
    assert_eq!(why_text(Lang::En, &[], &names), None);
}
