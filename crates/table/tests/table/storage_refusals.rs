//! One refusal policy for what storage gives back: a saved game whose text gives a key twice
//! or has a field no version of the record has is listed as damaged, naming it (exportable
//! and deletable, its text kept as it is), while every stored version still opens; settings
//! likewise name what they refuse and are not rewritten until the person changes one.
//!
//! `tests/fixtures/versions/` holds one game (4 players, seed 7, 100 actions, Express
//! Delivery's power offered) as each version of the app stored it in localStorage, each
//! written by that version's own code (`SaveRecord::from_session`, then what its store
//! wrote, fed the same actions):
//! - `record-1-first.json`: record version 1 as written by commit 3bd226c (players without
//!   levels; Via Nebula state version 1, whose `pending` has `returned`, a field gone since);
//! - `record-1.json`: record version 1 as written by commit 5556dd4 (computer levels, state
//!   version 2);
//! - `record-2-deflated.json`: record version 2 as written by commit 255e3ee (the actions
//!   always deflated);
//! - `record-2.json`: record version 2 as written by commit 40f3f8c and since (the actions of
//!   a game in progress as a list).

#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::{Game, Session};
use moonvale_rules::via_nebula::{Action, Options, ViaNebula};
use moonvale_table::storage::*;
use serde_json::{json, Value};

const VERSIONS: [(&str, &str); 4] = [
    ("record-1-first", include_str!("../fixtures/versions/record-1-first.json")),
    ("record-1", include_str!("../fixtures/versions/record-1.json")),
    ("record-2-deflated", include_str!("../fixtures/versions/record-2-deflated.json")),
    ("record-2", include_str!("../fixtures/versions/record-2.json")),
];

const ID: &str = "versions";

fn key() -> String {
    format!("{GAME_KEY_PREFIX}{ID}")
}

/// A store whose localStorage holds `text` as the saved game [`ID`].
fn store_with(text: &str) -> SaveStore<MemoryStorage> {
    let mut backend = MemoryStorage::new();
    backend.set(&key(), text).unwrap();
    SaveStore::new(Some(backend), game_validators())
}

/// The game every fixture holds, played by today's engine from the same actions.
fn the_game() -> Session<ViaNebula> {
    let record: Value = serde_json::from_str(VERSIONS[1].1).unwrap();
    let game = &record["game"];
    let options: Options = serde_json::from_value(game["options"].clone()).unwrap();
    let actions: Vec<Action> = game["log"]
        .as_array()
        .unwrap()
        .iter()
        .map(|logged| serde_json::from_value(logged["action"].clone()).unwrap())
        .collect();
    Session::replay(options, game["seed"].as_u64().unwrap(), actions).unwrap()
}

fn actions<G: Game>(session: &Session<G>) -> Vec<G::Action> {
    session.log.iter().map(|logged| logged.action.clone()).collect()
}

/// The text with `field` added to the object at `path` (a JSON pointer).
fn with_field(text: &str, path: &str, field: &str) -> String {
    let mut value: Value = serde_json::from_str(text).unwrap();
    let object = value.pointer_mut(path).unwrap().as_object_mut().unwrap();
    object.insert(field.to_string(), json!(1));
    value.to_string()
}

/// Everything the storage holds, to show that nothing changed.
fn everything(store: &SaveStore<MemoryStorage>) -> Vec<(String, Option<String>)> {
    let backend = store.backend().unwrap();
    backend.keys().unwrap().into_iter().map(|k| (k.clone(), backend.get(&k).unwrap())).collect()
}

/// `text` is listed as damaged by `damage`, opens as damaged, keeps its text through the
/// list, another game's save and the archive's move, and can still be exported and deleted.
fn refused_as(text: &str, damage: Damage) {
    let mut store = store_with(text);
    let before = everything(&store);
    match store.list().as_slice() {
        [Listed::Damaged { id, raw, damage: listed }] => {
            assert_eq!((id.as_str(), raw.as_str(), listed), (ID, text, &damage));
        }
        other => panic!("not listed as damaged by {damage:?}: {other:?}"),
    }
    assert_eq!(store.load(ID), Some(Err(damage.clone())));
    store.attach_archive(Vec::new());
    assert!(store.to_archive().is_empty(), "a damaged game is not moved");
    assert_eq!(everything(&store), before, "nothing stored changed");
    assert_eq!(store.raw(ID).as_deref(), Some(text), "exported as it is");
    store.delete(ID).unwrap();
    assert!(store.list().is_empty());

    // The same text in the archive (IndexedDB) is listed damaged the same way.
    let mut archived = SaveStore::new(Some(MemoryStorage::new()), game_validators());
    archived.attach_archive([(ID.to_string(), text.to_string())]);
    assert!(matches!(archived.list().as_slice(),
        [Listed::Damaged { damage: listed, raw, .. }] if *listed == damage && raw == text));
    assert_eq!(archived.load(ID), Some(Err(damage)));
}

#[test]
fn every_stored_version_opens_to_the_same_game() {
    let game = the_game();
    assert!(game.state.pending.is_some(), "a power is offered: the field gone since is written");
    let first: Value = serde_json::from_str(VERSIONS[0].1).unwrap();
    assert_eq!(first["game"]["state_version"], 1);
    assert!(first["game"]["state"]["pending"].get("returned").is_some());
    for (name, text) in VERSIONS {
        let store = store_with(text);
        let listed = store.list();
        assert!(matches!(listed.as_slice(), [Listed::Ok(r)] if r.id == ID), "{name}: {listed:?}");
        let record = store.load(ID).unwrap().unwrap_or_else(|e| panic!("{name}: {e}"));
        let session: Session<ViaNebula> = record.session().unwrap();
        assert_eq!(session.options, game.options, "{name}");
        assert_eq!(session.seed, game.seed, "{name}");
        assert_eq!(actions(&session), actions(&game), "{name}");
        assert_eq!(session.state, game.state, "{name}");
        let seats: Vec<_> = record.players.iter().map(|p| (&p.name, p.kind, &p.colour)).collect();
        assert_eq!(seats.len(), 4, "{name}");
        assert_eq!(seats[0], (&"Ada".into(), PlayerKind::Human, &"blue".to_string()));
        // An import of the same text gives the same game.
        let imported = validate_import(text, None, &game_validators()).unwrap();
        assert_eq!(imported.session::<ViaNebula>().unwrap().state, game.state, "{name}");
        // Saved again (a move played on), it is written in today's form and stays the game.
        let mut store = store;
        store.save(record.clone());
        let again = store.load(ID).unwrap().unwrap().session::<ViaNebula>().unwrap();
        assert_eq!((actions(&again), again.state), (actions(&game), game.state.clone()), "{name}");
    }
}

#[test]
fn a_stored_record_with_a_key_given_twice_is_damaged_naming_the_key() {
    for (name, text) in VERSIONS {
        for (first, twice, key) in [
            ("\"title\":", "\"title\":\"Another\",\"title\":", "title"),
            ("\"colour\":", "\"colour\":\"red\",\"colour\":", "colour"),
            ("\"seed\":", "\"seed\":8,\"seed\":", "seed"),
        ] {
            let edited = text.replacen(first, twice, 1);
            assert_ne!(edited, text, "{name} has {key}");
            refused_as(&edited, Damage::DuplicateKey(key.into()));
            assert!(Damage::DuplicateKey(key.into()).to_string().contains(&format!("`{key}`")));
        }
    }
}

#[test]
fn a_stored_record_with_an_unknown_field_is_damaged_naming_the_field() {
    for (name, text) in VERSIONS {
        let v1 = name.starts_with("record-1");
        let mut cases =
            vec![("", "nickname", "nickname"), ("/players/1", "avatar", "players[1].avatar")];
        if v1 {
            cases.push(("/game", "clock", "game.clock"));
            cases.push(("/game/log/3", "note", "game.log[3].note"));
        } else {
            cases.push(("/summary", "shown", "summary.shown"));
            cases.push(("/moves", "zip", "moves.zip"));
        }
        for (at, field, path) in cases {
            let damage = Damage::UnknownField(path.into());
            assert!(damage.to_string().contains(&format!("`{path}`")), "{damage}");
            refused_as(&with_field(text, at, field), damage);
        }
    }
    // A finished game's outcome, in the summary of version 2.
    let finished = moonvale_rules::core::testing::random_playout::<ViaNebula>(
        &Options::new(2, moonvale_rules::via_nebula::Side::Beginner),
        5,
        100_000,
    )
    .unwrap()
    .session;
    let players = vec![PlayerInfo::human("Ada", "blue"), PlayerInfo::human("Bo", "red")];
    let record = SaveRecord::from_session(ID.into(), "Done".into(), players, &finished, 1).unwrap();
    let text = with_field(&record.to_stored_json(), "/summary/outcome", "margin");
    refused_as(&text, Damage::UnknownField("summary.outcome.margin".into()));
}

#[test]
fn a_field_added_to_the_stored_state_of_todays_engine_is_named() {
    let text = with_field(VERSIONS[1].1, "/game/state", "forged");
    match store_with(&text).load(ID) {
        Some(Err(Damage::InvalidGame(why))) => {
            assert!(why.contains("unknown field `state.forged`"), "{why}")
        }
        other => panic!("a forged state was not refused: {other:?}"),
    }
    let text = with_field(VERSIONS[1].1, "/game/log/2/events/0", "extra");
    match store_with(&text).load(ID) {
        Some(Err(Damage::InvalidGame(why))) => {
            assert!(why.contains("unknown field `log[2].events[0].extra`"), "{why}")
        }
        other => panic!("a forged event was not refused: {other:?}"),
    }
}

#[test]
fn every_settings_text_a_version_wrote_reads_without_a_problem() {
    for (text, language, pace, asked) in [
        // The first settings: the language alone (null when it follows the browser).
        (r#"{"language":"fr"}"#, Some("fr"), "normal", false),
        (r#"{"language":null}"#, None, "normal", false),
        // With the computers' pace.
        (r#"{"language":"pl","pace":"fast"}"#, Some("pl"), "fast", false),
        // With whether the browser was asked to keep the storage, written even when false
        // at first.
        (r#"{"language":null,"pace":"slow","persistence_asked":false}"#, None, "slow", false),
        (
            r#"{"language":"en","pace":"instant","persistence_asked":true}"#,
            Some("en"),
            "instant",
            true,
        ),
        // With the choices listed beside the board instead of chosen on it.
        (r#"{"language":"en","pace":"fast","choices_listed":true}"#, Some("en"), "fast", false),
    ] {
        let (settings, problem) = Settings::read(text);
        assert_eq!(problem, None, "{text}");
        assert_eq!(settings.language.as_deref(), language, "{text}");
        assert_eq!(serde_json::to_value(settings.pace).unwrap(), pace, "{text}");
        assert_eq!(settings.persistence_asked, asked, "{text}");
        assert_eq!(settings.choices_listed, text.contains("choices_listed"), "{text}");
    }
}

/// A store whose settings text is `text`, with a game saved and the browser's storage
/// asked about as the app does after a first game; the text must be unchanged.
fn settings_store(text: &str) -> SaveStore<MemoryStorage> {
    let mut backend = MemoryStorage::new();
    backend.set(SETTINGS_KEY, text).unwrap();
    let mut store = SaveStore::new(Some(backend), game_validators());
    let _ = store.settings();
    store.save(store_with(VERSIONS[3].1).load(ID).unwrap().unwrap());
    assert!(!store.note_persistence_asked(), "not asked while the settings are refused");
    let stored = store.backend().unwrap().get(SETTINGS_KEY).unwrap();
    assert_eq!(stored.as_deref(), Some(text), "the settings text is kept as it is");
    store
}

#[test]
fn settings_with_a_key_given_twice_take_the_defaults_and_name_the_key() {
    let text = r#"{"language":"pl","pace":"fast","language":"fr"}"#;
    let (settings, problem) = Settings::read(text);
    assert_eq!(settings, Settings::default());
    assert_eq!(problem, Some(SettingsProblem::DuplicateKey("language".into())));
    assert!(problem.unwrap().to_string().contains("`language`"));

    let mut store = settings_store(text);
    assert_eq!(store.settings(), Settings::default());
    assert_eq!(store.settings_problem(), Some(SettingsProblem::DuplicateKey("language".into())));
    // The person chooses a language: that is what is written, and the problem is gone.
    let chosen = Settings { language: Some("pl".into()), ..store.settings() };
    store.set_settings(chosen.clone()).unwrap();
    assert_eq!(store.settings_problem(), None);
    assert_eq!(store.settings(), chosen);
    // Settings read whole are remembered as asked about, once.
    assert!(store.note_persistence_asked());
    assert!(store.settings().persistence_asked);
    assert!(!store.note_persistence_asked());
    store.set_settings(chosen.clone()).unwrap();
    assert_eq!(
        store.backend().unwrap().get(SETTINGS_KEY).unwrap().as_deref(),
        Some(r#"{"language":"pl","pace":"normal"}"#)
    );
}

#[test]
fn settings_with_an_unknown_field_name_it_and_keep_the_settings_beside_it() {
    let text = r#"{"language":"fr","pace":"slow","colour":"red"}"#;
    let (settings, problem) = Settings::read(text);
    // The language stays, as the page's frame reads it (static/boot.js).
    let expected = Settings {
        language: Some("fr".into()),
        pace: moonvale_table::table::Pace::Slow,
        ..Default::default()
    };
    assert_eq!(settings, expected);
    assert_eq!(problem, Some(SettingsProblem::UnknownField("colour".into())));
    assert!(problem.unwrap().to_string().contains("`colour`"));
    let store = settings_store(text);
    assert_eq!(store.settings(), expected);
    assert_eq!(store.settings_problem(), Some(SettingsProblem::UnknownField("colour".into())));

    // Not JSON, another shape, or a value that cannot be read: each says so by name.
    for (text, problem) in [
        ("garbage", "the settings cannot be read: not JSON"),
        ("[1]", "the settings cannot be read: not a JSON object"),
        (r#"{"language":"pl","pace":"warp"}"#, "the setting `pace`"),
    ] {
        let store = settings_store(text);
        let said = store.settings_problem().map(|p| p.to_string()).unwrap_or_default();
        assert!(said.starts_with(problem), "{text}: {said}");
    }
    // No settings yet: nothing to say.
    let empty = SaveStore::new(Some(MemoryStorage::new()), game_validators());
    assert_eq!(empty.settings_problem(), None);
}
