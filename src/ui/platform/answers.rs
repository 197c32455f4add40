//! A guest's answer opened as a link on the host's device reaches the tab hosting the game:
//! the link's tab says it on a BroadcastChannel, a hosting tab that invited that seat takes
//! it and says so back. Messages are JSON, read through one door ([`Said`]); anything else
//! on the channel is ignored.

use serde::{Deserialize, Serialize};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{BroadcastChannel, MessageEvent};

const CHANNEL: &str = "moonvale-answers";

/// What the tabs say to each other.
#[derive(Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
enum Said {
    /// An answer's code, from the tab that opened its link (`id` names that tab's request).
    Answer { id: String, code: String },
    /// The request `id` was taken by a hosting tab.
    Taken { id: String },
}

fn read(event: &MessageEvent) -> Option<Said> {
    serde_json::from_str(&event.data().as_string()?).ok()
}

fn say(channel: &BroadcastChannel, said: &Said) {
    if let Ok(text) = serde_json::to_string(said) {
        let _ = channel.post_message(&JsValue::from_str(&text));
    }
}

/// An open channel and its listener; dropping it closes the channel.
pub struct Open {
    channel: BroadcastChannel,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
}

impl Drop for Open {
    fn drop(&mut self) {
        self.channel.set_onmessage(None);
        self.channel.close();
    }
}

fn open(on_message: impl Fn(&BroadcastChannel, Said) + 'static) -> Option<Open> {
    let channel = BroadcastChannel::new(CHANNEL).ok()?;
    let answering = channel.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        if let Some(said) = read(&event) {
            on_message(&answering, said);
        }
    });
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    Some(Open { channel, _on_message: on_message })
}

/// A hosting tab listens: `take` is given each answer's code and says whether this tab took
/// it (it invited that seat); the link's tab is then told. `None` without BroadcastChannel.
pub fn listen(take: impl Fn(String) -> bool + 'static) -> Option<Open> {
    open(move |channel, said| {
        if let Said::Answer { id, code } = said {
            if take(code) {
                say(channel, &Said::Taken { id });
            }
        }
    })
}

/// The link's tab hands `code` to whichever tab hosts its game; `taken` is called when one
/// took it. Keep the returned channel open while waiting. `None` without BroadcastChannel.
pub fn hand(code: &str, taken: impl Fn() + 'static) -> Option<Open> {
    let id = format!("{}", js_sys::Math::random());
    let taken = Rc::new(taken);
    let ours = id.clone();
    let open = open(move |_, said| {
        if matches!(&said, Said::Taken { id } if *id == ours) {
            taken();
        }
    })?;
    say(&open.channel, &Said::Answer { id, code: code.to_string() });
    Some(open)
}
