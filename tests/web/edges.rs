//! Small edges of what comes from outside, in a real browser: a link or an import with a key
//! given twice or a field no game has is refused naming it; a date no calendar holds is
//! said to be unknown; a result forged in a stored record is not what the list shows;
//! statistics that cannot be read show as rebuilt from the saved games; a guest device that
//! floods the host is read a few messages a tick.

use crate::web::*;
use moonvale::ui;
use moonvale::ui::remote::inbox::{Inbox, MAX_WAITING, PER_TICK};
use moonvale::ui::state::{import_error_text, share_error_text};
use moonvale_table::i18n::Lang;
use moonvale_table::share::{ShareError, SharedGame};
use moonvale_table::storage::sample::finished_games;
use moonvale_table::storage::{
    game_validators, validate_import, ImportError, SaveRecord, STATS_KEY,
};
use serde_json::{json, Value};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen_test::*;

fn a_finished_game(id: &str) -> SaveRecord {
    let mut record = finished_games(1, 31, 5_000).remove(0);
    record.id = id.into();
    record
}

/// What the player read was "its moves do not follow the rules" (an import: "the game inside
/// is damaged"), whatever the key: it names the key now, in every language.
#[wasm_bindgen_test]
fn a_key_given_twice_or_an_unknown_field_is_named_to_the_player() {
    let record = a_finished_game("named");
    let shared = SharedGame::from_record(&record).unwrap().to_file_json();
    let twice = shared.replacen("\"seed\":", "\"seed\": \"1\", \"seed\":", 1);
    let error = SharedGame::from_file_text(&twice).unwrap_err();
    assert_eq!(error, ShareError::DuplicateKey("seed".into()));
    for lang in Lang::ALL {
        let said = share_error_text(lang, &error);
        assert!(said.contains("seed"), "{lang:?}: {said}");
        assert_ne!(said, share_error_text(lang, &ShareError::InvalidGame(String::new())));
    }
    let mut extra: Value = serde_json::from_str(&shared).unwrap();
    extra["players"][0]["nickname"] = json!("Ada");
    let error = SharedGame::from_file_text(&extra.to_string()).unwrap_err();
    assert!(share_error_text(Lang::En, &error).contains("players[0].nickname"), "{error:?}");

    let export = record.export_json();
    let twice = export.replacen("\"title\":", "\"title\": \"x\", \"title\":", 1);
    let error = validate_import(&twice, None, &game_validators()).unwrap_err();
    assert_eq!(error, ImportError::DuplicateKey("title".into()));
    let extra = export.replacen("\"title\":", "\"subtitle\": \"x\", \"title\":", 1);
    let unknown = validate_import(&extra, None, &game_validators()).unwrap_err();
    for lang in Lang::ALL {
        assert!(import_error_text(lang, &error).contains("title"), "{lang:?}");
        assert!(import_error_text(lang, &unknown).contains("subtitle"), "{lang:?}");
        assert_ne!(
            import_error_text(lang, &error),
            import_error_text(lang, &ImportError::InvalidGame(String::new()))
        );
    }
}

#[wasm_bindgen_test]
fn a_date_no_calendar_holds_is_said_unknown() {
    use moonvale::ui::platform::browser::format_time;
    assert_eq!(format_time(u64::MAX, Lang::En), "(date unknown)");
    assert_eq!(format_time(8_640_000_000_000_001, Lang::Fr), "(date inconnue)");
    assert!(format_time(1_764_000_000_000, Lang::En).contains("2025"));
}

/// The list is drawn from each game's stored summary, without replaying a thousand games.
/// A summary edited to say a game in progress is won is not believed anywhere (it does not
/// fit the record); one edited in a finished game to name another winner is replaced,
/// where the engines are, by what the game itself says, once the list is drawn.
#[wasm_bindgen_test]
async fn a_result_forged_in_a_stored_record_is_not_what_the_list_shows() {
    with_clean_storage(async {
        let finished = a_finished_game("forged-finished");
        let mut forged: Value = serde_json::from_str(&finished.to_stored_json()).unwrap();
        let outcome = forged["summary"]["outcome"].clone();
        let winner = outcome["winners"][0].as_u64().unwrap() as usize;
        let other = (winner + 1) % finished.players.len();
        forged["summary"]["outcome"]["winners"] = json!([other]);
        forged["summary"]["outcome"]["standings"] = json!([[other], [winner]]);
        let playing = {
            let mut record = crate::race::real_record("forged-playing", 6_000);
            record.players[0].name = "Alice".into();
            record
        };
        let mut won: Value = serde_json::from_str(&playing.to_stored_json()).unwrap();
        won["summary"]["outcome"] = outcome.clone();
        won["summary"]["outcome"]["winners"] = json!([0]);
        won["summary"]["outcome"]["standings"] = json!([[0], [1]]);
        local_storage().set_item("moonvale.game.forged-finished", &forged.to_string()).unwrap();
        local_storage().set_item("moonvale.game.forged-playing", &won.to_string()).unwrap();

        let root = fresh_root();
        let app = ui::mount(&root);
        let item = |id: &str| find(&root, &format!("[data-testid=saved-game][data-id={id}]"));
        wait_until("both listed", || {
            item("forged-finished").is_some() && item("forged-playing").is_some()
        })
        .await;
        let playing_item = item("forged-playing").unwrap();
        assert_eq!(playing_item.get_attribute("data-finished").as_deref(), Some("false"));
        assert!(!text(&playing_item).contains("Finished"), "{}", text(&playing_item));
        wait_until("the finished game checked", || {
            item("forged-finished").and_then(|i| i.get_attribute("data-checked")).as_deref()
                == Some("true")
        })
        .await;
        let result = text(&by_test_id(&item("forged-finished").unwrap(), "saved-result").unwrap());
        let name = |seat: usize| finished.players[seat].name.words(moonvale_table::i18n::Lang::En);
        assert!(result.contains(&format!("Finished: {} won", name(winner))), "{result}");
        app.destroy();
        // The finished game moved to the archive meanwhile: deleted from it too.
        forget_archived("forged-finished").await;
    })
    .await;
}

/// Deletes the saved game `id` as the app does, from the archive of finished games too
/// (IndexedDB outlives a test's cleaning of localStorage: a finished game left there would
/// be listed by the next test's home screen).
pub(crate) async fn forget_archived(id: &str) {
    let mut store = moonvale_table::storage::SaveStore::new(
        Some(ui::platform::local_storage::LocalStorage::open().unwrap()),
        game_validators(),
    );
    store.attach_archive(ui::platform::archive::read_all().await.unwrap());
    let _ = store.delete(id);
    let store = Rc::new(RefCell::new(store));
    ui::platform::archive::settle(&store);
    wait_until_async_archive_without(id).await;
}

async fn wait_until_async_archive_without(id: &str) {
    for _ in 0..250 {
        let games = ui::platform::archive::read_all().await.unwrap();
        if games.iter().all(|(archived, _)| archived != id) {
            return;
        }
        sleep(20).await;
    }
    panic!("{id} is still in the archive");
}

/// Statistics that cannot be read show the figures of the finished games still saved, say
/// so, and can be kept; before, every game finished since was silently never counted.
#[wasm_bindgen_test]
async fn unreadable_statistics_show_as_rebuilt_from_the_saved_games() {
    with_clean_storage(async {
        local_storage().set_item(STATS_KEY, "{ not json").unwrap();
        let record = a_finished_game("counted");
        local_storage().set_item("moonvale.game.counted", &record.to_stored_json()).unwrap();
        let root = fresh_root();
        let app = ui::mount(&root);
        wait_for(&root, "[data-testid=home]").await;
        click(&by_test_id(&root, "open-stats").unwrap());
        let rebuilt = wait_for(&root, "[data-testid=stats-rebuilt]").await;
        assert_eq!(rebuilt.get_attribute("data-count").as_deref(), Some("1"));
        assert!(text(&rebuilt).contains("could not be read"), "{}", text(&rebuilt));
        let played = wait_for(&root, "[data-testid=stats-played] td").await;
        assert_eq!(text(&played), "1");
        click(&by_test_id(&root, "stats-keep-rebuilt").unwrap());
        wait_until("kept", || find(&root, "[data-testid=stats-rebuilt]").is_none()).await;
        let kept = local_storage().get_item(STATS_KEY).unwrap().unwrap();
        assert!(kept.contains("\"counted\""), "{kept}");
        app.destroy();
        let mut store = moonvale_table::storage::SaveStore::new(
            Some(ui::platform::local_storage::LocalStorage::open().unwrap()),
            game_validators(),
        );
        store.attach_archive(ui::platform::archive::read_all().await.unwrap());
        store.delete("counted").unwrap();
        ui::platform::archive::settle(&Rc::new(RefCell::new(store)));
        wait_until_async_archive_without("counted").await;
    })
    .await;
}

/// Ten thousand messages at once from one guest device: nothing is read in the same task,
/// at most [`PER_TICK`] in any one tick (the page answers in between), in order, and past
/// [`MAX_WAITING`] waiting the rest are dropped. Before, every message was read, refused and
/// drawn at once: the host's page froze for over a second.
#[wasm_bindgen_test]
async fn a_flood_from_a_guest_is_read_a_few_messages_a_tick() {
    use std::cell::Cell;
    let read: Rc<RefCell<Vec<String>>> = Rc::default();
    // Messages read in one task (a tick): counted until the task's end, when a microtask runs.
    let (in_task, most) = (Rc::new(Cell::new(0)), Rc::new(Cell::new(0)));
    let inbox = {
        let (read, in_task, most) = (read.clone(), in_task.clone(), most.clone());
        Inbox::new(move |text| {
            if in_task.get() == 0 {
                let in_task = in_task.clone();
                wasm_bindgen_futures::spawn_local(async move { in_task.set(0) });
            }
            in_task.set(in_task.get() + 1);
            most.set(most.get().max(in_task.get()));
            read.borrow_mut().push(text);
        })
    };
    for n in 0..10_000 {
        inbox.push(n.to_string());
    }
    assert!(read.borrow().is_empty(), "nothing read in the task that received them");
    assert_eq!(inbox.waiting(), MAX_WAITING);
    assert_eq!(inbox.dropped(), 10_000 - MAX_WAITING);
    wait_until("every message kept is read", || read.borrow().len() == MAX_WAITING).await;
    assert!(most.get() <= PER_TICK, "{} read in one tick", most.get());
    let expected: Vec<String> = (0..MAX_WAITING).map(|n| n.to_string()).collect();
    assert_eq!(*read.borrow(), expected, "in the order they came");
    // A guest's ordinary pace still gets every message.
    inbox.push("next".into());
    wait_until("the next message", || read.borrow().last().map(String::as_str) == Some("next"))
        .await;
}
