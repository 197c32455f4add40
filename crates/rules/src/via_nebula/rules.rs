//! Applying actions: the checked door for any outside input, the unchecked one for the
//! computer players' search, the basic actions A-F, building, the end of a turn and the end
//! of the game (rulebook "Déroulement de la partie", "Fin du jeu").

use super::content::MEADOWS;
use super::state::*;
use super::types::*;
use super::Res;

impl ViaNebula {
    /// Applies an action taken from this state's own legal list, for the computer players'
    /// search: no check and no event list, so no allocation per step (as shakmaty's
    /// `play_unchecked`). Outside input goes through the checked `Game::apply`; an action
    /// that is not legal here leaves a state the rules never reach (or panics).
    pub fn apply_unchecked(&mut self, action: &Action) {
        self.perform(action, &mut NoEvents);
    }

    /// Checks `action` against the rules, then carries it out. A refused action leaves the
    /// state untouched: every check happens before the first change.
    pub(super) fn apply_checked(&mut self, action: &Action) -> Result<Vec<Event>, Error> {
        self.check(action)?;
        let mut events = Vec::new();
        self.perform(action, &mut events);
        Ok(events)
    }

    /// Whether `action` is legal now, without changing anything.
    pub(super) fn check(&self, action: &Action) -> Result<(), Error> {
        if self.over {
            return Err(Error::GameOver);
        }
        if let Some(pending) = &self.pending {
            return self.check_power(pending, action);
        }
        let seat = self.current;
        match *action {
            Action::EndTurn if self.actions_left > 0 => return Err(Error::TurnNotFinished),
            Action::EndTurn => return Ok(()),
            Action::UsePower
            | Action::SkipPower
            | Action::RemoveToken { .. }
            | Action::PlaceTile { .. }
            | Action::LiftTile { .. }
            | Action::MoveTile { .. }
            | Action::ReturnResource { .. }
            | Action::GiveResource { .. }
            | Action::SwapResource { .. }
            | Action::ChooseSite { .. }
            | Action::AddResource { .. } => return Err(Error::NoPowerPending),
            _ => {}
        }
        if self.actions_left == 0 {
            return Err(Error::MustEndTurn);
        }
        match *action {
            Action::Pass => {
                let mut probe = Vec::new();
                self.basic_actions_into(&mut probe);
                if !probe.is_empty() {
                    return Err(Error::CannotPass);
                }
            }
            Action::PlaceCraftsman { hex } => {
                self.hex_ok(hex)?;
                if self.seats[seat as usize].craftsmen == 0 {
                    return Err(Error::NoCraftsmanLeft);
                }
                match self.meadow(hex) {
                    Some(m) if self.token_on[m] != NONE => {}
                    _ => return Err(Error::NoTokenThere),
                }
            }
            Action::PlaceSite { hex } => {
                self.hex_ok(hex)?;
                let p = self.seats[seat as usize];
                if p.sites == 0 {
                    return Err(Error::NoSiteLeft);
                }
                let r = self.ruin(hex).ok_or(Error::NotARuin)?;
                if self.sites_on_board(seat) + 1 > p.buildings {
                    return Err(Error::SitesExceedBuildings);
                }
                self.free_half(r).ok_or(Error::RuinFull)?;
            }
            Action::ExploreFog { hex } | Action::ExploreForest { hex } => {
                self.hex_ok(hex)?;
                let forest = matches!(action, Action::ExploreForest { .. });
                let terrain = if forest { self.content.forests } else { self.content.fog };
                if terrain & !self.tiles & hex_bit(hex) == 0 {
                    return Err(if forest { Error::NotForest } else { Error::NotFog });
                }
                if forest && self.actions_left < 2 {
                    return Err(Error::ForestNeedsBothActions);
                }
                if !self.can_take_tile(seat) {
                    return Err(Error::NoMeadowTileLeft);
                }
                if self.exploration_targets(seat, forest) & hex_bit(hex) == 0 {
                    return Err(Error::NotNextToYours);
                }
            }
            Action::Transport { from, resource, to, half } => {
                self.hex_ok(from)?;
                self.hex_ok(to)?;
                let m = self.meadow(from).ok_or(Error::NoResourceThere)?;
                if self.meadow_resources[m][resource as usize] == 0 {
                    return Err(Error::NoResourceThere);
                }
                self.own_site(to, half)?;
                if self.transport_sources(to) & hex_bit(from) == 0 {
                    return Err(Error::NoPath);
                }
            }
            Action::Build { hex, half, card } => {
                self.hex_ok(hex)?;
                let r = self.own_site(hex, half)?;
                if card as usize >= self.content.cards.len()
                    || self.available_contracts(seat) & bit64(card) == 0
                {
                    return Err(Error::ContractNotAvailable);
                }
                let have = self.ruins[r][half as usize].resources;
                self.contract_uses(card, &have).ok_or(Error::ContractNotMet)?;
            }
            _ => unreachable!("handled above"),
        }
        Ok(())
    }

    /// Carries out an action that `check` accepts (or that this state listed).
    #[allow(
        clippy::expect_used,
        reason = "a step that `check` accepted (or that this state listed); `check` refuses a craftsman off a meadow, a site off a ruin with a free half, a transport off a meadow and a ruin, and a build its site cannot pay for"
    )]
    pub(super) fn perform(&mut self, action: &Action, ev: &mut impl Events) {
        if let Some(pending) = self.pending {
            return self.perform_power(pending, action, ev);
        }
        let seat = self.current;
        match *action {
            Action::EndTurn => return self.end_turn(ev),
            Action::Pass => {
                self.actions_left = 0;
                ev.push(Event::Passed { seat });
                return;
            }
            Action::PlaceCraftsman { hex } => {
                let m = self.meadow(hex).expect("checked");
                let (token, def, amount) = self.open_exploitation(m);
                self.seats[seat as usize].tokens |= 1 << token;
                ev.push(Event::CraftsmanPlaced {
                    seat,
                    hex,
                    token,
                    resource: def.resource,
                    amount,
                });
                if amount == 0 {
                    // The reserve ran dry (docs/RULINGS.md, ruling 13): nothing to work, the
                    // craftsman comes back at once.
                    ev.push(Event::CraftsmanReturned { seat, hex });
                } else {
                    self.seats[seat as usize].craftsmen -= 1;
                    self.craftsman_on[m] = seat;
                }
            }
            Action::PlaceSite { hex } => {
                let r = self.ruin(hex).expect("checked");
                let half = self.free_half(r).expect("checked");
                self.ruins[r][half as usize].occupant = Occupant::Site { seat };
                self.seats[seat as usize].sites -= 1;
                ev.push(Event::SitePlaced { seat, hex, half });
            }
            Action::ExploreFog { hex } | Action::ExploreForest { hex } => {
                let from_reserve = self.take_tile(seat, ev);
                self.tiles |= hex_bit(hex);
                ev.push(Event::TilePlaced { seat, hex, from_reserve });
                if matches!(action, Action::ExploreForest { .. }) {
                    // Rule D: the forest costs both actions; the turn ends.
                    self.actions_left = 1;
                }
            }
            Action::Transport { from, resource, to, half } => {
                let m = self.meadow(from).expect("checked");
                let r = self.ruin(to).expect("checked");
                // Events in causal order: the move, then the depletion it causes.
                ev.push(Event::ResourceMoved { seat, from, resource, to, half });
                self.take_from_meadow(m, resource, ev);
                self.ruins[r][half as usize].resources[resource as usize] += 1;
            }
            Action::Build { hex, half, card } => {
                let r = self.ruin(hex).expect("checked");
                let have = self.ruins[r][half as usize].resources;
                let used = self.contract_uses(card, &have).expect("checked");
                return self.build(seat, r, half, card, used, ev);
            }
            _ => unreachable!("power actions wait for a pending power"),
        }
        self.actions_left -= 1;
        self.acted = true;
    }

    fn build(&mut self, seat: u8, r: usize, half: u8, card: u8, used: Res, ev: &mut impl Events) {
        let hex = self.content.ruin_hexes[r];
        let have = self.ruins[r][half as usize].resources;
        let mut surplus = [0u8; 5];
        for k in 0..5 {
            surplus[k] = have[k] - used[k];
            self.reserve[k] += used[k];
            self.seats[seat as usize].storage[k] += surplus[k];
        }
        self.ruins[r][half as usize] =
            Half { occupant: Occupant::Building { seat }, resources: [0; 5] };
        let p = &mut self.seats[seat as usize];
        p.sites += 1;
        p.buildings -= 1;
        p.fulfilled |= bit64(card);
        p.hand &= !bit64(card);
        ev.push(Event::BuildingErected { seat, hex, half, card, surplus });
        if let Some(slot) = self.display.iter().position(|&c| c == card) {
            self.display[slot] = NONE;
            if let Some(new) = self.draw_from_deck() {
                self.display[slot] = new;
                ev.push(Event::ContractRevealed { slot: slot as u8, card: new });
            }
        }
        self.actions_left -= 1;
        self.acted = true;
        if self.seats[seat as usize].buildings == 0 && self.end_card_holder == NONE {
            // Fifth building: the end card, and the turn ends once this build's power (still
            // offered below) is used or skipped (docs/RULINGS.md, ruling 14).
            self.end_card_holder = seat;
            self.actions_left = 0;
            self.final_turns_left = Some(self.players);
            ev.push(Event::EndCardTaken { seat });
            ev.push(Event::FinalRound { trigger: seat });
        }
        if let Some(power) = self.content.cards[card as usize].power {
            if power.asks_when_built() {
                self.pending = Some(PendingPower { card, power, step: Step::Offered });
            }
        }
    }

    /// The turn in which the current player erected the fifth building: it ends with that
    /// build (docs/RULINGS.md, ruling 14).
    pub(super) fn is_end_trigger_turn(&self) -> bool {
        self.end_card_holder == self.current && self.final_turns_left == Some(self.players)
    }

    fn end_turn(&mut self, ev: &mut impl Events) {
        let seat = self.current;
        let n = self.players;
        self.idle_turns = if self.acted { 0 } else { self.idle_turns + 1 };
        let next = (seat + 1) % n;
        ev.push(Event::TurnEnded { seat, next });
        if let Some(left) = self.final_turns_left {
            let left = left - 1;
            self.final_turns_left = Some(left);
            if left == 0 {
                self.finish(false, ev);
                return;
            }
        } else if self.idle_turns >= n {
            // Every player in turn could do nothing: the state can no longer change, so the
            // game ends as if the last final turn had been played (docs/RULINGS.md, ruling 15a).
            self.finish(true, ev);
            return;
        }
        self.current = next;
        self.actions_left = 2;
        self.acted = false;
        self.turn += 1;
    }

    /// The final collection (docs/RULINGS.md, ruling 14) and the end of the game.
    pub(super) fn finish(&mut self, stalemate: bool, ev: &mut impl Events) {
        for seat in 0..self.players {
            let amount = self.collect_to_storage(seat);
            ev.push(Event::ResourcesCollected { seat, amount: amount as u8 });
        }
        self.over = true;
        self.actions_left = 0;
        ev.push(Event::GameEnded { stalemate });
    }

    /// Ruling 14's final collection for one seat: the resources on exploitations holding its
    /// craftsmen and on its own building sites go to its storage. Returns how many.
    pub(super) fn collect_to_storage(&mut self, seat: u8) -> u32 {
        let mut amount = 0u32;
        for m in 0..MEADOWS {
            if self.craftsman_on[m] == seat {
                for k in 0..5 {
                    self.seats[seat as usize].storage[k] += self.meadow_resources[m][k];
                    amount += self.meadow_resources[m][k] as u32;
                }
                self.meadow_resources[m] = [0; 5];
            }
        }
        for half in self.ruins.iter_mut().flatten() {
            if half.occupant == (Occupant::Site { seat }) {
                for k in 0..5 {
                    self.seats[seat as usize].storage[k] += half.resources[k];
                    amount += half.resources[k] as u32;
                }
                half.resources = [0; 5];
            }
        }
        amount
    }
}
