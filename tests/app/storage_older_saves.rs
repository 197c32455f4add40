//! A game saved by the previous version of the Via Nebula rules (state version 1, whose
//! Store power was one action) still loads: it is rebuilt from its options, seed and actions
//! under today's rules (`tests/fixtures/saves/via-nebula-older-rules.json`: a 4-player game
//! made with the table of commit 3bd226c). A save of today's version that does not verify is
//! still refused (an edit is not "repaired"). An older 2-3 player game whose log moved a
//! fifth resource off a special lot cannot replay under ruling 13a and stays listed as
//! damaged (exportable), with the version message.

#![cfg(not(target_arch = "wasm32"))]

use moonvale::core::{Game, Session};
use moonvale::storage::{classify, game_validators, Damage};
use moonvale::via_nebula::ViaNebula;

const OLDER: &str = include_str!("../fixtures/saves/via-nebula-older-rules.json");

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

// What a player found: in the Polish interface a game showed "Joueur 1 / Ordinateur 2" and a
// French title, because default names and titles were stored as text in the language of
// the day. A name nobody typed is now kept as the seat it is and worded in the language
// shown; an older save's text names and title stay exactly as they were, in every language.
#[test]
fn an_older_saves_names_stay_as_they_are_and_a_new_games_follow_the_language() {
    use moonvale::i18n::Lang;
    use moonvale::names::{GameTitle, PlayerName};
    use moonvale::storage::{PlayerInfo, SaveRecord};
    use moonvale::via_nebula::{Options, Side};
    let mut old: serde_json::Value =
        serde_json::from_str(include_str!("../fixtures/saves/via-nebula.json")).unwrap();
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
