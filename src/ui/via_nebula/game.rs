//! What Via Nebula brings to the shared game screen (`ui::table::shell`): its words for the status,
//! the log and refusals, its end-screen rows, its rules at hand, and its side panels (the
//! contracts and the guild boards), all drawn from the view of the person at the device.

use super::board;
use super::panels::styles;
use super::play::Board;
use super::rules::RulesSummary;
use super::words;
use crate::ui::table::shell::{BodyProps, SeatKey, TableGame};
use moonvale_rules::core::Outcome;
use moonvale_rules::via_nebula::{Error, Options, Score, ViaNebula, View};
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::storage::PlayerInfo;
use yew::prelude::*;

impl TableGame for ViaNebula {
    fn name(lang: Lang) -> String {
        tr(lang, "game-via-nebula")
    }

    fn blurb(lang: Lang) -> String {
        tr(lang, "game-via-nebula-blurb")
    }

    fn new_game_screen() -> Html {
        html! { <super::NewGame /> }
    }

    fn tutorial_rule_topics() -> &'static [(&'static str, &'static str)] {
        moonvale_table::tutorial::VIA_NEBULA_RULE_TOPICS
    }

    fn daily_label(lang: Lang) -> String {
        tr(lang, "daily-play-via-nebula")
    }

    /// Against a Hard computer, on the expert side.
    fn daily_table(you: moonvale_table::names::PlayerName) -> (Vec<PlayerInfo>, Options) {
        let styles = board::SEAT_STYLES;
        let computer = moonvale_table::names::PlayerName::default_for(1, true);
        let players = vec![
            PlayerInfo::human(you, styles[0].key),
            PlayerInfo::computer(computer, styles[1].key, moonvale_ai::Level::Hard),
        ];
        (players, Options::new(2, moonvale_rules::via_nebula::Side::Expert))
    }

    fn body(props: BodyProps<Self>) -> Html {
        html! { <Board ..props /> }
    }

    fn tutorial_script() -> &'static str {
        moonvale_table::tutorial::VIA_NEBULA
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
        _seat: moonvale_rules::core::Seat,
        events: &[moonvale_rules::via_nebula::Event],
    ) -> Vec<String> {
        let names: Vec<String> = players.iter().map(|p| p.name.words(lang)).collect();
        words::event_lines(lang, &view.state, &names, events)
    }

    /// The first choice of a power in two steps changes nothing yet: its line says what was
    /// chosen and what comes next (the choices are public: they name what is on the board).
    fn quiet_line(
        lang: Lang,
        view: &View,
        players: &[PlayerInfo],
        seat: moonvale_rules::core::Seat,
        action: &moonvale_rules::via_nebula::Action,
    ) -> Option<String> {
        let name = crate::ui::table::table_game::name_words(lang, players, seat);
        words::quiet_step_line(lang, &view.state, &name, action)
    }

    fn action_text(lang: Lang, view: &View, action: &moonvale_rules::via_nebula::Action) -> String {
        words::action_label(lang, &view.state, action)
    }

    /// A building another seat might have erected with a contract from its hand would name a
    /// card the person cannot see: only contracts on the display may be named.
    fn weighed_move_seen(view: &View, action: &moonvale_rules::via_nebula::Action) -> bool {
        match *action {
            moonvale_rules::via_nebula::Action::Build { card, .. } => {
                view.state.display.contains(&card)
            }
            _ => true,
        }
    }

    fn hint_reason(
        lang: Lang,
        view: &View,
        action: &moonvale_rules::via_nebula::Action,
    ) -> Option<String> {
        super::worth::hint_reason(lang, &view.state, action)
    }

    fn piece_name(lang: Lang, view: &View, card: u8) -> String {
        words::card_name(lang, &view.state, card)
    }

    fn error_text(lang: Lang, error: &Error) -> String {
        words::error_text(lang, error)
    }

    fn end_rows(lang: Lang, players: &[PlayerInfo], outcome: &Outcome, scores: &[Score]) -> Html {
        let name = |seat: usize| crate::ui::table::table_game::name_words(lang, players, seat);
        let winners: Vec<String> = outcome.winners.iter().map(|&s| name(s)).collect();
        let (count, winners) = (winners.len(), winners.join(", "));
        let rows = scores.iter().enumerate().map(|(seat, s)| {
            let winner = outcome.winners.contains(&seat);
            html! {
                <tr class={classes!(winner.then_some("winner"))} data-testid="vn-score-row">
                    <th scope="row"><bdi>{ name(seat) }</bdi>{ if winner { " ★" } else { "" } }</th>
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
                // On a phone the table scrolls sideways in its own region, the sentences do not.
                <div class="table-scroll" tabindex="0" role="region" aria-label={tr(lang, "vn-score-table")}>
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
                </div>
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

    /// The points as "If the game ended now" counts them (the storage charge of ruling 14's
    /// final collection counted all along), so the race does not fall when the game ends.
    fn race_figures(state: &ViaNebula) -> Vec<i64> {
        (0..state.n()).map(|seat| state.score_if_ended_now(seat as u8).total).collect()
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
