//! Via Nebula in the browser: the new-game screen and the game screen (board on a canvas,
//! turn flow, hotseat, computer seats, log, end screen, rules summary).

pub mod board;
mod play;
mod rules;
mod setup;
pub mod words;

pub use play::Play;
pub use setup::NewGame;
