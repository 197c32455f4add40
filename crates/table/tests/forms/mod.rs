//! The fixtures of every textual form a game took (`fixtures/forms/`) and the game each must
//! read back to, shared by the table's tests (`record_forms.rs`) and the tools'
//! (`crates/tools/tests/tools/record_forms.rs`, through `#[path]`).

use moonvale_rules::core::{Game, Session};
use serde_json::{json, Value};

/// Two games of each engine, one finished and one in progress.
pub const GAMES: [&str; 4] =
    ["via-nebula-finished", "via-nebula-playing", "nova-luna-finished", "nova-luna-playing"];

/// The text of one form of one game (in the including test's `FORMS_DIR`).
pub fn fixture(game: &str, form: &str) -> String {
    let path = format!("{}/{game}.{form}", super::FORMS_DIR);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The game every form of `game` must read back to (`<game>.game.json`).
pub fn expected(game: &str) -> Value {
    serde_json::from_str(&fixture(game, "game.json")).unwrap()
}

/// The game a session is, in the terms of `<game>.game.json`.
pub fn game_of<G: Game>(session: &Session<G>) -> Value {
    json!({
        "kind": G::KIND,
        "options": session.options,
        "seed": session.seed,
        "actions": session.log.iter().map(|l| &l.action).collect::<Vec<_>>(),
        "undo_floor": session.undo_floor,
        "outcome": session.state.outcome(),
    })
}
