//! The session every client keeps (action log, undo limits, replay, verification) and the
//! generic property checks, exercised on a toy game so they are tested apart from the engines.

#![cfg(not(target_arch = "wasm32"))]

use crate::toy::{Toy, ToyAction, ToyOptions};
use moonvale_rules::core::testing::{check_random_game, random_playout};
use moonvale_rules::core::{Game, ReplayError, Session};

fn session(seed: u64) -> Session<Toy> {
    Session::new(ToyOptions::default(), seed).unwrap()
}

#[test]
fn undo_takes_back_own_public_actions_of_the_turn() {
    let mut s = session(1);
    s.apply(ToyAction::Add { amount: 1 }).unwrap();
    s.apply(ToyAction::Add { amount: 2 }).unwrap();
    assert_eq!(s.undoable(), 2);
    assert!(s.undo());
    assert_eq!(s.state.counter, 1);
    assert!(s.undo());
    assert_eq!(s.state.counter, 0);
    assert!(!s.undo(), "nothing left to undo");
    assert_eq!(s.state, Toy::new(&ToyOptions::default(), 1).unwrap());
}

#[test]
fn undo_stops_at_a_random_draw() {
    let mut s = session(2);
    s.apply(ToyAction::Add { amount: 1 }).unwrap();
    s.apply(ToyAction::Draw).unwrap();
    assert_eq!(s.undoable(), 0, "a draw reveals a card: nothing before it can be undone");
    assert!(!s.undo());
}

#[test]
fn undo_stops_at_a_confirmed_end_of_turn_and_at_another_players_move() {
    let mut s = session(3);
    s.apply(ToyAction::Add { amount: 1 }).unwrap();
    s.apply(ToyAction::EndTurn).unwrap();
    assert_eq!(s.undoable(), 0);
    s.apply(ToyAction::Add { amount: 2 }).unwrap();
    assert_eq!(s.undoable(), 1, "the new player may undo their own action only");
    assert_eq!(s.undo_seat(), s.state.to_act());
    assert!(s.undo());
    assert_eq!(s.undoable(), 0);
}

#[test]
fn illegal_action_changes_nothing() {
    let mut s = session(4);
    let before = s.clone();
    assert!(s.apply(ToyAction::EndTurn).is_err());
    assert!(s.apply(ToyAction::Add { amount: 7 }).is_err());
    assert_eq!(s, before);
}

#[test]
fn verify_accepts_a_true_session_and_rejects_a_tampered_one() {
    let played = random_playout::<Toy>(&ToyOptions::default(), 9, 1000).unwrap();
    played.session.verify().unwrap();

    let mut tampered = played.session.clone();
    tampered.state.counter += 1;
    assert!(matches!(tampered.verify(), Err(ReplayError::Diverged)));

    let mut old = played.session.clone();
    old.state_version = 0;
    assert!(matches!(old.verify(), Err(ReplayError::WrongVersion { .. })));

    let mut reordered = played.session.clone();
    reordered.log.swap(0, 1);
    assert!(reordered.verify().is_err());
}

#[test]
fn session_survives_json() {
    let played = random_playout::<Toy>(&ToyOptions::default(), 5, 1000).unwrap();
    let json = serde_json::to_string(&played.session).unwrap();
    let back: Session<Toy> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, played.session);
    back.verify().unwrap();
}

#[test]
fn generic_property_check_passes_on_many_games() {
    for seed in 0..200 {
        check_random_game::<Toy>(&ToyOptions::default(), seed, 1000).unwrap();
    }
}
