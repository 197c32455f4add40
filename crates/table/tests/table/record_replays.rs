//! Opening a saved game replays it once: the session is built from the record by one replay,
//! the table sits down at that session, and a save after an action writes the record without
//! replaying anything. Counted with the race game, which counts its setups (one per replay).

#![cfg(not(target_arch = "wasm32"))]

use moonvale_table::storage::{MemoryStorage, SaveOutcome, SaveStore, Storage};
use moonvale_table::table::Table;

use crate::race::*;

/// A store as the page finds it after a reload: the games only as stored texts.
fn reloaded(texts: &[(&str, String)]) -> SaveStore<MemoryStorage> {
    let mut backend = MemoryStorage::new();
    for (id, text) in texts {
        backend.set(&format!("moonvale.game.{id}"), text).unwrap();
    }
    SaveStore::new(Some(backend), validators())
}

#[test]
fn opening_a_saved_game_replays_it_once_and_saving_it_replays_nothing() {
    let record = race_record("g", &[1, 2, 2, 1], 10);
    let store = reloaded(&[("g", record.to_stored_json())]);
    let before = setups();
    let (opened, session) = store.open::<Race>("g").unwrap().unwrap();
    assert_eq!(setups() - before, 1, "one replay opens the game");
    assert_eq!(session.state.total, 6);
    let mut table = Table::resume(opened.header(), session);
    assert_eq!(setups() - before, 1, "the table sits down at the session it is given");

    let mut store = store;
    let mut session = table.session().clone();
    session.apply(2).unwrap();
    table = Table::resume(opened.header(), session);
    let saved = table.record(20).unwrap();
    assert_eq!(store.save(saved), SaveOutcome::Saved);
    assert_eq!(setups() - before, 1, "a save writes the record, replaying nothing");
    assert_eq!(store.open::<Race>("g").unwrap().unwrap().1.state.total, 8);
}

#[test]
fn opening_a_save_of_version_1_replays_it_once_too() {
    let record = race_record("old", &[2, 2, 1], 10);
    let store = reloaded(&[("old", v1_text(&record))]);
    let before = setups();
    let (_, session) = store.open::<Race>("old").unwrap().unwrap();
    assert_eq!(setups() - before, 1, "one replay reads and checks the whole session");
    assert_eq!(session.state.total, 5);
}

#[test]
fn finding_a_saved_game_to_route_to_it_replays_nothing() {
    let store = reloaded(&[("g", race_record("g", &[1, 2], 10).to_stored_json())]);
    let before = setups();
    let found = store.find("g").unwrap().unwrap();
    assert_eq!((found.id.as_str(), setups() - before), ("g", 0));
}
