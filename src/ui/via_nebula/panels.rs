//! Via Nebula's side panels around the board: the person's own contracts and score, the
//! contracts on offer, the guilds, and the legend of the seats' colours and shapes.

use super::board::{self, SeatStyle};
use super::words;
use crate::ui::table::shell::BodyProps;
use moonvale_rules::via_nebula::{ViaNebula, NONE};
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::storage::PlayerInfo;
use yew::prelude::*;

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
/// The guilds; `arrived` says, seat by seat, what the last move brought to each.
pub fn guilds_panel(
    lang: Lang,
    props: &BodyProps<ViaNebula>,
    arrived: &[super::guild_board::Arrived],
) -> Html {
    let view = &props.view;
    let state = &view.state;
    let styles = styles(&props.players);
    let guilds = (0..state.n()).map(|seat| {
        let p = &state.seats[seat];
        let style = styles.get(seat).copied().unwrap_or(board::SEAT_STYLES[0]);
        let stacks = p.stacks.iter().map(|&n| if n == 0 { tr(lang, "vn-explorer") } else { n.to_string() }).collect::<Vec<_>>().join(" · ");
        let tokens: Vec<String> = moonvale_rules::via_nebula::content::bits(p.tokens as u128)
            .map(|tk| {
                let d = &state.content.tokens[tk];
                format!("{} ★{}", words::resource_name(lang, d.resource), d.points)
            })
            .collect();
        let fulfilled: Vec<String> = moonvale_rules::via_nebula::content::bits(p.fulfilled as u128)
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
                    <bdi>{ props.name(seat) }</bdi>
                    { format!(" · {}", words::points(lang, running)) }
                </h4>
                <p class="vn-running-score" data-testid="vn-running-score" data-total={running.to_string()}
                    title={tr(lang, "vn-score-if-ended-why")}>
                    { t(lang, "vn-score-if-ended", &[("parts", parts.into())]) }
                </p>
                { super::guild_board::guild_board(lang, &super::guild_board::GuildFacts { state, seat, style, hidden, arrived: arrived.get(seat).copied().unwrap_or_default() }) }
                <dl class="visually-hidden">
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
                <bdi>{ props.name(i) }</bdi>
                { format!(" — {}, {}", words::colour_name(lang, s.key), words::shape_name(lang, s.shape)) }
            </li>
        }
    });
    html! { <ul class="vn-legend" aria-label={tr(lang, "vn-legend")}>{ for seats }</ul> }
}
