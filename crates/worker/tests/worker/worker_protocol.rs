//! The computer players' worker protocol (`moonvale_ai::worker`, re-exported as `moonvale_worker`), natively: what the page sends
//! crosses as JSON-shaped data, the answer keeps the ticket, is a legal action of the seat to
//! act and is computed from the view alone.

#![cfg(not(target_arch = "wasm32"))]

use moonvale_ai::Level;
use moonvale_rules::core::{Game, Rng};
use moonvale_rules::nova_luna::{types::NovaLunaOptions, NovaLuna};
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
use moonvale_worker::{reply, AnyAction, Position, Purpose, Reply, Request};

fn clock() -> f64 {
    0.0
}

fn play_randomly<G: Game>(state: &mut G, moves: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    for _ in 0..moves {
        let legal = state.legal_actions();
        if legal.is_empty() || state.is_over() {
            break;
        }
        state.apply(&legal[rng.below(legal.len())]).unwrap();
    }
}

#[test]
fn via_nebula_request_round_trips_and_gets_a_legal_action_with_its_ticket() {
    let mut game = ViaNebula::new(&Options::new(3, Side::Expert), 11).unwrap();
    play_randomly(&mut game, 40, 3);
    let seat = game.to_act().unwrap();
    let request = Request {
        ticket: u64::MAX - 7,
        purpose: Purpose::Move,
        level: Level::Hard,
        seed: 99,
        position: Position::ViaNebula(Box::new(game.view(seat))),
        think_ms: None,
        rate: None,
    };
    let json = serde_json::to_string(&request).unwrap();
    let back: Request = serde_json::from_str(&json).unwrap();
    assert_eq!(back, request);
    let Reply::Answer(answer) = reply(&back, &clock) else { panic!("refused") };
    assert_eq!(answer.ticket, request.ticket);
    let AnyAction::ViaNebula(action) = answer.action else { panic!("wrong game") };
    assert!(game.legal_actions().contains(&action), "{action:?} is not legal");
}

#[test]
fn nova_luna_request_gets_a_legal_action() {
    let mut game = NovaLuna::new(&NovaLunaOptions::players(2), 5).unwrap();
    play_randomly(&mut game, 10, 8);
    let seat = game.to_act().unwrap();
    let request = Request {
        ticket: 1,
        purpose: Purpose::Hint,
        level: Level::Easy,
        seed: 4,
        position: Position::NovaLuna(Box::new(game.view(seat))),
        think_ms: None,
        rate: None,
    };
    let Reply::Answer(answer) = reply(&request, &clock) else { panic!("refused") };
    let AnyAction::NovaLuna(action) = answer.action else { panic!("wrong game") };
    assert!(game.legal_actions().contains(&action));
}

#[test]
fn a_finished_game_is_refused_with_a_sentence_and_the_ticket() {
    let mut game = NovaLuna::new(&NovaLunaOptions::players(2), 5).unwrap();
    play_randomly(&mut game, 10_000, 8);
    assert!(game.is_over());
    let request = Request {
        ticket: 42,
        purpose: Purpose::Move,
        level: Level::Medium,
        seed: 4,
        position: Position::NovaLuna(Box::new(game.view(0))),
        think_ms: None,
        rate: None,
    };
    let Reply::Refused(refusal) = reply(&request, &clock) else { panic!("answered") };
    assert_eq!(refusal.ticket, 42);
    assert!(refusal.message.contains("over"));
}

#[test]
fn a_request_with_an_unknown_field_is_refused() {
    let game = NovaLuna::new(&NovaLunaOptions::players(2), 5).unwrap();
    let request = Request {
        ticket: 1,
        purpose: Purpose::Move,
        level: Level::Medium,
        seed: 4,
        position: Position::NovaLuna(Box::new(game.view(0))),
        think_ms: None,
        rate: None,
    };
    let mut value = serde_json::to_value(&request).unwrap();
    value["cheat"] = serde_json::json!(true);
    let error = serde_json::from_value::<Request>(value).unwrap_err().to_string();
    assert!(error.contains("cheat"), "{error}");
}

/// A request whose view no game could make (a page gone wrong, or anything else posting to
/// the worker) is refused with its reason and its ticket: never a panic of the worker.
#[test]
fn a_view_no_game_could_make_is_refused_with_its_reason_never_a_panic() {
    let mut vn = ViaNebula::new(&Options::new(3, Side::Expert), 11).unwrap();
    play_randomly(&mut vn, 40, 3);
    let mut nl = NovaLuna::new(&NovaLunaOptions::players(2), 5).unwrap();
    play_randomly(&mut nl, 10, 8);
    let asking = |position: Position| Request {
        ticket: 77,
        purpose: Purpose::Move,
        level: Level::Easy,
        seed: 4,
        position,
        think_ms: None,
        rate: None,
    };
    let vn_request = asking(Position::ViaNebula(Box::new(vn.view(vn.to_act().unwrap()))));
    let nl_request = asking(Position::NovaLuna(Box::new(nl.view(nl.to_act().unwrap()))));
    let edits: Vec<(&Request, &str, serde_json::Value)> = vec![
        (&vn_request, "/position/view/state/display/0", 200.into()),
        (&vn_request, "/position/view/state/token_on/0", 30.into()),
        (&vn_request, "/position/view/state/craftsman_on/0", 9.into()),
        (&vn_request, "/position/view/hidden_private/1", 40.into()),
        (&vn_request, "/position/view/seat", 3.into()),
        (&nl_request, "/position/view/wheel/1", 0.into()),
        (&nl_request, "/position/view/wheel/2", 200.into()),
        (&nl_request, "/position/view/moon_pawn", 30.into()),
        (&nl_request, "/position/view/players/0/tableau/1/x", 9.into()),
        (&nl_request, "/position/view/players/1/discs_left", 200.into()),
    ];
    for (request, path, value) in edits {
        let mut json = serde_json::to_value(request).unwrap();
        *json.pointer_mut(path).unwrap_or_else(|| panic!("{path}")) = value;
        let edited: Request = serde_json::from_value(json).unwrap();
        let Reply::Refused(refusal) = reply(&edited, &clock) else { panic!("{path}: answered") };
        assert_eq!(refusal.ticket, 77);
        assert!(refusal.message.contains("not a position of this game"), "{path}: {refusal:?}");
    }
    // A move to rate that names a hex not on the board.
    let mut json = serde_json::to_value(&vn_request).unwrap();
    json["rate"] = serde_json::json!({"game": "via-nebula", "action": {"type": "place_craftsman", "hex": 250}});
    let edited: Request = serde_json::from_value(json).unwrap();
    let Reply::Refused(refusal) = reply(&edited, &clock) else { panic!("rated") };
    assert!(refusal.message.contains("no hex 250"), "{refusal:?}");
}

/// The requests the end-to-end test posts to the real worker (tests/e2e/worker.test.mjs),
/// with the legal actions the answer must be one of. Regenerated by
/// `MOONVALE_WRITE_FIXTURES=1 cargo test -p moonvale --test app worker_protocol::`; otherwise checked to be
/// what the engines give today, so a format change cannot leave the browser test stale.
#[test]
fn browser_fixture_is_current() {
    let mut vn = ViaNebula::new(&Options::new(2, Side::Beginner), 21).unwrap();
    play_randomly(&mut vn, 30, 2);
    let mut nl = NovaLuna::new(&NovaLunaOptions::players(2), 21).unwrap();
    play_randomly(&mut nl, 12, 2);
    let vn_seat = vn.to_act().unwrap();
    let nl_seat = nl.to_act().unwrap();
    let fixture = serde_json::json!({
        "via-nebula": {
            "request": Request {
                ticket: 7,
                purpose: Purpose::Move,
                level: Level::Hard,
                seed: 3,
                position: Position::ViaNebula(Box::new(vn.view(vn_seat))),
                think_ms: None,
                rate: None,
            },
            "legal": vn.legal_actions(),
        },
        "nova-luna": {
            "request": Request {
                ticket: 8,
                purpose: Purpose::Hint,
                level: Level::Easy,
                seed: 3,
                position: Position::NovaLuna(Box::new(nl.view(nl_seat))),
                think_ms: None,
                rate: None,
            },
            "legal": nl.legal_actions(),
        },
    });
    let text = serde_json::to_string_pretty(&fixture).unwrap() + "\n";
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/fixtures/worker-requests.json");
    if std::env::var_os("MOONVALE_WRITE_FIXTURES").is_some() {
        std::fs::write(path, &text).unwrap();
    }
    let stored = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        stored == text,
        "{path} is stale: run MOONVALE_WRITE_FIXTURES=1 cargo test -p moonvale --test app worker_protocol::"
    );
}

#[test]
fn the_benchmark_plays_whole_games_from_each_seat_view() {
    use moonvale_rules::core::GameKind;
    use moonvale_worker::{bench_game, BenchRequest};
    for (game, players) in [(GameKind::ViaNebula, 3), (GameKind::NovaLuna, 4)] {
        let request = BenchRequest { bench: game, players, level: Level::Easy, seed: 5 };
        let report = bench_game(&request, &clock).unwrap();
        assert!(report.actions > 40, "{game:?}: a whole game ({} actions)", report.actions);
        assert!(!report.millis.is_empty() && report.millis.len() <= report.actions);
    }
}
