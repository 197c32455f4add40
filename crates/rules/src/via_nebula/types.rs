//! The vocabulary of Via Nebula: options, the pieces of the state, the steps of a card
//! power, actions, events, errors, the score and a seat's view. The JSON shapes are listed in
//! the module doc of [`super`].

use serde::{Deserialize, Serialize};
use std::fmt;

use super::content::{ContentFiles, Power, Side};
use super::{Res, Resource};
use crate::core::{Disclosure, GameEvent, RuleError, Seat};

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

/// Where the owner of a card power stands in its choices (docs/RULINGS.md, ruling 19 lists
/// which powers ask in steps). The power's effect happens at its last choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// Just built: the power is offered (use it, skip it, or make its first choice).
    #[default]
    Offered,
    /// Export: one resource went back; a second may follow, or the player stops.
    ExportSecond,
    /// Airway: the tile on `from` is chosen; which free fog space receives it?
    AirwayTo { from: u8 },
    /// Store: `give` on `from` is chosen; which kind of the reserve replaces it?
    StoreTake { from: Place, give: Resource },
    /// Express Delivery: the site is chosen; which kind of the reserve goes on it?
    ExpressKind { hex: u8, half: u8 },
}

/// A card power waiting for its owner's choice, right after the building was erected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingPower {
    pub card: u8,
    pub power: Power,
    #[serde(default)]
    pub step: Step,
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
    /// End the turn: the only action once both actions are used, so the table plays it by
    /// itself (`Game::automatic_action`).
    EndTurn,
    /// Use a power that needs no target (Distillery, Secret Plan, Shortcut).
    UsePower,
    /// Decline the power of the card just built (or stop an Export after one resource).
    SkipPower,
    /// Abundance: remove a token; its resources make a neutral exploitation.
    RemoveToken { hex: u8 },
    /// Adventurers (forbidden zone) or Carpentry (petrified forest): place a meadow tile.
    PlaceTile { hex: u8 },
    /// Airway, first step: choose the meadow tile to move.
    LiftTile { hex: u8 },
    /// Airway, second step: move the chosen meadow tile to a fog space.
    MoveTile { from: u8, to: u8 },
    /// Caravan, Export: return one resource to the reserve.
    ReturnResource { from: Place, resource: Resource },
    /// Store, first step: choose the resource to give (on an exploitation or a site).
    GiveResource { from: Place, resource: Resource },
    /// Store, second step: swap the chosen resource for one of the reserve.
    SwapResource { from: Place, give: Resource, take: Resource },
    /// Express Delivery, first step: choose the site.
    ChooseSite { hex: u8, half: u8 },
    /// Express Delivery, second step: put a resource from the reserve on the chosen site.
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

/// Where the rules write what happened: the event list of the checked `apply`, or nothing
/// at all for the computer players' `apply_unchecked` (no allocation per step).
pub(super) trait Events {
    fn push(&mut self, event: Event);
}

impl Events for Vec<Event> {
    #[inline]
    fn push(&mut self, event: Event) {
        Vec::push(self, event)
    }
}

/// The events nobody reads.
pub(super) struct NoEvents;

impl Events for NoEvents {
    #[inline(always)]
    fn push(&mut self, _: Event) {}
}

impl GameEvent for Event {
    fn seen_by(&self, seat: Seat) -> Event {
        self.redacted_for(seat as u8)
    }

    fn disclosure(&self) -> Disclosure {
        match self {
            Event::ContractRevealed { .. } => Disclosure::RandomDraw,
            Event::ContractDrawn { .. } => Disclosure::RevealsHidden,
            // The end of a turn comes by itself once the actions are used (a table plays it
            // without asking), so it stays undoable until the next seat acts.
            Event::GameEnded { .. } => Disclosure::Commitment,
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
    NotThisStep,
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
            Error::NotThisStep => "That is not the choice this card's power asks for now.",
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
