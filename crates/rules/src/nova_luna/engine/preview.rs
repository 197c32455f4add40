//! What a choice is worth, worked out by the rules on the state behind a seat's view.

use super::NovaLuna;
use crate::core::{Game, Rng};
use crate::nova_luna::types::{NovaLunaAction, NovaLunaView, Stage};

impl NovaLunaView {
    /// What placing the tile in hand at (x, y) would gain the seat placing it: the discs
    /// it puts on tasks it meets (RULINGS NL 3), so a choice can say what it is worth.
    /// Worked out by the rules themselves on the state behind the view (placing draws
    /// nothing, so the unseen pile order does not matter); 0 for anything but a legal place,
    /// and in a view no state fits.
    pub fn discs_for_placing(&self, x: i32, y: i32) -> u8 {
        let Stage::Place { seat, .. } = self.stage else { return 0 };
        let Ok(mut state) = NovaLuna::from_view(self, &mut Rng::new(0)) else { return 0 };
        let before = state.players[seat].discs_left;
        match state.apply(&NovaLunaAction::Place { x, y }) {
            Ok(_) => before - state.players[seat].discs_left,
            Err(_) => 0,
        }
    }
}
