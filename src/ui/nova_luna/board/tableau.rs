//! A tableau on its canvas: the geometry of its cells (the same for the drawing and the
//! pointer), and the drawing of its tiles, discs and the cells a tile may go to.

use super::{dash, disc_radius, draw_tile, prepare, rounded, task_place, text};
use moonvale_rules::nova_luna::PlacedTile;
use moonvale_table::i18n::Lang;
use web_sys::HtmlCanvasElement;

/// Tableau geometry: cell size and where cell (0, 0)'s top-left corner is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TableauGeometry {
    pub cell: f64,
    pub origin_x: f64,
    pub origin_y: f64,
}

/// The smallest cell a finger is asked to tap (the same bar as Via Nebula's hexes).
pub const MIN_TARGET_PX: f64 = 40.0;

/// The smallest and largest column and row of `cells`, if any.
fn bounds(cells: &[(i32, i32)]) -> Option<(i32, i32, i32, i32)> {
    let &(x, y) = cells.first()?;
    Some(cells.iter().fold((x, y, x, y), |(x0, y0, x1, y1), &(x, y)| {
        (x0.min(x), y0.min(y), x1.max(x), y1.max(y))
    }))
}

impl TableauGeometry {
    /// Centres the bounding box of `cells` in a `w`×`h` canvas, then shifts by the pan.
    /// At zoom 1 the whole tableau (and its legal cells) fits, with cells of 78 px at most;
    /// when it would only fit with cells to place in (`legal`) smaller than
    /// [`MIN_TARGET_PX`], they keep that size and the view centres on them instead (a pan
    /// shows the rest).
    pub fn new(
        cells: &[(i32, i32)],
        legal: &[(i32, i32)],
        w: f64,
        h: f64,
        zoom: f64,
        pan: (f64, f64),
    ) -> Self {
        let (x0, y0, x1, y1) = bounds(cells).unwrap_or((0, 0, 0, 0));
        let fit = (w / ((x1 - x0 + 1) as f64 + 0.3)).min(h / ((y1 - y0 + 1) as f64 + 0.3));
        let (cell, (x0, y0, x1, y1)) = match bounds(legal) {
            Some(focus) if fit < MIN_TARGET_PX => (MIN_TARGET_PX, focus),
            _ => (fit.clamp(24.0, 78.0), (x0, y0, x1, y1)),
        };
        let cell = cell * zoom;
        let cx = (x0 + x1) as f64 / 2.0 + 0.5;
        let cy = (y0 + y1) as f64 / 2.0 + 0.5;
        TableauGeometry {
            cell,
            origin_x: w / 2.0 - cx * cell + pan.0,
            origin_y: h / 2.0 - cy * cell + pan.1,
        }
    }

    pub fn cell_at(&self, px: f64, py: f64) -> (i32, i32) {
        (
            ((px - self.origin_x) / self.cell).floor() as i32,
            ((py - self.origin_y) / self.cell).floor() as i32,
        )
    }

    pub fn corner(&self, x: i32, y: i32) -> (f64, f64) {
        (self.origin_x + x as f64 * self.cell, self.origin_y + y as f64 * self.cell)
    }
}

pub struct TableauMarks<'a> {
    pub legal: &'a [(i32, i32)],
    pub last_placed: Option<(i32, i32)>,
    pub disc_fill: &'a str,
    /// A tile just placed, part way to its cell: the cell, the move's progress and whether
    /// it only fades in.
    pub arriving: Option<((i32, i32), f64, bool)>,
    /// The tile placed is flying over the page from the hand to its cell (`Flight`): its
    /// cell stays empty until it lands.
    pub flying: bool,
}

/// A disc drawn on a tableau: its centre, radius and colour (CSS px of the canvas), for the
/// tests that check discs against the canvas's own pixels.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct DrawnDisc {
    pub x: f64,
    pub y: f64,
    pub r: f64,
    pub fill: String,
}

/// What a drawing of a tableau put where.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct TableauDrawn {
    pub discs: Vec<DrawnDisc>,
}

pub fn draw_tableau(
    canvas: &HtmlCanvasElement,
    lang: Lang,
    tiles: &[PlacedTile],
    g: &TableauGeometry,
    marks: &TableauMarks,
) -> TableauDrawn {
    let mut drawn = TableauDrawn::default();
    let Some((ctx, w, h)) = prepare(canvas) else { return drawn };
    // The table around the tableau, lit from its middle.
    if let Ok(light) =
        ctx.create_radial_gradient(w / 2.0, h / 2.0, 0.0, w / 2.0, h / 2.0, w.max(h) * 0.7)
    {
        let _ = light.add_color_stop(0.0, "#22264a");
        let _ = light.add_color_stop(1.0, "#121430");
        ctx.set_fill_style_canvas_gradient(&light);
    } else {
        ctx.set_fill_style_str("#151833");
    }
    ctx.fill_rect(0.0, 0.0, w, h);
    let c = g.cell;
    // The tableau itself: a board framing the tiles placed so far and the cells to place in
    // (the middle cell before the first tile), with a faint grid inside it only.
    let cells: Vec<(i32, i32)> =
        tiles.iter().map(|p| (p.x as i32, p.y as i32)).chain(marks.legal.iter().copied()).collect();
    let (x0, y0, x1, y1) = bounds(&cells).unwrap_or((0, 0, 0, 0));
    let (fx, fy) = g.corner(x0, y0);
    let margin = c * 0.18;
    let (fx, fy) = (fx - margin, fy - margin);
    let (fw, fh) =
        (((x1 - x0 + 1) as f64) * c + 2.0 * margin, ((y1 - y0 + 1) as f64) * c + 2.0 * margin);
    // Its shadow on the table (offset, not blurred: a blur is slow in software canvases).
    rounded(&ctx, fx + c * 0.04, fy + c * 0.07, fw, fh, c * 0.16);
    ctx.set_fill_style_str("rgba(0,0,0,0.4)");
    ctx.fill();
    rounded(&ctx, fx, fy, fw, fh, c * 0.16);
    ctx.set_fill_style_str("#2c3163");
    ctx.fill();
    rounded(&ctx, fx, fy, fw, fh, c * 0.16);
    ctx.set_stroke_style_str("rgba(255,255,255,0.28)");
    ctx.set_line_width(1.5);
    ctx.stroke();
    ctx.set_stroke_style_str("rgba(255,255,255,0.07)");
    ctx.set_line_width(1.0);
    for gx in x0..=x1 + 1 {
        let (x, _) = g.corner(gx, y0);
        ctx.begin_path();
        ctx.move_to(x, fy + margin);
        ctx.line_to(x, fy + fh - margin);
        ctx.stroke();
    }
    for gy in y0..=y1 + 1 {
        let (_, y) = g.corner(x0, gy);
        ctx.begin_path();
        ctx.move_to(fx + margin, y);
        ctx.line_to(fx + fw - margin, y);
        ctx.stroke();
    }
    if tiles.is_empty() && marks.legal.is_empty() {
        // No tile yet: the middle cell waits for the first one.
        let (x, y) = g.corner(0, 0);
        rounded(&ctx, x + c * 0.08, y + c * 0.08, c * 0.84, c * 0.84, c * 0.1);
        ctx.set_stroke_style_str("rgba(255,255,255,0.35)");
        dash(&ctx, 5.0, 4.0);
        ctx.set_line_width(2.0);
        ctx.stroke();
        dash(&ctx, 0.0, 0.0);
        let caption = moonvale_table::i18n::tr(lang, "nl-tableau-empty");
        text(
            &ctx,
            &caption,
            x + c / 2.0,
            y + c + margin + c * 0.25,
            (c * 0.2).clamp(11.0, 15.0),
            "#c9cdf0",
        );
    }
    let pad = c * 0.04;
    let arriving =
        marks.arriving.filter(|(cell, ..)| tiles.iter().any(|p| (p.x as i32, p.y as i32) == *cell));
    for p in
        tiles.iter().filter(|p| arriving.is_none_or(|(cell, ..)| cell != (p.x as i32, p.y as i32)))
    {
        let (x, y) = g.corner(p.x as i32, p.y as i32);
        let at = (x + pad, y + pad, c - 2.0 * pad);
        draw_tile(&ctx, lang, p.tile, at, p.discs, marks.disc_fill);
        for k in (0..3).filter(|k| p.discs & (1 << k) != 0) {
            let (x, y, box_r) = task_place(at, k);
            let fill = marks.disc_fill.to_string();
            drawn.discs.push(DrawnDisc { x, y, r: disc_radius(box_r), fill });
        }
    }
    for &(cx, cy) in marks.legal {
        let (x, y) = g.corner(cx, cy);
        rounded(&ctx, x + pad * 2.0, y + pad * 2.0, c - 4.0 * pad, c - 4.0 * pad, c * 0.1);
        ctx.set_fill_style_str("rgba(255,217,90,0.3)");
        ctx.fill();
        ctx.set_stroke_style_str("#ffd95a");
        dash(&ctx, 6.0, 4.0);
        ctx.set_line_width(2.5);
        ctx.stroke();
        dash(&ctx, 0.0, 0.0);
        text(&ctx, "+", x + c / 2.0, y + c / 2.0, c * 0.35, "#ffd95a");
    }
    // The tile just placed, over the rest while it flies in.
    if let Some(((ax, ay), progress, fade_only)) = arriving.filter(|_| !marks.flying) {
        if let Some(p) = tiles.iter().find(|p| (p.x as i32, p.y as i32) == (ax, ay)) {
            let (x, y) = g.corner(ax, ay);
            let (x, y, side, alpha) = crate::ui::nova_luna::motion::arriving(
                (x + pad, y + pad),
                c - 2.0 * pad,
                h,
                progress,
                fade_only,
            );
            ctx.set_global_alpha(alpha);
            draw_tile(&ctx, lang, p.tile, (x, y, side), p.discs, marks.disc_fill);
            ctx.set_global_alpha(1.0);
        }
    }
    if let Some((lx, ly)) = marks.last_placed {
        let (x, y) = g.corner(lx, ly);
        rounded(&ctx, x + 1.0, y + 1.0, c - 2.0, c - 2.0, c * 0.1);
        ctx.set_stroke_style_str("#ffffff");
        dash(&ctx, 5.0, 3.0);
        ctx.set_line_width(3.0);
        ctx.stroke();
        dash(&ctx, 0.0, 0.0);
    }
    drawn
}
