//! A seat's view shows only what that seat may know (docs/RULINGS.md, ruling 16: hands and
//! the order of the deck are hidden from opponents; ruling 17: fulfilled contracts are public).
//! Over random games of every player count and side, nothing a seat is shown names a card
//! hidden from it: its view of the state, the legal actions listed with it (only for the seat
//! to act), and the events of each action as that seat reads them.

#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::{Game, GameKind, Rng, Session};
use moonvale_rules::via_nebula::{Event, Options, Side, ViaNebula, NONE};
use moonvale_tools::cli::{describe, TableFile};
use serde_json::Value;

/// The cards `seat` may not know: other players' hands, the deck and the box.
fn hidden_from(g: &ViaNebula, seat: usize) -> u64 {
    let mut hidden = g.deck | g.card_box;
    for other in (0..g.n()).filter(|&o| o != seat) {
        hidden |= g.seats[other].hand;
    }
    hidden
}

/// Every card id named under a `card` key anywhere in `value`.
fn cards_named(value: &Value, out: &mut Vec<u64>) {
    match value {
        Value::Object(map) => {
            for (key, inner) in map {
                match (key.as_str(), inner.as_u64()) {
                    ("card", Some(card)) => out.push(card),
                    _ => cards_named(inner, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|v| cards_named(v, out)),
        _ => {}
    }
}

fn check_seat(table: &TableFile<ViaNebula>, seat: usize, step: usize) {
    let g = &table.session.state;
    let hidden = hidden_from(g, seat);
    let shown = describe(table, Some(seat));
    let view = g.view(seat);
    // The state part: no other hand, no deck, no box.
    for other in (0..g.n()).filter(|&o| o != seat) {
        assert_eq!(view.state.seats[other].hand, 0, "step {step}: seat {seat} sees hand {other}");
    }
    assert_eq!((view.state.deck, view.state.card_box), (0, 0), "step {step}");
    for &card in view.state.display.iter().filter(|&&c| c != NONE) {
        assert_eq!(hidden & (1 << card), 0, "step {step}: the display shows a hidden card");
    }
    // Legal actions: only the seat to act gets them (they may name its hand).
    let legal = shown["legal_actions"].as_array().expect("a list");
    if g.to_act() != Some(seat) {
        assert!(legal.is_empty(), "step {step}: seat {seat} is shown another seat's actions");
    }
    let mut named = Vec::new();
    cards_named(&shown, &mut named);
    for card in named {
        assert_eq!(hidden & (1 << card), 0, "step {step}: seat {seat} is shown card {card}");
    }
}

fn check_game(players: u8, side: Side, seed: u64) {
    let options = Options::new(players, side);
    let session = Session::<ViaNebula>::new(options, seed).unwrap();
    let mut table = TableFile { kind: GameKind::ViaNebula, session };
    let mut rng = Rng::new(seed);
    let mut step = 0;
    while !table.session.state.is_over() {
        for seat in 0..players as usize {
            check_seat(&table, seat, step);
        }
        let legal = table.session.state.legal_actions();
        let action = legal[rng.below(legal.len())];
        let events: Vec<Event> = table.session.apply(action).unwrap().to_vec();
        let g = &table.session.state;
        for seat in 0..players as usize {
            let hidden = hidden_from(g, seat);
            let read: Vec<Event> = events.iter().map(|e| e.redacted_for(seat as u8)).collect();
            let mut named = Vec::new();
            cards_named(&serde_json::to_value(&read).unwrap(), &mut named);
            for card in named.into_iter().filter(|&c| c != NONE as u64) {
                assert_eq!(
                    hidden & (1 << card),
                    0,
                    "step {step}: seat {seat} reads card {card} in {read:?}"
                );
            }
        }
        step += 1;
    }
}

#[test]
fn no_seat_is_shown_a_card_hidden_from_it() {
    for (players, side, seeds) in [
        (2u8, Side::Beginner, 0..8u64),
        (3, Side::Expert, 10..16),
        (4, Side::Beginner, 20..26),
        (4, Side::Expert, 30..34),
    ] {
        for seed in seeds {
            check_game(players, side, seed);
        }
    }
}

/// `table show FILE --seat N`: the seat to act gets its legal actions; any other seat none
/// (ruling 16), even though the player to act may build with a contract from their hand.
#[test]
fn only_the_seat_to_act_is_shown_legal_actions() {
    let session = Session::<ViaNebula>::new(Options::new(3, Side::Beginner), 4).unwrap();
    let table = TableFile { kind: GameKind::ViaNebula, session };
    let to_act = table.session.state.to_act().unwrap();
    for seat in 0..3 {
        let shown = describe(&table, Some(seat));
        let count = shown["legal_actions"].as_array().unwrap().len();
        if seat == to_act {
            assert_eq!(count, table.session.state.legal_actions().len());
        } else {
            assert_eq!(count, 0);
        }
    }
    let all = describe(&table, None);
    assert_eq!(
        all["legal_actions"].as_array().unwrap().len(),
        table.session.state.legal_actions().len()
    );
}
