//! A guest's answer opened as a link on the host's device (`#/answer/<code>`): handed to the
//! tab hosting the game ([`crate::ui::platform::answers`]), which connects; this tab says so
//! and may be closed. When no tab takes it, the code is shown to paste in the game's panel.

use crate::ui::platform::answers;
use crate::ui::platform::timer;
use crate::ui::widgets::home_button::HomeButton;
use moonvale_table::i18n::tr;
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// How long a hosting tab has to take the answer before this tab shows its code instead.
const TAKE_WITHIN_MS: u32 = 3_000;

#[derive(Properties, PartialEq)]
pub struct AnswerProps {
    /// The answer's code, as its link carried it (checked by the hosting tab that reads it).
    pub code: String,
}

#[derive(Clone, Copy, PartialEq)]
enum Handing {
    Waiting,
    Taken,
    NotTaken,
}

#[function_component(AnswerScreen)]
pub fn answer_screen(props: &AnswerProps) -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    let handing = use_state(|| Handing::Waiting);
    // Each try: the channel kept open while a hosting tab may answer, and the timer after
    // which this tab gives up waiting.
    let tries = use_state(|| 0u32);
    {
        let (handing, code) = (handing.clone(), props.code.clone());
        use_effect_with(*tries, move |_| {
            handing.set(Handing::Waiting);
            // (A state handle reads the value of its render: the timer asks this instead.)
            let was_taken = Rc::new(Cell::new(false));
            let open = {
                let (handing, was_taken) = (handing.clone(), was_taken.clone());
                answers::hand(&code, move || {
                    was_taken.set(true);
                    handing.set(Handing::Taken)
                })
            };
            let waited = {
                let handing = handing.clone();
                timer::after(TAKE_WITHIN_MS, move || {
                    if !was_taken.get() {
                        handing.set(Handing::NotTaken)
                    }
                })
            };
            if open.is_none() {
                handing.set(Handing::NotTaken);
            }
            move || drop((open, waited))
        });
    }
    let again = {
        let tries = tries.clone();
        Callback::from(move |_: MouseEvent| tries.set(*tries + 1))
    };
    let body = match *handing {
        Handing::Waiting => html! { <p aria-live="polite">{ tr(lang, "answer-handing") }</p> },
        Handing::Taken => html! {
            <p role="status" data-testid="answer-taken">{ tr(lang, "answer-taken") }</p>
        },
        Handing::NotTaken => html! {
            <>
                <p role="alert" data-testid="answer-not-taken">{ tr(lang, "answer-not-taken") }</p>
                <label class="remote-code">{ tr(lang, "remote-answer-code") }
                    <textarea readonly=true data-testid="answer-code" rows="5" value={props.code.clone()} />
                </label>
                <button type="button" class="button" data-testid="answer-again" onclick={again}>{ tr(lang, "answer-again") }</button>
            </>
        },
    };
    html! {
        <section class="screen answer-screen" data-testid="answer">
            <div class="game-head">
                <h2>{ tr(lang, "answer-title") }</h2>
                <div class="game-head-buttons"><HomeButton /></div>
            </div>
            { body }
        </section>
    }
}
