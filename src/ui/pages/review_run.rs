//! A review being made (docs/review.md "Review"): the decisions sent to the computer players'
//! workers, two questions in flight so the workers never wait for the page, a first look at
//! every decision and then a second at those whose verdict is closest to changing
//! (`moonvale_table::review::plan`, `close_verdicts`), the answers merged, and the whole judged by
//! turns at the end (`GameReview::judged`). The looks are paced by the page's clock
//! (`moonvale_table::review::Pace`): each thinks what is left of the review's time shared by
//! the looks left, less what a look costs beyond its thinking, so the review ends on time on a
//! slow or busy device. Only the progress bar hears of each answer: the
//! replay screen is drawn again when the review starts and when it ends, not at every
//! decision.

use crate::ui::platform::thinker;
use crate::ui::table::shell::TableGame;
use moonvale_ai::review::Rating;
use moonvale_ai::Level;
use moonvale_table::review::GameReview;
use moonvale_table::review::{
    close_verdicts, decisions, forced_rating, plan, rating_of, Decision, Pace, FIRST_LOOK_SHARE,
    REVIEW_WALL_MS,
};
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
    /// Questions with the workers: their tickets, decisions and thinking (ms).
    asked: Vec<(u64, usize, f64)>,
    /// How many times each decision was asked (its seed differs each time).
    looks: Vec<u32>,
    /// The second looks, until they are planned: how many the plan fits.
    second_looks: Option<usize>,
    /// The second looks are planned (the first looks all answered).
    looking_again: bool,
    /// Each look's thinking when the test hook sets it (`None`: paced by the clock).
    hooked_ms: Option<f64>,
    /// The first looks' thinking by the plan, and the last look's.
    think_ms: f64,
    /// The review's pace, and when it started (the page's clock, ms).
    pace: Pace,
    started: f64,
    done: usize,
    progress: Rc<Progress>,
    finish: Rc<dyn Fn(Option<GameReview<G>>)>,
}

pub type SharedRun<G> = Rc<RefCell<Option<Run<G>>>>;

/// How long each look thinks in each worker when the test hook says
/// (`window.__moonvaleThinkMs`, as the computers do); `None`: the review's pace says.
fn hooked_think_ms() -> Option<f64> {
    web_sys::window()
        .and_then(|w| {
            js_sys::Reflect::get(&w, &crate::ui::platform::computer::THINK_HOOK.into()).ok()
        })
        .and_then(|v| v.as_f64())
}

/// Milliseconds since the review started, by the page's clock.
fn elapsed<G: TableGame>(r: &Run<G>) -> f64 {
    crate::ui::platform::frames::now_ms() - r.started
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
        looking_again: false,
        hooked_ms: hooked_think_ms(),
        think_ms: planned.think_ms,
        pace: Pace::default(),
        started: crate::ui::platform::frames::now_ms(),
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
        for (ticket, _, _) in r.asked {
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
            // Past the review's time, the second looks not asked yet are left out.
            if r.looking_again
                && r.hooked_ms.is_none()
                && !r.pace.fits(elapsed(r), REVIEW_WALL_MS, r.asked.len())
                && !r.queue.is_empty()
            {
                r.queue.clear();
                r.progress.set(r.done, r.done + r.asked.len());
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
    // This look, those with the workers and those to come share the time left of their part
    // (the first looks', or the whole review's).
    let until = if r.looking_again { REVIEW_WALL_MS } else { REVIEW_WALL_MS * FIRST_LOOK_SHARE };
    let looks_left = r.queue.len() + 1 + r.asked.len();
    r.think_ms = r.hooked_ms.unwrap_or_else(|| r.pace.think_ms(elapsed(r), until, looks_left));
    let decision = &r.decisions[at];
    let ticket = crate::ui::platform::computer::next_worker_ticket();
    let look = u64::from(r.looks[at]);
    r.looks[at] += 1;
    r.asked.push((ticket, at, r.think_ms));
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

/// The decisions to look at again: the closest verdicts of the review so far, judged, as
/// many as the plan fits (the test hook's thinking) or as fit in the time left.
fn plan_second_looks<G: TableGame>(r: &mut Run<G>, planned: usize) {
    r.looking_again = true;
    let searched = r.rated.iter().flatten().filter(|(_, answer)| answer.is_some()).count();
    let count = match r.hooked_ms {
        Some(_) => planned,
        None => r.pace.looks_that_fit(elapsed(r), REVIEW_WALL_MS, r.think_ms).min(searched),
    };
    if count == 0 {
        let done = r.done;
        r.progress.set(done, done);
        return;
    }
    // With the answers' candidates (most visited first): how close the best found was.
    let moves: Vec<Rating<G>> = r
        .rated
        .iter()
        .flatten()
        .map(|(m, answer)| {
            let mut m = m.clone();
            m.candidates = answer
                .iter()
                .flat_map(|a| &a.candidates)
                .filter_map(|c| {
                    let action = G::action_of(c.action.clone())?;
                    Some(moonvale_ai::Candidate { action, value: c.value, visits: c.visits })
                })
                .collect();
            m
        })
        .collect();
    let Some(judged) = GameReview::judged(&*r.start, &r.actions, r.all_seats, moves) else {
        return;
    };
    // `judged.moves` are in the decisions' order, the forced ones included.
    let close = close_verdicts(&judged.moves, count);
    r.queue.extend(close);
    let done = r.progress.counts().0;
    r.progress.set(done, done + r.queue.len());
}

/// A merged answer about decision `at`.
fn heard<G: TableGame>(run: &SharedRun<G>, ticket: u64, at: usize, reply: Reply) {
    let failed = {
        let mut guard = run.borrow_mut();
        let Some(r) = guard.as_mut() else { return };
        let Some(&(_, _, think_ms)) = r.asked.iter().find(|&&(t, _, _)| t == ticket) else {
            return;
        };
        r.asked.retain(|&(t, _, _)| t != ticket);
        r.pace.heard(think_ms);
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
            for (ticket, _, _) in &r.asked {
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
