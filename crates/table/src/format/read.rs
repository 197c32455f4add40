//! Judging a stored or imported text: which layout it is (the stored form, version 2, or a
//! record of version 1), whether it is whole, and the saved game it holds, or why not. The
//! saved game's type is [`super::saved`]'s; each layout is its codec's.

use super::saved::{check_import_size, Damage, ImportError, SaveRecord, FORMAT_MARKER};
use super::{stored, v1, GameSet};
use crate::record::Record;
use moonvale_rules::core::{Game, GameKind, Session};
use serde_json::Value;

/// Serde reads any stored form as the list does ([`classify_listed`]): the stored form, or a
/// record of version 1 (its session checked by today's engines).
impl TryFrom<Value> for SaveRecord {
    type Error = Damage;
    fn try_from(value: Value) -> Result<SaveRecord, Damage> {
        classify_listed(&value.to_string(), &super::Registry)
    }
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
    match judge(raw)? {
        (stored::STORED_VERSION, value) => stored::decode(value, games, open),
        // A record of version 1 holds its whole session: it is checked even to be listed.
        (_, value) => v1::decode(value, games),
    }
}

/// Whether a stored text is a record of version 1, which only a replay can list: the table's
/// app rewrites such records in the stored form once ([`crate::storage::SaveStore::rewrite_old_records`]).
pub fn is_version_1(raw: &str) -> bool {
    // Most texts are of version 2, written compact by this code: a glance spares them a parse.
    !raw.contains(&format!("\"schema_version\":{}", stored::STORED_VERSION))
        && judge(raw).is_ok_and(|(version, _)| version == v1::VERSION)
}

/// Opens a stored text as game `G` by one replay: the saved game with its session. Judged
/// as [`classify`] judges it.
pub fn open_as<G: Game>(raw: &str) -> Result<(SaveRecord, Session<G>), Damage> {
    let (record, session) = match judge(raw)? {
        (stored::STORED_VERSION, value) => {
            let record = stored::decode(value, &super::Only::<G>::new(), false)?;
            let session = record.session::<G>().map_err(|e| Damage::InvalidGame(e.to_string()))?;
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
    // Named, as the list names them: neither is a game whose moves break the rules.
    let record = classify(text, games).map_err(|damage| match damage {
        Damage::NotJson => ImportError::NotJson,
        Damage::MissingFields(_) => ImportError::NotASave,
        Damage::UnknownVersion(v) => ImportError::UnknownVersion(v),
        Damage::UnknownKind(k) => ImportError::UnknownKind(k),
        Damage::InvalidGame(e) => ImportError::InvalidGame(e),
        Damage::UnknownField(path) => ImportError::UnknownField(path),
        Damage::DuplicateKey(key) => ImportError::DuplicateKey(key),
    })?;
    if let Some(expected) = expected {
        if record.kind != expected {
            return Err(ImportError::WrongKind { expected, found: record.kind });
        }
    }
    Ok(record)
}
