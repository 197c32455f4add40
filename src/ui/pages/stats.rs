//! The statistics screen (docs/records.md "Statistics"): per game and player count, the games
//! played and won, the wins against each computer level, the best and mean scores and the latest
//! games with their replays; games played with help (assisted) apart, not in the wins, the
//! levels nor the scores. The figures are `moonvale_table::stats`'s, kept in the browser with the
//! saved games; damaged entries are listed and never block the rest; statistics that cannot be
//! read at all are shown rebuilt from the finished games still saved, until the player keeps
//! those figures or resets; a reset asks first.

use crate::ui::platform::browser;
use crate::ui::state::{game_name, AppAction, Screen};
use crate::ui::widgets::seat_form::level_name;
use crate::ui::AppHandle;
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::stats::{figures, Figures, GameSummary};
use yew::prelude::*;

fn score_text(value: Option<i64>) -> String {
    value.map(|v| v.to_string()).unwrap_or_else(|| "–".to_string())
}

fn last_game(lang: Lang, app: &AppHandle, game: &GameSummary) -> Html {
    let winners: Vec<String> = game
        .winners
        .iter()
        .filter_map(|&s| game.players.get(s).map(|p| p.name.words(lang)))
        .collect();
    let winners = winners.join(", ");
    let scores = game.scores.iter().map(i64::to_string).collect::<Vec<_>>().join(" – ");
    // A solo game is a score, not a win over anyone.
    let result = match game.scores[..] {
        [score] => t(lang, "stats-solo-result", &[("score", score.into())]),
        _ => t(lang, "stats-won-by", &[("players", winners.into()), ("scores", scores.into())]),
    };
    // The replay opens only while the saved game is still on this device.
    let kept = app.store.borrow().load(&game.id).is_some_and(|r| r.is_ok());
    let open = {
        let app = app.clone();
        let screen = Screen::Replay { kind: game.kind, id: game.id.clone(), review: false };
        Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(screen.clone())))
    };
    html! {
        <li data-testid="stats-last-game" data-id={game.id.clone()}>
            <span>{ browser::format_time(game.finished_ms, lang) }{ " · " }<bdi>{ game.title.words(lang, game.kind, &game.players) }</bdi>{ " · " }
                { result }</span>
            if kept {
                { " " }
                <button type="button" class="button small" data-testid="stats-replay" onclick={open}>{ tr(lang, "replay-open") }</button>
            }
        </li>
    }
}

fn group(lang: Lang, app: &AppHandle, figures: &Figures) -> Html {
    let heading = t(
        lang,
        "stats-group",
        &[("game", game_name(lang, figures.kind).into()), ("count", figures.players.into())],
    );
    let levels = figures.against.iter().map(|l| {
        html! {
            <tr data-testid="stats-level" data-level={l.level.as_str()}>
                <th scope="row">{ t(lang, "stats-against", &[("level", level_name(lang, l.level).into())]) }</th>
                <td>{ t(lang, "stats-won-of", &[("won", l.won.into()), ("games", l.games.into())]) }</td>
            </tr>
        }
    });
    let best = if figures.higher_is_better {
        tr(lang, "stats-best")
    } else {
        tr(lang, "stats-best-lowest")
    };
    let id = format!("stats-{}-{}", figures.kind.as_str(), figures.players);
    html! {
        <section class="stats-group" data-testid="stats-group" data-kind={figures.kind.as_str()}
            data-players={figures.players.to_string()} aria-labelledby={id.clone()}>
            <h3 {id}>{ heading }</h3>
            <table class="stats-table">
                <tbody>
                    <tr data-testid="stats-played"><th scope="row">{ tr(lang, "stats-played") }</th><td>{ figures.played }</td></tr>
                    <tr data-testid="stats-won"><th scope="row">{ tr(lang, "stats-won") }</th><td>{ figures.won }</td></tr>
                    if figures.assisted > 0 {
                        <tr data-testid="stats-assisted" data-count={figures.assisted.to_string()}>
                            <th scope="row">{ tr(lang, "stats-assisted") }</th>
                            <td>{ t(lang, "stats-assisted-won", &[("games", figures.assisted.into()), ("won", figures.assisted_won.into())]) }</td>
                        </tr>
                    }
                    { for levels }
                    <tr data-testid="stats-best"><th scope="row">{ best }</th><td>{ score_text(figures.best_score) }</td></tr>
                    <tr data-testid="stats-mean"><th scope="row">{ tr(lang, "stats-mean") }</th>
                        <td>{ figures.mean_score.map(|m| format!("{m:.1}")).unwrap_or_else(|| "–".into()) }</td></tr>
                </tbody>
            </table>
            <h4>{ tr(lang, "stats-last-games") }</h4>
            <ul class="stats-last">{ for figures.last.iter().map(|g| last_game(lang, app, g)) }</ul>
        </section>
    }
}

#[function_component(StatsScreen)]
pub fn stats_screen() -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    // Bumped after a reset, to read the statistics again.
    let version = use_state(|| 0u32);
    let confirming = use_state(|| false);
    let said = use_state(|| None::<(String, bool)>);
    let book = {
        let app = app.clone();
        use_memo(*version, move |_| app.store.borrow().stats())
    };
    let all = figures(&book);
    let export = {
        let (app, said) = (app.clone(), said.clone());
        Callback::from(move |_: MouseEvent| {
            let text = app.store.borrow().stats_export_json();
            let file = "moonvale-statistics.json";
            said.set(Some(match browser::download(file, &text) {
                Ok(()) => (t(app.lang, "notice-exported", &[("file", file.into())]), false),
                Err(_) => (tr(app.lang, "notice-export-failed"), true),
            }));
        })
    };
    let ask_reset = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(true))
    };
    let cancel = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(false))
    };
    let reset = {
        let (app, confirming, version, said) =
            (app.clone(), confirming.clone(), version.clone(), said.clone());
        Callback::from(move |_: MouseEvent| {
            let done = app.store.borrow_mut().reset_stats();
            confirming.set(false);
            said.set(Some(match done {
                Ok(()) => (tr(app.lang, "stats-reset-done"), false),
                Err(_) => (tr(app.lang, "stats-reset-failed"), true),
            }));
            version.set(*version + 1);
        })
    };
    // Statistics that cannot be read are shown rebuilt from the saved games; keeping these
    // replaces the unreadable text (which the export still gives as it is until then).
    let keep_rebuilt = {
        let (app, version, said) = (app.clone(), version.clone(), said.clone());
        Callback::from(move |_: MouseEvent| {
            let kept = app.store.borrow_mut().keep_rebuilt_stats();
            said.set(Some(match kept {
                Ok(_) => (tr(app.lang, "stats-keep-rebuilt-done"), false),
                Err(_) => (tr(app.lang, "stats-keep-rebuilt-failed"), true),
            }));
            version.set(*version + 1);
        })
    };
    let damaged = book.damaged.len() + usize::from(book.unreadable.is_some());
    html! {
        <section class="screen stats-screen" data-testid="stats" aria-labelledby="stats-title">
            <div class="section-head">
                <h2 id="stats-title">{ tr(lang, "stats-title") }</h2>
                <crate::ui::table::shell::HomeButton />
            </div>
            if let Some((text, error)) = &*said {
                <p class={classes!("notice", error.then_some("error"))} role={if *error { "alert" } else { "status" }}
                    data-testid="stats-said">{ text.clone() }</p>
            }
            if damaged > 0 {
                <details class="stats-damaged" data-testid="stats-damaged" data-count={damaged.to_string()}>
                    <summary>{ t(lang, "stats-damaged", &[("count", damaged.into())]) }</summary>
                    <ul>
                        { for book.unreadable.iter().chain(book.damaged.iter()).map(|why| html! { <li>{ why.clone() }</li> }) }
                    </ul>
                </details>
            }
            if book.rebuilt {
                <div class="message" role="status" data-testid="stats-rebuilt" data-count={book.games.len().to_string()}>
                    <p>{ t(lang, "stats-rebuilt", &[("count", book.games.len().into())]) }</p>
                    <button type="button" class="button" data-testid="stats-keep-rebuilt" onclick={keep_rebuilt}>{ tr(lang, "stats-keep-rebuilt") }</button>
                </div>
            }
            if all.is_empty() {
                <p class="empty" data-testid="stats-empty">{ tr(lang, "stats-empty") }</p>
            }
            if !all.is_empty() {
                <p class="stats-about" data-testid="stats-about">{ tr(lang, "stats-columns-about") }</p>
            }
            { for moonvale_rules::core::GameKind::ALL.into_iter().map(|kind| rating(lang, &book, kind)) }
            { crate::ui::table::daily::daily_stats(lang, &book) }
            { for all.iter().map(|f| group(lang, &app, f)) }
            <div class="row">
                <button type="button" class="button" data-testid="stats-export" onclick={export}>{ tr(lang, "stats-export") }</button>
                if *confirming {
                    <div class="stats-confirm" role="alertdialog" aria-labelledby="stats-confirm-text" data-testid="stats-confirm">
                        <p id="stats-confirm-text">{ tr(lang, "stats-reset-confirm") }</p>
                        <button type="button" class="button danger" data-testid="stats-reset-yes" onclick={reset} autofocus=true>{ tr(lang, "stats-reset-yes") }</button>
                        <button type="button" class="button" data-testid="stats-reset-no" onclick={cancel}>{ tr(lang, "stats-reset-no") }</button>
                    </div>
                } else {
                    <button type="button" class="button danger" data-testid="stats-reset" onclick={ask_reset}>{ tr(lang, "stats-reset") }</button>
                }
            </div>
        </section>
    }
}

/// The person's rating in `kind` against the computer levels (docs/daily-and-rating.md "A rating"),
/// if any game was rated: the rating now, and its history as a chart.
fn rating(
    lang: Lang,
    book: &moonvale_table::stats::StatsBook,
    kind: moonvale_rules::core::GameKind,
) -> Html {
    let points = moonvale_table::rating::history(book, kind);
    let Some(last) = points.last() else { return html! {} };
    let game = crate::ui::state::game_name(lang, kind);
    let title = t(lang, "rating-title", &[("game", game.clone().into())]);
    let now = last.rating.round() as i64;
    let series: Vec<(i64, i64)> =
        points.iter().map(|p| (p.rating.round() as i64, p.change.round() as i64)).collect();
    html! {
        <section class="stats-group stats-rating" data-testid="stats-rating" data-kind={kind.as_str()} data-rating={now.to_string()}>
            <h3>{ title }</h3>
            <p>{ t(lang, "rating-now", &[("rating", now.into()), ("games", points.len().into())]) }</p>
            <crate::ui::table::charts::RatingChart {lang} title={t(lang, "rating-chart", &[("game", game.into())])} points={series} />
        </section>
    }
}
