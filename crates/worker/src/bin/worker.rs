//! The computer players' Web Worker (a second wasm entry that trunk builds, `index.html`):
//! it answers the page's requests off the page's thread (`moonvale_worker`).

// A panic is for a broken invariant only: each remaining `expect` says in words why it
// cannot fail.
#![warn(clippy::unwrap_used, clippy::expect_used)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used))]

#[cfg(target_arch = "wasm32")]
fn main() {
    moonvale_worker::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This binary is the browser's computer-player worker; build it with trunk.");
}
