//! The daily challenge on the screens (docs/daily-and-rating.md "The daily challenge"): the home
//! screen's card that starts today's deals, the result to share on a daily game's end screen, and
//! each day's best result on the statistics page. The deal and the best results are
//! `moonvale_table::daily`'s.

use crate::ui::state::AppAction;
use crate::ui::table::starting::start_game_with_id;
use crate::ui::AppHandle;
use moonvale_rules::core::GameKind;
use moonvale_table::daily::{self, Best, Day};
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::stats::StatsBook;
use yew::prelude::*;

/// Today, by the device's clock (its own time zone: a person's day).
pub fn today() -> Day {
    let now = js_sys::Date::new_0();
    Day { year: now.get_full_year() as i32, month: now.get_month() + 1, day: now.get_date() }
}

/// Starts (another attempt at) `kind`'s deal of `day`.
pub fn start(app: &AppHandle, kind: GameKind, day: Day) -> Result<(), String> {
    let id = app.store.borrow().unique_id(&daily::id_of(kind, day));
    // Kept as the daily of that day, worded in the language shown.
    let title = moonvale_table::names::GameTitle::Daily(day);
    // The names the new-game screens give by default: the log's sentences name seats in the
    // third person.
    let you = moonvale_table::names::PlayerName::default_for(0, false);
    let seed = daily::seed(kind, day);
    moonvale_rules::with_game!(kind, G => {
        use crate::ui::table::table_game::TableGame;
        let (players, options) = G::daily_table(you);
        start_game_with_id::<G>(app, id, title, players, options, seed)
    })
}

/// A best result as its game and day's text ("Nova Luna daily, 25 Nov 2026: 91 points").
fn result_words(lang: Lang, best: &Best) -> String {
    daily::share_text(lang, best.kind, best.day, best.score, best.won)
}

/// A best result alone, where its game and day are said beside it ("91 points").
fn result_alone(lang: Lang, best: &Best) -> String {
    let args = [("points", best.score.into())];
    if daily::solo(best.kind) {
        t(lang, "daily-result-solo", &args)
    } else if best.won {
        t(lang, "daily-result-won", &args)
    } else {
        t(lang, "daily-result-lost", &args)
    }
}

/// The home screen's card: today's two deals, and today's best results.
#[function_component(DailyCard)]
pub fn daily_card() -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    let day = today();
    let bests = {
        let app = app.clone();
        use_memo((day, app.saves.len()), move |_| daily::bests(&app.store.borrow().stats()))
    };
    let button = |kind: GameKind| {
        let app = app.clone();
        let play = Callback::from(move |_: MouseEvent| {
            if let Err(e) = start(&app, kind, day) {
                web_sys::console::error_1(&e.into());
                app.dispatch(AppAction::Notify(crate::ui::state::Notice::ResumeFailed));
            }
        });
        let best = bests.iter().find(|b| b.kind == kind && b.day == day);
        html! {
            <li>
                <button type="button" class="button" data-testid={format!("daily-{}", kind.as_str())} onclick={play}>
                    { moonvale_rules::with_game!(kind, G => {
                        use crate::ui::table::table_game::TableGame;
                        G::daily_label(lang)
                    }) }
                </button>
                if let Some(best) = best {
                    <p class="daily-best" data-testid={format!("daily-best-{}", kind.as_str())}>
                        { t(lang, "daily-best", &[("result", result_words(lang, best).into())]) }
                    </p>
                }
            </li>
        }
    };
    // The solo deals first.
    let mut kinds = GameKind::ALL;
    kinds.sort_by_key(|kind| !daily::solo(*kind));
    html! {
        <section class="daily" data-testid="daily" aria-labelledby="daily-heading">
            <h2 id="daily-heading">{ tr(lang, "daily-title") }<span class="daily-date">{ format!(" · {}", day.words(lang)) }</span></h2>
            <p class="hint">{ tr(lang, "daily-intro") }</p>
            <ul class="daily-buttons">
                { for kinds.into_iter().map(button) }
            </ul>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub kind: GameKind,
    pub day: Day,
    pub score: i64,
    pub won: bool,
}

/// A daily game's end: its result as a short text to share, with a button that copies it.
#[function_component(DailyShare)]
pub fn daily_share(props: &ShareProps) -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    let text = daily::share_text(lang, props.kind, props.day, props.score, props.won);
    let copied = use_state(|| false);
    let copy = {
        let (text, copied) = (text.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(window) = web_sys::window() {
                // The clipboard may be refused (an old browser, no permission): the text stays
                // on screen to select by hand.
                let _ = window.navigator().clipboard().write_text(&text);
                copied.set(true);
            }
        })
    };
    html! {
        <div class="daily-share" data-testid="daily-share">
            <label for="daily-share-text">{ tr(lang, "daily-share-label") }</label>
            <input id="daily-share-text" type="text" readonly=true value={text} data-testid="daily-share-text" />
            <button type="button" class="button" data-testid="daily-copy" onclick={copy}>{ tr(lang, "daily-copy") }</button>
            if *copied {
                <span role="status" class="hint">{ tr(lang, "daily-copied") }</span>
            }
        </div>
    }
}

/// The statistics page's table of each day's best result.
pub fn daily_stats(lang: Lang, book: &StatsBook) -> Html {
    let bests = daily::bests(book);
    if bests.is_empty() {
        return html! {};
    }
    html! {
        <section class="stats-group stats-daily" data-testid="stats-daily" aria-labelledby="stats-daily-title">
            <h3 id="stats-daily-title">{ tr(lang, "daily-stats-title") }</h3>
            <table>
                <thead><tr>
                    <th scope="col">{ tr(lang, "daily-stats-day") }</th>
                    <th scope="col">{ tr(lang, "daily-stats-game") }</th>
                    <th scope="col">{ tr(lang, "daily-stats-best") }</th>
                    <th scope="col">{ tr(lang, "daily-stats-attempts") }</th>
                </tr></thead>
                <tbody>
                    { for bests.iter().map(|b| html! {
                        <tr data-testid="stats-daily-row" data-kind={b.kind.as_str()} data-day={b.day.iso()} data-score={b.score.to_string()}>
                            <td>{ b.day.words(lang) }</td>
                            <td>{ crate::ui::state::game_name(lang, b.kind) }</td>
                            <td>{ result_alone(lang, b) }</td>
                            <td>{ b.attempts }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
        </section>
    }
}
