//! Pieces that move: what changed on the valley between two positions the person saw, and
//! how far along its short animation each change is. A craftsman drops onto its token, a site
//! or a building rises on its ruin, a meadow tile is laid on the fog, a resource travels from
//! its meadow to the site it is carried to. With `prefers-reduced-motion` they only fade in.
//!
//! Both positions are the person's own view (the board never holds more), so an animation of
//! another seat's move cannot show what that view hides.

use crate::via_nebula::content::HexSet;
use crate::via_nebula::{Occupant, Resource, ViaNebula, NONE};

/// How long a move takes to show, in milliseconds: well under a second.
pub const MOVE_MS: f64 = 450.0;
/// A fade, for a reader who asked for less motion.
pub const FADE_MS: f64 = 300.0;

/// The changes between two positions, to animate.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Moving {
    /// Meadows (by meadow index) where a craftsman now stands.
    pub craftsmen: Vec<usize>,
    /// Ruin halves (ruin index, half) with a new site or building.
    pub ruins: Vec<(usize, u8)>,
    /// Hexes where a meadow tile was just laid.
    pub tiles: HexSet,
    /// Resources carried: from the hex they left to the hex they reached.
    pub carried: Vec<(u8, u8, Resource)>,
}

impl Moving {
    /// What moved from `before` to `after` (nothing that only went away: an undo is not
    /// played backwards).
    pub fn between(before: &ViaNebula, after: &ViaNebula) -> Moving {
        let content = &after.content;
        if before.content.hex_count() != content.hex_count() {
            return Moving::default();
        }
        let meadows = content.meadow_hexes.len();
        let craftsmen = (0..meadows)
            .filter(|&m| before.craftsman_on[m] == NONE && after.craftsman_on[m] != NONE)
            .collect();
        let mut ruins = Vec::new();
        let mut arrived: Vec<(u8, Resource)> = Vec::new();
        for (ri, &hex) in content.ruin_hexes.iter().enumerate() {
            for half in 0..2u8 {
                let (old, new) =
                    (&before.ruins[ri][half as usize], &after.ruins[ri][half as usize]);
                let raised = matches!(
                    (old.occupant, new.occupant),
                    (Occupant::Empty, Occupant::Site { .. } | Occupant::Building { .. })
                        | (Occupant::Site { .. }, Occupant::Building { .. })
                );
                if raised {
                    ruins.push((ri, half));
                }
                for kind in Resource::ALL {
                    let k = kind as usize;
                    for _ in old.resources[k]..new.resources[k].max(old.resources[k]) {
                        arrived.push((hex, kind));
                    }
                }
            }
        }
        // Each resource that reached a site came from a meadow that lost one of its kind.
        let mut left: Vec<(u8, Resource)> = Vec::new();
        for (m, &hex) in content.meadow_hexes.iter().enumerate() {
            for kind in Resource::ALL {
                let k = kind as usize;
                let (old, new) = (before.meadow_resources[m][k], after.meadow_resources[m][k]);
                for _ in new..old.max(new) {
                    left.push((hex, kind));
                }
            }
        }
        let mut carried = Vec::new();
        for (to, kind) in arrived {
            if let Some(i) = left.iter().position(|&(_, k)| k == kind) {
                carried.push((left.remove(i).0, to, kind));
            }
        }
        Moving { craftsmen, ruins, tiles: after.tiles & !before.tiles, carried }
    }

    pub fn is_empty(&self) -> bool {
        self.craftsmen.is_empty()
            && self.ruins.is_empty()
            && self.tiles == 0
            && self.carried.is_empty()
    }
}

/// An animation under way: what moves, since when, and how.
#[derive(Clone, Debug, PartialEq)]
pub struct Motion {
    pub moving: Moving,
    pub started_ms: f64,
    /// Only a fade (`prefers-reduced-motion`).
    pub fade_only: bool,
}

impl Motion {
    pub fn duration(&self) -> f64 {
        if self.fade_only {
            FADE_MS
        } else {
            MOVE_MS
        }
    }

    /// How far along it is at `now_ms`, eased (fast, then settling), from 0 to 1.
    pub fn progress(&self, now_ms: f64) -> f64 {
        let t = ((now_ms - self.started_ms) / self.duration()).clamp(0.0, 1.0);
        1.0 - (1.0 - t).powi(3)
    }

    pub fn done(&self, now_ms: f64) -> bool {
        now_ms - self.started_ms >= self.duration()
    }
}

/// What the board's drawing needs of an animation at one frame.
#[derive(Clone, Copy, Debug)]
pub struct Frame<'a> {
    pub moving: &'a Moving,
    pub progress: f64,
    pub fade_only: bool,
}
