//! The board, tokens and cards as data. (Over 600 lines because it is one unit: the file
//! formats, their validation with a message per mistake, and the precomputed form the rules
//! read; splitting it would scatter each format from its checks.)
//!
//! The built-in files (`content/*.json`) are the project's own design (see
//! `content/CONTENT.md`); anyone who owns the box may replace any of them by writing a file
//! in the same format and loading it with [`ContentFiles`].
//!
//! A loaded [`Content`] is validated, then precomputed (neighbour bitsets, meadow and ruin
//! indices) and shared by every state through an `Arc`, so cloning a state never copies it.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::{Arc, OnceLock};

use super::{Res, Resource, RESOURCE_KINDS};

/// At most this many hexes on a board: a set of hexes is one `u128`.
pub const MAX_HEXES: usize = 128;
/// Exactly this many meadows (20 regular + 5 special tokens, one special removed).
pub const MEADOWS: usize = 24;
/// At most this many ruins (state keeps a fixed array of ruin halves).
pub const MAX_RUINS: usize = 16;
/// Cards in the box: 41 contracts and the end-of-game card.
pub const CARD_COUNT: usize = 42;
/// Exploitation tokens: 20 regular and 5 special.
pub const TOKEN_COUNT: usize = 25;
/// Meadow tiles in the box, shared between the guild boards and the reserve.
pub const MEADOW_TILES: u8 = 60;
/// The reserve at setup: 18 of each kind (docs/RULINGS.md, ruling 13).
pub const RESERVE_PER_KIND: u8 = 18;

/// A set of hexes of one board, bit = hex id (at most [`MAX_HEXES`]).
pub type HexSet = u128;

/// Which printed side of the main board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// The side for a first game.
    #[default]
    Beginner,
    /// The other printed side, with its own layout of fog, forests and ruins.
    Expert,
}

/// What a board hex shows at setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Terrain {
    /// A meadow, where an exploitation token lies.
    Meadow,
    /// Fog: explored with a meadow tile (action C).
    Fog,
    /// A petrified forest: explored with a meadow tile for both actions (action D).
    Forest,
    /// Ruins, where building sites go (action B).
    Ruin,
    /// A forbidden zone: only the Adventurers power puts a meadow tile there.
    Forbidden,
}

/// One board side as written in a file: rows of an "odd-r" offset hex grid (odd rows are
/// shifted half a hex to the right). One character per hex, separated by spaces:
/// `M` meadow, `R` ruins, `F` petrified forest, `X` forbidden zone, `.` fog, `-` no hex.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardFile {
    /// The grid's rows, top first.
    pub rows: Vec<String>,
}

/// Both printed sides of the main board, as `content/boards.json` holds them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardsFile {
    /// The beginner side.
    pub beginner: BoardFile,
    /// The expert side.
    pub expert: BoardFile,
}

impl BoardsFile {
    /// The board of one side.
    pub fn side(self, side: Side) -> BoardFile {
        match side {
            Side::Beginner => self.beginner,
            Side::Expert => self.expert,
        }
    }
}

/// A regular exploitation token: quantity with 4 players (one less with 2-3), and points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegularToken {
    /// The kind the exploitation yields.
    pub resource: Resource,
    /// Resources put on the hex when a craftsman opens it, with 4 players.
    pub quantity: u8,
    /// Points the token scores for the seat that took it.
    pub points: u8,
}

/// A special token: swapped at setup for `quantity` resources (a neutral exploitation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpecialToken {
    /// The kind of the neutral exploitation.
    pub resource: Resource,
    /// Resources put on its hex at setup, with 4 players.
    pub quantity: u8,
}

/// The exploitation tokens, as `content/tokens.json` holds them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokensFile {
    /// The 20 regular tokens (token ids 0 to 19).
    pub regular: Vec<RegularToken>,
    /// The 5 special tokens (token ids 20 to 24); one is removed at setup.
    pub special: Vec<SpecialToken>,
}

/// What a contract card's power is (also its title: the UI translates this key).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Power {
    // Private contracts.
    /// No power: the contract only scores its printed points.
    QuietTown,
    /// One resource of the reserve onto one of your sites.
    ExpressDelivery,
    /// The top contract of the deck into your hand.
    SecretPlan,
    /// Two meadow tiles of your guild board back to the reserve.
    Shortcut,
    // Neutral contracts.
    /// A token leaves the board; its resources make a neutral exploitation.
    Abundance,
    /// At the end, one more point per building you erected.
    Architect,
    /// A meadow tile onto a forbidden zone.
    Adventurers,
    /// At the end, two more points per fulfilled contract that needed two resources.
    Burgomaster,
    /// One resource of yours back to the reserve.
    Caravan,
    /// One more basic action this turn.
    Distillery,
    /// At the end, one more point per explorer still hidden on your guild board.
    LazyExplorer,
    /// One or two resources of yours back to the reserve.
    Export,
    /// One of your resources (exploitation or site) swapped for another kind of the reserve.
    Store,
    /// At the end, one more point per exploitation token you took.
    Merchant,
    /// A meadow tile onto a petrified forest, without spending both actions.
    Carpentry,
    /// No power: the contract asks for three different resources and scores its points.
    Priest,
    /// Any meadow tile of the board moved onto a free fog space.
    Airway,
}

impl Power {
    /// The private contracts' powers, with how many of the 8 cards show each.
    pub const PRIVATE: [(Power, usize); 4] = [
        (Power::QuietTown, 2),
        (Power::ExpressDelivery, 2),
        (Power::SecretPlan, 2),
        (Power::Shortcut, 2),
    ];
    /// The neutral contracts' powers, with how many of the 33 cards show each.
    pub const NEUTRAL: [(Power, usize); 13] = [
        (Power::Abundance, 2),
        (Power::Architect, 1),
        (Power::Adventurers, 2),
        (Power::Burgomaster, 1),
        (Power::Caravan, 2),
        (Power::Distillery, 6),
        (Power::LazyExplorer, 1),
        (Power::Export, 2),
        (Power::Store, 6),
        (Power::Merchant, 1),
        (Power::Carpentry, 4),
        (Power::Priest, 1),
        (Power::Airway, 4),
    ];

    /// Whether only private contracts carry this power.
    pub fn is_private(self) -> bool {
        Power::PRIVATE.iter().any(|(p, _)| *p == self)
    }
}

/// What a contract needs on one building site.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cost {
    /// These resources exactly (a multiset); extra resources on the site are surplus.
    Resources(Vec<Resource>),
    /// This many resources of different kinds (Priest: 3).
    Different(u8),
    /// This many resources of one same kind (Lazy Explorer: 2).
    Identical(u8),
}

/// One contract card as written in a file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardDef {
    /// Its power, which is also its title.
    pub power: Power,
    /// Dealt two to each seat at setup (private) rather than put in the deck (neutral).
    pub private: bool,
    /// What a site must hold to fulfil it.
    pub cost: Cost,
    /// Printed points (the scoring cards add their variable points to this).
    pub points: u8,
}

/// The cards, as `content/cards.json` holds them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardsFile {
    /// The 41 contracts (33 neutral, 8 private); card ids are their indices, the end-of-game
    /// card gets id 41.
    pub contracts: Vec<CardDef>,
    /// What the end-of-game card scores for the seat that took it.
    pub end_card_points: u8,
}

/// Everything a game is played with, as files. Each part may be replaced on its own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContentFiles {
    /// The main board's side.
    pub board: BoardFile,
    /// The exploitation tokens.
    pub tokens: TokensFile,
    /// The contracts and the end card.
    pub cards: CardsFile,
}

const BUILTIN_BOARDS: &str = include_str!("content/boards.json");
const BUILTIN_TOKENS: &str = include_str!("content/tokens.json");
const BUILTIN_CARDS: &str = include_str!("content/cards.json");

/// Why a content file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentError(pub Vec<String>);

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the game content is not valid: {}", self.0.join("; "))
    }
}

impl std::error::Error for ContentError {}

impl ContentFiles {
    /// The project's own built-in content for a board side.
    #[allow(
        clippy::expect_used,
        reason = "the built-in files are compiled in, never read from outside, and the content tests parse both sides"
    )]
    pub fn builtin(side: Side) -> ContentFiles {
        let boards: BoardsFile =
            serde_json::from_str(BUILTIN_BOARDS).expect("built-in boards.json parses");
        ContentFiles {
            board: boards.side(side),
            tokens: serde_json::from_str(BUILTIN_TOKENS).expect("built-in tokens.json parses"),
            cards: serde_json::from_str(BUILTIN_CARDS).expect("built-in cards.json parses"),
        }
    }

    /// Parses a board side file (`{"rows": [...]}`).
    pub fn board_from_json(json: &str) -> Result<BoardFile, ContentError> {
        serde_json::from_str(json).map_err(|e| ContentError(vec![format!("board file: {e}")]))
    }

    /// Parses a tokens file (`{"regular": [...], "special": [...]}`).
    pub fn tokens_from_json(json: &str) -> Result<TokensFile, ContentError> {
        serde_json::from_str(json).map_err(|e| ContentError(vec![format!("tokens file: {e}")]))
    }

    /// Parses a cards file (`{"contracts": [...], "end_card_points": n}`).
    pub fn cards_from_json(json: &str) -> Result<CardsFile, ContentError> {
        serde_json::from_str(json).map_err(|e| ContentError(vec![format!("cards file: {e}")]))
    }

    /// Parses a whole content file (`{"board": ..., "tokens": ..., "cards": ...}`).
    pub fn from_json(json: &str) -> Result<ContentFiles, ContentError> {
        serde_json::from_str(json).map_err(|e| ContentError(vec![format!("content file: {e}")]))
    }

    /// Reads and validates a whole content file from disk.
    pub fn load(path: &std::path::Path) -> Result<ContentFiles, ContentError> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| ContentError(vec![format!("cannot read {}: {e}", path.display())]))?;
        let files = ContentFiles::from_json(&text)?;
        Content::build(&files, None)?;
        Ok(files)
    }

    /// Every problem found, or Ok. Run on every loaded file.
    pub fn validate(&self) -> Result<(), ContentError> {
        Content::build(self, None).map(|_| ())
    }
}

/// Validated, precomputed content shared by every state of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Content {
    /// `Some(side)` for the built-in content (serialised as just the side's name).
    pub builtin: Option<Side>,
    /// The files it was built from, kept for saving a custom game.
    pub files: ContentFiles,
    /// (column, row) of each hex in the odd-r grid; hex id = index.
    pub coords: Vec<(u8, u8)>,
    /// What each hex shows at setup, by hex id.
    pub terrain: Vec<Terrain>,
    /// The up to six neighbours of each hex, by hex id.
    pub neighbors: Vec<HexSet>,
    /// meadow index -> hex id (the state keeps per-meadow arrays in this order).
    pub meadow_hexes: Vec<u8>,
    /// ruin index -> hex id (the state keeps its ruin halves in this order).
    pub ruin_hexes: Vec<u8>,
    /// hex id -> meadow index (or 255).
    pub meadow_index: Vec<u8>,
    /// hex id -> ruin index (or 255).
    pub ruin_index: Vec<u8>,
    /// The meadow hexes.
    pub meadows: HexSet,
    /// The ruin hexes.
    pub ruins: HexSet,
    /// The fog spaces at setup.
    pub fog: HexSet,
    /// The petrified forests at setup.
    pub forests: HexSet,
    /// The forbidden zones.
    pub forbidden: HexSet,
    /// Tokens: 0..20 regular, 20..25 special.
    pub tokens: Vec<TokenDef>,
    /// Every card by id, the end card last.
    pub cards: Vec<CardInfo>,
    /// The private contracts (bit = card id).
    pub private_cards: u64,
    /// The neutral contracts, which make the deck (bit = card id).
    pub neutral_cards: u64,
    /// The end card's id (the last).
    pub end_card: u8,
    /// What the end card scores.
    pub end_card_points: u8,
}

/// An exploitation token as the rules read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TokenDef {
    /// The kind it yields.
    pub resource: Resource,
    /// Resources it yields with 4 players (see [`TokenDef::quantity`]).
    pub quantity_four: u8,
    /// Points for the seat that takes it (0 for a special token).
    pub points: u8,
    /// A special token, swapped at setup for a neutral exploitation.
    pub special: bool,
}

impl TokenDef {
    /// Resources the token yields: one less with 2-3 players, the special tokens included
    /// (their lot of 5 holds 4): docs/RULINGS.md, ruling 13a.
    pub fn quantity(&self, players: usize) -> u8 {
        if players >= 4 {
            self.quantity_four
        } else {
            self.quantity_four - 1
        }
    }
}

/// A card with its cost precomputed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardInfo {
    /// Its power (`None` for the end card).
    pub power: Option<Power>,
    /// A private contract.
    pub private: bool,
    /// What a site must hold.
    pub cost: Cost,
    /// The cost as counts per kind, for a `Cost::Resources` contract (zero otherwise).
    pub need: Res,
    /// Number of resources the contract needs (Burgomaster counts those needing 2).
    pub size: u8,
    /// Printed points.
    pub points: u8,
}

static BUILTIN: [OnceLock<Arc<Content>>; 2] = [OnceLock::new(), OnceLock::new()];

impl Content {
    /// The built-in content for a side, parsed once per process.
    #[allow(
        clippy::expect_used,
        reason = "the built-in content is compiled in, never read from outside, and the content tests build and check both sides"
    )]
    pub fn builtin(side: Side) -> Arc<Content> {
        let slot = &BUILTIN[side as usize];
        slot.get_or_init(|| {
            Arc::new(
                Content::build(&ContentFiles::builtin(side), Some(side))
                    .expect("built-in content is valid"),
            )
        })
        .clone()
    }

    /// Hexes on this board; hex ids run from 0 to this minus one.
    pub fn hex_count(&self) -> usize {
        self.terrain.len()
    }

    /// Hex id at grid (column, row), if any.
    pub fn hex_at(&self, col: i32, row: i32) -> Option<u8> {
        self.coords.iter().position(|&(c, r)| c as i32 == col && r as i32 == row).map(|i| i as u8)
    }

    /// Validates `files` and precomputes everything. Collects every problem found.
    pub fn build(files: &ContentFiles, builtin: Option<Side>) -> Result<Content, ContentError> {
        let mut errors = Vec::new();
        let (coords, terrain) = read_grid(&files.board, &mut errors);
        if terrain.len() > MAX_HEXES {
            errors.push(format!("board: {} hexes, at most {MAX_HEXES}", terrain.len()));
            return Err(ContentError(errors));
        }
        let board = Board::new(coords, terrain, &mut errors);
        let tokens = read_tokens(&files.tokens, &mut errors);
        let (mut cards, private_cards, neutral_cards) = read_cards(&files.cards, &mut errors);
        let c = &files.cards;
        let end_card = cards.len() as u8;
        cards.push(CardInfo {
            power: None,
            private: false,
            cost: Cost::Resources(vec![]),
            need: [0; 5],
            size: 0,
            points: c.end_card_points,
        });

        if !errors.is_empty() {
            return Err(ContentError(errors));
        }
        let Board {
            coords,
            terrain,
            neighbors,
            meadow_hexes,
            ruin_hexes,
            meadow_index,
            ruin_index,
            meadows,
            ruins,
            fog,
            forests,
            forbidden,
        } = board;
        Ok(Content {
            builtin,
            files: files.clone(),
            coords,
            terrain,
            neighbors,
            meadow_hexes,
            ruin_hexes,
            meadow_index,
            ruin_index,
            meadows,
            ruins,
            fog,
            forests,
            forbidden,
            tokens,
            cards,
            private_cards,
            neutral_cards,
            end_card,
            end_card_points: c.end_card_points,
        })
    }

    /// Every hex next to a hex of `set`.
    #[inline]
    pub fn around(&self, set: HexSet) -> HexSet {
        let mut out = 0;
        for i in bits(set) {
            out |= self.neighbors[i];
        }
        out
    }
}

/// Iterates the set bits of a mask, lowest first.
#[inline]
pub fn bits(mut mask: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Some(i)
        }
    })
}

/// Total of a resource count.
pub fn total(r: &Res) -> u32 {
    r.iter().map(|&x| x as u32).sum()
}

/// The five kinds of resource, in their fixed order (the index of a [`Res`] count).
pub const ALL_KINDS: [Resource; RESOURCE_KINDS] = Resource::ALL;

/// Serialises a state's content as the side's name when built in, else in full.
pub(crate) mod content_ref {
    use super::*;
    use serde::{Deserializer, Serializer};

    #[derive(Serialize, Deserialize)]
    #[serde(untagged)]
    enum Ref {
        Builtin(Side),
        Custom(ContentFiles),
    }

    pub fn serialize<S: Serializer>(c: &Arc<Content>, s: S) -> Result<S::Ok, S::Error> {
        match c.builtin {
            Some(side) => Ref::Builtin(side).serialize(s),
            None => Ref::Custom(c.files.clone()).serialize(s),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Arc<Content>, D::Error> {
        match Ref::deserialize(d)? {
            Ref::Builtin(side) => Ok(Content::builtin(side)),
            Ref::Custom(files) => {
                Content::build(&files, None).map(Arc::new).map_err(serde::de::Error::custom)
            }
        }
    }
}

/// The board's hexes, row by row: each one's grid position and terrain (`-` is no hex).
fn read_grid(board: &BoardFile, errors: &mut Vec<String>) -> (Vec<(u8, u8)>, Vec<Terrain>) {
    let mut coords = Vec::new();
    let mut terrain = Vec::new();
    for (row, line) in board.rows.iter().enumerate() {
        for (col, cell) in line.split_whitespace().enumerate() {
            let t = match cell {
                "M" => Terrain::Meadow,
                "R" => Terrain::Ruin,
                "F" => Terrain::Forest,
                "X" => Terrain::Forbidden,
                "." => Terrain::Fog,
                "-" => continue,
                other => {
                    errors.push(format!(
                        "board row {} column {}: unknown hex '{other}' (use M R F X . -)",
                        row + 1,
                        col + 1
                    ));
                    continue;
                }
            };
            if col > 255 || row > 255 {
                errors.push("board: at most 256 rows and columns".into());
                continue;
            }
            coords.push((col as u8, row as u8));
            terrain.push(t);
        }
    }
    (coords, terrain)
}

/// The board's precomputed sets, once its grid is read and no larger than `MAX_HEXES`.
struct Board {
    coords: Vec<(u8, u8)>,
    terrain: Vec<Terrain>,
    neighbors: Vec<HexSet>,
    meadow_hexes: Vec<u8>,
    ruin_hexes: Vec<u8>,
    meadow_index: Vec<u8>,
    ruin_index: Vec<u8>,
    meadows: HexSet,
    ruins: HexSet,
    fog: HexSet,
    forests: HexSet,
    forbidden: HexSet,
}

impl Board {
    /// Neighbours, the sets of each terrain and their indexes, with the board's rules checked
    /// (the meadows' count, the ruins', every hex reachable by exploring).
    fn new(coords: Vec<(u8, u8)>, terrain: Vec<Terrain>, errors: &mut Vec<String>) -> Board {
        let n = terrain.len();
        let mut neighbors = vec![0u128; n];
        for i in 0..n {
            let (c, r) = (coords[i].0 as i32, coords[i].1 as i32);
            let deltas: [(i32, i32); 6] = if r % 2 == 0 {
                [(1, 0), (-1, 0), (-1, -1), (0, -1), (-1, 1), (0, 1)]
            } else {
                [(1, 0), (-1, 0), (0, -1), (1, -1), (0, 1), (1, 1)]
            };
            for (dc, dr) in deltas {
                if let Some(j) =
                    coords.iter().position(|&(cc, rr)| cc as i32 == c + dc && rr as i32 == r + dr)
                {
                    neighbors[i] |= 1u128 << j;
                }
            }
        }
        let mask_of = |k: Terrain| -> HexSet {
            terrain.iter().enumerate().filter(|(_, t)| **t == k).fold(0, |m, (i, _)| m | 1u128 << i)
        };
        let (meadows, ruins, fog, forests, forbidden) = (
            mask_of(Terrain::Meadow),
            mask_of(Terrain::Ruin),
            mask_of(Terrain::Fog),
            mask_of(Terrain::Forest),
            mask_of(Terrain::Forbidden),
        );
        if meadows.count_ones() as usize != MEADOWS {
            errors.push(format!(
                "board: {} meadows, exactly {MEADOWS} are needed (one per token in play)",
                meadows.count_ones()
            ));
        }
        let ruin_count = ruins.count_ones() as usize;
        if !(4..=MAX_RUINS).contains(&ruin_count) {
            errors.push(format!("board: {ruin_count} ruins, between 4 and {MAX_RUINS} are needed"));
        }
        if fog == 0 || forests == 0 || forbidden == 0 {
            errors.push(
                "board: needs at least one fog, one petrified forest and one forbidden zone".into(),
            );
        }
        // Reachability by exploring: fog, forests and meadows can all become empty
        // meadows, so they must form one connected region that touches every ruin.
        let open = meadows | fog | forests;
        if open != 0 {
            let start = open.trailing_zeros() as usize;
            let mut reach: HexSet = 1u128 << start;
            loop {
                let mut next = reach;
                for i in bits(reach) {
                    next |= neighbors[i] & open;
                }
                if next == reach {
                    break;
                }
                reach = next;
            }
            if reach != open {
                errors.push(format!(
                    "board: {} meadow, fog or forest hexes cannot be reached from the others by exploring",
                    (open & !reach).count_ones()
                ));
            }
            for r in bits(ruins) {
                if neighbors[r] & open == 0 {
                    errors.push(format!(
                        "board: the ruins at row {} column {} touch nothing that can be explored",
                        coords[r].1 + 1,
                        coords[r].0 + 1
                    ));
                }
            }
        }
        let meadow_hexes: Vec<u8> = bits(meadows).map(|i| i as u8).collect();
        let ruin_hexes: Vec<u8> = bits(ruins).map(|i| i as u8).collect();
        let mut meadow_index = vec![255u8; n];
        let mut ruin_index = vec![255u8; n];
        for (k, &h) in meadow_hexes.iter().enumerate() {
            meadow_index[h as usize] = k as u8;
        }
        for (k, &h) in ruin_hexes.iter().enumerate().take(MAX_RUINS) {
            ruin_index[h as usize] = k as u8;
        }

        Board {
            coords,
            terrain,
            neighbors,
            meadow_hexes,
            ruin_hexes,
            meadow_index,
            ruin_index,
            meadows,
            ruins,
            fog,
            forests,
            forbidden,
        }
    }
}

/// The 20 regular and 5 special tokens, checked against the rulebook's counts.
fn read_tokens(t: &TokensFile, errors: &mut Vec<String>) -> Vec<TokenDef> {
    if t.regular.len() != 20 {
        errors.push(format!("tokens: {} regular tokens, exactly 20 are needed", t.regular.len()));
    }
    if t.special.len() != 5 {
        errors.push(format!("tokens: {} special tokens, exactly 5 are needed", t.special.len()));
    }
    let mut per_kind = [0u32; 5];
    for (i, tok) in t.regular.iter().enumerate() {
        if !(3..=5).contains(&tok.quantity) {
            errors.push(format!(
                "tokens: regular token {} holds {}, must be 3, 4 or 5 (4 players)",
                i + 1,
                tok.quantity
            ));
        }
        if !(1..=2).contains(&tok.points) {
            errors.push(format!(
                "tokens: regular token {} is worth {} points, must be 1 or 2",
                i + 1,
                tok.points
            ));
        }
        per_kind[tok.resource as usize] += tok.quantity as u32;
    }
    for (i, tok) in t.special.iter().enumerate() {
        if tok.quantity != 5 {
            errors.push(format!(
                "tokens: special token {} holds {}, the rules give 5",
                i + 1,
                tok.quantity
            ));
        }
    }
    let regular_total: u32 = per_kind.iter().sum();
    if regular_total != 70 {
        errors.push(format!("tokens: regular tokens hold {regular_total} resources with 4 players, 70 are needed (70 + 4 specials x 5 = the 90 pieces)"));
    }
    let tokens: Vec<TokenDef> = t
        .regular
        .iter()
        .map(|r| TokenDef {
            resource: r.resource,
            quantity_four: r.quantity,
            points: r.points,
            special: false,
        })
        .chain(t.special.iter().map(|s| TokenDef {
            resource: s.resource,
            quantity_four: s.quantity,
            points: 0,
            special: true,
        }))
        .collect();

    tokens
}

/// The 41 contracts, checked against the rulebook (each power's count, costs and points), and
/// the sets of the private and the neutral ones.
fn read_cards(c: &CardsFile, errors: &mut Vec<String>) -> (Vec<CardInfo>, u64, u64) {
    if c.contracts.len() != CARD_COUNT - 1 {
        errors.push(format!(
            "cards: {} contracts, exactly 41 are needed (33 neutral + 8 private)",
            c.contracts.len()
        ));
    }
    for (power, count) in Power::PRIVATE.iter().chain(Power::NEUTRAL.iter()) {
        let found = c.contracts.iter().filter(|d| d.power == *power).count();
        if found != *count {
            errors.push(format!("cards: {found} {power:?} cards, the game has {count}"));
        }
    }
    let mut cards = Vec::new();
    let mut private_cards = 0u64;
    let mut neutral_cards = 0u64;
    for (i, d) in c.contracts.iter().enumerate() {
        if d.private != d.power.is_private() {
            errors.push(format!(
                "cards: card {} ({:?}) must have private = {}",
                i + 1,
                d.power,
                d.power.is_private()
            ));
        }
        let mut need = [0u8; 5];
        let size = match &d.cost {
            Cost::Resources(list) => {
                for r in list {
                    need[*r as usize] += 1;
                }
                if !(2..=4).contains(&list.len()) {
                    errors.push(format!(
                        "cards: card {} ({:?}) needs {} resources, 2 to 4 expected",
                        i + 1,
                        d.power,
                        list.len()
                    ));
                }
                list.len() as u8
            }
            Cost::Different(k) => {
                if *k < 2 || *k > 5 {
                    errors.push(format!(
                        "cards: card {} needs {k} different resources, 2 to 5 possible",
                        i + 1
                    ));
                }
                *k
            }
            Cost::Identical(k) => {
                if *k < 2 || *k > RESERVE_PER_KIND {
                    errors.push(format!("cards: card {} needs {k} identical resources", i + 1));
                }
                *k
            }
        };
        match (d.power, &d.cost) {
            (Power::Priest, Cost::Different(3)) | (Power::LazyExplorer, Cost::Identical(2)) => {}
            (Power::Priest, _) => {
                errors.push("cards: the Priest needs {\"different\": 3} (rulebook)".into())
            }
            (Power::LazyExplorer, _) => {
                errors.push("cards: the Lazy Explorer needs {\"identical\": 2} (rulebook)".into())
            }
            (_, Cost::Resources(_)) => {}
            (p, _) => {
                errors.push(format!("cards: card {} ({p:?}) needs a list of resources", i + 1))
            }
        }
        if d.power == Power::QuietTown && d.points != 4 {
            errors.push("cards: Quiet Town is worth 4 points (rulebook)".into());
        }
        if d.power == Power::Priest && d.points != 3 {
            errors.push("cards: the Priest is worth 3 points (rulebook)".into());
        }
        if d.private {
            private_cards |= 1 << i;
        } else {
            neutral_cards |= 1 << i;
        }
        cards.push(CardInfo {
            power: Some(d.power),
            private: d.private,
            cost: d.cost.clone(),
            need,
            size,
            points: d.points,
        });
    }
    (cards, private_cards, neutral_cards)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_are_symmetric_and_at_most_six() {
        for side in [Side::Beginner, Side::Expert] {
            let c = Content::builtin(side);
            for (i, &nb) in c.neighbors.iter().enumerate() {
                assert!(nb.count_ones() <= 6);
                assert_eq!(nb & (1u128 << i), 0);
                for j in bits(nb) {
                    assert_ne!(c.neighbors[j] & (1u128 << i), 0, "{i} -> {j} not mutual");
                }
            }
        }
    }

    #[test]
    fn odd_rows_are_shifted_right() {
        let c = Content::builtin(Side::Beginner);
        let at = |col, row| c.hex_at(col, row).unwrap();
        // (3,1) on an odd row touches (3,0) and (4,0) above, (3,2) and (4,2) below.
        let nb = c.neighbors[at(3, 1) as usize];
        for (col, row) in [(3, 0), (4, 0), (2, 1), (4, 1), (3, 2), (4, 2)] {
            assert_ne!(nb & (1u128 << at(col, row)), 0, "({col},{row})");
        }
    }

    #[test]
    fn bits_iterates_set_bits_in_order() {
        assert_eq!(bits(0b1010_0001).collect::<Vec<_>>(), vec![0, 5, 7]);
        assert_eq!(bits(1u128 << 127).collect::<Vec<_>>(), vec![127]);
        assert_eq!(bits(0).count(), 0);
    }
}
