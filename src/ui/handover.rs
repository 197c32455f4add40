//! The page's first app, and its hand-over to the table's app (docs/performance.md "A phone's first
//! visit").
//!
//! A first visit waits for the page's wasm before the home screen answers a tap. That wasm
//! therefore holds only the home screen and the new-game forms ([`HomeApp`]), without the
//! rules engines; everything else (the table, replays, tutorials, statistics) is the full
//! [`crate::ui::App`] in a second wasm (`src/bin/game.rs`), which the service worker's precache
//! brings in the background. When the player opens any other screen, or asks for what needs
//! an engine (a game started, a file imported, a shared game opened, a save of version 1
//! listed: `ui::engines`), the home app stops and the full app starts on the same address,
//! does that work, and takes over what the home app's store kept only in memory (a full or
//! missing storage loses nothing).

use crate::ui::hand_off::{Carried, CARRIED};
use crate::ui::platform::catalogues::{self, frame_text};
use crate::ui::state::Screen;
use crate::ui::{frame, platform::browser, use_app_listeners, AppHandle};
use moonvale_rules::core::GameKind;
use moonvale_table::i18n::{tr, Lang, Part};
use std::cell::{Cell, RefCell};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// Where post-build writes the table's script; the wasm is the same name with `_bg.wasm`.
const TABLE_META: &str = "meta[name=\"moonvale-table\"]";

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// The table script's start: wasm-bindgen's no-modules loader, a global `let` binding
    /// (so not a property of `window`).
    #[wasm_bindgen(js_name = wasm_bindgen, catch)]
    fn start_table(options: &js_sys::Object) -> Result<js_sys::Promise, JsValue>;
}

/// How long after the home screen is up its games' words are parsed: after its first paint.
const PREPARE_AFTER_MS: u32 = 100;

thread_local! {
    static HOME: RefCell<Option<yew::AppHandle<HomeApp>>> = const { RefCell::new(None) };
    static LOADING: Cell<bool> = const { Cell::new(false) };
}

/// The screens the home app draws itself; any other one opens the table's app.
fn drawn_here(screen: &Screen) -> bool {
    matches!(screen, Screen::Home | Screen::NewGame(_))
}

/// The catalogue part of a game's words (its name in the page's list of catalogue files).
fn part_of(kind: GameKind) -> Part {
    Part::ALL.into_iter().find(|part| part.name() == kind.as_str()).unwrap_or(Part::App)
}

/// The parts of the catalogue a screen drawn here needs: the app's, and a new-game form's game.
fn parts_for(screen: &Screen) -> Vec<Part> {
    match screen {
        Screen::NewGame(kind) => vec![Part::App, part_of(*kind)],
        _ => vec![Part::App],
    }
}

/// Whether the home app must hand the page over: work that needs the engines, or a saved
/// game it cannot list without them (one saved before version 2, read by replaying it).
fn handing_over(state: &crate::ui::state::AppState) -> bool {
    use moonvale_table::storage::{Damage, Listed, NOT_OPENED_HERE};
    state.hand_over.is_some()
        || state.saves.iter().any(|listed| {
            matches!(listed, Listed::Damaged { damage: Damage::InvalidGame(why), .. } if why == NOT_OPENED_HERE)
        })
}

#[function_component(HomeApp)]
pub fn home_app() -> Html {
    let state = use_reducer_eq(crate::ui::effects::load);
    crate::ui::effects::use_effects(&state);
    let handing = handing_over(&state);
    let first = drawn_here(&state.screen) && !handing;
    let lang = state.lang;
    use_app_listeners(&state, move || {
        // On any other screen, the table's app says when it is ready.
        if first {
            browser::mark_ready();
        }
        // The new-game forms' words, fetched and parsed while the player reads the home screen.
        crate::ui::platform::timer::after(PREPARE_AFTER_MS, move || {
            wasm_bindgen_futures::spawn_local(async move {
                let _ = catalogues::ensure(lang, &[Part::ViaNebula, Part::NovaLuna]).await;
            });
        })
        .forget();
    });
    // A screen whose words are not here yet (a new-game form opened at once, a language
    // just chosen) waits for them; if they cannot be fetched, says so and offers to retry.
    let parts = parts_for(&state.screen);
    let words = use_state(|| WordsState::Here);
    let redraw = use_force_update();
    // Whether this render lacks the words (it then shows that they are on their way).
    let lacking = !catalogues::ready(lang, &parts);
    {
        let words = words.clone();
        let parts = parts.clone();
        let asked = *words;
        use_effect_with((lang, parts.clone(), asked, lacking), move |_| {
            if !lacking || asked == WordsState::Failed {
                return;
            }
            if catalogues::ready(lang, &parts) {
                // They arrived between the render and now (another request for the same
                // part, such as the forms' words fetched while the home screen is read):
                // nobody else would draw the screen again.
                redraw.force_update();
            } else {
                wasm_bindgen_futures::spawn_local(async move {
                    match catalogues::ensure(lang, &parts).await {
                        Ok(()) if asked == WordsState::Here => redraw.force_update(),
                        Ok(()) => words.set(WordsState::Here),
                        Err(_) => words.set(WordsState::Failed),
                    }
                });
            }
        });
    }
    let retry = {
        let words = words.clone();
        Callback::from(move |_: MouseEvent| words.set(WordsState::Asked))
    };
    let failed = *words == WordsState::Failed;
    if !catalogues::ready(lang, &[Part::App]) {
        // The frame's header and a main landmark, as the page showed them before.
        return html! {
            <div class="app">
                <header class="topbar">
                    <h1 class="brand-heading">
                        <span class="brand"><span aria-hidden="true" class="brand-mark">{ "☾" }</span>{ "Moonvale" }</span>
                    </h1>
                </header>
                <main>{ words_missing(lang, failed, retry) }</main>
            </div>
        };
    }
    let screen = match &state.screen {
        _ if handing => html! { <OpeningTable /> },
        _ if !catalogues::ready(lang, &parts) => words_missing(lang, failed, retry),
        Screen::Home => html! { <crate::ui::pages::home::Home /> },
        Screen::NewGame(kind) => {
            use crate::ui::table::table_game::TableGame;
            moonvale_rules::with_game!(*kind, G => G::new_game_screen())
        }
        _ => html! { <OpeningTable /> },
    };
    frame(&state, screen)
}

/// Where the words of the screen shown stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum WordsState {
    Here,
    /// Asked again after a failure.
    Asked,
    Failed,
}

/// The page while its words are on their way, or the message that they could not be
/// fetched, in the frame's own words (the catalogue is what is missing).
fn words_missing(lang: Lang, failed: bool, retry: Callback<MouseEvent>) -> Html {
    if !failed {
        return html! { <p class="opening-table" data-testid="words-loading" aria-busy="true"></p> };
    }
    failed_with_retry(
        "words-load",
        frame_text(lang, "app-words-load-failed"),
        frame_text(lang, "app-table-load-retry"),
        retry,
    )
}

/// A download that failed, said with a button to try again (`<what>-failed`, `<what>-retry`).
fn failed_with_retry(
    what: &str,
    text: String,
    retry_text: String,
    retry: Callback<MouseEvent>,
) -> Html {
    html! {
        <div class="message message-error" data-testid={format!("{what}-failed")} role="alert">
            <p>{ text }</p>
            <button type="button" class="button primary" data-testid={format!("{what}-retry")} onclick={retry}>
                { retry_text }
            </button>
        </div>
    }
}

/// Shown while the table's app loads; says so if it cannot, with a way to try again.
#[function_component(OpeningTable)]
fn opening_table() -> Html {
    let state = crate::ui::use_app();
    let lang = state.lang;
    let failed = use_state(|| false);
    let open = {
        let failed = failed.clone();
        let state = state.clone();
        Callback::from(move |()| {
            failed.set(false);
            let failed = failed.clone();
            load_table(&state, Callback::from(move |()| failed.set(true)));
        })
    };
    {
        let open = open.clone();
        use_effect_with((), move |_| open.emit(()));
    }
    if *failed {
        let retry = Callback::from(move |_: MouseEvent| open.emit(()));
        failed_with_retry(
            "table-load",
            tr(lang, "app-table-load-failed"),
            tr(lang, "app-table-load-retry"),
            retry,
        )
    } else {
        html! { <p class="opening-table" data-testid="table-opening" aria-busy="true">{ tr(lang, "app-table-opening") }</p> }
    }
}

/// Starts the home app in the page's `<body>` (the page's entry point, `src/main.rs`), once
/// the words of its first screen are here (the frame shows until then).
pub fn start_home() {
    crate::ui::install_panic_hook();
    catalogues::keep_frame_texts();
    let lang = crate::ui::effects::language_at_start();
    let parts = match crate::ui::platform::route::current() {
        Some(moonvale_table::address::Address::NewGame(kind)) => parts_for(&Screen::NewGame(kind)),
        _ => parts_for(&Screen::Home),
    };
    crate::ui::platform::frames::mark("home-main");
    wasm_bindgen_futures::spawn_local(async move {
        // A failure is shown by the home app, which asks again.
        let _ = catalogues::ensure(lang, &parts).await;
        crate::ui::platform::frames::mark("home-words");
        crate::ui::platform::archive::read_before(|| {
            crate::ui::platform::frames::mark("home-render");
            crate::ui::remove_boot_frame();
            let handle = yew::Renderer::<HomeApp>::new().render();
            HOME.with(|home| *home.borrow_mut() = Some(handle));
        });
    });
}

/// Loads the table's script, then hands the page over to its app: once per visit (again
/// after a failure). `failed` hears of a script that could not be fetched or started.
fn load_table(state: &AppHandle, failed: Callback<()>) {
    if LOADING.replace(true) {
        return;
    }
    let fail = move |why: JsValue| {
        web_sys::console::error_2(&"Moonvale: the table could not be loaded:".into(), &why);
        LOADING.set(false);
        failed.emit(());
    };
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let script_url = document
        .query_selector(TABLE_META)
        .ok()
        .flatten()
        .and_then(|meta| meta.get_attribute("content"))
        .unwrap_or_else(|| "./game.js".into());
    let wasm_url = format!("{}_bg.wasm", script_url.trim_end_matches(".js"));
    let Ok(script) = document.create_element("script") else { return };
    let lang = state.lang;
    let carried = Carried {
        store: state.store.borrow().unwritten(),
        pending: state.hand_over.clone(),
        notice: state.notice.as_ref().map(|notice| (notice.text(lang), notice.is_error())),
    };
    let carried = serde_json::to_string(&carried).unwrap_or_default();
    let loaded = Closure::once_into_js({
        let fail = fail.clone();
        move || {
            if let Err(why) = hand_over(&wasm_url, &carried, lang, fail.clone()) {
                fail(why);
            }
        }
    });
    let not_loaded = Closure::once_into_js({
        let fail = fail.clone();
        let script = script.clone();
        move || {
            script.remove();
            fail("the script did not load".into());
        }
    });
    let _ = script.add_event_listener_with_callback("load", loaded.unchecked_ref());
    let _ = script.add_event_listener_with_callback("error", not_loaded.unchecked_ref());
    let _ = script.set_attribute("src", &script_url);
    if let Some(head) = document.head() {
        let _ = head.append_child(&script);
    }
}

/// The table's script is in: stop the home app, leave the frame that says the table is
/// opening, and start the table's wasm (its `main` draws the full app and removes the frame).
fn hand_over(
    wasm_url: &str,
    carried: &str,
    lang: Lang,
    fail: impl FnOnce(JsValue) + Clone + 'static,
) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    js_sys::Reflect::set(&window, &CARRIED.into(), &carried.into())?;
    crate::ui::platform::archive::stop();
    if let Some(home) = HOME.with(|home| home.borrow_mut().take()) {
        home.destroy();
    }
    if let Some(body) = document.body() {
        body.dataset().delete("ready");
        let boot = document.create_element("div")?;
        boot.set_id("boot");
        boot.set_class_name("app boot");
        boot.set_attribute("aria-busy", "true")?;
        let text = document.create_element("p")?;
        text.set_class_name("opening-table");
        text.set_text_content(Some(&tr(lang, "app-table-opening")));
        boot.append_child(&text)?;
        body.append_child(&boot)?;
    }
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"module_or_path".into(), &wasm_url.into())?;
    let started = start_table(&options)?;
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(why) = wasm_bindgen_futures::JsFuture::from(started).await {
            // The home app is gone: say so the way a panic would, with the reason in the console.
            fail(why);
            crate::ui::show_fatal_error();
        }
    });
    Ok(())
}
