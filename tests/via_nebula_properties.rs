//! Property tests over random games (issue 3 point 4): every listed action applies, actions
//! not listed are refused without changing the state, every piece is accounted for after
//! every action, games end, states survive serde, seed + actions replay exactly.

use moonvale::core::testing::{check_random_game, random_playout};
use moonvale::core::Game;
use moonvale::via_nebula::{Options, Side, ViaNebula};

const MAX_ACTIONS: usize = 5000;

fn check(players: u8, side: Side, seeds: std::ops::Range<u64>) {
    for seed in seeds {
        check_random_game::<ViaNebula>(&Options::new(players, side), seed, MAX_ACTIONS).unwrap_or_else(|e| panic!("{players}p {side:?}: {e}"));
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

/// The longer run: `cargo test --release --test via_nebula_properties -- --ignored`.
#[test]
#[ignore]
fn many_games_every_configuration() {
    for players in 2..=4 {
        for side in [Side::Beginner, Side::Expert] {
            check(players, side, 10_000..10_300);
        }
    }
}

#[test]
fn random_games_mostly_end_by_the_fifth_building() {
    let mut by_building = 0;
    for seed in 0..40 {
        let p = random_playout::<ViaNebula>(&Options::new(3, Side::Beginner), seed, MAX_ACTIONS).unwrap();
        if p.session.state.end_card_holder != moonvale::via_nebula::NONE {
            by_building += 1;
        }
        assert!(p.session.state.is_over());
    }
    eprintln!("{by_building}/40 random games ended by a fifth building");
}
