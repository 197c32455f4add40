//! The new-game screen: 2 to 4 seats (person or computer, name, colour), the board side and
//! an optional seed. Starting saves the game at once and opens it.

use super::board::SEAT_STYLES;
use super::words;
use crate::core::{GameKind, Session};
use crate::i18n::{t, tr};
use crate::storage::{PlayerInfo, PlayerKind, SaveRecord};
use crate::ui::browser;
use crate::ui::state::{AppAction, Screen};
use crate::ui::AppHandle;
use crate::via_nebula::{Options, Side, ViaNebula};
use yew::prelude::*;

#[derive(Clone, PartialEq)]
struct SeatForm {
    name: String,
    kind: PlayerKind,
    colour: &'static str,
}

/// Parses the optional seed: empty means "random".
fn parse_seed(text: &str) -> Result<Option<u64>, ()> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    text.parse::<u64>().map(Some).map_err(|_| ())
}

#[function_component(NewGame)]
pub fn new_game() -> Html {
    let app = use_context::<AppHandle>().expect("inside App");
    let lang = app.lang;
    let default_seats = || -> Vec<SeatForm> {
        (0..4)
            .map(|i| SeatForm {
                name: t(lang, "vn-default-name", &[("number", (i + 1usize).into())]),
                kind: if i == 0 { PlayerKind::Human } else { PlayerKind::Computer },
                colour: SEAT_STYLES[i].key,
            })
            .collect()
    };
    let seats = use_state(default_seats);
    let count = use_state(|| 2usize);
    let side = use_state(|| Side::Beginner);
    let seed = use_state(String::new);
    let problem = use_state(|| Option::<String>::None);
    let heading = use_node_ref();
    {
        let heading = heading.clone();
        use_effect_with((), move |_| {
            if let Some(h) = heading.cast::<web_sys::HtmlElement>() {
                let _ = h.focus();
            }
        });
    }

    let set_count = {
        let count = count.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(n) = select.value().parse::<usize>() {
                count.set(n.clamp(2, 4));
            }
        })
    };
    let seat_rows = (0..*count).map(|i| {
        let seat = seats[i].clone();
        let on_name = {
            let seats = seats.clone();
            Callback::from(move |e: InputEvent| {
                let input: web_sys::HtmlInputElement = e.target_unchecked_into();
                let mut next = (*seats).clone();
                next[i].name = input.value();
                seats.set(next);
            })
        };
        let on_kind = {
            let seats = seats.clone();
            Callback::from(move |e: Event| {
                let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
                let mut next = (*seats).clone();
                next[i].kind = if select.value() == "computer" { PlayerKind::Computer } else { PlayerKind::Human };
                seats.set(next);
            })
        };
        let on_colour = {
            let seats = seats.clone();
            Callback::from(move |e: Event| {
                let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
                let value = select.value();
                let mut next = (*seats).clone();
                if let Some(style) = SEAT_STYLES.iter().find(|s| s.key == value) {
                    // Colours stay distinct: the seat that had this colour takes the old one.
                    let old = next[i].colour;
                    if let Some(j) = next.iter().position(|s| s.colour == style.key) {
                        next[j].colour = old;
                    }
                    next[i].colour = style.key;
                }
                seats.set(next);
            })
        };
        let n = i + 1;
        html! {
            <fieldset class="vn-seat" data-testid="vn-seat">
                <legend>{ t(lang, "vn-seat-title", &[("number", n.into())]) }</legend>
                <label for={format!("vn-name-{i}")}>{ tr(lang, "vn-seat-name") }</label>
                <input id={format!("vn-name-{i}")} type="text" maxlength="24" data-testid="vn-seat-name"
                    value={seat.name.clone()} oninput={on_name} />
                <label for={format!("vn-kind-{i}")}>{ tr(lang, "vn-seat-kind") }</label>
                <select id={format!("vn-kind-{i}")} data-testid="vn-seat-kind" onchange={on_kind}>
                    <option value="human" selected={seat.kind == PlayerKind::Human}>{ tr(lang, "vn-seat-human") }</option>
                    <option value="computer" selected={seat.kind == PlayerKind::Computer}>{ tr(lang, "vn-seat-computer") }</option>
                </select>
                <label for={format!("vn-colour-{i}")}>{ tr(lang, "vn-seat-colour") }</label>
                <select id={format!("vn-colour-{i}")} data-testid="vn-seat-colour" onchange={on_colour}>
                    { for SEAT_STYLES.iter().map(|s| html! {
                        <option value={s.key} selected={seat.colour == s.key}>
                            { format!("{} ({})", words::colour_name(lang, s.key), words::shape_name(lang, s.shape)) }
                        </option>
                    }) }
                </select>
            </fieldset>
        }
    });

    let set_side = |s: Side| {
        let side = side.clone();
        Callback::from(move |_: Event| side.set(s))
    };
    let on_seed = {
        let seed = seed.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            seed.set(input.value());
        })
    };
    let start = {
        let app = app.clone();
        let seats = seats.clone();
        let count = count.clone();
        let side = side.clone();
        let seed = seed.clone();
        let problem = problem.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let lang = app.lang;
            let seed_value = match parse_seed(&seed) {
                Ok(Some(s)) => s,
                Ok(None) => (js_sys::Math::random() * 9.0e15) as u64 ^ browser::now_ms(),
                Err(()) => {
                    problem.set(Some(tr(lang, "vn-seed-invalid")));
                    return;
                }
            };
            let players: Vec<PlayerInfo> = seats[..*count]
                .iter()
                .enumerate()
                .map(|(i, s)| PlayerInfo {
                    name: if s.name.trim().is_empty() {
                        t(lang, "vn-default-name", &[("number", (i + 1usize).into())])
                    } else {
                        s.name.trim().to_string()
                    },
                    kind: s.kind,
                    colour: s.colour.to_string(),
                })
                .collect();
            let session =
                match Session::<ViaNebula>::new(Options::new(*count as u8, *side), seed_value) {
                    Ok(s) => s,
                    Err(e) => {
                        problem.set(Some(e.to_string()));
                        return;
                    }
                };
            let names = players.iter().map(|p| p.name.as_str()).collect::<Vec<_>>().join(", ");
            let title = t(lang, "vn-game-title", &[("players", names.into())]);
            let id = app.new_game_id();
            match SaveRecord::from_session(id.clone(), title, players, &session, browser::now_ms())
            {
                Ok(record) => {
                    app.dispatch(AppAction::Save(record));
                    app.dispatch(AppAction::Go(Screen::Play { kind: GameKind::ViaNebula, id }));
                }
                Err(e) => problem.set(Some(e)),
            }
        })
    };
    let home = {
        let app = app.clone();
        Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(Screen::Home)))
    };

    html! {
        <section class="screen new-game vn-new-game" data-testid="new-game-via-nebula">
            <h2 ref={heading} tabindex="-1">{ tr(lang, "vn-new-game-title") }</h2>
            <form onsubmit={start} class="vn-setup">
                <label for="vn-count">{ tr(lang, "vn-player-count") }</label>
                <select id="vn-count" data-testid="vn-player-count" onchange={set_count}>
                    { for (2..=4usize).map(|n| html! { <option value={n.to_string()} selected={*count == n}>{ n }</option> }) }
                </select>
                <div class="vn-seats">{ for seat_rows }</div>
                <fieldset class="vn-side">
                    <legend>{ tr(lang, "vn-side") }</legend>
                    <label>
                        <input type="radio" name="vn-side" value="beginner" data-testid="vn-side-beginner"
                            checked={*side == Side::Beginner} onchange={set_side(Side::Beginner)} />
                        { tr(lang, "vn-side-beginner") }
                    </label>
                    <label>
                        <input type="radio" name="vn-side" value="expert" data-testid="vn-side-expert"
                            checked={*side == Side::Expert} onchange={set_side(Side::Expert)} />
                        { tr(lang, "vn-side-expert") }
                    </label>
                </fieldset>
                <label for="vn-seed">{ tr(lang, "vn-seed") }</label>
                <input id="vn-seed" type="text" inputmode="numeric" data-testid="vn-seed" value={(*seed).clone()} oninput={on_seed}
                    aria-describedby="vn-seed-hint" />
                <p id="vn-seed-hint" class="vn-hint">{ tr(lang, "vn-seed-hint") }</p>
                if let Some(p) = &*problem { <p role="alert" data-testid="vn-setup-error">{ p.clone() }</p> }
                <div class="vn-setup-actions">
                    <button type="submit" class="button primary" data-testid="vn-start">{ tr(lang, "vn-start") }</button>
                    <button type="button" class="button" data-testid="go-home" onclick={home}>{ tr(lang, "vn-home") }</button>
                </div>
            </form>
        </section>
    }
}
