//! Moonvale in the browser: the Yew app (wasm32 only) over the floors below it, the crates
//! in `crates/` (rules, computer players, table, tools), each imported by its own name
//! (`moonvale_rules`, `moonvale_ai`, `moonvale_table`, `moonvale_worker`). `cargo test`
//! checks everything but the browser natively.

#![forbid(unsafe_code)]
// The lint wall of the crates below: no unwrap or expect outside tests, each remaining expect
// with its reason beside it.
#![warn(clippy::unwrap_used, clippy::expect_used)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used))]

#[cfg(target_arch = "wasm32")]
pub mod ui;
