//! How a saved game is stored (record version 2): what a replay needs and nothing more, the
//! options, the seed and the actions (a finished game's deflated, in base64url), with a small
//! summary (how many actions, the outcome) so the list of saved games shows a thousand
//! games without replaying one. A finished four-player Via Nebula game is about 2 KB so
//! stored, where the whole session with every event (record version 1) was about 50 KB.
//!
//! Opening a record replays its actions: the game is rebuilt by the engine, so a stored
//! record cannot hold a state its actions do not lead to. Records of version 1 still load.

use super::record::{Damage, PlayerInfo, SaveRecord, Validators, FORMAT_MARKER};
use base64::Engine as _;
use moonvale_rules::core::{Game, GameKind, Outcome, Session};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The version of the stored layout below.
pub const STORED_VERSION: u32 = 2;

/// The actions may not inflate past this (a long game's actions are well under 100 KB).
const MAX_ACTIONS_BYTES: usize = 4 * 1024 * 1024;

/// What a replay needs: the session's engine version, options, seed and actions, and the
/// point before which undo is closed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Moves {
    pub state_version: u32,
    pub options: Value,
    pub seed: u64,
    pub undo_floor: usize,
    /// The actions: a finished game's as their JSON array zlib-deflated in base64url without
    /// padding (a string); a game in progress keeps the array itself, so a save after each
    /// action does not deflate the whole game again.
    pub actions: Value,
}

/// What the list shows without replaying: written with the record, checked when it opens.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Summary {
    pub actions: usize,
    pub outcome: Option<Outcome>,
}

/// A record as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoredRecord {
    pub format: String,
    pub schema_version: u32,
    pub id: String,
    pub kind: GameKind,
    pub title: String,
    pub players: Vec<PlayerInfo>,
    pub created_ms: u64,
    pub last_played_ms: u64,
    pub summary: Summary,
    pub moves: Moves,
    /// A game played with help ([`SaveRecord::assisted`]); absent (false) in older saves.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub assisted: bool,
}

/// Rebuilds a session payload (`Session<G>` as JSON) from stored moves; registered per game.
pub type Rebuilder = fn(&Moves, Vec<Value>) -> Result<Value, String>;

/// The standard rebuild: replay the actions under today's engine.
pub fn rebuild<G: Game>(moves: &Moves, actions: Vec<Value>) -> Result<Value, String> {
    serde_json::to_value(replay::<G>(moves, actions)?).map_err(|e| e.to_string())
}

/// The session the stored moves give under today's engine.
pub fn replay<G: Game>(moves: &Moves, actions: Vec<Value>) -> Result<Session<G>, String> {
    let options: G::Options =
        serde_json::from_value(moves.options.clone()).map_err(|e| e.to_string())?;
    let actions = actions
        .into_iter()
        .map(serde_json::from_value)
        .collect::<Result<Vec<G::Action>, _>>()
        .map_err(|e| e.to_string())?;
    let count = actions.len();
    let mut session =
        Session::<G>::replay(options, moves.seed, actions).map_err(|e| e.to_string())?;
    if moves.undo_floor > count {
        return Err(format!("undo closed at {} of {count} actions", moves.undo_floor));
    }
    session.undo_floor = moves.undo_floor;
    Ok(session)
}

fn pack(actions: &[&Value], finished: bool) -> Value {
    if !finished {
        return Value::Array(actions.iter().map(|&a| a.clone()).collect());
    }
    let json = serde_json::to_vec(actions).expect("actions serialise");
    let deflated = miniz_oxide::deflate::compress_to_vec_zlib(&json, 9);
    Value::String(base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(deflated))
}

/// The actions stored in `moves`, as JSON values.
pub fn unpack(moves: &Moves) -> Result<Vec<Value>, String> {
    let packed = match &moves.actions {
        Value::Array(actions) => return Ok(actions.clone()),
        Value::String(packed) => packed,
        _ => return Err("the actions are neither a list nor packed".into()),
    };
    let deflated = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(packed)
        .map_err(|_| "the actions are not base64url".to_string())?;
    let json =
        miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(&deflated, MAX_ACTIONS_BYTES)
            .map_err(|_| "the actions do not inflate".to_string())?;
    serde_json::from_slice(&json).map_err(|e| format!("the actions are not a JSON list: {e}"))
}

impl StoredRecord {
    /// The stored form of a record whose `game` holds its session.
    pub fn of(record: &SaveRecord) -> Result<StoredRecord, String> {
        let game = &record.game;
        let log = game.get("log").and_then(Value::as_array).ok_or("the session has no log")?;
        let actions = log
            .iter()
            .map(|logged| logged.get("action").ok_or("a logged move has no action"))
            .collect::<Result<Vec<&Value>, _>>()?;
        let moves = Moves {
            state_version: game
                .get("state_version")
                .and_then(Value::as_u64)
                .ok_or("the session has no version")? as u32,
            options: game.get("options").cloned().ok_or("the session has no options")?,
            seed: game.get("seed").and_then(Value::as_u64).ok_or("the session has no seed")?,
            undo_floor: game.get("undo_floor").and_then(Value::as_u64).unwrap_or(0) as usize,
            actions: pack(&actions, record.outcome.is_some()),
        };
        Ok(StoredRecord::with(record, actions.len(), moves))
    }

    /// The stored form of a record listed without its session: its moves as they were.
    pub fn of_moves(record: &SaveRecord, moves: &Moves) -> StoredRecord {
        let actions = unpack(moves).map(|a| a.len()).unwrap_or(0);
        StoredRecord::with(record, actions, moves.clone())
    }

    /// `record`'s identity, players and times, with its moves and their summary.
    fn with(record: &SaveRecord, actions: usize, moves: Moves) -> StoredRecord {
        StoredRecord {
            format: FORMAT_MARKER.to_string(),
            schema_version: STORED_VERSION,
            id: record.id.clone(),
            kind: record.kind,
            title: record.title.clone(),
            players: record.players.clone(),
            created_ms: record.created_ms,
            last_played_ms: record.last_played_ms,
            summary: Summary { actions, outcome: record.outcome.clone() },
            moves,
            assisted: record.assisted,
        }
    }

    /// The record as the list shows it, without replaying: its session is rebuilt when it
    /// is opened ([`SaveRecord::session`]) and its summary checked then.
    pub fn listed(self) -> SaveRecord {
        SaveRecord {
            format: self.format,
            // The record in memory has the layout of version 1 (with its session once
            // opened); only storage and files use this compact one.
            schema_version: super::record::SCHEMA_VERSION,
            id: self.id,
            kind: self.kind,
            title: self.title,
            players: self.players,
            created_ms: self.created_ms,
            last_played_ms: self.last_played_ms,
            game: Value::Null,
            assisted: self.assisted,
            outcome: self.summary.outcome,
            stored: Some(Box::new(self.moves)),
        }
    }

    /// The whole record, its session replayed from the moves by the game's engine. A
    /// session of an older engine version is rebuilt by the game's repair, as for records
    /// of version 1.
    pub fn opened(self, validators: &Validators) -> Result<SaveRecord, Damage> {
        let actions = unpack(&self.moves).map_err(Damage::InvalidGame)?;
        let kind = self.kind;
        let game = match validators.rebuild(kind, &self.moves, actions.clone()) {
            Ok(game) => game,
            Err(damage) => {
                let old = serde_json::json!({
                    "state_version": self.moves.state_version,
                    "options": self.moves.options,
                    "seed": self.moves.seed,
                    "log": actions.into_iter().map(|a| serde_json::json!({"action": a})).collect::<Vec<_>>(),
                });
                validators.repair(kind, &old).ok_or(Damage::InvalidGame(damage))?
            }
        };
        let outcome = validators.check(kind, &game).map_err(Damage::InvalidGame)?;
        let mut record = self.listed();
        record.game = game;
        record.outcome = outcome;
        record.stored = None;
        Ok(record)
    }
}

/// The fields of a record of version 2, as every version that wrote it wrote them (since the
/// stored form, with a list of actions for a game in progress since a little after; before,
/// its actions were always packed). Nothing was removed since: a field outside these lists
/// is refused by name, so a record is never read and written back without it.
pub const STORED_FIELDS: [&str; 11] = [
    "format",
    "schema_version",
    "id",
    "kind",
    "title",
    "players",
    "created_ms",
    "last_played_ms",
    "summary",
    "moves",
    // Since games played with help are told apart; written only when true.
    "assisted",
];
/// The fields of [`Summary`].
pub const SUMMARY_FIELDS: [&str; 2] = ["actions", "outcome"];
/// The fields of the summary's outcome (`ending` since outcomes name how a game ended, which
/// was before version 2; read as empty when missing).
pub const OUTCOME_FIELDS: [&str; 6] =
    ["scores", "higher_is_better", "winners", "standings", "tie_break", "ending"];
/// The fields of [`Moves`].
pub const MOVES_FIELDS: [&str; 5] = ["state_version", "options", "seed", "undo_floor", "actions"];

/// The first field a record of version 2 has that none of its writers wrote, as a path (a
/// part of the wrong type is left to the reader to refuse). The options and the actions are
/// read by the game's own types, which refuse a field they do not have.
pub fn unknown_field(record: &Value) -> Option<String> {
    use super::record::{unknown_in, unknown_in_each, PLAYER_FIELDS};
    let player = |p: &Value, at: &str| unknown_in(p, &PLAYER_FIELDS, at);
    unknown_in(record, &STORED_FIELDS, "")
        .or_else(|| unknown_in_each(record, "players", player))
        .or_else(|| {
            let summary = record.get("summary")?;
            unknown_in(summary, &SUMMARY_FIELDS, "summary")
                .or_else(|| unknown_in(summary.get("outcome")?, &OUTCOME_FIELDS, "summary.outcome"))
        })
        .or_else(|| unknown_in(record.get("moves")?, &MOVES_FIELDS, "moves"))
}

/// Judges a stored text of version 2, as [`super::classify`] does for version 1: `open`
/// replays it (to resume, replay or export it), otherwise it is read as the list needs it.
pub fn classify_stored(
    value: Value,
    validators: &Validators,
    open: bool,
) -> Result<SaveRecord, Damage> {
    let stored: StoredRecord =
        serde_json::from_value(value).map_err(|e| Damage::MissingFields(e.to_string()))?;
    if stored.format != FORMAT_MARKER {
        return Err(Damage::MissingFields("format".into()));
    }
    if open {
        stored.opened(validators)
    } else {
        Ok(stored.listed())
    }
}
