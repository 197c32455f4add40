//! What the board marks besides the pieces: the hexes a click can act on, those chosen in a
//! choice of several steps, the last moves and a transport's path, a computer's move shown
//! outside the choices, and the brief flashes that show the moves just made.

use super::Board;
use crate::ui::via_nebula::board::Marks;
use crate::ui::via_nebula::words;
use moonvale_rules::via_nebula::{Action, ViaNebula};
use yew::prelude::*;

impl Board {
    pub(super) fn transport_path(state: &ViaNebula, a: &Action) -> Vec<u8> {
        match *a {
            Action::Transport { from, to, .. } => {
                let mut path = vec![from];
                path.extend(state.transport_path(from, to).unwrap_or_default());
                path.push(to);
                path
            }
            Action::MoveTile { from, to } => vec![from, to],
            _ => Vec::new(),
        }
    }

    pub(super) fn marks(&self, ctx: &Context<Self>) -> Marks {
        let mut marks = Marks::default();
        for (_, action) in ctx.props().recent.iter() {
            for h in words::action_hexes(action) {
                marks.last_move |= 1u128 << h;
            }
        }
        marks.hover = self.hover.map(|h| h.0);
        // A move shown that is not one of the person's choices (the best move a computer
        // found, which "why did the computer play that?" explains) is marked whatever the turn.
        if let Some(shown) = ctx.props().hint.filter(|h| !ctx.props().choices.contains(h)) {
            marks.path = Self::transport_path(Self::state(ctx), &shown);
            for h in words::action_hexes(&shown) {
                marks.chosen |= 1u128 << h;
            }
        }
        if !Self::is_my_turn(ctx) {
            return marks;
        }
        let candidates = self.candidates(Self::legal(ctx));
        let depth = self.chosen.len();
        for a in &candidates {
            if let Some(h) = words::action_hexes(a).get(depth) {
                marks.targets |= 1u128 << h;
            }
        }
        for h in self.chosen.iter().chain(&self.offer) {
            marks.chosen |= 1u128 << h;
        }
        let hint = ctx.props().hint.filter(|h| candidates.contains(h));
        let shown = self.preview.or(hint).or_else(|| {
            // A transport narrowed to one source and one site shows its path.
            let first = candidates.first()?;
            let same =
                candidates.iter().all(|a| words::action_hexes(a) == words::action_hexes(first));
            (same && depth >= 2).then_some(*first)
        });
        if let Some(a) = shown {
            marks.path = Self::transport_path(Self::state(ctx), &a);
            if marks.path.is_empty() {
                for h in words::action_hexes(&a) {
                    marks.chosen |= 1u128 << h;
                }
            }
        }
        marks
    }

    /// A ring that fades on each hex the other players just played (a computer's or the
    /// previous person's moves), keyed by the game's version so it plays again for every
    /// new move. Reduced motion: it only fades (static-app.css).
    pub(super) fn move_flashes(&self, ctx: &Context<Self>) -> Html {
        let props = ctx.props();
        let Some(canvas) = self.canvas.cast::<web_sys::HtmlCanvasElement>() else {
            return Html::default();
        };
        let (scale, ox, oy) = self.geometry.mapping(Self::canvas_size(&canvas), &self.transform);
        let mut hexes: Vec<u8> = Vec::new();
        for (seat, action) in props.recent.iter() {
            if props.at_device != Some(*seat) {
                for h in words::action_hexes(action) {
                    if !hexes.contains(&h) {
                        hexes.push(h);
                    }
                }
            }
        }
        let size = scale * 2.2;
        let rings = hexes.into_iter().map(|h| {
            let (x, y) = self.geometry.centres[h as usize];
            let style = format!(
                "left:{:.0}px;top:{:.0}px;width:{size:.0}px;height:{size:.0}px",
                ox + x * scale,
                oy + y * scale
            );
            html! {
                <span key={format!("{}-{h}", props.version)} class="move-flash" data-testid="move-flash"
                    data-hex={h.to_string()} {style}></span>
            }
        });
        html! { <div class="move-flashes" aria-hidden="true">{ for rings }</div> }
    }
}
