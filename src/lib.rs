//! Moonvale: rules engines for Via Nebula and Nova Luna, and (on wasm32) the browser app.
//!
//! Everything outside `ui` is plain Rust with no web dependency, so `cargo test`
//! checks every rule natively.

pub mod worker;

// The floors below (crates/), under the paths the rest of the app has always used.
pub use moonvale_ai as ai;
pub use moonvale_rules::{core, nova_luna, via_nebula};
pub use moonvale_table::{address, i18n, share, stats, storage, table, tutorial};

#[cfg(target_arch = "wasm32")]
pub mod ui;

/// The command-line table's logic (native only; the binary is `src/bin/table.rs`, which
/// compiles to an empty program for wasm32).
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;

/// Bad input, generated and mutated, for every entry point (native only: `table fuzz`).
#[cfg(not(target_arch = "wasm32"))]
pub mod fuzz;

/// The computer players' tools: think, tournament, balance (native only: `table`).
#[cfg(not(target_arch = "wasm32"))]
pub mod tools;

/// A hundred thousand fully checked random games (native only: `table soak`).
#[cfg(not(target_arch = "wasm32"))]
pub mod soak;
