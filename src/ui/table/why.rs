//! "Why did the computer play that?" (docs/at-the-table.md "Why did the computer play that?"):
//! after a computer's move, the person at the device may open a small panel listing the moves that
//! computer weighed, best first, each in words with its estimated chance of winning, the move it
//! played marked, and the best one marked on the board. The candidates are the worker's, searched
//! from that computer's view at the time; their words come from the person's own view of the
//! position before the move, and a move whose naming would tell what that person cannot see (a card
//! in the computer's hand) is left out. Kept in the game screen's state only (not saved),
//! dropped by an undo. Test ids: `why`, `why-panel`, `why-candidate` (with `data-played`,
//! `data-best`, `data-chance`), `why-close`.

use crate::ui::platform::computer::Weighed;
use crate::ui::table::table_game::TableGame;
use moonvale_rules::core::Seat;
use moonvale_table::i18n::{t, tr, Lang};
use std::rc::Rc;
use yew::prelude::*;

/// How many of the weighed moves the panel lists at most.
pub const SHOWN: usize = 5;

/// The last computer move and what it weighed, as the person at the device may see it.
pub struct Why<G: TableGame> {
    pub seat: Seat,
    /// The view of the person at the device just before the move: the words come from it.
    pub view: Rc<G::View>,
    pub played: G::Action,
    /// Best first, as the panel shows them: by the win chance shown (a whole percentage),
    /// then the most searched; only those the person may see named.
    pub weighed: Vec<Weighed<G::Action>>,
    /// How many weighed moves were left out because naming them would tell a secret.
    pub hidden: usize,
}

impl<G: TableGame> PartialEq for Why<G> {
    fn eq(&self, other: &Self) -> bool {
        self.seat == other.seat && self.played == other.played && self.weighed == other.weighed
    }
}

impl<G: TableGame> Why<G> {
    /// What `seat` weighed before playing `played`, kept for the person whose view (before the
    /// move) is `view`.
    pub fn new(
        seat: Seat,
        view: G::View,
        played: G::Action,
        weighed: Vec<Weighed<G::Action>>,
    ) -> Self {
        let total = weighed.len();
        let mut weighed: Vec<_> =
            weighed.into_iter().filter(|w| G::weighed_move_seen(&view, &w.action)).collect();
        // The worker lists them by visits, which can put 68 % above 69 %: the panel says
        // they are best first, by the chance it shows.
        weighed
            .sort_by(|a, b| percent(b.value).cmp(&percent(a.value)).then(b.visits.cmp(&a.visits)));
        Why { seat, hidden: total - weighed.len(), view: Rc::new(view), played, weighed }
    }

    /// The best move found (the first listed), to mark on the board.
    pub fn best(&self) -> Option<&G::Action> {
        self.weighed.first().map(|w| &w.action)
    }
}

/// A win chance as a whole percentage.
pub fn percent(value: f64) -> i64 {
    (value.clamp(0.0, 1.0) * 100.0).round() as i64
}

/// The panel: `name` is the computer's.
pub fn panel<G: TableGame>(lang: Lang, why: &Why<G>, name: &str, on_close: Callback<()>) -> Html {
    let rows = why.weighed.iter().take(SHOWN).enumerate().map(|(i, w)| {
        let played = w.action == why.played;
        let best = i == 0;
        let chance = percent(w.value);
        let text = G::action_text(lang, &why.view, &w.action);
        html! {
            <li data-testid="why-candidate" data-played={played.to_string()} data-best={best.to_string()}
                data-chance={chance.to_string()} class={classes!(played.then_some("played"), best.then_some("best"))}>
                <span class="why-move">{ text }</span>{ ": " }
                <span class="why-chance">{ t(lang, "why-chance", &[("percent", chance.into())]) }</span>
                if best { { " " }<span class="why-tag best">{ tr(lang, "why-best") }</span> }
                if played { { " " }<span class="why-tag played">{ tr(lang, "why-played") }</span> }
            </li>
        }
    });
    let listed = why.weighed.iter().take(SHOWN).any(|w| w.action == why.played);
    let played_text = G::action_text(lang, &why.view, &why.played);
    let close = on_close.reform(|_: MouseEvent| ());
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            on_close.emit(());
        }
    });
    html! {
        <section class="why-panel" data-testid="why-panel" role="region" aria-labelledby="why-title" {onkeydown}>
            <h3 id="why-title">{ t(lang, "why-title", &[("player", name.to_string().into())]) }</h3>
            if why.weighed.is_empty() {
                <p>{ t(lang, "why-none", &[("player", name.to_string().into()), ("action", played_text.into())]) }</p>
            } else {
                <p class="why-intro">{ t(lang, "why-intro", &[("player", name.to_string().into())]) }</p>
                <ol class="why-list">{ for rows }</ol>
                if !listed {
                    <p>{ t(lang, "why-played-other", &[("action", played_text.into())]) }</p>
                }
            }
            if why.hidden > 0 {
                <p class="why-hidden">{ t(lang, "why-hidden", &[("count", why.hidden.into())]) }</p>
            }
            <button type="button" class="button" data-testid="why-close" onclick={close}>{ tr(lang, "why-close") }</button>
        </section>
    }
}
