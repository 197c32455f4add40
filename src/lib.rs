//! Moonvale in the browser: the Yew app (wasm32 only) over the floors below it, the crates
//! in `crates/` (rules, computer players, table, tools), whose modules it re-exports under
//! the paths it has always used. `cargo test` checks everything but the browser natively.

#![forbid(unsafe_code)]

// The floors below (crates/), under the paths the rest of the app has always used.
pub use moonvale_ai as ai;
pub use moonvale_rules::{core, nova_luna, via_nebula};
pub use moonvale_table::{
    address, daily, gain, i18n, names, practice, rating, record, remote, review, share, stats,
    storage, table, tutorial,
};
pub use moonvale_worker as worker;

#[cfg(target_arch = "wasm32")]
pub mod ui;
