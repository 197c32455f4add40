//! What only the table's app does, because only it has the rules engines (docs/performance.md "A
//! phone's first visit"): opening saved games by replay, starting a game, importing a file, opening
//! a shared game. The page's home app lists saved games by their stored summary and hands the page
//! to the table's app with the work still to do ([`Pending`], `ui::handover`). The shared code
//! reaches the engines only through [`get`], which the table's app fills when it starts
//! ([`install_table`]): so the home app's wasm does not hold them.

use crate::core::GameKind;
use crate::share::{ShareError, SharedGame};
use crate::storage::{GameSet, PlayerInfo, Registry, SaveRecord, Unopened};
use crate::ui::state::{imported_notice, Notice, Screen, Store};
use serde::{Deserialize, Serialize};
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
    pub carried: fn() -> Option<crate::ui::effects::Carried>,
}

/// A game to start, as a new-game screen, "play again" or a daily deal asks for it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NewTable {
    pub kind: GameKind,
    pub id: String,
    pub title: crate::names::GameTitle,
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

thread_local! {
    static INSTALLED: Cell<Option<&'static Engines>> = const { Cell::new(None) };
}

static TABLE: Engines = Engines {
    games: registry,
    start: start_table,
    open_shared: crate::ui::widgets::sharing::open_shared,
    carried: crate::ui::effects::take_carried,
};

/// The engines, in the table's app; `None` in the page's home app.
pub fn get() -> Option<&'static Engines> {
    INSTALLED.with(Cell::get)
}

/// The table's app has the engines (its start, and the browser tests' mounted app).
pub fn install_table() {
    INSTALLED.with(|installed| installed.set(Some(&TABLE)));
}

/// The store's games: the engines where they are, else none (the home app lists by summary).
pub fn games() -> Box<dyn GameSet> {
    match get() {
        Some(engines) => (engines.games)(),
        None => Box::new(Unopened),
    }
}

fn registry() -> Box<dyn GameSet> {
    Box::new(Registry)
}

fn start_table(new: &NewTable, now_ms: u64) -> Result<SaveRecord, String> {
    moonvale_rules::with_game!(new.kind, G => {
        let options = serde_json::from_value(new.options.clone()).map_err(|e| e.to_string())?;
        let table = crate::table::Table::<G>::start(
            new.id.clone(),
            new.title.clone(),
            new.players.clone(),
            options,
            new.seed,
            now_ms,
        )?;
        table.record(now_ms)
    })
}

/// Does the work the home app handed over (the table's app, as it starts): the screen it
/// leads to, and what to say.
pub fn run(engines: &Engines, store: &mut Store, pending: Pending) -> Shown {
    match pending {
        Pending::Start(new) => {
            let now = crate::ui::platform::browser::now_ms();
            match (engines.start)(&new, now) {
                Ok(record) => {
                    crate::ui::effects::ask_persistence_of(store);
                    // A storage too full for it keeps it in memory, which the start says.
                    let _ = store.save(record);
                    (Screen::Play { kind: new.kind, id: new.id }, None)
                }
                Err(text) => {
                    (Screen::NewGame(new.kind), Some(Notice::HandedOver { text, error: true }))
                }
            }
        }
        Pending::Import(text) if crate::share::is_shared_file(&text) => {
            (engines.open_shared)(store, SharedGame::from_file_text(&text))
        }
        Pending::Import(text) => (Screen::Home, Some(imported_notice(store.import(&text, None)))),
        Pending::Shared(payload) => {
            (engines.open_shared)(store, SharedGame::from_fragment(&payload))
        }
    }
}
