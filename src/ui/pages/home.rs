//! The screens of the shell: home (the games and the saved games). Each game has its own
//! new-game and game screens (`ui::via_nebula`, `ui::nova_luna`).

use crate::ui::platform::browser;
use crate::ui::state::{damage_text, game_name, AppAction, Notice, Screen};
use crate::ui::AppHandle;
use moonvale_rules::core::GameKind;
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::storage::{check_import_size, Listed, PlayerKind, SaveRecord};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use yew::prelude::*;

fn new_game_test_id(kind: GameKind) -> String {
    format!("new-{}", kind.as_str())
}

fn game_blurb(lang: Lang, kind: GameKind) -> String {
    use crate::ui::table::table_game::TableGame;
    moonvale_rules::with_game!(kind, G => G::blurb(lang))
}

/// The player counts are the engine's (asked once).
fn game_players(lang: Lang, kind: GameKind) -> String {
    let range = crate::ui::table::starting::players_of(kind);
    t(
        lang,
        "game-player-range",
        &[("min", (*range.start()).into()), ("max", (*range.end()).into())],
    )
}

#[function_component(Home)]
pub fn home() -> Html {
    let state = crate::ui::use_app();
    let lang = state.lang;
    let cards = GameKind::ALL.into_iter().map(|kind| {
        let open = {
            let state = state.clone();
            Callback::from(move |_: MouseEvent| {
                state.dispatch(AppAction::Go(Screen::NewGame(kind)))
            })
        };
        let learn = {
            let state = state.clone();
            Callback::from(move |_: MouseEvent| {
                state.dispatch(AppAction::Go(Screen::Tutorial(kind)))
            })
        };
        let heading_id = format!("game-title-{}", kind.as_str());
        html! {
            <li class={classes!("game-card", kind.as_str())}>
                <h3 id={heading_id.clone()}>{ game_name(lang, kind) }</h3>
                <p class="game-meta">{ game_players(lang, kind) }</p>
                <p>{ game_blurb(lang, kind) }</p>
                <div class="row game-card-buttons">
                    <button type="button" class="button primary" data-testid={new_game_test_id(kind)}
                        onclick={open} aria-describedby={heading_id.clone()}>
                        { tr(lang, "home-new-game") }
                    </button>
                    <button type="button" class="button" data-testid={format!("learn-{}", kind.as_str())}
                        onclick={learn} aria-describedby={heading_id}>
                        { tr(lang, "home-learn") }
                    </button>
                </div>
            </li>
        }
    });
    let open_stats = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(AppAction::Go(Screen::Stats)))
    };
    let open_join = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(AppAction::Go(Screen::Join(None))))
    };
    html! {
        <div class="home" data-testid="home">
            { continue_card(&state) }
            <section class="games" aria-labelledby="games-heading">
                <h2 id="games-heading">{ tr(lang, "home-choose-game") }</h2>
                <ul class="game-cards">{ for cards }</ul>
            </section>
            <crate::ui::table::daily::DailyCard />
            <p class="home-links">
                <button type="button" class="button" data-testid="open-stats" onclick={open_stats}>{ tr(lang, "stats-title") }</button>
                { " " }<button type="button" class="button" data-testid="open-join" onclick={open_join}>{ tr(lang, "remote-join-title") }</button>
            </p>
            <SavedGames />
        </div>
    }
}

/// The game a returning player most likely wants: the unfinished one played last, first on
/// the screen with its "Resume" (the full list, below the games, may be a scroll away).
fn continue_card(state: &AppHandle) -> Html {
    let lang = state.lang;
    let latest = state
        .saves
        .iter()
        .filter_map(|listed| match listed {
            Listed::Ok(record) if record.outcome.is_none() => Some((listed.id(), record)),
            _ => None,
        })
        .max_by_key(|(_, record)| record.last_played_ms);
    let Some((id, record)) = latest else { return Html::default() };
    let resume = {
        let state = state.clone();
        let target = Screen::Play { kind: record.kind, id: id.to_string() };
        Callback::from(move |_: MouseEvent| state.dispatch(AppAction::Go(target.clone())))
    };
    html! {
        <section class="continue-card" data-testid="continue" data-id={id.to_string()} aria-labelledby="continue-heading">
            <h2 id="continue-heading">{ tr(lang, "home-continue") }</h2>
            <div class="saved-info">
                <h3 id="continue-title"><bdi>{ record.title_words(lang) }</bdi></h3>
                <p class="saved-meta">
                    { game_name(lang, record.kind) }
                    { " · " }
                    { t(lang, "saved-last-played", &[("time", browser::format_time(record.last_played_ms, lang).into())]) }
                </p>
                { player_line(lang, record) }
            </div>
            <button type="button" class="button primary" data-testid="continue-resume" onclick={resume}
                aria-describedby="continue-title">{ tr(lang, "saved-resume") }</button>
        </section>
    }
}

/// How many saved games the list draws first, and how many more each "show more" adds.
const FIRST_PAGE: usize = 20;
const MORE_PAGE: usize = 100;

#[function_component(SavedGames)]
fn saved_games() -> Html {
    let state = crate::ui::use_app();
    let lang = state.lang;
    let file_input = use_node_ref();

    let choose_file = {
        let file_input = file_input.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(input) = file_input.cast::<web_sys::HtmlInputElement>() {
                input.click();
            }
        })
    };
    let on_file = {
        let state = state.clone();
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
            // Cleared so that choosing the same file again fires `change` again.
            input.set_value("");
            if let Err(error) = check_import_size(file.size() as u64) {
                state.dispatch(AppAction::Notify(Notice::ImportRefused(error)));
                return;
            }
            let state = state.clone();
            spawn_local(async move {
                match JsFuture::from(file.text()).await.ok().and_then(|v| v.as_string()) {
                    Some(text) => state.dispatch(AppAction::Import(text)),
                    None => state.dispatch(AppAction::Notify(Notice::ImportReadFailed)),
                }
            });
        })
    };

    let damaged_count = state.saves.iter().filter(|l| matches!(l, Listed::Damaged { .. })).count();
    // Whether the browser keeps the saves when space runs low (asked after the first saved
    // game), and the space they take. `None` until the browser has answered; `Some(None)` when
    // it cannot say. The line's `data-persisted` announces the answer ("true", "false",
    // "unknown"; empty before it), so a test reads the words only once they are final.
    let persisted = use_state(|| None::<Option<bool>>);
    {
        let persisted = persisted.clone();
        use_effect_with(state.saves.len(), move |_| {
            spawn_local(async move { persisted.set(Some(browser::storage_persisted().await)) });
        });
    }
    let kilobytes = state.store.borrow().stored_bytes().div_ceil(1024);
    let kept = match *persisted {
        Some(Some(true)) => Some(tr(lang, "storage-kept")),
        Some(Some(false)) => Some(tr(lang, "storage-not-kept")),
        Some(None) | None => None,
    };
    let answered = match *persisted {
        Some(Some(kept)) => kept.to_string(),
        Some(None) => "unknown".to_string(),
        None => String::new(),
    };
    // A page at a time: a thousand saved games are listed at once but drawn 20 first, then
    // 100 more a tap.
    let shown = use_state(|| FIRST_PAGE);
    let checked = use_checked_results(&state, *shown);
    let dispatcher = state.dispatcher();
    let items = state.saves.iter().take(*shown).map(|listed| {
        let key = (listed.id().to_string(), last_played(listed));
        let (listed, checked) = match checked.get(&key) {
            Some(own) => (own.clone(), true),
            None => (listed.clone(), false),
        };
        html! { <SavedGameItem key={key.0} {listed} {checked} {lang} app={dispatcher.clone()} /> }
    });
    let hidden = state.saves.len().saturating_sub(*shown);
    let show_more = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(*shown + MORE_PAGE))
    };

    html! {
        <section class="saved-games" data-testid="saved-games" aria-labelledby="saved-heading">
            <div class="section-head">
                <h2 id="saved-heading" tabindex="-1">{ tr(lang, "saved-title") }</h2>
                <div class="import">
                    <input type="file" id="import-file" class="visually-hidden" data-testid="import-file"
                        accept=".json,application/json" tabindex="-1" aria-label={tr(lang, "saved-import")}
                        ref={file_input} onchange={on_file} />
                    <button type="button" class="button" data-testid="import-button" onclick={choose_file}>
                        { tr(lang, "saved-import") }
                    </button>
                </div>
            </div>
            <p class="saved-count">
                { t(lang, "saved-count", &[("count", state.saves.len().into())]) }
                if damaged_count > 0 {
                    { " " }{ t(lang, "saved-damaged-count", &[("count", damaged_count.into())]) }
                }
            </p>
            <p class="storage-line" data-testid="storage-line" data-bytes={state.store.borrow().stored_bytes().to_string()}
                data-persisted={answered}>
                { t(lang, "storage-used", &[("size", kilobytes.into())]) }
                if let Some(kept) = kept { { " " }{ kept } }
            </p>
            if state.saves.is_empty() {
                <p class="empty">{ tr(lang, "saved-empty") }</p>
            } else {
                <ul class="saved-list" data-testid="saved-list">{ for items }</ul>
                if hidden > 0 {
                    <p><button type="button" class="button" data-testid="saved-more" onclick={show_more}>
                        { t(lang, "saved-more", &[("count", hidden.into())]) }
                    </button></p>
                }
            }
        </section>
    }
}

fn last_played(listed: &Listed) -> u64 {
    match listed {
        Listed::Ok(record) => record.last_played_ms,
        Listed::Damaged { .. } => 0,
    }
}

/// How many shown games are checked per tick: a replay each, a few milliseconds.
const CHECKED_PER_TICK: usize = 5;

/// Where the engines are (the table's app), the finished games shown, each replayed once
/// after the list is drawn, by (id, last played): the stored summary the list was drawn
/// from is not believed; what the game itself says replaces it (or its damage, if it does
/// not replay). The page's home app has no engine: it checks a summary only against the
/// record's shape (`format::stored::Summary::fits`).
#[hook]
fn use_checked_results(state: &AppHandle, shown: usize) -> Rc<HashMap<(String, u64), Listed>> {
    let checked = use_state(|| Rc::new(HashMap::new()));
    let saves = state.saves.clone();
    let store = state.store.clone();
    let handle = checked.clone();
    let list = Rc::as_ptr(&saves) as usize;
    use_effect_with((list, shown), move |_| {
        let mut asked: Vec<(String, u64)> = saves
            .iter()
            .take(shown)
            .filter_map(|listed| match listed {
                Listed::Ok(record) if record.outcome.is_some() => {
                    Some((record.id.clone(), record.last_played_ms))
                }
                _ => None,
            })
            .filter(|key| !handle.contains_key(key))
            .collect();
        asked.reverse();
        let pending: Rc<RefCell<Option<crate::ui::platform::timer::Timeout>>> = Rc::default();
        if crate::ui::engines::get().is_some() && !asked.is_empty() {
            check_slice(
                store,
                handle,
                Rc::new(RefCell::new(asked)),
                pending.clone(),
                HashMap::new(),
            );
        }
        move || drop(pending.take())
    });
    (*checked).clone()
}

/// Checks the next few of `asked` at the next tick, then the rest.
fn check_slice(
    store: Rc<RefCell<crate::ui::state::Store>>,
    checked: UseStateHandle<Rc<HashMap<(String, u64), Listed>>>,
    asked: Rc<RefCell<Vec<(String, u64)>>>,
    pending: Rc<RefCell<Option<crate::ui::platform::timer::Timeout>>>,
    mut found: HashMap<(String, u64), Listed>,
) {
    let next = pending.clone();
    let tick = crate::ui::platform::timer::after(0, move || {
        for _ in 0..CHECKED_PER_TICK {
            let Some((id, at)) = asked.borrow_mut().pop() else { break };
            let store = store.borrow();
            let own = match store.load(&id) {
                Some(Ok(record)) => Listed::Ok(record),
                Some(Err(damage)) => Listed::Damaged {
                    raw: store.raw(&id).unwrap_or_default(),
                    id: id.clone(),
                    damage,
                },
                None => continue,
            };
            found.insert((id, at), own);
        }
        if asked.borrow().is_empty() {
            let mut all = (**checked).clone();
            all.extend(found);
            checked.set(Rc::new(all));
        } else {
            check_slice(store, checked, asked, next, found);
        }
    });
    *pending.borrow_mut() = Some(tick);
}

#[derive(Properties, PartialEq)]
struct SavedGameItemProps {
    listed: Listed,
    /// Its result is the game's own, replayed here (`use_checked_results`).
    checked: bool,
    lang: Lang,
    /// The app's dispatcher (the same across renders), so an item redraws only when its
    /// game or the language changes, not for every message on a list of a thousand games.
    app: UseReducerDispatcher<crate::ui::state::AppState>,
}

fn player_line(lang: Lang, record: &SaveRecord) -> Html {
    let players = record.players.iter().map(|p| {
        let kind = match p.kind {
            PlayerKind::Human => tr(lang, "player-human"),
            PlayerKind::Computer => tr(lang, "player-computer"),
        };
        html! {
            <li class="player">
                <span class="swatch" data-colour={p.colour.clone()} aria-hidden="true"></span>
                // Names are typed by people: a text node, never markup.
                <bdi class="player-name">{ p.name.words(lang) }</bdi>
                <span class="player-kind">{ format!(" ({kind})") }</span>
            </li>
        }
    });
    html! {
        <ul class="players" aria-label={t(lang, "saved-players", &[("count", record.players.len().into())])}>
            { for players }
        </ul>
    }
}

/// A finished game's result in a line: who won, and every seat's score; a solo game's score
/// alone (nobody won against anyone).
fn result_line(lang: Lang, record: &SaveRecord, outcome: &moonvale_rules::core::Outcome) -> String {
    if let [score] = outcome.scores[..] {
        return t(lang, "saved-finished-solo", &[("score", score.into())]);
    }
    let name =
        |seat: usize| record.players.get(seat).map(|p| p.name.words(lang)).unwrap_or_default();
    let winners: Vec<String> = outcome.winners.iter().map(|&s| name(s)).collect();
    let scores: Vec<String> = outcome
        .scores
        .iter()
        .enumerate()
        .map(|(seat, score)| format!("{} {score}", name(seat)))
        .collect();
    let count = winners.len();
    let winners = winners.join(", ");
    let scores = scores.join(" · ");
    t(
        lang,
        "saved-finished",
        &[("count", count.into()), ("winners", winners.into()), ("scores", scores.into())],
    )
}

#[function_component(SavedGameItem)]
fn saved_game_item(props: &SavedGameItemProps) -> Html {
    let state = props.app.clone();
    let lang = props.lang;
    let id = props.listed.id().to_string();
    let action = |make: fn(String) -> AppAction| {
        let state = state.clone();
        let id = id.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(make(id.clone())))
    };
    // The deleted item's button disappears: keyboard focus goes to the list's heading,
    // next to the message offering to undo.
    let delete = {
        let state = state.clone();
        let id = id.clone();
        Callback::from(move |_: MouseEvent| {
            state.dispatch(AppAction::Delete(id.clone()));
            if let Some(heading) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id("saved-heading"))
                .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
            {
                let _ = heading.focus();
            }
        })
    };
    let export = action(AppAction::Export);
    match &props.listed {
        Listed::Ok(record) => {
            let resume = {
                let state = state.clone();
                let target = Screen::Play { kind: record.kind, id: id.clone() };
                Callback::from(move |_: MouseEvent| state.dispatch(AppAction::Go(target.clone())))
            };
            let replay = {
                let state = state.clone();
                let target = Screen::Replay { kind: record.kind, id: id.clone(), review: false };
                Callback::from(move |_: MouseEvent| state.dispatch(AppAction::Go(target.clone())))
            };
            let title_id = format!("save-title-{id}");
            let finished =
                record.outcome.as_ref().map(|outcome| result_line(lang, record, outcome));
            let open_label = if finished.is_some() {
                tr(lang, "saved-see-result")
            } else {
                tr(lang, "saved-resume")
            };
            html! {
                <li class={classes!("saved-game", finished.is_some().then_some("finished"))} data-testid="saved-game"
                    data-id={id.clone()} data-damaged="false" data-finished={finished.is_some().to_string()}
                    data-checked={props.checked.to_string()}
                    aria-labelledby={title_id.clone()}>
                    <div class="saved-info">
                        <h3 id={title_id.clone()}><bdi>{ record.title_words(lang) }</bdi></h3>
                        <p class="saved-meta">
                            <span class="saved-kind">{ game_name(lang, record.kind) }</span>
                            { " · " }
                            { t(lang, "saved-last-played", &[("time", browser::format_time(record.last_played_ms, lang).into())]) }
                        </p>
                        if let Some(result) = finished {
                            <p class="saved-result" data-testid="saved-result">{ result }</p>
                        }
                        { player_line(lang, record) }
                    </div>
                    <div class="saved-actions">
                        <button type="button" class="button primary" data-testid="saved-game-resume" onclick={resume}
                            aria-describedby={title_id.clone()}>{ open_label }</button>
                        <button type="button" class="button" data-testid="saved-game-replay" onclick={replay}
                            aria-describedby={title_id.clone()}>{ tr(lang, "replay-open") }</button>
                        <button type="button" class="button" data-testid="saved-game-export" onclick={export}
                            aria-describedby={title_id.clone()}>{ tr(lang, "saved-export") }</button>
                        <button type="button" class="button danger" data-testid="saved-game-delete" onclick={delete}
                            aria-describedby={title_id}>{ tr(lang, "saved-delete") }</button>
                    </div>
                </li>
            }
        }
        Listed::Damaged { damage, .. } => {
            let title_id = format!("save-title-{id}");
            html! {
                <li class="saved-game damaged" data-testid="saved-game" data-id={id.clone()} data-damaged="true"
                    aria-labelledby={title_id.clone()}>
                    <div class="saved-info">
                        <h3 id={title_id.clone()}>{ tr(lang, "saved-damaged-title") }</h3>
                        <p class="saved-meta">{ damage_text(lang, damage) }</p>
                        <p class="saved-hint">{ tr(lang, "saved-damaged-hint") }</p>
                    </div>
                    <div class="saved-actions">
                        <button type="button" class="button" data-testid="saved-game-export" onclick={export}
                            aria-describedby={title_id.clone()}>{ tr(lang, "saved-export-raw") }</button>
                        <button type="button" class="button danger" data-testid="saved-game-delete" onclick={delete}
                            aria-describedby={title_id}>{ tr(lang, "saved-delete") }</button>
                    </div>
                </li>
            }
        }
    }
}
