//! Saved games and settings, for every game, in one place.
//!
//! A small [`Storage`] trait (key-value strings, like localStorage) with an in-memory
//! implementation here and the localStorage one in `ui` (wasm only). [`SaveStore`] is the
//! only code that writes: it is where a full storage and a missing storage are handled,
//! so that no game ever loses a move to them:
//! - storage full: the record stays in memory, the player is told, and every later save
//!   retries the writes still pending;
//! - no storage at all (private mode, access refused): everything lives in memory for the
//!   session, with a warning.
//!
//! Finished games move on to an archive that scales (IndexedDB in the browser), see
//! [`archive`]: localStorage keeps the games in progress, written after every action.

pub mod archive;
pub mod sample;
mod settings;

pub use settings::{Settings, SettingsProblem, SETTINGS_FIELDS};

pub use crate::format::read::{classify, classify_listed, is_version_1, validate_import};
/// Saved games and how their texts are judged ([`crate::format::saved`]).
pub use crate::format::saved as record;
pub use crate::format::{GameSet, Only, Registry, Unopened, NOT_OPENED_HERE};
pub use crate::record::{Header, Moves, Record};
pub use record::{
    check_import_size, damaged_export_file_name, Damage, ImportError, PlayerInfo, PlayerKind,
    SaveRecord, FORMAT_MARKER, MAX_IMPORT_BYTES, SCHEMA_VERSION,
};

/// The games saved games are opened with: today's, through the game registry.
pub type Validators = Registry;

use std::collections::BTreeMap;

/// The engines of every game this version plays, which open each saved game by its kind: a
/// saved game's actions must replay, or the record is listed as damaged (and an import
/// refused). Moves of an older engine replay under today's rules ([`Record::open`]).
pub fn game_validators() -> Registry {
    Registry
}

/// Saved games live under `moonvale.game.<id>`.
pub const GAME_KEY_PREFIX: &str = "moonvale.game.";
/// The settings (JSON), see [`Settings`].
pub const SETTINGS_KEY: &str = "moonvale.settings";
/// Where each game's tutorial was left: `moonvale.tutorial.<game>` holds a step number.
pub const TUTORIAL_KEY_PREFIX: &str = "moonvale.tutorial.";
/// The statistics of finished games (JSON), see [`crate::stats`]. Outside
/// [`GAME_KEY_PREFIX`], so the list of saved games never shows it.
pub const STATS_KEY: &str = "moonvale.stats";
/// A game's review (`crate::review`): `moonvale.review.<id>`, removed with the game.
pub const REVIEW_KEY_PREFIX: &str = "moonvale.review.";
/// A game's guest seats (`crate::remote::keep_guest_seats`): `moonvale.devices.<id>`, removed
/// with the game.
pub const DEVICES_KEY_PREFIX: &str = "moonvale.devices.";

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The quota is used up: the write did not happen.
    Full,
    /// Storage cannot be used at all (private mode, disabled, access throws).
    Unavailable(String),
    Other(String),
}

impl std::fmt::Display for StorageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StorageError::Full => f.write_str("storage is full"),
            StorageError::Unavailable(e) => write!(f, "storage unavailable: {e}"),
            StorageError::Other(e) => write!(f, "storage error: {e}"),
        }
    }
}

/// A string key-value store, the shape of localStorage.
pub trait Storage {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError>;
    fn remove(&mut self, key: &str) -> Result<(), StorageError>;
    fn keys(&self) -> Result<Vec<String>, StorageError>;
}

/// Storage in memory, with an optional quota counted like browsers do (UTF-16 units of
/// keys plus values), so the full-storage path is testable natively.
#[derive(Clone, Debug, Default)]
pub struct MemoryStorage {
    entries: BTreeMap<String, String>,
    quota_units: Option<usize>,
}

impl MemoryStorage {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn with_quota(quota_units: usize) -> Self {
        MemoryStorage { entries: BTreeMap::new(), quota_units: Some(quota_units) }
    }

    fn units(s: &str) -> usize {
        s.encode_utf16().count()
    }

    fn used(&self) -> usize {
        self.entries.iter().map(|(k, v)| Self::units(k) + Self::units(v)).sum()
    }
}

impl Storage for MemoryStorage {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
        Ok(self.entries.get(key).cloned())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        if let Some(quota) = self.quota_units {
            let freed = self.entries.get(key).map_or(0, |old| Self::units(key) + Self::units(old));
            if self.used() - freed + Self::units(key) + Self::units(value) > quota {
                return Err(StorageError::Full);
            }
        }
        self.entries.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), StorageError> {
        self.entries.remove(key);
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        Ok(self.entries.keys().cloned().collect())
    }
}

/// What happened to a save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveOutcome {
    /// Written to storage (with any writes that were pending).
    Saved,
    /// Storage is full: the game is kept in memory and the write is retried on the next save.
    KeptInMemoryFull,
    /// There is no storage: the game lives in memory for this visit only.
    KeptInMemoryNoStorage,
}

/// A stored game as the list shows it.
// Most entries are good records: boxing them would add an allocation to each of a thousand.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
pub enum Listed {
    Ok(SaveRecord),
    /// Cannot be opened; its raw text can still be exported, and it can be deleted.
    Damaged {
        id: String,
        raw: String,
        damage: Damage,
    },
}

impl Listed {
    pub fn id(&self) -> &str {
        match self {
            Listed::Ok(r) => &r.id,
            Listed::Damaged { id, .. } => id,
        }
    }
}

/// Whether storage works, as the warning banner needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoreHealth {
    Ok,
    /// The last write failed for lack of space; some records are only in memory.
    Full,
    /// No storage at all.
    Unavailable,
}

/// What a store kept only in memory ([`SaveStore::unwritten`]).
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Unwritten {
    pub records: Vec<SaveRecord>,
    pub settings: Option<Settings>,
    pub stats: Option<String>,
}

/// The one layer through which saved games and settings are read and written.
pub struct SaveStore<S: Storage> {
    /// `None` when storage is unavailable.
    backend: Option<S>,
    /// Records not yet written (storage full or missing), newest version of each.
    pending: BTreeMap<String, SaveRecord>,
    /// Settings kept in memory when they cannot be written.
    memory_settings: Option<Settings>,
    /// The statistics' text kept in memory when it cannot be written.
    memory_stats: Option<String>,
    /// The archive's finished games as read at start and moved since, id to stored text:
    /// `None` until it is read, or when there is no archive ([`archive`]).
    archive: Option<BTreeMap<String, String>>,
    /// Games deleted here whose archived copies are still to be removed.
    archive_removals: Vec<String>,
    health: StoreHealth,
    /// The engines that open the saved games, by kind.
    pub validators: Box<dyn GameSet>,
}

impl<S: Storage> SaveStore<S> {
    /// `backend` is `None` when the browser gives no storage; the store then keeps
    /// everything in memory.
    pub fn new(backend: Option<S>, validators: impl GameSet + 'static) -> Self {
        let health = if backend.is_some() { StoreHealth::Ok } else { StoreHealth::Unavailable };
        SaveStore {
            backend,
            pending: BTreeMap::new(),
            memory_settings: None,
            memory_stats: None,
            archive: None,
            archive_removals: Vec::new(),
            health,
            validators: Box::new(validators),
        }
    }

    pub fn health(&self) -> StoreHealth {
        self.health
    }

    /// The ids of records that exist only in memory.
    pub fn pending_ids(&self) -> Vec<String> {
        self.pending.keys().cloned().collect()
    }

    pub fn backend(&self) -> Option<&S> {
        self.backend.as_ref()
    }

    pub fn backend_mut(&mut self) -> Option<&mut S> {
        self.backend.as_mut()
    }

    fn key(id: &str) -> String {
        format!("{GAME_KEY_PREFIX}{id}")
    }

    /// Saves a record (after each action). Also retries every write still pending, so a
    /// game kept in memory reaches storage as soon as there is room again.
    pub fn save(&mut self, record: SaveRecord) -> SaveOutcome {
        self.pending.insert(record.id.clone(), record);
        self.flush()
    }

    /// Writes pending records. Stops at the first failure, keeping the rest pending.
    pub fn flush(&mut self) -> SaveOutcome {
        let Some(backend) = self.backend.as_mut() else {
            return SaveOutcome::KeptInMemoryNoStorage;
        };
        let ids: Vec<String> = self.pending.keys().cloned().collect();
        for id in ids {
            let json = self.pending[&id].to_stored_json();
            match backend.set(&Self::key(&id), &json) {
                Ok(()) => {
                    self.pending.remove(&id);
                }
                Err(StorageError::Full) => {
                    self.health = StoreHealth::Full;
                    return SaveOutcome::KeptInMemoryFull;
                }
                Err(_) => {
                    // Storage went away (or refuses everything): keep playing in memory.
                    self.backend = None;
                    self.health = StoreHealth::Unavailable;
                    return SaveOutcome::KeptInMemoryNoStorage;
                }
            }
        }
        self.health = StoreHealth::Ok;
        SaveOutcome::Saved
    }

    /// The stored texts of the games in storage, id first: what [`list`](Self::list) reads.
    fn stored_games(&self) -> Vec<(String, String)> {
        let Some(backend) = &self.backend else { return Vec::new() };
        let keys = backend.keys().unwrap_or_default();
        keys.iter()
            .filter_map(|key| {
                let id = key.strip_prefix(GAME_KEY_PREFIX)?;
                Some((id.to_string(), backend.get(key).ok()??))
            })
            .collect()
    }

    /// Every saved game, newest first (damaged ones last): the archive's, those in storage
    /// (a copy there is the newer one) and those only in memory.
    pub fn list(&self) -> Vec<Listed> {
        let mut listed: BTreeMap<String, Listed> = BTreeMap::new();
        let stored = self.stored_games();
        let archived = self.archive.iter().flatten();
        for (id, raw) in archived.chain(stored.iter().map(|(id, raw)| (id, raw))) {
            let entry = match classify_listed(raw, &*self.validators) {
                Ok(record) => Listed::Ok(record),
                Err(damage) => Listed::Damaged { id: id.clone(), raw: raw.clone(), damage },
            };
            listed.insert(id.clone(), entry);
        }
        for (id, record) in &self.pending {
            listed.insert(id.clone(), Listed::Ok(record.clone()));
        }
        let mut out: Vec<Listed> = listed.into_values().collect();
        out.sort_by(|a, b| match (a, b) {
            (Listed::Ok(x), Listed::Ok(y)) => {
                y.last_played_ms.cmp(&x.last_played_ms).then(x.id.cmp(&y.id))
            }
            (Listed::Ok(_), Listed::Damaged { .. }) => std::cmp::Ordering::Less,
            (Listed::Damaged { .. }, Listed::Ok(_)) => std::cmp::Ordering::Greater,
            (Listed::Damaged { id: x, .. }, Listed::Damaged { id: y, .. }) => x.cmp(y),
        });
        out
    }

    /// One record, to resume it.
    pub fn load(&self, id: &str) -> Option<Result<SaveRecord, Damage>> {
        if let Some(record) = self.pending.get(id) {
            return Some(Ok(record.clone()));
        }
        let raw = self.stored_text(id)?;
        Some(classify(&raw, &*self.validators))
    }

    /// One saved game as the list shows it, without replaying it (its kind, header and
    /// stored summary): whether there is one to open, and of which game.
    pub fn find(&self, id: &str) -> Option<Result<SaveRecord, Damage>> {
        if let Some(record) = self.pending.get(id) {
            return Some(Ok(record.clone()));
        }
        let raw = self.stored_text(id)?;
        Some(classify_listed(&raw, &*self.validators))
    }

    /// Opens saved game `id` as game `G`, to play or replay it: its session built by one
    /// replay of its record, which is also the check that the game is whole (a stored text is
    /// judged as [`load`](Self::load) judges it). The record comes back with the game's own
    /// outcome.
    pub fn open<G: moonvale_rules::core::Game>(
        &self,
        id: &str,
    ) -> Option<Result<(SaveRecord, moonvale_rules::core::Session<G>), Damage>> {
        if let Some(record) = self.pending.get(id) {
            return Some(
                record.session::<G>().map_err(|e| Damage::InvalidGame(e.to_string())).map(
                    |session| {
                        let header = record.header();
                        (
                            SaveRecord::of(header, &Record::of(&session), session.state.outcome()),
                            session,
                        )
                    },
                ),
            );
        }
        Some(crate::format::read::open_as::<G>(&self.stored_text(id)?))
    }

    /// A game's text in storage, else in the archive.
    fn stored_text(&self, id: &str) -> Option<String> {
        let stored = self.backend.as_ref().and_then(|b| b.get(&Self::key(id)).ok().flatten());
        stored.or_else(|| self.archive.as_ref()?.get(id).cloned())
    }

    /// The stored text of a record, as it is (for exporting a damaged one).
    pub fn raw(&self, id: &str) -> Option<String> {
        if let Some(record) = self.pending.get(id) {
            return Some(record.to_stored_json());
        }
        self.stored_text(id)
    }

    /// Deletes a game wherever it is; its archived copy is removed by whoever keeps the
    /// archive ([`take_archive_removals`](Self::take_archive_removals)).
    pub fn delete(&mut self, id: &str) -> Result<(), StorageError> {
        self.pending.remove(id);
        if self.archive.as_mut().and_then(|archive| archive.remove(id)).is_some() {
            self.archive_removals.push(id.to_string());
        }
        match self.backend.as_mut() {
            Some(backend) => {
                let _ = backend.remove(&format!("{REVIEW_KEY_PREFIX}{id}"));
                let _ = backend.remove(&format!("{DEVICES_KEY_PREFIX}{id}"));
                backend.remove(&Self::key(id))
            }
            None => Ok(()),
        }
    }

    /// Puts back a record just deleted (the "undo" of a deletion), as it was listed:
    /// a good record is saved like any other, a damaged one gets its raw text back.
    pub fn restore(&mut self, listed: Listed) -> SaveOutcome {
        match listed {
            Listed::Ok(record) => self.save(record),
            Listed::Damaged { id, raw, .. } => match self.backend.as_mut() {
                None => SaveOutcome::KeptInMemoryNoStorage,
                Some(backend) => match backend.set(&Self::key(&id), &raw) {
                    Ok(()) => SaveOutcome::Saved,
                    Err(StorageError::Full) => SaveOutcome::KeptInMemoryFull,
                    Err(_) => SaveOutcome::KeptInMemoryNoStorage,
                },
            },
        }
    }

    /// A fresh id: `prefix` (a timestamp, say) made unique among stored and pending ids.
    #[allow(
        clippy::expect_used,
        reason = "the suffixes are endless and the ids taken are finitely many"
    )]
    pub fn unique_id(&self, prefix: &str) -> String {
        let taken = |id: &str| self.pending.contains_key(id) || self.stored_text(id).is_some();
        if !taken(prefix) {
            return prefix.to_string();
        }
        (2..).map(|n| format!("{prefix}-{n}")).find(|id| !taken(id)).expect("some suffix is free")
    }

    /// Imports a file's text: validates it, gives it a fresh id if its id is taken (never
    /// overwriting a game), and saves it.
    pub fn import(
        &mut self,
        text: &str,
        expected: Option<moonvale_rules::core::GameKind>,
    ) -> Result<(SaveRecord, SaveOutcome), ImportError> {
        let mut record = validate_import(text, expected, &*self.validators)?;
        let id = self.unique_id(&record.id);
        record.id = id;
        let outcome = self.save(record.clone());
        Ok((record, outcome))
    }

    /// The space this app's data takes in storage and in the archive, in bytes as browsers
    /// count localStorage (UTF-16: two bytes per unit of each key and value), for the
    /// player to see.
    pub fn stored_bytes(&self) -> u64 {
        let bytes = |key: &str, value: &str| {
            2 * (key.encode_utf16().count() + value.encode_utf16().count()) as u64
        };
        let archived: u64 =
            self.archive.iter().flatten().map(|(id, raw)| bytes(&Self::key(id), raw)).sum();
        let Some(backend) = &self.backend else { return archived };
        let keys = backend.keys().unwrap_or_default();
        let stored: u64 = keys
            .iter()
            .filter(|k| k.starts_with("moonvale."))
            .map(|k| bytes(k, &backend.get(k).ok().flatten().unwrap_or_default()))
            .sum();
        stored + archived
    }

    pub fn settings(&self) -> Settings {
        if let Some(settings) = &self.memory_settings {
            return settings.clone();
        }
        self.stored_settings().map(|(settings, _)| settings).unwrap_or_default()
    }

    /// Why the stored settings were not read whole, for the person to see; `None` once they
    /// changed a setting in this visit (their choice is what applies then). Nothing rewrites
    /// the stored text but such a change ([`set_settings`](Self::set_settings)).
    pub fn settings_problem(&self) -> Option<SettingsProblem> {
        if self.memory_settings.is_some() {
            return None;
        }
        self.stored_settings()?.1
    }

    /// Remembers that the browser was asked to keep the site's storage; `true` when it is
    /// to be asked now (once: not when it already was, nor when the write fails). Stored
    /// settings that were not read whole are not rewritten for it: they wait for the
    /// person's own change.
    pub fn note_persistence_asked(&mut self) -> bool {
        let settings = self.settings();
        if settings.persistence_asked || self.settings_problem().is_some() {
            return false;
        }
        self.set_settings(Settings { persistence_asked: true, ..settings }).is_ok()
    }

    fn stored_settings(&self) -> Option<(Settings, Option<SettingsProblem>)> {
        let raw = self.backend.as_ref()?.get(SETTINGS_KEY).ok()??;
        Some(Settings::read(&raw))
    }

    /// Saves the settings; when they cannot be written they still apply for this visit.
    #[allow(
        clippy::expect_used,
        reason = "settings are plain data with string keys: serialising them cannot fail"
    )]
    pub fn set_settings(&mut self, settings: Settings) -> Result<(), StorageError> {
        let json = serde_json::to_string(&settings).expect("settings serialise");
        let result = match self.backend.as_mut() {
            Some(backend) => backend.set(SETTINGS_KEY, &json),
            None => Err(StorageError::Unavailable("no storage".into())),
        };
        match result {
            Ok(()) => {
                self.memory_settings = None;
                Ok(())
            }
            Err(e) => {
                self.memory_settings = Some(settings);
                Err(e)
            }
        }
    }

    /// The step a game's tutorial was left at: `None` if it was never opened nor offered
    /// (or the stored value is not a step number).
    pub fn tutorial_step(&self, kind: moonvale_rules::core::GameKind) -> Option<usize> {
        let key = format!("{TUTORIAL_KEY_PREFIX}{}", kind.as_str());
        self.backend.as_ref()?.get(&key).ok()??.trim().parse().ok()
    }

    /// Remembers where a game's tutorial is. A write that fails loses only the place
    /// across a reload: the tutorial itself keeps it for the visit.
    pub fn set_tutorial_step(
        &mut self,
        kind: moonvale_rules::core::GameKind,
        step: usize,
    ) -> Result<(), StorageError> {
        let key = format!("{TUTORIAL_KEY_PREFIX}{}", kind.as_str());
        match self.backend.as_mut() {
            Some(backend) => backend.set(&key, &step.to_string()),
            None => Err(StorageError::Unavailable("no storage".into())),
        }
    }

    /// The statistics' current text: the copy kept in memory if a write failed, else the
    /// stored one. What it says is `crate::stats`'s business.
    pub fn stats_text(&self) -> Option<String> {
        if let Some(text) = &self.memory_stats {
            return Some(text.clone());
        }
        self.backend.as_ref().and_then(|b| b.get(STATS_KEY).ok().flatten())
    }

    /// Writes the statistics' text. When the write fails the text still applies for this
    /// visit (kept in memory), and the next write retries.
    pub fn write_stats_text(&mut self, text: String) -> Result<(), StorageError> {
        let result = match self.backend.as_mut() {
            Some(backend) => backend.set(STATS_KEY, &text),
            None => Err(StorageError::Unavailable("no storage".into())),
        };
        match result {
            Ok(()) => {
                self.memory_stats = None;
                Ok(())
            }
            Err(e) => {
                self.memory_stats = Some(text);
                Err(e)
            }
        }
    }

    /// Everything this store holds only in memory (records not written, settings and
    /// statistics kept for the visit), for another store to [`adopt`](Self::adopt): the page
    /// hands its store to the table's app this way, so a full or missing storage loses nothing.
    pub fn unwritten(&self) -> Unwritten {
        Unwritten {
            records: self.pending.values().cloned().collect(),
            settings: self.memory_settings.clone(),
            stats: self.memory_stats.clone(),
        }
    }

    /// Takes over what another store kept in memory, writing it when there is room.
    pub fn adopt(&mut self, unwritten: Unwritten) {
        if let Some(settings) = unwritten.settings {
            let _ = self.set_settings(settings);
        }
        if let Some(text) = unwritten.stats {
            let written = self.backend.as_mut().is_some_and(|b| b.set(STATS_KEY, &text).is_ok());
            self.memory_stats = (!written).then_some(text);
        }
        for record in unwritten.records {
            self.save(record);
        }
    }

    /// Forgets every statistic, an unreadable stored text included.
    pub fn reset_stats(&mut self) -> Result<(), StorageError> {
        self.memory_stats = None;
        match self.backend.as_mut() {
            Some(backend) => backend.remove(STATS_KEY),
            None => Ok(()),
        }
    }
}
