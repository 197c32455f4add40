//! The QR code pieces (ui::widgets::qr) in a real browser: `QrCode` draws an SVG that, rasterised by
//! the browser, reads back exactly; `QrScanner` reads a code from a video stream (a canvas's
//! `captureStream()` standing in for the camera) with rqrr, gives the text once and ends the
//! stream's tracks; "Stop the camera" and leaving the page end them too; without a camera it
//! says why in a sentence and gives nothing. Where the browser has a `BarcodeDetector` its answer
//! is taken, and one that fails hands over to rqrr (shown with a stand-in detector).

use crate::web::*;
use moonvale::ui::widgets::qr::{QrCode, QrCodeProps, QrScanner, QrScannerProps};
use moonvale_table::i18n::Lang;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;
use web_sys::{CanvasRenderingContext2d, Element, HtmlCanvasElement, MediaStream};
use yew::Callback;

/// `len` characters of base64url, like an invitation code.
fn base64url_text(len: usize, seed: u64) -> String {
    let mut state = seed;
    let bytes: Vec<u8> = (0..len)
        .map(|_| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (state >> 33) as u8
        })
        .collect();
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    bytes.iter().map(|b| ALPHABET[(b & 63) as usize] as char).collect()
}

fn canvas(width: u32, height: u32) -> (HtmlCanvasElement, CanvasRenderingContext2d) {
    let canvas: HtmlCanvasElement = document().create_element("canvas").unwrap().unchecked_into();
    canvas.set_width(width);
    canvas.set_height(height);
    let context = canvas.get_context("2d").unwrap().unwrap().unchecked_into();
    (canvas, context)
}

/// Paints a "camera frame": a grey background with `text`'s QR code in it, `scale` pixels a
/// module (no code when `text` is empty).
fn paint(context: &CanvasRenderingContext2d, text: &str, scale: f64, frame: u32) {
    // A slightly changing background, so the stream always has a new frame.
    context.set_fill_style_str(if frame.is_multiple_of(2) { "#c8c4bc" } else { "#c9c5bd" });
    context.fill_rect(0.0, 0.0, 640.0, 480.0);
    if text.is_empty() {
        return;
    }
    let matrix = moonvale_table::qr::encode(text).unwrap();
    let (left, top) = (40.0, 12.0);
    context.set_fill_style_str("#f4f2ee");
    let side = matrix.size() as f64 * scale;
    context.fill_rect(left, top, side, side);
    context.set_fill_style_str("#1e2028");
    for y in 0..matrix.size() {
        for x in 0..matrix.size() {
            if matrix.is_dark(x, y) {
                context.fill_rect(left + x as f64 * scale, top + y as f64 * scale, scale, scale);
            }
        }
    }
}

fn tracks_state(stream: &MediaStream) -> Vec<String> {
    stream
        .get_tracks()
        .iter()
        .map(|t| js_sys::Reflect::get(&t, &"readyState".into()).unwrap().as_string().unwrap())
        .collect()
}

// `MediaStream` has its own `clone()` (a new stream of cloned tracks): the tests hand the
// scanner the very stream they watch with `Clone::clone`.
struct Scanner {
    root: Element,
    app: yew::AppHandle<QrScanner>,
    texts: Rc<RefCell<Vec<String>>>,
}

fn mount_scanner(stream: Option<MediaStream>, barcode_detector: bool, lang: Lang) -> Scanner {
    let root = fresh_root();
    let texts = Rc::new(RefCell::new(Vec::new()));
    let on_text = {
        let texts = texts.clone();
        Callback::from(move |text: String| texts.borrow_mut().push(text))
    };
    let props = QrScannerProps { on_text, lang, stream, barcode_detector };
    let app = yew::Renderer::<QrScanner>::with_root_and_props(root.clone(), props).render();
    Scanner { root, app, texts }
}

fn status(root: &Element) -> String {
    // Empty until Yew has rendered it.
    by_test_id(root, "qr-scanner").and_then(|s| s.get_attribute("data-status")).unwrap_or_default()
}

/// Reads `text` from a canvas stream with the scanner; which reader ran.
async fn read_through_stream(text: &str, barcode_detector: bool) -> String {
    let (canvas, context) = canvas(640, 480);
    paint(&context, text, 4.0, 0);
    let stream = canvas.capture_stream().unwrap();
    let scanner = mount_scanner(Some(Clone::clone(&stream)), barcode_detector, Lang::En);
    wait_for(&scanner.root, "[data-testid=qr-scanner-stop]").await;
    let mut frame = 0;
    while scanner.texts.borrow().is_empty() && frame < 150 {
        frame += 1;
        paint(&context, text, 4.0, frame);
        sleep(100).await;
    }
    assert_eq!(scanner.texts.borrow().as_slice(), [text.to_string()], "read after {frame} frames");
    let decoder = by_test_id(&scanner.root, "qr-scanner").unwrap().get_attribute("data-decoder");
    wait_until("the scanner says it read the code", || status(&scanner.root) == "read").await;
    assert_eq!(tracks_state(&stream), ["ended"]);
    assert!(text_of(&scanner.root).contains("Code read."));
    // The camera is off: no stop button, no second text however long it stays.
    assert!(by_test_id(&scanner.root, "qr-scanner-stop").is_none());
    for _ in 0..6 {
        frame += 1;
        paint(&context, text, 4.0, frame);
        sleep(100).await;
    }
    assert_eq!(scanner.texts.borrow().len(), 1);
    scanner.app.destroy();
    decoder.unwrap_or_default()
}

fn text_of(root: &Element) -> String {
    text(root)
}

#[wasm_bindgen_test]
async fn the_scanner_reads_a_900_character_code_with_rqrr() {
    let text = base64url_text(900, 7);
    let decoder = read_through_stream(&text, false).await;
    assert_eq!(decoder, "rqrr");
}

#[wasm_bindgen_test]
async fn the_scanner_reads_with_whichever_reader_the_browser_has() {
    let text = base64url_text(420, 8);
    let decoder = read_through_stream(&text, true).await;
    let has_detector =
        js_sys::Reflect::has(&web_sys::window().unwrap(), &"BarcodeDetector".into()).unwrap();
    web_sys::console::log_1(&JsValue::from_str(&format!(
        "QrScanner reader in this browser: {decoder} (BarcodeDetector present: {has_detector})"
    )));
    assert!(decoder == "rqrr" || decoder == "barcode-detector", "{decoder}");
    if !has_detector {
        assert_eq!(decoder, "rqrr");
    }
}

#[wasm_bindgen_test]
async fn stop_the_camera_and_leaving_the_page_end_its_tracks() {
    // "Stop the camera", by keyboard-reachable button.
    let (canvas_a, context_a) = canvas(640, 480);
    paint(&context_a, "", 4.0, 0);
    let stream = canvas_a.capture_stream().unwrap();
    let scanner = mount_scanner(Some(Clone::clone(&stream)), false, Lang::Fr);
    let stop = wait_for(&scanner.root, "[data-testid=qr-scanner-stop]").await;
    assert_eq!(stop.tag_name(), "BUTTON");
    assert_eq!(text(&stop).trim(), "Arrêter la caméra");
    wait_until("scanning", || status(&scanner.root) == "scanning").await;
    assert_eq!(tracks_state(&stream), ["live"]);
    click(&stop);
    wait_until("stopped", || status(&scanner.root) == "stopped").await;
    assert_eq!(tracks_state(&stream), ["ended"]);
    assert!(text(&scanner.root).contains("La caméra est éteinte."));
    assert!(by_test_id(&scanner.root, "qr-scanner-restart").is_some());
    assert!(scanner.texts.borrow().is_empty());
    scanner.app.destroy();

    // Leaving the page (the component unmounted) while scanning.
    let (canvas_b, context_b) = canvas(640, 480);
    paint(&context_b, "", 4.0, 0);
    let stream = canvas_b.capture_stream().unwrap();
    let scanner = mount_scanner(Some(Clone::clone(&stream)), false, Lang::Pl);
    wait_until("scanning", || status(&scanner.root) == "scanning").await;
    assert!(text(&scanner.root).contains("Wyłącz aparat"));
    assert_eq!(tracks_state(&stream), ["live"]);
    scanner.app.destroy();
    sleep(50).await;
    assert_eq!(tracks_state(&stream), ["ended"]);
    assert!(scanner.texts.borrow().is_empty());
}

#[wasm_bindgen_test]
async fn without_a_camera_the_scanner_says_why_and_gives_nothing() {
    // Headless Chromium here has no camera (or refuses it): the real getUserMedia path.
    let scanner = mount_scanner(None, true, Lang::En);
    wait_until("a camera problem", || status(&scanner.root) == "problem").await;
    let message = text(&by_test_id(&scanner.root, "qr-scanner-message").unwrap());
    web_sys::console::log_1(&JsValue::from_str(&format!("without a camera: {message}")));
    assert!(message.ends_with("Paste the code instead."), "{message}");
    let restart = by_test_id(&scanner.root, "qr-scanner-restart").unwrap();
    assert_eq!(restart.tag_name(), "BUTTON");
    let video = find(&scanner.root, "video").unwrap();
    assert!(video.has_attribute("hidden"));
    sleep(300).await;
    assert!(scanner.texts.borrow().is_empty());
    scanner.app.destroy();
}

#[wasm_bindgen_test]
async fn the_code_drawn_by_the_browser_reads_back_exactly() {
    for (len, seed) in [(300, 1), (900, 2)] {
        let text = base64url_text(len, seed);
        let root = fresh_root();
        let props =
            QrCodeProps { text: text.clone().into(), label: "Invitation code for Ada".into() };
        let app = yew::Renderer::<QrCode>::with_root_and_props(root.clone(), props).render();
        let svg = wait_for(&root, "svg[data-testid=qr-code]").await;
        assert_eq!(svg.get_attribute("role").as_deref(), Some("img"));
        assert_eq!(svg.get_attribute("aria-label").as_deref(), Some("Invitation code for Ada"));
        let n = moonvale_table::qr::encode(&text).unwrap().size();
        assert_eq!(svg.get_attribute("viewBox"), Some(format!("0 0 {n} {n}")));

        // The browser rasterises the page's own SVG (at 3 pixels a module), and rqrr reads it.
        let side = (n * 3) as u32;
        let image = web_sys::HtmlImageElement::new().unwrap();
        let source = js_sys::encode_uri_component(&svg.outer_html());
        image.set_src(&format!("data:image/svg+xml;charset=utf-8,{source}"));
        JsFuture::from(image.decode()).await.unwrap();
        let (_canvas, context) = canvas(side, side);
        context
            .draw_image_with_html_image_element_and_dw_and_dh(
                &image,
                0.0,
                0.0,
                side as f64,
                side as f64,
            )
            .unwrap();
        let data = context.get_image_data(0.0, 0.0, side as f64, side as f64).unwrap();
        let luma = moonvale_table::qr::rgba_to_luma(&data.data());
        let read = moonvale_table::qr::decode_luma(side as usize, side as usize, &luma);
        assert_eq!(read.as_deref(), Some(text.as_str()), "{len} characters");
        app.destroy();
    }
}

/// A stand-in for the browser's `BarcodeDetector` (headless Chromium on Linux has none, where
/// Chromium on Android and macOS does): it answers `text` for a frame at least 320 pixels
/// wide, or fails as a broken detector would, and counts the frames it was given.
fn install_stand_in_detector(text: &str, fails: bool) {
    let install = js_sys::Function::new_with_args(
        "text, fails",
        r#"
        window.__standInFrames = 0;
        window.BarcodeDetector = class {
            static async getSupportedFormats() { return ['ean_13', 'qr_code']; }
            constructor(options) {
                if (!options || !options.formats.includes('qr_code')) throw new TypeError('formats');
            }
            async detect(source) {
                window.__standInFrames += 1;
                if (fails) throw new DOMException('stand-in failure', 'NotSupportedError');
                return source.width >= 320 ? [{ rawValue: text, format: 'qr_code' }] : [];
            }
        };"#,
    );
    install.call2(&JsValue::NULL, &text.into(), &fails.into()).unwrap();
}

fn remove_stand_in_detector() {
    let window = web_sys::window().unwrap();
    js_sys::Reflect::delete_property(&window, &"BarcodeDetector".into()).unwrap();
}

fn stand_in_frames() -> f64 {
    let window = web_sys::window().unwrap();
    js_sys::Reflect::get(&window, &"__standInFrames".into()).unwrap().as_f64().unwrap_or(0.0)
}

#[wasm_bindgen_test]
async fn where_the_browser_has_a_barcode_detector_its_answer_is_taken() {
    // The frames are blank: only the detector can give the text.
    let text = base64url_text(700, 9);
    install_stand_in_detector(&text, false);
    let (canvas, context) = canvas(640, 480);
    paint(&context, "", 4.0, 0);
    let stream = canvas.capture_stream().unwrap();
    let scanner = mount_scanner(Some(Clone::clone(&stream)), true, Lang::En);
    let mut frame = 0;
    while scanner.texts.borrow().is_empty() && frame < 150 {
        frame += 1;
        paint(&context, "", 4.0, frame);
        sleep(100).await;
    }
    let decoder = by_test_id(&scanner.root, "qr-scanner").unwrap().get_attribute("data-decoder");
    assert_eq!(decoder.as_deref(), Some("barcode-detector"));
    assert_eq!(scanner.texts.borrow().as_slice(), [text]);
    assert!(stand_in_frames() >= 1.0);
    wait_until("the scanner says it read the code", || status(&scanner.root) == "read").await;
    assert_eq!(tracks_state(&stream), ["ended"]);
    scanner.app.destroy();
    remove_stand_in_detector();
}

#[wasm_bindgen_test]
async fn a_barcode_detector_that_fails_hands_over_to_rqrr() {
    install_stand_in_detector("never given", true);
    let text = base64url_text(420, 10);
    let decoder = read_through_stream(&text, true).await;
    assert_eq!(decoder, "rqrr", "rqrr read the code after the detector failed");
    assert!(stand_in_frames() >= 1.0, "the detector was asked first");
    remove_stand_in_detector();
}
