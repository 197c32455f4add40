//! The problem report and the command-line table file as today's code wrote them
//! (`crates/table/tests/fixtures/forms/`): each reads back to the same game as the stored
//! record of the same game (`<game>.game.json`), with the tools' own readers.

#![cfg(not(target_arch = "wasm32"))]

#[path = "../../../table/tests/forms/mod.rs"]
mod forms;

use forms::{expected, fixture, game_of, GAMES};
use moonvale_rules::core::{Game, GameKind};
use moonvale_tools::cli;
use serde_json::Value;

const FORMS_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../table/tests/fixtures/forms");

fn table_game<G: Game>(text: &str) -> Value {
    game_of(&cli::parse_table::<G>(text).expect("the table file reads").session)
}

fn replayed_game<G: Game>(text: &str) -> Value {
    game_of(&cli::replay::<G>(text).expect("the report replays, its log checked").session)
}

#[test]
fn every_table_file_of_today_reads_to_the_same_game() {
    for game in GAMES {
        let kind: GameKind = serde_json::from_value(expected(game)["kind"].clone()).unwrap();
        let text = fixture(game, "table.json");
        let back = moonvale_rules::with_game!(kind, G => table_game::<G>(&text));
        assert_eq!(back, expected(game), "{game}");
    }
}

#[test]
fn every_problem_report_of_today_replays_to_the_same_game() {
    for game in GAMES {
        let kind: GameKind = serde_json::from_value(expected(game)["kind"].clone()).unwrap();
        for form in ["report.json", "shared.json"] {
            let text = fixture(game, form);
            let mut back = moonvale_rules::with_game!(kind, G => replayed_game::<G>(&text));
            let mut want = expected(game);
            // A replay log opens undo where the rules do: compare the rest.
            back["undo_floor"] = Value::Null;
            want["undo_floor"] = Value::Null;
            assert_eq!(back, want, "{game}.{form}");
        }
    }
}
