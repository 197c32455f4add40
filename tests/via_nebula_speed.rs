//! Figures, not assertions: `cargo test --release --test via_nebula_speed -- --ignored --nocapture`
//! prints what one state clone costs and how many random-game actions (legal listing plus
//! applying) run per second on one core. The generic benchmark lives in `benches/`.

// Native tests (plain `cargo test`); the browser tests are tests/web_*.rs.
#![cfg(not(target_arch = "wasm32"))]

use moonvale::core::{Game, Rng};
use moonvale::via_nebula::{Action, Options, Side, ViaNebula};
use std::time::Instant;

#[test]
#[ignore]
fn clone_cost_and_random_game_speed() {
    let state = ViaNebula::new(&Options::new(4, Side::Beginner), 7).unwrap();
    println!("size_of::<ViaNebula>() = {} bytes", std::mem::size_of::<ViaNebula>());
    let n = 2_000_000;
    let t = Instant::now();
    let mut keep = 0u64;
    for _ in 0..n {
        let c = std::hint::black_box(&state).clone();
        keep = keep.wrapping_add(c.turn as u64);
        std::hint::black_box(&c);
    }
    let ns = t.elapsed().as_nanos() as f64 / n as f64;
    println!("one clone: {ns:.1} ns ({keep})");

    for players in 2..=4u8 {
        for side in [Side::Beginner, Side::Expert] {
            let options = Options::new(players, side);
            let mut actions = 0u64;
            let mut games = 0u64;
            let mut by_fifth_building = 0u64;
            let mut legal: Vec<Action> = Vec::new();
            let mut rng = Rng::new(99);
            let t = Instant::now();
            for seed in 0..2000u64 {
                let mut g = ViaNebula::new(&options, seed).unwrap();
                while !g.is_over() {
                    g.legal_actions_into(&mut legal);
                    let a = legal[rng.below(legal.len())];
                    g.apply(&a).unwrap();
                    actions += 1;
                }
                games += 1;
                if g.end_card_holder != moonvale::via_nebula::NONE {
                    by_fifth_building += 1;
                }
            }
            let secs = t.elapsed().as_secs_f64();
            println!(
                "{players} players {side:?}: {:.0} actions/s, {:.0} games/s, {:.0} actions/game, {by_fifth_building}/{games} ended by a fifth building",
                actions as f64 / secs,
                games as f64 / secs,
                actions as f64 / games as f64
            );
        }
    }
}
