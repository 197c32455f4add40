//! One typed game record: what a game is, for every game, wherever it is kept or sent.
//!
//! A [`Record<G>`] is the options, the seed, the actions and the point before which undo is
//! closed; the session with its states and events is built from it by one replay
//! ([`Record::session`]). A [`Header`] says whose game it is and when it was played. Every
//! textual form a game takes (the stored record, the version-1 record, the exported file, the
//! share link and file, the problem report, the command-line table file) is a codec of these
//! two in [`crate::format`].
//!
//! The list of saved games holds every game at once, so it keeps a record with its game
//! erased ([`Moves`]: the options and actions as the engine's JSON). Which engine reads it is
//! said by its kind, through the game registry (`moonvale_rules::with_game!`):
//! [`crate::format::Registry`].

pub use crate::names::{GameTitle, PlayerInfo, PlayerKind, PlayerName};
use base64::Engine as _;
use moonvale_rules::core::{Game, GameKind, ReplayError, Session};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Whose game it is and when it was played: everything a saved game has besides its record.
#[derive(Clone, Debug, PartialEq)]
pub struct Header {
    /// Unique among the saves of this browser; also the localStorage key suffix.
    pub id: String,
    pub kind: GameKind,
    pub title: GameTitle,
    pub players: Vec<PlayerInfo>,
    /// Milliseconds since the Unix epoch.
    pub created_ms: u64,
    pub last_played_ms: u64,
    /// Whether the game was played with help (a practice undo, a suggested move): counted
    /// apart in the statistics. Saves from before it have none: not assisted.
    pub assisted: bool,
    /// A practice game played on from a position of another game ("Play on from here"):
    /// where it began. Kept out of the statistics and the rating. Saves from before it have
    /// none.
    pub practice: Option<PracticeOrigin>,
}

/// Where a practice game began: the game it was played on from, and the step of that game's
/// replay (its actions before it were played again).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PracticeOrigin {
    /// The saved game's id (it may have been deleted since).
    pub from: String,
    /// Its title then (the practice game carries the same one: [`Header::title`]).
    pub title: crate::names::GameTitle,
    /// How many of its actions the practice game began with.
    pub step: usize,
}

impl Header {
    /// The title in `lang` ([`GameTitle::words`]).
    pub fn title_words(&self, lang: crate::i18n::Lang) -> String {
        self.title.words(lang, self.kind, &self.players)
    }
}

/// A game of `G`: what a replay needs and nothing more.
#[derive(Clone, Debug, PartialEq)]
pub struct Record<G: Game> {
    pub options: G::Options,
    pub seed: u64,
    pub actions: Vec<G::Action>,
    /// Actions at indices below this can no longer be undone.
    pub undo_floor: usize,
}

impl<G: Game> Record<G> {
    /// The record of a session: its options, seed, actions and undo floor.
    pub fn of(session: &Session<G>) -> Self {
        Record {
            options: session.options.clone(),
            seed: session.seed,
            actions: session.log.iter().map(|logged| logged.action.clone()).collect(),
            undo_floor: session.undo_floor,
        }
    }

    /// The session, built by one replay of the actions; its undo floor is the record's,
    /// which may not be past the last action.
    pub fn session(&self) -> Result<Session<G>, RecordError<G>> {
        let actions = self.actions.len();
        if self.undo_floor > actions {
            return Err(RecordError::UndoFloor { floor: self.undo_floor, actions });
        }
        let mut session =
            Session::<G>::replay(self.options.clone(), self.seed, self.actions.iter().cloned())
                .map_err(RecordError::Replay)?;
        session.undo_floor = self.undo_floor;
        Ok(session)
    }

    /// The record with its game erased (the options and actions as the engine's JSON).
    #[allow(
        clippy::expect_used,
        reason = "an engine's options and actions are plain data with string keys: serialising them cannot fail"
    )]
    pub fn erase(&self) -> Moves {
        Moves {
            state_version: G::STATE_VERSION,
            options: serde_json::to_value(&self.options).expect("options serialise"),
            seed: self.seed,
            undo_floor: self.undo_floor,
            actions: Value::Array(
                self.actions
                    .iter()
                    .map(|a| serde_json::to_value(a).expect("actions serialise"))
                    .collect(),
            ),
        }
    }

    /// The record of game `G` an erased one holds (its actions unpacked if need be).
    pub fn from_moves(moves: &Moves) -> Result<Self, MovesError> {
        let options: G::Options = serde_json::from_value(moves.options.clone())
            .map_err(|e| MovesError::Options(e.to_string()))?;
        let actions = moves
            .action_list()?
            .into_iter()
            .map(serde_json::from_value)
            .collect::<Result<Vec<G::Action>, _>>()
            .map_err(|e| MovesError::Action(e.to_string()))?;
        Ok(Record { options, seed: moves.seed, actions, undo_floor: moves.undo_floor })
    }

    /// Opens an erased record as game `G`: its session by one replay. Moves written by an
    /// older engine (a lower state version) that no longer replay are rebuilt from their
    /// options, seed and actions, the actions rewritten into today's by
    /// [`Game::upgrade_log`]; undo then starts after the last one, the game going on
    /// under today's rules from where it was.
    pub fn open(moves: &Moves) -> Result<(Self, Session<G>), MovesError> {
        let record = Self::from_moves(moves)?;
        match record.session() {
            Ok(session) => Ok((record, session)),
            Err(damage) if moves.state_version < G::STATE_VERSION => {
                Self::upgraded(record.options, record.seed, &record.actions)
                    .map_err(|_| MovesError::game(&damage))
            }
            Err(damage) => Err(MovesError::game(&damage)),
        }
    }

    /// The game an older engine's actions give under today's rules, undo closed after them.
    pub fn upgraded(
        options: G::Options,
        seed: u64,
        actions: &[G::Action],
    ) -> Result<(Self, Session<G>), MovesError> {
        let actions = G::upgrade_log(&options, seed, actions);
        let mut record = Record { options, seed, actions, undo_floor: 0 };
        record.undo_floor = record.actions.len();
        let session = record.session().map_err(|e| MovesError::game(&e))?;
        Ok((record, session))
    }
}

/// Why a record does not make a game.
#[derive(Clone, Debug, PartialEq)]
pub enum RecordError<G: Game> {
    /// The options do not set a game up, or an action is refused.
    Replay(ReplayError<G>),
    /// Undo closed past the last action.
    UndoFloor { floor: usize, actions: usize },
}

impl<G: Game> std::fmt::Display for RecordError<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordError::Replay(e) => e.fmt(f),
            RecordError::UndoFloor { floor, actions } => {
                write!(f, "undo closed at {floor} of {actions} actions")
            }
        }
    }
}

/// What [`crate::format::Unopened`] answers: the record is whole as far as one can tell without an engine.
pub const NOT_OPENED_HERE: &str = "opened only where the rules engines are";

/// Why an erased record ([`Moves`]) does not open as a game. Its [`Display`] is the sentence
/// the saves, imports and links have always reported (serde's own words where it read JSON).
///
/// [`Display`]: std::fmt::Display
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MovesError {
    /// The record is of another game than the one asked for.
    WrongKind { found: GameKind, expected: GameKind },
    /// The options are not the engine's (serde's message).
    Options(String),
    /// The actions are neither a list nor a packed text.
    ActionsShape,
    /// Packed actions that are not base64url.
    NotBase64,
    /// Packed actions that do not inflate (or would inflate past the limit).
    NoInflate,
    /// Unpacked actions that are not a JSON list (serde's message).
    NotAList(String),
    /// An action is not one of the engine's (serde's message).
    Action(String),
    /// No engine here to open it ([`crate::format::Unopened`]).
    NotOpenedHere,
    /// The record does not make a game ([`RecordError`]), in its words: erased records are
    /// of any game, so the typed error is not kept.
    Game(String),
}

impl MovesError {
    /// The record's game error, in words.
    pub fn game<G: Game>(error: &RecordError<G>) -> MovesError {
        MovesError::Game(error.to_string())
    }
}

impl std::fmt::Display for MovesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MovesError::WrongKind { found, expected } => {
                write!(f, "this is a {} game, not {}", found.as_str(), expected.as_str())
            }
            MovesError::Options(e) | MovesError::Action(e) | MovesError::Game(e) => f.write_str(e),
            MovesError::NotOpenedHere => f.write_str(NOT_OPENED_HERE),
            MovesError::ActionsShape => f.write_str("the actions are neither a list nor packed"),
            MovesError::NotBase64 => f.write_str("the actions are not base64url"),
            MovesError::NoInflate => f.write_str("the actions do not inflate"),
            MovesError::NotAList(e) => write!(f, "the actions are not a JSON list: {e}"),
        }
    }
}

impl std::error::Error for MovesError {}

/// The sentence, for the codes that still report errors as text.
impl From<MovesError> for String {
    fn from(error: MovesError) -> String {
        error.to_string()
    }
}

/// A record with its game erased, as the list of saved games holds every game at once, and
/// as it is stored: the engine's state version, options, seed, undo floor and actions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Moves {
    pub state_version: u32,
    pub options: Value,
    #[serde(with = "seed_text")]
    pub seed: u64,
    pub undo_floor: usize,
    /// The actions: a list, or (a finished game as stored) their JSON array zlib-deflated
    /// in base64url without padding, unpacked when the game is opened
    /// ([`crate::format::stored`]).
    pub actions: Value,
}

/// The actions may not inflate past this (a long game's actions are well under 100 KB).
const MAX_ACTIONS_BYTES: usize = 4 * 1024 * 1024;

impl Moves {
    /// The actions as JSON values, unpacked if they are packed.
    pub fn action_list(&self) -> Result<Vec<Value>, MovesError> {
        let packed = match &self.actions {
            Value::Array(actions) => return Ok(actions.clone()),
            Value::String(packed) => packed,
            _ => return Err(MovesError::ActionsShape),
        };
        let deflated = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(packed)
            .map_err(|_| MovesError::NotBase64)?;
        let json =
            miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(&deflated, MAX_ACTIONS_BYTES)
                .map_err(|_| MovesError::NoInflate)?;
        serde_json::from_slice(&json).map_err(|e| MovesError::NotAList(e.to_string()))
    }
}

/// A seed as every form of a game writes it: a string of decimal digits. A seed is any of
/// the 2^64 values, and a JSON number above 2^53 is rounded by JavaScript (an edit in the
/// browser's tools, any script that reads a save and writes it back), which would make
/// another game. Read from a string or, as older forms wrote it, a number.
pub mod seed_text {
    use serde::{de, Deserializer, Serializer};
    use std::fmt;

    pub fn serialize<S: Serializer>(seed: &u64, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(seed)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
        deserializer.deserialize_any(SeedVisitor)
    }

    struct SeedVisitor;

    const EXPECTED: &str =
        "a seed: a whole number from 0 to 18446744073709551615, as a string of digits";

    impl de::Visitor<'_> for SeedVisitor {
        type Value = u64;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str(EXPECTED)
        }
        fn visit_u64<E: de::Error>(self, seed: u64) -> Result<u64, E> {
            Ok(seed)
        }
        fn visit_i64<E: de::Error>(self, seed: i64) -> Result<u64, E> {
            u64::try_from(seed).map_err(|_| E::custom(format!("the seed {seed} is negative")))
        }
        fn visit_f64<E: de::Error>(self, seed: f64) -> Result<u64, E> {
            Err(E::custom(format!("the seed {seed} is not {EXPECTED}")))
        }
        fn visit_str<E: de::Error>(self, text: &str) -> Result<u64, E> {
            // Digits only: `u64::from_str` would also take a sign.
            let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
            text.parse()
                .ok()
                .filter(|_| digits)
                .ok_or_else(|| E::custom(format!("the seed {text:?} is not {EXPECTED}")))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Moves, MovesError};
    use base64::Engine as _;
    use moonvale_rules::core::GameKind;
    use serde_json::{json, Value};

    fn moves(actions: Value) -> Moves {
        Moves { state_version: 1, options: Value::Null, seed: 1, undo_floor: 0, actions }
    }

    fn said(actions: Value) -> String {
        moves(actions).action_list().unwrap_err().to_string()
    }

    #[test]
    fn moves_errors_keep_their_sentences() {
        assert_eq!(said(json!(3)), "the actions are neither a list nor packed");
        assert_eq!(said(json!("*")), "the actions are not base64url");
        assert_eq!(said(json!("AAAA")), "the actions do not inflate");
        let not_json = miniz_oxide::deflate::compress_to_vec_zlib(b"x", 9);
        let packed = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(not_json);
        assert!(said(json!(packed)).starts_with("the actions are not a JSON list: "));
        let wrong =
            MovesError::WrongKind { found: GameKind::ViaNebula, expected: GameKind::NovaLuna };
        assert_eq!(wrong.to_string(), "this is a via-nebula game, not nova-luna");
        assert_eq!(MovesError::NotOpenedHere.to_string(), super::NOT_OPENED_HERE);
        assert_eq!(String::from(MovesError::NotBase64), "the actions are not base64url");
    }
}
