//! Moonvale: rules engines for Via Nebula and Nova Luna, and (on wasm32) the browser app.
//!
//! Everything outside `ui` is plain Rust with no web dependency, so `cargo test`
//! checks every rule natively.

pub mod core;
pub mod i18n;
pub mod nova_luna;
pub mod storage;
pub mod via_nebula;

#[cfg(target_arch = "wasm32")]
pub mod ui;

/// The command-line table's logic (the binary is `src/bin/table.rs`). Not used by the web app,
/// but it compiles for wasm32 too, because browser-test builds compile every binary.
pub mod cli;
