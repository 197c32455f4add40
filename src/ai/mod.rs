//! Computer players that never cheat: they choose from what their seat may see
//! (`Game::view`), and a search draws full states consistent with that view
//! (`Game::sample_state`), never reading the real one.
//!
//! This module is game independent; what a search needs from an engine beyond [`Game`]
//! is the [`SearchGame`] trait (issue 9).

use crate::core::Game;
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

/// What a search needs from an engine beyond [`Game`]. The checked `Game::apply` stays the
/// only way in for outside input; this is for actions the search took from the legal list.
pub trait SearchGame: Game {
    /// Applies an action taken from this state's own legal list, without re-validating it
    /// and without building events (as shakmaty's `play_unchecked`).
    fn apply_unchecked(&mut self, action: &Self::Action) {
        let _ = self.apply(action);
    }
}
