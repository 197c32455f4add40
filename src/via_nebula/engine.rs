//! The state, the actions, the events, the errors and the rules of Via Nebula.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

use super::content::{
    bits, total, Content, ContentFiles, HexSet, Power, Side, MAX_RUINS, MEADOWS, MEADOW_TILES,
    RESERVE_PER_KIND,
};
use super::{Res, Resource};
use crate::core::{
    Disclosure, Game, GameEvent, GameKind, Outcome, Rng, RuleError, Seat, SetupError,
};

/// "No piece here" in the fixed arrays of ids and seats.
pub const NONE: u8 = 255;
pub const MAX_PLAYERS: usize = 4;

// ---------------------------------------------------------------------------------------
// Options

/// Game options; missing JSON fields take the defaults (4 players, beginner side).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// 2, 3 or 4.
    pub players: u8,
    pub side: Side,
    /// Content replacing the built-in board side, tokens and cards (validated at setup).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom_content: Option<ContentFiles>,
}

impl Default for Options {
    fn default() -> Self {
        Options { players: 4, side: Side::Beginner, custom_content: None }
    }
}

impl Options {
    pub fn new(players: u8, side: Side) -> Self {
        Options { players, side, custom_content: None }
    }
}

// ---------------------------------------------------------------------------------------
// State

/// What occupies one half of a ruin (with 2 players only half 0 is used:
/// docs/RULINGS.md, ruling 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Occupant {
    #[default]
    Empty,
    Site {
        seat: u8,
    },
    Building {
        seat: u8,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Half {
    pub occupant: Occupant,
    /// Resources delivered to a building site.
    pub resources: Res,
}

/// One player's guild board and what they own off the main board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct PlayerState {
    /// Craftsmen on the guild board (not on an exploitation).
    pub craftsmen: u8,
    /// Building sites on the guild board.
    pub sites: u8,
    /// Buildings still on the guild board (5 at the start).
    pub buildings: u8,
    /// Meadow tiles in each stack, leftmost first; an empty stack shows an explorer.
    pub stacks: [u8; 4],
    /// Contracts in hand (bit = card id).
    pub hand: u64,
    /// Contracts fulfilled (one per building).
    pub fulfilled: u64,
    /// Exploitation tokens taken by this player's craftsmen (bit = token id).
    pub tokens: u32,
    /// The resource area of the guild board (-1 point each at the end).
    pub storage: Res,
}

impl PlayerState {
    pub fn revealed_explorers(&self) -> u32 {
        self.stacks.iter().filter(|&&s| s == 0).count() as u32
    }
    pub fn guild_tiles(&self) -> u32 {
        self.stacks.iter().map(|&s| s as u32).sum()
    }
}

/// A card power waiting for its owner's choice, right after the building was erected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingPower {
    pub card: u8,
    pub power: Power,
    /// Export: how many resources were already returned (at most 2).
    pub returned: u8,
}

/// A whole game of Via Nebula. Fields are public so clients can draw the board and tests
/// can place pieces directly (see [`super::testing`]); only `apply` changes them in play.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ViaNebula {
    #[serde(with = "super::content::content_ref")]
    pub content: Arc<Content>,
    #[serde(with = "arc_serde")]
    pub options: Arc<Options>,
    pub rng: Rng,
    pub players: u8,
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
    pub reserve: Res,
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
    pub first_player: u8,
    pub current: u8,
    pub actions_left: u8,
    pub pending: Option<PendingPower>,
    /// The current player took an action other than passing this turn.
    pub acted: bool,
    /// Consecutive whole turns in which the player could do nothing.
    pub idle_turns: u8,
    /// After the end-of-game trigger: turn ends still to come (the trigger's own, then
    /// one for each other player).
    pub final_turns_left: Option<u8>,
    pub over: bool,
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

// ---------------------------------------------------------------------------------------
// Actions, events, errors

/// Where a resource is taken from by Caravan, Export or Store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "place", rename_all = "snake_case", deny_unknown_fields)]
pub enum Place {
    /// An exploitation worked by the player's craftsman.
    Exploitation { hex: u8 },
    /// One of the player's building sites (ruin hex and half).
    Site { hex: u8, half: u8 },
    /// The resource area of the player's guild board.
    Storage,
}

/// Everything a player can do. Hexes are ids into the board content.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// A: put a craftsman on a token; its resources go on the hex.
    PlaceCraftsman { hex: u8 },
    /// B: put a building site on a free half of a ruin.
    PlaceSite { hex: u8 },
    /// C: put a meadow tile on a fog space.
    ExploreFog { hex: u8 },
    /// D: put a meadow tile on a petrified forest (both actions).
    ExploreForest { hex: u8 },
    /// E: move one resource from an exploitation to one of your sites, along empty meadows.
    Transport { from: u8, resource: Resource, to: u8, half: u8 },
    /// F: erect a building on one of your sites with a contract from the display or your hand.
    Build { hex: u8, half: u8, card: u8 },
    /// Give up the remaining actions: listed only when nothing else is possible
    /// (docs/RULINGS.md, ruling 1).
    Pass,
    /// Confirm the end of the turn (the only action once both actions are used).
    EndTurn,
    /// Use a power that needs no target (Distillery, Secret Plan, Shortcut).
    UsePower,
    /// Decline the power of the card just built (or stop an Export after one resource).
    SkipPower,
    /// Abundance: remove a token; its resources make a neutral exploitation.
    RemoveToken { hex: u8 },
    /// Adventurers (forbidden zone) or Carpentry (petrified forest): place a meadow tile.
    PlaceTile { hex: u8 },
    /// Airway: move a meadow tile from the board to a fog space.
    MoveTile { from: u8, to: u8 },
    /// Caravan, Export: return one resource to the reserve.
    ReturnResource { from: Place, resource: Resource },
    /// Store: swap one of your resources for one of the reserve.
    SwapResource { from: Place, give: Resource, take: Resource },
    /// Express Delivery: put a resource from the reserve on one of your sites.
    AddResource { hex: u8, half: u8, resource: Resource },
}

/// What happened, for the log and the animations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    CraftsmanPlaced {
        seat: u8,
        hex: u8,
        token: u8,
        resource: Resource,
        amount: u8,
    },
    CraftsmanReturned {
        seat: u8,
        hex: u8,
    },
    SitePlaced {
        seat: u8,
        hex: u8,
        half: u8,
    },
    TilePlaced {
        seat: u8,
        hex: u8,
        from_reserve: bool,
    },
    ExplorerRevealed {
        seat: u8,
        stack: u8,
    },
    ResourceMoved {
        seat: u8,
        from: u8,
        resource: Resource,
        to: u8,
        half: u8,
    },
    ExploitationDepleted {
        hex: u8,
    },
    BuildingErected {
        seat: u8,
        hex: u8,
        half: u8,
        card: u8,
        surplus: Res,
    },
    /// A contract turned up from the deck onto the display (a random draw).
    ContractRevealed {
        slot: u8,
        card: u8,
    },
    EndCardTaken {
        seat: u8,
    },
    PowerSkipped {
        seat: u8,
        card: u8,
    },
    ExtraAction {
        seat: u8,
    },
    /// Secret Plan: the top contract goes to the hand (seen by that player only).
    ContractDrawn {
        seat: u8,
        card: u8,
    },
    TilesDiscarded {
        seat: u8,
        count: u8,
    },
    TokenRemoved {
        hex: u8,
        token: u8,
        amount: u8,
    },
    TileMoved {
        from: u8,
        to: u8,
    },
    ResourceReturned {
        seat: u8,
        from: Place,
        resource: Resource,
    },
    ResourceSwapped {
        seat: u8,
        from: Place,
        give: Resource,
        take: Resource,
    },
    ResourceAdded {
        seat: u8,
        hex: u8,
        half: u8,
        resource: Resource,
    },
    Passed {
        seat: u8,
    },
    TurnEnded {
        seat: u8,
        next: u8,
    },
    FinalRound {
        trigger: u8,
    },
    /// The final collection: resources of sites and worked exploitations to storage.
    ResourcesCollected {
        seat: u8,
        amount: u8,
    },
    GameEnded {
        stalemate: bool,
    },
}

impl Event {
    /// The event as `seat` may read it in the log: a contract drawn into another player's
    /// hand shows as card `NONE` (docs/RULINGS.md, ruling 16: hands are hidden).
    pub fn redacted_for(&self, seat: u8) -> Event {
        match *self {
            Event::ContractDrawn { seat: drawer, .. } if drawer != seat => {
                Event::ContractDrawn { seat: drawer, card: NONE }
            }
            _ => self.clone(),
        }
    }
}

impl GameEvent for Event {
    fn disclosure(&self) -> Disclosure {
        match self {
            Event::ContractRevealed { .. } => Disclosure::RandomDraw,
            Event::ContractDrawn { .. } => Disclosure::RevealsHidden,
            Event::TurnEnded { .. } | Event::GameEnded { .. } => Disclosure::Commitment,
            _ => Disclosure::Public,
        }
    }
}

/// Why an action was refused. `Display` is the sentence shown to the player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Error {
    GameOver,
    MustEndTurn,
    TurnNotFinished,
    PowerPending,
    NoPowerPending,
    WrongPower,
    NoSuchHex,
    NoCraftsmanLeft,
    NoTokenThere,
    NoSiteLeft,
    SitesExceedBuildings,
    NotARuin,
    RuinFull,
    NotFog,
    NotForest,
    NotForbidden,
    NotNextToYours,
    ForestNeedsBothActions,
    NoMeadowTileLeft,
    NoResourceThere,
    NotYourSite,
    NoPath,
    ContractNotAvailable,
    ContractNotMet,
    CannotPass,
    NotYours,
    NoTileThere,
    ReserveEmpty,
    SameResource,
    NothingToDo,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Error::GameOver => "The game is over.",
            Error::MustEndTurn => "You have used your actions: end your turn.",
            Error::TurnNotFinished => "You still have an action to take before ending your turn.",
            Error::PowerPending => {
                "First use or skip the power of the contract you just fulfilled."
            }
            Error::NoPowerPending => "There is no card power to use now.",
            Error::WrongPower => "The card you just fulfilled does not have that power.",
            Error::NoSuchHex => "There is no such hex on the board.",
            Error::NoCraftsmanLeft => "You have no craftsman left on your guild board.",
            Error::NoTokenThere => "There is no exploitation token on that hex.",
            Error::NoSiteLeft => "You have no building site left on your guild board.",
            Error::SitesExceedBuildings => {
                "You cannot have more building sites on the board than buildings left to build."
            }
            Error::NotARuin => "Building sites go on ruins only.",
            Error::RuinFull => "These ruins have no free place for a building site.",
            Error::NotFog => "That hex is not a fog space.",
            Error::NotForest => "That hex is not a petrified forest.",
            Error::NotForbidden => "That hex is not a forbidden zone.",
            Error::NotNextToYours => {
                "That hex is not next to anything of yours or an empty meadow."
            }
            Error::ForestNeedsBothActions => {
                "Exploring a petrified forest takes both actions of your turn."
            }
            Error::NoMeadowTileLeft => {
                "There is no meadow tile left, on your guild board or in the reserve."
            }
            Error::NoResourceThere => "There is no such resource there.",
            Error::NotYourSite => {
                "Resources can only be delivered to, and built on, one of your own building sites."
            }
            Error::NoPath => {
                "No path of empty meadows links that exploitation to that building site."
            }
            Error::ContractNotAvailable => {
                "That contract is neither face up on the board nor in your hand."
            }
            Error::ContractNotMet => {
                "That building site does not hold the resources this contract needs."
            }
            Error::CannotPass => "You can only pass when no action is possible.",
            Error::NotYours => "That is not one of your exploitations or building sites.",
            Error::NoTileThere => "There is no meadow tile placed by a player on that hex.",
            Error::ReserveEmpty => "The reserve has none of that resource left.",
            Error::SameResource => "Choose a different resource to take.",
            Error::NothingToDo => "This power would do nothing now.",
        })
    }
}

impl std::error::Error for Error {}
impl RuleError for Error {}

// ---------------------------------------------------------------------------------------
// Score and view

/// One seat's score by category (docs/RULINGS.md, ruling 15).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub seat: u8,
    pub tokens: i64,
    pub contracts: i64,
    pub explorers: i64,
    pub end_card: i64,
    /// Minus one per resource in storage (zero or negative).
    pub storage: i64,
    pub total: i64,
    /// Resources in storage: the tie-break (fewer wins).
    pub storage_resources: u32,
}

/// What one seat may see: the state with other hands, the deck and the box emptied, the
/// removed special token unset and the random generator reset; the counts say how many
/// hidden cards each place holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub seat: u8,
    pub state: ViaNebula,
    /// Per seat: hidden private contracts in hand (0 for the viewing seat: its hand is shown).
    pub hidden_private: [u8; MAX_PLAYERS],
    /// Per seat: hidden contracts drawn from the deck by Secret Plan.
    pub hidden_drawn: [u8; MAX_PLAYERS],
    pub deck_count: u8,
    pub box_count: u8,
    /// Special tokens that may be the one removed at setup (bit = token id).
    pub removed_special_candidates: u32,
}

// ---------------------------------------------------------------------------------------
// Rules

fn bit64(i: u8) -> u64 {
    1u64 << i
}

fn hex_bit(h: u8) -> HexSet {
    1u128 << h
}

/// Whether a resource count holds anything (the five bytes read as one word).
#[inline]
fn has_any(r: &Res) -> bool {
    (u32::from_le_bytes([r[0], r[1], r[2], r[3]]) | r[4] as u32) != 0
}

/// The hexes of `candidates` next to a hex of `anchors`, iterating the smaller set.
#[inline]
fn near_any(c: &Content, candidates: HexSet, anchors: HexSet) -> HexSet {
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
fn nth_bit(mask: u64, k: usize) -> u8 {
    let mut m = mask;
    for _ in 0..k {
        m &= m - 1;
    }
    m.trailing_zeros() as u8
}

impl ViaNebula {
    pub fn n(&self) -> usize {
        self.players as usize
    }

    fn hex_ok(&self, hex: u8) -> Result<(), Error> {
        if (hex as usize) < self.content.hex_count() {
            Ok(())
        } else {
            Err(Error::NoSuchHex)
        }
    }

    /// Takes the token off meadow `m` and puts its resources there (for this player count,
    /// as far as the reserve lasts: docs/RULINGS.md, ruling 13). Shared by a craftsman's placement
    /// and
    /// Abundance. Checks before changing anything.
    fn open_exploitation(
        &mut self,
        m: usize,
    ) -> Result<(u8, crate::via_nebula::content::TokenDef, u8), Error> {
        let token = self.token_on[m];
        if token == NONE {
            return Err(Error::NoTokenThere);
        }
        let def = self.content.tokens[token as usize];
        let kind = def.resource as usize;
        let amount = def.quantity(self.n()).min(self.reserve[kind]);
        self.token_on[m] = NONE;
        self.reserve[kind] -= amount;
        self.meadow_resources[m][kind] += amount;
        Ok((token, def, amount))
    }

    fn meadow(&self, hex: u8) -> Option<usize> {
        match self.content.meadow_index.get(hex as usize) {
            Some(&m) if m != NONE => Some(m as usize),
            _ => None,
        }
    }

    fn ruin(&self, hex: u8) -> Option<usize> {
        match self.content.ruin_index.get(hex as usize) {
            Some(&r) if r != NONE => Some(r as usize),
            _ => None,
        }
    }

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

    pub fn can_take_tile(&self, seat: u8) -> bool {
        self.seats[seat as usize].guild_tiles() > 0 || self.tile_reserve > 0
    }

    /// Takes a meadow tile from the leftmost non-empty stack, else the reserve
    /// (docs/RULINGS.md, ruling 4).
    fn take_tile(&mut self, seat: u8, events: &mut Vec<Event>) -> bool {
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

    /// The exploitations from which a resource can reach the ruin at `ruin_hex`: adjacent
    /// to it, or to a chain of empty meadows that touches it (docs/RULINGS.md, ruling 6).
    pub fn transport_sources(&self, ruin_hex: u8) -> HexSet {
        let (empty, exploitations, _) = self.meadow_masks(NONE);
        self.transport_sources_with(ruin_hex, empty, exploitations)
    }

    /// The empty meadows connected to `seed` (itself empty meadows), and every hex next to them.
    fn flood(&self, seed: HexSet, empty: HexSet) -> (HexSet, HexSet) {
        let nb = &self.content.neighbors;
        let mut reach = seed;
        let mut frontier = seed;
        let mut touched = 0;
        while frontier != 0 {
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

    fn transport_sources_with(&self, ruin_hex: u8, empty: HexSet, exploitations: HexSet) -> HexSet {
        let nb = &self.content.neighbors;
        let mut touched = nb[ruin_hex as usize];
        let mut reach = touched & empty;
        let mut frontier = reach;
        while frontier != 0 {
            let mut next = 0;
            for i in bits(frontier) {
                next |= nb[i];
            }
            // Every hex next to the reached meadows is a possible source.
            touched |= next;
            frontier = next & empty & !reach;
            reach |= frontier;
        }
        touched & exploitations
    }

    /// The hexes a resource crosses from `from` to the ruin `to` (both excluded): a shortest
    /// path over empty meadows, for the UI to animate. `None` if no path exists.
    pub fn transport_path(&self, from: u8, to: u8) -> Option<Vec<u8>> {
        let nb = &self.content.neighbors;
        if nb[from as usize] & hex_bit(to) != 0 {
            return Some(Vec::new());
        }
        let empty = self.empty_meadows();
        let n = self.content.hex_count();
        let mut prev = vec![NONE; n];
        let mut queue = std::collections::VecDeque::new();
        for i in bits(nb[from as usize] & empty) {
            prev[i] = from;
            queue.push_back(i as u8);
        }
        while let Some(h) = queue.pop_front() {
            if nb[h as usize] & hex_bit(to) != 0 {
                let mut path = vec![h];
                let mut cur = h;
                while prev[cur as usize] != from {
                    cur = prev[cur as usize];
                    path.push(cur);
                }
                path.reverse();
                return Some(path);
            }
            for i in bits(nb[h as usize] & empty) {
                if prev[i] == NONE && i != from as usize {
                    prev[i] = h;
                    queue.push_back(i as u8);
                }
            }
        }
        None
    }

    /// The resources a contract takes from a site holding `have`, or `None` if it cannot.
    pub fn contract_uses(&self, card: u8, have: &Res) -> Option<Res> {
        let info = &self.content.cards[card as usize];
        match &info.cost {
            super::content::Cost::Resources(_) => {
                (0..5).all(|k| have[k] >= info.need[k]).then_some(info.need)
            }
            super::content::Cost::Different(n) => {
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
            super::content::Cost::Identical(n) => {
                let k = (0..5).find(|&k| have[k] >= *n)?;
                let mut used = [0u8; 5];
                used[k] = *n;
                Some(used)
            }
        }
    }

    /// Contracts the current player may use: the face-up ones and their hand.
    fn available_contracts(&self, seat: u8) -> u64 {
        let mut set = self.seats[seat as usize].hand;
        for &c in &self.display {
            if c != NONE {
                set |= bit64(c);
            }
        }
        set
    }

    fn draw_from_deck(&mut self) -> Option<u8> {
        if self.deck == 0 {
            return None;
        }
        let k = self.rng.below(self.deck.count_ones() as usize);
        let card = nth_bit(self.deck, k);
        self.deck &= !bit64(card);
        Some(card)
    }

    /// Removes one resource from an exploitation; a depleted one sends its craftsman home
    /// and becomes an empty meadow (docs/RULINGS.md, ruling 8).
    fn take_from_meadow(&mut self, m: usize, kind: Resource, events: &mut Vec<Event>) {
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
    fn for_each_owned_place(&self, seat: u8, storage: bool, mut visit: impl FnMut(Place, Res)) {
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

    fn place_resources(&self, seat: u8, place: Place, storage_ok: bool) -> Result<Res, Error> {
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

    fn remove_from_place(
        &mut self,
        seat: u8,
        place: Place,
        kind: Resource,
        events: &mut Vec<Event>,
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

    fn add_to_place(&mut self, seat: u8, place: Place, kind: Resource) {
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

    // ---- legal actions -------------------------------------------------------------

    /// The basic actions A-F open to the current player now (no Pass, no EndTurn).
    /// One pass over the meadows: (empty meadows incl. tiles, exploitations, hexes of the
    /// seat's craftsmen). The listing's hot path, hence a single loop.
    fn meadow_masks(&self, seat: u8) -> (HexSet, HexSet, HexSet) {
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

    fn basic_actions_into(&self, out: &mut Vec<Action>) {
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
                            let (reach, touched) = self.flood(seed, empty);
                            regions[region_count] = (reach, touched);
                            region_count += 1;
                            flooded |= reach;
                            seeds &= !reach;
                        }
                        let mut touched = c.neighbors[h as usize];
                        if seeds != 0 {
                            // More regions than the cache holds (never on real boards).
                            touched |= self.flood(seeds, empty).1;
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

    fn power_actions_into(&self, pending: &PendingPower, out: &mut Vec<Action>) {
        let seat = self.current;
        let c = &*self.content;
        out.push(Action::SkipPower);
        match pending.power {
            Power::Distillery => out.push(Action::UsePower),
            Power::SecretPlan => {
                if self.deck != 0 {
                    out.push(Action::UsePower)
                }
            }
            Power::Shortcut => {
                if self.seats[seat as usize].guild_tiles() > 0 {
                    out.push(Action::UsePower)
                }
            }
            Power::Abundance => {
                for (m, &h) in c.meadow_hexes.iter().enumerate() {
                    if self.token_on[m] != NONE {
                        out.push(Action::RemoveToken { hex: h });
                    }
                }
            }
            Power::Adventurers | Power::Carpentry => {
                if self.can_take_tile(seat) {
                    let targets =
                        if pending.power == Power::Adventurers { c.forbidden } else { c.forests };
                    for h in bits(targets & !self.tiles) {
                        out.push(Action::PlaceTile { hex: h as u8 });
                    }
                }
            }
            Power::Airway => {
                let fog = c.fog & !self.tiles;
                for from in bits(self.tiles) {
                    for to in bits(fog) {
                        out.push(Action::MoveTile { from: from as u8, to: to as u8 });
                    }
                }
            }
            Power::Caravan | Power::Export | Power::Store => {
                let store = pending.power == Power::Store;
                self.for_each_owned_place(seat, !store, |place, res| {
                    for give in Resource::ALL {
                        if res[give as usize] == 0 {
                            continue;
                        }
                        if store {
                            for take in Resource::ALL {
                                if take != give && self.reserve[take as usize] > 0 {
                                    out.push(Action::SwapResource { from: place, give, take });
                                }
                            }
                        } else {
                            out.push(Action::ReturnResource { from: place, resource: give });
                        }
                    }
                });
            }
            Power::ExpressDelivery => {
                for (r, &h) in c.ruin_hexes.iter().enumerate() {
                    for half in 0..2u8 {
                        if self.ruins[r][half as usize].occupant == (Occupant::Site { seat }) {
                            for kind in Resource::ALL {
                                if self.reserve[kind as usize] > 0 {
                                    out.push(Action::AddResource { hex: h, half, resource: kind });
                                }
                            }
                        }
                    }
                }
            }
            Power::QuietTown
            | Power::Architect
            | Power::Burgomaster
            | Power::LazyExplorer
            | Power::Merchant
            | Power::Priest => {}
        }
    }

    // ---- applying -------------------------------------------------------------------

    fn apply_inner(&mut self, action: &Action, ev: &mut Vec<Event>) -> Result<(), Error> {
        if self.over {
            return Err(Error::GameOver);
        }
        let seat = self.current;
        if let Some(pending) = self.pending {
            return self.apply_power(pending, action, ev);
        }
        match *action {
            Action::EndTurn => {
                if self.actions_left > 0 {
                    return Err(Error::TurnNotFinished);
                }
                self.end_turn(ev);
                return Ok(());
            }
            Action::UsePower
            | Action::SkipPower
            | Action::RemoveToken { .. }
            | Action::PlaceTile { .. }
            | Action::MoveTile { .. }
            | Action::ReturnResource { .. }
            | Action::SwapResource { .. }
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
                self.actions_left = 0;
                ev.push(Event::Passed { seat });
                return Ok(());
            }
            Action::PlaceCraftsman { hex } => {
                self.hex_ok(hex)?;
                if self.seats[seat as usize].craftsmen == 0 {
                    return Err(Error::NoCraftsmanLeft);
                }
                let m = self.meadow(hex).ok_or(Error::NoTokenThere)?;
                let (token, def, amount) = self.open_exploitation(m)?;
                self.seats[seat as usize].tokens |= 1 << token;
                self.seats[seat as usize].craftsmen -= 1;
                self.craftsman_on[m] = seat;
                ev.push(Event::CraftsmanPlaced {
                    seat,
                    hex,
                    token,
                    resource: def.resource,
                    amount,
                });
                if amount == 0 {
                    // The reserve ran dry (docs/RULINGS.md, ruling 13): nothing to work, the
                    // craftsman comes back.
                    self.craftsman_on[m] = NONE;
                    self.seats[seat as usize].craftsmen += 1;
                    ev.push(Event::CraftsmanReturned { seat, hex });
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
                let half = self.free_half(r).ok_or(Error::RuinFull)?;
                self.ruins[r][half as usize].occupant = Occupant::Site { seat };
                self.seats[seat as usize].sites -= 1;
                ev.push(Event::SitePlaced { seat, hex, half });
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
                let from_reserve = self.take_tile(seat, ev);
                self.tiles |= hex_bit(hex);
                ev.push(Event::TilePlaced { seat, hex, from_reserve });
                if forest {
                    // Rule D: the forest costs both actions; the turn ends.
                    self.actions_left = 1;
                }
            }
            Action::Transport { from, resource, to, half } => {
                self.hex_ok(from)?;
                self.hex_ok(to)?;
                let m = self.meadow(from).ok_or(Error::NoResourceThere)?;
                if self.meadow_resources[m][resource as usize] == 0 {
                    return Err(Error::NoResourceThere);
                }
                let r = self.ruin(to).ok_or(Error::NotYourSite)?;
                if half > 1 || self.ruins[r][half as usize].occupant != (Occupant::Site { seat }) {
                    return Err(Error::NotYourSite);
                }
                if self.transport_sources(to) & hex_bit(from) == 0 {
                    return Err(Error::NoPath);
                }
                self.take_from_meadow(m, resource, ev);
                self.ruins[r][half as usize].resources[resource as usize] += 1;
                // Events in causal order: the move, then the depletion it caused.
                let at = ev
                    .iter()
                    .position(|e| matches!(e, Event::ExploitationDepleted { .. }))
                    .unwrap_or(ev.len());
                ev.insert(at, Event::ResourceMoved { seat, from, resource, to, half });
            }
            Action::Build { hex, half, card } => {
                self.hex_ok(hex)?;
                let r = self.ruin(hex).ok_or(Error::NotYourSite)?;
                if half > 1 || self.ruins[r][half as usize].occupant != (Occupant::Site { seat }) {
                    return Err(Error::NotYourSite);
                }
                if card as usize >= self.content.cards.len()
                    || self.available_contracts(seat) & bit64(card) == 0
                {
                    return Err(Error::ContractNotAvailable);
                }
                let have = self.ruins[r][half as usize].resources;
                let used = self.contract_uses(card, &have).ok_or(Error::ContractNotMet)?;
                self.build(seat, r, half, card, used, ev);
                return Ok(());
            }
            _ => unreachable!("handled above"),
        }
        self.actions_left -= 1;
        self.acted = true;
        Ok(())
    }

    fn build(&mut self, seat: u8, r: usize, half: u8, card: u8, used: Res, ev: &mut Vec<Event>) {
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
            let has_choice = !matches!(
                power,
                Power::QuietTown
                    | Power::Architect
                    | Power::Burgomaster
                    | Power::LazyExplorer
                    | Power::Merchant
                    | Power::Priest
            );
            if has_choice {
                self.pending = Some(PendingPower { card, power, returned: 0 });
            }
        }
    }

    fn apply_power(
        &mut self,
        pending: PendingPower,
        action: &Action,
        ev: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let seat = self.current;
        let power = pending.power;
        match *action {
            Action::SkipPower => {
                if !(power == Power::Export && pending.returned > 0) {
                    ev.push(Event::PowerSkipped { seat, card: pending.card });
                }
                self.pending = None;
            }
            Action::UsePower => match power {
                Power::Distillery => {
                    self.pending = None;
                    // On the fifth building the turn is over: the extra action is lost
                    // (docs/RULINGS.md, ruling 14).
                    if !self.is_end_trigger_turn() {
                        self.actions_left += 1;
                        ev.push(Event::ExtraAction { seat });
                    }
                }
                Power::SecretPlan => {
                    let card = self.draw_from_deck().ok_or(Error::NothingToDo)?;
                    self.seats[seat as usize].hand |= bit64(card);
                    self.pending = None;
                    ev.push(Event::ContractDrawn { seat, card });
                }
                Power::Shortcut => {
                    let p = &mut self.seats[seat as usize];
                    let mut count = 0;
                    for _ in 0..2 {
                        if let Some(stack) = p.stacks.iter().position(|&s| s > 0) {
                            p.stacks[stack] -= 1;
                            count += 1;
                            if p.stacks[stack] == 0 {
                                ev.push(Event::ExplorerRevealed { seat, stack: stack as u8 });
                            }
                        }
                    }
                    if count == 0 {
                        return Err(Error::NothingToDo);
                    }
                    self.tile_reserve += count;
                    self.pending = None;
                    ev.insert(0, Event::TilesDiscarded { seat, count });
                }
                _ => return Err(Error::WrongPower),
            },
            Action::RemoveToken { hex } => {
                if power != Power::Abundance {
                    return Err(Error::WrongPower);
                }
                self.hex_ok(hex)?;
                let m = self.meadow(hex).ok_or(Error::NoTokenThere)?;
                let (token, _, amount) = self.open_exploitation(m)?;
                self.token_box |= 1 << token;
                self.pending = None;
                ev.push(Event::TokenRemoved { hex, token, amount });
            }
            Action::PlaceTile { hex } => {
                let targets = match power {
                    Power::Adventurers => self.content.forbidden,
                    Power::Carpentry => self.content.forests,
                    _ => return Err(Error::WrongPower),
                };
                self.hex_ok(hex)?;
                if targets & !self.tiles & hex_bit(hex) == 0 {
                    return Err(if power == Power::Adventurers {
                        Error::NotForbidden
                    } else {
                        Error::NotForest
                    });
                }
                if !self.can_take_tile(seat) {
                    return Err(Error::NoMeadowTileLeft);
                }
                let from_reserve = self.take_tile(seat, ev);
                self.tiles |= hex_bit(hex);
                self.pending = None;
                ev.push(Event::TilePlaced { seat, hex, from_reserve });
            }
            Action::MoveTile { from, to } => {
                if power != Power::Airway {
                    return Err(Error::WrongPower);
                }
                self.hex_ok(from)?;
                self.hex_ok(to)?;
                if self.tiles & hex_bit(from) == 0 {
                    return Err(Error::NoTileThere);
                }
                if self.content.fog & !self.tiles & hex_bit(to) == 0 {
                    return Err(Error::NotFog);
                }
                self.tiles = (self.tiles & !hex_bit(from)) | hex_bit(to);
                self.pending = None;
                ev.push(Event::TileMoved { from, to });
            }
            Action::ReturnResource { from, resource } => {
                if !matches!(power, Power::Caravan | Power::Export) {
                    return Err(Error::WrongPower);
                }
                let res = self.place_resources(seat, from, true)?;
                if res[resource as usize] == 0 {
                    return Err(Error::NoResourceThere);
                }
                ev.push(Event::ResourceReturned { seat, from, resource });
                self.remove_from_place(seat, from, resource, ev);
                self.reserve[resource as usize] += 1;
                if power == Power::Export && pending.returned == 0 {
                    self.pending = Some(PendingPower { returned: 1, ..pending });
                } else {
                    self.pending = None;
                }
            }
            Action::SwapResource { from, give, take } => {
                if power != Power::Store {
                    return Err(Error::WrongPower);
                }
                let res = self.place_resources(seat, from, false)?;
                if res[give as usize] == 0 {
                    return Err(Error::NoResourceThere);
                }
                if give == take {
                    return Err(Error::SameResource);
                }
                if self.reserve[take as usize] == 0 {
                    return Err(Error::ReserveEmpty);
                }
                // Swap in place: the exploitation never empties, its craftsman stays.
                self.add_to_place(seat, from, take);
                let mut ignore = Vec::new();
                self.remove_from_place(seat, from, give, &mut ignore);
                self.reserve[give as usize] += 1;
                self.reserve[take as usize] -= 1;
                self.pending = None;
                ev.push(Event::ResourceSwapped { seat, from, give, take });
            }
            Action::AddResource { hex, half, resource } => {
                if power != Power::ExpressDelivery {
                    return Err(Error::WrongPower);
                }
                self.hex_ok(hex)?;
                let r = self.ruin(hex).ok_or(Error::NotYourSite)?;
                if half > 1 || self.ruins[r][half as usize].occupant != (Occupant::Site { seat }) {
                    return Err(Error::NotYourSite);
                }
                if self.reserve[resource as usize] == 0 {
                    return Err(Error::ReserveEmpty);
                }
                self.reserve[resource as usize] -= 1;
                self.ruins[r][half as usize].resources[resource as usize] += 1;
                self.pending = None;
                ev.push(Event::ResourceAdded { seat, hex, half, resource });
            }
            _ => return Err(Error::PowerPending),
        }
        Ok(())
    }

    /// The turn in which the current player erected the fifth building: it ends with that
    /// build (docs/RULINGS.md, ruling 14).
    fn is_end_trigger_turn(&self) -> bool {
        self.end_card_holder == self.current && self.final_turns_left == Some(self.players)
    }

    fn end_turn(&mut self, ev: &mut Vec<Event>) {
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
    fn finish(&mut self, stalemate: bool, ev: &mut Vec<Event>) {
        for seat in 0..self.players {
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
            ev.push(Event::ResourcesCollected { seat, amount: amount as u8 });
        }
        self.over = true;
        self.actions_left = 0;
        ev.push(Event::GameEnded { stalemate });
    }

    /// How a finished game ended: a fifth building (docs/RULINGS.md, ruling 14) or nobody able to
    /// act
    /// (docs/RULINGS.md, ruling 15a). The end card is only taken by a fifth building, and a game
    /// that reached
    /// its final round always ends by it.
    pub fn ending(&self) -> &'static str {
        if self.end_card_holder != NONE {
            "fifth-building"
        } else {
            "no-one-can-act"
        }
    }

    fn score_of(&self, seat: u8) -> Score {
        let p = &self.seats[seat as usize];
        let c = &*self.content;
        let tokens: i64 = bits(p.tokens as u128).map(|t| c.tokens[t].points as i64).sum();
        let mut contracts = 0i64;
        for card in bits(p.fulfilled as u128) {
            let info = &c.cards[card];
            contracts += info.points as i64;
            contracts += match info.power {
                Some(Power::Architect) => p.fulfilled.count_ones() as i64,
                Some(Power::Burgomaster) => {
                    2 * bits(p.fulfilled as u128).filter(|&k| c.cards[k].size == 2).count() as i64
                }
                Some(Power::LazyExplorer) => (4 - p.revealed_explorers()) as i64,
                Some(Power::Merchant) => p.tokens.count_ones() as i64,
                _ => 0,
            };
        }
        let explorers = 2 * p.revealed_explorers() as i64;
        let end_card = if self.end_card_holder == seat { c.end_card_points as i64 } else { 0 };
        let storage_resources = total(&p.storage);
        let storage = -(storage_resources as i64);
        Score {
            seat,
            tokens,
            contracts,
            explorers,
            end_card,
            storage,
            total: tokens + contracts + explorers + end_card + storage,
            storage_resources,
        }
    }

    // ---- setup ----------------------------------------------------------------------

    fn setup(options: &Options, content: Arc<Content>, seed: u64) -> ViaNebula {
        let mut rng = Rng::new(seed);
        let n = options.players;
        let c = &*content;
        let mut seats = [PlayerState::default(); MAX_PLAYERS];
        let stack = match n {
            2 => 5,
            3 => 4,
            _ => 3,
        };
        for p in seats.iter_mut().take(n as usize) {
            p.craftsmen = if n == 2 { 3 } else { 2 };
            p.sites = 3;
            p.buildings = 5;
            p.stacks = [stack; 4];
        }
        let tile_reserve = MEADOW_TILES - 4 * stack * n;
        // Contracts: 2 private each, the rest to the box; 4 face up from the deck.
        let mut private: Vec<u8> = bits(c.private_cards as u128).map(|i| i as u8).collect();
        rng.shuffle(&mut private);
        let first_player = rng.below(n as usize) as u8;
        for i in 0..n as usize {
            // Dealt from the first player round the table (order does not matter: shuffled).
            seats[i].hand = bit64(private[2 * i]) | bit64(private[2 * i + 1]);
        }
        let card_box = private[2 * n as usize..].iter().fold(0u64, |m, &k| m | bit64(k));
        let mut state_deck = c.neutral_cards;
        let mut display = [NONE; 4];
        // Tokens: one special removed at random, the 24 others one per meadow.
        let specials: Vec<u8> =
            (0..c.tokens.len() as u8).filter(|&t| c.tokens[t as usize].special).collect();
        let removed_special = specials[rng.below(specials.len())];
        let mut tokens: Vec<u8> =
            (0..c.tokens.len() as u8).filter(|&t| t != removed_special).collect();
        rng.shuffle(&mut tokens);
        let mut token_on = [NONE; MEADOWS];
        let mut meadow_resources = [[0u8; 5]; MEADOWS];
        let mut reserve = [RESERVE_PER_KIND; 5];
        let mut token_box = 0u32;
        for m in 0..MEADOWS {
            let t = tokens[m];
            let def = c.tokens[t as usize];
            if def.special {
                // Swapped for its lot of resources: a neutral exploitation.
                let k = def.resource as usize;
                let amount = def.quantity(n as usize).min(reserve[k]);
                meadow_resources[m][k] = amount;
                reserve[k] -= amount;
                token_box |= 1 << t;
            } else {
                token_on[m] = t;
            }
        }
        let mut s = ViaNebula {
            content: content.clone(),
            options: Arc::new(options.clone()),
            rng,
            players: n,
            seats,
            tiles: 0,
            token_on,
            craftsman_on: [NONE; MEADOWS],
            meadow_resources,
            ruins: [[Half::default(); 2]; MAX_RUINS],
            reserve,
            tile_reserve,
            deck: state_deck,
            display,
            card_box,
            end_card_holder: NONE,
            token_box,
            removed_special,
            first_player,
            current: first_player,
            actions_left: 2,
            pending: None,
            acted: false,
            idle_turns: 0,
            final_turns_left: None,
            over: false,
            turn: 0,
        };
        for slot in display.iter_mut() {
            *slot = s.draw_from_deck().expect("33 contracts in the deck");
        }
        state_deck = s.deck;
        s.display = display;
        s.deck = state_deck;
        s
    }

    /// The state as a new seat would see it (used by `view`).
    fn scrubbed_for(&self, seat: u8) -> View {
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
}

// ---------------------------------------------------------------------------------------
// The Game contract

impl Game for ViaNebula {
    const KIND: GameKind = GameKind::ViaNebula;
    const STATE_VERSION: u32 = 1;
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Error = Error;
    type View = View;
    type Score = Score;

    fn new(options: &Options, seed: u64) -> Result<Self, SetupError> {
        if !(2..=4).contains(&options.players) {
            return Err(SetupError(format!(
                "Via Nebula is played by 2 to 4 players, not {}.",
                options.players
            )));
        }
        let content = match &options.custom_content {
            None => Content::builtin(options.side),
            Some(files) => {
                Arc::new(Content::build(files, None).map_err(|e| SetupError(e.to_string()))?)
            }
        };
        Ok(ViaNebula::setup(options, content, seed))
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn player_count(&self) -> usize {
        self.n()
    }

    fn to_act(&self) -> Option<Seat> {
        (!self.over).then_some(self.current as usize)
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
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

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, Error> {
        let mut events = Vec::new();
        // Every arm of `apply_inner` validates completely before its first change, so a
        // refused action leaves the state untouched without a snapshot (the property tests
        // check this for every refused action of the action space).
        self.apply_inner(action, &mut events)?;
        Ok(events)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        let scores = self.score();
        let mut order: Vec<usize> = (0..self.n()).collect();
        order.sort_by_key(|&s| (-scores[s].total, scores[s].storage_resources, s));
        let mut standings: Vec<Vec<Seat>> = Vec::new();
        for &s in &order {
            match standings.last_mut() {
                Some(group)
                    if scores[group[0]].total == scores[s].total
                        && scores[group[0]].storage_resources == scores[s].storage_resources =>
                {
                    group.push(s)
                }
                _ => standings.push(vec![s]),
            }
        }
        let best = scores[order[0]].total;
        let tied_on_points = scores.iter().filter(|s| s.total == best).count() > 1;
        let tie_break = (tied_on_points
            && standings[0].len() < scores.iter().filter(|s| s.total == best).count())
        .then(|| "fewer-resources-in-storage".to_string());
        Some(Outcome {
            scores: scores.iter().map(|s| s.total).collect(),
            higher_is_better: true,
            winners: standings[0].clone(),
            standings,
            tie_break,
            ending: self.ending().to_string(),
        })
    }

    fn view(&self, seat: Seat) -> View {
        self.scrubbed_for(seat as u8)
    }

    fn sample_state(view: &View, rng: &mut Rng) -> Self {
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
        for p in 0..s.n() {
            for _ in 0..view.hidden_private[p] {
                let card = private.pop().expect("consistent view");
                s.seats[p].hand |= bit64(card);
            }
            for _ in 0..view.hidden_drawn[p] {
                let card = neutral.pop().expect("consistent view");
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
        s
    }

    fn score(&self) -> Vec<Score> {
        (0..self.players).map(|s| self.score_of(s)).collect()
    }
}

// ---------------------------------------------------------------------------------------
// Audit: every plausible action, and conservation of every piece

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
            if full(Power::Abundance) || full(Power::Adventurers) || full(Power::Carpentry) {
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
}
