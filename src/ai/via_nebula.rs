//! What the search knows of Via Nebula: a cheap evaluation (running score plus building
//! sites and the resources already on them) and a playout policy that builds whenever it
//! can and prefers deliveries and new exploitations to wandering exploration.
//!
//! MERGE NOTE for the lead: `apply_unchecked` below is the trait's default (the checked
//! `apply`, events dropped), because the engine's own quiet apply is being written on the
//! `vn-engine` branch. Once `ViaNebula::apply_unchecked(&mut self, &Action)` exists,
//! replace the default here by `ViaNebula::apply_unchecked(self, action)` (the ai tests
//! `tests/ai_search.rs` then check it through the same searches).

use super::{rewards_from_points, SearchGame};
use crate::core::{Game, Rng, Seat};
use crate::via_nebula::{Action, Occupant, ViaNebula, View};

/// A building site on the board is worth this many points before any delivery.
const SITE_VALUE: f64 = 0.5;
/// Each resource delivered to one's site (up to `USEFUL_ON_SITE`) is worth this much.
const RESOURCE_ON_SITE: f64 = 0.7;
const USEFUL_ON_SITE: u8 = 4;
/// A lead of this many points gives a reward of about 0.88.
const POINT_SCALE: f64 = 6.0;
/// At the end, the winner's reward is at least this (the rest follows the margin).
const WIN_WEIGHT: f64 = 0.8;
/// Chosen actions a playout plays before it is scored (lone end-of-turn confirmations not
/// counted): about six turns with 2 players.
const PLAYOUT_DEPTH: usize = 24;

/// Each seat's estimated points: the running score plus its sites and their resources.
fn estimated_points(game: &ViaNebula, out: &mut [f64]) {
    for (seat, s) in game.score().iter().enumerate() {
        out[seat] = s.total as f64;
    }
    if game.over {
        return;
    }
    for ruin in game.ruins.iter().take(game.content.ruin_hexes.len()) {
        for half in ruin {
            if let Occupant::Site { seat } = half.occupant {
                let delivered: u8 = half.resources.iter().sum();
                out[seat as usize] +=
                    SITE_VALUE + RESOURCE_ON_SITE * delivered.min(USEFUL_ON_SITE) as f64;
            }
        }
    }
}

/// Kinds of actions the playout policy weighs, with their weights.
const KINDS: usize = 7;
const KIND_WEIGHTS: [u32; KINDS] = [
    1000, // build
    6,    // transport
    3,    // craftsman
    3,    // building site
    1,    // exploration
    3,    // a power's own actions
    1,    // anything else (pass, skip a power)
];

fn kind_of(action: &Action) -> usize {
    match action {
        Action::Build { .. } => 0,
        Action::Transport { .. } => 1,
        Action::PlaceCraftsman { .. } => 2,
        Action::PlaceSite { .. } => 3,
        Action::ExploreFog { .. } | Action::ExploreForest { .. } => 4,
        Action::Pass | Action::EndTurn | Action::SkipPower => 6,
        _ => 5,
    }
}

impl SearchGame for ViaNebula {
    fn viewer(view: &View) -> Seat {
        view.seat as Seat
    }

    fn rewards(&self, out: &mut [f64]) {
        let n = self.player_count();
        let mut points = [0.0f64; 4];
        estimated_points(self, &mut points[..n]);
        rewards_from_points(&points[..n], POINT_SCALE, out);
        if let Some(outcome) = self.outcome() {
            let share = 1.0 / outcome.winners.len() as f64;
            for (seat, slot) in out.iter_mut().enumerate() {
                let won = if outcome.winners.contains(&seat) { share } else { 0.0 };
                *slot = WIN_WEIGHT * won + (1.0 - WIN_WEIGHT) * *slot;
            }
        }
    }

    /// A kind of action drawn by weight among the kinds present (a build whenever there is
    /// one), then one action of that kind uniformly.
    fn playout_choice(&self, legal: &[Action], rng: &mut Rng) -> usize {
        let mut counts = [0u32; KINDS];
        for a in legal {
            counts[kind_of(a)] += 1;
        }
        let total: u32 = (0..KINDS).filter(|&k| counts[k] > 0).map(|k| KIND_WEIGHTS[k]).sum();
        let mut pick = rng.below(total as usize) as u32;
        let mut kind = 0;
        for k in (0..KINDS).filter(|&k| counts[k] > 0) {
            if pick < KIND_WEIGHTS[k] {
                kind = k;
                break;
            }
            pick -= KIND_WEIGHTS[k];
        }
        let nth = rng.below(counts[kind] as usize);
        legal.iter().enumerate().filter(|(_, a)| kind_of(a) == kind).nth(nth).map_or(0, |(i, _)| i)
    }

    fn playout_depth(&self) -> usize {
        PLAYOUT_DEPTH
    }
}
