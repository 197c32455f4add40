//! No localStorage at all, as in private modes that refuse it or with storage disabled:
//! `window.localStorage` throws a SecurityError. The app warns, and people still play.

use crate::race::*;
use crate::web::*;
use moonvale::ui;
use moonvale::ui::platform::local_storage::LocalStorage;
use moonvale_table::storage::{SaveOutcome, SaveStore, StorageError};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

/// Makes `window.localStorage` throw like a browser that refuses storage. Returns the
/// original property to put back.
fn break_local_storage() -> JsValue {
    let window = web_sys::window().unwrap();
    let key = JsValue::from_str("localStorage");
    let original = js_sys::Object::get_own_property_descriptor(&window, &key);
    let getter = js_sys::Function::new_no_args(
        "throw new DOMException('The operation is insecure.', 'SecurityError');",
    );
    let descriptor = js_sys::Object::new();
    js_sys::Reflect::set(&descriptor, &"get".into(), &getter).unwrap();
    js_sys::Reflect::set(&descriptor, &"configurable".into(), &true.into()).unwrap();
    js_sys::Object::define_property(&window, &key, &descriptor);
    assert!(web_sys::window().unwrap().local_storage().is_err(), "localStorage now throws");
    original
}

fn restore_local_storage(original: JsValue) {
    let window = web_sys::window().unwrap();
    let key = JsValue::from_str("localStorage");
    if original.is_undefined() {
        js_sys::Reflect::delete_property(&window, &key).unwrap();
    } else {
        js_sys::Object::define_property(&window, &key, &original.into());
    }
}

#[wasm_bindgen_test]
async fn without_local_storage_the_app_warns_and_play_goes_on() {
    let original = break_local_storage();

    assert!(
        matches!(LocalStorage::open(), Err(StorageError::Unavailable(e)) if e.contains("SecurityError"))
    );
    let mut store = SaveStore::<LocalStorage>::new(LocalStorage::open().ok(), validators());
    assert_eq!(store.save(race_record("a", &[1], 1)), SaveOutcome::KeptInMemoryNoStorage);
    assert_eq!(store.list().len(), 1);

    let root = fresh_root();
    let app = ui::mount(&root);
    let home = wait_for(&root, "[data-testid=home]").await;
    let warning = by_test_id(&root, "storage-warning").expect("the warning banner");
    assert_eq!(warning.get_attribute("role").as_deref(), Some("alert"));
    assert!(text(&warning).contains("private mode"), "{}", text(&warning));

    // The language still changes (for this visit), without a second warning.
    choose(&by_test_id(&root, "language").unwrap(), "fr");
    wait_until("French", || text(&home).contains("Choisissez un jeu")).await;
    assert!(text(&by_test_id(&root, "storage-warning").unwrap()).contains("navigation privée"));
    assert!(
        by_test_id(&root, "message").is_none(),
        "no message: {:?}",
        by_test_id(&root, "message").map(|m| text(&m))
    );

    // A game can be opened and played: here an imported one, kept in memory.
    choose_file(
        &by_test_id(&root, "import-file").unwrap(),
        "g.json",
        &real_record("mem", 3).export_json(),
    );
    let item = wait_for(&root, "[data-testid=saved-game][data-id=mem]").await;
    click(&by_test_id(&item, "saved-game-resume").unwrap());
    wait_for(&root, "[data-testid=game-screen]").await;
    click(&by_test_id(&root, "go-home").unwrap());
    wait_for(&root, "[data-testid=saved-game][data-id=mem]").await;

    // New-game screens work too.
    click(&by_test_id(&root, "new-nova-luna").unwrap());
    wait_for(&root, "[data-testid=new-game-nova-luna]").await;
    app.destroy();

    restore_local_storage(original);
    assert!(web_sys::window().unwrap().local_storage().is_ok());
}
