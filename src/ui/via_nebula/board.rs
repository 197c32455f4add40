//! The hex valley on a canvas: the drawing of every piece (where the hexes are, the zoom and
//! the hit-testing are in `geometry`).
//!
//! Every player colour also has a shape and a letter, and every resource a letter, so the
//! board reads without telling colours apart.

use super::drawn::{DrawnName, Rect};
use super::motion::Frame;
use super::pieces::{
    draw_craftsman, draw_ground, draw_piece, draw_resources, draw_ruin_half, draw_token, hex_path,
    meadow_places, set_font, Standing, PIECE,
};
use moonvale_rules::via_nebula::content::{bits, HexSet};
use moonvale_rules::via_nebula::{Occupant, ViaNebula, NONE};
use web_sys::CanvasRenderingContext2d;

pub use super::drawn::Drawn;
pub use super::geometry::{Geometry, ViewTransform, MAX_ZOOM, MIN_TARGET_PX, MIN_ZOOM};
pub use super::palette::{
    distinct_styles, resource_fill, resource_ink, SeatStyle, Shape, SEAT_STYLES,
};
pub use super::pieces::shape_path;

/// What the board shows besides the pieces.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    /// Hexes a click can act on now.
    pub targets: HexSet,
    /// Hexes already chosen in a choice of several steps.
    pub chosen: HexSet,
    /// The last move (a computer's, or the previous player's).
    pub last_move: HexSet,
    /// A transport's path: source, the empty meadows crossed, the ruin.
    pub path: Vec<u8>,
    pub hover: Option<u8>,
}

/// The board's background, around the hexes.
pub const BACKGROUND: &str = "#1d2333";

/// What the drawing needs besides the state: the seat styles and
/// the marks.
pub struct Paint<'a> {
    pub state: &'a ViaNebula,
    pub geometry: &'a Geometry,
    pub seats: &'a [SeatStyle],
    pub marks: &'a Marks,
    /// The pieces moving into place, when a move is being shown.
    pub frame: Option<Frame<'a>>,
}

/// The canvas being drawn and where the valley lies on it.
struct Canvas<'a> {
    ctx: &'a CanvasRenderingContext2d,
    p: &'a Paint<'a>,
    size: (f64, f64),
    /// CSS pixels per hex radius, and where the valley's origin is.
    scale: f64,
    origin: (f64, f64),
    /// The band round the valley that the frame may take, in CSS pixels.
    margin: f64,
    flat: bool,
}

impl Canvas<'_> {
    /// A hex's centre in CSS pixels.
    fn at(&self, h: usize) -> (f64, f64) {
        let (x, y) = self.p.geometry.centres[h];
        (self.origin.0 + x * self.scale, self.origin.1 + y * self.scale)
    }

    /// Whether a hex centred at (x, y) shows on the canvas at all.
    fn shows(&self, (x, y): (f64, f64)) -> bool {
        let s = self.scale;
        x >= -s && y >= -s && x <= self.size.0 + s && y <= self.size.1 + s
    }

    fn style_of(&self, seat: u8) -> SeatStyle {
        self.p.seats.get(seat as usize).copied().unwrap_or(SEAT_STYLES[0])
    }
}

/// Draws the whole board into a canvas of `size` CSS pixels at `dpr` device pixels each, and
/// says what it drew where.
pub fn draw(
    ctx: &CanvasRenderingContext2d,
    p: &Paint,
    size: (f64, f64),
    dpr: f64,
    t: &ViewTransform,
) -> Drawn {
    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
    ctx.set_fill_style_str(BACKGROUND);
    ctx.fill_rect(0.0, 0.0, size.0, size.1);
    let (scale, ox, oy) = p.geometry.mapping(size, t);
    let margin = p.geometry.margin() * t.zoom;
    let c = Canvas { ctx, p, size, scale, origin: (ox, oy), margin, flat: p.geometry.turned };
    let mut drawn = Drawn::default();
    drawn.scale = scale;
    draw_frame(&c, &mut drawn);
    draw_terrain(&c);
    draw_meadows(&c, &mut drawn);
    draw_ruins(&c, &mut drawn);
    if let Some(f) = p.frame {
        draw_moving(&c, f, &mut drawn);
    }
    draw_marks(&c);
    draw_names(&c, &mut drawn);
    drawn.settle();
    drawn
}

/// The valley's frame: a wooden border round the hexes' box, the valley's own ground inside
/// it (between the hexes of its ragged edge), as the box's board has.
fn draw_frame(c: &Canvas, drawn: &mut Drawn) {
    let g = c.p.geometry;
    let (x0, y0) = (c.origin.0 + g.min.0 * c.scale, c.origin.1 + g.min.1 * c.scale);
    let (x1, y1) = (c.origin.0 + g.max.0 * c.scale, c.origin.1 + g.max.1 * c.scale);
    let band = (c.scale * 0.3).min(c.margin - 1.0).max(2.0);
    let outer = Rect {
        x: x0 - band,
        y: y0 - band,
        width: x1 - x0 + 2.0 * band,
        height: y1 - y0 + 2.0 * band,
    };
    let ctx = c.ctx;
    ctx.begin_path();
    let _ = ctx.round_rect_with_f64(outer.x, outer.y, outer.width, outer.height, band * 1.5);
    ctx.set_fill_style_str("#6b4a2c");
    ctx.fill();
    ctx.set_stroke_style_str("#2e1f12");
    ctx.set_line_width(1.0);
    ctx.stroke();
    let inset = band * 0.45;
    ctx.begin_path();
    let _ = ctx.round_rect_with_f64(
        outer.x + inset,
        outer.y + inset,
        outer.width - 2.0 * inset,
        outer.height - 2.0 * inset,
        band,
    );
    ctx.set_fill_style_str("#45522f");
    ctx.fill();
    ctx.set_stroke_style_str("#a77b4a");
    ctx.stroke();
    drawn.frame = Some(outer);
}

/// Every hex's ground: its terrain, or a meadow tile (one coming down while a move is shown).
fn draw_terrain(c: &Canvas) {
    let (s, ctx) = (c.p.state, c.ctx);
    let content = &*s.content;
    let (split, flat, scale) = (s.players > 2, c.flat, c.scale);
    for h in 0..content.hex_count() {
        let (x, y) = c.at(h);
        if !c.shows((x, y)) {
            continue;
        }
        let terrain = content.terrain[h];
        let tiled = s.tiles & (1u128 << h) != 0;
        let laying = c.p.frame.filter(|f| f.moving.tiles & (1u128 << h) != 0);
        let Some(f) = laying else {
            draw_ground(ctx, terrain, tiled, (split, flat), (x, y, scale), h);
            continue;
        };
        // A meadow tile being laid: the fog under it, the tile coming down onto it.
        draw_ground(ctx, terrain, false, (split, flat), (x, y, scale), h);
        ctx.save();
        ctx.set_global_alpha(f.progress);
        if !f.fade_only {
            let grow = 1.0 + 0.3 * (1.0 - f.progress);
            let _ = ctx.translate(x, y);
            let _ = ctx.scale(grow, grow);
            let _ = ctx.translate(-x, -y);
        }
        draw_ground(ctx, terrain, true, (split, flat), (x, y, scale), h);
        ctx.restore();
    }
}

/// Meadows: tokens, resources, craftsmen.
fn draw_meadows(c: &Canvas, drawn: &mut Drawn) {
    let (s, ctx, scale) = (c.p.state, c.ctx, c.scale);
    let content = &*s.content;
    for (m, &h) in content.meadow_hexes.iter().enumerate() {
        let centre = c.at(h as usize);
        if !c.shows(centre) {
            continue;
        }
        let token = s.token_on[m];
        let places = meadow_places(centre, scale, token != NONE);
        if token != NONE {
            let def = &content.tokens[token as usize];
            let (tx, ty) = places.token;
            draw_token(ctx, def.resource, def.quantity(s.n()), def.points, (tx, ty, scale), drawn);
        }
        let res = &s.meadow_resources[m];
        if res.iter().any(|&n| n > 0) {
            draw_resources(ctx, res, places.resources, scale, drawn);
        }
        let seat = s.craftsman_on[m];
        let arriving = c.p.frame.is_some_and(|f| f.moving.craftsmen.contains(&m));
        if seat != NONE && !arriving {
            let (cx, cy) = places.craftsman;
            draw_craftsman(ctx, c.style_of(seat), (cx, cy, scale), drawn);
        }
    }
}

/// Ruins: sites and buildings in the players' colours and shapes (one rising while a move is
/// shown: it grows up from the hex's foot).
fn draw_ruins(c: &Canvas, drawn: &mut Drawn) {
    let (s, ctx, scale) = (c.p.state, c.ctx, c.scale);
    for (ri, &h) in s.content.ruin_hexes.iter().enumerate() {
        let (x, y) = c.at(h as usize);
        if !c.shows((x, y)) {
            continue;
        }
        for half in 0..2u8 {
            let hs = &s.ruins[ri][half as usize];
            let standing = match hs.occupant {
                Occupant::Empty => continue,
                Occupant::Site { seat } => Standing { style: c.style_of(seat), building: false },
                Occupant::Building { seat } => Standing { style: c.style_of(seat), building: true },
            };
            let rising = c.p.frame.filter(|f| f.moving.ruins.contains(&(ri, half)));
            if let Some(f) = rising {
                ctx.save();
                ctx.set_global_alpha(f.progress.max(0.05));
                if !f.fade_only {
                    let foot = y + scale * 0.8;
                    let _ = ctx.translate(x, foot);
                    let _ = ctx.scale(1.0, f.progress.max(0.05));
                    let _ = ctx.translate(-x, -foot);
                }
            }
            let shape = (s.players == 2, half, c.flat);
            draw_ruin_half(ctx, standing, &hs.resources, shape, (x, y, scale), drawn);
            if rising.is_some() {
                ctx.restore();
            }
        }
    }
}

/// What is moving into place: craftsmen dropping onto their tokens, craftsmen rising off
/// their emptied tokens, resources on their way.
fn draw_moving(c: &Canvas, f: Frame, drawn: &mut Drawn) {
    let (s, ctx, scale) = (c.p.state, c.ctx, c.scale);
    let content = &*s.content;
    let craftsman_at = |m: usize, token: bool| {
        meadow_places(c.at(content.meadow_hexes[m] as usize), scale, token).craftsman
    };
    for &m in &f.moving.craftsmen {
        let seat = s.craftsman_on[m];
        if seat == NONE {
            continue;
        }
        let (x, y) = craftsman_at(m, s.token_on[m] != NONE);
        let drop = if f.fade_only { 0.0 } else { (1.0 - f.progress) * scale * 1.4 };
        ctx.save();
        ctx.set_global_alpha(f.progress.max(0.05));
        draw_craftsman(ctx, c.style_of(seat), (x, y - drop, scale), drawn);
        ctx.restore();
    }
    for &(m, seat) in &f.moving.returning {
        let (x, y) = craftsman_at(m, true);
        let rise = if f.fade_only { 0.0 } else { f.progress * scale * 1.4 };
        ctx.save();
        ctx.set_global_alpha((1.0 - f.progress).max(0.0));
        draw_craftsman(ctx, c.style_of(seat), (x, y - rise, scale), drawn);
        ctx.restore();
    }
    if f.fade_only {
        return;
    }
    for carried in &f.moving.carried {
        let points: Vec<(f64, f64)> =
            carried.hexes().into_iter().map(|h| c.at(h as usize)).collect();
        let (x, y) = super::motion::along(&points, f.progress);
        // Lifted a little mid-way, as a hand carries it.
        let lift = (f.progress * std::f64::consts::PI).sin() * scale * 0.35;
        draw_piece(ctx, carried.resource, x, y - lift, scale * PIECE / 2.0);
    }
}

/// Marks: last move, transport path, targets, chosen, hover.
fn draw_marks(c: &Canvas) {
    let (ctx, scale, flat) = (c.ctx, c.scale, c.flat);
    let r = scale * 0.97;
    let m = c.p.marks;
    for h in bits(m.last_move) {
        let (x, y) = c.at(h);
        hex_path(ctx, x, y, r * 0.92, flat);
        ctx.set_stroke_style_str("#56b4e9");
        ctx.set_line_width(scale * 0.1);
        let _ =
            ctx.set_line_dash(&js_sys::Array::of2(&(scale * 0.15).into(), &(scale * 0.1).into()));
        ctx.stroke();
        let _ = ctx.set_line_dash(&js_sys::Array::new());
    }
    if m.path.len() >= 2 {
        ctx.begin_path();
        for (k, &h) in m.path.iter().enumerate() {
            let (x, y) = c.at(h as usize);
            if k == 0 {
                ctx.move_to(x, y);
            } else {
                ctx.line_to(x, y);
            }
        }
        ctx.set_stroke_style_str("rgba(255,255,255,0.9)");
        ctx.set_line_width(scale * 0.14);
        ctx.stroke();
        ctx.set_stroke_style_str("#0b3d91");
        ctx.set_line_width(scale * 0.06);
        ctx.stroke();
        let end = m.path[m.path.len() - 1];
        let (x, y) = c.at(end as usize);
        ctx.begin_path();
        let _ = ctx.arc(x, y, scale * 0.15, 0.0, std::f64::consts::TAU);
        ctx.set_fill_style_str("#0b3d91");
        ctx.fill();
    }
    for (set, colour, width) in [(m.targets, "#ffe14d", 0.12), (m.chosen, "#ffffff", 0.16)] {
        for h in bits(set) {
            let (x, y) = c.at(h);
            hex_path(ctx, x, y, r * 0.9, flat);
            ctx.set_stroke_style_str(colour);
            ctx.set_line_width(scale * width);
            ctx.stroke();
        }
    }
    if let Some(h) = m.hover.filter(|&h| (h as usize) < c.p.state.content.hex_count()) {
        let (x, y) = c.at(h as usize);
        hex_path(ctx, x, y, r, flat);
        ctx.set_stroke_style_str("rgba(255,255,255,0.7)");
        ctx.set_line_width((scale * 0.05).max(1.0));
        ctx.stroke();
    }
}

/// Hex names (column letter, row number, as the choices and the log use them) where they
/// help: on the hexes a tap can act on now and the one under the pointer, on a tag across the
/// hex's top edge, 10 px or more.
fn draw_names(c: &Canvas, drawn: &mut Drawn) {
    let (ctx, scale) = (c.ctx, c.scale);
    let content = &*c.p.state.content;
    let m = c.p.marks;
    let hover = m.hover.filter(|&h| (h as usize) < content.hex_count());
    let named =
        bits(m.targets).chain(hover.map(usize::from).filter(|&h| m.targets & (1u128 << h) == 0));
    let font = (scale * 0.34).clamp(10.0, 14.0);
    set_font(ctx, font, true);
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    for h in named {
        let (x, y) = c.at(h);
        if !c.shows((x, y)) {
            continue;
        }
        let (col, row) = content.coords[h];
        let name = format!("{}{}", (b'A' + col) as char, row + 1);
        // Wide enough for bold capitals and digits (about 0.65 em each), without measuring.
        let width = name.len() as f64 * font * 0.65 + font * 0.6;
        let height = font * 1.3;
        // Across the top edge: half in the hex, clear of its token and pieces.
        let ty = y - scale * if c.flat { 0.84 } else { 0.88 };
        let bounds = Rect::around(x, ty, width / 2.0, height / 2.0);
        ctx.begin_path();
        let _ =
            ctx.round_rect_with_f64(bounds.x, bounds.y, bounds.width, bounds.height, height / 2.0);
        ctx.set_fill_style_str("rgba(255,249,232,0.95)");
        ctx.fill();
        ctx.set_stroke_style_str("#3a2f22");
        ctx.set_line_width(1.0);
        ctx.stroke();
        ctx.set_fill_style_str("#1b1208");
        let _ = ctx.fill_text(&name, x, ty + font * 0.05);
        drawn.names.push(DrawnName { hex: h as u8, px: font, bounds });
    }
}
