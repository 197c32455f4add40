//! The game screen's parts (`super::shell`): its hooks, one job each, and the pieces of its
//! markup that are more than a line.

pub mod computer_moves;
pub mod dialogs;
pub mod focus;
pub mod hint;
pub mod log_lines;
pub mod panel;
pub mod saving;
pub mod seen;
pub mod undo;
pub mod words;
