//! Property checks shared by both engines: random games, every listed action applies,
//! every other action is refused with the state unchanged, pieces are conserved after
//! every action, every seat's view hides what it must, games end, states survive serde,
//! and seed plus actions replays exactly.
//!
//! Kept outside `#[cfg(test)]` so integration tests, the command-line table and the
//! benchmarks can all use it.

#![allow(
    clippy::expect_used,
    reason = "helpers for tests: a broken expectation here is a failed test, reported by its message"
)]

use super::game::{Game, GameEvent, Seat};
use super::rng::Rng;
use super::session::Session;

/// What a game offers the generic property checks.
pub trait Audit: Game {
    /// A superset of the legal actions: every action of a plausible shape in this state
    /// (every target hex, every card, every tile...). Those not listed must be refused.
    fn action_space(&self) -> Vec<Self::Action>;

    /// Conservation and consistency: every piece (resources, tiles, cards, discs...)
    /// accounted for. Returns a description of the first broken invariant.
    fn check_invariants(&self) -> Result<(), String>;

    /// What `view(seat)` must hide: the first thing the view shows that the seat may not know
    /// (another hand, the order of a pile...), or a public count that disagrees with the state.
    fn check_view(&self, seat: Seat, view: &Self::View) -> Result<(), String>;
}

/// What one fully checked game checked, to print as counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Checked {
    /// Actions played (one random listed action per step).
    pub actions: u64,
    /// Listed actions applied to a copy, each followed by the invariant check.
    pub listed_applied: u64,
    /// Actions of the action space not listed, each refused with the state unchanged.
    pub unlisted_refused: u64,
    /// Seat views checked: nothing hidden shown, and a state sampled from the view shows it again.
    pub views: u64,
    /// States written to JSON and read back equal.
    pub round_trips: u64,
}

impl Checked {
    /// Adds another run's counts to these.
    pub fn add(&mut self, other: &Checked) {
        self.actions += other.actions;
        self.listed_applied += other.listed_applied;
        self.unlisted_refused += other.unlisted_refused;
        self.views += other.views;
        self.round_trips += other.round_trips;
    }
}

/// Every seat's view of `state`: it hides what it must (`Audit::check_view`), the door of a
/// view from outside takes it (`Game::check_view`), with the legal actions for the seat to
/// act and the `events` just seen as each seat reads them, and a full state sampled from it
/// (hidden parts dealt afresh) is whole and shows that seat the same view, so the view
/// cannot depend on what was re-dealt.
fn check_views<G: Audit>(state: &G, events: &[G::Event], rng: &mut Rng) -> Result<u64, String> {
    for seat in 0..state.player_count() {
        let view = state.view(seat);
        state.check_view(seat, &view).map_err(|e| format!("seat {seat}'s view: {e}"))?;
        <G as Game>::check_view(&view).map_err(|e| format!("seat {seat}'s view refused: {e}"))?;
        if state.to_act() == Some(seat) {
            for action in state.legal_actions() {
                G::check_action(&view, &action)
                    .map_err(|e| format!("seat {seat}'s choice {action:?} refused: {e}"))?;
            }
        }
        for event in events.iter().map(|e| e.seen_by(seat)) {
            G::check_event(&view, &event)
                .map_err(|e| format!("seat {seat}'s event {event:?} refused: {e}"))?;
        }
        let sample = G::sample_state(&view, rng).map_err(|e| format!("seat {seat}: {e}"))?;
        sample.check_invariants().map_err(|e| format!("sampled for seat {seat}: {e}"))?;
        let (a, b) = (serde_json::to_vec(&view), serde_json::to_vec(&sample.view(seat)));
        if a.map_err(|e| e.to_string())? != b.map_err(|e| e.to_string())? {
            return Err(format!("a state sampled from seat {seat}'s view shows another view"));
        }
    }
    Ok(state.player_count() as u64)
}

/// Statistics of one random game.
#[derive(Clone, Debug)]
pub struct Playout<G: Game> {
    /// The finished game.
    pub session: Session<G>,
    /// Actions played.
    pub actions: usize,
}

/// Plays one game with uniformly random legal actions, up to `max_actions`.
pub fn random_playout<G: Game>(
    options: &G::Options,
    seed: u64,
    max_actions: usize,
) -> Result<Playout<G>, String> {
    let mut session = Session::<G>::new(options.clone(), seed).map_err(|e| e.to_string())?;
    let mut rng = Rng::new(seed ^ 0x0005_EED0_FA11);
    let mut legal = Vec::new();
    let mut actions = 0;
    while !session.state.is_over() {
        if actions >= max_actions {
            return Err(format!("seed {seed}: no end after {max_actions} actions"));
        }
        session.state.legal_actions_into(&mut legal);
        let Some(action) = rng.choose(&legal).cloned() else {
            return Err(format!(
                "seed {seed}: no legal action at step {actions} in a game not over"
            ));
        };
        session
            .apply(action.clone())
            .map_err(|e| format!("seed {seed}: listed action {action:?} refused: {e}"))?;
        actions += 1;
    }
    Ok(Playout { session, actions })
}

/// A session played with uniformly random legal actions: to its end (`None`), or `Some(n)`
/// actions in (fewer if it ends first). The tests' way to get a real game to save, share
/// or report.
pub fn random_session<G: Game>(
    options: G::Options,
    seed: u64,
    actions: Option<usize>,
) -> Session<G> {
    let Some(limit) = actions else {
        return random_playout::<G>(&options, seed, 100_000).expect("the game ends").session;
    };
    let mut session = Session::<G>::new(options, seed).expect("options set up");
    let mut rng = Rng::new(seed);
    while session.log.len() < limit && !session.state.is_over() {
        let legal = session.state.legal_actions();
        session.apply(rng.choose(&legal).expect("legal").clone()).expect("listed action applies");
    }
    session
}

/// The full property check of one random game. Slow (it tries every action of the action
/// space and checks every seat's view at every step); `table soak` runs it over many games.
pub fn check_random_game<G: Audit>(
    options: &G::Options,
    seed: u64,
    max_actions: usize,
) -> Result<Checked, String>
where
    G::Action: std::hash::Hash,
{
    let mut checked = Checked::default();
    let mut session = Session::<G>::new(options.clone(), seed).map_err(|e| e.to_string())?;
    session.state.check_invariants().map_err(|e| format!("seed {seed}, after setup: {e}"))?;
    let mut rng = Rng::new(seed ^ 0x00C0_FFEE);
    let mut sampler = Rng::new(seed ^ 0x005E_A70F_71E5);
    checked.views += check_views(&session.state, &[], &mut sampler)
        .map_err(|e| format!("seed {seed}, after setup: {e}"))?;
    let mut steps = 0;
    while !session.state.is_over() {
        if steps >= max_actions {
            return Err(format!("seed {seed}: no end after {max_actions} actions"));
        }
        let legal = session.state.legal_actions();
        if legal.is_empty() {
            return Err(format!("seed {seed}, step {steps}: nothing legal in a game not over"));
        }
        for action in &legal {
            let mut probe = session.state.clone();
            if let Err(e) = probe.apply(action) {
                return Err(format!("seed {seed}, step {steps}: listed {action:?} refused: {e}"));
            }
            probe
                .check_invariants()
                .map_err(|e| format!("seed {seed}, step {steps}, after {action:?}: {e}"))?;
            checked.listed_applied += 1;
        }
        // One copy for every refusal: a refused action must leave it equal to the state,
        // which is checked after each, so it never needs copying again.
        let mut probe = session.state.clone();
        let listed: std::collections::HashSet<&G::Action> = legal.iter().collect();
        for action in session.state.action_space() {
            if listed.contains(&action) {
                continue;
            }
            if probe.apply(&action).is_ok() {
                return Err(format!("seed {seed}, step {steps}: unlisted {action:?} was accepted"));
            }
            if probe != session.state {
                return Err(format!(
                    "seed {seed}, step {steps}: refused {action:?} changed the state"
                ));
            }
            checked.unlisted_refused += 1;
        }
        let action = rng.choose(&legal).expect("not empty").clone();
        session.apply(action).map_err(|e| e.to_string())?;
        steps += 1;
        checked.actions += 1;
        session
            .state
            .check_invariants()
            .map_err(|e| format!("seed {seed}, after step {steps}: {e}"))?;
        let events = session.log.last().map_or(&[][..], |l| &l.events[..]);
        checked.views += check_views(&session.state, events, &mut sampler)
            .map_err(|e| format!("seed {seed}, after step {steps}: {e}"))?;

        let json = serde_json::to_string(&session.state).map_err(|e| e.to_string())?;
        let back: G = serde_json::from_str(&json)
            .map_err(|e| format!("seed {seed}: state does not deserialise: {e}"))?;
        if back != session.state {
            return Err(format!(
                "seed {seed}, step {steps}: state changed through a serde round trip"
            ));
        }
        checked.round_trips += 1;
    }
    if session.state.outcome().is_none() {
        return Err(format!("seed {seed}: game over without an outcome"));
    }
    let replayed =
        Session::<G>::replay(options.clone(), seed, session.log.iter().map(|l| l.action.clone()))
            .map_err(|e| format!("seed {seed}: replay failed: {e}"))?;
    if replayed.state != session.state {
        return Err(format!("seed {seed}: replay from seed and actions gave another state"));
    }
    session.verify().map_err(|e| format!("seed {seed}: verify failed: {e}"))?;
    Ok(checked)
}

/// Plays uniformly random legal actions on `state` directly (no log, no events kept) until
/// the game ends or `max_actions` were taken; returns how many were taken. The fast loop the
/// benchmark and the command-line tournament use.
pub fn play_random_raw<G: Game>(
    state: &mut G,
    rng: &mut Rng,
    legal: &mut Vec<G::Action>,
    max_actions: usize,
) -> usize {
    let mut taken = 0;
    while taken < max_actions && !state.is_over() {
        state.legal_actions_into(legal);
        if legal.is_empty() {
            break;
        }
        let pick = rng.below(legal.len());
        if state.apply(&legal[pick]).is_err() {
            break;
        }
        taken += 1;
    }
    taken
}
