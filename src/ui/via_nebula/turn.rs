//! The Via Nebula turn panel: the kinds of action offered (with their counts), the actions of
//! the chosen kind narrowed by the hexes chosen on the board, a card power's pending choice.

use super::play::{Board, Msg};
use super::words::{self, Kind};
use crate::ui::widgets::choice_list::ChoiceList;
use moonvale_rules::via_nebula::Action;
use moonvale_table::i18n::{t, tr};
use yew::prelude::*;

impl Board {
    pub(super) fn turn_panel(&self, ctx: &Context<Self>) -> Html {
        let lang = ctx.props().lang;
        let link = ctx.link();
        let state = Self::state(ctx);
        if !Self::is_my_turn(ctx) {
            // Who is to act, as it is: a computer, or a person (a replay, a tutorial's
            // opponent, another person's turn).
            let props = ctx.props();
            let waiting = match props.to_act {
                Some(seat) if props.is_computer(seat) => {
                    t(lang, "vn-waiting-computer", &[("player", props.name(seat).into())])
                }
                Some(seat) => t(lang, "vn-waiting-player", &[("player", props.name(seat).into())]),
                None => String::new(),
            };
            return html! {
                <section class="vn-turn" aria-labelledby="vn-turn-title">
                    <h3 id="vn-turn-title">{ tr(lang, "vn-actions-title") }</h3>
                    <p data-testid="vn-waiting">{ waiting }</p>
                </section>
            };
        }
        let legal = Self::legal(ctx);
        let kinds = Self::kinds_offered(legal);
        let current = self.current_kind(legal);
        // The suggested move (the hint button) is marked: its kind, and itself once listed.
        let hint = ctx.props().hint.filter(|h| legal.contains(h));
        let hint_kind = hint.map(|h| Kind::of(&h));
        let kind_buttons = kinds.iter().map(|&k| {
            let count = legal.iter().filter(|a| Kind::of(a) == k).count();
            // A kind that is one action with nothing to choose (end the turn, skip a power)
            // is that action: one press.
            if let Some(only) = words::single_action(legal, k) {
                let apply = link.callback(move |_: MouseEvent| Msg::Apply(only));
                return html! {
                    <button type="button" class="button vn-single" data-testid="action" data-kind={k.test_id()}
                        data-hint={(hint == Some(only)).then_some("true")} onclick={apply}>
                        { words::action_label(lang, state, &only) }
                    </button>
                };
            }
            // A click with no pointer (Enter or Space on the button) is the keyboard's.
            let pick = link.callback(move |e: MouseEvent| Msg::PickKind(k, e.detail() == 0));
            html! {
                <button type="button" class={classes!("button", (Some(k) == current).then_some("selected"))}
                    data-hint={(hint_kind == Some(k)).then_some("true")} data-testid="vn-kind" data-kind={k.test_id()} aria-pressed={(Some(k) == current).to_string()} onclick={pick}>
                    { k.label(lang) }
                    <span class="vn-kind-count" title={t(lang, "vn-kind-count", &[("count", count.into())])}>
                        <span aria-hidden="true">{ count }</span>
                        <span class="visually-hidden">{ format!(" ({})", t(lang, "vn-kind-count", &[("count", count.into())])) }</span>
                    </span>
                </button>
            }
        });
        let candidates = self.candidates(legal);
        let action_button = |a: Action| {
            let apply = link.callback(move |_: MouseEvent| Msg::Apply(a));
            let enter = link.callback(move |_: MouseEvent| Msg::Preview(Some(a)));
            let focus = link.callback(move |_: FocusEvent| Msg::Preview(Some(a)));
            let leave = link.callback(|_: MouseEvent| Msg::Preview(None));
            let blur = link.callback(|_: FocusEvent| Msg::Preview(None));
            html! {
                <li>
                    <button type="button" class="button vn-action" data-testid="action" data-kind={Kind::of(&a).test_id()}
                        data-hint={(hint == Some(a)).then_some("true")}
                        onclick={apply} onmouseenter={enter} onmouseleave={leave} onfocus={focus} onblur={blur}>
                        { words::action_label(lang, state, &a) }
                        if let Some(worth) = super::worth::action_worth(lang, state, &a) {
                            <span class="choice-worth" data-testid="worth">{ worth }</span>
                        }
                    </button>
                </li>
            }
        };
        // Actions at a place are chosen on the board, their list folded; the others (a
        // resource from storage) have no place to tap and stay listed.
        let (at_places, placeless): (Vec<Action>, Vec<Action>) =
            candidates.iter().partition(|a| !words::action_hexes(a).is_empty());
        let pending = words::pending_power_text(lang, state).map(|text| {
            html! { <p class="vn-pending" data-testid="vn-pending">{ text }</p> }
        });
        let hint = if at_places.is_empty() { String::new() } else { tr(lang, "vn-hint-board") };
        html! {
            <section class="vn-turn" aria-labelledby="vn-turn-title" data-testid="vn-turn">
                <h3 id="vn-turn-title">{ tr(lang, "vn-actions-title") }</h3>
                { for pending }
                <div class="vn-kinds" role="group" aria-label={tr(lang, "vn-kinds-label")}>{ for kind_buttons }</div>
                if !hint.is_empty() { <p class="vn-hint">{ hint }</p> }
                if !placeless.is_empty() {
                    <ul class="vn-actions" aria-label={tr(lang, "vn-actions-label")}>
                        { for placeless.iter().map(|&a| action_button(a)) }
                    </ul>
                }
                if !at_places.is_empty() {
                    <ChoiceList {lang} count={at_places.len()} open_now={self.lists_now()}>
                        <ul class="vn-actions" aria-label={tr(lang, "vn-actions-label")}>
                            { for at_places.iter().map(|&a| action_button(a)) }
                        </ul>
                    </ChoiceList>
                }
            </section>
        }
    }
}
