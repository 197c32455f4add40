//! Moonvale in the browser: the Yew app (wasm32 only) over the floors below it, the crates
//! in `crates/` (rules, computer players, table, tools), each imported by its own name
//! (`moonvale_rules`, `moonvale_ai`, `moonvale_table`, `moonvale_worker`). `cargo test`
//! checks everything but the browser natively.

#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
pub mod ui;
