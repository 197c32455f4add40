//! The command-line table file (`table new`, `table apply`...): `{"kind": "via-nebula",
//! "session": {...}}`, the session whole (its state and log with every event) so a bot or a
//! person reading the file sees the game. Read strictly: a key given twice, a field the
//! file's types do not have, a seed beyond 64 bits, another game, or a session whose actions
//! do not replay to it is refused with a sentence that says which.

use crate::record::{Record, RecordError};
use crate::strict::unique_keys;
use moonvale_rules::core::{Game, GameKind, Session};
use serde::{Deserialize, Serialize};
use serde_json::Value;

#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct TableFile<G: Game> {
    pub kind: GameKind,
    pub session: Session<G>,
}

impl<G: Game> TableFile<G> {
    /// The table file of a record: its session built by one replay.
    pub fn of(record: &Record<G>) -> Result<Self, RecordError<G>> {
        let session = record.session()?;
        Ok(TableFile { kind: G::KIND, session })
    }

    /// The record this table holds.
    pub fn record(&self) -> Record<G> {
        Record::of(&self.session)
    }
}

/// The file's text.
pub fn encode<G: Game>(table: &TableFile<G>) -> Result<String, String> {
    serde_json::to_string(table).map_err(|e| e.to_string())
}

/// A seed written as a number beyond 64 bits: serde would only say "floating point", so
/// say what is wrong (`at` names the field).
pub fn check_seed(value: Option<&Value>, at: &str) -> Result<(), String> {
    match value {
        Some(Value::Number(n)) if n.as_u64().is_none() => {
            let problem = if n.as_f64().is_some_and(|f| f >= u64::MAX as f64) {
                "is too large for 64 bits"
            } else {
                "is not a whole number of 64 bits"
            };
            Err(format!("the field {at} {problem}: 0 to {}", u64::MAX))
        }
        _ => Ok(()),
    }
}

/// Reads a table file of game `G`, its session checked by replaying it
/// ([`Session::verify`]).
pub fn decode<G: Game>(text: &str) -> Result<TableFile<G>, String> {
    unique_keys(text).map_err(|e| format!("not a table file: {e}"))?;
    let given = serde_json::from_str::<Value>(text).ok();
    if let Some(value) = &given {
        check_seed(value.pointer("/session/seed"), "\"session.seed\"")?;
    }
    let table: TableFile<G> =
        serde_json::from_str(text).map_err(|e| format!("not a table file: {e}"))?;
    // A field the file's types do not have (at the top, in the session, in the state) is
    // refused by name: `apply` would otherwise write the file back without it.
    let written = serde_json::to_value(&table).ok();
    if let Some(field) = given.zip(written).and_then(|(g, w)| unknown_field(&g, &w)) {
        return Err(format!("not a table file: unknown field `{field}`"));
    }
    if table.kind != G::KIND {
        return Err(format!("this is a {} game", table.kind.as_str()));
    }
    table.session.verify().map_err(|e| format!("damaged table file: {e}"))?;
    Ok(table)
}

/// The first field of `given` (a JSON object, searched recursively) that the parsed value
/// does not have once written back: a field the game's type does not know. Catches what
/// serde's `deny_unknown_fields` lets through (extra fields on a variant without data).
pub fn unknown_field(given: &Value, parsed: &Value) -> Option<String> {
    let (Value::Object(given), Value::Object(parsed)) = (given, parsed) else {
        return None;
    };
    given.iter().find_map(|(key, value)| match parsed.get(key) {
        None => Some(key.clone()),
        Some(inner) => unknown_field(value, inner).map(|k| format!("{key}.{k}")),
    })
}
