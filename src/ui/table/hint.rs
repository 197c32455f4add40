//! The suggested move: sought when asked, shown when found.

use crate::ui::platform::computer;
use crate::ui::table::controls::{show_hinted_choice, Hint};
use crate::ui::table::screen_state::{ScreenAction, ScreenState};
use crate::ui::table::table_game::TableGame;
use yew::prelude::*;

/// A hint asked is sought from the person's view; a new position abandons it. Returns the
/// hint of the position shown.
#[hook]
pub(crate) fn use_hint<G: TableGame>(screen: &UseReducerHandle<ScreenState<G>>) -> Hint<G> {
    let hint = screen.hint.current(screen.table.ticket());
    let dispatcher = screen.dispatcher();
    let asked = match hint {
        Hint::Asked(ticket) => Some(ticket),
        _ => None,
    };
    let request = asked.and_then(|_| screen.table.hint_request());
    use_effect_with(asked, move |_| {
        let thinking = request.map(|request| {
            computer::hint(request, move |ticket, action| {
                dispatcher.dispatch(ScreenAction::Hinted(ticket, action))
            })
        });
        move || drop(thinking)
    });
    hint
}

/// A suggested move found is brought into view in its list of choices.
#[hook]
pub(crate) fn use_hint_in_view<G: TableGame>(hint: &Hint<G>) {
    use_effect_with(matches!(hint, Hint::Found(..)), |found| {
        if *found {
            show_hinted_choice();
        }
    });
}
