//! A game at Moonvale's table, below the browser app and with no web dependency, so all of it
//! is tested natively: the seats and the table's policies ([`table`]), the one typed game
//! record ([`record`]) and every textual form of it ([`format`]), saved games ([`storage`]), statistics ([`stats`]), games shared by link and problem reports
//! ([`share`]), the screens' addresses ([`address`]), the QR codes of the codes that join a
//! table ([`qr`]), play again ([`rematch`]), the tutorials ([`tutorial`]) and the translations ([`i18n`]).

#![forbid(unsafe_code)]
// A panic is for a broken invariant only: each remaining `expect` says in words why it
// cannot fail.
#![warn(clippy::unwrap_used, clippy::expect_used)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used))]

pub mod address;
pub mod daily;
pub mod day;
pub mod format;
pub mod gain;
pub mod i18n;
pub mod names;
pub mod network;
pub mod pace;
pub mod practice;
pub mod qr;
pub mod rating;
pub mod record;
pub mod rematch;
pub mod remote;
pub mod review;
pub mod share;
pub mod stats;
pub mod storage;
pub mod strict;
pub mod table;
pub mod tutorial;
