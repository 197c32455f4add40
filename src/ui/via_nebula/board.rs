//! The hex valley on a canvas: the drawing of every piece (where the hexes are, the zoom and
//! the hit-testing are in `geometry`).
//!
//! Every player colour also has a shape and a letter, and every resource a letter, so the
//! board reads without telling colours apart.

use super::motion::Frame;
use super::pieces::{
    draw_craftsman, draw_ground, draw_piece, draw_resources, draw_ruin_half, draw_token, hex_path,
    set_font, Standing,
};
use moonvale_rules::via_nebula::content::{bits, HexSet};
use moonvale_rules::via_nebula::{Occupant, ViaNebula, NONE};
use web_sys::CanvasRenderingContext2d;

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

/// Draws the whole board into a canvas of `size` CSS pixels at `dpr` device pixels each.
pub fn draw(
    ctx: &CanvasRenderingContext2d,
    p: &Paint,
    size: (f64, f64),
    dpr: f64,
    t: &ViewTransform,
) {
    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
    ctx.set_fill_style_str(BACKGROUND);
    ctx.fill_rect(0.0, 0.0, size.0, size.1);
    let (scale, ox, oy) = p.geometry.mapping(size, t);
    let s = p.state;
    let c = &*s.content;
    let r = scale * 0.97;
    let flat = p.geometry.turned;
    let to_px = |h: usize| {
        let (x, y) = p.geometry.centres[h];
        (ox + x * scale, oy + y * scale)
    };

    // Terrain.
    for h in 0..c.hex_count() {
        let (x, y) = to_px(h);
        if x < -scale || y < -scale || x > size.0 + scale || y > size.1 + scale {
            continue;
        }
        let tiled = s.tiles & (1u128 << h) != 0;
        let laying = p.frame.filter(|f| f.moving.tiles & (1u128 << h) != 0);
        if let Some(f) = laying {
            // A meadow tile being laid: the fog under it, the tile coming down onto it.
            draw_ground(ctx, c.terrain[h], false, (s.players > 2, flat), (x, y, scale));
            ctx.save();
            ctx.set_global_alpha(f.progress);
            if !f.fade_only {
                let grow = 1.0 + 0.3 * (1.0 - f.progress);
                let _ = ctx.translate(x, y);
                let _ = ctx.scale(grow, grow);
                let _ = ctx.translate(-x, -y);
            }
            draw_ground(ctx, c.terrain[h], true, (s.players > 2, flat), (x, y, scale));
            ctx.restore();
            continue;
        }
        draw_ground(ctx, c.terrain[h], tiled, (s.players > 2, flat), (x, y, scale));
    }

    // Hex names (column letter, row number) as the action buttons and the log use them,
    // small at the bottom of each hex once it is large enough to hold them.
    if scale >= 22.0 {
        set_font(ctx, scale * 0.17, false);
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
        ctx.set_fill_style_str("rgba(20,24,40,0.75)");
        for (h, &(col, row)) in c.coords.iter().enumerate() {
            let (x, y) = to_px(h);
            let _ =
                ctx.fill_text(&format!("{}{}", (b'A' + col) as char, row + 1), x, y + scale * 0.8);
        }
    }

    // Meadows: tokens, resources, craftsmen.
    let style_of = |seat: u8| p.seats.get(seat as usize).copied().unwrap_or(SEAT_STYLES[0]);
    for (m, &h) in c.meadow_hexes.iter().enumerate() {
        let (x, y) = to_px(h as usize);
        let token = s.token_on[m];
        if token != NONE {
            let def = &c.tokens[token as usize];
            draw_token(ctx, def.resource, def.quantity(s.n()), def.points, (x, y, scale));
        }
        let res = &s.meadow_resources[m];
        if res.iter().any(|&n| n > 0) {
            draw_resources(ctx, res, x, y + scale * 0.55, scale);
        }
        let seat = s.craftsman_on[m];
        let arriving = p.frame.is_some_and(|f| f.moving.craftsmen.contains(&m));
        if seat != NONE && !arriving {
            draw_craftsman(ctx, style_of(seat), (x, y, scale));
        }
    }

    // Ruins: sites and buildings in the players' colours and shapes.
    for (ri, &h) in c.ruin_hexes.iter().enumerate() {
        let (x, y) = to_px(h as usize);
        for half in 0..2u8 {
            let hs = &s.ruins[ri][half as usize];
            let standing = match hs.occupant {
                Occupant::Empty => continue,
                Occupant::Site { seat } => Standing { style: style_of(seat), building: false },
                Occupant::Building { seat } => Standing { style: style_of(seat), building: true },
            };
            let rising = p.frame.filter(|f| f.moving.ruins.contains(&(ri, half)));
            if let Some(f) = rising {
                // Rising on its site: it grows up from the hex's foot.
                ctx.save();
                ctx.set_global_alpha(f.progress.max(0.05));
                if !f.fade_only {
                    let foot = y + scale * 0.8;
                    let _ = ctx.translate(x, foot);
                    let _ = ctx.scale(1.0, f.progress.max(0.05));
                    let _ = ctx.translate(-x, -foot);
                }
            }
            draw_ruin_half(
                ctx,
                standing,
                &hs.resources,
                (s.players == 2, half, flat),
                (x, y, scale),
            );
            if rising.is_some() {
                ctx.restore();
            }
        }
    }

    // What is moving into place: craftsmen dropping onto their tokens, resources on their way.
    if let Some(f) = p.frame {
        for &m in &f.moving.craftsmen {
            let seat = s.craftsman_on[m];
            if seat == NONE {
                continue;
            }
            let (x, y) = to_px(c.meadow_hexes[m] as usize);
            let drop = if f.fade_only { 0.0 } else { (1.0 - f.progress) * scale * 1.4 };
            ctx.save();
            ctx.set_global_alpha(f.progress.max(0.05));
            draw_craftsman(ctx, style_of(seat), (x, y - drop, scale));
            ctx.restore();
        }
        // Craftsmen rising off their emptied tokens, back to their guilds.
        for &(m, seat) in &f.moving.returning {
            let (x, y) = to_px(c.meadow_hexes[m] as usize);
            let rise = if f.fade_only { 0.0 } else { f.progress * scale * 1.4 };
            ctx.save();
            ctx.set_global_alpha((1.0 - f.progress).max(0.0));
            draw_craftsman(ctx, style_of(seat), (x, y - rise, scale));
            ctx.restore();
        }
        if !f.fade_only {
            for carried in &f.moving.carried {
                let points: Vec<(f64, f64)> =
                    carried.hexes().into_iter().map(|h| to_px(h as usize)).collect();
                let (x, y) = super::motion::along(&points, f.progress);
                let kind = carried.resource;
                // Lifted a little mid-way, as a hand carries it.
                let lift = (f.progress * std::f64::consts::PI).sin() * scale * 0.35;
                draw_piece(ctx, kind, x, y - lift, scale * 0.22);
            }
        }
    }

    // Marks: last move, transport path, targets, chosen, hover.
    let m = p.marks;
    for h in bits(m.last_move) {
        let (x, y) = to_px(h);
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
            let (x, y) = to_px(h as usize);
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
        let (x, y) = to_px(*m.path.last().unwrap() as usize);
        ctx.begin_path();
        let _ = ctx.arc(x, y, scale * 0.15, 0.0, std::f64::consts::TAU);
        ctx.set_fill_style_str("#0b3d91");
        ctx.fill();
    }
    for h in bits(m.targets) {
        let (x, y) = to_px(h);
        hex_path(ctx, x, y, r * 0.9, flat);
        ctx.set_stroke_style_str("#ffe14d");
        ctx.set_line_width(scale * 0.12);
        ctx.stroke();
    }
    for h in bits(m.chosen) {
        let (x, y) = to_px(h);
        hex_path(ctx, x, y, r * 0.9, flat);
        ctx.set_stroke_style_str("#ffffff");
        ctx.set_line_width(scale * 0.16);
        ctx.stroke();
    }
    if let Some(h) = m.hover {
        if (h as usize) < c.hex_count() {
            let (x, y) = to_px(h as usize);
            hex_path(ctx, x, y, r, flat);
            ctx.set_stroke_style_str("rgba(255,255,255,0.7)");
            ctx.set_line_width((scale * 0.05).max(1.0));
            ctx.stroke();
        }
    }
}
