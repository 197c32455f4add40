//! The browser app (wasm32 only). It never decides a rule: it asks the engines.

use yew::prelude::*;

#[function_component(App)]
fn app() -> Html {
    html! { <main><h1>{ "Moonvale" }</h1></main> }
}

pub fn start() {
    yew::Renderer::<App>::new().render();
}
