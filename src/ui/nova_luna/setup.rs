//! The Nova Luna new-game screen: 1 to 4 seats (a person or the computer, a name, a disc
//! colour), the first-game option, an optional seed.

use super::words::player_colour_name;
use super::{random_seed, start_game, PLAYER_COLOURS};
use crate::i18n::{t, tr};
use crate::storage::{PlayerInfo, PlayerKind};
use crate::ui::state::{AppAction, Screen};
use crate::ui::AppHandle;
use yew::prelude::*;

#[derive(Clone, Debug, PartialEq)]
struct SeatForm {
    name: String,
    computer: bool,
    colour: String,
}

#[derive(Clone, Debug, PartialEq)]
enum Problem {
    EmptyName(usize),
    SameColour,
    BadSeed,
    Setup(String),
}

/// Longest name kept (long names would break the layout, not the game).
const MAX_NAME: usize = 40;

#[function_component(NewNovaLuna)]
pub fn new_nova_luna() -> Html {
    let app = use_context::<AppHandle>().expect("inside App");
    let lang = app.lang;
    let seats = use_state(|| {
        vec![
            SeatForm {
                name: t(lang, "nl-default-name", &[("n", 1usize.into())]),
                computer: false,
                colour: "white".into(),
            },
            SeatForm {
                name: t(lang, "nl-default-computer", &[("n", 2usize.into())]),
                computer: true,
                colour: "black".into(),
            },
        ]
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

    let update = |index: usize, change: fn(&mut SeatForm, String)| {
        let seats = seats.clone();
        Callback::from(move |value: String| {
            let mut next = (*seats).clone();
            if let Some(seat) = next.get_mut(index) {
                change(seat, value);
            }
            seats.set(next);
        })
    };

    let rows = seats.iter().enumerate().map(|(i, seat)| {
        let on_name = update(i, |s, v| s.name = v.chars().take(MAX_NAME).collect());
        let on_kind = update(i, |s, v| s.computer = v == "computer");
        let on_colour = update(i, |s, v| s.colour = v);
        let remove = {
            let seats = seats.clone();
            Callback::from(move |_: MouseEvent| {
                let mut next = (*seats).clone();
                if next.len() > 1 {
                    next.remove(i);
                }
                seats.set(next);
            })
        };
        let n = i + 1;
        let name_id = format!("nl-seat-name-{n}");
        let kind_id = format!("nl-seat-kind-{n}");
        let colour_id = format!("nl-seat-colour-{n}");
        let legend = t(lang, "nl-seat", &[("n", n.into())]);
        html! {
            <fieldset class="nl-seat" data-testid="nl-seat">
                <legend>{ legend }</legend>
                <label for={name_id.clone()}>{ tr(lang, "nl-seat-name") }</label>
                <input id={name_id} type="text" data-testid="nl-seat-name" value={seat.name.clone()} maxlength="40"
                    autocomplete="off"
                    oninput={on_name.reform(|e: InputEvent| e.target_unchecked_into::<web_sys::HtmlInputElement>().value())} />
                <label for={kind_id.clone()}>{ tr(lang, "nl-seat-kind") }</label>
                <select id={kind_id} data-testid="nl-seat-kind"
                    onchange={on_kind.reform(|e: Event| e.target_unchecked_into::<web_sys::HtmlSelectElement>().value())}>
                    <option value="human" selected={!seat.computer}>{ tr(lang, "player-human") }</option>
                    <option value="computer" selected={seat.computer}>{ tr(lang, "player-computer") }</option>
                </select>
                <label for={colour_id.clone()}>{ tr(lang, "nl-seat-colour") }</label>
                <select id={colour_id} data-testid="nl-seat-colour"
                    onchange={on_colour.reform(|e: Event| e.target_unchecked_into::<web_sys::HtmlSelectElement>().value())}>
                    { for PLAYER_COLOURS.iter().map(|c| html! {
                        <option value={*c} selected={seat.colour == *c}>{ player_colour_name(lang, c) }</option>
                    }) }
                </select>
                <span class="swatch" data-colour={seat.colour.clone()} aria-hidden="true"></span>
                if seats.len() > 1 {
                    <button type="button" class="button subtle-text" data-testid="nl-remove-seat" onclick={remove}>
                        { t(lang, "nl-remove-seat", &[("n", n.into())]) }
                    </button>
                }
            </fieldset>
        }
    });

    let add = {
        let seats = seats.clone();
        Callback::from(move |_: MouseEvent| {
            let mut next = (*seats).clone();
            if next.len() < 4 {
                let n = next.len() + 1;
                let colour = PLAYER_COLOURS
                    .iter()
                    .find(|c| !next.iter().any(|s| s.colour == **c))
                    .unwrap_or(&"white");
                next.push(SeatForm {
                    name: t(lang, "nl-default-computer", &[("n", n.into())]),
                    computer: true,
                    colour: colour.to_string(),
                });
            }
            seats.set(next);
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
    let start = {
        let app = app.clone();
        let seats = seats.clone();
        let first_game = first_game.clone();
        let seed = seed.clone();
        let problem = problem.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(i) = seats.iter().position(|s| s.name.trim().is_empty()) {
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
            let seed_value = match seed.trim() {
                "" => random_seed(),
                text => match text.parse::<u64>() {
                    Ok(v) => v,
                    Err(_) => {
                        problem.set(Some(Problem::BadSeed));
                        return;
                    }
                },
            };
            let players = seats
                .iter()
                .map(|s| PlayerInfo {
                    name: s.name.trim().to_string(),
                    kind: if s.computer { PlayerKind::Computer } else { PlayerKind::Human },
                    colour: s.colour.clone(),
                })
                .collect();
            if let Err(e) = start_game(&app, players, *first_game, seed_value) {
                problem.set(Some(Problem::Setup(e)));
            }
        })
    };
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
    let mode = if seats.len() == 1 {
        tr(lang, "nl-solo-note")
    } else {
        t(lang, "nl-players-note", &[("count", seats.len().into())])
    };
    let first_game_applies = matches!(seats.len(), 3 | 4);

    html! {
        <section class="screen new-game nl-new-game" data-testid="new-game-nova-luna">
            <h2 ref={heading} tabindex="-1">
                { t(lang, "new-game-title", &[("game", tr(lang, "game-nova-luna").into())]) }
            </h2>
            <form class="nl-form" onsubmit={start} novalidate=true>
                <div class="nl-seats">{ for rows }</div>
                <p class="nl-mode" data-testid="nl-mode">{ mode }</p>
                if seats.len() < 4 {
                    <button type="button" class="button" data-testid="nl-add-seat" onclick={add}>{ tr(lang, "nl-add-seat") }</button>
                }
                <div class="nl-option">
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
