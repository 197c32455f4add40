//! The property checks' view of the engine (`crate::core::testing::Audit`): every action of
//! a plausible shape, and the conservation of every piece.

use super::content::{bits, total, Power, MAX_RUINS, MEADOWS, MEADOW_TILES, RESERVE_PER_KIND};
use super::state::*;
use super::types::*;
use super::view::View;
use super::Resource;

impl crate::core::testing::Audit for ViaNebula {
    /// Every action of a plausible shape for the current step. The step's own family (basic
    /// actions, or the pending power's actions) is enumerated over every hex, site, card and
    /// resource; the other family is represented by a few samples, which must all be
    /// refused. This keeps the full property check fast enough for `cargo test`.
    fn action_space(&self) -> Vec<Action> {
        let c = &*self.content;
        let n = c.hex_count() as u8;
        let mut out = vec![Action::Pass, Action::EndTurn, Action::UsePower, Action::SkipPower];
        let site_halves: Vec<(u8, u8)> = c
            .ruin_hexes
            .iter()
            .enumerate()
            .flat_map(|(r, &h)| {
                (0..2u8)
                    .filter(move |&half| self.ruins[r][half as usize].occupant != Occupant::Empty)
                    .map(move |half| (h, half))
            })
            .collect();
        let sources: Vec<u8> = bits(self.exploitations()).map(|i| i as u8).collect();
        let mut places: Vec<Place> = vec![Place::Storage];
        places.extend(sources.iter().map(|&hex| Place::Exploitation { hex }));
        places.extend(site_halves.iter().map(|&(hex, half)| Place::Site { hex, half }));
        let basic_in_full = self.pending.is_none();
        let power = self.pending.map(|p| p.power);
        let full = |p: Power| power == Some(p);
        let hexes: Vec<u8> = if basic_in_full {
            (0..=n).collect()
        } else {
            vec![0, c.ruin_hexes[0], c.meadow_hexes[0], n]
        };
        for &h in &hexes {
            out.push(Action::PlaceCraftsman { hex: h });
            out.push(Action::PlaceSite { hex: h });
            out.push(Action::ExploreFog { hex: h });
            out.push(Action::ExploreForest { hex: h });
        }
        let power_hexes: Vec<u8> =
            if [Power::Abundance, Power::Adventurers, Power::Carpentry, Power::Airway]
                .into_iter()
                .any(full)
            {
                (0..=n).collect()
            } else {
                vec![
                    c.meadow_hexes[0],
                    bits(c.forests).next().unwrap_or(0) as u8,
                    bits(c.forbidden).next().unwrap_or(0) as u8,
                ]
            };
        for &h in &power_hexes {
            out.push(Action::RemoveToken { hex: h });
            out.push(Action::PlaceTile { hex: h });
            out.push(Action::LiftTile { hex: h });
        }
        for (i, &(to, half)) in site_halves.iter().enumerate() {
            if basic_in_full || i == 0 {
                for &from in &sources {
                    for kind in Resource::ALL {
                        out.push(Action::Transport { from, resource: kind, to, half });
                    }
                }
                for card in 0..c.cards.len() as u8 {
                    out.push(Action::Build { hex: to, half, card });
                }
            }
            if full(Power::ExpressDelivery) || i == 0 {
                out.push(Action::ChooseSite { hex: to, half });
                for kind in Resource::ALL {
                    out.push(Action::AddResource { hex: to, half, resource: kind });
                }
            }
        }
        let tile_targets =
            if full(Power::Airway) { c.fog | c.forests } else { c.fog & c.fog.wrapping_neg() };
        for from in bits(self.tiles | 1) {
            for to in bits(tile_targets) {
                out.push(Action::MoveTile { from: from as u8, to: to as u8 });
            }
        }
        let all_places = full(Power::Caravan) || full(Power::Export) || full(Power::Store);
        for (i, place) in places.into_iter().enumerate() {
            if !all_places && i > 1 {
                break;
            }
            for give in Resource::ALL {
                out.push(Action::ReturnResource { from: place, resource: give });
                out.push(Action::GiveResource { from: place, resource: give });
                for take in Resource::ALL {
                    out.push(Action::SwapResource { from: place, give, take });
                }
            }
        }
        out
    }

    fn check_invariants(&self) -> Result<(), String> {
        let c = &*self.content;
        let n = self.n();
        // 90 resources.
        for k in 0..5 {
            let mut sum = self.reserve[k] as u32;
            sum += self.meadow_resources.iter().map(|r| r[k] as u32).sum::<u32>();
            sum += self.ruins.iter().flatten().map(|h| h.resources[k] as u32).sum::<u32>();
            sum += (0..n).map(|s| self.seats[s].storage[k] as u32).sum::<u32>();
            if sum != RESERVE_PER_KIND as u32 {
                return Err(format!(
                    "{} {:?} pieces instead of {RESERVE_PER_KIND}",
                    sum,
                    Resource::ALL[k]
                ));
            }
        }
        // 60 meadow tiles.
        let tiles = self.tiles.count_ones()
            + self.tile_reserve as u32
            + (0..n).map(|s| self.seats[s].guild_tiles()).sum::<u32>();
        if tiles != MEADOW_TILES as u32 {
            return Err(format!("{tiles} meadow tiles instead of 60"));
        }
        if self.tiles & !(c.fog | c.forests | c.forbidden) != 0 {
            return Err("a meadow tile lies on a meadow or a ruin".into());
        }
        // 42 cards, each in exactly one place.
        let mut places: Vec<(String, u64)> =
            vec![("deck".into(), self.deck), ("box".into(), self.card_box)];
        let display = self.display.iter().filter(|&&x| x != NONE).fold(0u64, |m, &x| m | bit64(x));
        if display.count_ones() as usize != self.display.iter().filter(|&&x| x != NONE).count() {
            return Err("a card shows twice on the display".into());
        }
        places.push(("display".into(), display));
        for s in 0..n {
            places.push((format!("hand {s}"), self.seats[s].hand));
            places.push((format!("fulfilled {s}"), self.seats[s].fulfilled));
        }
        places.push(("end card".into(), bit64(c.end_card)));
        let mut seen = 0u64;
        for (name, set) in &places {
            if seen & set != 0 {
                return Err(format!("a card in {name} is also elsewhere"));
            }
            seen |= set;
        }
        if seen.count_ones() != 42 {
            return Err(format!("{} cards instead of 42", seen.count_ones()));
        }
        // 25 tokens.
        let mut tokens_seen = self.token_box;
        let mut add = |set: u32, what: &str| -> Result<(), String> {
            if tokens_seen & set != 0 {
                return Err(format!("a token is both elsewhere and {what}"));
            }
            tokens_seen |= set;
            Ok(())
        };
        for m in 0..MEADOWS {
            if self.token_on[m] != NONE {
                add(1 << self.token_on[m], "on the board")?;
            }
        }
        for s in 0..n {
            add(self.seats[s].tokens, "held")?;
        }
        if self.removed_special != NONE {
            add(1 << self.removed_special, "removed")?;
        }
        if self.removed_special != NONE && tokens_seen.count_ones() != 25 {
            return Err(format!("{} tokens instead of 25", tokens_seen.count_ones()));
        }
        // Pieces of each player.
        for s in 0..n {
            let p = &self.seats[s];
            let seat = s as u8;
            let crafts_on = self.craftsman_on.iter().filter(|&&x| x == seat).count() as u8;
            let expected = if n == 2 { 3 } else { 2 };
            if p.craftsmen + crafts_on != expected {
                return Err(format!(
                    "seat {s} has {} craftsmen instead of {expected}",
                    p.craftsmen + crafts_on
                ));
            }
            let sites_on = self.sites_on_board(seat);
            if p.sites + sites_on != 3 {
                return Err(format!(
                    "seat {s} has {} building sites instead of 3",
                    p.sites + sites_on
                ));
            }
            let built = self
                .ruins
                .iter()
                .flatten()
                .filter(|h| h.occupant == Occupant::Building { seat })
                .count() as u8;
            if p.buildings + built != 5 || built as u32 != p.fulfilled.count_ones() {
                return Err(format!(
                    "seat {s}: {} buildings left, {built} built, {} contracts fulfilled",
                    p.buildings,
                    p.fulfilled.count_ones()
                ));
            }
            if sites_on > p.buildings {
                return Err(format!("seat {s} has more sites on the board than buildings left"));
            }
        }
        for m in 0..MEADOWS {
            if !self.over && self.craftsman_on[m] != NONE && total(&self.meadow_resources[m]) == 0 {
                return Err("a craftsman stays on a depleted exploitation".into());
            }
            if self.token_on[m] != NONE && total(&self.meadow_resources[m]) != 0 {
                return Err("a token lies on resources".into());
            }
        }
        for r in 0..MAX_RUINS {
            if r >= c.ruin_hexes.len() && self.ruins[r] != [Half::default(); 2] {
                return Err("pieces on a ruin that does not exist".into());
            }
            if self.players == 2 && self.ruins[r][1] != Half::default() {
                return Err("a second site on a ruin with 2 players".into());
            }
            for h in &self.ruins[r] {
                if !matches!(h.occupant, Occupant::Site { .. }) && total(&h.resources) != 0 {
                    return Err("resources on a ruin half without a site".into());
                }
            }
        }
        // Distillery adds one action after a build took one: never more than 2 in hand.
        if self.actions_left > 2 {
            return Err("too many actions left".into());
        }
        Ok(())
    }

    /// Another seat's hand, the deck, the box, the special token removed at setup and the
    /// random generator (which would tell the next draws) are hidden; their counts are shown.
    fn check_view(&self, seat: usize, view: &View) -> Result<(), String> {
        let c = &self.content;
        if view.seat as usize != seat {
            return Err(format!("the view of seat {seat} says seat {}", view.seat));
        }
        for s in 0..self.n() {
            let (shown, hand) = (view.state.seats[s].hand, self.seats[s].hand);
            if s == seat {
                if shown != hand || view.hidden_private[s] != 0 || view.hidden_drawn[s] != 0 {
                    return Err(format!("seat {seat} does not see its own hand as it is"));
                }
                continue;
            }
            if shown != 0 {
                return Err(format!("seat {s}'s hand is shown to seat {seat}"));
            }
            let private = (hand & c.private_cards).count_ones() as u8;
            let drawn = (hand & c.neutral_cards).count_ones() as u8;
            if view.hidden_private[s] != private || view.hidden_drawn[s] != drawn {
                return Err(format!("seat {s}'s hidden card counts are wrong"));
            }
        }
        if view.state.deck != 0 || view.state.card_box != 0 {
            return Err("the deck or the box is shown".into());
        }
        if view.state.removed_special != NONE {
            return Err("the special token removed at setup is shown".into());
        }
        if view.state.rng != crate::core::Rng::new(0) {
            return Err("the random generator (the next draws) is shown".into());
        }
        if view.deck_count as u32 != self.deck.count_ones()
            || view.box_count as u32 != self.card_box.count_ones()
        {
            return Err("the deck or box count is wrong".into());
        }
        Ok(())
    }
}
