//! The host's side in the browser (docs/playing-together.md "Playing together, each on their own
//! device"): the "Other devices" panel of the game screen invites a person's seat to another device
//! (an invitation code to show or send, the guest's answer code to paste or scan), keeps one WebRTC
//! connection per guest device, hands each message to the protocol's host (`ScreenAction::Guest`:
//! the reducer), and sends what the host answers, and every device its new position after each
//! change.

use crate::ui::remote::peer::{Handlers, Peer};
use crate::ui::table::screen_state::{GuestEvent, ScreenAction, ScreenState};
use crate::ui::table::table_game::TableGame;
use crate::ui::widgets::qr::{QrCode, QrScanner};
use moonvale_rules::core::Seat;
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::remote::{
    read_code, to_code, CodeRefusal, DeviceId, Host, Invitation, Reply, SeatSecret, PROTOCOL,
};
use moonvale_table::table::SeatKind;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;
use yew::prelude::*;

/// The connections of this host: one per guest device, and the invitations not answered yet.
#[derive(Default)]
pub struct Hosting {
    peers: BTreeMap<DeviceId, Peer>,
    invited: BTreeMap<Seat, (DeviceId, Peer)>,
    next: DeviceId,
    /// Each seat's invitation as the panel shows it, and the answer typed so far: kept here,
    /// not in the panel, so they outlive any redrawing of it.
    steps: BTreeMap<Seat, Step>,
    answers: BTreeMap<Seat, String>,
    /// Why the answer pasted last could not be used.
    problems: BTreeMap<Seat, String>,
    /// The seats whose answer is being read with the camera.
    scanning: std::collections::BTreeSet<Seat>,
    /// The game hosted, and which connected device plays which seat (as the protocol's host
    /// says after the screen's last change): what carries over to the next game.
    game: String,
    seats: Vec<(DeviceId, Seat)>,
}

/// The connections that carry over from a finished game to the next at the same table (play
/// again), until that game's screen takes them.
struct Carried {
    game: String,
    peers: Vec<(DeviceId, Seat, Peer)>,
    next: DeviceId,
}

thread_local! {
    /// The hosting of the game screen open now (one at a time in a page).
    static LIVE: RefCell<std::rc::Weak<RefCell<Hosting>>> = const { RefCell::new(std::rc::Weak::new()) };
    static CARRIED: RefCell<Option<Carried>> = const { RefCell::new(None) };
}

/// Play again at a hosted table: the connections of the game `from`'s screen whose device
/// holds a seat carry over to the game `to` (its screen offers each device its seat there).
/// Nothing happens when `from` is not hosted here or has no device connected.
pub fn carry_to_next_game(from: &str, to: &str) {
    let Some(live) = LIVE.with(|l| l.borrow().upgrade()) else { return };
    let mut hosting = live.borrow_mut();
    if hosting.game != from {
        return;
    }
    let seats = std::mem::take(&mut hosting.seats);
    let peers: Vec<(DeviceId, Seat, Peer)> = seats
        .into_iter()
        .filter_map(|(device, seat)| Some((device, seat, hosting.peers.remove(&device)?)))
        .collect();
    if !peers.is_empty() {
        let carried = Carried { game: to.to_string(), peers, next: hosting.next };
        CARRIED.with(|c| *c.borrow_mut() = Some(carried));
    }
}

/// Whether game `id` is hosted here with a device connected that holds a seat (play again
/// would ask it).
pub fn devices_connected(id: &str) -> bool {
    LIVE.with(|l| l.borrow().upgrade())
        .is_some_and(|live| live.borrow().game == id && !live.borrow().seats.is_empty())
}

/// The connections carried over to game `id`, if any.
fn carried_to(id: &str) -> Option<Carried> {
    CARRIED.with(|c| {
        let mut c = c.borrow_mut();
        if c.as_ref().is_some_and(|carried| carried.game == id) {
            c.take()
        } else {
            None
        }
    })
}

impl Hosting {
    /// Closes every connection, made or offered (each `Peer` closes as it is dropped).
    fn close_all(&mut self) {
        self.peers.clear();
        self.invited.clear();
        self.steps.clear();
    }
}

type Shared = Rc<RefCell<Hosting>>;

/// What the game screen shows of its hosting: the "Play with friends" button (in the head, and
/// beside the log for a phone's layout) and panel, and the way to open that panel from
/// elsewhere (the share dialog); empty and `None` when the table has no second person's seat.
#[derive(Default)]
pub struct Hosted {
    pub button: Html,
    pub beside_log: Html,
    pub panel: Html,
    pub open: Option<Callback<()>>,
}

/// The hosting of a game screen: the effects that send, and the "Play with friends" button and
/// panel.
#[hook]
pub fn use_hosting<G: TableGame>(screen: &UseReducerHandle<ScreenState<G>>, lang: Lang) -> Hosted {
    let hosting: Shared = use_mut_ref(Hosting::default);
    let open = use_state(|| false);
    let redraw = use_force_update();
    let app = crate::ui::use_app();
    let app_for_invitations = app.clone();
    // Leaving the game screen (Home, or another tab taking the game over) ends its
    // connections: the peers' own handlers hold the hosting, so it would never be dropped, and
    // a guest would stay connected to a tab that no longer plays the game.
    {
        let hosting = hosting.clone();
        LIVE.with(|l| *l.borrow_mut() = Rc::downgrade(&hosting));
        use_effect_with((), move |_| move || hosting.borrow_mut().close_all());
    }
    {
        let mut h = hosting.borrow_mut();
        h.game = screen.table.id().to_string();
        h.seats = screen.host.as_ref().map(Host::devices).unwrap_or_default();
    }
    // The next game at a table whose devices were connected (play again): their connections
    // are this screen's now, and each device is offered its seat (its person is asked there).
    {
        let (hosting, dispatcher, redraw) = (hosting.clone(), screen.dispatcher(), redraw.clone());
        let id = screen.table.id().to_string();
        use_effect_with((), move |_| {
            let Some(carried) = carried_to(&id) else { return };
            let mut offered = Vec::new();
            let mut h = hosting.borrow_mut();
            h.next = h.next.max(carried.next);
            for (device, seat, peer) in carried.peers {
                let Some(fresh) = fresh_secret() else { continue };
                peer.rebind(invitation_handlers(
                    lang,
                    seat,
                    device,
                    &hosting,
                    &dispatcher,
                    &redraw,
                ));
                h.peers.insert(device, peer);
                offered.push((device, seat, fresh));
            }
            drop(h);
            dispatcher.dispatch(ScreenAction::Guest(GuestEvent::NextGame(offered)));
        });
    }
    // The guest seats and their secrets outlive a reload of this page: kept beside the saved
    // game, and given back to the table when it opens again (each away until its device
    // joins again, or until the host takes it back).
    {
        let (app, dispatcher) = (app.clone(), screen.dispatcher());
        let (id, over) = (screen.table.id().to_string(), screen.table.is_over());
        let had = screen.host.is_none();
        use_effect_with((), move |_| {
            let kept = moonvale_table::remote::kept_guest_seats(&app.store.borrow(), &id);
            if had && !over && !kept.is_empty() {
                dispatcher.dispatch(ScreenAction::Guest(GuestEvent::Kept(kept)));
            }
        });
    }
    {
        let id = screen.table.id().to_string();
        // Nothing is written before this device hosts (the kept seats are being given back).
        let kept = screen.host.as_ref().map(Host::kept);
        use_effect_with((kept, screen.table.is_over()), move |(kept, over)| {
            // A finished game needs no device again.
            let seats = if *over { Some(Vec::new()) } else { kept.clone() };
            if let Some(seats) = seats {
                let _ = moonvale_table::remote::keep_guest_seats(
                    &mut app.store.borrow_mut(),
                    &id,
                    &seats,
                );
            }
        });
    }
    // What the guest devices are sent: the replies to their messages and each change's
    // positions, in the order the screen's state queued them.
    {
        let hosting = hosting.clone();
        let outbox = screen.outbox.clone();
        use_effect_with(outbox.serial, move |_| {
            let hosting = hosting.borrow();
            for (device, text) in outbox.take() {
                if let Some(peer) = hosting.peers.get(&device) {
                    peer.send(&text);
                }
            }
        });
    }
    // A guest's answer opened as a link in another tab of this device: taken here if this
    // tab invited its seat (the panel opens on the connection under way).
    {
        let (hosting, redraw, open) = (hosting.clone(), redraw.clone(), open.clone());
        use_effect_with(lang, move |&lang| {
            let listening = crate::ui::platform::answers::listen(move |code| {
                let Ok(reply) = read_code::<Reply>(crate::ui::remote::link::code_in(&code)) else {
                    return false;
                };
                let shown = matches!(hosting.borrow().steps.get(&reply.seat), Some(Step::Shown(_)));
                if shown {
                    take_answer(&hosting, &redraw, lang, reply.seat, code);
                    open.set(true);
                }
                shown
            });
            move || drop(listening)
        });
    }
    let table = &screen.table;
    let people = table.humans();
    if people.len() < 2 || table.is_over() {
        return Hosted::default();
    }
    let opener = {
        let open = open.clone();
        Callback::from(move |()| open.set(true))
    };
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    // In the game's head; where a phone's head has no room for it (its row of buttons is
    // full), beside the log instead, and through Share (the CSS shows one of the two).
    let button = |test_id: &'static str, place: &'static str| {
        html! {
            <button type="button" class={classes!("button", place)} data-testid={test_id} aria-expanded={open.to_string()} onclick={toggle.clone()}>
                { tr(lang, "remote-devices") }
            </button>
        }
    };
    let (button, beside_log) =
        (button("devices", "devices-in-head"), button("devices-beside-log", "devices-beside-log"));
    if !*open {
        return Hosted { button, beside_log, panel: Html::default(), open: Some(opener) };
    }
    let connected = screen.host.as_ref().map(|h| h.connected()).unwrap_or_default();
    let guests = table.remote_seats().to_vec();
    let rows = people.iter().map(|&seat| {
        let name = table.name_words(seat, lang);
        let state = if connected.contains(&seat) {
            tr(lang, "remote-seat-connected")
        } else if guests.contains(&seat) {
            tr(lang, "remote-seat-away")
        } else {
            tr(lang, "remote-seat-here")
        };
        let dispatcher = screen.dispatcher();
        html! {
            <li data-testid="remote-seat" data-seat={seat.to_string()}>
                <strong><bdi>{ name.clone() }</bdi></strong>{ ": " }{ state }
                if !connected.contains(&seat) {
                    { invite::<G>(Invite { lang, seat, name: name.clone(), hosting: hosting.clone(), dispatcher: dispatcher.clone(),
                        host: screen.host.clone(), game: table.id().to_string(), redraw: redraw.clone(),
                        app: app_for_invitations.clone() }) }
                }
                if guests.contains(&seat) {
                    { take_back::<G>(lang, seat, &name, &hosting, &dispatcher) }
                }
            </li>
        }
    });
    let close = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(false))
    };
    let panel = html! {
        <section class="remote-panel" data-testid="remote-panel" role="dialog" aria-labelledby="remote-title">
            <h3 id="remote-title">{ tr(lang, "remote-title") }</h3>
            <p>{ tr(lang, "remote-intro") }</p>
            <crate::ui::remote::network::NetworkChoice {lang} />
            <ul class="remote-seats">{ for rows }</ul>
            <button type="button" class="button" data-testid="remote-close" onclick={close}>{ tr(lang, "remote-close") }</button>
        </section>
    };
    Hosted { button, beside_log, panel, open: Some(opener) }
}

/// The two ways to take a guest seat back (its device never joined, or was lost): a person
/// at this device plays it, or a computer does. Its device, if it comes back, is refused.
fn take_back<G: TableGame>(
    lang: Lang,
    seat: Seat,
    name: &str,
    hosting: &Shared,
    dispatcher: &UseReducerDispatcher<ScreenState<G>>,
) -> Html {
    let to = |kind: SeatKind| {
        let (hosting, dispatcher) = (hosting.clone(), dispatcher.clone());
        Callback::from(move |_: MouseEvent| {
            // Its invitation (if one is shown) is worth nothing now.
            {
                let mut h = hosting.borrow_mut();
                h.invited.remove(&seat);
                h.steps.remove(&seat);
                h.answers.remove(&seat);
                h.problems.remove(&seat);
                h.scanning.remove(&seat);
            }
            dispatcher.dispatch(ScreenAction::Guest(GuestEvent::TakeBack(seat, kind)));
        })
    };
    let player = || [("player", name.to_string().into())];
    html! {
        <div class="row remote-take-back">
            <button type="button" class="button small" data-testid="remote-take-here" data-seat={seat.to_string()}
                onclick={to(SeatKind::Human)}>{ t(lang, "remote-take-here", &player()) }</button>
            <button type="button" class="button small" data-testid="remote-take-computer" data-seat={seat.to_string()}
                onclick={to(SeatKind::Computer(moonvale_ai::Level::default()))}>{ t(lang, "remote-take-computer", &player()) }</button>
        </div>
    }
}

/// A fresh seat's secret from the browser's cryptographic generator; `None` if the browser
/// refuses (no invitation is made then: a guessable secret would bind nothing).
fn fresh_secret() -> Option<SeatSecret> {
    let mut bytes = [0u8; SeatSecret::BYTES];
    getrandom::getrandom(&mut bytes).ok()?;
    Some(SeatSecret::from_bytes(bytes))
}

/// What one seat's invitation needs.
struct Invite<G: TableGame> {
    lang: Lang,
    seat: Seat,
    name: String,
    hosting: Shared,
    dispatcher: UseReducerDispatcher<ScreenState<G>>,
    /// The host's side as the screen holds it now: what the invitation's secret is.
    host: Option<Host>,
    /// The saved game's id, which the guest keeps with the seat's secret.
    game: String,
    redraw: UseForceUpdateHandle,
    /// The app, for how far the connection reaches (the player's choice when the
    /// invitation is made).
    app: crate::ui::AppHandle,
}

/// Where an invitation stands.
#[derive(Clone, PartialEq)]
enum Step {
    Making,
    /// The invitation code, shown; the guest's answer awaited.
    Shown(String),
    Failed(String),
}

fn set_step(hosting: &Shared, redraw: &UseForceUpdateHandle, seat: Seat, step: Step) {
    hosting.borrow_mut().steps.insert(seat, step);
    redraw.force_update();
}

/// The handlers of the connection invitation `device` offers `seat`: its opening makes it the
/// device's connection, its messages are read a few at a time, and a close before it ever
/// opened says no connection formed.
fn invitation_handlers<G: TableGame>(
    lang: Lang,
    seat: Seat,
    device: DeviceId,
    hosting: &Shared,
    dispatcher: &UseReducerDispatcher<ScreenState<G>>,
    redraw: &UseForceUpdateHandle,
) -> Handlers {
    let (d1, d2, d3) = (dispatcher.clone(), dispatcher.clone(), dispatcher.clone());
    let (moved, redraw_open) = (hosting.clone(), redraw.clone());
    let (unopened, redraw_failed) = (hosting.clone(), redraw.clone());
    Handlers {
        on_open: Box::new(move || {
            // The answered invitation becomes the device's connection.
            {
                let mut h = moved.borrow_mut();
                if let Some((id, peer)) = h.invited.remove(&seat) {
                    h.peers.insert(id, peer);
                }
                h.steps.remove(&seat);
                h.answers.remove(&seat);
            }
            redraw_open.force_update();
            d1.dispatch(ScreenAction::Guest(GuestEvent::Connected(device)));
        }),
        on_message: {
            // Read a few at a time: a flood never freezes this page.
            let inbox = crate::ui::remote::inbox::Inbox::new(move |text| {
                d2.dispatch(ScreenAction::Guest(GuestEvent::Message(device, text)))
            });
            Box::new(move |text| inbox.push(text))
        },
        on_close: Box::new(move || {
            // Still the seat's invitation: the connection failed before it opened.
            // (Its peer is left in place: dropping it here would drop the closure
            // running; the next invitation replaces it.)
            let never_opened = matches!(unopened.borrow().invited.get(&seat),
                Some((id, _)) if *id == device);
            if never_opened {
                let said = format!(
                    "{} {}",
                    tr(lang, "remote-no-connection"),
                    tr(lang, "remote-no-connection-hint")
                );
                set_step(&unopened, &redraw_failed, seat, Step::Failed(said));
            } else if let Ok(hosting) = unopened.try_borrow() {
                // The device is away from now on, so its connection ends too: a phone that
                // slept while it went silent would find it working again when it wakes, and
                // keep showing the old position with nobody listening. Ended, it says the host
                // is gone, and its person joins again with one link each way.
                if let Some(peer) = hosting.peers.get(&device) {
                    peer.close();
                }
            }
            d3.dispatch(ScreenAction::Guest(GuestEvent::Gone(device)))
        }),
    }
}

/// One seat's invitation: make the code, show it, take the answer.
fn invite<G: TableGame>(props: Invite<G>) -> Html {
    let Invite { lang, seat, name, hosting, dispatcher, host, game, redraw, app } = props;
    let make = {
        let (hosting, dispatcher, redraw) = (hosting.clone(), dispatcher.clone(), redraw.clone());
        Callback::from(move |_: MouseEvent| {
            let Some(fresh) = fresh_secret() else {
                set_step(&hosting, &redraw, seat, Step::Failed(tr(lang, "remote-no-secret")));
                return;
            };
            set_step(&hosting, &redraw, seat, Step::Making);
            // What the invitation carries: the seat's secret, unless a device joined with it
            // already (the reducer binds the same, from the same state or a later one).
            let mut bound = host.clone().unwrap_or_else(|| Host::new(String::new(), Vec::new()));
            let secret = bound.invite(seat, fresh.clone());
            // From now on the seat is played from another device.
            dispatcher.dispatch(ScreenAction::Guest(GuestEvent::Invite(seat, fresh)));
            let (game, network) = (game.clone(), crate::ui::remote::network::chosen_network(&app));
            let (hosting, dispatcher, redraw) =
                (hosting.clone(), dispatcher.clone(), redraw.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let device = {
                    let mut h = hosting.borrow_mut();
                    h.next += 1;
                    h.next
                };
                let handlers =
                    invitation_handlers(lang, seat, device, &hosting, &dispatcher, &redraw);
                match Peer::offer(&network, handlers).await {
                    Ok((peer, sdp)) => {
                        let invitation = Invitation {
                            protocol: PROTOCOL,
                            kind: G::KIND,
                            game,
                            seat,
                            build: crate::ui::widgets::sharing::build_id(),
                            secret,
                            sdp,
                        };
                        hosting.borrow_mut().invited.insert(seat, (device, peer));
                        set_step(&hosting, &redraw, seat, Step::Shown(to_code(&invitation)));
                    }
                    Err(e) => set_step(&hosting, &redraw, seat, Step::Failed(format!("{e:?}"))),
                }
            });
        })
    };
    let on_answer = {
        let hosting = hosting.clone();
        Callback::from(move |e: InputEvent| {
            let area: web_sys::HtmlTextAreaElement = e.target_unchecked_into();
            hosting.borrow_mut().answers.insert(seat, area.value());
        })
    };
    let connect = {
        let (hosting, redraw) = (hosting.clone(), redraw.clone());
        Callback::from(move |_: MouseEvent| {
            let typed = hosting.borrow().answers.get(&seat).cloned().unwrap_or_default();
            take_answer(&hosting, &redraw, lang, seat, typed);
        })
    };
    let scanned = {
        let (hosting, redraw) = (hosting.clone(), redraw.clone());
        Callback::from(move |text: String| {
            hosting.borrow_mut().scanning.remove(&seat);
            take_answer(&hosting, &redraw, lang, seat, text);
        })
    };
    let toggle_scan = {
        let (hosting, redraw) = (hosting.clone(), redraw.clone());
        Callback::from(move |_: MouseEvent| {
            let mut h = hosting.borrow_mut();
            if !h.scanning.remove(&seat) {
                h.scanning.insert(seat);
            }
            drop(h);
            redraw.force_update();
        })
    };
    let scanning = hosting.borrow().scanning.contains(&seat);
    let step = hosting.borrow().steps.get(&seat).cloned();
    let answer = hosting.borrow().answers.get(&seat).cloned().unwrap_or_default();
    let problem = hosting.borrow().problems.get(&seat).cloned();
    match step {
        None | Some(Step::Failed(_)) => html! {
            <>
                if let Some(Step::Failed(reason)) = &step {
                    <p role="alert" data-testid="remote-error">{ reason.clone() }</p>
                }
                <button type="button" class="button small" data-testid="remote-invite" data-seat={seat.to_string()} onclick={make}>
                    { t(lang, "remote-invite", &[("player", name.clone().into())]) }
                </button>
            </>
        },
        Some(Step::Making) => html! { <p aria-live="polite">{ tr(lang, "remote-making") }</p> },
        Some(Step::Shown(code)) => html! {
            <div class="remote-invitation" data-testid="remote-invitation">
                <p>{ t(lang, "remote-show-code", &[("player", name.clone().into())]) }</p>
                <crate::ui::remote::link::InvitationLink {lang} code={code.clone()} player={name} />
                <QrCode text={crate::ui::remote::link::invitation_link(&code)} label={tr(lang, "remote-invitation-link")} />
                <label>{ tr(lang, "remote-invitation-code") }
                    <textarea readonly=true data-testid="remote-offer" rows="4" value={code} />
                </label>
                <button type="button" class="button" data-testid="remote-scan" aria-pressed={scanning.to_string()} onclick={toggle_scan}>{ tr(lang, "remote-scan") }</button>
                if scanning {
                    <QrScanner {lang} on_text={scanned} />
                }
                <label>{ tr(lang, "remote-answer-code") }
                    <textarea data-testid="remote-answer" rows="4" oninput={on_answer} value={answer} />
                </label>
                if let Some(problem) = problem {
                    <p role="alert" data-testid="remote-error">{ problem }</p>
                }
                <button type="button" class="button primary" data-testid="remote-connect" onclick={connect}>{ tr(lang, "remote-connect") }</button>
            </div>
        },
    }
}

/// A guest's answer code, pasted or scanned: the connection opens if it fits the seat's
/// invitation; else the panel says why, and another can be given.
fn take_answer(
    hosting: &Shared,
    redraw: &UseForceUpdateHandle,
    lang: Lang,
    seat: Seat,
    typed: String,
) {
    let problem = match read_code::<Reply>(crate::ui::remote::link::code_in(&typed)) {
        Ok(reply) if reply.seat == seat => {
            let accepting = {
                let h = hosting.borrow();
                h.invited.get(&seat).map(|(_, peer)| peer.accept(&reply.sdp))
            };
            if let Some(accepting) = accepting {
                let (hosting, redraw) = (hosting.clone(), redraw.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    if let Err(e) = accepting.await {
                        set_step(&hosting, &redraw, seat, Step::Failed(format!("{e:?}")));
                    }
                });
            }
            None
        }
        Ok(_) => Some(tr(lang, "remote-wrong-answer")),
        Err(CodeRefusal::OtherVersion) => Some(tr(lang, "remote-update-both")),
        Err(CodeRefusal::Unreadable(reason)) => {
            Some(t(lang, "remote-bad-code", &[("reason", reason.into())]))
        }
    };
    {
        let mut h = hosting.borrow_mut();
        match problem {
            Some(problem) => {
                h.problems.insert(seat, problem);
                h.answers.insert(seat, String::new());
            }
            None => {
                h.problems.remove(&seat);
                h.answers.insert(seat, typed);
            }
        }
    }
    redraw.force_update();
}
