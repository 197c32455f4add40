//! An invitation as a link (`#/join/<code>`: a fragment never reaches a server), sent in one
//! tap through the phone's messengers where the browser offers `navigator.share`, copied
//! elsewhere. Opening it on the guest's device goes straight to the seat.

use crate::ui::widgets::sharing::{copy_to_clipboard, link_to};
use moonvale_table::address::Address;
use moonvale_table::i18n::{t, tr, Lang};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The link that opens the join screen on an invitation's code.
pub fn invitation_link(code: &str) -> String {
    link_to(&Address::JoinWith(code.to_string()).hash())
}

/// The code in a pasted or scanned text: an invitation link's, or the text itself.
pub fn code_in(text: &str) -> &str {
    text.rsplit_once("#/join/").map_or(text, |(_, code)| code)
}

/// `navigator.share`, where the browser has it.
fn share_function() -> Option<(JsValue, js_sys::Function)> {
    let navigator: JsValue = web_sys::window()?.navigator().into();
    let share = js_sys::Reflect::get(&navigator, &JsValue::from_str("share")).ok()?;
    Some((navigator, share.dyn_into::<js_sys::Function>().ok()?))
}

/// Hands the link to the system's share sheet; false if the browser refused at once.
fn share(title: &str, url: &str) -> bool {
    let Some((navigator, share)) = share_function() else { return false };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    match share.call1(&navigator, &data).map(js_sys::Promise::from) {
        Ok(promise) => {
            // The person may close the sheet without sending: nothing to say then.
            wasm_bindgen_futures::spawn_local(async move {
                let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
            });
            true
        }
        Err(_) => false,
    }
}

#[derive(Properties, PartialEq)]
pub struct LinkProps {
    pub lang: Lang,
    /// The invitation's code.
    pub code: String,
    /// Whose seat it is, for the share sheet's title.
    pub player: String,
}

/// The invitation's link, with "Send the link" (the share sheet) where the browser has one
/// and "Copy the link" always.
#[function_component(InvitationLink)]
pub fn invitation_link_view(props: &LinkProps) -> Html {
    let lang = props.lang;
    let link = invitation_link(&props.code);
    let said = use_state(|| None::<String>);
    let can_share = share_function().is_some();
    let on_share = {
        let (link, said) = (link.clone(), said.clone());
        let title = t(lang, "remote-link-title", &[("player", props.player.clone().into())]);
        Callback::from(move |_: MouseEvent| {
            if !share(&title, &link) {
                said.set(Some(tr(lang, "remote-link-not-shared")));
            }
        })
    };
    let on_copy = {
        let (link, said) = (link.clone(), said.clone());
        Callback::from(move |_: MouseEvent| {
            said.set(Some(if copy_to_clipboard(&link) {
                tr(lang, "remote-link-copied")
            } else {
                tr(lang, "remote-link-not-copied")
            }));
        })
    };
    html! {
        <div class="remote-link" data-testid="remote-link-box">
            <label>{ tr(lang, "remote-invitation-link") }
                <input type="url" readonly=true data-testid="remote-link" value={link} />
            </label>
            <div class="row">
                if can_share {
                    <button type="button" class="button primary" data-testid="remote-share" onclick={on_share}>{ tr(lang, "remote-share-link") }</button>
                }
                <button type="button" class="button" data-testid="remote-copy" onclick={on_copy}>{ tr(lang, "remote-copy-link") }</button>
            </div>
            if let Some(said) = &*said {
                <p aria-live="polite" data-testid="remote-link-said">{ said.clone() }</p>
            }
        </div>
    }
}
