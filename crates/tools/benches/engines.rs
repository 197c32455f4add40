//! Engine speed: full random games played natively on one core, timing legal-action
//! listing plus applying, as the computer players will do thousands of times per move.
//! Prints actions per second and games per second per game and player count, what a state
//! clone costs, and the mean and maximum length of the legal-action list met in those games.
//! Run: `cargo bench --bench engines` (or `-- --seconds 5`).
//! Targets: Via Nebula >= 500,000 actions/s, Nova Luna >= 1,000,000 actions/s; no legal-action
//! list longer than 100 (the powers asked in steps, crates/rules/src/via_nebula/powers.rs; choices are steps of the engine, not products).

use moonvale_rules::core::testing::play_random_raw;
use moonvale_rules::core::{Game, Rng};
use moonvale_rules::nova_luna::NovaLuna;
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
use std::hint::black_box;
use std::time::{Duration, Instant};

struct Figures {
    actions_per_s: f64,
    games_per_s: f64,
    mean_actions: f64,
    clone_ns: f64,
    json_bytes: usize,
    mean_legal: f64,
    max_legal: usize,
}

/// Plays one random game like `play_random_raw`, also adding up the legal-list lengths.
fn play_counting<G: Game>(
    state: &mut G,
    rng: &mut Rng,
    legal: &mut Vec<G::Action>,
    lists: &mut (usize, usize),
) -> usize {
    let mut taken = 0;
    while !state.is_over() {
        state.legal_actions_into(legal);
        lists.0 += legal.len();
        lists.1 = lists.1.max(legal.len());
        if legal.is_empty() {
            break;
        }
        let pick = rng.below(legal.len());
        if state.apply(&legal[pick]).is_err() {
            break;
        }
        taken += 1;
    }
    taken
}

fn measure<G: Game>(options: &G::Options, budget: Duration) -> Figures {
    let mut legal = Vec::with_capacity(256);
    let mut seeds = Rng::new(2026);
    // Warm-up, and a mid-game state to measure clones on.
    let mut mid = G::new(options, 1).expect("setup");
    let mut rng = Rng::new(1);
    play_random_raw(&mut mid, &mut rng, &mut legal, 60);

    let (mut actions, mut games) = (0usize, 0usize);
    let start = Instant::now();
    while start.elapsed() < budget {
        let seed = seeds.next_u64();
        let mut state = G::new(options, seed).expect("setup");
        let mut rng = Rng::new(seed ^ 0xABCD);
        actions += play_random_raw(&mut state, &mut rng, &mut legal, 1_000_000);
        games += 1;
        black_box(&state);
    }
    let elapsed = start.elapsed().as_secs_f64();

    // The legal-list lengths, over as many games again (outside the timing).
    let mut lists = (0usize, 0usize);
    let mut listed_steps = 0usize;
    let mut seeds = Rng::new(2027);
    for _ in 0..games.clamp(200, 2000) {
        let seed = seeds.next_u64();
        let mut state = G::new(options, seed).expect("setup");
        let mut rng = Rng::new(seed ^ 0xABCD);
        listed_steps += play_counting(&mut state, &mut rng, &mut legal, &mut lists) + 1;
    }

    let clones = 200_000;
    let t = Instant::now();
    for _ in 0..clones {
        black_box(black_box(&mid).clone());
    }
    let clone_ns = t.elapsed().as_nanos() as f64 / clones as f64;
    let json_bytes = serde_json::to_string(&mid).map(|s| s.len()).unwrap_or(0);

    Figures {
        actions_per_s: actions as f64 / elapsed,
        games_per_s: games as f64 / elapsed,
        mean_actions: actions as f64 / games.max(1) as f64,
        clone_ns,
        json_bytes,
        mean_legal: lists.0 as f64 / listed_steps.max(1) as f64,
        max_legal: lists.1,
    }
}

fn report(label: &str, f: &Figures) {
    println!(
        "{label:<24} {:>10.0} actions/s {:>8.1} games/s {:>6.1} actions/game {:>5.0} ns/clone \
         {:>6} B json  legal list: mean {:>5.1} max {:>3}",
        f.actions_per_s,
        f.games_per_s,
        f.mean_actions,
        f.clone_ns,
        f.json_bytes,
        f.mean_legal,
        f.max_legal
    );
}

/// Via Nebula's computer-player door against the checked one, under the same load: each
/// seed is played twice, game for game the same actions (the same picks from the same lists),
/// once through `apply` and once through `apply_unchecked` (no check, no events), the two
/// timed apart. Returns actions per second for each.
fn measure_unchecked(players: u8, side: Side, budget: Duration) -> (f64, f64) {
    let mut legal = Vec::with_capacity(256);
    let mut seeds = Rng::new(2026);
    let (mut checked, mut unchecked) = (Duration::ZERO, Duration::ZERO);
    let mut actions = 0usize;
    let start = Instant::now();
    while start.elapsed() < budget {
        let seed = seeds.next_u64();
        for use_unchecked in [false, true] {
            let mut state = ViaNebula::new(&Options::new(players, side), seed).expect("setup");
            let mut rng = Rng::new(seed ^ 0xABCD);
            let t = Instant::now();
            while !state.is_over() {
                state.legal_actions_into(&mut legal);
                let pick = rng.below(legal.len());
                if use_unchecked {
                    state.apply_unchecked(&legal[pick]);
                } else {
                    let _ = black_box(state.apply(&legal[pick]));
                    actions += 1;
                }
            }
            *(if use_unchecked { &mut unchecked } else { &mut checked }) += t.elapsed();
            black_box(&state);
        }
    }
    (actions as f64 / checked.as_secs_f64(), actions as f64 / unchecked.as_secs_f64())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seconds: f64 = args
        .iter()
        .position(|a| a == "--seconds")
        .and_then(|i| args.get(i + 1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(3.0);
    let budget = Duration::from_secs_f64(seconds);
    println!("engine benchmark: random games on one thread, {seconds} s per configuration");

    for players in 2..=4 {
        for side in ["beginner", "expert"] {
            let options: <ViaNebula as Game>::Options =
                serde_json::from_value(serde_json::json!({ "players": players, "side": side }))
                    .unwrap_or_else(|e| panic!("Via Nebula options: {e}"));
            report(
                &format!("via-nebula {players}p {side}"),
                &measure::<ViaNebula>(&options, budget),
            );
        }
    }
    for players in 2..=4 {
        for side in [Side::Beginner, Side::Expert] {
            let (checked, unchecked) = measure_unchecked(players, side, budget);
            let label = format!("via-nebula {players}p {side:?}").to_lowercase();
            println!(
                "{label:<24} same games, legal list + apply: {checked:>10.0} actions/s; \
                 + apply_unchecked: {unchecked:>10.0} actions/s ({:.2}x)",
                unchecked / checked
            );
        }
    }
    for players in 1..=4 {
        let options: <NovaLuna as Game>::Options =
            serde_json::from_value(serde_json::json!({ "players": players }))
                .unwrap_or_else(|e| panic!("Nova Luna options: {e}"));
        report(&format!("nova-luna {players}p"), &measure::<NovaLuna>(&options, budget));
    }
}
