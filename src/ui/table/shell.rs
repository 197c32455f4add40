//! The one game screen both games fill. The shell does the table's jobs, the same way for
//! every game: title and status, announcements, refusals, the hand-over screen, undo, the
//! log, the end-screen frame, rules at hand, computer turns and saving after each action,
//! all driven by `moonvale_table::table::Table`. A game brings only what is its own through
//! [`TableGame`]: its board and side panels (given the view of the person at the device and
//! that person's choices), its words for actions and events, its end-screen rows.
//!
//! Test ids (the same in both games): `game-screen` (with `data-kind`, `data-moves`,
//! `data-undoable`, `data-over`, `data-to-act`, `data-computer-turn`, `data-stage`),
//! `status`, `announce`, `error`, `handover`, `handover-confirm`, `undo`, `log`, `end`,
//! `end-reason` (with `data-ending`), `play-again`, `end-home`, `go-home`, `load-error`,
//! `action` (a listed choice, in the game's own panel).

use crate::ui::platform::tabs::Holding;
use crate::ui::state::{AppAction, Screen};
use crate::ui::table::computer_moves::{use_computer_moves, use_pace};
use crate::ui::table::controls::Hint;
use crate::ui::table::dialogs::{controls, handover_dialog, why_panel};
pub use crate::ui::table::end_screen::ending_sentence;
use crate::ui::table::end_screen::EndFrame;
use crate::ui::table::focus::{use_focus_after_move, use_focus_on_open};
use crate::ui::table::hint::{use_hint, use_hint_in_view};
use crate::ui::table::log_lines::{latest_lines, use_log_lines};
use crate::ui::table::one_writer::{use_one_writer, ElsewhereGame};
use crate::ui::table::panel::{panel_tabs, use_panel};
use crate::ui::table::saving::use_saving;
use crate::ui::table::screen_state::{Announce, ScreenAction, ScreenState};
use crate::ui::table::seen::{use_practice, use_seen, Seen};
pub use crate::ui::table::starting::{players_of, random_seed, seed_from, start_game};
pub use crate::ui::table::table_game::{log_lines_seen_by, BodyProps, Said, SeatKey, TableGame};
use crate::ui::table::undo::{practice_dialog, undo_control};
use crate::ui::table::words::{hint_sentence, spoken};
pub use crate::ui::widgets::home_button::HomeButton;
use crate::ui::widgets::table_frame::TableFrame;
use moonvale_rules::core::Seat;
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::table::Table;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    pub id: String,
}

/// Opens saved game `id` of game `G` (the app routes `Screen::Play` here), in the one tab
/// that writes it (`one_writer`); another tab shows it as it stands there.
#[function_component(PlayGame)]
pub fn play_game<G: TableGame>(props: &PlayProps) -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    let writer = use_one_writer(&app, &props.id);
    let here = writer.holding == Holding::Here;
    let opened = {
        let app = app.clone();
        use_memo((props.id.clone(), writer.opened, here), move |(id, _, here)| {
            if !here {
                return None;
            }
            let (record, session) = app.store.borrow().open::<G>(id)?.ok()?;
            Some(Rc::new(Table::resume(record.header(), session)))
        })
    };
    match (writer.holding, &*opened) {
        (Holding::Asking, _) => html! {
            <section class="screen game-screen" data-testid="game-opening" aria-busy="true"></section>
        },
        (Holding::Elsewhere | Holding::TakenOver | Holding::Taking, _) => html! {
            <ElsewhereGame<G> id={props.id.clone()} writer={(*writer).clone()} />
        },
        (Holding::Here, Some(table)) => html! {
            <GameScreen<G> key={format!("{}-{}", props.id, writer.opened)} table={table.clone()} />
        },
        (Holding::Here, None) => html! {
            <section class="screen game-screen" data-testid="game-screen" data-kind={G::KIND.as_str()}>
                <p role="alert" data-testid="load-error">{ tr(lang, "table-load-failed") }</p>
                <HomeButton />
            </section>
        },
    }
}

#[derive(Properties)]
struct ScreenProps<G: TableGame> {
    table: Rc<Table<G>>,
}

impl<G: TableGame> PartialEq for ScreenProps<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.table, &other.table)
    }
}

/// The screen's state, opened on `table`.
#[hook]
fn use_screen_state<G: TableGame>(table: &Rc<Table<G>>) -> UseReducerHandle<ScreenState<G>> {
    let table = table.clone();
    use_reducer(move || ScreenState {
        table: (*table).clone(),
        version: 0,
        announce: Announce::Nothing,
        paused: false,
        hint: Hint::None,
        why: None,
        why_open: false,
        host: None,
        outbox: Rc::default(),
    })
}

/// What the game's own panels send: an action chosen, something to say.
#[hook]
fn use_table_callbacks<G: TableGame>(
    screen: &UseReducerHandle<ScreenState<G>>,
) -> (Callback<G::Action>, Callback<Said>) {
    let on_act = {
        let dispatcher = screen.dispatcher();
        use_callback((), move |action: G::Action, _| dispatcher.dispatch(ScreenAction::Act(action)))
    };
    let on_say = {
        let dispatcher = screen.dispatcher();
        use_callback((), move |said: Said, _| dispatcher.dispatch(ScreenAction::Say(said)))
    };
    (on_act, on_say)
}

#[function_component(GameScreen)]
fn game_screen<G: TableGame>(props: &ScreenProps<G>) -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    let screen = use_screen_state(&props.table);
    let practising = use_state(|| false);
    let heading = use_node_ref();
    let sharing = use_state(|| false);
    let panel = use_panel(screen.table.person_to_act());
    use_focus_on_open(&heading);
    use_saving(&app, &screen, props.table.assisted());
    let pace = use_pace(&app);
    use_computer_moves(&screen, pace.0);
    let hint = use_hint(&screen);
    use_focus_after_move(screen.version);
    let Seen { view, players, choices, recent } = use_seen(&screen);
    let log_lines = use_log_lines(&screen, lang, &view, &players);
    // Other devices: this device may host guests playing a person's seat each.
    let crate::ui::table::host::Hosted {
        button: devices_button,
        beside_log: devices_beside_log,
        panel: devices_panel,
        open: open_devices,
    } = crate::ui::table::host::use_hosting(&screen, lang);
    let (on_act, on_say) = use_table_callbacks(&screen);
    use_hint_in_view(&hint);
    let practice = use_practice(&screen);

    let table = &screen.table;
    let body_props = BodyProps::<G> {
        lang,
        view: view.clone(),
        at_device: table.at_device(),
        to_act: table.to_act(),
        players: players.clone(),
        choices: choices.clone(),
        recent,
        hint: marked_move(&hint, &screen, &choices),
        version: screen.version,
        on_act,
        on_say,
    };
    let name = |seat: Seat| body_props.name(seat);
    let undo = undo_control(lang, &screen, practice, &practising, name);
    let said = spoken::<G>(lang, &screen, &view, &players);
    let over = table.is_over();
    let handover = table.handover_due().map(|seat| {
        let undo = table.undo_for().is_some().then(|| undo.clone());
        handover_dialog(lang, &screen, name(seat), undo)
    });
    let status =
        if over { tr(lang, "table-game-over").into() } else { G::status(lang, &body_props) };
    let end = table.session().state.outcome().map(|outcome| {
        // The game is over: its scores are public.
        let scores = table.session().state.score();
        let rows = G::end_rows(lang, &players, &outcome, &scores);
        html! { <EndFrame<G> table={Rc::new(table.clone())} {outcome} {rows} /> }
    });
    let controls = controls(lang, &screen, &hint, pace, name);
    let hint_text =
        hint_sentence(lang, &hint, &view, table.players(), table.person_to_act().is_some());
    // The rules at hand lead to the game's tutorial too.
    let learn = {
        let app = app.clone();
        Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(Screen::Tutorial(G::KIND))))
    };
    let stage = G::stage_key(&view);
    let latest = latest_lines::<G>(lang, table, &view, &players);
    // During a turn the screen is one table that fits the window: board, choices and the
    // latest moves together; on a narrow screen the other panels are one tap away.
    let handing_over = handover.is_some();
    let in_play = !over && !handing_over;
    let why_panel = why_panel(lang, &screen, in_play, name);
    let panel_tabs = in_play.then(|| panel_tabs(lang, &panel));
    let practice_dialog = practice_dialog(lang, &screen, practice, &practising);

    let data = screen_data(&screen, *panel, stage);
    let status = (!handing_over).then(|| {
        html! {
            <p class="status" data-testid="status" data-seat={table.to_act().map(|s| s.to_string())}>{ status }</p>
        }
    });
    let buttons = html! {
        <>
            if !over && table.humans().contains(&table.eyes()) { { undo.clone() } }
            { G::rules(lang, table.options()) }
            { share_button(lang, &sharing) }
            { devices_button }
            <HomeButton />
        </>
    };
    // Before anything that comes and goes (the hand-over, the end): the panel keeps its
    // state while the table changes under it.
    let above = html! {
        <>
            { devices_panel }
            <p class="visually-hidden" aria-live="polite" data-testid="announce">{ said.announce }</p>
        </>
    };
    let found = matches!(hint, Hint::Found(..));
    let latest =
        latest_slot(lang, said.error, hint_text.map(|text| (text, found)), said.shown, &latest);
    let over_table = html! {
        <>
            if *sharing {
                if let Ok(record) = table.record(crate::ui::platform::browser::now_ms()) {
                    <crate::ui::widgets::sharing::ShareDialog {lang} {record} on_close={close_share(&sharing)}
                        on_play_together={play_together(&sharing, open_devices.clone())} />
                }
            }
            { for end }
        </>
    };
    let board = html! {
        if let Some(handover) = handover {
            { handover }
        } else {
            { controls }
            { G::body(body_props.clone()) }
        }
    };
    let report = report_button(lang, screen.clone());
    let side = log_panel(
        lang,
        table,
        &log_lines,
        learn,
        devices_beside_log,
        (!over).then(|| report.clone()),
    );
    // At the end, the ranking and the charts come first; the table as it ended and its log
    // are folded under them, one tap away (the problem report stays in view).
    let (board, side) = if over {
        (folded_at_end(lang, board, side, report), Html::default())
    } else {
        (board, side)
    };
    let after = html! {
        <>
            { for panel_tabs }
            { for why_panel }
            { for practice_dialog }
        </>
    };
    html! {
        <TableFrame class={classes!("game-screen", G::KIND.as_str(), in_play.then_some("in-play"))}
            test_id="game-screen" {data} title={table.title_words(lang)} {heading} {status}
            {buttons} {above} {latest} over={over_table} {board} {side} {after} />
    }
}

/// The move the boards mark: the suggested one; else, while the "why" panel is open, the
/// best move the computer found, outside the person's choices (never as one of them: a move
/// equal to a choice is only said in the panel).
fn marked_move<G: TableGame>(
    hint: &Hint<G>,
    screen: &ScreenState<G>,
    choices: &[G::Action],
) -> Option<G::Action> {
    match hint {
        Hint::Found(_, action, _) => Some(action.clone()),
        _ => screen
            .why
            .as_ref()
            .filter(|_| screen.why_open)
            .and_then(|why| why.best().cloned())
            .filter(|best| !choices.contains(best)),
    }
}

/// The screen's `data-` attributes, for the tests (see the module's test ids).
fn screen_data<G: TableGame>(
    screen: &ScreenState<G>,
    panel: &'static str,
    stage: Option<&'static str>,
) -> Vec<(&'static str, AttrValue)> {
    let table = &screen.table;
    let data = vec![
        ("data-kind", AttrValue::from(G::KIND.as_str())),
        ("data-moves", table.session().log.len().to_string().into()),
        ("data-undoable", table.session().undoable().to_string().into()),
        ("data-over", table.is_over().to_string().into()),
        ("data-panel", AttrValue::from(panel)),
        ("data-to-act", table.to_act().map(|s| s.to_string()).unwrap_or_default().into()),
        ("data-computer-turn", table.computer_to_act().to_string().into()),
        ("data-paused", screen.paused.to_string().into()),
    ];
    data.into_iter().chain(stage.map(|stage| ("data-stage", stage.into()))).collect()
}

/// The latest moves, where the player is looking; a refusal, the hint (and whether one was
/// found) or something said take their place. A slot of fixed height: nothing appearing in
/// it shifts the board under a finger.
pub(crate) fn latest_slot(
    lang: Lang,
    error: Option<String>,
    hint: Option<(String, bool)>,
    said: Option<String>,
    latest: &[String],
) -> Html {
    html! {
        <div class="game-latest" data-testid="latest" tabindex="0" role="region" aria-label={tr(lang, "table-latest")}>
            if let Some(error) = error {
                <p class="game-error" role="alert" data-testid="error">{ error }</p>
            } else if let Some((hint_text, found)) = hint {
                <p class={classes!("table-hint", found.then_some("found"))}
                    data-testid="hint-text" aria-live="polite">{ hint_text }</p>
            } else if let Some(shown) = said {
                <p class="game-said">{ shown }</p>
            } else if latest.is_empty() {
                <p class="empty">{ tr(lang, "table-log-empty") }</p>
            } else {
                <ul class="latest-list">
                    { for latest.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
                </ul>
            }
        </div>
    }
}

/// The log beside the board, newest first, with the marks of a practice game, the tutorial
/// and devices buttons, and `report` (during play).
fn log_panel<G: TableGame>(
    lang: Lang,
    table: &Table<G>,
    log_lines: &[String],
    learn: Callback<MouseEvent>,
    devices_beside_log: Html,
    report: Option<Html>,
) -> Html {
    let log_items = log_lines.iter().rev().map(|line| html! { <li>{ line.clone() }</li> });
    html! {
        <section class="game-log" aria-labelledby="log-title" data-testid="log-panel">
            <h3 id="log-title">{ tr(lang, "table-log-title") }</h3>
            if log_lines.is_empty() {
                <p class="empty">{ tr(lang, "table-log-empty") }</p>
            } else {
                <ol reversed=true class="log-list" data-testid="log" tabindex="0" aria-labelledby="log-title">{ for log_items }</ol>
            }
            // Marked beside the log, not in the head: nothing appearing there moves the board.
            if table.assisted() { { crate::ui::table::practice::assisted_mark(lang) } }
            if let Some(origin) = table.practice() { { crate::ui::table::practice::origin_mark(lang, origin, table.title_words(lang)) } }
            <p class="row log-buttons">
                <button type="button" class="button" data-testid="open-tutorial" onclick={learn}>{ tr(lang, "home-learn") }</button>
                { devices_beside_log }
            </p>
            if let Some(report) = report { { report } }
        </section>
    }
}

/// The table as it ended and its log, folded under the end screen, and the problem report.
fn folded_at_end(lang: Lang, board: Html, side: Html, report: Html) -> Html {
    html! {
        <>
            <details class="end-table" data-testid="end-table">
                <summary>{ tr(lang, "table-end-table") }</summary>
                { board }
                { side }
            </details>
            { report }
        </>
    }
}

fn share_button(lang: Lang, sharing: &UseStateHandle<bool>) -> Html {
    let open = **sharing;
    let sharing = sharing.clone();
    let onclick = Callback::from(move |_: MouseEvent| sharing.set(!*sharing));
    html! {
        <button type="button" class="button" data-testid="share" aria-expanded={open.to_string()} {onclick}>
            { tr(lang, "share-button") }
        </button>
    }
}

/// The share dialog's way to playing together instead (hands kept private): it closes, and
/// the "Play with friends" panel opens.
fn play_together(
    sharing: &UseStateHandle<bool>,
    open_devices: Option<Callback<()>>,
) -> Option<Callback<()>> {
    let sharing = sharing.clone();
    open_devices.map(|open| {
        Callback::from(move |()| {
            sharing.set(false);
            open.emit(());
        })
    })
}

fn close_share(sharing: &UseStateHandle<bool>) -> Callback<()> {
    let sharing = sharing.clone();
    Callback::from(move |_| sharing.set(false))
}

/// "Report a problem": a file with the build, the options, the seed and the whole log,
/// which `table replay` rebuilds exactly.
fn report_button<G: TableGame>(lang: Lang, screen: UseReducerHandle<ScreenState<G>>) -> Html {
    let onclick = Callback::from(move |_: MouseEvent| {
        let record = screen.table.record(crate::ui::platform::browser::now_ms());
        let saved = record.and_then(|r| crate::ui::widgets::sharing::download_report(&r));
        let (text, error) = match saved {
            Ok(file) => (t(lang, "report-saved", &[("file", file.into())]), false),
            Err(_) => (tr(lang, "report-failed"), true),
        };
        screen.dispatch(ScreenAction::Say(Said { text, error }));
    });
    html! {
        <p class="report">
            <button type="button" class="button small" data-testid="report-problem" {onclick}>{ tr(lang, "report-button") }</button>
        </p>
    }
}
