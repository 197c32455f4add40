//! docs/review.md "Review", "Play on from here": a practice game begins at a step of another game,
//! its position that step's, its origin saved with it, and it is kept out of the statistics
//! and the rating.

#![cfg(not(target_arch = "wasm32"))]

use moonvale_ai::Level;
use moonvale_rules::core::{Game, Rng, Session};
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
use moonvale_table::practice::{play_on, PlayOnRefusal};
use moonvale_table::record::PracticeOrigin;
use moonvale_table::storage::*;
use moonvale_table::table::Table;

/// A finished two-player game of random moves, as a saved record.
fn finished() -> (SaveRecord, Session<ViaNebula>) {
    let mut session = Session::<ViaNebula>::new(Options::new(2, Side::Beginner), 9).unwrap();
    let mut rng = Rng::new(4);
    while !session.state.is_over() {
        let legal = session.state.legal_actions();
        session.apply(legal[rng.below(legal.len())]).unwrap();
    }
    let players = vec![PlayerInfo::human("Ada", "blue"), PlayerInfo::human("Bo", "red")];
    let record =
        SaveRecord::from_session("g1".into(), "Evening game".into(), players, &session, 1).unwrap();
    (record, session)
}

#[test]
fn a_practice_game_begins_at_the_step_chosen_and_undo_never_goes_back_past_it() {
    let (record, session) = finished();
    let step = session.log.len() / 2;
    let players =
        vec![PlayerInfo::human("Ada", "blue"), PlayerInfo::computer("Bo", "red", Level::Easy)];
    let practice = play_on(&record.header(), &session, step, players, "p1".into(), 5).unwrap();
    assert_eq!(
        practice.practice,
        Some(PracticeOrigin { from: "g1".into(), title: "Evening game".into(), step })
    );
    assert_eq!(practice.title, "Evening game");
    assert!(practice.outcome.is_none());
    // Its position is the replay's at that step: the same actions from the same seed.
    let table = Table::<ViaNebula>::open(practice.clone()).unwrap();
    let mut replayed = ViaNebula::new(&session.options, session.seed).unwrap();
    for logged in &session.log[..step] {
        replayed.apply(&logged.action).unwrap();
    }
    assert_eq!(table.state(), &replayed);
    assert_eq!(table.session().undo_floor, step, "undo stops at the start");
    assert!(table.is_computer(1) && !table.is_computer(0));
    assert_eq!(table.practice().map(|o| o.step), Some(step));

    // Saved and read back, its origin with it; a game that is not one has none written.
    let text = practice.to_stored_json();
    assert!(text.contains("\"practice\":{\"from\":\"g1\""), "{text}");
    let read = classify(&text, &game_validators()).unwrap();
    assert_eq!(read.practice, practice.practice);
    assert!(!record.to_stored_json().contains("practice"));
    // An origin with a field no version wrote is refused by name.
    let odd = text.replace("\"step\":", "\"stride\":1,\"step\":");
    assert!(classify(&odd, &game_validators()).is_err());

    // No step past the end, no game already over, one seat each.
    let header = record.header();
    let two = || vec![PlayerInfo::human("A", "blue"), PlayerInfo::human("B", "red")];
    let last = session.log.len();
    assert_eq!(
        play_on(&header, &session, last + 1, two(), "p2".into(), 5),
        Err(PlayOnRefusal::NoSuchStep)
    );
    assert_eq!(play_on(&header, &session, last, two(), "p2".into(), 5), Err(PlayOnRefusal::Over));
    let one = vec![PlayerInfo::human("A", "blue")];
    assert_eq!(play_on(&header, &session, 0, one, "p2".into(), 5), Err(PlayOnRefusal::Seats));
    assert!(play_on(&header, &session, 0, two(), "p3".into(), 5).is_ok(), "from the setup");
}

#[test]
fn a_finished_practice_game_is_not_counted_in_the_statistics() {
    let (record, session) = finished();
    let mut store = SaveStore::new(Some(MemoryStorage::new()), game_validators());
    assert_eq!(store.record_finished(&record), Ok(true), "the game itself counts");
    // Played on from near the end, to its end.
    let step = session.log.len() - 3;
    let two = vec![PlayerInfo::human("Ada", "blue"), PlayerInfo::human("Bo", "red")];
    let practice = play_on(&record.header(), &session, step, two, "p1".into(), 5).unwrap();
    let mut table = Table::<ViaNebula>::open(practice).unwrap();
    let mut rng = Rng::new(2);
    while !table.is_over() {
        table.confirm_handover();
        let choices = table.choices();
        table.act(choices[rng.below(choices.len())]).unwrap();
    }
    let done = table.record(9).unwrap();
    assert!(done.outcome.is_some() && done.practice.is_some());
    assert_eq!(store.record_finished(&done), Ok(false), "a practice game is kept apart");
    let book = store.stats();
    assert_eq!(book.games.len(), 1);
    assert_eq!(book.games[0].id, "g1");
}
