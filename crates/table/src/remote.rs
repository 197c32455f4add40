//! Playing together, each on their own device (docs/playing-together.md "Playing together, each on
//! their own device"): the messages between a host's table and its guests, and the host's side of
//! them.
//!
//! The host runs the table as always (engine, computer seats, saving); each guest plays one
//! seat from its own device. A guest only ever receives its seat's view and the log as that
//! seat may read it (`Game::view`, `GameEvent::seen_by`), never the full state. Its action
//! comes to the host as JSON and goes through the table's checked door ([`Table::act_as`]); an
//! illegal, stale, forged or malformed message is refused with the reason sent back, and
//! nothing changes. Messages are versioned (a device on another build is told to update both
//! devices), numbered per connection (a repeated message is ignored, one out of order refused:
//! no action is ever applied twice) and size-limited. The transport (a WebRTC data channel) is
//! the browser's; this module is plain Rust, tested natively and fuzzed
//! (`table fuzz --entry host-message`). What the host sends a guest goes through the
//! guest's own door ([`read_host_message`], fuzzed as `--entry guest-message`).
//!
//! Each seat played from another device is bound to its invitation by a secret
//! ([`SeatSecret`]): a join must present the secret of the seat it asks for, so a device
//! invited for one seat can never take another's (nor read its hand), and once a device has
//! joined, the seat's later invitations (to come back after a reload) no longer carry the
//! secret: only that device, which kept it, can come back. The host can take a seat back
//! ([`Host::take_back`]), after which its secret is worth nothing.

mod reader;
mod secret;

pub use reader::{read_host_message, Unreadable, MAX_HOST_MESSAGE_BYTES};
pub use secret::SeatSecret;

use crate::names::GameTitle;
use crate::storage::{PlayerInfo, SaveStore, Storage, StorageError, DEVICES_KEY_PREFIX};
use crate::strict::unique_keys;
use crate::table::{Refusal, Table};
use moonvale_rules::core::{Game, GameEvent, GameKind, Outcome, Seat};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The protocol's version: a guest speaking another is told to update. 2: each seat's
/// invitation carries its secret, and a join presents it. 3: a position carries only the log
/// entries its device has not had (`log_from`).
pub const PROTOCOL: u32 = 3;
/// The longest message a host reads (a view is sent the other way; an action is small).
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;

/// What a guest device sends to the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
pub enum GuestMessage {
    /// The first message of a connection (also after a reload or a phone's sleep): which
    /// seat this device plays, on which build, and the secret of that seat's invitation
    /// (a join without it is refused with a reason, not as an unreadable message).
    Join {
        seq: u64,
        protocol: u32,
        build: String,
        seat: Seat,
        #[serde(default)]
        secret: Option<SeatSecret>,
    },
    /// One of the seat's actions, chosen at position `position` (the number of actions
    /// played then): a message for an older position is stale.
    Act { seq: u64, position: usize, action: serde_json::Value },
    /// Take back the seat's last action, under the table's one undo policy.
    Undo { seq: u64, position: usize },
    /// The seat's device suggested a move to its player (it thinks on the guest's own view): the
    /// game is then assisted, as when a hint is asked at the host, and kept apart in the
    /// statistics.
    Hinted { seq: u64 },
}

impl GuestMessage {
    fn seq(&self) -> u64 {
        match self {
            GuestMessage::Join { seq, .. }
            | GuestMessage::Act { seq, .. }
            | GuestMessage::Undo { seq, .. }
            | GuestMessage::Hinted { seq } => *seq,
        }
    }
}

/// One action of the log as a seat may read it: who acted, and the events as that seat sees
/// them (the action itself is not sent: its events say what others may know of it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct SeenAction<G: Game> {
    pub seat: Seat,
    pub events: Vec<G::Event>,
}

/// What the host sends to a guest device.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", bound = "")]
pub enum HostMessage<G: Game> {
    /// The device's seat is taken; positions follow. The table's title and players are
    /// public (the guest's screen names them).
    Welcome {
        protocol: u32,
        seat: Seat,
        title: GameTitle,
        /// Read through the names' rule ([`crate::names::players`]), as every door reads names.
        #[serde(deserialize_with = "crate::names::players")]
        players: Vec<PlayerInfo>,
        /// How the game was set up (players, board side): public, and what the guest's
        /// rules sheet is drawn from. The seed is not in it.
        options: G::Options,
    },
    /// The game as this device's seat sees it now.
    Position {
        position: usize,
        to_act: Option<Seat>,
        view: G::View,
        /// `log` starts at this entry of the game's log: the device has the entries before it
        /// already (sent on this connection since its join), and drops any it has from here on
        /// (an undo). Resending the whole log made each message grow with the game, and late
        /// in a game each tap then cost a round trip more at a distance
        /// (docs/playing-together.md "Playing at a distance").
        log_from: usize,
        log: Vec<SeenAction<G>>,
        /// What this seat may choose now (empty when it is not its turn): the host's
        /// engine says, from the full state, as for the person at the host's device.
        choices: Vec<G::Action>,
        /// The outcome once the game is over (the scores are public then).
        outcome: Option<Outcome>,
        /// Whether this seat may take back its last action now.
        can_undo: bool,
        /// The guest seats with a device connected (the host's own seats are always there).
        connected: Vec<Seat>,
        /// The guest seats whose device is away (not connected now): their turn waits.
        away: Vec<Seat>,
    },
    /// A message that changed nothing, and why (`seq` of the message refused, if it had one).
    Refused { seq: Option<u64>, reason: String },
    /// The host took the device's seat back (to a person at the host's device, or to a
    /// computer): this device plays it no more, and its secret is worth nothing now.
    TakenBack { seat: Seat },
    /// The host started the next game at this table (play again: the same seats and
    /// options, another deal): this device may play its seat in game `game` too, joined on
    /// this connection with `secret` (no new exchange of codes). Its person is asked first.
    NextGame { game: String, secret: SeatSecret },
}

/// The longest game id a guest takes (the host's ids are a few dozen characters).
pub const MAX_GAME_ID_CHARS: usize = 100;

/// A connection the host has accepted (one per guest device).
pub type DeviceId = u32;

#[derive(Clone, Debug, Default, PartialEq)]
struct Device {
    seat: Option<Seat>,
    /// The last message number taken from it (0: none yet).
    last_seq: u64,
    /// A fingerprint of each log entry sent to it since its join, in order: what it has.
    log: Vec<u64>,
}

/// A seat played from another device, as the host keeps it beside the saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GuestSeat {
    pub seat: Seat,
    /// The secret of the seat's invitation (`None` when kept by a version before secrets:
    /// the next invitation makes one).
    #[serde(default)]
    pub secret: Option<SeatSecret>,
    /// A device has joined with the secret: the seat's later invitations no longer carry
    /// it, so only that device, which kept it, can come back.
    #[serde(default)]
    pub joined: bool,
}

/// The host's side: which device plays which seat, and what each has said.
#[derive(Clone, Debug, PartialEq)]
pub struct Host {
    build: String,
    /// The seats played from other devices (people at the host device play the others).
    guest_seats: BTreeMap<Seat, GuestSeat>,
    devices: BTreeMap<DeviceId, Device>,
    next_device: DeviceId,
}

/// Messages to send: each to one device.
pub type Outbox<G> = Vec<(DeviceId, HostMessage<G>)>;

impl Host {
    /// A host for the build `build`, with `guest_seats` played from other devices (as kept
    /// beside the saved game: [`kept_guest_seats`]).
    pub fn new(build: impl Into<String>, guest_seats: Vec<GuestSeat>) -> Host {
        let guest_seats = guest_seats.into_iter().map(|g| (g.seat, g)).collect();
        Host { build: build.into(), guest_seats, devices: BTreeMap::new(), next_device: 1 }
    }

    /// A new connection, not yet holding a seat.
    pub fn connect(&mut self) -> DeviceId {
        let id = self.next_device;
        self.connect_device(id);
        id
    }

    /// A new connection under the id the transport gave it (a number never used before).
    pub fn connect_device(&mut self, id: DeviceId) {
        self.next_device = self.next_device.max(id + 1);
        self.devices.insert(id, Device::default());
    }

    /// The seats played from other devices, in seat order.
    pub fn guest_seats(&self) -> Vec<Seat> {
        self.guest_seats.keys().copied().collect()
    }

    /// What to keep beside the saved game ([`keep_guest_seats`]): each guest seat with its
    /// secret, so a reload of the host's page still knows them.
    pub fn kept(&self) -> Vec<GuestSeat> {
        self.guest_seats.values().cloned().collect()
    }

    /// `seat` is now played from another device (or still is): the secret its invitation
    /// carries. A seat with no secret yet takes `fresh`; one a device has joined already
    /// gives none (`None`): only that device, which kept it, can come back. The devices
    /// connected keep their seats.
    pub fn invite(&mut self, seat: Seat, fresh: SeatSecret) -> Option<SeatSecret> {
        let guest =
            self.guest_seats.entry(seat).or_insert(GuestSeat { seat, secret: None, joined: false });
        if guest.secret.is_none() {
            *guest = GuestSeat { seat, secret: Some(fresh), joined: false };
        }
        if guest.joined {
            None
        } else {
            guest.secret.clone()
        }
    }

    /// The host takes `seat` back (its device never joined, or is lost): it is no longer
    /// played from another device, its secret is forgotten, and a device holding it is told
    /// and holds no seat any more. The messages to send: that device's, and the others' new
    /// positions (who is away changed).
    pub fn take_back<G: Game>(&mut self, table: &Table<G>, seat: Seat) -> Outbox<G> {
        if self.guest_seats.remove(&seat).is_none() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (&id, device) in self.devices.iter_mut().filter(|(_, d)| d.seat == Some(seat)) {
            device.seat = None;
            out.push((id, HostMessage::TakenBack { seat }));
        }
        out.extend(self.positions(table));
        out
    }

    /// The devices connected that hold a seat, with it (what carries over to the next game).
    pub fn devices(&self) -> Vec<(DeviceId, Seat)> {
        self.devices.iter().filter_map(|(&id, d)| d.seat.map(|seat| (id, seat))).collect()
    }

    /// The next game at the table (play again) on connections still open from the last one:
    /// each `(device, seat, fresh)` of `carried` is connected here, its seat is played from
    /// another device with the secret `fresh`, and the device is offered it
    /// ([`HostMessage::NextGame`]). The seat is that device's once it joins with the secret, as
    /// any join; until then it is away, and the host can take it back.
    pub fn next_game<G: Game>(
        &mut self,
        game: &str,
        carried: Vec<(DeviceId, Seat, SeatSecret)>,
    ) -> Outbox<G> {
        let mut out = Vec::new();
        for (device, seat, fresh) in carried {
            self.connect_device(device);
            if let Some(secret) = self.invite(seat, fresh) {
                out.push((device, HostMessage::NextGame { game: game.to_string(), secret }));
            }
        }
        out
    }

    /// The guest seats with no device connected now.
    pub fn away(&self) -> Vec<Seat> {
        let connected = self.connected();
        self.guest_seats.keys().copied().filter(|s| !connected.contains(s)).collect()
    }

    /// A connection closed: its seat waits for the device to come back.
    pub fn disconnect(&mut self, device: DeviceId) {
        self.devices.remove(&device);
    }

    /// The guest seats with a device connected.
    pub fn connected(&self) -> Vec<Seat> {
        let mut seats: Vec<Seat> = self.devices.values().filter_map(|d| d.seat).collect();
        seats.sort_unstable();
        seats.dedup();
        seats
    }

    /// Reads a message from `device` and does what it asks, if it may: the replies and the
    /// new positions for every device. A refusal changes nothing, neither the game nor what
    /// the host knows of the device (its message number included).
    pub fn receive<G: Game>(
        &mut self,
        table: &mut Table<G>,
        device: DeviceId,
        text: &str,
    ) -> Outbox<G> {
        let refuse =
            |seq: Option<u64>, reason: String| vec![(device, HostMessage::Refused { seq, reason })];
        let Some(known) = self.devices.get(&device).cloned() else {
            return refuse(None, "this device is not connected".into());
        };
        if text.len() > MAX_MESSAGE_BYTES {
            return refuse(None, format!("the message is longer than {MAX_MESSAGE_BYTES} bytes"));
        }
        if let Err(e) = unique_keys(text) {
            return refuse(None, format!("unreadable message: {e}"));
        }
        let message: GuestMessage = match serde_json::from_str(text) {
            Ok(m) => m,
            Err(e) => return refuse(None, format!("unreadable message: {e}")),
        };
        let seq = message.seq();
        // A message seen already (sent twice, or again after a reconnection) does nothing.
        if seq <= known.last_seq {
            return Vec::new();
        }
        if seq != known.last_seq + 1 && !matches!(message, GuestMessage::Join { .. }) {
            return refuse(
                Some(seq),
                format!("message {seq} came before message {}: join again", known.last_seq + 1),
            );
        }
        match message {
            GuestMessage::Join { protocol, build, seat, secret, .. } => {
                self.join(table, device, seq, (protocol, build), seat, secret)
            }
            GuestMessage::Act { position, action, .. } => {
                let Some(seat) = known.seat else {
                    return refuse(Some(seq), "join a seat first".into());
                };
                if position != table.session().log.len() {
                    return refuse(Some(seq), "the game has moved on since: look again".into());
                }
                let action: G::Action = match serde_json::from_value(action) {
                    Ok(a) => a,
                    Err(e) => return refuse(Some(seq), format!("not an action of this game: {e}")),
                };
                match table.act_as(seat, action) {
                    Ok(_) => {
                        self.took(device, seq);
                        self.positions(table)
                    }
                    Err(Refusal::Rule(error)) => refuse(Some(seq), error.to_string()),
                    Err(_) => refuse(Some(seq), "it is not this seat's turn".into()),
                }
            }
            GuestMessage::Undo { position, .. } => {
                let Some(seat) = known.seat else {
                    return refuse(Some(seq), "join a seat first".into());
                };
                if position != table.session().log.len() {
                    return refuse(Some(seq), "the game has moved on since: look again".into());
                }
                if !table.undo_as(Some(seat)) {
                    return refuse(Some(seq), "this action cannot be taken back".into());
                }
                self.took(device, seq);
                self.positions(table)
            }
            GuestMessage::Hinted { .. } => {
                if known.seat.is_none() {
                    return refuse(Some(seq), "join a seat first".into());
                }
                table.mark_assisted();
                self.took(device, seq);
                Vec::new()
            }
        }
    }

    /// A join from `device` (its message `seq`, the protocol and build it speaks) for `seat`
    /// with `secret`: the seat becomes the device's if the secret is that seat's invitation's,
    /// else it is refused with the reason, and nothing changes.
    fn join<G: Game>(
        &mut self,
        table: &Table<G>,
        device: DeviceId,
        seq: u64,
        (protocol, build): (u32, String),
        seat: Seat,
        secret: Option<SeatSecret>,
    ) -> Outbox<G> {
        let refuse =
            |reason: String| vec![(device, HostMessage::Refused { seq: Some(seq), reason })];
        if protocol != PROTOCOL || build != self.build {
            return refuse(
                "this device runs another version of Moonvale: update both devices".into(),
            );
        }
        let Some(guest) = self.guest_seats.get_mut(&seat) else {
            return refuse(format!("seat {seat} is not played from another device"));
        };
        let Some(given) = secret else {
            return refuse(format!(
                "this join carries no secret: join seat {seat} with its invitation code"
            ));
        };
        if !guest.secret.as_ref().is_some_and(|kept| kept.matches(&given)) {
            return refuse(format!(
                "this is not the secret of seat {seat}'s invitation: only the device invited \
                 for that seat may play it"
            ));
        }
        guest.joined = true;
        // The device comes back (a reload, a phone waking up): the seat is its own again, and
        // any older connection for it is dropped.
        self.devices.retain(|&id, d| id == device || d.seat != Some(seat));
        // A join starts the device's log afresh: its next position carries the whole log.
        self.devices.insert(device, Device { seat: Some(seat), last_seq: seq, log: Vec::new() });
        let welcome = HostMessage::Welcome {
            protocol: PROTOCOL,
            seat,
            title: table.title().clone(),
            players: table.players().to_vec(),
            options: table.options().clone(),
        };
        let mut out = vec![(device, welcome)];
        out.extend(self.positions(table));
        out
    }

    /// Message `seq` from `device` was taken.
    fn took(&mut self, device: DeviceId, seq: u64) {
        if let Some(known) = self.devices.get_mut(&device) {
            known.last_seq = seq;
        }
    }

    /// Every connected guest's position now (after any change: an action at the host, a
    /// computer's move, an undo), each carrying only the log entries its device has not had:
    /// the messages must be sent, in order, as given.
    pub fn positions<G: Game>(&mut self, table: &Table<G>) -> Outbox<G> {
        let (connected, away) = (self.connected(), self.away());
        let mut out = Vec::new();
        for (&id, device) in &mut self.devices {
            let Some(seat) = device.seat else { continue };
            let mut message = position_for(table, seat, connected.clone(), away.clone());
            if let HostMessage::Position { log, log_from, .. } = &mut message {
                let prints: Vec<u64> = log.iter().map(fingerprint).collect();
                let had = prints.iter().zip(&device.log).take_while(|(now, had)| now == had);
                *log_from = had.count();
                log.drain(..*log_from);
                device.log = prints;
            }
            out.push((id, message));
        }
        out
    }
}

/// A log entry's fingerprint: equal entries give equal ones (a hash of its JSON).
fn fingerprint<G: Game>(seen: &SeenAction<G>) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    serde_json::to_string(seen).unwrap_or_default().hash(&mut hasher);
    hasher.finish()
}

/// A position as the guest keeps it, its whole log from the first entry: `incoming`'s entries
/// in place of those `kept` had from its `log_from` on. `None` when `kept` has fewer entries
/// than `incoming` starts from (a message was lost: the device joins again for the whole log).
pub fn whole_position<G: Game>(
    kept: Option<HostMessage<G>>,
    mut incoming: HostMessage<G>,
) -> Option<HostMessage<G>> {
    let HostMessage::Position { log_from, log, .. } = &mut incoming else {
        return Some(incoming);
    };
    if *log_from > 0 {
        let Some(HostMessage::Position { log: mut whole, .. }) = kept else { return None };
        if whole.len() < *log_from {
            return None;
        }
        whole.truncate(*log_from);
        whole.append(log);
        (*log, *log_from) = (whole, 0);
    }
    Some(incoming)
}

/// The game as `seat` may see it: its view, and the whole log as it may read it.
pub fn position_for<G: Game>(
    table: &Table<G>,
    seat: Seat,
    connected: Vec<Seat>,
    away: Vec<Seat>,
) -> HostMessage<G> {
    let session = table.session();
    HostMessage::Position {
        position: session.log.len(),
        to_act: table.to_act(),
        view: session.state.view(seat),
        log_from: 0,
        log: session
            .log
            .iter()
            .map(|logged| SeenAction {
                seat: logged.seat,
                events: logged.events.iter().map(|e| e.seen_by(seat)).collect(),
            })
            .collect(),
        choices: if table.to_act() == Some(seat) && !table.is_computer(seat) {
            session.state.legal_actions()
        } else {
            Vec::new()
        },
        outcome: session.state.outcome(),
        can_undo: table.undo_blocked_for(Some(seat)).is_err(),
        connected,
        away,
    }
}

/// What a host's invitation code carries: the game (its kind and the host's id for it), the
/// seat offered, the host's build (a guest on another build is told to update both devices
/// before anything is tried), the seat's secret (only until a device has joined with it:
/// [`Host::invite`]), and the host's WebRTC offer (its session description, candidates
/// included). Everything but the offer is what a guest's device keeps ([`JoinedSeat`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Invitation {
    pub protocol: u32,
    pub kind: GameKind,
    pub game: String,
    pub seat: Seat,
    pub build: String,
    #[serde(default)]
    pub secret: Option<SeatSecret>,
    pub sdp: String,
}

/// Why a code was not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeRefusal {
    /// A code of another version of the protocol (an older invitation, a newer answer):
    /// both devices must run the same version.
    OtherVersion,
    /// Not a code, or not of this kind: the reason.
    Unreadable(String),
}

/// Reads a code of this protocol's version: another version's is refused as such, before
/// its fields are read (they differ between versions).
pub fn read_code<T: serde::de::DeserializeOwned>(code: &str) -> Result<T, CodeRefusal> {
    let value: serde_json::Value = from_code(code).map_err(CodeRefusal::Unreadable)?;
    if value.get("protocol").and_then(serde_json::Value::as_u64) != Some(u64::from(PROTOCOL)) {
        return Err(CodeRefusal::OtherVersion);
    }
    serde_json::from_value(value)
        .map_err(|e| CodeRefusal::Unreadable(format!("this code does not fit: {e}")))
}

/// What a guest's answer code carries: its WebRTC answer for one invitation's seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reply {
    pub protocol: u32,
    pub seat: Seat,
    pub sdp: String,
}

/// The longest code read (an offer or an answer is about 800 bytes of text before it is
/// compressed: a thousand characters is plenty, and a pasted novel is refused at once).
pub const MAX_CODE_CHARS: usize = 4_000;

/// A value as a code to show (a QR code) or paste: its JSON, zlib-compressed, in base64url.
pub fn to_code<T: Serialize>(value: &T) -> String {
    use base64::Engine as _;
    let json = serde_json::to_vec(value).unwrap_or_default();
    let compressed = miniz_oxide::deflate::compress_to_vec_zlib(&json, 10);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(compressed)
}

/// Reads a code made by [`to_code`]: spaces and line breaks a chat app added are ignored;
/// anything else is refused with a reason, never a panic.
pub fn from_code<T: serde::de::DeserializeOwned>(code: &str) -> Result<T, String> {
    use base64::Engine as _;
    let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    if code.is_empty() {
        return Err("the code is empty".into());
    }
    if code.len() > MAX_CODE_CHARS {
        return Err(format!("the code is longer than {MAX_CODE_CHARS} characters"));
    }
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(code.trim_end_matches('='))
        .map_err(|_| "this is not a Moonvale code".to_string())?;
    let json = miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(&bytes, 64 * 1024)
        .map_err(|_| "this is not a Moonvale code".to_string())?;
    serde_json::from_slice(&json).map_err(|e| format!("this code does not fit: {e}"))
}

/// The guest seats of saved game `id`, kept beside it so that a reload of the host's page
/// gives them back, with their secrets: each shows away until its device joins again with a
/// new pair of codes. A list of seat numbers (kept before secrets) gives seats without one.
pub fn kept_guest_seats<S: Storage>(store: &SaveStore<S>, id: &str) -> Vec<GuestSeat> {
    let Some(Ok(Some(text))) = store.backend().map(|b| b.get(&devices_key(id))) else {
        return Vec::new();
    };
    let seats: Vec<GuestSeat> = match serde_json::from_str(&text) {
        Ok(seats) => seats,
        Err(_) => serde_json::from_str::<Vec<Seat>>(&text)
            .unwrap_or_default()
            .into_iter()
            .map(|seat| GuestSeat { seat, secret: None, joined: false })
            .collect(),
    };
    // A hand-edited list keeps only real seats, once each.
    let mut seats: Vec<GuestSeat> = seats.into_iter().filter(|g| g.seat < 8).collect();
    seats.sort_by_key(|g| g.seat);
    seats.dedup_by_key(|g| g.seat);
    seats
}

/// Keeps (or, when there are none, forgets) the guest seats of saved game `id`.
pub fn keep_guest_seats<S: Storage>(
    store: &mut SaveStore<S>,
    id: &str,
    seats: &[GuestSeat],
) -> Result<(), StorageError> {
    let Some(backend) = store.backend_mut() else {
        return Err(StorageError::Unavailable("no storage".into()));
    };
    if seats.is_empty() {
        return backend.remove(&devices_key(id));
    }
    let text = serde_json::to_string(seats).map_err(|e| StorageError::Other(e.to_string()))?;
    backend.set(&devices_key(id), &text)
}

/// Where a guest's device keeps the seats it joined (`moonvale.joined`): outside the saved
/// games' keys, as the guest saves no game.
pub const JOINED_KEY: &str = "moonvale.joined";
/// The most seats a guest's device keeps (the oldest go first).
pub const JOINED_MAX: usize = 8;

/// What a guest's device keeps of a seat it joined: its invitation but the offer, secret
/// included, so that it can come back after a reload of its page with the host's next
/// invitation of that seat (which no longer carries the secret). The shape a link could
/// carry later.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinedSeat {
    pub kind: GameKind,
    pub game: String,
    pub seat: Seat,
    pub secret: SeatSecret,
}

/// The seats this device joined, oldest first (none if the record cannot be read).
pub fn joined_seats<S: Storage>(backend: &S) -> Vec<JoinedSeat> {
    let text = backend.get(JOINED_KEY).ok().flatten().unwrap_or_default();
    serde_json::from_str(&text).unwrap_or_default()
}

/// Keeps `seat` as joined by this device (in place of an older one for the same game and
/// seat), and at most [`JOINED_MAX`] seats.
pub fn keep_joined_seat<S: Storage>(backend: &mut S, seat: JoinedSeat) -> Result<(), StorageError> {
    let mut seats = joined_seats(backend);
    seats.retain(|s| (s.game.as_str(), s.seat) != (seat.game.as_str(), seat.seat));
    seats.push(seat);
    let extra = seats.len().saturating_sub(JOINED_MAX);
    seats.drain(..extra);
    let text = serde_json::to_string(&seats).map_err(|e| StorageError::Other(e.to_string()))?;
    backend.set(JOINED_KEY, &text)
}

/// The secret to join `invitation`'s seat with: the invitation's own, or the one this device
/// kept when it joined that game's seat before. `None`: another device joined the seat, and
/// only it can come back (or the host takes the seat back and invites it afresh).
pub fn secret_for(invitation: &Invitation, kept: &[JoinedSeat]) -> Option<SeatSecret> {
    invitation.secret.clone().or_else(|| {
        kept.iter()
            .rev()
            .find(|s| {
                s.kind == invitation.kind && s.game == invitation.game && s.seat == invitation.seat
            })
            .map(|s| s.secret.clone())
    })
}

fn devices_key(id: &str) -> String {
    format!("{DEVICES_KEY_PREFIX}{id}")
}
