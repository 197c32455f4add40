//! The rusher (`Bot::Rusher`), the reference bot that races to the end: in Via Nebula it
//! builds the cheapest contract within reach at once, it plays only the engine's legal
//! actions, and a game's seed decides its every choice; in Nova Luna it lays a tile where
//! it places the most discs now. Also the race's reckoning it plays by
//! (`via_nebula::actions_to_finish`).

use moonvale_ai::via_nebula::{actions_to_finish, race_hints, rush_choice};
use moonvale_ai::{think_as, Bot, Budget};
use moonvale_rules::core::{Game, Rng};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaAction, NovaLunaOptions};
use moonvale_rules::via_nebula::testing::Scenario;
use moonvale_rules::via_nebula::{Action, Occupant, Options, Resource, Side, ViaNebula, NONE};

fn no_clock() -> f64 {
    0.0
}

/// What the rusher plays for the seat to act, from that seat's view.
fn rusher_move<G: moonvale_ai::SearchGame>(state: &G, seed: u64) -> G::Action {
    let seat = state.to_act().expect("a seat to act");
    think_as::<G>(&state.view(seat), Bot::Rusher, seed, Budget::standard(), &no_clock)
        .expect("a real view")
        .action
}

/// A two-player board with nothing on it but what the test lays: seat 0 to play, its hand
/// empty (its private contracts back in the box) and the display emptied into the deck.
fn bare_board() -> Scenario {
    let mut s = Scenario::empty(2, Side::Beginner);
    let st = &mut s.state;
    for seat in 0..2 {
        st.card_box |= st.seats[seat].hand;
        st.seats[seat].hand = 0;
    }
    for slot in st.display.iter_mut() {
        st.deck |= 1u64 << *slot;
        *slot = NONE;
    }
    s
}

/// A ruin with at least two meadows next to it, and two of those meadows.
fn ruin_beside_meadows(s: &Scenario) -> (u8, u8, u8) {
    let c = &s.state.content;
    for &ruin in &c.ruin_hexes {
        let near: Vec<u8> = c
            .meadow_hexes
            .iter()
            .copied()
            .filter(|&m| c.neighbors[ruin as usize] & (1u128 << m) != 0)
            .collect();
        if near.len() >= 2 {
            return (ruin, near[0], near[1]);
        }
    }
    panic!("no ruin beside two meadows");
}

/// Seat 0's site on a ruin beside an exploitation holding every kind; on display a contract
/// of two resources (stone and clay), one of three and one of four.
fn cheap_and_dear_contracts() -> (Scenario, u8, u8) {
    let mut s = bare_board();
    let (ruin, meadow, _) = ruin_beside_meadows(&s);
    use Resource::*;
    s.neutral(meadow, &[(Wood, 2), (Stone, 2), (Clay, 2), (Wheat, 2), (Food, 2)]);
    s.site(0, ruin, 0, &[]);
    let cheap = s.card_needing(&[Stone, Clay]).unwrap();
    let three = s.card_needing(&[Wood, Stone, Clay]).unwrap();
    let four = s.card_needing(&[Wheat, Food, Wood, Stone]).unwrap();
    s.display(0, four);
    s.display(1, three);
    s.display(2, cheap);
    // No meadow tile left to explore with: on this bare board an exploration that opens the
    // one exploitation to more ruins would shorten the plan of the later buildings more.
    s.state.tile_reserve = 0;
    for seat in 0..2 {
        s.state.seats[seat].stacks = [0; 4];
    }
    (s, ruin, cheap)
}

#[test]
fn the_rusher_brings_what_the_cheapest_contract_needs_then_builds_it() {
    let (s, ruin, cheap) = cheap_and_dear_contracts();
    let mut state = s.state;
    // Its first turn: the stone and the clay of the two-resource contract, nothing else.
    for _ in 0..2 {
        let action = rusher_move(&state, 1);
        assert!(matches!(action, Action::Transport { to, .. } if to == ruin), "{action:?}");
        state.apply(&action).unwrap();
    }
    let r = state.content.ruin_index[ruin as usize] as usize;
    let mut stone_and_clay = [0u8; 5];
    stone_and_clay[Resource::Stone as usize] = 1;
    stone_and_clay[Resource::Clay as usize] = 1;
    assert_eq!(state.ruins[r][0].resources, stone_and_clay);
    // Its next action builds it.
    state.actions_left = 2;
    let action = rusher_move(&state, 1);
    assert_eq!(action, Action::Build { hex: ruin, half: 0, card: cheap });
}

#[test]
fn the_rusher_builds_at_once_when_a_site_holds_a_contract() {
    let (mut s, ruin, cheap) = cheap_and_dear_contracts();
    let r = s.state.content.ruin_index[ruin as usize] as usize;
    s.state.ruins[r][0].resources[Resource::Stone as usize] = 1;
    s.state.ruins[r][0].resources[Resource::Clay as usize] = 1;
    s.state.reserve[Resource::Stone as usize] -= 1;
    s.state.reserve[Resource::Clay as usize] -= 1;
    for seed in 0..5 {
        assert_eq!(rusher_move(&s.state, seed), Action::Build { hex: ruin, half: 0, card: cheap });
    }
}

#[test]
fn the_rusher_puts_a_craftsman_where_its_site_needs_resources() {
    // Nothing to carry yet: a stone token beside the site and a clay exploitation.
    let mut s = bare_board();
    let (ruin, first, second) = ruin_beside_meadows(&s);
    use Resource::*;
    s.token(first, Stone, Some(4));
    s.neutral(second, &[(Clay, 3)]);
    s.site(0, ruin, 0, &[]);
    let cheap = s.card_needing(&[Stone, Clay]).unwrap();
    s.display(0, cheap);
    let mut state = s.state;
    let before = actions_to_finish(&state, 0);
    let action = rusher_move(&state, 3);
    assert!(
        matches!(action, Action::PlaceCraftsman { hex } if hex == first)
            || matches!(action, Action::Transport { resource: Clay, to, .. } if to == ruin),
        "{action:?}"
    );
    state.apply(&action).unwrap();
    assert!(actions_to_finish(&state, 0) <= before - 1.0, "on the plan's way");
}

#[test]
fn the_race_reckoning_counts_the_actions_a_plan_needs() {
    let (s, ruin, _) = cheap_and_dear_contracts();
    let mut state = s.state;
    // Five buildings to go; the first takes two transports and a build.
    let start = actions_to_finish(&state, 0);
    let r = state.content.ruin_index[ruin as usize] as usize;
    state.ruins[r][0].resources[Resource::Stone as usize] = 1;
    state.ruins[r][0].resources[Resource::Clay as usize] = 1;
    let ready = actions_to_finish(&state, 0);
    assert!((start - ready - 2.0).abs() < 1e-9, "two transports fewer: {start} then {ready}");
    // No building left: nothing to do.
    state.seats[0].buildings = 0;
    assert_eq!(actions_to_finish(&state, 0), 0.0);
    // A seat's reckoning reads its own pieces: seat 1 has no site and sees none of seat 0's.
    let other = actions_to_finish(&state, 1);
    assert!(other > ready, "{other} > {ready}");
}

#[test]
fn hards_root_hints_the_race_only_when_another_seat_is_nearer_the_end() {
    let (s, _, _) = cheap_and_dear_contracts();
    let mut state = s.state;
    let legal = state.legal_actions();
    // Level: no hint.
    assert!(race_hints(&state, &legal, &mut Rng::new(1)).is_empty());
    // Seat 0, to act, well ahead: none either.
    state.seats[0].buildings = 1;
    assert!(actions_to_finish(&state, 0) < actions_to_finish(&state, 1));
    assert!(race_hints(&state, &legal, &mut Rng::new(1)).is_empty());
    // Seat 1 one building from the end: the rusher's own move for seat 0 comes first.
    state.seats[0].buildings = 5;
    state.seats[1].buildings = 1;
    assert!(actions_to_finish(&state, 1) < actions_to_finish(&state, 0));
    let hints = race_hints(&state, &legal, &mut Rng::new(1));
    assert_eq!(hints.first(), Some(&rush_choice(&state, &legal, &mut Rng::new(1))));
    assert!(hints.len() <= 2 && hints.iter().all(|&i| i < legal.len()), "{hints:?}");
    // Once the end is set, the hints are left to the search.
    state.final_turns_left = Some(1);
    assert!(race_hints(&state, &legal, &mut Rng::new(1)).is_empty());
}

/// Plays a whole game, `bots[seat]` choosing for each seat; every action goes through the
/// engine's checked apply, so an action the engine does not list fails the test. Returns
/// the actions played.
fn play_game<G: moonvale_ai::SearchGame>(state: &mut G, bots: &[Bot], seed: u64) -> Vec<G::Action> {
    let mut rng = Rng::new(seed);
    let mut played = Vec::new();
    while let Some(seat) = state.to_act() {
        assert!(played.len() < 5000, "the game ends");
        let legal = state.legal_actions();
        let view = state.view(seat);
        let budget = Budget::iterations(30);
        let action = think_as::<G>(&view, bots[seat], rng.next_u64(), budget, &no_clock)
            .expect("a real view")
            .action;
        assert!(legal.contains(&action), "{:?} chose an action not listed: {action:?}", bots[seat]);
        state.apply(&action).unwrap();
        played.push(action);
    }
    played
}

#[test]
fn the_rusher_plays_only_legal_actions_and_races_to_the_fifth_building() {
    for (players, side, seed) in
        [(2, Side::Beginner, 1), (2, Side::Expert, 2), (3, Side::Expert, 3), (4, Side::Beginner, 4)]
    {
        let mut bots = vec![Bot::Random; players as usize];
        bots[seed as usize % players as usize] = Bot::Rusher;
        let rusher = seed as u8 % players;
        let mut state = ViaNebula::new(&Options::new(players, side), seed).unwrap();
        play_game(&mut state, &bots, seed);
        assert_eq!(
            state.end_card_holder, rusher,
            "{players} players, seed {seed}: it ends the game"
        );
        let built = (0..state.ruins.len())
            .flat_map(|r| state.ruins[r])
            .filter(|h| h.occupant == Occupant::Building { seat: rusher })
            .count();
        assert_eq!(built, 5);
        // Against random players it gets there within thirty of its turns (about 16 on
        // average with two players: `cargo run --release -p moonvale-ai --example rush_speed`).
        let turns = state.turn as usize / players as usize;
        assert!(turns <= 30, "{players} players, seed {seed}: {turns} turns");
    }
}

#[test]
fn a_games_seed_decides_every_choice_of_the_rusher() {
    let game = |seed: u64| {
        let mut state = ViaNebula::new(&Options::new(2, Side::Expert), seed).unwrap();
        play_game(&mut state, &[Bot::Rusher, Bot::Rusher], seed)
    };
    assert_eq!(game(5), game(5));
    assert_ne!(game(5), game(6));
    let nova = |seed: u64| {
        let mut state = NovaLuna::new(&NovaLunaOptions::players(2), seed).unwrap();
        play_game(&mut state, &[Bot::Rusher, Bot::Random], seed)
    };
    assert_eq!(nova(7), nova(7));
}

#[test]
fn the_nova_luna_rusher_places_the_most_discs_it_can_now() {
    let mut checked = 0;
    for seed in 0..20 {
        let mut state = NovaLuna::new(&NovaLunaOptions::players(2), seed).unwrap();
        let mut rng = Rng::new(seed);
        while let Some(seat) = state.to_act() {
            let legal = state.legal_actions();
            if legal.len() > 1 && matches!(legal[0], NovaLunaAction::Place { .. }) {
                let discs = |a: &NovaLunaAction| {
                    let mut after = state.clone();
                    after.apply(a).unwrap();
                    after.tableau(seat).discs_placed()
                };
                let most = legal.iter().map(discs).max().unwrap();
                assert_eq!(discs(&rusher_move(&state, seed)), most, "seed {seed}");
                checked += 1;
            }
            state.apply(&legal[rng.below(legal.len())]).unwrap();
        }
    }
    assert!(checked > 100, "{checked} placements");
    // And it plays whole games with the engine's legal actions only.
    let mut state = NovaLuna::new(&NovaLunaOptions::players(3), 4).unwrap();
    play_game(&mut state, &[Bot::Rusher, Bot::Random, Bot::Rusher], 4);
}

#[test]
fn hards_thought_names_the_race_moves_it_leaned_toward_for_the_workers_merge() {
    let (s, _, _) = cheap_and_dear_contracts();
    let mut state = s.state;
    // Seat 1 one building from the end: the race names the rusher's move for seat 0, and
    // Hard's thought carries it (a browser worker's answer passes it on, `Answer::hinted`), so
    // the page's merge of several workers weighs it as one search does (`worker::merge`).
    state.seats[0].buildings = 5;
    state.seats[1].buildings = 1;
    let legal = state.legal_actions();
    let rush = legal[rush_choice(&state, &legal, &mut Rng::new(1))];
    let view = state.view(0);
    let thought = |bot: Bot| {
        think_as::<ViaNebula>(&view, bot, 7, Budget::iterations(200), &no_clock).unwrap()
    };
    assert!(thought(Bot::Hard).hinted.contains(&rush), "{:?}", thought(Bot::Hard).hinted);
    assert!(thought(Bot::Medium).hinted.is_empty(), "Medium searches as before");
}
