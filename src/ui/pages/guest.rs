//! The guest's side (docs/playing-together.md "Playing together, each on their own device"):
//! `#/join` takes a host's invitation code (pasted, read from its QR code, or carried by its link
//! `#/join/<code>`), answers it with a code for the host, and once the connection opens plays the
//! invited seat: it sees only what the host sends for that seat (its view, its choices) and sends
//! the seat's actions, numbered, for the host to check.

use crate::ui::remote::hearing::{Heard, Listening, Outgoing, Phase};
use crate::ui::remote::peer::Peer;
use crate::ui::table::controls::Hint;
use crate::ui::table::end_screen::ending_sentence;
use crate::ui::table::shell::{BodyProps, HomeButton, Said, TableGame};
use crate::ui::table::table_game::log_lines_of_seen;
use crate::ui::widgets::qr::{QrCode, QrScanner};
use moonvale_rules::core::Seat;
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::remote::{
    joined_seats, read_code, secret_for, to_code, CodeRefusal, HostMessage, Invitation, Reply,
    SeatSecret, PROTOCOL,
};
use moonvale_table::storage::PlayerInfo;
use moonvale_table::table::{HintRequest, Ticket};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct JoinProps {
    /// The invitation's code, when a link carried it: read at once, as if pasted.
    #[prop_or_default]
    pub code: Option<String>,
}

#[function_component(JoinScreen)]
pub fn join_screen(props: &JoinProps) -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    let phase = use_state(|| Phase::Code);
    let code = use_state(|| props.code.clone().unwrap_or_default());
    let invitation = use_state(|| None::<Invitation>);
    let heard = use_state(Heard::default);
    // The latest of `heard`, for the closures that outlive a render.
    let latest = use_mut_ref(Heard::default);
    let peer = use_mut_ref(|| None::<Peer>);
    let seq = use_mut_ref(|| Rc::new(Cell::new(0u64)));
    let taken_back = use_mut_ref(|| false);
    let joining = use_mut_ref(|| None);
    let on_code = {
        let code = code.clone();
        Callback::from(move |e: InputEvent| {
            let area: web_sys::HtmlTextAreaElement = e.target_unchecked_into();
            code.set(area.value());
        })
    };
    let listening = Listening {
        phase: phase.clone(),
        heard: heard.clone(),
        latest: latest.clone(),
        peer: peer.clone(),
        seq: seq.borrow().clone(),
        store: app.store.clone(),
        taken_back: taken_back.clone(),
        joining: joining.clone(),
    };
    let join_with = join_with(lang, &listening, &phase, &invitation, &app.store);
    // A link's code is read when it arrives; the address becomes `#/join`, since an invitation
    // answers once: after a reload the host sends a new link. The screen keeps its key while the
    // address changes: a browser can report one fragment navigation twice (popstate, then
    // hashchange), and the second, already `#/join`, must not open a fresh screen without the code.
    {
        let (join_with, code) = (join_with.clone(), code.clone());
        use_effect_with(props.code.clone(), move |linked| {
            if let Some(linked) = linked.clone() {
                crate::ui::platform::route::show(&crate::ui::state::Screen::Join(None), true);
                code.set(linked.clone());
                join_with.emit(linked);
            }
        });
    }
    let join = {
        let (join_with, code) = (join_with.clone(), code.clone());
        Callback::from(move |_: MouseEvent| join_with.emit((*code).clone()))
    };
    let scanning = use_state(|| false);
    let scanned = {
        let (join_with, code, scanning) = (join_with.clone(), code.clone(), scanning.clone());
        Callback::from(move |text: String| {
            scanning.set(false);
            code.set(text.clone());
            join_with.emit(text);
        })
    };
    let toggle_scan = {
        let scanning = scanning.clone();
        Callback::from(move |_: MouseEvent| scanning.set(!*scanning))
    };
    let send = {
        let listening = listening.clone();
        Callback::from(move |message: Outgoing| listening.send(message))
    };
    // After the host's page went (a reload), a new pair of codes brings the seat back.
    let again = {
        let (phase, code, invitation, peer) =
            (phase.clone(), code.clone(), invitation.clone(), peer.clone());
        let taken_back = taken_back.clone();
        Callback::from(move |_: MouseEvent| {
            *taken_back.borrow_mut() = false;
            peer.borrow_mut().take();
            invitation.set(None);
            code.set(String::new());
            phase.set(Phase::Code);
        })
    };
    let ask_again = {
        let listening = listening.clone();
        Callback::from(move |_: MouseEvent| listening.ask_again())
    };
    let join_next = {
        let listening = listening.clone();
        Callback::from(move |_: MouseEvent| listening.join_next_game())
    };
    let body = match &*phase {
        Phase::Code | Phase::Failed(_) => html! {
            <>
                { waiting_seat(lang, &app.store.borrow()) }
                <p>{ tr(lang, "remote-join-intro") }</p>
                if let Phase::Failed(reason) = &*phase {
                    <p role="alert" data-testid="join-error">{ reason.clone() }</p>
                }
                <label class="remote-code">{ tr(lang, "remote-invitation-code") }
                    <textarea data-testid="join-code" rows="5" oninput={on_code} value={(*code).clone()} />
                </label>
                <div class="row">
                    <button type="button" class="button primary" data-testid="join-start" onclick={join}>{ tr(lang, "remote-join") }</button>
                    <button type="button" class="button" data-testid="join-scan" aria-pressed={scanning.to_string()} onclick={toggle_scan}>{ tr(lang, "remote-scan") }</button>
                </div>
                if *scanning {
                    <QrScanner {lang} on_text={scanned} />
                }
                <crate::ui::remote::network::NetworkChoice {lang} />
            </>
        },
        Phase::Answering => html! { <p aria-live="polite">{ tr(lang, "remote-making") }</p> },
        Phase::Answer(answer) => answer_body(lang, answer),
        Phase::TakenBack => html! {
            <>
                <p role="alert" data-testid="join-taken-back">{ tr(lang, "remote-taken-back") }</p>
                <button type="button" class="button" data-testid="join-again" onclick={again.clone()}>{ tr(lang, "remote-join-again") }</button>
            </>
        },
        Phase::NoConnection => html! {
            <>
                <p role="alert" data-testid="join-no-connection">{ tr(lang, "remote-no-connection") }</p>
                <p>{ tr(lang, "remote-no-connection-hint") }</p>
                <crate::ui::remote::network::NetworkChoice {lang} />
                <button type="button" class="button primary" data-testid="join-again" onclick={again.clone()}>{ tr(lang, "remote-join-again") }</button>
            </>
        },
        Phase::Closed => html! {
            <>
                <p role="alert" data-testid="join-closed">{ tr(lang, "remote-host-gone") }</p>
                <p>{ tr(lang, "remote-rejoin-hint") }</p>
                <button type="button" class="button primary" data-testid="join-again" onclick={again}>{ tr(lang, "remote-join-again") }</button>
            </>
        },
        Phase::Playing => playing_body(
            lang,
            (*invitation).as_ref(),
            (*heard).clone(),
            send,
            [ask_again, join_next],
        ),
    };
    let playing = matches!(*phase, Phase::Playing);
    html! {
        <section class={classes!("screen", "join-screen", playing.then_some("in-play"))} data-testid="join"
            data-refusals={heard.refusals.to_string()}
            data-phase={match &*phase { Phase::Code => "code", Phase::Answering => "answering", Phase::Answer(_) => "answer", Phase::Playing => "playing", Phase::Closed => "closed", Phase::NoConnection => "no-connection", Phase::TakenBack => "taken-back", Phase::Failed(_) => "failed" }}>
            if !playing { { joining_head(lang) } }
            { body }
        </section>
    }
}

/// A seat this device joined and may come back to (after a reload, or a phone that slept):
/// what to do to go on, above the code. The seat's secret is kept, so the host's next
/// invitation for it, opened here, brings it back.
fn waiting_seat(lang: Lang, store: &crate::ui::state::Store) -> Html {
    let joined = store.backend().map(joined_seats).unwrap_or_default();
    let Some(last) = joined.last() else { return Html::default() };
    let game = crate::ui::state::game_name(lang, last.kind);
    html! {
        <p class="banner" data-testid="join-waiting-seat" data-seat={last.seat.to_string()}>
            { t(lang, "remote-seat-waits", &[("game", game.into()), ("seat", (last.seat + 1).into())]) }
        </p>
    }
}

/// The screen's heading before the seat's table is drawn (its table has its own, with the
/// table's title and seat).
fn joining_head(lang: Lang) -> Html {
    html! {
        <div class="game-head">
            <h2 data-testid="join-title">{ tr(lang, "remote-join-title") }</h2>
            <div class="game-head-buttons"><HomeButton /></div>
        </div>
    }
}

/// Joins with an invitation `code`: the seat it offers is answered with a code for the host
/// (`Phase::Answer`), else the screen says why not.
fn join_with(
    lang: Lang,
    listening: &Listening,
    phase: &UseStateHandle<Phase>,
    invitation: &UseStateHandle<Option<Invitation>>,
    store: &Rc<RefCell<crate::ui::state::Store>>,
) -> Callback<String> {
    let listening = listening.clone();
    let (phase, invitation) = (phase.clone(), invitation.clone());
    let store = store.clone();
    Callback::from(move |code: String| {
        let (offered, secret) = match offered_seat(lang, &code, &store.borrow()) {
            Ok(offered) => offered,
            Err(problem) => {
                phase.set(Phase::Failed(problem));
                return;
            }
        };
        invitation.set(Some(offered.clone()));
        phase.set(Phase::Answering);
        let listening = listening.clone();
        let network = store.borrow().settings().network;
        wasm_bindgen_futures::spawn_local(async move {
            let handlers = listening.handlers(&offered, secret);
            match Peer::answer(&network, &offered.sdp, handlers).await {
                Ok((made, sdp)) => {
                    *listening.peer.borrow_mut() = Some(made);
                    let reply = Reply { protocol: PROTOCOL, seat: offered.seat, sdp };
                    listening.phase.set(Phase::Answer(to_code(&reply)));
                }
                Err(e) => listening.phase.set(Phase::Failed(format!("{e:?}"))),
            }
        });
    })
}

/// The answer's code for the host, as a QR code, a link and text, while waiting for the host.
fn answer_body(lang: Lang, answer: &str) -> Html {
    html! {
        <>
            <p>{ tr(lang, "remote-show-answer") }</p>
            <QrCode text={answer.to_string()} label={tr(lang, "remote-answer-code")} />
            <crate::ui::remote::link::InvitationLink {lang} code={answer.to_string()} answer=true player={String::new()} />
            <label class="remote-code">{ tr(lang, "remote-answer-code") }
                <textarea readonly=true data-testid="join-answer" rows="5" value={answer.to_string()} />
            </label>
            <p aria-live="polite">{ tr(lang, "remote-waiting") }</p>
        </>
    }
}

/// The seat an invitation code (or its link) offers, with the secret to join it: the invitation's, or the
/// one this device kept when it joined the seat before. Else what the person is told: the
/// code cannot be read, comes from another version, or the seat is held by another device.
fn offered_seat(
    lang: Lang,
    code: &str,
    store: &crate::ui::state::Store,
) -> Result<(Invitation, SeatSecret), String> {
    let offered = match read_code::<Invitation>(crate::ui::remote::link::code_in(code)) {
        Ok(offered) if offered.build == crate::ui::widgets::sharing::build_id() => offered,
        Ok(_) | Err(CodeRefusal::OtherVersion) => return Err(tr(lang, "remote-update-both")),
        Err(CodeRefusal::Unreadable(reason)) => {
            return Err(t(lang, "remote-bad-code", &[("reason", reason.into())]))
        }
    };
    let kept = store.backend().map(joined_seats).unwrap_or_default();
    match secret_for(&offered, &kept) {
        Some(secret) => Ok((offered, secret)),
        None => Err(tr(lang, "remote-seat-held")),
    }
}

/// The screen while connected: the invited seat's table from what the host sent, and the
/// message when the host's last message could not be read.
fn playing_body(
    lang: Lang,
    invitation: Option<&Invitation>,
    heard: Heard,
    send: Callback<Outgoing>,
    [ask_again, join_next]: [Callback<MouseEvent>; 2],
) -> Html {
    let Some(invitation) = invitation else { return Html::default() };
    let seat = invitation.seat;
    let next_game = heard.next_game.is_some().then_some(join_next);
    // Each game at the table its own table component (its hint and words start afresh).
    let table = moonvale_rules::with_game!(invitation.kind, G => html! {
        <GuestTable<G> key={heard.games} {lang} {seat} welcome={heard.welcome} position={heard.position} refused={heard.refused} send={send} {next_game} />
    });
    html! {
        <>
            if heard.unreadable {
                <div class="game-error remote-unreadable" role="alert" data-testid="join-unreadable">
                    <p>{ tr(lang, "remote-unreadable") }</p>
                    <button type="button" class="button small" data-testid="join-ask-again" onclick={ask_again}>{ tr(lang, "remote-ask-again") }</button>
                </div>
            }
            { table }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct GuestProps {
    lang: Lang,
    seat: Seat,
    welcome: Option<Rc<String>>,
    position: Option<Rc<String>>,
    refused: Option<String>,
    send: Callback<Outgoing>,
    /// The host started the next game at the table: joining it (asked at the end).
    next_game: Option<Callback<MouseEvent>>,
}

/// The invited seat's table, from what the host sends.
#[function_component(GuestTable)]
fn guest_table<G: TableGame>(props: &GuestProps) -> Html {
    let lang = props.lang;
    let said = use_state(|| None::<Said>);
    // The welcome's public facts: the table's title, its players, its options (for the rules).
    let welcome = use_memo(props.welcome.clone(), |w| {
        w.as_ref().and_then(|text| match serde_json::from_str::<HostMessage<G>>(text).ok()? {
            HostMessage::Welcome { title, players, options, .. } => Some((title, players, options)),
            _ => None,
        })
    });
    let players: Rc<Vec<PlayerInfo>> =
        Rc::new(welcome.as_ref().as_ref().map(|w| w.1.clone()).unwrap_or_default());
    let position = {
        let text = props.position.clone();
        use_memo(text, |t| t.as_ref().and_then(|t| serde_json::from_str::<HostMessage<G>>(t).ok()))
    };
    let person = match &*position {
        Some(HostMessage::Position { to_act, .. }) => to_act.filter(|&s| s == props.seat),
        _ => None,
    };
    let panel = crate::ui::table::panel::use_panel(person);
    let heading = use_node_ref();
    // A move suggested here, thought from this seat's own view in this device's workers.
    let hint = use_state(|| Hint::<G>::None);
    let thinking = use_mut_ref(|| None::<crate::ui::platform::computer::Thinking>);
    let Some(HostMessage::Position {
        position,
        to_act,
        view,
        choices,
        outcome,
        can_undo,
        away,
        log,
        ..
    }) = (*position).clone()
    else {
        return html! {
            <>
                { joining_head(lang) }
                <p aria-live="polite" data-testid="join-waiting">{ tr(lang, "remote-waiting") }</p>
            </>
        };
    };
    let on_act = {
        let send = props.send.clone();
        Callback::from(move |action: G::Action| {
            if let Ok(action) = serde_json::to_value(&action) {
                send.emit(Outgoing::Act(position, action));
            }
        })
    };
    let on_say = {
        let said = said.clone();
        Callback::from(move |s: Said| said.set(Some(s)))
    };
    // A suggestion answers the position it was asked at, and only that one.
    let hint_now = match &*hint {
        Hint::Asked(ticket) | Hint::NotFound(ticket) | Hint::Found(ticket, ..)
            if ticket.position == position =>
        {
            (*hint).clone()
        }
        _ => Hint::None,
    };
    let body = BodyProps::<G> {
        lang,
        view: Rc::new(view),
        at_device: Some(props.seat),
        to_act,
        players: players.clone(),
        choices: Rc::new(choices),
        recent: Rc::new(Vec::new()),
        hint: match &hint_now {
            Hint::Found(_, action, _) => Some(action.clone()),
            _ => None,
        },
        version: position as u64,
        on_act,
        on_say,
    };
    let name = |seat: Seat| body.name(seat);
    // The log as this seat may read it: the host sent each action's events so redacted.
    let log_items: Vec<Html> = log
        .iter()
        .flat_map(|seen| {
            log_lines_of_seen::<G>(lang, &body.view, &players, seen.seat, &seen.events)
        })
        .rev()
        .map(|line| html! { <li>{ line }</li> })
        .collect();
    let status = match &outcome {
        Some(outcome) => {
            let winners: Vec<String> = outcome.winners.iter().map(|&s| name(s)).collect();
            let winners = winners.join(", ");
            html! { <span data-testid="join-over">{ t(lang, "remote-game-over", &[("winners", winners.into())]) }</span> }
        }
        None => G::status(lang, &body),
    };
    // The end as this seat sees it: how the game ended and every seat's final score, in the
    // order of the standings (tied seats share a place).
    let end = outcome.as_ref().map(|outcome| {
        let places = outcome.standings.iter().enumerate().flat_map(|(place, seats)| {
            seats.iter().map(move |&seat| (place + 1, seat))
        });
        let rows: Vec<Html> = places
            .map(|(place, seat)| {
                let score = outcome.scores.get(seat).copied().unwrap_or_default();
                let line = t(
                    lang,
                    "remote-standing",
                    &[("place", place.into()), ("name", name(seat).into()), ("score", score.into())],
                );
                html! {
                    <li class={classes!((place == 1).then_some("first"))} data-testid="join-standing"
                        data-seat={seat.to_string()}>{ line }</li>
                }
            })
            .collect();
        html! {
            <section class="game-end guest-end" data-testid="join-end" aria-labelledby="join-end-title">
                <h3 id="join-end-title">{ tr(lang, "table-end-title") }</h3>
                if let Some(ending) = ending_sentence(lang, outcome.ending) {
                    <p class="end-reason">{ ending }</p>
                }
                <ul class="guest-standings">{ for rows }</ul>
                if let Some(join_next) = props.next_game.clone() {
                    <p data-testid="join-next-offer">{ tr(lang, "remote-next-game-offer") }</p>
                    <div class="row">
                        <button type="button" class="button primary" data-testid="join-next-game" onclick={join_next}>{ tr(lang, "remote-next-game-join") }</button>
                    </div>
                }
            </section>
        }
    });
    let undo = {
        let send = props.send.clone();
        Callback::from(move |_: MouseEvent| send.emit(Outgoing::Undo(position)))
    };
    let away_names: Vec<String> = away.iter().map(|&s| name(s)).collect();
    let away_names = away_names.join(", ");
    let in_play = outcome.is_none();
    // The table's frame, as on the host's device: the title and this seat, the status, the
    // latest moves, the board, the log; on a narrow screen one panel a tap away.
    let title = match &*welcome {
        Some((title, players, _)) => format!(
            "{} — {}",
            title.words(lang, G::KIND, players),
            t(lang, "remote-guest-seat", &[("player", name(props.seat).into())])
        ),
        None => tr(lang, "remote-join-title"),
    };
    let status = html! {
        <p class="status" data-testid="status">
            { status }
            if !away_names.is_empty() {
                { " " }<span data-testid="remote-away">{ t(lang, "remote-away", &[("players", away_names.into())]) }</span>
            }
        </p>
    };
    let my_turn = in_play && to_act == Some(props.seat);
    let ask_hint =
        ask_hint::<G>(&hint, &thinking, &props.send, (*body.view).clone(), position, props.seat);
    let hint_busy = matches!(hint_now, Hint::Asked(_));
    let buttons = html! {
        <>
            if my_turn {
                <button type="button" class="button" data-testid="hint" onclick={ask_hint}
                    disabled={hint_busy} aria-busy={hint_busy.to_string()}>{ tr(lang, "table-hint") }</button>
            }
            if can_undo {
                <button type="button" class="button" data-testid="undo" onclick={undo}>{ tr(lang, "table-undo") }</button>
            }
            if let Some((_, _, options)) = &*welcome { { G::rules(lang, options) } }
            <HomeButton />
        </>
    };
    let (error, shown) = match (&props.refused, &*said) {
        (Some(reason), _) => {
            (Some(t(lang, "remote-refused", &[("reason", reason.clone().into())])), None)
        }
        (None, Some(said)) if said.error => (Some(said.text.clone()), None),
        (None, Some(said)) => (None, Some(said.text.clone())),
        (None, None) => (None, None),
    };
    let latest: Vec<String> = {
        let lines: Vec<String> = log
            .iter()
            .rev()
            .take(2)
            .rev()
            .flat_map(|seen| {
                log_lines_of_seen::<G>(lang, &body.view, &players, seen.seat, &seen.events)
            })
            .collect();
        lines
    };
    let found = matches!(hint_now, Hint::Found(..));
    let hint_text =
        crate::ui::table::words::hint_sentence(lang, &hint_now, &body.view, &players, my_turn)
            .map(|text| (text, found));
    let latest = crate::ui::table::shell::latest_slot(lang, error, hint_text, shown, &latest);
    let side = html! {
        <section class="game-log" aria-labelledby="guest-log-title" data-testid="log-panel">
            <h3 id="guest-log-title">{ tr(lang, "table-log-title") }</h3>
            if log_items.is_empty() {
                <p class="empty">{ tr(lang, "table-log-empty") }</p>
            } else {
                <ol reversed=true class="log-list" data-testid="log" tabindex="0" aria-labelledby="guest-log-title">{ for log_items }</ol>
            }
        </section>
    };
    let data = vec![
        ("data-kind", AttrValue::from(G::KIND.as_str())),
        ("data-moves", position.to_string().into()),
        ("data-to-act", to_act.map(|s| s.to_string()).unwrap_or_default().into()),
        ("data-over", outcome.is_some().to_string().into()),
        ("data-seat", props.seat.to_string().into()),
        ("data-panel", AttrValue::from(*panel)),
    ];
    let after = in_play.then(|| crate::ui::table::panel::panel_tabs(lang, &panel));
    html! {
        <crate::ui::widgets::table_frame::TableFrame
            class={classes!("game-screen", "guest-table", G::KIND.as_str(), in_play.then_some("in-play"))}
            test_id="game-screen" {data} title={title} {heading} {status} {buttons}
            {latest} over={html! { <>{ for end }</> }} board={G::body(body.clone())} {side}
            after={html! { <>{ for after }</> }} />
    }
}

/// "Suggest a move" on the guest's device: the seat's own view is searched in this device's
/// workers (as the host's hint searches the host's), and the host is told, so the game counts
/// as assisted as it does for a hint asked there.
fn ask_hint<G: TableGame>(
    hint: &UseStateHandle<Hint<G>>,
    thinking: &Rc<RefCell<Option<crate::ui::platform::computer::Thinking>>>,
    send: &Callback<Outgoing>,
    view: G::View,
    position: usize,
    seat: Seat,
) -> Callback<MouseEvent> {
    let (hint, thinking, send) = (hint.clone(), thinking.clone(), send.clone());
    Callback::from(move |_: MouseEvent| {
        let ticket = Ticket { generation: 0, position };
        hint.set(Hint::Asked(ticket));
        send.emit(Outgoing::Hinted);
        // The host's seed is not this device's to know: the search's own, from the position.
        let seed = (position as u64) << 8 | seat as u64;
        let request = HintRequest::<G> { ticket, seat, seed, view: view.clone() };
        let hint = hint.clone();
        *thinking.borrow_mut() =
            Some(crate::ui::platform::computer::hint(request, move |ticket, found| {
                hint.set(match found {
                    Some((action, line)) => Hint::Found(ticket, action, Rc::new(line)),
                    None => Hint::NotFound(ticket),
                });
            }));
    })
}
