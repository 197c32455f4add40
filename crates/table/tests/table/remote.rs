//! docs/playing-together.md "Playing together, each on their own device": the host's side of a
//! table played from several devices, natively. A guest sees only its seat's view and log; its
//! actions go through the checked door; a refused message changes nothing; a repeated one is never
//! applied twice.

use moonvale_ai::Level;
use moonvale_rules::core::{Game, Seat};
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
use moonvale_table::remote::{DeviceId, Host, HostMessage, Outbox, MAX_MESSAGE_BYTES, PROTOCOL};
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

fn join(host: &mut Host, table: &mut Table<ViaNebula>, seat: Seat) -> DeviceId {
    let device = host.connect();
    let text =
        json!({"type": "join", "seq": 1, "protocol": PROTOCOL, "build": BUILD, "seat": seat});
    let out = host.receive(table, device, &text.to_string());
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

#[test]
fn a_guest_receives_its_seat_s_view_and_log_never_the_full_state() {
    let mut table = table();
    let mut host = Host::new(BUILD, vec![1, 2]);
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
    let mut host = Host::new(BUILD, vec![1, 2]);
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
    let mut host = Host::new(BUILD, vec![1, 2]);
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
    let mut host = Host::new(BUILD, vec![1, 2]);
    let device = host.connect();
    let old = json!({"type": "join", "seq": 1, "protocol": PROTOCOL, "build": "fedcba9876543210", "seat": 1});
    assert!(refused(&host.receive(&mut table, device, &old.to_string()))
        .unwrap()
        .contains("update both devices"));
    let future =
        json!({"type": "join", "seq": 1, "protocol": PROTOCOL + 1, "build": BUILD, "seat": 1});
    assert!(refused(&host.receive(&mut table, device, &future.to_string()))
        .unwrap()
        .contains("update both devices"));
    let host_seat =
        json!({"type": "join", "seq": 1, "protocol": PROTOCOL, "build": BUILD, "seat": 0});
    assert!(refused(&host.receive(&mut table, device, &host_seat.to_string())).is_some());
    assert!(host.connected().is_empty());
}

#[test]
fn a_device_that_comes_back_takes_its_seat_again_and_the_undo_policy_is_the_table_s() {
    let mut table = table();
    let mut host = Host::new(BUILD, vec![1, 2]);
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
    let mut host = Host::new(BUILD, vec![1, 2]);
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
        seat: 2,
        build: BUILD.into(),
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
    let mut host = Host::new(BUILD, away.clone());
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
    let mut host = Host::new(BUILD, vec![1]);
    let bob = join(&mut host, &mut table, 1);
    host.set_guest_seats(vec![1, 2]);
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
    assert_eq!(kept_guest_seats(&store, &id), Vec::<Seat>::new());
    keep_guest_seats(&mut store, &id, &[2, 1]).unwrap();
    // A reload of the host's page: a new store over the same storage finds them.
    let backend = store.backend().cloned();
    let reopened = SaveStore::new(backend, game_validators());
    assert_eq!(kept_guest_seats(&reopened, &id), vec![1, 2]);
    // None left (the game over): forgotten.
    keep_guest_seats(&mut store, &id, &[]).unwrap();
    assert_eq!(kept_guest_seats(&store, &id), Vec::<Seat>::new());
    // Deleting the game deletes them.
    keep_guest_seats(&mut store, &id, &[1]).unwrap();
    store.delete(&id).unwrap();
    assert_eq!(kept_guest_seats(&store, &id), Vec::<Seat>::new());
    assert_eq!(
        store.backend().unwrap().keys().unwrap(),
        Vec::<String>::new(),
        "nothing of the game is left"
    );
}
