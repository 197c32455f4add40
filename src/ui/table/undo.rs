//! The game screen's undo: the button, and practice's dialog.

use super::focus::focus_test_id;
use crate::ui::table::practice::{undo_blocked_text, undo_button, PracticeDialog, UndoPress};
use crate::ui::table::screen_state::{ScreenAction, ScreenState};
use crate::ui::table::table_game::{Said, TableGame};
use moonvale_table::i18n::{t, tr, Lang};
use yew::prelude::*;

/// The undo button: an undo, practice's (through its dialog), or why not. `practice` is
/// whether practice may undo here; `name` names a seat.
pub(crate) fn undo_control<G: TableGame>(
    lang: Lang,
    screen: &UseReducerHandle<ScreenState<G>>,
    practice: bool,
    practising: &UseStateHandle<bool>,
    name: impl Fn(moonvale_rules::core::Seat) -> String,
) -> Html {
    let table = &screen.table;
    let dispatcher = screen.dispatcher();
    let press = match table.undo_blocked().ok() {
        None => UndoPress::Undo,
        Some(_) if practice => UndoPress::Practice,
        Some(blocked) => UndoPress::Blocked(undo_blocked_text(lang, blocked)),
    };
    let on_press = {
        let practising = practising.clone();
        let why = match &press {
            UndoPress::Blocked(text) => Some(text.clone()),
            _ => None,
        };
        Callback::from(move |()| match &why {
            None if practice => practising.set(true),
            None => dispatcher.dispatch(ScreenAction::Undo),
            Some(text) => {
                dispatcher.dispatch(ScreenAction::Say(Said { text: text.clone(), error: false }))
            }
        })
    };
    let label = match table.undo_for() {
        Some(seat) if table.to_act() != Some(seat) => {
            t(lang, "table-undo-other", &[("player", name(seat).into())])
        }
        _ => tr(lang, "table-undo"),
    };
    undo_button(lang, label, press, on_press)
}

/// Practice's undo dialog, while it is open.
pub(crate) fn practice_dialog<G: TableGame>(
    lang: Lang,
    screen: &UseReducerHandle<ScreenState<G>>,
    practice: bool,
    practising: &UseStateHandle<bool>,
) -> Option<Html> {
    (**practising && practice).then(|| {
        let dispatcher = screen.dispatcher();
        let on_confirm = {
            let practising = practising.clone();
            Callback::from(move |()| {
                practising.set(false);
                dispatcher.dispatch(ScreenAction::PracticeUndo);
            })
        };
        let practising = practising.clone();
        let on_cancel = Callback::from(move |()| {
            practising.set(false);
            focus_test_id("undo");
        });
        html! { <PracticeDialog {lang} {on_confirm} {on_cancel} /> }
    })
}
