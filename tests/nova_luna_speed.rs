//! Speed figures (not a timed test: it asserts nothing about time, it prints). Run with
//! `cargo test --release --test nova_luna_speed -- --ignored --nocapture`.
//! The project's generic benchmark (`benches/`, over the `Game` trait) is the reference;
//! this gives the same figure for Nova Luna alone, plus the cost of a clone.

// Native tests (plain `cargo test`); the browser tests are tests/web_*.rs.
#![cfg(not(target_arch = "wasm32"))]

use moonvale::core::{Game, Rng};
use moonvale::nova_luna::*;
use std::hint::black_box;
use std::time::Instant;

#[test]
#[ignore]
fn print_random_play_speed() {
    for players in 1..=4 {
        let options = NovaLunaOptions::players(players);
        let mut rng = Rng::new(1);
        let mut legal = Vec::new();
        let mut actions = 0u64;
        let mut games = 0u64;
        let start = Instant::now();
        while start.elapsed().as_secs_f64() < 2.0 {
            let mut game = NovaLuna::new(&options, games).unwrap();
            while !game.is_over() {
                game.legal_actions_into(&mut legal);
                let a = &legal[rng.below(legal.len())];
                black_box(game.apply(a).unwrap());
                actions += 1;
            }
            games += 1;
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "nova-luna {players} player(s): {games} games, {actions} actions in {secs:.2} s = {:.0} actions/s, {:.0} games/s",
            actions as f64 / secs,
            games as f64 / secs
        );
    }
}

#[test]
#[ignore]
fn print_clone_cost() {
    // A 4-player state late in a game.
    let options = NovaLunaOptions::players(4);
    let mut game = NovaLuna::new(&options, 3).unwrap();
    let mut rng = Rng::new(3);
    for _ in 0..100 {
        let legal = game.legal_actions();
        game.apply(&legal[rng.below(legal.len())]).unwrap();
    }
    let tiles: usize = game.players().iter().map(|p| p.tableau.len()).sum();
    let n = 2_000_000;
    let start = Instant::now();
    for _ in 0..n {
        black_box(black_box(&game).clone());
    }
    let ns = start.elapsed().as_nanos() as f64 / n as f64;
    println!(
        "clone of a 4-player state with {tiles} tiles on tableaux: {ns:.0} ns; size_of::<NovaLuna>() = {} bytes",
        std::mem::size_of::<NovaLuna>()
    );
}
