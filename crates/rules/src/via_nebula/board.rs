//! Board questions (what is empty, whose, reachable, adjacent) and the moves of single
//! pieces (a tile from a guild board, a resource between places, a card from the deck), shared
//! by the listing of legal actions and by the rules that apply them.

use super::content::{bits, total, Cost, HexSet, TokenDef};
use super::state::*;
use super::types::*;
use super::{Res, Resource};

impl ViaNebula {
    /// Meadows with no token and no resource, and every placed meadow tile
    /// (docs/RULINGS.md, ruling 3).
    pub fn empty_meadows(&self) -> HexSet {
        let mut set = self.tiles;
        for (m, &h) in self.content.meadow_hexes.iter().enumerate() {
            if self.token_on[m] == NONE && total(&self.meadow_resources[m]) == 0 {
                set |= hex_bit(h);
            }
        }
        set
    }

    /// Meadows holding resources (worked, neutral or depleted-in-progress exploitations).
    pub fn exploitations(&self) -> HexSet {
        let mut set = 0;
        for (m, &h) in self.content.meadow_hexes.iter().enumerate() {
            if total(&self.meadow_resources[m]) > 0 {
                set |= hex_bit(h);
            }
        }
        set
    }

    /// Hexes holding one of the seat's craftsmen, sites or buildings (docs/RULINGS.md, ruling 3).
    pub fn own_elements(&self, seat: u8) -> HexSet {
        let mut set = 0;
        for (m, &h) in self.content.meadow_hexes.iter().enumerate() {
            if self.craftsman_on[m] == seat {
                set |= hex_bit(h);
            }
        }
        for (r, &h) in self.content.ruin_hexes.iter().enumerate() {
            if self.ruins[r].iter().any(|half| match half.occupant {
                Occupant::Site { seat: s } | Occupant::Building { seat: s } => s == seat,
                Occupant::Empty => false,
            }) {
                set |= hex_bit(h);
            }
        }
        set
    }

    /// Building sites `seat` has on the board (action B keeps them no more than its buildings left).
    pub fn sites_on_board(&self, seat: u8) -> u8 {
        self.ruins.iter().flatten().filter(|h| h.occupant == Occupant::Site { seat }).count() as u8
    }

    /// The free half of a ruin where a site may go, if any (2 players: the whole ruin).
    pub fn free_half(&self, ruin: usize) -> Option<u8> {
        let halves = &self.ruins[ruin];
        if self.players == 2 {
            (halves[0].occupant == Occupant::Empty && halves[1].occupant == Occupant::Empty)
                .then_some(0)
        } else {
            halves.iter().position(|h| h.occupant == Occupant::Empty).map(|i| i as u8)
        }
    }

    /// Whether `seat` can still explore: a meadow tile on its guild board or in the reserve.
    pub fn can_take_tile(&self, seat: u8) -> bool {
        self.seats[seat as usize].guild_tiles() > 0 || self.tile_reserve > 0
    }

    /// Takes a meadow tile from the leftmost non-empty stack, else the reserve
    /// (docs/RULINGS.md, ruling 4).
    pub(super) fn take_tile(&mut self, seat: u8, events: &mut impl Events) -> bool {
        let p = &mut self.seats[seat as usize];
        if let Some(stack) = p.stacks.iter().position(|&s| s > 0) {
            p.stacks[stack] -= 1;
            if p.stacks[stack] == 0 {
                events.push(Event::ExplorerRevealed { seat, stack: stack as u8 });
            }
            false
        } else {
            self.tile_reserve -= 1;
            true
        }
    }

    /// Fog (or forest) hexes the seat may explore by the normal rules.
    pub fn exploration_targets(&self, seat: u8, forest: bool) -> HexSet {
        let terrain = if forest { self.content.forests } else { self.content.fog };
        let free = terrain & !self.tiles;
        if free == 0 {
            return 0;
        }
        near_any(&self.content, free, self.own_elements(seat) | self.empty_meadows())
    }

    // ---- paths over empty meadows

    /// One pass over the meadows: (empty meadows incl. tiles, exploitations, hexes of the
    /// seat's craftsmen). The listing's hot path, hence a single loop.
    pub(super) fn meadow_masks(&self, seat: u8) -> (HexSet, HexSet, HexSet) {
        let (mut empty, mut exploit, mut own) = (self.tiles, 0, 0);
        for (m, &h) in self.content.meadow_hexes.iter().enumerate() {
            let bit = hex_bit(h);
            if has_any(&self.meadow_resources[m]) {
                exploit |= bit;
                if self.craftsman_on[m] == seat {
                    own |= bit;
                }
            } else if self.token_on[m] == NONE {
                empty |= bit;
            }
        }
        (empty, exploit, own)
    }

    /// The one path search of the engine (docs/RULINGS.md, ruling 6): spreads from `seed`
    /// (empty meadows) over connected empty meadows, one breadth-first layer at a time, while
    /// `layer` returns true. Returns the meadows reached and every hex next to them.
    #[inline]
    pub(super) fn flood(
        &self,
        seed: HexSet,
        empty: HexSet,
        mut layer: impl FnMut(HexSet) -> bool,
    ) -> (HexSet, HexSet) {
        let nb = &self.content.neighbors;
        let mut reach = seed;
        let mut frontier = seed;
        let mut touched = 0;
        while frontier != 0 && layer(frontier) {
            let mut next = 0;
            for i in bits(frontier) {
                next |= nb[i];
            }
            touched |= next;
            frontier = next & empty & !reach;
            reach |= frontier;
        }
        (reach, touched)
    }

    /// The exploitations from which a resource can reach the ruin at `ruin_hex`: adjacent
    /// to it, or to a chain of empty meadows that touches it (docs/RULINGS.md, ruling 6).
    pub fn transport_sources(&self, ruin_hex: u8) -> HexSet {
        let (empty, exploitations, _) = self.meadow_masks(NONE);
        let next_to_ruin = self.content.neighbors[ruin_hex as usize];
        let (_, touched) = self.flood(next_to_ruin & empty, empty, |_| true);
        (next_to_ruin | touched) & exploitations
    }

    /// The hexes a resource crosses from `from` to the ruin `to` (both excluded): a shortest
    /// path over empty meadows, for the UI to animate. `None` if no path exists.
    pub fn transport_path(&self, from: u8, to: u8) -> Option<Vec<u8>> {
        let nb = &self.content.neighbors;
        if nb[from as usize] & hex_bit(to) != 0 {
            return Some(Vec::new());
        }
        let empty = self.empty_meadows();
        let next_to_ruin = nb[to as usize];
        // The layers of the search, kept until one touches the ruin; then walk back.
        let mut layers: Vec<HexSet> = Vec::new();
        self.flood(nb[from as usize] & empty, empty, |layer| {
            layers.push(layer);
            layer & next_to_ruin == 0
        });
        let mut here = layers.last().copied().unwrap_or(0) & next_to_ruin;
        if here == 0 {
            return None;
        }
        let mut path = Vec::with_capacity(layers.len());
        for i in (0..layers.len()).rev() {
            let hex = here.trailing_zeros() as u8;
            path.push(hex);
            if i > 0 {
                // Some hex of the layer before led here.
                here = layers[i - 1] & nb[hex as usize];
            }
        }
        path.reverse();
        Some(path)
    }

    // ---- pieces

    /// Takes the token off meadow `m` (which holds one) and puts its resources there, for this
    /// player count and as far as the reserve lasts (docs/RULINGS.md, rulings 13 and 13a).
    /// Shared by a craftsman's placement and Abundance. Returns the token and the amount.
    pub(super) fn open_exploitation(&mut self, m: usize) -> (u8, TokenDef, u8) {
        let token = self.token_on[m];
        let def = self.content.tokens[token as usize];
        let kind = def.resource as usize;
        let amount = def.quantity(self.n()).min(self.reserve[kind]);
        self.token_on[m] = NONE;
        self.reserve[kind] -= amount;
        self.meadow_resources[m][kind] += amount;
        (token, def, amount)
    }

    /// Removes one resource from an exploitation; a depleted one sends its craftsman home
    /// and becomes an empty meadow (docs/RULINGS.md, ruling 8).
    pub(super) fn take_from_meadow(&mut self, m: usize, kind: Resource, events: &mut impl Events) {
        let hex = self.content.meadow_hexes[m];
        self.meadow_resources[m][kind as usize] -= 1;
        if total(&self.meadow_resources[m]) == 0 {
            events.push(Event::ExploitationDepleted { hex });
            let owner = self.craftsman_on[m];
            if owner != NONE {
                self.craftsman_on[m] = NONE;
                self.seats[owner as usize].craftsmen += 1;
                events.push(Event::CraftsmanReturned { seat: owner, hex });
            }
        }
    }

    /// Resources a player may give up or swap: on exploitations they work, on their sites,
    /// and (when `storage`) in their storage.
    pub(super) fn for_each_owned_place(
        &self,
        seat: u8,
        storage: bool,
        mut visit: impl FnMut(Place, Res),
    ) {
        for (m, &h) in self.content.meadow_hexes.iter().enumerate() {
            if self.craftsman_on[m] == seat && total(&self.meadow_resources[m]) > 0 {
                visit(Place::Exploitation { hex: h }, self.meadow_resources[m]);
            }
        }
        for (r, &h) in self.content.ruin_hexes.iter().enumerate() {
            for half in 0..2 {
                let hs = &self.ruins[r][half];
                if hs.occupant == (Occupant::Site { seat }) && total(&hs.resources) > 0 {
                    visit(Place::Site { hex: h, half: half as u8 }, hs.resources);
                }
            }
        }
        if storage && total(&self.seats[seat as usize].storage) > 0 {
            visit(Place::Storage, self.seats[seat as usize].storage);
        }
    }

    pub(super) fn place_resources(
        &self,
        seat: u8,
        place: Place,
        storage_ok: bool,
    ) -> Result<Res, Error> {
        match place {
            Place::Exploitation { hex } => {
                let m = self.meadow(hex).ok_or(Error::NotYours)?;
                if self.craftsman_on[m] != seat {
                    return Err(Error::NotYours);
                }
                Ok(self.meadow_resources[m])
            }
            Place::Site { hex, half } => {
                let r = self.ruin(hex).ok_or(Error::NotYours)?;
                let hs = self.ruins[r].get(half as usize).ok_or(Error::NotYours)?;
                if hs.occupant != (Occupant::Site { seat }) {
                    return Err(Error::NotYours);
                }
                Ok(hs.resources)
            }
            Place::Storage if storage_ok => Ok(self.seats[seat as usize].storage),
            Place::Storage => Err(Error::NotYours),
        }
    }

    #[allow(
        clippy::expect_used,
        reason = "places come from checked actions, and `check` refuses an exploitation off a meadow and a site off a ruin"
    )]
    pub(super) fn remove_from_place(
        &mut self,
        seat: u8,
        place: Place,
        kind: Resource,
        events: &mut impl Events,
    ) {
        match place {
            Place::Exploitation { hex } => {
                let m = self.meadow(hex).expect("checked");
                self.take_from_meadow(m, kind, events);
            }
            Place::Site { hex, half } => {
                let r = self.ruin(hex).expect("checked");
                self.ruins[r][half as usize].resources[kind as usize] -= 1;
            }
            Place::Storage => self.seats[seat as usize].storage[kind as usize] -= 1,
        }
    }

    #[allow(
        clippy::expect_used,
        reason = "places come from checked actions, and `check` refuses an exploitation off a meadow and a site off a ruin"
    )]
    pub(super) fn add_to_place(&mut self, seat: u8, place: Place, kind: Resource) {
        match place {
            Place::Exploitation { hex } => {
                let m = self.meadow(hex).expect("checked");
                self.meadow_resources[m][kind as usize] += 1;
            }
            Place::Site { hex, half } => {
                let r = self.ruin(hex).expect("checked");
                self.ruins[r][half as usize].resources[kind as usize] += 1;
            }
            Place::Storage => self.seats[seat as usize].storage[kind as usize] += 1,
        }
    }

    /// The ruin index of `hex` if `(hex, half)` is one of the current player's building
    /// sites.
    pub(super) fn own_site(&self, hex: u8, half: u8) -> Result<usize, Error> {
        let seat = self.current;
        let r = self.ruin(hex).ok_or(Error::NotYourSite)?;
        if half > 1 || self.ruins[r][half as usize].occupant != (Occupant::Site { seat }) {
            return Err(Error::NotYourSite);
        }
        Ok(r)
    }

    // ---- contracts

    /// The resources a contract takes from a site holding `have`, or `None` if it cannot.
    pub fn contract_uses(&self, card: u8, have: &Res) -> Option<Res> {
        let info = &self.content.cards[card as usize];
        match &info.cost {
            Cost::Resources(_) => (0..5).all(|k| have[k] >= info.need[k]).then_some(info.need),
            Cost::Different(n) => {
                let mut used = [0u8; 5];
                let mut left = *n;
                for k in 0..5 {
                    if left > 0 && have[k] > 0 {
                        used[k] = 1;
                        left -= 1;
                    }
                }
                (left == 0).then_some(used)
            }
            Cost::Identical(n) => {
                let k = (0..5).find(|&k| have[k] >= *n)?;
                let mut used = [0u8; 5];
                used[k] = *n;
                Some(used)
            }
        }
    }

    /// Contracts the current player may use: the face-up ones and their hand.
    pub(super) fn available_contracts(&self, seat: u8) -> u64 {
        let mut set = self.seats[seat as usize].hand;
        for &c in &self.display {
            if c != NONE {
                set |= bit64(c);
            }
        }
        set
    }

    pub(super) fn draw_from_deck(&mut self) -> Option<u8> {
        if self.deck == 0 {
            return None;
        }
        let k = self.rng.below(self.deck.count_ones() as usize);
        let card = nth_bit(self.deck, k);
        self.deck &= !bit64(card);
        Some(card)
    }
}
