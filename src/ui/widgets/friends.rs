//! "Play with friends" on a new-game screen: how a game is played each on one's own device
//! (docs/playing-together.md), folded in one line, and the way to a friend's game.

use crate::ui::state::{AppAction, Screen};
use moonvale_table::i18n::tr;
use yew::prelude::*;

/// The new-game screen's line on playing together: start with the friends' seats as people,
/// then invite them from the game ("Play with friends", also under Share); or join theirs.
#[function_component(FriendsNote)]
pub fn friends_note() -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    let join = Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(Screen::Join(None))));
    html! {
        <details class="friends-note" data-testid="friends-note">
            <summary>{ tr(lang, "remote-devices") }</summary>
            <p>{ tr(lang, "friends-how") }</p>
            <button type="button" class="button" data-testid="friends-join" onclick={join}>{ tr(lang, "friends-join") }</button>
        </details>
    }
}
