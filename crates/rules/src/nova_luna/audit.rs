//! What the generic property checks need: the space of plausible actions and the
//! invariants (every tile and disc accounted for, every disc on a met task).
//!
//! The task check here is a deliberately naive second implementation of the chain rule
//! (coordinates and linear scans, no index, no incremental update), so the property tests
//! compare the engine's fast path against it after every action.

use super::engine::{NovaLuna, WHEEL_SPACES};
use super::tableau::{PlacedTile, Tableau};
use super::tiles::{facts, TILE_COUNT};
use super::types::*;
use crate::core::testing::Audit;
use crate::core::Game;

/// Neighbours of every tile, found by comparing every pair of coordinates.
pub fn naive_adjacency(tiles: &[PlacedTile]) -> Vec<Vec<usize>> {
    let adjacent = |a: &PlacedTile, b: &PlacedTile| (a.x - b.x).abs() + (a.y - b.y).abs() == 1;
    (0..tiles.len())
        .map(|i| (0..tiles.len()).filter(|&j| adjacent(&tiles[i], &tiles[j])).collect())
        .collect()
}

/// Tiles of `colour` reached from the neighbours of `tiles[task_tile]` through tiles of
/// that colour, never through the task tile.
pub fn naive_count(
    tiles: &[PlacedTile],
    adjacency: &[Vec<usize>],
    task_tile: usize,
    colour: u8,
) -> usize {
    let colour_of = |i: usize| facts(tiles[i].tile).colour;
    let mut reached = vec![false; tiles.len()];
    reached[task_tile] = true;
    let mut todo = vec![task_tile];
    let mut count = 0;
    while let Some(j) = todo.pop() {
        if j != task_tile {
            count += 1;
        }
        for &i in &adjacency[j] {
            if !reached[i] && colour_of(i) == colour {
                reached[i] = true;
                todo.push(i);
            }
        }
    }
    count
}

/// Whether task `task` of tile `i` is met, counted the slow, obvious way with
/// [`naive_count`] per colour: the oracle the tableau's incremental checks are tested against.
pub fn naive_task_met(
    tiles: &[PlacedTile],
    adjacency: &[Vec<usize>],
    i: usize,
    task: usize,
) -> bool {
    let needs = facts(tiles[i].tile).tasks[task];
    (0..4).all(|c| needs[c] == 0 || naive_count(tiles, adjacency, i, c as u8) >= needs[c] as usize)
}

fn check_tableau(seat: usize, t: &Tableau, all_discs_out: bool) -> Result<(), String> {
    let tiles = t.tiles();
    let adjacency = naive_adjacency(tiles);
    for (i, p) in tiles.iter().enumerate() {
        if i == 0 && (p.x, p.y) != (0, 0) {
            return Err(format!("seat {seat}: first tile not at (0, 0)"));
        }
        if i > 0 && !tiles[..i].iter().any(|q| (q.x - p.x).abs() + (q.y - p.y).abs() == 1) {
            return Err(format!(
                "seat {seat}: tile {} at ({}, {}) placed next to nothing",
                p.tile.0, p.x, p.y
            ));
        }
        if tiles[..i].iter().any(|q| (q.x, q.y) == (p.x, p.y)) {
            return Err(format!("seat {seat}: two tiles at ({}, {})", p.x, p.y));
        }
        if t.at(p.x, p.y) != Some(i) {
            return Err(format!("seat {seat}: index lost the tile at ({}, {})", p.x, p.y));
        }
        let mut linked: Vec<usize> = t.neighbours(i).collect();
        linked.sort();
        if linked != adjacency[i] {
            return Err(format!(
                "seat {seat}: neighbour links of the tile at ({}, {}) are wrong",
                p.x, p.y
            ));
        }
        for k in 0..facts(p.tile).task_count as usize {
            let met = naive_task_met(tiles, &adjacency, i, k);
            if p.has_disc(k) && !met {
                return Err(format!("seat {seat}: disc on unmet task {k} of tile {}", p.tile.0));
            }
            if !p.has_disc(k) && met && !all_discs_out {
                return Err(format!(
                    "seat {seat}: task {k} of tile {} met but without a disc",
                    p.tile.0
                ));
            }
        }
    }
    Ok(())
}

impl Audit for NovaLuna {
    /// Every wheel space, refill, end of phase 1, and every cell of the acting player's
    /// tableau area plus a margin of 2 (occupied, adjacent and far cells), and a cell
    /// outside the `i8` range.
    fn action_space(&self) -> Vec<NovaLunaAction> {
        let mut out: Vec<NovaLunaAction> =
            (0..WHEEL_SPACES as u8 + 1).map(|space| NovaLunaAction::Take { space }).collect();
        out.push(NovaLunaAction::Refill);
        out.push(NovaLunaAction::EndPhaseOne);
        if let Some(seat) = self.to_act() {
            let (x0, y0, x1, y1) = self.tableau(seat).bounds().unwrap_or((0, 0, 0, 0));
            for x in x0 as i32 - 2..=x1 as i32 + 2 {
                for y in y0 as i32 - 2..=y1 as i32 + 2 {
                    out.push(NovaLunaAction::Place { x, y });
                }
            }
        }
        out.push(NovaLunaAction::Place { x: 1000, y: 0 });
        out
    }

    fn check_invariants(&self) -> Result<(), String> {
        // Every tile exactly once: wheel, pile, tableaux, hand.
        let mut seen = [0u8; TILE_COUNT];
        let mut note = |t: super::tiles::TileId| seen[t.index()] += 1;
        self.wheel().iter().flatten().for_each(|&t| note(t));
        self.pile.iter().for_each(|&t| note(t));
        for p in self.players() {
            p.tableau.tiles().iter().for_each(|q| note(q.tile));
        }
        if let Some(t) = self.tile_in_hand() {
            note(t);
        }
        if let Some(i) = seen.iter().position(|&n| n != 1) {
            return Err(format!("tile {} is present {} times", i + 1, seen[i]));
        }
        if self.wheel()[self.moon_pawn() as usize].is_some() {
            return Err("a tile lies under the moon pawn".into());
        }
        let options = self.options();
        let solo = options.players == 1;
        for (seat, p) in self.players().iter().enumerate() {
            // Every disc: on a task, in reserve, or the marker.
            let on_tiles = p.tableau.discs_placed() as u8;
            if on_tiles + p.discs_left != options.discs_for_tasks() {
                return Err(format!(
                    "seat {seat}: {on_tiles} discs on tiles + {} in reserve != {}",
                    p.discs_left,
                    options.discs_for_tasks()
                ));
            }
            if solo == p.marker.is_some() {
                return Err(format!(
                    "seat {seat}: marker present in solo or missing in multiplayer"
                ));
            }
            check_tableau(seat, &p.tableau, p.discs_left == 0)?;
        }
        if !solo {
            let progress: Vec<u16> = self
                .players()
                .iter()
                .filter_map(|p| p.marker.as_ref().map(|m| m.progress))
                .collect();
            let (most, least) = (progress.iter().max(), progress.iter().min());
            let spread = most.zip(least).map_or(0, |(most, least)| most - least);
            if spread > 7 {
                return Err(format!("markers spread over {spread} spaces"));
            }
        }
        match self.stage() {
            Stage::Choose { seat } => {
                if !solo && *seat != self.turn_order()[0] {
                    return Err(format!("seat {seat} plays but is not furthest back"));
                }
                if self.tiles_on_wheel() == 0 && self.pile_count() == 0 {
                    return Err("a turn starts with no tiles left".into());
                }
            }
            Stage::Place { .. } => {}
            Stage::Over { reason } => match reason {
                EndReason::LastDisc | EndReason::SoloAllDiscs => {
                    if !self.players().iter().any(|p| p.discs_left == 0) {
                        return Err("ended on a last disc nobody placed".into());
                    }
                }
                EndReason::NoTilesLeft => {
                    if self.tiles_on_wheel() + self.pile_count() != 0 {
                        return Err("ended for lack of tiles with tiles left".into());
                    }
                }
            },
        }
        if let Some(s) = self.solo() {
            if (s.phase == 1) != s.phase_one.is_none() {
                return Err("solo phase and phase-1 score disagree".into());
            }
        }
        Ok(())
    }

    /// The draw pile's order is hidden from everyone (its size is public); the view carries
    /// no pile and no random generator.
    fn check_view(&self, seat: usize, view: &NovaLunaView) -> Result<(), String> {
        if view.viewer != seat {
            return Err(format!("the view of seat {seat} says seat {}", view.viewer));
        }
        if view.pile_count != self.pile.len() {
            return Err(format!("pile count {} for {} tiles", view.pile_count, self.pile.len()));
        }
        let json = serde_json::to_value(view).map_err(|e| e.to_string())?;
        fn hidden_key(v: &serde_json::Value) -> Option<String> {
            match v {
                serde_json::Value::Object(map) => map.iter().find_map(|(k, v)| {
                    if k == "pile" || k == "rng" {
                        Some(k.clone())
                    } else {
                        hidden_key(v)
                    }
                }),
                serde_json::Value::Array(items) => items.iter().find_map(hidden_key),
                _ => None,
            }
        }
        match hidden_key(&json) {
            Some(key) => Err(format!("the view carries {key:?}")),
            None => Ok(()),
        }
    }
}
