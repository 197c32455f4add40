//! The review of a game (docs/review.md "Review"): every decision rated from the
//! mover's view at that moment, never the full state. The same search as Hard's
//! ([`crate::ismcts_root`]) weighs every move the mover could have made; the move played and
//! the best one are given with their estimated values (the search's reward for the mover, 0 to
//! 1: a win chance in a game of two or more, the solo score's share in a solo game), and the
//! loss between them classes the move, as chess tools do with the win chance a move lost.

use crate::exact::{Ending, Reach};
pub use crate::judge::judge;
use crate::{ismcts_root, Candidate, SearchGame};
use moonvale_rules::core::{Rng, Seat};
use serde::{Deserialize, Serialize};

/// A move losing less than this is as good as the best (the search's own noise).
pub const GOOD_LOSS: f64 = 0.02;
/// From this loss a move is an inaccuracy...
pub const INACCURACY_LOSS: f64 = 0.05;
/// ... a mistake ...
pub const MISTAKE_LOSS: f64 = 0.10;
/// ... and a blunder.
pub const BLUNDER_LOSS: f64 = 0.20;

/// What a move was, by the value it lost against the best one found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoveKind {
    /// The only legal action: nothing to choose, never marked.
    Forced,
    /// The best move found, or one worth as much (a loss under [`GOOD_LOSS`]).
    Best,
    /// A loss under [`INACCURACY_LOSS`].
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl MoveKind {
    /// The kind of a move that lost `loss` (0 to 1) against the best one.
    pub fn of_loss(loss: f64) -> MoveKind {
        if loss < GOOD_LOSS {
            MoveKind::Best
        } else if loss < INACCURACY_LOSS {
            MoveKind::Good
        } else if loss < MISTAKE_LOSS {
            MoveKind::Inaccuracy
        } else if loss < BLUNDER_LOSS {
            MoveKind::Mistake
        } else {
            MoveKind::Blunder
        }
    }

    /// Whether a review points the move out.
    pub fn is_marked(self) -> bool {
        matches!(self, MoveKind::Inaccuracy | MoveKind::Mistake | MoveKind::Blunder)
    }
}

/// One decision of the game, rated.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Rating<G: SearchGame> {
    /// Its place among the game's actions (0 = the first action).
    pub index: usize,
    pub seat: Seat,
    /// How many legal actions the mover had.
    pub choices: usize,
    pub played: G::Action,
    pub played_value: f64,
    /// Iterations that went through the move played (0: the search never tried it, and its
    /// value is the worst found).
    #[serde(default)]
    pub played_visits: u32,
    pub best: G::Action,
    pub best_value: f64,
    /// `best_value - played_value`, never below 0.
    pub loss: f64,
    pub kind: MoveKind,
    /// The best few moves found, best first (what "why" shows).
    pub candidates: Vec<Candidate<G::Action>>,
    /// Search iterations spent on this decision.
    pub iterations: u32,
    /// In a game scored alone, the centre of the reward's step this decision's search used
    /// ([`crate::solo_reward`]): what turns its values into points.
    #[serde(default)]
    pub solo_centre: Option<f64>,
    /// The loss against this decision's own best move alone, before its turn was judged
    /// ([`judge`]); `loss` is what the review says once it was.
    #[serde(default)]
    pub own_loss: f64,
    /// What the whole turn this decision belongs to lost (the mover's decisions in a row,
    /// with nothing drawn between them): a step is marked only when its turn lost value.
    #[serde(default)]
    pub turn_loss: f64,
    /// The best line found from here while the mover keeps the turn, the best move first
    /// (what the better move gains is said from it).
    #[serde(default = "Vec::new")]
    pub line: Vec<G::Action>,
    /// Every order of the turn was walked to the end of the game ([`crate::exact`]): the
    /// values are exact, not estimates.
    #[serde(default)]
    pub exact: bool,
    /// The value of the position after the move as the review shows it: the searches of the
    /// mover's neighbouring decisions combined, so it moves by more than their noise only
    /// where something happened ([`judge`]). `None`: the move played's own value.
    #[serde(default)]
    pub steady_value: Option<f64>,
}

impl<G: SearchGame> Rating<G> {
    /// A value of this rating (a reward, 0 to 1) as a review says it: in a game scored
    /// alone the expected final score, else a win chance in per cent.
    pub fn figure(&self, value: f64) -> i64 {
        match self.solo_centre {
            Some(centre) => crate::solo_points_of_reward(value, centre).round() as i64,
            None => (value * 100.0).round() as i64,
        }
    }

    /// The value of the position after the move played, as the review shows it: steadied
    /// over the mover's neighbouring decisions where that was done.
    pub fn shown_value(&self) -> f64 {
        self.steady_value.unwrap_or(self.played_value)
    }

    /// The value the best move would have kept, as the review shows it: the shown value and
    /// the loss.
    pub fn shown_best_value(&self) -> f64 {
        match self.steady_value {
            Some(steady) => (steady + self.loss).min(1.0),
            None => self.best_value,
        }
    }
}

/// How many iterations a decision gets when the caller does not say: twice Hard's, since a
/// review rates every move, not only the best one.
pub fn default_iterations<G: SearchGame>(state: &G) -> u32 {
    state.hard_iterations().saturating_mul(2)
}

/// Rates `played`, the action the seat to act chose in `state`, from that seat's view
/// alone: two states that differ only in what it could not see get the same rating.
/// `None` if the game is over or `played` is not legal.
pub fn rate<G: SearchGame>(
    state: &G,
    played: &G::Action,
    index: usize,
    iterations: u32,
    seed: u64,
) -> Option<Rating<G>> {
    let seat = state.to_act()?;
    let legal = state.legal_actions();
    if !legal.contains(played) {
        return None;
    }
    if legal.len() == 1 {
        return Some(forced(index, seat, played.clone()));
    }
    let budget = Budget { iterations, deadline: None };
    rate_view(&state.view(seat), legal.len(), played, index, budget, &|| 0.0, seed)
}

/// A move with no alternative: rated as the best, never marked.
pub fn forced<G: SearchGame>(index: usize, seat: Seat, played: G::Action) -> Rating<G> {
    Rating {
        index,
        seat,
        choices: 1,
        played: played.clone(),
        played_value: 0.5,
        played_visits: 0,
        best: played,
        best_value: 0.5,
        loss: 0.0,
        kind: MoveKind::Forced,
        candidates: Vec::new(),
        iterations: 0,
        solo_centre: None,
        own_loss: 0.0,
        turn_loss: 0.0,
        line: Vec::new(),
        exact: false,
        steady_value: None,
    }
}

/// How long one decision's rating searches: at most `iterations`, and until `deadline` of
/// the caller's clock if there is one (the browser's review thinks for a time).
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub iterations: u32,
    pub deadline: Option<f64>,
}

/// The kind of a move worth `played_value` where the best found is worth `best_value`
/// (`is_best`: the move played is the best found). One place for the thresholds, used by
/// the command line and by the browser, which merges several workers' searches first.
pub fn classify(is_best: bool, best_value: f64, played_value: f64) -> (f64, MoveKind) {
    if is_best {
        return (0.0, MoveKind::Best);
    }
    let loss = (best_value - played_value).max(0.0);
    (loss, MoveKind::of_loss(loss))
}

/// [`rate`] from the mover's `view` (what the browser's worker receives), with `choices`
/// legal actions (two or more).
pub fn rate_view<G: SearchGame>(
    view: &G::View,
    choices: usize,
    played: &G::Action,
    index: usize,
    budget: Budget,
    now: &dyn Fn() -> f64,
    seed: u64,
) -> Option<Rating<G>> {
    let seat = G::viewer(view);
    if let Some(ending) = crate::exact::final_turn::<G>(view, seed, Reach::EveryOrder) {
        return Some(exact_rating(ending, index, seat, choices, played));
    }
    let mut rng = Rng::new(seed);
    // Enough iterations for every move to be tried a few times.
    let iterations = budget.iterations.max(4 * choices as u32);
    let found = ismcts_root::<G>(view, iterations, budget.deadline, now, &mut rng);
    let mut children = found.children;
    // The best is the most visited (the robust choice, as Hard plays); a move's value is its
    // mean reward.
    children.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.value.total_cmp(&a.value)));
    let best = children.first()?.clone();
    let tried = children.iter().find(|c| &c.action == played).filter(|c| c.visits > 0);
    let played_visits = tried.map_or(0, |c| c.visits);
    let played_value = tried.map_or_else(
        || children.iter().map(|c| c.value).fold(f64::INFINITY, f64::min),
        |c| c.value,
    );
    let (loss, kind) = classify(&best.action == played, best.value, played_value);
    children.truncate(crate::CANDIDATES_SHOWN);
    Some(Rating {
        index,
        seat,
        choices,
        played: played.clone(),
        played_value,
        played_visits,
        best: best.action,
        best_value: best.value,
        loss,
        kind,
        candidates: children,
        iterations: found.iterations,
        solo_centre: found.solo_centre,
        own_loss: loss,
        turn_loss: loss,
        line: found.line,
        exact: false,
        steady_value: None,
    })
}

/// A decision of the turn that ends the game, rated from the exact walk of every order.
fn exact_rating<G: SearchGame>(
    ending: Ending<G::Action>,
    index: usize,
    seat: Seat,
    choices: usize,
    played: &G::Action,
) -> Rating<G> {
    let best = ending.candidates[0].clone();
    let played_value =
        ending.candidates.iter().find(|c| &c.action == played).map_or(0.0, |c| c.value);
    // Exact values: a move worth as much as the best is the best.
    let is_best = &best.action == played || played_value >= best.value - 1e-12;
    let (loss, kind) = classify(is_best, best.value, played_value);
    let mut candidates = ending.candidates;
    candidates.truncate(crate::CANDIDATES_SHOWN);
    Rating {
        index,
        seat,
        choices,
        played: played.clone(),
        played_value,
        played_visits: crate::exact::DRAWS as u32,
        best: best.action,
        best_value: best.value,
        loss,
        kind,
        candidates,
        iterations: 0,
        solo_centre: None,
        own_loss: loss,
        turn_loss: loss,
        line: ending.line,
        exact: true,
        steady_value: None,
    }
}

/// Rates every decision of a game played from `start` with `actions`, for the seats
/// `reviewed` says (the people's, or all). `progress(done, total)` hears after each action;
/// it returns false to stop (a cancelled review), which returns what was rated so far.
/// `None` if an action is not legal where it was played (not this game's record).
pub fn review<G: SearchGame>(
    start: &G,
    actions: &[G::Action],
    reviewed: &dyn Fn(Seat) -> bool,
    iterations: Option<u32>,
    seed: u64,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Option<Vec<Rating<G>>> {
    let mut state = start.clone();
    let mut ratings = Vec::new();
    let mut rng = Rng::new(seed);
    for (index, action) in actions.iter().enumerate() {
        let seat = state.to_act()?;
        let decision_seed = rng.next_u64();
        if reviewed(seat) {
            let budget = iterations.unwrap_or_else(|| default_iterations(&state));
            ratings.push(rate(&state, action, index, budget, decision_seed)?);
        }
        state.apply(action).ok()?;
        if !progress(index + 1, actions.len()) {
            break;
        }
    }
    judge(start, actions, &mut ratings)?;
    Some(ratings)
}
