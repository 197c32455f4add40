//! Small wrappers over browser APIs the shell needs. Each failure is absorbed here (a
//! missing document, a refused download): the app keeps running.

use moonvale_table::i18n::{tr, Lang};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The window event the service-worker script sends when a new version is waiting.
pub const UPDATE_AVAILABLE_EVENT: &str = "moonvale:update-available";
/// The window event that asks the service-worker script to switch to the waiting version.
pub const APPLY_UPDATE_EVENT: &str = "moonvale:apply-update";
/// Set by the service-worker script when the update event fired before the app started.
pub const UPDATE_WAITING_FLAG: &str = "__moonvaleUpdateWaiting";

pub fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// `navigator.languages`, most preferred first (falling back to `navigator.language`).
pub fn preferred_languages() -> Vec<String> {
    let Some(window) = web_sys::window() else { return Vec::new() };
    let navigator = window.navigator();
    let mut out: Vec<String> = navigator.languages().iter().filter_map(|v| v.as_string()).collect();
    if out.is_empty() {
        out.extend(navigator.language());
    }
    out
}

/// Puts the language on `<html lang>`, for screen readers, hyphenation and the tests.
pub fn set_document_language(lang: Lang) {
    if let Some(root) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", lang.code());
    }
}

/// The window event of the app's first screen drawn, which the service-worker script waits
/// for before it registers (and precaches every file).
pub const DRAWN_EVENT: &str = "moonvale:drawn";

/// Tells the end-to-end tests the app has rendered (`body[data-ready="true"]`), and the
/// service-worker script that it may start (the first time).
pub fn mark_ready() {
    let Some(window) = web_sys::window() else { return };
    if let Some(body) = window.document().and_then(|d| d.body()) {
        if body.dataset().get("ready").as_deref() == Some("true") {
            return;
        }
        let _ = body.dataset().set("ready", "true");
    }
    if let Ok(event) = web_sys::CustomEvent::new(DRAWN_EVENT) {
        let _ = window.dispatch_event(&event);
    }
}

/// Offers `text` as a file download, through a temporary same-origin blob URL.
pub fn download(file_name: &str, text: &str) -> Result<(), String> {
    let fail = |e: JsValue| format!("{e:?}");
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let anchor: web_sys::HtmlAnchorElement =
        document.create_element("a").map_err(fail)?.unchecked_into();
    anchor.set_href(&url);
    anchor.set_download(file_name);
    anchor.set_hidden(true);
    let body = document.body().ok_or("no body")?;
    body.append_child(&anchor).map_err(fail)?;
    anchor.click();
    anchor.remove();
    // Revoked later: revoking at once can cancel the download in some browsers.
    crate::ui::platform::timer::after(60_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// Whether the service-worker script already saw a waiting update before we listened.
pub fn update_already_waiting() -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str(UPDATE_WAITING_FLAG)).ok())
        .is_some_and(|v| v.is_truthy())
}

/// A window event listener, removed when dropped.
pub struct WindowListener {
    event: &'static str,
    closure: Closure<dyn Fn(web_sys::Event)>,
}

impl Drop for WindowListener {
    fn drop(&mut self) {
        if let Some(window) = web_sys::window() {
            let _ = window.remove_event_listener_with_callback(
                self.event,
                self.closure.as_ref().unchecked_ref(),
            );
        }
    }
}

/// Calls `on_update` when the service-worker script announces a waiting update, until
/// the returned listener is dropped.
pub fn listen_for_update(on_update: impl Fn() + 'static) -> Option<WindowListener> {
    let window = web_sys::window()?;
    let closure = Closure::<dyn Fn(web_sys::Event)>::new(move |_| on_update());
    window
        .add_event_listener_with_callback(UPDATE_AVAILABLE_EVENT, closure.as_ref().unchecked_ref())
        .ok()?;
    Some(WindowListener { event: UPDATE_AVAILABLE_EVENT, closure })
}

/// Asks the browser to confirm a reload or a departure while `unsaved` says that something
/// exists only in memory (a storage full or missing): leaving would lose it. Until the
/// returned listener is dropped.
pub fn confirm_leaving_while(unsaved: impl Fn() -> bool + 'static) -> Option<WindowListener> {
    let window = web_sys::window()?;
    let closure = Closure::<dyn Fn(web_sys::Event)>::new(move |event: web_sys::Event| {
        if unsaved() {
            // Both: today's browsers heed the first, older ones the second.
            event.prevent_default();
            let _ = js_sys::Reflect::set(&event, &"returnValue".into(), &"unsaved".into());
        }
    });
    window
        .add_event_listener_with_callback("beforeunload", closure.as_ref().unchecked_ref())
        .ok()?;
    Some(WindowListener { event: "beforeunload", closure })
}

/// Asks the service-worker script to activate the waiting version (it then reloads).
pub fn apply_update() {
    let Some(window) = web_sys::window() else { return };
    if let Ok(event) = web_sys::CustomEvent::new(APPLY_UPDATE_EVENT) {
        let _ = window.dispatch_event(&event);
    }
}

/// A date and time as the player's language writes it; a time no date can hold (an edited
/// save's, past the year 275,760) is said to be unknown, never "Invalid Date".
pub fn format_time(ms: u64, lang: Lang) -> String {
    let date = js_sys::Date::new(&JsValue::from_f64(ms as f64));
    if date.get_time().is_nan() {
        return tr(lang, "time-unknown");
    }
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"dateStyle".into(), &"medium".into());
    let _ = js_sys::Reflect::set(&options, &"timeStyle".into(), &"short".into());
    date.to_locale_string(lang.code(), &options).as_string().unwrap_or_default()
}

/// `navigator.storage`, where the browser has it.
fn storage_manager() -> Option<JsValue> {
    let navigator = web_sys::window()?.navigator();
    let manager = js_sys::Reflect::get(&navigator, &JsValue::from_str("storage")).ok()?;
    (!manager.is_undefined() && !manager.is_null()).then_some(manager)
}

/// Calls `method` of the storage manager (`persist` or `persisted`): its answer, or `None`
/// when the browser cannot say.
async fn storage_question(method: &str) -> Option<bool> {
    let manager = storage_manager()?;
    let call = js_sys::Reflect::get(&manager, &JsValue::from_str(method)).ok()?;
    let call: js_sys::Function = call.dyn_into().ok()?;
    let promise: js_sys::Promise = call.call0(&manager).ok()?.dyn_into().ok()?;
    wasm_bindgen_futures::JsFuture::from(promise).await.ok()?.as_bool()
}

/// Asks the browser to keep this site's storage when space runs low (persistent storage).
pub async fn ask_persistent_storage() -> Option<bool> {
    storage_question("persist").await
}

/// Whether the browser keeps this site's storage when space runs low.
pub async fn storage_persisted() -> Option<bool> {
    storage_question("persisted").await
}
