//! The browser's localStorage behind the [`Storage`] trait. Every way it can fail is
//! turned into a [`StorageError`] here, so the rest of the app handles them in one place
//! (`SaveStore`).

use moonvale_table::storage::{SaveStore, Storage, StorageError};
use wasm_bindgen::{JsCast, JsValue};

/// The saved-game store of the app: the one writer to localStorage.
pub type Store = SaveStore<LocalStorage>;

pub struct LocalStorage {
    inner: web_sys::Storage,
}

/// A browser error in words: a DOM exception's name and message, else its text.
pub(in crate::ui) fn describe(error: &JsValue) -> String {
    if let Some(exception) = error.dyn_ref::<web_sys::DomException>() {
        return format!("{}: {}", exception.name(), exception.message());
    }
    error.as_string().unwrap_or_else(|| format!("{error:?}"))
}

/// Browsers name the quota error differently (Chromium and Safari `QuotaExceededError`,
/// old Firefox `NS_ERROR_DOM_QUOTA_REACHED`, code 22 or 1014).
fn is_quota_error(error: &JsValue) -> bool {
    error.dyn_ref::<web_sys::DomException>().is_some_and(|e| {
        matches!(e.name().as_str(), "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED")
            || matches!(e.code(), 22 | 1014)
    })
}

impl LocalStorage {
    /// The page's localStorage, or why there is none (no window, storage disabled, a
    /// private mode that throws on access).
    pub fn open() -> Result<LocalStorage, StorageError> {
        let window =
            web_sys::window().ok_or_else(|| StorageError::Unavailable("no window".into()))?;
        let inner = window
            .local_storage()
            .map_err(|e| StorageError::Unavailable(describe(&e)))?
            .ok_or_else(|| StorageError::Unavailable("localStorage is null".into()))?;
        // Reading must work too: some browsers hand out an object that throws on use.
        inner.length().map_err(|e| StorageError::Unavailable(describe(&e)))?;
        Ok(LocalStorage { inner })
    }
}

impl Storage for LocalStorage {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
        self.inner.get_item(key).map_err(|e| StorageError::Other(describe(&e)))
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        self.inner.set_item(key, value).map_err(|e| {
            if is_quota_error(&e) {
                StorageError::Full
            } else {
                StorageError::Other(describe(&e))
            }
        })
    }

    fn remove(&mut self, key: &str) -> Result<(), StorageError> {
        self.inner.remove_item(key).map_err(|e| StorageError::Other(describe(&e)))
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        let length = self.inner.length().map_err(|e| StorageError::Other(describe(&e)))?;
        let mut keys = Vec::with_capacity(length as usize);
        for index in 0..length {
            if let Ok(Some(key)) = self.inner.key(index) {
                keys.push(key);
            }
        }
        Ok(keys)
    }
}
