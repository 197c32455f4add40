//! The board's canvas: its size and the valley's fit to it (upright or turned), the drawing
//! itself at the screen's pixel ratio, and the positions it publishes for automation.

use super::{Board, Msg};
use crate::ui::platform::frames::{self, note_time, now_ms};
use crate::ui::via_nebula::board::{self, Geometry, ViewTransform};
use crate::ui::via_nebula::motion::Frame;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Records one redraw's duration in `window.__vnDrawTimes` (read by the benchmark) and
/// marks the first drawing of the board (`performance.mark("vn-board-drawn")`).
fn note_draw(ms: f64, first: bool) {
    note_time("__vnDrawTimes", ms, 10_000);
    if first {
        frames::mark("vn-board-drawn");
    }
}

impl Board {
    /// The hex under a point of the canvas.
    pub(super) fn hex_at(&self, x: f64, y: f64) -> Option<u8> {
        let canvas = self.canvas.cast::<web_sys::HtmlCanvasElement>()?;
        self.geometry.hex_at(Self::canvas_size(&canvas), &self.transform, x, y)
    }

    /// The valley upright or turned, whichever gives this canvas the wider hexes; a change
    /// (a phone turned, a window resized) starts again from the whole valley.
    pub(super) fn fit_geometry(&mut self, ctx: &Context<Self>, size: (f64, f64)) {
        let wanted = Geometry::for_canvas(Self::state(ctx), size);
        if wanted.turned != self.geometry.turned {
            self.geometry = wanted;
            self.transform = ViewTransform::default();
        }
    }

    /// Asks the browser for the next frame of a move being shown.
    pub(super) fn next_frame(ctx: &Context<Self>) {
        let link = ctx.link().clone();
        frames::next_frame(move || link.send_message(Msg::Frame));
    }

    pub(super) fn canvas_size(canvas: &web_sys::HtmlCanvasElement) -> (f64, f64) {
        let w = canvas.client_width() as f64;
        let h = canvas.client_height() as f64;
        (w.max(1.0), h.max(1.0))
    }

    pub(super) fn draw(&mut self, ctx: &Context<Self>) {
        let Some(canvas) = self.canvas.cast::<web_sys::HtmlCanvasElement>() else { return };
        let start = now_ms();
        let size = Self::canvas_size(&canvas);
        self.fit_geometry(ctx, size);
        let dpr = web_sys::window().map(|w| w.device_pixel_ratio()).unwrap_or(1.0).max(1.0);
        let (pw, ph) = ((size.0 * dpr).round() as u32, (size.1 * dpr).round() as u32);
        if canvas.width() != pw || canvas.height() != ph {
            canvas.set_width(pw);
            canvas.set_height(ph);
        }
        let Some(context) = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok())
        else {
            return;
        };
        let marks = self.marks(ctx);
        let geometry = &self.geometry;
        // The targets' positions, for automation and the end-to-end tests: "hex:x:y" in CSS pixels.
        let (scale, ox, oy) = geometry.mapping(size, &self.transform);
        let targets: Vec<String> = moonvale_rules::via_nebula::content::bits(marks.targets)
            .map(|h| {
                let (x, y) = geometry.centres[h];
                format!("{h}:{:.1}:{:.1}", ox + x * scale, oy + y * scale)
            })
            .collect();
        let _ = canvas.set_attribute("data-targets", &targets.join(","));
        // The suggested move's hexes in the order they are tapped, for the same ("hex:x:y").
        let hinted: Vec<String> = ctx
            .props()
            .hint
            .filter(|h| ctx.props().choices.contains(h))
            .map(|h| crate::ui::via_nebula::words::action_hexes(&h))
            .unwrap_or_default()
            .into_iter()
            .map(|h| {
                let (x, y) = geometry.centres[h as usize];
                format!("{h}:{:.1}:{:.1}", ox + x * scale, oy + y * scale)
            })
            .collect();
        let _ = canvas.set_attribute("data-hint", &hinted.join(","));
        let _ = canvas.set_attribute("data-chosen", &self.chosen.len().to_string());
        let _ = canvas.set_attribute(
            "data-hex-px",
            &format!("{:.1}", geometry.hex_px(size, &self.transform)),
        );
        // The zoom and whether the valley is turned (a phone held upright), for the same.
        let _ = canvas.set_attribute("data-zoom", &format!("{}", self.transform.zoom));
        let _ = canvas.set_attribute("data-turned", &geometry.turned.to_string());
        // A move being shown, for the tests: "move", "fade" (reduced motion) or nothing.
        let frame = self.motion.as_ref().map(|m| Frame {
            moving: &m.moving,
            progress: m.progress(now_ms()),
            fade_only: m.fade_only,
        });
        let shown = self.motion.as_ref().map_or("", |m| if m.fade_only { "fade" } else { "move" });
        let _ = canvas.set_attribute("data-motion", shown);
        let paint = board::Paint {
            state: Self::state(ctx),
            geometry,
            seats: &self.styles,
            marks: &marks,
            frame,
        };
        let drawn = board::draw(&context, &paint, size, dpr, &self.transform);
        note_draw(now_ms() - start, !self.drawn_once);
        // What was drawn where (pieces, tokens, names, frame), for the tests of their sizes.
        if let Ok(json) = serde_json::to_string(&drawn) {
            let _ = canvas.set_attribute("data-drawn", &json);
        }
        self.drawn_once = true;
    }
}
