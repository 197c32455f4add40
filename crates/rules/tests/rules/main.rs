//! The rules' integration tests, in one test binary: one link instead of one per file, and
//! their tests run side by side rather than file after file. `via_nebula_unchecked.rs` keeps
//! its own binary: it counts every allocation of its process.

#[path = "../nova_luna_support/mod.rs"]
mod nova_luna_support;
/// A tiny game for the generic machinery (the table's tests use it too).
#[path = "../toy/mod.rs"]
mod toy;

mod choice_worth;
mod core_session;
mod nova_luna_end;
mod nova_luna_examples;
mod nova_luna_properties;
mod nova_luna_solo;
mod nova_luna_tiles;
mod nova_luna_turns;
mod perft;
mod via_nebula_content;
mod via_nebula_powers;
mod via_nebula_properties;
mod via_nebula_rules;
mod via_nebula_rules_end;
mod via_nebula_support;
mod view_door;
