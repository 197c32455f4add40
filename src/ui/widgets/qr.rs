//! QR codes of the codes that join a table played from several devices: [`QrCode`] draws
//! one (inline SVG), [`QrScanner`] reads one with the device's camera. Both are pieces for
//! the host's and the guest's screens (`ui::remote`); the codes themselves are
//! `moonvale_table::qr`.
//!
//! Reading: the camera's picture goes into a `<video>`; every 200 ms a frame is drawn onto a
//! canvas (at most 960 pixels on its longer side) and read with the browser's own
//! `BarcodeDetector` where it exists and knows QR codes (Chromium on Android and macOS,
//! Safari 17+), else with `rqrr` compiled to wasm on the frame's grayscale. The first text
//! read is given once, and the camera is stopped (its tracks ended); it is stopped too when
//! the scanner leaves the page. Without a camera (none, refused, an insecure page, a browser
//! without `getUserMedia`) the scanner says so in a sentence and gives nothing: the screen
//! around it keeps its field to paste the code.

use gloo_timers::callback::Interval;
use js_sys::{Array, Function, Object, Promise, Reflect};
use moonvale_table::i18n::{tr, Lang};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct QrCodeProps {
    /// The text to encode (an invitation or answer code).
    pub text: AttrValue,
    /// The code's accessible name ("QR code of the invitation for Ada").
    pub label: AttrValue,
}

/// A QR code of `text` as inline SVG (`role="img"`, named by `label`), its quiet zone
/// included, as wide as its box (at most 32rem), square. A text too long for any QR code
/// (over 2,953 bytes; the codes are under 1,000) draws nothing.
#[function_component(QrCode)]
pub fn qr_code(props: &QrCodeProps) -> Html {
    let matrix = use_memo(props.text.clone(), |text| moonvale_table::qr::encode(text).ok());
    let Some(matrix) = matrix.as_ref() else {
        return html! {};
    };
    let n = matrix.size().to_string();
    html! {
        <svg class="qr-code" data-testid="qr-code" xmlns="http://www.w3.org/2000/svg"
            viewBox={format!("0 0 {n} {n}")} width="100%" role="img"
            aria-label={props.label.clone()} shape-rendering="crispEdges"
            data-modules={n.clone()}
            style="display:block;width:100%;max-width:32rem;height:auto;margin:0 auto">
            <rect width={n.clone()} height={n} fill="#fff" />
            <path d={matrix.svg_path()} fill="#000" />
        </svg>
    }
}

#[derive(Properties, PartialEq)]
pub struct QrScannerProps {
    /// Called once, with the first text read; the camera is off by then.
    pub on_text: Callback<String>,
    pub lang: Lang,
    /// For tests only: a stream to read instead of opening the camera (a canvas's
    /// `captureStream()`). Its tracks are stopped like the camera's.
    #[prop_or_default]
    pub stream: Option<MediaStream>,
    /// For tests only: `false` reads with rqrr even where the browser has a
    /// `BarcodeDetector`.
    #[prop_or(true)]
    pub barcode_detector: bool,
}

/// Why the camera did not open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CameraProblem {
    /// Not a secure context (plain http off localhost): browsers keep the camera from it.
    Insecure,
    /// No `navigator.mediaDevices.getUserMedia`.
    Unsupported,
    /// The person (or the browser's settings) refused.
    Refused,
    /// No camera on this device.
    Missing,
    /// Another app holds it, or the hardware failed.
    Busy,
    Failed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    Starting,
    Scanning,
    Read,
    Stopped,
    Problem(CameraProblem),
}

/// Which reader runs (the scanner's `data-decoder`, for tests and for bug reports).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DecoderKind {
    None,
    BarcodeDetector,
    Rqrr,
}

impl DecoderKind {
    fn name(self) -> &'static str {
        match self {
            DecoderKind::None => "",
            DecoderKind::BarcodeDetector => "barcode-detector",
            DecoderKind::Rqrr => "rqrr",
        }
    }
}

/// One opening of the camera: what to stop. `session` tells a late answer (a camera that
/// opens after the scanner was stopped or left the page) from the current one.
#[derive(Default)]
struct Camera {
    session: u32,
    live: bool,
    stream: Option<MediaStream>,
    interval: Option<Interval>,
    /// A frame being read by the `BarcodeDetector` (its answer is a promise).
    busy: bool,
    /// The `BarcodeDetector`, or `None` to read with rqrr.
    detector: Option<JsValue>,
    canvas: Option<HtmlCanvasElement>,
}

impl Camera {
    fn stop(&mut self) {
        self.live = false;
        if let Some(stream) = self.stream.take() {
            stop_tracks(&stream);
        }
        // Possibly called from the interval's own callback: dropped after it returns.
        if let Some(interval) = self.interval.take() {
            spawn_local(async move { drop(interval) });
        }
        self.detector = None;
    }
}

fn stop_tracks(stream: &MediaStream) {
    for track in stream.get_tracks().iter() {
        if let Ok(track) = track.dyn_into::<web_sys::MediaStreamTrack>() {
            track.stop();
        }
    }
}

/// The camera's picture and a "Stop the camera" button; reads the first QR code it sees and
/// gives its text to `on_text`. See the module's documentation.
#[function_component(QrScanner)]
pub fn qr_scanner(props: &QrScannerProps) -> Html {
    let lang = props.lang;
    let status = use_state(|| Status::Starting);
    let decoder = use_state(|| DecoderKind::None);
    // Each start of the camera (the first, then "Turn the camera on again") is a session.
    let start = use_state(|| 0u32);
    let camera = use_mut_ref(Camera::default);
    let video_ref = use_node_ref();

    {
        let (status, decoder, camera, video_ref) =
            (status.clone(), decoder.clone(), camera.clone(), video_ref.clone());
        let on_text = props.on_text.clone();
        let injected = props.stream.clone();
        let use_detector = props.barcode_detector;
        use_effect_with(*start, move |&session| {
            {
                let mut cam = camera.borrow_mut();
                cam.stop();
                *cam = Camera { session, live: true, ..Camera::default() };
            }
            status.set(Status::Starting);
            let cleanup_camera = camera.clone();
            spawn_local(async move {
                let opened = match injected {
                    Some(stream) => Ok(stream),
                    None => open_camera().await,
                };
                let current = move |camera: &Rc<RefCell<Camera>>| {
                    let cam = camera.borrow();
                    cam.live && cam.session == session
                };
                let stream = match opened {
                    Ok(stream) => stream,
                    Err(problem) => {
                        if current(&camera) {
                            camera.borrow_mut().live = false;
                            status.set(Status::Problem(problem));
                        }
                        return;
                    }
                };
                if !current(&camera) {
                    stop_tracks(&stream);
                    return;
                }
                let Some(video) = video_ref.cast::<HtmlVideoElement>() else {
                    stop_tracks(&stream);
                    return;
                };
                // Muted and inline: what lets a phone's browser play it without a tap.
                video.set_muted(true);
                video.set_src_object(Some(&stream));
                if let Ok(playing) = video.play() {
                    // Autoplay of a muted video is allowed; a refusal leaves a still frame.
                    spawn_local(async move {
                        let _ = JsFuture::from(playing).await;
                    });
                }
                camera.borrow_mut().stream = Some(stream);
                let detector = if use_detector { barcode_detector().await } else { None };
                if !current(&camera) {
                    return;
                }
                decoder.set(if detector.is_some() {
                    DecoderKind::BarcodeDetector
                } else {
                    DecoderKind::Rqrr
                });
                let canvas = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.create_element("canvas").ok())
                    .and_then(|c| c.dyn_into::<HtmlCanvasElement>().ok());
                {
                    let mut cam = camera.borrow_mut();
                    cam.detector = detector;
                    cam.canvas = canvas;
                }
                status.set(Status::Scanning);
                let found: Rc<dyn Fn(String)> = {
                    let (camera, status) = (camera.clone(), status.clone());
                    Rc::new(move |text: String| {
                        if !current(&camera) {
                            return;
                        }
                        camera.borrow_mut().stop();
                        status.set(Status::Read);
                        on_text.emit(text);
                    })
                };
                let (tick_camera, tick_decoder) = (camera.clone(), decoder.clone());
                let interval = Interval::new(200, move || {
                    read_frame(&tick_camera, &video, &found, &tick_decoder);
                });
                let mut cam = camera.borrow_mut();
                if cam.live && cam.session == session {
                    cam.interval = Some(interval);
                }
            });
            move || cleanup_camera.borrow_mut().stop()
        });
    }

    let stop = {
        let (camera, status) = (camera.clone(), status.clone());
        Callback::from(move |_| {
            camera.borrow_mut().stop();
            status.set(Status::Stopped);
        })
    };
    let restart = {
        let start = start.clone();
        Callback::from(move |_| start.set(*start + 1))
    };

    let watching = matches!(*status, Status::Starting | Status::Scanning);
    let message = status_message(lang, *status);
    let status_name = status_name(*status);
    html! {
        <div class="qr-scanner" data-testid="qr-scanner" data-status={status_name}
            data-decoder={decoder.name()}>
            <video ref={video_ref} class="qr-scanner-video" hidden={!watching}
                autoplay=true muted=true playsinline=true
                aria-label={tr(lang, "qr-scanner-video")}
                style="display:block;width:100%;max-width:32rem;margin:0 auto" />
            <p class="qr-scanner-message" data-testid="qr-scanner-message" role="status"
                aria-live="polite">{ message }</p>
            if watching {
                <button type="button" data-testid="qr-scanner-stop" onclick={stop}>
                    { tr(lang, "qr-scanner-stop") }
                </button>
            } else if *status != Status::Read {
                <button type="button" data-testid="qr-scanner-restart" onclick={restart}>
                    { tr(lang, "qr-scanner-restart") }
                </button>
            }
        </div>
    }
}

/// What the scanner tells the person in `status`.
fn status_message(lang: Lang, status: Status) -> String {
    match status {
        Status::Starting => tr(lang, "qr-scanner-starting"),
        Status::Scanning => tr(lang, "qr-scanner-hint"),
        Status::Read => tr(lang, "qr-scanner-read"),
        Status::Stopped => tr(lang, "qr-scanner-stopped"),
        Status::Problem(problem) => problem_text(lang, problem),
    }
}

/// `status` as `data-status` names it, for the tests.
fn status_name(status: Status) -> &'static str {
    match status {
        Status::Starting => "starting",
        Status::Scanning => "scanning",
        Status::Read => "read",
        Status::Stopped => "stopped",
        Status::Problem(_) => "problem",
    }
}

fn problem_text(lang: Lang, problem: CameraProblem) -> String {
    match problem {
        CameraProblem::Insecure => tr(lang, "qr-camera-insecure"),
        CameraProblem::Unsupported => tr(lang, "qr-camera-unsupported"),
        CameraProblem::Refused => tr(lang, "qr-camera-refused"),
        CameraProblem::Missing => tr(lang, "qr-camera-missing"),
        CameraProblem::Busy => tr(lang, "qr-camera-busy"),
        CameraProblem::Failed => tr(lang, "qr-camera-failed"),
    }
}

/// The back camera where there is one (`facingMode: "environment"`, a preference: a laptop's
/// only camera faces the person and is taken then), no sound.
async fn open_camera() -> Result<MediaStream, CameraProblem> {
    let window = web_sys::window().ok_or(CameraProblem::Unsupported)?;
    if !window.is_secure_context() {
        return Err(CameraProblem::Insecure);
    }
    // Read through Reflect: `mediaDevices` is missing in old browsers.
    let devices = Reflect::get(&window.navigator(), &"mediaDevices".into())
        .ok()
        .filter(|d| d.is_object())
        .ok_or(CameraProblem::Unsupported)?;
    let get_user_media = Reflect::get(&devices, &"getUserMedia".into())
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .ok_or(CameraProblem::Unsupported)?;
    let video = Object::new();
    let _ = Reflect::set(&video, &"facingMode".into(), &"environment".into());
    let constraints = Object::new();
    let _ = Reflect::set(&constraints, &"video".into(), &video);
    let _ = Reflect::set(&constraints, &"audio".into(), &JsValue::FALSE);
    let promise = get_user_media
        .call1(&devices, &constraints)
        .map_err(|e| camera_problem(&e))?
        .dyn_into::<Promise>()
        .map_err(|_| CameraProblem::Unsupported)?;
    match JsFuture::from(promise).await {
        Ok(stream) => stream.dyn_into::<MediaStream>().map_err(|_| CameraProblem::Failed),
        Err(error) => Err(camera_problem(&error)),
    }
}

/// `getUserMedia`'s refusal, by the error's name.
fn camera_problem(error: &JsValue) -> CameraProblem {
    let name = Reflect::get(error, &"name".into()).ok().and_then(|n| n.as_string());
    match name.as_deref() {
        Some("NotAllowedError" | "PermissionDeniedError") => CameraProblem::Refused,
        Some("SecurityError") => CameraProblem::Insecure,
        Some("NotFoundError" | "DevicesNotFoundError" | "OverconstrainedError") => {
            CameraProblem::Missing
        }
        Some("NotReadableError" | "TrackStartError" | "AbortError") => CameraProblem::Busy,
        Some("TypeError") => CameraProblem::Unsupported,
        _ => CameraProblem::Failed,
    }
}

/// The browser's `BarcodeDetector` for QR codes, if it has one that knows them (web-sys has
/// no binding for it: called through Reflect).
async fn barcode_detector() -> Option<JsValue> {
    let window = web_sys::window()?;
    let constructor = Reflect::get(&window, &"BarcodeDetector".into()).ok()?;
    let constructor: Function = constructor.dyn_into().ok()?;
    let formats = Reflect::get(&constructor, &"getSupportedFormats".into()).ok()?;
    let formats: Function = formats.dyn_into().ok()?;
    let formats: Promise = formats.call0(&constructor).ok()?.dyn_into().ok()?;
    let formats: Array = JsFuture::from(formats).await.ok()?.dyn_into().ok()?;
    if !formats.includes(&"qr_code".into(), 0) {
        return None;
    }
    let options = Object::new();
    Reflect::set(&options, &"formats".into(), &Array::of1(&"qr_code".into())).ok()?;
    Reflect::construct(&constructor, &Array::of1(&options)).ok()
}

/// The longer side of the frame read, in pixels: enough for a 900-character code filling a
/// third of the picture (about 3 pixels a module), and quick to read with rqrr.
const FRAME_SIDE: u32 = 960;

/// One tick: draws the video's current frame onto the canvas and reads it.
fn read_frame(
    camera: &Rc<RefCell<Camera>>,
    video: &HtmlVideoElement,
    found: &Rc<dyn Fn(String)>,
    decoder: &UseStateHandle<DecoderKind>,
) {
    let (canvas, detector) = {
        let cam = camera.borrow();
        if !cam.live || cam.busy {
            return;
        }
        let Some(canvas) = cam.canvas.clone() else { return };
        (canvas, cam.detector.clone())
    };
    // HAVE_CURRENT_DATA: a frame to draw.
    let (width, height) = (video.video_width(), video.video_height());
    if video.ready_state() < 2 || width == 0 || height == 0 {
        return;
    }
    let scale = (FRAME_SIDE as f64 / width.max(height) as f64).min(1.0);
    let (w, h) =
        (((width as f64) * scale).round() as u32, ((height as f64) * scale).round() as u32);
    if canvas.width() != w || canvas.height() != h {
        canvas.set_width(w);
        canvas.set_height(h);
    }
    let Some(context) = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
    else {
        return;
    };
    if context
        .draw_image_with_html_video_element_and_dw_and_dh(video, 0.0, 0.0, w as f64, h as f64)
        .is_err()
    {
        return;
    }
    match detector {
        Some(detector) => {
            camera.borrow_mut().busy = true;
            let (camera, found, decoder) = (camera.clone(), found.clone(), decoder.clone());
            spawn_local(async move {
                let read = detect(&detector, &canvas).await;
                camera.borrow_mut().busy = false;
                match read {
                    Ok(Some(text)) => found(text),
                    Ok(None) => {}
                    // The detector failed (not merely found nothing): rqrr from now on.
                    Err(()) => {
                        let mut cam = camera.borrow_mut();
                        if cam.live {
                            cam.detector = None;
                            decoder.set(DecoderKind::Rqrr);
                        }
                    }
                }
            });
        }
        None => {
            let Ok(image) = context.get_image_data(0.0, 0.0, w as f64, h as f64) else {
                return;
            };
            let luma = moonvale_table::qr::rgba_to_luma(&image.data());
            if let Some(text) = moonvale_table::qr::decode_luma(w as usize, h as usize, &luma) {
                found(text);
            }
        }
    }
}

/// `detector.detect(canvas)`: the first code's `rawValue`, `None` if it saw none, `Err` if
/// the detector itself failed.
async fn detect(detector: &JsValue, canvas: &HtmlCanvasElement) -> Result<Option<String>, ()> {
    let detect: Function =
        Reflect::get(detector, &"detect".into()).map_err(|_| ())?.dyn_into().map_err(|_| ())?;
    let promise: Promise =
        detect.call1(detector, canvas).map_err(|_| ())?.dyn_into().map_err(|_| ())?;
    let codes: Array = JsFuture::from(promise).await.map_err(|_| ())?.dyn_into().map_err(|_| ())?;
    Ok(codes
        .iter()
        .filter_map(|code| Reflect::get(&code, &"rawValue".into()).ok()?.as_string())
        .find(|text| !text.is_empty()))
}
