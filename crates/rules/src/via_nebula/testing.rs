//! A small builder for scenario tests and tools: start from an empty board and place pieces
//! directly, instead of reaching a position through a long sequence of actions.
//!
//! Pieces are taken from where they lie (the reserve, the guild boards, the token pool), so
//! a built position still accounts for every piece.

#![allow(
    clippy::expect_used,
    reason = "helpers for tests: a broken expectation here is a failed test, reported by its message"
)]

use super::content::{bits, Power};
use super::{Half, Occupant, Options, ViaNebula, NONE};
use super::{Res, Resource, Side};
use crate::core::Game;

/// A Via Nebula position being built for a test.
pub struct Scenario {
    /// The position so far; change it directly or with the methods below.
    pub state: ViaNebula,
}

impl Scenario {
    /// A fresh game (seed 1) whose tokens and neutral exploitations are all cleared off the
    /// board (tokens to the public box, resources to the reserve); seat 0 to play, 2 actions.
    pub fn empty(players: u8, side: Side) -> Scenario {
        let mut s = ViaNebula::new(&Options::new(players, side), 1).expect("valid options");
        for m in 0..s.token_on.len() {
            if s.token_on[m] != NONE {
                s.token_box |= 1 << s.token_on[m];
                s.token_on[m] = NONE;
            }
            for k in 0..5 {
                s.reserve[k] += s.meadow_resources[m][k];
            }
            s.meadow_resources[m] = [0; 5];
        }
        s.current = 0;
        s.first_player = 0;
        s.actions_left = 2;
        Scenario { state: s }
    }

    /// A fresh game (seed 1) as set up by the rules, with seat 0 to play first.
    pub fn new(players: u8, side: Side) -> Scenario {
        let mut s = ViaNebula::new(&Options::new(players, side), 1).expect("valid options");
        s.current = 0;
        s.first_player = 0;
        Scenario { state: s }
    }

    /// The resources a contract needs, as (kind, count) pairs.
    pub fn need_of(&self, card: u8) -> Vec<(Resource, u8)> {
        let need = self.state.content.cards[card as usize].need;
        Resource::ALL
            .iter()
            .filter(|k| need[**k as usize] > 0)
            .map(|&k| (k, need[k as usize]))
            .collect()
    }

    /// The hex at grid (column, row) of the board file (both counted from 0).
    pub fn hex(&self, col: i32, row: i32) -> u8 {
        self.state
            .content
            .hex_at(col, row)
            .unwrap_or_else(|| panic!("no hex at column {col}, row {row}"))
    }

    fn meadow(&self, hex: u8) -> usize {
        let m = self.state.content.meadow_index[hex as usize];
        assert!(m != NONE, "hex {hex} is not a meadow");
        m as usize
    }

    fn ruin(&self, hex: u8) -> usize {
        let r = self.state.content.ruin_index[hex as usize];
        assert!(r != NONE, "hex {hex} is not a ruin");
        r as usize
    }

    /// Lays a boxed regular token of this kind (and 4-player quantity, if given) on a meadow.
    pub fn token(&mut self, hex: u8, kind: Resource, quantity: Option<u8>) -> u8 {
        let m = self.meadow(hex);
        let c = self.state.content.clone();
        let t = (0..c.tokens.len())
            .find(|&t| {
                let d = c.tokens[t];
                !d.special
                    && d.resource == kind
                    && quantity.is_none_or(|q| d.quantity_four == q)
                    && self.state.token_box & (1 << t) != 0
            })
            .expect("a free token of that kind") as u8;
        self.state.token_box &= !(1 << t);
        self.state.token_on[m] = t;
        t
    }

    fn take_from_reserve(&mut self, res: &[(Resource, u8)]) -> Res {
        let mut out = [0u8; 5];
        for &(k, n) in res {
            self.state.reserve[k as usize] -= n;
            out[k as usize] += n;
        }
        out
    }

    /// An exploitation worked by `seat`'s craftsman (its token counted as taken).
    pub fn craftsman(&mut self, seat: u8, hex: u8, res: &[(Resource, u8)]) {
        let m = self.meadow(hex);
        let r = self.take_from_reserve(res);
        for (have, add) in self.state.meadow_resources[m].iter_mut().zip(r) {
            *have += add;
        }
        self.state.craftsman_on[m] = seat;
        self.state.seats[seat as usize].craftsmen -= 1;
    }

    /// A neutral exploitation (no craftsman).
    pub fn neutral(&mut self, hex: u8, res: &[(Resource, u8)]) {
        let m = self.meadow(hex);
        let r = self.take_from_reserve(res);
        for (have, add) in self.state.meadow_resources[m].iter_mut().zip(r) {
            *have += add;
        }
    }

    /// A building site of `seat` on (`hex`, `half`) holding `res`, taken from the reserve.
    pub fn site(&mut self, seat: u8, hex: u8, half: u8, res: &[(Resource, u8)]) {
        let r = self.ruin(hex);
        let resources = self.take_from_reserve(res);
        self.state.ruins[r][half as usize] = Half { occupant: Occupant::Site { seat }, resources };
        self.state.seats[seat as usize].sites -= 1;
    }

    /// A building already erected with `card` (taken from wherever it lies).
    pub fn building(&mut self, seat: u8, hex: u8, half: u8, card: u8) {
        let r = self.ruin(hex);
        self.state.ruins[r][half as usize] =
            Half { occupant: Occupant::Building { seat }, resources: [0; 5] };
        self.take_card(card);
        let p = &mut self.state.seats[seat as usize];
        p.buildings -= 1;
        p.fulfilled |= 1 << card;
    }

    /// A meadow tile (from the reserve) on a fog, forest or forbidden hex.
    pub fn tile(&mut self, hex: u8) {
        self.state.tile_reserve -= 1;
        self.state.tiles |= 1u128 << hex;
    }

    fn take_card(&mut self, card: u8) {
        let s = &mut self.state;
        s.deck &= !(1 << card);
        s.card_box &= !(1 << card);
        for p in s.seats.iter_mut() {
            p.hand &= !(1 << card);
        }
        for slot in s.display.iter_mut() {
            if *slot == card {
                *slot = NONE;
            }
        }
    }

    /// Puts `card` in `seat`'s hand.
    pub fn hand(&mut self, seat: u8, card: u8) {
        self.take_card(card);
        self.state.seats[seat as usize].hand |= 1 << card;
    }

    /// Puts `card` face up in display `slot` (the card there goes back to the deck).
    pub fn display(&mut self, slot: usize, card: u8) {
        self.take_card(card);
        let old = self.state.display[slot];
        if old != NONE {
            self.state.deck |= 1 << old;
        }
        self.state.display[slot] = card;
    }

    /// The cards with this power, by id.
    pub fn cards_with(&self, power: Power) -> Vec<u8> {
        (0..self.state.content.cards.len() as u8)
            .filter(|&c| self.state.content.cards[c as usize].power == Some(power))
            .collect()
    }

    /// A contract (neutral unless `private`) needing exactly these resources, if any.
    pub fn card_needing(&self, need: &[Resource]) -> Option<u8> {
        let mut want = [0u8; 5];
        for &k in need {
            want[k as usize] += 1;
        }
        (0..self.state.content.cards.len() as u8).find(|&c| {
            let info = &self.state.content.cards[c as usize];
            info.power.is_some()
                && matches!(info.cost, super::Cost::Resources(_))
                && info.need == want
        })
    }

    /// Which hexes of `set`, as ids.
    pub fn ids(set: u128) -> Vec<u8> {
        bits(set).map(|i| i as u8).collect()
    }
}
