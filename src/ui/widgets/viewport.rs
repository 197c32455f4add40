//! The canvas viewport both games' boards share: one gesture tracker (drag to pan, two
//! fingers to pinch, a still tap to choose) and one row of view buttons (zoom, pan, fit),
//! with the same words and test ids (`zoom-in`, `zoom-out`, `zoom-reset`).

use moonvale_table::i18n::{tr, Lang};
use std::collections::HashMap;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Watches an element's box: `on_change` runs whenever its size changes (a panel shown, a
/// tab switched, a phone turned, the window resized), so a canvas is drawn again at its new
/// size, never stretched. Stops watching when dropped.
pub struct SizeWatch {
    element: web_sys::Element,
    observer: web_sys::ResizeObserver,
    _closure: Closure<dyn FnMut(js_sys::Array)>,
}

impl SizeWatch {
    pub fn new(element: web_sys::Element, mut on_change: impl FnMut() + 'static) -> Option<Self> {
        let closure = Closure::<dyn FnMut(js_sys::Array)>::new(move |_| on_change());
        let observer = web_sys::ResizeObserver::new(closure.as_ref().unchecked_ref()).ok()?;
        observer.observe(&element);
        Some(SizeWatch { element, observer, _closure: closure })
    }

    /// Whether it watches this element (a canvas that came back is a new element).
    pub fn watches(&self, element: &web_sys::Element) -> bool {
        self.element == *element
    }
}

impl Drop for SizeWatch {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

/// Renders the component again whenever the element of `node` changes size.
#[hook]
pub fn use_redraw_on_resize(node: &NodeRef) {
    let update = use_force_update();
    let watch = use_mut_ref(|| None::<SizeWatch>);
    let node = node.clone();
    // After every render: the element may have come, gone or been replaced.
    use_effect(move || {
        let element = node.cast::<web_sys::Element>();
        let mut watch = watch.borrow_mut();
        let same = match (&*watch, &element) {
            (Some(w), Some(e)) => w.watches(e),
            (None, None) => true,
            _ => false,
        };
        if !same {
            *watch = element.and_then(|e| SizeWatch::new(e, move || update.force_update()));
        }
    });
}

/// How far (in CSS pixels, summed over both axes) a pointer may move and still tap.
const TAP_SLOP: f64 = 6.0;

/// What a pointer's move means for the view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum GestureStep {
    /// Nothing to do (a pointer hovering, or still within a tap's slop).
    Still,
    /// Move the view by (dx, dy).
    Pan(f64, f64),
    /// Zoom by a factor about a point (the middle of the two fingers).
    Zoom(f64, (f64, f64)),
}

/// The pointers on a canvas. Positions are in the canvas's CSS pixels.
#[derive(Default, Debug)]
pub struct Gesture {
    pointers: HashMap<i32, (f64, f64)>,
    down_at: Option<(f64, f64)>,
    moved: bool,
}

impl Gesture {
    /// A pointer goes down. `primary` (the first finger of a new gesture) starts afresh,
    /// whatever an earlier gesture left behind (a lost pointerup, a cancelled touch).
    pub fn down(&mut self, id: i32, x: f64, y: f64, primary: bool) {
        if primary {
            self.pointers.clear();
        }
        self.pointers.insert(id, (x, y));
        if self.pointers.len() == 1 {
            self.down_at = Some((x, y));
            self.moved = false;
        } else {
            // A second finger: a pinch, never a tap.
            self.moved = true;
        }
    }

    /// Whether this pointer is down (otherwise it hovers).
    pub fn is_down(&self, id: i32) -> bool {
        self.pointers.contains_key(&id)
    }

    /// A pointer moves.
    pub fn moved(&mut self, id: i32, x: f64, y: f64) -> GestureStep {
        let Some(&(px, py)) = self.pointers.get(&id) else { return GestureStep::Still };
        if self.pointers.len() == 2 {
            let other =
                self.pointers.iter().find(|(k, _)| **k != id).map(|(_, v)| *v).unwrap_or((x, y));
            let before = ((px - other.0).powi(2) + (py - other.1).powi(2)).sqrt();
            let after = ((x - other.0).powi(2) + (y - other.1).powi(2)).sqrt();
            self.pointers.insert(id, (x, y));
            if before > 1.0 {
                let mid = ((x + other.0) / 2.0, (y + other.1) / 2.0);
                return GestureStep::Zoom(after / before, mid);
            }
            return GestureStep::Still;
        }
        self.pointers.insert(id, (x, y));
        if let Some((x0, y0)) = self.down_at {
            if (x - x0).abs() + (y - y0).abs() > TAP_SLOP {
                self.moved = true;
            }
        }
        if self.moved {
            GestureStep::Pan(x - px, y - py)
        } else {
            GestureStep::Still
        }
    }

    /// A pointer goes up (or is cancelled): `Some` position when it was a tap.
    pub fn up(&mut self, id: i32, x: f64, y: f64) -> Option<(f64, f64)> {
        let was_single = self.pointers.len() == 1 && self.pointers.contains_key(&id);
        self.pointers.remove(&id);
        (was_single && !self.moved).then_some((x, y))
    }

    /// A pointer is cancelled: never a tap.
    pub fn cancel(&mut self, id: i32) {
        self.pointers.remove(&id);
        self.moved = true;
    }
}

#[derive(Properties, PartialEq)]
pub struct ViewButtonsProps {
    pub lang: Lang,
    /// Zoom by a factor about the middle of the view.
    pub on_zoom: Callback<f64>,
    /// Move the view by (dx, dy).
    pub on_pan: Callback<(f64, f64)>,
    /// Fit the view again.
    pub on_reset: Callback<()>,
    #[prop_or_default]
    pub class: Classes,
}

/// The view buttons under a board: zoom in and out, move in four directions, fit.
#[function_component(ViewButtons)]
pub fn view_buttons(props: &ViewButtonsProps) -> Html {
    let lang = props.lang;
    let zoom = |factor: f64| props.on_zoom.reform(move |_: MouseEvent| factor);
    let pan = |dx: f64, dy: f64| props.on_pan.reform(move |_: MouseEvent| (dx, dy));
    let reset = props.on_reset.reform(|_: MouseEvent| ());
    html! {
        <div class={classes!("view-buttons", props.class.clone())} role="group" aria-label={tr(lang, "table-view-controls")}>
            <button type="button" class="button" data-testid="zoom-in" onclick={zoom(1.25)} aria-label={tr(lang, "table-zoom-in")}>{ "+" }</button>
            <button type="button" class="button" data-testid="zoom-out" onclick={zoom(0.8)} aria-label={tr(lang, "table-zoom-out")}>{ "−" }</button>
            <button type="button" class="button" onclick={pan(60.0, 0.0)} aria-label={tr(lang, "table-pan-left")}>{ "←" }</button>
            <button type="button" class="button" onclick={pan(0.0, 60.0)} aria-label={tr(lang, "table-pan-up")}>{ "↑" }</button>
            <button type="button" class="button" onclick={pan(0.0, -60.0)} aria-label={tr(lang, "table-pan-down")}>{ "↓" }</button>
            <button type="button" class="button" onclick={pan(-60.0, 0.0)} aria-label={tr(lang, "table-pan-right")}>{ "→" }</button>
            <button type="button" class="button" data-testid="zoom-reset" onclick={reset}>{ tr(lang, "table-zoom-reset") }</button>
        </div>
    }
}
