//! The rules floor of Moonvale: the seeded game core ([`core`]: the `Game` trait, sessions,
//! the RNG, property checks) and the two rules engines with their content. It imports
//! nothing above it (no storage, table, computer players or UI): the compiler keeps it so,
//! and `cargo test -p moonvale-rules` checks it alone.

#![forbid(unsafe_code)]
// Every public item says what it is in the game's terms (CI turns the warning into an error).
#![warn(missing_docs)]
// Outside data reaches the engines through checked doors that refuse it; a panic is for a
// broken invariant only, and each remaining `expect` says in words why it cannot fail.
#![warn(clippy::unwrap_used, clippy::expect_used)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used))]

pub mod core;
pub mod nova_luna;
pub mod registry;
pub mod via_nebula;
