//! A review being made (docs/review.md "Review"): the decisions sent to the computer players'
//! workers, two questions in flight so the workers never wait for the page, a first look at
//! every decision and then a second at those whose verdict is closest to changing
//! (`moonvale_table::review::plan`, `close_verdicts`), the answers merged, and the whole judged by
//! turns at the end (`GameReview::judged`). Only the progress bar hears of each answer: the
//! replay screen is drawn again when the review starts and when it ends, not at every
//! decision.

use crate::ui::platform::thinker;
use crate::ui::table::shell::TableGame;
use moonvale_ai::review::Rating;
use moonvale_ai::Level;
use moonvale_table::review::GameReview;
use moonvale_table::review::{close_verdicts, decisions, forced_rating, plan, rating_of, Decision};
use moonvale_worker::{merge, Answer, Purpose, Reply, Request};
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;
use yew::Callback;

/// How many questions are with the workers at once: the next one waits in their queue while
/// the page reads an answer, so no worker waits for the page.
const IN_FLIGHT: usize = 2;

/// How far a review has come, shared with its progress bar, which alone is drawn again at
/// each answer.
#[derive(Default)]
pub struct Progress {
    counts: Cell<(usize, usize)>,
    listener: RefCell<Option<Callback<(usize, usize)>>>,
}

impl Progress {
    /// Decisions rated so far, and how many in all (second looks included).
    pub fn counts(&self) -> (usize, usize) {
        self.counts.get()
    }

    /// `listen` hears each change (`None`: nobody listens any more).
    pub fn listen(&self, listen: Option<Callback<(usize, usize)>>) {
        *self.listener.borrow_mut() = listen;
    }

    fn set(&self, done: usize, total: usize) {
        self.counts.set((done, total));
        let listener = self.listener.borrow().clone();
        if let Some(listener) = listener {
            listener.emit((done, total));
        }
    }
}

/// What a review in the making has and waits for.
pub struct Run<G: TableGame> {
    start: Rc<G>,
    actions: Rc<Vec<G::Action>>,
    decisions: Vec<Decision<G>>,
    all_seats: bool,
    /// Each decision's rating so far, with the merged answer it came from.
    rated: Vec<Option<(Rating<G>, Option<Answer>)>>,
    /// Decisions to ask about, in order.
    queue: VecDeque<usize>,
    /// Questions with the workers: their tickets and decisions.
    asked: Vec<(u64, usize)>,
    /// How many times each decision was asked (its seed differs each time).
    looks: Vec<u32>,
    second_looks: Option<usize>,
    think_ms: f64,
    done: usize,
    progress: Rc<Progress>,
    finish: Rc<dyn Fn(Option<GameReview<G>>)>,
}

pub type SharedRun<G> = Rc<RefCell<Option<Run<G>>>>;

/// How long each look thinks in each worker: the plan's, or the test hook's
/// (`window.__moonvaleThinkMs`, as the computers do).
fn hooked_think_ms(planned: f64) -> f64 {
    web_sys::window()
        .and_then(|w| {
            js_sys::Reflect::get(&w, &crate::ui::platform::computer::THINK_HOOK.into()).ok()
        })
        .and_then(|v| v.as_f64())
        .unwrap_or(planned)
}

/// Starts a review into `run`: `finish` gets the judged review (`None`: it failed). Returns
/// its progress, or `None` if the game's actions do not replay (nothing started).
pub fn begin<G: TableGame>(
    run: &SharedRun<G>,
    start: Rc<G>,
    actions: Rc<Vec<G::Action>>,
    reviewed: &dyn Fn(moonvale_rules::core::Seat) -> bool,
    all_seats: bool,
    finish: Rc<dyn Fn(Option<GameReview<G>>)>,
) -> Option<Rc<Progress>> {
    let decisions = decisions(&*start, &actions, reviewed)?;
    let rated: Vec<_> =
        decisions.iter().map(|d| forced_rating(d).map(|forced| (forced, None))).collect();
    let queue: VecDeque<usize> = (0..decisions.len()).filter(|&i| rated[i].is_none()).collect();
    let planned = plan(queue.len());
    let progress = Rc::new(Progress::default());
    progress.counts.set((0, queue.len() + planned.second_looks));
    *run.borrow_mut() = Some(Run {
        looks: vec![0; decisions.len()],
        start,
        actions,
        decisions,
        all_seats,
        rated,
        queue,
        asked: Vec::new(),
        second_looks: Some(planned.second_looks),
        think_ms: hooked_think_ms(planned.think_ms),
        done: 0,
        progress: progress.clone(),
        finish,
    });
    pump(run);
    Some(progress)
}

/// Stops a review being made: its questions in the workers are cancelled at once.
pub fn stop<G: TableGame>(run: &SharedRun<G>) {
    let taken = run.borrow_mut().take();
    if let Some(r) = taken {
        r.progress.listen(None);
        for (ticket, _) in r.asked {
            thinker::cancel(ticket);
        }
    }
}

/// Sends questions while fewer than [`IN_FLIGHT`] are with the workers; once every one is
/// answered, plans the second looks, or ends the review.
fn pump<G: TableGame>(run: &SharedRun<G>) {
    loop {
        let request = {
            let mut guard = run.borrow_mut();
            let Some(r) = guard.as_mut() else { return };
            if r.asked.len() >= IN_FLIGHT {
                return;
            }
            match r.queue.pop_front() {
                Some(at) => (question(r, at), at),
                None if !r.asked.is_empty() => return,
                None => match r.second_looks.take() {
                    Some(count) => {
                        plan_second_looks(r, count);
                        continue;
                    }
                    None => {
                        // (`r` is the guarded run, so `take` finds it.)
                        if let Some(r) = guard.take() {
                            drop(guard);
                            end(r);
                        }
                        return;
                    }
                },
            }
        };
        let (request, at) = request;
        let (ticket, again) = (request.ticket, run.clone());
        thinker::ask(request, move |reply| heard(&again, ticket, at, reply));
    }
}

/// The question about decision `at`, noted as asked.
fn question<G: TableGame>(r: &mut Run<G>, at: usize) -> Request {
    let decision = &r.decisions[at];
    let ticket = crate::ui::platform::computer::next_worker_ticket();
    let look = u64::from(r.looks[at]);
    r.looks[at] += 1;
    r.asked.push((ticket, at));
    Request {
        ticket,
        purpose: Purpose::Hint,
        level: Level::Hard,
        // Each look draws its own samples.
        seed: 0x5EED_0000 ^ decision.index as u64 ^ (look << 40),
        position: G::position(decision.view.clone()),
        think_ms: Some(r.think_ms),
        rate: Some(G::any_action(decision.played.clone())),
    }
}

/// The decisions to look at again: the closest verdicts of the review so far, judged.
fn plan_second_looks<G: TableGame>(r: &mut Run<G>, count: usize) {
    if count == 0 {
        return;
    }
    let moves: Vec<Rating<G>> = r.rated.iter().flatten().map(|(m, _)| m.clone()).collect();
    let Some(judged) = GameReview::judged(&*r.start, &r.actions, r.all_seats, moves) else {
        return;
    };
    // `judged.moves` are in the decisions' order, the forced ones included.
    let close = close_verdicts(&judged.moves, count);
    r.queue.extend(close);
    let (done, total) = r.progress.counts();
    r.progress.set(done, total.min(done + r.queue.len()));
}

/// A merged answer about decision `at`.
fn heard<G: TableGame>(run: &SharedRun<G>, ticket: u64, at: usize, reply: Reply) {
    let failed = {
        let mut guard = run.borrow_mut();
        let Some(r) = guard.as_mut() else { return };
        if !r.asked.iter().any(|&(t, _)| t == ticket) {
            return;
        }
        r.asked.retain(|&(t, _)| t != ticket);
        let earlier = r.rated[at].as_ref().and_then(|(_, answer)| answer.clone());
        let answer = match reply {
            Reply::Answer(answer) => merge(earlier.into_iter().chain([answer]).collect()),
            _ => None,
        };
        match answer.and_then(|a| rating_of(&r.decisions[at], &a).map(|m| (m, a))) {
            Some((rating, answer)) => {
                r.rated[at] = Some((rating, Some(answer)));
                r.done += 1;
                let total = r.progress.counts().1.max(r.done);
                r.progress.set(r.done, total);
                false
            }
            None => true,
        }
    };
    if failed {
        let taken = run.borrow_mut().take();
        if let Some(r) = taken {
            for (ticket, _) in &r.asked {
                thinker::cancel(*ticket);
            }
            (r.finish)(None);
        }
        return;
    }
    pump(run);
}

/// Every decision rated: the review judged by turns, handed to `finish`.
fn end<G: TableGame>(r: Run<G>) {
    r.progress.listen(None);
    let moves: Option<Vec<Rating<G>>> = r.rated.into_iter().map(|m| m.map(|(m, _)| m)).collect();
    let review =
        moves.and_then(|moves| GameReview::judged(&*r.start, &r.actions, r.all_seats, moves));
    (r.finish)(review);
}
