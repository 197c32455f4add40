//! The page's home app fetches only the catalogue parts of the language it shows
//! (docs/performance.md "A phone's first visit"); the table's app has them all compiled in. The
//! fetching is `window.moonvaleCatalogue(lang, part)` in `static/boot.js`, which the frame's script
//! starts for the app's part before the wasm has arrived, so the two downloads overlap; the files'
//! addresses are in `<script id="catalogues">`, written by `scripts/post-build.mjs`.

use moonvale_table::i18n::{Lang, Part};
use wasm_bindgen::{JsCast, JsValue};

/// The frame script's fetch of one part, as a promise of its text.
fn fetch_part(lang: Lang, part: Part) -> Result<js_sys::Promise, String> {
    let window = web_sys::window().ok_or("no window")?;
    let fetch = js_sys::Reflect::get(&window, &"moonvaleCatalogue".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or("the page has no moonvaleCatalogue (static/boot.js)")?;
    let promise = fetch
        .call2(&JsValue::NULL, &lang.code().into(), &part.name().into())
        .map_err(|e| format!("{e:?}"))?;
    promise.dyn_into::<js_sys::Promise>().map_err(|_| "moonvaleCatalogue gave no promise".into())
}

/// Makes sure the translation layer has these parts of `lang`: those it lacks are fetched
/// (all at once) and given. Where the catalogues are compiled in, nothing is fetched.
pub async fn ensure(lang: Lang, parts: &[Part]) -> Result<(), String> {
    let missing: Vec<Part> = parts.iter().copied().filter(|&part| !ready(lang, &[part])).collect();
    let mut asked = Vec::new();
    for part in missing {
        asked.push((part, fetch_part(lang, part)?));
    }
    for (part, promise) in asked {
        let text = wasm_bindgen_futures::JsFuture::from(promise)
            .await
            .map_err(|e| format!("{}/{}: {e:?}", lang.code(), part.name()))?
            .as_string()
            .ok_or_else(|| format!("{}/{}: not text", lang.code(), part.name()))?;
        moonvale_table::i18n::give(lang, part, text)?;
    }
    Ok(())
}

/// Whether the translation layer has every part of `parts` in `lang`, once given those the
/// frame's script has already fetched (`window.moonvaleCatalogueTexts`): a screen then draws
/// at once instead of waiting a turn for a promise.
pub fn ready(lang: Lang, parts: &[Part]) -> bool {
    parts.iter().all(|&part| moonvale_table::i18n::has(lang, part) || give_arrived(lang, part))
}

fn give_arrived(lang: Lang, part: Part) -> bool {
    let key = format!("{}/{}", lang.code(), part.name());
    let text = web_sys::window()
        .and_then(|window| js_sys::Reflect::get(&window, &"moonvaleCatalogueTexts".into()).ok())
        .and_then(|texts| js_sys::Reflect::get(&texts, &key.into()).ok())
        .and_then(|text| text.as_string());
    text.is_some_and(|text| moonvale_table::i18n::give(lang, part, text).is_ok())
}

thread_local! {
    /// The frame's texts, read before the app starts: mounting the app clears the page's body.
    static FRAME_TEXTS: std::cell::OnceCell<serde_json::Value> = const { std::cell::OnceCell::new() };
}

/// Keeps the frame's texts (`<script id="boot-texts">`) for [`frame_text`]; called before the
/// app is mounted, which clears the page's body.
pub fn keep_frame_texts() {
    let read = || {
        let document = web_sys::window()?.document()?;
        let json = document.get_element_by_id("boot-texts")?.text_content()?;
        serde_json::from_str::<serde_json::Value>(&json).ok()
    };
    if let Some(texts) = read() {
        FRAME_TEXTS.with(|kept| {
            let _ = kept.set(texts);
        });
    }
}

/// A text of the frame's own (`<script id="boot-texts">`, copied from the catalogues at build
/// time, `scripts/post-build.mjs`), for what the page must say when the catalogue itself
/// could not be fetched; the id where the page has no such text.
pub fn frame_text(lang: Lang, id: &str) -> String {
    FRAME_TEXTS
        .with(|kept| kept.get()?.get(lang.code())?.get(id)?.as_str().map(str::to_string))
        .unwrap_or_else(|| id.to_string())
}
