//! What the search knows of Via Nebula: a cheap evaluation (running score plus features of
//! the position, weighed by a fit to how playouts end) and a playout policy that builds
//! whenever it can and prefers deliveries and new exploitations to wandering exploration.

mod race;
pub use race::{actions_to_finish, race_hints, race_plan, rush_choice, RacePlan};

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
/// The race for the fifth building: once the seat nearest to it has this many buildings or
/// fewer left, the game may end before a site is finished, and its resources then go to
/// storage (-1 point each, docs/RULINGS.md ruling 14). A site's worth fades from its contract
/// share to that cost as the race nears its end. Hard with it beat Hard without it in 62.0 %
/// (55-68 %) of 200 two-player games (docs/computer-players.md "The race for the fifth building");
/// the fitted evaluation weighs its features by this `phase`.
const FADE_FROM_BUILDINGS_LEFT: f64 = 3.0;
/// Chosen actions a playout plays before it is scored (lone end-of-turn confirmations not
/// counted): about ten turns with 2 players. The cut-off evaluation misjudges what a site
/// and a craftsman will bring more than a playout does, so longer is better up to a point:
/// in 200 two-player games against the Hard of 24, 12 won 30.7 %, 40 won 65.0 % at the same
/// iterations and 55.7 % at the same CPU time (1,374 iterations), 80 at about the same CPU
/// time 43.8 % (docs/computer-players.md "The playout's length").
const PLAYOUT_DEPTH: usize = 40;

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

/// How much of a site's worth still counts: 1 until the race for the fifth building nears its
/// end, then down to 0 as the nearest seat's buildings left run out.
fn site_weight(game: &ViaNebula) -> f64 {
    let fewest_left = game.seats.iter().take(game.player_count()).map(|s| s.buildings).min();
    (fewest_left.unwrap_or(5) as f64 / FADE_FROM_BUILDINGS_LEFT).min(1.0)
}

/// Each seat's estimated points at a playout's cut-off: the running score plus its
/// [`features`] weighed by [`WEIGHTS`].
fn estimated_points(game: &ViaNebula, out: &mut [f64]) {
    for (seat, s) in game.score().iter().enumerate() {
        out[seat] = s.total as f64;
    }
    if game.over {
        return;
    }
    let weights = &WEIGHTS[game.player_count() - 2];
    for (seat, slot) in out.iter_mut().enumerate() {
        *slot += features(game, seat).iter().zip(weights).map(|(x, w)| x * w).sum::<f64>();
    }
}

/// What the evaluation weighs in a seat's position beyond its running score, named in
/// [`FEATURE_NAMES`]. `phase` is [`site_weight`]: 1 until the race for the fifth building
/// nears its end, then down to 0.
pub const FEATURES: usize = 10;
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "sites' worth x phase",
    "resources on sites x (1 - phase)",
    "sites x phase",
    "buildings left x phase",
    "resources at own exploitations x phase",
    "contracts in hand x phase",
    "to act",
    "to act x actions left",
    "fewest buildings left x (1 - phase)",
    "buildings left x (1 - phase)",
];

/// Points per unit of each feature, for 2, 3 and 4 players: the least-squares fit of the
/// points a seat still gained, ahead of the others' mean, from a playout's cut-off to the end
/// of the game played on by the same policy (`cargo run --release -p moonvale-ai --example
/// fit_via_nebula_eval 4000`, about 70 s: 67,725 to 110,913 positions a player count, both
/// sides). On positions kept aside it foretells the final lead with R² 0.42 where the
/// hand-made evaluation before it reached 0.32 (two players), and Hard with it beat the Hard
/// before it in 200 two-player expert games at the same iterations (docs/computer-players.md "The
/// evaluation, fitted").
const WEIGHTS: [[f64; FEATURES]; 3] = [
    [1.748, -0.558, -1.395, -3.332, -0.791, 0.530, -0.459, 0.511, 0.557, -1.103],
    [1.466, -0.474, -0.524, -3.620, -0.620, 0.486, -0.601, 0.634, 1.192, -0.798],
    [1.497, -0.419, -0.550, -3.572, -0.469, 0.524, -0.614, 0.666, 0.943, -1.024],
];

/// The features of `seat`'s position (see [`FEATURE_NAMES`]).
pub fn features(game: &ViaNebula, seat: usize) -> [f64; FEATURES] {
    let p = &game.seats[seat];
    let contracts = contracts_of(game, seat as u8);
    let (mut worth, mut sites, mut on_sites) = (0.0, 0.0, 0.0);
    for ruin in game.ruins.iter().take(game.content.ruin_hexes.len()) {
        for half in ruin {
            if half.occupant == (Occupant::Site { seat: seat as u8 }) {
                worth += site_value(game, contracts, &half.resources);
                sites += 1.0;
                on_sites += half.resources.iter().map(|&r| r as f64).sum::<f64>();
            }
        }
    }
    // Resources still at the seat's exploitations: its token comes when they run out.
    let mut at_exploitations = 0.0;
    for (m, &c) in game.craftsman_on.iter().enumerate() {
        if c == seat as u8 {
            at_exploitations += game.meadow_resources[m].iter().map(|&r| r as f64).sum::<f64>();
        }
    }
    let phase = site_weight(game);
    let late = 1.0 - phase;
    let to_act = if game.current as usize == seat { 1.0 } else { 0.0 };
    let fewest = game.seats.iter().take(game.player_count()).map(|s| s.buildings).min();
    let nearest = if Some(p.buildings) == fewest { 1.0 } else { 0.0 };
    [
        worth * phase,
        on_sites * late,
        sites * phase,
        p.buildings as f64 * phase,
        at_exploitations * phase,
        p.hand.count_ones() as f64 * phase,
        to_act,
        to_act * game.actions_left as f64,
        nearest * late,
        p.buildings as f64 * late,
    ]
}

/// The hand-made evaluation the fitted one replaced (the running score plus each site's
/// worth, fading near the end into what its resources would cost in storage), kept for the
/// fitting example's comparison.
pub fn hand_made_points(game: &ViaNebula, out: &mut [f64]) {
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
    let weight = site_weight(game);
    for ruin in game.ruins.iter().take(game.content.ruin_hexes.len()) {
        for half in ruin {
            if let Occupant::Site { seat } = half.occupant {
                let worth = site_value(game, contracts[seat as usize], &half.resources);
                let in_storage: u8 = half.resources.iter().sum();
                out[seat as usize] += weight * worth - (1.0 - weight) * in_storage as f64;
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

/// Actions whose kinds the playout policy keeps while it draws (longer lists, rare, work the
/// rest out again).
const KNOWN_KINDS: usize = 128;

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
    const LEVEL_WIN_RATES: [f64; 2] = [0.960, 0.925];

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
        // Each action's kind is worked out once (the second pass below reads it back): the
        // policy runs at every step of every playout.
        let mut kinds = [0u8; KNOWN_KINDS];
        let mut counts = [0u32; KINDS];
        for (i, a) in legal.iter().enumerate() {
            let kind = kind_of(self, a, &wanted);
            if let Some(slot) = kinds.get_mut(i) {
                *slot = kind as u8;
            }
            counts[kind] += 1;
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
        let kind_at = |i: usize| {
            kinds.get(i).map_or_else(|| kind_of(self, &legal[i], &wanted), |&k| k as usize)
        };
        (0..legal.len()).filter(|&i| kind_at(i) == kind).nth(nth).unwrap_or(0)
    }

    fn playout_depth(&self) -> usize {
        PLAYOUT_DEPTH
    }

    fn rush_choice(&self, legal: &[Action], rng: &mut Rng) -> usize {
        race::rush_choice(self, legal, rng)
    }

    fn root_hints(&self, legal: &[Action], rng: &mut Rng) -> Vec<usize> {
        race::race_hints(self, legal, rng)
    }

    fn running_score(&self, seat: Seat) -> f64 {
        self.score()[seat].total as f64
    }

    fn hard_iterations(&self) -> u32 {
        HARD_ITERATIONS
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use moonvale_rules::via_nebula::{Options, Side};

    /// A site holding resources adds to its owner's estimate early on, and costs what its
    /// resources would in storage once a seat is about to erect its fifth building.
    #[test]
    fn a_sites_worth_fades_as_the_race_for_the_fifth_building_ends() {
        let mut game = ViaNebula::new(&Options::new(2, Side::Expert), 3).unwrap();
        let without = game.clone();
        game.ruins[0][0].occupant = Occupant::Site { seat: 0 };
        game.ruins[0][0].resources = [1, 1, 0, 0, 0];
        // What the site adds to seat 0's estimate, the rest of the position the same.
        let site_adds = |game: &ViaNebula, without: &ViaNebula| {
            let (mut with_site, mut bare) = ([0.0; 2], [0.0; 2]);
            estimated_points(game, &mut with_site);
            estimated_points(without, &mut bare);
            assert_eq!(with_site[1], bare[1], "the other seat's estimate does not move");
            with_site[0] - bare[0]
        };
        assert_eq!(site_weight(&game), 1.0);
        let early = site_adds(&game, &without);
        assert!(early > 0.0, "early on, a site with resources is a gain: {early}");
        let mut late_game = game.clone();
        let mut late_without = without.clone();
        for g in [&mut late_game, &mut late_without] {
            g.seats[1].buildings = 1;
        }
        assert!((site_weight(&late_game) - 1.0 / 3.0).abs() < 1e-9);
        let late = site_adds(&late_game, &late_without);
        assert!(late < early, "{late} < {early}");
        for g in [&mut late_game, &mut late_without] {
            g.seats[1].buildings = 0;
        }
        assert_eq!(site_weight(&late_game), 0.0);
        let last = site_adds(&late_game, &late_without);
        let per_resource = WEIGHTS[0][1];
        assert!((last - 2.0 * per_resource).abs() < 1e-9, "only its two resources count: {last}");
        assert!(last < 0.0, "resources bound for storage cost points");
    }
}
