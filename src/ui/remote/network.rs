//! The player's choice of how far a connection reaches (`moonvale_table::network`): the same
//! network (nothing leaves it) or across the internet, said plainly with what each reveals,
//! and the player's own STUN and TURN servers (coturn's user name and password for TURN).
//! Kept in the settings; each new invitation or answer uses it.

use crate::ui::AppHandle;
use moonvale_table::i18n::{tr, Lang};
use moonvale_table::network::{IceServer, Network};
use yew::prelude::*;

/// The choice as the settings hold it now.
pub fn chosen_network(app: &AppHandle) -> Network {
    app.store.borrow().settings().network
}

fn keep(app: &AppHandle, network: Network) {
    let mut settings = app.store.borrow().settings();
    settings.network = network;
    // Not remembered when storage is unavailable: it still applies to this page.
    let _ = app.store.borrow_mut().set_settings(settings);
}

/// The form's text of a choice: one address a line, and the TURN servers' credentials.
fn form_of(network: &Network) -> (String, String, String) {
    let Network::Internet { servers } = network else { return Default::default() };
    let lines = servers.iter().map(|s| s.url.as_str()).collect::<Vec<_>>().join("\n");
    let turn = servers.iter().find(|s| s.is_turn());
    let field =
        |f: fn(&IceServer) -> &Option<String>| turn.and_then(|s| f(s).clone()).unwrap_or_default();
    (lines, field(|s| &s.username), field(|s| &s.credential))
}

#[derive(Properties, PartialEq)]
pub struct NetworkProps {
    pub lang: Lang,
}

#[function_component(NetworkChoice)]
pub fn network_choice(props: &NetworkProps) -> Html {
    let lang = props.lang;
    let app = crate::ui::use_app();
    let network = use_state(|| chosen_network(&app));
    let form = use_state(|| form_of(&network));
    let said = use_state(|| None::<Result<String, String>>);
    let internet = matches!(*network, Network::Internet { .. });
    let choose = |far: bool| {
        let (app, network, form, said) = (app.clone(), network.clone(), form.clone(), said.clone());
        Callback::from(move |_: Event| {
            let chosen = if far {
                Network::from_form(&form.0, &form.1, &form.2)
                    .unwrap_or(Network::Internet { servers: Vec::new() })
            } else {
                Network::SameNetwork
            };
            keep(&app, chosen.clone());
            network.set(chosen);
            said.set(None);
        })
    };
    let edit = |which: usize| {
        let form = form.clone();
        Callback::from(move |e: InputEvent| {
            let value = e
                .target_dyn_into::<web_sys::HtmlTextAreaElement>()
                .map(|t| t.value())
                .or_else(|| e.target_dyn_into::<web_sys::HtmlInputElement>().map(|i| i.value()))
                .unwrap_or_default();
            let mut next = (*form).clone();
            *[&mut next.0, &mut next.1, &mut next.2][which] = value;
            form.set(next);
        })
    };
    let save = {
        let (app, network, form, said) = (app.clone(), network.clone(), form.clone(), said.clone());
        Callback::from(move |_: MouseEvent| match Network::from_form(&form.0, &form.1, &form.2) {
            Ok(chosen) => {
                keep(&app, chosen.clone());
                network.set(chosen);
                said.set(Some(Ok(tr(lang, "network-saved"))));
            }
            Err(reason) => said.set(Some(Err(reason))),
        })
    };
    html! {
        <fieldset class="network-choice" data-testid="network-choice" data-network={if internet { "internet" } else { "same-network" }}>
            <legend>{ tr(lang, "network-legend") }</legend>
            <label>
                <input type="radio" name="network" data-testid="network-same" checked={!internet} onchange={choose(false)} />
                { tr(lang, "network-same") }
            </label>
            <label>
                <input type="radio" name="network" data-testid="network-internet" checked={internet} onchange={choose(true)} />
                { tr(lang, "network-internet") }
            </label>
            <p class="remote-limits">{ if internet { tr(lang, "network-internet-reveals") } else { tr(lang, "network-same-reveals") } }</p>
            if internet {
                <details data-testid="network-servers-box">
                    <summary>{ tr(lang, "network-own-servers") }</summary>
                    <p>{ tr(lang, "network-own-servers-hint") }</p>
                    <label>{ tr(lang, "network-server-list") }
                        <textarea data-testid="network-servers" rows="3" value={form.0.clone()} oninput={edit(0)} />
                    </label>
                    <label>{ tr(lang, "network-turn-user") }
                        <input type="text" autocomplete="off" data-testid="network-user" value={form.1.clone()} oninput={edit(1)} />
                    </label>
                    <label>{ tr(lang, "network-turn-password") }
                        <input type="password" autocomplete="off" data-testid="network-password" value={form.2.clone()} oninput={edit(2)} />
                    </label>
                    <button type="button" class="button small" data-testid="network-save" onclick={save}>{ tr(lang, "network-save") }</button>
                    { match &*said {
                        Some(Ok(text)) => html! { <p aria-live="polite" data-testid="network-said">{ text.clone() }</p> },
                        Some(Err(reason)) => html! { <p role="alert" data-testid="network-error">{ reason.clone() }</p> },
                        None => Html::default(),
                    } }
                </details>
            }
        </fieldset>
    }
}
