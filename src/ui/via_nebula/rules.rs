//! Rules at hand: the six actions, every contract of the content in play (so the costs and
//! points shown are those of the cards in the game), and the project's rulings, marked.

use super::pictures::BoardPictures;
use super::words;
use crate::ui::pages::rules_help::RulesSheet;
use crate::ui::pages::tutorial::SeeItInTutorial;
use moonvale_rules::via_nebula::{Content, Side};
use moonvale_table::i18n::{t, tr};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RulesProps {
    pub side: Side,
    pub players: u8,
}

/// The rules at hand, behind their "Rules" button.
#[function_component(RulesSummary)]
pub fn rules_summary(props: &RulesProps) -> Html {
    let app = crate::ui::use_app();
    html! {
        <RulesSheet class="vn-rules" testid="vn-rules" title={tr(app.lang, "vn-rules-title")}>
            <RulesBody side={props.side} players={props.players} />
        </RulesSheet>
    }
}

/// What the sheet holds (drawn only while it is open).
#[function_component(RulesBody)]
fn rules_body(props: &RulesProps) -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    let content = Content::builtin(props.side);
    // A throwaway state only to name cards and costs the way the game screen does.
    let state = <moonvale_rules::via_nebula::ViaNebula as moonvale_rules::core::Game>::new(
        &moonvale_rules::via_nebula::Options::new(props.players.clamp(2, 4), props.side),
        0,
    );
    let cards = match &state {
        Ok(state) => {
            let mut seen: Vec<(String, String, u8, bool, String, usize)> = Vec::new();
            for (id, info) in content.cards.iter().enumerate() {
                let Some(power) = info.power else { continue };
                let name = words::power_name(lang, power);
                let cost = words::card_cost(lang, state, id as u8);
                match seen.iter_mut().find(|s| s.0 == name && s.1 == cost && s.2 == info.points) {
                    Some(entry) => entry.5 += 1,
                    None => seen.push((
                        name,
                        cost,
                        info.points,
                        info.private,
                        words::power_effect(lang, power),
                        1,
                    )),
                }
            }
            seen.into_iter()
                .map(|(name, cost, points, private, effect, count)| {
                    html! {
                        <li data-testid="vn-rules-card">
                            <strong>{ name }</strong>
                            { format!(" ×{count} · ") }
                            { if private { tr(lang, "vn-rules-private") } else { tr(lang, "vn-rules-neutral") } }
                            { " · " }{ cost }{ " · " }{ words::points(lang, points as i64) }
                            <br />{ effect }
                        </li>
                    }
                })
                .collect::<Html>()
        }
        Err(_) => html! {},
    };
    let actions = [
        ("vn-rules-action-a", tr(lang, "vn-rules-action-a")),
        ("vn-rules-action-b", tr(lang, "vn-rules-action-b")),
        ("vn-rules-action-c", tr(lang, "vn-rules-action-c")),
        ("vn-rules-action-d", tr(lang, "vn-rules-action-d")),
        ("vn-rules-action-e", tr(lang, "vn-rules-action-e")),
        ("vn-rules-action-f", tr(lang, "vn-rules-action-f")),
    ];
    // docs/RULINGS.md, Via Nebula, in its order (13a and 15a after 13 and 15).
    let rulings = [
        ("vn-ruling-1", tr(lang, "vn-ruling-1")),
        ("vn-ruling-2", tr(lang, "vn-ruling-2")),
        ("vn-ruling-3", tr(lang, "vn-ruling-3")),
        ("vn-ruling-4", tr(lang, "vn-ruling-4")),
        ("vn-ruling-5", tr(lang, "vn-ruling-5")),
        ("vn-ruling-6", tr(lang, "vn-ruling-6")),
        ("vn-ruling-7", tr(lang, "vn-ruling-7")),
        ("vn-ruling-8", tr(lang, "vn-ruling-8")),
        ("vn-ruling-9", tr(lang, "vn-ruling-9")),
        ("vn-ruling-10", tr(lang, "vn-ruling-10")),
        ("vn-ruling-11", tr(lang, "vn-ruling-11")),
        ("vn-ruling-12", tr(lang, "vn-ruling-12")),
        ("vn-ruling-13", tr(lang, "vn-ruling-13")),
        ("vn-ruling-13a", tr(lang, "vn-ruling-13a")),
        ("vn-ruling-14", tr(lang, "vn-ruling-14")),
        ("vn-ruling-15", tr(lang, "vn-ruling-15")),
        ("vn-ruling-15a", tr(lang, "vn-ruling-15a")),
        ("vn-ruling-16", tr(lang, "vn-ruling-16")),
        ("vn-ruling-17", tr(lang, "vn-ruling-17")),
        ("vn-ruling-18", tr(lang, "vn-ruling-18")),
    ];
    html! {
        <>
            <p>{ tr(lang, "vn-rules-turn") }</p>
            <h4>{ tr(lang, "vn-rules-board-title") }</h4>
            <BoardPictures {lang} />
            <h4>{ tr(lang, "vn-rules-actions-title") }</h4>
            <ol class="vn-rules-actions" type="A">{ for actions.into_iter().map(|(rule, a)| html! {
                <li>{ a }<SeeItInTutorial kind={moonvale_rules::core::GameKind::ViaNebula} {rule} /></li>
            }) }</ol>
            <h4>{ t(lang, "vn-rules-cards-title", &[("count", content.cards.iter().filter(|c| c.power.is_some()).count().into())]) }</h4>
            <ul class="vn-rules-cards">{ cards }</ul>
            <h4>{ tr(lang, "vn-rules-rulings-title") }</h4>
            <ul class="vn-rulings">
                { for rulings.into_iter().map(|(rule, r)| html! {
                    <li data-testid="vn-ruling"><span class="vn-ruling-mark">{ tr(lang, "vn-ruling-mark") }</span>{ " " }{ r }<SeeItInTutorial kind={moonvale_rules::core::GameKind::ViaNebula} {rule} /></li>
                }) }
            </ul>
            <p class="vn-rules-note">{ tr(lang, "vn-rules-content-note") }</p>
        </>
    }
}
