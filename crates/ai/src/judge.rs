//! A review's ratings judged as a player decides (docs/review.md "Review"): by turns, and with
//! figures that hold steady where nothing happened.
//!
//! **Turns.** Where a seat takes several actions in a row and nobody else can act between
//! them (Via Nebula's two actions, a power's steps, Nova Luna's turns in a row), the order is
//! the player's to choose: a step is weighed against what the seat could still reach after it
//! (the search of its next decision, which sees that position itself), not against its own
//! search's estimate of the move played, and it is marked only when its turn as a whole lost
//! value (from the best at the turn's first decision to the value of its last move). A step
//! whose best move the seat played later in the same turn, reaching the same position, lost
//! nothing: the order is never a mistake. Something drawn or revealed (a contract turned up, a
//! tile refilled) ends a turn's stretch: what follows is a new position.
//!
//! **Steady figures.** Each decision's values are one short search's, with that search's
//! noise ([`noise`]). The value after each of a seat's moves is estimated from all of its
//! decisions at once (a Kalman smoother over the seat's decisions, its measurement noise the
//! search's): between two neighbouring decisions the value may move a little when nothing
//! happened (every move between them good, nothing drawn), and freely when something did (a
//! marked move, a draw, the other seats' unrated decisions). Where nothing happened it never
//! moves by more than the search's noise.

use crate::rating::{MoveKind, Rating};
use crate::SearchGame;
use moonvale_rules::core::{Disclosure, GameEvent, Seat};

/// One standard deviation of a decision's values, measured: the same positions searched
/// again and again at a given number of iterations (docs/review.md "Review", "the search's noise";
/// `cargo run --release -p moonvale-ai --example review_noise`). It falls as the square root
/// of the iterations: this is its value at [`NOISE_ITERATIONS`].
pub const NOISE_AT: f64 = 0.034;
/// The iterations [`NOISE_AT`] was measured at.
pub const NOISE_ITERATIONS: f64 = 1000.0;
/// The least noise a search is counted with (the measured values flatten out: the tree's
/// own leanings do not average away).
pub const NOISE_FLOOR: f64 = 0.01;

/// The noise of a decision's values searched `iterations` times; an exact walk has none.
pub fn noise(iterations: u32, exact: bool) -> f64 {
    if exact {
        return 0.0;
    }
    let n = f64::from(iterations.max(1));
    (NOISE_AT * (NOISE_ITERATIONS / n).sqrt()).max(NOISE_FLOOR)
}

/// How much the value may drift between two decisions of a seat when nothing happened
/// between them: every move a good one (one standard deviation).
const QUIET_DRIFT: f64 = 0.02;
/// The drift a draw or a reveal allows (a contract turned up, tiles refilled).
const DRAW_DRIFT: f64 = 0.10;
/// The drift one unrated decision of another seat allows.
const UNRATED_DRIFT: f64 = 0.06;

/// What the replay of the game says about each action: who took it, with how many choices,
/// and whether something was drawn or revealed by it.
struct Step {
    seat: Seat,
    choices: usize,
    drew: bool,
}

/// Judges `ratings` (of the game played from `start` with `actions`, in the game's order) by
/// turns, then steadies each seat's figures. `None` if an action does not replay.
pub fn judge<G: SearchGame>(
    start: &G,
    actions: &[G::Action],
    ratings: &mut [Rating<G>],
) -> Option<()> {
    let mut states = Vec::with_capacity(actions.len() + 1);
    let mut steps = Vec::with_capacity(actions.len());
    let mut state = start.clone();
    for action in actions {
        let seat = state.to_act()?;
        let choices = state.legal_actions().len();
        states.push(state.clone());
        let events = state.apply(action).ok()?;
        let drew = events
            .iter()
            .any(|e| matches!(e.disclosure(), Disclosure::RandomDraw | Disclosure::RevealsHidden));
        steps.push(Step { seat, choices, drew });
    }
    states.push(state);
    for stretch in stretches(&steps) {
        judge_stretch(&states, actions, stretch, ratings);
    }
    for seat in 0..start.player_count() {
        steady_seat(seat, &steps, ratings);
    }
    Some(())
}

/// The game's actions cut into stretches: a seat's actions in a row, cut after an action
/// that drew or revealed something.
fn stretches(steps: &[Step]) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let mut begin = 0;
    for (i, step) in steps.iter().enumerate() {
        let last = i + 1 == steps.len() || steps[i + 1].seat != step.seat || step.drew;
        if last {
            out.push(begin..i + 1);
            begin = i + 1;
        }
    }
    out
}

/// Judges the searched decisions rated within one stretch (see the module's doc).
fn judge_stretch<G: SearchGame>(
    states: &[G],
    actions: &[G::Action],
    stretch: std::ops::Range<usize>,
    ratings: &mut [Rating<G>],
) {
    let rated: Vec<usize> = (0..ratings.len())
        .filter(|&r| stretch.contains(&ratings[r].index) && ratings[r].kind != MoveKind::Forced)
        .collect();
    let (Some(&first), Some(&last)) = (rated.first(), rated.last()) else { return };
    // A game scored alone gives each decision's values on its own scale (its search's
    // centre): they are not compared across decisions, each step is its own turn.
    let alone = ratings[first].solo_centre.is_some();
    let turn_loss = (ratings[first].best_value - ratings[last].played_value).max(0.0);
    for (k, &r) in rated.iter().enumerate() {
        // What the seat could still reach after this step: its next decision's best, or, at
        // the stretch's last, the value of the move played.
        let after = match rated.get(k + 1) {
            Some(&next) if !alone => ratings[next].best_value,
            _ => ratings[r].played_value,
        };
        let m = &ratings[r];
        let own_loss =
            if m.best == m.played { 0.0 } else { (m.best_value - m.played_value).max(0.0) };
        let turn_loss = if alone { own_loss } else { turn_loss };
        let reordered = reaches_same_position(states, actions, &stretch, m.index, &m.best);
        let best = m.best == m.played || reordered;
        let step_loss = if best { 0.0 } else { (m.best_value - after).max(0.0) };
        let loss = step_loss.min(turn_loss);
        let m = &mut ratings[r];
        m.own_loss = own_loss;
        m.turn_loss = turn_loss;
        m.loss = loss;
        m.kind = if best { MoveKind::Best } else { MoveKind::of_loss(loss) };
    }
}

/// Whether the stretch's actions from `index` on, with `best` played first (it is one of the
/// later ones) and the others in their order, are all legal and reach the position the game
/// reached at the stretch's end.
fn reaches_same_position<G: SearchGame>(
    states: &[G],
    actions: &[G::Action],
    stretch: &std::ops::Range<usize>,
    index: usize,
    best: &G::Action,
) -> bool {
    let later = &actions[index + 1..stretch.end];
    let Some(at) = later.iter().position(|a| a == best) else { return false };
    let mut state = states[index].clone();
    let order = std::iter::once(best)
        .chain(std::iter::once(&actions[index]))
        .chain(later.iter().enumerate().filter(|&(i, _)| i != at).map(|(_, a)| a));
    for action in order {
        if state.apply(action).is_err() {
            return false;
        }
    }
    state == states[stretch.end]
}

/// Steadies the figures of `seat`'s searched decisions (see the module's doc). Games scored
/// alone keep their own figures: each decision's are points on its own scale.
fn steady_seat<G: SearchGame>(seat: Seat, steps: &[Step], ratings: &mut [Rating<G>]) {
    let mine: Vec<usize> = (0..ratings.len())
        .filter(|&r| {
            let m = &ratings[r];
            m.seat == seat && m.kind != MoveKind::Forced && m.solo_centre.is_none()
        })
        .collect();
    if mine.len() < 2 {
        return;
    }
    let measured: Vec<(f64, f64)> = mine
        .iter()
        .map(|&r| (ratings[r].played_value, noise(ratings[r].iterations, ratings[r].exact)))
        .collect();
    // The drift allowed into each decision from the one before, and whether it was quiet.
    let drifts: Vec<(f64, bool)> = mine
        .windows(2)
        .map(|pair| drift_between(ratings, steps, ratings[pair[0]].index, ratings[pair[1]].index))
        .collect();
    let smoothed = smooth(&measured, &drifts);
    let mut previous = smoothed[0].clamp(0.0, 1.0);
    ratings[mine[0]].steady_value = Some(previous);
    for k in 1..mine.len() {
        let mut value = smoothed[k];
        if drifts[k - 1].1 {
            // Nothing happened: never more than the noise of the two searches.
            let bound = measured[k].1.max(measured[k - 1].1);
            value = value.clamp(previous - bound, previous + bound);
        }
        previous = value.clamp(0.0, 1.0);
        ratings[mine[k]].steady_value = Some(previous);
    }
}

/// The drift allowed between a seat's decisions at actions `from` and `to` (one standard
/// deviation), and whether nothing happened between them.
fn drift_between<G: SearchGame>(
    ratings: &[Rating<G>],
    steps: &[Step],
    from: usize,
    to: usize,
) -> (f64, bool) {
    let mut variance = QUIET_DRIFT * QUIET_DRIFT;
    let mut quiet = true;
    let mut lost = 0.0;
    for (i, step) in steps.iter().enumerate().take(to + 1).skip(from) {
        if i < to && step.drew {
            variance += DRAW_DRIFT * DRAW_DRIFT;
            quiet = false;
        }
        if i == from {
            continue;
        }
        match ratings.iter().find(|m| m.index == i) {
            Some(m) if m.kind.is_marked() => {
                lost += m.loss;
                quiet = false;
            }
            Some(_) => {}
            None if step.choices > 1 => {
                variance += UNRATED_DRIFT * UNRATED_DRIFT;
                quiet = false;
            }
            None => {}
        }
    }
    ((variance + lost * lost).sqrt(), quiet)
}

/// A Kalman smoother (Rauch-Tung-Striebel) of a value measured at each decision
/// (`measured`: value and noise), drifting between decisions by `drifts` (one standard
/// deviation each, from the decision before).
fn smooth(measured: &[(f64, f64)], drifts: &[(f64, bool)]) -> Vec<f64> {
    const EXACT: f64 = 1e-4;
    let n = measured.len();
    let (mut filtered, mut variances) = (vec![0.0; n], vec![0.0; n]);
    let (first, first_noise) = measured[0];
    filtered[0] = first;
    variances[0] = first_noise.max(EXACT).powi(2);
    for k in 1..n {
        let predicted = variances[k - 1] + drifts[k - 1].0.powi(2);
        let (value, noise) = measured[k];
        let gain = predicted / (predicted + noise.max(EXACT).powi(2));
        filtered[k] = filtered[k - 1] + gain * (value - filtered[k - 1]);
        variances[k] = (1.0 - gain) * predicted;
    }
    let mut smoothed = filtered.clone();
    for k in (0..n - 1).rev() {
        let predicted = variances[k] + drifts[k].0.powi(2);
        let back = variances[k] / predicted;
        smoothed[k] = filtered[k] + back * (smoothed[k + 1] - filtered[k]);
    }
    smoothed
}
