//! The one game screen both games fill (`shell`), its state (`screen_state`), the trait a
//! game implements to fill it (`table_game`), its hooks, one job each, and its parts: the
//! controls, the end, practice's undo, the computer's reasons, the dialogs.

pub mod charts;
pub mod computer_moves;
pub mod controls;
pub mod daily;
pub mod dialogs;
pub mod end_screen;
pub mod focus;
pub mod hint;
pub mod host;
pub mod log_lines;
pub mod one_writer;
pub mod panel;
pub mod practice;
pub mod saving;
pub mod screen_state;
pub mod seen;
pub mod shell;
pub mod starting;
pub mod table_game;
pub mod undo;
pub mod why;
pub mod words;
