//! The stored record (version 2): a saved game as localStorage and the archive keep it, and
//! as a file exports it. Its header, its erased record ([`Moves`]: the options, the seed and
//! the actions; a finished game's actions deflated, in base64url) and a small summary (how
//! many actions, the outcome), so the list of saved games shows a thousand games without
//! replaying one. A finished four-player Via Nebula game is about 2 KB so stored, where the
//! whole session with every event (version 1, [`super::v1`]) was about 50 KB.
//!
//! Opening a record replays its actions: the game is rebuilt by the engine, so a stored
//! record cannot hold a state its actions do not lead to.

use super::saved::{unknown_in, unknown_in_each, Damage, SaveRecord, FORMAT_MARKER, PLAYER_FIELDS};
use super::GameSet;
use crate::record::{GameTitle, Moves, MovesError, PlayerInfo};
use base64::Engine as _;
use moonvale_rules::core::{GameKind, Outcome};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The version of the stored layout below.
pub const STORED_VERSION: u32 = 2;

/// What the list shows without replaying: written with the record, checked when it opens.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Summary {
    pub actions: usize,
    pub outcome: Option<Outcome>,
}

impl Summary {
    /// Whether this summary can be the one of `moves` played by `seats` seats, as far as can
    /// be told without replaying them (the page's home app has no engine; the list of saved
    /// games shows a thousand without one replay): the count of a list of actions; an outcome
    /// only with the packed actions every writer gives a finished game; winners, scores and
    /// standings that name the seats there are. A summary edited to say a game in progress
    /// is won, say, is not believed; the game's own outcome replaces it when it is opened
    /// (and where the engines are, when it is listed: `ui::pages::home`).
    pub fn fits(&self, moves: &Moves, seats: usize) -> Result<(), String> {
        if let Value::Array(actions) = &moves.actions {
            if actions.len() != self.actions {
                return Err(format!(
                    "the summary counts {} actions, the record has {}",
                    self.actions,
                    actions.len()
                ));
            }
        }
        let Some(outcome) = &self.outcome else { return Ok(()) };
        if !moves.actions.is_string() {
            return Err("the summary says the game is over, its actions say it goes on".into());
        }
        let mut ranked: Vec<usize> = outcome.standings.iter().flatten().copied().collect();
        ranked.sort_unstable();
        let mut winners = outcome.winners.clone();
        winners.sort_unstable();
        let mut first = outcome.standings.first().cloned().unwrap_or_default();
        first.sort_unstable();
        if outcome.scores.len() != seats
            || ranked != (0..seats).collect::<Vec<_>>()
            || winners.is_empty()
            || winners != first
        {
            return Err("the summary's result does not fit the game's seats".into());
        }
        Ok(())
    }
}

/// A record as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoredRecord {
    pub format: String,
    pub schema_version: u32,
    pub id: String,
    pub kind: GameKind,
    pub title: GameTitle,
    /// Read through the names' rule ([`crate::names::players`]).
    #[serde(deserialize_with = "crate::names::players")]
    pub players: Vec<PlayerInfo>,
    pub created_ms: u64,
    pub last_played_ms: u64,
    pub summary: Summary,
    pub moves: Moves,
    /// A game played with help ([`crate::record::Header::assisted`]); absent (false) in
    /// older saves.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub assisted: bool,
    /// A practice game's origin ([`crate::record::Header::practice`]); absent in other games
    /// and older saves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub practice: Option<crate::record::PracticeOrigin>,
}

/// A finished game's actions are packed (deflated, base64url); a game in progress keeps the
/// list itself, so a save after each action does not deflate the whole game again.
#[allow(
    clippy::expect_used,
    reason = "actions are already JSON values: serialising them cannot fail"
)]
fn pack(actions: &[Value], finished: bool) -> Value {
    if !finished {
        return Value::Array(actions.to_vec());
    }
    let json = serde_json::to_vec(actions).expect("actions serialise");
    let deflated = miniz_oxide::deflate::compress_to_vec_zlib(&json, 9);
    Value::String(base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(deflated))
}

/// The actions stored in `moves`, as JSON values.
pub fn unpack(moves: &Moves) -> Result<Vec<Value>, MovesError> {
    moves.action_list()
}

impl From<SaveRecord> for StoredRecord {
    fn from(record: SaveRecord) -> StoredRecord {
        StoredRecord::of(&record)
    }
}

impl StoredRecord {
    /// The stored form of a saved game: its header and erased record, with their summary.
    /// A finished game's actions are packed; a packed list is kept as it is.
    pub fn of(record: &SaveRecord) -> StoredRecord {
        let (count, actions) = match unpack(&record.moves) {
            Ok(list) if !record.moves.actions.is_string() => {
                (list.len(), pack(&list, record.outcome.is_some()))
            }
            list => (list.map_or(0, |l| l.len()), record.moves.actions.clone()),
        };
        let header = record;
        StoredRecord {
            format: FORMAT_MARKER.to_string(),
            schema_version: STORED_VERSION,
            id: header.id.clone(),
            kind: header.kind,
            title: header.title.clone(),
            players: header.players.clone(),
            created_ms: header.created_ms,
            last_played_ms: header.last_played_ms,
            summary: Summary { actions: count, outcome: record.outcome.clone() },
            moves: Moves { actions, ..record.moves.clone() },
            assisted: header.assisted,
            practice: header.practice.clone(),
        }
    }

    /// The record as the list shows it, without replaying: its game is replayed when it is
    /// opened, and its summary's outcome is then the game's own.
    pub fn listed(self) -> SaveRecord {
        let header = crate::record::Header {
            id: self.id,
            kind: self.kind,
            title: self.title,
            players: self.players,
            created_ms: self.created_ms,
            last_played_ms: self.last_played_ms,
            assisted: self.assisted,
            practice: self.practice,
        };
        SaveRecord::erased(header, self.moves, self.summary.outcome)
    }

    /// The record opened by its engine (one replay), its outcome the game's own. Moves of an
    /// older engine version are rebuilt ([`crate::record::Record::open`]).
    pub fn opened(self, games: &dyn GameSet) -> Result<SaveRecord, Damage> {
        let opened =
            games.open(self.kind, &self.moves).map_err(|e| Damage::InvalidGame(e.to_string()))?;
        let mut record = self.listed();
        record.moves = opened.moves;
        record.outcome = opened.outcome;
        Ok(record)
    }
}

/// The text written to storage.
#[allow(
    clippy::expect_used,
    reason = "a stored record is plain JSON values and strings: serialising it cannot fail"
)]
pub fn encode(record: &SaveRecord) -> String {
    serde_json::to_string(&StoredRecord::of(record)).expect("a record always serialises")
}

/// The fields of a record of version 2, as every version that wrote it wrote them (since the
/// stored form, with a list of actions for a game in progress since a little after; before,
/// its actions were always packed). Nothing was removed since: a field outside these lists
/// is refused by name, so a record is never read and written back without it.
pub const STORED_FIELDS: [&str; 12] = [
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
    // Since a practice game can be played on from a position; written only for those.
    "practice",
];
/// The fields of a practice game's origin.
pub const PRACTICE_FIELDS: [&str; 3] = ["from", "title", "step"];
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
    let player = |p: &Value, at: &str| unknown_in(p, &PLAYER_FIELDS, at);
    unknown_in(record, &STORED_FIELDS, "")
        .or_else(|| unknown_in_each(record, "players", player))
        .or_else(|| {
            let summary = record.get("summary")?;
            unknown_in(summary, &SUMMARY_FIELDS, "summary")
                .or_else(|| unknown_in(summary.get("outcome")?, &OUTCOME_FIELDS, "summary.outcome"))
        })
        .or_else(|| unknown_in(record.get("moves")?, &MOVES_FIELDS, "moves"))
        .or_else(|| unknown_in(record.get("practice")?, &PRACTICE_FIELDS, "practice"))
}

/// Reads a stored text of version 2 (already judged by `storage::classify`): `open` replays
/// it (to resume, replay or export it), otherwise it is read as the list needs it.
pub fn decode(value: Value, games: &dyn GameSet, open: bool) -> Result<SaveRecord, Damage> {
    let mut stored: StoredRecord =
        serde_json::from_value(value).map_err(|e| Damage::MissingFields(e.to_string()))?;
    if stored.format != FORMAT_MARKER {
        return Err(Damage::MissingFields("format".into()));
    }
    // The list shows the summary without replaying: one that does not fit the record says
    // nothing, and the game is listed as its actions say (one going on), until it opens.
    if stored.summary.fits(&stored.moves, stored.players.len()).is_err() {
        stored.summary.outcome = None;
    }
    if open {
        stored.opened(games)
    } else {
        Ok(stored.listed())
    }
}

impl SaveRecord {
    /// The stored form (version 2): what a replay needs.
    pub fn stored(&self) -> StoredRecord {
        StoredRecord::of(self)
    }

    /// The text written to storage: the stored form.
    pub fn to_stored_json(&self) -> String {
        encode(self)
    }
}

/// A saved game's text through serde is the stored form.
impl Serialize for SaveRecord {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        StoredRecord::of(self).serialize(serializer)
    }
}
