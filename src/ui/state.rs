//! The shell's state and its reducer. The reducer only computes the next state: what must
//! happen outside it (the address, the language of the page, storage, downloads) it writes
//! down as [`Effect`]s, which `ui::effects` performs after the render and answers with
//! follow-up actions. The saved-game store is shared (it is the one writer to
//! localStorage); the list shown is a snapshot, listed again after each change.

use crate::ui::hand_off::Pending;
use moonvale_rules::core::GameKind;
use moonvale_table::i18n::{t, tr, Arg, Lang};
use moonvale_table::share::ShareError;
use moonvale_table::storage::{
    damaged_export_file_name, Damage, ImportError, Listed, SaveOutcome, SaveRecord,
    SettingsProblem, StoreHealth,
};
use std::cell::RefCell;
use std::rc::Rc;
use yew::Reducible;

pub use crate::ui::platform::local_storage::Store;
pub use crate::ui::screen::Screen;

/// A message for the player, translated when shown (so it follows a language change).
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    Imported {
        title: moonvale_table::names::TitleOf,
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
    /// A game shared by link or file was opened (`ui::widgets::sharing`).
    SharedOpened {
        title: moonvale_table::names::TitleOf,
        how: SharedOpened,
    },
    SharedRefused(ShareError),
    /// A shared game went another way than the copy here: nothing changed.
    SharedDiverged {
        title: moonvale_table::names::TitleOf,
    },
    /// A message the page's home app was showing when it handed over to the table's app
    /// (`ui::handover`), already in the language it was shown in.
    HandedOver {
        text: String,
        error: bool,
    },
}

/// What an import says: the game's title, or why it was refused.
pub fn imported_notice(result: Result<(SaveRecord, SaveOutcome), ImportError>) -> Notice {
    match result {
        // Imported, but only in memory for now: say so (it is listed all the same).
        Ok((_, SaveOutcome::KeptInMemoryFull)) => Notice::StorageFull,
        Ok((record, _)) => Notice::Imported { title: record.title_of() },
        Err(error) => Notice::ImportRefused(error),
    }
}

pub fn game_name(lang: Lang, kind: GameKind) -> String {
    use crate::ui::table::table_game::TableGame;
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
        ImportError::DuplicateKey(key) => t(lang, "import-duplicate-key", &[("key", key.into())]),
        ImportError::UnknownField(field) => {
            t(lang, "import-unknown-field", &[("field", field.into())])
        }
    }
}

/// What opening a shared game did, for the message shown with it.
#[derive(Clone, Debug, PartialEq)]
pub enum SharedOpened {
    /// A game new to this device.
    New,
    /// The copy here was brought up to date.
    Updated { added: usize },
    /// Nothing new in the link.
    Same,
    /// The copy here is ahead of the link: it is kept.
    Older { missing: usize },
}

pub fn share_error_text(lang: Lang, error: &ShareError) -> String {
    match error {
        ShareError::TooLong { .. } => tr(lang, "share-error-too-long"),
        ShareError::NotALink => tr(lang, "share-error-not-a-link"),
        ShareError::Damaged => tr(lang, "share-error-damaged"),
        ShareError::Foreign => tr(lang, "share-error-foreign"),
        ShareError::UnknownVersion(v) => {
            t(lang, "share-error-unknown-version", &[("version", (*v).into())])
        }
        ShareError::UnknownKind(k) => t(lang, "share-error-unknown-kind", &[("kind", k.into())]),
        ShareError::InvalidGame(_) => tr(lang, "share-error-invalid"),
        ShareError::DuplicateKey(key) => {
            t(lang, "share-error-duplicate-key", &[("key", key.into())])
        }
        ShareError::UnknownField(field) => {
            t(lang, "share-error-unknown-field", &[("field", field.into())])
        }
    }
}

pub fn opened_text(lang: Lang, title: &str, how: &SharedOpened) -> String {
    let title = || title.to_string().into();
    match how {
        SharedOpened::New => t(lang, "share-opened-new", &[("title", title())]),
        SharedOpened::Updated { added } => {
            t(lang, "share-opened-updated", &[("title", title()), ("count", (*added).into())])
        }
        SharedOpened::Same => t(lang, "share-opened-same", &[("title", title())]),
        SharedOpened::Older { missing } => {
            t(lang, "share-opened-older", &[("title", title()), ("count", (*missing).into())])
        }
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
            Notice::Imported { title } => {
                t(lang, "notice-imported", &[("title", title.words(lang).into())])
            }
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
            Notice::SharedOpened { title, how } => opened_text(lang, &title.words(lang), how),
            Notice::SharedRefused(error) => {
                format!("{} {}", tr(lang, "share-refused"), share_error_text(lang, error))
            }
            Notice::SharedDiverged { title } => {
                t(lang, "share-diverged", &[("title", title.words(lang).into())])
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
    /// What is still to be done after the render, each with its number ([`Effect`]).
    pub effects: Rc<Vec<(u64, Effect)>>,
    /// The number of the last effect asked for: a new one makes the app render (and so run it).
    pub effects_asked: u64,
    /// Work that needs the rules engines, which the page's home app hands to the table's app
    /// with the page (`ui::engines`, `ui::handover`).
    pub hand_over: Option<Pending>,
}

// Contexts re-render their consumers when the value changes; lists are compared by
// identity (a new list is made after every change). The effects already run are dropped
// without a render: only a newly asked one counts.
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
            && self.effects_asked == other.effects_asked
            && self.hand_over == other.hand_over
    }
}

/// What the app does outside its state after a change, once, in the order asked
/// (`ui::effects::run`).
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Writes the screen's address: a new history entry, or with `replace` the current one.
    ShowAddress { screen: Screen, replace: bool },
    /// The language of the page (`<html lang>`) and of the panic hook's message.
    UseLanguage(Lang),
    /// Lists the saved games again (answered with [`AppAction::Listed`]).
    Relist,
    /// Deletes a saved game (answered with [`AppAction::Deleted`]).
    Delete(Box<Listed>),
    /// Puts back a game just deleted (answered with [`AppAction::SaveTrouble`]).
    Restore(Box<Listed>),
    /// Imports a file's text: a save, or a shared game (answered with
    /// [`AppAction::Imported`] or [`AppAction::SharedImported`]).
    Import(String),
    /// Offers a file to download (answered with a notice).
    Download { name: String, text: String },
}

impl AppState {
    /// The state at the start: `store` read, the language and the screen chosen
    /// (`ui::effects::load` does the reading).
    pub fn new(
        lang: Lang,
        screen: Screen,
        store: Store,
        notice: Option<Notice>,
        update_available: bool,
    ) -> AppState {
        let saves = Rc::new(store.list());
        let health = store.health();
        AppState {
            lang,
            screen,
            store: Rc::new(RefCell::new(store)),
            saves,
            health,
            notice,
            update_available,
            opened: 0,
            effects: Rc::new(Vec::new()),
            effects_asked: 0,
            hand_over: None,
        }
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
            effects: self.effects.clone(),
            effects_asked: self.effects_asked,
            hand_over: self.hand_over.clone(),
        };
        change(&mut next);
        Rc::new(next)
    }

    /// Asks for `effect` after the render.
    fn then(&mut self, effect: Effect) {
        self.effects_asked += 1;
        Rc::make_mut(&mut self.effects).push((self.effects_asked, effect));
    }

    fn note_save(&mut self, outcome: SaveOutcome) {
        match outcome {
            SaveOutcome::KeptInMemoryFull => self.notice = Some(Notice::StorageFull),
            // Everything waiting in memory is written: the warning is over.
            SaveOutcome::Saved if matches!(self.notice, Some(Notice::StorageFull)) => {
                self.notice = None
            }
            _ => {}
        }
    }

    /// Shows `screen` (listing the saved games again for the home screen).
    fn show(&mut self, screen: Screen) {
        if screen == Screen::Home {
            self.then(Effect::Relist);
        }
        self.screen = screen;
    }
}

pub enum AppAction {
    /// The language chosen in the settings, and whether it could be remembered (the
    /// settings are written before this is sent: `ui::effects::choose_language`).
    SetLanguage {
        lang: Lang,
        remembered: bool,
    },
    Go(Screen),
    /// The address changed (Back, Forward, a typed link): its screen, or the home screen
    /// with why not; `shared` when it carried a shared game (`ui::effects::open_address`).
    Route {
        screen: Screen,
        notice: Option<Notice>,
        shared: bool,
    },
    /// A save's outcome, and the storage's health after it: a full or missing storage is said.
    SaveTrouble(SaveOutcome, StoreHealth),
    Delete(String),
    /// A deletion done ([`Effect::Delete`]): whether it worked, and the outcome of writing
    /// the games it made room for.
    Deleted {
        listed: Box<Listed>,
        done: bool,
        flushed: Option<SaveOutcome>,
    },
    /// Puts back the game the last message says was deleted.
    UndoDelete,
    Export(String),
    /// An imported file's text, read by the browser.
    Import(String),
    /// A save imported from a file ([`Effect::Import`]).
    Imported(Result<(SaveRecord, SaveOutcome), ImportError>),
    /// A shared game opened from a file ([`Effect::Import`]): its screen and what to say.
    SharedImported {
        screen: Screen,
        notice: Option<Notice>,
    },
    Notify(Notice),
    /// Work for the table's app, which the home app hands the page to (`ui::engines`).
    HandOver(Pending),
    /// The saved games listed again ([`Effect::Relist`], or the archive read after the start).
    Listed {
        saves: Vec<Listed>,
        health: StoreHealth,
    },
    DismissNotice,
    UpdateAvailable,
    /// The effects up to this number were run.
    EffectsRun(u64),
}

impl Reducible for AppState {
    type Action = AppAction;

    fn reduce(self: Rc<Self>, action: AppAction) -> Rc<Self> {
        match action {
            AppAction::SetLanguage { lang, remembered } => self.with(|s| {
                s.lang = lang;
                s.then(Effect::UseLanguage(lang));
                if !remembered && s.health != StoreHealth::Unavailable {
                    s.notice = Some(Notice::LanguageNotRemembered);
                }
            }),
            AppAction::Go(screen) => self.with(|s| {
                s.then(Effect::ShowAddress { screen: screen.clone(), replace: false });
                s.show(screen);
                s.notice = None;
            }),
            AppAction::Route { screen, notice, shared } => {
                if screen == self.screen && notice.is_none() {
                    return self;
                }
                self.with(|s| {
                    // A wrong address is replaced by the home screen's, so Back does not
                    // return to it; a shared game's, by its game's (the link is long and done
                    // with).
                    if notice.is_some() || shared {
                        s.then(Effect::ShowAddress { screen: screen.clone(), replace: true });
                    }
                    s.show(screen);
                    s.notice = notice;
                    s.opened += u32::from(shared);
                })
            }
            AppAction::SaveTrouble(outcome, health) => self.with(|s| {
                s.note_save(outcome);
                s.health = health;
            }),
            AppAction::Delete(id) => {
                let Some(listed) = self.saves.iter().find(|l| l.id() == id).cloned() else {
                    return self;
                };
                self.with(|s| s.then(Effect::Delete(Box::new(listed))))
            }
            AppAction::Deleted { listed, done, flushed } => self.with(|s| {
                let title = match &*listed {
                    Listed::Ok(record) => record.title_words(s.lang),
                    Listed::Damaged { .. } => tr(s.lang, "saved-damaged-title"),
                };
                s.notice = Some(match done {
                    true => Notice::Deleted { title, deleted: listed },
                    false => Notice::DeleteFailed,
                });
                // A deletion may have made room for games waiting in memory.
                if let Some(outcome) = flushed {
                    s.note_save(outcome);
                }
            }),
            AppAction::UndoDelete => self.with(|s| {
                let Some(Notice::Deleted { deleted, .. }) = s.notice.take() else { return };
                s.then(Effect::Restore(deleted));
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
                match file {
                    Some((name, text)) => s.then(Effect::Download { name, text }),
                    None => s.notice = Some(Notice::ExportFailed),
                }
            }),
            AppAction::Import(text) => self.with(|s| s.then(Effect::Import(text))),
            AppAction::Imported(result) => self.with(|s| s.notice = Some(imported_notice(result))),
            AppAction::HandOver(pending) => self.with(|s| s.hand_over = Some(pending)),
            AppAction::SharedImported { screen, notice } => self.with(|s| {
                s.then(Effect::ShowAddress { screen: screen.clone(), replace: false });
                s.screen = screen;
                s.notice = notice;
                s.opened += 1;
            }),
            AppAction::Notify(notice) => self.with(|s| s.notice = Some(notice)),
            AppAction::Listed { saves, health } => self.with(|s| {
                s.saves = Rc::new(saves);
                s.health = health;
            }),
            AppAction::DismissNotice => self.with(|s| s.notice = None),
            AppAction::UpdateAvailable => self.with(|s| s.update_available = true),
            AppAction::EffectsRun(last) => {
                if self.effects.iter().all(|(number, _)| *number > last) {
                    return self;
                }
                self.with(|s| {
                    Rc::make_mut(&mut s.effects).retain(|(number, _)| *number > last);
                })
            }
        }
    }
}
