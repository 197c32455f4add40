//! What the game screen shows over or beside the table: the hand-over, the computer's
//! reasons ("Why?"), the computers' controls.

use super::focus::focus_test_id;
use crate::ui::table::controls::{Hint, TableControls, TableControlsView};
use crate::ui::table::screen_state::{ScreenAction, ScreenState};
use crate::ui::table::table_game::TableGame;
use moonvale_rules::core::Seat;
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::table::Pace;
use yew::prelude::*;

/// The hand-over to seat `seat`'s person, with the undo when there is one to offer.
pub(crate) fn handover_dialog<G: TableGame>(
    lang: Lang,
    screen: &UseReducerHandle<ScreenState<G>>,
    player: String,
    undo: Option<Html>,
) -> Html {
    let dispatcher = screen.dispatcher();
    let confirm =
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(ScreenAction::ConfirmHandover));
    html! {
        <section class="handover" data-testid="handover" role="dialog" aria-labelledby="handover-title">
            <h3 id="handover-title">{ t(lang, "table-handover-title", &[("player", player.clone().into())]) }</h3>
            <p>{ tr(lang, "table-handover-body") }</p>
            <div class="row">
                <button type="button" class="button primary" data-testid="handover-confirm" onclick={confirm} autofocus=true>
                    { t(lang, "table-handover-confirm", &[("player", player.into())]) }
                </button>
                if let Some(undo) = undo { { undo } }
            </div>
        </section>
    }
}

/// The last computer move's reasons, while their panel is open (and the table in play).
pub(crate) fn why_panel<G: TableGame>(
    lang: Lang,
    screen: &UseReducerHandle<ScreenState<G>>,
    in_play: bool,
    name: impl Fn(Seat) -> String,
) -> Option<Html> {
    let why = screen.why.as_ref().filter(|_| screen.why_open && in_play)?;
    let dispatcher = screen.dispatcher();
    let on_close = Callback::from(move |()| {
        dispatcher.dispatch(ScreenAction::ShowWhy(false));
        focus_test_id("why");
    });
    Some(crate::ui::table::why::panel::<G>(lang, why, &name(why.seat), on_close))
}

/// The computers' controls (pause, pace, "Why?") and the hint button, with who is thinking.
pub(crate) fn controls<G: TableGame>(
    lang: Lang,
    screen: &UseReducerHandle<ScreenState<G>>,
    hint: &Hint<G>,
    (pace, on_pace): (Pace, Callback<Pace>),
    name: impl Fn(Seat) -> String,
) -> Html {
    let table = &screen.table;
    let over = table.is_over();
    let dispatcher = screen.dispatcher();
    let on_pause =
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(ScreenAction::TogglePause));
    let dispatcher = screen.dispatcher();
    let on_hint = Callback::from(move |_: MouseEvent| dispatcher.dispatch(ScreenAction::AskHint));
    let dispatcher = screen.dispatcher();
    let why_open = screen.why_open;
    let on_why =
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(ScreenAction::ShowWhy(!why_open)));
    let thinking = (table.computer_to_act() && !over).then(|| table.to_act().map(name)).flatten();
    let controls = TableControls {
        lang,
        thinking,
        paused: screen.paused,
        computers: !over && (0..table.players().len()).any(|s| table.is_computer(s)),
        pace,
        hint_offered: table.person_to_act().is_some(),
        hint_busy: matches!(hint, Hint::Asked(_)),
        why_offered: screen.why.is_some() && !over,
        why_open: screen.why_open,
        on_why,
        on_pause,
        on_pace,
        on_hint,
    };
    html! { <TableControlsView ..controls /> }
}
