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
