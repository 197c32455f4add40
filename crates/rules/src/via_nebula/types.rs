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
/// The most seats at a table: the box has pieces for four players.
pub const MAX_PLAYERS: usize = 4;

// ---------------------------------------------------------------------------------------
// Options

/// Game options; missing JSON fields take the defaults (4 players, beginner side).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// 2, 3 or 4.
    pub players: u8,
    /// Which side of the main board is played (beginner or expert).
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
    /// Options for `players` seats on the built-in content of `side`.
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
    /// Nothing yet: a building site may be placed here (action B).
    #[default]
    Empty,
    /// A building site, waiting for the resources of a contract (actions E and F).
    Site {
        /// The site's owner.
        seat: u8,
    },
    /// A finished building: its contract is fulfilled and the half is closed for good.
    Building {
        /// The building's owner.
        seat: u8,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
/// One of the two places of a ruin hex: who occupies it and what lies on it.
pub struct Half {
    /// A site, a building, or nothing.
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
    /// Explorers showing on the guild board: one per emptied stack, each worth points at
    /// the end (ruling 15).
    pub fn revealed_explorers(&self) -> u32 {
        self.stacks.iter().filter(|&&s| s == 0).count() as u32
    }
    /// Meadow tiles still on the guild board, all stacks together: what exploration
    /// (actions C and D) takes before the reserve.
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
    AirwayTo {
        /// The hex of the lifted meadow tile.
        from: u8,
    },
    /// Store: `give` on `from` is chosen; which kind of the reserve replaces it?
    StoreTake {
        /// Where the resource to give lies.
        from: Place,
        /// The kind given back to the reserve.
        give: Resource,
    },
    /// Express Delivery: the site is chosen; which kind of the reserve goes on it?
    ExpressKind {
        /// The ruin hex of the chosen site.
        hex: u8,
        /// Which half of that ruin.
        half: u8,
    },
}

/// A card power waiting for its owner's choice, right after the building was erected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingPower {
    /// The contract just fulfilled, whose power this is.
    pub card: u8,
    /// The power printed on it.
    pub power: Power,
    /// How far its owner has gone through its choices.
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
    Exploitation {
        /// The meadow hex of the exploitation.
        hex: u8,
    },
    /// One of the player's building sites (ruin hex and half).
    Site {
        /// The ruin hex.
        hex: u8,
        /// Which half of the ruin (0 or 1).
        half: u8,
    },
    /// The resource area of the player's guild board.
    Storage,
}

/// Everything a player can do. Hexes are ids into the board content.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// A: put a craftsman on a token; its resources go on the hex.
    PlaceCraftsman {
        /// The meadow hex holding the exploitation token.
        hex: u8,
    },
    /// B: put a building site on a free half of a ruin.
    PlaceSite {
        /// The ruin hex.
        hex: u8,
    },
    /// C: put a meadow tile on a fog space.
    ExploreFog {
        /// The fog space.
        hex: u8,
    },
    /// D: put a meadow tile on a petrified forest (both actions).
    ExploreForest {
        /// The petrified forest.
        hex: u8,
    },
    /// E: move one resource from an exploitation to one of your sites, along empty meadows.
    Transport {
        /// The meadow hex of the exploitation the resource leaves.
        from: u8,
        /// Its kind.
        resource: Resource,
        /// The ruin hex of the receiving site.
        to: u8,
        /// Which half of that ruin.
        half: u8,
    },
    /// F: erect a building on one of your sites with a contract from the display or your hand.
    Build {
        /// The ruin hex of the site.
        hex: u8,
        /// Which half of that ruin.
        half: u8,
        /// The contract fulfilled (a card id).
        card: u8,
    },
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
    RemoveToken {
        /// The meadow hex of the token.
        hex: u8,
    },
    /// Adventurers (forbidden zone) or Carpentry (petrified forest): place a meadow tile.
    PlaceTile {
        /// The forbidden zone (Adventurers) or petrified forest (Carpentry).
        hex: u8,
    },
    /// Airway, first step: choose the meadow tile to move.
    LiftTile {
        /// The hex of a meadow tile placed by a player.
        hex: u8,
    },
    /// Airway, second step: move the chosen meadow tile to a fog space.
    MoveTile {
        /// The hex of the lifted tile.
        from: u8,
        /// The free fog space receiving it.
        to: u8,
    },
    /// Caravan, Export: return one resource to the reserve.
    ReturnResource {
        /// Where the resource lies.
        from: Place,
        /// Its kind.
        resource: Resource,
    },
    /// Store, first step: choose the resource to give (on an exploitation or a site).
    GiveResource {
        /// Where the resource lies.
        from: Place,
        /// Its kind.
        resource: Resource,
    },
    /// Store, second step: swap the chosen resource for one of the reserve.
    SwapResource {
        /// Where the given resource lies (and the taken one goes).
        from: Place,
        /// The kind going back to the reserve.
        give: Resource,
        /// The kind taken from the reserve in its place.
        take: Resource,
    },
    /// Express Delivery, first step: choose the site.
    ChooseSite {
        /// The ruin hex of one of the player's sites.
        hex: u8,
        /// Which half of that ruin.
        half: u8,
    },
    /// Express Delivery, second step: put a resource from the reserve on the chosen site.
    AddResource {
        /// The ruin hex of the chosen site.
        hex: u8,
        /// Which half of that ruin.
        half: u8,
        /// The kind taken from the reserve.
        resource: Resource,
    },
}

/// What happened, for the log and the animations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// Action A: a craftsman went on a token, opening an exploitation.
    CraftsmanPlaced {
        /// The acting seat.
        seat: u8,
        /// The meadow hex.
        hex: u8,
        /// The token taken (a token id); the seat keeps it for its points.
        token: u8,
        /// The kind the exploitation yields.
        resource: Resource,
        /// How many resources came from the reserve onto the hex (0 when it ran dry).
        amount: u8,
    },
    /// The craftsman came back to the guild board at once: the reserve had nothing to put
    /// on the exploitation (docs/RULINGS.md, ruling 13).
    CraftsmanReturned {
        /// The craftsman's owner.
        seat: u8,
        /// The hex it left.
        hex: u8,
    },
    /// Action B: a building site went on a ruin.
    SitePlaced {
        /// The acting seat.
        seat: u8,
        /// The ruin hex.
        hex: u8,
        /// The half it took.
        half: u8,
    },
    /// A meadow tile covered a fog space, forest or forbidden zone.
    TilePlaced {
        /// The acting seat.
        seat: u8,
        /// The covered hex.
        hex: u8,
        /// Taken from the common reserve because the guild board had none left.
        from_reserve: bool,
    },
    /// A stack of the guild board emptied, showing its explorer (points at the end).
    ExplorerRevealed {
        /// The board's owner.
        seat: u8,
        /// Which stack, leftmost 0.
        stack: u8,
    },
    /// Action E: one resource travelled from an exploitation to a site.
    ResourceMoved {
        /// The acting seat.
        seat: u8,
        /// The exploitation's meadow hex.
        from: u8,
        /// The kind moved.
        resource: Resource,
        /// The site's ruin hex.
        to: u8,
        /// The site's half.
        half: u8,
    },
    /// The last resource left an exploitation: its craftsman goes home and the hex becomes
    /// an empty meadow that paths may cross.
    ExploitationDepleted {
        /// The meadow hex.
        hex: u8,
    },
    /// Action F: a site became a building, fulfilling a contract.
    BuildingErected {
        /// The builder.
        seat: u8,
        /// The ruin hex.
        hex: u8,
        /// The half built on.
        half: u8,
        /// The contract fulfilled.
        card: u8,
        /// Resources on the site beyond the contract's needs, moved to the builder's
        /// storage (one point off each at the end).
        surplus: Res,
    },
    /// A contract turned up from the deck onto the display (a random draw).
    ContractRevealed {
        /// The display slot refilled (0 to 3).
        slot: u8,
        /// The card now face up there.
        card: u8,
    },
    /// A fifth building: the seat takes the end card (ruling 14).
    EndCardTaken {
        /// The builder.
        seat: u8,
    },
    /// The owner declined the power of the contract just fulfilled.
    PowerSkipped {
        /// The owner.
        seat: u8,
        /// The contract whose power went unused.
        card: u8,
    },
    /// A power (Distillery) gave the seat one more action this turn.
    ExtraAction {
        /// The seat gaining it.
        seat: u8,
    },
    /// Secret Plan: the top contract goes to the hand (seen by that player only).
    ContractDrawn {
        /// The drawing seat.
        seat: u8,
        /// The card drawn, or `NONE` in another seat's log (hands are hidden).
        card: u8,
    },
    /// Shortcut: meadow tiles of the guild board went back to the reserve.
    TilesDiscarded {
        /// The board's owner.
        seat: u8,
        /// How many (at most two).
        count: u8,
    },
    /// Abundance: a token left the board and its resources make a neutral exploitation.
    TokenRemoved {
        /// The meadow hex.
        hex: u8,
        /// The token removed (to the public box).
        token: u8,
        /// Resources put on the hex from the reserve.
        amount: u8,
    },
    /// Airway: a meadow tile moved to a fog space.
    TileMoved {
        /// The hex it left.
        from: u8,
        /// The fog space it covers now.
        to: u8,
    },
    /// Caravan or Export: a resource went back to the reserve.
    ResourceReturned {
        /// The acting seat.
        seat: u8,
        /// Where it was taken from.
        from: Place,
        /// Its kind.
        resource: Resource,
    },
    /// Store: a resource was swapped for another kind from the reserve.
    ResourceSwapped {
        /// The acting seat.
        seat: u8,
        /// Where the swap happened.
        from: Place,
        /// The kind given back.
        give: Resource,
        /// The kind received.
        take: Resource,
    },
    /// Express Delivery: a resource of the reserve went onto one of the seat's sites.
    ResourceAdded {
        /// The acting seat.
        seat: u8,
        /// The site's ruin hex.
        hex: u8,
        /// The site's half.
        half: u8,
        /// The kind added.
        resource: Resource,
    },
    /// The seat gave up its remaining actions (ruling 1).
    Passed {
        /// The passing seat.
        seat: u8,
    },
    /// A turn ended and play moved on.
    TurnEnded {
        /// The seat whose turn ended.
        seat: u8,
        /// The seat to play next.
        next: u8,
    },
    /// The end card was taken: every other seat plays one last turn (ruling 14).
    FinalRound {
        /// The seat that took the end card.
        trigger: u8,
    },
    /// The final collection: resources of sites and worked exploitations to storage.
    ResourcesCollected {
        /// The seat collecting.
        seat: u8,
        /// How many resources went to its storage.
        amount: u8,
    },
    /// The game is over; scores are final.
    GameEnded {
        /// Ended because a whole round went by with no seat acting, not by the end card.
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
    /// The game has ended; nothing more is played.
    GameOver,
    /// Both actions are used: only the end of the turn remains.
    MustEndTurn,
    /// Ending the turn while an action is still left (pass instead when none is possible).
    TurnNotFinished,
    /// A fulfilled contract's power waits to be used or skipped first.
    PowerPending,
    /// A power step was sent while no power is offered.
    NoPowerPending,
    /// The power step sent belongs to another power than the pending one.
    WrongPower,
    /// The hex id is not on this board.
    NoSuchHex,
    /// Action A without a craftsman on the guild board.
    NoCraftsmanLeft,
    /// No exploitation token lies on that hex (actions A, Abundance).
    NoTokenThere,
    /// Action B without a building site on the guild board.
    NoSiteLeft,
    /// Action B would leave more sites on the board than buildings left to erect.
    SitesExceedBuildings,
    /// Action B on a hex that is not a ruin.
    NotARuin,
    /// Action B on a ruin with no free half (only half 0 with two players, ruling 5).
    RuinFull,
    /// Action C (or Airway's destination) on a hex that is not a free fog space.
    NotFog,
    /// Action D (or Carpentry) on a hex that is not a petrified forest.
    NotForest,
    /// Adventurers on a hex that is not a forbidden zone.
    NotForbidden,
    /// Exploring a hex adjacent to none of the seat's pieces nor an empty meadow.
    NotNextToYours,
    /// Action D with only one action left.
    ForestNeedsBothActions,
    /// Exploring with no meadow tile on the guild board nor in the reserve.
    NoMeadowTileLeft,
    /// The named resource is not at the named place.
    NoResourceThere,
    /// Delivering to or building on a site that is not the seat's own.
    NotYourSite,
    /// Action E where no path of empty meadows joins the exploitation to the site.
    NoPath,
    /// Action F with a contract neither on the display nor in the hand.
    ContractNotAvailable,
    /// Action F on a site lacking the contract's resources.
    ContractNotMet,
    /// Passing while some action is possible (ruling 1).
    CannotPass,
    /// A power named an exploitation or site of another seat.
    NotYours,
    /// Airway named a hex without a player's meadow tile.
    NoTileThere,
    /// The reserve has none of the kind asked for.
    ReserveEmpty,
    /// Store would swap a resource for its own kind.
    SameResource,
    /// The power would change nothing now, so it is not offered.
    NothingToDo,
    /// An action of the pending power, but not the choice its current step asks for.
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
    /// The seat scored.
    pub seat: u8,
    /// Points of the exploitation tokens its craftsmen took.
    pub tokens: i64,
    /// Points of its fulfilled contracts.
    pub contracts: i64,
    /// Points of the explorers revealed on its guild board.
    pub explorers: i64,
    /// The end card's points (only its holder's are non-zero).
    pub end_card: i64,
    /// Minus one per resource in storage (zero or negative).
    pub storage: i64,
    /// The sum of the categories.
    pub total: i64,
    /// Resources in storage: the tie-break (fewer wins).
    pub storage_resources: u32,
}
