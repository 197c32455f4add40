//! The browser app (wasm32 only). It never decides a rule: it asks the engines.
//!
//! One reducer ([`state::AppState`]) holds the shell's state (screen, language, saved
//! games, messages); every text goes through `i18n`; every write to localStorage goes
//! through `storage::SaveStore`. A panic shows a translated message in the page instead of
//! leaving it blank.
//!
//! How a game plugs in (see `via_nebula` and `nova_luna`): it implements
//! [`table::table_game::TableGame`], and every screen reaches it through the game registry
//! (`moonvale_rules::with_game!`), never by naming it:
//! - its new-game screen (`TableGame::new_game_screen`) uses the shared seat form
//!   ([`widgets::seat_form`]) and starts the game with [`table::starting::start_game`];
//! - its game screen is the one shell ([`table::shell::PlayGame`]), which the game fills
//!   (board, side panels, words, end-screen rows); the shell runs the table
//!   (`moonvale_table::table`): hand-over, undo, computer turns through [`platform::computer`], saving
//!   after each action ([`effects::save_game`]: a full or missing storage is handled there,
//!   never by the game);
//! - a saved game is opened by its game's engine through the registry (`storage::Registry`);
//!   its words live in `crates/table/src/i18n/locales/<game>/<lang>.ftl`.
//!
//! The folders are floors, each importing only from those below it (`scripts/house.mjs` fails
//! on a circle between files or folders): the games (`via_nebula`, `nova_luna`), then `pages`
//! (the screens, the rules help), `table` (the one game screen, its hosting, the daily
//! challenge), `remote` (the connections), `widgets`, `platform` (the browser's services). The
//! files here are the state ([`state`], its leaves [`screen`] and [`hand_off`]), what it asks
//! for ([`effects`]), and the engines' interface ([`engines`]) apart from the table's app's
//! implementation ([`table_engines`]).

pub mod effects;
pub mod engines;
pub mod hand_off;
pub mod handover;
pub mod nova_luna;
pub mod pages;
pub mod platform;
pub mod remote;
pub mod screen;
pub mod state;
pub mod table;
pub mod table_engines;
pub mod via_nebula;
pub mod widgets;

use effects::fatal_text;
use moonvale_table::i18n::{tr, Lang};
use moonvale_table::storage::StoreHealth;
use pages::home::Home;
use pages::{replay, stats, tutorial};
use platform::{archive, browser, route, thinker};
use state::{AppAction, AppState, Notice, Screen};
use table::{shell, table_game};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What every screen gets: the state and the way to change it.
pub type AppHandle = UseReducerHandle<AppState>;

/// The app's handle, in any component under the root (the page's app or the table's).
#[hook]
pub fn use_app() -> AppHandle {
    #[allow(
        clippy::expect_used,
        reason = "every component is drawn under a root that provides the handle"
    )]
    use_context::<AppHandle>().expect("inside App")
}

#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer_eq(effects::load);
    effects::use_effects(&state);

    use_app_listeners(&state, || {
        browser::mark_ready();
        // The computer players' worker loads once the first screen is up, never before.
        thinker::warm_up();
    });

    let screen = match &state.screen {
        Screen::Home => html! { <Home /> },
        // Each game has its own new-game screen (sharing the seat form).
        Screen::NewGame(kind) => {
            use table_game::TableGame;
            moonvale_rules::with_game!(*kind, G => G::new_game_screen())
        }
        Screen::Tutorial(kind) => {
            moonvale_rules::with_game!(*kind, G => html! { <tutorial::TutorialScreen<G> /> })
        }
        // Both games' game screens are the one shell, filled by each game.
        Screen::Play { kind, id } => moonvale_rules::with_game!(*kind, G => html! {
            <shell::PlayGame<G> key={format!("{id}-{}", state.opened)} id={id.clone()} />
        }),
        Screen::Replay { kind, id, review } => moonvale_rules::with_game!(*kind, G => html! {
            <replay::ReplayGame<G> key={id.clone()} id={id.clone()} review={*review} />
        }),
        Screen::Stats => html! { <stats::StatsScreen /> },
        Screen::Join(code) => {
            html! { <pages::guest::JoinScreen key="join" code={code.clone()} /> }
        }
        Screen::Answer(code) => {
            html! { <pages::answer::AnswerScreen key={code.clone()} code={code.clone()} /> }
        }
    };
    frame(&state, screen)
}

/// Listens, for the root's whole life, for a new version of the app and for Back, Forward and
/// typed links; calls `first_screen_up` once the first screen is drawn.
#[hook]
fn use_app_listeners(state: &AppHandle, first_screen_up: impl FnOnce() + 'static) {
    let state = state.clone();
    use_effect_with((), move |_| {
        let dispatcher = state.dispatcher();
        let listener = {
            let dispatcher = dispatcher.clone();
            browser::listen_for_update(move || dispatcher.dispatch(AppAction::UpdateAvailable))
        };
        // An update announced between the state's start (which read the flag) and this
        // effect (Yew may run it a frame after the first drawing) would otherwise be missed.
        if browser::update_already_waiting() {
            dispatcher.dispatch(AppAction::UpdateAvailable);
        }
        let routes = {
            let state = state.clone();
            route::listen(move |address| effects::open_address(&state, address))
        };
        // A reload would lose what storage had no room for: the browser asks first.
        let leaving = {
            let store = state.store.clone();
            browser::confirm_leaving_while(move || {
                store.try_borrow().is_ok_and(|store| store.unwritten() != Default::default())
            })
        };
        first_screen_up();
        read_archive(&state);
        move || {
            drop(listener);
            drop(routes);
            drop(leaving);
        }
    });
}

/// Reads the archive of finished games once the first screen is up, unless it was read
/// before the start; then moves there the finished games localStorage still holds.
fn read_archive(state: &AppHandle) {
    if state.store.borrow().archive_attached() {
        return archive::settle(&state.store);
    }
    let state = state.clone();
    wasm_bindgen_futures::spawn_local(async move {
        match archive::read_all().await {
            Ok(games) => {
                let mut store = state.store.borrow_mut();
                store.attach_archive(games);
                archive::rewrite_old_records(&mut store);
                drop(store);
                effects::relist(&state);
            }
            // Without it every game stays in localStorage, as before there was one.
            Err(why) => archive::warn("could not be read", &why),
        }
    });
}

/// The page around every screen: the app's name (a link home), the settings, the messages,
/// the screen, the footer. Both roots draw it: [`App`] and the home screen's [`handover::HomeApp`].
fn frame(state: &AppHandle, screen: Html) -> Html {
    let lang = state.lang;
    let go_home = {
        let state = state.clone();
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            state.dispatch(AppAction::Go(Screen::Home));
        })
    };

    html! {
        <ContextProvider<AppHandle> context={state.clone()}>
            <div class="app">
                <a class="skip-link" href="#main">{ tr(lang, "skip-to-content") }</a>
                <header class="topbar">
                    // The page's one top-level heading, on every screen.
                    <h1 class="brand-heading">
                        <a class="brand" href="#/" onclick={go_home}>
                            <span class="brand-mark" aria-hidden="true">{ "☾" }</span>
                            { tr(lang, "app-title") }
                        </a>
                    </h1>
                    <LanguageSettings />
                </header>
                <Banners />
                <main id="main" tabindex="-1">{ screen }</main>
                <footer class="footer"><p>{ tr(lang, "footer-offline") }</p></footer>
            </div>
        </ContextProvider<AppHandle>>
    }
}

/// The settings: the language menu, shown on every screen.
#[function_component(LanguageSettings)]
fn language_settings() -> Html {
    let state = crate::ui::use_app();
    let lang = state.lang;
    let onchange = {
        let state = state.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Some(lang) = Lang::from_tag(&select.value()) {
                effects::choose_language(&state, lang);
            }
        })
    };
    html! {
        <section class="settings" data-testid="settings" aria-label={tr(lang, "settings-title")}>
            <label for="language-select">{ tr(lang, "settings-language") }</label>
            <select id="language-select" data-testid="language" {onchange}>
                { for Lang::ALL.into_iter().map(|l| html! {
                    <option value={l.code()} lang={l.code()} selected={l == lang}>{ l.native_name() }</option>
                }) }
            </select>
        </section>
    }
}

/// The update offer, the storage warning and the latest message.
#[function_component(Banners)]
fn banners() -> Html {
    let state = crate::ui::use_app();
    let lang = state.lang;
    let update = state.update_available.then(|| {
        let reload = Callback::from(|_: MouseEvent| browser::apply_update());
        html! {
            <div class="banner banner-update" data-testid="update-available" role="status">
                <p>{ tr(lang, "update-available") }</p>
                <button type="button" class="button primary" data-testid="update-reload" onclick={reload}>
                    { tr(lang, "update-reload") }
                </button>
            </div>
        }
    });
    let warning = (state.health == StoreHealth::Unavailable).then(|| {
        html! {
            <div class="banner banner-warning" data-testid="storage-warning" role="alert">
                <p>{ tr(lang, "storage-unavailable") }</p>
            </div>
        }
    });
    // Until the person changes a setting, which rewrites them.
    let settings = state.store.borrow().settings_problem().map(|problem| {
        html! {
            <div class="banner banner-warning" data-testid="settings-problem" role="status">
                <p>{ state::settings_problem_text(lang, &problem) }</p>
            </div>
        }
    });
    let notice = state.notice.as_ref().map(|notice: &Notice| {
        let dismiss = {
            let state = state.clone();
            Callback::from(move |_: MouseEvent| state.dispatch(AppAction::DismissNotice))
        };
        let (class, role) = if notice.is_error() { ("message message-error", "alert") } else { ("message", "status") };
        let undo = matches!(notice, Notice::Deleted { .. }).then(|| {
            let state = state.clone();
            let onclick = Callback::from(move |_: MouseEvent| state.dispatch(AppAction::UndoDelete));
            html! {
                <button type="button" class="button" data-testid="undo-delete" {onclick}>{ tr(lang, "message-undo-delete") }</button>
            }
        });
        html! {
            <div class={class} data-testid="message" role={role}>
                <p>{ notice.text(lang) }</p>
                { for undo }
                <button type="button" class="button subtle" onclick={dismiss} aria-label={tr(lang, "message-dismiss")}>
                    { "×" }
                </button>
            </div>
        }
    });
    html! {
        <div class="banners">
            { for update }
            { for warning }
            { for settings }
            { for notice }
        </div>
    }
}

/// Shows a translated message at the top of the page, outside Yew (which may be the
/// thing that failed), and puts the rest of the page out of use: after a panic nothing in
/// it answers any more, so nothing in it may look as if it would. Used by the panic hook.
pub fn show_fatal_error() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(body) = document.body() else { return };
    if document.get_element_by_id("fatal-error").is_some() {
        return;
    }
    // Greyed, out of the tab order and out of reach of pointers and screen readers.
    let mut child = body.first_element_child();
    while let Some(element) = child {
        let _ = element.set_attribute("inert", "");
        let _ = element.set_attribute("aria-hidden", "true");
        child = element.next_element_sibling();
    }
    body.dataset().delete("ready");
    let _ = body.dataset().set("fatal", "true");
    // Nothing keeps the keyboard's focus there either (a focused skip link would show).
    if let Some(focused) =
        document.active_element().and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = focused.blur();
    }
    let (title, body_text) = fatal_text();
    let Ok(panel) = document.create_element("div") else { return };
    panel.set_id("fatal-error");
    panel.set_class_name("fatal-error");
    let _ = panel.set_attribute("role", "alert");
    let _ = panel.set_attribute("data-testid", "fatal-error");
    for (tag, text) in [("h2", title), ("p", body_text)] {
        if let Ok(element) = document.create_element(tag) {
            element.set_text_content(Some(&text));
            let _ = panel.append_child(&element);
        }
    }
    let _ = body.insert_before(&panel, body.first_child().as_ref());
}

/// The panic hook of both apps: the message in the console, the translated panel in the
/// page. Set through Yew, whose renderer otherwise replaces any hook set before it with its
/// own (which only writes to the console: the page looked alive and did nothing).
fn install_panic_hook() {
    yew::set_custom_panic_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("Moonvale: {info}").into());
        show_fatal_error();
    }));
    offer_test_panic();
}

/// The window function end-to-end tests call to make the app panic for real, to see the
/// panel ([`TEST_PANIC`] is its name, and it asks for that name as its argument). Kept in
/// the release build, since that is the build tested; no link, address or click reaches
/// it: only a script running in the page, which the Content-Security-Policy allows to no
/// one else.
fn offer_test_panic() {
    let Some(window) = web_sys::window() else { return };
    let panic_now = wasm_bindgen::closure::Closure::<dyn Fn(wasm_bindgen::JsValue)>::new(
        |asked: wasm_bindgen::JsValue| {
            if asked.as_string().as_deref() == Some(TEST_PANIC) {
                panic!("{TEST_PANIC} was called: a panic asked for by a test");
            }
        },
    );
    let _ = js_sys::Reflect::set(&window, &TEST_PANIC.into(), panic_now.as_ref());
    panic_now.forget();
}

/// See [`offer_test_panic`].
const TEST_PANIC: &str = "moonvaleTestPanic";

/// Starts the app in the page's `<body>`.
pub fn start() {
    install_panic_hook();
    // The table's app has every catalogue compiled in (the page's home app fetches its own),
    // and the rules engines (`ui::table_engines`).
    moonvale_table::i18n::use_compiled_catalogues();
    table_engines::install();
    archive::read_before(|| {
        remove_boot_frame();
        yew::Renderer::<App>::new().render();
    });
}

/// Removes the frame index.html drew while the wasm was on its way (or the hand-over's).
fn remove_boot_frame() {
    let document = web_sys::window().and_then(|w| w.document());
    if let Some(boot) = document.and_then(|d| d.get_element_by_id("boot")) {
        boot.remove();
    }
}

/// Starts the app inside `root` (the browser tests mount it in a fresh element). The
/// panic hook is left alone: the test harness has its own.
pub fn mount(root: &web_sys::Element) -> AppRendered {
    table_engines::install();
    AppRendered(yew::Renderer::<App>::with_root(root.clone().unchecked_into()).render())
}

/// A mounted app; dropping it leaves it mounted, `destroy` removes it.
pub struct AppRendered(yew::AppHandle<App>);

impl AppRendered {
    pub fn destroy(self) {
        self.0.destroy();
    }
}
