//! The review of a finished game, on its replay (docs/review.md "Review"): every decision of the
//! people's seats (the computers' too, on request) rated in the computer players' workers,
//! one decision at a time from the mover's view at that moment, with a progress bar and a
//! cancel button; the page never thinks. The review is kept beside the saved game
//! (`moonvale_table::review`) and shown as each seat's moves by kind, the moves to look at (each
//! jumps the replay to its position, where the board marks the better move and the panel
//! says it in words), and a chart of each seat's win chance across the game.

use crate::ui::pages::review_run::{self, Progress, SharedRun};
use crate::ui::table::shell::TableGame;
use moonvale_ai::review::{MoveKind, Rating};
use moonvale_rules::core::Seat;
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::review::{GameReview, KINDS};
use moonvale_table::storage::PlayerInfo;
use moonvale_table::table::charts::{line_chart, line_chart_percent, polyline_points, MARGIN_LEFT};
use std::rc::Rc;
use yew::prelude::*;

/// Where a review stands.
pub enum Phase<G: TableGame> {
    /// Not made yet (`cancelled`: one was stopped part way).
    Idle {
        cancelled: bool,
    },
    /// Being made: its progress is drawn by the bar alone.
    Running(Rc<Progress>),
    Done(Rc<GameReview<G>>),
    Failed,
}

impl<G: TableGame> Clone for Phase<G> {
    fn clone(&self) -> Self {
        match self {
            Phase::Idle { cancelled } => Phase::Idle { cancelled: *cancelled },
            Phase::Running(progress) => Phase::Running(progress.clone()),
            Phase::Done(review) => Phase::Done(review.clone()),
            Phase::Failed => Phase::Failed,
        }
    }
}

impl<G: TableGame> PartialEq for Phase<G> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Phase::Idle { cancelled: a }, Phase::Idle { cancelled: b }) => a == b,
            (Phase::Running(a), Phase::Running(b)) => Rc::ptr_eq(a, b),
            (Phase::Done(a), Phase::Done(b)) => Rc::ptr_eq(a, b),
            (Phase::Failed, Phase::Failed) => true,
            _ => false,
        }
    }
}

/// What the replay needs of a review: where it stands, and how to start or stop it.
pub struct ReviewHandle<G: TableGame> {
    pub phase: Phase<G>,
    /// Starts a review; `true` rates the computers' moves too.
    pub start: Callback<bool>,
    pub cancel: Callback<()>,
}

/// The review of saved game `id` (played from `start` with `actions`): the one kept if it
/// was made from these actions, else made when asked (at once when `autostart`). Leaving
/// the screen stops it.
#[hook]
pub fn use_review<G: TableGame>(
    id: String,
    start: Rc<G>,
    actions: Rc<Vec<G::Action>>,
    people: Rc<Vec<Seat>>,
    autostart: bool,
) -> ReviewHandle<G> {
    let app = crate::ui::use_app();
    let phase = {
        let (app, id, start, actions) = (app.clone(), id.clone(), start.clone(), actions.clone());
        use_state(move || {
            match moonvale_table::review::load::<G, _>(&app.store.borrow(), &id, &start, &actions) {
                Some(kept) => Phase::Done(Rc::new(kept)),
                None => Phase::Idle { cancelled: false },
            }
        })
    };
    let run: SharedRun<G> = use_mut_ref(|| None);
    let begin = {
        let (phase, run) = (phase.clone(), run.clone());
        Callback::from(move |all_seats: bool| {
            if run.borrow().is_some() {
                return;
            }
            let reviewed = |seat: Seat| all_seats || people.contains(&seat);
            let (app, id, done_phase) = (app.clone(), id.clone(), phase.clone());
            let finish: Rc<dyn Fn(Option<GameReview<G>>)> = Rc::new(move |review| {
                let Some(review) = review else {
                    done_phase.set(Phase::Failed);
                    return;
                };
                // A full storage keeps it for this visit only: it is on the screen anyway.
                if let Err(e) =
                    moonvale_table::review::save(&mut app.store.borrow_mut(), &id, &review)
                {
                    web_sys::console::warn_1(&e.to_string().into());
                }
                done_phase.set(Phase::Done(Rc::new(review)));
            });
            let started = review_run::begin(
                &run,
                start.clone(),
                actions.clone(),
                &reviewed,
                all_seats,
                finish,
            );
            // A review that ended at once (nothing to search) set its own phase.
            match started {
                Some(progress) if run.borrow().is_some() => phase.set(Phase::Running(progress)),
                Some(_) => {}
                None => phase.set(Phase::Failed),
            }
        })
    };
    let cancel = {
        let (phase, run) = (phase.clone(), run.clone());
        Callback::from(move |()| {
            review_run::stop(&run);
            phase.set(Phase::Idle { cancelled: true });
        })
    };
    {
        let (begin, run) = (begin.clone(), run.clone());
        let idle = matches!(*phase, Phase::Idle { cancelled: false });
        use_effect_with((), move |_| {
            if autostart && idle {
                begin.emit(false);
            }
            move || review_run::stop(&run)
        });
    }
    ReviewHandle { phase: (*phase).clone(), start: begin, cancel }
}

#[derive(Properties)]
struct ProgressProps {
    lang: Lang,
    progress: Rc<Progress>,
    cancel: Callback<()>,
}

impl PartialEq for ProgressProps {
    fn eq(&self, other: &Self) -> bool {
        self.lang == other.lang && Rc::ptr_eq(&self.progress, &other.progress)
    }
}

/// The bar of a review being made, drawn again at each answer (and nothing else is).
#[function_component(ReviewProgress)]
fn review_progress(props: &ProgressProps) -> Html {
    let lang = props.lang;
    let counts = use_state(|| props.progress.counts());
    {
        let (progress, counts) = (props.progress.clone(), counts.clone());
        use_effect_with(Rc::as_ptr(&props.progress) as usize, move |_| {
            counts.set(progress.counts());
            progress.listen(Some(Callback::from(move |c| counts.set(c))));
            move || progress.listen(None)
        });
    }
    let (done, total) = *counts;
    let cancel = {
        let cancel = props.cancel.clone();
        Callback::from(move |_: MouseEvent| cancel.emit(()))
    };
    let said = t(lang, "review-progress", &[("done", done.into()), ("total", total.into())]);
    html! {
        <>
            <label class="review-progress">
                <span aria-live="polite" data-testid="review-progress-text">{ said.clone() }</span>
                <progress data-testid="review-progress" max={total.to_string()} value={done.to_string()} aria-valuetext={said} />
            </label>
            <button type="button" class="button" data-testid="review-cancel" onclick={cancel}>{ tr(lang, "review-cancel") }</button>
        </>
    }
}

/// The name of a kind of move.
pub fn kind_name(lang: Lang, kind: MoveKind) -> String {
    match kind {
        MoveKind::Forced => tr(lang, "review-kind-forced"),
        MoveKind::Best => tr(lang, "review-kind-best"),
        MoveKind::Good => tr(lang, "review-kind-good"),
        MoveKind::Inaccuracy => tr(lang, "review-kind-inaccuracy"),
        MoveKind::Mistake => tr(lang, "review-kind-mistake"),
        MoveKind::Blunder => tr(lang, "review-kind-blunder"),
    }
}

fn kind_key(kind: MoveKind) -> &'static str {
    match kind {
        MoveKind::Forced => "forced",
        MoveKind::Best => "best",
        MoveKind::Good => "good",
        MoveKind::Inaccuracy => "inaccuracy",
        MoveKind::Mistake => "mistake",
        MoveKind::Blunder => "blunder",
    }
}

#[derive(Properties)]
pub struct PanelProps<G: TableGame> {
    pub lang: Lang,
    pub phase: Phase<G>,
    pub start: Callback<bool>,
    pub cancel: Callback<()>,
    /// The replay's step, and a way to go to another.
    pub step: usize,
    pub go: Callback<usize>,
    /// The view the words are said from (the eyes of the replay, at its step), and the
    /// view of a seat at the setup, to tell a game scored alone.
    pub view: Rc<G::View>,
    pub players: Rc<Vec<PlayerInfo>>,
    /// Some seat is a computer (the panel offers to rate its moves too).
    pub computers: bool,
    /// The details (moves by kind, the moves to look at, the chart) rather than the bar
    /// (start, progress, the steps between mistakes, the verdict).
    #[prop_or_default]
    pub details: bool,
    /// The mover's side of the decision at the replay's step: what the verdict's reasons are
    /// worked out from.
    #[prop_or_default]
    pub mover: Option<Mover<G>>,
}

/// The decision at the replay's step as its mover met it: the mover's view of the position,
/// and the mover's actions from there to the end of its turn, as played.
pub struct Mover<G: TableGame> {
    pub view: Rc<G::View>,
    pub turn: Rc<Vec<G::Action>>,
}

impl<G: TableGame> Clone for Mover<G> {
    fn clone(&self) -> Self {
        Mover { view: self.view.clone(), turn: self.turn.clone() }
    }
}

impl<G: TableGame> PartialEq for PanelProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.lang == other.lang
            && self.phase == other.phase
            && self.step == other.step
            && Rc::ptr_eq(&self.view, &other.view)
            && self.details == other.details
    }
}

/// The review's part of the replay screen.
#[function_component(ReviewPanel)]
pub fn review_panel<G: TableGame>(props: &PanelProps<G>) -> Html {
    let lang = props.lang;
    let all_seats = use_state(|| false);
    if props.details {
        return match &props.phase {
            Phase::Done(review) => details_view(props, review),
            _ => Html::default(),
        };
    }
    let body = match &props.phase {
        Phase::Idle { cancelled } => {
            let start = {
                let (start, all) = (props.start.clone(), all_seats.clone());
                Callback::from(move |_: MouseEvent| start.emit(*all))
            };
            let toggle = {
                let all = all_seats.clone();
                Callback::from(move |_: Event| all.set(!*all))
            };
            html! {
                <>
                    <p>{ tr(lang, "review-intro") }</p>
                    if *cancelled { <p data-testid="review-cancelled">{ tr(lang, "review-cancelled") }</p> }
                    if props.computers {
                        <label class="review-all">
                            <input type="checkbox" data-testid="review-all-seats" checked={*all_seats} onchange={toggle} />
                            { " " }{ tr(lang, "review-include-computers") }
                        </label>
                    }
                    <button type="button" class="button primary" data-testid="review-start" onclick={start}>{ tr(lang, "review-start") }</button>
                </>
            }
        }
        Phase::Running(progress) => html! {
            <ReviewProgress {lang} progress={progress.clone()} cancel={props.cancel.clone()} />
        },
        Phase::Failed => {
            html! { <p role="alert" data-testid="review-failed">{ tr(lang, "review-failed") }</p> }
        }
        Phase::Done(review) => done_view(props, review),
    };
    html! {
        <section class="review" data-testid="review" aria-labelledby="review-title"
            data-phase={match &props.phase { Phase::Idle { .. } => "idle", Phase::Running(_) => "running", Phase::Done(_) => "done", Phase::Failed => "failed" }}>
            <h3 id="review-title">{ tr(lang, "review-title") }</h3>
            { body }
        </section>
    }
}

fn name(lang: Lang, players: &[PlayerInfo], seat: Seat) -> String {
    crate::ui::table::table_game::name_words(lang, players, seat)
}

/// A finished review's bar: the steps between the moves to look at and the verdict on the
/// move at the replay's step.
fn done_view<G: TableGame>(props: &PanelProps<G>, review: &Rc<GameReview<G>>) -> Html {
    let lang = props.lang;
    let players = &props.players;
    let view = &*props.view;
    let go_to = |to: Option<usize>, test_id: &'static str, label: String| {
        let go = props.go.clone();
        html! {
            <button type="button" class="button" data-testid={test_id} disabled={to.is_none()}
                onclick={move |_| if let Some(to) = to { go.emit(to) }}>{ label }</button>
        }
    };
    let previous = review.previous_marked(props.step).map(|m| m.index);
    let next = review.next_marked(props.step).map(|m| m.index);
    let verdict =
        review.at(props.step).map(|m| verdict::<G>(lang, players, view, m, props.mover.as_ref()));
    html! {
        <>
            <div class="review-steps" role="group" aria-label={tr(lang, "review-marked-title")}>
                { go_to(previous, "review-previous", tr(lang, "review-previous-mistake")) }
                { go_to(next, "review-next", tr(lang, "review-next-mistake")) }
            </div>
            <div class="review-verdict" data-testid="review-verdict" aria-live="polite">{ for verdict }</div>
        </>
    }
}

/// A finished review's details: each seat's moves by kind, the moves to look at (each a
/// jump to its position) and the chart.
fn details_view<G: TableGame>(props: &PanelProps<G>, review: &Rc<GameReview<G>>) -> Html {
    let lang = props.lang;
    let players = &props.players;
    let view = &*props.view;
    let seats = review.seats();
    let seats_head =
        seats.iter().map(|&s| html! { <th scope="col"><bdi>{ name(lang, players, s) }</bdi></th> });
    let counts: Vec<Vec<(MoveKind, usize)>> = seats.iter().map(|&s| review.counts(s)).collect();
    let rows = KINDS.iter().enumerate().map(|(k, &kind)| {
        let cells = counts.iter().map(|c| html! { <td>{ c[k].1.to_string() }</td> });
        html! { <tr data-kind={kind_key(kind)}><th scope="row">{ kind_name(lang, kind) }</th>{ for cells }</tr> }
    });
    let marked: Vec<&Rating<G>> = review.marked().collect();
    let list = marked.iter().map(|m| {
        let go = props.go.clone();
        let index = m.index;
        let text = t(lang, "review-marked-item", &[
            ("step", (index + 1).into()),
            ("name", name(lang, players, m.seat).into()),
            ("kind", kind_name(lang, m.kind).into()),
        ]);
        html! {
            <li><button type="button" class="log-jump" data-testid="review-marked" data-step={index.to_string()}
                data-kind={kind_key(m.kind)} aria-current={(index == props.step).then_some("step")}
                onclick={move |_| go.emit(index)}>{ text }</button></li>
        }
    });
    html! {
        <div class="review-details" data-testid="review-details">
            // A narrow screen scrolls the table sideways, never the page; the keyboard can too.
            <div class="table-scroll" tabindex="0" role="region" aria-label={tr(lang, "review-summary-title")}>
                <table class="review-counts" data-testid="review-counts">
                    <caption>{ tr(lang, "review-summary-title") }</caption>
                    <thead><tr><td></td>{ for seats_head }</tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            <div class="review-marked-part">
                <h3>{ tr(lang, "review-marked-title") }</h3>
                if marked.is_empty() {
                    <p data-testid="review-none-marked">{ tr(lang, "review-none-marked") }</p>
                } else {
                    <ol class="review-marked">{ for list }</ol>
                }
            </div>
            { chance_chart::<G>(lang, players, view, review) }
        </div>
    }
}

/// The verdict on one rated move, in words: what was played and its value, and the better
/// move if there was one (the board marks it).
fn verdict<G: TableGame>(
    lang: Lang,
    players: &[PlayerInfo],
    view: &G::View,
    m: &Rating<G>,
    mover: Option<&Mover<G>>,
) -> Html {
    let solo = G::scored_alone(view);
    let who = name(lang, players, m.seat);
    let played = G::action_text(lang, view, &m.played);
    let first = match (m.kind, solo) {
        (MoveKind::Forced, _) => {
            t(lang, "review-verdict-forced", &[("name", who.into()), ("played", played.into())])
        }
        (_, false) => t(
            lang,
            "review-verdict",
            &[
                ("name", who.into()),
                ("played", played.into()),
                ("chance", m.figure(m.shown_value()).into()),
            ],
        ),
        (_, true) => t(
            lang,
            "review-verdict-solo",
            &[
                ("name", who.into()),
                ("played", played.into()),
                ("score", m.figure(m.played_value).into()),
            ],
        ),
    };
    let loss_percent = (m.loss * 100.0).round() as i64;
    let loss_points = (m.figure(m.played_value) - m.figure(m.best_value)).abs();
    let second = match (m.kind, solo) {
        (MoveKind::Forced, _) => String::new(),
        (MoveKind::Best, _) => tr(lang, "review-verdict-best"),
        (kind, false) => t(
            lang,
            "review-verdict-better",
            &[
                ("best", G::action_text(lang, view, &m.best).into()),
                ("chance", m.figure(m.shown_best_value()).into()),
                ("kind", kind_name(lang, kind).into()),
                ("loss", loss_percent.into()),
            ],
        ),
        (kind, true) => t(
            lang,
            "review-verdict-better-solo",
            &[
                ("best", G::action_text(lang, view, &m.best).into()),
                ("score", m.figure(m.best_value).into()),
                ("kind", kind_name(lang, kind).into()),
                ("loss", loss_points.into()),
            ],
        ),
    };
    let reasons =
        mover.filter(|_| m.kind.is_marked()).map(|mover| reasons(lang, players, m, mover));
    let turn = (m.kind.is_marked() && (m.turn_loss - m.loss).abs() >= 0.005).then(|| {
        t(lang, "review-verdict-turn", &[("loss", ((m.turn_loss * 100.0).round() as i64).into())])
    });
    let exact = (m.exact && m.kind != MoveKind::Forced).then(|| tr(lang, "review-verdict-exact"));
    html! {
        <>
            <p data-kind={kind_key(m.kind)}>{ first }{ " " }<strong>{ second }</strong></p>
            { for reasons }
            if let Some(turn) = turn { <p data-testid="review-turn">{ turn }</p> }
            if let Some(exact) = exact { <p data-testid="review-exact">{ exact }</p> }
        </>
    }
}

/// Why the better move is better, from the game's facts (`moonvale_table::gain`): what its line gets
/// that the turn as played does not, and what the move played gave up.
fn reasons<G: TableGame>(
    lang: Lang,
    players: &[PlayerInfo],
    m: &Rating<G>,
    mover: &Mover<G>,
) -> Html {
    let view = &*mover.view;
    let better = moonvale_table::gain::better_line(&m.best, &m.line, &mover.turn);
    let gains = G::gains(view, &better, &mover.turn);
    let (piece, seat) = crate::ui::table::words::gain_names::<G>(lang, view, players);
    let names = moonvale_table::gain::Names { card: &piece, tile: &piece, seat: &seat };
    let why = moonvale_table::gain::why_text(lang, &gains, &names);
    let played = G::action_text(lang, view, &m.played);
    let gave_up = moonvale_table::gain::gave_up_text(lang, &played, &gains, &names);
    html! {
        if why.is_some() || gave_up.is_some() {
            <p class="review-why" data-testid="review-why" data-gains={gains.len().to_string()}>
                { why.unwrap_or_default() }{ " " }{ gave_up.unwrap_or_default() }
            </p>
        }
    }
}

/// Each reviewed seat's win chance (a game scored alone: its expected final score) after
/// each of its moves with a choice, as lines over the game's moves, with the same numbers
/// in a table for screen readers.
fn chance_chart<G: TableGame>(
    lang: Lang,
    players: &[PlayerInfo],
    view: &G::View,
    review: &GameReview<G>,
) -> Html {
    const WIDTH: f64 = 360.0;
    const HEIGHT: f64 = 180.0;
    let seats = review.seats();
    let (labels, series) = review.series(&seats);
    if labels.len() < 2 {
        return Html::default();
    }
    let solo = G::scored_alone(view);
    let chart = if solo {
        line_chart(&series, &labels, WIDTH, HEIGHT)
    } else {
        line_chart_percent(&series, &labels, WIDTH, HEIGHT)
    };
    let title =
        if solo { tr(lang, "review-chart-solo-title") } else { tr(lang, "review-chart-title") };
    let keys = G::seat_keys(players);
    let lines = chart.lines.iter().zip(&seats).map(|(points, &seat)| {
        let colour = keys.get(seat).map(|k| k.colour.clone()).unwrap_or_else(|| "#999".into());
        html! { <polyline class="chart-line" data-seat={seat.to_string()} points={polyline_points(points)} stroke={colour} /> }
    });
    let ticks = chart.scale.ticks().into_iter().map(|v| {
        let y = chart.scale.y(v);
        html! {
            <g class="chart-tick">
                <line x1={MARGIN_LEFT.to_string()} x2={(WIDTH - 8.0).to_string()} y1={format!("{y:.1}")} y2={format!("{y:.1}")} />
                <text x={(MARGIN_LEFT - 4.0).to_string()} y={format!("{:.1}", y + 4.0)} text-anchor="end">{ v.to_string() }</text>
            </g>
        }
    });
    let x_labels = chart.x_ticks.iter().map(|(x, step)| {
        html! { <text class="chart-label" x={format!("{x:.1}")} y={(HEIGHT - 6.0).to_string()} text-anchor="middle">{ (step + 1).to_string() }</text> }
    });
    let header =
        seats.iter().map(|&s| html! { <th scope="col"><bdi>{ name(lang, players, s) }</bdi></th> });
    let rows = labels.iter().enumerate().map(|(i, step)| {
        html! {
            <tr><th scope="row">{ (step + 1).to_string() }</th>
                { for series.iter().map(|line| html! { <td>{ line[i].to_string() }</td> }) }</tr>
        }
    });
    html! {
        <figure class="chart" data-testid="review-chart" data-points={labels.len().to_string()}>
            <figcaption>{ title.clone() }</figcaption>
            <svg viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="img" aria-label={title.clone()} class="chart-svg">
                <g class="chart-axis">{ for ticks }</g>
                { for lines }
                { for x_labels }
            </svg>
            <div class="visually-hidden"><table class="chart-table" data-testid="review-chart-table">
                <caption>{ title }</caption>
                <thead><tr><th scope="col">{ tr(lang, "review-chart-move") }</th>{ for header }</tr></thead>
                <tbody>{ for rows }</tbody>
            </table></div>
        </figure>
    }
}
