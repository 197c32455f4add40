//! Saving the game after every change.

use crate::ui::effects::save_game;
use crate::ui::table::screen_state::ScreenState;
use crate::ui::table::table_game::TableGame;
use crate::ui::AppHandle;
use yew::prelude::*;

/// Saves the game after every change of it (the log's length, an undo, a hint asked, which
/// marks it assisted): this game only, through the app's store. `opened_assisted` is
/// whether it was assisted when the screen opened (a game only opened is not saved again).
#[hook]
pub(crate) fn use_saving<G: TableGame>(
    app: &AppHandle,
    screen: &UseReducerHandle<ScreenState<G>>,
    opened_assisted: bool,
) {
    let app = app.clone();
    let screen = screen.clone();
    let table = &screen.table;
    let changed = (table.session().log.len(), table.ticket(), table.assisted());
    use_effect_with(changed, move |_| {
        if screen.version > 0 || screen.table.assisted() != opened_assisted {
            if let Ok(record) = screen.table.record(crate::ui::platform::browser::now_ms()) {
                save_game(&app, &app.dispatcher(), record);
            }
        }
    });
}
