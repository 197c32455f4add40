//! What Via Nebula brings to the shared game screen (`ui::shell`): its words for the status,
//! the log and refusals, its end-screen rows, its rules at hand, and its side panels (the
//! contracts and the guild boards), all drawn from the view of the person at the device.

use super::board::{self, SeatStyle};
use super::play::Board;
use super::rules::RulesSummary;
use super::words;
use crate::core::{LoggedAction, Outcome};
use crate::i18n::{t, tr, Lang};
use crate::storage::PlayerInfo;
use crate::ui::shell::{BodyProps, SeatKey, TableGame};
use crate::via_nebula::{Error, Options, Score, ViaNebula, View, NONE};
use yew::prelude::*;

impl TableGame for ViaNebula {
    fn body(props: BodyProps<Self>) -> Html {
        html! { <Board ..props /> }
    }

    fn tutorial_script() -> &'static str {
        crate::tutorial::VIA_NEBULA
    }

    fn tutorial_colours() -> [&'static str; 2] {
        [board::SEAT_STYLES[0].key, board::SEAT_STYLES[1].key]
    }

    fn status(lang: Lang, props: &BodyProps<Self>) -> Html {
        let Some(seat) = props.to_act else { return html! {} };
        let state = &props.view.state;
        let styles = styles(&props.players);
        let style = styles.get(seat).copied().unwrap_or(board::SEAT_STYLES[0]);
        html! {
            <>
                <span class={classes!("vn-swatch", style.key)} aria-hidden="true"></span>
                { words::turn_status(lang, state, &props.name(seat)) }
                if props.is_computer(seat) { { " " }{ tr(lang, "vn-computer-thinking") } }
            </>
        }
    }

    fn log_lines(
        lang: Lang,
        view: &View,
        players: &[PlayerInfo],
        logged: &LoggedAction<Self>,
    ) -> Vec<String> {
        let names: Vec<String> = players.iter().map(|p| p.name.clone()).collect();
        words::event_lines(lang, &view.state, &names, &logged.events)
    }

    fn action_text(lang: Lang, view: &View, action: &crate::via_nebula::Action) -> String {
        words::action_label(lang, &view.state, action)
    }

    fn hint_reason(lang: Lang, view: &View, action: &crate::via_nebula::Action) -> Option<String> {
        super::worth::hint_reason(lang, &view.state, action)
    }

    fn error_text(lang: Lang, error: &Error) -> String {
        words::error_text(lang, error)
    }

    fn end_rows(lang: Lang, players: &[PlayerInfo], outcome: &Outcome, scores: &[Score]) -> Html {
        let name = |seat: usize| players.get(seat).map(|p| p.name.clone()).unwrap_or_default();
        let winners: Vec<String> = outcome.winners.iter().map(|&s| name(s)).collect();
        let (count, winners) = (winners.len(), winners.join(", "));
        let rows = scores.iter().enumerate().map(|(seat, s)| {
            let winner = outcome.winners.contains(&seat);
            html! {
                <tr class={classes!(winner.then_some("winner"))} data-testid="vn-score-row">
                    <th scope="row">{ name(seat) }{ if winner { " ★" } else { "" } }</th>
                    <td>{ s.tokens }</td><td>{ s.contracts }</td><td>{ s.explorers }</td><td>{ s.end_card }</td><td>{ s.storage }</td>
                    <td><strong>{ s.total }</strong></td>
                </tr>
            }
        });
        let tie_break = outcome.tie_break.as_ref().map(|_| tr(lang, "vn-tie-break-storage"));
        html! {
            <>
                <p data-testid="vn-winners">{ t(lang, "vn-winners", &[("count", count.into()), ("players", winners.into())]) }</p>
                if let Some(tb) = tie_break { <p data-testid="vn-tie-break">{ tb }</p> }
                <table class="vn-scores">
                    <thead><tr>
                        <th scope="col">{ tr(lang, "vn-score-player") }</th>
                        <th scope="col">{ tr(lang, "vn-score-tokens") }</th>
                        <th scope="col">{ tr(lang, "vn-score-contracts") }</th>
                        <th scope="col">{ tr(lang, "vn-score-explorers") }</th>
                        <th scope="col">{ tr(lang, "vn-score-end-card") }</th>
                        <th scope="col">{ tr(lang, "vn-score-storage") }</th>
                        <th scope="col">{ tr(lang, "vn-score-total") }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </>
        }
    }

    fn score_categories(lang: Lang) -> Vec<String> {
        [
            "vn-score-tokens",
            "vn-score-contracts",
            "vn-score-explorers",
            "vn-score-end-card",
            "vn-score-storage",
        ]
        .into_iter()
        .map(|key| tr(lang, key))
        .collect()
    }

    fn score_values(s: &Score) -> Vec<i64> {
        vec![s.tokens, s.contracts, s.explorers, s.end_card, s.storage]
    }

    fn race_total(s: &Score) -> i64 {
        s.total
    }

    fn race_title(lang: Lang) -> String {
        tr(lang, "vn-race-title")
    }

    fn rules(_lang: Lang, options: &Options) -> Html {
        html! { <RulesSummary side={options.side} players={options.players} /> }
    }

    fn seat_keys(players: &[PlayerInfo]) -> Vec<SeatKey> {
        styles(players)
            .into_iter()
            .map(|style| SeatKey {
                colour: style.fill.to_string(),
                swatch: html! { <span class={classes!("vn-swatch", style.key)} aria-hidden="true"></span> },
            })
            .collect()
    }
}

/// Each seat's colour and shape (distinct even if a save repeats a colour).
pub fn styles(players: &[PlayerInfo]) -> Vec<SeatStyle> {
    board::distinct_styles(players.iter().map(|p| p.colour.as_str()))
}

/// One contract card's words (name, points, cost, power).
fn contract_card(lang: Lang, state: &ViaNebula, card: u8, testid: &'static str) -> Html {
    let info = &state.content.cards[card as usize];
    let effect = info.power.map(|p| words::power_effect(lang, p)).unwrap_or_default();
    html! {
        <li class="vn-card" data-testid={testid} data-card={card.to_string()}>
            <strong>{ words::card_name(lang, state, card) }</strong>
            <span class="vn-card-points">{ words::points(lang, info.points as i64) }</span>
            <span class="vn-card-cost">{ words::card_cost(lang, state, card) }</span>
            <span class="vn-card-effect">{ effect }</span>
        </li>
    }
}

/// What the person at the device plays for, first in the side panel so it is in view during
/// their turn: their running score and their private contracts (from their view: nobody
/// else's hand is in it).
pub fn own_panel(lang: Lang, props: &BodyProps<ViaNebula>) -> Html {
    let view = &props.view;
    let state = &view.state;
    let Some(viewer) = props.at_device.filter(|&s| s == view.seat as usize) else {
        return html! {};
    };
    let hand = (0..64u8).filter(|&c| state.seats[viewer].hand & (1u64 << c) != 0);
    let (running, parts) = super::worth::running_score(lang, state, viewer as u8);
    html! {
        <section class="vn-own" aria-labelledby="vn-own-title" data-testid="vn-own">
            <h3 id="vn-own-title">
                { t(lang, "vn-hand-title", &[("player", props.name(viewer).into())]) }
            </h3>
            <p class="vn-own-score" data-testid="vn-own-score" data-total={running.to_string()}
                title={tr(lang, "vn-score-if-ended-why")}>
                { t(lang, "vn-score-if-ended", &[("parts", parts.into())]) }
            </p>
            <ul class="vn-cards vn-hand" data-testid="vn-hand">
                { for hand.map(|c| contract_card(lang, state, c, "vn-hand-card")) }
            </ul>
        </section>
    }
}

/// The contracts: the face-up display, the deck and the end-of-game card.
pub fn contracts_panel(lang: Lang, props: &BodyProps<ViaNebula>) -> Html {
    let view = &props.view;
    let state = &view.state;
    let display = state
        .display
        .iter()
        .filter(|&&c| c != NONE)
        .map(|&c| contract_card(lang, state, c, "vn-display-card"));
    let end_card = if state.end_card_holder == NONE {
        t(lang, "vn-end-card-free", &[("points", (state.content.end_card_points as usize).into())])
    } else {
        t(
            lang,
            "vn-end-card-taken",
            &[("player", props.name(state.end_card_holder as usize).into())],
        )
    };
    html! {
        <section class="vn-contracts" aria-labelledby="vn-contracts-title">
            <h3 id="vn-contracts-title">{ tr(lang, "vn-contracts-title") }</h3>
            <ul class="vn-cards">{ for display }</ul>
            <p data-testid="vn-deck">{ t(lang, "vn-deck-count", &[("count", (view.deck_count as usize).into())]) }</p>
            <p data-testid="vn-end-card">{ end_card }</p>
        </section>
    }
}

/// The guild boards of every seat, with the running scores (public information).
pub fn guilds_panel(lang: Lang, props: &BodyProps<ViaNebula>) -> Html {
    let view = &props.view;
    let state = &view.state;
    let styles = styles(&props.players);
    let guilds = (0..state.n()).map(|seat| {
        let p = &state.seats[seat];
        let style = styles.get(seat).copied().unwrap_or(board::SEAT_STYLES[0]);
        let stacks = p.stacks.iter().map(|&n| if n == 0 { tr(lang, "vn-explorer") } else { n.to_string() }).collect::<Vec<_>>().join(" · ");
        let tokens: Vec<String> = crate::via_nebula::content::bits(p.tokens as u128)
            .map(|tk| {
                let d = &state.content.tokens[tk];
                format!("{} ★{}", words::resource_name(lang, d.resource), d.points)
            })
            .collect();
        let fulfilled: Vec<String> = crate::via_nebula::content::bits(p.fulfilled as u128)
            .map(|c| words::card_name(lang, state, c as u8))
            .collect();
        // How many contracts a seat holds that this screen may not see.
        let hidden = (view.hidden_private[seat] + view.hidden_drawn[seat]) as usize;
        let shown_elsewhere = if props.at_device == Some(seat) { 0 } else { p.hand.count_ones() as usize };
        let hidden = hidden + shown_elsewhere;
        let storage = words::resources_text(lang, &p.storage);
        let dash = |v: String| if v.is_empty() { "—".to_string() } else { v };
        let (running, parts) = super::worth::running_score(lang, state, seat as u8);
        html! {
            <li class={classes!("vn-guild", (props.to_act == Some(seat)).then_some("active"))} data-testid="vn-guild" data-seat={seat.to_string()}>
                <h4>
                    <span class={classes!("vn-swatch", style.key)} aria-hidden="true"></span>
                    { props.name(seat) }
                    { format!(" · {}", words::points(lang, running)) }
                </h4>
                <p class="vn-running-score" data-testid="vn-running-score" data-total={running.to_string()}
                    title={tr(lang, "vn-score-if-ended-why")}>
                    { t(lang, "vn-score-if-ended", &[("parts", parts.into())]) }
                </p>
                <dl>
                    <dt>{ tr(lang, "vn-guild-buildings") }</dt><dd>{ p.buildings }</dd>
                    <dt>{ tr(lang, "vn-guild-sites") }</dt><dd>{ p.sites }</dd>
                    <dt>{ tr(lang, "vn-guild-craftsmen") }</dt><dd>{ p.craftsmen }</dd>
                    <dt>{ tr(lang, "vn-guild-stacks") }</dt><dd>{ stacks }</dd>
                    <dt>{ tr(lang, "vn-guild-storage") }</dt><dd>{ dash(storage) }</dd>
                    <dt>{ tr(lang, "vn-guild-tokens") }</dt><dd>{ dash(tokens.join(" ")) }</dd>
                    <dt>{ tr(lang, "vn-guild-fulfilled") }</dt><dd>{ dash(fulfilled.join(", ")) }</dd>
                    if hidden > 0 {
                        <dt>{ tr(lang, "vn-guild-hand") }</dt><dd>{ hidden }</dd>
                    }
                </dl>
            </li>
        }
    });
    html! {
        <section class="vn-guilds" aria-labelledby="vn-guilds-title">
            <h3 id="vn-guilds-title">{ tr(lang, "vn-guilds-title") }</h3>
            <p>{ t(lang, "vn-reserve", &[("what", words::resources_text(lang, &state.reserve).into()), ("tiles", (state.tile_reserve as usize).into())]) }</p>
            <ul class="vn-guild-list">{ for guilds }</ul>
        </section>
    }
}

/// The seats' colours and shapes, said in words under the board.
pub fn legend(lang: Lang, props: &BodyProps<ViaNebula>) -> Html {
    let seats = styles(&props.players).into_iter().enumerate().map(|(i, s)| {
        html! {
            <li>
                <span class={classes!("vn-swatch", s.key)} aria-hidden="true"></span>
                { format!("{} — {}, {}", props.name(i), words::colour_name(lang, s.key), words::shape_name(lang, s.shape)) }
            </li>
        }
    });
    html! { <ul class="vn-legend" aria-label={tr(lang, "vn-legend")}>{ for seats }</ul> }
}
