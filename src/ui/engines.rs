//! What only the table's app does, because only it has the rules engines (docs/performance.md "A
//! phone's first visit"): opening saved games by replay, starting a game, importing a file, opening
//! a shared game. The page's home app lists saved games by their stored summary and hands the page
//! to the table's app with the work still to do (`ui::hand_off::Pending`, `ui::handover`). The
//! shared code reaches the engines only through [`get`], which the table's app fills when it
//! starts (`ui::table_engines`, through [`install`]): so the home app's wasm does not hold them.
//! This module is the interface alone; the implementation is apart, so the code that reaches
//! the engines does not import what they import.

use crate::ui::hand_off::{Carried, NewTable};
use crate::ui::state::{Notice, Screen, Store};
use moonvale_table::share::{ShareError, SharedGame};
use moonvale_table::storage::{GameSet, SaveRecord, Unopened};
use std::cell::Cell;

/// A screen to show, and what to say on it.
pub type Shown = (Screen, Option<Notice>);

/// The engines' work, as the table's app does it.
pub struct Engines {
    /// The engines that open saved games, by kind (the store's).
    pub games: fn() -> Box<dyn GameSet>,
    /// A new game's first record, its options checked by its engine.
    pub start: fn(&NewTable, u64) -> Result<SaveRecord, String>,
    /// Opens a shared game: imported, or merged with the copy here.
    pub open_shared: fn(&mut Store, Result<SharedGame, ShareError>) -> Shown,
    /// What the home app handed over with the page (taken once). Only the table's app is
    /// handed anything; reading it reads saved games through serde, which replays a save of
    /// version 1, so the home app must not hold it either.
    pub carried: fn() -> Option<Carried>,
}

thread_local! {
    static INSTALLED: Cell<Option<&'static Engines>> = const { Cell::new(None) };
}

/// The engines, in the table's app; `None` in the page's home app.
pub fn get() -> Option<&'static Engines> {
    INSTALLED.with(Cell::get)
}

/// Fills [`get`] (the table's app, as it starts).
pub fn install(engines: &'static Engines) {
    INSTALLED.with(|installed| installed.set(Some(engines)));
}

/// The store's games: the engines where they are, else none (the home app lists by summary).
pub fn games() -> Box<dyn GameSet> {
    match get() {
        Some(engines) => (engines.games)(),
        None => Box::new(Unopened),
    }
}
