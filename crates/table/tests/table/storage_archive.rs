//! A thousand games fit (docs/saved-games.md "A thousand saved games"): a saved game is stored as
//! what a replay needs (options, seed, actions, deflated), so a thousand finished games of both
//! games take well under the 5 MB a browser gives localStorage; the list reads them without
//! replaying any, and each one opens (replayed by the engine) to the very game that was saved.
#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::{Game, GameKind, Session};
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
use moonvale_table::storage::sample::finished_games;
use moonvale_table::storage::Storage;
use moonvale_table::storage::{game_validators, Listed, MemoryStorage, SaveStore};
use std::time::Instant;

/// Chromium's localStorage quota: 5 MiB of UTF-16 code units, keys included, counted here
/// as `MemoryStorage` counts them.
const BROWSER_QUOTA_UNITS: usize = 5 * 1024 * 1024 / 2;

#[test]
fn a_finished_four_player_via_nebula_game_is_a_few_kilobytes_stored() {
    let session = moonvale_rules::core::testing::random_session::<ViaNebula>(
        Options::new(4, Side::Expert),
        7,
        None,
    );
    let record = moonvale_table::storage::SaveRecord::from_session(
        "g".into(),
        "four".into(),
        vec![],
        &session,
        1,
    )
    .unwrap();
    let whole = record.to_json().len();
    let stored = record.to_stored_json().len();
    println!(
        "4-player Via Nebula, {} actions: {whole} bytes whole, {stored} stored",
        session.log.len()
    );
    assert!(stored * 10 < whole, "the stored form is a tenth of the whole record at most");
    assert!(stored < 6_000, "{stored} bytes");
    // A finished game's actions are deflated once; a game in progress keeps them as a list,
    // so saving after each action does not deflate the whole game again.
    let stored: serde_json::Value = serde_json::from_str(&record.to_stored_json()).unwrap();
    assert!(stored["moves"]["actions"].is_string());
    let playing = moonvale_rules::core::testing::random_session::<ViaNebula>(
        Options::new(4, Side::Expert),
        7,
        Some(40),
    );
    let playing = moonvale_table::storage::SaveRecord::from_session(
        "p".into(),
        "p".into(),
        vec![],
        &playing,
        1,
    )
    .unwrap();
    let stored: serde_json::Value = serde_json::from_str(&playing.to_stored_json()).unwrap();
    assert_eq!(stored["moves"]["actions"].as_array().map(Vec::len), Some(40));
    let back =
        moonvale_table::storage::classify(&playing.to_stored_json(), &game_validators()).unwrap();
    assert_eq!(back, playing);
    // It opens to exactly the saved session.
    let back =
        moonvale_table::storage::classify(&record.to_stored_json(), &game_validators()).unwrap();
    assert_eq!(back.session::<ViaNebula>().unwrap(), session);
    assert_eq!(back, record);
}

#[test]
fn a_thousand_finished_games_fit_list_fast_and_each_opens_to_its_game() {
    let games = finished_games(1_000, 11, 1_700_000_000_000);
    let mut store =
        SaveStore::new(Some(MemoryStorage::with_quota(BROWSER_QUOTA_UNITS)), game_validators());
    for record in &games {
        assert_eq!(store.save(record.clone()), moonvale_table::storage::SaveOutcome::Saved);
    }
    let bytes = store.stored_bytes();
    println!("1,000 finished games: {bytes} bytes as browsers count them (UTF-16)");
    assert!(bytes < 5 * 1024 * 1024 * 2 / 3, "two thirds of the quota at most: {bytes}");

    let started = Instant::now();
    let listed = store.list();
    println!("list of 1,000: {} ms", started.elapsed().as_millis());
    assert_eq!(listed.len(), 1_000);
    assert!(listed.iter().all(|l| matches!(l, Listed::Ok(_))));
    // Newest first, with the outcome read from the summary.
    let Listed::Ok(first) = &listed[0] else { unreachable!() };
    assert_eq!(first.id, "archive-0999");
    for listed in &listed {
        let Listed::Ok(record) = listed else { unreachable!() };
        let saved = games.iter().find(|g| g.id == record.id).unwrap();
        assert_eq!(record.outcome, saved.outcome, "{}", record.id);
        assert!(record.outcome.is_some(), "{} is finished", record.id);
        assert_eq!((record.kind, &record.title), (saved.kind, &saved.title));
    }
    let started = Instant::now();
    for saved in &games {
        let opened = store.load(&saved.id).unwrap().unwrap();
        assert_eq!(&opened, saved, "{} opens to the saved game", saved.id);
        // The export is the stored form again, and imports as the same game.
        let exported = opened.export_json();
        let imported =
            moonvale_table::storage::validate_import(&exported, None, &store.validators).unwrap();
        assert_eq!(&imported, saved);
    }
    println!("open and export 1,000: {} ms", started.elapsed().as_millis());
    let kinds = |k| games.iter().filter(|g| g.kind == k).count();
    assert_eq!((kinds(GameKind::ViaNebula), kinds(GameKind::NovaLuna)), (500, 500));
    // A record listed without replaying is still a whole game: its session replays.
    let Listed::Ok(listed_one) = &listed[0] else { unreachable!() };
    // Listed, its actions are still as stored (packed): nothing was replayed.
    assert!(listed_one.moves.actions.is_string());
    let session: Session<moonvale_rules::nova_luna::NovaLuna> = listed_one.session().unwrap();
    assert!(session.state.outcome().is_some());
}

#[test]
fn a_stored_record_whose_moves_were_damaged_is_listed_and_refused_when_opened() {
    let mut games = finished_games(2, 3, 1);
    let mut store = SaveStore::new(Some(MemoryStorage::new()), game_validators());
    let record = games.remove(0);
    let mut stored: serde_json::Value = serde_json::from_str(&record.to_stored_json()).unwrap();
    // Another seed: the stored actions no longer make a game.
    stored["moves"]["seed"] = 999_999.into();
    store.backend_mut().unwrap().set("moonvale.game.edited", &stored.to_string()).unwrap();
    stored["moves"]["actions"] = "AAAA".into();
    store.backend_mut().unwrap().set("moonvale.game.cut", &stored.to_string()).unwrap();
    assert_eq!(store.list().len(), 2, "both listed, from their summaries");
    assert!(matches!(
        store.load("edited"),
        Some(Err(moonvale_table::storage::Damage::InvalidGame(_)))
    ));
    assert!(matches!(
        store.load("cut"),
        Some(Err(moonvale_table::storage::Damage::InvalidGame(_)))
    ));
    assert_eq!(store.raw("cut").unwrap(), stored.to_string(), "kept as it is");
}
