//! Via Nebula in the browser: the new-game screen, and what the game brings to the shared
//! game screen (`ui::table::shell`): the board on a canvas, the turn panel, the contracts and guild
//! boards, its words, its end-screen rows, its rules summary.

pub mod board;
mod drawn;
mod game;
pub mod geometry;
mod guild_board;
pub mod motion;
mod palette;
mod panels;
mod pictures;
mod pieces;
mod play;
mod rules;
mod setup;
mod turn;
pub mod words;
pub mod worth;

pub use setup::NewGame;
