//! What one seat may know (docs/RULINGS.md, rulings 16 and 17), and full states drawn from
//! that knowledge for the computer players.

use super::content::bits;
use super::state::*;
use super::types::*;
use crate::core::{Rng, ViewError};
use serde::{Deserialize, Serialize};

/// What one seat may see: the state with other hands, the deck and the box emptied, the
/// removed special token unset and the random generator reset; the counts say how many
/// hidden cards each place holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// The seat this view is for.
    pub seat: u8,
    /// The state as that seat may know it (hidden parts emptied, see above).
    pub state: ViaNebula,
    /// Per seat: hidden private contracts in hand (0 for the viewing seat: its hand is shown).
    pub hidden_private: [u8; MAX_PLAYERS],
    /// Per seat: hidden contracts drawn from the deck by Secret Plan.
    pub hidden_drawn: [u8; MAX_PLAYERS],
    /// Contracts left in the face-down deck.
    pub deck_count: u8,
    /// Private contracts put back in the box at setup.
    pub box_count: u8,
    /// Special tokens that may be the one removed at setup (bit = token id).
    pub removed_special_candidates: u32,
}

impl ViaNebula {
    /// The state as a new seat would see it (used by `view`).
    pub(super) fn scrubbed_for(&self, seat: u8) -> View {
        let mut state = self.clone();
        let mut hidden_private = [0u8; MAX_PLAYERS];
        let mut hidden_drawn = [0u8; MAX_PLAYERS];
        for s in 0..self.n() {
            if s as u8 != seat {
                let hand = self.seats[s].hand;
                hidden_private[s] = (hand & self.content.private_cards).count_ones() as u8;
                hidden_drawn[s] = (hand & self.content.neutral_cards).count_ones() as u8;
                state.seats[s].hand = 0;
            }
        }
        let mut candidates = 0u32;
        for (t, def) in self.content.tokens.iter().enumerate() {
            let placed = self.token_box & (1 << t) != 0
                || self.token_on.contains(&(t as u8))
                || (0..self.n()).any(|s| self.seats[s].tokens & (1 << t) != 0);
            if def.special && !placed {
                candidates |= 1 << t;
            }
        }
        // Specials swapped at setup were seen; the removed one is among the others.
        View {
            seat,
            hidden_private,
            hidden_drawn,
            deck_count: self.deck.count_ones() as u8,
            box_count: self.card_box.count_ones() as u8,
            removed_special_candidates: candidates,
            state: {
                state.deck = 0;
                state.card_box = 0;
                state.removed_special = NONE;
                state.rng = Rng::new(0);
                state
            },
        }
    }

    /// A full state consistent with `view`: the hidden cards (other hands, the deck, the
    /// box) dealt at random from those the seat cannot place (docs/RULINGS.md, ruling 16).
    /// Refused when the view's shape cannot be read or its hidden counts ask for more cards
    /// than it leaves unplaced.
    pub(super) fn sample_from(view: &View, rng: &mut Rng) -> Result<ViaNebula, ViewError> {
        ViaNebula::check_view_shape(view)?;
        let mut s = view.state.clone();
        let c = s.content.clone();
        let known = {
            let mut k = s.display.iter().filter(|&&x| x != NONE).fold(0u64, |m, &x| m | bit64(x));
            for p in 0..s.n() {
                k |= s.seats[p].hand | s.seats[p].fulfilled;
            }
            k | bit64(c.end_card)
        };
        let mut private: Vec<u8> =
            bits((c.private_cards & !known) as u128).map(|i| i as u8).collect();
        let mut neutral: Vec<u8> =
            bits((c.neutral_cards & !known) as u128).map(|i| i as u8).collect();
        rng.shuffle(&mut private);
        rng.shuffle(&mut neutral);
        let more = || ViewError::new("more hidden cards than the game has");
        for p in 0..s.n() {
            for _ in 0..view.hidden_private[p] {
                let card = private.pop().ok_or_else(more)?;
                s.seats[p].hand |= bit64(card);
            }
            for _ in 0..view.hidden_drawn[p] {
                let card = neutral.pop().ok_or_else(more)?;
                s.seats[p].hand |= bit64(card);
            }
        }
        s.card_box = private.iter().fold(0, |m, &k| m | bit64(k));
        s.deck = neutral.iter().fold(0, |m, &k| m | bit64(k));
        let candidates: Vec<u8> =
            bits(view.removed_special_candidates as u128).map(|i| i as u8).collect();
        if !candidates.is_empty() {
            s.removed_special = candidates[rng.below(candidates.len())];
        }
        s.rng = rng.fork();
        Ok(s)
    }
}
