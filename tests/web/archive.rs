//! The archive of finished games in a real browser (docs/saved-games.md "The archive"): through
//! IndexedDB, a finished game leaves localStorage once archived, a fresh store (a reload) finds it
//! there, and a deletion removes it from the archive too. The rules of the store's side
//! are tested natively (`crates/table/tests/table/storage_archive_tier.rs`).

use crate::web::*;
use moonvale::ui::platform::archive;
use moonvale::ui::platform::local_storage::LocalStorage;
use moonvale_table::storage::sample::finished_games;
use moonvale_table::storage::{game_validators, SaveOutcome, SaveStore};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen_test::*;

fn open_store() -> SaveStore<LocalStorage> {
    SaveStore::new(
        Some(LocalStorage::open().expect("Chromium has localStorage")),
        game_validators(),
    )
}

async fn archived_text(id: &str) -> Option<String> {
    let games = archive::read_all().await.expect("Chromium has IndexedDB");
    games.into_iter().find(|(archived, _)| archived == id).map(|(_, text)| text)
}

#[wasm_bindgen_test]
async fn a_finished_game_moves_to_indexeddb_a_reload_lists_it_and_a_deletion_removes_it() {
    with_clean_storage(async {
        let games = finished_games(2, 17, 1_000);
        let mut playing = games[1].clone();
        playing.id = "playing".into();
        playing.outcome = None;
        let store = Rc::new(RefCell::new(open_store()));
        let archived = archive::read_all().await.unwrap();
        store.borrow_mut().attach_archive(archived);
        assert_eq!(store.borrow_mut().save(games[0].clone()), SaveOutcome::Saved);
        assert_eq!(store.borrow_mut().save(playing), SaveOutcome::Saved);
        let key = format!("moonvale.game.{}", games[0].id);
        let stored = local_storage().get_item(&key).unwrap().expect("saved to localStorage first");

        archive::settle(&store);
        wait_until("the finished game leaves localStorage", || {
            local_storage().get_item(&key).unwrap().is_none()
        })
        .await;
        assert_eq!(archived_text(&games[0].id).await, Some(stored), "archived as it was stored");
        assert!(local_storage().get_item("moonvale.game.playing").unwrap().is_some());
        assert!(archived_text("playing").await.is_none(), "a game in progress stays");

        // A reload: localStorage alone has the game in progress; with the archive, both.
        let mut reloaded = open_store();
        assert_eq!(reloaded.list().len(), 1);
        reloaded.attach_archive(archive::read_all().await.unwrap());
        assert_eq!(reloaded.list().len(), 2);
        assert_eq!(reloaded.load(&games[0].id).unwrap().unwrap(), games[0]);

        store.borrow_mut().delete(&games[0].id).unwrap();
        archive::settle(&store);
        for _ in 0..100 {
            if archived_text(&games[0].id).await.is_none() {
                break;
            }
            sleep(20).await;
        }
        assert!(archived_text(&games[0].id).await.is_none(), "deleted from the archive");
    })
    .await;
}
