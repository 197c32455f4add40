//! The browser side of the app's addresses (`moonvale_table::address`): the screen shown is written
//! into the location's hash as a new history entry, and a hash changed by Back, Forward, a
//! reload or a typed link is read back into a screen.

use crate::ui::screen::Screen;
use moonvale_table::address::Address;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

fn location_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

/// The address in the location now; `None` for one this app does not know.
pub fn current() -> Option<Address> {
    Address::parse(&location_hash())
}

/// The address of a screen.
pub fn address_of(screen: &Screen) -> Address {
    match screen {
        Screen::Home => Address::Home,
        Screen::NewGame(kind) => Address::NewGame(*kind),
        Screen::Tutorial(kind) => Address::Tutorial(*kind),
        Screen::Play { id, .. } => Address::Play(id.clone()),
        Screen::Replay { id, review: false, .. } => Address::Replay(id.clone()),
        Screen::Replay { id, review: true, .. } => Address::Review(id.clone()),
        Screen::Stats => Address::Stats,
        Screen::Join(None) => Address::Join,
        Screen::Join(Some(code)) => Address::JoinWith(code.clone()),
        Screen::Answer(code) => Address::AnswerWith(code.clone()),
    }
}

/// Writes the screen's address as a new history entry (Back returns to the screen before),
/// or with `replace` rewrites the current entry instead; neither when the location already
/// says it (a start at the bare address is home: no history write, which costs a phone
/// some 20 ms of its start).
pub fn show(screen: &Screen, replace: bool) {
    let hash = address_of(screen).hash();
    if Address::parse(&location_hash()).map(|a| a.hash()) == Some(hash.clone()) {
        return;
    }
    let Some(history) = web_sys::window().and_then(|w| w.history().ok()) else { return };
    let _ = if replace {
        history.replace_state_with_url(&JsValue::NULL, "", Some(&hash))
    } else {
        history.push_state_with_url(&JsValue::NULL, "", Some(&hash))
    };
}

/// Calls `changed` with the new address whenever Back, Forward or a typed link changes the
/// hash. Dropping the listener stops it.
pub struct Listener(Closure<dyn FnMut(web_sys::Event)>);

impl Drop for Listener {
    fn drop(&mut self) {
        if let Some(window) = web_sys::window() {
            let f = self.0.as_ref().unchecked_ref();
            let _ = window.remove_event_listener_with_callback("hashchange", f);
            let _ = window.remove_event_listener_with_callback("popstate", f);
        }
    }
}

pub fn listen(changed: impl Fn(Option<Address>) + 'static) -> Option<Listener> {
    let window = web_sys::window()?;
    let closure = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| changed(current()));
    let f = closure.as_ref().unchecked_ref();
    window.add_event_listener_with_callback("hashchange", f).ok()?;
    window.add_event_listener_with_callback("popstate", f).ok()?;
    Some(Listener(closure))
}
