//! The worker's side in the browser: every message is a [`Request`] (crossing from the page
//! with serde-wasm-bindgen), every reply a [`Reply`] with the same ticket. A malformed
//! message is refused with ticket 0 and a sentence, never a panic.

use crate::{
    bench_game, positions, reply, BenchRequest, PositionsRequest, Refusal, Reply, Request,
};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Large seeds and tickets cross as BigInt rather than failing past 2^53.
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, serde_wasm_bindgen::Error> {
    value.serialize(
        &serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true),
    )
}

fn now_ms(scope: &DedicatedWorkerGlobalScope) -> f64 {
    scope.performance().map(|p| p.now()).unwrap_or_else(js_sys::Date::now)
}

/// Installs the message handler (called once by the worker binary's `main`).
pub fn start() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replier = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let data = event.data();
        let clock = || now_ms(&replier);
        let answer = match serde_wasm_bindgen::from_value::<Request>(data.clone()) {
            Ok(request) => reply(&request, &clock),
            Err(error) => {
                if let Ok(bench) = serde_wasm_bindgen::from_value::<BenchRequest>(data.clone()) {
                    match bench_game(&bench, &clock) {
                        Ok(report) => Reply::Bench(report),
                        Err(message) => Reply::Refused(Refusal { ticket: 0, message }),
                    }
                } else if let Ok(wanted) = serde_wasm_bindgen::from_value::<PositionsRequest>(data)
                {
                    match positions(&wanted) {
                        Ok(positions) => Reply::Positions { positions },
                        Err(message) => Reply::Refused(Refusal { ticket: 0, message }),
                    }
                } else {
                    Reply::Refused(Refusal {
                        ticket: 0,
                        message: format!("unreadable request: {error}"),
                    })
                }
            }
        };
        if let Ok(value) = to_js(&answer) {
            let _ = replier.post_message(&value);
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    if let Ok(ready) = to_js(&Reply::Ready) {
        let _ = scope.post_message(&ready);
    }
}
