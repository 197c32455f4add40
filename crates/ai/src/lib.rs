//! Computer players that never cheat: they choose from what their seat may see
//! (`Game::view`), and a search draws full states consistent with that view
//! (`Game::sample_state`), never reading the real one.
//!
//! This module is game independent; what a search needs from an engine beyond [`Game`]
//! is the [`SearchGame`] trait (docs/computer-players.md "How they choose"), implemented for each
//! game in its own file here.
//!
//! One entry point, [`think`] (or [`think_as`] for the reference bots), serves the
//! command line, the hint button and the browser's worker: it takes a seat's view, a level
//! or bot, a seed, a [`Budget`] and a clock given by the caller (the browser has no
//! `std::time::Instant`), and returns a [`Thought`]: the chosen action and the best few
//! candidates with their estimated values.

#![forbid(unsafe_code)]
// A panic is for a broken invariant only: each remaining `expect` says in words why it
// cannot fail.
#![warn(clippy::unwrap_used, clippy::expect_used)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used))]

pub mod exact;
mod ismcts;
pub mod judge;
mod nova_luna;
pub mod rating;
pub mod review;
/// Public for its evaluation's features, which `examples/fit_via_nebula_eval.rs` fits.
pub mod via_nebula;
pub mod worker;

pub use ismcts::{
    flat_monte_carlo, ismcts, ismcts_hard, ismcts_root, ismcts_stats, RootStatistics,
};

use moonvale_rules::core::{Bot as CoreBot, Game, Rng, Seat, ViewError};
use serde::{Deserialize, Serialize};

/// How strongly a computer seat plays, chosen per seat on the new-game screens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    Easy,
    #[default]
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The stable key used in saves, the command line and message ids.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.as_str() == s)
    }
}

/// Medium searches this fraction of Hard's iterations, Easy this one (at least
/// `EASY_MIN_ITERATIONS`). Easy plays like a beginner: it takes whatever scores at once
/// (a build, a task), else a tiny search chooses.
pub const MEDIUM_SHARE: u32 = 10;
pub const EASY_SHARE: u32 = 100;
pub const EASY_MIN_ITERATIONS: u32 = 50;

/// Every player the command line knows: the three levels and two reference bots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Bot {
    /// A uniformly random legal action.
    Random,
    /// Determinised flat Monte-Carlo: Hard's number of playouts, uniformly random to the
    /// end, spread evenly over the legal actions (a reference to measure Hard against).
    Flat,
    Easy,
    Medium,
    Hard,
    /// A plan that races to the end of the game and looks at nothing else (no search): in
    /// Via Nebula it builds the cheapest contracts within reach at once and hurries to the
    /// fifth building; in Nova Luna it lays each tile where it places the most discs now
    /// (docs/computer-players.md "How they choose", the rusher). The test of whether Hard reads a
    /// race.
    Rusher,
}

impl Bot {
    pub const ALL: [Bot; 6] =
        [Bot::Random, Bot::Flat, Bot::Easy, Bot::Medium, Bot::Hard, Bot::Rusher];

    pub fn as_str(self) -> &'static str {
        match self {
            Bot::Random => "random",
            Bot::Flat => "flat",
            Bot::Easy => "easy",
            Bot::Medium => "medium",
            Bot::Hard => "hard",
            Bot::Rusher => "rusher",
        }
    }

    pub fn parse(s: &str) -> Option<Bot> {
        Bot::ALL.into_iter().find(|b| b.as_str() == s)
    }

    /// Iterations (playouts for Flat) when the budget does not say, given Hard's.
    pub fn default_iterations(self, hard: u32) -> u32 {
        match self {
            Bot::Random | Bot::Rusher => 0,
            Bot::Easy => (hard / EASY_SHARE).max(EASY_MIN_ITERATIONS),
            Bot::Medium => hard / MEDIUM_SHARE,
            Bot::Flat | Bot::Hard => hard,
        }
    }
}

impl From<Level> for Bot {
    fn from(level: Level) -> Bot {
        match level {
            Level::Easy => Bot::Easy,
            Level::Medium => Bot::Medium,
            Level::Hard => Bot::Hard,
        }
    }
}

/// How long a search may think: it stops at whichever limit comes first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Budget {
    /// Iterations (playouts for Flat); `None`: the bot's own number. With a seed and no
    /// time limit the choice is reproducible.
    pub iterations: Option<u32>,
    /// Milliseconds of the caller's clock; `None`: no time limit.
    pub millis: Option<f64>,
}

impl Budget {
    /// The bot's own number of iterations, no time limit: reproducible.
    pub fn standard() -> Budget {
        Budget::default()
    }

    pub fn iterations(n: u32) -> Budget {
        Budget { iterations: Some(n), millis: None }
    }

    /// The bot's own number of iterations, but never more than `millis` of thinking.
    pub fn at_most_millis(millis: f64) -> Budget {
        Budget { iterations: None, millis: Some(millis) }
    }
}

/// A move considered by a bot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Candidate<A> {
    pub action: A,
    /// Estimated reward for the seat to act, 0 (surely lost) to 1 (surely won).
    pub value: f64,
    /// Iterations (or playouts) that went through this move.
    pub visits: u32,
}

/// What a bot chose, and why (serialisable both ways, to cross from a worker to the page).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Thought<A> {
    pub action: A,
    /// The best few moves, best first (the chosen one among them).
    pub candidates: Vec<Candidate<A>>,
    /// Iterations (or playouts) actually run.
    pub iterations: u32,
    /// Milliseconds of the caller's clock spent thinking.
    pub millis: f64,
    /// In a game scored alone, the centre of the reward's step the search used
    /// ([`solo_reward`]): what turns the candidates' values into points.
    #[serde(default)]
    pub solo_centre: Option<f64>,
    /// The root moves Hard's search leaned toward ([`ismcts_hard`]: racing, or holding the
    /// racer back), so that workers' merged answers choose among near ties as one search does.
    #[serde(default = "Vec::new", skip_serializing_if = "Vec::is_empty")]
    pub hinted: Vec<A>,
}

/// How many candidates a [`Thought`] lists.
pub const CANDIDATES_SHOWN: usize = 5;

/// What a search needs from an engine beyond [`Game`]. The checked `Game::apply` stays the
/// only way in for outside input; this is for actions the search took from the legal list.
pub trait SearchGame: Game<Action: std::hash::Hash> {
    /// Applies an action taken from this state's own legal list, without re-validating it
    /// and without building events (as shakmaty's `play_unchecked`).
    fn apply_unchecked(&mut self, action: &Self::Action) {
        let _ = self.apply(action);
    }

    /// The seat a view belongs to.
    fn viewer(view: &Self::View) -> Seat;

    /// Each seat's reward in 0..=1 (`out` has one slot per seat): the result once the game
    /// is over, else a cheap estimate (running score plus potential).
    fn rewards(&self, out: &mut [f64]);

    /// The index in `legal` (this state's legal actions, at least two) of the action a
    /// playout takes: cheap game knowledge, with some randomness.
    fn playout_choice(&self, legal: &[Self::Action], rng: &mut Rng) -> usize;

    /// How many more chosen actions a playout from this state plays before it is scored.
    fn playout_depth(&self) -> usize;

    /// The index in `legal` (this state's legal actions, at least two) of the rusher's
    /// choice ([`Bot::Rusher`]): a fixed plan that hurries to the end of the game, reading
    /// only what the seat to act may see (`self` is a state drawn from its view).
    fn rush_choice(&self, legal: &[Self::Action], rng: &mut Rng) -> usize;

    /// Keeps, of this state's legal actions, those the search's tree considers (game
    /// knowledge that drops moves not worth an iteration; a review's root keeps them all,
    /// see [`ismcts_root`]); all by default.
    fn narrow_for_tree(&self, _legal: &mut Vec<Self::Action>) {}

    /// Moves (indices into `legal`, this state's legal actions) that Hard's root leans
    /// toward, given a state drawn from the searching seat's view: in Via Nebula, when
    /// another seat is nearer the end than the seat to act, the move that finishes fastest
    /// and the one that holds that seat back most. None by default.
    fn root_hints(&self, _legal: &[Self::Action], _rng: &mut Rng) -> Vec<usize> {
        Vec::new()
    }

    /// The seat's points as the rules count them now (what a beginner sees: a build, a
    /// disc on a task), higher is better.
    fn running_score(&self, seat: Seat) -> f64;

    /// Hard's iterations for a move in this game: about 0.4 s at most natively on the
    /// project's 2-core machine (the browser's wasm is about 2x slower, its target 1 s),
    /// measured with `table tournament` (maximum time per move: docs/computer-players.md "Strength:
    /// the levels").
    fn hard_iterations(&self) -> u32;

    /// How often Medium beat Easy and Hard beat Medium in this game, in two-player
    /// tournaments (`table tournament <game> --bots medium,easy` and `hard,medium`, 100 games
    /// each, docs/computer-players.md "Strength: the levels"): what the ratings of the levels are
    /// built on.
    const LEVEL_WIN_RATES: [f64; 2];

    /// Whether the view's game is scored alone (a solo game: its searches reward a final
    /// score through [`solo_reward`], and a review speaks of points, not of a win chance).
    fn scored_alone(_view: &Self::View) -> bool {
        false
    }

    /// In a game scored alone, the final score (lower is better) this state leads to: the
    /// result once the game is over, else a cheap estimate. `None` in a game of several seats.
    fn solo_points(&self) -> Option<f64> {
        None
    }
}

/// A solo score this many points better than the centre of the reward's step gives a
/// reward of about 0.88 ([`solo_reward`]).
pub const SOLO_SCALE: f64 = 20.0;
/// Playouts from the root that find where a solo search's reward is centred.
pub const SOLO_CALIBRATION: u32 = 128;
/// How many points below where those playouts end the centre lies. The tree plays better
/// than its playouts, and a step centred where the playouts end was worse over the solo
/// target line (docs/computer-players.md "The solo reward's centre follows the game": 0 and 15
/// measured, with a constant centre).
pub const SOLO_AMBITION: f64 = 15.0;

/// The reward of a solo final score (lower is better): a smooth step, 0.5 at `centre`.
pub fn solo_reward(points: f64, centre: f64) -> f64 {
    0.5 + 0.5 * ((centre - points) / SOLO_SCALE).tanh()
}

/// The final score a solo reward stands for: the inverse of [`solo_reward`].
pub fn solo_points_of_reward(reward: f64, centre: f64) -> f64 {
    let step = (2.0 * reward - 1.0).clamp(-0.999, 0.999);
    centre - SOLO_SCALE * step.atanh()
}

/// Turns each seat's estimated points (higher is better) into rewards in 0..=1: a smooth
/// step of the lead over the best other seat, a lead of `scale` points giving about 0.88.
/// Needs two seats or more (a solo game scores its own way).
pub fn rewards_from_points(points: &[f64], scale: f64, out: &mut [f64]) {
    for (seat, slot) in out.iter_mut().enumerate() {
        let best_other = points
            .iter()
            .enumerate()
            .filter(|&(s, _)| s != seat)
            .map(|(_, &p)| p)
            .fold(f64::NEG_INFINITY, f64::max);
        *slot = 0.5 + 0.5 * ((points[seat] - best_other) / scale).tanh();
    }
}

/// Chooses an action for the seat whose view this is: the one call shared by the command
/// line, the hint button and the browser's worker. `now` gives milliseconds (any origin).
/// Refused, with why, for a view no state fits or of a game over (a view from outside goes
/// through `Game::check_view` first; one made by `Game::view` is always searched).
pub fn think<G: SearchGame>(
    view: &G::View,
    level: Level,
    seed: u64,
    budget: Budget,
    now: &dyn Fn() -> f64,
) -> Result<Thought<G::Action>, ViewError> {
    think_as::<G>(view, level.into(), seed, budget, now)
}

/// [`think`] for any [`Bot`], reference bots included.
pub fn think_as<G: SearchGame>(
    view: &G::View,
    bot: Bot,
    seed: u64,
    budget: Budget,
    now: &dyn Fn() -> f64,
) -> Result<Thought<G::Action>, ViewError> {
    let start = now();
    let mut rng = Rng::new(seed);
    let state = G::sample_state(view, &mut rng)?;
    let legal = state.legal_actions();
    if legal.is_empty() {
        return Err(ViewError::new("the game is over: there is nothing to choose"));
    }
    let iterations =
        budget.iterations.unwrap_or_else(|| bot.default_iterations(state.hard_iterations()));
    let deadline = budget.millis.map(|ms| start + ms);
    let mut thought = if legal.len() == 1 {
        // A lone action is not searched.
        single(legal[0].clone())
    } else {
        match bot {
            Bot::Random => single(legal[rng.below(legal.len())].clone()),
            Bot::Rusher => single(legal[state.rush_choice(&legal, &mut rng)].clone()),
            Bot::Flat => flat_monte_carlo::<G>(view, &legal, iterations, deadline, now, &mut rng),
            Bot::Easy => match scoring_move(&state, &legal) {
                Some(action) => single(action),
                None => ismcts::<G>(view, iterations, deadline, now, &mut rng),
            },
            Bot::Medium => ismcts::<G>(view, iterations, deadline, now, &mut rng),
            Bot::Hard => ismcts_hard::<G>(view, iterations, deadline, now, &mut rng),
        }
    };
    thought.millis = now() - start;
    Ok(thought)
}

/// What a beginner never misses: the action that scores the most points at once, if any
/// scores (the first listed among equals). Judged on a state drawn from the view.
pub fn scoring_move<G: SearchGame>(state: &G, legal: &[G::Action]) -> Option<G::Action> {
    let seat = state.to_act()?;
    let now = state.running_score(seat);
    let mut best: Option<(f64, &G::Action)> = None;
    for action in legal {
        let mut after = state.clone();
        after.apply_unchecked(action);
        let gain = after.running_score(seat) - now;
        if gain > 0.0 && best.is_none_or(|(g, _)| gain > g) {
            best = Some((gain, action));
        }
    }
    best.map(|(_, a)| a.clone())
}

/// A level as a [`moonvale_rules::core::Bot`], for code that drives any bot (`core::bot_move`).
pub struct SearchBot {
    pub level: Level,
    pub budget: Budget,
    /// Milliseconds, any origin (`performance.now()` in the browser).
    pub clock: Box<dyn Fn() -> f64>,
}

impl<G: SearchGame> CoreBot<G> for SearchBot {
    /// The search's choice; for a view it refuses, the first of the actions the caller
    /// listed from the same state.
    fn choose(&mut self, view: &G::View, legal: &[G::Action], rng: &mut Rng) -> G::Action {
        match think::<G>(view, self.level, rng.next_u64(), self.budget, &*self.clock) {
            Ok(thought) => thought.action,
            Err(_) => legal[0].clone(),
        }
    }
}

fn single<A: Clone>(action: A) -> Thought<A> {
    Thought {
        candidates: vec![Candidate { action: action.clone(), value: 0.5, visits: 0 }],
        action,
        iterations: 0,
        millis: 0.0,
        solo_centre: None,
        hinted: Vec::new(),
    }
}
