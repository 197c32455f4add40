//! The rules help: the sheet it opens in, and its pictures, small canvases of a fixed size
//! (they sit in a closed `<details>` at first, where a canvas has no layout size to follow),
//! drawn by the boards' own drawing functions, so a picture shows exactly what the board
//! shows.

use moonvale_table::i18n::tr;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d as Ctx, HtmlCanvasElement};
use yew::prelude::*;

/// Sizes `canvas` to `size` CSS pixels times the device pixel ratio and returns its context,
/// scaled so drawing happens in CSS pixels.
fn fixed_canvas(canvas: &HtmlCanvasElement, size: (f64, f64)) -> Option<Ctx> {
    let dpr = web_sys::window().map(|w| w.device_pixel_ratio()).unwrap_or(1.0).max(1.0);
    canvas.set_width((size.0 * dpr).round() as u32);
    canvas.set_height((size.1 * dpr).round() as u32);
    let ctx: Ctx = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0).ok()?;
    ctx.clear_rect(0.0, 0.0, size.0, size.1);
    Some(ctx)
}

#[derive(Properties, PartialEq)]
pub struct PictureProps {
    /// What the picture shows, for screen readers (the caption beside it explains it).
    pub label: AttrValue,
    pub testid: AttrValue,
    /// Width and height in CSS pixels.
    pub size: (u32, u32),
    /// Draws the picture; called again whenever `key` changes.
    pub draw: Callback<(Ctx, (f64, f64))>,
    /// What the drawing depends on (the picture's name and the language, say).
    pub key_text: AttrValue,
}

/// One picture: a canvas drawn once it is in the page.
#[function_component(Picture)]
pub fn picture(props: &PictureProps) -> Html {
    let canvas = use_node_ref();
    {
        let canvas = canvas.clone();
        let draw = props.draw.clone();
        let size = (props.size.0 as f64, props.size.1 as f64);
        use_effect_with(props.key_text.clone(), move |_| {
            if let Some(ctx) =
                canvas.cast::<HtmlCanvasElement>().and_then(|c| fixed_canvas(&c, size))
            {
                draw.emit((ctx, size));
            }
        });
    }
    html! {
        <canvas ref={canvas} class="rules-picture" role="img" aria-label={props.label.clone()}
            data-testid={props.testid.clone()}
            style={format!("width:{}px;height:{}px", props.size.0, props.size.1)} />
    }
}

#[derive(Properties, PartialEq)]
pub struct PictureItemProps {
    pub kind: moonvale_rules::core::GameKind,
    /// The element's name (also the picture's label) and what the caption says of it.
    pub name: AttrValue,
    pub caption: AttrValue,
    /// The caption's message id: it names the picture and finds the tutorial step.
    pub rule: &'static str,
    pub size: (u32, u32),
    pub draw: Callback<(Ctx, (f64, f64))>,
    pub key_text: AttrValue,
}

/// One element of a board in the rules help: its picture, its name and caption, and the
/// tutorial step that shows it, where there is one.
#[function_component(PictureItem)]
pub fn picture_item(props: &PictureItemProps) -> Html {
    let prefix = props.kind.short();
    html! {
        <li class="rules-picture-item" data-testid={format!("{prefix}-rules-element")}>
            <Picture label={props.name.clone()} testid={format!("{prefix}-picture-{}", props.rule)}
                size={props.size} draw={props.draw.clone()} key_text={props.key_text.clone()} />
            <div>
                <strong>{ props.name.clone() }</strong>{ " " }{ props.caption.clone() }
                <crate::ui::pages::tutorial::SeeItInTutorial kind={props.kind} rule={props.rule} />
            </div>
        </li>
    }
}

#[derive(Properties, PartialEq)]
pub struct RulesSheetProps {
    pub testid: AttrValue,
    pub class: AttrValue,
    /// The sheet's title, shown once it is open.
    pub title: AttrValue,
    pub children: Html,
}

/// The rules at hand: a disclosure whose summary is a short "Rules" button among the game
/// screen's buttons; open, its body is a sheet over the table with its title and a close
/// button at the top; Escape closes it too. (The summary stays where it is, so opening the
/// sheet moves nothing under it.)
#[function_component(RulesSheet)]
pub fn rules_sheet(props: &RulesSheetProps) -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    let close = |e: &Event| {
        // Yew delegates events to its root, so the sheet is found from the event's target.
        let details = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest("details.rules-sheet").ok().flatten());
        if let Some(details) = details.filter(|d| d.has_attribute("open")) {
            e.prevent_default();
            let _ = details.remove_attribute("open");
            if let Some(summary) = details
                .first_element_child()
                .and_then(|s| s.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = summary.focus();
            }
        }
    };
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            close(&e);
        }
    });
    let onclick = Callback::from(move |e: MouseEvent| close(&e));
    // The rules are drawn only while the sheet is open: closed, they would be rebuilt with
    // every render of the game screen (after every move) for nothing.
    let open = use_state(|| false);
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            let details = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
            open.set(details.as_ref().is_some_and(|d| d.has_attribute("open")));
        })
    };
    // Opened, the sheet takes the focus: the keyboard scrolls it, and Escape reaches it
    // wherever in it the pointer clicked.
    let body_ref = use_node_ref();
    {
        let body_ref = body_ref.clone();
        use_effect_with(*open, move |open| {
            if let Some(body) = body_ref.cast::<web_sys::HtmlElement>().filter(|_| *open) {
                let _ = body.focus();
            }
        });
    }
    let title_id = format!("{}-title", props.testid);
    html! {
        <details class={classes!("rules-sheet", props.class.to_string())} data-testid={props.testid.clone()} {onkeydown} {ontoggle}>
            <summary class="button">{ tr(lang, "rules-button") }</summary>
            <section class="rules-sheet-body" tabindex="-1" aria-labelledby={title_id.clone()} ref={body_ref}>
                <div class="rules-sheet-head">
                    <h3 id={title_id}>{ props.title.clone() }</h3>
                    <button type="button" class="button subtle" data-testid="rules-close"
                        aria-label={tr(lang, "share-close")} {onclick}>{ "×" }</button>
                </div>
                if *open { { props.children.clone() } }
            </section>
        </details>
    }
}
