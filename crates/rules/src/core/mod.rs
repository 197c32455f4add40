//! What both games share: the seeded random generator, the engine contract, and the
//! session (action log with undo) that saves and clients keep.

pub mod bot;
pub mod game;
pub mod rng;
pub mod session;
pub mod testing;

pub use bot::{bot_move, Bot, RandomBot};
pub use game::{
    ensure, Disclosure, Ending, Game, GameEvent, GameKind, Outcome, RuleError, Seat, SetupError,
    ViewError,
};
pub use rng::Rng;
pub use session::{LoggedAction, ReplayError, Session};
