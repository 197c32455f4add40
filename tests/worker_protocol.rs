//! The computer players' worker protocol (`moonvale::worker`), natively: what the page sends
//! crosses as JSON-shaped data, the answer keeps the ticket, is a legal action of the seat to
//! act and is computed from the view alone.

#![cfg(not(target_arch = "wasm32"))]

use moonvale::ai::Level;
use moonvale::core::{Game, Rng};
use moonvale::nova_luna::{types::NovaLunaOptions, NovaLuna};
use moonvale::via_nebula::{Options, Side, ViaNebula};
use moonvale::worker::{reply, AnyAction, Position, Purpose, Reply, Request};

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
    };
    let mut value = serde_json::to_value(&request).unwrap();
    value["cheat"] = serde_json::json!(true);
    let error = serde_json::from_value::<Request>(value).unwrap_err().to_string();
    assert!(error.contains("cheat"), "{error}");
}
