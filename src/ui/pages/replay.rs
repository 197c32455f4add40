//! The replay screen (docs/records.md "Replay"): a saved or finished game watched move by move with
//! first, previous, next, last, a slider and the arrow keys; the board, the score and the
//! log stay in step, and a log line jumps to its move. It reads the saved game and never
//! writes it. The positions come from `table::replay::Replay`; the board is the game's own
//! panel, given no choices.

use crate::ui::pages::play_on::PlayOn;
use crate::ui::pages::review::{use_review, Mover, Phase, ReviewPanel};
use crate::ui::state::{AppAction, Screen};
use crate::ui::table::shell::{log_lines_seen_by, BodyProps, HomeButton, Said, TableGame};
use crate::ui::widgets::table_frame::TableFrame;
use moonvale_rules::core::Seat;
use moonvale_table::i18n::{t, tr};
use moonvale_table::table::replay::{replay_eyes, Replay};
use moonvale_table::table::Table;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ReplayProps {
    pub id: String,
    /// Open with the game's review (`crate::ui::pages::review`), made at once if not kept.
    #[prop_or_default]
    pub review: bool,
}

/// A replay ready to watch: the saved game's table (seats, names) and every position, and
/// what a review is made of (the setup and the actions).
struct Opened<G: TableGame> {
    table: Rc<Table<G>>,
    replay: Replay<G>,
    start: Rc<G>,
    actions: Rc<Vec<G::Action>>,
}

/// Opens saved game `id` of game `G` as a replay (the app routes `Screen::Replay` here).
#[function_component(ReplayGame)]
pub fn replay_game<G: TableGame>(props: &ReplayProps) -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    let opened = {
        let app = app.clone();
        use_memo(props.id.clone(), move |id| {
            let (record, session) = app.store.borrow().open::<G>(id)?.ok()?;
            let table = Rc::new(Table::resume(record.header(), session));
            let replay = Replay::new(table.session()).ok()?;
            let start = Rc::new(replay.state(0).clone());
            let actions = Rc::new(replay.log().iter().map(|l| l.action.clone()).collect());
            Some(Rc::new(Opened { table, replay, start, actions }))
        })
    };
    match &*opened {
        Some(opened) => html! { <ReplayScreen<G> opened={opened.clone()} review={props.review} /> },
        None => html! {
            <section class="screen replay-screen" data-testid="replay">
                <p role="alert" data-testid="load-error">{ tr(lang, "table-load-failed") }</p>
                <HomeButton />
            </section>
        },
    }
}

/// The move shown, from 0 (the setup) to `last`.
#[derive(PartialEq)]
struct Step {
    at: usize,
    last: usize,
}

#[derive(Clone, Copy)]
enum Move {
    To(usize),
    By(isize),
}

impl Reducible for Step {
    type Action = Move;

    fn reduce(self: Rc<Self>, to: Move) -> Rc<Self> {
        let at = match to {
            Move::To(at) => at,
            Move::By(by) => self.at.saturating_add_signed(by),
        };
        Rc::new(Step { at: at.min(self.last), last: self.last })
    }
}

#[derive(Properties)]
struct ScreenProps<G: TableGame> {
    opened: Rc<Opened<G>>,
    review: bool,
}

impl<G: TableGame> PartialEq for ScreenProps<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.opened, &other.opened) && self.review == other.review
    }
}

/// Whether a key steps the replay: not while a control that uses the arrows has focus.
fn steps_replay(event: &KeyboardEvent) -> bool {
    use wasm_bindgen::JsCast;
    let Some(target) = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return true;
    };
    let tag = target.tag_name().to_ascii_lowercase();
    !matches!(tag.as_str(), "input" | "select" | "canvas" | "textarea")
}

/// The heading takes the focus when the screen opens.
#[hook]
fn use_focused_on_open(heading: &NodeRef) {
    let heading = heading.clone();
    use_effect_with((), move |_| {
        if let Some(h) = heading.cast::<web_sys::HtmlElement>() {
            let _ = h.focus();
        }
    });
}

/// The log's line of the move shown stays in view (the log scrolls, never the page).
#[hook]
fn use_current_line_in_view(log_ref: &NodeRef, at: usize) {
    let log_ref = log_ref.clone();
    use_effect_with(at, move |_| {
        let Some(log) = log_ref.cast::<web_sys::HtmlElement>() else { return };
        let current = log.query_selector("[aria-current]").ok().flatten();
        let Some(line) = current.and_then(|c| c.parent_element()) else { return };
        use wasm_bindgen::JsCast;
        if let Ok(line) = line.dyn_into::<web_sys::HtmlElement>() {
            // The log is positioned (app.css): a line's offset is from the log's top.
            let middle = line.offset_top() - log.client_height() / 2;
            log.set_scroll_top(middle.max(0));
        }
    });
}

/// The arrows, Home and End step the replay (not in a control that uses them).
fn replay_keys(go: &Callback<Move>, last: usize) -> Callback<KeyboardEvent> {
    let go = go.clone();
    Callback::from(move |e: KeyboardEvent| {
        if !steps_replay(&e) {
            return;
        }
        let to = match e.key().as_str() {
            "ArrowLeft" => Move::By(-1),
            "ArrowRight" => Move::By(1),
            "Home" => Move::To(0),
            "End" => Move::To(last),
            _ => return,
        };
        e.prevent_default();
        go.emit(to);
    })
}

/// The decision at step `at` as its mover met it (a review's marked step), for the
/// verdict's reasons.
fn mover_at<G: TableGame>(phase: &Phase<G>, replay: &Replay<G>, at: usize) -> Option<Mover<G>> {
    let Phase::Done(done) = phase else { return None };
    let marked = done.at(at).filter(|m| m.kind.is_marked())?;
    let turn = replay.log()[at..].iter().take_while(|l| l.seat == marked.seat);
    Some(Mover {
        view: Rc::new(replay.state(at).view(marked.seat)),
        turn: Rc::new(turn.map(|l| l.action.clone()).collect()),
    })
}

/// The figure the end screen's race follows, for each seat, as it stands at this step.
fn score_rows(figures: &[i64], names: &[String]) -> Html {
    let rows = figures.iter().zip(names).enumerate().map(|(seat, (figure, name))| {
        html! {
            <tr data-testid="replay-score" data-seat={seat.to_string()}>
                <th scope="row"><bdi>{ name.clone() }</bdi></th><td>{ figure.to_string() }</td>
            </tr>
        }
    });
    html! { { for rows } }
}

/// The log as the final position's view words it, one entry per action, each a jump to its
/// move; the move shown is marked.
fn log_entries<G: TableGame>(
    lang: moonvale_table::i18n::Lang,
    replay: &Replay<G>,
    players: &[moonvale_table::storage::PlayerInfo],
    eyes: Seat,
    at: usize,
    go: &Callback<Move>,
) -> Html {
    let final_view = replay.state(replay.len()).view(eyes);
    let entries = replay.log().iter().enumerate().map(|(i, logged)| {
        let text = log_lines_seen_by(lang, &final_view, players, logged, eyes).join(" ");
        let current = i + 1 == at;
        let go = go.clone();
        html! {
            <li class={classes!(current.then_some("current"), (i + 1 > at).then_some("later"))}>
                <button type="button" class="log-jump" data-testid="replay-log-line" data-step={(i + 1).to_string()}
                    aria-current={current.then_some("step")} onclick={move |_| go.emit(Move::To(i + 1))}>{ text }</button>
            </li>
        }
    });
    html! { { for entries } }
}

/// The buttons that step the replay, its slider and whose eyes it is seen with.
struct StepBar<'a> {
    at: usize,
    last: usize,
    where_: &'a str,
    seats: &'a [Seat],
    names: &'a [String],
    eyes: UseStateHandle<Seat>,
}

fn step_bar(lang: moonvale_table::i18n::Lang, bar: StepBar, go: &Callback<Move>) -> Html {
    let StepBar { at, last, where_, seats, names, eyes } = bar;
    let on_slider = {
        let go = go.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            if let Ok(to) = input.value().parse::<usize>() {
                go.emit(Move::To(to));
            }
        })
    };
    let on_eyes = {
        let eyes = eyes.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(seat) = select.value().parse::<Seat>() {
                eyes.set(seat);
            }
        })
    };
    // A symbol, and the word (only for screen readers on a narrow screen).
    let button = |test_id: &'static str, label: String, to: Move, disabled: bool| {
        let go = go.clone();
        let symbol = match test_id {
            "replay-first" => "«",
            "replay-previous" => "‹",
            "replay-next" => "›",
            _ => "»",
        };
        html! {
            <button type="button" class="button replay-step" data-testid={test_id} disabled={disabled}
                onclick={move |_| go.emit(to)}>
                <span aria-hidden="true">{ symbol }</span>{ " " }<span class="replay-word">{ label }</span>
            </button>
        }
    };
    html! {
        <div class="replay-controls" role="group" aria-label={tr(lang, "replay-controls")}>
            { button("replay-first", tr(lang, "replay-first"), Move::To(0), at == 0) }
            { button("replay-previous", tr(lang, "replay-previous"), Move::By(-1), at == 0) }
            <input type="range" class="replay-slider" data-testid="replay-slider" min="0" max={last.to_string()}
                value={at.to_string()} oninput={on_slider} aria-label={tr(lang, "replay-slider")}
                aria-valuetext={where_.to_string()} />
            { button("replay-next", tr(lang, "replay-next"), Move::By(1), at >= last) }
            { button("replay-last", tr(lang, "replay-last"), Move::To(last), at >= last) }
            if seats.len() > 1 {
                <label class="replay-eyes">{ tr(lang, "replay-seen-by") }{ " " }
                    <select data-testid="replay-eyes" onchange={on_eyes}>
                        { for seats.iter().map(|&s| html! {
                            <option value={s.to_string()} selected={s == *eyes}>{ names.get(s).cloned().unwrap_or_default() }</option>
                        }) }
                    </select>
                </label>
            }
        </div>
    }
}

/// Before the end, with several people at the device: the one whose hand the replay shows
/// takes the device first.
fn replay_handover(
    lang: moonvale_table::i18n::Lang,
    name: String,
    confirm: Callback<MouseEvent>,
) -> Html {
    html! {
        <section class="handover" data-testid="handover" role="dialog" aria-labelledby="replay-handover">
            <h3 id="replay-handover">{ t(lang, "table-handover-title", &[("player", name.clone().into())]) }</h3>
            <p>{ tr(lang, "replay-handover-body") }</p>
            <button type="button" class="button primary" data-testid="handover-confirm" onclick={confirm}>
                { t(lang, "table-handover-confirm", &[("player", name.into())]) }
            </button>
        </section>
    }
}

#[function_component(ReplayScreen)]
fn replay_screen<G: TableGame>(props: &ScreenProps<G>) -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    let Opened { table, replay, start, actions } = &*props.opened;
    let last = replay.len();
    let over = table.is_over();
    let seats = replay_eyes(over, table.players().len(), table.eyes());
    let step = use_reducer(move || Step { at: 0, last });
    let eyes = use_state(|| seats[0]);
    // Before the end, with several people at the device, the replay shows one person's
    // hand: that person takes the device first, as in the game.
    let people = table.humans().len();
    let confirmed = use_state(move || over || people < 2);
    let heading = use_node_ref();
    use_focused_on_open(&heading);
    // The move shown stays in view in the log (the log scrolls, never the page).
    let log_ref = use_node_ref();
    use_current_line_in_view(&log_ref, step.at);
    // Moves go through a reducer: key presses faster than renders each count.
    let go = {
        let step = step.dispatcher();
        Callback::from(move |to: Move| step.dispatch(to))
    };
    let at = step.at;
    // A finished game's review; the better move at a marked step is drawn on the board.
    let review = use_review::<G>(
        table.id().to_string(),
        start.clone(),
        actions.clone(),
        Rc::new(table.humans()),
        props.review && over,
    );
    let better = match &review.phase {
        Phase::Done(done) => done.at(at).filter(|m| m.kind.is_marked()).map(|m| m.best.clone()),
        _ => None,
    };
    let state: &G = replay.state(at);
    let view = Rc::new(state.view(*eyes));
    // The decision at this step as its mover met it, for the verdict's reasons.
    let mover = mover_at(&review.phase, replay, at);
    let players = Rc::new(table.players().to_vec());
    let recent = Rc::new(
        replay.action_before(at).map(|l| vec![(l.seat, l.action.clone())]).unwrap_or_default(),
    );
    let body = BodyProps::<G> {
        lang,
        view: view.clone(),
        at_device: Some(*eyes),
        to_act: state.to_act(),
        players: players.clone(),
        choices: Rc::new(Vec::new()),
        recent,
        hint: better,
        version: at as u64,
        on_act: Callback::noop(),
        on_say: Callback::from(|_: Said| {}),
    };
    let entries = log_entries::<G>(lang, replay, &players, *eyes, at, &go);
    let names: Vec<String> = players.iter().map(|p| p.name.words(lang)).collect();
    // The figure the end screen's race follows, as it stands at this step.
    let figures = G::race_figures(state);
    let score_cells = score_rows(&figures, &names);
    let on_key = replay_keys(&go, last);
    let id = table.id().to_string();
    let back = {
        let app = app.clone();
        let screen = Screen::Play { kind: G::KIND, id };
        Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(screen.clone())))
    };
    let where_ = match replay.action_before(at) {
        None => tr(lang, "replay-at-setup"),
        Some(_) => t(lang, "replay-at-step", &[("step", at.into()), ("steps", last.into())]),
    };
    let confirm = {
        let confirmed = confirmed.clone();
        Callback::from(move |_: MouseEvent| confirmed.set(true))
    };
    let eyes_name = names.get(*eyes).cloned().unwrap_or_default();
    let data = vec![
        ("data-kind", AttrValue::from(G::KIND.as_str())),
        ("data-step", at.to_string().into()),
        ("data-steps", last.to_string().into()),
        ("data-eyes", eyes.to_string().into()),
    ];
    let status = html! {
        <p class="status" data-testid="replay-where" aria-live="polite">{ where_.clone() }</p>
    };
    let buttons = html! {
        <>
            <PlayOn<G> {lang} table={table.clone()} step={at} over={state.is_over()} />
            <button type="button" class="button" data-testid="replay-back" onclick={back}>
                { if over { tr(lang, "replay-see-result") } else { tr(lang, "replay-back-to-game") } }
            </button>
            <HomeButton />
        </>
    };
    let review_panel = |details: bool| {
        html! {
            <ReviewPanel<G> {lang} phase={review.phase.clone()} start={review.start.clone()}
                cancel={review.cancel.clone()} step={at} go={go.reform(Move::To)} view={view.clone()}
                players={players.clone()} computers={table.humans().len() < players.len()} {details}
                mover={mover.clone()} />
        }
    };
    let board = if !*confirmed {
        replay_handover(lang, eyes_name, confirm)
    } else {
        let bar =
            StepBar { at, last, where_: &where_, seats: &seats, names: &names, eyes: eyes.clone() };
        html! {
            <>
                <div class="replay-body">{ G::body(body) }</div>
                { step_bar(lang, bar, &go) }
                if over {
                    <div class="replay-review">{ review_panel(true) }</div>
                }
            </>
        }
    };
    let side = confirmed.then(|| {
        html! {
            <section class="replay-side" aria-labelledby="replay-score-title">
                if over { { review_panel(false) } }
                <h3 id="replay-score-title">{ G::race_title(lang) }</h3>
                <table class="replay-scores"><tbody>{ score_cells }</tbody></table>
                <h3 id="replay-log-title">{ tr(lang, "table-log-title") }</h3>
                <ol class="replay-log" data-testid="replay-log" aria-labelledby="replay-log-title" ref={log_ref}>{ entries }</ol>
            </section>
        }
    });
    html! {
        <TableFrame class={classes!("replay-screen", G::KIND.as_str())} test_id="replay" {data}
            onkeydown={on_key} title={t(lang, "replay-title", &[("title", table.title_words(lang).into())])}
            {heading} {status} {buttons} {board} side={html! { { for side } }} />
    }
}
