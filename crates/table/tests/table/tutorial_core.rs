//! The tutorial machinery (docs/tutorials.md "Learning to play: the tutorials"), on the toy game: a
//! step's answer, resuming from a step number, and the checks that catch a script the engine would
//! not follow. The two real scripts are proved in crates/table/tests/table/tutorial_via_nebula.rs
//! and crates/table/tests/table/tutorial_nova_luna.rs.

#![cfg(not(target_arch = "wasm32"))]

use crate::toy::{Toy, ToyAction, ToyOptions};
use moonvale_table::tutorial::{Answer, Step, Tutorial};

fn step(wants: Option<ToyAction>, then: Vec<ToyAction>) -> Step<Toy> {
    Step {
        say: "say".into(),
        other: wants.as_ref().map(|_| "why-not".to_string()),
        wants,
        then,
        topics: vec!["adding".into()],
    }
}

/// The learner adds 2 and ends the turn; the other seat adds 1 and ends; a step to read.
fn script() -> Tutorial<Toy> {
    Tutorial {
        options: ToyOptions::default(),
        seed: 3,
        prepare: vec![],
        seats: vec!["you".into(), "them".into()],
        steps: vec![
            step(Some(ToyAction::Add { amount: 2 }), vec![]),
            step(Some(ToyAction::EndTurn), vec![ToyAction::Add { amount: 1 }, ToyAction::EndTurn]),
            Step { topics: vec![], ..step(None, vec![]) },
        ],
    }
}

#[test]
fn a_good_script_passes_and_resumes_from_any_step() {
    let tutorial = script();
    assert_eq!(tutorial.check(), Ok(()));
    assert_eq!(tutorial.session_at(0).unwrap().state.counter, 0);
    assert_eq!(tutorial.session_at(1).unwrap().state.counter, 2);
    let resumed = tutorial.session_at(2).unwrap();
    assert_eq!(resumed.state.counter, 3, "the learner's 2 and the other seat's 1");
    assert_eq!(resumed.log.len(), 4);
    assert_eq!(tutorial.session_at(3).unwrap().state, resumed.state, "a read step moves nothing");
    assert_eq!(tutorial.steps_showing("adding"), vec![0, 1]);
}

#[test]
fn the_steps_move_is_right_and_any_other_gets_the_steps_reason() {
    let tutorial = script();
    assert_eq!(tutorial.answer(0, &ToyAction::Add { amount: 2 }), Answer::Right);
    assert_eq!(tutorial.answer(0, &ToyAction::Add { amount: 1 }), Answer::Other("why-not".into()));
    assert_eq!(tutorial.answer(0, &ToyAction::Draw), Answer::Other("why-not".into()));
    assert_eq!(tutorial.answer(2, &ToyAction::Draw), Answer::ReadOnly);
    assert_eq!(tutorial.answer(9, &ToyAction::Draw), Answer::ReadOnly);
}

#[test]
fn scripts_the_engine_would_not_follow_are_caught() {
    let mut illegal = script();
    illegal.steps[0].wants = Some(ToyAction::Add { amount: 3 });
    assert!(illegal.check().unwrap_err().contains("not a legal move"));

    let mut silent = script();
    silent.steps[0].other = None;
    assert!(silent.check().unwrap_err().contains("why another move"));

    // The other seat's moves scripted while the learner is still to act.
    let mut early = script();
    early.steps[0].then = vec![ToyAction::EndTurn];
    assert!(early.check().unwrap_err().contains("learner is to act"));

    let mut seats = script();
    seats.seats.pop();
    assert!(seats.check().unwrap_err().contains("one name per seat"));

    // A script that is not JSON of the right shape is refused with a message.
    let refused = Tutorial::<Toy>::parse(r#"{"seed": 1}"#).unwrap_err();
    assert!(refused.starts_with("tutorial script:"), "{refused}");
}

#[test]
fn a_script_survives_its_json_form() {
    let tutorial = script();
    let json = serde_json::to_string(&tutorial).unwrap();
    assert_eq!(Tutorial::<Toy>::parse(&json).unwrap(), tutorial);
}

#[test]
fn the_place_in_a_tutorial_is_stored_per_game_apart_from_the_saves() {
    use moonvale_rules::core::GameKind;
    use moonvale_table::storage::{game_validators, MemoryStorage, SaveStore, Storage};
    let mut store = SaveStore::new(Some(MemoryStorage::new()), game_validators());
    assert_eq!(store.tutorial_step(GameKind::ViaNebula), None, "never opened nor offered");
    store.set_tutorial_step(GameKind::ViaNebula, 7).unwrap();
    store.set_tutorial_step(GameKind::NovaLuna, 0).unwrap();
    assert_eq!(store.tutorial_step(GameKind::ViaNebula), Some(7));
    assert_eq!(store.tutorial_step(GameKind::NovaLuna), Some(0));
    assert!(store.list().is_empty(), "no saved game appears");
    let backend = store.backend_mut().unwrap();
    backend.set("moonvale.tutorial.via-nebula", "not a step").unwrap();
    assert_eq!(store.tutorial_step(GameKind::ViaNebula), None, "a damaged value starts over");
    let mut nowhere = SaveStore::<MemoryStorage>::new(None, game_validators());
    assert!(nowhere.set_tutorial_step(GameKind::NovaLuna, 3).is_err());
    assert_eq!(nowhere.tutorial_step(GameKind::NovaLuna), None);
}

/// The rules help links a rule to the first step that shows its topic: every linked topic is
/// shown by a step of the game's script, and every linked rule is a message of the game.
#[test]
fn every_rule_the_help_links_has_a_step_that_shows_it() {
    use moonvale_table::i18n::{format, Lang};
    use moonvale_table::tutorial::*;
    for (script, links) in
        [(VIA_NEBULA, VIA_NEBULA_RULE_TOPICS), (NOVA_LUNA, NOVA_LUNA_RULE_TOPICS)]
    {
        for (rule, topic) in links {
            let step = first_step_showing(script, topic);
            assert!(step.is_some(), "{rule}: no step shows {topic}");
            assert!(format(Lang::En, rule, &[]).1.is_empty(), "{rule} is a message");
        }
    }
    assert_eq!(first_step_showing(NOVA_LUNA, "no-such-topic"), None);
    assert_eq!(first_step_showing("not json", "refill"), None);
}
