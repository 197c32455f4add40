//! The saved-game record, the same for every game, and how a stored or imported text is
//! judged: a good record, a damaged one, one from an unknown version or of an unknown game.

use moonvale_rules::core::{Game, GameKind, Outcome, ReplayError, Session};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::HashMap;

/// Every record says what it is, so an unrelated JSON file is refused on import.
pub const FORMAT_MARKER: &str = "moonvale-save";

/// Version of the record layout (not of a game's state, which `Session` versions itself).
/// Bump it when [`SaveRecord`] changes shape.
pub const SCHEMA_VERSION: u32 = 1;

/// Imports larger than this are refused before being read. A Via Nebula or Nova Luna game
/// of a few hundred actions is tens of kilobytes; 2 MB leaves room for very long games
/// while keeping a wrong file (a photo, an archive) from freezing the page or filling
/// localStorage (about 5 MB per site in Chromium).
pub const MAX_IMPORT_BYTES: u64 = 2 * 1024 * 1024;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlayerKind {
    Human,
    Computer,
}

/// A seat as the list of saved games shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerInfo {
    /// Typed by a person: always rendered as text, never as markup.
    pub name: String,
    pub kind: PlayerKind,
    /// The game's colour key for this seat (e.g. "blue"), translated by the game's UI.
    pub colour: String,
    /// How strongly a computer seat plays. Saves from before levels have none: such a seat
    /// plays at the default level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<moonvale_ai::Level>,
}

impl PlayerInfo {
    pub fn human(name: impl Into<String>, colour: impl Into<String>) -> Self {
        PlayerInfo {
            name: name.into(),
            kind: PlayerKind::Human,
            colour: colour.into(),
            level: None,
        }
    }

    pub fn computer(
        name: impl Into<String>,
        colour: impl Into<String>,
        level: moonvale_ai::Level,
    ) -> Self {
        PlayerInfo {
            name: name.into(),
            kind: PlayerKind::Computer,
            colour: colour.into(),
            level: Some(level),
        }
    }
}

/// One saved game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveRecord {
    pub format: String,
    pub schema_version: u32,
    /// Unique among the saves of this browser; also the localStorage key suffix.
    pub id: String,
    pub kind: GameKind,
    pub title: String,
    pub players: Vec<PlayerInfo>,
    /// Milliseconds since the Unix epoch.
    pub created_ms: u64,
    pub last_played_ms: u64,
    /// The serialised `Session<G>` of the game named by `kind`.
    pub game: Value,
    /// Whether the game was played with help (a practice undo, a suggested move): counted
    /// apart in the statistics. Saves from before it have none: not assisted.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub assisted: bool,
    /// How the game ended, once it is over: read from the game when the record is listed
    /// or saved (never stored, so it cannot disagree with the game).
    #[serde(skip)]
    pub outcome: Option<Outcome>,
    /// The stored moves of a record listed without replaying it (its `game` is then null
    /// until [`SaveRecord::session`] replays them). `None` once the session is at hand.
    #[serde(skip)]
    pub stored: Option<Box<super::compact::Moves>>,
}

impl SaveRecord {
    /// A record for a session of game `G`.
    pub fn from_session<G: Game>(
        id: String,
        title: String,
        players: Vec<PlayerInfo>,
        session: &Session<G>,
        now_ms: u64,
    ) -> Result<Self, String> {
        Ok(SaveRecord {
            format: FORMAT_MARKER.to_string(),
            schema_version: SCHEMA_VERSION,
            id,
            kind: G::KIND,
            title,
            players,
            created_ms: now_ms,
            last_played_ms: now_ms,
            game: serde_json::to_value(session).map_err(|e| e.to_string())?,
            assisted: false,
            outcome: session.state.outcome(),
            stored: None,
        })
    }

    /// The session stored in this record, if it is of game `G` (replayed from its stored
    /// moves when it was listed without them).
    pub fn session<G: Game>(&self) -> Result<Session<G>, String> {
        if self.kind != G::KIND {
            return Err(format!("this is a {} game, not {}", self.kind.as_str(), G::KIND.as_str()));
        }
        if let (Value::Null, Some(moves)) = (&self.game, &self.stored) {
            return super::compact::replay::<G>(moves, super::compact::unpack(moves)?);
        }
        read_session(&self.game)
    }

    /// Replaces the stored session after an action, updating the last-played time.
    pub fn update_session<G: Game>(
        &mut self,
        session: &Session<G>,
        now_ms: u64,
    ) -> Result<(), String> {
        self.game = serde_json::to_value(session).map_err(|e| e.to_string())?;
        self.stored = None;
        self.outcome = session.state.outcome();
        self.last_played_ms = now_ms;
        Ok(())
    }

    /// The whole record with its session and every event: the layout of version 1, which
    /// still loads (saves written before version 2 look like this).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a record always serialises")
    }

    /// The stored form (version 2, [`super::compact`]): what a replay needs.
    pub fn stored(&self) -> super::compact::StoredRecord {
        match &self.stored {
            Some(moves) if self.game.is_null() => {
                super::compact::StoredRecord::of_moves(self, moves)
            }
            _ => super::compact::StoredRecord::of(self).expect("a record holds a session"),
        }
    }

    /// The text written to storage: the stored form.
    pub fn to_stored_json(&self) -> String {
        serde_json::to_string(&self.stored()).expect("a record always serialises")
    }

    /// The exported file's content: the stored form, indented for people who open it.
    pub fn export_json(&self) -> String {
        serde_json::to_string_pretty(&self.stored()).expect("a record always serialises")
    }

    /// `moonvale-via-nebula-<title>-<id>.json`, with only safe characters.
    pub fn export_file_name(&self) -> String {
        format!("moonvale-{}-{}-{}.json", self.kind.as_str(), slug(&self.title), slug(&self.id))
    }
}

/// The file name under which a damaged record's raw text is exported.
pub fn damaged_export_file_name(id: &str) -> String {
    format!("moonvale-damaged-{}.json", slug(id))
}

fn slug(text: &str) -> String {
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

/// Checks the game payload of a record of one kind (deserialise and verify the session);
/// gives the game's outcome when it is over.
pub type GameValidator = fn(&Value) -> Result<Option<Outcome>, String>;

/// Rebuilds a game payload that no longer verifies (saved by an earlier version of the
/// rules) from its options, seed and actions, if they still make a game.
pub type GameRepairer = fn(&Value) -> Result<Value, String>;

/// The per-game payload checks, registered by kind by each game's code. A kind with no
/// validator registered is accepted on the record's shape alone.
#[derive(Clone, Default)]
pub struct Validators {
    by_kind: HashMap<GameKind, GameValidator>,
    repairers: HashMap<GameKind, GameRepairer>,
    rebuilders: HashMap<GameKind, super::compact::Rebuilder>,
}

impl Validators {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn register(&mut self, kind: GameKind, validator: GameValidator) {
        self.by_kind.insert(kind, validator);
    }

    /// Registers the standard check for game `G`: the payload is a `Session<G>` whose
    /// actions replay to its state.
    pub fn register_game<G: Game>(&mut self) {
        self.register(G::KIND, validate_session::<G>);
        self.rebuilders.insert(G::KIND, super::compact::rebuild::<G>);
    }

    /// A session payload replayed from stored moves by the game's engine.
    pub fn rebuild(
        &self,
        kind: GameKind,
        moves: &super::compact::Moves,
        actions: Vec<Value>,
    ) -> Result<Value, String> {
        let rebuild = self.rebuilders.get(&kind).ok_or("no engine for this game")?;
        rebuild(moves, actions)
    }

    pub fn register_repair(&mut self, kind: GameKind, repairer: GameRepairer) {
        self.repairers.insert(kind, repairer);
    }

    /// A payload that fails its check but can be rebuilt: the rebuilt payload, checked.
    pub fn repair(&self, kind: GameKind, game: &Value) -> Option<Value> {
        let repaired = self.repairers.get(&kind)?(game).ok()?;
        self.check(kind, &repaired).ok().map(|_| repaired)
    }

    /// The payload's check: its outcome when the game is over.
    pub fn check(&self, kind: GameKind, game: &Value) -> Result<Option<Outcome>, String> {
        match self.by_kind.get(&kind) {
            Some(validator) => validator(game),
            None => Ok(None),
        }
    }
}

/// The standard payload check: a `Session<G>` that verifies.
pub fn validate_session<G: Game>(game: &Value) -> Result<Option<Outcome>, String> {
    Ok(read_session::<G>(game)?.state.outcome())
}

/// Reads a `Session<G>` payload by replaying its actions, and refuses it unless its stored
/// state, log and undo limit are what those actions give (the checks of [`Session::verify`]).
/// Only the options and the actions are deserialised: the state and the events are compared
/// as JSON, which keeps their deserialisers, about a tenth of the page's wasm, out of it.
pub fn read_session<G: Game>(game: &Value) -> Result<Session<G>, String> {
    let field = |name: &str| game.get(name).ok_or(format!("missing field `{name}`"));
    let found = field("state_version")?.as_u64().ok_or("`state_version` is not a number")?;
    if found != u64::from(G::STATE_VERSION) {
        let found = u32::try_from(found).unwrap_or(u32::MAX);
        return Err(
            ReplayError::<G>::WrongVersion { found, expected: G::STATE_VERSION }.to_string()
        );
    }
    let options: G::Options =
        serde_json::from_value(field("options")?.clone()).map_err(|e| e.to_string())?;
    let seed = field("seed")?.as_u64().ok_or("`seed` is not a 64-bit number")?;
    let undo_floor = field("undo_floor")?.as_u64().ok_or("`undo_floor` is not a number")?;
    let actions = logged_actions::<G>(game)?;
    let mut session = Session::<G>::replay(options, seed, actions).map_err(|e| e.to_string())?;
    let diverged = || ReplayError::<G>::Diverged.to_string();
    let as_json = |value: Result<Value, serde_json::Error>| value.map_err(|e| e.to_string());
    for name in ["state", "log"] {
        let replayed = match name {
            "state" => as_json(serde_json::to_value(&session.state))?,
            _ => as_json(serde_json::to_value(&session.log))?,
        };
        let stored = field(name)?;
        if replayed != *stored {
            // A field the game does not have is named: the usual edit that adds one.
            return Err(match crate::strict::extra_field(stored, &replayed) {
                Some(path) => {
                    format!("{}: unknown field `{}`", diverged(), crate::strict::join(name, &path))
                }
                None => diverged(),
            });
        }
    }
    let undo_floor = usize::try_from(undo_floor).map_err(|_| diverged())?;
    if !session.allows_undo_floor(undo_floor) {
        return Err(diverged());
    }
    session.undo_floor = undo_floor;
    Ok(session)
}

/// The actions of a stored session's log.
fn logged_actions<G: Game>(game: &Value) -> Result<Vec<G::Action>, String> {
    game.get("log")
        .and_then(Value::as_array)
        .ok_or("missing field `log`")?
        .iter()
        .map(|logged| {
            let action = logged.get("action").ok_or("a logged move has no action")?;
            serde_json::from_value(action.clone()).map_err(|e| e.to_string())
        })
        .collect()
}

/// Rewrites the actions of an old log (options, seed, actions) into today's actions.
pub type LogUpgrade<G> =
    fn(&<G as Game>::Options, u64, &[<G as Game>::Action]) -> Vec<<G as Game>::Action>;

/// Rebuilds a `Session<G>` payload saved by an older version of the engine (a lower
/// `state_version`) from its options, seed and actions alone, with `upgrade` rewriting an
/// old log into today's actions. Undo starts after the last rebuilt action: the game goes on
/// under today's rules from where it was. A payload of today's version that does not verify
/// was damaged or edited, and is not rebuilt.
pub fn rebuild_session<G: Game>(game: &Value, upgrade: LogUpgrade<G>) -> Result<Value, String> {
    match game["state_version"].as_u64() {
        Some(v) if v < u64::from(G::STATE_VERSION) => {}
        _ => return Err("not a save of an older version".into()),
    }
    let options: G::Options =
        serde_json::from_value(game["options"].clone()).map_err(|e| e.to_string())?;
    let seed = game["seed"].as_u64().ok_or("no seed")?;
    let actions = logged_actions::<G>(game)?;
    let actions = upgrade(&options, seed, &actions);
    let mut session = Session::<G>::replay(options, seed, actions).map_err(|e| e.to_string())?;
    session.undo_floor = session.log.len();
    serde_json::to_value(&session).map_err(|e| e.to_string())
}

/// The fields of a record of version 1, as every version that wrote it wrote them (the whole
/// session with every event; written from the first saved games until the stored form of
/// version 2, and read since). A field outside these lists is refused by name
/// ([`Damage::UnknownField`]), so a record is never read and written back without it.
/// - the record: written whole by every version of it;
/// - a player: `name`, `kind`, `colour` from the first; `level` since computer seats have
///   levels (a seat saved before has none and plays at the default level);
/// - the session (`game`): the same six fields in every version;
/// - a logged move: `seat`, `action`, `events`.
///
/// The options and the actions are read by the game's own types, which refuse a field they
/// do not have. The state and the events of a session of today's engine version must be
/// what its actions give, field for field (an extra one is named by [`read_session`]). Those
/// of an older engine version are that engine's, and some of their fields are gone (Via
/// Nebula's state version 1, saved before the rule corrections of docs/RULINGS.md, has
/// `pending.returned`, today `pending.step`, and powers of one step): they are not read at
/// all, the game being rebuilt from its options, seed and actions ([`rebuild_session`]).
pub const RECORD_FIELDS: [&str; 10] = [
    "format",
    "schema_version",
    "id",
    "kind",
    "title",
    "players",
    "created_ms",
    "last_played_ms",
    "game",
    // Since games played with help are told apart; written only when true.
    "assisted",
];
/// The fields of a player, in records of both versions (and in statistics and shared games).
pub const PLAYER_FIELDS: [&str; 4] = ["name", "kind", "colour", "level"];
/// The fields of a session in a record of version 1.
pub const SESSION_FIELDS: [&str; 6] =
    ["state_version", "options", "seed", "log", "state", "undo_floor"];
/// The fields of a logged move in a record of version 1.
pub const LOGGED_FIELDS: [&str; 3] = ["seat", "action", "events"];

/// The first field of `value`'s object not among `known`, as a path under `at`.
pub(super) fn unknown_in(value: &Value, known: &[&str], at: &str) -> Option<String> {
    let name = crate::strict::unknown_field(value.as_object()?, known)?;
    Some(if at.is_empty() { name.to_string() } else { crate::strict::join(at, name) })
}

/// The first unknown field of each element of `value`'s array `name`, checked by `check`.
pub(super) fn unknown_in_each(
    value: &Value,
    name: &str,
    check: impl Fn(&Value, &str) -> Option<String>,
) -> Option<String> {
    let items = value.get(name)?.as_array()?;
    items.iter().enumerate().find_map(|(i, item)| check(item, &format!("{name}[{i}]")))
}

/// The first field a record of version 1 has that none of its writers wrote (a part of the
/// wrong type is left to the record's reader to refuse).
fn unknown_field_v1(record: &Value) -> Option<String> {
    unknown_in(record, &RECORD_FIELDS, "")
        .or_else(|| unknown_in_each(record, "players", |p, at| unknown_in(p, &PLAYER_FIELDS, at)))
        .or_else(|| {
            let game = record.get("game")?;
            unknown_in(game, &SESSION_FIELDS, "game").or_else(|| {
                let logged = |l: &Value, at: &str| unknown_in(l, &LOGGED_FIELDS, at);
                unknown_in_each(game, "log", logged).map(|path| crate::strict::join("game", &path))
            })
        })
}

/// Judges a stored text. Order matters: a record from a newer version may have a shape we
/// do not know, so the version is read before the shape is checked. A key given twice (in
/// any version: no shape has one), or a field no version of the record has, is refused by
/// name before anything is read.
pub fn classify(raw: &str, validators: &Validators) -> Result<SaveRecord, Damage> {
    classify_as(raw, validators, true)
}

/// Judges a stored text for the list: a record of version 2 is read without replaying
/// (its summary is checked when it opens); one of version 1 is checked as [`classify`] does.
pub fn classify_listed(raw: &str, validators: &Validators) -> Result<SaveRecord, Damage> {
    classify_as(raw, validators, false)
}

fn classify_as(raw: &str, validators: &Validators, open: bool) -> Result<SaveRecord, Damage> {
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
        Some(v) if v != SCHEMA_VERSION as u64 && v != super::compact::STORED_VERSION as u64 => {
            return Err(Damage::UnknownVersion(v.min(u32::MAX as u64) as u32))
        }
        Some(v) => v,
    };
    match object.get("kind") {
        None => return Err(Damage::MissingFields("kind".into())),
        Some(Value::String(k)) if GameKind::parse(k).is_none() => {
            return Err(Damage::UnknownKind(k.clone()))
        }
        Some(_) => {}
    }
    let unknown = if version == super::compact::STORED_VERSION as u64 {
        super::compact::unknown_field(&value)
    } else {
        unknown_field_v1(&value)
    };
    if let Some(path) = unknown {
        return Err(Damage::UnknownField(path));
    }
    if version == super::compact::STORED_VERSION as u64 {
        return super::compact::classify_stored(value, validators, open);
    }
    let record: SaveRecord =
        serde_json::from_value(value).map_err(|e| Damage::MissingFields(e.to_string()))?;
    if record.format != FORMAT_MARKER {
        return Err(Damage::MissingFields("format".into()));
    }
    let mut record = record;
    record.outcome = match validators.check(record.kind, &record.game) {
        Ok(outcome) => outcome,
        Err(damage) => {
            record.game =
                validators.repair(record.kind, &record.game).ok_or(Damage::InvalidGame(damage))?;
            validators.check(record.kind, &record.game).ok().flatten()
        }
    };
    Ok(record)
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
    validators: &Validators,
) -> Result<SaveRecord, ImportError> {
    check_import_size(text.len() as u64)?;
    let value: Value = serde_json::from_str(text).map_err(|_| ImportError::NotJson)?;
    let is_ours = value.get("format").and_then(Value::as_str) == Some(FORMAT_MARKER);
    if !is_ours {
        return Err(ImportError::NotASave);
    }
    crate::strict::unique_keys(text).map_err(ImportError::InvalidGame)?;
    let record = classify(text, validators).map_err(|damage| match damage {
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
