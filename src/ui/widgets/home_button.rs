//! The way home, the same on every screen.

use crate::ui::state::{AppAction, Screen};
use moonvale_table::i18n::tr;
use yew::prelude::*;

/// The way home, the same on every screen.
#[function_component(HomeButton)]
pub fn home_button() -> Html {
    let app = crate::ui::use_app();
    let go = {
        let app = app.clone();
        Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(Screen::Home)))
    };
    html! { <button type="button" class="button" data-testid="go-home" onclick={go}>{ tr(app.lang, "go-home") }</button> }
}
