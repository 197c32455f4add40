//! Computer moves, for both games, through one door: a request (the seat's view, a seed, a
//! level and a ticket, made by `moonvale_table::table::Table`) sent to the computer players' Web
//! Worker (`crate::ui::platform::thinker`), and an answer delivered later, never before the pause people
//! need to follow the game. The table drops an answer whose ticket is no longer current (an
//! undo, a reload or another move came in between).

use crate::ui::platform::thinker;
use crate::ui::platform::timer::{after, computer_pause_ms, Timeout};
use moonvale_ai::{think, Budget, Level};
use moonvale_table::table::{ComputerAnswer, ComputerRequest, HintRequest, Ticket};
use moonvale_worker::{Purpose, Reply, Request, WorkerGame};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// A computer thinking; dropping it abandons the request: its answer is never delivered,
/// and if the workers are still thinking about it, they are stopped at once.
pub struct Thinking {
    abandoned: Rc<Cell<bool>>,
    answered: Rc<Cell<bool>>,
    worker_ticket: u64,
    _timer: Rc<RefCell<Option<Timeout>>>,
}

impl Drop for Thinking {
    fn drop(&mut self) {
        self.abandoned.set(true);
        if !self.answered.get() {
            thinker::cancel(self.worker_ticket);
        }
    }
}

/// One move the computer weighed (the worker's candidates, best first): its estimated win
/// chance for that computer (0 to 1) and how often the search went through it, from that
/// computer's view at the time.
#[derive(Clone, Debug, PartialEq)]
pub struct Weighed<A> {
    pub action: A,
    pub value: f64,
    pub visits: u32,
}

/// The test hook: `window.__moonvaleThinkMs = 50` makes every computer (and the hint) think
/// that long instead of its level's time, so long games of Hard seats stay short in tests.
pub const THINK_HOOK: &str = "__moonvaleThinkMs";

/// How long a level thinks in each worker: its share of the browser's allowance
/// (`worker::think_millis`), or the test hook's time.
fn think_ms(level: Level) -> f64 {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &THINK_HOOK.into()).ok())
        .and_then(|v| v.as_f64())
        .unwrap_or_else(|| moonvale_worker::think_millis(level))
}

thread_local! {
    static WORKER_TICKETS: Cell<u64> = const { Cell::new(0) };
}

/// The worker's tickets only match answers to requests; which answer still counts is the
/// table's [`moonvale_table::table::Ticket`], kept here.
pub(in crate::ui) fn next_worker_ticket() -> u64 {
    WORKER_TICKETS.with(|t| {
        t.set(t.get() + 1);
        t.get()
    })
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or_else(js_sys::Date::now)
}

/// Asks the computer seat of `request` for its move; `on_answer` gets it, with the moves the
/// computer weighed (for "why did the computer play that?"), once the worker has answered
/// and the pause has passed (the pace setting's `pace_ms`, unless the test hook says
/// otherwise).
pub fn ask<G: WorkerGame + 'static>(
    request: ComputerRequest<G>,
    pace_ms: u32,
    on_answer: impl FnOnce(ComputerAnswer<G>, Vec<Weighed<G::Action>>) + 'static,
) -> Thinking {
    let abandoned = Rc::new(Cell::new(false));
    let timer: Rc<RefCell<Option<Timeout>>> = Rc::default();
    let pause = f64::from(computer_pause_ms(pace_ms));
    let asked_at = now_ms();
    let ticket = request.ticket;
    let fallback = request.clone();
    let message = Request {
        ticket: next_worker_ticket(),
        purpose: Purpose::Move,
        level: request.level,
        seed: request.seed,
        position: G::position(request.view),
        think_ms: Some(think_ms(request.level)),
        rate: None,
    };
    let worker_ticket = message.ticket;
    let answered = Rc::new(Cell::new(false));
    let (gone, slot, heard) = (abandoned.clone(), timer.clone(), answered.clone());
    thinker::ask(message, move |reply| {
        heard.set(true);
        if gone.get() {
            return;
        }
        let (action, weighed) = match reply {
            Reply::Answer(answer) => {
                let weighed = answer
                    .candidates
                    .into_iter()
                    .filter_map(|c| {
                        let action = G::action_of(c.action)?;
                        Some(Weighed { action, value: c.value, visits: c.visits })
                    })
                    .collect();
                (G::action_of(answer.action), weighed)
            }
            _ => (None, Vec::new()),
        };
        // An answer the rules would refuse (a worker out of step with the page) would leave
        // the seat to act for ever: the page thinks instead.
        let action = action
            .filter(|a| {
                let legal = fallback.legal.contains(a);
                if !legal {
                    web_sys::console::warn_1(
                        &"a computer player's worker answered a move that is not legal".into(),
                    );
                }
                legal
            })
            .unwrap_or_else(|| page_fallback(&fallback));
        let deliver = move || on_answer(ComputerAnswer { ticket, action }, weighed);
        let wait = (pause - (now_ms() - asked_at)).max(0.0) as u32;
        *slot.borrow_mut() = Some(after(wait, deliver));
    });
    Thinking { abandoned, answered, worker_ticket, _timer: timer }
}

/// Asks the worker for the move Hard would play for the person of `request` (the hint
/// button), from that person's view only; `on_hint` gets the ticket asked with and the
/// action with the best line it begins (the action first), or `None` if the worker could not
/// answer. Dropping the result abandons it.
pub fn hint<G: WorkerGame + 'static>(
    request: HintRequest<G>,
    on_hint: impl FnOnce(Ticket, Option<(G::Action, Vec<G::Action>)>) + 'static,
) -> Thinking {
    let abandoned = Rc::new(Cell::new(false));
    let ticket = request.ticket;
    let message = Request {
        ticket: next_worker_ticket(),
        purpose: Purpose::Hint,
        level: Level::Hard,
        seed: request.seed,
        position: G::position(request.view),
        think_ms: Some(think_ms(Level::Hard)),
        rate: None,
    };
    let worker_ticket = message.ticket;
    let answered = Rc::new(Cell::new(false));
    let (gone, heard) = (abandoned.clone(), answered.clone());
    thinker::ask(message, move |reply| {
        heard.set(true);
        if gone.get() {
            return;
        }
        let found = match reply {
            Reply::Answer(answer) => G::action_of(answer.action).map(|action| {
                let line: Vec<G::Action> =
                    answer.line.into_iter().filter_map(G::action_of).collect();
                // The line as the worker walked it, if it begins with the move.
                let line = if line.first() == Some(&action) { line } else { vec![action.clone()] };
                (action, line)
            }),
            _ => None,
        };
        on_hint(ticket, found);
    });
    Thinking { abandoned, answered, worker_ticket, _timer: Rc::default() }
}

/// When the worker cannot be had (a browser without workers, a test page without the
/// worker's files), the game still goes on: a small search on the page, Easy's size, from
/// the seat's view only.
fn page_fallback<G: WorkerGame>(request: &ComputerRequest<G>) -> G::Action {
    web_sys::console::warn_1(&"computer players' worker unavailable: thinking on the page".into());
    // An iteration budget only: the same game replays to the same fallback moves.
    let budget = Budget::iterations(50);
    // The table's own view of its own game: always searched; else its first legal action.
    match think::<G>(&request.view, Level::Easy, request.seed, budget, &now_ms) {
        Ok(thought) => thought.action,
        Err(_) => request.legal[0].clone(),
    }
}
