//! One tab writes a game at a time (`ui::platform::tabs`): the game screen plays only in the
//! tab that holds the game; another tab shows the game as it stands, follows its moves, and
//! offers to play here, which takes the game over (the first tab then says so, and shows
//! the game the same way). No move is lost to two tabs rewriting one record.

use crate::ui::platform::tabs::{self, Handlers, Holding};
use crate::ui::table::table_game::{BodyProps, TableGame};
use crate::ui::widgets::table_frame::TableFrame;
use crate::ui::AppHandle;
use moonvale_table::i18n::tr;
use moonvale_table::storage::classify;
use moonvale_table::table::Table;
use std::rc::Rc;
use yew::prelude::*;

/// Where this tab stands with the game, and how many times it took the game over (the
/// screen opens the record again each time).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Writer {
    pub(crate) holding: Holding,
    pub(crate) opened: u32,
    /// The game as another tab last wrote it, while it is shown from there.
    pub(crate) seen: Option<Rc<String>>,
}

pub(crate) enum WriterChange {
    Holding(Holding),
    Seen(String),
}

impl Reducible for Writer {
    type Action = WriterChange;

    fn reduce(self: Rc<Self>, change: WriterChange) -> Rc<Self> {
        let mut next = (*self).clone();
        match change {
            WriterChange::Holding(holding) => {
                // Taken over here: the game opens again, from what the other tab had.
                if holding == Holding::Here && self.holding != Holding::Asking {
                    next.opened += 1;
                }
                // What this tab writes from now on is the game: what it saw from the other
                // tab is older (shown again if the game is taken from here, it would go back).
                if holding == Holding::Here {
                    next.seen = None;
                }
                next.holding = holding;
            }
            WriterChange::Seen(text) => next.seen = Some(Rc::new(text)),
        }
        Rc::new(next)
    }
}

/// This tab's part in deciding who writes game `id`, for as long as its screen is open.
#[hook]
pub(crate) fn use_one_writer(app: &AppHandle, id: &str) -> UseReducerHandle<Writer> {
    let writer = use_reducer(|| Writer { holding: Holding::Asking, opened: 0, seen: None });
    let (app, dispatcher) = (app.clone(), writer.dispatcher());
    use_effect_with(id.to_string(), move |id| {
        let handlers = Handlers {
            holding: Box::new({
                let (app, dispatcher) = (app.clone(), dispatcher.clone());
                move |holding, handed| {
                    if let Some(text) = handed {
                        adopt(&app, &text);
                    }
                    dispatcher.dispatch(WriterChange::Holding(holding));
                }
            }),
            seen: Box::new(move |text| dispatcher.dispatch(WriterChange::Seen(text))),
            current: Box::new({
                let id = id.clone();
                move || app.store.borrow().raw(&id)
            }),
        };
        let watch = tabs::watch(id, handlers);
        move || drop(watch)
    });
    writer
}

/// The record the other tab handed over is this tab's now: written here before the game
/// opens, in case that tab's last write had not reached this tab's copy of localStorage.
fn adopt(app: &AppHandle, text: &str) {
    let mut store = app.store.borrow_mut();
    let Ok(record) = classify(text, &*store.validators) else { return };
    if store.raw(&record.id).as_deref() != Some(text) {
        store.save(record);
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct ElsewhereProps {
    pub(crate) id: AttrValue,
    pub(crate) writer: Writer,
}

/// The game as the tab that writes it has it, with the offer to play it here.
#[function_component(ElsewhereGame)]
pub(crate) fn elsewhere_game<G: TableGame>(props: &ElsewhereProps) -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    let heading = use_node_ref();
    let text = props.writer.seen.as_ref().map(|t| t.to_string());
    let table = {
        let app = app.clone();
        let id = props.id.to_string();
        use_memo(text, move |text| {
            let text = text.clone().or_else(|| app.store.borrow().raw(&id))?;
            let (record, session) = moonvale_table::format::read::open_as::<G>(&text).ok()?;
            Some(Rc::new(Table::resume(record.header(), session)))
        })
    };
    let holding = props.writer.holding;
    let play_here = {
        let id = props.id.to_string();
        Callback::from(move |_: MouseEvent| tabs::play_here(&id))
    };
    let said = match holding {
        Holding::TakenOver => tr(lang, "tabs-taken-over"),
        Holding::Taking => tr(lang, "tabs-taking"),
        _ => tr(lang, "tabs-elsewhere"),
    };
    let taking = holding == Holding::Taking;
    let buttons = html! {
        <>
            <button type="button" class="button primary" data-testid="play-here" onclick={play_here}
                disabled={taking}>{ tr(lang, "tabs-play-here") }</button>
            <crate::ui::widgets::home_button::HomeButton />
        </>
    };
    // Above the table, whole on any screen (the slot of the latest moves has a fixed height).
    let above = html! {
        <div class="message" role="status" data-testid="elsewhere-said"><p>{ said }</p></div>
    };
    let Some(table) = table.as_ref() else {
        return html! {
            <section class="screen game-screen" data-testid="game-elsewhere" data-holding={holding.as_str()}>
                { above }
                <p>{ buttons }</p>
            </section>
        };
    };
    let over = table.is_over();
    let moves = table.session().log.len();
    let props = BodyProps::<G> {
        lang,
        view: Rc::new(table.view()),
        at_device: table.at_device(),
        to_act: table.to_act(),
        players: Rc::new(table.players().to_vec()),
        // Nothing is played from here.
        choices: Rc::new(Vec::new()),
        recent: Rc::new(table.recent()),
        hint: None,
        version: moves as u64,
        on_act: Callback::noop(),
        on_say: Callback::noop(),
    };
    // As the screen that plays shows it, but for the hand-over: with several people at one
    // device, the one due to take it has not (it would show their secrets), so neither the
    // board nor the status line shows.
    let hidden = table.handover_due().is_some();
    let status = if over { tr(lang, "table-game-over").into() } else { G::status(lang, &props) };
    let status = (!hidden).then(|| html! { <p class="status" data-testid="status">{ status }</p> });
    let board = (!hidden).then(|| G::body(props));
    let data = vec![
        ("data-kind", AttrValue::from(G::KIND.as_str())),
        ("data-moves", moves.to_string().into()),
        ("data-over", over.to_string().into()),
        ("data-holding", holding.as_str().into()),
    ];
    html! {
        <TableFrame class={classes!("game-screen", "elsewhere", G::KIND.as_str())} test_id="game-elsewhere"
            {data} title={table.title_words(lang)} {heading} status={status} {buttons} {above}
            board={board.unwrap_or_default()} />
    }
}
