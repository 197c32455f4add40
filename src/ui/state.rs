//! The shell's state and its reducer. The saved-game store is shared (it is the one
//! writer to localStorage); the list shown is a snapshot refreshed after each change.

use super::browser;
use super::local_storage::LocalStorage;
use crate::core::GameKind;
use crate::i18n::{t, tr, Arg, Lang};
use crate::storage::{
    damaged_export_file_name, Damage, ImportError, Listed, SaveOutcome, SaveRecord, SaveStore,
    SettingsProblem, StoreHealth, Validators,
};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::Reducible;

pub type Store = SaveStore<LocalStorage>;

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

/// The per-game checks of saved games (see `storage::game_validators`), so a tampered
/// game is listed as damaged.
pub fn validators() -> Validators {
    crate::storage::game_validators()
}

#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Home,
    /// The new-game screen of a game (filled in by each game's issue).
    NewGame(GameKind),
    /// A game's tutorial (`ui::tutorial`).
    Tutorial(GameKind),
    /// A saved game being played.
    Play {
        kind: GameKind,
        id: String,
    },
    /// A saved game watched move by move.
    Replay {
        kind: GameKind,
        id: String,
        /// With its review (`ui::review`), made if not kept yet.
        review: bool,
    },
    Stats,
    /// Joining a game hosted on another device (`ui::remote::guest`).
    Join,
}

/// A message for the player, translated when shown (so it follows a language change).
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    Imported {
        title: String,
    },
    ImportRefused(ImportError),
    ImportReadFailed,
    /// A game was deleted; it can be put back with "undo" while the message shows.
    Deleted {
        title: String,
        deleted: Box<Listed>,
    },
    DeleteFailed,
    Exported {
        file: String,
    },
    ExportFailed,
    /// The storage is full: the game goes on in memory, saving is retried.
    StorageFull,
    /// The choice of language applies but cannot be remembered.
    LanguageNotRemembered,
    ResumeFailed,
    /// A link to something this app does not know.
    UnknownAddress,
    /// A link to a saved game that is not on this device.
    GameNotFound,
    /// A game shared by link or file was opened (`ui::sharing`).
    SharedOpened {
        title: String,
        how: super::sharing::SharedOpened,
    },
    SharedRefused(crate::share::ShareError),
    /// A shared game went another way than the copy here: nothing changed.
    SharedDiverged {
        title: String,
    },
    /// A message the page's home app was showing when it handed over to the table's app
    /// (`ui::handover`), already in the language it was shown in.
    HandedOver {
        text: String,
        error: bool,
    },
}

pub fn game_name(lang: Lang, kind: GameKind) -> String {
    use super::table_game::TableGame;
    moonvale_rules::with_game!(kind, G => G::name(lang))
}

pub fn damage_text(lang: Lang, damage: &Damage) -> String {
    match damage {
        Damage::NotJson => tr(lang, "damage-not-json"),
        Damage::MissingFields(_) => tr(lang, "damage-missing-fields"),
        Damage::UnknownVersion(v) => t(lang, "damage-unknown-version", &[("version", (*v).into())]),
        Damage::UnknownKind(k) => t(lang, "damage-unknown-kind", &[("kind", k.into())]),
        Damage::InvalidGame(_) => tr(lang, "damage-invalid-game"),
        Damage::UnknownField(field) => t(lang, "damage-unknown-field", &[("field", field.into())]),
        Damage::DuplicateKey(key) => t(lang, "damage-duplicate-key", &[("key", key.into())]),
    }
}

/// Why the stored settings were not read whole, naming the field or the key.
pub fn settings_problem_text(lang: Lang, problem: &SettingsProblem) -> String {
    match problem {
        SettingsProblem::Unreadable(_) => tr(lang, "settings-problem-unreadable"),
        SettingsProblem::DuplicateKey(key) => {
            t(lang, "settings-problem-duplicate-key", &[("key", key.into())])
        }
        SettingsProblem::UnknownField(field) => {
            t(lang, "settings-problem-unknown-field", &[("field", field.into())])
        }
        SettingsProblem::BadValue(field) => {
            t(lang, "settings-problem-bad-value", &[("field", field.into())])
        }
    }
}

fn kilobytes(bytes: u64) -> Arg {
    Arg::Number(bytes.div_ceil(1024) as f64)
}

pub fn import_error_text(lang: Lang, error: &ImportError) -> String {
    match error {
        ImportError::TooBig { size, limit } => {
            t(lang, "import-too-big", &[("size", kilobytes(*size)), ("limit", kilobytes(*limit))])
        }
        ImportError::NotJson => tr(lang, "import-not-json"),
        ImportError::NotASave => tr(lang, "import-not-a-save"),
        ImportError::UnknownVersion(v) => {
            t(lang, "import-unknown-version", &[("version", (*v).into())])
        }
        ImportError::UnknownKind(k) => t(lang, "import-unknown-kind", &[("kind", k.into())]),
        ImportError::WrongKind { expected, found } => t(
            lang,
            "import-wrong-kind",
            &[
                ("expected", game_name(lang, *expected).into()),
                ("found", game_name(lang, *found).into()),
            ],
        ),
        ImportError::InvalidGame(_) => tr(lang, "import-invalid-game"),
    }
}

impl Notice {
    /// Errors are announced at once (`role="alert"`), the rest politely.
    pub fn is_error(&self) -> bool {
        matches!(
            self,
            Notice::ImportRefused(_)
                | Notice::ImportReadFailed
                | Notice::DeleteFailed
                | Notice::ExportFailed
                | Notice::StorageFull
                | Notice::LanguageNotRemembered
                | Notice::ResumeFailed
                | Notice::UnknownAddress
                | Notice::GameNotFound
                | Notice::SharedRefused(_)
                | Notice::SharedDiverged { .. }
                | Notice::HandedOver { error: true, .. }
        )
    }

    pub fn text(&self, lang: Lang) -> String {
        match self {
            Notice::Imported { title } => t(lang, "notice-imported", &[("title", title.into())]),
            Notice::ImportRefused(error) => {
                format!("{} {}", tr(lang, "notice-import-refused"), import_error_text(lang, error))
            }
            Notice::ImportReadFailed => tr(lang, "notice-import-read-failed"),
            Notice::Deleted { title, .. } => t(lang, "notice-deleted", &[("title", title.into())]),
            Notice::DeleteFailed => tr(lang, "notice-delete-failed"),
            Notice::Exported { file } => t(lang, "notice-exported", &[("file", file.into())]),
            Notice::ExportFailed => tr(lang, "notice-export-failed"),
            Notice::StorageFull => tr(lang, "notice-storage-full"),
            Notice::LanguageNotRemembered => tr(lang, "notice-language-not-remembered"),
            Notice::ResumeFailed => tr(lang, "notice-resume-failed"),
            Notice::UnknownAddress => tr(lang, "notice-unknown-address"),
            Notice::GameNotFound => tr(lang, "notice-game-not-found"),
            Notice::SharedOpened { title, how } => super::sharing::opened_text(lang, title, how),
            Notice::SharedRefused(error) => format!(
                "{} {}",
                tr(lang, "share-refused"),
                super::sharing::share_error_text(lang, error)
            ),
            Notice::SharedDiverged { title } => {
                t(lang, "share-diverged", &[("title", title.into())])
            }
            Notice::HandedOver { text, .. } => text.clone(),
        }
    }
}

pub struct AppState {
    pub lang: Lang,
    pub screen: Screen,
    pub store: Rc<RefCell<Store>>,
    /// The saved games as last listed.
    pub saves: Rc<Vec<Listed>>,
    pub health: StoreHealth,
    pub notice: Option<Notice>,
    pub update_available: bool,
    /// Bumped when a shared game replaces the copy here, so its screen opens it afresh.
    pub opened: u32,
}

// Contexts re-render their consumers when the value changes; lists are compared by
// identity (a new list is made after every change).
impl PartialEq for AppState {
    fn eq(&self, other: &Self) -> bool {
        self.lang == other.lang
            && self.screen == other.screen
            && Rc::ptr_eq(&self.store, &other.store)
            && Rc::ptr_eq(&self.saves, &other.saves)
            && self.health == other.health
            && self.notice == other.notice
            && self.update_available == other.update_available
            && self.opened == other.opened
    }
}

impl AppState {
    /// Opens localStorage (or notes its absence), reads the settings and picks the
    /// language: the remembered choice, else the browser's preference.
    pub fn load() -> AppState {
        let backend = LocalStorage::open().ok();
        let mut store = Store::new(backend, validators());
        // The table's app takes over what the page's home app kept only in memory, and the
        // message it was showing.
        let carried = super::handover::take_carried().unwrap_or_default();
        let handed_notice = carried.notice();
        store.adopt(carried.store);
        // Read before the start when the address names a game (`archive::read_before`);
        // otherwise read once the first screen is up (`AppAction::ArchiveRead`).
        if let Some(games) = super::archive::take_read_early() {
            store.attach_archive(games);
        }
        let lang = store
            .settings()
            .language
            .as_deref()
            .and_then(Lang::from_tag)
            .unwrap_or_else(|| Lang::negotiate(&browser::preferred_languages()));
        set_current_lang(lang);
        let saves = Rc::new(store.list());
        let health = store.health();
        // The address opens its screen: a reload resumes the same game.
        let (screen, notice) = screen_at(&mut store, super::route::current());
        // A game the storage had no room for (handed over by the home app) is said at once.
        let full = (store.health() == StoreHealth::Full).then_some(Notice::StorageFull);
        let notice = notice.or(handed_notice).or(full);
        super::route::show(&screen, true);
        AppState {
            lang,
            screen,
            store: Rc::new(RefCell::new(store)),
            saves,
            health,
            notice,
            update_available: browser::update_already_waiting(),
            opened: 0,
        }
    }

    /// A fresh id for a new saved game: the new-game screens call this when a game starts
    /// (then `AppAction::Save` with its first record); the game screen saves each action
    /// with [`save_game`].
    pub fn new_game_id(&self) -> String {
        self.store.borrow().unique_id(&browser::now_ms().to_string())
    }

    fn with(&self, change: impl FnOnce(&mut AppState)) -> Rc<AppState> {
        let mut next = AppState {
            lang: self.lang,
            screen: self.screen.clone(),
            store: self.store.clone(),
            saves: self.saves.clone(),
            health: self.health,
            notice: self.notice.clone(),
            update_available: self.update_available,
            opened: self.opened,
        };
        change(&mut next);
        Rc::new(next)
    }

    fn refreshed(&mut self) {
        {
            let store = self.store.borrow();
            self.saves = Rc::new(store.list());
            self.health = store.health();
        }
        super::archive::settle(&self.store);
    }

    fn note_save(&mut self, outcome: SaveOutcome) {
        if outcome == SaveOutcome::KeptInMemoryFull {
            self.notice = Some(Notice::StorageFull);
        }
    }
}

/// Saves a game after an action: this record only, written at once, with no re-render of
/// the app and no re-reading of the other saved games (the home screen lists them again
/// when it shows). Only a full or missing storage goes through the reducer, to say so.
pub fn save_game(
    app: &AppState,
    dispatcher: &yew::UseReducerDispatcher<AppState>,
    record: SaveRecord,
) {
    let finished = record.outcome.is_some();
    // A finished game counts in the statistics (once per game: it replaces its summary).
    if finished {
        let _ = app.store.borrow_mut().record_finished(&record);
    }
    let outcome = app.store.borrow_mut().save(record);
    // Then it moves to the archive.
    if finished {
        super::archive::settle(&app.store);
    }
    let health = app.store.borrow().health();
    if outcome == SaveOutcome::KeptInMemoryFull || health != app.health {
        dispatcher.dispatch(AppAction::SaveTrouble(outcome));
    }
}

/// After the first saved game, the browser is asked once to keep the site's storage (it
/// may then not clear the saved games when space runs low). The answer shows on the home
/// screen; asking again would only bother browsers that ask the person.
fn ask_persistence_once(store: &Rc<RefCell<Store>>) {
    if store.borrow_mut().note_persistence_asked() {
        wasm_bindgen_futures::spawn_local(async {
            let _ = browser::ask_persistent_storage().await;
        });
    }
}

/// The screen an address names, or the home screen with a message saying why not.
/// A shared game's address imports it (`ui::sharing::open_shared`).
fn screen_at(
    store: &mut Store,
    address: Option<crate::address::Address>,
) -> (Screen, Option<Notice>) {
    use crate::address::Address;
    match address {
        Some(Address::Shared(payload)) => {
            super::sharing::open_shared(store, crate::share::SharedGame::from_fragment(&payload))
        }
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
        Some(Address::Join) => (Screen::Join, None),
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

pub enum AppAction {
    SetLanguage(Lang),
    Go(Screen),
    /// The address changed (Back, Forward, a typed link): show its screen.
    Route(Option<crate::address::Address>),
    /// Saves a new game (the new-game screens send this; the list is read again when the
    /// home screen shows it).
    Save(SaveRecord),
    /// A game screen's save found the storage full or gone: say so.
    SaveTrouble(SaveOutcome),
    Delete(String),
    /// Puts back the game the last message says was deleted.
    UndoDelete,
    Export(String),
    /// An imported file's text, read by the browser.
    Import(String),
    Notify(Notice),
    /// The archive of finished games, read after the start (`ui::archive`).
    ArchiveRead(Vec<(String, String)>),
    DismissNotice,
    UpdateAvailable,
}

impl Reducible for AppState {
    type Action = AppAction;

    fn reduce(self: Rc<Self>, action: AppAction) -> Rc<Self> {
        match action {
            AppAction::SetLanguage(lang) => self.with(|s| {
                s.lang = lang;
                set_current_lang(lang);
                let mut settings = s.store.borrow().settings();
                settings.language = Some(lang.code().to_string());
                if s.store.borrow_mut().set_settings(settings).is_err()
                    && s.health != StoreHealth::Unavailable
                {
                    s.notice = Some(Notice::LanguageNotRemembered);
                }
            }),
            AppAction::Go(screen) => self.with(|s| {
                if screen == Screen::Home {
                    s.refreshed();
                }
                super::route::show(&screen, false);
                s.screen = screen;
                s.notice = None;
            }),
            AppAction::Route(address) => {
                let shared = matches!(address, Some(crate::address::Address::Shared(_)));
                let (screen, notice) = screen_at(&mut self.store.borrow_mut(), address);
                if screen == self.screen && notice.is_none() {
                    return self;
                }
                // A wrong address is replaced by the home screen's, so Back does not return
                // to it; a shared game's, by its game's (the link is long and done with).
                if notice.is_some() || shared {
                    super::route::show(&screen, true);
                }
                self.with(|s| {
                    if screen == Screen::Home {
                        s.refreshed();
                    }
                    s.screen = screen;
                    s.notice = notice;
                    s.opened += u32::from(shared);
                })
            }
            AppAction::Save(record) => self.with(|s| {
                ask_persistence_once(&s.store);
                let outcome = s.store.borrow_mut().save(record);
                s.note_save(outcome);
                s.health = s.store.borrow().health();
            }),
            AppAction::SaveTrouble(outcome) => self.with(|s| {
                s.note_save(outcome);
                s.health = s.store.borrow().health();
            }),
            AppAction::Delete(id) => self.with(|s| {
                let Some(listed) = s.saves.iter().find(|l| l.id() == id).cloned() else { return };
                let title = match &listed {
                    Listed::Ok(record) => record.title.clone(),
                    Listed::Damaged { .. } => tr(s.lang, "saved-damaged-title"),
                };
                let result = s.store.borrow_mut().delete(&id);
                s.notice = Some(match result {
                    Ok(()) => Notice::Deleted { title, deleted: Box::new(listed) },
                    Err(_) => Notice::DeleteFailed,
                });
                // A deletion may have made room for games waiting in memory.
                if !s.store.borrow().pending_ids().is_empty() {
                    let outcome = s.store.borrow_mut().flush();
                    s.note_save(outcome);
                }
                s.refreshed();
            }),
            AppAction::UndoDelete => self.with(|s| {
                let Some(Notice::Deleted { deleted, .. }) = s.notice.take() else { return };
                let outcome = s.store.borrow_mut().restore(*deleted);
                s.note_save(outcome);
                s.refreshed();
            }),
            AppAction::Export(id) => self.with(|s| {
                let file = match s.saves.iter().find(|l| l.id() == id) {
                    Some(Listed::Ok(record)) => {
                        Some((record.export_file_name(), record.export_json()))
                    }
                    Some(Listed::Damaged { id, raw, .. }) => {
                        Some((damaged_export_file_name(id), raw.clone()))
                    }
                    None => None,
                };
                s.notice = Some(match file {
                    Some((name, text)) if browser::download(&name, &text).is_ok() => {
                        Notice::Exported { file: name }
                    }
                    _ => Notice::ExportFailed,
                });
            }),
            AppAction::Import(text) if crate::share::is_shared_file(&text) => self.with(|s| {
                let incoming = crate::share::SharedGame::from_file_text(&text);
                let (screen, notice) =
                    super::sharing::open_shared(&mut s.store.borrow_mut(), incoming);
                super::route::show(&screen, false);
                s.screen = screen;
                s.notice = notice;
                s.opened += 1;
                s.refreshed();
            }),
            AppAction::Import(text) => self.with(|s| {
                let result = s.store.borrow_mut().import(&text, None);
                s.notice = Some(match result {
                    // Imported, but only in memory for now: say so (it is listed all the same).
                    Ok((_, SaveOutcome::KeptInMemoryFull)) => Notice::StorageFull,
                    Ok((record, _)) => Notice::Imported { title: record.title },
                    Err(error) => Notice::ImportRefused(error),
                });
                s.refreshed();
            }),
            AppAction::Notify(notice) => self.with(|s| s.notice = Some(notice)),
            AppAction::ArchiveRead(games) => self.with(|s| {
                s.store.borrow_mut().attach_archive(games);
                s.refreshed();
            }),
            AppAction::DismissNotice => self.with(|s| s.notice = None),
            AppAction::UpdateAvailable => self.with(|s| s.update_available = true),
        }
    }
}
