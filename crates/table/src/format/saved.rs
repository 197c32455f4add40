//! The saved-game record, the same for every game, and how a stored or imported text is
//! judged: a good record, a damaged one, one from an unknown version or of an unknown game.

use super::GameSet;
use crate::record::{Header, Moves, Record};
use moonvale_rules::core::{Game, GameKind, Outcome, Session};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Every record says what it is, so an unrelated JSON file is refused on import.
pub const FORMAT_MARKER: &str = "moonvale-save";

/// Version of the record layout a save writes (not of a game's state, which `Session`
/// versions itself): the stored form ([`crate::format::stored`]). Records of version 1
/// ([`crate::format::v1`]) are still read.
pub const SCHEMA_VERSION: u32 = crate::format::stored::STORED_VERSION;

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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "crate::format::stored::StoredRecord")]
#[serde(try_from = "Value")]
pub struct SaveRecord {
    /// Unique among the saves of this browser; also the localStorage key suffix.
    pub id: String,
    pub kind: GameKind,
    pub title: String,
    pub players: Vec<PlayerInfo>,
    /// Milliseconds since the Unix epoch.
    pub created_ms: u64,
    pub last_played_ms: u64,
    /// Played with help ([`Header::assisted`]).
    pub assisted: bool,
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
        let Header { id, kind, title, players, created_ms, last_played_ms, assisted } = header;
        SaveRecord {
            id,
            kind,
            title,
            players,
            created_ms,
            last_played_ms,
            assisted,
            moves,
            outcome,
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
        }
    }

    /// A record for a session of game `G`.
    pub fn from_session<G: Game>(
        id: String,
        title: String,
        players: Vec<PlayerInfo>,
        session: &Session<G>,
        now_ms: u64,
    ) -> Result<Self, String> {
        let header = Header {
            id,
            kind: G::KIND,
            title,
            players,
            created_ms: now_ms,
            last_played_ms: now_ms,
            assisted: false,
        };
        Ok(SaveRecord::of(header, &Record::of(session), session.state.outcome()))
    }

    /// The typed record of game `G`, if it is one.
    pub fn record<G: Game>(&self) -> Result<Record<G>, String> {
        if self.kind != G::KIND {
            return Err(format!("this is a {} game, not {}", self.kind.as_str(), G::KIND.as_str()));
        }
        Record::from_moves(&self.moves)
    }

    /// The session of this game, if it is of game `G`: built by one replay of its actions
    /// (rebuilt if an older engine wrote them, [`Record::open`]).
    pub fn session<G: Game>(&self) -> Result<Session<G>, String> {
        if self.kind != G::KIND {
            return Err(format!("this is a {} game, not {}", self.kind.as_str(), G::KIND.as_str()));
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

    /// The record as version 1 wrote it, its session with every event (saves written before
    /// version 2 look like this, and still load): made to test that they do.
    pub fn to_json(&self) -> String {
        self.to_json_with(&super::Registry)
    }

    /// [`SaveRecord::to_json`] with the engines of `games` (a test game's, say).
    pub fn to_json_with(&self, games: &dyn GameSet) -> String {
        crate::format::v1::encode(self, games).expect("a saved game of these games replays")
    }

    /// The stored form (version 2, [`crate::format::stored`]): what a replay needs.
    pub fn stored(&self) -> crate::format::stored::StoredRecord {
        crate::format::stored::StoredRecord::of(self)
    }

    /// The text written to storage: the stored form.
    pub fn to_stored_json(&self) -> String {
        crate::format::stored::encode(self)
    }

    /// The exported file's content: the stored form, indented for people who open it.
    pub fn export_json(&self) -> String {
        crate::format::export::encode(self)
    }

    /// `moonvale-via-nebula-<title>-<id>.json`, with only safe characters.
    pub fn export_file_name(&self) -> String {
        crate::format::export::file_name(self)
    }
}

/// Serde reads any stored form as the list does ([`classify_listed`]): the stored form, or a
/// record of version 1 (its session checked by today's engines).
impl TryFrom<Value> for SaveRecord {
    type Error = Damage;
    fn try_from(value: Value) -> Result<SaveRecord, Damage> {
        classify_listed(&value.to_string(), &super::Registry)
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

/// Judges a stored text. Order matters: a record from a newer version may have a shape we
/// do not know, so the version is read before the shape is checked. A key given twice (in
/// any version: no shape has one), or a field no version of the record has, is refused by
/// name before anything is read.
pub fn classify(raw: &str, games: &dyn GameSet) -> Result<SaveRecord, Damage> {
    classify_as(raw, games, true)
}

/// Judges a stored text for the list: a record of version 2 is read without replaying
/// (its summary is checked when it opens); one of version 1 is checked as [`classify`] does.
pub fn classify_listed(raw: &str, games: &dyn GameSet) -> Result<SaveRecord, Damage> {
    classify_as(raw, games, false)
}

fn classify_as(raw: &str, games: &dyn GameSet, open: bool) -> Result<SaveRecord, Damage> {
    use crate::format::{stored, v1};
    match judge(raw)? {
        (stored::STORED_VERSION, value) => stored::decode(value, games, open),
        // A record of version 1 holds its whole session: it is checked even to be listed.
        (_, value) => v1::decode(value, games),
    }
}

/// Opens a stored text as game `G` by one replay: the saved game with its session. Judged
/// as [`classify`] judges it.
pub fn open_as<G: Game>(raw: &str) -> Result<(SaveRecord, Session<G>), Damage> {
    use crate::format::{stored, v1};
    let (record, session) = match judge(raw)? {
        (stored::STORED_VERSION, value) => {
            let record = stored::decode(value, &super::Only::<G>::new(), false)?;
            let session = record.session::<G>().map_err(Damage::InvalidGame)?;
            (record, session)
        }
        (_, value) => v1::decode_as::<G>(value)?,
    };
    if record.kind != G::KIND {
        let kinds = (record.kind.as_str(), G::KIND.as_str());
        return Err(Damage::InvalidGame(format!("this is a {} game, not {}", kinds.0, kinds.1)));
    }
    let header = record.header();
    Ok((SaveRecord::of(header, &Record::of(&session), session.state.outcome()), session))
}

/// The checks every stored text passes before it is read, in this order (a record from a
/// newer version may have a shape we do not know, so the version is read before the shape
/// is checked): JSON without a key given twice, an object, a known version, a known game,
/// no field that version never had. Gives the version and the JSON.
fn judge(raw: &str) -> Result<(u32, Value), Damage> {
    use crate::format::{stored, v1};
    let value = match crate::strict::parse(raw) {
        Ok(value) => value,
        Err(crate::strict::Refusal::NotJson(_)) => return Err(Damage::NotJson),
        Err(crate::strict::Refusal::DuplicateKey { key, .. }) => {
            return Err(Damage::DuplicateKey(key))
        }
    };
    let Some(object) = value.as_object() else {
        return Err(Damage::MissingFields("not an object".into()));
    };
    let version = match object.get("schema_version").and_then(Value::as_u64) {
        None => return Err(Damage::MissingFields("schema_version".into())),
        Some(v) if v == u64::from(v1::VERSION) => v1::VERSION,
        Some(v) if v == u64::from(stored::STORED_VERSION) => stored::STORED_VERSION,
        Some(v) => return Err(Damage::UnknownVersion(v.min(u32::MAX as u64) as u32)),
    };
    match object.get("kind") {
        None => return Err(Damage::MissingFields("kind".into())),
        Some(Value::String(k)) if GameKind::parse(k).is_none() => {
            return Err(Damage::UnknownKind(k.clone()))
        }
        Some(_) => {}
    }
    let unknown = if version == stored::STORED_VERSION {
        stored::unknown_field(&value)
    } else {
        v1::unknown_field(&value)
    };
    if let Some(path) = unknown {
        return Err(Damage::UnknownField(path));
    }
    Ok((version, value))
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

/// Validates an imported file's text. `expected` is the game asked for, when the import
/// happens from one game's screen; `None` accepts any known game.
pub fn validate_import(
    text: &str,
    expected: Option<GameKind>,
    games: &dyn GameSet,
) -> Result<SaveRecord, ImportError> {
    check_import_size(text.len() as u64)?;
    let value: Value = serde_json::from_str(text).map_err(|_| ImportError::NotJson)?;
    let is_ours = value.get("format").and_then(Value::as_str) == Some(FORMAT_MARKER);
    if !is_ours {
        return Err(ImportError::NotASave);
    }
    crate::strict::unique_keys(text).map_err(ImportError::InvalidGame)?;
    let record = classify(text, games).map_err(|damage| match damage {
        Damage::NotJson => ImportError::NotJson,
        Damage::MissingFields(_) => ImportError::NotASave,
        Damage::UnknownVersion(v) => ImportError::UnknownVersion(v),
        Damage::UnknownKind(k) => ImportError::UnknownKind(k),
        Damage::InvalidGame(e) => ImportError::InvalidGame(e),
        // Refused by name, as a key given twice is above.
        refused @ (Damage::UnknownField(_) | Damage::DuplicateKey(_)) => {
            ImportError::InvalidGame(refused.to_string())
        }
    })?;
    if let Some(expected) = expected {
        if record.kind != expected {
            return Err(ImportError::WrongKind { expected, found: record.kind });
        }
    }
    Ok(record)
}
