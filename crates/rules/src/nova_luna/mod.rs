//! Nova Luna (Uwe Rosenberg, Corné van Moorsel; Edition Spielwiese 2019), 1 to 4 players.
//!
//! The reference is the French rulebook (`../shared/rules/nova-luna-rules-fr.txt`) and
//! the project's rulings (`docs/RULINGS.md`, "Nova Luna"). How the engine plays it:
//!
//! - **Setup.** The moon pawn on the golden space 0 of the 12-space wheel, above the new
//!   moon; the 68 tiles shuffled from the seed, 11 face up on spaces 1..=11, the rest the
//!   draw pile (its order is hidden). Each player has 21 discs, one of them the marker on
//!   the 24-space moon track (RULINGS NL 1); the first-game option gives 18 with 3 players
//!   and 16 with 4. The markers start stacked on the new moon in a random order, the first
//!   drawn at the bottom, so the top one plays first.
//! - **A turn** is two actions. `take` one of the next three tiles clockwise after the moon
//!   pawn (empty spaces skipped): the pawn moves to its space and the player's marker
//!   advances by the tile's number, on top of any markers already there. Then `place` it
//!   orthogonally next to one's own tiles (the first tile at (0, 0)). The player furthest
//!   back on the track plays next, the top of a stack first, so one player may play several
//!   turns in a row (RULINGS NL 2).
//! - **Tasks** are checked after every placement on all the player's tiles; every task
//!   newly met gets a disc at once (RULINGS NL 3), counted with the chain rule (RULINGS NL
//!   4, see [`tableau`]).
//! - **Refill** (RULINGS NL 5): at the start of a turn with 1 or 2 tiles on the wheel, the
//!   player may `refill` (or take); with none, `refill` is the only action. Empty spaces are
//!   filled clockwise from the one after the moon pawn, as far as the pile lasts; the
//!   pawn's own space stays empty (so the wheel holds 11 tiles at most, as at setup). A
//!   refill is a random draw: undo stops there.
//! - **End** (RULINGS NL 6): the player who places their last disc wins at once. When the
//!   pile and the wheel are both empty after a placement, the most discs placed wins; a tie
//!   goes to the player who would have played next. The full standings order the other
//!   ties the same way (by the current turn order, furthest back and top of stack first).
//! - **Solo** (rulebook "Mode solo", RULINGS NL 7): 21 discs in two stacks of 8 and 13, no
//!   moon track. Phase 1 uses the 11 starting tiles, without refill. Once 8 discs are
//!   placed the player may `end-phase-one`, or keep taking tiles (the rulebook's last
//!   remark allows it); phase 1 also ends when its 11 tiles are placed. Its score is the sum
//!   of the numbers of all tiles placed plus 10 per disc missing of the 8. The wheel is then
//!   refilled and phase 2 follows the usual refill rules, until all 21 discs are placed or
//!   no tile is left. Its score is the sum of the numbers of all tiles placed (phase 1's
//!   tiles again) plus 10 per disc missing of the 21. The final score is the sum of both;
//!   lower is better.
//!
//! Interpretations the rulebook leaves open, played as follows:
//! - Solo: discs met beyond the 8 during phase 1 are placed (from the stack of 13); the
//!   phase-1 penalty counts only discs missing of the 8. If all 21 are placed during phase
//!   1, the game ends there and phase 2 scores the same tiles with no penalty.
//! - A placement meeting more tasks than the player has discs left fills tasks in order
//!   (tiles in placement order, then task order) until the discs run out; the game ends.
//! - The first-game option only changes the disc count with 3 or 4 players, as written.
//! - `refill` is never offered with an empty pile (there is nothing to draw). When the
//!   wheel is empty it is the only legal action, but it stays an action of the player
//!   (the rulebook has the player do it), not an automatic step.
//! - The start of a solo phase 2 refills the wheel automatically ("Remplissez ensuite les
//!   espaces vides"), as part of the action that ended phase 1.
//! - Markers are compared by the total number of spaces advanced. The player furthest back
//!   always moves, by 7 at most, so markers never spread over more than 7 of the 24 spaces
//!   and this order is the order on the wrapping track.

pub mod audit;
mod check;
pub mod engine;
pub mod scenario;
pub mod tableau;
pub mod tiles;
pub mod types;

pub use audit::{naive_adjacency, naive_count, naive_task_met};
pub use engine::{NovaLuna, Player, SoloState, SOLO_PHASE_ONE_DISCS, TRACK_SPACES, WHEEL_SPACES};
pub use scenario::Scenario;
pub use tableau::{PlacedTile, Tableau};
pub use tiles::{tiles, Colour, Task, Tile, TileId, TILE_COUNT};
pub use types::*;
