//! How fast the rusher reaches its fifth building against random players (its own turns),
//! over N games per side: `cargo run --release -p moonvale-ai --example rush_speed 200`;
//! with `policy` after the count, how fast the search's playout policy does.
use moonvale_ai::{think_as, Bot, Budget, SearchGame};
use moonvale_rules::core::{Game, Rng};
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    let policy = std::env::args().nth(2).as_deref() == Some("policy");
    for side in [Side::Beginner, Side::Expert] {
        let (mut turns, mut finished, mut points) = (0usize, 0usize, 0i64);
        for seed in 0..games {
            let mut state = ViaNebula::new(&Options::new(2, side), seed).unwrap();
            let mut rng = Rng::new(seed);
            while let Some(seat) = state.to_act() {
                let legal = state.legal_actions();
                let a = if seat == 0 && policy && legal.len() > 1 {
                    legal[state.playout_choice(&legal, &mut rng)]
                } else {
                    let bot = if seat == 0 { Bot::Rusher } else { Bot::Random };
                    let view = state.view(seat);
                    let seed = rng.next_u64();
                    think_as::<ViaNebula>(&view, bot, seed, Budget::standard(), &|| 0.0)
                        .expect("a real view")
                        .action
                };
                state.apply(&a).unwrap();
            }
            if state.end_card_holder == 0 {
                finished += 1;
                turns += state.turn as usize / 2 + 1;
            }
            points += state.score()[0].total;
        }
        println!(
            "{side:?}: finished {finished} of {games}, mean own turns {:.2}, mean score {:.2}",
            turns as f64 / finished.max(1) as f64,
            points as f64 / games as f64
        );
    }
}
