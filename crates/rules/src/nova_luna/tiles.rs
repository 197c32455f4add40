//! The 68 tiles of Nova Luna, read once from the project's data file `tiles.json`.
//!
//! Each tile has a colour, a number (1 to 7: how far the marker advances when the tile is
//! taken, and its cost in the solo score) and 0 to 3 tasks. A task is a multiset of colours
//! ("two blue and one red"). The ids 1..=68 are the project's own numbering; they are not
//! printed on the tiles.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// The four tile colours, in the order used for per-colour counts (`[u8; 4]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Colour {
    /// Turquoise tiles (index 0).
    Turquoise,
    /// Blue tiles (index 1).
    Blue,
    /// Red tiles (index 2).
    Red,
    /// Yellow tiles (index 3).
    Yellow,
}

impl Colour {
    /// The colours in index order.
    pub const ALL: [Colour; 4] = [Colour::Turquoise, Colour::Blue, Colour::Red, Colour::Yellow];

    /// Its place in per-colour counts.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Its name as the JSON files write it (`"turquoise"`).
    pub fn name(self) -> &'static str {
        match self {
            Colour::Turquoise => "turquoise",
            Colour::Blue => "blue",
            Colour::Red => "red",
            Colour::Yellow => "yellow",
        }
    }
}

/// A tile's number on the wire and in saves: the project's id, 1..=68.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TileId(pub u8);

impl TileId {
    /// Position in [`tiles()`] (ids start at 1).
    pub fn index(self) -> usize {
        self.0 as usize - 1
    }

    /// The tile with this id, from the box.
    pub fn tile(self) -> &'static Tile {
        &tiles()[self.index()]
    }

    /// Every id, 1..=68.
    pub fn all() -> impl Iterator<Item = TileId> {
        (1..=TILE_COUNT as u8).map(TileId)
    }
}

impl std::fmt::Display for TileId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let t = self.tile();
        write!(f, "#{} ({} {})", self.0, t.colour.name(), t.number)
    }
}

/// Tiles in the box.
pub const TILE_COUNT: usize = 68;

/// A task: how many tiles of each colour it needs (indexed by [`Colour::index`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Task {
    /// Tiles needed per colour, by [`Colour::index`].
    pub needs: [u8; 4],
}

impl Task {
    /// Tiles of `colour` the task needs.
    pub fn need(&self, colour: Colour) -> u8 {
        self.needs[colour.index()]
    }

    /// Total number of tiles asked for.
    pub fn size(&self) -> u8 {
        self.needs.iter().sum()
    }

    /// Bit `c` set when the task asks for colour `c`.
    pub fn colour_mask(&self) -> u8 {
        let mut m = 0;
        for (c, &n) in self.needs.iter().enumerate() {
            if n > 0 {
                m |= 1 << c;
            }
        }
        m
    }
}

impl std::fmt::Display for Task {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut first = true;
        for c in Colour::ALL {
            let n = self.need(c);
            if n > 0 {
                if !first {
                    f.write_str(" + ")?;
                }
                write!(f, "{n} {}", c.name())?;
                first = false;
            }
        }
        Ok(())
    }
}

/// A task as written in `tiles.json`: `{"blue": 2, "red": 1}`.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TaskRecord {
    #[serde(default)]
    turquoise: u8,
    #[serde(default)]
    blue: u8,
    #[serde(default)]
    red: u8,
    #[serde(default)]
    yellow: u8,
}

impl Serialize for Task {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(None)?;
        for c in Colour::ALL {
            if self.need(c) > 0 {
                map.serialize_entry(c.name(), &self.need(c))?;
            }
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Task {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let r = TaskRecord::deserialize(d)?;
        Ok(Task { needs: [r.turquoise, r.blue, r.red, r.yellow] })
    }
}

/// One tile of the box.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tile {
    /// Its id, 1..=68.
    pub id: TileId,
    /// Its colour.
    pub colour: Colour,
    /// The number printed on it: the spaces its taker's marker moves on the moon track.
    pub number: u8,
    /// Its tasks (at most three), in the file's order, which the disc bits follow.
    pub tasks: Vec<Task>,
}

static TILES: OnceLock<Vec<Tile>> = OnceLock::new();

/// The 68 tiles, in id order. The data file is compiled in; `tiles_json_is_valid` (in
/// `crates/rules/tests/rules/nova_luna_tiles.rs`) checks its content against the published distribution.
#[allow(
    clippy::expect_used,
    reason = "the data file is compiled in, never read from outside, and `tiles_json_is_valid` parses it in the tests"
)]
pub fn tiles() -> &'static [Tile] {
    TILES.get_or_init(|| {
        let tiles: Vec<Tile> = serde_json::from_str(include_str!("tiles.json"))
            .expect("crates/rules/src/nova_luna/tiles.json is valid JSON");
        assert_eq!(tiles.len(), TILE_COUNT, "tiles.json must list 68 tiles");
        for (i, t) in tiles.iter().enumerate() {
            assert_eq!(t.id.index(), i, "tiles.json must list ids 1..=68 in order");
            assert!(t.tasks.len() <= 3, "a tile has at most 3 tasks");
        }
        tiles
    })
}

/// The tiles packed for the engine's inner loops (no heap, no enum matching).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Facts {
    pub colour: u8,
    pub number: u8,
    pub task_count: u8,
    pub tasks: [[u8; 4]; 3],
}

static FACTS: OnceLock<[Facts; TILE_COUNT]> = OnceLock::new();

pub(crate) fn facts(id: TileId) -> &'static Facts {
    &FACTS.get_or_init(|| {
        let mut all =
            [Facts { colour: 0, number: 0, task_count: 0, tasks: [[0; 4]; 3] }; TILE_COUNT];
        for (i, t) in tiles().iter().enumerate() {
            all[i].colour = t.colour as u8;
            all[i].number = t.number;
            all[i].task_count = t.tasks.len() as u8;
            for (k, task) in t.tasks.iter().enumerate() {
                all[i].tasks[k] = task.needs;
            }
        }
        all
    })[id.index()]
}
