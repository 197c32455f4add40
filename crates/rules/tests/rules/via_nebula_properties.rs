//! Property tests over random games (docs/engines.md "The rules engines"): every listed action
//! applies, actions not listed are refused without changing the state, every piece is accounted for
//! after every action, games end, states survive serde, seed + actions replay exactly.

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::testing::{check_random_game, random_playout};
use moonvale_rules::core::Game;
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};

const MAX_ACTIONS: usize = 5000;

fn check(players: u8, side: Side, seeds: std::ops::Range<u64>) {
    for seed in seeds {
        check_random_game::<ViaNebula>(&Options::new(players, side), seed, MAX_ACTIONS)
            .unwrap_or_else(|e| panic!("{players}p {side:?}: {e}"));
    }
}

#[test]
fn two_players_beginner() {
    check(2, Side::Beginner, 0..30);
}
#[test]
fn two_players_expert() {
    check(2, Side::Expert, 100..130);
}
#[test]
fn three_players_beginner() {
    check(3, Side::Beginner, 200..230);
}
#[test]
fn three_players_expert() {
    check(3, Side::Expert, 300..330);
}
#[test]
fn four_players_beginner() {
    check(4, Side::Beginner, 400..430);
}
#[test]
fn four_players_expert() {
    check(4, Side::Expert, 500..530);
}

/// The longer run: `cargo test --release -p moonvale-rules --test rules via_nebula_properties:: -- --ignored`.
#[test]
#[ignore]
fn many_games_every_configuration() {
    for players in 2..=4 {
        for side in [Side::Beginner, Side::Expert] {
            check(players, side, 10_000..10_300);
        }
    }
}

/// Random players often strand their resources, so many random games end because nobody can
/// act any more (a whole round of passes) rather than by a fifth building; both ends happen.
#[test]
fn random_games_end_both_ways() {
    let (mut by_building, mut stuck) = (0, 0);
    for seed in 0..60 {
        let p = random_playout::<ViaNebula>(&Options::new(2, Side::Beginner), seed, MAX_ACTIONS)
            .unwrap();
        let g = &p.session.state;
        assert!(g.is_over());
        if g.end_card_holder != moonvale_rules::via_nebula::NONE {
            by_building += 1;
        } else {
            stuck += 1;
        }
    }
    assert!(by_building > 0 && stuck > 0, "{by_building} by a fifth building, {stuck} stuck");
}

/// Every listed transport has a path for the UI: consecutive neighbours, all empty meadows,
/// from the exploitation to the ruin (ruling 6).
#[test]
fn every_listed_transport_has_a_valid_path() {
    use moonvale_rules::core::Rng;
    use moonvale_rules::via_nebula::Action;
    let mut checked = 0;
    for seed in 0..20 {
        let mut g = ViaNebula::new(&Options::new(3, Side::Expert), seed).unwrap();
        let mut rng = Rng::new(seed);
        while !g.is_over() {
            let legal = g.legal_actions();
            let empty = g.empty_meadows();
            let nb = &g.content.neighbors;
            for a in &legal {
                if let Action::Transport { from, to, .. } = *a {
                    let path = g.transport_path(from, to).expect("a listed transport has a path");
                    let mut prev = from;
                    for &h in &path {
                        assert_ne!(nb[prev as usize] & (1u128 << h), 0);
                        assert_ne!(empty & (1u128 << h), 0);
                        prev = h;
                    }
                    assert_ne!(nb[prev as usize] & (1u128 << to), 0);
                    checked += 1;
                }
            }
            let a = legal[rng.below(legal.len())];
            g.apply(&a).unwrap();
        }
    }
    assert!(checked > 100, "{checked}");
}

/// Ruling 16: a state drawn from a seat's view is complete (every piece accounted for) and
/// shows that seat exactly the same view, at every stage of random games.
#[test]
fn sampled_states_are_consistent_with_the_view() {
    use moonvale_rules::core::testing::Audit;
    use moonvale_rules::core::Rng;
    for (players, seed) in [(2u8, 1u64), (3, 2), (4, 3), (4, 4)] {
        let mut g = ViaNebula::new(&Options::new(players, Side::Beginner), seed).unwrap();
        let mut rng = Rng::new(seed);
        let mut step = 0;
        while !g.is_over() {
            if step % 15 == 0 {
                for seat in 0..players as usize {
                    let view = g.view(seat);
                    for _ in 0..3 {
                        let sample = ViaNebula::sample_state(&view, &mut rng).unwrap();
                        sample
                            .check_invariants()
                            .unwrap_or_else(|e| panic!("step {step}, seat {seat}: {e}"));
                        assert_eq!(sample.view(seat), view, "step {step}, seat {seat}");
                        if seat == g.current as usize {
                            // The player to act sees their own hand: same choices.
                            assert_eq!(sample.legal_actions(), g.legal_actions());
                        }
                    }
                }
            }
            let legal = g.legal_actions();
            let a = legal[rng.below(legal.len())];
            g.apply(&a).unwrap();
            step += 1;
        }
    }
}

/// `apply_unchecked` (the computer players' door: no check, no events) gives exactly the state
/// the checked `apply` gives, for every legal action at every step of random games.
#[test]
fn apply_unchecked_matches_apply_on_every_legal_action() {
    use moonvale_rules::core::Rng;
    let mut compared = 0;
    for (players, side, seed) in [
        (2u8, Side::Beginner, 1u64),
        (2, Side::Expert, 2),
        (3, Side::Beginner, 3),
        (3, Side::Expert, 4),
        (4, Side::Beginner, 5),
        (4, Side::Expert, 6),
    ] {
        let mut g = ViaNebula::new(&Options::new(players, side), seed).unwrap();
        let mut rng = Rng::new(seed);
        while !g.is_over() {
            let legal = g.legal_actions();
            for action in &legal {
                let mut checked = g.clone();
                checked.apply(action).unwrap();
                let mut unchecked = g.clone();
                unchecked.apply_unchecked(action);
                assert_eq!(unchecked, checked, "{players}p {side:?} seed {seed}: {action:?}");
                compared += 1;
            }
            g.apply(&legal[rng.below(legal.len())]).unwrap();
        }
    }
    assert!(compared > 5000, "{compared}");
}
