//! The one game screen both games fill. The shell does the table's jobs, the same way for
//! every game: title and status, announcements, refusals, the hand-over screen, undo, the
//! log, the end-screen frame, rules at hand, computer turns and saving after each action,
//! all driven by `crate::table::Table`. A game brings only what is its own through
//! [`TableGame`]: its board and side panels (given the view of the person at the device and
//! that person's choices), its words for actions and events, its end-screen rows.
//!
//! Test ids (the same in both games): `game-screen` (with `data-kind`, `data-moves`,
//! `data-undoable`, `data-over`, `data-to-act`, `data-computer-turn`, `data-stage`),
//! `status`, `announce`, `error`, `handover`, `handover-confirm`, `undo`, `log`, `end`,
//! `end-reason` (with `data-ending`), `play-again`, `end-home`, `go-home`, `load-error`,
//! `action` (a listed choice, in the game's own panel).

use super::computer;
use super::effects::save_game;
use super::end_screen::EndFrame;
pub use super::end_screen::{ending_sentence, players_of, random_seed, seed_from, start_game};
use super::practice::{undo_blocked_text, undo_button, PracticeDialog, UndoPress};
use super::screen_state::{Announce, ScreenAction, ScreenState};
use super::state::{AppAction, Screen};
use super::table_controls::{Hint, TableControls, TableControlsView};
pub use super::table_game::{log_lines_seen_by, BodyProps, Said, SeatKey, TableGame};
use super::AppHandle;
use crate::core::Seat;
use crate::i18n::{t, tr, Lang};
use crate::storage::PlayerInfo;
use crate::table::{Pace, Table};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    pub id: String,
}

/// Opens saved game `id` of game `G` (the app routes `Screen::Play` here).
#[function_component(PlayGame)]
pub fn play_game<G: TableGame>(props: &PlayProps) -> Html {
    let app = use_context::<AppHandle>().expect("inside App");
    let lang = app.lang;
    let opened = {
        let app = app.clone();
        use_memo(props.id.clone(), move |id| {
            let record = app.store.borrow().load(id)?.ok()?;
            Table::<G>::open(record).ok().map(Rc::new)
        })
    };
    match &*opened {
        Some(table) => html! { <GameScreen<G> key={props.id.clone()} table={table.clone()} /> },
        None => html! {
            <section class="screen game-screen" data-testid="game-screen" data-kind={G::KIND.as_str()}>
                <p role="alert" data-testid="load-error">{ tr(lang, "table-load-failed") }</p>
                <HomeButton />
            </section>
        },
    }
}

/// The way home, the same on every screen.
#[function_component(HomeButton)]
pub(super) fn home_button() -> Html {
    let app = use_context::<AppHandle>().expect("inside App");
    let go = {
        let app = app.clone();
        Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(Screen::Home)))
    };
    html! { <button type="button" class="button" data-testid="go-home" onclick={go}>{ tr(app.lang, "go-home") }</button> }
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

#[function_component(GameScreen)]
fn game_screen<G: TableGame>(props: &ScreenProps<G>) -> Html {
    let app = use_context::<AppHandle>().expect("inside App");
    let lang = app.lang;
    let screen = {
        let table = props.table.clone();
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
    };
    let practising = use_state(|| false);
    let heading = use_node_ref();
    let sharing = use_state(|| false);
    // The panel shown beside the board on a narrow screen: choices, table info or log.
    let panel = use_state(|| "choices");
    let table = &screen.table;
    // A new turn for the person at the device shows their choices again.
    {
        let panel = panel.clone();
        use_effect_with(table.person_to_act(), move |person| {
            if person.is_some() {
                panel.set("choices");
            }
        });
    }
    let moves = table.session().log.len();

    // Focus the heading when the screen opens (screen readers announce it).
    {
        let heading = heading.clone();
        use_effect_with((), move |_| {
            if let Some(h) = heading.cast::<web_sys::HtmlElement>() {
                let _ = h.focus();
            }
        });
    }
    // Saved after every change of the game (the log's length or an undo): this game only.
    {
        let app = app.clone();
        let screen = screen.clone();
        // A hint asked marks the game assisted: saved at once too.
        let opened_assisted = props.table.assisted();
        let changed = (moves, screen.table.ticket(), screen.table.assisted());
        use_effect_with(changed, move |_| {
            if screen.version > 0 || screen.table.assisted() != opened_assisted {
                if let Ok(record) = screen.table.record(super::browser::now_ms()) {
                    save_game(&app, &app.dispatcher(), record);
                }
            }
        });
    }
    // A computer seat to act is asked for its move, unless the computers are paused; the
    // answer comes back with its ticket. Pausing abandons the move under way.
    let pace = use_state(|| app.store.borrow().settings().pace);
    {
        let dispatcher = screen.dispatcher();
        let ticket = table.ticket();
        let request = table.computer_request().filter(|_| !screen.paused);
        let pace_ms = table.computer_pause_ms(*pace);
        use_effect_with((ticket, screen.paused, pace_ms), move |_| {
            let thinking = request.map(|request| {
                computer::ask(request, pace_ms, move |answer, weighed| {
                    dispatcher.dispatch(ScreenAction::Answer(answer, weighed))
                })
            });
            move || drop(thinking)
        });
    }
    // A hint asked is sought from the person's view; a new position abandons it.
    {
        let dispatcher = screen.dispatcher();
        let asked = match screen.hint.current(table.ticket()) {
            Hint::Asked(ticket) => Some(ticket),
            _ => None,
        };
        let request = asked.and_then(|_| table.hint_request());
        use_effect_with(asked, move |_| {
            let thinking = request.map(|request| {
                computer::hint(request, move |ticket, action| {
                    dispatcher.dispatch(ScreenAction::Hinted(ticket, action))
                })
            });
            move || drop(thinking)
        });
    }
    // Keyboard focus lost with the button just pressed goes to the next choices.
    {
        let version = screen.version;
        use_effect_with(version, move |_| {
            let document = web_sys::window().and_then(|w| w.document());
            if let Some(document) = document {
                let lost = document
                    .active_element()
                    .is_none_or(|e| e.tag_name().eq_ignore_ascii_case("body"));
                if lost && version > 0 {
                    if let Ok(Some(first)) = document.query_selector("[data-testid=\"action\"]") {
                        use wasm_bindgen::JsCast;
                        if let Ok(first) = first.dyn_into::<web_sys::HtmlElement>() {
                            let _ = first.focus();
                        }
                    }
                }
            }
        });
    }

    let view = {
        let screen = screen.clone();
        use_memo((screen.version, screen.table.eyes()), move |_| screen.table.view())
    };
    let players = use_memo(table.players().to_vec(), |p| p.clone());
    let choices = {
        let screen = screen.clone();
        use_memo(screen.version, move |_| screen.table.choices())
    };
    let recent = {
        let screen = screen.clone();
        use_memo(screen.version, move |_| screen.table.recent())
    };
    let log_lines = {
        let screen = screen.clone();
        let view = view.clone();
        let players = players.clone();
        use_memo((moves, screen.table.ticket(), lang), move |_| {
            let mut lines = Vec::new();
            let eyes = screen.table.eyes();
            for logged in &screen.table.session().log {
                lines.extend(log_lines_seen_by::<G>(lang, &view, &players, logged, eyes));
            }
            lines
        })
    };
    // Other devices: this device may host guests playing a person's seat each.
    let (devices_button, devices_panel) = super::remote::host::use_hosting(&screen, lang);
    let on_act = {
        let dispatcher = screen.dispatcher();
        use_callback((), move |action: G::Action, _| dispatcher.dispatch(ScreenAction::Act(action)))
    };
    let on_say = {
        let dispatcher = screen.dispatcher();
        use_callback((), move |said: Said, _| dispatcher.dispatch(ScreenAction::Say(said)))
    };
    let hint = screen.hint.current(table.ticket());
    // A suggested move found is brought into view in its list of choices.
    use_effect_with(matches!(hint, Hint::Found(..)), |found| {
        if *found {
            super::table_controls::show_hinted_choice();
        }
    });
    let body_props = BodyProps::<G> {
        lang,
        view: view.clone(),
        at_device: table.at_device(),
        to_act: table.to_act(),
        players: players.clone(),
        choices: choices.clone(),
        recent: recent.clone(),
        // The suggested move; else, while the "why" panel is open, the best move the
        // computer found, which the boards mark outside the person's choices (never as one
        // of them: a move equal to a choice is only said in the panel).
        hint: match &hint {
            Hint::Found(_, action) => Some(action.clone()),
            _ => screen
                .why
                .as_ref()
                .filter(|_| screen.why_open)
                .and_then(|why| why.best().cloned())
                .filter(|best| !choices.contains(best)),
        },
        version: screen.version,
        on_act,
        on_say,
    };
    let name = |seat: Seat| body_props.name(seat);

    let undo_for = table.undo_for();
    let undo_blocked = table.undo_blocked().ok();
    // Practice (one person alone with computers): offered where the usual undo is blocked.
    let practice = {
        let screen = screen.clone();
        *use_memo(screen.version, move |_| screen.table.practice_undo_allowed())
    };
    let undo = {
        let dispatcher = screen.dispatcher();
        let press = match undo_blocked {
            None => UndoPress::Undo,
            Some(_) if practice => UndoPress::Practice,
            Some(blocked) => UndoPress::Blocked(undo_blocked_text(lang, blocked)),
        };
        let on_press = {
            let practising = practising.clone();
            let why = match &press {
                UndoPress::Blocked(text) => Some(text.clone()),
                _ => None,
            };
            Callback::from(move |()| match &why {
                None if practice => practising.set(true),
                None => dispatcher.dispatch(ScreenAction::Undo),
                Some(text) => dispatcher
                    .dispatch(ScreenAction::Say(Said { text: text.clone(), error: false })),
            })
        };
        let label = match undo_for {
            Some(seat) if table.to_act() != Some(seat) => {
                t(lang, "table-undo-other", &[("player", name(seat).into())])
            }
            _ => tr(lang, "table-undo"),
        };
        undo_button(lang, label, press, on_press)
    };
    let practice_dialog = (*practising && practice).then(|| {
        let dispatcher = screen.dispatcher();
        let on_confirm = {
            let practising = practising.clone();
            Callback::from(move |()| {
                practising.set(false);
                dispatcher.dispatch(ScreenAction::PracticeUndo);
            })
        };
        let practising = practising.clone();
        let on_cancel = Callback::from(move |()| {
            practising.set(false);
            focus_test_id("undo");
        });
        html! { <PracticeDialog {lang} {on_confirm} {on_cancel} /> }
    });

    let said_text = match &screen.announce {
        Announce::Said(said) if !said.error => Some(said.text.clone()),
        Announce::Undone => Some(tr(lang, "table-undone")),
        Announce::PracticeUndone => Some(tr(lang, "practice-undone")),
        _ => None,
    };
    let (announce, error) = match &screen.announce {
        Announce::Nothing => (String::new(), None),
        Announce::LastAction => {
            let text = table
                .session()
                .log
                .last()
                .map(|l| log_lines_seen_by::<G>(lang, &view, &players, l, table.eyes()).join(" "))
                .unwrap_or_default();
            (text, None)
        }
        Announce::Undone => (tr(lang, "table-undone"), None),
        Announce::PracticeUndone => (tr(lang, "practice-undone"), None),
        Announce::Said(said) => (said.text.clone(), said.error.then(|| said.text.clone())),
        Announce::Refused(e) => {
            let text = G::error_text(lang, e);
            (text.clone(), Some(text))
        }
    };

    let over = table.is_over();
    let handover = table.handover_due().map(|seat| {
        let dispatcher = screen.dispatcher();
        let confirm =
            Callback::from(move |_: MouseEvent| dispatcher.dispatch(ScreenAction::ConfirmHandover));
        html! {
            <section class="handover" data-testid="handover" role="dialog" aria-labelledby="handover-title">
                <h3 id="handover-title">{ t(lang, "table-handover-title", &[("player", name(seat).into())]) }</h3>
                <p>{ tr(lang, "table-handover-body") }</p>
                <div class="row">
                    <button type="button" class="button primary" data-testid="handover-confirm" onclick={confirm} autofocus=true>
                        { t(lang, "table-handover-confirm", &[("player", name(seat).into())]) }
                    </button>
                    if undo_for.is_some() { { undo.clone() } }
                </div>
            </section>
        }
    });

    let status =
        if over { tr(lang, "table-game-over").into() } else { G::status(lang, &body_props) };
    let end = table.session().state.outcome().map(|outcome| {
        // The game is over: its scores are public.
        let scores = table.session().state.score();
        let rows = G::end_rows(lang, &players, &outcome, &scores);
        html! { <EndFrame<G> table={Rc::new(table.clone())} {outcome} {rows} /> }
    });
    let controls = {
        let dispatcher = screen.dispatcher();
        let on_pause =
            Callback::from(move |_: MouseEvent| dispatcher.dispatch(ScreenAction::TogglePause));
        let dispatcher = screen.dispatcher();
        let on_hint =
            Callback::from(move |_: MouseEvent| dispatcher.dispatch(ScreenAction::AskHint));
        let dispatcher = screen.dispatcher();
        let why_open = screen.why_open;
        let on_why = Callback::from(move |_: MouseEvent| {
            dispatcher.dispatch(ScreenAction::ShowWhy(!why_open))
        });
        let on_pace = {
            let (app, pace) = (app.clone(), pace.clone());
            Callback::from(move |chosen: Pace| {
                pace.set(chosen);
                let mut settings = app.store.borrow().settings();
                settings.pace = chosen;
                // Not remembered when storage is unavailable: it still applies to this game.
                let _ = app.store.borrow_mut().set_settings(settings);
            })
        };
        let thinking =
            (table.computer_to_act() && !over).then(|| table.to_act().map(name)).flatten();
        let controls = TableControls {
            lang,
            thinking,
            paused: screen.paused,
            computers: !over && (0..table.players().len()).any(|s| table.is_computer(s)),
            pace: *pace,
            hint_offered: table.person_to_act().is_some(),
            hint_busy: matches!(hint, Hint::Asked(_)),
            why_offered: screen.why.is_some() && !over,
            why_open: screen.why_open,
            on_why,
            on_pause,
            on_pace,
            on_hint,
        };
        html! { <TableControlsView ..controls /> }
    };
    // The suggested move is said where the latest moves are, in their slot of fixed height:
    // nothing appearing there moves the board.
    let hint_text = match &hint {
        Hint::Found(_, action) => {
            let shown = t(
                lang,
                "table-hint-shown",
                &[("action", G::action_text(lang, &view, action).into())],
            );
            match G::hint_reason(lang, &view, action) {
                Some(reason) => Some(t(
                    lang,
                    "table-hint-why",
                    &[("hint", shown.into()), ("reason", reason.into())],
                )),
                None => Some(shown),
            }
        }
        Hint::NotFound(_) => Some(tr(lang, "table-hint-failed")),
        Hint::Asked(_) => Some(tr(lang, "table-hint-thinking")),
        Hint::None => None,
    }
    .filter(|_| table.person_to_act().is_some());
    let log_items = log_lines.iter().rev().map(|line| html! { <li>{ line.clone() }</li> });
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
    let why_panel =
        screen.why.as_ref().filter(|_| screen.why_open && !over && !handing_over).map(|why| {
            let dispatcher = screen.dispatcher();
            let on_close = Callback::from(move |()| {
                dispatcher.dispatch(ScreenAction::ShowWhy(false));
                focus_test_id("why");
            });
            super::why::panel::<G>(lang, why, &name(why.seat), on_close)
        });
    let in_play = !over && !handing_over;
    let panel_tabs = in_play.then(|| {
        let tab = |key: &'static str, label: String| {
            let panel = panel.clone();
            let selected = *panel == key;
            let onclick = Callback::from(move |_: MouseEvent| panel.set(key));
            html! {
                <button type="button" role="tab" class={classes!("table-tab", selected.then_some("selected"))}
                    aria-selected={selected.to_string()} data-testid="panel-tab" data-panel={key} {onclick}>
                    { label }
                </button>
            }
        };
        html! {
            <div class="table-tabs" role="tablist" aria-label={tr(lang, "table-panels")}>
                { tab("choices", tr(lang, "table-panel-choices")) }
                { tab("info", tr(lang, "table-panel-info")) }
                { tab("log", tr(lang, "table-log-title")) }
            </div>
        }
    });

    html! {
        <section class={classes!("screen", "game-screen", G::KIND.as_str(), in_play.then_some("in-play"))} data-testid="game-screen" data-kind={G::KIND.as_str()}
            data-moves={moves.to_string()} data-undoable={table.session().undoable().to_string()}
            data-over={over.to_string()} data-stage={stage} data-panel={*panel}
            data-to-act={table.to_act().map(|s| s.to_string()).unwrap_or_default()}
            data-computer-turn={table.computer_to_act().to_string()} data-paused={screen.paused.to_string()}>
            <div class="game-head">
                <h2 ref={heading} tabindex="-1">{ table.title().to_string() }</h2>
                if !handing_over {
                    <p class="status" data-testid="status" data-seat={table.to_act().map(|s| s.to_string())}>{ status }</p>
                }
                <div class="game-head-buttons">
                    if !over && table.humans().contains(&table.eyes()) { { undo.clone() } }
                    { G::rules(lang, table.options()) }
                    { share_button(lang, &sharing) }
                    <HomeButton />
                </div>
            </div>
            // Before anything that comes and goes (the hand-over, the end): the panel keeps
            // its state while the table changes under it.
            { devices_panel }
            <p class="visually-hidden" aria-live="polite" data-testid="announce">{ announce }</p>
            // The latest moves, where the player is looking; a refusal takes their place. A
            // slot of fixed height: nothing appearing in it shifts the board under a finger.
            <div class="game-latest" data-testid="latest" tabindex="0" role="region" aria-label={tr(lang, "table-latest")}>
                if let Some(error) = error {
                    <p class="game-error" role="alert" data-testid="error">{ error }</p>
                } else if let Some(hint_text) = hint_text {
                    <p class={classes!("table-hint", matches!(hint, Hint::Found(..)).then_some("found"))}
                        data-testid="hint-text" aria-live="polite">{ hint_text }</p>
                } else if let Some(said) = said_text {
                    <p class="game-said">{ said }</p>
                } else if latest.is_empty() {
                    <p class="empty">{ tr(lang, "table-log-empty") }</p>
                } else {
                    <ul class="latest-list">
                        { for latest.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
                    </ul>
                }
            </div>
            if *sharing {
                if let Ok(record) = table.record(super::browser::now_ms()) {
                    <super::sharing::ShareDialog {lang} {record} on_close={close_share(&sharing)} />
                }
            }
            { for end }
            if let Some(handover) = handover {
                { handover }
            } else {
                { controls }
                { G::body(body_props.clone()) }
            }
            <section class="game-log" aria-labelledby="log-title" data-testid="log-panel">
                <h3 id="log-title">{ tr(lang, "table-log-title") }</h3>
                if log_lines.is_empty() {
                    <p class="empty">{ tr(lang, "table-log-empty") }</p>
                } else {
                    <ol reversed=true class="log-list" data-testid="log" tabindex="0" aria-labelledby="log-title">{ for log_items }</ol>
                }
                // Marked beside the log, not in the head: nothing appearing there moves the board.
                if table.assisted() { { super::practice::assisted_mark(lang) } }
                <p><button type="button" class="button" data-testid="open-tutorial" onclick={learn}>{ tr(lang, "home-learn") }</button></p>
                // Other devices: beside the log, so the table's head stays one line on a phone.
                <p>{ devices_button }</p>
                { report_button(lang, screen.clone()) }
            </section>
            { for panel_tabs }
            { for why_panel }
            { for practice_dialog }
        </section>
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

fn close_share(sharing: &UseStateHandle<bool>) -> Callback<()> {
    let sharing = sharing.clone();
    Callback::from(move |_| sharing.set(false))
}

/// "Report a problem": a file with the build, the options, the seed and the whole log,
/// which `table replay` rebuilds exactly.
fn report_button<G: TableGame>(lang: Lang, screen: UseReducerHandle<ScreenState<G>>) -> Html {
    let onclick = Callback::from(move |_: MouseEvent| {
        let record = screen.table.record(super::browser::now_ms());
        let saved = record.and_then(|r| super::sharing::download_report(&r));
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

/// The lines of the latest moves to show on the table (`Table::recent_log`).
fn latest_lines<G: TableGame>(
    lang: Lang,
    table: &Table<G>,
    view: &G::View,
    players: &[PlayerInfo],
) -> Vec<String> {
    let eyes = table.eyes();
    table
        .recent_log()
        .iter()
        .flat_map(|l| log_lines_seen_by(lang, view, players, l, eyes))
        .collect()
}

/// Gives the keyboard focus back to the control of test id `id` (a closed dialog's opener).
fn focus_test_id(id: &str) {
    use wasm_bindgen::JsCast;
    let document = web_sys::window().and_then(|w| w.document());
    let found = document.and_then(|d| d.query_selector(&format!("[data-testid=\"{id}\"]")).ok()?);
    if let Some(element) = found.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = element.focus();
    }
}
