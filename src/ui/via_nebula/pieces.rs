//! The pieces of the valley, each drawn by one function: a hex's ground, an exploitation
//! token, a craftsman, a ruin half with its site or building, resources. The board draws
//! every hex with them, and the rules help draws its pictures with them, so the help shows
//! exactly what the board shows.

use super::geometry::SQRT3;
use super::palette::{resource_fill, SeatStyle, Shape};
use moonvale_rules::via_nebula::{Resource, Terrain};
use web_sys::CanvasRenderingContext2d;

/// A hex's outline: pointy-top, or flat-top when the valley is turned (`flat`).
pub(super) fn hex_path(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64, flat: bool) {
    ctx.begin_path();
    let offset = if flat { 0.0 } else { -30.0 };
    for k in 0..6 {
        let a = std::f64::consts::PI / 180.0 * (60.0 * k as f64 + offset);
        let (px, py) = (x + r * a.cos(), y + r * a.sin());
        if k == 0 {
            ctx.move_to(px, py);
        } else {
            ctx.line_to(px, py);
        }
    }
    ctx.close_path();
}

/// One half of a hex (0 = left, 1 = right), split by the vertical axis: through two corners
/// of a pointy-top hex, through the middles of two sides of a flat-top one.
pub(super) fn half_path(
    ctx: &CanvasRenderingContext2d,
    x: f64,
    y: f64,
    r: f64,
    half: u8,
    flat: bool,
) {
    ctx.begin_path();
    let s = if half == 0 { -1.0 } else { 1.0 };
    if flat {
        let h = r * SQRT3 / 2.0;
        ctx.move_to(x, y - h);
        ctx.line_to(x + s * r / 2.0, y - h);
        ctx.line_to(x + s * r, y);
        ctx.line_to(x + s * r / 2.0, y + h);
        ctx.line_to(x, y + h);
    } else {
        let w = r * SQRT3 / 2.0;
        ctx.move_to(x, y - r);
        ctx.line_to(x + s * w, y - r / 2.0);
        ctx.line_to(x + s * w, y + r / 2.0);
        ctx.line_to(x, y + r);
    }
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

pub(super) fn set_font(ctx: &CanvasRenderingContext2d, px: f64, bold: bool) {
    ctx.set_font(&format!(
        "{}{:.1}px system-ui, sans-serif",
        if bold { "bold " } else { "" },
        px.max(1.0)
    ));
}

/// A row of resource pills ("3 Wd") centred at (x, y).
pub(super) fn draw_resources(
    ctx: &CanvasRenderingContext2d,
    res: &[u8; 5],
    x: f64,
    y: f64,
    unit: f64,
) {
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
pub(super) fn draw_piece(ctx: &CanvasRenderingContext2d, kind: Resource, x: f64, y: f64, s: f64) {
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

/// A hex's ground at (x, y) for a board `scale` (pixels per hex radius): the terrain, or a
/// placed meadow tile; `split` draws the line between a ruin's two halves (3 and 4 players).
pub(super) fn draw_ground(
    ctx: &CanvasRenderingContext2d,
    terrain: Terrain,
    tiled: bool,
    (split, flat): (bool, bool),
    (x, y, scale): (f64, f64, f64),
) {
    let r = scale * 0.97;
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
    hex_path(ctx, x, y, r, flat);
    ctx.set_fill_style_str(fill);
    ctx.fill();
    // Light from the top left: a lit band inside the hex's top-left sides, a shaded one inside
    // its bottom-right sides (the ground itself keeps its one colour).
    ctx.save();
    ctx.clip();
    let d = scale * 0.07;
    for (offset, tone) in [(d, shade(fill, 0.3)), (-d, shade(fill, -0.25))] {
        hex_path(ctx, x + offset, y + offset, r, flat);
        ctx.set_stroke_style_str(&tone);
        ctx.set_line_width(d * 1.2);
        ctx.stroke();
    }
    ctx.restore();
    hex_path(ctx, x, y, r, flat);
    ctx.set_stroke_style_str("#2b3245");
    ctx.set_line_width((scale * 0.04).max(1.0));
    ctx.stroke();
    if tiled {
        // A placed meadow tile: a dashed inner border marks it apart from a printed meadow.
        hex_path(ctx, x, y, r * 0.82, flat);
        ctx.set_stroke_style_str("#4f7f35");
        let _ =
            ctx.set_line_dash(&js_sys::Array::of2(&(scale * 0.08).into(), &(scale * 0.06).into()));
        ctx.set_line_width((scale * 0.03).max(1.0));
        ctx.stroke();
        let _ = ctx.set_line_dash(&js_sys::Array::new());
        return;
    }
    match terrain {
        Terrain::Fog => {
            // Fog: soft banks of cloud drifting over the hex (a texture as well as a colour,
            // so it differs from meadows without telling colours apart).
            for (dx, dy, rad, alpha) in [
                (-0.3, -0.25, 0.32, 0.55),
                (0.12, -0.35, 0.28, 0.5),
                (0.35, 0.05, 0.3, 0.45),
                (-0.1, 0.25, 0.34, 0.5),
                (-0.45, 0.2, 0.2, 0.4),
            ] {
                ctx.begin_path();
                let _ = ctx.arc(
                    x + dx * scale,
                    y + dy * scale,
                    rad * scale,
                    0.0,
                    std::f64::consts::TAU,
                );
                ctx.set_fill_style_str(&format!("rgba(240,244,250,{alpha})"));
                ctx.fill();
            }
            ctx.set_fill_style_str("#7f8996");
            for (dx, dy) in [(-0.4, -0.3), (0.4, -0.3), (0.0, 0.5)] {
                ctx.begin_path();
                let _ = ctx.arc(
                    x + dx * scale,
                    y + dy * scale,
                    scale * 0.05,
                    0.0,
                    std::f64::consts::TAU,
                );
                ctx.fill();
            }
        }
        Terrain::Forest => {
            // Petrified trees: grey firs with a lit and a shaded side, on short trunks.
            for (dx, dy) in [(-0.35, 0.12), (0.0, -0.22), (0.35, 0.12)] {
                let (tx, ty) = (x + dx * scale, y + dy * scale);
                ctx.set_fill_style_str("#3a3129");
                ctx.fill_rect(tx - scale * 0.035, ty + scale * 0.15, scale * 0.07, scale * 0.12);
                ctx.begin_path();
                ctx.move_to(tx, ty - scale * 0.32);
                ctx.line_to(tx + scale * 0.21, ty + scale * 0.18);
                ctx.line_to(tx - scale * 0.21, ty + scale * 0.18);
                ctx.close_path();
                ctx.set_fill_style_str("#8f9a89");
                ctx.fill();
                ctx.begin_path();
                ctx.move_to(tx, ty - scale * 0.32);
                ctx.line_to(tx - scale * 0.21, ty + scale * 0.18);
                ctx.line_to(tx, ty + scale * 0.18);
                ctx.close_path();
                ctx.set_fill_style_str("#bcc6b5");
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
        Terrain::Ruin if split => {
            // Ruins: the split between the two halves (one whole site with 2 players).
            ctx.set_stroke_style_str("#8a7350");
            ctx.set_line_width((scale * 0.03).max(1.0));
            let _ = ctx
                .set_line_dash(&js_sys::Array::of2(&(scale * 0.1).into(), &(scale * 0.08).into()));
            let h = if flat { r * SQRT3 / 2.0 } else { r };
            ctx.begin_path();
            ctx.move_to(x, y - h);
            ctx.line_to(x, y + h);
            ctx.stroke();
            let _ = ctx.set_line_dash(&js_sys::Array::new());
        }
        Terrain::Ruin => ruin_stones(ctx, x, y, scale),
        Terrain::Meadow => grass(ctx, x, y, scale),
    }
}

/// Tufts of grass on a meadow, kept to its edges so tokens and pieces stay clear.
fn grass(ctx: &CanvasRenderingContext2d, x: f64, y: f64, scale: f64) {
    ctx.set_stroke_style_str("rgba(47,96,30,0.55)");
    ctx.set_line_width((scale * 0.03).max(0.8));
    ctx.begin_path();
    for (dx, dy) in [(-0.55, -0.2), (0.5, -0.35), (-0.2, 0.62), (0.45, 0.45), (-0.6, 0.3)] {
        let (gx, gy) = (x + dx * scale, y + dy * scale);
        for lean in [-0.06, 0.0, 0.06] {
            ctx.move_to(gx + lean * scale * 0.3, gy);
            ctx.line_to(gx + lean * scale, gy - scale * 0.12);
        }
    }
    ctx.stroke();
}

/// Fallen stones on a ruin, at its edges (a site or building stands in the middle).
fn ruin_stones(ctx: &CanvasRenderingContext2d, x: f64, y: f64, scale: f64) {
    ctx.set_fill_style_str("rgba(138,115,80,0.45)");
    ctx.set_stroke_style_str("rgba(90,72,45,0.6)");
    ctx.set_line_width((scale * 0.02).max(0.6));
    for (dx, dy, w, h) in
        [(-0.6, -0.3, 0.22, 0.12), (0.42, 0.5, 0.2, 0.11), (0.45, -0.45, 0.16, 0.1)]
    {
        ctx.begin_path();
        ctx.rect(x + dx * scale, y + dy * scale, w * scale, h * scale);
        ctx.fill();
        ctx.stroke();
    }
}

/// `hex` (`#rrggbb`) lightened (`amount` > 0) or darkened (< 0) by that share.
fn shade(hex: &str, amount: f64) -> String {
    let channel =
        |i: usize| u8::from_str_radix(hex.get(i..i + 2).unwrap_or("80"), 16).unwrap_or(128) as f64;
    let mix = |c: f64| {
        let out = if amount >= 0.0 { c + (255.0 - c) * amount } else { c * (1.0 + amount) };
        out.round().clamp(0.0, 255.0) as u8
    };
    format!("#{:02x}{:02x}{:02x}", mix(channel(1)), mix(channel(3)), mix(channel(5)))
}

/// An exploitation token on a meadow: the resource it yields, how many, and its points.
pub(super) fn draw_token(
    ctx: &CanvasRenderingContext2d,
    resource: Resource,
    quantity: u8,
    points: u8,
    (x, y, scale): (f64, f64, f64),
) {
    // A thick card disc: a small shadow, then its edge showing below it (no blur: a blurred
    // shadow is slow to draw in some browsers' software canvases).
    ctx.begin_path();
    let _ = ctx.arc(x + scale * 0.03, y - scale * 0.02, scale * 0.52, 0.0, std::f64::consts::TAU);
    ctx.set_fill_style_str("rgba(0,0,0,0.3)");
    ctx.fill();
    ctx.begin_path();
    let _ = ctx.arc(x, y - scale * 0.08, scale * 0.5, 0.0, std::f64::consts::TAU);
    ctx.set_fill_style_str("#b9a97e");
    ctx.fill();
    ctx.begin_path();
    let _ = ctx.arc(x, y - scale * 0.12, scale * 0.5, 0.0, std::f64::consts::TAU);
    ctx.set_fill_style_str("#f4ecd6");
    ctx.fill();
    ctx.set_stroke_style_str(resource_fill(resource));
    ctx.set_line_width(scale * 0.1);
    ctx.stroke();
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    ctx.set_fill_style_str("#222");
    set_font(ctx, scale * 0.3, true);
    draw_piece(ctx, resource, x - scale * 0.14, y - scale * 0.24, scale * 0.13);
    ctx.set_fill_style_str("#222");
    let _ = ctx.fill_text(&quantity.to_string(), x + scale * 0.17, y - scale * 0.22);
    set_font(ctx, scale * 0.24, false);
    let _ = ctx.fill_text(&format!("★{points}"), x, y + scale * 0.08);
}

/// A craftsman standing on a meadow, in the player's colour and shape.
pub(super) fn draw_craftsman(
    ctx: &CanvasRenderingContext2d,
    style: SeatStyle,
    (x, y, scale): (f64, f64, f64),
) {
    // Its shadow on the meadow, then the piece.
    ctx.begin_path();
    let _ = ctx.ellipse(
        x,
        y + scale * 0.17,
        scale * 0.26,
        scale * 0.08,
        0.0,
        0.0,
        std::f64::consts::TAU,
    );
    ctx.set_fill_style_str("rgba(0,0,0,0.35)");
    ctx.fill();
    shape_path(ctx, style.shape, x, y - scale * 0.1, scale * 0.26);
    ctx.set_fill_style_str(style.fill);
    ctx.fill();
    ctx.set_stroke_style_str("#111");
    ctx.set_line_width((scale * 0.04).max(1.0));
    ctx.stroke();
}

/// What stands on a ruin half: a player's building site, or the building that replaced it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Standing {
    pub style: SeatStyle,
    pub building: bool,
}

/// One half of a ruin hex (the whole hex when `whole`, with 2 players): the site or
/// building standing on it and the resources delivered to it.
pub(super) fn draw_ruin_half(
    ctx: &CanvasRenderingContext2d,
    standing: Standing,
    resources: &[u8; 5],
    (whole, half, flat): (bool, u8, bool),
    (x, y, scale): (f64, f64, f64),
) {
    let style = standing.style;
    let r = scale * 0.97;
    let (mx, rr) = if whole {
        (x, r * 0.8)
    } else {
        (x + if half == 0 { -0.43 } else { 0.43 } * scale, r * 0.8)
    };
    if whole {
        hex_path(ctx, x, y, rr, flat);
    } else {
        half_path(ctx, x, y, rr, half, flat);
    }
    if standing.building {
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
        Resource::ALL.into_iter().filter(|&k| resources[k as usize] > 0).collect();
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
            one[kind as usize] = resources[kind as usize];
            draw_resources(ctx, &one, cx, top + row as f64 * row_h, unit);
        }
    }
}
