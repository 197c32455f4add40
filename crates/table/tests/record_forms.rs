//! Every textual form a game took on disk or on the way before the one typed record, as that
//! code wrote it (`fixtures/forms/`, two games of each engine, one finished and one in
//! progress): the stored record (version 2, the finished game's actions deflated), the whole
//! record of version 1 (the session with every event), the exported file, the share link and
//! the share file. Each must read back to the same game: the same options, seed, actions,
//! undo floor and outcome (`<game>.game.json`, written from the session itself). The problem
//! report and the command-line table file are read by the tools (`crates/tools/tests/`).

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
