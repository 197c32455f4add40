//! A game saved by the previous version of the Via Nebula rules (state version 1, whose
//! Store power was one action) still loads: it is rebuilt from its options, seed and actions
//! under today's rules (`tests/fixtures/saves/via-nebula-older-rules.json`: a 4-player game
//! made with the table of commit 3bd226c). A save of today's version that does not verify is
//! still refused (an edit is not "repaired"). An older 2-3 player game whose log moved a
//! fifth resource off a special lot cannot replay under ruling 13a and stays listed as
//! damaged (exportable), with the version message.

#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::{Game, Session};
use moonvale_rules::via_nebula::ViaNebula;
use moonvale_table::storage::{classify, game_validators, Damage};

const OLDER: &str = include_str!("../../../../tests/fixtures/saves/via-nebula-older-rules.json");

#[test]
fn a_save_of_the_older_rules_is_rebuilt_from_its_actions() {
    let record = classify(OLDER, &game_validators()).expect("the older save loads");
    let session: Session<ViaNebula> = record.session().unwrap();
    assert_eq!(session.state_version, ViaNebula::STATE_VERSION);
    session.verify().expect("the rebuilt game verifies");
    let old: serde_json::Value = serde_json::from_str(OLDER).unwrap();
    let old_actions = old["game"]["log"].as_array().unwrap().len();
    // Its Store choices were one action each; today they take two steps.
    assert!(session.log.len() > old_actions, "{} > {old_actions}", session.log.len());
    assert_eq!(session.undoable(), 0, "the rebuilt moves cannot be taken back");
    assert!(!session.state.is_over(), "the game goes on from where it was");
}

#[test]
fn an_edited_save_of_todays_version_is_not_rebuilt() {
    let record = classify(OLDER, &game_validators()).unwrap();
    let mut value: serde_json::Value = serde_json::from_str(&record.to_json()).unwrap();
    value["game"]["seed"] = serde_json::json!(12345);
    let refused = classify(&value.to_string(), &game_validators());
    assert!(matches!(refused, Err(Damage::InvalidGame(_))), "{refused:?}");
}

/// A seed is any 64-bit number, and JavaScript rounds a JSON number above 2^53 (an edit in
/// the browser's tools, a script that reads the save and writes it back): the seed is
/// stored as a string of digits, so such a round trip keeps the game. Saves that wrote it
/// as a number still read, to the same seed.
#[test]
fn a_seed_above_2_53_survives_a_javascript_round_trip_and_older_saves_still_read() {
    use moonvale_rules::nova_luna::NovaLuna;
    use moonvale_table::storage::{PlayerInfo, SaveRecord};
    use serde_json::Value;
    let seed = u64::MAX - 58;
    let mut session = Session::<NovaLuna>::new(NovaLuna::options_for(2), seed).unwrap();
    for _ in 0..3 {
        let action = session.state.legal_actions()[0].clone();
        session.apply(action).unwrap();
    }
    let players = vec![PlayerInfo::human("Ada", "blue"), PlayerInfo::human("Bo", "red")];
    let record =
        SaveRecord::from_session("big-seed".into(), "Seeds".into(), players, &session, 1).unwrap();
    let stored = record.to_stored_json();
    let value: Value = serde_json::from_str(&stored).unwrap();
    assert_eq!(value["moves"]["seed"], Value::String(seed.to_string()), "{stored}");

    // What JavaScript does to every number of a text it reads and writes back.
    fn through_javascript(value: &Value) -> Value {
        match value {
            // A double, printed as JavaScript prints a whole one: without a fraction.
            Value::Number(n) => match n.as_f64().unwrap() {
                f if f.fract() == 0.0 => serde_json::from_str(&format!("{f:.0}")).unwrap(),
                f => serde_json::json!(f),
            },
            Value::Array(items) => Value::Array(items.iter().map(through_javascript).collect()),
            Value::Object(o) => {
                Value::Object(o.iter().map(|(k, v)| (k.clone(), through_javascript(v))).collect())
            }
            other => other.clone(),
        }
    }
    let edited = through_javascript(&value).to_string();
    let back = classify(&edited, &game_validators()).expect("the edited save still opens");
    assert_eq!(back.moves.seed, seed);
    assert_eq!(back.session::<NovaLuna>().unwrap().state, session.state);

    // As saves before wrote it: the seed a JSON number, read exactly.
    let mut older = value.clone();
    older["moves"]["seed"] = serde_json::json!(seed);
    let back = classify(&older.to_string(), &game_validators()).expect("an older save reads");
    assert_eq!(back.moves.seed, seed);
    // A seed that is not a whole number of 64 bits is refused, saying so.
    for bad in [serde_json::json!("-1"), serde_json::json!("+5"), serde_json::json!(1.5)] {
        let mut edited = value.clone();
        edited["moves"]["seed"] = bad.clone();
        let refused = classify(&edited.to_string(), &game_validators());
        assert!(
            matches!(&refused, Err(Damage::MissingFields(why)) if why.contains("seed")),
            "{bad}: {refused:?}"
        );
    }
}

// What a player found: in the Polish interface a game showed "Joueur 1 / Ordinateur 2" and a
// French title, because default names and titles were stored as text in the language of
// the day. A name nobody typed is now kept as the seat it is and worded in the language
// shown; an older save's text names and title stay exactly as they were, in every language.
#[test]
fn an_older_saves_names_stay_as_they_are_and_a_new_games_follow_the_language() {
    use moonvale_rules::via_nebula::{Options, Side};
    use moonvale_table::i18n::Lang;
    use moonvale_table::names::{GameTitle, PlayerName};
    use moonvale_table::storage::{PlayerInfo, SaveRecord};
    let mut old: serde_json::Value =
        serde_json::from_str(include_str!("../../../../tests/fixtures/saves/via-nebula.json"))
            .unwrap();
    old["title"] = serde_json::json!("Via Nebula : Joueur 1, Ordinateur 2");
    old["players"][0]["name"] = serde_json::json!("Joueur 1");
    old["players"][1]["name"] = serde_json::json!("Ordinateur 2");
    let record = classify(&old.to_string(), &game_validators()).expect("the older save loads");
    // Rewritten in today's stored form, and read back: the same text.
    let record = classify(&record.to_stored_json(), &game_validators()).unwrap();
    for lang in Lang::ALL {
        assert_eq!(record.players[0].name.words(lang), "Joueur 1", "{lang:?}");
        assert_eq!(record.players[1].name.words(lang), "Ordinateur 2", "{lang:?}");
        assert_eq!(record.title_words(lang), "Via Nebula : Joueur 1, Ordinateur 2", "{lang:?}");
    }

    let session = Session::<ViaNebula>::new(Options::new(2, Side::Beginner), 3).unwrap();
    let players = vec![
        PlayerInfo::human(PlayerName::default_for(0, false), "blue"),
        PlayerInfo::computer(PlayerName::default_for(1, true), "red", Default::default()),
    ];
    let new =
        SaveRecord::from_session("new".into(), GameTitle::Players, players, &session, 1).unwrap();
    let new = classify(&new.to_stored_json(), &game_validators()).unwrap();
    let shown: Vec<(String, String)> = Lang::ALL
        .into_iter()
        .map(|lang| (new.players[1].name.words(lang), new.title_words(lang)))
        .collect();
    assert_eq!(
        shown,
        [
            ("Computer 2".into(), "Via Nebula: Player 1, Computer 2".into()),
            ("Ordinateur 2".into(), "Via Nebula : Joueur 1, Ordinateur 2".into()),
            ("Komputer 2".into(), "Via Nebula: Gracz 1, Komputer 2".into()),
        ]
    );
}
