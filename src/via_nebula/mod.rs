//! Via Nebula (Martin Wallace): the complete rules engine.
//!
//! The French rulebook is the reference; `../shared/RULINGS.md` settles what it leaves open
//! (cited below as "ruling N"). The board, tokens and cards are data ([`content`]).
//!
//! Shape of the state, chosen for cheap clones (computer players clone it thousands of
//! times per move): every per-game array has a fixed size (meadows, ruins, seats), sets of
//! hexes are `u128` bitsets, sets of cards `u64`, sets of tokens `u32`, and the board itself
//! (terrain, precomputed neighbours) is shared through an `Arc<Content>`. A clone is a
//! plain copy of `size_of::<ViaNebula>()` bytes plus two reference-count increments, with
//! no heap allocation (measured figures: see `tests/via_nebula_clone.rs` and the report).
//!
//! Hidden order is drawn at the moment it matters: the contract deck is a *set* and a card
//! is drawn uniformly from it with the state's `Rng` when the rules turn one up. That is the
//! same distribution as a shuffled deck, keeps seed + actions reproducible, and makes a
//! seat's view (which omits the `Rng`) say nothing about the next draw.

pub mod content;
mod engine;
pub mod testing;

pub use content::{CardDef, Content, ContentError, ContentFiles, Cost, Power, Side, Terrain};
pub use engine::*;

use serde::{Deserialize, Serialize};

pub const RESOURCE_KINDS: usize = 5;

/// The five resources.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    Wood,
    Stone,
    Clay,
    Wheat,
    Food,
}

impl Resource {
    pub const ALL: [Resource; RESOURCE_KINDS] =
        [Resource::Wood, Resource::Stone, Resource::Clay, Resource::Wheat, Resource::Food];

    pub fn name(self) -> &'static str {
        match self {
            Resource::Wood => "wood",
            Resource::Stone => "stone",
            Resource::Clay => "clay",
            Resource::Wheat => "wheat",
            Resource::Food => "food",
        }
    }
}

/// A count of each resource kind, indexed by `Resource as usize`.
pub type Res = [u8; RESOURCE_KINDS];
