//! The Nova Luna new-game screen: 1 to 4 seats (a person or the computer, a name, a disc
//! colour), the first-game option, an optional seed.

use super::words::player_colour_name;
use super::PLAYER_COLOURS;
use crate::ui::state::{AppAction, Screen};
use crate::ui::table::shell::{players_of, seed_from, start_game};
use crate::ui::widgets::seat_form::{SeatChoice, SeatFields, Seats, SeatsAction};
use crate::ui::AppHandle;
use moonvale_rules::core::{Game, GameKind};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions};
use moonvale_table::i18n::{t, tr};
use yew::prelude::*;

#[derive(Clone, Debug, PartialEq)]
enum Problem {
    EmptyName(usize),
    SameColour,
    BadSeed,
    Setup(String),
}

/// Whether the first-game option changes anything with `players` (the engine's disc counts).
fn first_game_applies(players: usize) -> bool {
    let first = NovaLunaOptions { players, first_game: true };
    first.discs_per_player() != NovaLunaOptions::players(players).discs_per_player()
}

#[function_component(NewNovaLuna)]
pub fn new_nova_luna() -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    let range = players_of(GameKind::NovaLuna);
    let seats = use_reducer(|| {
        Seats(vec![
            SeatChoice::new(lang, 0, false, PLAYER_COLOURS[0]),
            SeatChoice::new(lang, 1, true, PLAYER_COLOURS[1]),
        ])
    });
    let first_game = use_state(|| false);
    let seed = use_state(String::new);
    let problem = use_state(|| None::<Problem>);
    let heading = use_node_ref();
    {
        let heading = heading.clone();
        use_effect_with((), move |_| {
            if let Some(h) = heading.cast::<web_sys::HtmlElement>() {
                let _ = h.focus();
            }
        });
    }

    let colours: Vec<(String, String)> =
        PLAYER_COLOURS.iter().map(|c| (c.to_string(), player_colour_name(lang, c))).collect();
    let on_edit = {
        let seats = seats.dispatcher();
        Callback::from(move |(i, edit)| seats.dispatch(SeatsAction::Edit(i, edit)))
    };
    let rows = seats.0.iter().enumerate().map(|(i, seat)| {
        let on_remove = (seats.0.len() > *range.start()).then(|| {
            let seats = seats.dispatcher();
            Callback::from(move |_: MouseEvent| seats.dispatch(SeatsAction::Remove(i)))
        });
        html! {
            <SeatFields {lang} index={i} seat={seat.clone()} colours={colours.clone()} on_edit={on_edit.clone()} {on_remove} />
        }
    });

    let max_players = *range.end();
    let add = {
        let seats = seats.clone();
        Callback::from(move |_: MouseEvent| {
            let taken = &seats.0;
            if taken.len() < max_players {
                let colour = PLAYER_COLOURS
                    .iter()
                    .find(|c| !taken.iter().any(|s| s.colour == **c))
                    .unwrap_or(&PLAYER_COLOURS[0]);
                seats.dispatch(SeatsAction::Add(SeatChoice::new(lang, taken.len(), true, colour)));
            }
        })
    };
    let on_first_game = {
        let first_game = first_game.clone();
        Callback::from(move |e: Event| {
            first_game.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().checked());
        })
    };
    let on_seed = {
        let seed = seed.clone();
        Callback::from(move |e: InputEvent| {
            seed.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().value())
        })
    };
    let start = start_callback(&app, &seats, &first_game, &seed, &problem);
    let go_home = {
        let app = app.clone();
        Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(Screen::Home)))
    };
    let problem_text = problem.as_ref().map(|p| match p {
        Problem::EmptyName(n) => t(lang, "nl-problem-name", &[("n", (*n).into())]),
        Problem::SameColour => tr(lang, "nl-problem-colours"),
        Problem::BadSeed => tr(lang, "nl-problem-seed"),
        Problem::Setup(_) => tr(lang, "nl-problem-setup"),
    });
    let mode = if <NovaLuna as Game>::new(&NovaLunaOptions::players(seats.len()), 0)
        .is_ok_and(|g| g.solo().is_some())
    {
        tr(lang, "nl-solo-note")
    } else {
        t(lang, "nl-players-note", &[("count", seats.len().into())])
    };
    let first_game_applies = first_game_applies(seats.len());

    html! {
        <section class="screen new-game nl-new-game" data-testid="new-game-nova-luna">
            <h2 ref={heading} tabindex="-1">
                { t(lang, "new-game-title", &[("game", tr(lang, "game-nova-luna").into())]) }
            </h2>
            <crate::ui::pages::tutorial::TutorialOffer kind={moonvale_rules::core::GameKind::NovaLuna} />
            <crate::ui::widgets::friends::FriendsNote />
            <form class="nl-form" onsubmit={start} novalidate=true>
                <div class="nl-seats">{ for rows }</div>
                <p class="nl-mode" data-testid="nl-mode">{ mode }</p>
                if seats.len() < max_players {
                    <button type="button" class="button" data-testid="nl-add-seat" onclick={add}>{ tr(lang, "nl-add-seat") }</button>
                }
                <div class="nl-option nl-check">
                    <input id="nl-first-game" type="checkbox" data-testid="nl-first-game" checked={*first_game}
                        disabled={!first_game_applies} onchange={on_first_game} />
                    <label for="nl-first-game">{ tr(lang, "nl-first-game") }</label>
                </div>
                <div class="nl-option">
                    <label for="nl-seed">{ tr(lang, "nl-seed") }</label>
                    <input id="nl-seed" type="text" inputmode="numeric" data-testid="nl-seed" value={(*seed).clone()}
                        oninput={on_seed} aria-describedby="nl-seed-hint" autocomplete="off" />
                    <p id="nl-seed-hint" class="hint">{ tr(lang, "nl-seed-hint") }</p>
                </div>
                if let Some(text) = problem_text {
                    <p class="nl-problem" role="alert" data-testid="nl-problem">{ text }</p>
                }
                <div class="nl-row">
                    <button type="submit" class="button primary" data-testid="nl-start">{ tr(lang, "nl-start") }</button>
                    <button type="button" class="button" data-testid="go-home" onclick={go_home}>{ tr(lang, "go-home") }</button>
                </div>
            </form>
        </section>
    }
}

/// The form sent: the game starts, unless a name is empty, two seats share a colour or the
/// seed is not a number (then `problem` says which).
fn start_callback(
    app: &AppHandle,
    seats: &UseReducerHandle<Seats>,
    first_game: &UseStateHandle<bool>,
    seed: &UseStateHandle<String>,
    problem: &UseStateHandle<Option<Problem>>,
) -> Callback<SubmitEvent> {
    let app = app.clone();
    let seats = seats.clone();
    let first_game = first_game.clone();
    let seed = seed.clone();
    let problem = problem.clone();
    Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        if let Some(i) =
            seats.iter().position(|s| moonvale_table::names::typed_text(&s.name).is_none())
        {
            problem.set(Some(Problem::EmptyName(i + 1)));
            return;
        }
        let mut colours: Vec<&str> = seats.iter().map(|s| s.colour.as_str()).collect();
        colours.sort();
        colours.dedup();
        if colours.len() != seats.len() {
            problem.set(Some(Problem::SameColour));
            return;
        }
        let Some(seed_value) = seed_from(&seed) else {
            problem.set(Some(Problem::BadSeed));
            return;
        };
        let players: Vec<_> = seats.iter().enumerate().map(|(i, s)| s.player(i)).collect();
        // Made of the players' names, worded in the language shown.
        let title = moonvale_table::names::GameTitle::Players;
        let options = NovaLunaOptions { players: players.len(), first_game: *first_game };
        if let Err(e) = start_game::<NovaLuna>(&app, title, players, options, seed_value) {
            problem.set(Some(Problem::Setup(e)));
        }
    })
}
