//! Rules at hand for Nova Luna: a short summary of the turn, then the project's rulings
//! (docs/RULINGS.md, "Nova Luna", NL 1-13 in order: the rulebook's open points, then the
//! engine's own interpretations), each marked as a ruling.

use crate::i18n::{tr, Lang};
use yew::prelude::*;

/// The summary, in the order of a turn. (Literal ids, so the catalogue test checks them.)
fn summary(lang: Lang) -> [String; 8] {
    [
        tr(lang, "nl-rules-take"),
        tr(lang, "nl-rules-advance"),
        tr(lang, "nl-rules-next"),
        tr(lang, "nl-rules-place"),
        tr(lang, "nl-rules-tasks"),
        tr(lang, "nl-rules-refill"),
        tr(lang, "nl-rules-end"),
        tr(lang, "nl-rules-solo"),
    ]
}

/// docs/RULINGS.md NL 1-7, then NL 8-13 (the interpretations the rulebook leaves open).
fn rulings(lang: Lang) -> [String; 13] {
    [
        tr(lang, "nl-ruling-1"),
        tr(lang, "nl-ruling-2"),
        tr(lang, "nl-ruling-3"),
        tr(lang, "nl-ruling-4"),
        tr(lang, "nl-ruling-5"),
        tr(lang, "nl-ruling-6"),
        tr(lang, "nl-ruling-7"),
        tr(lang, "nl-ruling-solo-extra-discs"),
        tr(lang, "nl-ruling-discs-run-out"),
        tr(lang, "nl-ruling-first-game"),
        tr(lang, "nl-ruling-refill-action"),
        tr(lang, "nl-ruling-solo-phase-two-refill"),
        tr(lang, "nl-ruling-marker-order"),
    ]
}

#[derive(Properties, PartialEq)]
pub struct RulesProps {
    pub lang: Lang,
}

#[function_component(RulesSummary)]
pub fn rules_summary(props: &RulesProps) -> Html {
    let lang = props.lang;
    html! {
        <details class="nl-rules" data-testid="nl-rules">
            <summary>{ tr(lang, "nl-rules-title") }</summary>
            <ul class="nl-rules-turn">{ for summary(lang).into_iter().map(|line| html! { <li>{ line }</li> }) }</ul>
            <h4>{ tr(lang, "nl-rules-rulings-title") }</h4>
            <ul class="nl-rulings">
                { for rulings(lang).into_iter().map(|ruling| html! {
                    <li data-testid="nl-ruling"><span class="nl-ruling-mark">{ tr(lang, "nl-ruling-mark") }</span>{ " " }{ ruling }</li>
                }) }
            </ul>
        </details>
    }
}
