//! Nova Luna in the browser: the new-game screen, and what the game brings to the shared
//! game screen (`ui::table::shell`): the moon wheel and tableaux on canvases, the listed choices as
//! buttons, its words and end-screen rows. The rules are the engine's: every choice shown is
//! one of its legal actions.

pub mod board;
pub mod canvas;
pub mod motion;
pub mod pictures;
pub mod play;
pub mod rules;
pub mod setup;
pub mod words;

pub use setup::NewNovaLuna;

/// Disc colours a seat may choose (keys stored in the save; drawn by `board::player_fill`).
pub const PLAYER_COLOURS: [&str; 4] = ["white", "black", "orange", "purple"];
