//! The table's frame, the same for a game played, replayed and learnt: the screen's
//! section, its head (the title, a line of status, the head's buttons), then the table in
//! its slots, always in the same order: what stays above the table, the latest moves,
//! what comes over it, the board (or the hand-over in its place), the side panel with the
//! log, and what comes after (the tabs of a narrow screen, dialogs). The stylesheets lay
//! the slots out (`static/*.css`: `.game-head`, `.game-latest`, `.game-log`, ...).

use yew::prelude::*;
use yew::virtual_dom::VNode;

#[derive(Properties, PartialEq)]
pub struct TableFrameProps {
    /// The section's classes (`screen` is added).
    pub class: Classes,
    pub test_id: AttrValue,
    /// The section's `data-` attributes, which say the table's state to the tests and the
    /// stylesheets.
    #[prop_or_default]
    pub data: Vec<(&'static str, AttrValue)>,
    /// The keys of the whole screen (the replay's arrows).
    #[prop_or_default]
    pub onkeydown: Option<Callback<KeyboardEvent>>,
    /// The heading, focused when the screen opens.
    pub title: AttrValue,
    pub heading: NodeRef,
    /// The line under the title (`p.status`); none while a hand-over hides who plays.
    #[prop_or_default]
    pub status: Option<Html>,
    /// The head's buttons.
    #[prop_or_default]
    pub buttons: Html,
    /// What stays above the table whatever happens on it (a panel that keeps its state).
    #[prop_or_default]
    pub above: Html,
    /// The slot of the latest moves (or the tutorial's card), of fixed height.
    #[prop_or_default]
    pub latest: Html,
    /// What comes over the table (a dialog, the end of the game).
    #[prop_or_default]
    pub over: Html,
    /// The board and the game's own panels, or the hand-over in their place.
    #[prop_or_default]
    pub board: Html,
    /// The side panel: the log, the scores.
    #[prop_or_default]
    pub side: Html,
    /// What comes after (the tabs of a narrow screen, dialogs).
    #[prop_or_default]
    pub after: Html,
}

#[function_component(TableFrame)]
pub fn table_frame(props: &TableFrameProps) -> Html {
    let mut section = html! {
        <section class={classes!("screen", props.class.clone())} data-testid={props.test_id.clone()}
            onkeydown={props.onkeydown.clone()}>
            <div class="game-head">
                <h2 ref={props.heading.clone()} tabindex="-1"><bdi>{ props.title.clone() }</bdi></h2>
                { for props.status.clone() }
                <div class="game-head-buttons">{ props.buttons.clone() }</div>
            </div>
            { props.above.clone() }
            { props.latest.clone() }
            { props.over.clone() }
            { props.board.clone() }
            { props.side.clone() }
            { props.after.clone() }
        </section>
    };
    if let VNode::VTag(tag) = &mut section {
        let tag = std::rc::Rc::make_mut(tag);
        for (name, value) in &props.data {
            tag.add_attribute(name, value.clone());
        }
    }
    section
}
