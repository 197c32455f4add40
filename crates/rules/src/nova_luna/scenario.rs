//! Test support: build a game in a chosen position (tableaux, wheel, markers, pile)
//! without playing up to it. Used by the rulebook example tests and handy for tutorials.
//!
//! ```
//! use moonvale_rules::nova_luna::Scenario;
//! // Seat 0 has the yellow 4 (tile 62) with a blue tile on its right.
//! let game = Scenario::new(2).tableau(0, &[(0, 0, 62), (1, 0, 19)]).build();
//! assert_eq!(game.tableau(0).len(), 2);
//! ```
//!
//! Tiles not placed anywhere go to the draw pile (the listed top first, then the rest in
//! id order). Tasks already met in a built tableau get their discs, as in play.

use super::engine::{NovaLuna, Player, SoloState, WHEEL_SPACES};
use super::tableau::Tableau;
use super::tiles::{TileId, TILE_COUNT};
use super::types::*;
use crate::core::Seat;

/// A position under construction; [`Scenario::build`] makes the game.
#[derive(Clone, Debug)]
pub struct Scenario {
    options: NovaLunaOptions,
    tableaux: Vec<Vec<(i8, i8, u8)>>,
    wheel: Option<(u8, Vec<(u8, u8)>)>,
    pile_top: Vec<u8>,
    /// (seat, progress) in arrival order: later entries lie on top of earlier ones.
    markers: Option<Vec<(Seat, u16)>>,
    solo_phase_two: bool,
}

impl Scenario {
    /// A position for `players` seats with empty tableaux and the usual setup elsewhere.
    pub fn new(players: usize) -> Self {
        Scenario::with_options(NovaLunaOptions { players, first_game: false })
    }

    /// The same, with these options (a first game, say).
    pub fn with_options(options: NovaLunaOptions) -> Self {
        let n = options.players;
        Scenario {
            options,
            tableaux: vec![Vec::new(); n],
            wheel: None,
            pile_top: Vec::new(),
            markers: None,
            solo_phase_two: false,
        }
    }

    /// Tiles of `seat`, as (x, y, tile id), laid in this order (each must be a legal
    /// placement: the first at (0, 0), every other next to an earlier one).
    pub fn tableau(mut self, seat: Seat, tiles: &[(i8, i8, u8)]) -> Self {
        self.tableaux[seat] = tiles.to_vec();
        self
    }

    /// The moon pawn's space and the wheel's tiles as (space, tile id); other spaces
    /// empty. Without this, spaces 1..=11 take the lowest free ids and the pawn is on 0.
    pub fn wheel(mut self, moon_pawn: u8, tiles: &[(u8, u8)]) -> Self {
        self.wheel = Some((moon_pawn, tiles.to_vec()));
        self
    }

    /// Tiles on top of the draw pile, the next drawn first.
    pub fn pile_top(mut self, tiles: &[u8]) -> Self {
        self.pile_top = tiles.to_vec();
        self
    }

    /// Markers as (seat, spaces advanced), in arrival order: a later entry on the same
    /// space lies on top. Without this, all on the new moon, seat 0 at the bottom.
    pub fn markers(mut self, arrivals: &[(Seat, u16)]) -> Self {
        self.markers = Some(arrivals.to_vec());
        self
    }

    /// Solo: start in phase 2, phase 1 scored from the tableau as built.
    pub fn solo_phase_two(mut self) -> Self {
        self.solo_phase_two = true;
        self
    }

    /// Panics on a position the rules cannot reach in shape (a tile twice, a tile next
    /// to nothing, a wheel space out of range): this is test support.
    pub fn build(self) -> NovaLuna {
        let mut used = [false; TILE_COUNT];
        let mut take = |id: u8| {
            let t = TileId(id);
            assert!(id >= 1 && t.index() < TILE_COUNT, "no tile {id}");
            assert!(!used[t.index()], "tile {id} used twice in the scenario");
            used[t.index()] = true;
            t
        };
        let discs = self.options.discs_for_tasks();
        let mut players = Vec::new();
        for cells in &self.tableaux {
            let mut tableau = Tableau::new();
            for &(x, y, id) in cells {
                let tile = take(id);
                tableau
                    .check_cell(x as i32, y as i32)
                    .unwrap_or_else(|e| panic!("tile {id} at ({x}, {y}): {e:?}"));
                tableau.place(x, y, tile);
            }
            let mut discs_left = discs;
            for (i, k) in tableau.all_unmarked_met() {
                if discs_left > 0 {
                    tableau.put_disc(i, k);
                    discs_left -= 1;
                }
            }
            players.push(Player { tableau, discs_left, marker: None });
        }
        let mut wheel = [None; WHEEL_SPACES];
        let moon_pawn;
        if let Some((moon, tiles)) = &self.wheel {
            moon_pawn = *moon;
            for &(space, id) in tiles {
                assert!(
                    (space as usize) < WHEEL_SPACES && space != moon_pawn,
                    "bad wheel space {space}"
                );
                wheel[space as usize] = Some(take(id));
            }
        } else {
            moon_pawn = 0;
        }
        let top: Vec<TileId> = self.pile_top.iter().map(|&id| take(id)).collect();
        let mut rest: Vec<TileId> = TileId::all().filter(|t| !used[t.index()]).collect();
        if self.wheel.is_none() {
            for slot in wheel.iter_mut().skip(1) {
                if !rest.is_empty() {
                    *slot = Some(rest.remove(0));
                }
            }
        }
        // The pile's top is its last element.
        let mut pile: Vec<TileId> = rest.into_iter().rev().collect();
        pile.extend(top.into_iter().rev());
        let solo = self.options.players == 1;
        let mut arrivals = 0;
        if !solo {
            let markers = self
                .markers
                .clone()
                .unwrap_or_else(|| (0..self.options.players).map(|s| (s, 0)).collect());
            for (seat, progress) in markers {
                arrivals += 1;
                players[seat].marker = Some(Marker { progress, arrival: arrivals });
            }
            assert!(players.iter().all(|p| p.marker.is_some()), "every seat needs a marker");
        }
        let solo_state = solo.then(|| {
            if self.solo_phase_two {
                SoloState {
                    phase: 2,
                    phase_one: Some(SoloPhaseScore::compute(1, &players[0].tableau)),
                }
            } else {
                SoloState { phase: 1, phase_one: None }
            }
        });
        let mut game = NovaLuna {
            options: self.options,
            wheel,
            moon_pawn,
            pile,
            players,
            arrivals,
            stage: Stage::Choose { seat: 0 },
            solo: solo_state,
        };
        if !solo {
            game.stage = Stage::Choose { seat: game.turn_order()[0] };
        }
        game
    }
}
