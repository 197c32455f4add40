//! Every textual form of a game, each a codec of the one typed record
//! ([`crate::record::Record`] with its [`crate::record::Header`]):
//! - [`stored`]: the stored record (version 2), what localStorage and the archive keep;
//! - [`v1`]: the record of version 1 (the whole session with every event), still read;
//! - [`export`]: the exported file;
//! - [`share`]: the share link and the share file;
//! - [`report`]: the problem report;
//! - [`table_file`]: the command-line table file;
//! - [`saved`]: a saved game of any game (its header and its record erased) and how a stored
//!   or imported text is judged, whatever its version.
//!
//! Which engine reads a game is said by its kind, through the game registry ([`Registry`]).
//!
//! `crates/table/tests/fixtures/forms/` keeps each form as the code before this module wrote
//! it, and `crates/table/tests/table/record_forms.rs` (with `crates/tools/tests/tools/record_forms.rs`)
//! checks that each still reads back to the same game.

pub mod export;
pub mod read;
pub mod report;
pub mod saved;
pub mod share;
pub mod stored;
pub mod table_file;
pub mod v1;

use crate::record::{Moves, MovesError, Record};
use moonvale_rules::core::{Game, GameKind, Outcome};
use serde_json::Value;
use v1::V1Error;

/// A game opened by its engine: the erased record (rebuilt if an older engine wrote it)
/// and how the game ended, if it did.
#[derive(Clone, Debug, PartialEq)]
pub struct Opened {
    pub moves: Moves,
    pub outcome: Option<Outcome>,
}

/// The engines a store opens records with, each chosen by the record's kind: today's games
/// ([`Registry`]), or in tests one engine standing in for them ([`Only`]). Each method is
/// one generic function of [`crate::format`] run with the engine of the kind.
pub trait GameSet {
    /// Opens an erased record by one replay ([`Record::open`]).
    fn open(&self, kind: GameKind, moves: &Moves) -> Result<Opened, MovesError>;
    /// Reads the session of a record of version 1 ([`crate::format::v1`]).
    fn read_v1(&self, kind: GameKind, game: &Value) -> Result<Opened, V1Error>;
    /// The session of a record as version 1 wrote it, states and events included.
    fn write_v1(&self, kind: GameKind, moves: &Moves) -> Result<Value, V1Error>;
}

impl<T: GameSet + ?Sized> GameSet for Box<T> {
    fn open(&self, kind: GameKind, moves: &Moves) -> Result<Opened, MovesError> {
        (**self).open(kind, moves)
    }
    fn read_v1(&self, kind: GameKind, game: &Value) -> Result<Opened, V1Error> {
        (**self).read_v1(kind, game)
    }
    fn write_v1(&self, kind: GameKind, moves: &Moves) -> Result<Value, V1Error> {
        (**self).write_v1(kind, moves)
    }
}

/// Opens `moves` as game `G`.
pub fn open_as<G: Game>(moves: &Moves) -> Result<Opened, MovesError> {
    let (record, session) = Record::<G>::open(moves)?;
    Ok(Opened { moves: record.erase(), outcome: session.state.outcome() })
}

/// Every game this version plays, through the game registry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Registry;

impl Registry {
    pub const fn new() -> Self {
        Registry
    }
}

impl GameSet for Registry {
    fn open(&self, kind: GameKind, moves: &Moves) -> Result<Opened, MovesError> {
        moonvale_rules::with_game!(kind, G => open_as::<G>(moves))
    }
    fn read_v1(&self, kind: GameKind, game: &Value) -> Result<Opened, V1Error> {
        moonvale_rules::with_game!(kind, G => v1::read_opened::<G>(game))
    }
    fn write_v1(&self, kind: GameKind, moves: &Moves) -> Result<Value, V1Error> {
        moonvale_rules::with_game!(kind, G => v1::session_of::<G>(moves))
    }
}

pub use crate::record::NOT_OPENED_HERE;

/// No engine at all: the page's home app, which lists saved games by their stored summary
/// and leaves every record that needs a replay (opening a game, reading a save of version 1)
/// to the table's app (docs/performance.md "A phone's first visit"). It refuses with
/// [`NOT_OPENED_HERE`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Unopened;

impl GameSet for Unopened {
    fn open(&self, _: GameKind, _: &Moves) -> Result<Opened, MovesError> {
        Err(MovesError::NotOpenedHere)
    }
    fn read_v1(&self, _: GameKind, _: &Value) -> Result<Opened, V1Error> {
        Err(V1Error::Moves(MovesError::NotOpenedHere))
    }
    fn write_v1(&self, _: GameKind, _: &Moves) -> Result<Value, V1Error> {
        Err(V1Error::Moves(MovesError::NotOpenedHere))
    }
}

/// One engine opening every record whatever its kind says: a test game standing in for the
/// real ones.
pub struct Only<G>(std::marker::PhantomData<G>);

impl<G> Only<G> {
    pub fn new() -> Self {
        Only(std::marker::PhantomData)
    }
}

impl<G> Default for Only<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Game> GameSet for Only<G> {
    fn open(&self, _: GameKind, moves: &Moves) -> Result<Opened, MovesError> {
        open_as::<G>(moves)
    }
    fn read_v1(&self, _: GameKind, game: &Value) -> Result<Opened, V1Error> {
        v1::read_opened::<G>(game)
    }
    fn write_v1(&self, _: GameKind, moves: &Moves) -> Result<Value, V1Error> {
        v1::session_of::<G>(moves)
    }
}
