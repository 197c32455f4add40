//! Saved games in a real browser (headless Chromium), through the real localStorage:
//! save / list / resume / delete / export / import, damaged and unknown-version records
//! listed as damaged without breaking the list, imports refused with messages.

use crate::race::*;
use crate::web::*;
use moonvale::ui::platform::local_storage::LocalStorage;
use moonvale::ui::state::import_error_text;
use moonvale_rules::core::{GameKind, Session};
use moonvale_table::i18n::Lang;
use moonvale_table::storage::*;
use wasm_bindgen_test::*;

fn open_store() -> SaveStore<LocalStorage> {
    SaveStore::new(Some(LocalStorage::open().expect("Chromium has localStorage")), validators())
}

#[wasm_bindgen_test]
async fn save_list_resume_delete_export_import_round_trip() {
    with_clean_storage(async {
        let mut store = open_store();
        assert_eq!(store.save(race_record("a", &[1], 10)), SaveOutcome::Saved);
        assert_eq!(store.save(race_record("b", &[2, 2], 20)), SaveOutcome::Saved);
        // Written for real: another store (a reload) sees them.
        let raw = local_storage()
            .get_item("moonvale.game.b")
            .unwrap()
            .expect("stored under moonvale.game.<id>");
        assert!(raw.contains("\"schema_version\":2"), "stored as what a replay needs");
        let reopened = open_store();
        let ids: Vec<_> = reopened.list().iter().map(|l| l.id().to_string()).collect();
        assert_eq!(ids, ["b", "a"]);

        // Resume: the session comes back and play goes on.
        let record = reopened.load("b").unwrap().unwrap();
        let mut session: Session<Race> = record.session().unwrap();
        session.apply(1).unwrap();
        let mut record = record;
        record.update_session(&session, 30).unwrap();
        let mut store = reopened;
        assert_eq!(store.save(record), SaveOutcome::Saved);
        assert_eq!(
            open_store().load("b").unwrap().unwrap().session::<Race>().unwrap().state.total,
            5
        );

        // Export and import back: a copy with a fresh id.
        let exported = store.load("a").unwrap().unwrap().export_json();
        let (copy, outcome) = store.import(&exported, None).unwrap();
        assert_eq!(outcome, SaveOutcome::Saved);
        assert_eq!(copy.id, "a-2");
        assert_eq!(open_store().list().len(), 3);

        // Delete.
        store.delete("a").unwrap();
        assert!(local_storage().get_item("moonvale.game.a").unwrap().is_none());
        assert_eq!(open_store().list().len(), 2);
    })
    .await;
}

#[wasm_bindgen_test]
async fn damaged_and_unknown_version_records_are_listed_as_damaged_and_the_list_still_works() {
    with_clean_storage(async {
        let storage = local_storage();
        let good = race_record("good", &[1, 2], 50);
        storage.set_item("moonvale.game.good", &v1_text(&good)).unwrap();
        storage.set_item("moonvale.game.cut", &v1_text(&good)[..60]).unwrap();
        let mut future: serde_json::Value = serde_json::from_str(&v1_text(&good)).unwrap();
        future["schema_version"] = 9.into();
        storage.set_item("moonvale.game.future", &future.to_string()).unwrap();
        let mut tampered: serde_json::Value = serde_json::from_str(&v1_text(&good)).unwrap();
        tampered["game"]["state"]["total"] = 9.into();
        storage.set_item("moonvale.game.tampered", &tampered.to_string()).unwrap();

        let store = open_store();
        let list = store.list();
        assert_eq!(list.len(), 4);
        assert!(matches!(&list[0], Listed::Ok(r) if r.id == "good"));
        let damaged: Vec<(&str, &Damage)> = list[1..]
            .iter()
            .map(|l| match l {
                Listed::Damaged { id, damage, .. } => (id.as_str(), damage),
                Listed::Ok(r) => panic!("{} should be damaged", r.id),
            })
            .collect();
        assert_eq!(damaged[0], ("cut", &Damage::NotJson));
        assert_eq!(damaged[1], ("future", &Damage::UnknownVersion(9)));
        assert!(matches!(damaged[2], ("tampered", Damage::InvalidGame(_))));
        // Its raw text is kept as it was, for export.
        assert_eq!(store.raw("cut").unwrap(), &v1_text(&good)[..60]);
    })
    .await;
}

#[wasm_bindgen_test]
async fn imports_too_big_not_json_or_of_the_wrong_game_are_refused_with_a_message() {
    with_clean_storage(async {
        let mut store = open_store();
        let big = "x".repeat(MAX_IMPORT_BYTES as usize + 1);
        let error = store.import(&big, None).unwrap_err();
        assert!(matches!(error, ImportError::TooBig { .. }));
        assert_eq!(
            import_error_text(Lang::En, &error),
            "the file is 2049 KB, larger than the 2048 KB limit."
        );
        let error = store.import("not json at all", None).unwrap_err();
        assert_eq!(import_error_text(Lang::Fr, &error), "ce n’est pas un fichier JSON.");
        let error = store.import(r#"{"hello":"world"}"#, None).unwrap_err();
        assert_eq!(import_error_text(Lang::En, &error), "it is not a Moonvale saved game.");
        let via_nebula = race_record("v", &[1], 1).export_json();
        let error = store.import(&via_nebula, Some(GameKind::NovaLuna)).unwrap_err();
        assert_eq!(
            import_error_text(Lang::En, &error),
            "it is a game of Via Nebula, not of Nova Luna."
        );
        assert_eq!(import_error_text(Lang::Pl, &error), "to gra Via Nebula, a nie Nova Luna.");
        // Nothing was stored by the refused imports.
        assert!(store.list().is_empty());
        assert_eq!(local_storage().length().unwrap(), 0);
    })
    .await;
}
