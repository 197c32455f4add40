//! Every textual form of a game, each a codec of the one typed record
//! ([`crate::record::Record`] with its [`crate::record::Header`]):
//! - [`stored`]: the stored record (version 2), what localStorage and the archive keep;
//! - [`v1`]: the record of version 1 (the whole session with every event), still read;
//! - [`export`]: the exported file;
//! - [`share`]: the share link and the share file;
//! - [`report`]: the problem report;
//! - [`table_file`]: the command-line table file.
//!
//! `crates/table/tests/fixtures/forms/` keeps each form as the code before this module wrote
//! it, and `crates/table/tests/record_forms.rs` (with `crates/tools/tests/record_forms.rs`)
//! checks that each still reads back to the same game.

pub mod export;
pub mod report;
pub mod share;
pub mod stored;
pub mod table_file;
pub mod v1;
