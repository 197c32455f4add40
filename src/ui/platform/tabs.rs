//! One writer for each saved game among this browser's tabs. Each tab rewrites a game's whole
//! record after every action, so two tabs writing one game would lose the moves of whichever
//! wrote first. The tab whose game screen holds the game's Web Lock writes it; a tab that
//! opens the game while another holds it only shows it (the `storage` event brings it every
//! move) and offers to play here, which steals the lock: the tab that had it learns so at
//! once (its lock request fails with `AbortError`), stops writing, and hands its latest
//! record over on the game's BroadcastChannel, in case its last write had not reached the
//! other tab's copy of localStorage yet.
//!
//! Web Locks and BroadcastChannel are reached through `js_sys::Reflect`: a few calls, without
//! more web-sys features for the page's wasm to carry. A browser without Web Locks plays as
//! before, every tab writing.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// Where this tab stands with a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holding {
    /// Waiting for the lock's first answer (a task or two).
    Asking,
    /// This tab writes the game.
    Here,
    /// Another tab has the game open and writes it.
    Elsewhere,
    /// This tab had it, and another tab took it over: nothing here is written any more.
    TakenOver,
    /// Taking it over from another tab: waiting for that tab's last record.
    Taking,
}

impl Holding {
    pub fn as_str(self) -> &'static str {
        match self {
            Holding::Asking => "asking",
            Holding::Here => "here",
            Holding::Elsewhere => "elsewhere",
            Holding::TakenOver => "taken-over",
            Holding::Taking => "taking",
        }
    }
}

/// What the game screen hears from [`watch`].
pub struct Handlers {
    /// Where the tab stands now. With [`Holding::Here`] after a take-over, the record the
    /// other tab last had (its stored text), when it handed one over.
    pub holding: Box<dyn Fn(Holding, Option<String>)>,
    /// The game's stored text, as another tab just wrote it.
    pub seen: Box<dyn Fn(String)>,
    /// The game's text as this tab has it now: handed to the tab taking the game over.
    pub current: Box<dyn Fn() -> Option<String>>,
}

/// How long a tab taking a game over waits for the other tab's last record; one that does
/// not answer (frozen in the background, say) leaves the record as localStorage has it.
const HANDED_WITHIN_MS: u32 = 1_500;

/// An event listener.
type Listener = Closure<dyn FnMut(JsValue)>;

/// The game's lock and channel, while its screen is open in this tab.
struct Watched {
    id: String,
    holding: Cell<Holding>,
    handlers: Handlers,
    /// Resolves the promise the held lock waits on: calling it lets the lock go.
    release: RefCell<Option<js_sys::Function>>,
    channel: Option<JsValue>,
    /// A record handed over by the tab that had the game, while taking it over.
    handed: RefCell<Option<Option<String>>>,
    /// The wait for it.
    wait: RefCell<Option<crate::ui::platform::timer::Timeout>>,
    /// Which claim the lock's answers belong to (a late answer of an earlier one is dropped).
    claim: Cell<u32>,
    /// The last request for the lock: it settles once the lock is let go.
    holding_request: RefCell<Option<js_sys::Promise>>,
    /// The request of this tab's previous screen of the game, waited on before asking.
    waiting_on: RefCell<Option<js_sys::Promise>>,
    listeners: RefCell<Vec<(JsValue, &'static str, Listener)>>,
}

thread_local! {
    static WATCHED: RefCell<Option<Rc<Watched>>> = const { RefCell::new(None) };
    /// The game whose lock this tab is letting go (its screen just closed), with the promise
    /// that settles once it has: a screen that opens the same game again (a shared link
    /// updating it, a take-over here) waits for it, or would find its own lock held.
    static LETTING_GO: RefCell<Option<(String, js_sys::Promise)>> = const { RefCell::new(None) };
}

/// While it lives, this tab takes part in deciding who writes the game (the game screen
/// keeps it); dropped, the lock goes.
pub struct Watch(Rc<Watched>);

impl Drop for Watch {
    fn drop(&mut self) {
        let watched = &self.0;
        watched.claim.set(watched.claim.get() + 1);
        if let Some(release) = watched.release.borrow_mut().take() {
            let _ = release.call0(&JsValue::NULL);
        }
        // A request still settling (the lock held, or asked for and not answered yet: it
        // is let go once answered), or the one this screen waited on: the next screen of
        // this game in this tab waits for it.
        let holding = watched.holding_request.borrow_mut().take();
        if let Some(request) = holding.or_else(|| watched.waiting_on.borrow_mut().take()) {
            LETTING_GO.with(|going| *going.borrow_mut() = Some((watched.id.clone(), request)));
        }
        for (target, event, listener) in watched.listeners.borrow_mut().drain(..) {
            if let Some(target) = target.dyn_ref::<web_sys::EventTarget>() {
                let _ = target
                    .remove_event_listener_with_callback(event, listener.as_ref().unchecked_ref());
            }
        }
        if let Some(channel) = &watched.channel {
            let _ = call(channel, "close", &[]);
        }
        WATCHED.with(|current| {
            let mut current = current.borrow_mut();
            if current.as_ref().is_some_and(|c| Rc::ptr_eq(c, watched)) {
                *current = None;
            }
        });
    }
}

/// Whether this tab may write game `id`: always, unless its screen is open here without the
/// game's lock (asking for it, shown from another tab, or taken over by one).
pub fn writes(id: &str) -> bool {
    WATCHED.with(|current| {
        current.borrow().as_ref().is_none_or(|w| w.id != id || w.holding.get() == Holding::Here)
    })
}

fn lock_name(id: &str) -> String {
    format!("moonvale.game.{id}")
}

/// `navigator.locks`, where the browser has Web Locks.
fn locks() -> Option<JsValue> {
    let navigator = web_sys::window()?.navigator();
    let locks = js_sys::Reflect::get(&navigator, &"locks".into()).ok()?;
    (!locks.is_undefined() && !locks.is_null()).then_some(locks)
}

fn call(target: &JsValue, method: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let function: js_sys::Function = js_sys::Reflect::get(target, &method.into())?.dyn_into()?;
    function.apply(target, &args.iter().collect())
}

/// Starts watching game `id` for its screen: asks for its lock (answered on `handlers`).
pub fn watch(id: &str, handlers: Handlers) -> Watch {
    let channel = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"BroadcastChannel".into()).ok())
        .and_then(|ctor| ctor.dyn_into::<js_sys::Function>().ok())
        .and_then(|ctor| {
            js_sys::Reflect::construct(&ctor, &js_sys::Array::of1(&lock_name(id).into())).ok()
        });
    let watched = Rc::new(Watched {
        id: id.to_string(),
        holding: Cell::new(Holding::Asking),
        handlers,
        release: RefCell::new(None),
        channel,
        handed: RefCell::new(None),
        wait: RefCell::new(None),
        claim: Cell::new(0),
        holding_request: RefCell::new(None),
        waiting_on: RefCell::new(None),
        listeners: RefCell::new(Vec::new()),
    });
    // This tab's previous screen of the same game (a shared link updating it, say), whose
    // lock is being let go, whether or not it has closed yet: asked for once it is.
    let previous = WATCHED.with(|current| current.borrow_mut().replace(watched.clone()));
    let settling = previous
        .filter(|previous| previous.id == id)
        .and_then(|previous| {
            let holding = previous.holding_request.borrow().clone();
            holding.or_else(|| previous.waiting_on.borrow().clone())
        })
        .or_else(|| {
            let going = LETTING_GO.with(|going| going.borrow_mut().take());
            going.filter(|(game, _)| game == id).map(|(_, request)| request)
        });
    listen(&watched);
    match settling {
        _ if locks().is_none() => {
            // No Web Locks: this tab writes, as every tab did before.
            set_holding(&watched, Holding::Here, None);
        }
        Some(released) => {
            *watched.waiting_on.borrow_mut() = Some(released.clone());
            let weak = Rc::downgrade(&watched);
            wasm_bindgen_futures::spawn_local(async move {
                let _ = wasm_bindgen_futures::JsFuture::from(released).await;
                if let Some(watched) = weak.upgrade() {
                    watched.waiting_on.borrow_mut().take();
                    claim(&watched, false);
                }
            });
        }
        None => claim(&watched, false),
    }
    Watch(watched)
}

fn set_holding(watched: &Watched, holding: Holding, handed: Option<String>) {
    watched.holding.set(holding);
    (watched.handlers.holding)(holding, handed);
}

/// The channel's messages (a record handed over) and the `storage` event (the game written
/// by the tab that holds it).
fn listen(watched: &Rc<Watched>) {
    let key = format!("{}{}", moonvale_table::storage::GAME_KEY_PREFIX, watched.id);
    let weak = Rc::downgrade(watched);
    let on_storage = Listener::new(move |event: JsValue| {
        let Some(watched) = weak.upgrade() else { return };
        let field = |name: &str| js_sys::Reflect::get(&event, &name.into()).ok()?.as_string();
        if field("key").as_deref() == Some(key.as_str()) && watched.holding.get() != Holding::Here {
            if let Some(text) = field("newValue") {
                (watched.handlers.seen)(text);
            }
        }
    });
    if let Some(window) = web_sys::window() {
        let _ =
            window.add_event_listener_with_callback("storage", on_storage.as_ref().unchecked_ref());
        watched.listeners.borrow_mut().push((window.into(), "storage", on_storage));
    }
    let Some(channel) = watched.channel.clone() else { return };
    let weak = Rc::downgrade(watched);
    let on_message = Listener::new(move |event: JsValue| {
        let Some(watched) = weak.upgrade() else { return };
        let data = js_sys::Reflect::get(&event, &"data".into()).unwrap_or_default();
        let Some(text) = data.as_string() else { return };
        let Ok(message) = serde_json::from_str::<serde_json::Value>(&text) else { return };
        if let Some(handed) = message.get("released") {
            let handed = handed.as_str().map(str::to_string);
            if let Some(text) = &handed {
                if watched.holding.get() != Holding::Here {
                    (watched.handlers.seen)(text.clone());
                }
            }
            *watched.handed.borrow_mut() = Some(handed);
            if watched.holding.get() == Holding::Taking && watched.release.borrow().is_some() {
                taken(&watched);
            }
        }
    });
    if let Some(target) = channel.dyn_ref::<web_sys::EventTarget>() {
        let _ =
            target.add_event_listener_with_callback("message", on_message.as_ref().unchecked_ref());
        watched.listeners.borrow_mut().push((channel, "message", on_message));
    }
}

/// Asks for the game's lock: at once or not at all (`steal` false), or taking it from the
/// tab that has it (`steal`). While taking the game over, the first is tried first: a tab
/// that has let the game go meanwhile has nothing to hand over.
fn claim(watched: &Rc<Watched>, steal: bool) {
    let Some(locks) = locks() else { return };
    let number = watched.claim.get() + 1;
    watched.claim.set(number);
    let options = js_sys::Object::new();
    let flag = if steal { "steal" } else { "ifAvailable" };
    let _ = js_sys::Reflect::set(&options, &flag.into(), &JsValue::TRUE);
    let weak = Rc::downgrade(watched);
    // Each called once at most, possibly after this screen has closed (a lock granted late,
    // a request settling): they free themselves when called, and never dangle.
    let granted = Closure::once_into_js(move |lock: JsValue| -> JsValue {
        let Some(watched) = weak.upgrade().filter(|w| w.claim.get() == number) else {
            return JsValue::UNDEFINED;
        };
        let taking = watched.holding.get() == Holding::Taking;
        if lock.is_null() {
            if taking {
                claim(&watched, true);
            } else {
                set_holding(&watched, Holding::Elsewhere, None);
            }
            return JsValue::UNDEFINED;
        }
        // Held until this promise settles: when the screen closes ([`Watch`]'s drop).
        let held = js_sys::Promise::new(&mut |resolve, _| {
            *watched.release.borrow_mut() = Some(resolve);
        });
        if !taking {
            set_holding(&watched, Holding::Here, None);
        } else if !steal {
            // Free: the tab that had it closed its screen, having written all it had.
            watched.handed.borrow_mut().take();
            taken(&watched);
        } else {
            // The other tab hands its last record over; until then, or for a while, nothing
            // is written here.
            if watched.handed.borrow().is_some() {
                taken(&watched);
            } else {
                let later = Rc::downgrade(&watched);
                let wait = crate::ui::platform::timer::after(HANDED_WITHIN_MS, move || {
                    if let Some(watched) = later.upgrade() {
                        taken(&watched);
                    }
                });
                *watched.wait.borrow_mut() = Some(wait);
            }
        }
        held.into()
    });
    let name = JsValue::from(lock_name(&watched.id));
    let Ok(request) = call(&locks, "request", &[name, options.into(), granted]) else {
        // A browser that refuses the request: write here, as before.
        return set_holding(watched, Holding::Here, None);
    };
    if let Some(request) = request.dyn_ref::<js_sys::Promise>() {
        *watched.holding_request.borrow_mut() = Some(request.clone());
    }
    let weak = Rc::downgrade(watched);
    let lost = Closure::once_into_js(move |error: JsValue| {
        let Some(watched) = weak.upgrade().filter(|w| w.claim.get() == number) else { return };
        let name = js_sys::Reflect::get(&error, &"name".into()).ok().and_then(|n| n.as_string());
        if name.as_deref() == Some("AbortError") {
            taken_over(&watched);
        }
    });
    let _ = call(&request, "catch", &[lost]);
}

/// Another tab stole the lock: stop writing, and hand it the record as this tab has it.
fn taken_over(watched: &Watched) {
    watched.release.borrow_mut().take();
    set_holding(watched, Holding::TakenOver, None);
    let current = (watched.handlers.current)();
    let message = serde_json::json!({ "released": current }).to_string();
    if let Some(channel) = &watched.channel {
        let _ = call(channel, "postMessage", &[message.into()]);
    }
}

/// The take-over is done: the lock is here, with the other tab's record if it sent one.
fn taken(watched: &Watched) {
    watched.wait.borrow_mut().take();
    if watched.holding.get() != Holding::Taking {
        return;
    }
    let handed = watched.handed.borrow_mut().take().flatten();
    set_holding(watched, Holding::Here, handed);
}

/// Plays the game in this tab: takes it from the tab that has it (which then says so), or
/// takes the lock at once if that tab has let it go meanwhile.
pub fn play_here(id: &str) {
    let Some(watched) = WATCHED.with(|current| current.borrow().clone()) else { return };
    if watched.id != id || !matches!(watched.holding.get(), Holding::Elsewhere | Holding::TakenOver)
    {
        return;
    }
    *watched.handed.borrow_mut() = None;
    set_holding(&watched, Holding::Taking, None);
    claim(&watched, false);
}
