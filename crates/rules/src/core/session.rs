//! A game in progress as clients keep it: the options and seed it started from, every
//! action taken (with who took it and what it caused), the current state, and how far
//! back undo may go. This is what a saved game stores, for either game.

use super::game::{Disclosure, Game, GameEvent, Seat};
use serde::{Deserialize, Serialize};

/// One entry of a game's log: who acted, what they did, and what it caused.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct LoggedAction<G: Game> {
    /// The seat that acted.
    pub seat: Seat,
    /// The action, as the engine accepted it.
    pub action: G::Action,
    /// The events it caused, in order (unredacted: [`GameEvent::seen_by`] hides per seat).
    pub events: Vec<G::Event>,
}

/// A game from its start: options, seed and log replay to `state` (see [`Session::verify`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Session<G: Game> {
    /// The [`Game::STATE_VERSION`] the state was written with.
    pub state_version: u32,
    /// The options the game was set up with.
    pub options: G::Options,
    /// The seed of the state's RNG at setup.
    pub seed: u64,
    /// Every action taken, oldest first.
    pub log: Vec<LoggedAction<G>>,
    /// The state after the whole log.
    pub state: G,
    /// Actions at indices below this can no longer be undone.
    pub undo_floor: usize,
}

/// Why a log could not be replayed.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayError<G: Game> {
    /// The options could not be set up.
    Setup(super::game::SetupError),
    /// The action at this index was refused.
    Illegal {
        /// Its index in the log, from 0.
        index: usize,
        /// Why the engine refused it.
        error: G::Error,
    },
    /// The replayed state differs from the stored one (a damaged or edited save).
    Diverged,
    /// The save was written by an incompatible version of the engine.
    WrongVersion {
        /// The version the save carries.
        found: u32,
        /// The version this engine reads.
        expected: u32,
    },
}

impl<G: Game> std::fmt::Display for ReplayError<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Setup(e) => write!(f, "the game could not be set up: {e}"),
            ReplayError::Illegal { index, error } => {
                write!(f, "action {} of the log is illegal: {error}", index + 1)
            }
            ReplayError::Diverged => f.write_str("the stored state does not match its actions"),
            ReplayError::WrongVersion { found, expected } => write!(
                f,
                "the save has state version {found}, this version of the game reads {expected}"
            ),
        }
    }
}

impl<G: Game> Session<G> {
    /// A new game with an empty log, or why the options cannot be set up.
    pub fn new(options: G::Options, seed: u64) -> Result<Self, super::game::SetupError> {
        let state = G::new(&options, seed)?;
        Ok(Session {
            state_version: G::STATE_VERSION,
            options,
            seed,
            log: Vec::new(),
            state,
            undo_floor: 0,
        })
    }

    /// Applies an action for the seat to act, recording it. On error nothing changes.
    pub fn apply(&mut self, action: G::Action) -> Result<&[G::Event], G::Error> {
        let seat = self.state.to_act().unwrap_or(0);
        let events = self.state.apply(&action)?;
        let final_step = events.iter().any(|e| e.disclosure() != Disclosure::Public);
        // Another seat taking over also closes undo: nobody takes back a move once
        // someone else has played after it.
        let new_actor = self.log.last().is_some_and(|last| last.seat != seat);
        if new_actor {
            self.undo_floor = self.undo_floor.max(self.log.len());
        }
        self.log.push(LoggedAction { seat, action, events });
        if final_step {
            self.undo_floor = self.log.len();
        }
        #[allow(clippy::expect_used, reason = "the entry was pushed on the line above")]
        let last = self.log.last().expect("just pushed");
        Ok(&last.events)
    }

    /// How many of the latest actions may be undone now.
    pub fn undoable(&self) -> usize {
        self.log.len() - self.undo_floor.min(self.log.len())
    }

    /// The seat whose action an undo would take back.
    pub fn undo_seat(&self) -> Option<Seat> {
        (self.undoable() > 0).then(|| self.log.last().map(|l| l.seat)).flatten()
    }

    /// Takes back the last action if allowed, by replaying the log without it (the
    /// engines are fast and deterministic, so this is exact and keeps no snapshots).
    pub fn undo(&mut self) -> bool {
        if self.undoable() == 0 {
            return false;
        }
        let mut state = match G::new(&self.options, self.seed) {
            Ok(s) => s,
            Err(_) => return false,
        };
        let keep = self.log.len() - 1;
        for logged in &self.log[..keep] {
            if state.apply(&logged.action).is_err() {
                return false;
            }
        }
        self.log.truncate(keep);
        self.state = state;
        true
    }

    /// Takes the game back to just before the action at `index`, past the undo floor if need
    /// be (a practice undo, which the table allows only where no other person sits): the log
    /// is replayed without that action and those after it, and undo closes where that replay
    /// closes it. Randomness lives in the seeded state, so the same draws come again. `false`
    /// (nothing changed) for an index beyond the log or a log that no longer replays.
    pub fn rewind(&mut self, index: usize) -> bool {
        if index >= self.log.len() {
            return false;
        }
        let actions = self.log[..index].iter().map(|l| l.action.clone());
        match Session::<G>::replay(self.options.clone(), self.seed, actions) {
            Ok(replayed) => {
                *self = replayed;
                true
            }
            Err(_) => false,
        }
    }

    /// Rebuilds a session from options, seed and actions alone.
    pub fn replay(
        options: G::Options,
        seed: u64,
        actions: impl IntoIterator<Item = G::Action>,
    ) -> Result<Self, ReplayError<G>> {
        let mut session = Session::new(options, seed).map_err(ReplayError::Setup)?;
        for (index, action) in actions.into_iter().enumerate() {
            session.apply(action).map_err(|error| ReplayError::Illegal { index, error })?;
        }
        Ok(session)
    }

    /// Checks a loaded session: right version, and its actions replay to its state with
    /// the same undo limit. A save that fails this is reported as damaged.
    pub fn verify(&self) -> Result<(), ReplayError<G>> {
        if self.state_version != G::STATE_VERSION {
            return Err(ReplayError::WrongVersion {
                found: self.state_version,
                expected: G::STATE_VERSION,
            });
        }
        let replayed = Session::<G>::replay(
            self.options.clone(),
            self.seed,
            self.log.iter().map(|l| l.action.clone()),
        )?;
        if replayed.state != self.state || replayed.log != self.log {
            return Err(ReplayError::Diverged);
        }
        if !replayed.allows_undo_floor(self.undo_floor) {
            return Err(ReplayError::Diverged);
        }
        Ok(())
    }

    /// Whether a stored session whose actions replay to this one may have `floor` as its undo
    /// limit. It may be higher than the replayed one (never lower): a client may have closed
    /// undo for its own reasons, such as a confirmed hand-over; never past the log.
    pub fn allows_undo_floor(&self, floor: usize) -> bool {
        (self.undo_floor..=self.log.len()).contains(&floor)
    }
}
