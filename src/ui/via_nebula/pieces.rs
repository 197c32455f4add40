//! The pieces of the valley, each drawn by one function: a hex's ground, an exploitation
//! token, a craftsman, a ruin half with its site or building, resources. The board draws
//! every hex with them, and the rules help draws its pictures with them, so the help shows
//! exactly what the board shows.

use super::drawn::{Drawn, DrawnDisc, DrawnPiece, Rect};
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

/// A resource piece's width on a meadow or a token, in hex radii: 14.4 px on a phone held
/// upright whose board is 358 px wide (hexes of 24 px radius), more on a wider one.
pub const PIECE: f64 = 0.6;
/// A resource piece's width on a building site (the same: a site's pieces are as readable).
pub const SITE_PIECE: f64 = 0.6;
/// An exploitation token's radius, in hex radii.
pub const TOKEN_R: f64 = 0.56;

/// Resources lying on a meadow, centred at (x, y): one chip per kind, the kind drawn as its
/// piece and how many beside it; each piece noted in `drawn`.
pub(super) fn draw_resources(
    ctx: &CanvasRenderingContext2d,
    res: &[u8; 5],
    (x, y): (f64, f64),
    scale: f64,
    drawn: &mut Drawn,
) {
    let items: Vec<(Resource, u8)> = Resource::ALL
        .into_iter()
        .filter(|k| res[*k as usize] > 0)
        .map(|k| (k, res[k as usize]))
        .collect();
    if items.is_empty() {
        return;
    }
    let piece = PIECE * scale;
    let (chip_w, chip_h) = (piece + scale * 0.4, piece + scale * 0.1);
    let gap = scale * 0.06;
    let total = items.len() as f64 * chip_w + (items.len() as f64 - 1.0) * gap;
    let mut cx = x - total / 2.0 + chip_w / 2.0;
    for (kind, n) in items {
        ctx.set_fill_style_str("rgba(250, 244, 228, 0.95)");
        ctx.begin_path();
        let _ = ctx.round_rect_with_f64(
            cx - chip_w / 2.0,
            y - chip_h / 2.0,
            chip_w,
            chip_h,
            chip_h / 2.0,
        );
        ctx.fill();
        ctx.set_stroke_style_str("#3b2a18");
        ctx.set_line_width((scale * 0.03).max(1.0));
        ctx.stroke();
        let (px, py) = (cx - chip_w / 2.0 + scale * 0.06 + piece / 2.0, y);
        draw_piece(ctx, kind, px, py, piece / 2.0);
        drawn.piece(noted(kind, "meadow", (px, py), piece));
        set_font(ctx, scale * 0.42, true);
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
        ctx.set_fill_style_str("#1b1208");
        let _ = ctx.fill_text(&n.to_string(), cx + chip_w / 2.0 - scale * 0.2, y + scale * 0.02);
        cx += chip_w + gap;
    }
}

/// A piece's entry in the drawing's record.
fn noted(kind: Resource, on: &'static str, (x, y): (f64, f64), px: f64) -> DrawnPiece {
    DrawnPiece { kind: kind.name(), fill: resource_fill(kind), on, x, y, px, top: true }
}

/// Where a meadow's token, craftsman and resources lie, around its centre (x, y): the token
/// high, the craftsman on it beside its piece, the resources below; a meadow without a token
/// (a neutral exploitation) keeps its resources in the middle.
pub(super) fn meadow_places((x, y): (f64, f64), scale: f64, token: bool) -> MeadowPlaces {
    if token {
        MeadowPlaces {
            token: (x, y - scale * 0.28),
            craftsman: (x + scale * 0.28, y - scale * 0.3),
            resources: (x, y + scale * 0.5),
        }
    } else {
        MeadowPlaces {
            token: (x, y),
            craftsman: (x, y - scale * 0.35),
            resources: (x, y + scale * 0.12),
        }
    }
}

pub(super) struct MeadowPlaces {
    pub token: (f64, f64),
    pub craftsman: (f64, f64),
    pub resources: (f64, f64),
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
            // A sheaf: three ears on a stalk, as wide as the other pieces.
            for dx in [-0.62, 0.0, 0.62] {
                ctx.begin_path();
                let _ = ctx.ellipse(
                    x + dx * s,
                    y - s * 0.3,
                    s * 0.34,
                    s * 0.62,
                    dx * 0.35,
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
/// `variant` (the hex's number) varies the fog from hex to hex, so the fog reads as one bank
/// of cloud over the valley rather than one tile repeated.
pub(super) fn draw_ground(
    ctx: &CanvasRenderingContext2d,
    terrain: Terrain,
    tiled: bool,
    (split, flat): (bool, bool),
    (x, y, scale): (f64, f64, f64),
    variant: usize,
) {
    let r = scale * 0.97;
    let fill = if tiled {
        TILE_TONES[variant % TILE_TONES.len()]
    } else {
        match terrain {
            Terrain::Meadow => "#93bf55",
            Terrain::Fog => FOG_TONES[variant % FOG_TONES.len()],
            Terrain::Forest => "#56604f",
            Terrain::Ruin => "#dcc393",
            Terrain::Forbidden => "#7a3328",
        }
    };
    hex_path(ctx, x, y, r, flat);
    ctx.set_fill_style_str(fill);
    ctx.fill();
    let fog = terrain == Terrain::Fog && !tiled;
    // Light from the top left: a lit band inside the hex's top-left sides, a shaded one inside
    // its bottom-right sides (the ground itself keeps its one colour). Fog is soft: no bands.
    ctx.save();
    ctx.clip();
    if fog {
        fog_banks(ctx, x, y, scale, variant);
    } else {
        let d = scale * 0.07;
        for (offset, tone) in [(d, shade(fill, 0.3)), (-d, shade(fill, -0.25))] {
            hex_path(ctx, x + offset, y + offset, r, flat);
            ctx.set_stroke_style_str(&tone);
            ctx.set_line_width(d * 1.2);
            ctx.stroke();
        }
    }
    ctx.restore();
    hex_path(ctx, x, y, r, flat);
    // Fog's edges are faint, so its hexes run together; printed spaces are cut sharply.
    ctx.set_stroke_style_str(if fog { "rgba(84,92,104,0.45)" } else { "#3a2f22" });
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
        grass(ctx, x, y, scale);
        return;
    }
    match terrain {
        // Fog's texture (its banks of cloud) is drawn above, inside the hex.
        Terrain::Fog => {}
        Terrain::Forest => petrified_trees(ctx, x, y, scale),
        Terrain::Forbidden => {
            ctx.set_stroke_style_str("#e6a98f");
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

/// The placed meadow tiles' greens, one a hex by its number, so a valley of tiles is not one
/// green sheet.
const TILE_TONES: [&str; 3] = ["#a9cf6e", "#a1c864", "#b0d277"];

/// The fog's grounds: pale sage greys (the valley's green under the mist), one a hex by its
/// number, so neighbours differ.
const FOG_TONES: [&str; 5] = ["#b6c3b0", "#bdc8b8", "#b0bead", "#bac4bb", "#b3c1b3"];

/// Banks of cloud over a fog hex, placed and sized by `variant` (the hex's number): a texture
/// as well as a colour, so fog differs from meadows without telling colours apart.
fn fog_banks(ctx: &CanvasRenderingContext2d, x: f64, y: f64, scale: f64, variant: usize) {
    // A small, fixed scramble of the hex's number: each hex its own turn and drift.
    let spin = (variant.wrapping_mul(2_654_435_761) % 360) as f64 * std::f64::consts::PI / 180.0;
    let drift = ((variant * 7) % 5) as f64 / 10.0 - 0.2;
    for (k, (along, across, w, h, alpha)) in [
        (-0.45, -0.3, 0.55, 0.2, 0.55),
        (0.25, -0.05, 0.62, 0.22, 0.5),
        (-0.15, 0.4, 0.6, 0.18, 0.45),
        (0.55, 0.5, 0.4, 0.16, 0.4),
    ]
    .into_iter()
    .enumerate()
    {
        let a = spin + k as f64 * 0.35;
        let (u, v) = (along + drift, across);
        let (cx, cy) =
            (x + (u * a.cos() - v * a.sin()) * scale, y + (u * a.sin() + v * a.cos()) * scale);
        ctx.begin_path();
        let _ = ctx.ellipse(cx, cy, w * scale, h * scale, a, 0.0, std::f64::consts::TAU);
        ctx.set_fill_style_str(&format!("rgba(246,248,250,{alpha})"));
        ctx.fill();
    }
    // A few wisps drawn as lines: the texture still shows where the tones are alike.
    ctx.set_stroke_style_str("rgba(255,255,255,0.7)");
    ctx.set_line_width((scale * 0.05).max(1.0));
    ctx.begin_path();
    for k in 0..2 {
        let a = spin + 0.4 + k as f64 * 1.9;
        let (cx, cy) = (x + 0.3 * scale * a.cos(), y + 0.3 * scale * a.sin());
        let _ = ctx.arc(cx, cy, scale * 0.28, a + 2.2, a + 3.6);
    }
    ctx.stroke();
}

/// Petrified trees: grey firs with a lit and a shaded side, on short trunks.
fn petrified_trees(ctx: &CanvasRenderingContext2d, x: f64, y: f64, scale: f64) {
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

/// An exploitation token on a meadow, centred at (x, y): the resource it yields, how many,
/// and its points (as stars); noted in `drawn`.
pub(super) fn draw_token(
    ctx: &CanvasRenderingContext2d,
    resource: Resource,
    quantity: u8,
    points: u8,
    (x, y, scale): (f64, f64, f64),
    drawn: &mut Drawn,
) {
    let rad = scale * TOKEN_R;
    // A thick card disc: a small shadow, then its edge showing below it (no blur: a blurred
    // shadow is slow to draw in some browsers' software canvases).
    ctx.begin_path();
    let _ = ctx.arc(x + scale * 0.04, y + scale * 0.06, rad * 1.02, 0.0, std::f64::consts::TAU);
    ctx.set_fill_style_str("rgba(0,0,0,0.3)");
    ctx.fill();
    ctx.begin_path();
    let _ = ctx.arc(x, y + scale * 0.04, rad, 0.0, std::f64::consts::TAU);
    ctx.set_fill_style_str("#a8946a");
    ctx.fill();
    ctx.begin_path();
    let _ = ctx.arc(x, y, rad, 0.0, std::f64::consts::TAU);
    ctx.set_fill_style_str("#f4ecd6");
    ctx.fill();
    ctx.set_stroke_style_str(resource_fill(resource));
    ctx.set_line_width(scale * 0.08);
    ctx.stroke();
    drawn.tokens.push(DrawnDisc { x, y, px: 2.0 * rad });
    let piece = PIECE * scale;
    let (px, py) = (x - scale * 0.17, y - scale * 0.1);
    draw_piece(ctx, resource, px, py, piece / 2.0);
    drawn.piece(noted(resource, "token", (px, py), piece));
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    ctx.set_fill_style_str("#222");
    set_font(ctx, scale * 0.42, true);
    let _ = ctx.fill_text(&quantity.to_string(), x + scale * 0.3, y - scale * 0.08);
    // Its points as stars: a count the eye takes in without reading.
    ctx.set_fill_style_str("#6b4f1d");
    for k in 0..points {
        let sx = x + (k as f64 - (points as f64 - 1.0) / 2.0) * scale * 0.26;
        star(ctx, sx, y + scale * 0.3, scale * 0.12);
        ctx.fill();
    }
}

/// A five-pointed star's outline centred at (x, y), `r` to its points.
fn star(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64) {
    ctx.begin_path();
    for k in 0..10 {
        let a = -std::f64::consts::FRAC_PI_2 + k as f64 * std::f64::consts::PI / 5.0;
        let d = if k % 2 == 0 { r } else { r * 0.45 };
        let (px, py) = (x + d * a.cos(), y + d * a.sin());
        if k == 0 {
            ctx.move_to(px, py);
        } else {
            ctx.line_to(px, py);
        }
    }
    ctx.close_path();
}

/// A craftsman standing at (x, y) (on a token: beside its piece), in the player's colour
/// and shape; what it covers is noted in `drawn`.
pub(super) fn draw_craftsman(
    ctx: &CanvasRenderingContext2d,
    style: SeatStyle,
    (x, y, scale): (f64, f64, f64),
    drawn: &mut Drawn,
) {
    // Its shadow on the meadow, then the piece.
    ctx.begin_path();
    let _ = ctx.ellipse(
        x,
        y + scale * 0.2,
        scale * 0.28,
        scale * 0.09,
        0.0,
        0.0,
        std::f64::consts::TAU,
    );
    ctx.set_fill_style_str("rgba(0,0,0,0.35)");
    ctx.fill();
    let size = scale * 0.28;
    shape_path(ctx, style.shape, x, y - scale * 0.06, size);
    ctx.set_fill_style_str(style.fill);
    ctx.fill();
    ctx.set_stroke_style_str("#111");
    ctx.set_line_width((scale * 0.045).max(1.0));
    ctx.stroke();
    drawn.cover(Rect::around(x, y - scale * 0.06, size * 1.1, size * 1.2));
}

/// What stands on a ruin half: a player's building site, or the building that replaced it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Standing {
    pub style: SeatStyle,
    pub building: bool,
}

/// One half of a ruin hex (the whole hex when `whole`, with 2 players): the site or
/// building standing on it and the resources delivered to it (noted in `drawn`).
pub(super) fn draw_ruin_half(
    ctx: &CanvasRenderingContext2d,
    standing: Standing,
    resources: &[u8; 5],
    (whole, half, flat): (bool, u8, bool),
    (x, y, scale): (f64, f64, f64),
    drawn: &mut Drawn,
) {
    let style = standing.style;
    let r = scale * 0.97;
    let side = if half == 0 { -1.0 } else { 1.0 };
    let (mx, rr) = if whole {
        (x, r * 0.8)
    } else {
        (x + side * if flat { 0.43 } else { 0.38 } * scale, r * 0.8)
    };
    if whole {
        hex_path(ctx, x, y, rr, flat);
    } else {
        half_path(ctx, x, y, rr, half, flat);
    }
    if standing.building {
        draw_building(ctx, style, (mx, y, scale));
    } else {
        // A site: a thick outline in the player's colour, their shape at its top.
        ctx.set_stroke_style_str(style.fill);
        ctx.set_line_width(scale * 0.12);
        ctx.stroke();
        shape_path(ctx, style.shape, mx, y - scale * 0.46, scale * 0.16);
        ctx.set_fill_style_str(style.fill);
        ctx.fill();
        ctx.set_stroke_style_str("#111");
        ctx.set_line_width((scale * 0.025).max(1.0));
        ctx.stroke();
    }
    let kinds: Vec<Resource> =
        Resource::ALL.into_iter().filter(|&k| resources[k as usize] > 0).collect();
    for (kind, (px, py)) in kinds.iter().zip(site_places(kinds.len(), whole, (mx, y), scale)) {
        draw_site_piece(ctx, *kind, resources[*kind as usize], (px, py), scale, drawn);
    }
}

/// A building: a house (roof and walls) in ink on the player's colour, their shape on it.
fn draw_building(
    ctx: &CanvasRenderingContext2d,
    style: SeatStyle,
    (mx, y, scale): (f64, f64, f64),
) {
    ctx.set_fill_style_str(style.fill);
    ctx.fill();
    ctx.set_stroke_style_str("#111");
    ctx.set_line_width((scale * 0.05).max(1.0));
    ctx.stroke();
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
}

/// Where the pieces of `n` kinds lie on a site centred on (mx, y): kept inside its hex or
/// half, full size; three kinds or more on a half lie in a pile, one column each a little
/// over the one above it.
fn site_places(n: usize, whole: bool, (mx, y): (f64, f64), scale: f64) -> Vec<(f64, f64)> {
    let at = |dx: f64, dy: f64| (mx + dx * scale, y + dy * scale);
    match (n, whole) {
        (0, _) => vec![],
        (1, _) => vec![at(0.0, 0.12)],
        (2, true) => vec![at(-0.32, 0.12), at(0.32, 0.12)],
        (2, false) => vec![at(0.0, -0.06), at(0.0, 0.46)],
        (_, true) => vec![at(-0.32, -0.06), at(0.32, -0.06), at(-0.32, 0.48), at(0.32, 0.48)],
        (3, false) => vec![at(0.0, -0.16), at(0.0, 0.18), at(0.0, 0.52)],
        (_, false) => vec![at(0.0, -0.22), at(0.0, 0.05), at(0.0, 0.32), at(0.0, 0.59)],
    }
    .into_iter()
    .take(n)
    .collect()
}

/// One kind of resource on a site: its piece, and how many on a badge when more than one.
fn draw_site_piece(
    ctx: &CanvasRenderingContext2d,
    kind: Resource,
    n: u8,
    (px, py): (f64, f64),
    scale: f64,
    drawn: &mut Drawn,
) {
    let piece = SITE_PIECE * scale;
    draw_piece(ctx, kind, px, py, piece / 2.0);
    if n > 1 {
        // On the piece's top right corner, clear of its widest row (so it still shows all
        // across) and above the pile's next piece.
        let (bx, by) = (px + piece * 0.5, py - piece * 0.5);
        ctx.begin_path();
        let _ = ctx.arc(bx, by, scale * 0.19, 0.0, std::f64::consts::TAU);
        ctx.set_fill_style_str("#fdfaf0");
        ctx.fill();
        ctx.set_stroke_style_str("#111");
        ctx.set_line_width((scale * 0.03).max(1.0));
        ctx.stroke();
        set_font(ctx, scale * 0.3, true);
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
        ctx.set_fill_style_str("#111");
        let _ = ctx.fill_text(&n.to_string(), bx, by + scale * 0.01);
        // Over the pieces before it; its own piece still shows all across.
        drawn.cover(Rect::around(bx, by, scale * 0.19, scale * 0.19));
    }
    drawn.piece(noted(kind, "site", (px, py), piece));
}
