//! What the game screen shows of the table, worked out once per change of the game.

use crate::ui::table::screen_state::ScreenState;
use crate::ui::table::table_game::TableGame;
use moonvale_rules::core::Seat;
use moonvale_table::storage::PlayerInfo;
use std::rc::Rc;
use yew::prelude::*;

/// The table as the screen shows it: the view of the eyes at the device, the players, the
/// choices of the person to act, the latest moves.
pub(crate) struct Seen<G: TableGame> {
    pub(crate) view: Rc<G::View>,
    pub(crate) players: Rc<Vec<PlayerInfo>>,
    pub(crate) choices: Rc<Vec<G::Action>>,
    pub(crate) recent: Rc<Vec<(Seat, G::Action)>>,
}

/// [`Seen`], worked out again only when the game (or the eyes) change.
#[hook]
pub(crate) fn use_seen<G: TableGame>(screen: &UseReducerHandle<ScreenState<G>>) -> Seen<G> {
    let view = {
        let screen = screen.clone();
        use_memo((screen.version, screen.table.eyes()), move |_| screen.table.view())
    };
    let players = use_memo(screen.table.players().to_vec(), |p| p.clone());
    let choices = {
        let screen = screen.clone();
        use_memo(screen.version, move |_| screen.table.choices())
    };
    let recent = {
        let screen = screen.clone();
        use_memo(screen.version, move |_| screen.table.recent())
    };
    Seen { view, players, choices, recent }
}

/// Whether practice (one person alone with computers) may undo here, where the usual undo
/// is blocked (worked out once per change of the game).
#[hook]
pub(crate) fn use_practice<G: TableGame>(screen: &UseReducerHandle<ScreenState<G>>) -> bool {
    let screen = screen.clone();
    *use_memo(screen.version, move |_| screen.table.practice_undo_allowed())
}
