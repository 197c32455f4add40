//! A player's tableau: the tiles laid out in front of them on an unbounded square grid,
//! and the discs on their tasks.
//!
//! Coordinates are integers with the first tile at (0, 0), `x` growing to the right and
//! `y` downwards. A tableau holds at most 68 tiles, so every tile lies within -67..=67 of
//! the origin and `i8` is enough; the wire format uses plain JSON numbers.
//!
//! Kept compact so that a game state clones cheaply, with no heap allocation: an inline
//! array of the placed tiles in placement order, a 256-byte open-addressing index from cell
//! to tile (at most 68 entries, so it is never more than 27% full), and the inline list of
//! free cells next to the tableau (the legal cells, updated on every placement; a shape of
//! n cells has at most 2n + 2 such cells).
//!
//! Counting a task (rulebook "Les objectifs", RULINGS NL 4): for each colour it asks for,
//! the tiles of that colour connected to the task tile through a chain of tiles of that
//! colour, the first of them orthogonally adjacent to the task tile; each tile counts once
//! and the task tile itself never counts (nor does a chain pass through it).

use super::tiles::{facts, TileId, TILE_COUNT};
use serde::{Deserialize, Serialize};

/// A tile on a tableau, with a bit per task that holds a disc (bit `k` for the tile's
/// task `k` in `tiles.json` order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedTile {
    /// Its column (right positive; the first tile is at 0).
    pub x: i8,
    /// Its row (down positive; the first tile is at 0).
    pub y: i8,
    /// Which tile.
    pub tile: TileId,
    /// Bit `k` set: task `k` of the tile is met and holds one of the owner's discs.
    pub discs: u8,
    /// The tile's colour index (derived from `tile`, kept here for the inner loops).
    #[serde(skip)]
    colour: u8,
}

impl PlacedTile {
    /// Discs on the tile: its tasks met.
    pub fn disc_count(&self) -> u32 {
        self.discs.count_ones()
    }

    /// Whether task `task` (in `tiles.json` order) holds a disc.
    pub fn has_disc(&self, task: usize) -> bool {
        self.discs & (1 << task) != 0
    }
}

/// Why a cell cannot take the tile in hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellProblem {
    /// The cell already holds a tile.
    Occupied,
    /// The cell touches no tile horizontally or vertically (or is not (0, 0) for a first tile).
    NotAdjacent,
}

const DIRS: [(i8, i8); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
const INDEX_SLOTS: usize = 256;
const MAX_FRONTIER: usize = 2 * TILE_COUNT + 2;
const NO_TILE: u8 = u8::MAX;

/// A vector of at most `N` copyable items stored inline (cloning it is a `memcpy`).
#[derive(Clone, Copy, Debug)]
struct InlineVec<T: Copy, const N: usize> {
    len: u8,
    items: [T; N],
}

impl<T: Copy, const N: usize> InlineVec<T, N> {
    fn new(filler: T) -> Self {
        InlineVec { len: 0, items: [filler; N] }
    }

    fn push(&mut self, item: T) {
        self.items[self.len as usize] = item;
        self.len += 1;
    }

    /// Removes the item at `at`, keeping the order of the others.
    fn remove(&mut self, at: usize) {
        self.items.copy_within(at + 1..self.len as usize, at);
        self.len -= 1;
    }
}

impl<T: Copy, const N: usize> std::ops::Deref for InlineVec<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.items[..self.len as usize]
    }
}

impl<T: Copy, const N: usize> std::ops::DerefMut for InlineVec<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..self.len as usize]
    }
}

/// One player's tiles in front of them, with the indices the task checks read (a cell
/// index, each tile's four neighbours, counts per colour). Saved as its list of tiles only.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(try_from = "TableauRecord", into = "TableauRecord")]
pub struct Tableau {
    placed: InlineVec<PlacedTile, TILE_COUNT>,
    /// Free cells orthogonally next to a tile, in the order they became free; (0, 0) for
    /// an empty tableau.
    frontier: InlineVec<(i8, i8), MAX_FRONTIER>,
    /// Open addressing, linear probing: 0 = empty slot, else index in `placed` + 1.
    index: [u8; INDEX_SLOTS],
    /// For each placed tile, the index of its neighbour in each of the four `DIRS`
    /// (`NO_TILE` when the cell is free), so chains are followed without hashing.
    links: [[u8; 4]; TILE_COUNT],
    /// Tiles of each colour.
    colour_counts: [u8; 4],
}

/// The saved form of a tableau: just its tiles in placement order (the rest is derived).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TableauRecord(pub Vec<PlacedTile>);

impl From<Tableau> for TableauRecord {
    fn from(t: Tableau) -> Self {
        TableauRecord(t.placed.to_vec())
    }
}

impl TryFrom<TableauRecord> for Tableau {
    type Error = String;

    /// Rebuilds the derived parts, refusing a tableau the rules cannot produce.
    fn try_from(record: TableauRecord) -> Result<Self, String> {
        let mut t = Tableau::new();
        for p in record.0 {
            if p.tile.0 == 0 || p.tile.index() >= TILE_COUNT {
                return Err(format!("unknown tile id {}", p.tile.0));
            }
            t.check_cell(p.x as i32, p.y as i32)
                .map_err(|e| format!("tile {} at ({}, {}): {e:?}", p.tile.0, p.x, p.y))?;
            if p.discs >> facts(p.tile).task_count != 0 {
                return Err(format!("tile {} has a disc on a task it does not have", p.tile.0));
            }
            let i = t.place(p.x, p.y, p.tile);
            t.placed[i].discs = p.discs;
        }
        Ok(t)
    }
}

impl PartialEq for Tableau {
    /// Everything else is derived from the placed tiles in order.
    fn eq(&self, other: &Self) -> bool {
        *self.placed == *other.placed
    }
}

impl Eq for Tableau {}

impl Default for Tableau {
    fn default() -> Self {
        Self::new()
    }
}

fn slot_of(x: i8, y: i8) -> usize {
    let key = ((x as u8 as u32) << 8) | (y as u8 as u32);
    (key.wrapping_mul(0x9E37_79B1) >> 24) as usize
}

impl Tableau {
    /// An empty tableau, whose only legal cell is (0, 0).
    pub fn new() -> Self {
        let blank = PlacedTile { x: 0, y: 0, tile: TileId(0), discs: 0, colour: 0 };
        let mut frontier = InlineVec::new((0, 0));
        frontier.push((0, 0));
        Tableau {
            placed: InlineVec::new(blank),
            frontier,
            index: [0; INDEX_SLOTS],
            links: [[NO_TILE; 4]; TILE_COUNT],
            colour_counts: [0; 4],
        }
    }

    /// The tiles, in the order they were placed.
    pub fn tiles(&self) -> &[PlacedTile] {
        &self.placed
    }

    /// Tiles placed.
    pub fn len(&self) -> usize {
        self.placed.len()
    }

    /// No tile yet.
    pub fn is_empty(&self) -> bool {
        self.placed.is_empty()
    }

    /// The free cells a new tile may go to: (0, 0) for the first tile, then every empty
    /// cell orthogonally next to one of the tiles.
    pub fn legal_cells(&self) -> &[(i8, i8)] {
        &self.frontier
    }

    /// Discs on tasks, all tiles together.
    pub fn discs_placed(&self) -> u32 {
        self.placed.iter().map(PlacedTile::disc_count).sum()
    }

    /// Sum of the numbers of the placed tiles (the solo score counts it).
    pub fn number_sum(&self) -> u32 {
        self.placed.iter().map(|p| facts(p.tile).number as u32).sum()
    }

    /// Index (in `tiles()`) of the tile at a cell.
    pub fn at(&self, x: i8, y: i8) -> Option<usize> {
        let mut slot = slot_of(x, y);
        loop {
            let v = self.index[slot];
            if v == 0 {
                return None;
            }
            let p = &self.placed[v as usize - 1];
            if p.x == x && p.y == y {
                return Some(v as usize - 1);
            }
            slot = (slot + 1) % INDEX_SLOTS;
        }
    }

    /// Whether a tile may go to (x, y).
    pub fn check_cell(&self, x: i32, y: i32) -> Result<(), CellProblem> {
        let (Ok(x), Ok(y)) = (i8::try_from(x), i8::try_from(y)) else {
            return Err(CellProblem::NotAdjacent);
        };
        if self.at(x, y).is_some() {
            return Err(CellProblem::Occupied);
        }
        if self.frontier.contains(&(x, y)) {
            Ok(())
        } else {
            Err(CellProblem::NotAdjacent)
        }
    }

    /// Puts a tile on a legal cell (checked by the caller with [`Tableau::check_cell`])
    /// and returns its index. Discs are placed separately.
    pub fn place(&mut self, x: i8, y: i8, tile: TileId) -> usize {
        debug_assert!(self.check_cell(x as i32, y as i32).is_ok());
        let i = self.placed.len();
        let colour = facts(tile).colour;
        self.placed.push(PlacedTile { x, y, tile, discs: 0, colour });
        self.colour_counts[colour as usize] += 1;
        let mut slot = slot_of(x, y);
        while self.index[slot] != 0 {
            slot = (slot + 1) % INDEX_SLOTS;
        }
        self.index[slot] = i as u8 + 1;
        for (d, (dx, dy)) in DIRS.into_iter().enumerate() {
            let link = self.at(x + dx, y + dy).map_or(NO_TILE, |j| j as u8);
            self.links[i][d] = link;
            if link != NO_TILE {
                self.links[link as usize][(d + 2) % 4] = i as u8;
            }
        }
        if let Some(pos) = self.frontier.iter().position(|&c| c == (x, y)) {
            self.frontier.remove(pos);
        }
        for (d, (dx, dy)) in DIRS.into_iter().enumerate() {
            let n = (x + dx, y + dy);
            if self.links[i][d] == NO_TILE && !self.frontier.contains(&n) {
                self.frontier.push(n);
            }
        }
        i
    }

    /// Puts a disc on task `task` of the tile at index `i`.
    pub fn put_disc(&mut self, i: usize, task: usize) {
        debug_assert!(!self.placed[i].has_disc(task));
        self.placed[i].discs |= 1 << task;
    }

    /// Indices of the tiles orthogonally next to the tile at index `i`.
    pub fn neighbours(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        self.links[i].iter().filter(|&&n| n != NO_TILE).map(|&n| n as usize)
    }

    /// How many tiles of `colour` count for a task on the tile at index `i` (the chain
    /// rule; the task tile itself never counts and no chain passes through it).
    pub fn count_for_task(&self, i: usize, colour: usize) -> u8 {
        let colour = colour as u8;
        let mut seen: u128 = 1 << i;
        let mut stack = [0u8; TILE_COUNT];
        let mut top = 0;
        let mut count = 0;
        for n in self.neighbours(i) {
            if self.placed[n].colour == colour && seen & (1 << n) == 0 {
                seen |= 1 << n;
                stack[top] = n as u8;
                top += 1;
            }
        }
        while top > 0 {
            top -= 1;
            let j = stack[top] as usize;
            count += 1;
            for n in self.neighbours(j) {
                if self.placed[n].colour == colour && seen & (1 << n) == 0 {
                    seen |= 1 << n;
                    stack[top] = n as u8;
                    top += 1;
                }
            }
        }
        count
    }

    /// Whether task `task` of the tile at index `i` is met by the tiles around it now.
    pub fn task_met(&self, i: usize, task: usize) -> bool {
        let f = facts(self.placed[i].tile);
        if task >= f.task_count as usize {
            return false;
        }
        self.needs_met(i, &f.tasks[task], &mut [u8::MAX; 4])
    }

    /// `cache` holds counts already computed for tile `i` (u8::MAX = not yet).
    fn needs_met(&self, i: usize, needs: &[u8; 4], cache: &mut [u8; 4]) -> bool {
        let own = self.placed[i].colour as usize;
        for c in 0..4 {
            let need = needs[c];
            if need == 0 {
                continue;
            }
            // Cheap bound first: not enough tiles of that colour in the whole tableau.
            let available = self.colour_counts[c] - (own == c) as u8;
            if available < need {
                return false;
            }
            if cache[c] == u8::MAX {
                cache[c] = self.count_for_task(i, c);
            }
            if cache[c] < need {
                return false;
            }
        }
        true
    }

    /// The tasks without a disc that are met now, after the tile at index `new` was
    /// placed, as (tile index, task index) pairs in placement order of the tiles.
    ///
    /// Incremental: a new tile of colour c changes only counts of colour c, and only for
    /// tiles in or next to its colour-c group; its own tasks are all new. Every other
    /// task without a disc was already unmet and still is.
    pub fn newly_met(&self, new: usize, out: &mut Vec<(usize, usize)>) {
        out.clear();
        let colour = self.placed[new].colour;
        // The colour group of the new tile, then everything touching it.
        let mut group: u128 = 1 << new;
        let mut stack = [0u8; TILE_COUNT];
        let mut top = 1;
        stack[0] = new as u8;
        let mut candidates: u128 = 1 << new;
        while top > 0 {
            top -= 1;
            let j = stack[top] as usize;
            for n in self.neighbours(j) {
                candidates |= 1 << n;
                if self.placed[n].colour == colour && group & (1 << n) == 0 {
                    group |= 1 << n;
                    stack[top] = n as u8;
                    top += 1;
                }
            }
        }
        let mut rest = candidates;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let p = self.placed[i];
            let f = facts(p.tile);
            let mut cache = [u8::MAX; 4];
            for k in 0..f.task_count as usize {
                if p.has_disc(k) {
                    continue;
                }
                let needs = &f.tasks[k];
                if i != new && needs[colour as usize] == 0 {
                    continue;
                }
                if self.needs_met(i, needs, &mut cache) {
                    out.push((i, k));
                }
            }
        }
    }

    /// Every task without a disc that is met now, whatever placed last (slow; for
    /// setting up scenarios and for the invariant checks).
    pub fn all_unmarked_met(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for (i, p) in self.placed.iter().enumerate() {
            for k in 0..facts(p.tile).task_count as usize {
                if !p.has_disc(k) && self.task_met(i, k) {
                    out.push((i, k));
                }
            }
        }
        out
    }

    /// Smallest rectangle holding every tile: (min x, min y, max x, max y).
    pub fn bounds(&self) -> Option<(i8, i8, i8, i8)> {
        let first = self.placed.first()?;
        let mut b = (first.x, first.y, first.x, first.y);
        for p in self.placed.iter() {
            b = (b.0.min(p.x), b.1.min(p.y), b.2.max(p.x), b.3.max(p.y));
        }
        Some(b)
    }
}
