//! Every textual form a game took on disk or on the way before the one typed record, as that
//! code wrote it (`fixtures/forms/`, two games of each engine, one finished and one in
//! progress): the stored record (version 2, the finished game's actions deflated), the whole
//! record of version 1 (the session with every event), the exported file, the share link and
//! the share file. Each must read back to the same game: the same options, seed, actions,
//! undo floor and outcome (`<game>.game.json`, written from the session itself). The problem
//! report and the command-line table file are read by the tools (`crates/tools/tests/`).

#[path = "../forms/mod.rs"]
mod forms;

use forms::{expected, fixture, game_of, GAMES};
use moonvale_rules::core::{Game, GameKind};
use moonvale_table::share::SharedGame;
use moonvale_table::storage::*;
use serde_json::Value;

const FORMS_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/forms");

fn kind_of(game: &str) -> GameKind {
    serde_json::from_value(expected(game)["kind"].clone()).unwrap()
}

fn saved_game<G: Game>(record: &SaveRecord) -> Value {
    game_of(&record.session::<G>().expect("the record holds its game"))
}

#[test]
fn every_stored_record_of_today_opens_to_the_same_game() {
    for game in GAMES {
        for form in ["stored.json", "record-1.json", "export.json"] {
            let text = fixture(game, form);
            let record = classify(&text, &game_validators())
                .unwrap_or_else(|e| panic!("{game}.{form}: {e}"));
            assert_eq!(record.id, game, "{game}.{form}");
            assert_eq!(record.kind, kind_of(game), "{game}.{form}");
            let back = moonvale_rules::with_game!(record.kind, G => saved_game::<G>(&record));
            assert_eq!(back, expected(game), "{game}.{form}");
            assert_eq!(
                record.outcome,
                serde_json::from_value(expected(game)["outcome"].clone()).unwrap()
            );
            // Listed without opening, it says the same.
            let listed = classify_listed(&text, &game_validators()).unwrap();
            assert_eq!(listed.outcome, record.outcome, "{game}.{form}");
            assert_eq!((listed.title, listed.players), (record.title, record.players));
        }
    }
}

#[test]
fn every_exported_file_and_older_record_of_today_imports_to_the_same_game() {
    for game in GAMES {
        for form in ["export.json", "record-1.json", "stored.json"] {
            let text = fixture(game, form);
            let record = validate_import(&text, Some(kind_of(game)), &game_validators())
                .unwrap_or_else(|e| panic!("{game}.{form}: {e}"));
            let back = moonvale_rules::with_game!(record.kind, G => saved_game::<G>(&record));
            assert_eq!(back, expected(game), "{game}.{form}");
        }
    }
}

#[test]
fn every_share_link_and_share_file_of_today_opens_to_the_same_game() {
    for game in GAMES {
        let link = SharedGame::from_fragment(&fixture(game, "link.txt")).expect(game);
        let file = SharedGame::from_file_text(&fixture(game, "shared.json")).expect(game);
        assert_eq!(link, file, "{game}");
        for shared in [link, file] {
            let record = shared.to_record(1).unwrap_or_else(|e| panic!("{game}: {e}"));
            assert_eq!((record.id.as_str(), record.kind), (game, kind_of(game)));
            let mut back = moonvale_rules::with_game!(record.kind, G => saved_game::<G>(&record));
            // Moves that reached another device are final: undo closes after the last.
            let mut want = expected(game);
            let actions = want["actions"].as_array().unwrap().len();
            want["undo_floor"] = actions.into();
            assert_eq!(back.take(), want, "{game}");
            assert_eq!(record.created_ms, 1_764_000_000_000, "{game}");
        }
    }
}

/// docs/performance.md "A phone's first visit": the page's home app has no engine, so it cannot
/// list a record of version 1 (only a replay reads it). The table's app rewrites each such record
/// in the stored form once, in localStorage and in the archive, and the home app then lists it.
#[test]
fn records_of_version_1_are_rewritten_once_in_the_stored_form() {
    let mut backend = MemoryStorage::new();
    for game in GAMES {
        backend.set(&format!("moonvale.game.{game}"), &fixture(game, "record-1.json")).unwrap();
    }
    // A damaged record of version 1 stays as it is.
    let damaged = fixture(GAMES[0], "record-1.json").replace("\"seed\":", "\"seed\":1");
    backend.set("moonvale.game.damaged", &damaged).unwrap();
    let mut store = SaveStore::new(Some(backend), game_validators());
    let archived: Vec<(String, String)> = GAMES
        .iter()
        .map(|game| {
            (
                format!("archived-{game}"),
                fixture(game, "record-1.json").replace(game, &format!("archived-{game}")),
            )
        })
        .collect();
    store.attach_archive(archived.clone());
    assert!(archived.iter().all(|(_, text)| is_version_1(text)));

    let written = store.rewrite_old_records();
    assert_eq!(written.len(), GAMES.len(), "the archived games, for the archive to write");
    let backend = store.backend().unwrap();
    for game in GAMES {
        let text = backend.get(&format!("moonvale.game.{game}")).unwrap().unwrap();
        assert!(!is_version_1(&text), "{game} rewritten");
        // The home app (no engine) lists it now, and it opens to the same game.
        let listed = classify_listed(&text, &Unopened).unwrap_or_else(|e| panic!("{game}: {e}"));
        assert_eq!(listed.id, game);
        let record = classify(&text, &game_validators()).unwrap();
        let back = moonvale_rules::with_game!(record.kind, G => saved_game::<G>(&record));
        assert_eq!(back, expected(game), "{game}");
        let (id, archived_text) = written.iter().find(|(id, _)| id.ends_with(game)).unwrap();
        assert!(classify_listed(archived_text, &Unopened).is_ok(), "{id}");
    }
    assert_eq!(backend.get("moonvale.game.damaged").unwrap().unwrap(), damaged);
    // Once: nothing is left to rewrite.
    assert!(store.rewrite_old_records().is_empty());
    let damaged: Vec<&str> = store
        .list()
        .iter()
        .filter_map(|listed| match listed {
            Listed::Damaged { id, .. } => Some(id.as_str()),
            Listed::Ok(_) => None,
        })
        .map(|id| if id == "damaged" { "damaged" } else { "another" })
        .collect();
    assert_eq!(damaged, ["damaged"], "only the damaged record is listed as damaged");
}
