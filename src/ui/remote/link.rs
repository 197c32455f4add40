//! An invitation as a link (`#/join/<code>`: a fragment never reaches a server), sent in one
//! tap through the phone's messengers where the browser offers `navigator.share`, copied
//! elsewhere. Opening it on the guest's device goes straight to the seat. The guest's answer
//! goes back the same way (`#/answer/<code>`), to the tab hosting the game.

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

/// The link that hands a guest's answer to the tab hosting the game (opened on the host's
/// device).
pub fn answer_link(code: &str) -> String {
    link_to(&Address::AnswerWith(code.to_string()).hash())
}

/// The code in a pasted or scanned text: an invitation's or an answer's link's, or the text
/// itself.
pub fn code_in(text: &str) -> &str {
    let text = text.trim();
    text.rsplit_once("#/join/")
        .or_else(|| text.rsplit_once("#/answer/"))
        .map_or(text, |(_, code)| code)
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
    /// The invitation's code, or with `answer` the guest's answer's.
    pub code: String,
    /// Whose seat it is, for the share sheet's title.
    pub player: String,
    /// The guest's answer, sent back to the host (`#/answer/<code>`), rather than an
    /// invitation; its controls' test ids start `join-answer-` instead of `remote-`.
    #[prop_or_default]
    pub answer: bool,
}

/// The invitation's link, with "Send the link" (the share sheet) where the browser has one
/// and "Copy the link" always.
#[function_component(InvitationLink)]
pub fn invitation_link_view(props: &LinkProps) -> Html {
    let lang = props.lang;
    let (link, prefix, label, title) = if props.answer {
        let title = tr(lang, "remote-answer-link-title");
        (answer_link(&props.code), "join-answer", tr(lang, "remote-answer-link"), title)
    } else {
        let title = t(lang, "remote-link-title", &[("player", props.player.clone().into())]);
        (invitation_link(&props.code), "remote", tr(lang, "remote-invitation-link"), title)
    };
    let id = |what: &str| format!("{prefix}-{what}");
    let said = use_state(|| None::<String>);
    let can_share = share_function().is_some();
    let on_share = {
        let (link, said) = (link.clone(), said.clone());
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
        <div class="remote-link" data-testid={id("link-box")}>
            <label>{ label }
                <input type="url" readonly=true data-testid={id("link")} value={link} />
            </label>
            <div class="row">
                if can_share {
                    <button type="button" class="button primary" data-testid={id("share")} onclick={on_share}>{ tr(lang, "remote-share-link") }</button>
                }
                <button type="button" class="button" data-testid={id("copy")} onclick={on_copy}>{ tr(lang, "remote-copy-link") }</button>
            </div>
            if let Some(said) = &*said {
                <p aria-live="polite" data-testid={id("link-said")}>{ said.clone() }</p>
            }
        </div>
    }
}
