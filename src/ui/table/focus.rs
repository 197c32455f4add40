//! Where the keyboard focus goes on the game screen.

use yew::prelude::*;

/// Focuses the heading when the screen opens (screen readers announce it).
#[hook]
pub(crate) fn use_focus_on_open(heading: &NodeRef) {
    let heading = heading.clone();
    use_effect_with((), move |_| {
        if let Some(h) = heading.cast::<web_sys::HtmlElement>() {
            let _ = h.focus();
        }
    });
}

/// Keyboard focus lost with the button just pressed (version `version` of the game) goes
/// to the next choices.
#[hook]
pub(crate) fn use_focus_after_move(version: u64) {
    use_effect_with(version, move |_| {
        let document = web_sys::window().and_then(|w| w.document());
        if let Some(document) = document {
            let lost =
                document.active_element().is_none_or(|e| e.tag_name().eq_ignore_ascii_case("body"));
            if lost && version > 0 {
                if let Ok(Some(first)) = document.query_selector("[data-testid=\"action\"]") {
                    use wasm_bindgen::JsCast;
                    if let Ok(first) = first.dyn_into::<web_sys::HtmlElement>() {
                        let _ = first.focus();
                    }
                }
            }
        }
    });
}

/// Gives the keyboard focus back to the control of test id `id` (a closed dialog's opener).
pub(crate) fn focus_test_id(id: &str) {
    use wasm_bindgen::JsCast;
    let document = web_sys::window().and_then(|w| w.document());
    let found = document.and_then(|d| d.query_selector(&format!("[data-testid=\"{id}\"]")).ok()?);
    if let Some(element) = found.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = element.focus();
    }
}
