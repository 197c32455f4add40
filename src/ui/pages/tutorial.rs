//! A game's interactive tutorial (docs/tutorials.md "Learning to play: the tutorials"): the game's
//! own board and choices on the script's position (`moonvale_table::tutorial`), one step at a time. The
//! step's move is marked on the board and among the choices (as a hint is); choosing it moves on,
//! any other choice gets the step's sentence on why it wants something else. The place is stored
//! after every step, so leaving keeps it and opening the tutorial again resumes there.

use crate::ui::state::{game_name, AppAction, Screen};
use crate::ui::table::shell::{BodyProps, HomeButton, Said, TableGame};
use crate::ui::widgets::table_frame::TableFrame;
use crate::ui::AppHandle;
use moonvale_rules::core::{GameKind, Seat};
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::storage::PlayerInfo;
use moonvale_table::tutorial::{Answer, Tutorial};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TutorialProps {}

/// What the learner did last that the card answers.
#[derive(Clone, Debug, PartialEq)]
enum Reply {
    None,
    /// Another move than the step's: the message id saying why.
    Other(String),
    /// Something the board said (a tap's description, a refusal).
    Said(Said),
}

#[function_component(TutorialScreen)]
pub fn tutorial_screen<G: TableGame>(_props: &TutorialProps) -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    let kind = G::KIND;
    let script = use_memo((), |_| Tutorial::<G>::parse(G::tutorial_script()));
    let memo = script.clone();
    let total = script.as_ref().as_ref().map_or(0, |s| s.steps.len());
    let step = {
        let app = app.clone();
        use_state(move || app.store.borrow().tutorial_step(kind).unwrap_or(0).min(total))
    };
    let reply = use_state(|| Reply::None);
    let session = use_memo((script.clone(), *step), |(script, step)| {
        script.as_ref().as_ref().map_err(Clone::clone).and_then(|s| s.session_at(*step))
    });
    let heading = use_node_ref();
    {
        let heading = heading.clone();
        use_effect_with(*step, move |_| {
            if let Some(h) = heading.cast::<web_sys::HtmlElement>() {
                let _ = h.focus();
            }
        });
    }

    // The step's move is brought into view in its list of choices.
    use_effect_with(*step, |_| crate::ui::table::controls::show_hinted_choice());

    let go_to = {
        let (app, step, reply) = (app.clone(), step.clone(), reply.clone());
        Callback::from(move |next: usize| {
            // Losing the place across a reload is all a failed write costs.
            let _ = app.store.borrow_mut().set_tutorial_step(kind, next);
            step.set(next);
            reply.set(Reply::None);
        })
    };
    let title = t(lang, "tutorial-title", &[("game", game_name(lang, kind).into())]);
    let restart = {
        let go_to = go_to.clone();
        Callback::from(move |_: MouseEvent| go_to.emit(0))
    };
    // The frame of every step: the title, the step (or the end), the way to start again.
    let frame = |class: Classes, data: Vec<(&'static str, AttrValue)>, status: Html| {
        let buttons = html! {
            <>
                <button type="button" class="button" data-testid="tutorial-restart" onclick={restart.clone()}>
                    { tr(lang, "tutorial-restart") }
                </button>
                <HomeButton />
            </>
        };
        let data: Vec<_> =
            std::iter::once(("data-kind", AttrValue::from(kind.as_str()))).chain(data).collect();
        let status = html! { <p class="status" data-testid="status">{ status }</p> };
        move |latest: Html, board: Html| {
            html! {
                <TableFrame {class} test_id="tutorial" {data} title={title.clone()} heading={heading.clone()}
                    {status} {buttons} {latest} {board} />
            }
        }
    };

    let (script, session) = match (script.as_ref(), session.as_ref()) {
        (Ok(script), Ok(session)) => (script, session),
        // A script that does not play is a bug the native tests catch; still no blank page.
        (Err(e), _) | (_, Err(e)) => {
            let broken = html! {
                <p class="message message-error" role="alert" data-testid="tutorial-broken">
                    { tr(lang, "tutorial-broken") }<span class="visually-hidden">{ format!(" ({e})") }</span>
                </p>
            };
            return frame(classes!("tutorial"), Vec::new(), html! {})(html! {}, broken);
        }
    };

    if *step >= total {
        let data = vec![
            ("data-step", total.to_string().into()),
            ("data-steps", total.to_string().into()),
            ("data-done", "true".into()),
        ];
        let card = done_card(lang, &app, kind);
        let done = html! { { tr(lang, "tutorial-done") } };
        return frame(classes!("tutorial", "tutorial-done"), data, done)(html! {}, card);
    }

    let current = &script.steps[*step];
    let state = &session.state;
    let to_act = state.to_act();
    let wants_move = current.wants.is_some() && to_act == Some(0);
    let players: Rc<Vec<PlayerInfo>> = Rc::new(
        script
            .seats
            .iter()
            .zip(G::tutorial_colours())
            .map(|(name, colour)| PlayerInfo::human(tr(lang, name), colour))
            .collect(),
    );
    // The other seats' moves of the step before: the board rings them as the latest moves.
    let recent: Vec<(Seat, G::Action)> = match step.checked_sub(1) {
        Some(before) => script.steps[before].then.iter().map(|a| (1, a.clone())).collect(),
        None => Vec::new(),
    };
    let on_act = answer_move(*step, &go_to, &reply, memo);
    let on_say = {
        let reply = reply.clone();
        Callback::from(move |said: Said| reply.set(Reply::Said(said)))
    };
    let body_props = BodyProps::<G> {
        lang,
        view: Rc::new(state.view(0)),
        at_device: Some(0),
        to_act,
        players,
        choices: Rc::new(if wants_move { state.legal_actions() } else { Vec::new() }),
        recent: Rc::new(recent),
        hint: current.wants.clone().filter(|_| wants_move),
        version: *step as u64,
        on_act,
        on_say,
    };
    let next = (!wants_move).then(|| next_button(lang, &go_to, *step + 1));
    let answer = reply_line(lang, &reply);
    let progress =
        t(lang, "tutorial-progress", &[("step", (*step + 1).into()), ("total", total.into())]);
    let data = vec![
        ("data-step", step.to_string().into()),
        ("data-steps", total.to_string().into()),
        ("data-wants", wants_move.to_string().into()),
        ("data-panel", "choices".into()),
        ("data-topics", current.topics.join(" ").into()),
    ];
    let card = html! {
        <div class="game-latest tutorial-card" data-testid="tutorial-card" role="region"
            aria-label={tr(lang, "tutorial-card")} aria-live="polite">
            <p data-testid="tutorial-say">{ tr(lang, &current.say) }</p>
            { answer }
            { for next }
        </div>
    };
    let class = classes!("game-screen", kind.as_str(), "in-play", "tutorial");
    frame(class, data, html! { { progress } })(card, G::body(body_props))
}

/// A move chosen at step `at`: the step's moves on, another gets the step's reason why not.
fn answer_move<G: TableGame>(
    at: usize,
    go_to: &Callback<usize>,
    reply: &UseStateHandle<Reply>,
    memo: Rc<Result<Tutorial<G>, String>>,
) -> Callback<G::Action> {
    let (go_to, reply) = (go_to.clone(), reply.clone());
    Callback::from(move |action: G::Action| {
        let Ok(script) = memo.as_ref() else { return };
        match script.answer(at, &action) {
            Answer::Right => go_to.emit(at + 1),
            Answer::Other(why) => reply.set(Reply::Other(why)),
            Answer::ReadOnly => {}
        }
    })
}

/// The card at the end of the tutorial, with the way to a new game of `kind`.
fn done_card(lang: Lang, app: &AppHandle, kind: GameKind) -> Html {
    let play = {
        let app = app.clone();
        Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(Screen::NewGame(kind))))
    };
    html! {
        <div class="tutorial-card">
            <p>{ tr(lang, "tutorial-done-body") }</p>
            <div class="row">
                <button type="button" class="button primary" data-testid="tutorial-play" onclick={play}>
                    { tr(lang, "tutorial-play") }
                </button>
            </div>
        </div>
    }
}

/// The button to step `next` of a step that wants no move.
fn next_button(lang: Lang, go_to: &Callback<usize>, next: usize) -> Html {
    let go_to = go_to.clone();
    let onclick = Callback::from(move |_: MouseEvent| go_to.emit(next));
    html! {
        <button type="button" class="button primary" data-testid="tutorial-next" {onclick}>
            { tr(lang, "tutorial-next") }
        </button>
    }
}

/// The card's answer to what the learner did last.
fn reply_line(lang: Lang, reply: &Reply) -> Html {
    match reply {
        Reply::None => html! {},
        Reply::Other(why) => html! {
            <p class="game-error" role="alert" data-testid="tutorial-other">{ tr(lang, why) }</p>
        },
        Reply::Said(said) => html! {
            <p class={classes!(if said.error { "game-error" } else { "game-said" })} data-testid="tutorial-said">
                { said.text.clone() }
            </p>
        },
    }
}

#[derive(Properties, PartialEq)]
pub struct OfferProps {
    pub kind: moonvale_rules::core::GameKind,
}

/// The first time a person opens a game's new-game screen: the offer of its tutorial.
/// Either answer is remembered (the tutorial's place is set to its start), so it is made
/// once; the tutorial stays one tap away on the home screen.
#[function_component(TutorialOffer)]
pub fn tutorial_offer(props: &OfferProps) -> Html {
    let app = crate::ui::use_app();
    let (lang, kind) = (app.lang, props.kind);
    let open = use_state(|| app.store.borrow().tutorial_step(kind).is_none());
    if !*open {
        return html! {};
    }
    let start = {
        let app = app.clone();
        Callback::from(move |_: MouseEvent| {
            let _ = app.store.borrow_mut().set_tutorial_step(kind, 0);
            app.dispatch(AppAction::Go(Screen::Tutorial(kind)));
        })
    };
    let later = {
        let (app, open) = (app.clone(), open.clone());
        Callback::from(move |_: MouseEvent| {
            let _ = app.store.borrow_mut().set_tutorial_step(kind, 0);
            open.set(false);
        })
    };
    html! {
        <div class="banner tutorial-offer" data-testid="tutorial-offer">
            <p>{ t(lang, "tutorial-offer", &[("game", game_name(lang, kind).into())]) }</p>
            <div class="row">
                <button type="button" class="button primary" data-testid="tutorial-offer-start" onclick={start}>
                    { tr(lang, "tutorial-offer-start") }
                </button>
                <button type="button" class="button" data-testid="tutorial-offer-later" onclick={later}>
                    { tr(lang, "tutorial-offer-later") }
                </button>
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct SeeItProps {
    pub kind: moonvale_rules::core::GameKind,
    /// The rule's or ruling's message id (`moonvale_table::tutorial::*_RULE_TOPICS`).
    pub rule: &'static str,
}

/// "See it in the tutorial" after a rule the tutorial shows: opens the tutorial at the first
/// step showing it. Nothing for a rule no step shows.
#[function_component(SeeItInTutorial)]
pub fn see_it_in_tutorial(props: &SeeItProps) -> Html {
    let app = crate::ui::use_app();
    let (lang, kind) = (app.lang, props.kind);
    let (script, topics) = moonvale_rules::with_game!(kind, G => {
        use crate::ui::table::table_game::TableGame;
        (G::tutorial_script(), G::tutorial_rule_topics())
    });
    let step = topics
        .iter()
        .find(|(rule, _)| *rule == props.rule)
        .and_then(|(_, topic)| moonvale_table::tutorial::first_step_showing(script, topic));
    let Some(step) = step else { return html! {} };
    let onclick = Callback::from(move |_: MouseEvent| {
        let _ = app.store.borrow_mut().set_tutorial_step(kind, step);
        app.dispatch(AppAction::Go(Screen::Tutorial(kind)));
    });
    html! {
        <>
            { " " }
            <button type="button" class="link-button" data-testid="see-in-tutorial" data-step={step.to_string()} {onclick}>
                { tr(lang, "tutorial-see") }
            </button>
        </>
    }
}
