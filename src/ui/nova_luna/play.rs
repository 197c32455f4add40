//! What Nova Luna brings to the shared game screen (`ui::table::shell`): the moon wheel and the
//! tableaux on canvases, the players, the solo panel and the listed choices, its words and
//! its end-screen rows. Everything shown comes from the view of the person at the device
//! (Nova Luna hides only the order of the draw pile) and that person's choices.

use super::canvas::{BoardPart, TableauCanvas, WheelCanvas};
use super::rules::RulesSummary;
use super::words::{
    action_label, action_worth, colour_letter, colour_name, logged_sentences, tasks_text, tile_name,
};
use crate::ui::table::shell::{BodyProps, SeatKey, TableGame};
use crate::ui::widgets::choice_list::ChoiceList;
use moonvale_rules::core::{Game, Outcome, Rng, Seat};
use moonvale_rules::nova_luna::{
    NovaLuna, NovaLunaAction, NovaLunaError, NovaLunaEvent, NovaLunaOptions, NovaLunaView,
    SeatScore, Stage, SOLO_PHASE_ONE_DISCS,
};
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::storage::PlayerInfo;
use yew::prelude::*;

/// The scores as the view shows them. Nova Luna hides only the order of the draw pile,
/// which no score depends on, so any full state drawn from the view scores exactly (none
/// for a view no state fits: a view from outside is checked before it is shown).
fn view_scores(view: &NovaLunaView) -> Vec<SeatScore> {
    NovaLuna::sample_state(view, &mut Rng::new(0)).map(|state| state.score()).unwrap_or_default()
}

/// The rulebook's two solo stacks (8 discs for phase 1, then the rest), as the engine counts
/// them: how many discs are left in each after `placed`.
fn solo_stacks_left(options: &NovaLunaOptions, placed: u8) -> (u8, u8) {
    let first = SOLO_PHASE_ONE_DISCS;
    let second = options.discs_for_tasks().saturating_sub(first);
    (first - placed.min(first), second - placed.saturating_sub(first).min(second))
}

fn name(lang: Lang, players: &[PlayerInfo], seat: Seat) -> String {
    crate::ui::table::table_game::name_words(lang, players, seat)
}

impl TableGame for NovaLuna {
    fn name(lang: Lang) -> String {
        tr(lang, "game-nova-luna")
    }

    fn blurb(lang: Lang) -> String {
        tr(lang, "game-nova-luna-blurb")
    }

    fn new_game_screen() -> Html {
        html! { <super::NewNovaLuna /> }
    }

    fn tutorial_rule_topics() -> &'static [(&'static str, &'static str)] {
        moonvale_table::tutorial::NOVA_LUNA_RULE_TOPICS
    }

    fn daily_label(lang: Lang) -> String {
        tr(lang, "daily-play-nova-luna")
    }

    /// Solo.
    fn daily_table(you: moonvale_table::names::PlayerName) -> (Vec<PlayerInfo>, NovaLunaOptions) {
        let players = vec![PlayerInfo::human(you, super::PLAYER_COLOURS[0])];
        (players, NovaLunaOptions { players: 1, first_game: false })
    }

    fn body(props: BodyProps<Self>) -> Html {
        html! { <NovaLunaBody ..props /> }
    }

    fn tutorial_script() -> &'static str {
        moonvale_table::tutorial::NOVA_LUNA
    }

    fn tutorial_colours() -> [&'static str; 2] {
        [super::PLAYER_COLOURS[0], super::PLAYER_COLOURS[1]]
    }

    fn seat_keys(players: &[PlayerInfo]) -> Vec<SeatKey> {
        players
            .iter()
            .map(|p| SeatKey {
                colour: super::board::player_fill(&p.colour).to_string(),
                swatch: html! { <span class="nl-disc chart-disc" data-colour={p.colour.clone()} aria-hidden="true"></span> },
            })
            .collect()
    }

    fn status(lang: Lang, props: &BodyProps<Self>) -> Html {
        let view = &props.view;
        let text = match (&view.stage, props.to_act) {
            (Stage::Over { .. }, _) | (_, None) => tr(lang, "table-game-over"),
            (_, Some(seat)) if props.is_computer(seat) => {
                t(lang, "nl-status-computer", &[("player", props.name(seat).into())])
            }
            (Stage::Place { tile, .. }, Some(seat)) => t(
                lang,
                "nl-status-place",
                &[("player", props.name(seat).into()), ("tile", tile_name(lang, *tile).into())],
            ),
            (_, Some(seat)) => {
                let mut s = t(lang, "nl-status-choose", &[("player", props.name(seat).into())]);
                // Whether a refill is offered, and whether it is the only choice, is the
                // engine's word (its legal actions).
                if props.choices.contains(&NovaLunaAction::Refill) {
                    let may_take =
                        props.choices.iter().any(|a| matches!(a, NovaLunaAction::Take { .. }));
                    s.push(' ');
                    s.push_str(&if may_take {
                        tr(lang, "nl-status-may-refill")
                    } else {
                        tr(lang, "nl-status-must-refill")
                    });
                }
                s
            }
        };
        html! { { text } }
    }

    fn log_lines(
        lang: Lang,
        view: &NovaLunaView,
        players: &[PlayerInfo],
        seat: Seat,
        events: &[NovaLunaEvent],
    ) -> Vec<String> {
        vec![logged_sentences(lang, view, players, seat, events).join(" ")]
    }

    fn action_text(lang: Lang, view: &NovaLunaView, action: &NovaLunaAction) -> String {
        action_label(lang, view, action)
    }

    fn hint_reason(lang: Lang, view: &NovaLunaView, action: &NovaLunaAction) -> Option<String> {
        action_worth(lang, view, action)
    }

    fn piece_name(lang: Lang, _view: &NovaLunaView, tile: u8) -> String {
        super::words::tile_name(lang, moonvale_rules::nova_luna::tiles::TileId(tile))
    }

    fn error_text(lang: Lang, _error: &NovaLunaError) -> String {
        tr(lang, "nl-move-refused")
    }

    fn end_rows(
        lang: Lang,
        players: &[PlayerInfo],
        outcome: &Outcome,
        scores: &[SeatScore],
    ) -> Html {
        end_rows(lang, players, outcome, scores)
    }

    fn score_categories(lang: Lang) -> Vec<String> {
        vec![tr(lang, "nl-col-discs"), tr(lang, "nl-col-left"), tr(lang, "nl-col-tiles")]
    }

    fn score_values(s: &SeatScore) -> Vec<i64> {
        vec![s.discs_placed.into(), s.discs_left.into(), s.tiles_placed as i64]
    }

    fn race_total(s: &SeatScore) -> i64 {
        s.discs_placed.into()
    }

    fn race_title(lang: Lang) -> String {
        tr(lang, "nl-race-title")
    }

    /// Solo has no rounds and no one to race: its charts go tile by tile, the score as it
    /// grows (the headline figure: phase 1's once fixed, plus the current phase's as if it
    /// ended now) and the discs left.
    fn end_races(
        lang: Lang,
        replay: &moonvale_table::table::replay::Replay<NovaLuna>,
    ) -> Vec<crate::ui::table::table_game::Race> {
        use crate::ui::table::table_game::Race;
        if replay.state(0).solo().is_none() {
            let points = replay.race_over_rounds(Self::race_figures);
            return vec![Race::over_rounds(lang, "rounds", Self::race_title(lang), points)];
        }
        let placed = |l: &moonvale_rules::core::LoggedAction<NovaLuna>| {
            matches!(l.action, NovaLunaAction::Place { .. })
        };
        let steps = replay.steps_after(placed);
        let labels = |count: usize| {
            (0..count).map(|n| t(lang, "nl-chart-after-tiles", &[("count", n.into())])).collect()
        };
        let score = replay.race_at(steps.clone(), |state| {
            state.score().iter().map(|s| s.solo.as_ref().map_or(0, solo_so_far)).collect()
        });
        let discs = replay.race_at(steps, |state| {
            state.score().iter().map(|s| i64::from(s.discs_left)).collect()
        });
        let heading = tr(lang, "nl-chart-tiles-heading");
        vec![
            Race {
                key: "solo-score",
                title: tr(lang, "nl-race-solo-score"),
                heading: heading.clone(),
                labels: labels(score.len()),
                points: score,
            },
            Race {
                key: "solo-discs",
                title: tr(lang, "nl-race-solo-discs"),
                heading,
                labels: labels(discs.len()),
                points: discs,
            },
        ]
    }

    fn rules(lang: Lang, _options: &NovaLunaOptions) -> Html {
        html! { <RulesSummary {lang} /> }
    }

    fn stage_key(view: &NovaLunaView) -> Option<&'static str> {
        Some(match view.stage {
            Stage::Choose { .. } => "choose",
            Stage::Place { .. } => "place",
            Stage::Over { .. } => "over",
        })
    }
}

/// The solo score so far, as the end screen's headline counts it: phase 1's once fixed,
/// plus the current phase's if it ended now (the final total once the game is over).
fn solo_so_far(solo: &moonvale_rules::nova_luna::SoloScore) -> i64 {
    let total = solo
        .total
        .unwrap_or_else(|| solo.phase_one.as_ref().map_or(0, |p| p.score) + solo.current.score);
    i64::from(total)
}

fn end_rows(lang: Lang, players: &[PlayerInfo], outcome: &Outcome, scores: &[SeatScore]) -> Html {
    let solo = scores.first().and_then(|s| s.solo.clone());
    let rows = outcome.standings.iter().enumerate().flat_map(|(place, group)| {
        group.iter().map(move |&seat| (place + 1, seat)).collect::<Vec<_>>()
    });
    let rows = rows.map(|(place, seat)| {
        let s = &scores[seat];
        html! {
            <tr data-testid="nl-standing" data-seat={seat.to_string()}>
                <td>{ place }</td>
                <td><bdi>{ name(lang, players, seat) }</bdi></td>
                <td>{ s.discs_placed }</td>
                <td>{ s.discs_left }</td>
            </tr>
        }
    });
    let headline = match &solo {
        Some(solo) => t(
            lang,
            "nl-end-solo-total",
            &[("score", solo.total.unwrap_or(solo.current.score).into())],
        ),
        None => {
            let winner =
                outcome.winners.first().map(|&w| name(lang, players, w)).unwrap_or_default();
            t(lang, "nl-end-winner", &[("player", winner.into())])
        }
    };
    let tie_break = outcome.tie_break.as_ref().map(|_| {
        html! { <p data-testid="nl-tie-break">{ tr(lang, "nl-end-tie-break") }</p> }
    });
    let solo_detail = solo.map(|solo| {
        let phases = solo.phase_one.iter().chain(std::iter::once(&solo.current)).map(|p| {
            html! {
                <li>{ t(lang, "nl-end-solo-phase", &[
                    ("phase", (p.phase as u32).into()), ("tiles", p.tile_numbers.into()),
                    ("missing", (p.discs_missing as u32).into()), ("score", p.score.into())]) }</li>
            }
        });
        html! { <ul class="nl-solo-phases">{ for phases }</ul> }
    });
    html! {
        <>
            <p class="nl-headline" data-testid="nl-end-headline">{ headline }</p>
            { for tie_break }
            { for solo_detail }
            <table class="nl-standings" data-testid="nl-standings">
                <thead><tr>
                    <th scope="col">{ tr(lang, "nl-col-place") }</th>
                    <th scope="col">{ tr(lang, "nl-col-player") }</th>
                    <th scope="col">{ tr(lang, "nl-col-discs") }</th>
                    <th scope="col">{ tr(lang, "nl-col-left") }</th>
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
        </>
    }
}

/// What the other players' latest moves changed (`Table::recent`: a computer's, or the
/// previous person's in hotseat): the wheel space taken (with the seat's colour) and the
/// cell each seat placed on.
struct OthersMarks {
    take: Option<(u8, String)>,
    placed: Vec<Option<(i32, i32)>>,
}

fn others_marks(props: &BodyProps<NovaLuna>) -> OthersMarks {
    let mut take = None;
    let mut placed = vec![None; props.players.len()];
    for (seat, action) in props.recent.iter().rev() {
        if props.at_device == Some(*seat) {
            continue;
        }
        match action {
            NovaLunaAction::Take { space } if take.is_none() => {
                let colour = props.players.get(*seat).map(|p| p.colour.clone()).unwrap_or_default();
                take = Some((*space, colour))
            }
            NovaLunaAction::Place { x, y } => {
                if let Some(slot) = placed.get_mut(*seat) {
                    slot.get_or_insert((*x, *y));
                }
            }
            _ => {}
        }
    }
    // A move shown that is not one of the person's choices (the best move the last computer
    // found, which "why did the computer play that?" explains) is marked as that seat's.
    // (A review's better move, on a replay with no choices, is the mover's: the seat to act.)
    let shown = props.hint.as_ref().filter(|h| !props.choices.contains(h));
    let last_other = props.recent.iter().rev().find(|(s, _)| props.at_device != Some(*s));
    let marker =
        props.to_act.filter(|_| props.choices.is_empty()).or(last_other.map(|(seat, _)| *seat));
    if let (Some(shown), Some(seat)) = (shown, marker.as_ref()) {
        match shown {
            NovaLunaAction::Take { space } => {
                let colour = props.players.get(*seat).map(|p| p.colour.clone()).unwrap_or_default();
                take = Some((*space, colour));
            }
            NovaLunaAction::Place { x, y } => {
                if let Some(slot) = placed.get_mut(*seat) {
                    *slot = Some((*x, *y));
                }
            }
            _ => {}
        }
    }
    OthersMarks { take, placed }
}

/// The turn's choices beside the board: the tile in hand, the buttons of choices with no place
/// on the board, and the full list folded (a tile to take and a cell to place in are chosen
/// on the board, the list one key away).
fn choices_panel(props: &BodyProps<NovaLuna>, view: &NovaLunaView) -> Html {
    let lang = props.lang;
    let choices = &props.choices;
    let act = props.on_act.clone();
    let on_board = |a: &&NovaLunaAction| {
        matches!(a, NovaLunaAction::Take { .. } | NovaLunaAction::Place { .. })
    };
    let board_choices = choices.iter().filter(on_board).count();
    let choice_buttons = choices.iter().map(|action| {
        let label = action_label(lang, view, action);
        let worth = action_worth(lang, view, action);
        let json = serde_json::to_string(action).unwrap_or_default();
        let onclick = {
            let act = act.clone();
            let action = action.clone();
            Callback::from(move |_: MouseEvent| act.emit(action.clone()))
        };
        let kind = match action {
            NovaLunaAction::Take { .. } => "take",
            NovaLunaAction::Place { .. } => "place",
            NovaLunaAction::Refill => "refill",
            NovaLunaAction::EndPhaseOne => "end-phase-one",
        };
        // The suggested move (the hint button) is marked among the choices.
        let hinted = (props.hint.as_ref() == Some(action)).then_some("true");
        html! {
            <li><button type="button" class={classes!("button", "nl-choice", kind)} data-testid="action"
                data-kind={kind} data-action={json} data-hint={hinted} {onclick}>
                { label }
                if let Some(worth) = worth { <span class="choice-worth" data-testid="worth">{ worth }</span> }
            </button></li>
        }
    });
    let (listed, off_board): (Vec<_>, Vec<_>) =
        choices.iter().zip(choice_buttons).partition(|(a, _)| on_board(a));
    let listed = listed.into_iter().map(|(_, b)| b);
    let off_board: Vec<Html> = off_board.into_iter().map(|(_, b)| b).collect();

    let in_hand = match view.stage {
        Stage::Place { tile, .. } => Some(html! {
            <p class="nl-in-hand" data-testid="nl-in-hand">
                { t(lang, "nl-in-hand", &[("tile", tile_name(lang, tile).into()), ("tasks", tasks_text(lang, tile).into())]) }
            </p>
        }),
        _ => None,
    };

    html! {
        <div class="table-choices nl-side">
            { for in_hand }
            if !choices.is_empty() {
                <h3 id="nl-choices-title">{ tr(lang, "nl-choices") }</h3>
                if !off_board.is_empty() {
                    <ul class="nl-choices" data-testid="nl-actions" aria-labelledby="nl-choices-title">
                        { for off_board }
                    </ul>
                }
                if board_choices > 0 {
                    <ChoiceList {lang} count={board_choices}>
                        <ul class="nl-choices" data-testid="nl-board-actions" aria-labelledby="nl-choices-title">
                            { for listed }
                        </ul>
                    </ChoiceList>
                }
            }
        </div>
    }
}

/// The players (discs placed and left, place on the moon track, who is to play), the solo
/// game's panel and the colours' legend.
fn players_panel(props: &BodyProps<NovaLuna>, view: &NovaLunaView) -> Html {
    let lang = props.lang;
    let players = &props.players;
    let colours: Vec<String> = players.iter().map(|p| p.colour.clone()).collect();
    let over = props.to_act.is_none();
    let scores = view_scores(view);
    let player_rows = (0..players.len()).map(|seat| {
        let p = &view.players[seat];
        let placed = view.options.discs_for_tasks() - p.discs_left;
        let kind = if props.is_computer(seat) { tr(lang, "player-computer") } else { tr(lang, "player-human") };
        let acting = props.to_act == Some(seat);
        html! {
            <li class={classes!("nl-player", acting.then_some("acting"))} data-testid="nl-player" data-seat={seat.to_string()}>
                <span class="nl-disc" data-colour={colours[seat].clone()} aria-hidden="true">
                    { seat + 1 }
                </span>
                <bdi class="player-name">{ props.name(seat) }</bdi>
                <span class="player-kind">{ format!(" ({kind})") }</span>
                <span class="nl-player-stats">
                    { t(lang, "nl-player-discs", &[("placed", (placed as u32).into()), ("left", (p.discs_left as u32).into())]) }
                    if let Some(m) = &p.marker {
                        { " · " }{ t(lang, "nl-player-track", &[("space", (m.space() as u32).into())]) }
                    }
                </span>
                if acting && !over { <span class="nl-badge">{ tr(lang, "nl-to-play") }</span> }
            </li>
        }
    });

    // The solo game: its phase and what it counts.
    let solo = scores.first().and_then(|s| s.solo.clone()).map(|solo| {
        let (eight, thirteen) = solo_stacks_left(&view.options, scores[0].discs_placed);
        html! {
            <div class="nl-solo" data-testid="nl-solo" data-phase={solo.phase.to_string()}>
                <p><strong>{ t(lang, "nl-solo-phase", &[("phase", (solo.phase as u32).into())]) }</strong></p>
                <p>{ t(lang, "nl-solo-discs", &[("placed", (solo.current.discs_placed as u32).into()), ("target", (solo.current.discs_target as u32).into())]) }</p>
                <p data-testid="nl-solo-stacks">{ t(lang, "nl-solo-stacks", &[("eight", (eight as u32).into()), ("thirteen", (thirteen as u32).into())]) }</p>
                <p>{ t(lang, "nl-solo-tiles", &[("sum", solo.current.tile_numbers.into())]) }</p>
                <p>{ t(lang, "nl-solo-current", &[("score", solo.current.score.into()), ("missing", (solo.current.discs_missing as u32).into())]) }</p>
                if let Some(one) = &solo.phase_one {
                    <p>{ t(lang, "nl-solo-phase-one", &[("score", one.score.into())]) }</p>
                }
            </div>
        }
    });

    html! {
        <aside class="table-info nl-info" aria-label={tr(lang, "table-panel-info")} tabindex="0">
            <ul class="nl-players" aria-label={tr(lang, "nl-players")}>{ for player_rows }</ul>
            { for solo }
            <ul class="nl-legend" aria-label={tr(lang, "nl-legend")}>
                { for moonvale_rules::nova_luna::Colour::ALL.into_iter().map(|c| html! {
                    <li data-colour={c.name()}>
                        <span class="nl-legend-tile" aria-hidden="true">{ colour_letter(lang, c) }</span>
                        { colour_name(lang, c) }
                    </li>
                }) }
            </ul>
        </aside>
    }
}

/// What the wheel says to a screen reader: the moon's space, the tiles on it, the pile.
fn wheel_label(lang: Lang, view: &NovaLunaView) -> String {
    let tiles_on_wheel = view.wheel.iter().filter(|t| t.is_some()).count();
    t(
        lang,
        "nl-wheel-label",
        &[
            ("space", (view.moon_pawn as u32).into()),
            ("tiles", tiles_on_wheel.into()),
            ("pile", view.pile_count.into()),
        ],
    )
}

#[function_component(NovaLunaBody)]
fn nova_luna_body(props: &BodyProps<NovaLuna>) -> Html {
    let lang = props.lang;
    let view = props.view.clone();
    let players = &props.players;
    let choices = &props.choices;
    let chosen_tab = use_state(|| None::<Seat>);
    // On a narrow screen the board shows the wheel or a tableau: the one the step needs,
    // unless the player picks the other.
    let board_part = use_state(|| None::<BoardPart>);
    // The tab follows the seat to act unless the player picks another, until the next move:
    // a tile to place is placed on the tableau shown then, the mover's own.
    {
        let chosen_tab = chosen_tab.clone();
        use_effect_with((props.to_act, props.version), move |_| chosen_tab.set(None));
    }
    {
        let board_part = board_part.clone();
        use_effect_with(props.version, move |_| board_part.set(None));
    }
    let act = props.on_act.clone();
    let OthersMarks { take: others_take, placed: others_placed } = others_marks(props);
    let colours: Vec<String> = players.iter().map(|p| p.colour.clone()).collect();

    // ---- wheel
    let takeable: Vec<u8> = choices
        .iter()
        .filter_map(|a| match a {
            NovaLunaAction::Take { space } => Some(*space),
            _ => None,
        })
        .collect();
    let on_take = {
        let act = act.clone();
        Callback::from(move |space: u8| act.emit(NovaLunaAction::Take { space }))
    };
    let wheel_label = wheel_label(lang, &view);
    // ---- tableaux with tabs
    let shown = (*chosen_tab)
        .or(props.to_act)
        .or_else(|| props.recent.last().map(|(seat, _)| *seat))
        .unwrap_or(0);
    let tabs = (0..players.len()).map(|seat| {
        let onclick = {
            let chosen_tab = chosen_tab.clone();
            let board_part = board_part.clone();
            Callback::from(move |_: MouseEvent| {
                chosen_tab.set(Some(seat));
                board_part.set(Some(BoardPart::Tableau));
            })
        };
        let selected = seat == shown;
        html! {
            <button type="button" role="tab" class={classes!("nl-tab", selected.then_some("selected"))}
                aria-selected={selected.to_string()} aria-controls="nl-tableau-panel" data-testid="nl-tab"
                data-seat={seat.to_string()} {onclick}>
                { t(lang, "nl-tableau-of", &[("player", props.name(seat).into())]) }
            </button>
        }
    });
    let legal_cells: Vec<(i32, i32)> = if props.to_act == Some(shown) {
        choices
            .iter()
            .filter_map(|a| match a {
                NovaLunaAction::Place { x, y } => Some((*x, *y)),
                _ => None,
            })
            .collect()
    } else {
        Vec::new()
    };
    let on_place = {
        let act = act.clone();
        Callback::from(move |(x, y): (i32, i32)| act.emit(NovaLunaAction::Place { x, y }))
    };
    let shown_tiles = view.players[shown].tableau.clone();
    let tableau_label = t(
        lang,
        "nl-tableau-label",
        &[
            ("player", props.name(shown).into()),
            ("tiles", shown_tiles.len().into()),
            ("discs", shown_tiles.iter().map(|p| p.disc_count()).sum::<u32>().into()),
        ],
    );

    let part = (*board_part).unwrap_or(match view.stage {
        Stage::Place { .. } => BoardPart::Tableau,
        _ => BoardPart::Wheel,
    });
    let show_wheel = {
        let board_part = board_part.clone();
        Callback::from(move |_: MouseEvent| board_part.set(Some(BoardPart::Wheel)))
    };
    // Three parts the shell lays out: the board (the wheel and a tableau), the choices, the
    // players. On a narrow screen the board shows the part the step needs (`data-stage`).
    html! {
        <>
            <div class="table-board nl-board" data-part={part.name()}>
                <div class="nl-board-tabs">
                    <button type="button" class={classes!("button", "nl-wheel-tab", (part == BoardPart::Wheel).then_some("selected"))}
                        aria-pressed={(part == BoardPart::Wheel).to_string()} data-testid="nl-show-wheel" onclick={show_wheel}>
                        { tr(lang, "nl-show-wheel") }
                    </button>
                    <div class="nl-tabs" role="tablist" aria-label={tr(lang, "nl-tableaux")}>{ for tabs }</div>
                </div>
                <div class="nl-wheel-panel">
                    <WheelCanvas {part} lang={lang} view={view.clone()} takeable={takeable} last_take={others_take} flash_key={props.version}
                        colours={colours.clone()} on_take={on_take} label={wheel_label} />
                </div>
                <div id="nl-tableau-panel" class="nl-tableau-panel" role="tabpanel">
                    <TableauCanvas {part} lang={lang} tiles={shown_tiles} legal={legal_cells}
                        last_placed={others_placed.get(shown).copied().flatten()} flash_key={props.version}
                        disc_colour={colours.get(shown).cloned().unwrap_or_default()} on_place={on_place}
                        label={tableau_label} seat={shown} />
                </div>
            </div>
            { choices_panel(props, &view) }
            { players_panel(props, &view) }
        </>
    }
}
