//! The browser unit tests: wasm-bindgen-test in headless Chromium (`cargo test --target
//! wasm32-unknown-unknown --test web`, scripts/test.sh). One test binary: one link and one
//! browser for all of them. Each test draws into its own fresh root and leaves localStorage
//! as it found it (support/web.rs), so they share the page.
#![cfg(target_arch = "wasm32")]

#[path = "../../crates/table/tests/race/mod.rs"]
mod race;
#[path = "../support/web.rs"]
mod web;

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

mod archive;
mod edges;
mod nova_luna;
mod qr;
mod storage;
mod storage_full;
mod storage_unavailable;
mod table;
mod ui;
mod via_nebula;
