//! Pieces that move: what changed on the valley between two positions the person saw, and
//! how far along its short animation each change is. A craftsman drops onto its token (and
//! rises off it, back to its guild, once its token is emptied), a site
//! or a building rises on its ruin, a meadow tile is laid on the fog, a resource travels from
//! its meadow along its transport path to the site it is carried to. With `prefers-reduced-motion` they only fade in.
//!
//! Both positions are the person's own view (the board never holds more), so an animation of
//! another seat's move cannot show what that view hides.

use moonvale_rules::via_nebula::content::HexSet;
use moonvale_rules::via_nebula::{Occupant, Resource, ViaNebula, NONE};

/// How long a move takes to show, in milliseconds: well under a second.
pub const MOVE_MS: f64 = 450.0;
/// A fade, for a reader who asked for less motion.
pub const FADE_MS: f64 = 300.0;

/// The changes between two positions, to animate.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Moving {
    /// Meadows (by meadow index) where a craftsman now stands.
    pub craftsmen: Vec<usize>,
    /// Craftsmen going back to their guild: the meadow they left and their seat.
    pub returning: Vec<(usize, u8)>,
    /// Ruin halves (ruin index, half) with a new site or building.
    pub ruins: Vec<(usize, u8)>,
    /// Hexes where a meadow tile was just laid.
    pub tiles: HexSet,
    /// Resources carried from a meadow to a site.
    pub carried: Vec<Carried>,
}

/// A resource carried: the hex it left, the meadow tiles it crossed, the hex it reached.
#[derive(Clone, Debug, PartialEq)]
pub struct Carried {
    pub from: u8,
    pub via: Vec<u8>,
    pub to: u8,
    pub resource: Resource,
}

impl Carried {
    /// The hexes it passes, in order, from the meadow it left to the site.
    pub fn hexes(&self) -> Vec<u8> {
        std::iter::once(self.from).chain(self.via.iter().copied()).chain([self.to]).collect()
    }
}

/// Where a piece travelling through `points` is after `progress` (0 to 1) of its way, each
/// step from one point to the next taking the same time.
pub fn along(points: &[(f64, f64)], progress: f64) -> (f64, f64) {
    match points {
        [] => (0.0, 0.0),
        [only] => *only,
        _ => {
            let steps = (points.len() - 1) as f64;
            let at = (progress.clamp(0.0, 1.0) * steps).min(steps);
            let i = (at.floor() as usize).min(points.len() - 2);
            let t = at - i as f64;
            let ((x0, y0), (x1, y1)) = (points[i], points[i + 1]);
            (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
        }
    }
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
        let returning = (0..meadows)
            .filter(|&m| before.craftsman_on[m] != NONE && after.craftsman_on[m] == NONE)
            .map(|m| (m, before.craftsman_on[m]))
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
        for (to, resource) in arrived {
            if let Some(i) = left.iter().position(|&(_, k)| k == resource) {
                let from = left.remove(i).0;
                // The path it took: over the empty meadows of the position it left.
                let via = before.transport_path(from, to).unwrap_or_default();
                carried.push(Carried { from, via, to, resource });
            }
        }
        Moving { craftsmen, returning, ruins, tiles: after.tiles & !before.tiles, carried }
    }

    pub fn is_empty(&self) -> bool {
        self.craftsmen.is_empty()
            && self.returning.is_empty()
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
    /// How long a move (not a fade) is shown: [`MOVE_MS`], or a test's time.
    pub move_ms: f64,
}

impl Motion {
    pub fn duration(&self) -> f64 {
        if self.fade_only {
            FADE_MS
        } else {
            self.move_ms
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
