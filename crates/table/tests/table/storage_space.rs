//! The space the saves take (docs/saved-games.md "The archive"), as the home screen shows it: this
//! app's keys and values in UTF-16 bytes, as browsers count localStorage; and the one-time question
//! for persistent storage is remembered in the settings.

use moonvale_table::storage::{game_validators, MemoryStorage, SaveStore, Storage};

#[test]
fn the_space_counted_is_this_apps_keys_and_values_in_utf16_bytes() {
    let mut backend = MemoryStorage::new();
    backend.set("moonvale.settings", "{\"language\":\"pl\"}").unwrap();
    backend.set("moonvale.game.1", "zażółć").unwrap();
    backend.set("another-app", "not ours, not counted").unwrap();
    let store = SaveStore::new(Some(backend), game_validators());
    let units =
        "moonvale.settings".len() + "{\"language\":\"pl\"}".len() + "moonvale.game.1".len() + 6;
    assert_eq!(store.stored_bytes(), 2 * units as u64);
    let none: SaveStore<MemoryStorage> = SaveStore::new(None, game_validators());
    assert_eq!(none.stored_bytes(), 0);
}

#[test]
fn the_persistence_question_is_remembered_and_older_settings_read_as_not_asked() {
    let mut store = SaveStore::new(Some(MemoryStorage::new()), game_validators());
    assert!(!store.settings().persistence_asked);
    let mut settings = store.settings();
    settings.persistence_asked = true;
    store.set_settings(settings).unwrap();
    assert!(store.settings().persistence_asked);
    let mut old = MemoryStorage::new();
    old.set("moonvale.settings", "{\"language\":\"fr\",\"pace\":\"fast\"}").unwrap();
    let store = SaveStore::new(Some(old), game_validators());
    assert!(!store.settings().persistence_asked);
    assert_eq!(store.settings().language.as_deref(), Some("fr"));
}
