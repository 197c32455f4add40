//! The host's side in the browser (README "Playing together"): the "Other devices" panel of
//! the game screen invites a person's seat to another device (an invitation code to show or
//! send, the guest's answer code to paste or scan), keeps one WebRTC connection per guest
//! device, hands each message to the protocol's host (`ScreenAction::Guest`: the reducer),
//! and sends what the host answers, and every device its new position after each change.

use super::peer::{Handlers, Peer};
use crate::core::Seat;
use crate::i18n::{t, tr, Lang};
use crate::remote::{from_code, to_code, DeviceId, Invitation, Reply, PROTOCOL};
use crate::ui::table::screen_state::{GuestEvent, ScreenAction, ScreenState};
use crate::ui::table::table_game::TableGame;
use crate::ui::widgets::qr::{QrCode, QrScanner};
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
}

type Shared = Rc<RefCell<Hosting>>;

/// The hosting of a game screen: the effects that send, and the "Other devices" button and
/// panel (empty when the table has no second person's seat).
#[hook]
pub fn use_hosting<G: TableGame>(
    screen: &UseReducerHandle<ScreenState<G>>,
    lang: Lang,
) -> (Html, Html) {
    let hosting: Shared = use_mut_ref(Hosting::default);
    let open = use_state(|| false);
    let redraw = use_force_update();
    let app = use_context::<crate::ui::AppHandle>().expect("inside App");
    // The guest seats outlive a reload of this page: kept beside the saved game, and given
    // back to the table when it opens again (each away until its device joins again).
    {
        let (app, dispatcher) = (app.clone(), screen.dispatcher());
        let (id, over) = (screen.table.id().to_string(), screen.table.is_over());
        let had = screen.table.remote_seats().is_empty();
        use_effect_with((), move |_| {
            let kept = crate::remote::kept_guest_seats(&app.store.borrow(), &id);
            if had && !over && !kept.is_empty() {
                dispatcher.dispatch(ScreenAction::Guest(GuestEvent::Host(kept)));
            }
        });
    }
    {
        let id = screen.table.id().to_string();
        let seats = screen.table.remote_seats().to_vec();
        use_effect_with((seats, screen.table.is_over()), move |(seats, over)| {
            // A finished game needs no device again.
            if *over || !seats.is_empty() {
                let seats: &[Seat] = if *over { &[] } else { seats };
                let _ = crate::remote::keep_guest_seats(&mut app.store.borrow_mut(), &id, seats);
            }
        });
    }
    // The replies the host's last message asked for.
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
    // Every device's position after each change of the game, wherever it came from.
    {
        let (hosting, screen) = (hosting.clone(), screen.clone());
        use_effect_with(screen.version, move |_| {
            let Some(host) = screen.host.as_ref() else { return };
            let hosting = hosting.borrow();
            for (device, message) in host.positions(&screen.table) {
                if let (Some(peer), Ok(text)) =
                    (hosting.peers.get(&device), serde_json::to_string(&message))
                {
                    peer.send(&text);
                }
            }
        });
    }
    let table = &screen.table;
    let people = table.humans();
    if people.len() < 2 || table.is_over() {
        return (Html::default(), Html::default());
    }
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let button = html! {
        <button type="button" class="button" data-testid="devices" aria-expanded={open.to_string()} onclick={toggle}>
            { tr(lang, "remote-devices") }
        </button>
    };
    if !*open {
        return (button, Html::default());
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
        html! {
            <li data-testid="remote-seat" data-seat={seat.to_string()}>
                <strong><bdi>{ name.clone() }</bdi></strong>{ ": " }{ state }
                if !connected.contains(&seat) {
                    { invite::<G>(Invite { lang, seat, name, hosting: hosting.clone(), dispatcher: screen.dispatcher(),
                        guests: guests.clone(), redraw: redraw.clone() }) }
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
            <ul class="remote-seats">{ for rows }</ul>
            <p class="remote-limits">{ tr(lang, "remote-limits") }</p>
            <button type="button" class="button" data-testid="remote-close" onclick={close}>{ tr(lang, "remote-close") }</button>
        </section>
    };
    (button, panel)
}

/// What one seat's invitation needs.
struct Invite<G: TableGame> {
    lang: Lang,
    seat: Seat,
    name: String,
    hosting: Shared,
    dispatcher: UseReducerDispatcher<ScreenState<G>>,
    guests: Vec<Seat>,
    redraw: UseForceUpdateHandle,
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

/// One seat's invitation: make the code, show it, take the answer.
fn invite<G: TableGame>(props: Invite<G>) -> Html {
    let Invite { lang, seat, name, hosting, dispatcher, guests, redraw } = props;
    let make = {
        let (hosting, dispatcher, redraw) = (hosting.clone(), dispatcher.clone(), redraw.clone());
        Callback::from(move |_: MouseEvent| {
            set_step(&hosting, &redraw, seat, Step::Making);
            // From now on the seat is played from another device.
            let mut seats = guests.clone();
            if !seats.contains(&seat) {
                seats.push(seat);
                seats.sort_unstable();
                dispatcher.dispatch(ScreenAction::Guest(GuestEvent::Host(seats)));
            }
            let (hosting, dispatcher, redraw) =
                (hosting.clone(), dispatcher.clone(), redraw.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let device = {
                    let mut h = hosting.borrow_mut();
                    h.next += 1;
                    h.next
                };
                let (d1, d2, d3) = (dispatcher.clone(), dispatcher.clone(), dispatcher.clone());
                let (moved, redraw_open) = (hosting.clone(), redraw.clone());
                let handlers = Handlers {
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
                    on_message: Box::new(move |text| {
                        d2.dispatch(ScreenAction::Guest(GuestEvent::Message(device, text)))
                    }),
                    on_close: Box::new(move || {
                        d3.dispatch(ScreenAction::Guest(GuestEvent::Gone(device)))
                    }),
                };
                match Peer::offer(handlers).await {
                    Ok((peer, sdp)) => {
                        let invitation = Invitation {
                            protocol: PROTOCOL,
                            kind: G::KIND,
                            seat,
                            build: crate::ui::widgets::sharing::build_id(),
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
                <p>{ t(lang, "remote-show-code", &[("player", name.into())]) }</p>
                <QrCode text={code.clone()} label={tr(lang, "remote-invitation-code")} />
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
    let problem = match from_code::<Reply>(&typed) {
        Ok(reply) if reply.seat == seat && reply.protocol == PROTOCOL => {
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
        Err(reason) => Some(t(lang, "remote-bad-code", &[("reason", reason.into())])),
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
