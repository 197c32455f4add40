//! The door of a view from outside (another device's message, a worker's request): what
//! [`Game::check_view`](crate::core::Game::check_view) and its kin ask of a Via Nebula view,
//! an action or an event said with it. A view passes when every id in it is in range (seats,
//! cards, tokens, hexes, ruin halves, a card power's step), a state drawn from it keeps every
//! piece (the property checks' invariants: `audit.rs`) and that state shows the same view
//! again, so nothing downstream (the board's drawing, a search) indexes out of range.

use super::content::{Content, HexSet};
use super::state::ViaNebula;
use super::types::*;
use super::view::View;
use crate::core::testing::Audit;
use crate::core::{ensure, Game, Rng, ViewError};

/// The cards of `c`, as a set.
fn card_mask(c: &Content) -> u64 {
    (1u64 << c.cards.len()) - 1
}

/// The tokens of `c`, as a set.
fn token_mask(c: &Content) -> u32 {
    (1u32 << c.tokens.len()) - 1
}

fn hex_in(c: &Content, hex: u8) -> Result<(), ViewError> {
    ensure((hex as usize) < c.hex_count(), || format!("no hex {hex} on this board"))
}

fn site_in(c: &Content, hex: u8, half: u8) -> Result<(), ViewError> {
    hex_in(c, hex)?;
    ensure(half < 2, || format!("no half {half} of a ruin"))
}

fn card_in(c: &Content, card: u8) -> Result<(), ViewError> {
    ensure((card as usize) < c.cards.len(), || format!("no card {card}"))
}

fn token_in(c: &Content, token: u8) -> Result<(), ViewError> {
    ensure((token as usize) < c.tokens.len(), || format!("no token {token}"))
}

fn place_in(c: &Content, place: &Place) -> Result<(), ViewError> {
    match *place {
        Place::Exploitation { hex } => hex_in(c, hex),
        Place::Site { hex, half } => site_in(c, hex, half),
        Place::Storage => Ok(()),
    }
}

fn seat_in(n: usize, seat: u8) -> Result<(), ViewError> {
    ensure((seat as usize) < n, || format!("no seat {seat} among {n}"))
}

impl ViaNebula {
    /// What drawing a state from `view` needs ([`ViaNebula::sample_from`]): a real number of
    /// seats with the viewing one among them, displayed cards and token candidates that
    /// exist. Cheap: a search draws a state from the view at every iteration.
    pub(super) fn check_view_shape(view: &View) -> Result<(), ViewError> {
        let (s, c) = (&view.state, &*view.state.content);
        let n = s.n();
        ensure((2..=MAX_PLAYERS).contains(&n), || format!("{n} players"))?;
        seat_in(n, view.seat)?;
        for &card in s.display.iter().filter(|&&card| card != NONE) {
            card_in(c, card)?;
        }
        ensure(view.removed_special_candidates & !token_mask(c) == 0, || {
            "a removed token that does not exist".into()
        })
    }

    /// [`Game::check_view`] for Via Nebula.
    pub(super) fn check_whole_view(view: &View) -> Result<(), ViewError> {
        Self::check_view_shape(view)?;
        let s = &view.state;
        s.check_ids()?;
        for seat in s.n()..MAX_PLAYERS {
            ensure(view.hidden_private[seat] == 0 && view.hidden_drawn[seat] == 0, || {
                format!("hidden cards for seat {seat}, not in the game")
            })?;
        }
        let sampled = ViaNebula::sample_from(view, &mut Rng::new(0))?;
        sampled.check_invariants().map_err(ViewError)?;
        let again = serde_json::to_value(sampled.view(usize::from(view.seat)));
        ensure(again.ok() == serde_json::to_value(view).ok(), || {
            "it is not what a state drawn from it shows".into()
        })
    }

    /// Every id of the state in range: seats, cards, tokens, hexes, pieces per seat, the
    /// pending power and the turn counters.
    fn check_ids(&self) -> Result<(), ViewError> {
        let (c, n) = (&*self.content, self.n());
        ensure(usize::from(self.options.players) == n, || "options for another count".into())?;
        let content_matches = match c.builtin {
            Some(side) => self.options.side == side && self.options.custom_content.is_none(),
            None => self.options.custom_content.as_ref() == Some(&c.files),
        };
        ensure(content_matches, || "options for another board".into())?;
        for (seat, p) in self.seats.iter().enumerate() {
            if seat >= n {
                ensure(*p == PlayerState::default(), || format!("pieces of seat {seat}"))?;
                continue;
            }
            ensure((p.hand | p.fulfilled) & !card_mask(c) == 0, || {
                "cards that do not exist".into()
            })?;
            ensure(p.tokens & !token_mask(c) == 0, || "tokens that do not exist".into())?;
            ensure(p.craftsmen <= 3 && p.sites <= 3 && p.buildings <= 5, || {
                format!("too many pieces on seat {seat}'s guild board")
            })?;
        }
        for m in 0..self.token_on.len() {
            if self.token_on[m] != NONE {
                token_in(c, self.token_on[m])?;
            }
            if self.craftsman_on[m] != NONE {
                seat_in(n, self.craftsman_on[m])?;
            }
        }
        for half in self.ruins.iter().flatten() {
            if let Occupant::Site { seat } | Occupant::Building { seat } = half.occupant {
                seat_in(n, seat)?;
            }
        }
        ensure((self.deck | self.card_box) & !card_mask(c) == 0, || "no such cards".into())?;
        ensure(self.token_box & !token_mask(c) == 0, || "no such tokens".into())?;
        ensure(self.tiles & !hex_mask(c) == 0, || "tiles off the board".into())?;
        if self.removed_special != NONE {
            token_in(c, self.removed_special)?;
        }
        if self.end_card_holder != NONE {
            seat_in(n, self.end_card_holder)?;
        }
        seat_in(n, self.first_player)?;
        seat_in(n, self.current)?;
        if let Some(pending) = &self.pending {
            self.check_pending(pending)?;
        }
        self.check_turns()
    }

    /// A card power waiting: the card's own, at a step naming places on the board.
    fn check_pending(&self, pending: &PendingPower) -> Result<(), ViewError> {
        let c = &*self.content;
        card_in(c, pending.card)?;
        ensure(c.cards[pending.card as usize].power == Some(pending.power), || {
            format!("card {} has not that power", pending.card)
        })?;
        match pending.step {
            Step::Offered | Step::ExportSecond => Ok(()),
            Step::AirwayTo { from } => hex_in(c, from),
            Step::StoreTake { from, .. } => place_in(c, &from),
            Step::ExpressKind { hex, half } => site_in(c, hex, half),
        }
    }

    /// The counters of turns and actions as play leaves them: the final turns counted from
    /// the end card on, fewer idle turns than seats while in play.
    fn check_turns(&self) -> Result<(), ViewError> {
        let n = self.players;
        let final_turns = match self.final_turns_left {
            None => self.end_card_holder == NONE,
            Some(left) => self.end_card_holder != NONE && left <= n && (left > 0 || self.over),
        };
        ensure(final_turns, || "final turns without the end card, or too many".into())?;
        ensure(self.over || self.idle_turns < n, || "more idle turns than seats".into())?;
        ensure(self.actions_left <= 2, || "more than two actions".into())?;
        ensure(self.turn < u16::MAX, || "turn number out of range".into())
    }

    /// [`Game::check_action`] for Via Nebula: the hexes, halves and cards it names exist.
    pub(super) fn check_action_in(view: &View, action: &Action) -> Result<(), ViewError> {
        let c = &*view.state.content;
        match *action {
            Action::PlaceCraftsman { hex }
            | Action::PlaceSite { hex }
            | Action::ExploreFog { hex }
            | Action::ExploreForest { hex }
            | Action::RemoveToken { hex }
            | Action::PlaceTile { hex }
            | Action::LiftTile { hex } => hex_in(c, hex),
            Action::Transport { from, to, half, .. } => {
                hex_in(c, from)?;
                site_in(c, to, half)
            }
            Action::Build { hex, half, card } => {
                site_in(c, hex, half)?;
                card_in(c, card)
            }
            Action::MoveTile { from, to } => {
                hex_in(c, from)?;
                hex_in(c, to)
            }
            Action::ReturnResource { from, .. }
            | Action::GiveResource { from, .. }
            | Action::SwapResource { from, .. } => place_in(c, &from),
            Action::ChooseSite { hex, half } | Action::AddResource { hex, half, .. } => {
                site_in(c, hex, half)
            }
            Action::Pass | Action::EndTurn | Action::UsePower | Action::SkipPower => Ok(()),
        }
    }

    /// [`Game::check_event`] for Via Nebula: the seats, hexes, cards, tokens and slots it
    /// names exist (a card drawn by another seat is hidden: [`NONE`]).
    pub(super) fn check_event_in(view: &View, event: &Event) -> Result<(), ViewError> {
        let (c, n) = (&*view.state.content, view.state.n());
        let seat = |s: u8| seat_in(n, s);
        match event {
            Event::CraftsmanPlaced { seat: s, hex, token, .. } => {
                seat(*s)?;
                hex_in(c, *hex)?;
                token_in(c, *token)
            }
            Event::CraftsmanReturned { seat: s, hex }
            | Event::TilePlaced { seat: s, hex, .. }
            | Event::ResourceAdded { seat: s, hex, .. } => {
                seat(*s)?;
                hex_in(c, *hex)
            }
            Event::SitePlaced { seat: s, hex, half } => {
                seat(*s)?;
                site_in(c, *hex, *half)
            }
            Event::ExplorerRevealed { seat: s, stack } => {
                seat(*s)?;
                ensure(*stack < 4, || format!("no stack {stack}"))
            }
            Event::ResourceMoved { seat: s, from, to, half, .. } => {
                seat(*s)?;
                hex_in(c, *from)?;
                site_in(c, *to, *half)
            }
            Event::ExploitationDepleted { hex } => hex_in(c, *hex),
            Event::BuildingErected { seat: s, hex, half, card, .. } => {
                seat(*s)?;
                site_in(c, *hex, *half)?;
                card_in(c, *card)
            }
            Event::ContractRevealed { slot, card } => {
                ensure(*slot < 4, || format!("no slot {slot}"))?;
                card_in(c, *card)
            }
            Event::ContractDrawn { seat: s, card } => {
                seat(*s)?;
                if *card == NONE {
                    Ok(())
                } else {
                    card_in(c, *card)
                }
            }
            Event::PowerSkipped { seat: s, card } => {
                seat(*s)?;
                card_in(c, *card)
            }
            Event::TokenRemoved { hex, token, .. } => {
                hex_in(c, *hex)?;
                token_in(c, *token)
            }
            Event::TileMoved { from, to } => {
                hex_in(c, *from)?;
                hex_in(c, *to)
            }
            Event::ResourceReturned { seat: s, from, .. }
            | Event::ResourceSwapped { seat: s, from, .. } => {
                seat(*s)?;
                place_in(c, from)
            }
            Event::TurnEnded { seat: s, next } => {
                seat(*s)?;
                seat(*next)
            }
            Event::FinalRound { trigger: s } => seat(*s),
            Event::EndCardTaken { seat: s }
            | Event::ExtraAction { seat: s }
            | Event::TilesDiscarded { seat: s, .. }
            | Event::Passed { seat: s }
            | Event::ResourcesCollected { seat: s, .. } => seat(*s),
            Event::GameEnded { .. } => Ok(()),
        }
    }
}

/// The hexes of `c`, as a set.
fn hex_mask(c: &Content) -> HexSet {
    match c.hex_count() {
        128.. => HexSet::MAX,
        count => (1 << count) - 1,
    }
}
