//! The one timer of the app, and the one pacing hook for tests.

use wasm_bindgen::JsValue;

/// A pending call, cancelled when dropped.
pub type Timeout = gloo_timers::callback::Timeout;

/// Calls `f` after `ms` milliseconds, unless the returned [`Timeout`] is dropped first.
pub fn after(ms: u32, f: impl FnOnce() + 'static) -> Timeout {
    gloo_timers::callback::Timeout::new(ms, f)
}

/// The test hook: `window.__moonvaleComputerPauseMs = 0` (set before the app starts, e.g.
/// with Playwright's `addInitScript`) makes computer seats move at once, or at any pace,
/// whatever the pace setting.
pub const PACE_HOOK: &str = "__moonvaleComputerPauseMs";

/// The pause before a computer move: the test hook's value if set, else the pace setting's
/// (`moonvale_table::table::Pace::pause_ms`).
pub fn computer_pause_ms(setting_ms: u32) -> u32 {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str(PACE_HOOK)).ok())
        .and_then(|v| v.as_f64())
        .map(|v| v.clamp(0.0, 3_600_000.0) as u32)
        .unwrap_or(setting_ms)
}
