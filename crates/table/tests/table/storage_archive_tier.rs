//! Finished games move to the archive (docs/saved-games.md "The archive"; "keep the archive where
//! it scales, with the current game still written after every action"). The store's side of it,
//! with the archive's writes done by hand as the browser's IndexedDB does them behind
//! (`crates/table/src/storage/archive.rs`, `src/ui/platform/archive.rs`).
#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::testing::random_session;
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
use moonvale_table::storage::sample::finished_games;
use moonvale_table::storage::{
    game_validators, Listed, MemoryStorage, SaveOutcome, SaveRecord, SaveStore, Storage,
    StoreHealth, GAME_KEY_PREFIX,
};

/// Chromium's localStorage quota, in UTF-16 units as `MemoryStorage` counts them.
const BROWSER_QUOTA_UNITS: usize = 5 * 1024 * 1024 / 2;

fn game_keys(store: &SaveStore<MemoryStorage>) -> Vec<String> {
    let keys = store.backend().unwrap().keys().unwrap();
    keys.into_iter().filter(|k| k.starts_with(GAME_KEY_PREFIX)).collect()
}

fn in_progress(id: &str, moves: usize) -> SaveRecord {
    let session = random_session::<ViaNebula>(Options::new(3, Side::Beginner), 9, Some(moves));
    SaveRecord::from_session(id.into(), id.into(), vec![], &session, 5).unwrap()
}

/// What the browser does once a game is saved: writes what the store offers, then says so.
fn archive_what_is_offered(store: &mut SaveStore<MemoryStorage>) -> usize {
    let offered = store.to_archive();
    let count = offered.len();
    store.archived(offered);
    count
}

#[test]
fn finished_games_leave_local_storage_once_archived_and_still_list_and_open() {
    let games = finished_games(10, 21, 1_000);
    let mut store = SaveStore::new(Some(MemoryStorage::new()), game_validators());
    for game in &games {
        store.save(game.clone());
    }
    store.save(in_progress("playing", 30));
    assert!(store.to_archive().is_empty(), "nothing is offered before the archive is read");
    let bytes_before = store.stored_bytes();

    store.attach_archive(Vec::new());
    assert_eq!(archive_what_is_offered(&mut store), 10, "the ten finished games are offered");
    assert_eq!(game_keys(&store), vec![format!("{GAME_KEY_PREFIX}playing")]);
    assert_eq!(store.archived_ids().len(), 10);
    assert_eq!(store.stored_bytes(), bytes_before, "the space counts both places");
    assert!(store.to_archive().is_empty(), "each moves once");

    let listed = store.list();
    assert_eq!(listed.len(), 11);
    for game in &games {
        assert_eq!(&store.load(&game.id).unwrap().unwrap(), game, "{} opens", game.id);
    }
    // Read again at the next visit: the archive's contents and localStorage's.
    let archived: Vec<(String, String)> =
        games.iter().map(|g| (g.id.clone(), store.raw(&g.id).unwrap())).collect();
    let backend = store.backend().unwrap().clone();
    let mut next = SaveStore::new(Some(backend), game_validators());
    assert_eq!(next.list().len(), 1, "before the archive is read, the game in progress");
    next.attach_archive(archived);
    assert_eq!(next.list(), listed);
    assert_ne!(next.unique_id(&games[0].id), games[0].id, "an archived id is taken");
}

#[test]
fn the_newer_copy_in_local_storage_hides_the_archived_one() {
    let mut store = SaveStore::new(Some(MemoryStorage::new()), game_validators());
    store.attach_archive(Vec::new());
    let finished = finished_games(1, 4, 1).remove(0);
    store.save(finished.clone());
    archive_what_is_offered(&mut store);
    // The same game taken back a move (an undo after the end): saved as usual, to
    // localStorage, where it hides the archived copy and is not offered again.
    let mut taken_back = finished.clone();
    taken_back.title = "taken back".into();
    taken_back.outcome = None;
    store.save(taken_back.clone());
    assert_eq!(game_keys(&store).len(), 1);
    let Some(Ok(opened)) = store.load(&finished.id) else { panic!("it opens") };
    assert_eq!(opened.title, "taken back");
    let Listed::Ok(listed) = &store.list()[0] else { panic!("listed") };
    assert_eq!(listed.title, "taken back");
    assert_eq!(store.list().len(), 1);
    assert!(store.to_archive().is_empty());
}

#[test]
fn a_game_changed_or_deleted_while_it_is_written_loses_nothing_and_leaves_nothing() {
    let mut store = SaveStore::new(Some(MemoryStorage::new()), game_validators());
    store.attach_archive(Vec::new());
    let games = finished_games(3, 8, 1);
    for game in &games {
        store.save(game.clone());
    }
    let offered = store.to_archive();
    assert_eq!(offered.len(), 3);
    // While the archive writes: the first is saved again (newer), the second deleted.
    let mut newer = games[0].clone();
    newer.title = "renamed".into();
    store.save(newer);
    store.delete(&games[1].id).unwrap();
    store.archived(offered);
    assert_eq!(store.take_archive_removals(), vec![games[1].id.clone()]);
    assert_eq!(store.list().len(), 2);
    let Some(Ok(first)) = store.load(&games[0].id) else { panic!("it opens") };
    assert_eq!(first.title, "renamed", "the newer copy stayed in localStorage");
    assert!(store.load(&games[1].id).is_none());
    assert_eq!(game_keys(&store), vec![format!("{GAME_KEY_PREFIX}{}", games[0].id)]);
    // Moved again, and then deleted from the archive: its removal is queued once.
    assert_eq!(archive_what_is_offered(&mut store), 1);
    assert!(game_keys(&store).is_empty());
    store.delete(&games[2].id).unwrap();
    assert_eq!(store.take_archive_removals(), vec![games[2].id.clone()]);
    assert!(store.take_archive_removals().is_empty());
    assert_eq!(store.list().len(), 1);
}

#[test]
fn a_finished_game_kept_in_memory_for_lack_of_room_moves_with_its_older_copy() {
    let mut store = SaveStore::new(Some(MemoryStorage::with_quota(12_000)), game_validators());
    let finished = finished_games(1, 6, 1).remove(0);
    // Its earlier save, two moves in, is smaller than the finished game.
    assert_eq!(store.save(in_progress(&finished.id, 2)), SaveOutcome::Saved);
    // Fill the storage to the last unit: the final save stays in memory.
    let filler = "x".repeat(12_000 - store.stored_bytes() as usize / 2 - "filler".len());
    store.backend_mut().unwrap().set("filler", &filler).unwrap();
    assert_eq!(store.save(finished.clone()), SaveOutcome::KeptInMemoryFull);
    store.attach_archive(Vec::new());
    assert_eq!(store.health(), StoreHealth::Full);
    assert_eq!(archive_what_is_offered(&mut store), 1);
    assert!(store.pending_ids().is_empty());
    assert_eq!(store.health(), StoreHealth::Ok, "nothing is only in memory any more");
    assert!(game_keys(&store).is_empty(), "the older copy went too");
    assert_eq!(store.load(&finished.id).unwrap().unwrap(), finished);
}

#[test]
fn three_thousand_finished_games_saved_one_by_one_never_fill_local_storage() {
    // Twice what localStorage alone holds (about 1,600): each game is written there after
    // every action, then moves to the archive once finished.
    let games = finished_games(3_000, 31, 1_700_000_000_000);
    let mut store =
        SaveStore::new(Some(MemoryStorage::with_quota(BROWSER_QUOTA_UNITS)), game_validators());
    store.attach_archive(Vec::new());
    for game in &games {
        assert_eq!(store.save(game.clone()), SaveOutcome::Saved, "{}", game.id);
        assert_eq!(archive_what_is_offered(&mut store), 1);
    }
    let bytes = store.stored_bytes();
    println!("3,000 finished games: {bytes} bytes (UTF-16), localStorage holds none of them");
    assert!(bytes > 5 * 1024 * 1024, "more than localStorage's quota: {bytes}");
    assert!(game_keys(&store).is_empty());
    let listed = store.list();
    assert_eq!(listed.len(), 3_000);
    assert!(listed.iter().all(|l| matches!(l, Listed::Ok(r) if r.outcome.is_some())));
}
