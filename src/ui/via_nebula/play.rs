//! The game screen: the board, the guild boards and contracts, the turn's actions, hotseat
//! hand-over, computer seats, the log, and the end screen. Every action goes through the
//! `Session` (which keeps the undo limit) and is saved at once through the shell's store.

use super::board::{self, Geometry, Marks, SeatStyle, ViewTransform};
use super::rules::RulesSummary;
use super::words::{self, Kind};
use crate::core::{bot_move, Game, RandomBot, Rng, Session};
use crate::i18n::{t, tr, Lang};
use crate::storage::{PlayerKind, SaveRecord};
use crate::ui::browser;
use crate::ui::state::{AppAction, Screen};
use crate::ui::AppHandle;
use crate::via_nebula::{Action, Error, ViaNebula, NONE};
use std::collections::HashMap;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The pause before a computer seat moves, so people can follow it.
const BOT_DELAY_MS: u32 = 700;
/// Test hook: `window.__moonvaleBotDelayMs = 0` makes computer seats move at once.
const BOT_DELAY_HOOK: &str = "__moonvaleBotDelayMs";

fn bot_delay() -> u32 {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str(BOT_DELAY_HOOK)).ok())
        .and_then(|v| v.as_f64())
        .map(|v| v.clamp(0.0, 3_600_000.0) as u32)
        .unwrap_or(BOT_DELAY_MS)
}

fn performance() -> Option<web_sys::Performance> {
    web_sys::window().and_then(|w| w.performance())
}

/// Records one redraw's duration in `window.__vnDrawTimes` (read by the benchmark) and
/// marks the first drawing of the board (`performance.mark("vn-board-drawn")`).
fn note_draw(ms: f64, first: bool) {
    let Some(window) = web_sys::window() else { return };
    let key = JsValue::from_str("__vnDrawTimes");
    let list = js_sys::Reflect::get(&window, &key).ok().filter(|v| v.is_object());
    let list: js_sys::Array = match list {
        Some(v) => v.unchecked_into(),
        None => {
            let a = js_sys::Array::new();
            let _ = js_sys::Reflect::set(&window, &key, &a);
            a
        }
    };
    if list.length() < 10_000 {
        list.push(&JsValue::from_f64(ms));
    }
    if first {
        if let Some(p) = performance() {
            let _ = p.mark("vn-board-drawn");
        }
    }
}

/// An event listener added by hand (non-passive wheel, window resize), removed on destroy.
type Listener = (web_sys::EventTarget, &'static str, Closure<dyn FnMut(web_sys::Event)>);

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    pub id: String,
}

pub enum Msg {
    Context(AppHandle),
    PickKind(Kind),
    Apply(Action),
    ClickHex(u8),
    Hover(Option<(u8, f64, f64)>),
    Preview(Option<Action>),
    Zoom(f64, Option<(f64, f64)>),
    Pan(f64, f64),
    ResetView,
    /// Pointer id, position, and whether it is the first finger of a new gesture.
    PointerDown(i32, f64, f64, bool),
    PointerMove(i32, f64, f64),
    PointerUp(i32, f64, f64),
    Undo,
    ConfirmHandover,
    BotMove,
    Redraw,
    PlayAgain,
}

pub struct Play {
    app: AppHandle,
    _context: Option<ContextHandle<AppHandle>>,
    record: Option<SaveRecord>,
    session: Option<Session<ViaNebula>>,
    load_error: Option<String>,
    geometry: Option<Geometry>,
    styles: Vec<SeatStyle>,
    names: Vec<String>,
    kinds: Vec<PlayerKind>,
    kind: Option<Kind>,
    chosen: Vec<u8>,
    preview: Option<Action>,
    hover: Option<(u8, f64, f64)>,
    transform: ViewTransform,
    pointers: HashMap<i32, (f64, f64)>,
    down_at: Option<(f64, f64)>,
    moved: bool,
    /// The seat whose private contracts are shown (hotseat: after the hand-over).
    viewer: usize,
    handover_to: Option<usize>,
    announce: String,
    error: Option<String>,
    canvas: NodeRef,
    bot_timer: Option<gloo_timers::callback::Timeout>,
    drawn_once: bool,
    log_cache: std::cell::RefCell<(usize, Option<Lang>, Vec<String>)>,
    listeners: Vec<Listener>,
}

impl Play {
    fn lang(&self) -> Lang {
        self.app.lang
    }

    fn state(&self) -> Option<&ViaNebula> {
        self.session.as_ref().map(|s| &s.state)
    }

    fn humans(&self) -> usize {
        self.kinds.iter().filter(|k| **k == PlayerKind::Human).count()
    }

    fn is_human(&self, seat: usize) -> bool {
        self.kinds.get(seat).is_some_and(|k| *k == PlayerKind::Human)
    }

    /// The legal actions, and those of the chosen kind narrowed by the hexes chosen so far.
    fn legal(&self) -> Vec<Action> {
        self.state().map(|s| s.legal_actions()).unwrap_or_default()
    }

    fn kinds_offered(legal: &[Action]) -> Vec<Kind> {
        let mut kinds: Vec<Kind> = legal.iter().map(Kind::of).collect();
        kinds.sort();
        kinds.dedup();
        kinds
    }

    fn current_kind(&self, legal: &[Action]) -> Option<Kind> {
        let offered = Self::kinds_offered(legal);
        match self.kind {
            Some(k) if offered.contains(&k) => Some(k),
            _ => offered.first().copied(),
        }
    }

    fn candidates(&self, legal: &[Action]) -> Vec<Action> {
        let Some(kind) = self.current_kind(legal) else { return Vec::new() };
        legal
            .iter()
            .filter(|a| Kind::of(a) == kind)
            .filter(|a| {
                let hexes = words::action_hexes(a);
                self.chosen.iter().enumerate().all(|(i, h)| hexes.get(i) == Some(h))
            })
            .copied()
            .collect()
    }

    fn is_my_turn(&self) -> bool {
        let Some(state) = self.state() else { return false };
        match state.to_act() {
            Some(seat) => self.is_human(seat) && self.handover_to.is_none(),
            None => false,
        }
    }

    fn transport_path(state: &ViaNebula, a: &Action) -> Vec<u8> {
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

    fn marks(&self) -> Marks {
        let mut marks = Marks::default();
        let Some(session) = &self.session else { return marks };
        if let Some(last) = session.log.last() {
            for h in words::action_hexes(&last.action) {
                marks.last_move |= 1u128 << h;
            }
        }
        marks.hover = self.hover.map(|h| h.0);
        if !self.is_my_turn() {
            return marks;
        }
        let legal = self.legal();
        let candidates = self.candidates(&legal);
        let depth = self.chosen.len();
        for a in &candidates {
            if let Some(h) = words::action_hexes(a).get(depth) {
                marks.targets |= 1u128 << h;
            }
        }
        for h in &self.chosen {
            marks.chosen |= 1u128 << h;
        }
        let shown = self.preview.or_else(|| {
            // A transport narrowed to one source and one site shows its path.
            let first = candidates.first()?;
            let same =
                candidates.iter().all(|a| words::action_hexes(a) == words::action_hexes(first));
            (same && depth >= 2).then_some(*first)
        });
        if let Some(a) = shown {
            marks.path = Self::transport_path(&session.state, &a);
            if marks.path.is_empty() {
                for h in words::action_hexes(&a) {
                    marks.chosen |= 1u128 << h;
                }
            }
        }
        marks
    }

    fn canvas_size(canvas: &web_sys::HtmlCanvasElement) -> (f64, f64) {
        let w = canvas.client_width() as f64;
        let h = canvas.client_height() as f64;
        (w.max(1.0), h.max(1.0))
    }

    fn draw(&mut self) {
        let (Some(session), Some(geometry)) = (&self.session, &self.geometry) else { return };
        let Some(canvas) = self.canvas.cast::<web_sys::HtmlCanvasElement>() else { return };
        let start = performance().map(|p| p.now());
        let size = Self::canvas_size(&canvas);
        let dpr = web_sys::window().map(|w| w.device_pixel_ratio()).unwrap_or(1.0).max(1.0);
        let (pw, ph) = ((size.0 * dpr).round() as u32, (size.1 * dpr).round() as u32);
        if canvas.width() != pw || canvas.height() != ph {
            canvas.set_width(pw);
            canvas.set_height(ph);
        }
        let Some(ctx) = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok())
        else {
            return;
        };
        let letters = words::letters(self.lang());
        let marks = self.marks();
        // The targets' positions, for automation and the end-to-end tests: "hex:x:y" in CSS pixels.
        let (scale, ox, oy) = geometry.mapping(size, &self.transform);
        let targets: Vec<String> = crate::via_nebula::content::bits(marks.targets)
            .map(|h| {
                let (x, y) = geometry.centres[h];
                format!("{h}:{:.1}:{:.1}", ox + x * scale, oy + y * scale)
            })
            .collect();
        let _ = canvas.set_attribute("data-targets", &targets.join(","));
        let paint = board::Paint {
            state: &session.state,
            geometry,
            seats: &self.styles,
            letters: &letters,
            marks: &marks,
        };
        board::draw(&ctx, &paint, size, dpr, &self.transform);
        if let (Some(start), Some(p)) = (start, performance()) {
            note_draw(p.now() - start, !self.drawn_once);
            self.drawn_once = true;
        }
    }

    fn save(&mut self) {
        let (Some(record), Some(session)) = (&mut self.record, &self.session) else { return };
        if record.update_session(session, browser::now_ms()).is_ok() {
            self.app.dispatch(AppAction::Save(record.clone()));
        }
    }

    /// After a change of seat: hand the device over between two people, or let a
    /// computer seat move after a pause.
    fn after_move(&mut self, ctx: &Context<Self>) {
        self.kind = None;
        self.chosen.clear();
        self.preview = None;
        self.bot_timer = None;
        let Some(state) = self.state() else { return };
        let Some(seat) = state.to_act() else { return };
        if self.is_human(seat) {
            if seat != self.viewer {
                if self.humans() >= 2 {
                    self.handover_to = Some(seat);
                } else {
                    self.viewer = seat;
                }
            }
        } else {
            let link = ctx.link().clone();
            self.bot_timer = Some(gloo_timers::callback::Timeout::new(bot_delay(), move || {
                link.send_message(Msg::BotMove)
            }));
        }
    }

    fn apply(&mut self, ctx: &Context<Self>, action: Action) -> bool {
        let lang = self.lang();
        let Some(session) = &mut self.session else { return false };
        let seat = session.state.to_act();
        match session.apply(action) {
            Ok(events) => {
                let events = events.to_vec();
                let lines = words::event_lines(lang, &session.state, &self.names, &events);
                self.announce = lines.join(" ");
                self.error = None;
                self.save();
                if self.state().and_then(|s| s.to_act()) != seat
                    || self.state().is_some_and(|s| s.is_over())
                {
                    self.after_move(ctx);
                } else {
                    self.chosen.clear();
                    self.preview = None;
                    if self.state().is_some_and(|s| s.pending.is_some() || s.actions_left == 0) {
                        self.kind = None;
                    }
                }
                true
            }
            Err(error) => {
                self.show_error(&error);
                true
            }
        }
    }

    fn show_error(&mut self, error: &Error) {
        let text = words::error_text(self.lang(), error);
        self.announce = text.clone();
        self.error = Some(text);
    }

    /// A click on a hex that is not a target: ask the engine why, where the chosen kind
    /// names a single hex, so the refusal is the rules' own reason.
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
            // The engine leaves the state untouched when it refuses; were it to accept,
            // the action was legal after all and is played.
            Some(action) => {
                self.apply(ctx, action);
            }
            None => {
                let text = tr(self.lang(), "vn-no-action-there");
                self.announce = text.clone();
                self.error = Some(text);
            }
        }
    }

    fn load(&mut self, id: &str) {
        let record = self.app.store.borrow().load(id).and_then(Result::ok);
        let Some(record) = record else {
            self.load_error = Some(tr(self.lang(), "vn-load-failed"));
            return;
        };
        match record.session::<ViaNebula>() {
            Ok(session) => {
                self.names = record.players.iter().map(|p| p.name.clone()).collect();
                self.kinds = record.players.iter().map(|p| p.kind).collect();
                self.styles =
                    board::distinct_styles(record.players.iter().map(|p| p.colour.as_str()));
                self.geometry = Some(Geometry::of(&session.state));
                let to_act = session.state.to_act();
                self.session = Some(session);
                self.record = Some(record);
                // Resuming between people: the seat to act confirms before its contracts show.
                self.viewer = (0..self.kinds.len()).find(|&s| self.is_human(s)).unwrap_or(0);
                if let Some(seat) = to_act {
                    if self.is_human(seat) {
                        if self.humans() >= 2 {
                            self.handover_to = Some(seat);
                        } else {
                            self.viewer = seat;
                        }
                    }
                }
            }
            Err(_) => self.load_error = Some(tr(self.lang(), "vn-load-failed")),
        }
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
}

impl Component for Play {
    type Message = Msg;
    type Properties = PlayProps;

    fn create(ctx: &Context<Self>) -> Self {
        let (app, handle) = ctx
            .link()
            .context::<AppHandle>(ctx.link().callback(Msg::Context))
            .map(|(a, h)| (a, Some(h)))
            .expect("inside App");
        let mut play = Play {
            app,
            _context: handle,
            record: None,
            session: None,
            load_error: None,
            geometry: None,
            styles: Vec::new(),
            names: Vec::new(),
            kinds: Vec::new(),
            kind: None,
            chosen: Vec::new(),
            preview: None,
            hover: None,
            transform: ViewTransform::default(),
            pointers: HashMap::new(),
            down_at: None,
            moved: false,
            viewer: 0,
            handover_to: None,
            announce: String::new(),
            error: None,
            canvas: NodeRef::default(),
            bot_timer: None,
            drawn_once: false,
            log_cache: Default::default(),
            listeners: Vec::new(),
        };
        play.load(&ctx.props().id);
        if play.state().and_then(|s| s.to_act()).is_some_and(|seat| !play.is_human(seat)) {
            let link = ctx.link().clone();
            play.bot_timer = Some(gloo_timers::callback::Timeout::new(bot_delay(), move || {
                link.send_message(Msg::BotMove)
            }));
        }
        play
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::Context(app) => {
                self.app = app;
                true
            }
            Msg::PickKind(kind) => {
                self.kind = Some(kind);
                self.chosen.clear();
                self.preview = None;
                self.error = None;
                let legal = self.legal();
                let count = self.candidates(&legal).len();
                self.announce = t(
                    self.lang(),
                    "vn-kind-chosen",
                    &[("kind", kind.label(self.lang()).into()), ("count", count.into())],
                );
                true
            }
            Msg::Apply(action) => {
                if !self.is_my_turn() {
                    return false;
                }
                self.apply(ctx, action)
            }
            Msg::ClickHex(hex) => {
                if !self.is_my_turn() {
                    return false;
                }
                let legal = self.legal();
                let Some(kind) = self.current_kind(&legal) else { return false };
                if let Some(pos) = self.chosen.iter().position(|&h| h == hex) {
                    self.chosen.truncate(pos);
                    return true;
                }
                let candidates = self.candidates(&legal);
                let depth = self.chosen.len();
                let hits: Vec<Action> = candidates
                    .iter()
                    .filter(|a| words::action_hexes(a).get(depth) == Some(&hex))
                    .copied()
                    .collect();
                if hits.is_empty() {
                    if depth == 0 {
                        self.explain_refusal(ctx, kind, hex);
                    } else {
                        self.chosen.clear();
                        let text = tr(self.lang(), "vn-no-action-there");
                        self.announce = text.clone();
                        self.error = Some(text);
                    }
                    return true;
                }
                self.error = None;
                if hits.len() == 1 {
                    return self.apply(ctx, hits[0]);
                }
                self.chosen.push(hex);
                self.announce = t(self.lang(), "vn-choices-left", &[("count", hits.len().into())]);
                true
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
                self.draw();
                false
            }
            Msg::Zoom(factor, at) => {
                if let Some(canvas) = self.canvas.cast::<web_sys::HtmlCanvasElement>() {
                    let size = Self::canvas_size(&canvas);
                    let at = at.unwrap_or((size.0 / 2.0, size.1 / 2.0));
                    self.transform = self.transform.zoomed(factor, at, size);
                }
                self.draw();
                false
            }
            Msg::Pan(dx, dy) => {
                self.transform.pan_x += dx;
                self.transform.pan_y += dy;
                self.draw();
                false
            }
            Msg::ResetView => {
                self.transform = ViewTransform::default();
                self.draw();
                false
            }
            Msg::PointerDown(id, x, y, primary) => {
                // A new gesture starts afresh, whatever an earlier one left behind (a lost
                // pointerup, a cancelled touch).
                if primary {
                    self.pointers.clear();
                }
                self.pointers.insert(id, (x, y));
                if self.pointers.len() == 1 {
                    self.down_at = Some((x, y));
                    self.moved = false;
                } else {
                    self.moved = true;
                }
                false
            }
            Msg::PointerMove(id, x, y) => {
                let Some(&(px, py)) = self.pointers.get(&id) else {
                    // Hovering: the tooltip follows the pointer.
                    let hex = self.canvas.cast::<web_sys::HtmlCanvasElement>().and_then(|c| {
                        self.geometry.as_ref()?.hex_at(Self::canvas_size(&c), &self.transform, x, y)
                    });
                    let next = hex.map(|h| (h, x, y));
                    if next.map(|n| n.0) != self.hover.map(|h| h.0) {
                        self.hover = next;
                        return true;
                    }
                    self.hover = next;
                    return false;
                };
                if self.pointers.len() == 2 {
                    // Pinch: zoom by the change of distance between the two fingers.
                    let other = self
                        .pointers
                        .iter()
                        .find(|(k, _)| **k != id)
                        .map(|(_, v)| *v)
                        .unwrap_or((x, y));
                    let before = ((px - other.0).powi(2) + (py - other.1).powi(2)).sqrt();
                    let after = ((x - other.0).powi(2) + (y - other.1).powi(2)).sqrt();
                    self.pointers.insert(id, (x, y));
                    if before > 1.0 {
                        let mid = ((x + other.0) / 2.0, (y + other.1) / 2.0);
                        ctx.link().send_message(Msg::Zoom(after / before, Some(mid)));
                    }
                    return false;
                }
                self.pointers.insert(id, (x, y));
                if let Some((dx0, dy0)) = self.down_at {
                    if (x - dx0).abs() + (y - dy0).abs() > 6.0 {
                        self.moved = true;
                    }
                }
                if self.moved {
                    self.transform.pan_x += x - px;
                    self.transform.pan_y += y - py;
                    self.draw();
                }
                false
            }
            Msg::PointerUp(id, x, y) => {
                let was_single = self.pointers.len() == 1;
                self.pointers.remove(&id);
                if was_single && !self.moved {
                    let hex = self.canvas.cast::<web_sys::HtmlCanvasElement>().and_then(|c| {
                        self.geometry.as_ref()?.hex_at(Self::canvas_size(&c), &self.transform, x, y)
                    });
                    if let Some(hex) = hex {
                        // The finger's tap shows the tooltip too.
                        self.hover = Some((hex, x, y));
                        ctx.link().send_message(Msg::ClickHex(hex));
                        return true;
                    }
                }
                false
            }
            Msg::Undo => {
                let human = self.state().and_then(|s| s.to_act()).is_some_and(|s| self.is_human(s));
                let Some(session) = &mut self.session else { return false };
                let seat = session.state.to_act();
                if human && session.undo_seat() == seat && session.undo() {
                    self.announce = tr(self.lang(), "vn-undone");
                    self.error = None;
                    self.kind = None;
                    self.chosen.clear();
                    self.save();
                }
                true
            }
            Msg::ConfirmHandover => {
                // Nothing to save: the previous turn's confirmed end already closed its undo,
                // and a player resuming their own turn keeps theirs.
                if let Some(seat) = self.handover_to.take() {
                    self.viewer = seat;
                }
                true
            }
            Msg::BotMove => {
                self.bot_timer = None;
                let Some(session) = &self.session else { return false };
                let Some(seat) = session.state.to_act() else { return false };
                if self.is_human(seat) {
                    return false;
                }
                // A seeded choice: the same game replays to the same moves.
                let mut rng = Rng::new(
                    session.seed ^ (session.log.len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
                );
                let Some(action) = bot_move(&mut RandomBot, &session.state, &mut rng) else {
                    return false;
                };
                self.apply(ctx, action);
                if self.state().and_then(|s| s.to_act()) == Some(seat) {
                    let link = ctx.link().clone();
                    self.bot_timer =
                        Some(gloo_timers::callback::Timeout::new(bot_delay(), move || {
                            link.send_message(Msg::BotMove)
                        }));
                }
                true
            }
            Msg::Redraw => {
                self.draw();
                false
            }
            Msg::PlayAgain => {
                let (Some(record), Some(session)) = (&self.record, &self.session) else {
                    return false;
                };
                let seed = (js_sys::Math::random() * 9.0e15) as u64;
                let Ok(new_session) =
                    Session::<ViaNebula>::new((*session.state.options).clone(), seed)
                else {
                    return false;
                };
                let id = self.app.new_game_id();
                let now = browser::now_ms();
                if let Ok(new_record) = SaveRecord::from_session(
                    id.clone(),
                    record.title.clone(),
                    record.players.clone(),
                    &new_session,
                    now,
                ) {
                    self.app.dispatch(AppAction::Save(new_record));
                    self.app.dispatch(AppAction::Go(Screen::Play {
                        kind: crate::core::GameKind::ViaNebula,
                        id,
                    }));
                }
                false
            }
        }
    }

    fn changed(&mut self, ctx: &Context<Self>, old: &PlayProps) -> bool {
        if ctx.props().id != old.id {
            *self = <Play as Component>::create(ctx);
        }
        true
    }

    fn rendered(&mut self, ctx: &Context<Self>, first: bool) {
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
        if first {
            if let Some(window) = web_sys::window() {
                let link = ctx.link().clone();
                self.listen(window.into(), "resize", true, move |_| link.send_message(Msg::Redraw));
            }
        }
        self.draw();
    }

    fn destroy(&mut self, _ctx: &Context<Self>) {
        self.bot_timer = None;
        for (target, event, closure) in self.listeners.drain(..) {
            let _ =
                target.remove_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
        }
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let lang = self.lang();
        let link = ctx.link();
        let Some(session) = &self.session else {
            return html! {
                <section class="screen vn-play" data-testid="vn-play">
                    <p role="alert" data-testid="vn-load-error">{ self.load_error.clone().unwrap_or_default() }</p>
                    <button type="button" class="button" data-testid="go-home"
                        onclick={ { let app = self.app.clone(); Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(Screen::Home))) } }>
                        { tr(lang, "vn-home") }
                    </button>
                </section>
            };
        };
        let state = &session.state;
        let to_act = state.to_act();

        // The hand-over screen hides everything private until the next person confirms.
        if let Some(seat) = self.handover_to {
            let name = self.names.get(seat).cloned().unwrap_or_default();
            let confirm = link.callback(|_: MouseEvent| Msg::ConfirmHandover);
            return html! {
                <section class="screen vn-play vn-handover" data-testid="vn-handover" aria-labelledby="vn-handover-title"
                    data-moves={session.log.len().to_string()} data-undoable={session.undoable().to_string()}>
                    <h2 id="vn-handover-title">{ t(lang, "vn-handover-title", &[("player", name.clone().into())]) }</h2>
                    <p>{ tr(lang, "vn-handover-body") }</p>
                    <button type="button" class="button primary" data-testid="vn-handover-confirm" onclick={confirm} autofocus=true>
                        { t(lang, "vn-handover-confirm", &[("player", name.into())]) }
                    </button>
                    <button type="button" class="button" data-testid="go-home"
                        onclick={ { let app = self.app.clone(); Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(Screen::Home))) } }>
                        { tr(lang, "vn-home") }
                    </button>
                </section>
            };
        }

        let over = state.is_over();
        let status = match to_act {
            Some(seat) => {
                let style = self.styles.get(seat).copied().unwrap_or(board::SEAT_STYLES[0]);
                html! {
                    <p class="vn-status" data-testid="vn-status" data-seat={seat.to_string()}>
                        <span class={classes!("vn-swatch", style.key)} aria-hidden="true"></span>
                        { t(lang, "vn-turn-of", &[("player", self.names.get(seat).cloned().unwrap_or_default().into()), ("count", (state.actions_left as usize).into())]) }
                        if !self.is_human(seat) { { " " }{ tr(lang, "vn-computer-thinking") } }
                    </p>
                }
            }
            None => {
                html! { <p class="vn-status" data-testid="vn-status">{ tr(lang, "vn-game-over") }</p> }
            }
        };
        let final_banner = (state.final_turns_left.is_some() && !over).then(|| {
            let holder = state.end_card_holder;
            let who = if holder != NONE {
                self.names.get(holder as usize).cloned().unwrap_or_default()
            } else {
                String::new()
            };
            html! {
                <div class="banner vn-final" role="status" data-testid="vn-final-round">
                    { t(lang, "vn-final-round-banner", &[("player", who.into())]) }
                </div>
            }
        });

        let zoom_in = link.callback(|_: MouseEvent| Msg::Zoom(1.25, None));
        let zoom_out = link.callback(|_: MouseEvent| Msg::Zoom(0.8, None));
        let reset = link.callback(|_: MouseEvent| Msg::ResetView);
        let pan = |dx: f64, dy: f64| link.callback(move |_: MouseEvent| Msg::Pan(dx, dy));
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
            Msg::PointerDown(e.pointer_id(), x, y, e.is_primary())
        });
        let on_move = link.callback(move |e: PointerEvent| {
            let (x, y) = pointer_pos(&e);
            Msg::PointerMove(e.pointer_id(), x, y)
        });
        let on_up = link.callback(move |e: PointerEvent| {
            let (x, y) = pointer_pos(&e);
            Msg::PointerUp(e.pointer_id(), x, y)
        });
        let on_cancel =
            link.callback(move |e: PointerEvent| Msg::PointerUp(e.pointer_id(), -1.0e9, -1.0e9));
        let on_leave = link.callback(|_: PointerEvent| Msg::Hover(None));
        let tooltip = self.hover.map(|(hex, x, y)| {
            html! {
                <div class="vn-tooltip" role="tooltip" data-testid="vn-tooltip" style={format!("left:{:.0}px;top:{:.0}px", x + 14.0, y + 14.0)}>
                    { words::hex_description(lang, state, &self.names, hex) }
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
                { for tooltip }
                <div class="vn-zoom" role="group" aria-label={tr(lang, "vn-view-controls")}>
                    <button type="button" class="button" data-testid="vn-zoom-in" onclick={zoom_in} aria-label={tr(lang, "vn-zoom-in")}>{ "+" }</button>
                    <button type="button" class="button" data-testid="vn-zoom-out" onclick={zoom_out} aria-label={tr(lang, "vn-zoom-out")}>{ "−" }</button>
                    <button type="button" class="button" onclick={pan(60.0, 0.0)} aria-label={tr(lang, "vn-pan-left")}>{ "←" }</button>
                    <button type="button" class="button" onclick={pan(0.0, 60.0)} aria-label={tr(lang, "vn-pan-up")}>{ "↑" }</button>
                    <button type="button" class="button" onclick={pan(0.0, -60.0)} aria-label={tr(lang, "vn-pan-down")}>{ "↓" }</button>
                    <button type="button" class="button" onclick={pan(-60.0, 0.0)} aria-label={tr(lang, "vn-pan-right")}>{ "→" }</button>
                    <button type="button" class="button" data-testid="vn-zoom-reset" onclick={reset}>{ tr(lang, "vn-zoom-reset") }</button>
                </div>
                { self.legend(lang) }
            </div>
        };

        let home = {
            let app = self.app.clone();
            Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(Screen::Home)))
        };

        html! {
            <section class="screen vn-play" data-testid="vn-play" data-over={over.to_string()}
                data-moves={session.log.len().to_string()} data-undoable={session.undoable().to_string()}>
                <div class="vn-head">
                    <h2>{ self.record.as_ref().map(|r| r.title.clone()).unwrap_or_default() }</h2>
                    { status }
                </div>
                { for final_banner }
                <p class="visually-hidden" aria-live="polite" data-testid="vn-announce">{ self.announce.clone() }</p>
                // A slot of fixed height: a refusal appearing never shifts the board under a finger.
                <div class="vn-message-slot">
                    if let Some(error) = &self.error {
                        <p class="vn-error" role="alert" data-testid="vn-error">{ error.clone() }</p>
                    }
                </div>
                if over { { self.end_screen(ctx) } }
                <div class="vn-layout">
                    <div class="vn-main">
                        { board }
                        if !over { { self.turn_panel(ctx) } }
                    </div>
                    <aside class="vn-side">
                        { self.contracts_panel(lang) }
                        { self.guilds_panel(lang) }
                        { self.log_panel(lang) }
                    </aside>
                </div>
                <RulesSummary side={state.options.side} players={state.players} />
                <button type="button" class="button" data-testid="go-home" onclick={home}>{ tr(lang, "vn-home") }</button>
            </section>
        }
    }
}

impl Play {
    fn legend(&self, lang: Lang) -> Html {
        let seats = self.styles.iter().enumerate().map(|(i, s)| {
            html! {
                <li>
                    <span class={classes!("vn-swatch", s.key)} aria-hidden="true"></span>
                    { format!("{} — {}, {}", self.names.get(i).cloned().unwrap_or_default(), words::colour_name(lang, s.key), words::shape_name(lang, s.shape)) }
                </li>
            }
        });
        html! {
            <ul class="vn-legend" aria-label={tr(lang, "vn-legend")}>{ for seats }</ul>
        }
    }

    fn turn_panel(&self, ctx: &Context<Self>) -> Html {
        let lang = self.lang();
        let link = ctx.link();
        let Some(session) = &self.session else { return html! {} };
        let state = &session.state;
        if !self.is_my_turn() {
            return html! {
                <section class="vn-turn" aria-labelledby="vn-turn-title">
                    <h3 id="vn-turn-title">{ tr(lang, "vn-actions-title") }</h3>
                    <p>{ tr(lang, "vn-waiting-computer") }</p>
                </section>
            };
        }
        let legal = self.legal();
        let kinds = Self::kinds_offered(&legal);
        let current = self.current_kind(&legal);
        let kind_buttons = kinds.iter().map(|&k| {
            let count = legal.iter().filter(|a| Kind::of(a) == k).count();
            let pick = link.callback(move |_: MouseEvent| Msg::PickKind(k));
            html! {
                <button type="button" class={classes!("button", (Some(k) == current).then_some("selected"))}
                    data-testid="vn-kind" data-kind={k.test_id()} aria-pressed={(Some(k) == current).to_string()} onclick={pick}>
                    { k.label(lang) }{ format!(" ({count})") }
                </button>
            }
        });
        let candidates = self.candidates(&legal);
        let action_buttons = candidates.iter().map(|&a| {
            let apply = link.callback(move |_: MouseEvent| Msg::Apply(a));
            let enter = link.callback(move |_: MouseEvent| Msg::Preview(Some(a)));
            let focus = link.callback(move |_: FocusEvent| Msg::Preview(Some(a)));
            let leave = link.callback(|_: MouseEvent| Msg::Preview(None));
            let blur = link.callback(|_: FocusEvent| Msg::Preview(None));
            html! {
                <li>
                    <button type="button" class="button vn-action" data-testid="vn-action" data-kind={Kind::of(&a).test_id()}
                        onclick={apply} onmouseenter={enter} onmouseleave={leave} onfocus={focus} onblur={blur}>
                        { words::action_label(lang, state, &a) }
                    </button>
                </li>
            }
        });
        let pending = state.pending.map(|p| {
            html! {
                <p class="vn-pending" data-testid="vn-pending">
                    { t(lang, "vn-power-pending", &[("card", words::power_name(lang, p.power).into())]) }
                    { " — " }{ words::power_effect(lang, p.power) }
                </p>
            }
        });
        let undo_ok = session.undoable() > 0 && session.undo_seat() == state.to_act();
        let undo = link.callback(|_: MouseEvent| Msg::Undo);
        let hint = match current {
            Some(k) if !k.is_single() => tr(lang, "vn-hint-board"),
            _ => String::new(),
        };
        html! {
            <section class="vn-turn" aria-labelledby="vn-turn-title" data-testid="vn-turn">
                <h3 id="vn-turn-title">{ tr(lang, "vn-actions-title") }</h3>
                { for pending }
                <div class="vn-kinds" role="group" aria-label={tr(lang, "vn-kinds-label")}>{ for kind_buttons }</div>
                if !hint.is_empty() { <p class="vn-hint">{ hint }</p> }
                <ul class="vn-actions" aria-label={tr(lang, "vn-actions-label")}>{ for action_buttons }</ul>
                <button type="button" class="button" data-testid="vn-undo" onclick={undo} disabled={!undo_ok}>
                    { tr(lang, "vn-undo") }
                </button>
            </section>
        }
    }

    fn contracts_panel(&self, lang: Lang) -> Html {
        let Some(session) = &self.session else { return html! {} };
        let state = &session.state;
        let card = |card: u8, testid: &'static str| -> Html {
            let info = &state.content.cards[card as usize];
            let effect = info.power.map(|p| words::power_effect(lang, p)).unwrap_or_default();
            html! {
                <li class="vn-card" data-testid={testid}>
                    <strong>{ words::card_name(lang, state, card) }</strong>
                    <span class="vn-card-points">{ words::points(lang, info.points as i64) }</span>
                    <span class="vn-card-cost">{ words::card_cost(lang, state, card) }</span>
                    <span class="vn-card-effect">{ effect }</span>
                </li>
            }
        };
        let display =
            state.display.iter().filter(|&&c| c != NONE).map(|&c| card(c, "vn-display-card"));
        let viewer = self.viewer;
        let show_hand = self.is_human(viewer);
        let hand: Vec<u8> = if show_hand {
            (0..64u8).filter(|&c| state.seats[viewer].hand & (1u64 << c) != 0).collect()
        } else {
            Vec::new()
        };
        let deck = state.deck.count_ones() as usize;
        let end_card = if state.end_card_holder == NONE {
            t(
                lang,
                "vn-end-card-free",
                &[("points", (state.content.end_card_points as usize).into())],
            )
        } else {
            t(
                lang,
                "vn-end-card-taken",
                &[(
                    "player",
                    self.names
                        .get(state.end_card_holder as usize)
                        .cloned()
                        .unwrap_or_default()
                        .into(),
                )],
            )
        };
        html! {
            <section class="vn-contracts" aria-labelledby="vn-contracts-title">
                <h3 id="vn-contracts-title">{ tr(lang, "vn-contracts-title") }</h3>
                <ul class="vn-cards">{ for display }</ul>
                <p data-testid="vn-deck">{ t(lang, "vn-deck-count", &[("count", deck.into())]) }</p>
                <p data-testid="vn-end-card">{ end_card }</p>
                if show_hand {
                    <h4>{ t(lang, "vn-hand-title", &[("player", self.names.get(viewer).cloned().unwrap_or_default().into())]) }</h4>
                    <ul class="vn-cards vn-hand" data-testid="vn-hand">{ for hand.iter().map(|&c| card(c, "vn-hand-card")) }</ul>
                }
            </section>
        }
    }

    fn guilds_panel(&self, lang: Lang) -> Html {
        let Some(session) = &self.session else { return html! {} };
        let state = &session.state;
        let scores = state.score();
        let guilds = (0..state.n()).map(|seat| {
            let p = &state.seats[seat];
            let style = self.styles.get(seat).copied().unwrap_or(board::SEAT_STYLES[0]);
            let stacks = p.stacks.iter().map(|&n| if n == 0 { tr(lang, "vn-explorer") } else { n.to_string() }).collect::<Vec<_>>().join(" · ");
            let tokens: Vec<String> = crate::via_nebula::content::bits(p.tokens as u128)
                .map(|tk| {
                    let d = &state.content.tokens[tk];
                    format!("{}★{}", words::resource_letter(lang, d.resource), d.points)
                })
                .collect();
            let fulfilled: Vec<String> =
                crate::via_nebula::content::bits(p.fulfilled as u128).map(|c| words::card_name(lang, state, c as u8)).collect();
            let hidden = if seat == self.viewer && self.is_human(seat) { 0 } else { p.hand.count_ones() as usize };
            let storage = words::resources_text(lang, &p.storage);
            html! {
                <li class={classes!("vn-guild", (state.to_act() == Some(seat)).then_some("active"))} data-testid="vn-guild" data-seat={seat.to_string()}>
                    <h4>
                        <span class={classes!("vn-swatch", style.key)} aria-hidden="true"></span>
                        { self.names.get(seat).cloned().unwrap_or_default() }
                        { format!(" · {}", words::points(lang, scores[seat].total)) }
                    </h4>
                    <dl>
                        <dt>{ tr(lang, "vn-guild-buildings") }</dt><dd>{ p.buildings }</dd>
                        <dt>{ tr(lang, "vn-guild-sites") }</dt><dd>{ p.sites }</dd>
                        <dt>{ tr(lang, "vn-guild-craftsmen") }</dt><dd>{ p.craftsmen }</dd>
                        <dt>{ tr(lang, "vn-guild-stacks") }</dt><dd>{ stacks }</dd>
                        <dt>{ tr(lang, "vn-guild-storage") }</dt><dd>{ if storage.is_empty() { "—".to_string() } else { storage } }</dd>
                        <dt>{ tr(lang, "vn-guild-tokens") }</dt><dd>{ if tokens.is_empty() { "—".to_string() } else { tokens.join(" ") } }</dd>
                        <dt>{ tr(lang, "vn-guild-fulfilled") }</dt><dd>{ if fulfilled.is_empty() { "—".to_string() } else { fulfilled.join(", ") } }</dd>
                        if hidden > 0 {
                            <dt>{ tr(lang, "vn-guild-hand") }</dt><dd>{ hidden }</dd>
                        }
                    </dl>
                </li>
            }
        });
        html! {
            <section class="vn-guilds" aria-labelledby="vn-guilds-title">
                <h3 id="vn-guilds-title">{ tr(lang, "vn-guilds-title") }</h3>
                <p>{ t(lang, "vn-reserve", &[("what", words::resources_text(lang, &state.reserve).into()), ("tiles", (state.tile_reserve as usize).into())]) }</p>
                <ul class="vn-guild-list">{ for guilds }</ul>
            </section>
        }
    }

    fn log_panel(&self, lang: Lang) -> Html {
        let Some(session) = &self.session else { return html! {} };
        let mut cache = self.log_cache.borrow_mut();
        if cache.0 != session.log.len() || cache.1 != Some(lang) {
            let mut lines = Vec::new();
            for logged in &session.log {
                lines.extend(words::event_lines(lang, &session.state, &self.names, &logged.events));
            }
            *cache = (session.log.len(), Some(lang), lines);
        }
        let items = cache.2.iter().rev().map(|l| html! { <li>{ l.clone() }</li> });
        html! {
            <section class="vn-log" aria-labelledby="vn-log-title">
                <h3 id="vn-log-title">{ tr(lang, "vn-log-title") }</h3>
                <ol class="vn-log-list" data-testid="vn-log" reversed=true>{ for items }</ol>
            </section>
        }
    }

    fn end_screen(&self, ctx: &Context<Self>) -> Html {
        let lang = self.lang();
        let Some(session) = &self.session else { return html! {} };
        let state = &session.state;
        let Some(outcome) = state.outcome() else { return html! {} };
        let scores = state.score();
        let winners: Vec<String> = outcome
            .winners
            .iter()
            .map(|&s| self.names.get(s).cloned().unwrap_or_default())
            .collect();
        let rows = scores.iter().enumerate().map(|(seat, s)| {
            let winner = outcome.winners.contains(&seat);
            html! {
                <tr class={classes!(winner.then_some("winner"))} data-testid="vn-score-row">
                    <th scope="row">{ self.names.get(seat).cloned().unwrap_or_default() }{ if winner { " ★" } else { "" } }</th>
                    <td>{ s.tokens }</td><td>{ s.contracts }</td><td>{ s.explorers }</td><td>{ s.end_card }</td><td>{ s.storage }</td>
                    <td><strong>{ s.total }</strong></td>
                </tr>
            }
        });
        let winner_list = winners.join(", ");
        let tie_break = outcome.tie_break.as_ref().map(|_| tr(lang, "vn-tie-break-storage"));
        let again = ctx.link().callback(|_: MouseEvent| Msg::PlayAgain);
        let home = {
            let app = self.app.clone();
            Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(Screen::Home)))
        };
        html! {
            <section class="vn-end" data-testid="vn-end" aria-labelledby="vn-end-title">
                <h3 id="vn-end-title">{ tr(lang, "vn-end-title") }</h3>
                <p data-testid="vn-winners">{ t(lang, "vn-winners", &[("count", winners.len().into()), ("players", winner_list.into())]) }</p>
                if let Some(tb) = tie_break { <p data-testid="vn-tie-break">{ tb }</p> }
                <table class="vn-scores">
                    <thead><tr>
                        <th scope="col">{ tr(lang, "vn-score-player") }</th>
                        <th scope="col">{ tr(lang, "vn-score-tokens") }</th>
                        <th scope="col">{ tr(lang, "vn-score-contracts") }</th>
                        <th scope="col">{ tr(lang, "vn-score-explorers") }</th>
                        <th scope="col">{ tr(lang, "vn-score-end-card") }</th>
                        <th scope="col">{ tr(lang, "vn-score-storage") }</th>
                        <th scope="col">{ tr(lang, "vn-score-total") }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
                <div class="vn-end-actions">
                    <button type="button" class="button primary" data-testid="vn-play-again" onclick={again}>{ tr(lang, "vn-play-again") }</button>
                    <button type="button" class="button" data-testid="vn-end-home" onclick={home}>{ tr(lang, "vn-home") }</button>
                </div>
            </section>
        }
    }
}
