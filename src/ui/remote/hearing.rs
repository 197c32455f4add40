//! The guest's connection (docs/playing-together.md "The protocol"): its join, with the
//! seat's secret, and what it hears from the host. Each message goes through the guest's door
//! (`moonvale_table::remote::read_host_message`) before anything of it is used: one this device cannot
//! read is said so, the last good position stays, and the person may ask the host again.

use super::peer::{Handlers, Peer};
use moonvale_rules::core::Game;
use moonvale_table::remote::{
    keep_joined_seat, read_host_message, whole_position, GuestMessage, HostMessage, Invitation,
    JoinedSeat, SeatSecret, PROTOCOL,
};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// What the guest's table sends.
pub enum Outgoing {
    Act(usize, serde_json::Value),
    Undo(usize),
    /// A move was suggested on this device (the host marks the game assisted).
    Hinted,
}

/// Where joining stands.
#[derive(Clone, PartialEq)]
pub(in crate::ui) enum Phase {
    /// Waiting for the host's code.
    Code,
    Answering,
    /// The answer code, to show the host; the connection awaited.
    Answer(String),
    /// Connected: the host's latest messages drive the table.
    Playing,
    /// The host is gone.
    Closed,
    /// The connection failed before it ever opened: these two networks let none through.
    NoConnection,
    /// The host took this device's seat back: it plays it no more.
    TakenBack,
    Failed(String),
}

/// What the host has said and the guest could read, as text (the table's game reads it).
#[derive(Clone, Default, PartialEq)]
pub(in crate::ui) struct Heard {
    pub welcome: Option<Rc<String>>,
    pub position: Option<Rc<String>>,
    pub refused: Option<String>,
    /// How many refusals the host sent on this connection (`data-refusals`: a later position
    /// hides a refusal's words, and a test needs to know the host has answered).
    pub refusals: u32,
    /// How many seats the host's welcome named.
    pub players: Option<usize>,
    /// The host's last message could not be read: the last good position stays shown.
    pub unreadable: bool,
    /// The host started the next game at the table, and this seat's secret there: offered
    /// until this device's person says yes ([`Listening::join_next_game`]).
    pub next_game: Option<(String, SeatSecret)>,
    /// How many games at this table this connection has played before the one shown.
    pub games: u32,
}

/// The seat joined on this connection: what its joins carry.
#[derive(Clone)]
pub(in crate::ui) struct Joining {
    joined: JoinedSeat,
    build: String,
}

/// What a connection's handlers change: the screen's phase and what it heard, the
/// connection, the message number, the store (where the seat's secret is kept) and the seat
/// being joined.
#[derive(Clone)]
pub(in crate::ui) struct Listening {
    pub phase: UseStateHandle<Phase>,
    pub heard: UseStateHandle<Heard>,
    /// The latest of `heard`, for the closures that outlive a render.
    pub latest: Rc<RefCell<Heard>>,
    pub peer: Rc<RefCell<Option<Peer>>>,
    pub seq: Rc<Cell<u64>>,
    pub store: Rc<RefCell<crate::ui::state::Store>>,
    /// The host took the seat back: the connection closing after that says nothing more.
    pub taken_back: Rc<RefCell<bool>>,
    pub joining: Rc<RefCell<Option<Joining>>>,
}

/// What a message the guest could read says, whichever the game.
enum Said {
    Welcome(usize),
    /// A position with its whole log (the host sends only the entries this device lacks), as
    /// text; `None` when it starts past the log this device has.
    Position(Option<String>),
    Refused(Option<u64>, String),
    TakenBack,
    NextGame(String, SeatSecret),
}

/// What `message` says, a position made whole with the one this device `kept`.
fn said<G: Game>(message: HostMessage<G>, kept: Option<&str>) -> Said {
    match message {
        HostMessage::Welcome { players, .. } => Said::Welcome(players.len()),
        message @ HostMessage::Position { .. } => {
            let kept = kept.and_then(|text| serde_json::from_str::<HostMessage<G>>(text).ok());
            let whole = whole_position(kept, message);
            Said::Position(whole.and_then(|m| serde_json::to_string(&m).ok()))
        }
        HostMessage::Refused { seq, reason } => Said::Refused(seq, reason),
        HostMessage::TakenBack { .. } => Said::TakenBack,
        HostMessage::NextGame { game, secret } => Said::NextGame(game, secret),
    }
}

impl Listening {
    /// The connection's handlers for the seat `offered` invites to, joined with `secret`.
    pub fn handlers(&self, offered: &Invitation, secret: SeatSecret) -> Handlers {
        let joined = JoinedSeat {
            kind: offered.kind,
            game: offered.game.clone(),
            seat: offered.seat,
            secret,
        };
        *self.joining.borrow_mut() = Some(Joining { joined, build: offered.build.clone() });
        *self.taken_back.borrow_mut() = false;
        // Whether this connection ever opened: a failure before that is no connection at all.
        let opened = Rc::new(Cell::new(false));
        let on_open = {
            let (me, opened) = (self.clone(), opened.clone());
            move || {
                opened.set(true);
                me.seq.set(0);
                me.send_join();
                // A new connection starts from what it hears (not from an older host's).
                *me.latest.borrow_mut() = Heard::default();
                me.heard.set(Heard::default());
                me.phase.set(Phase::Playing);
            }
        };
        let on_message = {
            let me = self.clone();
            move |text: String| me.hear(text)
        };
        let (phase, taken_back) = (self.phase.clone(), self.taken_back.clone());
        Handlers {
            on_open: Box::new(on_open),
            on_message: Box::new(on_message),
            on_close: Box::new(move || {
                if !*taken_back.borrow() {
                    phase.set(if opened.get() { Phase::Closed } else { Phase::NoConnection })
                }
            }),
        }
    }

    /// Joins the seat (again), with its secret, as the connection's next message: the host
    /// answers with its welcome and the seat's position.
    fn send_join(&self) {
        let Some(joining) = self.joining.borrow().clone() else { return };
        let next = self.seq.get() + 1;
        let join = GuestMessage::Join {
            seq: next,
            protocol: PROTOCOL,
            build: joining.build,
            seat: joining.joined.seat,
            secret: Some(joining.joined.secret),
        };
        if let (Some(peer), Ok(text)) = (self.peer.borrow().as_ref(), serde_json::to_string(&join))
        {
            if peer.send(&text) {
                self.seq.set(next);
            }
        }
    }

    /// Sends one of the seat's actions (or an undo), numbered.
    pub fn send(&self, message: Outgoing) {
        let next = self.seq.get() + 1;
        let message = match message {
            Outgoing::Act(position, action) => GuestMessage::Act { seq: next, position, action },
            Outgoing::Undo(position) => GuestMessage::Undo { seq: next, position },
            Outgoing::Hinted => GuestMessage::Hinted { seq: next },
        };
        if let (Some(peer), Ok(text)) =
            (self.peer.borrow().as_ref(), serde_json::to_string(&message))
        {
            if peer.send(&text) {
                self.seq.set(next);
            }
        }
    }

    /// The person said yes to the host's next game: this seat is joined there, on the same
    /// connection (the welcome keeps the new game's secret), and the table shows it from its
    /// first position.
    pub fn join_next_game(&self) {
        let Some((game, secret)) = self.latest.borrow().next_game.clone() else { return };
        if let Some(joining) = self.joining.borrow_mut().as_mut() {
            joining.joined.game = game;
            joining.joined.secret = secret;
        }
        let now = Heard { games: self.latest.borrow().games + 1, ..Heard::default() };
        *self.latest.borrow_mut() = now.clone();
        self.heard.set(now);
        self.send_join();
    }

    /// After a message this device could not read: asks the host for the seat's position
    /// again (a join, which the host answers with it).
    pub fn ask_again(&self) {
        self.send_join();
    }

    /// One message of the host's, through the guest's door.
    fn hear(&self, text: String) {
        let Some(joining) = self.joining.borrow().clone() else { return };
        let mut now = self.latest.borrow().clone();
        let (kind, seat) = (joining.joined.kind, joining.joined.seat);
        let kept = now.position.clone();
        let kept = kept.as_ref().map(|text| text.as_str());
        let read = moonvale_rules::with_game!(kind, G => read_host_message::<G>(&text, seat, now.players).map(|m| said::<G>(m, kept)));
        match read {
            Err(why) => {
                web_sys::console::warn_1(&why.to_string().into());
                now.unreadable = true;
            }
            Ok(Said::Welcome(players)) => {
                // The host took the seat's secret: kept, so this device alone can come back.
                if let Some(backend) = self.store.borrow_mut().backend_mut() {
                    let _ = keep_joined_seat(backend, joining.joined.clone());
                }
                now.welcome = Some(Rc::new(text));
                now.players = Some(players);
            }
            Ok(Said::Position(Some(whole))) => {
                now.position = Some(Rc::new(whole));
                now.refused = None;
                now.unreadable = false;
            }
            // A position past the log kept here (none is lost on an open connection, but a
            // page's state can be): the join's position carries the whole log again.
            Ok(Said::Position(None)) => {
                self.send_join();
                return;
            }
            Ok(Said::Refused(refused_seq, reason)) => {
                now.refused = Some(reason);
                now.refusals += 1;
                // A refusal does not take the message's number on the host: the next
                // message reuses it (else every later one would come "before" it, and the
                // seat could not act again).
                if refused_seq.is_some_and(|s| s > 1 && s == self.seq.get()) {
                    self.seq.set(self.seq.get() - 1);
                }
            }
            Ok(Said::NextGame(game, secret)) => now.next_game = Some((game, secret)),
            Ok(Said::TakenBack) => {
                *self.taken_back.borrow_mut() = true;
                self.phase.set(Phase::TakenBack);
                return;
            }
        }
        *self.latest.borrow_mut() = now.clone();
        self.heard.set(now);
    }
}
