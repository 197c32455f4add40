//! The page's side of the computer players' Web Worker (`crate::worker`): one worker for the
//! whole app, started after the first screen is up, asked with a ticket and answered through
//! a callback. The page never searches on its own thread; a screen that has moved on simply
//! ignores an answer whose ticket it no longer waits for.

use crate::worker::{Refusal, Reply, Request};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// The worker's loader as trunk names it (`index.html`, `data-type="worker"`); a release build
/// renames it with a content hash and says so in `<meta name="moonvale-worker">`
/// (`scripts/post-build.mjs`).
const UNHASHED_WORKER_URL: &str = "./worker_loader.js";

fn worker_url() -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("meta[name=\"moonvale-worker\"]").ok().flatten())
        .and_then(|meta| meta.get_attribute("content"))
        .unwrap_or_else(|| UNHASHED_WORKER_URL.into())
}

type Pending = Rc<RefCell<HashMap<u64, Box<dyn FnOnce(Reply)>>>>;

struct Thinker {
    worker: Worker,
    pending: Pending,
    /// Requests asked before the worker said it is ready (they would be lost otherwise).
    queue: Rc<RefCell<Option<Vec<JsValue>>>>,
    /// The worker failed (its files missing, a crash): every later request is refused at
    /// once, so the screens fall back instead of waiting.
    broken: Rc<Cell<bool>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

thread_local! {
    static THINKER: RefCell<Option<Thinker>> = const { RefCell::new(None) };
}

impl Thinker {
    fn start() -> Result<Thinker, JsValue> {
        let worker = Worker::new(&worker_url())?;
        let pending: Pending = Rc::default();
        let queue = Rc::new(RefCell::new(Some(Vec::new())));
        let answered = pending.clone();
        let (flush, to) = (queue.clone(), worker.clone());
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let Ok(reply) = serde_wasm_bindgen::from_value::<Reply>(event.data()) else { return };
            if reply == Reply::Ready {
                for message in flush.borrow_mut().take().unwrap_or_default() {
                    let _ = to.post_message(&message);
                }
                return;
            }
            let callback = answered.borrow_mut().remove(&reply.ticket());
            if let Some(callback) = callback {
                callback(reply);
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // A worker that fails to load answers every waiting request with a refusal, so no
        // screen waits for ever.
        let failed = pending.clone();
        let broken = Rc::new(Cell::new(false));
        let breaks = broken.clone();
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_event: web_sys::Event| {
            breaks.set(true);
            let waiting: Vec<_> = failed.borrow_mut().drain().collect();
            for (ticket, callback) in waiting {
                callback(Reply::Refused(Refusal {
                    ticket,
                    message: "the computer players could not start".into(),
                }));
            }
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(Thinker { worker, pending, queue, broken, _on_message: on_message, _on_error: on_error })
    }
}

/// Starts the worker if it is not running yet (the app calls it once its first screen is
/// drawn, so the worker's download never delays that screen).
pub fn warm_up() {
    THINKER.with(|t| {
        let mut slot = t.borrow_mut();
        if slot.is_none() {
            match Thinker::start() {
                Ok(thinker) => *slot = Some(thinker),
                Err(e) => web_sys::console::warn_1(&e),
            }
        }
    });
}

/// Sends `request` to the worker; `done` gets the reply with the same ticket, or a refusal
/// if the worker cannot be reached.
pub fn ask(request: Request, done: impl FnOnce(Reply) + 'static) {
    warm_up();
    let ticket = request.ticket;
    let mut done: Option<Box<dyn FnOnce(Reply)>> = Some(Box::new(done));
    let sent = THINKER.with(|t| {
        let slot = t.borrow();
        let thinker = slot
            .as_ref()
            .filter(|t| !t.broken.get())
            .ok_or("the computer players could not start")?;
        let value = crate::worker::to_js(&request).map_err(|_| "the request could not be sent")?;
        match thinker.queue.borrow_mut().as_mut() {
            Some(waiting) => waiting.push(value),
            None => {
                thinker.worker.post_message(&value).map_err(|_| "the request could not be sent")?
            }
        }
        if let Some(done) = done.take() {
            thinker.pending.borrow_mut().insert(ticket, done);
        }
        Ok::<(), &str>(())
    });
    if let (Err(message), Some(done)) = (sent, done) {
        web_sys::console::warn_1(&JsValue::from_str(message));
        done(Reply::Refused(Refusal { ticket, message: message.into() }));
    }
}
