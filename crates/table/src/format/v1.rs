//! The record of version 1: the whole session with every state and event (`game`), as saves
//! were written before the stored form of version 2 ([`super::stored`]). Still read, so every
//! such save opens; written only to make such saves (tests, the archive's sample of older
//! saves), never by a save. The one place that reads a session's log.

use super::saved::{unknown_in, unknown_in_each, Damage, SaveRecord, FORMAT_MARKER, PLAYER_FIELDS};
use super::{GameSet, Opened};
use crate::record::{GameTitle, Header, Moves, MovesError, PlayerInfo, Record};
use moonvale_rules::core::{Game, GameKind, ReplayError, Session};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The version of this layout.
pub const VERSION: u32 = 1;

/// A record of version 1 as it was written.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordV1 {
    format: String,
    schema_version: u32,
    id: String,
    kind: GameKind,
    title: GameTitle,
    #[serde(deserialize_with = "crate::names::players")]
    players: Vec<PlayerInfo>,
    created_ms: u64,
    last_played_ms: u64,
    /// The serialised `Session<G>` of the game named by `kind`.
    game: Value,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    assisted: bool,
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
/// what its actions give, field for field (an extra one is named by [`read`]). Those of an
/// older engine version are that engine's, and some of their fields are gone (Via Nebula's
/// state version 1, saved before the rule corrections of docs/RULINGS.md, has
/// `pending.returned`, today `pending.step`, and powers of one step): they are not read at
/// all, the game being rebuilt from its options, seed and actions.
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
/// The fields of a session in a record of version 1.
pub const SESSION_FIELDS: [&str; 6] =
    ["state_version", "options", "seed", "log", "state", "undo_floor"];
/// The fields of a logged move in a record of version 1.
pub const LOGGED_FIELDS: [&str; 3] = ["seat", "action", "events"];

/// The first field a record of version 1 has that none of its writers wrote (a part of the
/// wrong type is left to the record's reader to refuse).
pub fn unknown_field(record: &Value) -> Option<String> {
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

/// Why the session of a record of version 1 is refused. Its [`Display`] is the sentence the
/// imports have always reported (serde's own words where it read JSON).
///
/// [`Display`]: std::fmt::Display
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum V1Error {
    /// A field the session must have is missing (or `log` is not a list).
    MissingField(&'static str),
    /// `state_version` or `undo_floor` is not a number.
    NotANumber(&'static str),
    /// The seed is not a number of 64 bits.
    SeedNot64Bits,
    /// A logged move without its action.
    NoAction,
    /// The options, an action, the state or the log do not read or write as the engine's
    /// JSON (serde's message).
    Json(String),
    /// The session's record does not open ([`Record::upgraded`], [`Record::open`]).
    Moves(MovesError),
    /// The replay refuses it (another state version, a session its actions do not give),
    /// in the replay's words ([`ReplayError`]).
    Replay(String),
    /// The stored session has a field the replayed one does not (the usual edit that adds
    /// one): the replay's words, then the field's path.
    UnknownField { diverged: String, path: String },
}

impl std::fmt::Display for V1Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            V1Error::MissingField(name) => write!(f, "missing field `{name}`"),
            V1Error::NotANumber(name) => write!(f, "`{name}` is not a number"),
            V1Error::SeedNot64Bits => f.write_str("`seed` is not a 64-bit number"),
            V1Error::NoAction => f.write_str("a logged move has no action"),
            V1Error::Json(e) | V1Error::Replay(e) => f.write_str(e),
            V1Error::Moves(e) => e.fmt(f),
            V1Error::UnknownField { diverged, path } => {
                write!(f, "{diverged}: unknown field `{path}`")
            }
        }
    }
}

impl std::error::Error for V1Error {}

impl From<MovesError> for V1Error {
    fn from(error: MovesError) -> V1Error {
        V1Error::Moves(error)
    }
}

/// The sentence, for the codes that still report errors as text.
impl From<V1Error> for String {
    fn from(error: V1Error) -> String {
        error.to_string()
    }
}

/// The actions of a stored session's log.
fn logged_actions<G: Game>(game: &Value) -> Result<Vec<G::Action>, V1Error> {
    game.get("log")
        .and_then(Value::as_array)
        .ok_or(V1Error::MissingField("log"))?
        .iter()
        .map(|logged| {
            let action = logged.get("action").ok_or(V1Error::NoAction)?;
            serde_json::from_value(action.clone()).map_err(|e| V1Error::Json(e.to_string()))
        })
        .collect()
}

/// Reads the session of a record of version 1 as game `G`, by one replay of its actions,
/// and refuses it unless its stored state, log and undo limit are what those actions give
/// (the checks of [`Session::verify`]). Only the options and the actions are deserialised:
/// the state and the events are compared as JSON, which keeps their deserialisers, about a
/// tenth of the page's wasm, out of it. A session of an older engine version (a lower
/// `state_version`) is rebuilt from its options, seed and actions alone
/// ([`Record::upgraded`]).
pub fn read<G: Game>(game: &Value) -> Result<(Record<G>, Session<G>), V1Error> {
    let field = |name: &'static str| game.get(name).ok_or(V1Error::MissingField(name));
    let found = field("state_version")?.as_u64().ok_or(V1Error::NotANumber("state_version"))?;
    let options: G::Options = serde_json::from_value(field("options")?.clone())
        .map_err(|e| V1Error::Json(e.to_string()))?;
    let seed = field("seed")?.as_u64().ok_or(V1Error::SeedNot64Bits)?;
    if found < u64::from(G::STATE_VERSION) {
        return Ok(Record::upgraded(options, seed, &logged_actions::<G>(game)?)?);
    }
    if found != u64::from(G::STATE_VERSION) {
        let found = u32::try_from(found).unwrap_or(u32::MAX);
        return Err(V1Error::Replay(
            ReplayError::<G>::WrongVersion { found, expected: G::STATE_VERSION }.to_string(),
        ));
    }
    let undo_floor = field("undo_floor")?.as_u64().ok_or(V1Error::NotANumber("undo_floor"))?;
    let actions = logged_actions::<G>(game)?;
    let mut record = Record::<G> { options, seed, actions, undo_floor: 0 };
    let mut session = record.session().map_err(|e| V1Error::Moves(MovesError::game(&e)))?;
    let diverged = || ReplayError::<G>::Diverged.to_string();
    let as_json =
        |value: Result<Value, serde_json::Error>| value.map_err(|e| V1Error::Json(e.to_string()));
    for name in ["state", "log"] {
        let replayed = match name {
            "state" => as_json(serde_json::to_value(&session.state))?,
            _ => as_json(serde_json::to_value(&session.log))?,
        };
        let stored = field(name)?;
        if replayed != *stored {
            // A field the game does not have is named: the usual edit that adds one.
            return Err(match crate::strict::extra_field(stored, &replayed) {
                Some(path) => V1Error::UnknownField {
                    diverged: diverged(),
                    path: crate::strict::join(name, &path),
                },
                None => V1Error::Replay(diverged()),
            });
        }
    }
    let undo_floor = usize::try_from(undo_floor).map_err(|_| V1Error::Replay(diverged()))?;
    if !session.allows_undo_floor(undo_floor) {
        return Err(V1Error::Replay(diverged()));
    }
    session.undo_floor = undo_floor;
    record.undo_floor = undo_floor;
    Ok((record, session))
}

/// [`read`], erased.
pub fn read_opened<G: Game>(game: &Value) -> Result<Opened, V1Error> {
    let (record, session) = read::<G>(game)?;
    Ok(Opened { moves: record.erase(), outcome: session.state.outcome() })
}

/// The session of an erased record of game `G`, states and events included, as version 1
/// stored it.
pub fn session_of<G: Game>(moves: &Moves) -> Result<Value, V1Error> {
    let (_, session) = Record::<G>::open(moves)?;
    serde_json::to_value(&session).map_err(|e| V1Error::Json(e.to_string()))
}

/// A record of version 1 for a saved game (its session replayed by its engine in `games`).
pub fn encode(record: &SaveRecord, games: &dyn GameSet) -> Result<String, String> {
    let header = record;
    let v1 = RecordV1 {
        format: FORMAT_MARKER.to_string(),
        schema_version: VERSION,
        id: header.id.clone(),
        kind: header.kind,
        title: header.title.clone(),
        players: header.players.clone(),
        created_ms: header.created_ms,
        last_played_ms: header.last_played_ms,
        game: games.write_v1(header.kind, &record.moves)?,
        assisted: header.assisted,
    };
    serde_json::to_string(&v1).map_err(|e| e.to_string())
}

/// Reads a record of version 1 (already judged by `storage::classify`), its session checked
/// by one replay.
pub fn decode(value: Value, games: &dyn GameSet) -> Result<SaveRecord, Damage> {
    let v1 = parse(value)?;
    let opened =
        games.read_v1(v1.kind, &v1.game).map_err(|e| Damage::InvalidGame(e.to_string()))?;
    Ok(SaveRecord::erased(header(v1), opened.moves, opened.outcome))
}

/// [`decode`] as game `G`, with the session its one replay built.
pub fn decode_as<G: Game>(value: Value) -> Result<(SaveRecord, Session<G>), Damage> {
    let v1 = parse(value)?;
    let (record, session) = read::<G>(&v1.game).map_err(|e| Damage::InvalidGame(e.to_string()))?;
    let outcome = session.state.outcome();
    Ok((SaveRecord::of(header(v1), &record, outcome), session))
}

fn parse(value: Value) -> Result<RecordV1, Damage> {
    let v1: RecordV1 =
        serde_json::from_value(value).map_err(|e| Damage::MissingFields(e.to_string()))?;
    if v1.format != FORMAT_MARKER {
        return Err(Damage::MissingFields("format".into()));
    }
    Ok(v1)
}

fn header(v1: RecordV1) -> Header {
    Header {
        id: v1.id,
        kind: v1.kind,
        title: v1.title,
        players: v1.players,
        created_ms: v1.created_ms,
        last_played_ms: v1.last_played_ms,
        assisted: v1.assisted,
        practice: None,
    }
}

impl SaveRecord {
    /// The record as version 1 wrote it, its session with every event (saves written before
    /// version 2 look like this, and still load): made to test that they do.
    pub fn to_json(&self) -> String {
        self.to_json_with(&super::Registry)
    }

    /// [`SaveRecord::to_json`] with the engines of `games` (a test game's, say).
    #[allow(
        clippy::expect_used,
        reason = "the caller gives the engines of the record's own games, so it replays"
    )]
    pub fn to_json_with(&self, games: &dyn GameSet) -> String {
        encode(self, games).expect("a saved game of these games replays")
    }
}
