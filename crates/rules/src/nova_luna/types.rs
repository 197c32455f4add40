//! What goes over the wire: options, actions, events, errors, the view of one seat and
//! the score breakdown. Every enum with data is tagged `{"type": "...", ...}` in
//! kebab-case; field names are snake_case. Tiles are their ids (1..=68, see `tiles.json`),
//! seats are 0-based, wheel spaces 0..=11 (0 = the golden space, clockwise), track spaces
//! 0..=23 (0 = the new moon), tableau cells `x` (right) and `y` (down) with the first tile
//! at (0, 0).
//!
//! ```text
//! Options  {"players": 3, "first_game": false}
//! Action   {"type": "take", "space": 4}          one of the next three tiles
//!          {"type": "place", "x": -1, "y": 0}    the tile in hand
//!          {"type": "refill"}                    1 or 2 tiles left (0: the only action)
//!          {"type": "end-phase-one"}             solo, once 8 discs are placed
//! Event    {"type": "tile-taken", "seat": 0, "tile": 17, "space": 1,
//!           "marker": {"from": 0, "to": 7, "on_top_of": [2]}}     (marker null in solo)
//!          {"type": "tile-placed", "seat": 0, "tile": 17, "x": 0, "y": 0}
//!          {"type": "disc-placed", "seat": 0, "tile": 17, "x": 0, "y": 0, "task": 2,
//!           "discs_left": 19}                    task = index in the tile's task list
//!          {"type": "refilled", "seat": 1, "fills": [{"space": 2, "tile": 40}], "pile_left": 46}
//!          {"type": "phase-one-ended", "score": SoloPhaseScore}
//!          {"type": "turn-passed", "seat": 1}
//!          {"type": "game-ended", "reason": "last-disc" | "no-tiles-left" | "solo-all-discs",
//!           "winners": [0]}
//! Error    {"type": "not-adjacent", "x": 3, "y": -1}   (Display: an English sentence; every
//!          variant of `NovaLunaError` has this shape, its fields as named)
//! View     {"viewer", "options", "wheel": [null, 12, ...12 entries], "moon_pawn",
//!           "takeable": [spaces], "pile_count", "stage": {"type": "choose" | "place" | "over", ...},
//!           "players": [{"tableau": [{"x", "y", "tile", "discs": bitmask}], "discs_left",
//!                        "marker": {"progress", "arrival"} | null}],
//!           "turn_order": [seats], "solo_phase": 1 | 2 | null, "solo_phase_one": SoloPhaseScore | null}
//! Score    {"seat", "discs_placed", "discs_left", "tiles_placed", "tile_numbers",
//!           "track_space": 0..=23 | null, "solo": {"phase", "phase_one", "current", "total"} | null}
//! ```

use super::tableau::{PlacedTile, Tableau};
use super::tiles::TileId;
use crate::core::{Disclosure, GameEvent, RuleError, Seat};
use serde::{Deserialize, Serialize};

/// Game options. `{"players": 3, "first_game": false}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NovaLunaOptions {
    /// 1 (the solo mode) to 4.
    pub players: usize,
    /// The rulebook's advice for a first game (RULINGS NL 1): 18 discs with 3 players,
    /// 16 with 4, marker included. No effect with 1 or 2 players.
    #[serde(default)]
    pub first_game: bool,
}

impl Default for NovaLunaOptions {
    fn default() -> Self {
        NovaLunaOptions { players: 2, first_game: false }
    }
}

impl NovaLunaOptions {
    /// The solo mode: one player, two phases, scored by tile numbers (lower is better).
    pub fn solo() -> Self {
        NovaLunaOptions { players: 1, first_game: false }
    }

    /// A game of `players` seats with the full number of discs.
    pub fn players(players: usize) -> Self {
        NovaLunaOptions { players, first_game: false }
    }

    /// Discs of each player, the marker included (the solo mode has no marker).
    pub fn discs_per_player(&self) -> u8 {
        match (self.players, self.first_game) {
            (3, true) => 18,
            (4, true) => 16,
            _ => 21,
        }
    }

    /// Discs each player has to put on tasks to win.
    pub fn discs_for_tasks(&self) -> u8 {
        if self.players == 1 {
            21
        } else {
            self.discs_per_player() - 1
        }
    }
}

/// A player's move. A turn is two actions: `take` a tile, then `place` it (it must be
/// placed at once, so between the two the only legal actions are the cells for it).
///
/// Why two steps rather than one combined action: the rules are two steps (take and
/// advance the marker, then lay the tile), the interface needs the legal cells for the
/// tile in hand, and the flat list stays short (at most 3 takes, then the free cells,
/// instead of every take times every cell).
///
/// JSON: `{"type":"take","space":4}`, `{"type":"place","x":1,"y":0}`,
/// `{"type":"refill"}`, `{"type":"end-phase-one"}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
pub enum NovaLunaAction {
    /// Take the tile on wheel space `space` (0 is the golden space above the new moon,
    /// then 1..=11 clockwise); it must be one of the next three tiles after the moon pawn.
    Take {
        /// The wheel space, 0..=11.
        space: u8,
    },
    /// Put the tile in hand on cell (x, y) of one's tableau.
    Place {
        /// The column, right positive.
        x: i32,
        /// The row, down positive.
        y: i32,
    },
    /// Fill the empty wheel spaces from the draw pile (at the start of a turn, with at
    /// most 2 tiles left on the wheel).
    Refill,
    /// Solo only: stop phase 1 once its 8 discs are placed.
    EndPhaseOne,
}

/// A marker's move on the moon track.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarkerMove {
    /// Track spaces 0..=23 (0 is the new moon).
    pub from: u8,
    /// The space it reached: `from` plus the taken tile's number, modulo 24.
    pub to: u8,
    /// The markers it landed on, bottom first (empty when the space was free).
    pub on_top_of: Vec<Seat>,
}

/// A tile put on a wheel space by a refill.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WheelFill {
    /// The wheel space filled, 0..=11.
    pub space: u8,
    /// The tile drawn onto it.
    pub tile: TileId,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// A player placed their last disc and won at once.
    LastDisc,
    /// The draw pile and the wheel were both empty.
    NoTilesLeft,
    /// Solo: all 21 discs placed.
    SoloAllDiscs,
}

/// What happened, in order, for the log and the animations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum NovaLunaEvent {
    /// Tiles drawn from the pile onto the wheel (a random draw: undo stops here).
    Refilled {
        /// The seat that refilled.
        seat: Seat,
        /// Each space filled and the tile drawn onto it.
        fills: Vec<WheelFill>,
        /// Tiles left in the draw pile afterwards.
        pile_left: usize,
    },
    /// A tile taken from the wheel; the moon pawn moved to its space; the marker moved
    /// (`None` in solo, which has no moon track).
    TileTaken {
        /// The seat that took it.
        seat: Seat,
        /// The tile, now in that seat's hand.
        tile: TileId,
        /// The wheel space it left (the moon pawn's new space).
        space: u8,
        /// The seat's marker's move on the moon track.
        marker: Option<MarkerMove>,
    },
    /// The tile in hand went into the seat's tableau.
    TilePlaced {
        /// The placing seat.
        seat: Seat,
        /// The tile placed.
        tile: TileId,
        /// Its column.
        x: i32,
        /// Its row.
        y: i32,
    },
    /// A task was met and a disc put on it automatically.
    DiscPlaced {
        /// The tableau's owner.
        seat: Seat,
        /// The tile whose task was met.
        tile: TileId,
        /// The tile's column.
        x: i32,
        /// The tile's row.
        y: i32,
        /// Which of the tile's tasks (index in its task list).
        task: u8,
        /// Discs the seat still has to place afterwards.
        discs_left: u8,
    },
    /// Solo: phase 1 is over, with its score.
    PhaseOneEnded {
        /// Phase 1's score, fixed from now on.
        score: SoloPhaseScore,
    },
    /// The next turn is this seat's (after a placement; may be the same seat again).
    TurnPassed {
        /// The seat to play: the one furthest back on the moon track.
        seat: Seat,
    },
    /// The game is over.
    GameEnded {
        /// Why it ended.
        reason: EndReason,
        /// The winning seats.
        winners: Vec<Seat>,
    },
}

impl GameEvent for NovaLunaEvent {
    fn disclosure(&self) -> Disclosure {
        match self {
            NovaLunaEvent::Refilled { .. } => Disclosure::RandomDraw,
            _ => Disclosure::Public,
        }
    }
}

/// An action the rules refuse. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum NovaLunaError {
    /// The game has ended; nothing more is played.
    GameOver,
    /// A tile is in hand: it must be placed before anything else.
    TileInHand {
        /// The tile waiting to be placed.
        tile: TileId,
    },
    /// `place` without a tile in hand.
    NoTileInHand,
    /// A wheel space outside 0..=11.
    NoSuchSpace {
        /// The space asked for.
        space: u8,
    },
    /// `take` on a wheel space holding no tile.
    EmptySpace {
        /// The space asked for.
        space: u8,
    },
    /// The tile is not among the next three after the moon pawn.
    TooFarFromMoon {
        /// The space asked for.
        space: u8,
    },
    /// The wheel is empty: refill first.
    MustRefill,
    /// `place` on a cell that already holds a tile.
    CellOccupied {
        /// The cell's column.
        x: i32,
        /// The cell's row.
        y: i32,
    },
    /// `place` on a cell touching none of the tableau's tiles, horizontally or vertically.
    NotAdjacent {
        /// The cell's column.
        x: i32,
        /// The cell's row.
        y: i32,
    },
    /// The first tile of a tableau goes to (0, 0), the tableau's origin.
    FirstTileAtOrigin {
        /// The column asked for.
        x: i32,
        /// The row asked for.
        y: i32,
    },
    /// Refill asked with 3 or more tiles on the wheel.
    RefillTooEarly {
        /// Tiles on the wheel now.
        tiles_on_wheel: usize,
    },
    /// Refill asked with an empty draw pile.
    PileEmpty,
    /// Solo phase 1 has no refill.
    NoRefillInPhaseOne,
    /// End of phase 1 asked outside the solo phase 1.
    NotInPhaseOne,
    /// End of phase 1 asked before its 8 discs are placed.
    PhaseOneDiscsMissing {
        /// Discs placed so far.
        placed: u8,
    },
}

impl std::fmt::Display for NovaLunaError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use NovaLunaError::*;
        match self {
            GameOver => f.write_str("The game is over."),
            TileInHand { tile } => write!(f, "You must first place the tile you took ({tile})."),
            NoTileInHand => f.write_str("Take a tile from the moon wheel before placing one."),
            NoSuchSpace { space } => write!(f, "The moon wheel has 12 spaces (0 to 11), not {space}."),
            EmptySpace { space } => write!(f, "Space {space} of the moon wheel is empty."),
            TooFarFromMoon { space } => write!(
                f,
                "The tile on space {space} is not one of the next three tiles after the moon pawn."
            ),
            MustRefill => f.write_str("The moon wheel is empty: refill it first."),
            CellOccupied { x, y } => write!(f, "Cell ({x}, {y}) already holds a tile."),
            NotAdjacent { x, y } => write!(
                f,
                "Cell ({x}, {y}) is not next to your tiles: place the tile beside one of them, horizontally or vertically."
            ),
            FirstTileAtOrigin { x, y } => {
                write!(f, "Your first tile starts your tableau at (0, 0), not at ({x}, {y}).")
            }
            RefillTooEarly { tiles_on_wheel } => write!(
                f,
                "You may refill only with 1 or 2 tiles left on the moon wheel (there are {tiles_on_wheel})."
            ),
            PileEmpty => f.write_str("No tiles are left to refill the moon wheel."),
            NoRefillInPhaseOne => f.write_str("The moon wheel is not refilled during phase 1 of the solo game."),
            NotInPhaseOne => f.write_str("Only the solo game has a phase 1 to end."),
            PhaseOneDiscsMissing { placed } => write!(
                f,
                "Phase 1 can end early only once its 8 discs are placed ({placed} so far)."
            ),
        }
    }
}

impl std::error::Error for NovaLunaError {}
impl RuleError for NovaLunaError {}

/// One solo phase's score: the numbers of every tile placed so far plus 10 per disc of
/// the phase's target (8, then 21) not placed. Lower is better.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoloPhaseScore {
    /// 1 or 2.
    pub phase: u8,
    /// The sum of the numbers of the tiles in the tableau.
    pub tile_numbers: u32,
    /// Discs on tasks.
    pub discs_placed: u8,
    /// The phase's target: 8, then 21.
    pub discs_target: u8,
    /// Discs of the target not placed.
    pub discs_missing: u8,
    /// 10 per missing disc.
    pub penalty: u32,
    /// `tile_numbers` plus `penalty`.
    pub score: u32,
}

impl SoloPhaseScore {
    /// The score of `phase` for this tableau, as if the phase ended now.
    pub fn compute(phase: u8, tableau: &Tableau) -> Self {
        let discs_target: u8 = if phase == 1 { 8 } else { 21 };
        let discs_placed = tableau.discs_placed() as u8;
        let discs_missing = discs_target.saturating_sub(discs_placed);
        let tile_numbers = tableau.number_sum();
        let penalty = 10 * discs_missing as u32;
        SoloPhaseScore {
            phase,
            tile_numbers,
            discs_placed,
            discs_target,
            discs_missing,
            penalty,
            score: tile_numbers + penalty,
        }
    }
}

/// The solo score so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoloScore {
    /// 1 or 2.
    pub phase: u8,
    /// Fixed once phase 1 ends.
    pub phase_one: Option<SoloPhaseScore>,
    /// The current phase's score if it ended now (phase 2's final score once over).
    pub current: SoloPhaseScore,
    /// Phase 1 plus phase 2, once the game is over.
    pub total: Option<u32>,
}

/// One seat's score breakdown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatScore {
    /// The seat scored.
    pub seat: Seat,
    /// Discs on tasks.
    pub discs_placed: u8,
    /// Discs still to put on tasks.
    pub discs_left: u8,
    /// Tiles in the tableau.
    pub tiles_placed: usize,
    /// The sum of their numbers (the solo score counts it).
    pub tile_numbers: u32,
    /// Space 0..=23 of the marker on the moon track (none in solo).
    pub track_space: Option<u8>,
    /// The solo score (solo only).
    pub solo: Option<SoloScore>,
}

/// A marker on the moon track.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Marker {
    /// Spaces advanced since the start (the track space is this modulo 24). The markers
    /// never spread more than 7 apart, so this orders them exactly as the track does.
    pub progress: u16,
    /// Order of arrival: on a shared space, the highest is on top of the stack.
    pub arrival: u16,
}

impl Marker {
    /// The track space it stands on, 0..=23.
    pub fn space(&self) -> u8 {
        (self.progress % 24) as u8
    }
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Stage {
    /// `seat` starts a turn: take a tile (or refill, or end solo phase 1).
    Choose {
        /// The seat to play.
        seat: Seat,
    },
    /// `seat` holds `tile` and must place it.
    Place {
        /// The seat to play.
        seat: Seat,
        /// The tile in its hand.
        tile: TileId,
    },
    /// The game is over.
    Over {
        /// Why it ended.
        reason: EndReason,
    },
}

/// What one seat may know: everything but the order of the draw pile. Nova Luna has no
/// other hidden information, so all seats see the same thing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NovaLunaView {
    /// The seat this view is for.
    pub viewer: Seat,
    /// The game's options.
    pub options: NovaLunaOptions,
    /// Tiles on the 12 wheel spaces (0 = the golden space above the new moon).
    pub wheel: [Option<TileId>; 12],
    /// The wheel space of the moon pawn, 0..=11.
    pub moon_pawn: u8,
    /// The spaces whose tiles may be taken now (the next three after the moon pawn).
    pub takeable: Vec<u8>,
    /// Tiles left in the draw pile (their order is the hidden part).
    pub pile_count: usize,
    /// Whose turn it is and what they must do.
    pub stage: Stage,
    /// Every seat's visible pieces, by seat.
    pub players: Vec<PlayerView>,
    /// Seats in the order they would play if nobody moved: furthest back first, top of
    /// a stack before the discs under it (multiplayer only).
    pub turn_order: Vec<Seat>,
    /// Solo: phase 1 score once fixed.
    pub solo_phase_one: Option<SoloPhaseScore>,
    /// Solo: the phase being played, 1 or 2.
    pub solo_phase: Option<u8>,
}

/// One seat's pieces as every seat sees them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The tiles of its tableau, with the discs on their tasks.
    pub tableau: Vec<PlacedTile>,
    /// Discs still to put on tasks.
    pub discs_left: u8,
    /// Its marker on the moon track (none in solo).
    pub marker: Option<Marker>,
}
