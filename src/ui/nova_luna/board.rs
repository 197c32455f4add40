//! Canvas drawing of the moon wheel and of the tableaux, and the geometry both the drawing
//! and the pointer hit-tests use (one place, so a click lands where the eye sees it).
//!
//! Everything is drawn in CSS pixels on a backing store scaled by `devicePixelRatio`, so the
//! boards stay crisp on high-DPI screens. Tile colours always come with a letter and a
//! pattern, so they can be told apart without colour vision.

use super::motion::WheelFrame;
use moonvale_rules::nova_luna::{Colour, NovaLunaView, TileId, TRACK_SPACES, WHEEL_SPACES};
use moonvale_table::i18n::Lang;
use std::f64::consts::PI;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d as Ctx, HtmlCanvasElement};

use super::words::colour_letter;

mod tableau;
pub use tableau::{draw_tableau, TableauGeometry, TableauMarks, MIN_TARGET_PX};

pub fn tile_fill(colour: Colour) -> &'static str {
    match colour {
        Colour::Turquoise => "#23a79c",
        Colour::Blue => "#3465c4",
        Colour::Red => "#cf3f38",
        Colour::Yellow => "#e6bd2f",
    }
}

/// Disc and marker colours of the seats' colour keys.
pub fn player_fill(key: &str) -> &'static str {
    match key {
        "white" => "#f4f4f4",
        "black" => "#222222",
        "orange" => "#e9863a",
        "purple" => "#8a55c9",
        _ => "#999999",
    }
}

fn ink_on(fill: &str) -> &'static str {
    match fill {
        "#222222" | "#8a55c9" | "#3465c4" => "#ffffff",
        _ => "#111111",
    }
}

/// Sizes the canvas backing store to its CSS box times the device pixel ratio and returns
/// the context (scaled so drawing happens in CSS pixels) with the CSS width and height.
pub fn prepare(canvas: &HtmlCanvasElement) -> Option<(Ctx, f64, f64)> {
    let dpr = web_sys::window().map(|w| w.device_pixel_ratio()).unwrap_or(1.0).max(1.0);
    let w = canvas.client_width().max(1) as f64;
    let h = canvas.client_height().max(1) as f64;
    let (bw, bh) = ((w * dpr).round() as u32, (h * dpr).round() as u32);
    if canvas.width() != bw {
        canvas.set_width(bw);
    }
    if canvas.height() != bh {
        canvas.set_height(bh);
    }
    let ctx: Ctx = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0).ok()?;
    ctx.clear_rect(0.0, 0.0, w, h);
    Some((ctx, w, h))
}

fn circle(ctx: &Ctx, x: f64, y: f64, r: f64) {
    ctx.begin_path();
    let _ = ctx.arc(x, y, r, 0.0, 2.0 * PI);
}

fn rounded(ctx: &Ctx, x: f64, y: f64, w: f64, h: f64, r: f64) {
    ctx.begin_path();
    ctx.move_to(x + r, y);
    ctx.line_to(x + w - r, y);
    ctx.quadratic_curve_to(x + w, y, x + w, y + r);
    ctx.line_to(x + w, y + h - r);
    ctx.quadratic_curve_to(x + w, y + h, x + w - r, y + h);
    ctx.line_to(x + r, y + h);
    ctx.quadratic_curve_to(x, y + h, x, y + h - r);
    ctx.line_to(x, y + r);
    ctx.quadratic_curve_to(x, y, x + r, y);
    ctx.close_path();
}

fn dash(ctx: &Ctx, on: f64, off: f64) {
    let array = js_sys::Array::new();
    if on > 0.0 {
        array.push(&JsValue::from_f64(on));
        array.push(&JsValue::from_f64(off));
    }
    let _ = ctx.set_line_dash(&array);
}

fn text(ctx: &Ctx, s: &str, x: f64, y: f64, px: f64, fill: &str) {
    ctx.set_font(&format!("bold {px:.0}px system-ui, sans-serif"));
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    ctx.set_fill_style_str(fill);
    let _ = ctx.fill_text(s, x, y);
}

/// The pattern that tells each colour apart without hue: stripes, dots, diagonals, rings.
fn pattern(ctx: &Ctx, colour: Colour, x: f64, y: f64, s: f64) {
    ctx.save();
    rounded(ctx, x, y, s, s, s * 0.1);
    ctx.clip();
    ctx.set_stroke_style_str("rgba(255,255,255,0.28)");
    ctx.set_fill_style_str("rgba(255,255,255,0.28)");
    ctx.set_line_width((s * 0.04).max(1.0));
    let step = s / 6.0;
    // Each pattern is one path, filled or stroked once: a call per line or dot made a tile's
    // pattern dozens of paint operations under its clip (the blue's 36 dots, the red's 18
    // lines), most of a redraw's time on a phone. The lines and dots never overlap, so one
    // path paints them the same.
    ctx.begin_path();
    match colour {
        Colour::Turquoise => {
            // horizontal lines
            for i in 1..6 {
                ctx.move_to(x, y + i as f64 * step);
                ctx.line_to(x + s, y + i as f64 * step);
            }
            ctx.stroke();
        }
        Colour::Blue => {
            // a grid of dots
            let r = s * 0.025;
            for i in 0..6 {
                for j in 0..6 {
                    let (cx, cy) = (x + (i as f64 + 0.5) * step, y + (j as f64 + 0.5) * step);
                    ctx.move_to(cx + r, cy);
                    let _ = ctx.arc(cx, cy, r, 0.0, 2.0 * PI);
                }
            }
            ctx.fill();
        }
        Colour::Red => {
            // diagonal lines
            for i in -6..12 {
                ctx.move_to(x + i as f64 * step, y);
                ctx.line_to(x + i as f64 * step + s, y + s);
            }
            ctx.stroke();
        }
        Colour::Yellow => {
            // concentric rings
            for i in 1..4 {
                let r = i as f64 * s * 0.16;
                ctx.move_to(x + s / 2.0 + r, y + s / 2.0);
                let _ = ctx.arc(x + s / 2.0, y + s / 2.0, r, 0.0, 2.0 * PI);
            }
            ctx.stroke();
        }
    }
    ctx.restore();
}

/// Draws a tile with its number (top left), colour letter (centre) and tasks in the other
/// corners; `discs` is the placed-tile bitmask, drawn in `disc_fill`.
/// `at` is the top-left corner and the side, in CSS pixels.
pub fn draw_tile(
    ctx: &Ctx,
    lang: Lang,
    tile: TileId,
    at: (f64, f64, f64),
    discs: u8,
    disc_fill: &str,
) {
    let (x, y, s) = at;
    let facts = tile.tile();
    let fill = tile_fill(facts.colour);
    rounded(ctx, x, y, s, s, s * 0.1);
    ctx.set_fill_style_str(fill);
    ctx.fill();
    pattern(ctx, facts.colour, x, y, s);
    rounded(ctx, x, y, s, s, s * 0.1);
    ctx.set_stroke_style_str("rgba(0,0,0,0.55)");
    ctx.set_line_width(1.0);
    dash(ctx, 0.0, 0.0);
    ctx.stroke();
    // Number, in the top-left corner (the cost in time), as large as the corner allows.
    let (nx, ny, nr) = number_place(at);
    circle(ctx, nx, ny, nr);
    ctx.set_fill_style_str("#fdfbf3");
    ctx.fill();
    ctx.set_stroke_style_str("rgba(0,0,0,0.45)");
    ctx.set_line_width(1.0);
    ctx.stroke();
    text(ctx, &facts.number.to_string(), nx, ny + s * 0.01, number_px(s), "#111111");
    // Colour letter in the centre.
    text(ctx, &colour_letter(lang, facts.colour), x + s * 0.5, y + s * 0.5, s * 0.22, ink_on(fill));
    // Tasks: top right, bottom left, bottom right.
    for (k, task) in facts.tasks.iter().enumerate() {
        let (cx, cy, box_r) = task_place(at, k);
        circle(ctx, cx, cy, box_r);
        ctx.set_fill_style_str("rgba(20,20,30,0.72)");
        ctx.fill();
        let mut dots = Vec::new();
        for c in Colour::ALL {
            for _ in 0..task.need(c) {
                dots.push(c);
            }
        }
        let d = box_r * 0.42;
        let places: &[(f64, f64)] = match dots.len() {
            1 => &[(0.0, 0.0)],
            2 => &[(-0.5, 0.0), (0.5, 0.0)],
            3 => &[(-0.5, 0.45), (0.5, 0.45), (0.0, -0.45)],
            _ => &[(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)],
        };
        let at: Vec<(Colour, f64, f64)> = dots
            .iter()
            .zip(places.iter())
            .map(|(&c, (dx, dy))| (c, cx + dx * d * 1.9, cy + dy * d * 1.9))
            .collect();
        // The dots of one colour as one path, and every dot's rim as one (they never overlap,
        // so this paints as a fill and a stroke per dot did, in fewer operations).
        let dot = |ctx: &Ctx, px: f64, py: f64| {
            ctx.move_to(px + d * 0.9, py);
            let _ = ctx.arc(px, py, d * 0.9, 0.0, 2.0 * PI);
        };
        for colour in Colour::ALL {
            if at.iter().any(|&(c, _, _)| c == colour) {
                ctx.begin_path();
                for &(_, px, py) in at.iter().filter(|&&(c, _, _)| c == colour) {
                    dot(ctx, px, py);
                }
                ctx.set_fill_style_str(tile_fill(colour));
                ctx.fill();
            }
        }
        ctx.begin_path();
        for &(_, px, py) in &at {
            dot(ctx, px, py);
        }
        ctx.set_stroke_style_str("#ffffff");
        ctx.set_line_width(0.8);
        ctx.stroke();
        if d > 5.0 {
            for &(c, px, py) in &at {
                text(ctx, &colour_letter(lang, c), px, py + 0.5, d * 1.1, ink_on(tile_fill(c)));
            }
        }
        if discs & (1 << k) != 0 {
            draw_disc(ctx, (cx, cy), disc_radius(box_r), disc_fill);
        }
    }
}

/// The tile number's circle in the top-left corner of a tile at `at`: centre and radius.
pub fn number_place((x, y, s): (f64, f64, f64)) -> (f64, f64, f64) {
    (x + s * 0.2, y + s * 0.2, s * 0.17)
}

/// The tile number's font size on a tile of side `s`.
pub fn number_px(s: f64) -> f64 {
    s * 0.27
}

/// Task `k`'s circle on a tile at `at` (top right, bottom left, bottom right): centre and
/// radius.
pub fn task_place((x, y, s): (f64, f64, f64), k: usize) -> (f64, f64, f64) {
    let corners = [(0.76, 0.24), (0.24, 0.76), (0.76, 0.76)];
    let (fx, fy) = corners[k.min(2)];
    (x + fx * s, y + fy * s, s * 0.2)
}

/// A disc's radius on a task circle of radius `box_r`: it covers the task, as the wooden
/// disc does on the box's tile.
pub fn disc_radius(box_r: f64) -> f64 {
    box_r * 1.02
}

/// A disc on a met task: a thick wooden disc in the owner's colour covering the task, its edge
/// below it and a check mark on it, so it reads as a disc without telling colours apart.
fn draw_disc(ctx: &Ctx, (cx, cy): (f64, f64), r: f64, fill: &str) {
    // Its shadow and its edge (offset, not blurred: a blur is slow in software canvases).
    circle(ctx, cx + r * 0.1, cy + r * 0.2, r);
    ctx.set_fill_style_str("rgba(0,0,0,0.45)");
    ctx.fill();
    circle(ctx, cx, cy + r * 0.12, r);
    ctx.set_fill_style_str(&edge_of(fill));
    ctx.fill();
    circle(ctx, cx, cy, r);
    ctx.set_fill_style_str(fill);
    ctx.fill();
    let dark = ink_on(fill) == "#ffffff";
    ctx.set_stroke_style_str(if dark { "#d9d9d9" } else { "#1a1a1a" });
    ctx.set_line_width((r * 0.12).max(1.0));
    ctx.stroke();
    // The check mark: the task is met (left out on a disc too small to show it).
    if r < 6.0 {
        return;
    }
    ctx.begin_path();
    ctx.move_to(cx - r * 0.45, cy + r * 0.02);
    ctx.line_to(cx - r * 0.12, cy + r * 0.34);
    ctx.line_to(cx + r * 0.48, cy - r * 0.32);
    ctx.set_stroke_style_str(ink_on(fill));
    ctx.set_line_width((r * 0.2).max(1.5));
    ctx.set_line_cap("round");
    ctx.set_line_join("round");
    ctx.stroke();
    ctx.set_line_cap("butt");
    ctx.set_line_join("miter");
}

/// A disc's side, a shade darker than its face (or lighter, for a black disc).
fn edge_of(fill: &str) -> String {
    match fill {
        "#222222" => "#555555".to_string(),
        "#f4f4f4" => "#a9a9a9".to_string(),
        "#e9863a" => "#a85a1f".to_string(),
        "#8a55c9" => "#5a3290".to_string(),
        _ => "#666666".to_string(),
    }
}

/// Wheel geometry for a square canvas of side `size`.
pub struct WheelGeometry {
    pub centre: f64,
    pub tile_ring: f64,
    pub tile_size: f64,
    pub track_ring: f64,
    pub track_dot: f64,
}

impl WheelGeometry {
    pub fn new(size: f64) -> Self {
        WheelGeometry {
            centre: size / 2.0,
            // Tiles as large as the ring allows (a phone's wheel of 250 px still gives tiles
            // of 40 px to tap), a few pixels apart.
            tile_ring: size * 0.36,
            tile_size: size * 0.165,
            track_ring: size * 0.19,
            track_dot: size * 0.021,
        }
    }

    fn angle(i: usize, of: usize) -> f64 {
        Self::angle_at(i as f64, of)
    }

    /// The angle of a place `at` spaces round a ring of `of` (in between spaces too).
    fn angle_at(at: f64, of: usize) -> f64 {
        -PI / 2.0 + at * 2.0 * PI / of as f64
    }

    /// Top-left corner of the tile on wheel space `space`.
    pub fn tile_at(&self, space: usize) -> (f64, f64) {
        let a = Self::angle(space, WHEEL_SPACES);
        (
            self.centre + self.tile_ring * a.cos() - self.tile_size / 2.0,
            self.centre + self.tile_ring * a.sin() - self.tile_size / 2.0,
        )
    }

    /// Where the tile in hand lies, in the wheel's middle: its top-left corner and side.
    pub fn hand(&self) -> (f64, f64, f64) {
        let side = (self.track_ring - self.track_dot * 3.5) * 1.15;
        (self.centre - side / 2.0, self.centre - side / 2.0, side)
    }

    pub fn track_at(&self, space: usize) -> (f64, f64) {
        let a = Self::angle(space, TRACK_SPACES as usize);
        (self.centre + self.track_ring * a.cos(), self.centre + self.track_ring * a.sin())
    }

    /// The wheel space under a point, if any.
    pub fn space_at(&self, px: f64, py: f64) -> Option<u8> {
        (0..WHEEL_SPACES).find_map(|space| {
            let (x, y) = self.tile_at(space);
            let pad = self.tile_size * 0.08;
            (px >= x - pad
                && px <= x + self.tile_size + pad
                && py >= y - pad
                && py <= y + self.tile_size + pad)
                .then_some(space as u8)
        })
    }
}

/// What the wheel highlights beyond the view itself.
pub struct WheelMarks<'a> {
    /// Spaces whose take is a legal action now.
    pub takeable: &'a [u8],
    /// The space a computer just took from, and its colour.
    pub last_take: Option<(u8, &'a str)>,
    pub colours: &'a [String],
    /// The pieces of the last move, part way to their places.
    pub moving: Option<WheelFrame<'a>>,
}

pub fn draw_wheel(canvas: &HtmlCanvasElement, lang: Lang, view: &NovaLunaView, marks: &WheelMarks) {
    if let Some((ctx, w, _h)) = prepare(canvas) {
        paint_wheel(&ctx, w, lang, view, marks);
    }
}

/// Draws the wheel on a square of side `w` (the game's canvas, or a rules help picture).
pub fn paint_wheel(ctx: &Ctx, w: f64, lang: Lang, view: &NovaLunaView, marks: &WheelMarks) {
    let g = WheelGeometry::new(w);
    paint_wheel_ground(ctx, &g, w);
    // The moon track only matters with markers on it.
    if view.players.iter().any(|p| p.marker.is_some()) {
        paint_track_spaces(ctx, &g);
        paint_track_markers(ctx, &g, view, marks);
    }
    if let Some(frame) = marks.moving {
        paint_stepping_markers(ctx, &g, view, frame, marks.colours);
    }
    for space in 0..WHEEL_SPACES {
        paint_wheel_space(ctx, &g, lang, view, marks, space);
    }
    paint_moon_pawn(ctx, &g, view, marks);
    paint_wheel_centre(ctx, &g, lang, view, marks);
}

/// The background disc, and the darker one under the track.
fn paint_wheel_ground(ctx: &Ctx, g: &WheelGeometry, w: f64) {
    circle(ctx, g.centre, g.centre, w * 0.49);
    ctx.set_fill_style_str("#1c2142");
    ctx.fill();
    circle(ctx, g.centre, g.centre, g.track_ring + g.track_dot * 2.2);
    ctx.set_fill_style_str("#272d57");
    ctx.fill();
}

/// The 24-space moon track's dots, numbered every sixth space.
fn paint_track_spaces(ctx: &Ctx, g: &WheelGeometry) {
    for space in 0..TRACK_SPACES as usize {
        let (x, y) = g.track_at(space);
        circle(ctx, x, y, g.track_dot * 0.55);
        ctx.set_fill_style_str(if space == 0 { "#0b0d1c" } else { "#4a5290" });
        ctx.fill();
        if space % 6 == 0 {
            let (lx, ly) = (
                g.centre
                    + (g.track_ring - g.track_dot * 2.6) * (WheelGeometry::angle(space, 24)).cos(),
                g.centre
                    + (g.track_ring - g.track_dot * 2.6) * (WheelGeometry::angle(space, 24)).sin(),
            );
            text(ctx, &space.to_string(), lx, ly, g.track_dot * 1.1, "#aab0d8");
        }
    }
}

/// The markers at rest on the track, stacked (top of the stack drawn last, on top).
fn paint_track_markers(ctx: &Ctx, g: &WheelGeometry, view: &NovaLunaView, marks: &WheelMarks) {
    for space in 0..TRACK_SPACES as usize {
        let mut stack: Vec<(u16, usize)> = view
            .players
            .iter()
            .enumerate()
            .filter(|(s, _)| marks.moving.and_then(|f| f.marker(*s)).is_none())
            .filter_map(|(s, p)| {
                p.marker.as_ref().filter(|m| m.space() as usize == space).map(|m| (m.arrival, s))
            })
            .collect();
        stack.sort();
        let (x, y) = g.track_at(space);
        let n = stack.len();
        for (i, (_, seat)) in stack.iter().enumerate() {
            // Lower markers peek out below the top one.
            let offset = (n - 1 - i) as f64 * g.track_dot * 0.45;
            let fill = marks.colours.get(*seat).map(|c| player_fill(c)).unwrap_or("#999999");
            circle(ctx, x, y + offset, g.track_dot);
            ctx.set_fill_style_str(fill);
            ctx.fill();
            ctx.set_stroke_style_str(if fill == "#222222" { "#dddddd" } else { "#000000" });
            ctx.set_line_width(1.0);
            ctx.stroke();
            text(
                ctx,
                &(seat + 1).to_string(),
                x,
                y + offset + 0.5,
                g.track_dot * 1.2,
                ink_on(fill),
            );
        }
        if n > 1 {
            text(
                ctx,
                &format!("×{n}"),
                x + g.track_dot * 1.6,
                y - g.track_dot * 1.2,
                g.track_dot * 1.0,
                "#ffe9a8",
            );
        }
    }
}

/// Markers stepping along the track, over the others.
fn paint_stepping_markers(
    ctx: &Ctx,
    g: &WheelGeometry,
    view: &NovaLunaView,
    frame: WheelFrame,
    colours: &[String],
) {
    for seat in 0..view.players.len() {
        let Some((at, alpha)) = frame.marker(seat) else { continue };
        let a = WheelGeometry::angle_at(at, TRACK_SPACES as usize);
        let (x, y) = (g.centre + g.track_ring * a.cos(), g.centre + g.track_ring * a.sin());
        let fill = colours.get(seat).map(|c| player_fill(c)).unwrap_or("#999999");
        ctx.set_global_alpha(alpha);
        circle(ctx, x, y, g.track_dot * 1.15);
        ctx.set_fill_style_str(fill);
        ctx.fill();
        ctx.set_stroke_style_str("#ffe9a8");
        ctx.set_line_width(1.5);
        ctx.stroke();
        text(ctx, &(seat + 1).to_string(), x, y + 0.5, g.track_dot * 1.2, ink_on(fill));
        ctx.set_global_alpha(1.0);
    }
}

/// One of the twelve wheel spaces: its tile (or a dashed gap), the golden space, the ring
/// and numbered badge of a take one may choose, and the mark of the last take.
fn paint_wheel_space(
    ctx: &Ctx,
    g: &WheelGeometry,
    lang: Lang,
    view: &NovaLunaView,
    marks: &WheelMarks,
    space: usize,
) {
    let (x, y) = g.tile_at(space);
    let s = g.tile_size;
    match view.wheel[space] {
        Some(tile) => draw_tile(ctx, lang, tile, (x, y, s), 0, "#ffffff"),
        None => {
            rounded(ctx, x, y, s, s, s * 0.1);
            ctx.set_stroke_style_str("#4a5290");
            dash(ctx, 4.0, 3.0);
            ctx.set_line_width(1.0);
            ctx.stroke();
            dash(ctx, 0.0, 0.0);
        }
    }
    if space == 0 {
        // The golden space above the new moon.
        rounded(ctx, x - 3.0, y - 3.0, s + 6.0, s + 6.0, s * 0.12);
        ctx.set_stroke_style_str("#c9a640");
        ctx.set_line_width(1.5);
        ctx.stroke();
    }
    if let Some(rank) = marks.takeable.iter().position(|&t| t as usize == space) {
        rounded(ctx, x - 3.0, y - 3.0, s + 6.0, s + 6.0, s * 0.14);
        ctx.set_stroke_style_str("#ffd95a");
        ctx.set_line_width(3.0);
        ctx.stroke();
        // The badge on the tile's outer edge, inside the canvas.
        let a = WheelGeometry::angle(space, WHEEL_SPACES);
        let (bx, by) = (
            g.centre + (g.tile_ring + s * 0.6) * a.cos(),
            g.centre + (g.tile_ring + s * 0.6) * a.sin(),
        );
        circle(ctx, bx, by, s * 0.17);
        ctx.set_fill_style_str("#ffd95a");
        ctx.fill();
        text(ctx, &(rank + 1).to_string(), bx, by + 0.5, s * 0.2, "#111111");
    }
    if let Some((taken, colour)) = marks.last_take {
        if taken as usize == space {
            // White under the seat's colour, so dark seat colours show on the dark wheel.
            rounded(ctx, x - 2.0, y - 2.0, s + 4.0, s + 4.0, s * 0.12);
            ctx.set_stroke_style_str("#ffffff");
            ctx.set_line_width(5.0);
            ctx.stroke();
            ctx.set_stroke_style_str(player_fill(colour));
            dash(ctx, 5.0, 3.0);
            ctx.set_line_width(3.0);
            ctx.stroke();
            dash(ctx, 0.0, 0.0);
        }
    }
}

/// The moon pawn: a crescent between the wheel and the track, pointing at its space.
fn paint_moon_pawn(ctx: &Ctx, g: &WheelGeometry, view: &NovaLunaView, marks: &WheelMarks) {
    let (at, alpha) = marks.moving.map_or((view.moon_pawn as f64, 1.0), |f| f.pawn(view.moon_pawn));
    let a = WheelGeometry::angle_at(at, WHEEL_SPACES);
    let r = (g.tile_ring - g.tile_size * 0.5 + g.track_ring + g.track_dot) / 2.0;
    ctx.set_global_alpha(alpha);
    let (mx, my) = (g.centre + r * a.cos(), g.centre + r * a.sin());
    let mr = g.tile_size * 0.24;
    circle(ctx, mx, my, mr);
    ctx.set_fill_style_str("#f6e7a6");
    ctx.fill();
    circle(ctx, mx + mr * 0.45, my - mr * 0.25, mr * 0.85);
    ctx.set_fill_style_str("#272d57");
    ctx.fill();
    ctx.set_global_alpha(1.0);
}

/// The centre: the tile in hand, or the draw pile's size.
fn paint_wheel_centre(
    ctx: &Ctx,
    g: &WheelGeometry,
    lang: Lang,
    view: &NovaLunaView,
    marks: &WheelMarks,
) {
    let inner = g.track_ring - g.track_dot * 3.5;
    if let moonvale_rules::nova_luna::Stage::Place { tile, .. } = view.stage {
        let (mut x, mut y, s) = g.hand();
        let mut side = s;
        // Just taken: on its way from its wheel space to the centre.
        if let Some((space, t, alpha)) = marks.moving.and_then(|f| f.taken()) {
            let (fx, fy) = g.tile_at(space as usize);
            x = fx + (x - fx) * t;
            y = fy + (y - fy) * t;
            side = g.tile_size + (s - g.tile_size) * t;
            ctx.set_global_alpha(alpha);
        }
        draw_tile(ctx, lang, tile, (x, y, side), 0, "#ffffff");
        ctx.set_global_alpha(1.0);
    } else {
        text(ctx, &view.pile_count.to_string(), g.centre, g.centre, inner * 0.5, "#cfd3f5");
    }
}
