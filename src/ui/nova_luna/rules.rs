//! Rules at hand for Nova Luna: a short summary of the turn, then the project's rulings
//! (docs/RULINGS.md, "Nova Luna", NL 1-13 in order: the rulebook's open points, then the
//! engine's own interpretations), each marked as a ruling.

use super::pictures::BoardPictures;
use crate::ui::pages::rules_help::RulesSheet;
use crate::ui::pages::tutorial::SeeItInTutorial;
use moonvale_rules::core::GameKind;
use moonvale_table::i18n::{tr, Lang};
use yew::prelude::*;

/// The summary, in the order of a turn, each with its id (for its tutorial link). (Literal
/// ids in `tr`, so the catalogue test checks them.)
fn summary(lang: Lang) -> [(&'static str, String); 8] {
    [
        ("nl-rules-take", tr(lang, "nl-rules-take")),
        ("nl-rules-advance", tr(lang, "nl-rules-advance")),
        ("nl-rules-next", tr(lang, "nl-rules-next")),
        ("nl-rules-place", tr(lang, "nl-rules-place")),
        ("nl-rules-tasks", tr(lang, "nl-rules-tasks")),
        ("nl-rules-refill", tr(lang, "nl-rules-refill")),
        ("nl-rules-end", tr(lang, "nl-rules-end")),
        ("nl-rules-solo", tr(lang, "nl-rules-solo")),
    ]
}

/// docs/RULINGS.md NL 1-7, then NL 8-13 (the interpretations the rulebook leaves open).
fn rulings(lang: Lang) -> [(&'static str, String); 13] {
    [
        ("nl-ruling-1", tr(lang, "nl-ruling-1")),
        ("nl-ruling-2", tr(lang, "nl-ruling-2")),
        ("nl-ruling-3", tr(lang, "nl-ruling-3")),
        ("nl-ruling-4", tr(lang, "nl-ruling-4")),
        ("nl-ruling-5", tr(lang, "nl-ruling-5")),
        ("nl-ruling-6", tr(lang, "nl-ruling-6")),
        ("nl-ruling-7", tr(lang, "nl-ruling-7")),
        ("nl-ruling-solo-extra-discs", tr(lang, "nl-ruling-solo-extra-discs")),
        ("nl-ruling-discs-run-out", tr(lang, "nl-ruling-discs-run-out")),
        ("nl-ruling-first-game", tr(lang, "nl-ruling-first-game")),
        ("nl-ruling-refill-action", tr(lang, "nl-ruling-refill-action")),
        ("nl-ruling-solo-phase-two-refill", tr(lang, "nl-ruling-solo-phase-two-refill")),
        ("nl-ruling-marker-order", tr(lang, "nl-ruling-marker-order")),
    ]
}

#[derive(Properties, PartialEq)]
pub struct RulesProps {
    pub lang: Lang,
}

/// The rules at hand, behind their "Rules" button.
#[function_component(RulesSummary)]
pub fn rules_summary(props: &RulesProps) -> Html {
    let lang = props.lang;
    html! {
        <RulesSheet class="nl-rules" testid="nl-rules" title={tr(lang, "nl-rules-title")}>
            <RulesBody {lang} />
        </RulesSheet>
    }
}

/// What the sheet holds (drawn only while it is open).
#[function_component(RulesBody)]
fn rules_body(props: &RulesProps) -> Html {
    let lang = props.lang;
    html! {
        <>
            <h4>{ tr(lang, "nl-rules-board-title") }</h4>
            <BoardPictures {lang} />
            <h4>{ tr(lang, "nl-rules-turn-title") }</h4>
            <ul class="nl-rules-turn">{ for summary(lang).into_iter().map(|(rule, line)| html! {
                <li>{ line }<SeeItInTutorial kind={GameKind::NovaLuna} {rule} /></li>
            }) }</ul>
            <h4>{ tr(lang, "nl-rules-rulings-title") }</h4>
            <ul class="nl-rulings">
                { for rulings(lang).into_iter().map(|(rule, ruling)| html! {
                    <li data-testid="nl-ruling"><span class="nl-ruling-mark">{ tr(lang, "nl-ruling-mark") }</span>{ " " }{ ruling }<SeeItInTutorial kind={GameKind::NovaLuna} {rule} /></li>
                }) }
            </ul>
        </>
    }
}
