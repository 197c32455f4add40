//! Pieces of screens that more than one screen uses.

pub mod choice_list;
pub mod friends;
pub mod home_button;
pub mod qr;
pub mod seat_form;
pub mod sharing;
pub mod table_frame;
pub mod viewport;
