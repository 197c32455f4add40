//! The hex valley on a canvas: the drawing of every piece (where the hexes are, the zoom and
//! the hit-testing are in `geometry`).
//!
//! Every player colour also has a shape and a letter, and every resource a letter, so the
//! board reads without telling colours apart.

use crate::via_nebula::content::{bits, HexSet};
use crate::via_nebula::{Occupant, Resource, Terrain, ViaNebula, NONE};
use web_sys::CanvasRenderingContext2d;

pub(super) const SQRT3: f64 = 1.732_050_807_568_877_2;

pub use super::geometry::{Geometry, ViewTransform, MAX_ZOOM, MIN_TARGET_PX, MIN_ZOOM};

/// One player colour: its key (saved with the game), fill, and the shape drawn with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatStyle {
    pub key: &'static str,
    pub fill: &'static str,
    pub ink: &'static str,
    pub shape: Shape,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Circle,
    Square,
    Triangle,
    Diamond,
}

/// The four player colours, chosen to stay apart for the common colour blindnesses
/// (Okabe-Ito palette), each with its own shape.
pub const SEAT_STYLES: [SeatStyle; 4] = [
    SeatStyle { key: "vermilion", fill: "#d55e00", ink: "#ffffff", shape: Shape::Circle },
    SeatStyle { key: "blue", fill: "#0072b2", ink: "#ffffff", shape: Shape::Square },
    SeatStyle { key: "yellow", fill: "#f0e442", ink: "#1b1b1b", shape: Shape::Triangle },
    SeatStyle { key: "purple", fill: "#cc79a7", ink: "#1b1b1b", shape: Shape::Diamond },
];

/// The styles of the seats, in order: each seat's saved colour when it is one of ours and
/// not already taken, otherwise the first free one (a save from elsewhere may name
/// colours we do not draw), so no two seats ever look alike.
pub fn distinct_styles<'a>(keys: impl Iterator<Item = &'a str>) -> Vec<SeatStyle> {
    let keys: Vec<&str> = keys.collect();
    let mut out: Vec<Option<SeatStyle>> = vec![None; keys.len()];
    for (i, key) in keys.iter().enumerate() {
        if let Some(style) = SEAT_STYLES.iter().find(|s| s.key == *key) {
            if !out.iter().flatten().any(|s| s.key == style.key) {
                out[i] = Some(*style);
            }
        }
    }
    for i in 0..out.len() {
        if out[i].is_none() {
            let free =
                SEAT_STYLES.iter().find(|s| !out.iter().flatten().any(|o| o.key == s.key)).copied();
            out[i] = Some(free.unwrap_or(SEAT_STYLES[i % SEAT_STYLES.len()]));
        }
    }
    out.into_iter().map(|s| s.unwrap_or(SEAT_STYLES[0])).collect()
}

pub fn resource_fill(r: Resource) -> &'static str {
    match r {
        Resource::Wood => "#7a4a1e",
        Resource::Stone => "#8c8c8c",
        Resource::Clay => "#c4622d",
        Resource::Wheat => "#e8c547",
        Resource::Food => "#5aa02c",
    }
}

pub fn resource_ink(r: Resource) -> &'static str {
    match r {
        Resource::Wheat | Resource::Stone => "#111111",
        _ => "#ffffff",
    }
}

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

fn hex_path(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64) {
    ctx.begin_path();
    for k in 0..6 {
        let a = std::f64::consts::PI / 180.0 * (60.0 * k as f64 - 30.0);
        let (px, py) = (x + r * a.cos(), y + r * a.sin());
        if k == 0 {
            ctx.move_to(px, py);
        } else {
            ctx.line_to(px, py);
        }
    }
    ctx.close_path();
}

/// One half of a pointy-top hex (0 = left, 1 = right), split by the vertical axis.
fn half_path(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64, half: u8) {
    ctx.begin_path();
    let w = r * SQRT3 / 2.0;
    let s = if half == 0 { -1.0 } else { 1.0 };
    ctx.move_to(x, y - r);
    ctx.line_to(x + s * w, y - r / 2.0);
    ctx.line_to(x + s * w, y + r / 2.0);
    ctx.line_to(x, y + r);
    ctx.close_path();
}

pub fn shape_path(ctx: &CanvasRenderingContext2d, shape: Shape, x: f64, y: f64, r: f64) {
    ctx.begin_path();
    match shape {
        Shape::Circle => {
            let _ = ctx.arc(x, y, r, 0.0, std::f64::consts::TAU);
        }
        Shape::Square => ctx.rect(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7),
        Shape::Triangle => {
            ctx.move_to(x, y - r * 1.1);
            ctx.line_to(x + r * 1.05, y + r * 0.8);
            ctx.line_to(x - r * 1.05, y + r * 0.8);
            ctx.close_path();
        }
        Shape::Diamond => {
            ctx.move_to(x, y - r * 1.15);
            ctx.line_to(x + r * 1.0, y);
            ctx.line_to(x, y + r * 1.15);
            ctx.line_to(x - r * 1.0, y);
            ctx.close_path();
        }
    }
}

/// What the drawing needs besides the state: the seat styles and
/// the marks.
pub struct Paint<'a> {
    pub state: &'a ViaNebula,
    pub geometry: &'a Geometry,
    pub seats: &'a [SeatStyle],
    pub marks: &'a Marks,
}

fn set_font(ctx: &CanvasRenderingContext2d, px: f64, bold: bool) {
    ctx.set_font(&format!(
        "{}{:.1}px system-ui, sans-serif",
        if bold { "bold " } else { "" },
        px.max(1.0)
    ));
}

/// A row of resource pills ("3 Wd") centred at (x, y).
fn draw_resources(ctx: &CanvasRenderingContext2d, res: &[u8; 5], x: f64, y: f64, unit: f64) {
    let items: Vec<(Resource, u8)> = Resource::ALL
        .into_iter()
        .filter(|k| res[*k as usize] > 0)
        .map(|k| (k, res[k as usize]))
        .collect();
    if items.is_empty() {
        return;
    }
    // One chip per kind: the resource drawn as its piece, and how many.
    let chip = unit * 0.62;
    let gap = unit * 0.06;
    let total = items.len() as f64 * chip + (items.len() as f64 - 1.0) * gap;
    let mut cx = x - total / 2.0 + chip / 2.0;
    set_font(ctx, unit * 0.24, true);
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    for (kind, n) in items {
        ctx.set_fill_style_str("rgba(250, 247, 238, 0.95)");
        ctx.begin_path();
        let _ =
            ctx.round_rect_with_f64(cx - chip / 2.0, y - unit * 0.2, chip, unit * 0.4, unit * 0.2);
        ctx.fill();
        ctx.set_stroke_style_str("#111");
        ctx.set_line_width(unit * 0.02);
        ctx.stroke();
        draw_piece(ctx, kind, cx - chip * 0.2, y, unit * 0.15);
        ctx.set_fill_style_str("#111");
        let _ = ctx.fill_text(&n.to_string(), cx + chip * 0.24, y + unit * 0.01);
        cx += chip + gap;
    }
}

/// A resource as a piece (shape and colour both tell the kind): a wood log, a grey rock, a
/// clay brick, a wheat sheaf, a food basket (a round loaf). `s` is half the piece's size.
fn draw_piece(ctx: &CanvasRenderingContext2d, kind: Resource, x: f64, y: f64, s: f64) {
    ctx.set_fill_style_str(resource_fill(kind));
    ctx.set_stroke_style_str("#111");
    ctx.set_line_width((s * 0.14).max(0.6));
    ctx.begin_path();
    match kind {
        Resource::Wood => {
            // A log lying down, its cut end showing.
            let _ = ctx.round_rect_with_f64(x - s, y - s * 0.55, s * 2.0, s * 1.1, s * 0.5);
            ctx.fill();
            ctx.stroke();
            ctx.begin_path();
            let _ =
                ctx.ellipse(x + s * 0.55, y, s * 0.35, s * 0.5, 0.0, 0.0, std::f64::consts::TAU);
            ctx.set_fill_style_str("#c8955a");
            ctx.fill();
            ctx.stroke();
            return;
        }
        Resource::Stone => {
            // A rough rock.
            let points = [
                (-1.0, 0.3),
                (-0.6, -0.7),
                (0.2, -0.9),
                (0.9, -0.4),
                (1.0, 0.5),
                (0.3, 0.9),
                (-0.7, 0.8),
            ];
            for (i, (px, py)) in points.iter().enumerate() {
                if i == 0 {
                    ctx.move_to(x + px * s, y + py * s);
                } else {
                    ctx.line_to(x + px * s, y + py * s);
                }
            }
            ctx.close_path();
        }
        Resource::Clay => {
            // A brick.
            ctx.rect(x - s, y - s * 0.6, s * 2.0, s * 1.2);
            ctx.fill();
            ctx.stroke();
            ctx.begin_path();
            ctx.move_to(x - s, y);
            ctx.line_to(x + s, y);
            ctx.move_to(x, y - s * 0.6);
            ctx.line_to(x, y);
            ctx.stroke();
            return;
        }
        Resource::Wheat => {
            // A sheaf: three ears on a stalk.
            for dx in [-0.45, 0.0, 0.45] {
                ctx.begin_path();
                let _ = ctx.ellipse(
                    x + dx * s,
                    y - s * 0.3,
                    s * 0.28,
                    s * 0.62,
                    dx * 0.6,
                    0.0,
                    std::f64::consts::TAU,
                );
                ctx.fill();
                ctx.stroke();
            }
            ctx.begin_path();
            ctx.move_to(x, y + s * 0.2);
            ctx.line_to(x, y + s);
            ctx.stroke();
            return;
        }
        Resource::Food => {
            // A round loaf with a score mark.
            let _ = ctx.ellipse(x, y + s * 0.1, s, s * 0.75, 0.0, 0.0, std::f64::consts::TAU);
            ctx.fill();
            ctx.stroke();
            ctx.begin_path();
            ctx.move_to(x - s * 0.45, y - s * 0.1);
            ctx.line_to(x + s * 0.45, y - s * 0.1);
            ctx.stroke();
            return;
        }
    }
    ctx.fill();
    ctx.stroke();
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
    ctx.set_fill_style_str("#1d2333");
    ctx.fill_rect(0.0, 0.0, size.0, size.1);
    let (scale, ox, oy) = p.geometry.mapping(size, t);
    let s = p.state;
    let c = &*s.content;
    let r = scale * 0.97;
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
        let terrain = c.terrain[h];
        let fill = if tiled {
            "#9ccf7a"
        } else {
            match terrain {
                Terrain::Meadow => "#8fc46a",
                Terrain::Fog => "#b9c2cc",
                Terrain::Forest => "#4c5a48",
                Terrain::Ruin => "#d9c29a",
                Terrain::Forbidden => "#6b2e2e",
            }
        };
        hex_path(ctx, x, y, r);
        ctx.set_fill_style_str(fill);
        ctx.fill();
        ctx.set_stroke_style_str("#2b3245");
        ctx.set_line_width((scale * 0.04).max(1.0));
        ctx.stroke();
        if tiled {
            // A placed meadow tile: a dashed inner border marks it apart from a printed meadow.
            hex_path(ctx, x, y, r * 0.82);
            ctx.set_stroke_style_str("#4f7f35");
            let _ = ctx
                .set_line_dash(&js_sys::Array::of2(&(scale * 0.08).into(), &(scale * 0.06).into()));
            ctx.set_line_width((scale * 0.03).max(1.0));
            ctx.stroke();
            let _ = ctx.set_line_dash(&js_sys::Array::new());
            continue;
        }
        match terrain {
            Terrain::Fog => {
                // Fog: a pattern of dots, so it differs from meadows by texture as well.
                ctx.set_fill_style_str("#8e98a4");
                for (dx, dy) in [
                    (-0.4, -0.3),
                    (0.0, -0.45),
                    (0.4, -0.3),
                    (-0.25, 0.15),
                    (0.25, 0.15),
                    (0.0, 0.5),
                ] {
                    ctx.begin_path();
                    let _ = ctx.arc(
                        x + dx * scale,
                        y + dy * scale,
                        scale * 0.06,
                        0.0,
                        std::f64::consts::TAU,
                    );
                    ctx.fill();
                }
            }
            Terrain::Forest => {
                // Petrified trees: three grey triangles.
                ctx.set_fill_style_str("#a8b3a2");
                for (dx, dy) in [(-0.35, 0.1), (0.0, -0.25), (0.35, 0.1)] {
                    let (tx, ty) = (x + dx * scale, y + dy * scale);
                    ctx.begin_path();
                    ctx.move_to(tx, ty - scale * 0.3);
                    ctx.line_to(tx + scale * 0.2, ty + scale * 0.2);
                    ctx.line_to(tx - scale * 0.2, ty + scale * 0.2);
                    ctx.close_path();
                    ctx.fill();
                }
            }
            Terrain::Forbidden => {
                ctx.set_stroke_style_str("#e0a0a0");
                ctx.set_line_width(scale * 0.08);
                ctx.begin_path();
                ctx.move_to(x - scale * 0.35, y - scale * 0.35);
                ctx.line_to(x + scale * 0.35, y + scale * 0.35);
                ctx.move_to(x + scale * 0.35, y - scale * 0.35);
                ctx.line_to(x - scale * 0.35, y + scale * 0.35);
                ctx.stroke();
            }
            Terrain::Ruin => {
                // Ruins: the split between the two halves (one whole site with 2 players).
                if s.players > 2 {
                    ctx.set_stroke_style_str("#8a7350");
                    ctx.set_line_width((scale * 0.03).max(1.0));
                    let _ = ctx.set_line_dash(&js_sys::Array::of2(
                        &(scale * 0.1).into(),
                        &(scale * 0.08).into(),
                    ));
                    ctx.begin_path();
                    ctx.move_to(x, y - r);
                    ctx.line_to(x, y + r);
                    ctx.stroke();
                    let _ = ctx.set_line_dash(&js_sys::Array::new());
                }
            }
            Terrain::Meadow => {}
        }
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
    for (m, &h) in c.meadow_hexes.iter().enumerate() {
        let (x, y) = to_px(h as usize);
        let token = s.token_on[m];
        if token != NONE {
            let def = &c.tokens[token as usize];
            ctx.begin_path();
            let _ = ctx.arc(x, y - scale * 0.12, scale * 0.5, 0.0, std::f64::consts::TAU);
            ctx.set_fill_style_str("#f4ecd6");
            ctx.fill();
            ctx.set_stroke_style_str(resource_fill(def.resource));
            ctx.set_line_width(scale * 0.1);
            ctx.stroke();
            ctx.set_text_align("center");
            ctx.set_text_baseline("middle");
            ctx.set_fill_style_str("#222");
            set_font(ctx, scale * 0.3, true);
            // What the exploitation yields: the piece and how many.
            draw_piece(ctx, def.resource, x - scale * 0.14, y - scale * 0.24, scale * 0.13);
            ctx.set_fill_style_str("#222");
            let _ =
                ctx.fill_text(&def.quantity(s.n()).to_string(), x + scale * 0.17, y - scale * 0.22);
            set_font(ctx, scale * 0.24, false);
            let _ = ctx.fill_text(&format!("★{}", def.points), x, y + scale * 0.08);
        }
        let res = &s.meadow_resources[m];
        if res.iter().any(|&n| n > 0) {
            draw_resources(ctx, res, x, y + scale * 0.55, scale);
        }
        let seat = s.craftsman_on[m];
        if seat != NONE {
            let style = p.seats.get(seat as usize).copied().unwrap_or(SEAT_STYLES[0]);
            shape_path(ctx, style.shape, x, y - scale * 0.1, scale * 0.26);
            ctx.set_fill_style_str(style.fill);
            ctx.fill();
            ctx.set_stroke_style_str("#111");
            ctx.set_line_width((scale * 0.04).max(1.0));
            ctx.stroke();
        }
    }

    // Ruins: sites and buildings in the players' colours and shapes.
    for (ri, &h) in c.ruin_hexes.iter().enumerate() {
        let (x, y) = to_px(h as usize);
        let whole = s.players == 2;
        for half in 0..2u8 {
            let hs = &s.ruins[ri][half as usize];
            let (seat, building) = match hs.occupant {
                Occupant::Empty => continue,
                Occupant::Site { seat } => (seat, false),
                Occupant::Building { seat } => (seat, true),
            };
            let style = p.seats.get(seat as usize).copied().unwrap_or(SEAT_STYLES[0]);
            let (mx, rr) = if whole {
                (x, r * 0.8)
            } else {
                (x + if half == 0 { -0.43 } else { 0.43 } * scale, r * 0.8)
            };
            if whole {
                hex_path(ctx, x, y, rr);
            } else {
                half_path(ctx, x, y, rr, half);
            }
            if building {
                ctx.set_fill_style_str(style.fill);
                ctx.fill();
                ctx.set_stroke_style_str("#111");
                ctx.set_line_width((scale * 0.05).max(1.0));
                ctx.stroke();
                // A building: a house (roof and walls) in ink, the player's shape on it.
                let (hx, hy, house) = (mx, y - scale * 0.15, scale * 0.42);
                ctx.begin_path();
                ctx.move_to(hx, hy - house * 0.95);
                ctx.line_to(hx + house * 0.85, hy - house * 0.15);
                ctx.line_to(hx + house * 0.6, hy - house * 0.15);
                ctx.line_to(hx + house * 0.6, hy + house * 0.7);
                ctx.line_to(hx - house * 0.6, hy + house * 0.7);
                ctx.line_to(hx - house * 0.6, hy - house * 0.15);
                ctx.line_to(hx - house * 0.85, hy - house * 0.15);
                ctx.close_path();
                ctx.set_fill_style_str(style.ink);
                ctx.fill();
                shape_path(ctx, style.shape, hx, hy + house * 0.25, house * 0.32);
                ctx.set_fill_style_str(style.fill);
                ctx.fill();
            } else {
                // A site: a thick outline in the player's colour, hatched inside.
                ctx.set_stroke_style_str(style.fill);
                ctx.set_line_width(scale * 0.12);
                ctx.stroke();
                shape_path(ctx, style.shape, mx, y - scale * 0.35, scale * 0.15);
                ctx.set_fill_style_str(style.fill);
                ctx.fill();
                ctx.set_stroke_style_str("#111");
                ctx.set_line_width((scale * 0.02).max(1.0));
                ctx.stroke();
            }
            let kinds: Vec<Resource> =
                Resource::ALL.into_iter().filter(|&k| hs.resources[k as usize] > 0).collect();
            if !kinds.is_empty() {
                // Resources on a site: one chip per kind, kept inside the hex: two columns
                // on a whole hex holding more than two kinds, one narrower column on a half.
                let columns = if whole && kinds.len() > 2 { 2 } else { 1 };
                let unit = scale * if whole { 0.72 } else { 0.62 };
                let row_h = unit * 0.44;
                let rows = kinds.len().div_ceil(columns);
                let top = y + scale * 0.22 - (rows as f64 - 1.0) * row_h / 2.0;
                for (i, &kind) in kinds.iter().enumerate() {
                    let (col, row) = (i % columns, i / columns);
                    let cx = if columns == 2 { mx + (col as f64 - 0.5) * unit * 0.68 } else { mx };
                    let mut one = [0u8; 5];
                    one[kind as usize] = hs.resources[kind as usize];
                    draw_resources(ctx, &one, cx, top + row as f64 * row_h, unit);
                }
            }
        }
    }

    // Marks: last move, transport path, targets, chosen, hover.
    let m = p.marks;
    for h in bits(m.last_move) {
        let (x, y) = to_px(h);
        hex_path(ctx, x, y, r * 0.92);
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
        hex_path(ctx, x, y, r * 0.9);
        ctx.set_stroke_style_str("#ffe14d");
        ctx.set_line_width(scale * 0.12);
        ctx.stroke();
    }
    for h in bits(m.chosen) {
        let (x, y) = to_px(h);
        hex_path(ctx, x, y, r * 0.9);
        ctx.set_stroke_style_str("#ffffff");
        ctx.set_line_width(scale * 0.16);
        ctx.stroke();
    }
    if let Some(h) = m.hover {
        if (h as usize) < c.hex_count() {
            let (x, y) = to_px(h as usize);
            hex_path(ctx, x, y, r);
            ctx.set_stroke_style_str("rgba(255,255,255,0.7)");
            ctx.set_line_width((scale * 0.05).max(1.0));
            ctx.stroke();
        }
    }
}
