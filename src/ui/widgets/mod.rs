//! Pieces of screens that more than one screen uses.

pub mod table_frame;
