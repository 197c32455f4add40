//! Helpers shared by the Nova Luna scenario tests.
#![allow(dead_code)]

use moonvale_rules::core::Game;
use moonvale_rules::nova_luna::*;

/// The (tile id, task index) of every disc an action's events put down.
pub fn discs_placed(events: &[NovaLunaEvent]) -> Vec<(u8, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            NovaLunaEvent::DiscPlaced { tile, task, .. } => Some((tile.0, *task)),
            _ => None,
        })
        .collect()
}

/// Seat 0 has `before` on their tableau, then takes tile `last.2` from the wheel through
/// the engine and places it at (`last.0`, `last.1`). Returns the game and the events of
/// the placement.
pub fn lay_last_tile(
    before: &[(i8, i8, u8)],
    last: (i8, i8, u8),
) -> (NovaLuna, Vec<NovaLunaEvent>) {
    let mut game = Scenario::new(2)
        .tableau(0, before)
        .wheel(0, &[(1, last.2), (2, 66), (3, 67)])
        .markers(&[(1, 0), (0, 0)])
        .build();
    assert_eq!(game.to_act(), Some(0));
    game.apply(&NovaLunaAction::Take { space: 1 }).expect("take");
    let events =
        game.apply(&NovaLunaAction::Place { x: last.0 as i32, y: last.1 as i32 }).expect("place");
    (game, events)
}

/// Index in the tableau of the tile with this id.
pub fn index_of(tableau: &Tableau, id: u8) -> usize {
    tableau.tiles().iter().position(|p| p.tile.0 == id).expect("tile on the tableau")
}

/// A straight line of tiles from (x0, y) rightwards, ordered greedily so that as few
/// tasks as possible are met (to build positions late in a game without running out of
/// discs). Returns the cells and the number of tasks met along the line.
pub fn quiet_line(
    ids: &[u8],
    x0: i8,
    y: i8,
    prefix: &[(i8, i8, u8)],
) -> (Vec<(i8, i8, u8)>, usize) {
    let mut remaining: Vec<u8> = ids.to_vec();
    let mut cells: Vec<(i8, i8, u8)> = prefix.to_vec();
    let mut tableau = Tableau::new();
    for &(x, y, id) in prefix {
        tableau.place(x, y, TileId(id));
    }
    let mut x = x0;
    let mut met_total = tableau.all_unmarked_met().len();
    while !remaining.is_empty() {
        let mut best: Option<(usize, usize)> = None;
        for (k, &id) in remaining.iter().enumerate() {
            let mut t = tableau;
            t.place(x, y, TileId(id));
            let met = t.all_unmarked_met().len();
            if best.is_none_or(|(_, m)| met < m) {
                best = Some((k, met));
                if met == met_total {
                    break;
                }
            }
        }
        let (k, met) = best.expect("a tile");
        let id = remaining.remove(k);
        tableau.place(x, y, TileId(id));
        cells.push((x, y, id));
        met_total = met;
        x += 1;
    }
    (cells[prefix.len()..].to_vec(), met_total)
}
