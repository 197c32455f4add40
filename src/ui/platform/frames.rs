//! Animation frames and their clock, for the boards' pieces that move: the time, the next
//! frame, whether the reader asked for less motion, and the figures the benchmarks read.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

fn performance() -> Option<web_sys::Performance> {
    web_sys::window().and_then(|w| w.performance())
}

/// The page's clock in milliseconds (`performance.now()`).
pub fn now_ms() -> f64 {
    performance().map(|p| p.now()).unwrap_or_default()
}

/// Marks a moment for the benchmarks (`performance.mark(name)`).
pub fn mark(name: &str) {
    if let Some(p) = performance() {
        let _ = p.mark(name);
    }
}

/// The test hook: `window.__moonvaleMoveMs = 2000` (set before the app starts) makes every
/// move shown on a board last that long, so a test on a busy machine can still tap while one
/// is under way. Fades keep their time.
pub const MOVE_HOOK: &str = "__moonvaleMoveMs";

/// How long a board shows a move: `ms`, or the test hook's time.
pub fn move_shown_ms(ms: f64) -> f64 {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str(MOVE_HOOK)).ok())
        .and_then(|v| v.as_f64())
        .map_or(ms, |v| v.clamp(1.0, 60_000.0))
}

/// Whether the reader asked for less motion: moves then only fade in.
pub fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|q| q.matches())
}

/// Calls `f` before the browser paints its next frame.
pub fn next_frame(f: impl FnOnce() + 'static) {
    let next = Closure::once_into_js(f);
    if let Some(window) = web_sys::window() {
        let _ = window.request_animation_frame(next.unchecked_ref());
    }
}

/// Appends `ms` to the list `window[key]` (made on first use) while it holds fewer than
/// `cap`: the figures the benchmarks read.
pub fn note_time(key: &str, ms: f64, cap: u32) {
    let Some(window) = web_sys::window() else { return };
    let key = JsValue::from_str(key);
    let list = js_sys::Reflect::get(&window, &key).ok().filter(|v| v.is_object());
    let list: js_sys::Array = match list {
        Some(v) => v.unchecked_into(),
        None => {
            let a = js_sys::Array::new();
            let _ = js_sys::Reflect::set(&window, &key, &a);
            a
        }
    };
    if list.length() < cap {
        list.push(&JsValue::from_f64(ms));
    }
}
