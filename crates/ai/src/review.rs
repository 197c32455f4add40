//! The review of a game (docs/review.md "Review"): every decision rated from the
//! mover's view at that moment, never the full state. The same search as Hard's
//! ([`crate::ismcts_root`]) weighs every move the mover could have made; the move played and
//! the best one are given with their estimated values (the search's reward for the mover, 0 to
//! 1: a win chance in a game of two or more, the solo score's share in a solo game), and the
//! loss between them classes the move, as chess tools do with the win chance a move lost.

use crate::exact::{Ending, Reach};
pub use crate::judge::judge;
pub use crate::rating::{MoveKind, Rating, BLUNDER_LOSS, GOOD_LOSS, INACCURACY_LOSS, MISTAKE_LOSS};
use crate::{ismcts_root, SearchGame};
use moonvale_rules::core::{Rng, Seat};

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
