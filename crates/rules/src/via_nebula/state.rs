//! The state of a game: where every piece lies. Plain data with fixed-size arrays and
//! bitsets, so that a clone is a copy (see the module doc of [`super`]), and the small
//! bit helpers every other module uses.

use serde::{Deserialize, Serialize};
use std::sync::Arc;

use super::content::{bits, Content, HexSet, MAX_RUINS, MEADOWS};
use super::types::*;
use super::Res;
use crate::core::Rng;

/// A whole game of Via Nebula. Fields are public so clients can draw the board and tests
/// can place pieces directly (see [`super::testing`]); only `apply` changes them in play.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ViaNebula {
    /// The board, tokens and cards played with, shared by every copy of the state (saved
    /// as the side's name when built in).
    #[serde(with = "super::content::content_ref")]
    pub content: Arc<Content>,
    /// The options the game was set up with.
    #[serde(with = "arc_serde")]
    pub options: Arc<Options>,
    /// The game's only source of chance (contracts turned up from the deck).
    pub rng: Rng,
    /// Seats at the table, 2 to 4.
    pub players: u8,
    /// Each seat's guild board and holdings; entries past `players` stay unused.
    pub seats: [PlayerState; MAX_PLAYERS],
    /// Hexes covered by a meadow tile placed by a player (fog, forest or forbidden zone).
    #[serde(with = "hexset_serde")]
    pub tiles: HexSet,
    /// Per meadow (index into `content.meadow_hexes`): the token lying face up, or NONE.
    pub token_on: [u8; MEADOWS],
    /// Per meadow: the seat whose craftsman works it, or NONE.
    pub craftsman_on: [u8; MEADOWS],
    /// Per meadow: resources of the exploitation.
    pub meadow_resources: [Res; MEADOWS],
    /// Per ruin (index into `content.ruin_hexes`): its two halves.
    pub ruins: [[Half; 2]; MAX_RUINS],
    /// The common reserve of resources, per kind (18 each at setup, ruling 13).
    pub reserve: Res,
    /// Meadow tiles in the common reserve, taken once a guild board has none left.
    pub tile_reserve: u8,
    /// Contracts in the face-down deck (a set: the draw is made when a card is turned up).
    pub deck: u64,
    /// The four face-up contracts (NONE when the deck ran out).
    pub display: [u8; 4],
    /// Private contracts put back in the box at setup (nobody knows which).
    pub card_box: u64,
    /// The seat holding the end-of-game card, or NONE.
    pub end_card_holder: u8,
    /// Tokens out of play and public: specials swapped for resources, Abundance's tokens.
    pub token_box: u32,
    /// The special token removed at random at setup (hidden from every seat).
    pub removed_special: u8,
    /// The seat drawn at random to play first.
    pub first_player: u8,
    /// The seat whose turn it is.
    pub current: u8,
    /// Basic actions the current seat has left this turn (two per turn).
    pub actions_left: u8,
    /// A card power waiting for its owner's choice, which comes before anything else.
    pub pending: Option<PendingPower>,
    /// The current player took an action other than passing this turn.
    pub acted: bool,
    /// Consecutive whole turns in which the player could do nothing.
    pub idle_turns: u8,
    /// After the end-of-game trigger: turn ends still to come (the trigger's own, then
    /// one for each other player).
    pub final_turns_left: Option<u8>,
    /// The game has ended and the scores are final.
    pub over: bool,
    /// Turns ended so far, all seats together.
    pub turn: u16,
}

mod arc_serde {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use std::sync::Arc;
    pub fn serialize<S: Serializer, T: Serialize>(v: &Arc<T>, s: S) -> Result<S::Ok, S::Error> {
        v.as_ref().serialize(s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
        d: D,
    ) -> Result<Arc<T>, D::Error> {
        T::deserialize(d).map(Arc::new)
    }
}

/// A hex set is written as the list of its hex ids.
mod hexset_serde {
    use super::bits;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    pub fn serialize<S: Serializer>(v: &u128, s: S) -> Result<S::Ok, S::Error> {
        bits(*v).map(|i| i as u8).collect::<Vec<u8>>().serialize(s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u128, D::Error> {
        let ids = Vec::<u8>::deserialize(d)?;
        let mut m = 0u128;
        for i in ids {
            if i >= 128 {
                return Err(serde::de::Error::custom("hex id out of range"));
            }
            m |= 1 << i;
        }
        Ok(m)
    }
}

pub(super) fn bit64(i: u8) -> u64 {
    1u64 << i
}

pub(super) fn hex_bit(h: u8) -> HexSet {
    1u128 << h
}

/// Whether a resource count holds anything (the five bytes read as one word).
#[inline]
pub(super) fn has_any(r: &Res) -> bool {
    (u32::from_le_bytes([r[0], r[1], r[2], r[3]]) | r[4] as u32) != 0
}

/// The hexes of `candidates` next to a hex of `anchors`, iterating the smaller set.
#[inline]
pub(super) fn near_any(c: &Content, candidates: HexSet, anchors: HexSet) -> HexSet {
    if candidates.count_ones() <= anchors.count_ones() {
        let mut out = 0;
        for i in bits(candidates) {
            if c.neighbors[i] & anchors != 0 {
                out |= 1u128 << i;
            }
        }
        out
    } else {
        c.around(anchors) & candidates
    }
}

/// Picks the bit of rank `k` among the set bits of `mask`.
pub(super) fn nth_bit(mask: u64, k: usize) -> u8 {
    let mut m = mask;
    for _ in 0..k {
        m &= m - 1;
    }
    m.trailing_zeros() as u8
}

impl ViaNebula {
    /// The number of seats, as an index bound.
    pub fn n(&self) -> usize {
        self.players as usize
    }

    pub(super) fn hex_ok(&self, hex: u8) -> Result<(), Error> {
        if (hex as usize) < self.content.hex_count() {
            Ok(())
        } else {
            Err(Error::NoSuchHex)
        }
    }

    pub(super) fn meadow(&self, hex: u8) -> Option<usize> {
        match self.content.meadow_index.get(hex as usize) {
            Some(&m) if m != NONE => Some(m as usize),
            _ => None,
        }
    }

    pub(super) fn ruin(&self, hex: u8) -> Option<usize> {
        match self.content.ruin_index.get(hex as usize) {
            Some(&r) if r != NONE => Some(r as usize),
            _ => None,
        }
    }
}
