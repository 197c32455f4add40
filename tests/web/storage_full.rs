//! A full localStorage, for real: the test fills Chromium's quota, then saves. The player
//! gets the "storage full" message, the game goes on in memory with nothing lost, and the
//! save goes through on a later action once there is room.

use crate::race::*;
use crate::web::*;
use moonvale::ui;
use moonvale::ui::platform::local_storage::LocalStorage;
use moonvale_rules::core::Session;
use moonvale_table::storage::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

const FILLER_PREFIX: &str = "filler.";

/// Writes filler entries until not even one more character fits. Returns how many
/// UTF-16 units were written (for the log: this is the browser's real quota).
fn fill_local_storage() -> usize {
    let storage = local_storage();
    let mut written = 0;
    let mut chunk = 1 << 20;
    let mut index = 0;
    while chunk >= 1 {
        let key = format!("{FILLER_PREFIX}{index}");
        let value = "x".repeat(chunk);
        match storage.set_item(&key, &value) {
            Ok(()) => {
                written += key.len() + chunk;
                index += 1;
            }
            Err(error) => {
                let name =
                    error.dyn_ref::<web_sys::DomException>().map(|e| e.name()).unwrap_or_default();
                assert_eq!(name, "QuotaExceededError", "filling stopped for another reason");
                chunk /= 2;
            }
        }
    }
    written
}

fn free_filler() {
    let storage = local_storage();
    let keys: Vec<String> =
        (0..storage.length().unwrap()).filter_map(|i| storage.key(i).unwrap()).collect();
    for key in keys.iter().filter(|k| k.starts_with(FILLER_PREFIX)) {
        storage.remove_item(key).unwrap();
    }
}

#[wasm_bindgen_test]
async fn a_full_storage_keeps_the_game_in_memory_and_saves_it_once_there_is_room() {
    with_clean_storage(async {
        let mut store = SaveStore::new(Some(LocalStorage::open().unwrap()), validators());
        assert_eq!(store.save(race_record("earlier", &[1], 1)), SaveOutcome::Saved);

        let units = fill_local_storage();
        web_sys::console::log_1(
            &format!("localStorage quota reached after {units} UTF-16 units").into(),
        );
        assert!(units > 1_000_000, "Chromium gives several megabytes");

        // The game being played: its save does not fit.
        let mut record = race_record("current", &[1, 2], 10);
        assert_eq!(store.save(record.clone()), SaveOutcome::KeptInMemoryFull);
        assert_eq!(store.health(), StoreHealth::Full);
        assert!(local_storage().get_item("moonvale.game.current").unwrap().is_none());

        // Play goes on: the next move works from memory and is kept too.
        let mut session: Session<Race> = store.load("current").unwrap().unwrap().session().unwrap();
        session.apply(2).unwrap();
        record.update_session(&session, 20).unwrap();
        assert_eq!(store.save(record.clone()), SaveOutcome::KeptInMemoryFull);
        let listed: Vec<_> = store.list().iter().map(|l| l.id().to_string()).collect();
        assert_eq!(listed, ["current", "earlier"]);

        // Room again (the player deleted things): the next action's save writes it.
        free_filler();
        session.apply(1).unwrap();
        record.update_session(&session, 30).unwrap();
        assert_eq!(store.save(record), SaveOutcome::Saved);
        assert_eq!(store.health(), StoreHealth::Ok);
        let stored = local_storage().get_item("moonvale.game.current").unwrap().unwrap();
        assert_eq!(
            classify(&stored, &validators()).unwrap().session::<Race>().unwrap().state.total,
            6
        );
    })
    .await;
    free_filler();
}

#[wasm_bindgen_test]
async fn the_app_says_storage_is_full_and_the_game_stays_playable() {
    with_clean_storage(async {
        fill_local_storage();
        let root = fresh_root();
        let app = ui::mount(&root);
        wait_for(&root, "[data-testid=home]").await;
        // Full is not missing: no private-mode warning.
        assert!(by_test_id(&root, "storage-warning").is_none());

        let input = by_test_id(&root, "import-file").unwrap();
        choose_file(&input, "game.json", &real_record("kept", 5).export_json());
        let message = wait_for(&root, "[data-testid=message]").await;
        wait_until("the full message", || text(&message).contains("storage is full")).await;
        assert_eq!(message.get_attribute("role").as_deref(), Some("alert"));
        assert!(text(&message).contains("nothing is lost"));

        // The game is there (in memory) and opens.
        let item = wait_for(&root, "[data-testid=saved-game][data-id=kept]").await;
        assert!(local_storage().get_item("moonvale.game.kept").unwrap().is_none());
        // Space comes back meanwhile (another tab deleted things).
        free_filler();
        local_storage().set_item("moonvale.game.old", "{}").unwrap();
        click(&by_test_id(&item, "saved-game-resume").unwrap());
        let screen = wait_for(&root, "[data-testid=game-screen]").await;
        assert!(text(&screen).contains("Friday game"));
        click(&by_test_id(&root, "go-home").unwrap());
        wait_for(&root, "[data-testid=home]").await;

        // The next change (deleting an old game) also writes what was waiting in memory.
        let old = wait_for(&root, "[data-testid=saved-game][data-id=old]").await;
        click(&by_test_id(&old, "saved-game-delete").unwrap());
        wait_until("deleted", || find(&root, "[data-id=old]").is_none()).await;
        let stored = local_storage()
            .get_item("moonvale.game.kept")
            .unwrap()
            .expect("written on the next change");
        assert_eq!(classify(&stored, &game_validators()).unwrap().title, "Friday game");
        app.destroy();
    })
    .await;
    free_filler();
}

/// The "storage is full" message goes once a save gets through again (it stayed up before,
/// though every game was written): a move made while storage is full says so, room comes
/// back, the next move is saved, and the message is gone.
#[wasm_bindgen_test]
async fn the_full_message_goes_once_a_save_gets_through_again() {
    with_clean_storage(async {
        fill_local_storage();
        let root = fresh_root();
        let app = ui::mount(&root);
        wait_for(&root, "[data-testid=home]").await;
        let input = by_test_id(&root, "import-file").unwrap();
        choose_file(&input, "game.json", &real_record("kept", 5).export_json());
        let item = wait_for(&root, "[data-testid=saved-game][data-id=kept]").await;
        click(&by_test_id(&item, "saved-game-resume").unwrap());
        let screen = wait_for(&root, "[data-testid=game-screen]").await;
        let moves = || screen.get_attribute("data-moves").unwrap_or_default();
        let full_said =
            || by_test_id(&root, "message").is_some_and(|m| text(&m).contains("storage is full"));
        // A move while storage is full (the person's, or the computer's if it is its turn).
        let move_on = |before: String| {
            if let Some(choice) = find(&root, "[data-testid=action]:not([disabled])") {
                click(&choice);
            }
            before
        };
        let before = move_on(moves());
        wait_until("a move", || moves() != before).await;
        wait_until("the full message", full_said).await;
        assert!(local_storage().get_item("moonvale.game.kept").unwrap().is_none());

        // Room again: the next move is saved, and the message goes.
        free_filler();
        let before = move_on(moves());
        wait_until("another move", || moves() != before).await;
        wait_until("saved", || local_storage().get_item("moonvale.game.kept").unwrap().is_some())
            .await;
        wait_until("the full message gone", || !full_said()).await;
        app.destroy();
    })
    .await;
    free_filler();
}
