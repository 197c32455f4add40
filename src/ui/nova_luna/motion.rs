//! Pieces that move on the Nova Luna board: what changed between two views the person saw,
//! and where each moving piece is along its short animation. A tile taken leaves its wheel
//! space for the centre (the hand), the moon pawn steps round to the space it left, the
//! mover's marker steps along the moon track; a tile placed flies from the hand to its cell
//! (over the page, `canvas::fly`; from the tableau's edge when the wheel is out of view).
//! With `prefers-reduced-motion` they only fade in.
//!
//! Both views are the person's own, so nothing hidden from them can be shown.

use moonvale_rules::nova_luna::{NovaLunaView, PlacedTile, Stage};

/// How long a move takes to show, in milliseconds: well under a second.
pub const MOVE_MS: f64 = 450.0;
/// A fade, for a reader who asked for less motion.
pub const FADE_MS: f64 = 300.0;

/// What moved on the wheel between two views.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WheelMoving {
    /// The moon pawn's space before, when it moved.
    pub pawn_from: Option<u8>,
    /// Each seat's marker progress before and after, when it moved on.
    pub markers: Vec<Option<(u16, u16)>>,
    /// The wheel space a tile was just taken from (it goes to the centre, in hand).
    pub taken: Option<u8>,
}

impl WheelMoving {
    /// What moved from `before` to `after` (nothing that went back: an undo is not played
    /// backwards).
    pub fn between(before: &NovaLunaView, after: &NovaLunaView) -> WheelMoving {
        if before.players.len() != after.players.len() {
            return WheelMoving::default();
        }
        let took = !matches!(before.stage, Stage::Place { .. })
            && matches!(after.stage, Stage::Place { .. });
        let taken = if took { Some(after.moon_pawn) } else { None };
        let pawn_from = (took && before.moon_pawn != after.moon_pawn).then_some(before.moon_pawn);
        let markers = before
            .players
            .iter()
            .zip(&after.players)
            .map(|(b, a)| match (&b.marker, &a.marker) {
                (Some(b), Some(a)) if a.progress > b.progress => Some((b.progress, a.progress)),
                _ => None,
            })
            .collect();
        WheelMoving { pawn_from, markers, taken }
    }

    pub fn is_empty(&self) -> bool {
        self.pawn_from.is_none() && self.taken.is_none() && self.markers.iter().all(Option::is_none)
    }
}

/// The cell a tile was just placed in on a tableau (the same seat's before and after).
pub fn placed_cell(before: &[PlacedTile], after: &[PlacedTile]) -> Option<(i32, i32)> {
    if after.len() != before.len() + 1 {
        return None;
    }
    after
        .iter()
        .find(|t| !before.iter().any(|b| b.x == t.x && b.y == t.y))
        .map(|t| (t.x as i32, t.y as i32))
}

/// How far along a move is at `now_ms`: 0 at its start, 1 once shown, eased (fast, then
/// settling), or linear for a fade.
pub fn progress(started_ms: f64, now_ms: f64, fade_only: bool, move_ms: f64) -> f64 {
    let span = if fade_only { FADE_MS } else { move_ms };
    let t = ((now_ms - started_ms) / span).clamp(0.0, 1.0);
    if fade_only {
        t
    } else {
        1.0 - (1.0 - t).powi(3)
    }
}

/// One move being shown on a canvas: when it started and whether it only fades.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Clock {
    pub started_ms: f64,
    pub fade_only: bool,
    /// How long a move (not a fade) is shown: [`MOVE_MS`], or a test's time.
    pub move_ms: f64,
}

impl Clock {
    pub fn progress(&self, now_ms: f64) -> f64 {
        progress(self.started_ms, now_ms, self.fade_only, self.move_ms)
    }

    pub fn done(&self, now_ms: f64) -> bool {
        self.progress(now_ms) >= 1.0
    }

    /// What the canvas says of it, for the tests: "move" or "fade".
    pub fn shown(&self) -> &'static str {
        if self.fade_only {
            "fade"
        } else {
            "move"
        }
    }
}

/// The wheel's moving pieces at one moment of their move.
#[derive(Clone, Copy, Debug)]
pub struct WheelFrame<'a> {
    pub moving: &'a WheelMoving,
    pub progress: f64,
    pub fade_only: bool,
}

impl WheelFrame<'_> {
    /// The moon pawn: where it is (a wheel space, in between while it steps round) and how
    /// opaque, for a pawn now on space `to`.
    pub fn pawn(&self, to: u8) -> (f64, f64) {
        let p = self.progress;
        match self.moving.pawn_from {
            Some(_) if self.fade_only => (to as f64, p),
            Some(from) => {
                let steps = (to as f64 - from as f64).rem_euclid(WHEEL as f64);
                (from as f64 + steps * p, 1.0)
            }
            None => (to as f64, 1.0),
        }
    }

    /// A seat's marker while it moves: its progress along the track (in between spaces while
    /// it steps) and how opaque; `None` when it stays.
    pub fn marker(&self, seat: usize) -> Option<(f64, f64)> {
        let (from, to) = self.moving.markers.get(seat).copied().flatten()?;
        let p = self.progress;
        Some(if self.fade_only {
            (to as f64, p)
        } else {
            (from as f64 + (to as f64 - from as f64) * p, 1.0)
        })
    }

    /// The tile taken, on its way from its wheel space to the centre: the space, how far
    /// along (0 to 1) and how opaque.
    pub fn taken(&self) -> Option<(u8, f64, f64)> {
        let space = self.moving.taken?;
        Some(if self.fade_only { (space, 1.0, self.progress) } else { (space, self.progress, 1.0) })
    }
}

/// The wheel's spaces.
const WHEEL: u8 = 12;

/// A tile placed, coming into its cell from the wheel's side (the left edge of the tableau's
/// canvas) when the wheel is out of view: its top-left corner, side and opacity at
/// `progress`, for a cell whose top-left is `cell` of side `size`, on a canvas whose height is
/// `height`.
pub fn arriving(
    cell: (f64, f64),
    size: f64,
    height: f64,
    progress: f64,
    fade_only: bool,
) -> (f64, f64, f64, f64) {
    if fade_only {
        return (cell.0, cell.1, size, progress);
    }
    let from = (-size * 0.5, (height - size) / 2.0);
    let p = progress;
    // Held a little above the table (larger), then laid down.
    let side = size * (1.0 + 0.25 * (1.0 - p));
    (
        from.0 + (cell.0 - from.0) * p - (side - size) / 2.0,
        from.1 + (cell.1 - from.1) * p - (side - size) / 2.0,
        side,
        (0.35 + p).min(1.0),
    )
}
