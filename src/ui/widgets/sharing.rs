//! Play by link between devices (docs/records.md "Play by link") and the problem report, the
//! browser side. The link's fragment carries the whole game (`moonvale_table::share`), so it never
//! reaches a server; opening it imports the game after replaying it, or updates the copy
//! already here when it continues it. The next person plays on behind the hand-over screen,
//! then shares it back.

use crate::ui::platform::browser;
use crate::ui::state::{Notice, Screen, SharedOpened, Store};
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::share::{
    link_fits_messaging, merge, problem_report_json, Merge, ShareError, SharedGame,
};
use moonvale_table::storage::{SaveOutcome, SaveRecord};
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// Opens a shared game (from a link's payload or a file): the screen to show and what to say.
/// Nothing stored changes unless the game is new or continues the copy here.
pub fn open_shared(
    store: &mut Store,
    incoming: Result<SharedGame, ShareError>,
) -> (Screen, Option<Notice>) {
    let refused = |error| (Screen::Home, Some(Notice::SharedRefused(error)));
    let shared = match incoming {
        Ok(shared) => shared,
        Err(error) => return refused(error),
    };
    let local = store.load(&shared.id).and_then(Result::ok);
    let merged = merge(local.as_ref(), &shared);
    let play = Screen::Play { kind: shared.kind, id: shared.id.clone() };
    let title = moonvale_table::names::TitleOf {
        title: shared.title.clone(),
        kind: shared.kind,
        players: shared.players.clone(),
    };
    let opened = |how| Some(Notice::SharedOpened { title: title.clone(), how });
    match merged {
        Merge::Same => (play, opened(SharedOpened::Same)),
        Merge::Older { missing } => (play, opened(SharedOpened::Older { missing })),
        Merge::Diverged => (Screen::Home, Some(Notice::SharedDiverged { title })),
        Merge::New | Merge::Newer { .. } => {
            // Replayed with the engine: an illegal or tampered game is refused here.
            let record = match shared.to_record(browser::now_ms()) {
                Ok(record) => record,
                Err(error) => return refused(error),
            };
            let how = match merged {
                Merge::Newer { added } => SharedOpened::Updated { added },
                _ => SharedOpened::New,
            };
            // A game that arrives finished counts in this device's statistics too.
            if record.outcome.is_some() {
                let _ = store.record_finished(&record);
            }
            match store.save(record) {
                SaveOutcome::KeptInMemoryFull => (play, Some(Notice::StorageFull)),
                _ => (play, opened(how)),
            }
        }
    }
}

/// The page's address with `fragment` as its hash: the link to send.
pub(in crate::ui) fn link_to(fragment: &str) -> String {
    let location = web_sys::window().map(|w| w.location());
    let base = location.and_then(|l| l.href().ok()).unwrap_or_default();
    let base = base.split('#').next().unwrap_or_default().to_string();
    format!("{base}{fragment}")
}

/// Copies text with the asynchronous clipboard, where the browser offers it.
pub(in crate::ui) fn copy_to_clipboard(text: &str) -> bool {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else { return false };
    let clipboard = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"));
    let Ok(clipboard) = clipboard else { return false };
    let write = js_sys::Reflect::get(&clipboard, &JsValue::from_str("writeText"));
    match write.ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok()) {
        Some(write) => write.call1(&clipboard, &JsValue::from_str(text)).is_ok(),
        None => false,
    }
}

/// The build id the page was built with (`<meta name="moonvale-build">`).
pub(in crate::ui) fn build_id() -> String {
    let document = web_sys::window().and_then(|w| w.document());
    document
        .and_then(|d| d.query_selector("meta[name=\"moonvale-build\"]").ok().flatten())
        .and_then(|m| m.get_attribute("content"))
        .unwrap_or_else(|| "development".to_string())
}

/// Downloads the problem report of a saved game; the file name, or why it failed.
pub fn download_report(record: &SaveRecord) -> Result<String, String> {
    let agent = web_sys::window().and_then(|w| w.navigator().user_agent().ok()).unwrap_or_default();
    let text = problem_report_json(record, &build_id(), &agent, browser::now_ms())?;
    let file = format!("moonvale-report-{}.json", record.id);
    browser::download(&file, &text).map_err(|_| "download failed".to_string())?;
    Ok(file)
}

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub lang: Lang,
    pub record: SaveRecord,
    pub on_close: Callback<()>,
    /// Opens "Play with friends" instead, where the table has seats for several people.
    #[prop_or_default]
    pub on_play_together: Option<Callback<()>>,
}

/// The share dialog: the link (or, when too long for messaging apps, only the file), what a
/// link reveals, and the file.
#[function_component(ShareDialog)]
pub fn share_dialog(props: &ShareProps) -> Html {
    let lang = props.lang;
    let said = use_state(|| None::<String>);
    let shared = SharedGame::from_record(&props.record);
    let Ok(shared) = shared else {
        return html! { <p role="alert" data-testid="share-error">{ tr(lang, "share-failed") }</p> };
    };
    let fragment = shared.to_fragment();
    let fits = link_fits_messaging(&fragment);
    let link = link_to(&fragment);
    let copy = {
        let (said, link) = (said.clone(), link.clone());
        Callback::from(move |_: MouseEvent| {
            said.set(Some(if copy_to_clipboard(&link) {
                tr(lang, "share-copied")
            } else {
                tr(lang, "share-copy-failed")
            }));
        })
    };
    let save_file = {
        let said = said.clone();
        let text = shared.to_file_json();
        let file = format!("moonvale-shared-{}.json", shared.id);
        Callback::from(move |_: MouseEvent| {
            said.set(Some(match browser::download(&file, &text) {
                Ok(()) => t(lang, "notice-exported", &[("file", file.clone().into())]),
                Err(_) => tr(lang, "notice-export-failed"),
            }));
        })
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    let select_all = Callback::from(|e: FocusEvent| {
        let input: web_sys::HtmlInputElement = e.target_unchecked_into();
        input.select();
    });
    html! {
        <section class="share-dialog" role="dialog" aria-labelledby="share-title" data-testid="share-dialog"
            data-fits={fits.to_string()} data-length={fragment.len().to_string()}>
            <h3 id="share-title">{ tr(lang, "share-title") }</h3>
            <p>{ tr(lang, "share-how") }</p>
            <p class="share-warning" data-testid="share-warning">{ tr(lang, "share-hidden-warning") }</p>
            if let Some(play_together) = &props.on_play_together {
                <p class="share-together">
                    { tr(lang, "share-together") }{ " " }
                    <button type="button" class="button" data-testid="share-play-together"
                        onclick={play_together.reform(|_: MouseEvent| ())}>{ tr(lang, "remote-devices") }</button>
                </p>
            }
            if fits {
                <label class="share-link">{ tr(lang, "share-link-label") }
                    <input type="text" readonly=true value={link} data-testid="share-link" onfocus={select_all} />
                </label>
                <div class="row">
                    <button type="button" class="button primary" data-testid="share-copy" onclick={copy}>{ tr(lang, "share-copy") }</button>
                    <button type="button" class="button" data-testid="share-file" onclick={save_file}>{ tr(lang, "share-file") }</button>
                    <button type="button" class="button" data-testid="share-close" onclick={close}>{ tr(lang, "share-close") }</button>
                </div>
            } else {
                <p data-testid="share-too-long">{ t(lang, "share-too-long", &[("count", fragment.len().into())]) }</p>
                <div class="row">
                    <button type="button" class="button primary" data-testid="share-file" onclick={save_file}>{ tr(lang, "share-file") }</button>
                    <button type="button" class="button" data-testid="share-close" onclick={close}>{ tr(lang, "share-close") }</button>
                </div>
            }
            if let Some(text) = &*said {
                <p role="status" data-testid="share-said">{ text.clone() }</p>
            }
        </section>
    }
}
