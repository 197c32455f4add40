//! The rules engines' work as the table's app does it: the implementation of
//! [`crate::ui::engines::Engines`], installed when that app starts. Only the table's app
//! links it, so the page's home app's wasm holds no engine.

use crate::ui::engines::{self, Engines};
use crate::ui::hand_off::{take_carried, NewTable};
use moonvale_table::storage::{GameSet, Registry, SaveRecord};

static TABLE: Engines = Engines {
    games: registry,
    start: start_table,
    open_shared: crate::ui::widgets::sharing::open_shared,
    carried: take_carried,
};

/// The table's app has the engines (its start, and the browser tests' mounted app).
pub fn install() {
    engines::install(&TABLE);
}

fn registry() -> Box<dyn GameSet> {
    Box::new(Registry)
}

fn start_table(new: &NewTable, now_ms: u64) -> Result<SaveRecord, String> {
    moonvale_rules::with_game!(new.kind, G => {
        let options = serde_json::from_value(new.options.clone()).map_err(|e| e.to_string())?;
        let table = moonvale_table::table::Table::<G>::start(
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
