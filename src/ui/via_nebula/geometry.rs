//! Where the hexes of the valley are: their centres in board units (pointy-top hexes on the
//! content's "odd-r" offset grid), the view transform (zoom and pan) and hit-testing.
//!
//! On a tall canvas (a phone held upright) the valley is turned a quarter (flat-top hexes):
//! the whole of it then fits with hexes wide enough to tap ([`Geometry::for_canvas`]).

use moonvale_rules::via_nebula::content::{bits, HexSet};
use moonvale_rules::via_nebula::ViaNebula;

/// √3: a hex's width for a height of 2.
pub const SQRT3: f64 = 1.732_050_807_568_877_2;

/// Zoom and pan, in CSS pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ViewTransform {
    pub zoom: f64,
    pub pan_x: f64,
    pub pan_y: f64,
}

impl Default for ViewTransform {
    fn default() -> Self {
        ViewTransform { zoom: 1.0, pan_x: 0.0, pan_y: 0.0 }
    }
}

pub const MIN_ZOOM: f64 = 0.6;
pub const MAX_ZOOM: f64 = 4.0;
/// The narrowest a hex the player can act on may be, in CSS pixels (readable on a phone).
pub const MIN_TARGET_PX: f64 = 40.0;

impl ViewTransform {
    pub fn zoomed(self, factor: f64, at: (f64, f64), size: (f64, f64)) -> ViewTransform {
        let zoom = (self.zoom * factor).clamp(MIN_ZOOM, MAX_ZOOM);
        let k = zoom / self.zoom;
        // Keep the point under the cursor where it is.
        let (cx, cy) = (size.0 / 2.0 + self.pan_x, size.1 / 2.0 + self.pan_y);
        let nx = at.0 - (at.0 - cx) * k;
        let ny = at.1 - (at.1 - cy) * k;
        ViewTransform { zoom, pan_x: nx - size.0 / 2.0, pan_y: ny - size.1 / 2.0 }
    }
}

/// Hex centres in board units (hex radius 1).
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    pub centres: Vec<(f64, f64)>,
    pub min: (f64, f64),
    pub max: (f64, f64),
    /// The valley turned a quarter anticlockwise: flat-top hexes, rows running across.
    pub turned: bool,
}

impl Geometry {
    /// The valley upright, as on a wide screen.
    pub fn of(state: &ViaNebula) -> Geometry {
        Self::laid_out(state, false)
    }

    /// The valley turned when the canvas is tall enough for that to give wider hexes.
    pub fn for_canvas(state: &ViaNebula, size: (f64, f64)) -> Geometry {
        let upright = Self::laid_out(state, false);
        let turned = Self::laid_out(state, true);
        let fit = |g: &Geometry| g.mapping(size, &ViewTransform::default()).0;
        // A margin, so a canvas near square does not flip between the two.
        if fit(&turned) > fit(&upright) * 1.1 {
            turned
        } else {
            upright
        }
    }

    fn laid_out(state: &ViaNebula, turned: bool) -> Geometry {
        let centres: Vec<(f64, f64)> = state
            .content
            .coords
            .iter()
            .map(|&(col, row)| {
                let x = SQRT3 * (col as f64 + 0.5 * (row & 1) as f64);
                let y = 1.5 * row as f64;
                // A quarter turn anticlockwise: rows run left to right, columns bottom up.
                if turned {
                    (y, -x)
                } else {
                    (x, y)
                }
            })
            .collect();
        let (hw, hh) = half_extent(turned);
        let mut min = (f64::MAX, f64::MAX);
        let mut max = (f64::MIN, f64::MIN);
        for &(x, y) in &centres {
            min = (min.0.min(x - hw), min.1.min(y - hh));
            max = (max.0.max(x + hw), max.1.max(y + hh));
        }
        Geometry { centres, min, max, turned }
    }

    /// Board units to CSS pixels: (scale, origin x, origin y).
    pub fn mapping(&self, size: (f64, f64), t: &ViewTransform) -> (f64, f64, f64) {
        let margin = self.margin();
        let bw = self.max.0 - self.min.0;
        let bh = self.max.1 - self.min.1;
        let fit = ((size.0 - 2.0 * margin) / bw).min((size.1 - 2.0 * margin) / bh).max(1.0);
        let scale = fit * t.zoom;
        let cx = (self.min.0 + self.max.0) / 2.0;
        let cy = (self.min.1 + self.max.1) / 2.0;
        (scale, size.0 / 2.0 + t.pan_x - cx * scale, size.1 / 2.0 + t.pan_y - cy * scale)
    }

    /// The band kept round the valley at zoom 1, in CSS pixels: the frame's room. A turned
    /// valley (a phone) spends less on it: its hexes' corners point sideways, clear of the
    /// canvas's rounded corners.
    pub fn margin(&self) -> f64 {
        if self.turned {
            7.0
        } else {
            10.0
        }
    }

    /// How wide a hex is across, in CSS pixels, at this size and view.
    pub fn hex_px(&self, size: (f64, f64), t: &ViewTransform) -> f64 {
        SQRT3 * self.mapping(size, t).0
    }

    /// The view a turn opens on. When the whole board's hexes would be narrower than
    /// [`MIN_TARGET_PX`] (a phone), the board opens zoomed so they are a little wider,
    /// centred on the hexes the player can act on and kept on the board; `None` when
    /// the whole board is readable as it is, or nothing is to be acted on.
    pub fn opening_view(&self, size: (f64, f64), targets: HexSet) -> Option<ViewTransform> {
        if targets == 0 || self.hex_px(size, &ViewTransform::default()) >= MIN_TARGET_PX {
            return None;
        }
        let fit = self.mapping(size, &ViewTransform::default()).0;
        let zoom = ((MIN_TARGET_PX + 4.0) / (SQRT3 * fit)).clamp(1.0, MAX_ZOOM);
        let scale = fit * zoom;
        let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
        for h in bits(targets) {
            let (x, y) = self.centres[h];
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
        let (cx, cy) = ((self.min.0 + self.max.0) / 2.0, (self.min.1 + self.max.1) / 2.0);
        // The pan that keeps the board's edge at the canvas's edge at most.
        let room = |extent: f64, side: f64| ((extent * scale - side) / 2.0).max(0.0);
        let (rx, ry) =
            (room(self.max.0 - self.min.0, size.0), room(self.max.1 - self.min.1, size.1));
        let centred = ViewTransform {
            zoom,
            pan_x: (-((x0 + x1) / 2.0 - cx) * scale).clamp(-rx, rx),
            pan_y: (-((y0 + y1) / 2.0 - cy) * scale).clamp(-ry, ry),
        };
        // When the targets do not all fit, the view that shows the most of them wholly:
        // centred on them, or against one edge of the board (so its last column is in view
        // rather than half cut on both sides).
        let mut best = (self.targets_in_view(size, &centred, targets), centred);
        for pan_x in [centred.pan_x, -rx, rx] {
            for pan_y in [centred.pan_y, -ry, ry] {
                let view = ViewTransform { zoom, pan_x, pan_y };
                let shown = self.targets_in_view(size, &view, targets);
                if shown > best.0 {
                    best = (shown, view);
                }
            }
        }
        Some(best.1)
    }

    /// How many of `targets` are wholly inside a canvas of `size` at view `t`.
    pub fn targets_in_view(&self, size: (f64, f64), t: &ViewTransform, targets: HexSet) -> usize {
        let (scale, ox, oy) = self.mapping(size, t);
        let (hw, hh) = half_extent(self.turned);
        let (hw, hh) = (hw * scale, hh * scale);
        bits(targets)
            .filter(|&h| {
                let (x, y) = (ox + self.centres[h].0 * scale, oy + self.centres[h].1 * scale);
                x - hw >= 0.0 && y - hh >= 0.0 && x + hw <= size.0 && y + hh <= size.1
            })
            .count()
    }

    /// The hex under a point given in CSS pixels of the canvas.
    pub fn hex_at(&self, size: (f64, f64), t: &ViewTransform, px: f64, py: f64) -> Option<u8> {
        let (scale, ox, oy) = self.mapping(size, t);
        let (x, y) = ((px - ox) / scale, (py - oy) / scale);
        let mut best = None;
        let mut best_d = f64::MAX;
        for (i, &(cx, cy)) in self.centres.iter().enumerate() {
            let d = (cx - x).powi(2) + (cy - y).powi(2);
            if d < best_d {
                best_d = d;
                best = Some(i as u8);
            }
        }
        // Inside the inscribed circle for sure; between it and the corner the nearest
        // centre is still the right hex.
        best.filter(|_| best_d.sqrt() <= 1.0)
    }
}

/// Half a hex's width and height in board units: pointy-top upright, flat-top turned.
fn half_extent(turned: bool) -> (f64, f64) {
    if turned {
        (1.0, SQRT3 / 2.0)
    } else {
        (SQRT3 / 2.0, 1.0)
    }
}
