//! The archive: where finished games go, so that thousands fit (docs/saved-games.md "The archive").
//!
//! localStorage holds about 5 MB, which a thousand and a half finished games would fill.
//! In the browser the archive is IndexedDB (`ui::platform::archive`), which is asynchronous, while the
//! store is read synchronously by every screen; so the store keeps a copy of the archive in
//! memory, read once at start ([`SaveStore::attach_archive`]), and the browser side writes
//! it behind:
//! - a game is always saved to localStorage first, after every action, as before;
//! - once it is finished, [`SaveStore::to_archive`] offers it to the archive; only when the
//!   archive has written it ([`SaveStore::archived`]) does its localStorage copy go;
//! - a copy in localStorage is always the newer one (a finished game taken back by an undo,
//!   say), so it hides the archived one until it moves again;
//! - a deletion drops the archived copy here at once and queues its removal from the
//!   archive itself ([`SaveStore::take_archive_removals`]).
//!
//! Nothing is removed from localStorage before the archive holds it, so a browser without
//! IndexedDB, or one that fails to write, keeps everything where it was.

use super::{classify_listed, SaveStore, Storage};
use crate::format::read::is_version_1;
use std::collections::BTreeMap;

impl<S: Storage> SaveStore<S> {
    /// Takes the archive's contents (id, stored text), as read at start.
    pub fn attach_archive(&mut self, entries: impl IntoIterator<Item = (String, String)>) {
        self.archive = Some(entries.into_iter().collect::<BTreeMap<_, _>>());
    }

    pub fn archive_attached(&self) -> bool {
        self.archive.is_some()
    }

    /// The archive's games as this store knows them (id, stored text): what to write back
    /// into an archive deleted under it.
    pub fn archive_entries(&self) -> Vec<(String, String)> {
        self.archive.iter().flatten().map(|(id, text)| (id.clone(), text.clone())).collect()
    }

    /// The ids of the games in the archive (as this store knows it).
    pub fn archived_ids(&self) -> Vec<String> {
        self.archive.iter().flatten().map(|(id, _)| id.clone()).collect()
    }

    /// The finished games to move to the archive, as (id, stored text): those in
    /// localStorage and those kept in memory for lack of room. Nothing before the archive is
    /// attached.
    pub fn to_archive(&self) -> Vec<(String, String)> {
        if self.archive.is_none() {
            return Vec::new();
        }
        let stored = self.stored_games().into_iter().filter(|(_, raw)| {
            classify_listed(raw, &*self.validators).is_ok_and(|record| record.outcome.is_some())
        });
        let in_memory = self
            .pending
            .values()
            .filter(|record| record.outcome.is_some())
            .map(|record| (record.id.clone(), record.to_stored_json()));
        stored.chain(in_memory).collect()
    }

    /// The archive has written these games (as [`to_archive`](Self::to_archive) gave them):
    /// their copies in localStorage or in memory go, unless they changed meanwhile. A game
    /// deleted while it was being written has its archived copy queued for removal.
    pub fn archived(&mut self, written: Vec<(String, String)>) {
        let Some(archive) = self.archive.as_mut() else { return };
        let mut relieved = false;
        for (id, text) in written {
            let key = Self::key(&id);
            let stored = self.backend.as_ref().and_then(|b| b.get(&key).ok().flatten());
            let pending = self.pending.get(&id).map(|record| record.to_stored_json());
            let written_is = |copy: &Option<String>| copy.as_ref() == Some(&text);
            let (drop_pending, drop_stored) = match (&pending, &stored) {
                (None, None) => {
                    self.archive_removals.push(id);
                    continue;
                }
                // What is in memory is newer than what is in localStorage: both go.
                (Some(_), _) if written_is(&pending) => (true, true),
                (None, Some(_)) if written_is(&stored) => (false, true),
                // Changed meanwhile: the newer copy stays, and hides this one.
                _ => (false, false),
            };
            if drop_pending {
                self.pending.remove(&id);
                relieved = true;
            }
            if let Some(backend) = self.backend.as_mut().filter(|_| drop_stored) {
                let _ = backend.remove(&key);
            }
            archive.insert(id, text);
        }
        // A game kept in memory for lack of room is safe now: the others may fit too, and
        // the store's health says whether anything is still only in memory.
        if relieved {
            self.flush();
        }
    }

    /// Rewrites in the stored form (version 2) every saved game still kept as a record of
    /// version 1, in localStorage and in the archive, so the page's home app, which has no
    /// engine to replay them, can list them and need not hand the page over at every start.
    /// Only a record today's engines read whole is rewritten: a damaged one stays as it is,
    /// and so does one localStorage has no room for (it still opens). Gives the archived
    /// games rewritten, (id, text), for the archive to write.
    pub fn rewrite_old_records(&mut self) -> Vec<(String, String)> {
        let rewritten = |raw: &str| {
            is_version_1(raw)
                .then(|| classify_listed(raw, &*self.validators).ok())
                .flatten()
                .map(|record| record.to_stored_json())
        };
        let stored: Vec<(String, String)> = self
            .stored_games()
            .into_iter()
            .filter_map(|(id, raw)| Some((id, rewritten(&raw)?)))
            .collect();
        let archived: Vec<(String, String)> = self
            .archive
            .iter()
            .flatten()
            .filter_map(|(id, raw)| Some((id.clone(), rewritten(raw)?)))
            .collect();
        if let Some(backend) = self.backend.as_mut() {
            for (id, text) in stored {
                let _ = backend.set(&Self::key(&id), &text);
            }
        }
        if let Some(archive) = self.archive.as_mut() {
            archive.extend(archived.iter().cloned());
        }
        archived
    }

    /// The ids whose archived copies are to be removed (games deleted here), once.
    pub fn take_archive_removals(&mut self) -> Vec<String> {
        std::mem::take(&mut self.archive_removals)
    }
}
