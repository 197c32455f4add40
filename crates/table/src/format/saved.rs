//! The saved-game record, the same for every game, and how a stored or imported text is
//! judged: a good record, a damaged one, one from an unknown version or of an unknown game.

use crate::record::{GameTitle, Header, Moves, MovesError, Record};
use moonvale_rules::core::{Game, GameKind, Outcome, Session};
use serde::Deserialize;
use serde_json::Value;

/// Every record says what it is, so an unrelated JSON file is refused on import.
pub const FORMAT_MARKER: &str = "moonvale-save";

/// Version of the record layout a save writes (not of a game's state, which `Session`
/// versions itself): the stored form ([`crate::format::stored`]). Records of version 1
/// ([`crate::format::v1`]) are still read.
pub const SCHEMA_VERSION: u32 = 2;

/// Imports larger than this are refused before being read. A Via Nebula or Nova Luna game
/// of a few hundred actions is tens of kilobytes; 2 MB leaves room for very long games
/// while keeping a wrong file (a photo, an archive) from freezing the page or filling
/// localStorage (about 5 MB per site in Chromium).
pub const MAX_IMPORT_BYTES: u64 = 2 * 1024 * 1024;

pub use crate::record::{PlayerInfo, PlayerKind};

/// One saved game, of any game: its header's fields ([`Header`]) and its record with the
/// game erased (one form, whether the game was listed without replaying or opened). Its text
/// in storage, in an exported file and through serde is the stored form
/// ([`crate::format::stored`]).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(try_from = "Value")]
pub struct SaveRecord {
    /// Unique among the saves of this browser; also the localStorage key suffix.
    pub id: String,
    pub kind: GameKind,
    pub title: GameTitle,
    pub players: Vec<PlayerInfo>,
    /// Milliseconds since the Unix epoch.
    pub created_ms: u64,
    pub last_played_ms: u64,
    /// Played with help ([`Header::assisted`]).
    pub assisted: bool,
    /// A practice game's origin ([`Header::practice`]).
    pub practice: Option<crate::record::PracticeOrigin>,
    /// The options, seed, actions and undo floor, as the engine's JSON.
    pub moves: Moves,
    /// How the game ended, once it is over: the game's own when it was opened or saved,
    /// its stored summary's when it was listed without replaying.
    pub outcome: Option<Outcome>,
}

impl SaveRecord {
    /// A saved game of a typed record.
    pub fn of<G: Game>(header: Header, record: &Record<G>, outcome: Option<Outcome>) -> Self {
        SaveRecord::erased(header, record.erase(), outcome)
    }

    /// A saved game of an erased record.
    pub fn erased(header: Header, moves: Moves, outcome: Option<Outcome>) -> Self {
        let Header { id, kind, title, players, created_ms, last_played_ms, assisted, practice } =
            header;
        SaveRecord {
            id,
            kind,
            title,
            players,
            created_ms,
            last_played_ms,
            assisted,
            practice,
            moves,
            outcome,
        }
    }

    /// The title in `lang` ([`GameTitle::words`]).
    pub fn title_words(&self, lang: crate::i18n::Lang) -> String {
        self.title.words(lang, self.kind, &self.players)
    }

    /// The title with what it is worded from.
    pub fn title_of(&self) -> crate::names::TitleOf {
        crate::names::TitleOf {
            title: self.title.clone(),
            kind: self.kind,
            players: self.players.clone(),
        }
    }

    /// Whose game it is and when it was played.
    pub fn header(&self) -> Header {
        Header {
            id: self.id.clone(),
            kind: self.kind,
            title: self.title.clone(),
            players: self.players.clone(),
            created_ms: self.created_ms,
            last_played_ms: self.last_played_ms,
            assisted: self.assisted,
            practice: self.practice.clone(),
        }
    }

    /// A record for a session of game `G`.
    pub fn from_session<G: Game>(
        id: String,
        title: GameTitle,
        mut players: Vec<PlayerInfo>,
        session: &Session<G>,
        now_ms: u64,
    ) -> Result<Self, String> {
        crate::names::settle(&mut players);
        let header = Header {
            id,
            kind: G::KIND,
            title,
            players,
            created_ms: now_ms,
            last_played_ms: now_ms,
            assisted: false,
            practice: None,
        };
        Ok(SaveRecord::of(header, &Record::of(session), session.state.outcome()))
    }

    /// The typed record of game `G`, if it is one.
    pub fn record<G: Game>(&self) -> Result<Record<G>, MovesError> {
        if self.kind != G::KIND {
            return Err(MovesError::WrongKind { found: self.kind, expected: G::KIND });
        }
        Record::from_moves(&self.moves)
    }

    /// The session of this game, if it is of game `G`: built by one replay of its actions
    /// (rebuilt if an older engine wrote them, [`Record::open`]).
    pub fn session<G: Game>(&self) -> Result<Session<G>, MovesError> {
        if self.kind != G::KIND {
            return Err(MovesError::WrongKind { found: self.kind, expected: G::KIND });
        }
        Record::<G>::open(&self.moves).map(|(_, session)| session)
    }

    /// Replaces the record after an action, updating the last-played time.
    pub fn update_session<G: Game>(
        &mut self,
        session: &Session<G>,
        now_ms: u64,
    ) -> Result<(), String> {
        self.moves = Record::of(session).erase();
        self.outcome = session.state.outcome();
        self.last_played_ms = now_ms;
        Ok(())
    }
}

/// The file name under which a damaged record's raw text is exported.
pub fn damaged_export_file_name(id: &str) -> String {
    format!("moonvale-damaged-{}.json", slug(id))
}

pub(crate) fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
        if out.len() >= 40 {
            break;
        }
    }
    let trimmed = out.trim_end_matches('-');
    if trimmed.is_empty() {
        "game".to_string()
    } else {
        trimmed.to_string()
    }
}

/// Why a stored record cannot be opened. It is still listed (as damaged) with its raw
/// text, so nothing is lost.
#[derive(Clone, Debug, PartialEq)]
pub enum Damage {
    NotJson,
    /// JSON, but not shaped like a record (a field missing or of the wrong type).
    MissingFields(String),
    /// Written by a newer (or unknown) version of Moonvale.
    UnknownVersion(u32),
    /// A game this version does not know.
    UnknownKind(String),
    /// The game inside does not load or does not replay to its own state (edited or cut).
    InvalidGame(String),
    /// A field that no version of the record has (its path, `players[1].nickname`): what
    /// else the text says is not read, so the field is not lost by a rewrite without it.
    UnknownField(String),
    /// A key given twice in one object: which of its values was meant cannot be known.
    DuplicateKey(String),
}

impl std::fmt::Display for Damage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Damage::NotJson => f.write_str("not JSON"),
            Damage::MissingFields(e) => write!(f, "not a complete saved game: {e}"),
            Damage::UnknownVersion(v) => write!(f, "unknown record version {v}"),
            Damage::UnknownKind(k) => write!(f, "unknown game {k:?}"),
            Damage::InvalidGame(e) => write!(f, "the game inside is damaged: {e}"),
            Damage::UnknownField(path) => write!(f, "unknown field `{path}`"),
            Damage::DuplicateKey(key) => write!(f, "the key `{key}` is given twice"),
        }
    }
}

/// The fields of a player, in records of both versions (and in statistics and shared games).
pub const PLAYER_FIELDS: [&str; 4] = ["name", "kind", "colour", "level"];
/// The first field of `value`'s object not among `known`, as a path under `at`.
pub(crate) fn unknown_in(value: &Value, known: &[&str], at: &str) -> Option<String> {
    let name = crate::strict::unknown_field(value.as_object()?, known)?;
    Some(if at.is_empty() { name.to_string() } else { crate::strict::join(at, name) })
}

/// The first unknown field of each element of `value`'s array `name`, checked by `check`.
pub(crate) fn unknown_in_each(
    value: &Value,
    name: &str,
    check: impl Fn(&Value, &str) -> Option<String>,
) -> Option<String> {
    let items = value.get(name)?.as_array()?;
    items.iter().enumerate().find_map(|(i, item)| check(item, &format!("{name}[{i}]")))
}

/// Why an imported file was refused. Each has its own translated message.
#[derive(Clone, Debug, PartialEq)]
pub enum ImportError {
    TooBig {
        size: u64,
        limit: u64,
    },
    NotJson,
    /// JSON, but not a Moonvale saved game.
    NotASave,
    UnknownVersion(u32),
    UnknownKind(String),
    /// A saved game of another game than the one asked for.
    WrongKind {
        expected: GameKind,
        found: GameKind,
    },
    InvalidGame(String),
    /// A key given twice in one object (its name): which of its values was meant cannot be
    /// known.
    DuplicateKey(String),
    /// A field no version of a saved game has (its path, `players[1].nickname`).
    UnknownField(String),
}

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ImportError::TooBig { size, limit } => {
                write!(f, "the file is {size} bytes, more than the {limit} allowed")
            }
            ImportError::NotJson => f.write_str("the file is not JSON"),
            ImportError::NotASave => f.write_str("the file is not a Moonvale saved game"),
            ImportError::UnknownVersion(v) => write!(f, "the saved game has unknown version {v}"),
            ImportError::UnknownKind(k) => write!(f, "the saved game is of unknown game {k:?}"),
            ImportError::WrongKind { expected, found } => {
                write!(f, "the saved game is {}, not {}", found.as_str(), expected.as_str())
            }
            ImportError::InvalidGame(e) => write!(f, "the game inside is damaged: {e}"),
            ImportError::DuplicateKey(key) => write!(f, "the key `{key}` is given twice"),
            ImportError::UnknownField(path) => write!(f, "unknown field `{path}`"),
        }
    }
}

/// Checks a file's size before reading it (the browser gives the size first).
pub fn check_import_size(size: u64) -> Result<(), ImportError> {
    if size > MAX_IMPORT_BYTES {
        return Err(ImportError::TooBig { size, limit: MAX_IMPORT_BYTES });
    }
    Ok(())
}
