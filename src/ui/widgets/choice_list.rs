//! The turn's choices as a list. They are made on the board, so the list is folded for a
//! pointer; a keyboard or screen-reader user opens it with one key (its summary, or by
//! choosing a kind with the keyboard), and once opened it stays open on later turns.

use crate::ui::AppHandle;
use moonvale_table::i18n::{t, Lang};
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChoiceListProps {
    pub lang: Lang,
    /// How many choices the list holds.
    pub count: usize,
    /// Open it now, whatever the setting (a kind was chosen with the keyboard).
    #[prop_or_default]
    pub open_now: bool,
    #[prop_or_default]
    pub children: Html,
}

#[function_component(ChoiceList)]
pub fn choice_list(props: &ChoiceListProps) -> Html {
    let app = use_context::<AppHandle>();
    let listed = {
        let app = app.clone();
        use_state(move || app.is_some_and(|app| app.store.borrow().settings().choices_listed))
    };
    let ontoggle = {
        let listed = listed.clone();
        Callback::from(move |e: Event| {
            let Some(details) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            else {
                return;
            };
            let open = details.has_attribute("open");
            if open == *listed {
                return;
            }
            listed.set(open);
            if let Some(app) = &app {
                let mut settings = app.store.borrow().settings();
                settings.choices_listed = open;
                // Not remembered when storage is unavailable: it still applies now.
                let _ = app.store.borrow_mut().set_settings(settings);
            }
        })
    };
    html! {
        <details class="choice-list" data-testid="choice-list" open={*listed || props.open_now} {ontoggle}>
            <summary data-testid="choice-list-toggle">
                { t(props.lang, "choice-list-summary", &[("count", props.count.into())]) }
            </summary>
            { props.children.clone() }
        </details>
    }
}
