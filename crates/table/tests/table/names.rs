//! Players' names from outside (crates/table/src/names.rs): every door a name enters by (a
//! share link, a shared file, an import, a stored record, the statistics, a host's welcome)
//! applies the one rule: trimmed, at most 40 characters, no control nor reordering bidi
//! control, a visible character or the seat's default name. And the names nobody typed (a
//! seat's, a computer's) and the titles made by the app are kept as what they are, worded in
//! the language shown, while an older save's text stays as it was.

#![cfg(not(target_arch = "wasm32"))]

use moonvale_ai::Level;
use moonvale_rules::core::Session;
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
use moonvale_table::daily::Day;
use moonvale_table::i18n::Lang;
use moonvale_table::names::{typed_text, GameTitle, PlayerName, MAX_NAME_CHARS};
use moonvale_table::remote::HostMessage;
use moonvale_table::share::SharedGame;
use moonvale_table::stats::StatsBook;
use moonvale_table::storage::{classify, game_validators, validate_import, PlayerInfo, SaveRecord};
use serde_json::{json, Value};

const LONG: usize = 10_000;
/// An unterminated right-to-left override: left in a name, it turns the rest of the
/// sentence around ("selit s'livE").
const RLO: char = '\u{202E}';

/// A fresh 2-player game whose players are Ada and Computer 2, as the app saves it.
fn record() -> SaveRecord {
    let session = Session::<ViaNebula>::new(Options::new(2, Side::Beginner), 7).unwrap();
    let players = vec![
        PlayerInfo::human("Ada", "blue"),
        PlayerInfo::computer(PlayerName::default_for(1, true), "red", Level::Easy),
    ];
    SaveRecord::from_session("names".into(), GameTitle::Players, players, &session, 1).unwrap()
}

/// The names that come from outside, each paired with the name the rule keeps.
fn hostile_names() -> Vec<(String, PlayerName)> {
    vec![
        ("W".repeat(LONG), PlayerName::Typed("W".repeat(MAX_NAME_CHARS))),
        (format!("{RLO}Evil"), PlayerName::Typed("Evil".into())),
        ("  Ada \n".into(), PlayerName::Typed("Ada".into())),
        ("\u{200B}\u{200D}\u{FEFF}".into(), PlayerName::Seat(1)),
        ("".into(), PlayerName::Seat(1)),
        ("\u{2066}\u{202B}".into(), PlayerName::Seat(1)),
    ]
}

/// `value` with its first player named `name`.
fn named(mut value: Value, name: &str) -> Value {
    value["players"][0]["name"] = json!(name);
    value
}

#[test]
fn the_rule_trims_bounds_and_wants_something_visible() {
    assert_eq!(typed_text("  Ada  ").as_deref(), Some("Ada"));
    assert_eq!(typed_text(&"é".repeat(50)).map(|n| n.chars().count()), Some(MAX_NAME_CHARS));
    assert_eq!(typed_text(&format!("Ada{RLO}s")).as_deref(), Some("Adas"));
    assert_eq!(typed_text("a\u{0}b\tc").as_deref(), Some("abc"));
    assert_eq!(typed_text("\u{200B}"), None);
    assert_eq!(typed_text(" \u{3164}\u{FE0F} "), None);
    // Right-to-left names are kept, and isolated when worded.
    assert_eq!(typed_text("שרה").as_deref(), Some("שרה"));
    let words = PlayerName::Typed("שרה".into()).words(Lang::En);
    assert_eq!(words, "\u{2068}שרה\u{2069}");
    assert_eq!(PlayerName::Typed("Ada".into()).words(Lang::En), "Ada");
}

#[test]
fn a_name_from_a_link_or_a_shared_file_passes_the_rule() {
    let shared = SharedGame::from_record(&record()).unwrap();
    let value = serde_json::to_value(&shared).unwrap();
    for (raw, kept) in hostile_names() {
        let game: SharedGame = serde_json::from_value(named(value.clone(), &raw)).unwrap();
        let link = SharedGame::from_fragment(&game.to_fragment()).unwrap();
        let arrived = link.to_record(5).unwrap();
        assert_eq!(arrived.players[0].name, kept, "link, {raw:.20?}");
        let file = SharedGame::from_file_text(&named(value.clone(), &raw).to_string()).unwrap();
        assert_eq!(file.players[0].name, kept, "file, {raw:.20?}");
    }
}

#[test]
fn a_name_from_an_import_or_a_stored_record_passes_the_rule() {
    let stored: Value = serde_json::from_str(&record().to_stored_json()).unwrap();
    let older: Value = serde_json::from_str(&record().to_json()).unwrap();
    for (raw, kept) in hostile_names() {
        for (form, value) in [("stored", &stored), ("version 1", &older)] {
            let text = named(value.clone(), &raw).to_string();
            let imported = validate_import(&text, None, &game_validators()).unwrap();
            assert_eq!(imported.players[0].name, kept, "{form} import, {raw:.20?}");
            let opened = classify(&text, &game_validators()).unwrap();
            assert_eq!(opened.players[0].name, kept, "{form} record, {raw:.20?}");
        }
    }
}

#[test]
fn a_name_in_the_statistics_passes_the_rule() {
    let mut summary = json!({
        "id": "g", "kind": "via-nebula", "title": "A game",
        "players": [{"name": "", "kind": "human", "colour": "blue"}],
        "scores": [3], "higher_is_better": true, "winners": [0], "ending": "", "finished_ms": 1
    });
    for (raw, kept) in hostile_names() {
        summary["players"][0]["name"] = json!(raw);
        let text = json!({"format": "moonvale-stats", "version": 1, "games": [summary]});
        let book = StatsBook::read(Some(&text.to_string()));
        assert_eq!(book.games[0].players[0].name, kept, "{raw:.20?}");
    }
}

#[test]
fn a_name_in_a_hosts_welcome_passes_the_rule() {
    for (raw, kept) in hostile_names() {
        let welcome = json!({
            "type": "welcome", "protocol": 1, "seat": 1, "title": "A game",
            "options": {"players": 2, "side": "beginner"},
            "players": [
                {"name": raw, "kind": "human", "colour": "blue"},
                {"name": "Bob", "kind": "human", "colour": "red"}
            ]
        });
        let message: HostMessage<ViaNebula> = serde_json::from_value(welcome).unwrap();
        let HostMessage::Welcome { players, .. } = message else { panic!("a welcome") };
        assert_eq!(players[0].name, kept, "{raw:.20?}");
    }
}

#[test]
fn a_computer_with_no_visible_name_gets_the_computers_default() {
    let stored: Value = serde_json::from_str(&record().to_stored_json()).unwrap();
    let mut value = stored.clone();
    value["players"][1]["name"] = json!("\u{200B}");
    let opened = classify(&value.to_string(), &game_validators()).unwrap();
    assert_eq!(opened.players[1].name, PlayerName::Computer(2));
}

#[test]
fn names_and_titles_nobody_typed_follow_the_language() {
    let record = record();
    let stored: Value = serde_json::from_str(&record.to_stored_json()).unwrap();
    assert_eq!(stored["players"][1]["name"], json!({"computer": 2}));
    assert_eq!(stored["title"], json!({"players": {}}));
    let back = classify(&record.to_stored_json(), &game_validators()).unwrap();
    assert_eq!(back.players, record.players);
    let words: Vec<String> = Lang::ALL.into_iter().map(|l| back.title_words(l)).collect();
    assert_eq!(
        words,
        [
            "Via Nebula: Ada, Computer 2",
            "Via Nebula : Ada, Ordinateur 2",
            "Via Nebula: Ada, Komputer 2"
        ]
    );
    let daily = GameTitle::Daily(Day { year: 2026, month: 12, day: 1 });
    let kind = record.kind;
    assert_eq!(daily.words(Lang::En, kind, &record.players), "Via Nebula daily, 1 Dec 2026");
    assert_eq!(daily.words(Lang::Pl, kind, &record.players), "Via Nebula dnia, 1 gru 2026");
    let text = serde_json::to_string(&daily).unwrap();
    assert_eq!(text, r#"{"daily":"2026-12-01"}"#);
    assert_eq!(serde_json::from_str::<GameTitle>(&text).unwrap(), daily);
}

#[test]
fn the_forms_default_names_are_kept_as_the_seats() {
    for lang in Lang::ALL {
        let offered = PlayerName::default_for(1, false).words(lang);
        assert_eq!(PlayerName::from_form(&offered, 1, false), PlayerName::Seat(2), "{lang:?}");
        // Switched to the computer with the person's default name still in the field.
        assert_eq!(PlayerName::from_form(&offered, 1, true), PlayerName::Computer(2), "{lang:?}");
    }
    assert_eq!(PlayerName::from_form("  ", 0, false), PlayerName::Seat(1));
    assert_eq!(PlayerName::from_form("Zoé", 0, false), PlayerName::Typed("Zoé".into()));
}

#[test]
fn a_title_from_outside_is_shown_bounded_and_kept_whole() {
    let shared = SharedGame::from_record(&record()).unwrap();
    let mut value = serde_json::to_value(&shared).unwrap();
    let long = format!("{RLO}{}", "T".repeat(LONG));
    value["title"] = json!(long);
    let game: SharedGame = serde_json::from_value(value).unwrap();
    assert_eq!(game.title, GameTitle::Text(long), "kept as it came");
    let shown = game.title.words(Lang::En, game.kind, &game.players);
    assert_eq!(shown.chars().count(), moonvale_table::names::MAX_TITLE_CHARS + 1);
    assert!(shown.ends_with('…') && !shown.contains(RLO), "{shown:.20}");
    let blank = GameTitle::Text("\u{200B}".into());
    assert_eq!(blank.words(Lang::En, game.kind, &game.players), "Via Nebula: Ada, Computer 2");
}
