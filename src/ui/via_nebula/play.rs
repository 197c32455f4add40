//! The Via Nebula board and turn panel inside the shared game screen: the canvas (hexes,
//! highlighted targets, pan, zoom, pinch, tooltips) and the listed actions by kind. It sees
//! only what the shell gives it: the view of the person at the device and their choices;
//! every choice goes back to the shell, which asks the engine.

use super::board::{Geometry, SeatStyle, ViewTransform};
use super::guild_board::Arrived;
use super::motion::{Motion, Moving};
use super::panels::{contracts_panel, guilds_panel, legend, own_panel, styles};
use super::words::{self, Kind};
use crate::ui::platform::frames::{move_shown_ms, note_time, now_ms, reduced_motion};
use crate::ui::table::shell::{BodyProps, Said};
use crate::ui::widgets::viewport::{Gesture, GestureStep, SizeWatch, ViewButtons};
use moonvale_rules::via_nebula::{Action, ViaNebula, NONE};
use moonvale_table::i18n::{t, tr};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

mod canvas;
mod marks;
mod menu;

/// Records one animation frame's drawing time in `window.__vnMotionFrames` (read by the
/// benchmark of frame times).
fn note_motion_frame(ms: f64) {
    note_time("__vnMotionFrames", ms, 100_000);
}

/// An event listener added by hand (the non-passive wheel), removed on destroy.
type Listener = (web_sys::EventTarget, &'static str, Closure<dyn FnMut(web_sys::Event)>);

pub enum Msg {
    /// A kind of action chosen, and whether with the keyboard (which opens the full list).
    PickKind(Kind, bool),
    /// The places chosen so far are let go (the board's menu closed).
    ClearChosen,
    /// From a place's menu of several kinds: this kind's choices there, narrowed on the board.
    Narrow(Kind, u8),
    Apply(Action),
    ClickHex(u8),
    Hover(Option<(u8, f64, f64)>),
    Preview(Option<Action>),
    Zoom(f64, Option<(f64, f64)>),
    Pan(f64, f64),
    ResetView,
    /// Pointer id, position, whether it is the first finger of a new gesture, and whether
    /// it is a finger (its description shows while it is down, and goes when it lifts).
    PointerDown(i32, f64, f64, bool, bool),
    PointerMove(i32, f64, f64),
    PointerUp(i32, f64, f64),
    PointerCancel(i32),
    /// The canvas's box changed size: drawn again, the menu and the rings placed again.
    Redraw,
    /// The next frame of a move being shown.
    Frame,
    /// A tap's tooltip is due to close (the tap it belongs to).
    CloseTapTooltip(u32),
}

pub struct Board {
    geometry: Geometry,
    styles: Vec<SeatStyle>,
    kind: Option<Kind>,
    chosen: Vec<u8>,
    /// A place tapped where actions of several kinds start: its menu offers them all.
    offer: Option<u8>,
    /// The pointer down is a finger.
    touch: bool,
    /// A kind was chosen with the keyboard: the choices are listed in full.
    list_now: bool,
    preview: Option<Action>,
    hover: Option<(u8, f64, f64)>,
    transform: ViewTransform,
    gesture: Gesture,
    canvas: NodeRef,
    drawn_once: bool,
    listeners: Vec<Listener>,
    /// The canvas's box watched: every change of size draws it again at that size.
    size_watch: Option<SizeWatch>,
    /// The turn the view last opened on (a phone opens each of the person's turns zoomed
    /// on the hexes they can act on).
    opened_turn: Option<u16>,
    /// Bumped on every tap: the tooltip a tap opened closes a moment later, unless
    /// another tap or hover came since.
    tap_seq: u32,
    /// The move being shown: its pieces travel into place (skipped by the next tap).
    motion: Option<Motion>,
    /// What the last move brought to each guild (contracts, tokens), shown arriving there.
    arrived: Vec<Arrived>,
}

impl Board {
    pub(super) fn state(ctx: &Context<Self>) -> &ViaNebula {
        &ctx.props().view.state
    }

    pub(super) fn legal(ctx: &Context<Self>) -> &[Action] {
        &ctx.props().choices
    }

    pub(super) fn is_my_turn(ctx: &Context<Self>) -> bool {
        !ctx.props().choices.is_empty()
    }

    fn say(ctx: &Context<Self>, text: String, error: bool) {
        ctx.props().on_say.emit(Said { text, error });
    }

    pub(super) fn kinds_offered(legal: &[Action]) -> Vec<Kind> {
        let mut kinds: Vec<Kind> = legal.iter().map(Kind::of).collect();
        kinds.sort();
        kinds.dedup();
        kinds
    }

    pub(super) fn current_kind(&self, legal: &[Action]) -> Option<Kind> {
        let offered = Self::kinds_offered(legal);
        match self.kind {
            Some(k) if offered.contains(&k) => Some(k),
            _ => offered.first().copied(),
        }
    }

    /// Whether the choices are listed in full now (a kind was chosen with the keyboard).
    pub(super) fn lists_now(&self) -> bool {
        self.list_now
    }

    pub(super) fn candidates(&self, legal: &[Action]) -> Vec<Action> {
        words::listed_actions(legal, self.current_kind(legal), &self.chosen)
    }

    /// At the start of each of the person's turns, on a screen where the whole board's
    /// hexes are too small to tap, open the view zoomed on the hexes they can act on.
    fn open_turn(&mut self, ctx: &Context<Self>) {
        let turn = Self::state(ctx).turn;
        if !Self::is_my_turn(ctx) || self.opened_turn == Some(turn) {
            return;
        }
        let Some(canvas) = self.canvas.cast::<web_sys::HtmlCanvasElement>() else { return };
        self.opened_turn = Some(turn);
        let size = Self::canvas_size(&canvas);
        self.fit_geometry(ctx, size);
        let targets = self.marks(ctx).targets;
        if let Some(view) = self.geometry.opening_view(size, targets) {
            self.transform = view;
        }
    }

    /// A click on a hex that is not a target: ask the engine why, where the chosen kind
    /// names a single hex, so the refusal is the rules' own reason (the shell shows it; were
    /// the engine to accept, the action was legal after all and is played).
    fn explain_refusal(&mut self, ctx: &Context<Self>, kind: Kind, hex: u8) {
        let attempt = match kind {
            Kind::Craftsman => Some(Action::PlaceCraftsman { hex }),
            Kind::Site => Some(Action::PlaceSite { hex }),
            Kind::ExploreFog => Some(Action::ExploreFog { hex }),
            Kind::ExploreForest => Some(Action::ExploreForest { hex }),
            Kind::RemoveToken => Some(Action::RemoveToken { hex }),
            Kind::PlaceTile => Some(Action::PlaceTile { hex }),
            _ => None,
        };
        match attempt {
            Some(action) => ctx.props().on_act.emit(action),
            None => Self::say(ctx, tr(ctx.props().lang, "vn-no-action-there"), true),
        }
    }

    /// A tap on a place with nothing chosen yet: every action that starts there, of any kind.
    /// One is played; one kind's several are narrowed as that kind's; several kinds open the
    /// place's menu with them all. None: the engine says why not (the chosen kind's attempt).
    fn tap_place(&mut self, ctx: &Context<Self>, hex: u8) -> bool {
        let legal = Self::legal(ctx);
        let kinds = words::kinds_at(legal, hex);
        match kinds.as_slice() {
            [] => {
                self.offer = None;
                match self.current_kind(legal) {
                    Some(kind) => self.explain_refusal(ctx, kind, hex),
                    None => Self::say(ctx, tr(ctx.props().lang, "vn-no-action-there"), true),
                }
                true
            }
            [kind] => {
                self.offer = None;
                self.kind = Some(*kind);
                self.narrow(ctx, hex)
            }
            _ => {
                self.offer = Some(hex);
                self.preview = None;
                let count = words::actions_at(legal, hex).len();
                let lang = ctx.props().lang;
                Self::say(ctx, t(lang, "vn-choices-left", &[("count", count.into())]), false);
                true
            }
        }
    }

    /// The next place of the chosen kind's actions (the first, or one more of a transport's).
    fn narrow(&mut self, ctx: &Context<Self>, hex: u8) -> bool {
        let lang = ctx.props().lang;
        let depth = self.chosen.len();
        let hits: Vec<Action> = self
            .candidates(Self::legal(ctx))
            .into_iter()
            .filter(|a| words::action_hexes(a).get(depth) == Some(&hex))
            .collect();
        match hits.len() {
            0 => {
                self.chosen.clear();
                Self::say(ctx, tr(lang, "vn-no-action-there"), true);
                true
            }
            1 => self.apply(ctx, hits[0]),
            n => {
                self.chosen.push(hex);
                Self::say(ctx, t(lang, "vn-choices-left", &[("count", n.into())]), false);
                true
            }
        }
    }

    fn apply(&mut self, ctx: &Context<Self>, action: Action) -> bool {
        self.chosen.clear();
        self.offer = None;
        self.preview = None;
        ctx.props().on_act.emit(action);
        true
    }

    fn listen(
        &mut self,
        target: web_sys::EventTarget,
        event: &'static str,
        passive: bool,
        f: impl FnMut(web_sys::Event) + 'static,
    ) {
        let closure = Closure::<dyn FnMut(web_sys::Event)>::new(f);
        let options = web_sys::AddEventListenerOptions::new();
        options.set_passive(passive);
        let _ = target.add_event_listener_with_callback_and_add_event_listener_options(
            event,
            closure.as_ref().unchecked_ref(),
            &options,
        );
        self.listeners.push((target, event, closure));
    }

    /// A kind of action chosen (with the keyboard, the choices are listed in full).
    fn pick_kind(&mut self, ctx: &Context<Self>, kind: Kind, keyboard: bool) -> bool {
        let lang = ctx.props().lang;
        self.kind = Some(kind);
        self.list_now |= keyboard;
        self.chosen.clear();
        self.offer = None;
        self.preview = None;
        let count = self.candidates(Self::legal(ctx)).len();
        Self::say(
            ctx,
            t(
                lang,
                "vn-kind-chosen",
                &[("kind", kind.label(lang).into()), ("count", count.into())],
            ),
            false,
        );
        true
    }

    /// A pointer down at (`x`, `y`): a finger shows what is under it; any skips a move shown.
    fn pointer_down(
        &mut self,
        ctx: &Context<Self>,
        id: i32,
        x: f64,
        y: f64,
        primary: bool,
        touch: bool,
    ) -> bool {
        self.gesture.down(id, x, y, primary);
        self.touch = touch;
        if touch {
            // A finger held on a hex shows what is there, until it lifts.
            self.tap_seq += 1;
            self.hover = self.hex_at(x, y).map(|h| (h, x, y));
        }
        // A tap skips a move being shown.
        if self.motion.take().is_some() {
            self.draw(ctx);
        }
        touch
    }

    /// A pointer moved: a hover moves the tooltip, a drag pans, a pinch zooms.
    fn pointer_move(&mut self, ctx: &Context<Self>, id: i32, x: f64, y: f64) -> bool {
        if !self.gesture.is_down(id) {
            // Hovering: the tooltip follows the pointer (and a tap's timer is off).
            self.tap_seq += 1;
            let next = self.hex_at(x, y).map(|h| (h, x, y));
            let changed = next.map(|n| n.0) != self.hover.map(|h| h.0);
            self.hover = next;
            return changed;
        }
        match self.gesture.moved(id, x, y) {
            GestureStep::Still => {}
            GestureStep::Zoom(factor, at) => ctx.link().send_message(Msg::Zoom(factor, Some(at))),
            GestureStep::Pan(dx, dy) => {
                self.transform.pan_x += dx;
                self.transform.pan_y += dy;
                self.draw(ctx);
            }
        }
        false
    }

    /// A pointer lifted: a tap on a hex clicks it (a mouse's shows its description a moment).
    fn pointer_up(&mut self, ctx: &Context<Self>, id: i32, x: f64, y: f64) -> bool {
        let tap = self.gesture.up(id, x, y);
        if self.touch {
            // The finger lifted: its description goes, off the hexes the next tap needs.
            self.hover = None;
        }
        let Some((x, y)) = tap else { return self.touch };
        let Some(hex) = self.hex_at(x, y) else { return self.touch };
        if !self.touch {
            // A click shows the description too, for a moment.
            self.hover = Some((hex, x, y));
            self.tap_seq += 1;
            let (link, seq) = (ctx.link().clone(), self.tap_seq);
            let close = wasm_bindgen::closure::Closure::once_into_js(move || {
                link.send_message(Msg::CloseTapTooltip(seq))
            });
            if let Some(window) = web_sys::window() {
                let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                    close.unchecked_ref(),
                    2500,
                );
            }
        }
        ctx.link().send_message(Msg::ClickHex(hex));
        true
    }

    /// One frame of a move being shown, and the next asked for until it is shown whole.
    fn frame(&mut self, ctx: &Context<Self>) -> bool {
        let Some(motion) = &self.motion else { return false };
        let started = now_ms();
        if motion.done(started) {
            self.motion = None;
            self.draw(ctx);
        } else {
            self.draw(ctx);
            note_motion_frame(now_ms() - started);
            Self::next_frame(ctx);
        }
        false
    }
}

impl Component for Board {
    type Message = Msg;
    type Properties = BodyProps<ViaNebula>;

    fn create(ctx: &Context<Self>) -> Self {
        let props = ctx.props();
        Board {
            geometry: Geometry::of(Self::state(ctx)),
            styles: styles(&props.players),
            // A move already suggested (a tutorial's step opened where it was left) shows
            // its kind's list at once.
            kind: props.hint.as_ref().filter(|h| props.choices.contains(h)).map(Kind::of),
            chosen: Vec::new(),
            offer: None,
            touch: false,
            list_now: false,
            preview: None,
            hover: None,
            transform: ViewTransform::default(),
            gesture: Gesture::default(),
            canvas: NodeRef::default(),
            drawn_once: false,
            listeners: Vec::new(),
            size_watch: None,
            opened_turn: None,
            tap_seq: 0,
            motion: None,
            arrived: Vec::new(),
        }
    }

    fn changed(&mut self, ctx: &Context<Self>, old: &Self::Properties) -> bool {
        let props = ctx.props();
        if props.version != old.version {
            // The pieces of the new position travel into place.
            let moving = Moving::between(&old.view.state, &props.view.state);
            if !moving.is_empty() {
                let start = self.motion.is_none();
                self.motion = Some(Motion {
                    moving,
                    started_ms: now_ms(),
                    fade_only: reduced_motion(),
                    move_ms: move_shown_ms(super::motion::MOVE_MS),
                });
                if start {
                    Self::next_frame(ctx);
                }
            }
            let (was, now) = (&old.view.state, &props.view.state);
            self.arrived = (0..now.seats.len().min(was.seats.len()))
                .map(|s| Arrived {
                    contracts: now.seats[s].fulfilled & !was.seats[s].fulfilled,
                    tokens: now.seats[s].tokens & !was.seats[s].tokens,
                })
                .collect();
            // A new position: half-made choices are dropped; the kind too when the seat, the
            // step (a power's choice) or the turn's actions changed.
            self.chosen.clear();
            self.offer = None;
            self.preview = None;
            let state = &props.view.state;
            if props.to_act != old.to_act || state.pending.is_some() || state.actions_left == 0 {
                self.kind = None;
            }
        }
        // A suggested move shows its kind's list, with it in it, and its hexes on the board.
        if let Some(hint) =
            props.hint.filter(|h| props.hint != old.hint && props.choices.contains(h))
        {
            self.kind = Some(Kind::of(&hint));
            self.chosen.clear();
            self.offer = None;
            self.preview = None;
        }
        true
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::PickKind(kind, keyboard) => self.pick_kind(ctx, kind, keyboard),
            Msg::ClearChosen => {
                self.chosen.clear();
                self.offer = None;
                self.preview = None;
                true
            }
            Msg::Narrow(kind, hex) => {
                self.offer = None;
                self.kind = Some(kind);
                self.chosen.clear();
                self.narrow(ctx, hex)
            }
            Msg::Apply(action) => {
                if !Self::is_my_turn(ctx) {
                    return false;
                }
                self.apply(ctx, action)
            }
            Msg::ClickHex(hex) => {
                if !Self::is_my_turn(ctx) {
                    return false;
                }
                if let Some(pos) = self.chosen.iter().position(|&h| h == hex) {
                    self.chosen.truncate(pos);
                    return true;
                }
                if self.chosen.is_empty() {
                    return self.tap_place(ctx, hex);
                }
                self.offer = None;
                self.narrow(ctx, hex)
            }
            Msg::Hover(h) => {
                if self.hover.map(|x| x.0) == h.map(|x| x.0) && h.is_some() {
                    self.hover = h;
                    return true;
                }
                self.hover = h;
                true
            }
            Msg::Preview(a) => {
                self.preview = a;
                self.draw(ctx);
                false
            }
            Msg::Zoom(factor, at) => {
                if let Some(canvas) = self.canvas.cast::<web_sys::HtmlCanvasElement>() {
                    let size = Self::canvas_size(&canvas);
                    let at = at.unwrap_or((size.0 / 2.0, size.1 / 2.0));
                    self.transform = self.transform.zoomed(factor, at, size);
                }
                self.draw(ctx);
                false
            }
            Msg::Pan(dx, dy) => {
                self.transform.pan_x += dx;
                self.transform.pan_y += dy;
                self.draw(ctx);
                false
            }
            Msg::ResetView => {
                self.transform = ViewTransform::default();
                self.draw(ctx);
                false
            }
            Msg::PointerDown(id, x, y, primary, touch) => {
                self.pointer_down(ctx, id, x, y, primary, touch)
            }
            Msg::PointerMove(id, x, y) => self.pointer_move(ctx, id, x, y),
            Msg::PointerUp(id, x, y) => self.pointer_up(ctx, id, x, y),
            Msg::CloseTapTooltip(seq) => {
                let close = seq == self.tap_seq && self.hover.is_some();
                if close {
                    self.hover = None;
                }
                close
            }
            Msg::PointerCancel(id) => {
                self.gesture.cancel(id);
                false
            }
            Msg::Redraw => true,
            Msg::Frame => self.frame(ctx),
        }
    }

    fn rendered(&mut self, ctx: &Context<Self>, _first: bool) {
        // The canvas comes and goes (hand-over screen): the wheel listener, which must not
        // be passive to keep the page from scrolling, follows the current canvas element.
        if let Some(canvas) = self.canvas.cast::<web_sys::HtmlCanvasElement>() {
            let target: web_sys::EventTarget = canvas.into();
            let attached = self.listeners.iter().any(|(t, e, _)| *e == "wheel" && *t == target);
            if !attached {
                if let Some(pos) = self.listeners.iter().position(|(_, e, _)| *e == "wheel") {
                    let (old, event, closure) = self.listeners.remove(pos);
                    let _ = old.remove_event_listener_with_callback(
                        event,
                        closure.as_ref().unchecked_ref(),
                    );
                }
                let link = ctx.link().clone();
                self.listen(target, "wheel", false, move |e| {
                    let e: web_sys::WheelEvent = e.unchecked_into();
                    e.prevent_default();
                    let factor = if e.delta_y() < 0.0 { 1.15 } else { 1.0 / 1.15 };
                    link.send_message(Msg::Zoom(
                        factor,
                        Some((e.offset_x() as f64, e.offset_y() as f64)),
                    ));
                });
            }
        }
        if let Some(canvas) = self.canvas.cast::<web_sys::Element>() {
            if !self.size_watch.as_ref().is_some_and(|w| w.watches(&canvas)) {
                let link = ctx.link().clone();
                self.size_watch = SizeWatch::new(canvas, move || link.send_message(Msg::Redraw));
            }
        }
        self.open_turn(ctx);
        self.draw(ctx);
    }

    fn destroy(&mut self, _ctx: &Context<Self>) {
        self.size_watch = None;
        for (target, event, closure) in self.listeners.drain(..) {
            let _ =
                target.remove_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
        }
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let props = ctx.props();
        let lang = props.lang;
        let link = ctx.link();
        let state = &props.view.state;
        let over = props.to_act.is_none();
        let names = props.names();
        let final_banner = (state.final_turns_left.is_some() && !over).then(|| {
            let holder = state.end_card_holder;
            let who = if holder != NONE { props.name(holder as usize) } else { String::new() };
            html! {
                <div class="banner vn-final" role="status" data-testid="vn-final-round">
                    { t(lang, "vn-final-round-banner", &[("player", who.into())]) }
                </div>
            }
        });
        let on_zoom = link.callback(|factor: f64| Msg::Zoom(factor, None));
        let on_pan = link.callback(|(dx, dy): (f64, f64)| Msg::Pan(dx, dy));
        let on_reset = link.callback(|()| Msg::ResetView);
        let on_key = link.batch_callback(|e: KeyboardEvent| {
            let msg = match e.key().as_str() {
                "+" | "=" => Msg::Zoom(1.25, None),
                "-" | "_" => Msg::Zoom(0.8, None),
                "ArrowLeft" => Msg::Pan(40.0, 0.0),
                "ArrowRight" => Msg::Pan(-40.0, 0.0),
                "ArrowUp" => Msg::Pan(0.0, 40.0),
                "ArrowDown" => Msg::Pan(0.0, -40.0),
                "0" => Msg::ResetView,
                _ => return None,
            };
            e.prevent_default();
            Some(msg)
        });
        let pointer_pos = |e: &PointerEvent| (e.offset_x() as f64, e.offset_y() as f64);
        let on_down = link.callback(move |e: PointerEvent| {
            if let Some(target) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
                let _ = target.set_pointer_capture(e.pointer_id());
            }
            let (x, y) = pointer_pos(&e);
            Msg::PointerDown(e.pointer_id(), x, y, e.is_primary(), e.pointer_type() == "touch")
        });
        let on_move = link.callback(move |e: PointerEvent| {
            let (x, y) = pointer_pos(&e);
            Msg::PointerMove(e.pointer_id(), x, y)
        });
        let on_up = link.callback(move |e: PointerEvent| {
            let (x, y) = pointer_pos(&e);
            Msg::PointerUp(e.pointer_id(), x, y)
        });
        let on_cancel = link.callback(move |e: PointerEvent| Msg::PointerCancel(e.pointer_id()));
        let on_leave = link.callback(|_: PointerEvent| Msg::Hover(None));
        // The tooltip stays inside the board: beside the pointer on the side with more room,
        // never wider than that room.
        let canvas_size =
            self.canvas.cast::<web_sys::HtmlCanvasElement>().map(|c| Self::canvas_size(&c));
        // Not for the hex whose menu is open: the menu says what can be done there.
        let menu_at = self.offer.or(self.chosen.last().copied());
        let tooltip = self.hover.filter(|h| menu_at != Some(h.0)).map(|(hex, x, y)| {
            let (w, h) = canvas_size.unwrap_or((x * 2.0, y * 2.0));
            let (left, room, shift_x) =
                if x > w / 2.0 { (x - 10.0, x - 14.0, "-100%") } else { (x + 10.0, w - x - 14.0, "0") };
            let shift_y = if y > h / 2.0 { "-100%" } else { "0" };
            let top = if y > h / 2.0 { y - 10.0 } else { y + 10.0 };
            let style = format!(
                "left:{left:.0}px;top:{top:.0}px;max-width:{:.0}px;transform:translate({shift_x},{shift_y})",
                room.clamp(120.0, 320.0)
            );
            html! {
                <div class="vn-tooltip" role="tooltip" data-testid="vn-tooltip" {style}>
                    { words::hex_description(lang, state, &names, hex) }
                </div>
            }
        });

        let board_label = t(lang, "vn-board-label", &[("count", state.content.hex_count().into())]);
        let board = html! {
            <div class="vn-board-wrap">
                <canvas ref={self.canvas.clone()} class="vn-canvas" data-testid="vn-board" tabindex="0"
                    role="img" aria-label={board_label}
                    onpointerdown={on_down} onpointermove={on_move} onpointerup={on_up} onpointercancel={on_cancel}
                    onpointerleave={on_leave} onkeydown={on_key}></canvas>
                { self.move_flashes(ctx) }
                { for tooltip }
                { self.board_menu(ctx) }
                <div class="vn-board-foot">
                    <ViewButtons {lang} {on_zoom} {on_pan} {on_reset} class="vn-zoom" />
                    { legend(lang, props) }
                </div>
            </div>
        };

        // Three parts the shell lays out: the board, the choices, the table's details.
        html! {
            <>
                <div class="table-board vn-play" data-testid="vn-play">
                    { for final_banner }
                    { board }
                </div>
                <div class="table-choices">
                    if !over { { self.turn_panel(ctx) } }
                </div>
                <aside class="table-info vn-side" aria-label={tr(lang, "table-panel-info")} tabindex="0">
                    { own_panel(lang, props) }
                    { contracts_panel(lang, props) }
                    { guilds_panel(lang, props, &self.arrived) }
                </aside>
            </>
        }
    }
}
