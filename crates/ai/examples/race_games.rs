//! Hard against the rusher in two-player Via Nebula, game by game: who won, the scores by
//! category, the buildings erected and the turns played.
//!   cargo run --release -p moonvale-ai --example race_games GAMES ITERATIONS [SIDE]
use moonvale_ai::{think_as, Bot, Budget};
use moonvale_rules::core::{Game, Rng};
use moonvale_rules::via_nebula::{Occupant, Options, Side, ViaNebula};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(10);
    let iterations: u32 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(6000);
    let side = if args.get(3).map(String::as_str) == Some("beginner") {
        Side::Beginner
    } else {
        Side::Expert
    };
    let mut hard_wins = 0.0;
    for g in 0..games {
        let hard_seat = (g % 2) as usize;
        let mut state = ViaNebula::new(&Options::new(2, side), 1000 + g).unwrap();
        let mut rng = Rng::new(g);
        let mut log = Vec::new();
        while let Some(seat) = state.to_act() {
            let bot = if seat == hard_seat { Bot::Hard } else { Bot::Rusher };
            let view = state.view(seat);
            let t = think_as::<ViaNebula>(
                &view,
                bot,
                rng.next_u64(),
                Budget::iterations(iterations),
                &|| 0.0,
            )
            .expect("a real view");
            let before: Vec<u8> = (0..2).map(|s| state.seats[s].buildings).collect();
            state.apply(&t.action).unwrap();
            for (s, &had) in before.iter().enumerate() {
                if state.seats[s].buildings < had {
                    log.push(format!(
                        "{}{}@{}",
                        if s == hard_seat { "H" } else { "R" },
                        5 - state.seats[s].buildings,
                        state.turn / 2 + 1
                    ));
                }
            }
        }
        let o = state.outcome().unwrap();
        let won = o.winners.contains(&hard_seat);
        if won {
            hard_wins += 1.0 / o.winners.len() as f64;
        }
        let sc = state.score();
        let desc = |s: usize| {
            let x = &sc[s];
            let sites: u32 = state
                .ruins
                .iter()
                .flatten()
                .filter(|h| h.occupant == Occupant::Site { seat: s as u8 })
                .count() as u32;
            format!(
                "{:>2} (tok {} con {} exp {} end {} sto {}; built {} sites {})",
                x.total,
                x.tokens,
                x.contracts,
                x.explorers,
                x.end_card,
                x.storage,
                5 - state.seats[s].buildings,
                sites
            )
        };
        println!(
            "game {g} hard seat {hard_seat} {}: hard {} | rusher {} | turns {} | {}",
            if won { "WON " } else { "lost" },
            desc(hard_seat),
            desc(1 - hard_seat),
            state.turn / 2 + 1,
            log.join(" ")
        );
    }
    println!("hard won {hard_wins} of {games}");
}
