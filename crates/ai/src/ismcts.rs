//! Information-Set Monte-Carlo Tree Search (Cowling, Powley and Whitehouse 2012, the
//! single-observer variant) and the flat Monte-Carlo reference.
//!
//! One tree over the searching seat's information sets: each iteration draws a fresh full
//! state from the seat's view (`Game::sample_state`), walks the tree choosing only among
//! the actions legal in that draw (UCB with availability counts, so a move that is often
//! impossible is not penalised), adds one node, plays a short knowledge-guided playout and
//! scores it per seat. A node's statistics are from the point of view of the seat that
//! moved into it, so every seat maximises its own reward. Chance (a contract turned up, a
//! refill) happens inside the engine's apply with the drawn state's own generator, so it
//! differs between iterations as hidden information does. Decision points with a single
//! legal action get no node: they are played through.

use super::{solo_reward, Candidate, SearchGame, Thought, CANDIDATES_SHOWN};
use super::{SOLO_AMBITION, SOLO_CALIBRATION};
use moonvale_rules::core::{Rng, Seat};
use std::collections::HashMap;

const NO_NODE: u32 = u32::MAX;
/// UCB exploration constant for rewards in 0..=1.
const EXPLORATION: f64 = 0.35;
/// The clock is read once every this many iterations.
const CLOCK_EVERY: u32 = 8;
/// Legal lists longer than this are matched against a node's children through a map.
const LONG_LIST: usize = 48;
/// Hard's root leans toward the game's hinted moves ([`SearchGame::root_hints`]) by a
/// progressive bias of this much reward divided by the move's visits plus one: a push while a
/// move is little searched, that fades as its own results come in.
const HINT_BIAS: f64 = 2.0;
/// See [`ismcts_hard`]: how much lower a hinted move's mean reward may be and still be
/// chosen. With it and [`HINT_BIAS`], Hard beat the rusher in 83.5 % of 100 two-player
/// expert-side Via Nebula games where it had won 77.5 % of the same deals
/// (docs/computer-players.md "Against a plain rush").
const HINT_MARGIN: f64 = 0.02;

struct Node<A> {
    /// The action leading here from the parent (`None` at the root).
    action: Option<A>,
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    /// Iterations in which this node's action was legal when its parent was selected from.
    available: u32,
    /// Sum of the rewards of the seat that moved into this node.
    reward: f64,
}

impl<A> Node<A> {
    fn new(action: Option<A>, next_sibling: u32) -> Self {
        Node { action, first_child: NO_NODE, next_sibling, visits: 0, available: 1, reward: 0.0 }
    }

    /// The action leading here from the parent: every node but the root has one, and the
    /// root is never anyone's child.
    #[allow(clippy::expect_used, reason = "only the root has no action, and the root is no child")]
    fn action(&self) -> &A {
        self.action.as_ref().expect("a child has an action")
    }

    fn mean(&self) -> f64 {
        if self.visits == 0 {
            0.0
        } else {
            self.reward / self.visits as f64
        }
    }
}

/// Plays every lone action (nothing to choose) and lists the next real choice in `legal`.
/// Returns false once the game is over.
fn play_forced<G: SearchGame>(state: &mut G, legal: &mut Vec<G::Action>) -> bool {
    loop {
        if state.is_over() {
            return false;
        }
        state.legal_actions_into(legal);
        if legal.len() != 1 {
            return true;
        }
        state.apply_unchecked(&legal[0]);
    }
}

/// Plays on with the game's playout knowledge for at most `playout_depth()` choices.
fn playout<G: SearchGame>(state: &mut G, legal: &mut Vec<G::Action>, rng: &mut Rng) {
    let depth = state.playout_depth();
    for _ in 0..depth {
        if !play_forced(state, legal) {
            return;
        }
        let i = state.playout_choice(legal, rng);
        state.apply_unchecked(&legal[i]);
    }
}

/// Searches from `view` for `iterations` iterations, or until `now() >= deadline`.
pub fn ismcts<G: SearchGame>(
    view: &G::View,
    iterations: u32,
    deadline: Option<f64>,
    now: &dyn Fn() -> f64,
    rng: &mut Rng,
) -> Thought<G::Action> {
    let found = search::<G>(view, iterations, deadline, now, rng, true, &[]);
    let mut thought = into_thought(found.children, found.iterations);
    thought.solo_centre = found.solo_centre;
    thought
}

/// Hard's search: [`ismcts`] with the root leaning toward the game's hinted moves
/// ([`SearchGame::root_hints`], judged on one state drawn from the view): by [`HINT_BIAS`]
/// while they are searched, and in the choice, where a hinted move whose mean reward is
/// within [`HINT_MARGIN`] of the most searched move's (and that has at least a quarter of its
/// visits) is played instead. In Via Nebula, with another seat nearer its fifth building, a
/// move that races or holds the racer back wins a near tie.
pub fn ismcts_hard<G: SearchGame>(
    view: &G::View,
    iterations: u32,
    deadline: Option<f64>,
    now: &dyn Fn() -> f64,
    rng: &mut Rng,
) -> Thought<G::Action> {
    let mut hint_rng = Rng::new(rng.next_u64());
    let hints: Vec<G::Action> = match G::sample_state(view, &mut hint_rng) {
        Ok(state) => {
            let legal = state.legal_actions();
            let picked = state.root_hints(&legal, &mut hint_rng);
            picked.into_iter().filter_map(|i| legal.get(i).cloned()).collect()
        }
        Err(_) => Vec::new(),
    };
    let found = search::<G>(view, iterations, deadline, now, rng, true, &hints);
    let mut children = found.children;
    sort_candidates(&mut children);
    if let Some(i) = hinted_choice(&children, &hints) {
        let chosen = children.remove(i);
        children.insert(0, chosen);
    }
    let mut thought = into_thought_sorted(children, found.iterations);
    thought.solo_centre = found.solo_centre;
    thought.hinted = hints;
    thought
}

/// Of root candidates sorted as [`into_thought`] sorts them, the hinted one [`ismcts_hard`]
/// plays instead of the first, if any: within [`HINT_MARGIN`] of its mean reward with a
/// quarter of its visits at least, the best by mean among those.
pub(crate) fn hinted_choice<A: PartialEq>(sorted: &[Candidate<A>], hints: &[A]) -> Option<usize> {
    let best = sorted.first()?;
    sorted
        .iter()
        .enumerate()
        .filter(|(_, c)| hints.contains(&c.action))
        .filter(|(_, c)| c.visits * 4 >= best.visits && c.value >= best.value - HINT_MARGIN)
        .max_by(|a, b| a.1.value.total_cmp(&b.1.value))
        .map(|(i, _)| i)
}

/// What a search found at its root.
pub struct RootStatistics<A> {
    /// Every move tried at the root (unordered), with its mean reward and visits.
    pub children: Vec<Candidate<A>>,
    /// Iterations run, the calibration's playouts included.
    pub iterations: u32,
    /// In a game scored alone, the centre of the reward's step ([`solo_centre`]).
    pub solo_centre: Option<f64>,
    /// The searching seat's best line while it keeps the turn: the most searched move, then
    /// the most searched after it, as long as the same seat is to act (a turn's actions, a
    /// power's steps; lone actions are played through and not listed). Empty if nothing was
    /// searched.
    pub line: Vec<A>,
}

/// Where a solo search centres its reward: [`SOLO_AMBITION`] points below the mean final
/// score of playouts from the root, each from a fresh draw of the view: [`SOLO_CALIBRATION`]
/// of them, or an eighth of the search's iterations if fewer, and with a time limit no more
/// than a tenth of the time (eight at least), so that a short search (a review's decision on
/// a slow phone) keeps its tree. Returns the centre and the playouts run.
///
/// A constant centre suits one kind of game only: a step centred where good games end is
/// nearly flat for a game heading far above it, and the search, the hints and the review
/// could no longer tell its moves apart (docs/computer-players.md "The solo reward's centre follows
/// the game").
fn solo_centre<G: SearchGame>(
    view: &G::View,
    iterations: u32,
    deadline: Option<f64>,
    now: &dyn Fn() -> f64,
    legal: &mut Vec<G::Action>,
    rng: &mut Rng,
) -> (f64, u32) {
    let most = SOLO_CALIBRATION.min(iterations / 8).max(1);
    let until = deadline.map(|d| {
        let start = now();
        start + (d - start) / 10.0
    });
    let (mut sum, mut playouts) = (0.0, 0);
    while playouts < most {
        let clock_due = playouts >= CLOCK_EVERY && playouts % CLOCK_EVERY == 0;
        if clock_due && until.is_some_and(|u| now() >= u) {
            break;
        }
        // A view no state fits gives no playout (the caller drew one from it first).
        let Ok(mut state) = G::sample_state(view, rng) else { break };
        playout(&mut state, legal, rng);
        #[allow(clippy::expect_used, reason = "the caller plays out only games scored alone")]
        let points = state.solo_points().expect("a game scored alone");
        sum += points;
        playouts += 1;
    }
    (sum / f64::from(playouts) - SOLO_AMBITION, playouts)
}

/// [`ismcts`]'s statistics of every move tried at the root: what a review needs to rate a
/// move that the search did not like. Every legal move
/// is tried at the root here, even one the game's knowledge would not search
/// ([`SearchGame::narrow_for_tree`]), so that a person's move is rated for itself.
pub fn ismcts_root<G: SearchGame>(
    view: &G::View,
    iterations: u32,
    deadline: Option<f64>,
    now: &dyn Fn() -> f64,
    rng: &mut Rng,
) -> RootStatistics<G::Action> {
    search::<G>(view, iterations, deadline, now, rng, false, &[])
}

/// [`ismcts`]'s own search (the root narrowed as Hard's is) with its statistics, the best
/// line included: what a hint says beyond its first move.
pub fn ismcts_stats<G: SearchGame>(
    view: &G::View,
    iterations: u32,
    deadline: Option<f64>,
    now: &dyn Fn() -> f64,
    rng: &mut Rng,
) -> RootStatistics<G::Action> {
    search::<G>(view, iterations, deadline, now, rng, true, &[])
}

/// Fewer visits than this and a move is not part of a best line: too little searched to say.
const LINE_MIN_VISITS: u32 = 4;

/// The searching seat's best line in the tree `nodes` (see [`RootStatistics::line`]), walked
/// on one state drawn from the view (with its own generator, so the search's is untouched).
fn best_line<G: SearchGame>(nodes: &[Node<G::Action>], view: &G::View) -> Vec<G::Action> {
    let me = G::viewer(view);
    // A view the search has just drawn from is one `sample_state` takes.
    let Ok(mut state) = G::sample_state(view, &mut Rng::new(0x11E5)) else { return Vec::new() };
    let (mut legal, mut line, mut node) = (Vec::new(), Vec::new(), 0u32);
    while play_forced(&mut state, &mut legal) && state.to_act() == Some(me) {
        let mut best: Option<u32> = None;
        let mut child = nodes[node as usize].first_child;
        while child != NO_NODE {
            let c = &nodes[child as usize];
            let legal_here = c.action.as_ref().is_some_and(|a| legal.contains(a));
            if legal_here && best.is_none_or(|b| c.visits > nodes[b as usize].visits) {
                best = Some(child);
            }
            child = c.next_sibling;
        }
        let Some(best) = best.filter(|&b| nodes[b as usize].visits >= LINE_MIN_VISITS) else {
            break;
        };
        let action = nodes[best as usize].action().clone();
        state.apply_unchecked(&action);
        line.push(action);
        node = best;
    }
    line
}

fn search<G: SearchGame>(
    view: &G::View,
    iterations: u32,
    deadline: Option<f64>,
    now: &dyn Fn() -> f64,
    rng: &mut Rng,
    narrow_root: bool,
    hints: &[G::Action],
) -> RootStatistics<G::Action> {
    let mut nodes: Vec<Node<G::Action>> = vec![Node::new(None, NO_NODE)];
    let mut legal: Vec<G::Action> = Vec::new();
    let mut tried: Vec<bool> = Vec::new();
    let mut compatible: Vec<u32> = Vec::new();
    let mut positions: HashMap<G::Action, usize> = HashMap::new();
    let mut path: Vec<(u32, Seat)> = Vec::new();
    let mut rewards: Vec<f64> = Vec::new();
    let mut done = 0;
    let solo_centre = G::scored_alone(view).then(|| {
        let (centre, playouts) = solo_centre::<G>(view, iterations, deadline, now, &mut legal, rng);
        // The calibration's playouts count as iterations.
        done = playouts;
        centre
    });
    let calibrated = done;
    // At least one iteration of the tree, so there is a move to return.
    while done < iterations || done == calibrated {
        if done > calibrated && done % CLOCK_EVERY == 0 && deadline.is_some_and(|d| now() >= d) {
            break;
        }
        // A view no state fits is not searched (the caller drew one from it first).
        let Ok(mut state) = G::sample_state(view, rng) else { break };
        done += 1;
        rewards.resize(state.player_count(), 0.0);
        path.clear();
        let mut node = 0u32;
        // Selection, then expansion of one node.
        while play_forced(&mut state, &mut legal) {
            #[allow(
                clippy::expect_used,
                reason = "`play_forced` returned true: the game is not over"
            )]
            let mover = state.to_act().expect("the game is not over");
            if node != 0 || narrow_root {
                state.narrow_for_tree(&mut legal);
            }
            tried.clear();
            tried.resize(legal.len(), false);
            compatible.clear();
            // Long lists (a power listing every pair of choices) are matched through a map,
            // short ones by a scan, which is faster there.
            let long = legal.len() > LONG_LIST;
            if long {
                positions.clear();
                positions.extend(legal.iter().cloned().zip(0..));
            }
            let mut child = nodes[node as usize].first_child;
            while child != NO_NODE {
                let c = &nodes[child as usize];
                let action = c.action();
                let pos = if long {
                    positions.get(action).copied()
                } else {
                    legal.iter().position(|a| a == action)
                };
                if let Some(pos) = pos {
                    tried[pos] = true;
                    compatible.push(child);
                }
                child = c.next_sibling;
            }
            let untried = tried.iter().filter(|&&t| !t).count();
            if untried > 0 {
                let pick = rng.below(untried);
                #[allow(
                    clippy::expect_used,
                    reason = "`pick` is below the count of untried actions"
                )]
                let pos = (0..legal.len()).filter(|&i| !tried[i]).nth(pick).expect("counted");
                let id = nodes.len() as u32;
                let parent = &mut nodes[node as usize];
                let sibling = parent.first_child;
                parent.first_child = id;
                nodes.push(Node::new(Some(legal[pos].clone()), sibling));
                state.apply_unchecked(&legal[pos]);
                path.push((id, mover));
                break;
            }
            let mut best = compatible[0];
            let mut best_score = f64::NEG_INFINITY;
            for &c in &compatible {
                let n = &mut nodes[c as usize];
                n.available += 1;
                let mut score = n.mean()
                    + EXPLORATION * ((n.available as f64).ln() / n.visits.max(1) as f64).sqrt();
                if node == 0 && hints.contains(n.action()) {
                    score += HINT_BIAS / (n.visits as f64 + 1.0);
                }
                if score > best_score {
                    best_score = score;
                    best = c;
                }
            }
            let action = nodes[best as usize].action().clone();
            state.apply_unchecked(&action);
            path.push((best, mover));
            node = best;
        }
        playout(&mut state, &mut legal, rng);
        match solo_centre {
            Some(centre) => {
                #[allow(
                    clippy::expect_used,
                    reason = "a solo centre is set only for a game scored alone"
                )]
                let points = state.solo_points().expect("scored alone");
                rewards[0] = solo_reward(points, centre)
            }
            None => state.rewards(&mut rewards),
        }
        nodes[0].visits += 1;
        for &(n, mover) in &path {
            let n = &mut nodes[n as usize];
            n.visits += 1;
            n.reward += rewards[mover];
        }
    }
    let mut children = Vec::new();
    let mut child = nodes[0].first_child;
    while child != NO_NODE {
        let c = &nodes[child as usize];
        children.push(Candidate { action: c.action().clone(), value: c.mean(), visits: c.visits });
        child = c.next_sibling;
    }
    let line = best_line::<G>(&nodes, view);
    RootStatistics { children, iterations: done, solo_centre, line }
}

/// Orders candidates by visits (the robust choice), then value, and keeps the best few.
fn into_thought<A: Clone>(mut candidates: Vec<Candidate<A>>, iterations: u32) -> Thought<A> {
    sort_candidates(&mut candidates);
    into_thought_sorted(candidates, iterations)
}

/// By visits, then value: the first is the move played.
pub(crate) fn sort_candidates<A>(candidates: &mut [Candidate<A>]) {
    candidates.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.value.total_cmp(&a.value)));
}

/// [`into_thought`] of candidates already in order: the first is played.
fn into_thought_sorted<A: Clone>(mut candidates: Vec<Candidate<A>>, iterations: u32) -> Thought<A> {
    candidates.truncate(CANDIDATES_SHOWN);
    Thought {
        action: candidates[0].action.clone(),
        candidates,
        iterations,
        millis: 0.0,
        solo_centre: None,
        hinted: Vec::new(),
    }
}

/// Determinised flat Monte-Carlo: `playouts` uniformly random playouts to the end of the
/// game, each from a fresh draw of the view, spread evenly over `legal`; the action with
/// the best mean reward wins.
pub fn flat_monte_carlo<G: SearchGame>(
    view: &G::View,
    legal: &[G::Action],
    playouts: u32,
    deadline: Option<f64>,
    now: &dyn Fn() -> f64,
    rng: &mut Rng,
) -> Thought<G::Action> {
    let me = G::viewer(view);
    let mut sums = vec![0.0; legal.len()];
    let mut counts = vec![0u32; legal.len()];
    let mut moves = Vec::new();
    let mut rewards = Vec::new();
    let mut done = 0;
    while done < playouts.max(legal.len() as u32) {
        // Every action gets one playout at least.
        let clock_due = done >= legal.len() as u32 && done % CLOCK_EVERY == 0;
        if clock_due && deadline.is_some_and(|d| now() >= d) {
            break;
        }
        let k = done as usize % legal.len();
        // A view no state fits is not searched (the caller drew one from it first).
        let Ok(mut state) = G::sample_state(view, rng) else { break };
        done += 1;
        state.apply_unchecked(&legal[k]);
        while !state.is_over() {
            state.legal_actions_into(&mut moves);
            let i = rng.below(moves.len());
            state.apply_unchecked(&moves[i]);
        }
        rewards.resize(state.player_count(), 0.0);
        state.rewards(&mut rewards);
        sums[k] += rewards[me];
        counts[k] += 1;
    }
    let mut candidates: Vec<Candidate<G::Action>> = legal
        .iter()
        .zip(sums.iter().zip(&counts))
        .map(|(a, (&sum, &n))| Candidate {
            action: a.clone(),
            value: if n == 0 { 0.0 } else { sum / n as f64 },
            visits: n,
        })
        .collect();
    candidates.sort_by(|a, b| b.value.total_cmp(&a.value).then(b.visits.cmp(&a.visits)));
    candidates.truncate(CANDIDATES_SHOWN);
    Thought {
        action: candidates[0].action.clone(),
        candidates,
        iterations: done,
        millis: 0.0,
        solo_centre: None,
        hinted: Vec::new(),
    }
}
