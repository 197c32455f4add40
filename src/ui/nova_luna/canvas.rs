//! The two canvas components: the moon wheel (click a highlighted tile to take it) and a
//! tableau (drag or touch to pan, wheel or buttons to zoom, click a highlighted cell to
//! place). Both only emit choices the parent found in the engine's legal actions.

use super::board::{
    draw_tableau, draw_wheel, TableauGeometry, TableauMarks, WheelGeometry, WheelMarks,
};
use super::motion::{placed_cell, Clock, WheelFrame, WheelMoving};
use crate::ui::platform::frames::{move_shown_ms, next_frame, note_time, now_ms, reduced_motion};
use crate::ui::widgets::viewport::{use_redraw_on_resize, Gesture, GestureStep, ViewButtons};
use moonvale_rules::nova_luna::{NovaLunaView, PlacedTile};
use moonvale_table::i18n::Lang;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::HtmlCanvasElement;
use yew::prelude::*;

/// A move being shown on a canvas: what moved, and its clock (`None` once shown or skipped).
type Shown<M> = Rc<RefCell<Option<(M, Clock)>>>;

/// A new move to show from now.
fn start<M>(moving: M) -> Option<(M, Clock)> {
    let move_ms = move_shown_ms(super::motion::MOVE_MS);
    Some((moving, Clock { started_ms: now_ms(), fade_only: reduced_motion(), move_ms }))
}

/// After a frame drawn at `drawn_at` (`clock` its move's, if one is shown): the canvas says
/// whether a move is shown, the frame's time is noted for the benchmark, and the next frame
/// is asked for until the move has been shown whole.
fn after_frame<M>(
    canvas: &HtmlCanvasElement,
    shown: &Shown<M>,
    clock: Option<Clock>,
    drawn_at: f64,
    redraw: &UseForceUpdateHandle,
) {
    let _ = canvas.set_attribute("data-motion", clock.map_or("", |c| c.shown()));
    let Some(clock) = clock else { return };
    note_time("__nlMotionFrames", now_ms() - drawn_at, 100_000);
    if clock.done(drawn_at) {
        *shown.borrow_mut() = None;
    }
    let redraw = redraw.clone();
    next_frame(move || redraw.force_update());
}

/// Records one redraw's duration under `key` on `window` (read by the board benchmark), for a
/// canvas in view only (a hidden part of the board draws nothing and would flatter it).
fn note_draw(canvas: &HtmlCanvasElement, key: &str, drawn_at: f64) {
    if canvas.client_width() > 0 && canvas.client_height() > 0 {
        note_time(key, now_ms() - drawn_at, 10_000);
    }
}

/// The part of the board a narrow screen shows: the wheel, or a tableau (`data-part`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardPart {
    Wheel,
    Tableau,
}

impl BoardPart {
    /// Its name in the page (`data-part`, which the style sheet reads).
    pub fn name(self) -> &'static str {
        match self {
            BoardPart::Wheel => "wheel",
            BoardPart::Tableau => "tableau",
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct WheelProps {
    pub lang: Lang,
    /// The board's part shown on a narrow screen: a change redraws the canvas at its new
    /// size (a canvas drawn while hidden has none), and the pieces moving keep moving.
    pub part: BoardPart,
    pub view: Rc<NovaLunaView>,
    /// Spaces whose take is a legal action for the person at the screen (empty otherwise).
    pub takeable: Vec<u8>,
    pub last_take: Option<(u8, String)>,
    /// Changes with every move, so the ring on another player's move plays again.
    pub flash_key: u64,
    pub colours: Vec<String>,
    pub on_take: Callback<u8>,
    pub label: String,
}

#[function_component(WheelCanvas)]
pub fn wheel_canvas(props: &WheelProps) -> Html {
    let canvas = use_node_ref();
    use_redraw_on_resize(&canvas);
    // A new view: what moved since the last one travels into place.
    let before = use_mut_ref(|| props.view.clone());
    let shown: Shown<WheelMoving> = use_mut_ref(|| None);
    let redraw = use_force_update();
    if !Rc::ptr_eq(&before.borrow(), &props.view) {
        let old = before.replace(props.view.clone());
        let moving = WheelMoving::between(&old, &props.view);
        if !moving.is_empty() {
            *shown.borrow_mut() = start(moving);
        }
    }
    {
        let shown = shown.clone();
        let redraw = redraw.clone();
        let canvas = canvas.clone();
        let lang = props.lang;
        let view = props.view.clone();
        let takeable = props.takeable.clone();
        let last_take = props.last_take.clone();
        let colours = props.colours.clone();
        // Drawn after every render: cheap, and always in step with the view.
        use_effect(move || {
            if let Some(c) = canvas.cast::<HtmlCanvasElement>() {
                let highlight =
                    if takeable.is_empty() { view.takeable.clone() } else { takeable.clone() };
                let drawn_at = now_ms();
                let current = shown.borrow().clone();
                let marks = WheelMarks {
                    takeable: &highlight,
                    last_take: last_take.as_ref().map(|(s, c)| (*s, c.as_str())),
                    colours: &colours,
                    moving: current.as_ref().map(|(moving, clock)| WheelFrame {
                        moving,
                        progress: clock.progress(drawn_at),
                        fade_only: clock.fade_only,
                    }),
                };
                draw_wheel(&c, lang, &view, &marks);
                note_draw(&c, "__nlWheelDrawTimes", drawn_at);
                after_frame(&c, &shown, current.map(|(_, clock)| clock), drawn_at, &redraw);
                // The tiles to take, for the tests that check they are large enough and in
                // view: "space:x:y" (centres, CSS px), and the tiles' size.
                let g = WheelGeometry::new(c.client_width() as f64);
                let targets: Vec<String> = takeable
                    .iter()
                    .map(|&space| {
                        let (x, y) = g.tile_at(space as usize);
                        let half = g.tile_size / 2.0;
                        format!("{space}:{:.1}:{:.1}", x + half, y + half)
                    })
                    .collect();
                let _ = c.set_attribute("data-targets", &targets.join(","));
                let _ = c.set_attribute("data-tile-px", &format!("{:.1}", g.tile_size));
                // The tiles' numbers' size as drawn, for the test that they are readable.
                let number = super::board::number_px(g.tile_size);
                let _ = c.set_attribute("data-drawn", &format!("{{\"number_px\":{number:.1}}}"));
            }
        });
    }
    let onclick = {
        let canvas = canvas.clone();
        let takeable = props.takeable.clone();
        let on_take = props.on_take.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(c) = canvas.cast::<HtmlCanvasElement>() else { return };
            let g = WheelGeometry::new(c.client_width() as f64);
            if let Some(space) = g.space_at(e.offset_x() as f64, e.offset_y() as f64) {
                if takeable.contains(&space) {
                    on_take.emit(space);
                }
            }
        })
    };
    // A tap skips a move being shown: anywhere in the wheel's square, not only on the round
    // canvas (a tap just outside the circle misses it).
    let onpointerdown = {
        let shown = shown.clone();
        Callback::from(move |_: PointerEvent| {
            if shown.borrow_mut().take().is_some() {
                redraw.force_update();
            }
        })
    };
    let clickable = !props.takeable.is_empty();
    // A ring that fades where another player just took a tile (app.css, .move-flash).
    let flash = props.last_take.as_ref().and_then(|(space, _)| {
        let c = canvas.cast::<HtmlCanvasElement>()?;
        let g = WheelGeometry::new(c.client_width() as f64);
        let (x, y) = g.tile_at(*space as usize);
        Some(flash_ring(
            props.flash_key,
            x + g.tile_size / 2.0,
            y + g.tile_size / 2.0,
            g.tile_size * 1.5,
        ))
    });
    html! {
        <div class="nl-wheel-wrap" {onpointerdown}>
            <canvas ref={canvas} class={classes!("nl-wheel", clickable.then_some("clickable"))} data-testid="nl-wheel"
                data-marked-space={props.last_take.as_ref().map(|(space, _)| space.to_string())}
                role="img" aria-label={props.label.clone()} {onclick}></canvas>
            <div class="move-flashes" aria-hidden="true">{ for flash }</div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct TableauProps {
    pub lang: Lang,
    /// The board's part shown on a narrow screen (see [`WheelProps::part`]).
    pub part: BoardPart,
    pub tiles: Vec<PlacedTile>,
    /// Cells where placing is a legal action for the person at the screen (empty otherwise).
    pub legal: Vec<(i32, i32)>,
    pub last_placed: Option<(i32, i32)>,
    /// Changes with every move, so the ring on another player's move plays again.
    pub flash_key: u64,
    pub disc_colour: String,
    pub on_place: Callback<(i32, i32)>,
    pub label: String,
    pub seat: usize,
}

const MIN_ZOOM: f64 = 0.35;
const MAX_ZOOM: f64 = 2.5;

#[function_component(TableauCanvas)]
pub fn tableau_canvas(props: &TableauProps) -> Html {
    let lang = props.lang;
    let canvas = use_node_ref();
    let zoom = use_state(|| 1.0f64);
    let pan = use_state(|| (0.0f64, 0.0f64));
    let gesture = use_mut_ref(Gesture::default);
    use_redraw_on_resize(&canvas);
    // A tile just placed on the tableau shown flies into its cell.
    let flight_canvas = use_node_ref();
    let (shown, redraw) = use_placement_shown(props);

    let cells: Rc<Vec<(i32, i32)>> = Rc::new(
        props
            .tiles
            .iter()
            .map(|p| (p.x as i32, p.y as i32))
            .chain(props.legal.iter().copied())
            .collect(),
    );
    let geometry = {
        let canvas = canvas.clone();
        let legal = Rc::new(props.legal.clone());
        let (zoom, pan) = (*zoom, *pan);
        move || -> Option<TableauGeometry> {
            let c = canvas.cast::<HtmlCanvasElement>()?;
            Some(TableauGeometry::new(
                &cells,
                &legal,
                c.client_width() as f64,
                c.client_height() as f64,
                zoom,
                pan,
            ))
        }
    };
    {
        let canvas = canvas.clone();
        let frame = TableauFrame {
            lang,
            tiles: props.tiles.clone(),
            legal: props.legal.clone(),
            last: props.last_placed,
            disc: props.disc_colour.clone(),
            shown: shown.clone(),
            redraw: redraw.clone(),
            flight_canvas: flight_canvas.clone(),
        };
        let geometry = geometry.clone();
        use_effect(move || {
            if let (Some(c), Some(g)) = (canvas.cast::<HtmlCanvasElement>(), geometry()) {
                frame.draw(&c, &g);
            }
        });
    }
    // A new seat shown: start centred.
    {
        let pan = pan.clone();
        let zoom = zoom.clone();
        use_effect_with(props.seat, move |_| {
            pan.set((0.0, 0.0));
            zoom.set(1.0);
        });
    }

    let pointer = TableauPointer::new(
        &canvas,
        &gesture,
        &shown,
        redraw,
        (&zoom, &pan),
        props,
        geometry.clone(),
    );
    let (on_zoom, on_pan, on_reset) = view_buttons(&zoom, &pan);
    let clickable = !props.legal.is_empty();
    // A ring that fades where another player just placed a tile (app.css, .move-flash).
    let flash = props.last_placed.and_then(|(x, y)| {
        let g = geometry()?;
        let (cx, cy) = g.corner(x, y);
        Some(flash_ring(props.flash_key, cx + g.cell / 2.0, cy + g.cell / 2.0, g.cell * 1.5))
    });
    let flying = shown.borrow().is_some_and(|(_, clock)| !clock.fade_only);
    html! {
        <div class="nl-tableau">
            <div class="move-flashes" aria-hidden="true">{ for flash }</div>
            if flying { <canvas ref={flight_canvas} class="nl-flight" aria-hidden="true"></canvas> }
            <canvas ref={canvas} class={classes!("nl-tableau-canvas", clickable.then_some("clickable"))}
                data-testid="nl-tableau-canvas" data-seat={props.seat.to_string()}
                role="img" aria-label={props.label.clone()}
                onpointerdown={pointer.down} onpointermove={pointer.moved} onpointerup={pointer.up}
                onpointercancel={pointer.cancel} onwheel={pointer.wheel}></canvas>
            <ViewButtons {lang} {on_zoom} {on_pan} {on_reset} class="nl-view-controls" />
        </div>
    }
}

/// The placement being shown on the tableau: a new tile on the same seat's tableau starts
/// showing; the handle redraws frame by frame.
#[hook]
fn use_placement_shown(props: &TableauProps) -> (Shown<(i32, i32)>, UseForceUpdateHandle) {
    let before = use_mut_ref(|| (props.seat, props.tiles.clone()));
    let shown: Shown<(i32, i32)> = use_mut_ref(|| None);
    let redraw = use_force_update();
    if *before.borrow() != (props.seat, props.tiles.clone()) {
        let (seat, old) = before.replace((props.seat, props.tiles.clone()));
        if let Some(cell) = placed_cell(&old, &props.tiles).filter(|_| seat == props.seat) {
            *shown.borrow_mut() = start(cell);
        }
    }
    (shown, redraw)
}

/// What one frame of the tableau draws from (taken from the props at render).
struct TableauFrame {
    lang: Lang,
    tiles: Vec<PlacedTile>,
    legal: Vec<(i32, i32)>,
    last: Option<(i32, i32)>,
    disc: String,
    shown: Shown<(i32, i32)>,
    redraw: UseForceUpdateHandle,
    flight_canvas: NodeRef,
}

impl TableauFrame {
    /// Draws the tableau on `c` laid out by `g`, the tile placed part way to its cell, and
    /// notes on the canvas what the tests read.
    fn draw(&self, c: &HtmlCanvasElement, g: &TableauGeometry) {
        let fill = super::board::player_fill(&self.disc);
        let drawn_at = now_ms();
        let current = *self.shown.borrow();
        let arriving =
            current.map(|(cell, clock)| (cell, clock.progress(drawn_at), clock.fade_only));
        // With the wheel in view, the tile flies from the hand to its cell over the page;
        // else it comes in from the tableau's edge.
        let flight = current.filter(|(_, clock)| !clock.fade_only).and_then(|(cell, clock)| {
            let tile = self.tiles.iter().find(|p| (p.x as i32, p.y as i32) == cell)?;
            let overlay = self.flight_canvas.cast::<HtmlCanvasElement>()?;
            let (cx, cy) = g.corner(cell.0, cell.1);
            let pad = g.cell * 0.04;
            let to = (cx + pad, cy + pad, g.cell - 2.0 * pad);
            fly(&overlay, c, self.lang, tile, to, clock.progress(drawn_at), fill)
        });
        let marks = TableauMarks {
            legal: &self.legal,
            last_placed: self.last,
            disc_fill: fill,
            arriving,
            flying: flight.is_some(),
        };
        let drawn = draw_tableau(c, self.lang, &self.tiles, g, &marks);
        note_draw(c, "__nlTableauDrawTimes", drawn_at);
        // The discs drawn, for the tests that check them against the canvas's pixels.
        if let Ok(json) = serde_json::to_string(&drawn) {
            let _ = c.set_attribute("data-drawn", &json);
        }
        after_frame(c, &self.shown, current.map(|(_, clock)| clock), drawn_at, &self.redraw);
        // Where cell (0, 0) is, for tests that click cells like a person would, and the
        // centres of the cells to place in (CSS px).
        let _ =
            c.set_attribute("data-geometry", &format!("{} {} {}", g.origin_x, g.origin_y, g.cell));
        let targets: Vec<String> = self
            .legal
            .iter()
            .map(|&(x, y)| {
                let (cx, cy) = g.corner(x, y);
                format!("{x}/{y}:{:.1}:{:.1}", cx + g.cell / 2.0, cy + g.cell / 2.0)
            })
            .collect();
        let _ = c.set_attribute("data-targets", &targets.join(","));
    }
}

/// The tableau's pointer and wheel callbacks: a drag pans, a pinch or the wheel zooms, a tap
/// on a highlighted cell places (and any tap skips a placement being shown).
struct TableauPointer {
    down: Callback<PointerEvent>,
    moved: Callback<PointerEvent>,
    up: Callback<PointerEvent>,
    cancel: Callback<PointerEvent>,
    wheel: Callback<WheelEvent>,
}

impl TableauPointer {
    fn new(
        canvas: &NodeRef,
        gesture: &Rc<RefCell<Gesture>>,
        shown: &Shown<(i32, i32)>,
        redraw: UseForceUpdateHandle,
        (zoom, pan): (&UseStateHandle<f64>, &UseStateHandle<(f64, f64)>),
        props: &TableauProps,
        geometry: impl Fn() -> Option<TableauGeometry> + 'static,
    ) -> Self {
        let down = {
            let canvas = canvas.clone();
            let gesture = gesture.clone();
            let shown = shown.clone();
            Callback::from(move |e: PointerEvent| {
                if let Some(c) = canvas.cast::<HtmlCanvasElement>() {
                    let _ = c.set_pointer_capture(e.pointer_id());
                }
                // A tap skips a move being shown.
                if shown.borrow_mut().take().is_some() {
                    redraw.force_update();
                }
                let (x, y) = (e.offset_x() as f64, e.offset_y() as f64);
                gesture.borrow_mut().down(e.pointer_id(), x, y, e.is_primary());
            })
        };
        let moved = {
            let gesture = gesture.clone();
            let pan = pan.clone();
            let zoom = zoom.clone();
            Callback::from(move |e: PointerEvent| {
                let (x, y) = (e.offset_x() as f64, e.offset_y() as f64);
                let step = gesture.borrow_mut().moved(e.pointer_id(), x, y);
                match step {
                    GestureStep::Still => {}
                    GestureStep::Pan(dx, dy) => pan.set((pan.0 + dx, pan.1 + dy)),
                    GestureStep::Zoom(factor, _) => {
                        zoom.set((*zoom * factor).clamp(MIN_ZOOM, MAX_ZOOM))
                    }
                }
            })
        };
        let up = {
            let gesture = gesture.clone();
            let legal = props.legal.clone();
            let on_place = props.on_place.clone();
            Callback::from(move |e: PointerEvent| {
                let (x, y) = (e.offset_x() as f64, e.offset_y() as f64);
                let Some((x, y)) = gesture.borrow_mut().up(e.pointer_id(), x, y) else { return };
                let Some(g) = geometry() else { return };
                let cell = g.cell_at(x, y);
                if legal.contains(&cell) {
                    on_place.emit(cell);
                }
            })
        };
        let cancel = {
            let gesture = gesture.clone();
            Callback::from(move |e: PointerEvent| gesture.borrow_mut().cancel(e.pointer_id()))
        };
        let wheel = {
            let zoom = zoom.clone();
            Callback::from(move |e: WheelEvent| {
                e.prevent_default();
                let factor = if e.delta_y() < 0.0 { 1.12 } else { 1.0 / 1.12 };
                zoom.set((*zoom * factor).clamp(MIN_ZOOM, MAX_ZOOM));
            })
        };
        TableauPointer { down, moved, up, cancel, wheel }
    }
}

/// The view buttons' callbacks: zoom by a factor, pan by a step, back to centred.
fn view_buttons(
    zoom: &UseStateHandle<f64>,
    pan: &UseStateHandle<(f64, f64)>,
) -> (Callback<f64>, Callback<(f64, f64)>, Callback<()>) {
    let on_zoom = {
        let zoom = zoom.clone();
        Callback::from(move |factor: f64| zoom.set((*zoom * factor).clamp(MIN_ZOOM, MAX_ZOOM)))
    };
    let on_pan = {
        let pan = pan.clone();
        Callback::from(move |(dx, dy): (f64, f64)| pan.set((pan.0 + dx, pan.1 + dy)))
    };
    let on_reset = {
        let pan = pan.clone();
        let zoom = zoom.clone();
        Callback::from(move |()| {
            pan.set((0.0, 0.0));
            zoom.set(1.0);
        })
    };
    (on_zoom, on_pan, on_reset)
}

/// Draws a tile placed on its way from the hand (the middle of the wheel) to its cell `to`
/// (top-left corner and side, in the tableau canvas's pixels), at `progress`, on `overlay`, a
/// canvas over the whole window. `None` when the wheel is not in view (a phone shows one
/// part of the board at a time): the tableau then shows the tile coming in on its own.
fn fly(
    overlay: &HtmlCanvasElement,
    tableau: &HtmlCanvasElement,
    lang: Lang,
    tile: &PlacedTile,
    to: (f64, f64, f64),
    progress: f64,
    disc_fill: &str,
) -> Option<()> {
    let wheel = web_sys::window()?.document()?.query_selector("[data-testid=nl-wheel]").ok()??;
    let w = wheel.get_bounding_client_rect();
    if w.width() < 1.0 || w.height() < 1.0 {
        return None;
    }
    let (hx, hy, hs) = WheelGeometry::new(wheel.client_width() as f64).hand();
    let t = tableau.get_bounding_client_rect();
    let (fx, fy) = (w.left() + hx, w.top() + hy);
    let (tx, ty, ts) = (t.left() + to.0, t.top() + to.1, to.2);
    let (ctx, _, _) = super::board::prepare(overlay)?;
    let p = progress;
    // An arc: lifted off the wheel, laid down in the cell.
    let lift = (p * std::f64::consts::PI).sin() * ts * 0.6;
    let side = hs + (ts - hs) * p;
    let (x, y) = (fx + (tx - fx) * p, fy + (ty - fy) * p - lift);
    super::board::draw_tile(&ctx, lang, tile.tile, (x, y, side), tile.discs, disc_fill);
    Some(())
}

/// One ring of `size` px centred on (x, y), keyed by `key` so a new move plays it again.
fn flash_ring(key: u64, x: f64, y: f64, size: f64) -> Html {
    let style = format!("left:{x:.0}px;top:{y:.0}px;width:{size:.0}px;height:{size:.0}px");
    html! { <span key={key.to_string()} class="move-flash" data-testid="move-flash" {style}></span> }
}
