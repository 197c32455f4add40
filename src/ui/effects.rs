//! Everything the app's state does outside itself: its start (reading storage and the
//! address), the [`Effect`]s the reducer asks for, run after the render by [`use_effects`]
//! and answered with follow-up actions, and the writes an event handler makes before it
//! dispatches, when what it shows next depends on them (a game saved before its screen
//! opens, the language remembered before the settings are drawn again).

use crate::ui::engines::{self, Engines, Shown};
use crate::ui::hand_off::{Carried, Pending};
use crate::ui::platform::browser;
use crate::ui::platform::local_storage::LocalStorage;
use crate::ui::state::{imported_notice, AppAction, AppState, Effect, Notice, Screen, Store};
use crate::ui::AppHandle;
use moonvale_table::i18n::{tr, Lang};
use moonvale_table::share::SharedGame;
use moonvale_table::storage::{GameSet, SaveOutcome, SaveRecord, StoreHealth};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

thread_local! {
    /// The language in use, for the panic hook (which has no access to the app state).
    static CURRENT_LANG: Cell<Lang> = const { Cell::new(Lang::En) };
    /// The fatal-error texts in that language, translated in advance: the panic hook must
    /// not depend on the translation layer, which may be what panicked.
    static FATAL_TEXT: RefCell<Option<(String, String)>> = const { RefCell::new(None) };
}

pub fn current_lang() -> Lang {
    CURRENT_LANG.with(Cell::get)
}

/// The title and text of the fatal-error panel, in the language in use.
pub fn fatal_text() -> (String, String) {
    let cached = FATAL_TEXT.with(|f| f.try_borrow().ok().and_then(|f| f.clone()));
    cached.unwrap_or_else(|| {
        let lang = current_lang();
        (tr(lang, "fatal-title"), tr(lang, "fatal-body"))
    })
}

fn set_current_lang(lang: Lang) {
    CURRENT_LANG.with(|c| c.set(lang));
    let text = (tr(lang, "fatal-title"), tr(lang, "fatal-body"));
    FATAL_TEXT.with(|f| {
        if let Ok(mut f) = f.try_borrow_mut() {
            *f = Some(text);
        }
    });
    browser::set_document_language(lang);
}

/// The engines that open saved games, so a tampered game is listed as damaged: the game
/// registry in the table's app; none in the page's home app, which lists by the stored
/// summary and leaves a record that needs a replay to the table's app (`ui::engines`).
pub fn validators() -> Box<dyn GameSet> {
    engines::games()
}

/// Opens localStorage (or notes its absence), reads the settings and picks the language:
/// the remembered choice, else the browser's preference. The address opens its screen.
pub fn load() -> AppState {
    let backend = LocalStorage::open().ok();
    let mut store = Store::new(backend, validators());
    // The table's app takes over what the page's home app kept only in memory, and the
    // message it was showing.
    let carried = engines::get().and_then(|engines| (engines.carried)()).unwrap_or_default();
    let handed_notice = handed_notice(&carried);
    store.adopt(carried.store);
    // Read before the start when the address names a game (`archive::read_before`);
    // otherwise read once the first screen is up (`read_archive`).
    if let Some(games) = crate::ui::platform::archive::take_read_early() {
        store.attach_archive(games);
    }
    crate::ui::platform::archive::rewrite_old_records(&mut store);
    let lang = language_of(&store);
    set_current_lang(lang);
    // The address opens its screen (a reload resumes the same game), unless the home app
    // handed over work to do first; the home app hands a shared game's link on.
    let address = crate::ui::platform::route::current();
    // A game started on the home app's form gets its own history entry after the form's, as
    // one started here does; any other start replaces the address it was opened at.
    let replace = !matches!(carried.pending, Some(Pending::Start(_)));
    let mut hand_over = None;
    let (screen, notice) = match (engines::get(), carried.pending, address) {
        (Some(engines), Some(pending), _) => run_pending(engines, &mut store, pending),
        (None, _, Some(moonvale_table::address::Address::Shared(payload))) => {
            hand_over = Some(Pending::Shared(payload));
            (Screen::Home, None)
        }
        (_, _, address) => screen_at(&mut store, address),
    };
    // A game the storage had no room for (handed over by the home app) is said at once.
    let full = (store.health() == StoreHealth::Full).then_some(Notice::StorageFull);
    let notice = notice.or(handed_notice).or(full);
    crate::ui::platform::route::show(&screen, replace);
    let mut state = AppState::new(lang, screen, store, notice, browser::update_already_waiting());
    state.hand_over = hand_over;
    state
}

/// The language the app speaks: the remembered choice, else the browser's preference
/// (`static/boot.js` follows the same rule for the frame).
fn language_of(store: &Store) -> Lang {
    store
        .settings()
        .language
        .as_deref()
        .and_then(Lang::from_tag)
        .unwrap_or_else(|| Lang::negotiate(&browser::preferred_languages()))
}

/// The language the app will start in, read before it starts (the home app fetches its words).
pub fn language_at_start() -> Lang {
    language_of(&Store::new(LocalStorage::open().ok(), validators()))
}

/// Runs the effects the state asks for, after the render, each once and in order; their
/// answers come back as actions.
#[hook]
pub fn use_effects(app: &AppHandle) {
    let app = app.clone();
    use_effect_with(app.effects_asked, move |_| {
        let pending = app.effects.clone();
        if let Some((last, _)) = pending.last() {
            app.dispatch(AppAction::EffectsRun(*last));
        }
        for (_, effect) in pending.iter() {
            run(&app, effect.clone());
        }
    });
}

fn run(app: &AppHandle, effect: Effect) {
    let store = &app.store;
    match effect {
        Effect::ShowAddress { screen, replace } => {
            crate::ui::platform::route::show(&screen, replace)
        }
        Effect::UseLanguage(lang) => set_current_lang(lang),
        Effect::Relist => relist(app),
        Effect::Delete(listed) => {
            let done = store.borrow_mut().delete(listed.id()).is_ok();
            // A deletion may have made room for games waiting in memory.
            let waiting = !store.borrow().pending_ids().is_empty();
            let flushed = waiting.then(|| store.borrow_mut().flush());
            app.dispatch(AppAction::Deleted { listed, done, flushed });
            relist(app);
        }
        Effect::Restore(listed) => {
            let outcome = store.borrow_mut().restore(*listed);
            let health = store.borrow().health();
            app.dispatch(AppAction::SaveTrouble(outcome, health));
            relist(app);
        }
        // The home app has no engine to check a file with: the table's app imports it.
        Effect::Import(text) if engines::get().is_none() => {
            app.dispatch(AppAction::HandOver(Pending::Import(text)));
        }
        Effect::Import(text) if moonvale_table::share::is_shared_file(&text) => {
            let incoming = moonvale_table::share::SharedGame::from_file_text(&text);
            let (screen, notice) = match engines::get() {
                Some(engines) => (engines.open_shared)(&mut store.borrow_mut(), incoming),
                None => (Screen::Home, None),
            };
            app.dispatch(AppAction::SharedImported { screen, notice });
            relist(app);
        }
        Effect::Import(text) => {
            let result = store.borrow_mut().import(&text, None);
            app.dispatch(AppAction::Imported(result));
            relist(app);
        }
        Effect::Download { name, text } => {
            let notice = match browser::download(&name, &text) {
                Ok(_) => Notice::Exported { file: name },
                Err(_) => Notice::ExportFailed,
            };
            app.dispatch(AppAction::Notify(notice));
        }
    }
}

/// Lists the saved games again (then moves the finished ones to the archive).
pub fn relist(app: &AppHandle) {
    let (saves, health) = {
        let store = app.store.borrow();
        (store.list(), store.health())
    };
    crate::ui::platform::archive::settle(&app.store);
    app.dispatch(AppAction::Listed { saves, health });
}

/// Remembers the language chosen in the settings, then shows it, once its words are here
/// (the home app fetches them; the table's app has them all).
pub fn choose_language(app: &AppHandle, lang: Lang) {
    use crate::ui::platform::catalogues;
    use moonvale_table::i18n::Part;
    if !catalogues::ready(lang, &Part::ALL) {
        let app = app.clone();
        wasm_bindgen_futures::spawn_local(async move {
            // What could not be fetched, the home app asks for again and says so.
            let _ = catalogues::ensure(lang, &Part::ALL).await;
            remember_language(&app, lang);
        });
        return;
    }
    remember_language(app, lang);
}

fn remember_language(app: &AppHandle, lang: Lang) {
    let mut settings = app.store.borrow().settings();
    settings.language = Some(lang.code().to_string());
    let remembered = app.store.borrow_mut().set_settings(settings).is_ok();
    app.dispatch(AppAction::SetLanguage { lang, remembered });
}

/// A fresh id for a new saved game: the new-game screens call this when a game starts
/// (then [`save_new_game`] with its first record); the game screen saves each action with
/// [`save_game`].
pub fn new_game_id(app: &AppState) -> String {
    app.store.borrow().unique_id(&browser::now_ms().to_string())
}

/// Saves a new game, before its screen opens (which reads it).
pub fn save_new_game(app: &AppHandle, record: SaveRecord) {
    ask_persistence_once(&app.store);
    let outcome = app.store.borrow_mut().save(record);
    let health = app.store.borrow().health();
    app.dispatch(AppAction::SaveTrouble(outcome, health));
}

/// Saves a game after an action: this record only, written at once, with no re-render of
/// the app and no re-reading of the other saved games (the home screen lists them again
/// when it shows). Only a full or missing storage goes through the reducer, to say so.
pub fn save_game(
    app: &AppState,
    dispatcher: &yew::UseReducerDispatcher<AppState>,
    record: SaveRecord,
) {
    // Another tab writes this game now (`ui::platform::tabs`): this one no longer does.
    if !crate::ui::platform::tabs::writes(&record.id) {
        return;
    }
    let finished = record.outcome.is_some();
    // A finished game counts in the statistics (once per game: it replaces its summary).
    if finished {
        let _ = app.store.borrow_mut().record_finished(&record);
    }
    let outcome = app.store.borrow_mut().save(record);
    // Then it moves to the archive.
    if finished {
        crate::ui::platform::archive::settle(&app.store);
    }
    let health = app.store.borrow().health();
    // A save that got through after the storage was full clears the message that said so.
    let full_said = matches!(app.notice, Some(Notice::StorageFull));
    let cleared = outcome == SaveOutcome::Saved && full_said;
    if outcome == SaveOutcome::KeptInMemoryFull || health != app.health || cleared {
        dispatcher.dispatch(AppAction::SaveTrouble(outcome, health));
    }
}

/// After the first saved game, the browser is asked once to keep the site's storage (it
/// may then not clear the saved games when space runs low). The answer shows on the home
/// screen; asking again would only bother browsers that ask the person.
fn ask_persistence_once(store: &Rc<RefCell<Store>>) {
    ask_persistence_of(&mut store.borrow_mut());
}

/// [`ask_persistence_once`] for a store not shared yet (a game the home app handed over).
pub fn ask_persistence_of(store: &mut Store) {
    if store.note_persistence_asked() {
        wasm_bindgen_futures::spawn_local(async {
            let _ = browser::ask_persistent_storage().await;
        });
    }
}

/// The screen the address now names, for [`AppAction::Route`] (Back, Forward, a typed link).
pub fn open_address(app: &AppHandle, address: Option<moonvale_table::address::Address>) {
    if let (None, Some(moonvale_table::address::Address::Shared(payload))) =
        (engines::get(), &address)
    {
        app.dispatch(AppAction::HandOver(Pending::Shared(payload.clone())));
        return;
    }
    let shared = matches!(address, Some(moonvale_table::address::Address::Shared(_)));
    let (screen, notice) = screen_at(&mut app.store.borrow_mut(), address);
    app.dispatch(AppAction::Route { screen, notice, shared });
}

/// The screen an address names, or the home screen with a message saying why not.
/// A shared game's address imports it (`ui::widgets::sharing::open_shared`).
fn screen_at(
    store: &mut Store,
    address: Option<moonvale_table::address::Address>,
) -> (Screen, Option<Notice>) {
    use moonvale_table::address::Address;
    match address {
        Some(Address::Shared(payload)) => match engines::get() {
            Some(engines) => (engines.open_shared)(
                store,
                moonvale_table::share::SharedGame::from_fragment(&payload),
            ),
            // The home app hands a shared game to the table's app before it gets here.
            None => (Screen::Home, None),
        },
        None => (Screen::Home, Some(Notice::UnknownAddress)),
        Some(Address::Home) => (Screen::Home, None),
        Some(Address::NewGame(kind)) => (Screen::NewGame(kind), None),
        Some(Address::Tutorial(kind)) => (Screen::Tutorial(kind), None),
        Some(Address::Play(id)) => match store.find(&id) {
            Some(Ok(record)) => (Screen::Play { kind: record.kind, id }, None),
            Some(Err(_)) => (Screen::Home, Some(Notice::ResumeFailed)),
            None => (Screen::Home, Some(Notice::GameNotFound)),
        },
        Some(Address::Replay(id)) => replay_screen(store, id, false),
        Some(Address::Review(id)) => replay_screen(store, id, true),
        Some(Address::Stats) => (Screen::Stats, None),
        Some(Address::Join) => (Screen::Join(None), None),
        Some(Address::JoinWith(code)) => (Screen::Join(Some(code)), None),
        Some(Address::AnswerWith(code)) => (Screen::Answer(code), None),
    }
}

/// A saved game's replay (with its review if `review`), or why it cannot open.
fn replay_screen(store: &Store, id: String, review: bool) -> (Screen, Option<Notice>) {
    match store.find(&id) {
        Some(Ok(record)) => (Screen::Replay { kind: record.kind, id, review }, None),
        Some(Err(_)) => (Screen::Home, Some(Notice::ResumeFailed)),
        None => (Screen::Home, Some(Notice::GameNotFound)),
    }
}

/// The home app's message, as the table's app shows it.
fn handed_notice(carried: &Carried) -> Option<Notice> {
    let (text, error) = carried.notice.clone()?;
    Some(Notice::HandedOver { text, error })
}

/// Does the work the home app handed over (the table's app, as it starts): the screen it
/// leads to, and what to say.
fn run_pending(engines: &Engines, store: &mut Store, pending: Pending) -> Shown {
    match pending {
        Pending::Start(new) => {
            let now = crate::ui::platform::browser::now_ms();
            match (engines.start)(&new, now) {
                Ok(record) => {
                    ask_persistence_of(store);
                    // A storage too full for it keeps it in memory, which the start says.
                    let _ = store.save(record);
                    (Screen::Play { kind: new.kind, id: new.id }, None)
                }
                Err(text) => {
                    (Screen::NewGame(new.kind), Some(Notice::HandedOver { text, error: true }))
                }
            }
        }
        Pending::Import(text) if moonvale_table::share::is_shared_file(&text) => {
            (engines.open_shared)(store, SharedGame::from_file_text(&text))
        }
        Pending::Import(text) => (Screen::Home, Some(imported_notice(store.import(&text, None)))),
        Pending::Shared(payload) => {
            (engines.open_shared)(store, SharedGame::from_fragment(&payload))
        }
    }
}
