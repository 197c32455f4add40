//! Pieces of screens that more than one screen uses.

pub mod charts;
pub mod choice_list;
pub mod qr;
pub mod rules_help;
pub mod seat_form;
pub mod sharing;
pub mod table_frame;
pub mod viewport;
