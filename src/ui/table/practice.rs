//! The game screen's undo control and practice against the computers (docs/at-the-table.md
//! "Practice against the computers"): where the usual undo is blocked and no other person sits at
//! the table, the same button offers a practice undo, which asks first in a small dialog (keyboard,
//! pointer and touch: its buttons, Escape to cancel); and the mark of a game played with help. Test
//! ids: `undo` (with `data-practice`), `practice-dialog`, `practice-confirm`, `practice-cancel`,
//! `assisted`, `practice-origin` (with `data-from`, `data-step`).

use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::table::UndoBlocked;
use yew::prelude::*;

/// What the undo button does when pressed.
pub enum UndoPress {
    /// The usual undo.
    Undo,
    /// Ask before a practice undo.
    Practice,
    /// Say why nothing can be undone.
    Blocked(String),
}

/// The undo button: `label`, what pressing it does, and why it is blocked if it is (a
/// blocked undo stays focusable and says why when pressed, and in its title).
pub fn undo_button(lang: Lang, label: String, press: UndoPress, on_press: Callback<()>) -> Html {
    let (why, practice) = match &press {
        UndoPress::Blocked(text) => (Some(text.clone()), false),
        UndoPress::Practice => (None, true),
        UndoPress::Undo => (None, false),
    };
    let title = if practice { Some(tr(lang, "practice-undo-title")) } else { why.clone() };
    // In practice the button keeps its short word (the table's head stays one line on a
    // phone); its name says it is practice, and the dialog says what it takes back.
    let name = practice.then(|| tr(lang, "practice-undo"));
    let onclick = on_press.reform(|_: MouseEvent| ());
    html! {
        <button type="button" class="button" data-testid="undo" {onclick} {title} aria-label={name}
            aria-disabled={why.is_some().then_some("true")} data-why={why}
            data-practice={practice.then_some("true")} aria-haspopup={practice.then_some("dialog")}>
            { label }
        </button>
    }
}

/// Why undo is not possible now, in words.
pub fn undo_blocked_text(lang: Lang, blocked: UndoBlocked) -> String {
    match blocked {
        UndoBlocked::NothingYet => tr(lang, "table-undo-nothing-yet"),
        UndoBlocked::GameOver => tr(lang, "table-undo-game-over"),
        UndoBlocked::ComputersMove => tr(lang, "table-undo-computers-move"),
        UndoBlocked::AnotherPersonsMove => tr(lang, "table-undo-another-persons-move"),
        UndoBlocked::Committed => tr(lang, "table-undo-committed"),
    }
}

#[derive(Properties, PartialEq)]
pub struct PracticeDialogProps {
    pub lang: Lang,
    pub on_confirm: Callback<()>,
    pub on_cancel: Callback<()>,
}

/// Asks before a practice undo: it takes back the person's last move and the computers'
/// moves after it, and the game then counts as assisted.
#[function_component(PracticeDialog)]
pub fn practice_dialog(props: &PracticeDialogProps) -> Html {
    let lang = props.lang;
    let confirm_ref = use_node_ref();
    {
        let confirm_ref = confirm_ref.clone();
        use_effect_with((), move |_| {
            if let Some(button) = confirm_ref.cast::<web_sys::HtmlElement>() {
                let _ = button.focus();
            }
        });
    }
    let confirm = props.on_confirm.reform(|_: MouseEvent| ());
    let cancel = props.on_cancel.reform(|_: MouseEvent| ());
    let on_cancel = props.on_cancel.clone();
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            e.prevent_default();
            on_cancel.emit(());
        }
    });
    html! {
        <div class="practice-backdrop">
            <section class="practice-dialog" role="dialog" aria-modal="true" data-testid="practice-dialog"
                aria-labelledby="practice-title" aria-describedby="practice-body" {onkeydown}>
                <h3 id="practice-title">{ tr(lang, "practice-title") }</h3>
                <p id="practice-body">{ tr(lang, "practice-body") }</p>
                <div class="row">
                    <button type="button" class="button primary" data-testid="practice-confirm" ref={confirm_ref} onclick={confirm}>
                        { tr(lang, "practice-confirm") }
                    </button>
                    <button type="button" class="button" data-testid="practice-cancel" onclick={cancel}>
                        { tr(lang, "practice-cancel") }
                    </button>
                </div>
            </section>
        </div>
    }
}

/// The mark of a practice game played on from a position of another game ("Play on from
/// here"): where it began, and that it is kept out of the statistics and the rating.
/// `title` is the origin's title in `lang` (the practice game's own: it keeps that title).
pub fn origin_mark(
    lang: Lang,
    origin: &moonvale_table::record::PracticeOrigin,
    title: String,
) -> Html {
    let said = if origin.step == 0 {
        t(lang, "practice-origin-setup", &[("title", title.into())])
    } else {
        t(lang, "practice-origin", &[("step", origin.step.into()), ("title", title.into())])
    };
    let about = tr(lang, "practice-origin-about");
    html! {
        <p class="assisted-mark" data-testid="practice-origin" data-from={origin.from.clone()}
            data-step={origin.step.to_string()} title={about.clone()}>
            { said }<span class="visually-hidden">{ " " }{ about }</span>
        </p>
    }
}

/// The mark of a game played with help, beside the status: what it means in its title and
/// for screen readers.
pub fn assisted_mark(lang: Lang) -> Html {
    let about = tr(lang, "assisted-about");
    html! {
        <p class="assisted-mark" data-testid="assisted" title={about.clone()}>
            <span aria-hidden="true">{ tr(lang, "assisted-label") }</span>
            <span class="visually-hidden">{ t(lang, "assisted-said", &[("about", about.into())]) }</span>
        </p>
    }
}
