//! One refusal policy for JSON from outside: a key given twice in one object is refused,
//! naming it (serde_json would keep the last value without a word). Unknown fields are the
//! other half of the policy, refused by each format's own type (`deny_unknown_fields`) or,
//! where a format's versions are written down as lists of fields, by [`unknown_field`].

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::map::Entry;
use serde_json::{Map, Value};
use std::cell::RefCell;
use std::fmt;

/// Why [`parse`] did not read a text.
#[derive(Debug)]
pub enum Refusal {
    /// Not JSON: serde_json's reason.
    NotJson(serde_json::Error),
    /// A key given twice in one object: the key, and a message naming it and saying where.
    DuplicateKey { key: String, message: String },
}

/// Reads `text` as JSON, refusing a key given twice in one object: the same value
/// `serde_json::from_str` gives otherwise, in one pass (stored games are read this way, a
/// thousand at a time).
pub fn parse(text: &str) -> Result<Value, Refusal> {
    let found = RefCell::new(None);
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let read = (Strict { found: &found }).deserialize(&mut deserializer);
    match read.and_then(|value| deserializer.end().map(|()| value)) {
        Ok(value) => Ok(value),
        Err(e) => match found.into_inner() {
            Some(key) => Err(Refusal::DuplicateKey { key, message: e.to_string() }),
            None => Err(Refusal::NotJson(e)),
        },
    }
}

/// Checks that no object of `text` gives a key twice; `Err` names the key (and says where
/// in the text). Text that is not JSON is left to the format's own reader to refuse.
pub fn unique_keys(text: &str) -> Result<(), String> {
    match first_duplicate(text) {
        Some((_, message)) => Err(message),
        None => Ok(()),
    }
}

/// The first key `text` gives twice in one object, with the message that names it and says
/// where; `None` when there is none (or when the text is not JSON).
pub fn first_duplicate(text: &str) -> Option<(String, String)> {
    match parse(text) {
        Err(Refusal::DuplicateKey { key, message }) => Some((key, message)),
        _ => None,
    }
}

/// The first key of `object` that is not among `known`.
pub fn unknown_field<'a>(object: &'a Map<String, Value>, known: &[&str]) -> Option<&'a str> {
    object.keys().map(String::as_str).find(|key| !known.contains(key))
}

/// Where `found` has a key that `expected` does not have at the same place, as a path
/// (`state.seats[1].bonus`): what an edited copy of a value its reader rebuilds added.
pub fn extra_field(found: &Value, expected: &Value) -> Option<String> {
    match (found, expected) {
        (Value::Object(found), Value::Object(expected)) => {
            found.iter().find_map(|(key, value)| match expected.get(key) {
                None => Some(key.clone()),
                Some(other) => extra_field(value, other).map(|path| join(key, &path)),
            })
        }
        (Value::Array(found), Value::Array(expected)) => {
            found.iter().zip(expected).enumerate().find_map(|(i, (value, other))| {
                extra_field(value, other).map(|path| join(&format!("[{i}]"), &path))
            })
        }
        _ => None,
    }
}

/// `outer` then `inner` as one path: `a` and `b` give `a.b`, `a` and `[2].b` give `a[2].b`.
pub fn join(outer: &str, inner: &str) -> String {
    if inner.starts_with('[') {
        format!("{outer}{inner}")
    } else {
        format!("{outer}.{inner}")
    }
}

/// A JSON value, built as serde_json builds it; the first key given twice is kept in `found`.
#[derive(Clone, Copy)]
struct Strict<'a> {
    found: &'a RefCell<Option<String>>,
}

impl<'de> DeserializeSeed<'de> for Strict<'_> {
    type Value = Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Strict<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_bool<E>(self, b: bool) -> Result<Value, E> {
        Ok(Value::Bool(b))
    }
    fn visit_i64<E>(self, n: i64) -> Result<Value, E> {
        Ok(Value::Number(n.into()))
    }
    fn visit_u64<E>(self, n: u64) -> Result<Value, E> {
        Ok(Value::Number(n.into()))
    }
    fn visit_f64<E>(self, n: f64) -> Result<Value, E> {
        Ok(serde_json::Number::from_f64(n).map_or(Value::Null, Value::Number))
    }
    fn visit_str<E>(self, s: &str) -> Result<Value, E> {
        Ok(Value::String(s.to_owned()))
    }
    fn visit_string<E>(self, s: String) -> Result<Value, E> {
        Ok(Value::String(s))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        while let Some(item) = seq.next_element_seed(self)? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut object = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            match object.entry(key) {
                Entry::Vacant(place) => {
                    place.insert(map.next_value_seed(self)?);
                }
                Entry::Occupied(place) => {
                    let key = place.key().clone();
                    let message = format!("duplicate field `{key}`");
                    *self.found.borrow_mut() = Some(key);
                    return Err(de::Error::custom(message));
                }
            }
        }
        Ok(Value::Object(object))
    }
}
