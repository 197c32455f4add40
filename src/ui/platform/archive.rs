//! The archive of finished games in IndexedDB, written behind the store (see
//! `storage::archive` for the rules: a game leaves localStorage only once it is archived).
//!
//! Three requests are all it takes (read everything, write some, delete some), so they are
//! written here on web-sys rather than through a wrapper crate the page's wasm would carry.

use crate::ui::platform::local_storage::Store;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{IdbDatabase, IdbRequest, IdbTransaction, IdbTransactionMode};

const DATABASE: &str = "moonvale";
const VERSION: u32 = 1;
/// Finished games: the key is the game's id, the value its stored text.
const GAMES: &str = "games";

/// A handler of the connection's events.
type Handler = Closure<dyn FnMut(JsValue)>;

thread_local! {
    static OPEN: RefCell<Option<IdbDatabase>> = const { RefCell::new(None) };
    /// What the open connection's `versionchange` and `close` handlers are (kept as long as it).
    static ON_CHANGE: RefCell<Option<Handler>> = const { RefCell::new(None) };
    /// The database was deleted under this page (another tab, the browser's tools): the
    /// games this store holds as archived are to be written again ([`settle`]).
    static LOST: Cell<bool> = const { Cell::new(false) };
    /// The store [`settle`] works for, to settle again when the database goes away.
    static KEEPER: RefCell<Weak<RefCell<Store>>> = const { RefCell::new(Weak::new()) };
    /// A move to the archive is under way (the next one waits for it).
    static MOVING: Cell<bool> = const { Cell::new(false) };
    /// This app handed the page over: the next app moves the games, this one no longer
    /// touches localStorage.
    static STOPPED: Cell<bool> = const { Cell::new(false) };
    /// The archive read before the app started ([`read_before`]).
    static READ_EARLY: RefCell<Option<Vec<(String, String)>>> = const { RefCell::new(None) };
}

/// A browser error in words (as localStorage's are described).
fn describe(error: impl Into<JsValue>) -> String {
    crate::ui::platform::local_storage::describe(&error.into())
}

/// A request's result, once it has one.
async fn answer(request: &IdbRequest) -> Result<JsValue, String> {
    let done = js_sys::Promise::new(&mut |resolve, reject| {
        request.set_onsuccess(Some(&resolve));
        request.set_onerror(Some(&reject));
    });
    let outcome = JsFuture::from(done).await;
    request.set_onsuccess(None);
    request.set_onerror(None);
    match outcome {
        Ok(_) => request.result().map_err(describe),
        Err(_) => Err(request.error().ok().flatten().map_or("request failed".into(), describe)),
    }
}

/// A read-write transaction's end: its writes are on disk once it completes.
async fn committed(transaction: &IdbTransaction) -> Result<(), String> {
    let done = js_sys::Promise::new(&mut |resolve, reject| {
        transaction.set_oncomplete(Some(&resolve));
        transaction.set_onerror(Some(&reject));
        transaction.set_onabort(Some(&reject));
    });
    JsFuture::from(done)
        .await
        .map(drop)
        .map_err(|_| transaction.error().map_or("transaction aborted".into(), describe))
}

async fn database() -> Result<IdbDatabase, String> {
    if let Some(open) = OPEN.with(|open| open.borrow().clone()) {
        return Ok(open);
    }
    let factory = web_sys::window()
        .ok_or("no window")?
        .indexed_db()
        .map_err(describe)?
        .ok_or("no IndexedDB")?;
    let request = factory.open_with_u32(DATABASE, VERSION).map_err(describe)?;
    // A first visit creates the one object store.
    let upgrade = Closure::<dyn FnMut()>::new({
        let request = request.clone();
        move || {
            if let Ok(database) = request.result() {
                let _ = database.unchecked_into::<IdbDatabase>().create_object_store(GAMES);
            }
        }
    });
    request.set_onupgradeneeded(Some(upgrade.as_ref().unchecked_ref()));
    let opened = answer(&request).await;
    request.set_onupgradeneeded(None);
    let database: IdbDatabase = opened?.unchecked_into();
    let on_change = Handler::new(let_go);
    database.set_onversionchange(Some(on_change.as_ref().unchecked_ref()));
    // The browser closes it itself when the site's data is cleared.
    database.set_onclose(Some(on_change.as_ref().unchecked_ref()));
    OPEN.with(|open| *open.borrow_mut() = Some(database.clone()));
    ON_CHANGE.with(|held| *held.borrow_mut() = Some(on_change));
    Ok(database)
}

/// Another page wants the database changed or deleted (a newer version of the app in
/// another tab, `indexedDB.deleteDatabase`), or the browser closed it: this page lets its
/// connection go at once, so the change is not blocked and nothing is written into a
/// database about to disappear; the next request opens the database again. When it was
/// deleted, the games this page holds as archived are written to the new one, so a reload
/// loses none of them: the page shows them, and what it shows is kept.
fn let_go(event: JsValue) {
    let Some(database) = OPEN.with(|open| open.borrow_mut().take()) else { return };
    database.set_onversionchange(None);
    database.set_onclose(None);
    database.close();
    // The handler is running: it goes once this call is over.
    if let Some(handler) = ON_CHANGE.with(|held| held.borrow_mut().take()) {
        wasm_bindgen_futures::spawn_local(async move { drop(handler) });
    }
    let new_version = js_sys::Reflect::get(&event, &"newVersion".into()).unwrap_or_default();
    let is_change = js_sys::Reflect::get(&event, &"type".into())
        .is_ok_and(|kind| kind.as_string().as_deref() == Some("versionchange"));
    if is_change && new_version.is_null() {
        LOST.set(true);
        if let Some(store) = KEEPER.with(|keeper| keeper.borrow().upgrade()) {
            // After this event: the deletion goes on first, the next open waits for it.
            wasm_bindgen_futures::spawn_local(async move { settle(&store) });
        }
    }
}

/// Every archived game, as (id, stored text).
pub async fn read_all() -> Result<Vec<(String, String)>, String> {
    let database = database().await?;
    let transaction = database.transaction_with_str(GAMES).map_err(describe)?;
    let games = transaction.object_store(GAMES).map_err(describe)?;
    // Both in key order, in one transaction: the n-th key is the n-th value's.
    let keys = games.get_all_keys().map_err(describe)?;
    let values = games.get_all().map_err(describe)?;
    let keys: js_sys::Array = answer(&keys).await?.unchecked_into();
    let values: js_sys::Array = answer(&values).await?.unchecked_into();
    Ok(keys
        .iter()
        .zip(values.iter())
        .filter_map(|(id, text)| Some((id.as_string()?, text.as_string()?)))
        .collect())
}

/// Writes games, or deletes them (`text` `None`), in one transaction.
async fn write(changes: impl Iterator<Item = (String, Option<String>)>) -> Result<(), String> {
    let database = database().await?;
    let transaction = database
        .transaction_with_str_and_mode(GAMES, IdbTransactionMode::Readwrite)
        .map_err(describe)?;
    let games = transaction.object_store(GAMES).map_err(describe)?;
    for (id, text) in changes {
        let id = JsValue::from_str(&id);
        match text {
            Some(text) => games.put_with_key(&JsValue::from_str(&text), &id),
            None => games.delete(&id),
        }
        .map_err(describe)?;
    }
    committed(&transaction).await
}

/// Says in the console why the archive is not used; the games stay where they are.
pub(in crate::ui) fn warn(what: &str, why: &str) {
    web_sys::console::warn_1(&format!("Moonvale: the archive {what}: {why}").into());
}

/// Carries out what the store has for the archive: removes the games deleted here, and
/// moves the finished games, then tells the store so it lets go of their localStorage
/// copies. Called after the archive is read, after a game ends and whenever the saved
/// games are listed again; a failure leaves every game where it was, for the next call.
pub fn settle(store: &Rc<RefCell<Store>>) {
    if STOPPED.get() {
        return;
    }
    KEEPER.with(|keeper| *keeper.borrow_mut() = Rc::downgrade(store));
    let Ok(mut borrowed) = store.try_borrow_mut() else { return };
    let removals = borrowed.take_archive_removals();
    let moving = MOVING.get();
    let offered = if moving { Vec::new() } else { borrowed.to_archive() };
    // A deleted database gets back what this page holds as archived, with the games moving.
    let restored =
        if !moving && LOST.replace(false) { borrowed.archive_entries() } else { Vec::new() };
    drop(borrowed);
    if !removals.is_empty() {
        wasm_bindgen_futures::spawn_local(async move {
            if let Err(why) = write(removals.into_iter().map(|id| (id, None))).await {
                warn("could not delete a game", &why);
            }
        });
    }
    if offered.is_empty() && restored.is_empty() {
        return;
    }
    MOVING.set(true);
    let store = store.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let texts = restored.iter().chain(&offered);
        let written = write(texts.map(|(id, text)| (id.clone(), Some(text.clone())))).await;
        MOVING.set(false);
        match written {
            Err(why) => {
                warn("could not keep the finished games", &why);
                // Written again at the next settle (a game that ends, the list drawn again).
                LOST.set(LOST.get() || !restored.is_empty());
                // The database went away while this write was under way: once more, on
                // the database opened again (once: a restoring write that fails waits).
                if LOST.get() && restored.is_empty() {
                    settle(&store);
                }
            }
            Ok(()) if STOPPED.get() => {}
            Ok(()) => {
                // Only now do the moved games' copies in localStorage go.
                if let Ok(mut store) = store.try_borrow_mut() {
                    store.archived(offered);
                }
                settle(&store);
            }
        }
    });
}

/// Rewrites in the stored form the saved games still kept as records of version 1
/// ([`Store::rewrite_old_records`]), the archived ones here too; a failed write leaves them as
/// they were, still read whole.
pub fn rewrite_old_records(store: &mut Store) {
    let archived = store.rewrite_old_records();
    if archived.is_empty() || STOPPED.get() {
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(why) = write(archived.into_iter().map(|(id, text)| (id, Some(text)))).await {
            warn("could not rewrite an old game", &why);
        }
    });
}

/// The page is handed to the table's app, which reads the archive and moves games itself.
pub fn stop() {
    STOPPED.set(true);
    // The next app opens its own connection: this one would only hold up a change.
    if let Some(database) = OPEN.with(|open| open.borrow_mut().take()) {
        database.close();
    }
}

/// How long a start waits for the archive: a browser whose IndexedDB hangs still starts.
const READ_BEFORE_LIMIT_MS: u32 = 3_000;

/// Calls `start` at once, unless the address names a saved game, which may be in the
/// archive: then the archive is read first, so the game opens rather than being not found
/// (for [`READ_BEFORE_LIMIT_MS`] at most).
pub fn read_before(start: impl FnOnce() + 'static) {
    use moonvale_table::address::Address;
    if !matches!(
        crate::ui::platform::route::current(),
        Some(Address::Play(_) | Address::Replay(_) | Address::Review(_))
    ) {
        return start();
    }
    // Whichever comes first starts the app: the archive read, or the time limit.
    let start = Rc::new(RefCell::new(Some(start)));
    let start_once = move || {
        if let Some(start) = start.borrow_mut().take() {
            start();
        }
    };
    let limit = crate::ui::platform::timer::after(READ_BEFORE_LIMIT_MS, {
        let start_once = start_once.clone();
        move || {
            warn("took too long to read", "starting without it");
            start_once();
        }
    });
    wasm_bindgen_futures::spawn_local(async move {
        match read_all().await {
            Ok(games) => READ_EARLY.with(|early| *early.borrow_mut() = Some(games)),
            Err(why) => warn("could not be read", &why),
        }
        drop(limit);
        start_once();
    });
}

/// The archive read by [`read_before`], once.
pub fn take_read_early() -> Option<Vec<(String, String)>> {
    READ_EARLY.with(|early| early.borrow_mut().take())
}
