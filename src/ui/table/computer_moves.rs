//! The computer seats' moves, at the pace chosen.

use crate::ui::platform::computer;
use crate::ui::table::screen_state::{ScreenAction, ScreenState};
use crate::ui::table::table_game::TableGame;
use crate::ui::AppHandle;
use moonvale_table::table::Pace;
use yew::prelude::*;

/// The computers' pace: the one remembered in the settings, and the way to change it (for
/// this game at once, remembered when storage allows).
#[hook]
pub(crate) fn use_pace(app: &AppHandle) -> (Pace, Callback<Pace>) {
    let pace = {
        let app = app.clone();
        use_state(move || app.store.borrow().settings().pace)
    };
    let app = app.clone();
    let chosen = *pace;
    let on_pace = Callback::from(move |chosen: Pace| {
        pace.set(chosen);
        let mut settings = app.store.borrow().settings();
        settings.pace = chosen;
        // Not remembered when storage is unavailable: it still applies to this game.
        let _ = app.store.borrow_mut().set_settings(settings);
    });
    (chosen, on_pace)
}

/// A computer seat to act is asked for its move, unless the computers are paused; the
/// answer comes back with its ticket. Pausing abandons the move under way.
#[hook]
pub(crate) fn use_computer_moves<G: TableGame>(
    screen: &UseReducerHandle<ScreenState<G>>,
    pace: Pace,
) {
    let dispatcher = screen.dispatcher();
    let table = &screen.table;
    let ticket = table.ticket();
    let request = table.computer_request().filter(|_| !screen.paused);
    let pace_ms = table.computer_pause_ms(pace);
    use_effect_with((ticket, screen.paused, pace_ms), move |_| {
        let thinking = request.map(|request| {
            computer::ask(request, pace_ms, move |answer, weighed| {
                dispatcher.dispatch(ScreenAction::Answer(answer, weighed))
            })
        });
        move || drop(thinking)
    });
}
