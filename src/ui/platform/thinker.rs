//! The page's side of the computer players' Web Workers (`moonvale_worker`): one worker per
//! core the browser reports (`navigator.hardwareConcurrency`, at most [`MAX_WORKERS`]), the
//! first started after the first screen is up, the others at the first request (on a phone's
//! first visit their compiling would compete with the page). A request goes to every worker
//! that is up, each with
//! its own seed, so each searches its own samples of what the seat cannot see; their answers
//! are merged into one (root parallelisation, `worker::merge`). If only one worker starts, the
//! game goes on with one. A request no longer wanted (an undo, leaving the game) is cancelled:
//! the workers thinking about it are stopped at once and replaced by fresh ones.
//!
//! The test hook [`HOLD_HOOK`] keeps the workers' answers on the page's side until a test
//! lets them through, so a test that needs a computer still thinking never hopes that the
//! machine is slow enough.

use moonvale_worker::{merge, worker_seed, Answer, Refusal, Reply, Request};
use std::cell::RefCell;
use std::collections::HashMap;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// The worker's loader as trunk names it (`index.html`, `data-type="worker"`); a release build
/// renames it with a content hash and says so in `<meta name="moonvale-worker">`
/// (`scripts/post-build.mjs`).
const UNHASHED_WORKER_URL: &str = "./worker_loader.js";

/// More workers than this add little (docs/computer-players.md "Speed in the browser": the
/// benchmark with 1, 2 and 4) and cost each its own copy of the search's memory.
pub const MAX_WORKERS: usize = 4;

const COULD_NOT_START: &str = "the computer players could not start";
/// How much longer than its thinking time a request may wait for its workers. Past it, a
/// worker that neither answered nor failed (one whose start failed without an error event, a
/// message lost) is given up and replaced, and the request is answered with what came, or
/// refused (the page then thinks itself): no game waits for ever.
const GIVE_UP_AFTER_MS: f64 = 15_000.0;

/// The test hook: while `window.__moonvaleHoldAnswers` is true, every answer (or refusal) a
/// worker sends is kept on the page's side, as if that worker were still thinking: nothing
/// is delivered, an undo or a cancel still stops the worker, and no request is given up.
/// `window.__moonvaleWorkers.held` counts the answers kept. The event [`RELEASE_EVENT`] on
/// `window` delivers those kept, in the order they came; while the flag stays true, later
/// answers are kept again (a test can let a computer's answers through one request at a
/// time). Without the flag (every player's page) nothing is kept.
pub const HOLD_HOOK: &str = "__moonvaleHoldAnswers";
/// The event that delivers the answers [`HOLD_HOOK`] kept.
pub const RELEASE_EVENT: &str = "moonvale-release-answers";

fn worker_url() -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("meta[name=\"moonvale-worker\"]").ok().flatten())
        .and_then(|meta| meta.get_attribute("content"))
        .unwrap_or_else(|| UNHASHED_WORKER_URL.into())
}

/// How many workers this device gets.
fn worker_count() -> usize {
    let cores = web_sys::window().map(|w| w.navigator().hardware_concurrency()).unwrap_or(1.0);
    (cores as usize).clamp(1, MAX_WORKERS)
}

/// One worker and what the page knows of it.
struct Slot {
    worker: Worker,
    /// Messages asked before the worker said it is ready (they would be lost otherwise);
    /// `None` once it is.
    queue: Option<Vec<JsValue>>,
    /// The tickets it has been given and not answered yet.
    busy: Vec<u64>,
    /// It failed to load or crashed: it gets no more requests.
    broken: bool,
    /// Which worker of this slot the closures below belong to (a replaced one's late
    /// messages are ignored).
    generation: u32,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

/// What waits for a request's reply.
type Callback = Box<dyn FnOnce(Reply)>;
/// A callback with the reply it is now to get.
type Finished = (Callback, Reply);

/// A request's answers as they come in.
struct Gathering {
    expected: usize,
    answers: Vec<Answer>,
    refusal: Option<Refusal>,
    done: Callback,
}

#[derive(Default)]
struct Pool {
    slots: Vec<Slot>,
    pending: HashMap<u64, Gathering>,
    /// The workers beyond the first were started ([`grow`]).
    grown: bool,
    /// The answers kept by the test hook ([`HOLD_HOOK`]): slot, generation, reply.
    held: Vec<(usize, u32, Reply)>,
}

thread_local! {
    static POOL: RefCell<Option<Pool>> = const { RefCell::new(None) };
}

fn start_worker(index: usize, generation: u32) -> Result<Slot, JsValue> {
    let worker = Worker::new(&worker_url())?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        if let Ok(reply) = serde_wasm_bindgen::from_value::<Reply>(event.data()) {
            heard(index, generation, reply);
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_event: web_sys::Event| {
        failed(index, generation);
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(Slot {
        worker,
        queue: Some(Vec::new()),
        busy: Vec::new(),
        broken: false,
        generation,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// Runs `f` on the pool, then calls the callbacks it finished: never inside the borrow, since
/// a callback may ask again (the next computer's move) or cancel.
fn with_pool(f: impl FnOnce(&mut Pool) -> Vec<Finished>) {
    let finished = POOL.with(|p| p.borrow_mut().as_mut().map(f).unwrap_or_default());
    for (done, reply) in finished {
        done(reply);
    }
}

impl Pool {
    /// The reply of a gathering that has all it waits for, taken out of `pending`.
    fn finish_if_complete(&mut self, ticket: u64) -> Option<Finished> {
        let gathering = self.pending.get(&ticket)?;
        if gathering.answers.len() + usize::from(gathering.refusal.is_some()) < gathering.expected
            && gathering.expected > 0
        {
            return None;
        }
        let gathering = self.pending.remove(&ticket)?;
        let reply = match merge(gathering.answers) {
            Some(answer) => Reply::Answer(answer),
            None => Reply::Refused(
                gathering.refusal.unwrap_or(Refusal { ticket, message: COULD_NOT_START.into() }),
            ),
        };
        Some((gathering.done, reply))
    }

    /// A worker will not answer `ticket` after all: one answer fewer to wait for.
    fn lost(&mut self, ticket: u64) -> Option<Finished> {
        let gathering = self.pending.get_mut(&ticket)?;
        gathering.expected = gathering.expected.saturating_sub(1);
        self.finish_if_complete(ticket)
    }
}

/// Whether the test hook asks for the workers' answers to be kept ([`HOLD_HOOK`]).
fn holding() -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &HOLD_HOOK.into()).ok())
        .is_some_and(|v| v.is_truthy())
}

/// A message from the worker of slot `index`: kept if the test hook holds answers, else
/// delivered.
fn heard(index: usize, generation: u32, reply: Reply) {
    if reply != Reply::Ready && holding() {
        with_pool(|pool| {
            pool.held.push((index, generation, reply));
            publish(pool);
            Vec::new()
        });
        return;
    }
    deliver(index, generation, reply);
}

/// Delivers the answers the test hook kept ([`RELEASE_EVENT`]); those of a worker stopped
/// since are ignored, as its own late messages are.
fn release_held() {
    let mut held = Vec::new();
    with_pool(|pool| {
        held = std::mem::take(&mut pool.held);
        publish(pool);
        Vec::new()
    });
    for (index, generation, reply) in held {
        deliver(index, generation, reply);
    }
}

/// Listens for [`RELEASE_EVENT`], once per page.
fn listen_for_release() {
    let Some(window) = web_sys::window() else { return };
    let on_release = Closure::<dyn FnMut(web_sys::Event)>::new(|_| release_held());
    let _ =
        window.add_event_listener_with_callback(RELEASE_EVENT, on_release.as_ref().unchecked_ref());
    on_release.forget();
}

/// A message from the worker of slot `index`, heard.
fn deliver(index: usize, generation: u32, reply: Reply) {
    with_pool(|pool| {
        let Some(slot) = pool.slots.get_mut(index).filter(|s| s.generation == generation) else {
            return Vec::new();
        };
        if reply == Reply::Ready {
            for message in slot.queue.take().unwrap_or_default() {
                let _ = slot.worker.post_message(&message);
            }
            publish(pool);
            return Vec::new();
        }
        let ticket = reply.ticket();
        slot.busy.retain(|&t| t != ticket);
        let Some(gathering) = pool.pending.get_mut(&ticket) else { return Vec::new() };
        match reply {
            Reply::Answer(answer) => gathering.answers.push(answer),
            Reply::Refused(refusal) => gathering.refusal = Some(refusal),
            _ => return Vec::new(),
        }
        pool.finish_if_complete(ticket).into_iter().collect()
    });
}

/// The worker of slot `index` failed (its files missing, a crash): what it was asked is
/// answered by the others, or refused, so no screen waits for ever.
fn failed(index: usize, generation: u32) {
    with_pool(|pool| {
        let Some(slot) = pool.slots.get_mut(index).filter(|s| s.generation == generation) else {
            return Vec::new();
        };
        slot.broken = true;
        slot.queue = None;
        let tickets = std::mem::take(&mut slot.busy);
        publish(pool);
        tickets.into_iter().filter_map(|t| pool.lost(t)).collect()
    });
}

/// Starts the first worker if none is running yet (the app calls it once its first screen is
/// drawn, so its download never delays that screen). Only one: on a phone's first visit the
/// others' compiling would compete with the page; they start with the first request.
pub fn warm_up() {
    POOL.with(|p| {
        let mut pool = p.borrow_mut();
        if pool.is_some() {
            return;
        }
        let slots = match start_worker(0, 0) {
            Ok(slot) => vec![slot],
            Err(e) => {
                web_sys::console::warn_1(&e);
                Vec::new()
            }
        };
        let started = Pool { slots, grown: false, ..Pool::default() };
        publish(&started);
        *pool = Some(started);
        listen_for_release();
    });
}

/// Starts the other workers, up to one per core, once (at the first request). A worker that
/// cannot start ends the growth: the game goes on with those that did.
fn grow(pool: &mut Pool) {
    if pool.grown {
        return;
    }
    pool.grown = true;
    if pool.slots.is_empty() {
        return;
    }
    for index in pool.slots.len()..worker_count() {
        match start_worker(index, 0) {
            Ok(slot) => pool.slots.push(slot),
            Err(e) => {
                web_sys::console::warn_1(&e);
                break;
            }
        }
    }
    publish(pool);
}

/// Sends `request` to every worker that is up, each with its own seed; `done` gets their
/// merged answer with the request's ticket, or a refusal if none can answer.
pub fn ask(request: Request, done: impl FnOnce(Reply) + 'static) {
    warm_up();
    let ticket = request.ticket;
    let mut done: Option<Callback> = Some(Box::new(done));
    let mut message: Option<&str> = None;
    POOL.with(|p| {
        let mut pool = p.borrow_mut();
        let Some(pool) = pool.as_mut() else { return };
        grow(pool);
        // The workers that are up think about it; one still loading only when none is up
        // (the first request), so no answer waits for a worker's download.
        let any_up = pool.slots.iter().any(|s| !s.broken && s.queue.is_none());
        let mut sent = 0;
        for slot in pool.slots.iter_mut().filter(|s| !s.broken && (s.queue.is_none() || !any_up)) {
            let own = Request { seed: worker_seed(request.seed, sent), ..request.clone() };
            let Ok(value) = moonvale_worker::to_js(&own) else { continue };
            match slot.queue.as_mut() {
                Some(waiting) => waiting.push(value),
                None => {
                    if slot.worker.post_message(&value).is_err() {
                        continue;
                    }
                }
            }
            slot.busy.push(ticket);
            sent += 1;
        }
        if sent == 0 {
            message = Some(COULD_NOT_START);
            return;
        }
        if let Some(done) = done.take() {
            let gathering = Gathering { expected: sent, answers: Vec::new(), refusal: None, done };
            pool.pending.insert(ticket, gathering);
            let limit = request.think_ms.unwrap_or(0.0).max(0.0) + give_up_after_ms();
            crate::ui::platform::timer::after(limit as u32, move || give_up(ticket)).forget();
        }
    });
    if let Some(done) = done {
        let message = message.unwrap_or(COULD_NOT_START);
        web_sys::console::warn_1(&JsValue::from_str(message));
        done(Reply::Refused(Refusal { ticket, message: message.into() }));
    }
}

/// The workers of `ticket` took too long ([`GIVE_UP_AFTER_MS`]): those still busy with it are
/// replaced, and it is answered with the answers that came, or refused.
fn give_up(ticket: u64) {
    // Answers kept by the test hook are not late: the request waits as long as they are kept.
    if holding() {
        crate::ui::platform::timer::after(give_up_after_ms() as u32, move || give_up(ticket))
            .forget();
        return;
    }
    let gathering = POOL.with(|p| p.borrow_mut().as_mut()?.pending.remove(&ticket));
    let Some(gathering) = gathering else { return };
    web_sys::console::warn_1(&JsValue::from_str(
        "a computer player's worker did not answer: replaced",
    ));
    cancel(ticket);
    let reply = match merge(gathering.answers) {
        Some(answer) => Reply::Answer(answer),
        None => Reply::Refused(Refusal { ticket, message: COULD_NOT_START.into() }),
    };
    (gathering.done)(reply);
}

/// [`GIVE_UP_AFTER_MS`], or what a test page sets in `window.__moonvaleWorkerGiveUpMs`.
fn give_up_after_ms() -> f64 {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"__moonvaleWorkerGiveUpMs".into()).ok())
        .and_then(|v| v.as_f64())
        .unwrap_or(GIVE_UP_AFTER_MS)
}

/// The answer to `ticket` is no longer wanted: its callback is dropped, and the workers
/// thinking about it are stopped at once and replaced by fresh ones (a search cannot be
/// interrupted from outside, so the worker itself goes).
pub fn cancel(ticket: u64) {
    with_pool(|pool| {
        pool.pending.remove(&ticket);
        let mut finished = Vec::new();
        for index in 0..pool.slots.len() {
            if !pool.slots[index].busy.contains(&ticket) {
                continue;
            }
            // What the test hook kept of its answers goes with it.
            let generation = pool.slots[index].generation;
            pool.held.retain(|&(i, g, _)| (i, g) != (index, generation));
            let old = &pool.slots[index];
            // Its handlers go first: a message it posted before it stopped may still be on
            // its way, and must find nobody listening.
            old.worker.set_onmessage(None);
            old.worker.set_onerror(None);
            old.worker.terminate();
            let others: Vec<u64> = old.busy.iter().copied().filter(|&t| t != ticket).collect();
            match start_worker(index, old.generation + 1) {
                Ok(fresh) => {
                    // The old slot's closures may be running right now (this cancel can come
                    // from its own answer's callback): they are dropped after this turn.
                    let old = std::mem::replace(&mut pool.slots[index], fresh);
                    crate::ui::platform::timer::after(0, move || drop(old)).forget();
                }
                Err(_) => {
                    pool.slots[index].broken = true;
                    pool.slots[index].busy.clear();
                }
            }
            // Whatever else the stopped worker had been asked is answered by the others.
            finished.extend(others.into_iter().filter_map(|t| pool.lost(t)));
        }
        publish(pool);
        finished
    });
}

/// Tells tests and the benchmark how many workers were started, how many are running and
/// how many of those are up, as `window.__moonvaleWorkers` (`{ started, running, ready,
/// held }`, `held` the answers the test hook keeps): a cancelled search shows as a worker
/// started anew.
fn publish(pool: &Pool) {
    let Some(window) = web_sys::window() else { return };
    let figures = js_sys::Object::new();
    let running = pool.slots.iter().filter(|s| !s.broken).count();
    let started: u32 = pool.slots.iter().map(|s| s.generation + 1).sum();
    let _ = js_sys::Reflect::set(&figures, &"started".into(), &started.into());
    let _ = js_sys::Reflect::set(&figures, &"running".into(), &(running as u32).into());
    let ready = pool.slots.iter().filter(|s| !s.broken && s.queue.is_none()).count();
    let _ = js_sys::Reflect::set(&figures, &"ready".into(), &(ready as u32).into());
    let _ = js_sys::Reflect::set(&figures, &"held".into(), &(pool.held.len() as u32).into());
    let _ = js_sys::Reflect::set(&window, &"__moonvaleWorkers".into(), &figures);
}
