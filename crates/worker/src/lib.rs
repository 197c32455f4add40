//! The computer players' Web Worker. Its protocol (what the page asks, what it gets back) is
//! `moonvale_ai::worker`, tested natively; on wasm32 this adds the browser's side. The page
//! (`moonvale_worker`, the same items) and the worker binary both use it.

#![forbid(unsafe_code)]
// A panic is for a broken invariant only: each remaining `expect` says in words why it
// cannot fail.
#![warn(clippy::unwrap_used, clippy::expect_used)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used))]

pub use moonvale_ai::worker::*;

#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::{start, to_js};
