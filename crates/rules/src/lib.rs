//! The rules floor of Moonvale: the seeded game core ([`core`]: the `Game` trait, sessions,
//! the RNG, property checks) and the two rules engines with their content. It imports
//! nothing above it (no storage, table, computer players or UI): the compiler keeps it so,
//! and `cargo test -p moonvale-rules` checks it alone.

pub mod core;
pub mod nova_luna;
pub mod registry;
pub mod via_nebula;
