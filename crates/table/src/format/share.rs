//! The share link and the share file: a game travels between devices as a link whose URL
//! fragment carries the whole record (options, seed and actions) with its header,
//! compressed, or as the same content in a file. The receiving device replays the actions
//! with its own engine, so a tampered or illegal action list is refused rather than trusted.

use super::saved::SaveRecord;
use crate::record::{GameTitle, Header, MovesError, PlayerInfo, Record, RecordError};
use base64::Engine as _;
use moonvale_rules::core::{Game, GameKind, ReplayError};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What a shared game says it is, so another JSON (a saved game, a report) is told apart.
pub const SHARED_FORMAT: &str = "moonvale-shared";
/// Version of the [`SharedGame`] layout; bump it when its shape changes.
pub const SHARED_VERSION: u32 = 1;
/// What the URL fragment of a shared game starts with (an address of the app's form).
pub const FRAGMENT_PREFIX: &str = "#/shared/";
/// Payloads longer than this are refused before decoding: a real game is a few thousand
/// characters, and a pasted novel must not freeze the page.
pub const MAX_FRAGMENT_CHARS: usize = 100_000;
/// A payload may not inflate past this: a small link could otherwise expand to gigabytes
/// (a "zlib bomb"). A long game's JSON is well under 100 KB.
pub const MAX_INFLATED_BYTES: usize = 4 * 1024 * 1024;
/// Links up to this length pass through common messaging apps and e-mail unharmed; the UI
/// offers the file form beyond it.
pub const LINK_CHARS_FOR_MESSAGING: usize = 8_000;

/// Deflate level: the best one, since links are short and size is what matters.
const COMPRESSION_LEVEL: u8 = 10;

/// A whole game as it travels between devices: who plays, and the options, seed and
/// actions that rebuild it. Events and states are left out: the receiver recomputes them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SharedGame {
    /// Always [`SHARED_FORMAT`].
    pub format: String,
    /// Always [`SHARED_VERSION`] when written by this version.
    pub version: u32,
    /// The game's id on every device, so a later link updates the same saved game.
    pub id: String,
    pub kind: GameKind,
    pub title: GameTitle,
    /// Read through the names' rule ([`crate::names::players`]).
    #[serde(deserialize_with = "crate::names::players")]
    pub players: Vec<PlayerInfo>,
    pub created_ms: u64,
    /// The game's options, in the engine's own JSON shape.
    pub options: Value,
    #[serde(with = "crate::record::seed_text")]
    pub seed: u64,
    /// Every action of the session's log, in order, in the engine's own JSON shape.
    pub actions: Vec<Value>,
}

/// Why a link or file could not be opened as a game. The UI translates by variant; the
/// English text is the fallback.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// Longer than [`MAX_FRAGMENT_CHARS`]: refused without decoding.
    TooLong { chars: usize, limit: usize },
    /// No payload, or not URL-safe base64: not a link to a shared game.
    NotALink,
    /// The payload was cut or changed on the way (compression or checksum failure, too
    /// large once inflated, not text, not JSON).
    Damaged,
    /// JSON, but not a shared game (another format).
    Foreign,
    /// A shared game from a newer (or unknown) version of Moonvale.
    UnknownVersion(u32),
    /// A game this version does not know.
    UnknownKind(String),
    /// The game does not rebuild: options refused, an action that does not parse or is
    /// illegal (the message says which), or a field of the wrong type or missing.
    InvalidGame(String),
    /// A key given twice in one object (its name): which of its values was meant cannot be
    /// known.
    DuplicateKey(String),
    /// A field a shared game does not have (its path, `players[1].nickname`).
    UnknownField(String),
}

impl std::fmt::Display for ShareError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ShareError::TooLong { chars, limit } => {
                write!(f, "the link is {chars} characters long, more than the {limit} allowed")
            }
            ShareError::NotALink => f.write_str("this is not a link to a shared Moonvale game"),
            ShareError::Damaged => {
                f.write_str("the link is damaged: it was probably cut or changed on the way")
            }
            ShareError::Foreign => f.write_str("this is not a shared Moonvale game"),
            ShareError::UnknownVersion(v) => {
                write!(f, "the shared game has unknown version {v}: is this Moonvale up to date?")
            }
            ShareError::UnknownKind(k) => write!(f, "the shared game is of unknown game {k:?}"),
            ShareError::InvalidGame(e) => write!(f, "the shared game is invalid: {e}"),
            ShareError::DuplicateKey(key) => {
                write!(f, "the shared game gives the key `{key}` twice")
            }
            ShareError::UnknownField(path) => {
                write!(f, "the shared game has an unknown field `{path}`")
            }
        }
    }
}

impl std::error::Error for ShareError {}

impl SharedGame {
    /// The shareable content of a saved game: its identity and players, and the options,
    /// seed and actions of its record (the events are recomputed on arrival).
    pub fn from_record(record: &SaveRecord) -> Result<SharedGame, MovesError> {
        let actions = super::stored::unpack(&record.moves)?;
        Ok(SharedGame::with(
            &record.header(),
            record.moves.options.clone(),
            record.moves.seed,
            actions,
        ))
    }

    /// The shareable content of a typed record.
    #[allow(
        clippy::expect_used,
        reason = "a record erased from typed actions always lists them back"
    )]
    pub fn of<G: Game>(header: &Header, record: &Record<G>) -> SharedGame {
        let moves = record.erase();
        let actions = super::stored::unpack(&moves).expect("an erased record lists its actions");
        SharedGame::with(header, moves.options, moves.seed, actions)
    }

    fn with(header: &Header, options: Value, seed: u64, actions: Vec<Value>) -> SharedGame {
        SharedGame {
            format: SHARED_FORMAT.to_string(),
            version: SHARED_VERSION,
            id: header.id.clone(),
            kind: header.kind,
            title: header.title.clone(),
            players: header.players.clone(),
            created_ms: header.created_ms,
            options,
            seed,
            actions,
        }
    }

    #[allow(
        clippy::expect_used,
        reason = "a shared game is plain JSON values and strings: serialising it cannot fail"
    )]
    fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a shared game always serialises")
    }

    /// The link's fragment: [`FRAGMENT_PREFIX`] then base64url (no padding) of the zlib
    /// compressed JSON.
    pub fn to_fragment(&self) -> String {
        let compressed = miniz_oxide::deflate::compress_to_vec_zlib(
            self.to_json().as_bytes(),
            COMPRESSION_LEVEL,
        );
        let payload = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(compressed);
        format!("{FRAGMENT_PREFIX}{payload}")
    }

    /// The file form: the same content, indented for people who open it.
    #[allow(
        clippy::expect_used,
        reason = "a shared game is plain JSON values and strings: serialising it cannot fail"
    )]
    pub fn to_file_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a shared game always serialises")
    }

    /// Reads a link: the whole URL, its fragment with or without `#`, or the payload alone.
    /// Only the content is checked here; [`SharedGame::to_record`] replays the game.
    pub fn from_fragment(link: &str) -> Result<SharedGame, ShareError> {
        let payload = payload_of(link);
        let chars = payload.chars().count();
        if chars > MAX_FRAGMENT_CHARS {
            return Err(ShareError::TooLong { chars, limit: MAX_FRAGMENT_CHARS });
        }
        if payload.is_empty() {
            return Err(ShareError::NotALink);
        }
        // Characters of the link's alphabet that do not decode are a link cut on the way
        // (its length is wrong); other characters are not a link of ours at all.
        let alphabet = payload.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        let compressed = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(payload)
            .map_err(|_| if alphabet { ShareError::Damaged } else { ShareError::NotALink })?;
        let json = miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(
            &compressed,
            MAX_INFLATED_BYTES,
        )
        .map_err(|_| ShareError::Damaged)?;
        let text = String::from_utf8(json).map_err(|_| ShareError::Damaged)?;
        SharedGame::from_file_text(&text)
    }

    /// Reads the file form (the JSON of [`SharedGame::to_file_json`]); a key given twice
    /// is refused by name (`crate::strict`).
    pub fn from_file_text(text: &str) -> Result<SharedGame, ShareError> {
        let value = crate::strict::parse(text).map_err(|refusal| match refusal {
            crate::strict::Refusal::NotJson(_) => ShareError::Damaged,
            crate::strict::Refusal::DuplicateKey { key, .. } => ShareError::DuplicateKey(key),
        })?;
        SharedGame::from_value(value)
    }

    /// Judges decoded JSON. The format, version and kind are read loosely first, so that a
    /// newer version or an unknown game is named as such rather than as a shape error.
    pub fn from_value(value: Value) -> Result<SharedGame, ShareError> {
        if value.get("format").and_then(Value::as_str) != Some(SHARED_FORMAT) {
            return Err(ShareError::Foreign);
        }
        match value.get("version").and_then(Value::as_u64) {
            Some(v) if v != u64::from(SHARED_VERSION) => {
                return Err(ShareError::UnknownVersion(v.min(u64::from(u32::MAX)) as u32))
            }
            _ => {}
        }
        if let Some(Value::String(kind)) = value.get("kind") {
            if GameKind::parse(kind).is_none() {
                return Err(ShareError::UnknownKind(kind.clone()));
            }
        }
        if let Some(path) = unknown_field(&value) {
            return Err(ShareError::UnknownField(path));
        }
        serde_json::from_value(value).map_err(|e| ShareError::InvalidGame(e.to_string()))
    }

    /// The header this game arrives with, played last at `now_ms`.
    pub fn header(&self, now_ms: u64) -> Header {
        Header {
            id: self.id.clone(),
            kind: self.kind,
            title: self.title.clone(),
            players: self.players.clone(),
            created_ms: self.created_ms,
            last_played_ms: now_ms,
            assisted: false,
            practice: None,
        }
    }

    /// The typed record of this game, checked by one replay with the real engine. Moves that
    /// reached another device are final, so undo starts after the last one.
    pub fn record<G: Game>(
        &self,
    ) -> Result<(Record<G>, Option<moonvale_rules::core::Outcome>), ShareError> {
        let mut record =
            typed::<G>(&self.options, self.seed, &self.actions).map_err(ShareError::InvalidGame)?;
        record.undo_floor = record.actions.len();
        let session = record.session().map_err(|e| ShareError::InvalidGame(replay_message(e)))?;
        Ok((record, session.state.outcome()))
    }

    /// Rebuilds the game with the real engine and makes a saved-game record of it.
    pub fn to_record(&self, now_ms: u64) -> Result<SaveRecord, ShareError> {
        moonvale_rules::with_game!(self.kind, G => {
            let (record, outcome) = self.record::<G>()?;
            Ok(SaveRecord::of(self.header(now_ms), &record, outcome))
        })
    }
}

/// The fields of a shared game (of [`SharedGame`], the same since its first version).
pub const SHARED_FIELDS: [&str; 10] = [
    "format",
    "version",
    "id",
    "kind",
    "title",
    "players",
    "created_ms",
    "options",
    "seed",
    "actions",
];

/// The first field of a shared game's JSON that a shared game does not have, as a path (the
/// options and actions are the engine's, which refuses its own).
fn unknown_field(value: &Value) -> Option<String> {
    use super::saved::{unknown_in, unknown_in_each, PLAYER_FIELDS};
    unknown_in(value, &SHARED_FIELDS, "").or_else(|| {
        unknown_in_each(value, "players", |player, at| unknown_in(player, &PLAYER_FIELDS, at))
    })
}

/// The base64 part of a link: after `#`, after `/shared/`, without surrounding spaces
/// (pasted links often carry a newline).
fn payload_of(link: &str) -> &str {
    let link = link.trim();
    let fragment = link.split_once('#').map_or(link, |(_, after)| after);
    let fragment = fragment.strip_prefix('/').unwrap_or(fragment);
    fragment.strip_prefix("shared/").unwrap_or(fragment).trim()
}

/// Reads options and actions given as JSON as game `G`'s; the error says which part failed,
/// naming an action by its number (from 1).
fn typed<G: Game>(options: &Value, seed: u64, actions: &[Value]) -> Result<Record<G>, String> {
    let options: G::Options = serde_json::from_value(options.clone())
        .map_err(|e| format!("the options are not options of {}: {e}", G::KIND.as_str()))?;
    let actions = actions
        .iter()
        .enumerate()
        .map(|(i, action)| {
            serde_json::from_value(action.clone()).map_err(|e| {
                format!("action {} is not an action of {}: {e}", i + 1, G::KIND.as_str())
            })
        })
        .collect::<Result<Vec<G::Action>, String>>()?;
    Ok(Record { options, seed, actions, undo_floor: 0 })
}

/// A replay's refusal as a shared game's: the part that failed, an action by its number.
fn replay_message<G: Game>(error: RecordError<G>) -> String {
    match error {
        RecordError::Replay(ReplayError::Setup(e)) => {
            format!("the options cannot start a game: {e}")
        }
        RecordError::Replay(ReplayError::Illegal { index, error }) => {
            format!("action {} is illegal: {error}", index + 1)
        }
        other => other.to_string(),
    }
}
