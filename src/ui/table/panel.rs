//! The panel shown beside the board on a narrow screen.

use moonvale_rules::core::Seat;
use yew::prelude::*;

/// The panel shown beside the board on a narrow screen: `"choices"`, `"info"` or `"log"`. A
/// new turn for the person at the device (`person`) shows their choices again.
#[hook]
pub(crate) fn use_panel(person: Option<Seat>) -> UseStateHandle<&'static str> {
    let panel = use_state(|| "choices");
    {
        let panel = panel.clone();
        use_effect_with(person, move |person| {
            if person.is_some() {
                panel.set("choices");
            }
        });
    }
    panel
}

/// The tabs that choose the panel on a narrow screen (while the game is in play).
pub(crate) fn panel_tabs(
    lang: moonvale_table::i18n::Lang,
    panel: &UseStateHandle<&'static str>,
) -> Html {
    use moonvale_table::i18n::tr;
    let tab = |key: &'static str, label: String| {
        let panel = panel.clone();
        let selected = **panel == *key;
        let onclick = Callback::from(move |_: MouseEvent| panel.set(key));
        html! {
            <button type="button" role="tab" class={classes!("table-tab", selected.then_some("selected"))}
                aria-selected={selected.to_string()} data-testid="panel-tab" data-panel={key} {onclick}>
                { label }
            </button>
        }
    };
    html! {
        <div class="table-tabs" role="tablist" aria-label={tr(lang, "table-panels")}>
            { tab("choices", tr(lang, "table-panel-choices")) }
            { tab("info", tr(lang, "table-panel-info")) }
            { tab("log", tr(lang, "table-log-title")) }
        </div>
    }
}
