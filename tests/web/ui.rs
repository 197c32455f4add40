//! The Yew shell rendered in a real browser: home screen, new-game screens, the saved
//! games list (resume, export, delete, damaged records, import through the file input),
//! the language menu, the update banner and the fatal-error panel.

use crate::race::*;
use crate::web::*;
use moonvale::ui;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

fn html_lang() -> String {
    document().document_element().unwrap().get_attribute("lang").unwrap_or_default()
}

#[wasm_bindgen_test]
async fn home_offers_both_games_and_their_new_game_screens() {
    with_clean_storage(async {
        let root = fresh_root();
        let app = ui::mount(&root);
        let home = wait_for(&root, "[data-testid=home]").await;
        assert_eq!(document().body().unwrap().dataset().get("ready").as_deref(), Some("true"));
        let home_text = text(&home);
        assert!(home_text.contains("Via Nebula") && home_text.contains("Nova Luna"), "{home_text}");
        assert!(by_test_id(&root, "saved-games").is_some());
        assert!(by_test_id(&root, "settings").is_some());
        assert!(home_text.contains("No saved games."));

        for (button, screen) in
            [("new-via-nebula", "new-game-via-nebula"), ("new-nova-luna", "new-game-nova-luna")]
        {
            click(&by_test_id(&root, button).unwrap());
            let screen = wait_for(&root, &format!("[data-testid={screen}]")).await;
            assert!(by_test_id(&root, "home").is_none());
            // Focus moves to the new screen's heading, for keyboard and screen-reader users.
            let focused = document().active_element().unwrap();
            assert_eq!(focused.tag_name(), "H2");
            assert!(screen.contains(Some(&focused)));
            click(&by_test_id(&root, "go-home").unwrap());
            wait_for(&root, "[data-testid=home]").await;
        }
        // Every control is a native button, select or labelled input: keyboard reachable.
        for button in find_all(&root, "button") {
            assert!(!text(&button).trim().is_empty() || button.has_attribute("aria-label"));
        }
        assert!(find(&root, "label[for=language-select]").is_some());
        app.destroy();
    })
    .await;
}

#[wasm_bindgen_test]
async fn the_language_menu_translates_the_page_sets_html_lang_and_is_remembered() {
    with_clean_storage(async {
        let root = fresh_root();
        let app = ui::mount(&root);
        let home = wait_for(&root, "[data-testid=home]").await;
        // Chromium headless prefers en-US.
        assert_eq!(html_lang(), "en");
        let select = by_test_id(&root, "language").unwrap();
        choose(&select, "fr");
        wait_until("French", || text(&home).contains("Choisissez un jeu")).await;
        assert_eq!(html_lang(), "fr");
        assert_eq!(
            local_storage().get_item("moonvale.settings").unwrap().as_deref(),
            Some(r#"{"language":"fr","pace":"normal"}"#)
        );
        app.destroy();

        // A new start (a reload) speaks French.
        let root = fresh_root();
        let app = ui::mount(&root);
        let home = wait_for(&root, "[data-testid=home]").await;
        assert!(text(&home).contains("Parties enregistrées"));
        assert_eq!(
            by_test_id(&root, "language")
                .unwrap()
                .dyn_into::<web_sys::HtmlSelectElement>()
                .unwrap()
                .value(),
            "fr"
        );
        choose(&by_test_id(&root, "language").unwrap(), "pl");
        wait_until("Polish", || text(&home).contains("Wybierz grę")).await;
        assert_eq!(html_lang(), "pl");
        app.destroy();
    })
    .await;
}

#[wasm_bindgen_test]
async fn saved_games_are_listed_resumed_exported_and_deleted_and_damaged_ones_do_not_break_the_list(
) {
    with_clean_storage(async {
        let storage = local_storage();
        let good = real_record("good", 1_700_000_000_000);
        storage.set_item("moonvale.game.good", &good.to_json()).unwrap();
        storage.set_item("moonvale.game.broken", "{\"schema_version\":1,\"kind\":").unwrap();
        let mut future: serde_json::Value = serde_json::from_str(&good.to_json()).unwrap();
        future["schema_version"] = 3.into();
        storage.set_item("moonvale.game.future", &future.to_string()).unwrap();
        // A real game whose moves were edited: the app's Via Nebula check replays it.
        let mut edited: serde_json::Value =
            serde_json::from_str(&real_record("edited", 1).to_json()).unwrap();
        edited["game"]["seed"] = 12345.into();
        storage.set_item("moonvale.game.edited", &edited.to_string()).unwrap();

        let root = fresh_root();
        let app = ui::mount(&root);
        let list = wait_for(&root, "[data-testid=saved-games]").await;
        let items = find_all(&list, "[data-testid=saved-game]");
        assert_eq!(items.len(), 4);
        let good_item = find(&list, "[data-testid=saved-game][data-id=good]").unwrap();
        assert_eq!(good_item.get_attribute("data-damaged").as_deref(), Some("false"));
        assert!(text(&good_item).contains("Friday game"));
        // Player names are text: the markup in the second name is shown, not parsed.
        assert!(text(&good_item).contains("<img src=x onerror=alert(1)>"));
        assert!(find(&root, "img").is_none());
        for action in ["saved-game-resume", "saved-game-export", "saved-game-delete"] {
            assert!(by_test_id(&good_item, action).is_some(), "{action}");
        }
        for id in ["broken", "future", "edited"] {
            let item = find(&list, &format!("[data-testid=saved-game][data-id={id}]")).unwrap();
            assert_eq!(item.get_attribute("data-damaged").as_deref(), Some("true"));
            assert!(
                by_test_id(&item, "saved-game-resume").is_none(),
                "a damaged game cannot be resumed"
            );
            assert!(by_test_id(&item, "saved-game-export").is_some());
            assert!(by_test_id(&item, "saved-game-delete").is_some());
        }
        let future_item = find(&list, "[data-id=future]").unwrap();
        assert!(text(&future_item).contains("record version 3"), "{}", text(&future_item));
        assert!(text(&find(&list, "[data-id=edited]").unwrap())
            .contains("does not match its own moves"));
        assert!(
            text(&list).contains("4 saved games. 3 of them cannot be opened."),
            "{}",
            text(&list)
        );

        // Export of a damaged record: its raw text as a file.
        click(&by_test_id(&find(&list, "[data-id=broken]").unwrap(), "saved-game-export").unwrap());
        let message = wait_for(&root, "[data-testid=message]").await;
        assert_eq!(text(&message).trim_end_matches('×'), "Saved as moonvale-damaged-broken.json.");

        // Delete the damaged one.
        click(&by_test_id(&find(&list, "[data-id=broken]").unwrap(), "saved-game-delete").unwrap());
        wait_until("deleted", || find(&root, "[data-id=broken]").is_none()).await;
        assert!(storage.get_item("moonvale.game.broken").unwrap().is_none());
        assert_eq!(
            document().active_element().unwrap().id(),
            "saved-heading",
            "focus stays in the list"
        );

        // Undo puts it back exactly; then delete it for good.
        click(&by_test_id(&root, "undo-delete").expect("the message offers undo"));
        wait_for(&root, "[data-testid=saved-game][data-id=broken][data-damaged=true]").await;
        assert_eq!(
            storage.get_item("moonvale.game.broken").unwrap().as_deref(),
            Some("{\"schema_version\":1,\"kind\":")
        );
        click(&by_test_id(&find(&list, "[data-id=broken]").unwrap(), "saved-game-delete").unwrap());
        wait_until("deleted", || find(&root, "[data-id=broken]").is_none()).await;

        // Resume the good one.
        let good_item = find(&list, "[data-testid=saved-game][data-id=good]").unwrap();
        click(&by_test_id(&good_item, "saved-game-resume").unwrap());
        let screen = wait_for(&root, "[data-testid=game-screen]").await;
        assert_eq!(screen.get_attribute("data-kind").as_deref(), Some("via-nebula"));
        assert!(text(&screen).contains("Friday game"));
        click(&by_test_id(&root, "go-home").unwrap());
        wait_for(&root, "[data-testid=home]").await;
        // This test's games (the list also shows any finished game an earlier test left in
        // the archive of this page's IndexedDB, which outlives localStorage's cleaning).
        let mut listed: Vec<_> = find_all(&root, "[data-testid=saved-game]")
            .iter()
            .filter_map(|g| g.get_attribute("data-id"))
            .filter(|id| ["good", "broken", "future", "edited"].contains(&id.as_str()))
            .collect();
        listed.sort();
        assert_eq!(listed, ["edited", "future", "good"], "the broken one deleted, the rest kept");
        app.destroy();
    })
    .await;
}

#[wasm_bindgen_test]
async fn import_through_the_file_input_accepts_a_save_and_refuses_bad_files_with_messages() {
    with_clean_storage(async {
        let root = fresh_root();
        let app = ui::mount(&root);
        wait_for(&root, "[data-testid=home]").await;
        let input = by_test_id(&root, "import-file").unwrap();
        assert_eq!(input.get_attribute("type").as_deref(), Some("file"));
        assert!(
            by_test_id(&root, "import-button").is_some(),
            "a visible labelled button opens the file dialog"
        );

        let message_text = |root: &web_sys::Element| by_test_id(root, "message").map(|m| text(&m));

        choose_file(&input, "game.json", &real_record("imported", 5).export_json());
        wait_until("import", || {
            find(&root, "[data-testid=saved-game][data-id=imported]").is_some()
        })
        .await;
        assert_eq!(message_text(&root).unwrap().trim_end_matches('×'), "Imported “Friday game”.");
        assert!(local_storage().get_item("moonvale.game.imported").unwrap().is_some());
        // What the list holds now (an earlier test's archived game may be in it too).
        let listed = |root: &web_sys::Element| -> Vec<String> {
            find_all(root, "[data-testid=saved-game]")
                .iter()
                .filter_map(|g| g.get_attribute("data-id"))
                .collect()
        };
        let after_import = listed(&root);

        choose_file(&input, "notes.txt", "these are not JSON");
        wait_until("refusal", || {
            message_text(&root).is_some_and(|t| t.contains("not a JSON file"))
        })
        .await;
        let message = by_test_id(&root, "message").unwrap();
        assert_eq!(message.get_attribute("role").as_deref(), Some("alert"));

        choose_file(&input, "package.json", r#"{"name":"left-pad"}"#);
        wait_until("refusal", || {
            message_text(&root).is_some_and(|t| t.contains("not a Moonvale saved game"))
        })
        .await;

        let mut other: serde_json::Value =
            serde_json::from_str(&real_record("x", 5).export_json()).unwrap();
        other["kind"] = "chess".into();
        choose_file(&input, "chess.json", &other.to_string());
        wait_until("refusal", || message_text(&root).is_some_and(|t| t.contains("(chess)"))).await;

        let big = format!("{{\"pad\":\"{}\"}}", "x".repeat(3 * 1024 * 1024));
        choose_file(&input, "big.json", &big);
        wait_until("refusal", || {
            message_text(&root).is_some_and(|t| t.contains("larger than the 2048 KB limit"))
        })
        .await;

        assert_eq!(listed(&root), after_import, "refused files add nothing");
        app.destroy();
    })
    .await;
}

#[wasm_bindgen_test]
async fn the_update_banner_appears_on_the_service_worker_event_and_asks_for_the_update() {
    with_clean_storage(async {
        let root = fresh_root();
        let app = ui::mount(&root);
        wait_for(&root, "[data-testid=home]").await;
        assert!(by_test_id(&root, "update-available").is_none());

        let window = web_sys::window().unwrap();
        let asked = Rc::new(Cell::new(false));
        let listener = {
            let asked = asked.clone();
            Closure::<dyn Fn()>::new(move || asked.set(true))
        };
        window
            .add_event_listener_with_callback(
                "moonvale:apply-update",
                listener.as_ref().unchecked_ref(),
            )
            .unwrap();

        // The app listens from an effect, which Yew may run a frame after the home screen is
        // drawn: the event is sent until the banner shows, as a worker's later update would be.
        wait_until("the banner on the event", || {
            window
                .dispatch_event(&web_sys::CustomEvent::new("moonvale:update-available").unwrap())
                .unwrap();
            by_test_id(&root, "update-available").is_some()
        })
        .await;
        let banner = by_test_id(&root, "update-available").unwrap();
        assert!(text(&banner).contains("A new version of Moonvale is available."));
        click(&by_test_id(&banner, "update-reload").unwrap());
        assert!(asked.get(), "the reload button dispatched moonvale:apply-update");
        window
            .remove_event_listener_with_callback(
                "moonvale:apply-update",
                listener.as_ref().unchecked_ref(),
            )
            .unwrap();
        app.destroy();

        // When the event came before the app started, the flag shows the banner at once.
        js_sys::Reflect::set(&window, &"__moonvaleUpdateWaiting".into(), &true.into()).unwrap();
        let root = fresh_root();
        let app = ui::mount(&root);
        wait_for(&root, "[data-testid=update-available]").await;
        js_sys::Reflect::delete_property(&window, &"__moonvaleUpdateWaiting".into()).unwrap();
        app.destroy();
    })
    .await;
}

#[wasm_bindgen_test]
async fn a_fatal_error_shows_a_translated_message_instead_of_a_blank_page() {
    with_clean_storage(async {
        local_storage().set_item("moonvale.settings", r#"{"language":"pl"}"#).unwrap();
        let root = fresh_root();
        let app = ui::mount(&root);
        wait_for(&root, "[data-testid=home]").await;
        // What the panic hook calls (a real panic would abort this test's wasm instance).
        ui::show_fatal_error();
        let panel = by_test_id(&document().document_element().unwrap(), "fatal-error").unwrap();
        assert_eq!(panel.get_attribute("role").as_deref(), Some("alert"));
        assert!(text(&panel).contains("Coś poszło nie tak"), "{}", text(&panel));
        // The rest of the page is out of use: nothing there answers after a panic.
        let body = document().body().unwrap();
        assert_eq!(body.dataset().get("fatal").as_deref(), Some("true"));
        assert!(root.has_attribute("inert") && !panel.has_attribute("inert"));
        // This page is shared by the next tests: as it was.
        panel.remove();
        body.dataset().delete("fatal");
        let mut child = body.first_element_child();
        while let Some(element) = child {
            element.remove_attribute("inert").unwrap();
            element.remove_attribute("aria-hidden").unwrap();
            child = element.next_element_sibling();
        }
        app.destroy();
    })
    .await;
}
