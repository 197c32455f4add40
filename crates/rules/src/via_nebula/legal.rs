//! The legal actions: what the player to act may do now. The basic actions A-F are listed
//! here; a pending card power lists its own choices ([`super::powers`]).

use super::content::{bits, total, HexSet};
use super::state::*;
use super::types::*;
use super::Resource;

impl ViaNebula {
    /// Every legal action of the current step into `out` (cleared first); a pass when
    /// nothing else is possible (docs/RULINGS.md, ruling 1), nothing once the game is over.
    pub(super) fn legal_actions_into_list(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.over {
            return;
        }
        if let Some(pending) = &self.pending {
            self.power_actions_into(pending, out);
            return;
        }
        if self.actions_left == 0 {
            out.push(Action::EndTurn);
            return;
        }
        self.basic_actions_into(out);
        if out.is_empty() {
            out.push(Action::Pass);
        }
    }

    /// The end of the turn when the rules leave nothing to choose: every action used (or
    /// the fifth building has closed the turn), or no action possible at all (a pass).
    pub(super) fn forced_turn_end(&self) -> Option<Action> {
        if self.over || self.pending.is_some() {
            return None;
        }
        if self.actions_left == 0 {
            return Some(Action::EndTurn);
        }
        let mut basic = Vec::new();
        self.basic_actions_into(&mut basic);
        basic.is_empty().then_some(Action::Pass)
    }

    /// The basic actions A-F open to the current player now (no Pass, no EndTurn).
    pub(super) fn basic_actions_into(&self, out: &mut Vec<Action>) {
        let seat = self.current;
        let p = &self.seats[seat as usize];
        let c = &*self.content;
        // A: craftsmen.
        if p.craftsmen > 0 {
            for (m, &h) in c.meadow_hexes.iter().enumerate() {
                if self.token_on[m] != NONE {
                    out.push(Action::PlaceCraftsman { hex: h });
                }
            }
        }
        // One pass over the ruins: own sites and the hexes of own sites and buildings.
        let mut on_board = 0u8;
        let mut own_ruins: HexSet = 0;
        for (r, &h) in c.ruin_hexes.iter().enumerate() {
            for half in &self.ruins[r] {
                match half.occupant {
                    Occupant::Site { seat: s } if s == seat => {
                        on_board += 1;
                        own_ruins |= hex_bit(h);
                    }
                    Occupant::Building { seat: s } if s == seat => own_ruins |= hex_bit(h),
                    _ => {}
                }
            }
        }
        // B: sites (docs/RULINGS.md, ruling 5).
        if p.sites > 0 && on_board < p.buildings {
            for (r, &h) in c.ruin_hexes.iter().enumerate() {
                if self.free_half(r).is_some() {
                    out.push(Action::PlaceSite { hex: h });
                }
            }
        }
        // C, D: exploration.
        let (empty, exploitations, own_craftsmen) = self.meadow_masks(seat);
        if self.can_take_tile(seat) {
            let forests = if self.actions_left >= 2 { c.forests } else { 0 };
            let candidates = (c.fog | forests) & !self.tiles;
            let near = near_any(c, candidates, own_craftsmen | own_ruins | empty);
            for h in bits(near & c.fog) {
                out.push(Action::ExploreFog { hex: h as u8 });
            }
            for h in bits(near & forests) {
                out.push(Action::ExploreForest { hex: h as u8 });
            }
        }
        // E, F: per own site.
        if on_board > 0 {
            let contracts = self.available_contracts(seat);
            // Regions of connected empty meadows, each flooded once per listing and shared
            // by every site that touches it: (region, hexes next to it).
            let mut regions = [(0 as HexSet, 0 as HexSet); 8];
            let mut region_count = 0usize;
            let mut flooded: HexSet = 0;
            for (r, &h) in c.ruin_hexes.iter().enumerate() {
                for half in 0..2u8 {
                    let hs = &self.ruins[r][half as usize];
                    if hs.occupant != (Occupant::Site { seat }) {
                        continue;
                    }
                    if exploitations != 0 {
                        let start = c.neighbors[h as usize] & empty;
                        let mut seeds = start & !flooded;
                        while seeds != 0 && region_count < regions.len() {
                            let seed = hex_bit(seeds.trailing_zeros() as u8);
                            let (reach, touched) = self.flood(seed, empty, |_| true);
                            regions[region_count] = (reach, touched);
                            region_count += 1;
                            flooded |= reach;
                            seeds &= !reach;
                        }
                        let mut touched = c.neighbors[h as usize];
                        if seeds != 0 {
                            // More regions than the cache holds (never on real boards).
                            touched |= self.flood(seeds, empty, |_| true).1;
                        }
                        for &(reach, near) in &regions[..region_count] {
                            if reach & start != 0 {
                                touched |= near;
                            }
                        }
                        let sources = touched & exploitations;
                        for from in bits(sources) {
                            let m = c.meadow_index[from] as usize;
                            for kind in Resource::ALL {
                                if self.meadow_resources[m][kind as usize] > 0 {
                                    out.push(Action::Transport {
                                        from: from as u8,
                                        resource: kind,
                                        to: h,
                                        half,
                                    });
                                }
                            }
                        }
                    }
                    if total(&hs.resources) >= 2 {
                        let mut cards = contracts;
                        while cards != 0 {
                            let card = cards.trailing_zeros() as u8;
                            cards &= cards - 1;
                            if self.contract_uses(card, &hs.resources).is_some() {
                                out.push(Action::Build { hex: h, half, card });
                            }
                        }
                    }
                }
            }
        }
    }
}
