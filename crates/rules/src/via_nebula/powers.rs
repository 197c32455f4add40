//! The card powers a player applies right after building (rulebook "Pouvoir des cartes"):
//! for each power, what it lists, how an action of it is checked, and its effect, side by
//! side. A power waits in `ViaNebula::pending` with its [`Step`] until its owner uses it or
//! skips it. A power that needs two choices asks them one after the other, each from its own
//! short list (Airway: the tile, then the fog space; Store: the resource to give, then the
//! kind to take; Express Delivery: the site, then the kind), so no list is a product of
//! choices; the effect happens at the last choice, and skipping stays possible until then.
//! Powers that only score are counted in [`super::score`].

use super::content::{bits, Power};
use super::state::*;
use super::types::*;
use super::Resource;

impl Power {
    /// Whether building a card with this power asks its owner anything. The powers that
    /// only score at the end (Quiet Town, Architect, Burgomaster, Lazy Explorer, Merchant,
    /// Priest) do not: the one list of them.
    pub fn asks_when_built(self) -> bool {
        !matches!(
            self,
            Power::QuietTown
                | Power::Architect
                | Power::Burgomaster
                | Power::LazyExplorer
                | Power::Merchant
                | Power::Priest
        )
    }
}

impl ViaNebula {
    // ---- dispatch ------------------------------------------------------------------------

    /// The choices of the pending power, skipping first.
    pub(super) fn power_actions_into(&self, pending: &PendingPower, out: &mut Vec<Action>) {
        out.push(Action::SkipPower);
        match pending.power {
            Power::Distillery => out.push(Action::UsePower),
            Power::SecretPlan => self.list_secret_plan(out),
            Power::Shortcut => self.list_shortcut(out),
            Power::Abundance => self.list_abundance(out),
            Power::Adventurers | Power::Carpentry => self.list_place_tile(pending.power, out),
            Power::Airway => self.list_airway(pending.step, out),
            Power::Caravan | Power::Export => self.list_return(out),
            Power::Store => self.list_store(pending.step, out),
            Power::ExpressDelivery => self.list_express_delivery(pending.step, out),
            // Scoring-only powers never wait (`Power::asks_when_built`).
            _ => {}
        }
    }

    /// Checks an action while a power is pending, without changing anything.
    pub(super) fn check_power(&self, pending: &PendingPower, action: &Action) -> Result<(), Error> {
        let power = pending.power;
        let wrong = Err(Error::WrongPower);
        match *action {
            Action::SkipPower => Ok(()),
            Action::UsePower => match power {
                Power::Distillery => Ok(()),
                Power::SecretPlan => self.check_secret_plan(),
                Power::Shortcut => self.check_shortcut(),
                _ => wrong,
            },
            Action::RemoveToken { hex } if power == Power::Abundance => self.check_abundance(hex),
            Action::PlaceTile { hex } if matches!(power, Power::Adventurers | Power::Carpentry) => {
                self.check_place_tile(power, hex)
            }
            Action::LiftTile { hex } if power == Power::Airway => {
                self.at_step(pending, Step::Offered)?;
                self.check_lift_tile(hex)
            }
            Action::MoveTile { from, to } if power == Power::Airway => {
                self.at_step(pending, Step::AirwayTo { from })?;
                self.check_airway(from, to)
            }
            Action::ReturnResource { from, resource }
                if matches!(power, Power::Caravan | Power::Export) =>
            {
                self.check_return(from, resource)
            }
            Action::GiveResource { from, resource } if power == Power::Store => {
                self.at_step(pending, Step::Offered)?;
                self.check_give(from, resource)
            }
            Action::SwapResource { from, give, take } if power == Power::Store => {
                self.at_step(pending, Step::StoreTake { from, give })?;
                self.check_store(from, give, take)
            }
            Action::ChooseSite { hex, half } if power == Power::ExpressDelivery => {
                self.at_step(pending, Step::Offered)?;
                self.check_choose_site(hex, half)
            }
            Action::AddResource { hex, half, resource } if power == Power::ExpressDelivery => {
                self.at_step(pending, Step::ExpressKind { hex, half })?;
                self.check_express_delivery(hex, half, resource)
            }
            Action::RemoveToken { .. }
            | Action::PlaceTile { .. }
            | Action::LiftTile { .. }
            | Action::MoveTile { .. }
            | Action::ReturnResource { .. }
            | Action::GiveResource { .. }
            | Action::SwapResource { .. }
            | Action::ChooseSite { .. }
            | Action::AddResource { .. } => wrong,
            _ => Err(Error::PowerPending),
        }
    }

    /// The action belongs to the step `expected` of the pending power.
    fn at_step(&self, pending: &PendingPower, expected: Step) -> Result<(), Error> {
        if pending.step == expected {
            Ok(())
        } else {
            Err(Error::NotThisStep)
        }
    }

    /// Carries out an action of the pending power, already checked.
    pub(super) fn perform_power(
        &mut self,
        pending: PendingPower,
        action: &Action,
        ev: &mut impl Events,
    ) {
        let seat = self.current;
        // Most powers are settled by their one choice; Export may ask again.
        self.pending = None;
        match *action {
            Action::SkipPower => {
                if pending.step != Step::ExportSecond {
                    ev.push(Event::PowerSkipped { seat, card: pending.card });
                }
            }
            Action::UsePower => match pending.power {
                Power::Distillery => self.distillery(ev),
                Power::SecretPlan => self.secret_plan(ev),
                _ => self.shortcut(ev),
            },
            Action::RemoveToken { hex } => self.abundance(hex, ev),
            Action::PlaceTile { hex } => self.place_tile(hex, ev),
            Action::LiftTile { hex } => self.next_step(pending, Step::AirwayTo { from: hex }),
            Action::MoveTile { from, to } => self.airway(from, to, ev),
            Action::ReturnResource { from, resource } => {
                self.return_resource(pending, from, resource, ev)
            }
            Action::GiveResource { from, resource } => {
                self.next_step(pending, Step::StoreTake { from, give: resource })
            }
            Action::SwapResource { from, give, take } => self.store(from, give, take, ev),
            Action::ChooseSite { hex, half } => {
                self.next_step(pending, Step::ExpressKind { hex, half })
            }
            Action::AddResource { hex, half, resource } => {
                self.express_delivery(hex, half, resource, ev)
            }
            _ => unreachable!("checked by check_power"),
        }
    }

    /// A first choice made: the power waits for the next one (nothing changes yet).
    fn next_step(&mut self, pending: PendingPower, step: Step) {
        self.pending = Some(PendingPower { step, ..pending });
    }

    // ---- Distillery: one more basic action --------------------------------------------

    /// Whether using the pending power would give nothing: Distillery's extra action on the
    /// turn of the fifth building, which ends with that build (docs/RULINGS.md, ruling 14).
    /// The choice is still offered, as for any build; a client says it is lost.
    pub fn pending_power_is_lost(&self) -> bool {
        self.pending.is_some_and(|p| p.power == Power::Distillery) && self.is_end_trigger_turn()
    }

    fn distillery(&mut self, ev: &mut impl Events) {
        // On the fifth building the turn is over: the extra action is lost
        // (docs/RULINGS.md, ruling 14).
        if !self.is_end_trigger_turn() {
            self.actions_left += 1;
            ev.push(Event::ExtraAction { seat: self.current });
        }
    }

    // ---- Secret Plan: the top contract of the deck into the hand ------------------------

    fn list_secret_plan(&self, out: &mut Vec<Action>) {
        if self.deck != 0 {
            out.push(Action::UsePower)
        }
    }

    fn check_secret_plan(&self) -> Result<(), Error> {
        if self.deck == 0 {
            return Err(Error::NothingToDo);
        }
        Ok(())
    }

    #[allow(
        clippy::expect_used,
        reason = "the power is performed only after `check_secret_plan` accepted it, which refuses an empty deck"
    )]
    fn secret_plan(&mut self, ev: &mut impl Events) {
        let seat = self.current;
        let card = self.draw_from_deck().expect("checked: the deck is not empty");
        self.seats[seat as usize].hand |= bit64(card);
        ev.push(Event::ContractDrawn { seat, card });
    }

    // ---- Shortcut: two meadow tiles of the guild board back to the reserve --------------

    fn list_shortcut(&self, out: &mut Vec<Action>) {
        if self.check_shortcut().is_ok() {
            out.push(Action::UsePower)
        }
    }

    fn check_shortcut(&self) -> Result<(), Error> {
        if self.seats[self.current as usize].guild_tiles() == 0 {
            return Err(Error::NothingToDo);
        }
        Ok(())
    }

    #[allow(
        clippy::expect_used,
        reason = "`count` is at most `guild_tiles()`, the sum of the stacks, so each of the `count` draws finds a stack left"
    )]
    fn shortcut(&mut self, ev: &mut impl Events) {
        let seat = self.current;
        let p = &mut self.seats[seat as usize];
        let count = p.guild_tiles().min(2) as u8;
        ev.push(Event::TilesDiscarded { seat, count });
        for _ in 0..count {
            let stack = p.stacks.iter().position(|&s| s > 0).expect("counted");
            p.stacks[stack] -= 1;
            if p.stacks[stack] == 0 {
                ev.push(Event::ExplorerRevealed { seat, stack: stack as u8 });
            }
        }
        self.tile_reserve += count;
    }

    // ---- Abundance: a token's resources become a neutral exploitation ------------------

    fn list_abundance(&self, out: &mut Vec<Action>) {
        for (m, &h) in self.content.meadow_hexes.iter().enumerate() {
            if self.token_on[m] != NONE {
                out.push(Action::RemoveToken { hex: h });
            }
        }
    }

    fn check_abundance(&self, hex: u8) -> Result<(), Error> {
        self.hex_ok(hex)?;
        match self.meadow(hex) {
            Some(m) if self.token_on[m] != NONE => Ok(()),
            _ => Err(Error::NoTokenThere),
        }
    }

    #[allow(
        clippy::expect_used,
        reason = "performed only after `check_abundance` accepted the hex, which refuses one off a meadow"
    )]
    fn abundance(&mut self, hex: u8, ev: &mut impl Events) {
        let m = self.meadow(hex).expect("checked");
        let (token, _, amount) = self.open_exploitation(m);
        self.token_box |= 1 << token;
        ev.push(Event::TokenRemoved { hex, token, amount });
    }

    // ---- Adventurers (forbidden zone) and Carpentry (petrified forest): a meadow tile ---

    fn tile_targets(&self, power: Power) -> u128 {
        let c = &self.content;
        if power == Power::Adventurers {
            c.forbidden
        } else {
            c.forests
        }
    }

    fn list_place_tile(&self, power: Power, out: &mut Vec<Action>) {
        if self.can_take_tile(self.current) {
            for h in bits(self.tile_targets(power) & !self.tiles) {
                out.push(Action::PlaceTile { hex: h as u8 });
            }
        }
    }

    fn check_place_tile(&self, power: Power, hex: u8) -> Result<(), Error> {
        self.hex_ok(hex)?;
        if self.tile_targets(power) & !self.tiles & hex_bit(hex) == 0 {
            return Err(if power == Power::Adventurers {
                Error::NotForbidden
            } else {
                Error::NotForest
            });
        }
        if !self.can_take_tile(self.current) {
            return Err(Error::NoMeadowTileLeft);
        }
        Ok(())
    }

    fn place_tile(&mut self, hex: u8, ev: &mut impl Events) {
        let seat = self.current;
        let from_reserve = self.take_tile(seat, ev);
        self.tiles |= hex_bit(hex);
        ev.push(Event::TilePlaced { seat, hex, from_reserve });
    }

    // ---- Airway: any meadow tile of the board onto any free fog space ------------------

    fn list_airway(&self, step: Step, out: &mut Vec<Action>) {
        let fog = self.content.fog & !self.tiles;
        match step {
            Step::AirwayTo { from } => {
                for to in bits(fog) {
                    out.push(Action::MoveTile { from, to: to as u8 });
                }
            }
            _ if fog != 0 => {
                for hex in bits(self.tiles) {
                    out.push(Action::LiftTile { hex: hex as u8 });
                }
            }
            _ => {}
        }
    }

    fn check_lift_tile(&self, hex: u8) -> Result<(), Error> {
        self.hex_ok(hex)?;
        if self.tiles & hex_bit(hex) == 0 {
            return Err(Error::NoTileThere);
        }
        if self.content.fog & !self.tiles == 0 {
            return Err(Error::NothingToDo);
        }
        Ok(())
    }

    fn check_airway(&self, from: u8, to: u8) -> Result<(), Error> {
        self.hex_ok(from)?;
        self.hex_ok(to)?;
        if self.tiles & hex_bit(from) == 0 {
            return Err(Error::NoTileThere);
        }
        if self.content.fog & !self.tiles & hex_bit(to) == 0 {
            return Err(Error::NotFog);
        }
        Ok(())
    }

    fn airway(&mut self, from: u8, to: u8, ev: &mut impl Events) {
        self.tiles = (self.tiles & !hex_bit(from)) | hex_bit(to);
        ev.push(Event::TileMoved { from, to });
    }

    // ---- Caravan (one) and Export (one or two): resources back to the reserve ----------

    fn list_return(&self, out: &mut Vec<Action>) {
        self.for_each_owned_place(self.current, true, |place, res| {
            for kind in Resource::ALL {
                if res[kind as usize] > 0 {
                    out.push(Action::ReturnResource { from: place, resource: kind });
                }
            }
        });
    }

    fn check_return(&self, from: Place, resource: Resource) -> Result<(), Error> {
        let res = self.place_resources(self.current, from, true)?;
        if res[resource as usize] == 0 {
            return Err(Error::NoResourceThere);
        }
        Ok(())
    }

    fn return_resource(
        &mut self,
        pending: PendingPower,
        from: Place,
        resource: Resource,
        ev: &mut impl Events,
    ) {
        let seat = self.current;
        ev.push(Event::ResourceReturned { seat, from, resource });
        self.remove_from_place(seat, from, resource, ev);
        self.reserve[resource as usize] += 1;
        if pending.power == Power::Export && pending.step == Step::Offered {
            self.pending = Some(PendingPower { step: Step::ExportSecond, ..pending });
        }
    }

    // ---- Store: one of your resources (exploitation or site) for one of the reserve ----

    fn list_store(&self, step: Step, out: &mut Vec<Action>) {
        if let Step::StoreTake { from, give } = step {
            for take in Resource::ALL {
                if take != give && self.reserve[take as usize] > 0 {
                    out.push(Action::SwapResource { from, give, take });
                }
            }
            return;
        }
        self.for_each_owned_place(self.current, false, |place, res| {
            for give in Resource::ALL {
                if res[give as usize] > 0 && self.reserve_has_other_than(give) {
                    out.push(Action::GiveResource { from: place, resource: give });
                }
            }
        });
    }

    /// Whether the reserve holds a kind other than `give` to swap it for.
    fn reserve_has_other_than(&self, give: Resource) -> bool {
        Resource::ALL.iter().any(|&k| k != give && self.reserve[k as usize] > 0)
    }

    fn check_give(&self, from: Place, give: Resource) -> Result<(), Error> {
        let res = self.place_resources(self.current, from, false)?;
        if res[give as usize] == 0 {
            return Err(Error::NoResourceThere);
        }
        if !self.reserve_has_other_than(give) {
            return Err(Error::ReserveEmpty);
        }
        Ok(())
    }

    fn check_store(&self, from: Place, give: Resource, take: Resource) -> Result<(), Error> {
        let res = self.place_resources(self.current, from, false)?;
        if res[give as usize] == 0 {
            return Err(Error::NoResourceThere);
        }
        if give == take {
            return Err(Error::SameResource);
        }
        if self.reserve[take as usize] == 0 {
            return Err(Error::ReserveEmpty);
        }
        Ok(())
    }

    fn store(&mut self, from: Place, give: Resource, take: Resource, ev: &mut impl Events) {
        let seat = self.current;
        // Swap in place: the exploitation never empties, its craftsman stays.
        self.add_to_place(seat, from, take);
        self.remove_from_place(seat, from, give, &mut NoEvents);
        self.reserve[give as usize] += 1;
        self.reserve[take as usize] -= 1;
        ev.push(Event::ResourceSwapped { seat, from, give, take });
    }

    // ---- Express Delivery: a resource of the reserve onto one of your sites ------------

    fn list_express_delivery(&self, step: Step, out: &mut Vec<Action>) {
        if let Step::ExpressKind { hex, half } = step {
            for kind in Resource::ALL {
                if self.reserve[kind as usize] > 0 {
                    out.push(Action::AddResource { hex, half, resource: kind });
                }
            }
            return;
        }
        if self.reserve.iter().all(|&k| k == 0) {
            return;
        }
        let seat = self.current;
        for (r, &h) in self.content.ruin_hexes.iter().enumerate() {
            for half in 0..2u8 {
                if self.ruins[r][half as usize].occupant == (Occupant::Site { seat }) {
                    out.push(Action::ChooseSite { hex: h, half });
                }
            }
        }
    }

    fn check_choose_site(&self, hex: u8, half: u8) -> Result<(), Error> {
        self.hex_ok(hex)?;
        self.own_site(hex, half)?;
        if self.reserve.iter().all(|&k| k == 0) {
            return Err(Error::ReserveEmpty);
        }
        Ok(())
    }

    fn check_express_delivery(&self, hex: u8, half: u8, resource: Resource) -> Result<(), Error> {
        self.hex_ok(hex)?;
        self.own_site(hex, half)?;
        if self.reserve[resource as usize] == 0 {
            return Err(Error::ReserveEmpty);
        }
        Ok(())
    }

    #[allow(
        clippy::expect_used,
        reason = "performed only after `own_site` accepted the hex, which refuses one off a ruin"
    )]
    fn express_delivery(&mut self, hex: u8, half: u8, resource: Resource, ev: &mut impl Events) {
        let r = self.ruin(hex).expect("checked");
        self.reserve[resource as usize] -= 1;
        self.ruins[r][half as usize].resources[resource as usize] += 1;
        ev.push(Event::ResourceAdded { seat: self.current, hex, half, resource });
    }
}
