//! How a bad input is made from real ones: a sample changed as text, or as JSON (a value put
//! in place of another), spliced with another sample, given a key twice, or random bytes.

use moonvale_rules::core::Rng;
use serde_json::Value;

/// Values a mutation puts in place of a JSON value.
fn odd_value(rng: &mut Rng) -> Value {
    match rng.below(12) {
        0 => Value::Null,
        1 => Value::Bool(rng.below(2) == 0),
        2 => serde_json::json!(u64::MAX),
        3 => serde_json::json!(-1),
        4 => serde_json::json!(1e300),
        5 => serde_json::json!(rng.below(300)),
        6 => Value::String(String::new()),
        7 => Value::String("x".repeat(rng.below(5_000))),
        8 => serde_json::json!([]),
        9 => serde_json::json!({}),
        10 => serde_json::json!({ "type": "nonsense", "extra": 5 }),
        _ => Value::String("\u{0}\u{FFFF}é🌙".into()),
    }
}

/// Changes one random place of a JSON value: replaces it, removes or adds a field, or
/// duplicates an array element.
#[allow(clippy::expect_used, reason = "the key was just listed from this same map")]
fn mutate_value(value: &mut Value, rng: &mut Rng, depth: usize) {
    let go_deeper = depth < 12 && rng.below(3) != 0;
    match value {
        Value::Object(map) if !map.is_empty() && go_deeper => {
            let keys: Vec<String> = map.keys().cloned().collect();
            let key = &keys[rng.below(keys.len())];
            match rng.below(6) {
                0 => {
                    map.remove(key);
                }
                1 => {
                    map.insert(format!("unknown_{}", rng.below(9)), odd_value(rng));
                }
                _ => mutate_value(map.get_mut(key).expect("a key listed"), rng, depth + 1),
            }
        }
        Value::Array(items) if !items.is_empty() && go_deeper => {
            let at = rng.below(items.len());
            match rng.below(6) {
                0 => {
                    items.remove(at);
                }
                1 => {
                    let copy = items[at].clone();
                    items.insert(rng.below(items.len() + 1), copy);
                }
                2 => {
                    let other = rng.below(items.len());
                    items.swap(at, other);
                }
                _ => mutate_value(&mut items[at], rng, depth + 1),
            }
        }
        Value::Number(_) if rng.below(2) == 0 => {
            *value = serde_json::json!(rng.below(64) as i64 - 8);
        }
        _ => *value = odd_value(rng),
    }
}

/// The JSON text with one of its keys given a second time, just before the first (JSON
/// values cannot hold that, so it is done on the text): `{"a":1}` -> `{"a":0,"a":1}`.
fn duplicate_a_key(text: &str, rng: &mut Rng) -> Option<String> {
    let value = serde_json::from_str::<Value>(text).ok()?;
    let compact = value.to_string();
    let bytes = compact.as_bytes();
    // Keys: a quoted name right after `{` or `,` and right before `:`.
    let mut keys = Vec::new();
    for (at, &b) in bytes.iter().enumerate() {
        if (b == b'{' || b == b',') && bytes.get(at + 1) == Some(&b'"') {
            let start = at + 1;
            if let Some(len) = compact[start + 1..].find('"') {
                let end = start + 1 + len + 1;
                if bytes.get(end) == Some(&b':') {
                    keys.push((start, end));
                }
            }
        }
    }
    let &(start, end) = rng.choose(&keys)?;
    let copy = format!("{}:{},", &compact[start..end], odd_value(rng));
    Some(format!("{}{copy}{}", &compact[..start], &compact[start..]))
}

/// One input for an entry point: a sample mutated as text, as JSON, spliced with another,
/// a key given twice, or random bytes.
pub fn make_input(samples: &[String], rng: &mut Rng) -> String {
    let Some(sample) = rng.choose(samples).cloned() else { return String::new() };
    let mut bytes = sample.clone().into_bytes();
    match rng.below(10) {
        0 => {
            let len = rng.below(2_000);
            return String::from_utf8_lossy(
                &(0..len).map(|_| rng.below(256) as u8).collect::<Vec<_>>(),
            )
            .into_owned();
        }
        1 if !bytes.is_empty() => bytes.truncate(rng.below(bytes.len())),
        2 if !bytes.is_empty() => {
            for _ in 0..=rng.below(4) {
                let at = rng.below(bytes.len());
                bytes[at] ^= 1 << rng.below(8);
            }
        }
        3 if !bytes.is_empty() => {
            let at = rng.below(bytes.len());
            let len = rng.below(64).min(bytes.len() - at);
            bytes.drain(at..at + len);
        }
        4 if !bytes.is_empty() => {
            let at = rng.below(bytes.len());
            let insert: Vec<u8> = (0..rng.below(16)).map(|_| rng.below(256) as u8).collect();
            bytes.splice(at..at, insert);
        }
        6 => {
            if let Some(twice) = duplicate_a_key(&sample, rng) {
                return twice;
            }
        }
        5 if samples.len() > 1 => {
            // The start of one sample and the end of another.
            let other = rng.choose(samples).cloned().unwrap_or_default().into_bytes();
            bytes.truncate(rng.below(bytes.len() + 1));
            bytes.extend_from_slice(&other[rng.below(other.len() + 1)..]);
        }
        _ => {
            if let Ok(mut value) = serde_json::from_str::<Value>(&sample) {
                for _ in 0..=rng.below(3) {
                    mutate_value(&mut value, rng, 0);
                }
                return value.to_string();
            }
            // Not JSON (a link, an address): change characters.
            if !bytes.is_empty() {
                let at = rng.below(bytes.len());
                bytes[at] = b"A-_/#=%.0z"[rng.below(10)];
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_given_twice_is_one_of_the_mutations() {
        let mut rng = Rng::new(3);
        for _ in 0..50 {
            let twice = duplicate_a_key(r#"{"a":1,"b":{"c":[2,{"d":3}]}}"#, &mut rng).unwrap();
            assert!(crate::cli::parse_table::<moonvale_rules::nova_luna::NovaLuna>(&twice)
                .is_err_and(|e| e.message.to_string().contains("duplicate field")));
        }
        assert_eq!(duplicate_a_key("[1,2]", &mut rng), None, "no key to give twice");
    }
}
