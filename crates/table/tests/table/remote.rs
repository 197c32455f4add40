//! docs/playing-together.md "Playing together, each on their own device": the host's side of a
//! table played from several devices, natively. A guest sees only its seat's view and log; its
//! actions go through the checked door; a refused message changes nothing; a repeated one is never
//! applied twice.

use moonvale_ai::Level;
use moonvale_rules::core::{Game, Seat};
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
use moonvale_table::remote::{
    DeviceId, Host, HostMessage, Outbox, SeatSecret, MAX_MESSAGE_BYTES, PROTOCOL,
};
use moonvale_table::storage::PlayerInfo;
use moonvale_table::table::Table;
use serde_json::{json, Value};

const BUILD: &str = "0123456789abcdef";

/// Three seats: Ada at the host device, Bob and Cy each on their own device.
fn table() -> Table<ViaNebula> {
    let players = vec![
        PlayerInfo::human("Ada", "blue"),
        PlayerInfo::human("Bob", "red"),
        PlayerInfo::human("Cy", "green"),
    ];
    Table::start("g".into(), "A game".into(), players, Options::new(3, Side::Expert), 5, 1).unwrap()
}

/// The secret of seat `seat`'s invitation in these tests (made of other bytes than any other
/// seat's): in the app, 16 bytes from the browser's cryptographic generator.
fn secret(seat: Seat) -> SeatSecret {
    SeatSecret::from_bytes([seat as u8 + 1; SeatSecret::BYTES])
}

/// A host whose `seats` are each invited to another device, with [`secret`].
fn hosting(seats: &[Seat]) -> Host {
    let mut host = Host::new(BUILD, Vec::new());
    for &seat in seats {
        assert_eq!(
            host.invite(seat, secret(seat)),
            Some(secret(seat)),
            "a first invitation carries it"
        );
    }
    host
}

fn join_text(seq: u64, seat: Seat, secret: &SeatSecret) -> String {
    json!({"type": "join", "seq": seq, "protocol": PROTOCOL, "build": BUILD, "seat": seat, "secret": secret})
        .to_string()
}

fn join(host: &mut Host, table: &mut Table<ViaNebula>, seat: Seat) -> DeviceId {
    let device = host.connect();
    let out = host.receive(table, device, &join_text(1, seat, &secret(seat)));
    assert!(
        matches!(out[0], (d, HostMessage::Welcome { seat: s, .. }) if d == device && s == seat),
        "{out:?}"
    );
    device
}

fn refused(out: &Outbox<ViaNebula>) -> Option<String> {
    match out.as_slice() {
        [(_, HostMessage::Refused { reason, .. })] => Some(reason.clone()),
        _ => None,
    }
}

fn snapshot(table: &Table<ViaNebula>) -> Value {
    serde_json::to_value(table.session()).unwrap()
}

/// Plays every seat's first legal action until `seat` is to act ...
fn until_turn_of(table: &mut Table<ViaNebula>, seat: Seat) {
    // ... with another seat's action last (not one this seat could take back).
    while table.to_act() != Some(seat) || table.session().log.last().is_none_or(|l| l.seat == seat)
    {
        let to_act = table.to_act().unwrap();
        let action = table.session().state.legal_actions()[0];
        table.act_as(to_act, action).unwrap();
    }
}

fn act(seq: u64, table: &Table<ViaNebula>, action: &impl serde::Serialize) -> String {
    json!({"type": "act", "seq": seq, "position": table.session().log.len(), "action": action})
        .to_string()
}

/// A change made to a host's message on its way.
type MessageEdit = dyn Fn(&mut Value);

#[test]
fn a_guest_receives_its_seat_s_view_and_log_never_the_full_state() {
    let mut table = table();
    let mut host = hosting(&[1, 2]);
    let bob = join(&mut host, &mut table, 1);
    let cy = join(&mut host, &mut table, 2);
    until_turn_of(&mut table, 1);
    for (device, message) in host.positions(&table) {
        let HostMessage::Position { view, log, position, connected, .. } = message else {
            panic!()
        };
        let seat = if device == bob {
            1
        } else {
            assert_eq!(device, cy);
            2
        };
        assert_eq!(
            serde_json::to_value(&view).unwrap(),
            serde_json::to_value(table.session().state.view(seat)).unwrap()
        );
        assert_eq!(position, table.session().log.len());
        assert_eq!(connected, vec![1, 2]);
        // Another seat's private contracts never reach this device: the view is the seat's own,
        // and the full state's hands of the others are not in what is sent.
        let sent = serde_json::to_string(&(&view, &log)).unwrap();
        let full = serde_json::to_value(&table.session().state).unwrap();
        for other in [0usize, 1, 2].into_iter().filter(|&s| s != seat) {
            let hand = &full["seats"][other]["hand"];
            let scrubbed = &serde_json::to_value(&view).unwrap()["seats"][other]["hand"];
            assert_ne!(hand, scrubbed, "seat {other}'s hand is hidden from seat {seat}");
        }
        // The generator that decides the next draws stays at the host: the view's is blank.
        let view_json = serde_json::to_value(&view).unwrap();
        assert_ne!(view_json["rng"], full["rng"], "the real generator never travels");
        assert!(!sent.contains(&full["rng"].to_string()));
    }
}

#[test]
fn a_guest_s_legal_action_is_applied_once_and_every_device_hears_of_it() {
    let mut table = table();
    let mut host = hosting(&[1, 2]);
    let bob = join(&mut host, &mut table, 1);
    let _cy = join(&mut host, &mut table, 2);
    until_turn_of(&mut table, 1);
    let before = table.session().log.len();
    let action = table.session().state.legal_actions()[0];
    let text = act(2, &table, &action);
    let out = host.receive(&mut table, bob, &text);
    assert!(table.session().log.len() > before, "applied");
    assert_eq!(out.len(), 2, "a new position for both guests");
    assert!(out.iter().all(|(_, m)| matches!(m, HostMessage::Position { .. })));
    // The same message again (a resend): nothing at all.
    let after = snapshot(&table);
    assert!(host.receive(&mut table, bob, &text).is_empty());
    assert_eq!(snapshot(&table), after, "never applied twice");
}

#[test]
fn an_illegal_stale_forged_or_out_of_order_message_is_refused_with_its_reason_and_changes_nothing()
{
    let mut table = table();
    let mut host = hosting(&[1, 2]);
    let bob = join(&mut host, &mut table, 1);
    let cy = join(&mut host, &mut table, 2);
    until_turn_of(&mut table, 1);
    let before = snapshot(&table);
    let legal = table.session().state.legal_actions()[0];
    let position = table.session().log.len();
    let cases: Vec<(DeviceId, String, &str)> = vec![
        // Not this seat's turn: Cy tries Bob's move.
        (cy, act(2, &table, &legal), "not this seat's turn"),
        // An action the rules refuse.
        (bob, json!({"type": "act", "seq": 2, "position": position, "action": {"type": "build", "hex": 200, "half": 0, "card": 1}}).to_string(), ""),
        // Not an action of this game.
        (bob, json!({"type": "act", "seq": 2, "position": position, "action": {"type": "take-tile"}}).to_string(), "not an action"),
        // Chosen on an older position.
        (bob, json!({"type": "act", "seq": 2, "position": position - 1, "action": legal}).to_string(), "moved on"),
        // Out of order: message 3 before message 2.
        (bob, act(3, &table, &legal), "came before"),
        // A key given twice, an unknown field, not JSON, too long.
        (bob, format!("{{\"type\":\"act\",\"seq\":2,\"seq\":3,\"position\":{position},\"action\":{}}}", serde_json::to_string(&legal).unwrap()), "duplicate field `seq`"),
        (bob, json!({"type": "act", "seq": 2, "position": position, "action": legal, "seat": 0}).to_string(), "unknown field"),
        (bob, "{\"type\":".into(), "unreadable"),
        (bob, format!("{{\"type\":\"undo\",\"seq\":2,\"position\":0,\"pad\":\"{}\"}}", "x".repeat(MAX_MESSAGE_BYTES)), "longer than"),
        // Undo of something that is not this seat's own action.
        (bob, json!({"type": "undo", "seq": 2, "position": position}).to_string(), "cannot be taken back"),
        // A device that never joined.
        (999, act(1, &table, &legal), "not connected"),
    ];
    for (device, text, why) in cases {
        let out = host.receive(&mut table, device, &text);
        let reason = refused(&out).unwrap_or_else(|| panic!("not refused: {text}"));
        assert!(!reason.trim().is_empty());
        assert!(reason.contains(why), "{reason:?} should say {why:?}");
        assert_eq!(snapshot(&table), before, "nothing changed after {text}");
    }
    // After all that, Bob's message 2 is still the one expected, and works.
    let text = act(2, &table, &legal);
    let out = host.receive(&mut table, bob, &text);
    assert!(refused(&out).is_none(), "{:?}", refused(&out));
    assert_ne!(snapshot(&table), before);
}

#[test]
fn another_build_or_a_seat_not_played_from_a_device_is_refused() {
    let mut table = table();
    let mut host = hosting(&[1, 2]);
    let device = host.connect();
    let old = json!({"type": "join", "seq": 1, "protocol": PROTOCOL, "build": "fedcba9876543210", "seat": 1, "secret": secret(1)});
    assert!(refused(&host.receive(&mut table, device, &old.to_string()))
        .unwrap()
        .contains("update both devices"));
    let future = json!({"type": "join", "seq": 1, "protocol": PROTOCOL + 1, "build": BUILD, "seat": 1, "secret": secret(1)});
    assert!(refused(&host.receive(&mut table, device, &future.to_string()))
        .unwrap()
        .contains("update both devices"));
    let host_seat = json!({"type": "join", "seq": 1, "protocol": PROTOCOL, "build": BUILD, "seat": 0, "secret": secret(0)});
    assert!(refused(&host.receive(&mut table, device, &host_seat.to_string())).is_some());
    assert!(host.connected().is_empty());
}

#[test]
fn a_device_that_comes_back_takes_its_seat_again_and_the_undo_policy_is_the_table_s() {
    let mut table = table();
    let mut host = hosting(&[1, 2]);
    let first = join(&mut host, &mut table, 1);
    until_turn_of(&mut table, 1);
    let position = table.session().log.len();
    let action = table.session().state.legal_actions()[0];
    let text = act(2, &table, &action);
    assert!(refused(&host.receive(&mut table, first, &text)).is_none());
    // The page reloads: a new connection joins seat 1, the old one is gone.
    let again = join(&mut host, &mut table, 1);
    assert_eq!(host.connected(), vec![1]);
    let out = host.positions(&table);
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].0, again);
    let HostMessage::Position { can_undo, .. } = &out[0].1 else { panic!() };
    // Its own first action of the turn, nothing revealed: the table's policy lets it undo.
    if *can_undo {
        let undo = json!({"type": "undo", "seq": 2, "position": table.session().log.len()});
        assert!(refused(&host.receive(&mut table, again, &undo.to_string())).is_none());
        assert_eq!(table.session().log.len(), position);
    }
    // The old connection's messages go nowhere.
    let text = act(3, &table, &action);
    assert!(refused(&host.receive(&mut table, first, &text)).unwrap().contains("not connected"));
    let _ = Level::Hard;
}

#[test]
fn a_position_travels_as_json_and_offers_choices_only_to_the_seat_to_act() {
    let mut table = table();
    let mut host = hosting(&[1, 2]);
    let bob = join(&mut host, &mut table, 1);
    let cy = join(&mut host, &mut table, 2);
    // Ada (seat 0, at the host) plays until it is Bob's turn.
    while table.to_act() == Some(0) {
        let action = table.choices()[0];
        table.act(action).unwrap();
    }
    let out = host.positions(&table);
    for (device, message) in out {
        let text = serde_json::to_string(&message).unwrap();
        let back: HostMessage<ViaNebula> = serde_json::from_str(&text).unwrap();
        let HostMessage::Position { choices, view, outcome, .. } = back else { panic!() };
        assert_eq!(outcome, None);
        if device == bob {
            assert_eq!(choices, table.session().state.legal_actions(), "Bob is to act");
            assert_eq!(
                serde_json::to_value(&view).unwrap(),
                serde_json::to_value(table.session().state.view(1)).unwrap()
            );
        } else {
            assert_eq!(device, cy);
            assert!(choices.is_empty(), "not Cy's turn: no choices");
        }
    }
}

#[test]
fn invitation_and_answer_codes_round_trip_and_anything_else_is_refused_with_a_reason() {
    use moonvale_rules::core::GameKind;
    use moonvale_table::remote::{from_code, to_code, Invitation, Reply, MAX_CODE_CHARS};
    // A session description of the size browsers make (about 800 characters).
    let sdp: String = (0..20)
        .map(|i| {
            format!("a=candidate:{i} 1 udp 2113937151 {i:08x}-host.local 5{i:04} typ host\r\n")
        })
        .collect();
    let invitation = Invitation {
        protocol: PROTOCOL,
        kind: GameKind::ViaNebula,
        game: "g-1763000000000".into(),
        seat: 2,
        build: BUILD.into(),
        secret: Some(secret(2)),
        sdp: sdp.clone(),
    };
    let code = to_code(&invitation);
    assert!(code.len() < 1_200, "{} characters", code.len());
    assert!(code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    // Line breaks and spaces a chat app adds are ignored.
    let wrapped: String = code
        .as_bytes()
        .chunks(40)
        .map(|c| std::str::from_utf8(c).unwrap())
        .collect::<Vec<_>>()
        .join(" \n");
    assert_eq!(from_code::<Invitation>(&wrapped), Ok(invitation.clone()));
    let reply = Reply { protocol: PROTOCOL, seat: 2, sdp };
    assert_eq!(from_code::<Reply>(&to_code(&reply)), Ok(reply));
    // An invitation is not an answer; garbage, an empty or a huge paste are refused.
    assert!(from_code::<Reply>(&code).is_err());
    for bad in ["", "   ", "not a code!", "AAAA", &"A".repeat(MAX_CODE_CHARS + 1)] {
        let refused = from_code::<Invitation>(bad);
        assert!(refused.as_ref().is_err_and(|e| !e.is_empty()), "{bad:.20}: {refused:?}");
    }
}

#[test]
fn a_seat_played_from_another_device_is_never_handed_the_host_nor_offered_its_choices() {
    let mut table = table();
    // Three people at one device: the hand-over decides who holds it.
    assert_eq!(table.at_device(), None);
    let first = table.to_act().unwrap();
    // Two seats go to other devices: the one person left holds the host's device.
    let away: Vec<Seat> = (0..3).filter(|&s| s != 0).collect();
    table.set_remote_seats(away.clone());
    assert_eq!(table.at_device(), Some(0));
    assert_eq!(table.remote_seats(), away.as_slice());
    if first != 0 {
        assert_eq!(table.handover_due(), None, "no hand-over to a seat on another device");
        assert!(table.choices().is_empty(), "its choices are not the host's");
    }
    // Played to the end, the host never hands its device to a guest seat.
    let mut host = hosting(&away);
    let devices: Vec<(Seat, DeviceId)> =
        away.iter().map(|&s| (s, join(&mut host, &mut table, s))).collect();
    let mut seqs = [1u64; 3];
    for _ in 0..60 {
        let Some(seat) = table.to_act() else { break };
        assert_ne!(table.handover_due().filter(|s| away.contains(s)), Some(seat));
        if seat == 0 {
            let action = table.choices()[0];
            table.act(action).unwrap();
        } else {
            let device = devices.iter().find(|(s, _)| *s == seat).unwrap().1;
            seqs[seat] += 1;
            let action = table.session().state.legal_actions()[0];
            let text = json!({"type": "act", "seq": seqs[seat], "position": table.session().log.len(), "action": action});
            let out = host.receive(&mut table, device, &text.to_string());
            assert_eq!(refused(&out), None);
        }
    }
}

#[test]
fn a_second_guest_seat_keeps_the_first_device_connected() {
    let mut table = table();
    let mut host = hosting(&[1]);
    let bob = join(&mut host, &mut table, 1);
    host.invite(2, secret(2));
    let cy = join(&mut host, &mut table, 2);
    assert_eq!(host.connected(), vec![1, 2]);
    let sent: Vec<DeviceId> = host.positions(&table).into_iter().map(|(d, _)| d).collect();
    assert!(sent.contains(&bob) && sent.contains(&cy), "both devices still hear of the game");
}

#[test]
fn the_guest_seats_are_kept_beside_the_saved_game_and_removed_with_it() {
    use moonvale_table::remote::{keep_guest_seats, kept_guest_seats};
    use moonvale_table::storage::{
        game_validators, MemoryStorage, SaveOutcome, SaveStore, Storage,
    };
    let mut store = SaveStore::new(Some(MemoryStorage::new()), game_validators());
    let table = table();
    let id = table.id().to_string();
    assert_eq!(store.save(table.record(1).unwrap()), SaveOutcome::Saved);
    assert!(kept_guest_seats(&store, &id).is_empty());
    let mut host = hosting(&[2, 1]);
    keep_guest_seats(&mut store, &id, &host.kept()).unwrap();
    // A reload of the host's page: a new store over the same storage finds them, with their
    // secrets.
    let backend = store.backend().cloned();
    let reopened = SaveStore::new(backend, game_validators());
    let kept = kept_guest_seats(&reopened, &id);
    assert_eq!(kept.iter().map(|g| g.seat).collect::<Vec<_>>(), vec![1, 2]);
    assert_eq!(kept, host.kept());
    assert_eq!(Host::new(BUILD, kept).invite(1, secret(7)), Some(secret(1)), "the same secret");
    // None left (the game over): forgotten.
    keep_guest_seats(&mut store, &id, &[]).unwrap();
    assert!(kept_guest_seats(&store, &id).is_empty());
    // Deleting the game deletes them.
    host.take_back(&table, 2);
    keep_guest_seats(&mut store, &id, &host.kept()).unwrap();
    store.delete(&id).unwrap();
    assert!(kept_guest_seats(&store, &id).is_empty());
    assert_eq!(
        store.backend().unwrap().keys().unwrap(),
        Vec::<String>::new(),
        "nothing of the game is left"
    );
}

/// Everything seat `seat`'s devices were sent, as JSON: what a device could read.
fn sent_to(out: &Outbox<ViaNebula>, device: DeviceId) -> String {
    out.iter()
        .filter(|(d, _)| *d == device)
        .map(|(_, m)| serde_json::to_string(m).unwrap())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_join_for_another_seat_or_without_its_secret_is_refused_and_changes_nothing() {
    let mut table = table();
    let mut host = hosting(&[1, 2]);
    let bob = join(&mut host, &mut table, 1);
    let cy = join(&mut host, &mut table, 2);
    until_turn_of(&mut table, 2);
    let (before, known) = (snapshot(&table), host.clone());
    let cy_hand = table.session().state.seats[2].hand;
    let other = json!({"type": "join", "seq": 7, "protocol": PROTOCOL, "build": BUILD, "seat": 2});
    let cases: Vec<(String, &str)> = vec![
        // Bob's device asks for Cy's seat with Bob's secret, or with none, or with a made-up one.
        (join_text(5, 2, &secret(1)), "not the secret of seat 2's invitation"),
        (other.to_string(), "carries no secret"),
        (join_text(6, 2, &SeatSecret::from_bytes([0; 16])), "not the secret"),
        // A secret that is not one at all.
        (json!({"type": "join", "seq": 8, "protocol": PROTOCOL, "build": BUILD, "seat": 2, "secret": "x"}).to_string(), "unreadable"),
        // A join of the protocol before secrets.
        (json!({"type": "join", "seq": 9, "protocol": 1, "build": BUILD, "seat": 2}).to_string(), "update both devices"),
    ];
    for (text, why) in cases {
        let out = host.receive(&mut table, bob, &text);
        let reason = refused(&out).unwrap_or_else(|| panic!("not refused: {text}: {out:?}"));
        assert!(reason.contains(why), "{reason:?} should say {why:?}");
        assert_eq!(out[0].0, bob, "only the asking device is answered");
        assert!(!sent_to(&out, bob).contains(&format!("\"hand\":{cy_hand}")), "no hand of Cy's");
        assert_eq!(snapshot(&table), before, "the game is as it was after {text}");
        assert_eq!(host, known, "the devices are as they were after {text}");
    }
    // Cy's device still plays seat 2, and Bob's is still seat 1's and nothing else.
    let positions = host.positions(&table);
    for (device, message) in &positions {
        let HostMessage::Position { view, .. } = message else { panic!() };
        assert_eq!(usize::from(view.seat), if *device == bob { 1 } else { 2 });
    }
    assert!(!sent_to(&positions, bob).contains(&format!("\"hand\":{cy_hand}")));
    let action = table.session().state.legal_actions()[0];
    let text = act(2, &table, &action);
    let out = host.receive(&mut table, cy, &text);
    assert_eq!(refused(&out), None, "Cy plays on");
    assert_ne!(snapshot(&table), before);
}

#[test]
fn only_the_holder_of_a_seat_s_secret_replaces_its_device_and_later_invitations_do_not_carry_it() {
    let mut table = table();
    let mut host = hosting(&[1]);
    let first = join(&mut host, &mut table, 1);
    // Once a device has joined, inviting the seat again (after a reload) gives no secret:
    // only the device that kept it can come back.
    assert_eq!(host.invite(1, secret(5)), None);
    assert!(host.kept().iter().all(|g| g.joined && g.secret == Some(secret(1))));
    // Another device with the new invitation alone, or a wrong secret, is refused; the first
    // device keeps the seat.
    let stranger = host.connect();
    for text in [
        json!({"type": "join", "seq": 1, "protocol": PROTOCOL, "build": BUILD, "seat": 1})
            .to_string(),
        join_text(1, 1, &secret(5)),
    ] {
        assert!(refused(&host.receive(&mut table, stranger, &text)).is_some(), "{text}");
        assert_eq!(host.connected(), vec![1]);
        assert!(host.positions(&table).iter().all(|(d, _)| *d == first));
    }
    // The device that kept the secret comes back (its page reloaded): its new connection
    // replaces the old one.
    let again = host.connect();
    let out = host.receive(&mut table, again, &join_text(1, 1, &secret(1)));
    assert!(matches!(out[0].1, HostMessage::Welcome { seat: 1, .. }), "{out:?}");
    assert!(host.positions(&table).iter().all(|(d, _)| *d == again));
}

#[test]
fn codes_of_another_protocol_are_refused_as_such_and_a_guest_keeps_its_seat_s_secret() {
    use moonvale_rules::core::GameKind;
    use moonvale_table::remote::{
        joined_seats, keep_joined_seat, read_code, secret_for, to_code, CodeRefusal, Invitation,
        JoinedSeat, JOINED_MAX,
    };
    use moonvale_table::storage::MemoryStorage;
    // An invitation of protocol 1 (before secrets): another version, said so, not "unreadable".
    let old = json!({"protocol": 1, "kind": "via-nebula", "seat": 1, "build": BUILD, "sdp": "v=0"});
    assert_eq!(read_code::<Invitation>(&to_code(&old)), Err(CodeRefusal::OtherVersion));
    assert!(matches!(read_code::<Invitation>("garbage!"), Err(CodeRefusal::Unreadable(_))));
    let invitation = |secret: Option<SeatSecret>| Invitation {
        protocol: PROTOCOL,
        kind: GameKind::ViaNebula,
        game: "g1".into(),
        seat: 1,
        build: BUILD.into(),
        secret,
        sdp: "v=0".into(),
    };
    let first = invitation(Some(secret(1)));
    assert_eq!(read_code::<Invitation>(&to_code(&first)), Ok(first.clone()));
    // The guest keeps the seat's secret; the next invitation (without it) is joined with it.
    let mut device = MemoryStorage::new();
    assert_eq!(secret_for(&invitation(None), &joined_seats(&device)), None, "nothing kept");
    let kept =
        JoinedSeat { kind: GameKind::ViaNebula, game: "g1".into(), seat: 1, secret: secret(1) };
    keep_joined_seat(&mut device, kept.clone()).unwrap();
    assert_eq!(secret_for(&invitation(None), &joined_seats(&device)), Some(secret(1)));
    // Not for another game's or another seat's invitation.
    let mut elsewhere = invitation(None);
    elsewhere.game = "g2".into();
    assert_eq!(secret_for(&elsewhere, &joined_seats(&device)), None);
    // A seat joined again replaces its old secret; at most JOINED_MAX are kept.
    keep_joined_seat(&mut device, JoinedSeat { secret: secret(3), ..kept.clone() }).unwrap();
    assert_eq!(joined_seats(&device).len(), 1);
    for n in 0..JOINED_MAX + 3 {
        keep_joined_seat(&mut device, JoinedSeat { game: format!("other{n}"), ..kept.clone() })
            .unwrap();
    }
    assert_eq!(joined_seats(&device).len(), JOINED_MAX);
    // A secret's Debug never shows it.
    assert!(!format!("{first:?}").contains(secret(1).as_str()));
}

#[test]
fn a_seat_taken_back_is_played_here_or_by_a_computer_and_its_device_is_refused() {
    use moonvale_table::storage::PlayerKind;
    use moonvale_table::table::SeatKind;
    let mut table = table();
    let mut host = hosting(&[1, 2]);
    table.set_remote_seats(host.guest_seats());
    // Cy's device joined; Bob's never did (a phone lost on the way).
    let cy = join(&mut host, &mut table, 2);
    until_turn_of(&mut table, 1);
    assert!(table.computer_request().is_none(), "Bob's turn waits for his device");
    // Bob's seat goes to a computer: it plays, and that is saved with the game.
    host.take_back(&table, 1);
    assert!(table.take_back_seat(1, SeatKind::Computer(Level::Easy)));
    assert_eq!(table.remote_seats(), &[2]);
    assert_eq!(host.guest_seats(), vec![2]);
    assert!(table.computer_request().is_some_and(|r| r.seat == 1), "the computer's turn");
    let record = table.record(2).unwrap();
    assert_eq!(record.players[1].kind, PlayerKind::Computer);
    assert_eq!(record.players[1].level, Some(Level::Easy));
    // Bob's device, if it comes back with its secret, is refused.
    let bob = host.connect();
    let reason = refused(&host.receive(&mut table, bob, &join_text(1, 1, &secret(1)))).unwrap();
    assert!(reason.contains("not played from another device"), "{reason}");
    // Cy's seat, connected, comes back to a person here: the device is told, and holds no
    // seat any more; its moves are refused.
    let out = host.take_back(&table, 2);
    assert!(out.iter().any(|(d, m)| *d == cy && matches!(m, HostMessage::TakenBack { seat: 2 })));
    assert!(table.take_back_seat(2, SeatKind::Human));
    assert!(host.connected().is_empty() && host.positions(&table).is_empty());
    assert_eq!(table.seat_kind(2), SeatKind::Human);
    assert!(!table.take_back_seat(2, SeatKind::Human), "once");
    let before = snapshot(&table);
    let text = json!({"type": "undo", "seq": 2, "position": table.session().log.len()}).to_string();
    assert!(refused(&host.receive(&mut table, cy, &text)).is_some());
    let again = join_text(3, 2, &secret(2));
    assert!(refused(&host.receive(&mut table, cy, &again)).unwrap().contains("not played"));
    assert_eq!(snapshot(&table), before);
    // Two people at the host's device now: Cy's turn hands it over.
    while table.to_act() != Some(2) {
        if let Some(request) = table.computer_request() {
            let action = table.session().state.legal_actions()[0];
            table
                .answer(moonvale_table::table::ComputerAnswer { ticket: request.ticket, action })
                .unwrap();
        } else {
            let action = table.choices()[0];
            table.act(action).unwrap();
        }
    }
    assert_eq!(table.handover_due(), Some(2));
}

#[test]
fn a_seat_kept_over_a_reload_of_the_host_s_page_can_be_taken_back() {
    let mut table = table();
    let mut host = hosting(&[1]);
    table.set_remote_seats(host.guest_seats());
    let _ = join(&mut host, &mut table, 1);
    // The host's page reloads: the seat comes back away, with its secret.
    let mut reloaded = Host::new(BUILD, host.kept());
    table.set_remote_seats(reloaded.guest_seats());
    assert_eq!(reloaded.away(), vec![1]);
    reloaded.take_back(&table, 1);
    assert!(table.take_back_seat(1, moonvale_table::table::SeatKind::Human));
    assert!(reloaded.kept().is_empty() && table.remote_seats().is_empty());
    let device = reloaded.connect();
    assert!(refused(&reloaded.receive(&mut table, device, &join_text(1, 1, &secret(1)))).is_some());
}

#[test]
fn the_guest_reads_the_host_s_messages_and_refuses_any_it_could_not_draw() {
    use moonvale_table::remote::{read_host_message, MAX_HOST_MESSAGE_BYTES};
    let mut table = table();
    let mut host = hosting(&[1, 2]);
    let bob = join(&mut host, &mut table, 1);
    let _cy = join(&mut host, &mut table, 2);
    // A position with choices and a log: Bob's turn, after the others' actions.
    until_turn_of(&mut table, 1);
    let positions = host.positions(&table);
    let (_, message) = positions.iter().find(|(d, _)| *d == bob).unwrap();
    let text = serde_json::to_string(message).unwrap();
    let read = |text: &str| read_host_message::<ViaNebula>(text, 1, Some(3));
    assert_eq!(read(&text).as_ref(), Ok(message), "an honest position reads as sent");
    let welcome =
        serde_json::to_string(&host.receive(&mut table, bob, &join_text(9, 1, &secret(1)))[0].1)
            .unwrap();
    assert!(read(&welcome).is_ok());
    let position: Value = serde_json::from_str(&text).unwrap();
    assert!(position["choices"].as_array().is_some_and(|c| !c.is_empty()));
    let cy_view = positions
        .iter()
        .find(|(d, _)| *d != bob)
        .map(|(_, m)| serde_json::to_value(m).unwrap())
        .unwrap();
    let edits: Vec<(&str, Box<MessageEdit>)> = vec![
        (
            "a choice naming hex 250",
            Box::new(|m| m["choices"][0] = json!({"type": "place_craftsman", "hex": 250})),
        ),
        (
            "a choice naming hex 122",
            Box::new(|m| m["choices"][0] = json!({"type": "explore_fog", "hex": 122})),
        ),
        ("card 200 on display", Box::new(|m| m["view"]["state"]["display"][0] = 200.into())),
        (
            "a logged event naming card 200",
            Box::new(|m| {
                m["log"][0]["events"][0] =
                    json!({"type": "contract_revealed", "slot": 0, "card": 200})
            }),
        ),
        ("another seat's view", Box::new(move |m| m["view"] = cy_view["view"].clone())),
        ("a seat 5 to act", Box::new(|m| m["to_act"] = 5.into())),
        (
            "an outcome of other seats",
            Box::new(
                |m| m["outcome"] = json!({"scores": [1], "higher_is_better": true, "winners": [7], "standings": [[7]], "tie_break": null}),
            ),
        ),
        ("a device of seat 6", Box::new(|m| m["away"] = json!([6]))),
        ("a position that is not the log's", Box::new(|m| m["position"] = 9999.into())),
        ("a log that starts past the position", Box::new(|m| m["log_from"] = 9999.into())),
        ("a log start past any number", Box::new(|m| m["log_from"] = u64::MAX.into())),
    ];
    for (what, edit) in edits {
        let mut bad = position.clone();
        edit(&mut bad);
        let refused = read(&bad.to_string());
        assert!(refused.as_ref().is_err_and(|e| !e.0.is_empty()), "{what}: {refused:?}");
    }
    // A welcome to another seat or for a count no game has; a key twice; a huge text.
    let mut other: Value = serde_json::from_str(&welcome).unwrap();
    other["seat"] = 2.into();
    assert!(read(&other.to_string()).is_err());
    // The welcome carries the table's options (what the guest's rules sheet is drawn from);
    // options for another count of seats than it names, or none the engine sets up, are refused.
    let welcomed: Value = serde_json::from_str(&welcome).unwrap();
    assert_eq!(welcomed["options"]["players"], 3);
    for (what, options) in [
        ("2 players", json!({"players": 2, "side": "expert"})),
        ("7 players", json!({"players": 7, "side": "expert"})),
        ("a side no board has", json!({"players": 3, "side": "middle"})),
    ] {
        let mut bad = welcomed.clone();
        bad["options"] = options;
        assert!(read(&bad.to_string()).is_err(), "options for {what}");
    }
    let twice =
        text.replacen("{\"type\":\"position\",", "{\"type\":\"position\",\"position\":0,", 1);
    assert!(read(&twice).unwrap_err().0.contains("position"));
    assert!(read(&" ".repeat(MAX_HOST_MESSAGE_BYTES + 1)).is_err());
    // Welcomed with 3 seats, a position of a 2-seat game is not this table's.
    assert!(read_host_message::<ViaNebula>(&text, 1, Some(2)).is_err());
}

#[test]
fn a_move_suggested_on_a_guest_device_makes_the_game_assisted_as_at_the_host() {
    let mut table = table();
    let mut host = hosting(&[1, 2]);
    assert!(!table.assisted());
    // Before its device joins, a seat's hint is refused and changes nothing.
    let stranger = host.connect();
    let out = host.receive(&mut table, stranger, &json!({"type": "hinted", "seq": 1}).to_string());
    assert!(refused(&out).is_some(), "{out:?}");
    assert!(!table.assisted());
    let bob = join(&mut host, &mut table, 1);
    let out = host.receive(&mut table, bob, &json!({"type": "hinted", "seq": 2}).to_string());
    assert!(out.is_empty(), "{out:?}");
    assert!(table.assisted(), "kept apart in the statistics, as a hint at the host");
    // Heard twice (a resent message): nothing more.
    assert!(host
        .receive(&mut table, bob, &json!({"type": "hinted", "seq": 2}).to_string())
        .is_empty());
}

#[test]
fn play_again_offers_each_connected_device_its_seat_in_the_next_game_on_the_same_connection() {
    use moonvale_table::remote::read_host_message;
    let mut table = table();
    let mut host = hosting(&[1, 2]);
    let bob = join(&mut host, &mut table, 1);
    let cy = join(&mut host, &mut table, 2);
    // Cy's device has gone: only Bob's connection carries over to the next game.
    host.disconnect(cy);
    let carried = host.devices();
    assert_eq!(carried, vec![(bob, 1)]);

    // The next game: the same seats, another deal, a new host side on the same connections.
    let mut next = Table::start(
        "g2".into(),
        "A game".into(),
        table.players().to_vec(),
        Options::new(3, Side::Expert),
        6,
        1,
    )
    .unwrap();
    let mut next_host = Host::new(BUILD, Vec::new());
    let fresh = SeatSecret::from_bytes([9; SeatSecret::BYTES]);
    let with_secrets = carried.iter().map(|&(d, s)| (d, s, fresh.clone())).collect();
    let out = next_host.next_game::<ViaNebula>("g2", with_secrets);
    let [(device, offer)] = out.as_slice() else { panic!("one offer: {out:?}") };
    assert_eq!(*device, bob);
    assert_eq!(*offer, HostMessage::NextGame { game: "g2".into(), secret: fresh.clone() });
    // The guest's door reads it; an id no host makes is refused.
    let text = serde_json::to_string(offer).unwrap();
    assert_eq!(read_host_message::<ViaNebula>(&text, 1, Some(3)).as_ref(), Ok(offer));
    for bad in ["", "<script>", &"9".repeat(101)] {
        let forged = json!({"type": "next-game", "game": bad, "secret": fresh}).to_string();
        assert!(read_host_message::<ViaNebula>(&forged, 1, Some(3)).is_err(), "{bad:?}");
    }
    // Until the device says yes, its seat waits for it.
    assert_eq!(next_host.guest_seats(), vec![1]);
    assert_eq!(next_host.away(), vec![1]);
    // The last game's secret does not open the next game's seat; the new one does, on the
    // same connection, its messages numbered on from there.
    let old = next_host.receive(&mut next, bob, &join_text(7, 1, &secret(1)));
    assert!(refused(&old).is_some_and(|r| r.contains("not the secret")), "{old:?}");
    let out = next_host.receive(&mut next, bob, &join_text(7, 1, &fresh));
    assert!(matches!(out[0], (d, HostMessage::Welcome { seat: 1, .. }) if d == bob), "{out:?}");
    assert!(
        matches!(&out[1], (d, HostMessage::Position { position: 0, .. }) if *d == bob),
        "the next game's first position: {out:?}"
    );
    assert_eq!(next_host.connected(), vec![1]);
    assert!(next_host.away().is_empty());
    // The seat's later invitations no longer carry the secret, as after any join.
    assert_eq!(next_host.invite(1, secret(5)), None);
}

/// What the guest on `device` keeps of the positions in `out` (through its door, made whole), each
/// checked against the whole log its seat may read; each message's `(log_from, bytes)` noted.
fn heard_by(
    device: DeviceId,
    out: Outbox<ViaNebula>,
    kept: &mut Option<HostMessage<ViaNebula>>,
    table: &Table<ViaNebula>,
    sizes: &mut Vec<(usize, usize)>,
) {
    use moonvale_table::remote::{position_for, read_host_message, whole_position};
    for (_, message) in out.into_iter().filter(|(d, _)| *d == device) {
        let text = serde_json::to_string(&message).unwrap();
        let read = read_host_message::<ViaNebula>(&text, 1, Some(2)).unwrap();
        let HostMessage::Position { log_from, .. } = &read else { continue };
        sizes.push((*log_from, text.len()));
        *kept = Some(whole_position(kept.take(), read).expect("no entry missing"));
        let Some(HostMessage::Position { log, log_from: 0, .. }) = kept.as_ref() else { panic!() };
        let HostMessage::Position { log: all, .. } = position_for(table, 1, vec![1], vec![]) else {
            panic!()
        };
        assert_eq!(log, &all, "the guest's log is the whole log");
    }
}

/// docs/playing-together.md "The protocol": each position carries only the log entries its
/// device has not had (resending the whole log made each message grow with the game, and a
/// large one waits a round trip more at a distance). Over a whole game, with an undo and a
/// rejoin on the way, the guest's log built from them is always the whole log as its seat
/// may read it, and no position grows with the game.
#[test]
fn a_position_carries_only_the_log_its_device_lacks_and_the_guest_keeps_the_whole_log() {
    use moonvale_table::remote::{position_for, whole_position};
    let players = vec![PlayerInfo::human("Ada", "blue"), PlayerInfo::human("Bob", "red")];
    let mut table =
        Table::start("g".into(), "A game".into(), players, Options::new(2, Side::Expert), 9, 1)
            .unwrap();
    table.set_remote_seats(vec![1]);
    let mut host = hosting(&[1]);
    let mut bob = join(&mut host, &mut table, 1);
    let (mut kept, mut sizes) = (None, Vec::new());
    let (mut seq, mut undone, mut rejoined) = (1, false, false);
    heard_by(bob, host.positions(&table), &mut kept, &table, &mut sizes);
    while let Some(seat) = table.to_act() {
        let action = table.session().state.legal_actions()[0];
        if seat == 0 {
            table.act(action).unwrap();
            heard_by(bob, host.positions(&table), &mut kept, &table, &mut sizes);
            continue;
        }
        seq += 1;
        let text = act(seq, &table, &action);
        let out = host.receive(&mut table, bob, &text);
        assert_eq!(refused(&out), None);
        let can_undo =
            matches!(out.last(), Some((_, HostMessage::Position { can_undo: true, .. })));
        heard_by(bob, out, &mut kept, &table, &mut sizes);
        if can_undo && !undone && table.session().log.len() > 40 {
            // Taken back: the next position drops the entry; played again, it comes back.
            seq += 1;
            let undo = json!({"type": "undo", "seq": seq, "position": table.session().log.len()});
            let out = host.receive(&mut table, bob, &undo.to_string());
            let now = table.session().log.len();
            assert!(matches!(&out[0].1,
                HostMessage::Position { log_from, log, .. } if *log_from == now && log.is_empty()));
            heard_by(bob, out, &mut kept, &table, &mut sizes);
            undone = true;
        }
        if table.session().log.len() > 80 && !rejoined {
            // The page reloads: the join's position carries the whole log again.
            let now = table.session().log.len();
            (bob, seq, kept) = (host.connect(), 1, None);
            let out = host.receive(&mut table, bob, &join_text(seq, 1, &secret(1)));
            assert!(matches!(&out[1].1,
                HostMessage::Position { log_from: 0, log, .. } if log.len() == now));
            heard_by(bob, out, &mut kept, &table, &mut sizes);
            rejoined = true;
        }
    }
    assert!(undone && rejoined && table.session().state.outcome().is_some());
    // A position that starts past what a guest has is not made whole: it joins again.
    heard_by(bob, host.positions(&table), &mut kept, &table, &mut sizes);
    let last = host.positions(&table).pop().unwrap().1;
    assert!(matches!(last, HostMessage::Position { log_from, .. } if log_from > 0));
    assert_eq!(whole_position(None, last), None);
    let largest = sizes.iter().filter(|s| s.0 > 0).map(|s| s.1).max().unwrap();
    let whole = serde_json::to_string(&position_for(&table, 1, vec![1], vec![])).unwrap().len();
    println!(
        "a game of {} actions: {} positions sent; the largest after a join {largest} bytes; \
         one with the whole log at the end {whole} bytes",
        table.session().log.len(),
        sizes.len(),
    );
    assert!(largest < 12 * 1024, "a position after the join stays small: {largest} bytes");
}
