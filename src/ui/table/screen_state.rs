//! The game screen's state (`crate::ui::table::shell`): the table, what was last said, the computers'
//! pause, the move suggested and what the last computer move weighed, and how each action
//! changes them.

use crate::ui::table::controls::Hint;
use crate::ui::table::table_game::{Said, TableGame};
use crate::ui::table::why::Why;
use moonvale_rules::core::{Game, Seat};
use moonvale_table::remote::{DeviceId, GuestSeat, Host, SeatSecret};
use moonvale_table::table::{ComputerAnswer, Refusal, SeatKind, Table, Ticket};
use std::rc::Rc;
use yew::prelude::*;

/// What the screen last said.
#[derive(Clone, PartialEq)]
pub(crate) enum Announce<G: Game> {
    Nothing,
    /// The words of the latest action.
    LastAction,
    Undone,
    PracticeUndone,
    Said(Said),
    Refused(G::Error),
}

/// The screen's state: the table, what was last said, whether the computers are paused,
/// the move suggested, and what the last computer move weighed (not saved; an undo drops it)
/// with whether its panel is open.
pub(crate) struct ScreenState<G: TableGame> {
    pub(crate) table: Table<G>,
    pub(crate) version: u64,
    pub(crate) announce: Announce<G>,
    pub(crate) paused: bool,
    pub(crate) hint: Hint<G>,
    pub(crate) why: Option<Rc<Why<G>>>,
    pub(crate) why_open: bool,
    /// While this device hosts guests on other devices (`crate::ui::remote`): the protocol's
    /// side, and the messages queued for the guests (sent by the hosting hook).
    pub(crate) host: Option<Host>,
    pub(crate) outbox: Rc<Outbox>,
}

impl<G: TableGame> PartialEq for ScreenState<G> {
    fn eq(&self, other: &Self) -> bool {
        self.version == other.version
            && self.announce == other.announce
            && self.paused == other.paused
            && self.hint == other.hint
            && self.why == other.why
            && self.why_open == other.why_open
            && self.table.assisted() == other.table.assisted()
            && self.host == other.host
            && Rc::ptr_eq(&self.outbox, &other.outbox)
    }
}

/// What happens between this host and a guest device.
pub(crate) enum GuestEvent {
    /// This device hosts again (its page reloaded): these seats are played from other
    /// devices, as kept beside the saved game.
    Kept(Vec<GuestSeat>),
    /// This device hosts: the seat is invited to another device (with `SeatSecret` if it
    /// has none yet: `Host::invite`).
    Invite(Seat, SeatSecret),
    /// The host takes a guest seat back, to a person here or to a computer.
    TakeBack(Seat, SeatKind),
    /// This game is the next at a table whose devices were still connected (play again):
    /// each device is offered its seat here, with a fresh secret, on its connection.
    NextGame(Vec<(DeviceId, Seat, SeatSecret)>),
    Connected(DeviceId),
    Message(DeviceId, String),
    Gone(DeviceId),
}

pub(crate) enum ScreenAction<G: Game> {
    Act(G::Action),
    Answer(ComputerAnswer<G>, Vec<crate::ui::platform::computer::Weighed<G::Action>>),
    Undo,
    PracticeUndo,
    ShowWhy(bool),
    ConfirmHandover,
    Say(Said),
    TogglePause,
    AskHint,
    /// The hint found (its move and its line), or none.
    Hinted(Ticket, Option<(G::Action, Vec<G::Action>)>),
    Guest(GuestEvent),
}

impl<G: TableGame> Reducible for ScreenState<G> {
    type Action = ScreenAction<G>;

    fn reduce(self: Rc<Self>, action: ScreenAction<G>) -> Rc<Self> {
        // Pausing, hints and the "why" panel change what shows, not the position: no new
        // version (a hint marks the game assisted, which is saved).
        // A hint asked for clears a refusal still shown: the hint takes its place.
        let stale_error = matches!(
            (&action, &self.announce),
            (
                ScreenAction::AskHint,
                Announce::Refused(_) | Announce::Said(Said { error: true, .. })
            )
        );
        let with = |paused: bool, hint: Hint<G>, why_open: bool, table: Table<G>| {
            Rc::new(ScreenState {
                table,
                version: self.version,
                announce: if stale_error { Announce::Nothing } else { self.announce.clone() },
                paused,
                hint,
                why: self.why.clone(),
                why_open,
                host: self.host.clone(),
                outbox: self.outbox.clone(),
            })
        };
        let same = || self.table.clone();
        match action {
            ScreenAction::TogglePause => {
                return with(!self.paused, self.hint.clone(), self.why_open, same())
            }
            ScreenAction::ShowWhy(open) => {
                let open = open && self.why.is_some();
                return with(self.paused, self.hint.clone(), open, same());
            }
            ScreenAction::AskHint => {
                let Some(request) = self.table.hint_request() else { return self };
                let mut table = same();
                table.mark_assisted();
                return with(self.paused, Hint::Asked(request.ticket), self.why_open, table);
            }
            ScreenAction::Hinted(ticket, action) => {
                // Only the answer awaited for the current position counts.
                if self.hint != Hint::Asked(ticket) || ticket != self.table.ticket() {
                    return self;
                }
                let hint = match action {
                    Some((action, line)) => Hint::Found(ticket, action, Rc::new(line)),
                    None => Hint::NotFound(ticket),
                };
                return with(self.paused, hint, self.why_open, same());
            }
            ScreenAction::Guest(event) => return self.guest(event),
            // An answer that lands between the pause and the effect that abandons its
            // search is dropped too: resuming asks again.
            ScreenAction::Answer(..) if self.paused => return self,
            _ => {}
        }
        let mut table = self.table.clone();
        let (mut why, mut why_open) = (self.why.clone(), self.why_open);
        let announce = match action {
            ScreenAction::Act(action) => match table.act(action) {
                Ok(_) => Announce::LastAction,
                Err(Refusal::Rule(error)) => Announce::Refused(error),
                Err(_) => return self,
            },
            ScreenAction::Answer(answer, weighed) => {
                // What the person at the device saw before the move: the words come from it.
                let seen = table.at_device().filter(|s| !table.is_computer(*s));
                let before = seen.map(|s| table.session().state.view(s));
                let (seat, played) = (table.to_act(), answer.action.clone());
                match table.answer(answer) {
                    Ok(_) => {
                        if let (Some(view), Some(seat)) = (before, seat) {
                            why = Some(Rc::new(Why::new(seat, view, played, weighed)));
                        }
                        Announce::LastAction
                    }
                    // An answer for an older position: dropped.
                    Err(_) => return self,
                }
            }
            ScreenAction::Undo => {
                if !table.undo() {
                    return self;
                }
                (why, why_open) = (None, false);
                Announce::Undone
            }
            ScreenAction::PracticeUndo => {
                if !table.practice_undo() {
                    return self;
                }
                (why, why_open) = (None, false);
                Announce::PracticeUndone
            }
            ScreenAction::ConfirmHandover => {
                if !table.confirm_handover() {
                    return self;
                }
                Announce::Nothing
            }
            ScreenAction::Say(said) => Announce::Said(said),
            ScreenAction::TogglePause
            | ScreenAction::AskHint
            | ScreenAction::Hinted(..)
            | ScreenAction::Guest(_)
            | ScreenAction::ShowWhy(_) => return self,
        };
        // A hand-over changes what shows, not the game: a new version too, but only a
        // change of the game (its ticket) is saved. Something said is no new version: it
        // must not drop a choice half made on the board (the places tapped so far).
        let hint = self.hint.current(table.ticket());
        let version = match announce {
            Announce::Said(_) => self.version,
            _ => self.version + 1,
        };
        // Every guest device hears of each change of the game, wherever it came from.
        let mut host = self.host.clone();
        let outbox = match host.as_mut() {
            Some(host) if version != self.version => self.queued(host.positions(&table)),
            _ => self.outbox.clone(),
        };
        Rc::new(ScreenState {
            table,
            version,
            announce,
            paused: self.paused,
            hint,
            why_open: why_open && why.is_some(),
            why,
            host,
            outbox,
        })
    }
}

/// The messages for guest devices (replies, and the positions after each change), numbered: the hosting sends them when the number
/// is new (an address could be reused by the next batch's allocation), taking them out.
/// Every other change of the screen keeps the outbox, and the next one carries over what is
/// still unsent: several changes may come before the hosting looks, and a reply replaced
/// unsent was lost (a guest joining again waited for the host's welcome for ever).
#[derive(Default)]
pub struct Outbox {
    pub serial: u64,
    messages: std::cell::RefCell<Vec<(DeviceId, String)>>,
}

impl Outbox {
    /// The messages to send now, taken out: each is sent once.
    pub fn take(&self) -> Vec<(DeviceId, String)> {
        self.messages.take()
    }

    /// What is still unsent here, then `more`.
    fn unsent(&self, more: Vec<(DeviceId, String)>) -> Vec<(DeviceId, String)> {
        let mut messages = self.take();
        messages.extend(more);
        messages
    }

    fn new(messages: Vec<(DeviceId, String)>) -> Outbox {
        thread_local!(static SERIAL: std::cell::Cell<u64> = const { std::cell::Cell::new(0) });
        let serial = SERIAL.with(|s| {
            s.set(s.get() + 1);
            s.get()
        });
        Outbox { serial, messages: messages.into() }
    }
}

impl<G: TableGame> ScreenState<G> {
    /// A guest device's event: its message goes through the protocol's host, which applies
    /// an action through the table's checked door; the replies wait in `outbox`.
    fn guest(self: Rc<Self>, event: GuestEvent) -> Rc<Self> {
        let mut table = self.table.clone();
        let mut host = self.host.clone();
        let build = crate::ui::widgets::sharing::build_id;
        let out = match event {
            GuestEvent::Kept(seats) => {
                let kept = host.get_or_insert_with(|| Host::new(build(), seats));
                table.set_remote_seats(kept.guest_seats());
                Vec::new()
            }
            GuestEvent::Invite(seat, fresh) => {
                // A second guest seat: the devices connected keep theirs.
                let hosting = host.get_or_insert_with(|| Host::new(build(), Vec::new()));
                hosting.invite(seat, fresh);
                table.set_remote_seats(hosting.guest_seats());
                Vec::new()
            }
            GuestEvent::NextGame(carried) => {
                let hosting = host.get_or_insert_with(|| Host::new(build(), Vec::new()));
                let out = hosting.next_game(table.id(), carried);
                table.set_remote_seats(hosting.guest_seats());
                out
            }
            GuestEvent::TakeBack(seat, kind) => {
                let Some(host) = host.as_mut() else { return self };
                let out = host.take_back(&table, seat);
                table.take_back_seat(seat, kind);
                out
            }
            GuestEvent::Connected(device) => {
                let Some(host) = host.as_mut() else { return self };
                host.connect_device(device);
                Vec::new()
            }
            GuestEvent::Message(device, text) => {
                let Some(host) = host.as_mut() else { return self };
                host.receive(&mut table, device, &text)
            }
            GuestEvent::Gone(device) => {
                let Some(host) = host.as_mut() else { return self };
                host.disconnect(device);
                // The others see who is away.
                host.positions(&table)
            }
        };
        let outbox = self.queued(out);
        let changed = table.ticket() != self.table.ticket()
            || table.session().log.len() != self.table.session().log.len()
            || table.at_device() != self.table.at_device();
        let announce = if changed { Announce::LastAction } else { self.announce.clone() };
        Rc::new(ScreenState {
            hint: self.hint.current(table.ticket()),
            version: self.version + u64::from(changed),
            announce,
            paused: self.paused,
            why: self.why.clone(),
            why_open: self.why_open,
            host,
            outbox,
            table,
        })
    }

    /// The outbox with `out` after what is still unsent in it, in order (a position carries
    /// only the log its device lacks, so none may overtake another).
    fn queued(&self, out: moonvale_table::remote::Outbox<G>) -> Rc<Outbox> {
        if out.is_empty() {
            return self.outbox.clone();
        }
        let out: Vec<(DeviceId, String)> = out
            .into_iter()
            .filter_map(|(device, message)| Some((device, serde_json::to_string(&message).ok()?)))
            .collect();
        Rc::new(Outbox::new(self.outbox.unsent(out)))
    }
}
