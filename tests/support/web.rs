//! Helpers of the browser tests: waiting for Yew to render, finding elements by their
//! `data-testid`, clicking, choosing an option, handing a file to the import input.
#![allow(dead_code)]

use std::future::Future;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Document, Element, HtmlElement};

pub fn document() -> Document {
    web_sys::window().unwrap().document().unwrap()
}

pub fn local_storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

pub async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    JsFuture::from(promise).await.unwrap();
}

/// Polls `check` until it holds (Yew renders asynchronously), failing after 30 s (long
/// enough for a busy machine; a passing test never waits it out).
pub async fn wait_until(what: &str, mut check: impl FnMut() -> bool) {
    for _ in 0..1500 {
        if check() {
            return;
        }
        sleep(20).await;
    }
    panic!("timed out waiting for {what}; page: {}", document().body().unwrap().inner_html());
}

/// A fresh element to mount the app in, at the home address: the browser tests share one
/// page (tests/web/main.rs), and an address a test left (a game, a replay) would otherwise
/// open in the next one. Set without a `hashchange`, so earlier tests' apps do not follow it.
pub fn fresh_root() -> Element {
    let window = web_sys::window().unwrap();
    let bare = window.location().pathname().unwrap() + &window.location().search().unwrap();
    window
        .history()
        .unwrap()
        .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&bare))
        .unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    root
}

pub fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).unwrap()
}

pub fn find_all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length()).filter_map(|i| list.item(i)).filter_map(|n| n.dyn_into().ok()).collect()
}

pub fn by_test_id(root: &Element, id: &str) -> Option<Element> {
    find(root, &format!("[data-testid=\"{id}\"]"))
}

pub async fn wait_for(root: &Element, selector: &str) -> Element {
    wait_until(selector, || find(root, selector).is_some()).await;
    find(root, selector).unwrap()
}

pub fn click(element: &Element) {
    element.dyn_ref::<HtmlElement>().expect("an HTML element").click();
}

pub fn text(element: &Element) -> String {
    element.text_content().unwrap_or_default()
}

/// Chooses an option of a `<select>` as a person would (value, then `change`).
pub fn choose(select: &Element, value: &str) {
    let select: &web_sys::HtmlSelectElement = select.dyn_ref().unwrap();
    select.set_value(value);
    let event = web_sys::Event::new("change").unwrap();
    // Yew listens at the root, so the event must bubble.
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict("change", &init).unwrap_or(event);
    select.dispatch_event(&event).unwrap();
}

/// Puts a file in the import `<input type="file">` and fires `change`, as choosing it in
/// the file dialog does.
pub fn choose_file(input: &Element, name: &str, content: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(content));
    let options = web_sys::FilePropertyBag::new();
    options.set_type("application/json");
    let file = web_sys::File::new_with_str_sequence_and_options(&parts, name, &options).unwrap();
    let transfer = web_sys::DataTransfer::new().unwrap();
    transfer.items().add_with_file(&file).unwrap();
    let input: &web_sys::HtmlInputElement = input.dyn_ref().unwrap();
    input.set_files(transfer.files().as_ref());
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    input
        .dispatch_event(&web_sys::Event::new_with_event_init_dict("change", &init).unwrap())
        .unwrap();
}

/// Runs `f` and then removes everything Moonvale wrote to localStorage, so each test
/// starts clean.
pub fn clear_moonvale_keys() {
    let storage = local_storage();
    let keys: Vec<String> =
        (0..storage.length().unwrap()).filter_map(|i| storage.key(i).unwrap()).collect();
    for key in keys.iter().filter(|k| k.starts_with("moonvale.")) {
        storage.remove_item(key).unwrap();
    }
}

pub async fn with_clean_storage<F: Future<Output = ()>>(f: F) {
    clear_moonvale_keys();
    f.await;
    clear_moonvale_keys();
}
