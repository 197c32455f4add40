//! The turn that can end the game, searched exactly (docs/review.md "Review", hints): every order
//! of the seat's remaining actions, its power's steps included, to the end of its turn. Where
//! every order ends the game (Via Nebula's last final turn), each first move gets its exact
//! value (the search's reward of the final position), so a hint never misses a better ending
//! and a review rates that turn without noise. Where only some orders end it (Nova Luna's
//! last disc), the best ending is given for the caller to weigh against its search.
//!
//! What the seat cannot see is drawn as the search draws it (`Game::sample_state`), a few
//! times: a build turns a contract up that the turn's next action may use, and the seat sees
//! it before choosing; the values are their mean.

use crate::{Candidate, SearchGame};
use moonvale_rules::core::{Rng, Seat};

/// How many states one draw's walk may visit: a turn wider than this is left to the search.
pub const MAX_NODES: usize = 40_000;
/// How many draws of what the seat cannot see the values are averaged over.
pub const DRAWS: u64 = 3;

/// What the exact walk of a turn found.
#[derive(Clone, Debug, PartialEq)]
pub struct Ending<A> {
    /// Every order of the turn ends the game: the candidates' values are exact.
    pub exact: bool,
    /// The first moves that can end the game, best first, with the value of the best ending
    /// each leads to (the search's reward of the final position, the mean over the draws).
    pub candidates: Vec<Candidate<A>>,
    /// The best ending's whole line on the first draw: the best first move, then the rest of
    /// the turn (lone actions included).
    pub line: Vec<A>,
}

/// A final position's worth to `me`: the search's reward, then its running score.
type Key = (f64, f64);

/// Which turns the walk takes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Only a turn that ends the game in every order (a review's rating: exact or not at
    /// all). One order is tried first, so any other turn costs a few steps.
    EveryOrder,
    /// Any turn narrow enough, for the endings it can reach (a hint).
    SomeOrder,
}

struct Walk {
    me: Seat,
    reach: Reach,
    nodes: usize,
    /// Some order hands the turn on without ending the game.
    open: bool,
    /// The walk stopped: too wide, or (for [`Reach::EveryOrder`]) an order that goes on.
    stopped: bool,
}

/// The best ending reachable from `state` while `me` keeps the turn, with its line (lone
/// actions included); `None` if no order ends the game (or the walk ran over).
fn best_ending<G: SearchGame>(state: &G, walk: &mut Walk) -> Option<(Key, Vec<G::Action>)> {
    if state.is_over() {
        let mut rewards = vec![0.0; state.player_count()];
        state.rewards(&mut rewards);
        return Some(((rewards[walk.me], state.running_score(walk.me)), Vec::new()));
    }
    if state.to_act() != Some(walk.me) {
        walk.open = true;
        walk.stopped |= walk.reach == Reach::EveryOrder;
        return None;
    }
    let mut best: Option<(Key, Vec<G::Action>)> = None;
    for action in state.legal_actions() {
        walk.nodes += 1;
        if walk.nodes > MAX_NODES {
            walk.stopped = true;
            return None;
        }
        let mut next = state.clone();
        next.apply_unchecked(&action);
        if let Some((key, mut line)) = best_ending(&next, walk) {
            if best.as_ref().is_none_or(|(b, _)| key > *b) {
                line.insert(0, action);
                best = Some((key, line));
            }
        }
        if walk.stopped {
            return None;
        }
    }
    best
}

/// Whether playing the first legal action at each step, while `me` keeps the turn, ends the
/// game: the cheap test before [`Reach::EveryOrder`]'s walk.
fn one_order_ends<G: SearchGame>(state: &G, me: Seat) -> bool {
    let mut state = state.clone();
    let mut legal = Vec::new();
    for _ in 0..MAX_NODES {
        if state.is_over() {
            return true;
        }
        if state.to_act() != Some(me) {
            return false;
        }
        state.legal_actions_into(&mut legal);
        state.apply_unchecked(&legal[0]);
    }
    false
}

/// One first move of the walk: its values and points summed over the draws (then their
/// means), the draws where it ends the game, and its best ending's line on the first draw.
struct FirstMove<A> {
    action: A,
    value: f64,
    points: f64,
    endings: u32,
    line: Vec<A>,
}

/// The walk of the turn of the seat whose view this is, as `reach` says, if it is narrow
/// enough and some order ends the game. `None` otherwise, or in a game scored alone (its
/// values speak of a score, with a centre only a search finds).
pub fn final_turn<G: SearchGame>(
    view: &G::View,
    seed: u64,
    reach: Reach,
) -> Option<Ending<G::Action>> {
    if G::scored_alone(view) {
        return None;
    }
    let me = G::viewer(view);
    let mut rng = Rng::new(seed);
    let mut sums: Vec<FirstMove<G::Action>> = Vec::new();
    let mut exact = true;
    for _ in 0..DRAWS {
        let Ok(state) = G::sample_state(view, &mut rng) else { return None };
        if state.to_act() != Some(me) || (reach == Reach::EveryOrder && !one_order_ends(&state, me))
        {
            return None;
        }
        let mut walk = Walk { me, reach, nodes: 0, open: false, stopped: false };
        for first in state.legal_actions() {
            let mut next = state.clone();
            next.apply_unchecked(&first);
            let found = best_ending(&next, &mut walk);
            if walk.stopped {
                return None;
            }
            let Some(((value, points), rest)) = found else { continue };
            match sums.iter_mut().find(|entry| entry.action == first) {
                Some(entry) => {
                    entry.value += value;
                    entry.points += points;
                    entry.endings += 1;
                }
                None => {
                    let line = std::iter::once(first.clone()).chain(rest).collect();
                    sums.push(FirstMove { action: first, value, points, endings: 1, line });
                }
            }
        }
        exact &= !walk.open;
    }
    // A first move that ended the game in some draws only is weighed by those draws.
    for entry in &mut sums {
        entry.value /= f64::from(entry.endings);
        entry.points /= f64::from(entry.endings);
    }
    sums.sort_by(|a, b| b.value.total_cmp(&a.value).then(b.points.total_cmp(&a.points)));
    let line = sums.first()?.line.clone();
    let candidates = sums
        .into_iter()
        .map(|m| Candidate { action: m.action, value: m.value, visits: m.endings })
        .collect();
    Some(Ending { exact, candidates, line })
}
