//! Via Nebula (Martin Wallace): the complete rules engine.
//!
//! The French rulebook is the reference; the project's rulings settle what it leaves open
//! (`docs/RULINGS.md`, cited in the code as "docs/RULINGS.md, ruling N"), including the
//! engine's own decisions (the ending when no one can act, ruling 15a; public fulfilled
//! contracts, ruling 17; which resources a flexible contract takes, ruling 18). The board,
//! tokens and cards are data ([`content`]).
//!
//! Shape of the state, chosen for cheap clones (computer players clone it thousands of
//! times per move): every per-game array has a fixed size (meadows, ruins, seats), sets of
//! hexes are `u128` bitsets, sets of cards `u64`, sets of tokens `u32`, and the board itself
//! (terrain, precomputed neighbours) is shared through an `Arc<Content>`. A clone is a
//! plain copy of `size_of::<ViaNebula>()` bytes plus two reference-count increments, with
//! no heap allocation (`cargo bench --bench engines` prints what it costs).
//!
//! Hidden order is drawn at the moment it matters: the contract deck is a *set* and a card
//! is drawn uniformly from it with the state's `Rng` when the rules turn one up. That is the
//! same distribution as a shuffled deck, keeps seed + actions reproducible, and makes a
//! seat's view (which omits the `Rng`) say nothing about the next draw (ruling 16).
//!
//! Modules, along the seams of `nova_luna`: `types` (options, actions, events, errors,
//! score, view, the [`Step`] of a card power), `state` (the pieces), `board` (board
//! questions, the one path search, moves of single pieces), `legal` (the legal actions),
//! `powers` (each card power's listing, check and effect side by side), `rules` (applying
//! actions, building, turns, the end), `setup`, `score`, `view`, `game` (the
//! [`Game`](crate::core::Game) contract), `check` (what a view from outside must be), `legacy`
//! (old logs into today's steps) and `audit` (what the property checks need).
//!
//! JSON shapes (serde, for saves, the command-line table and bots):
//! - `PendingPower`: `{"card":12,"power":"airway","step":{"step":"airway_to","from":14}}`.
//! - `Action`: `{"type":"transport","from":31,"resource":"wheat","to":20,"half":0}`,
//!   `{"type":"build","hex":20,"half":0,"card":25}`, `{"type":"end_turn"}`, powers such as
//!   `{"type":"return_resource","from":{"place":"storage"},"resource":"clay"}`; a power
//!   with two choices takes two actions, e.g. `{"type":"lift_tile","hex":14}` then
//!   `{"type":"move_tile","from":14,"to":40}`.
//!   Hexes are ids into the board (row by row, see `content/CONTENT.md`), cards are ids into
//!   `cards.json` (41 = the end-of-game card).
//! - `Event`: `{"type":"craftsman_placed","seat":1,"hex":22,"token":9,"resource":"wood","amount":3}`.
//! - `Error`: `{"type":"no_path"}`; its `Display` is the player's sentence.
//! - `Score`: `{"seat":0,"tokens":3,"contracts":9,"explorers":4,"end_card":2,"storage":-1,
//!   "total":17,"storage_resources":1}`.
//! - `View`: `{"seat":..,"state":{..the state with hidden parts emptied..},"hidden_private":[..],
//!   "hidden_drawn":[..],"deck_count":..,"box_count":..,"removed_special_candidates":..}`.
//! - The state itself: its `content` is `"beginner"`/`"expert"` for built-in content, or the
//!   whole content files for custom content; hex sets are lists of hex ids.

mod audit;
mod board;
mod check;
pub mod content;
mod game;
mod legacy;
mod legal;
mod powers;
mod rules;
mod score;
mod setup;
mod state;
pub mod testing;
mod types;
mod view;

pub use content::{CardDef, Content, ContentError, ContentFiles, Cost, Power, Side, Terrain};
pub use score::BuildWorth;
pub use state::ViaNebula;
pub use types::*;
pub use view::View;

use serde::{Deserialize, Serialize};

/// Kinds of resource; a [`Res`] holds one count per kind.
pub const RESOURCE_KINDS: usize = 5;

/// The five resources.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    /// Wood (index 0).
    Wood,
    /// Stone (index 1).
    Stone,
    /// Clay (index 2).
    Clay,
    /// Wheat (index 3).
    Wheat,
    /// Food (index 4).
    Food,
}

impl Resource {
    /// The kinds in index order.
    pub const ALL: [Resource; RESOURCE_KINDS] =
        [Resource::Wood, Resource::Stone, Resource::Clay, Resource::Wheat, Resource::Food];

    /// Its name as the JSON files write it (`"wood"`).
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
