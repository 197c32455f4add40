//! What the search knows of Via Nebula: a cheap evaluation (running score plus building
//! sites and the resources already on them) and a playout policy that builds whenever it
//! can and prefers deliveries and new exploitations to wandering exploration.

use super::{rewards_from_points, SearchGame};
use moonvale_rules::core::{Game, Rng, Seat};
use moonvale_rules::via_nebula::content::{CardInfo, MAX_RUINS};
use moonvale_rules::via_nebula::{Action, Cost, Occupant, Res, ViaNebula, View, NONE};

/// A building site on the board is worth this many points before any delivery.
const SITE_VALUE: f64 = 0.5;
/// Share of a contract's points counted once its site holds everything it needs.
const CONTRACT_SHARE: f64 = 0.8;
/// Points a scoring card (no printed points) is assumed to bring.
const SCORING_CARD_POINTS: f64 = 3.0;
/// Each resource on a site that the best contract for it does not use (it will end in
/// storage, -1 point) costs this much.
const SURPLUS_ON_SITE: f64 = 0.4;
/// Hard's iterations (see `SearchGame::hard_iterations`).
const HARD_ITERATIONS: u32 = 6000;
/// A lead of this many points gives a reward of about 0.88.
const POINT_SCALE: f64 = 6.0;
/// At the end, the winner's reward is at least this (the rest follows the margin).
const WIN_WEIGHT: f64 = 0.8;
/// Chosen actions a playout plays before it is scored (lone end-of-turn confirmations not
/// counted): about six turns with 2 players.
const PLAYOUT_DEPTH: usize = 24;

/// Contracts `seat` could build with: its hand and the face-up display (bit = card id).
fn contracts_of(game: &ViaNebula, seat: u8) -> u64 {
    let mut set = game.seats[seat as usize].hand;
    for &card in &game.display {
        if card != NONE {
            set |= 1u64 << card;
        }
    }
    set
}

/// How many of `have` a contract would use, and how many it needs in all.
fn progress(info: &CardInfo, have: &Res) -> (u8, u8) {
    match info.cost {
        Cost::Resources(_) => {
            let used = (0..5).map(|k| have[k].min(info.need[k])).sum();
            (used, info.need.iter().sum())
        }
        Cost::Different(n) => ((have.iter().filter(|&&r| r > 0).count() as u8).min(n), n),
        Cost::Identical(n) => (have.iter().copied().max().unwrap_or(0).min(n), n),
    }
}

/// A site's worth to its owner: the best share of a contract it holds the resources for,
/// less what would go to storage.
fn site_value(game: &ViaNebula, contracts: u64, have: &Res) -> f64 {
    let delivered: u8 = have.iter().sum();
    let mut best = 0.0f64;
    let mut best_used = 0u8;
    let mut rest = contracts;
    while rest != 0 {
        let card = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let info = &game.content.cards[card];
        let (used, need) = progress(info, have);
        let points = if info.points == 0 { SCORING_CARD_POINTS } else { info.points as f64 };
        let share = used as f64 / need.max(1) as f64;
        let value = CONTRACT_SHARE * points * share;
        if value > best {
            best = value;
            best_used = used;
        }
    }
    SITE_VALUE + best - SURPLUS_ON_SITE * (delivered - best_used) as f64
}

/// Each seat's estimated points: the running score plus its sites' worth.
fn estimated_points(game: &ViaNebula, out: &mut [f64]) {
    for (seat, s) in game.score().iter().enumerate() {
        out[seat] = s.total as f64;
    }
    if game.over {
        return;
    }
    let mut contracts = [0u64; 4];
    for (seat, c) in contracts.iter_mut().enumerate().take(game.player_count()) {
        *c = contracts_of(game, seat as u8);
    }
    for ruin in game.ruins.iter().take(game.content.ruin_hexes.len()) {
        for half in ruin {
            if let Occupant::Site { seat } = half.occupant {
                out[seat as usize] += site_value(game, contracts[seat as usize], &half.resources);
            }
        }
    }
}

/// Kinds of resources some contract of `contracts` still needs on a site holding `have`.
fn wanted_kinds(game: &ViaNebula, contracts: u64, have: &Res) -> u8 {
    let mut wanted = 0u8;
    let mut rest = contracts;
    while rest != 0 {
        let card = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let info = &game.content.cards[card];
        for (k, (&had, &need)) in have.iter().zip(&info.need).enumerate() {
            let needs_more = match info.cost {
                Cost::Resources(_) => had < need,
                Cost::Different(_) => had == 0,
                Cost::Identical(_) => true,
            };
            if needs_more {
                wanted |= 1 << k;
            }
        }
    }
    wanted
}

/// Kinds of actions the playout policy weighs, with their weights.
const KINDS: usize = 8;
const KIND_WEIGHTS: [u32; KINDS] = [
    1000, // build
    8,    // transport of a resource a contract wants there
    3,    // craftsman
    3,    // building site
    1,    // exploration
    3,    // a power's own actions
    1,    // anything else (pass, skip a power)
    1,    // transport of a resource no contract wants there
];

/// The kind of `action`; `wanted` gives the wanted kinds of resources per ruin half.
fn kind_of(game: &ViaNebula, action: &Action, wanted: &[[u8; 2]; MAX_RUINS]) -> usize {
    match *action {
        Action::Build { .. } => 0,
        Action::Transport { resource, to, half, .. } => {
            let ruin = game.content.ruin_index[to as usize] as usize;
            if ruin < MAX_RUINS && wanted[ruin][half as usize & 1] & (1 << resource as u8) != 0 {
                1
            } else {
                7
            }
        }
        Action::PlaceCraftsman { .. } => 2,
        Action::PlaceSite { .. } => 3,
        Action::ExploreFog { .. } | Action::ExploreForest { .. } => 4,
        Action::Pass | Action::EndTurn | Action::SkipPower => 6,
        _ => 5,
    }
}

impl SearchGame for ViaNebula {
    const LEVEL_WIN_RATES: [f64; 2] = [0.805, 0.870];

    /// The engine's quiet apply: no check, no event list (its own test shows it gives the
    /// state the checked apply gives).
    fn apply_unchecked(&mut self, action: &Action) {
        ViaNebula::apply_unchecked(self, action);
    }

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
        let mut wanted = [[0u8; 2]; MAX_RUINS];
        let seat = self.current;
        if legal.iter().any(|a| matches!(a, Action::Transport { .. })) {
            let contracts = contracts_of(self, seat);
            for (r, ruin) in self.ruins.iter().enumerate().take(self.content.ruin_hexes.len()) {
                for (h, half) in ruin.iter().enumerate() {
                    if half.occupant == (Occupant::Site { seat }) {
                        wanted[r][h] = wanted_kinds(self, contracts, &half.resources);
                    }
                }
            }
        }
        let mut counts = [0u32; KINDS];
        for a in legal {
            counts[kind_of(self, a, &wanted)] += 1;
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
        legal
            .iter()
            .enumerate()
            .filter(|(_, a)| kind_of(self, a, &wanted) == kind)
            .nth(nth)
            .map_or(0, |(i, _)| i)
    }

    fn playout_depth(&self) -> usize {
        PLAYOUT_DEPTH
    }

    fn running_score(&self, seat: Seat) -> f64 {
        self.score()[seat].total as f64
    }

    fn hard_iterations(&self) -> u32 {
        HARD_ITERATIONS
    }
}
