//! The new-game screen: the seats (person or computer with its level, name, colour; as many
//! as the engine plays), the board side and an optional seed. Starting saves the game at
//! once and opens it.

use super::board::SEAT_STYLES;
use super::words;
use crate::ui::state::{AppAction, Screen};
use crate::ui::table::shell::{players_of, seed_from, start_game};
use crate::ui::widgets::seat_form::{SeatChoice, SeatFields, Seats, SeatsAction};
use moonvale_rules::core::GameKind;
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
use moonvale_table::i18n::tr;
use yew::prelude::*;

fn options(players: usize, side: Side) -> Options {
    Options::new(players.min(u8::MAX as usize) as u8, side)
}

#[function_component(NewGame)]
pub fn new_game() -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    let range = players_of(GameKind::ViaNebula);
    let seats = use_reducer(|| {
        Seats(
            SEAT_STYLES
                .iter()
                .enumerate()
                .map(|(i, style)| SeatChoice::new(lang, i, i > 0, style.key))
                .collect(),
        )
    });
    let count = use_state(|| *range.start());
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
        let range = range.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(n) = select.value().parse::<usize>() {
                count.set(n.clamp(*range.start(), *range.end()));
            }
        })
    };
    let colours: Vec<(String, String)> = SEAT_STYLES
        .iter()
        .map(|s| {
            let words = format!(
                "{} ({})",
                words::colour_name(lang, s.key),
                words::shape_name(lang, s.shape)
            );
            (s.key.to_string(), words)
        })
        .collect();
    let on_edit = {
        let seats = seats.dispatcher();
        Callback::from(move |(i, edit)| seats.dispatch(SeatsAction::Edit(i, edit)))
    };
    let seat_rows = (0..*count).map(|i| {
        html! {
            <SeatFields {lang} index={i} seat={seats.0[i].clone()} colours={colours.clone()} on_edit={on_edit.clone()} />
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
            let Some(seed_value) = seed_from(&seed) else {
                problem.set(Some(tr(lang, "vn-seed-invalid")));
                return;
            };
            let players: Vec<_> =
                seats.0[..*count].iter().enumerate().map(|(i, s)| s.player(i)).collect();
            // Made of the players' names, worded in the language shown.
            let title = moonvale_table::names::GameTitle::Players;
            let options = options(*count, *side);
            if let Err(e) = start_game::<ViaNebula>(&app, title, players, options, seed_value) {
                problem.set(Some(e));
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
            <crate::ui::pages::tutorial::TutorialOffer kind={moonvale_rules::core::GameKind::ViaNebula} />
            <crate::ui::widgets::friends::FriendsNote />
            <form onsubmit={start} class="vn-setup">
                <label for="vn-count">{ tr(lang, "vn-player-count") }</label>
                <select id="vn-count" data-testid="vn-player-count" onchange={set_count}>
                    { for range.clone().map(|n| html! { <option value={n.to_string()} selected={*count == n}>{ n }</option> }) }
                </select>
                <div class="vn-seats">{ for seat_rows }</div>
                <fieldset class="vn-board-side">
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
                    <button type="button" class="button" data-testid="go-home" onclick={home}>{ tr(lang, "go-home") }</button>
                </div>
            </form>
        </section>
    }
}
