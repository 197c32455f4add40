//! The game's log in words.

use crate::ui::table::screen_state::ScreenState;
use crate::ui::table::table_game::{log_lines_seen_by, TableGame};
use moonvale_table::i18n::Lang;
use moonvale_table::storage::PlayerInfo;
use moonvale_table::table::Table;
use std::rc::Rc;
use yew::prelude::*;

/// Every line of the log as the eyes at the device see it, worded again only when the log
/// (or an undo, or the language) changes.
#[hook]
pub(crate) fn use_log_lines<G: TableGame>(
    screen: &UseReducerHandle<ScreenState<G>>,
    lang: Lang,
    view: &Rc<G::View>,
    players: &Rc<Vec<PlayerInfo>>,
) -> Rc<Vec<String>> {
    let moves = screen.table.session().log.len();
    let screen = screen.clone();
    let (view, players) = (view.clone(), players.clone());
    use_memo((moves, screen.table.ticket(), lang), move |_| {
        let mut lines = Vec::new();
        let eyes = screen.table.eyes();
        for logged in &screen.table.session().log {
            lines.extend(log_lines_seen_by::<G>(lang, &view, &players, logged, eyes));
        }
        lines
    })
}

/// The lines of the latest moves to show on the table (`Table::recent_log`).
pub(crate) fn latest_lines<G: TableGame>(
    lang: Lang,
    table: &Table<G>,
    view: &G::View,
    players: &[PlayerInfo],
) -> Vec<String> {
    let eyes = table.eyes();
    table
        .recent_log()
        .iter()
        .flat_map(|l| log_lines_seen_by(lang, view, players, l, eyes))
        .collect()
}
