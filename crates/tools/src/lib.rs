//! Moonvale's tools, native only (for wasm32 this crate is empty): the command-line table's
//! logic ([`cli`]; the binary is `src/bin/table.rs`, see `src/bin/TABLE.md`), bad input for
//! every entry point that reads outside data ([`fuzz`]), long fully checked random games
//! ([`soak`]), the computer players' `think` and `tournament` ([`tournament`]), and Via
//! Nebula's self-play balance figures and report ([`balance`], [`balance_report`]).

#![forbid(unsafe_code)]
// A panic is for a broken invariant only: each remaining `expect` says in words why it
// cannot fail.
#![warn(clippy::unwrap_used, clippy::expect_used)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used))]

#[cfg(not(target_arch = "wasm32"))]
pub mod balance;
#[cfg(not(target_arch = "wasm32"))]
pub mod balance_report;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
#[cfg(not(target_arch = "wasm32"))]
pub mod fuzz;
#[cfg(not(target_arch = "wasm32"))]
pub mod soak;
#[cfg(not(target_arch = "wasm32"))]
pub mod tournament;
