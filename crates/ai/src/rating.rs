//! What a review says of one decision (docs/review.md "Review"): its kind, by the value it lost
//! against the best move found, and its rating. A leaf both the review and its judge of turns
//! ([`crate::judge`]) build on, so neither needs the other's module for them.

use crate::{Candidate, SearchGame};
use moonvale_rules::core::Seat;
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
    /// ([`crate::judge::judge`]); `loss` is what the review says once it was.
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
    /// where something happened ([`crate::judge::judge`]). `None`: the move played's own value.
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
