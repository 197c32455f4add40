//! Saved-game records and the storage layer, natively: (de)serialising, classifying stored
//! texts, import validation, export, and the full / missing storage paths of `SaveStore`.

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::{GameKind, Session};
use moonvale_table::storage::*;

use crate::race::*;

#[test]
fn a_record_round_trips_through_json_and_gives_back_its_session() {
    let record = race_record("g1", &[1, 2, 2], 1_700_000_000_000);
    let json = v1_text(&record);
    let back = classify(&json, &validators()).expect("a fresh record is fine");
    assert_eq!(back, record);
    let session: Session<Race> = back.session().unwrap();
    assert_eq!(session.state.total, 5);
    assert_eq!(session.log.len(), 3);
    assert_eq!(back.stored().schema_version, SCHEMA_VERSION);
    assert_eq!(back.kind, GameKind::ViaNebula);
    assert_eq!(back.players[1].kind, PlayerKind::Computer);
    // The stable field names the records are stored under.
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    for field in [
        "format",
        "schema_version",
        "id",
        "kind",
        "title",
        "players",
        "created_ms",
        "last_played_ms",
        "game",
    ] {
        assert!(value.get(field).is_some(), "missing {field}");
    }
    assert_eq!(value["kind"], "via-nebula");
    assert_eq!(value["format"], FORMAT_MARKER);
}

#[test]
fn updating_a_session_moves_the_last_played_time() {
    let mut record = race_record("g1", &[1], 1000);
    let mut session: Session<Race> = record.session().unwrap();
    session.apply(2).unwrap();
    record.update_session(&session, 5000).unwrap();
    assert_eq!(record.created_ms, 1000);
    assert_eq!(record.last_played_ms, 5000);
    assert_eq!(record.session::<Race>().unwrap().state.total, 3);
}

#[test]
fn stored_texts_are_classified() {
    let v = validators();
    assert_eq!(classify("{not json", &v), Err(Damage::NotJson));
    assert!(matches!(classify("[1,2]", &v), Err(Damage::MissingFields(_))));
    assert!(matches!(classify(r#"{"kind":"via-nebula"}"#, &v), Err(Damage::MissingFields(_))));

    let mut value = serde_json::to_value(race_record("g", &[1], 1)).unwrap();
    value.as_object_mut().unwrap().remove("players");
    assert!(matches!(classify(&value.to_string(), &v), Err(Damage::MissingFields(_))));

    let mut value = serde_json::to_value(race_record("g", &[1], 1)).unwrap();
    value["schema_version"] = 99.into();
    // A newer version may have another shape: the version is reported, not the shape.
    value.as_object_mut().unwrap().remove("players");
    assert_eq!(classify(&value.to_string(), &v), Err(Damage::UnknownVersion(99)));

    let mut value = serde_json::to_value(race_record("g", &[1], 1)).unwrap();
    value["kind"] = "chess".into();
    assert_eq!(classify(&value.to_string(), &v), Err(Damage::UnknownKind("chess".into())));
}

#[test]
fn a_tampered_game_is_damaged_through_the_registered_validator() {
    let mut value: serde_json::Value =
        serde_json::from_str(&v1_text(&race_record("g", &[1, 2], 1))).unwrap();
    // Someone edits the total without changing the actions: replay disagrees.
    value["game"]["state"]["total"] = 9.into();
    let text = value.to_string();
    assert!(matches!(classify(&text, &validators()), Err(Damage::InvalidGame(_))));
    // Every kind has its engine in the registry of today's games, which opens the record by
    // its kind: the race is no Via Nebula game.
    assert!(matches!(classify(&text, &Validators::new()), Err(Damage::InvalidGame(_))));

    let mut value: serde_json::Value =
        serde_json::from_str(&v1_text(&race_record("g", &[1, 2], 1))).unwrap();
    value["game"]["log"][0]["action"] = 7.into();
    assert!(matches!(classify(&value.to_string(), &validators()), Err(Damage::InvalidGame(_))));
}

#[test]
fn imports_are_validated_with_a_reason() {
    let v = validators();
    let good = race_record("g", &[1], 1).export_json();
    assert!(validate_import(&good, None, &v).is_ok());
    assert!(validate_import(&good, Some(GameKind::ViaNebula), &v).is_ok());
    assert_eq!(
        validate_import(&good, Some(GameKind::NovaLuna), &v),
        Err(ImportError::WrongKind { expected: GameKind::NovaLuna, found: GameKind::ViaNebula })
    );
    assert_eq!(validate_import("hello", None, &v), Err(ImportError::NotJson));
    assert_eq!(
        validate_import(r#"{"name":"a package.json"}"#, None, &v),
        Err(ImportError::NotASave)
    );
    assert_eq!(
        validate_import(r#"{"format":"moonvale-save","schema_version":1}"#, None, &v),
        Err(ImportError::NotASave)
    );
    // The file of an export is the stored form (version 2); damaged moves are refused.
    let mut stored: serde_json::Value = serde_json::from_str(&good).unwrap();
    assert_eq!(stored["schema_version"], 2);
    stored["moves"]["actions"] = "not-deflated".into();
    assert!(matches!(
        validate_import(&stored.to_string(), None, &v),
        Err(ImportError::InvalidGame(_))
    ));
    // A whole record of version 1 (saves from before the stored form) still imports.
    let old = v1_text(&race_record("g", &[1], 1));
    assert!(validate_import(&old, None, &v).is_ok());
    let mut value: serde_json::Value = serde_json::from_str(&old).unwrap();
    value["schema_version"] = 3.into();
    assert_eq!(validate_import(&value.to_string(), None, &v), Err(ImportError::UnknownVersion(3)));
    value["schema_version"] = 1.into();
    value["kind"] = "go".into();
    assert_eq!(
        validate_import(&value.to_string(), None, &v),
        Err(ImportError::UnknownKind("go".into()))
    );
    value["kind"] = "via-nebula".into();
    value["game"]["seed"] = 8.into();
    assert!(matches!(
        validate_import(&value.to_string(), None, &v),
        Err(ImportError::InvalidGame(_))
    ));

    let big = format!("{{\"pad\":\"{}\"}}", "x".repeat(MAX_IMPORT_BYTES as usize));
    assert_eq!(
        validate_import(&big, None, &v),
        Err(ImportError::TooBig { size: big.len() as u64, limit: MAX_IMPORT_BYTES })
    );
    assert!(check_import_size(MAX_IMPORT_BYTES).is_ok());
    assert!(check_import_size(MAX_IMPORT_BYTES + 1).is_err());
}

#[test]
fn export_is_the_record_as_a_json_file() {
    let record = race_record("1700000000000", &[1], 1);
    let text = record.export_json();
    assert_eq!(validate_import(&text, None, &validators()).unwrap(), record);
    let name = record.export_file_name();
    assert_eq!(name, "moonvale-via-nebula-friday-game-1700000000000.json");
    assert_eq!(damaged_export_file_name("../x y"), "moonvale-damaged-x-y.json");
}

fn store(storage: Option<MemoryStorage>) -> SaveStore<MemoryStorage> {
    SaveStore::new(storage, validators())
}

#[test]
fn save_list_load_delete_round_trip() {
    let mut s = store(Some(MemoryStorage::new()));
    assert_eq!(s.save(race_record("a", &[1], 10)), SaveOutcome::Saved);
    assert_eq!(s.save(race_record("b", &[1, 1], 20)), SaveOutcome::Saved);
    let ids: Vec<_> = s.list().iter().map(|l| l.id().to_string()).collect();
    assert_eq!(ids, ["b", "a"], "newest first");
    assert_eq!(s.load("a").unwrap().unwrap().session::<Race>().unwrap().state.total, 1);
    s.delete("a").unwrap();
    assert!(s.load("a").is_none());
    assert_eq!(s.list().len(), 1);
    assert_eq!(s.health(), StoreHealth::Ok);
}

#[test]
fn damaged_records_are_listed_after_good_ones_and_keep_their_raw_text() {
    let mut backend = MemoryStorage::new();
    backend.set(&format!("{GAME_KEY_PREFIX}broken"), "{\"schema_version\":1,").unwrap();
    backend
        .set(&format!("{GAME_KEY_PREFIX}future"), "{\"schema_version\":7,\"kind\":\"nova-luna\"}")
        .unwrap();
    backend.set("unrelated.key", "whatever").unwrap();
    let mut s = store(Some(backend));
    s.save(race_record("good", &[2], 5));
    let list = s.list();
    assert_eq!(list.len(), 3);
    assert!(matches!(&list[0], Listed::Ok(r) if r.id == "good"));
    assert!(
        matches!(&list[1], Listed::Damaged { id, damage: Damage::NotJson, raw } if id == "broken" && raw.starts_with("{\"schema"))
    );
    assert!(
        matches!(&list[2], Listed::Damaged { id, damage: Damage::UnknownVersion(7), .. } if id == "future")
    );
    assert_eq!(s.raw("broken").unwrap(), "{\"schema_version\":1,");
    s.delete("broken").unwrap();
    assert_eq!(s.list().len(), 2);
}

#[test]
fn a_full_storage_keeps_the_game_in_memory_and_retries_on_the_next_save() {
    // Room for the biggest record alone, not for two.
    let biggest = v1_text(&race_record("b", &[1, 2, 1, 2, 1], 30));
    let quota = GAME_KEY_PREFIX.len() + 1 + biggest.len() + 10;
    let mut s = store(Some(MemoryStorage::with_quota(quota)));
    assert_eq!(s.save(race_record("a", &[1], 10)), SaveOutcome::Saved);
    // A second game does not fit.
    assert_eq!(s.save(race_record("b", &[1, 2, 1, 2], 20)), SaveOutcome::KeptInMemoryFull);
    assert_eq!(s.health(), StoreHealth::Full);
    assert_eq!(s.pending_ids(), ["b"]);
    // Nothing is lost: it is listed and resumes from memory, with its latest move.
    assert_eq!(s.load("b").unwrap().unwrap().session::<Race>().unwrap().state.total, 6);
    assert_eq!(s.list().len(), 2);
    // The player deletes the old game: the next action's save writes both.
    s.delete("a").unwrap();
    assert_eq!(s.save(race_record("b", &[1, 2, 1, 2, 1], 30)), SaveOutcome::Saved);
    assert_eq!(s.health(), StoreHealth::Ok);
    assert!(s.pending_ids().is_empty());
    let stored = s.backend().unwrap().get(&format!("{GAME_KEY_PREFIX}b")).unwrap().unwrap();
    assert_eq!(classify(&stored, &validators()).unwrap().last_played_ms, 30);
}

#[test]
fn without_storage_play_goes_on_in_memory() {
    let mut s = store(None);
    assert_eq!(s.health(), StoreHealth::Unavailable);
    assert_eq!(s.save(race_record("a", &[1], 10)), SaveOutcome::KeptInMemoryNoStorage);
    assert_eq!(s.list().len(), 1);
    assert!(s.load("a").unwrap().is_ok());
    assert!(s
        .set_settings(Settings { language: Some("pl".into()), ..Default::default() })
        .is_err());
    assert_eq!(
        s.settings().language.as_deref(),
        Some("pl"),
        "the choice still applies for this visit"
    );
}

#[test]
fn a_deleted_game_can_be_put_back() {
    let mut backend = MemoryStorage::new();
    backend.set(&format!("{GAME_KEY_PREFIX}broken"), "{oops").unwrap();
    let mut s = store(Some(backend));
    s.save(race_record("good", &[1], 10));
    let before = s.list();
    for listed in before.clone() {
        s.delete(listed.id()).unwrap();
    }
    assert!(s.list().is_empty());
    for listed in before.clone() {
        assert_eq!(s.restore(listed), SaveOutcome::Saved);
    }
    assert_eq!(s.list(), before);
    assert_eq!(s.raw("broken").unwrap(), "{oops");
}

#[test]
fn import_never_overwrites_an_existing_game() {
    let mut s = store(Some(MemoryStorage::new()));
    let record = race_record("same", &[1], 10);
    s.save(record.clone());
    let (imported, outcome) = s.import(&record.export_json(), None).unwrap();
    assert_eq!(outcome, SaveOutcome::Saved);
    assert_eq!(imported.id, "same-2");
    assert_eq!(s.list().len(), 2);
    assert!(matches!(s.import("{}", None), Err(ImportError::NotASave)));
    assert_eq!(s.list().len(), 2);
}

#[test]
fn settings_are_remembered() {
    let mut s = store(Some(MemoryStorage::new()));
    assert_eq!(s.settings(), Settings::default());
    s.set_settings(Settings { language: Some("fr".into()), ..Default::default() }).unwrap();
    assert_eq!(
        s.backend().unwrap().get(SETTINGS_KEY).unwrap().unwrap(),
        r#"{"language":"fr","pace":"normal"}"#
    );
    assert_eq!(s.settings().language.as_deref(), Some("fr"));
    // Settings saved before the computers' pace existed read it as Normal; a pace is kept.
    s.backend_mut().unwrap().set(SETTINGS_KEY, r#"{"language":"pl"}"#).unwrap();
    assert_eq!(s.settings().pace, moonvale_table::table::Pace::Normal);
    s.set_settings(Settings { pace: moonvale_table::table::Pace::Instant, ..s.settings() })
        .unwrap();
    assert_eq!(s.settings().pace, moonvale_table::table::Pace::Instant);
    assert_eq!(s.settings().language.as_deref(), Some("pl"));
    // Damaged settings fall back to the defaults rather than breaking the app.
    s.backend_mut().unwrap().set(SETTINGS_KEY, "garbage").unwrap();
    assert_eq!(s.settings(), Settings::default());
    // One damaged or unknown setting costs only itself: the language survives a bad pace.
    s.backend_mut()
        .unwrap()
        .set(SETTINGS_KEY, r#"{"language":"pl","pace":"warp","later":1}"#)
        .unwrap();
    assert_eq!(
        s.settings(),
        Settings {
            language: Some("pl".into()),
            pace: moonvale_table::table::Pace::Normal,
            ..Default::default()
        }
    );
    s.backend_mut().unwrap().set(SETTINGS_KEY, r#"{"language":7,"pace":"fast"}"#).unwrap();
    assert_eq!(
        s.settings(),
        Settings { pace: moonvale_table::table::Pace::Fast, ..Default::default() }
    );
}

#[test]
fn what_a_store_kept_in_memory_is_handed_to_the_next_one_whole() {
    // The page's first app kept a game and a language in memory (no storage): the table's
    // app, opened in the same visit, takes them over through their JSON.
    let mut first = store(None);
    first.save(race_record("a", &[1, 2], 10));
    let _ = first.set_settings(Settings { language: Some("pl".into()), ..Default::default() });
    let handed = serde_json::to_string(&first.unwritten()).unwrap();

    let mut next = store(None);
    next.adopt(serde_json::from_str(&handed).unwrap());
    assert_eq!(next.pending_ids(), ["a"]);
    assert_eq!(next.load("a").unwrap().unwrap().session::<Race>().unwrap().state.total, 3);
    assert_eq!(next.settings().language.as_deref(), Some("pl"));

    // With room in the next store, what was handed over is written at once.
    let mut roomy = store(Some(MemoryStorage::new()));
    roomy.adopt(serde_json::from_str(&handed).unwrap());
    assert!(roomy.pending_ids().is_empty());
    assert!(roomy.backend().unwrap().get(&format!("{GAME_KEY_PREFIX}a")).unwrap().is_some());
    assert_eq!(
        roomy.backend().unwrap().get(SETTINGS_KEY).unwrap().unwrap(),
        r#"{"language":"pl","pace":"normal"}"#
    );
    // An empty hand-over changes nothing.
    let before = roomy.list().len();
    roomy.adopt(Unwritten::default());
    assert_eq!(roomy.list().len(), before);
}
