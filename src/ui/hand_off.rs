//! What the page's home app hands to the table's app with the page (`ui::handover`): the work
//! that needs the rules engines, and what its store kept only in memory. A leaf: the state,
//! the engines' interface and both apps read these types, and they import nothing of the app.

use moonvale_rules::core::GameKind;
use moonvale_table::storage::PlayerInfo;
use serde::{Deserialize, Serialize};

/// A game to start, as a new-game screen, "play again" or a daily deal asks for it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NewTable {
    pub kind: GameKind,
    pub id: String,
    pub title: moonvale_table::names::GameTitle,
    pub players: Vec<PlayerInfo>,
    /// The game's options, as its engine reads them.
    pub options: serde_json::Value,
    pub seed: u64,
}

/// Work the home app hands to the table's app.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Pending {
    /// A game started on a new-game screen or the daily card.
    Start(NewTable),
    /// A file chosen to import (a saved game or a shared one).
    Import(String),
    /// A shared game's link (its payload) opened on the home app.
    Shared(String),
}

/// The window property that carries the home app's unwritten store to the full app
/// (`ui::handover`).
pub const CARRIED: &str = "__moonvaleCarried";

/// What the home app hands to the table's app.
#[derive(Default, Serialize, Deserialize)]
pub struct Carried {
    /// What its store kept only in memory.
    pub store: moonvale_table::storage::Unwritten,
    /// Work that needs the engines ([`Pending`]).
    pub pending: Option<Pending>,
    /// The message it was showing: its text, and whether it tells of an error.
    pub notice: Option<(String, bool)>,
}

/// What the home app handed over, for the table's app (taken once).
pub fn take_carried() -> Option<Carried> {
    let window = web_sys::window()?;
    let text = js_sys::Reflect::get(&window, &CARRIED.into()).ok()?.as_string()?;
    let _ = js_sys::Reflect::delete_property(&window, &CARRIED.into());
    serde_json::from_str(&text).ok()
}
