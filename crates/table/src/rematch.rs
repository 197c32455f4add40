//! Play again: a new deal at the same table, with the first player rotated round it.

use moonvale_rules::core::{Game, Seat};

/// The seat that played first in the game set up from `options` and `seed`, or `None` when
/// those cannot set up a game.
pub fn first_seat<G: Game>(options: &G::Options, seed: u64) -> Option<Seat> {
    G::new(options, seed).ok()?.to_act()
}

/// Deals tried before giving up on the rotation (each has a 1-in-`players` chance).
const DEALS_TRIED: usize = 256;

/// The seed of the next game at the table whose last game was set up from `options` and
/// `seed`: the seat after that game's first player plays first. The engines draw the first
/// player from the seed, like the rest of the deal, so fresh seeds from `fresh` are tried
/// until a deal starts there; the deal itself stays as random as any other.
pub fn next_seed<G: Game>(options: &G::Options, seed: u64, mut fresh: impl FnMut() -> u64) -> u64 {
    let Some(game) = G::new(options, seed).ok() else { return fresh() };
    let Some(first) = game.to_act() else { return fresh() };
    let wanted = (first + 1) % game.player_count();
    let mut candidate = fresh();
    for _ in 1..DEALS_TRIED {
        if first_seat::<G>(options, candidate) == Some(wanted) {
            break;
        }
        candidate = fresh();
    }
    candidate
}
