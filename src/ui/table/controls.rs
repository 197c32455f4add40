//! The game screen's row of table controls, the same for every game: the "thinking…"
//! indicator while a computer seat is to act (announced politely), the pause of the computer
//! players and their pace, the "suggest a move" button with the suggestion in words, and
//! "why did the computer play that?" after a computer's move (`crate::ui::table::why`).
//! Test ids: `thinking`, `paused`, `pause` (with `aria-pressed`), `pace`, `hint`, `hint-text`,
//! `why` (with `aria-expanded`).

use moonvale_rules::core::Game;
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::table::{Pace, Ticket};
use yew::prelude::*;

/// The suggested move for the person at the device, for the position of its ticket.
#[derive(Clone, PartialEq)]
pub enum Hint<G: Game> {
    None,
    Asked(Ticket),
    /// The move, and the best line it begins (the move first; more where the seat keeps the
    /// turn).
    Found(Ticket, G::Action, std::rc::Rc<Vec<G::Action>>),
    NotFound(Ticket),
}

impl<G: Game> Hint<G> {
    fn ticket(&self) -> Option<Ticket> {
        match self {
            Hint::None => None,
            Hint::Asked(t) | Hint::Found(t, ..) | Hint::NotFound(t) => Some(*t),
        }
    }

    /// This hint if it is for position `now`; a stale one (the position changed) is dropped.
    pub fn current(&self, now: Ticket) -> Hint<G> {
        if self.ticket() == Some(now) {
            self.clone()
        } else {
            Hint::None
        }
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct TableControls {
    pub lang: Lang,
    /// The name of the computer seat thinking now, if one is.
    pub thinking: Option<String>,
    pub paused: bool,
    /// Whether the game has computer seats (then the pause and the pace are offered).
    pub computers: bool,
    pub pace: Pace,
    /// Whether the person at the device may act now (then a hint is offered).
    pub hint_offered: bool,
    /// A hint is being sought.
    pub hint_busy: bool,
    /// A computer has moved and what it weighed is at hand (then "why?" is offered).
    pub why_offered: bool,
    /// The "why" panel is open.
    pub why_open: bool,
    pub on_why: Callback<MouseEvent>,
    pub on_pause: Callback<MouseEvent>,
    pub on_pace: Callback<Pace>,
    pub on_hint: Callback<MouseEvent>,
}

/// Scrolls the choice marked as the suggested move into view, as little as needed (inside a
/// scrolling list of choices too).
pub fn show_hinted_choice() {
    use wasm_bindgen::{JsCast, JsValue};
    let document = web_sys::window().and_then(|w| w.document());
    let Some(marked) = document.and_then(|d| {
        d.query_selector("[data-testid=\"action\"][data-hint=\"true\"]").ok().flatten()
    }) else {
        return;
    };
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"block".into(), &"nearest".into());
    let scroll = js_sys::Reflect::get(&marked, &"scrollIntoView".into()).ok();
    if let Some(scroll) = scroll.and_then(|f| f.dyn_into::<js_sys::Function>().ok()) {
        let _ = scroll.call1(&JsValue::from(marked), &options);
    }
}

pub fn pace_name(lang: Lang, pace: Pace) -> String {
    match pace {
        Pace::Slow => tr(lang, "table-pace-slow"),
        Pace::Normal => tr(lang, "table-pace-normal"),
        Pace::Fast => tr(lang, "table-pace-fast"),
        Pace::Instant => tr(lang, "table-pace-instant"),
    }
}

#[function_component(TableControlsView)]
pub fn table_controls_view(props: &TableControls) -> Html {
    let lang = props.lang;
    let on_pace = props.on_pace.reform(|e: Event| {
        let value = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
        Pace::parse(&value).unwrap_or_default()
    });
    let activity = match (&props.thinking, props.paused) {
        (Some(_), true) => html! {
            <p class="table-paused" data-testid="paused">{ tr(lang, "table-paused") }</p>
        },
        (Some(player), false) => html! {
            <p class="table-thinking" data-testid="thinking">
                <span class="spinner" aria-hidden="true"></span>
                { t(lang, "table-thinking", &[("player", player.clone().into())]) }
            </p>
        },
        (None, _) => html! {},
    };
    let pause_label = if props.paused { tr(lang, "table-resume") } else { tr(lang, "table-pause") };
    html! {
        <div class="table-controls">
            // Always present, so that what appears in it is announced (politely).
            <div class="table-activity" role="status" aria-live="polite">{ activity }</div>
            if props.computers {
                <button type="button" class={classes!("button", props.paused.then_some("selected"))}
                    data-testid="pause" aria-pressed={props.paused.to_string()} onclick={props.on_pause.clone()}>
                    { pause_label }
                </button>
                <label class="table-pace">
                    <span class="table-pace-label">{ tr(lang, "table-pace") }</span>{ " " }
                    <select data-testid="pace" onchange={on_pace}>
                        { for Pace::ALL.into_iter().map(|p| html! {
                            <option value={p.as_str()} selected={props.pace == p}>{ pace_name(lang, p) }</option>
                        }) }
                    </select>
                </label>
            }
            if props.hint_offered {
                <button type="button" class="button" data-testid="hint" onclick={props.on_hint.clone()}
                    disabled={props.hint_busy} aria-busy={props.hint_busy.to_string()}>
                    { tr(lang, "table-hint") }
                </button>
            }
            if props.why_offered {
                <button type="button" class={classes!("button", props.why_open.then_some("selected"))} data-testid="why"
                    aria-expanded={props.why_open.to_string()} onclick={props.on_why.clone()}>
                    { tr(lang, "why-button") }
                </button>
            }
        </div>
    }
}
