//! The search's noise on a review's figures (docs/review.md "Review", "the search's noise"): the
//! same positions rated again and again, each time with its own seed, at several iteration counts;
//! prints, per count, the standard deviation of the best move's value, of the move played's
//! value and of the loss between them (the mean over the positions), and the constant `c`
//! of `c * sqrt(1000 / iterations)` that fits the values' deviation best. What
//! `moonvale_ai::judge::NOISE_AT` holds.
//!
//! `cargo run --release -p moonvale-ai --example review_noise [POSITIONS] [REPEATS]`

use moonvale_ai::review::{rate, Rating};
use moonvale_ai::{think_as, Bot, Budget};
use moonvale_rules::core::Game;
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};

fn std_dev(values: &[f64]) -> f64 {
    let mean = values.iter().sum::<f64>() / values.len() as f64;
    (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (values.len() - 1) as f64).sqrt()
}

fn main() {
    let mut args = std::env::args().skip(1);
    let positions: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(12);
    let repeats: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(8);
    // A two-player game as Medium plays it: its decisions with a choice, and the moves played.
    let mut state = ViaNebula::new(&Options::new(2, Side::Beginner), 11).unwrap();
    let mut decisions = Vec::new();
    let mut turn = 0u64;
    while let Some(seat) = state.to_act() {
        let view = state.view(seat);
        let action = think_as::<ViaNebula>(&view, Bot::Medium, turn, Budget::standard(), &|| 0.0)
            .expect("a real view")
            .action;
        if state.legal_actions().len() > 1 {
            decisions.push((state.clone(), action));
        }
        state.apply(&action).unwrap();
        turn += 1;
    }
    let step = decisions.len() / positions.max(1);
    let picked: Vec<_> = decisions.iter().step_by(step.max(1)).take(positions).collect();
    println!(
        "{} positions of {} decisions with a choice, each rated {repeats} times",
        picked.len(),
        decisions.len()
    );
    println!("| iterations | best's value | played's value | loss | c |");
    println!("|---|---|---|---|---|");
    for iterations in [250u32, 500, 1000, 2000, 4000, 8000] {
        let (mut best, mut played, mut loss) = (0.0, 0.0, 0.0);
        for (i, (state, action)) in picked.iter().enumerate() {
            let ratings: Vec<Rating<ViaNebula>> = (0..repeats)
                .map(|r| rate(state, action, i, iterations, 1000 * i as u64 + r).unwrap())
                .collect();
            best += std_dev(&ratings.iter().map(|m| m.best_value).collect::<Vec<_>>());
            played += std_dev(&ratings.iter().map(|m| m.played_value).collect::<Vec<_>>());
            loss += std_dev(&ratings.iter().map(|m| m.own_loss).collect::<Vec<_>>());
        }
        let n = picked.len() as f64;
        let (best, played, loss) = (best / n, played / n, loss / n);
        let c = (best + played) / 2.0 / (1000.0 / f64::from(iterations)).sqrt();
        println!("| {iterations} | {best:.3} | {played:.3} | {loss:.3} | {c:.3} |");
    }
}
