//! Play again (crates/table/src/rematch.rs): the next deal at a table starts with the seat
//! after the last game's first player, so over as many games as seats each seat starts once;
//! the deals themselves differ.

use moonvale_rules::core::Game;
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions};
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
use moonvale_table::rematch::{first_seat, next_seed};

/// A stand-in for the browser's random seeds: a fixed sequence, so the test is reproducible.
fn seeds(start: u64) -> impl FnMut() -> u64 {
    let mut state = start;
    move || {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        state >> 11
    }
}

/// Plays `games` rematches from `seed` and returns who started each game, in order.
fn starters<G: Game>(options: &G::Options, seed: u64, games: usize) -> Vec<usize> {
    let mut fresh = seeds(seed);
    let mut seed = seed;
    let mut firsts = vec![first_seat::<G>(options, seed).unwrap()];
    for _ in 1..games {
        seed = next_seed::<G>(options, seed, &mut fresh);
        firsts.push(first_seat::<G>(options, seed).unwrap());
    }
    firsts
}

#[test]
fn each_rematch_of_via_nebula_starts_with_the_next_seat() {
    for players in 2..=4u8 {
        for seed in [1, 7, 42] {
            let options = Options::new(players, Side::Beginner);
            let firsts = starters::<ViaNebula>(&options, seed, 2 * players as usize + 1);
            for pair in firsts.windows(2) {
                assert_eq!(
                    pair[1],
                    (pair[0] + 1) % players as usize,
                    "{players} players from seed {seed}: {firsts:?}"
                );
            }
        }
    }
}

#[test]
fn each_rematch_of_nova_luna_starts_with_the_next_seat_and_solo_stays_solo() {
    for players in 1..=4 {
        for seed in [3, 9] {
            let options = NovaLunaOptions::players(players);
            let firsts = starters::<NovaLuna>(&options, seed, 2 * players + 1);
            for pair in firsts.windows(2) {
                assert_eq!(
                    pair[1],
                    (pair[0] + 1) % players,
                    "{players} players from seed {seed}: {firsts:?}"
                );
            }
        }
    }
}

#[test]
fn a_rematch_is_a_new_deal() {
    let options = Options::new(2, Side::Beginner);
    let next = next_seed::<ViaNebula>(&options, 5, seeds(5));
    assert_ne!(next, 5);
    let (old, new) =
        (ViaNebula::new(&options, 5).unwrap(), ViaNebula::new(&options, next).unwrap());
    assert_ne!(serde_json::to_string(&old).unwrap(), serde_json::to_string(&new).unwrap());
}
