//! A large archive of real finished games, for the tests and benchmarks of storage: both
//! games over every player count (and Via Nebula's two sides), each played to its end with
//! random legal moves, saved as the app saves a game.

use super::{PlayerInfo, SaveRecord};
use moonvale_rules::core::testing::random_session;
use moonvale_rules::core::{Game, Session};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions};
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};

#[allow(clippy::expect_used, reason = "a session of a built-in engine always serialises")]
fn record_of<G: Game>(session: &Session<G>, id: String, title: String, ms: u64) -> SaveRecord {
    let colours = ["blue", "yellow", "purple", "vermilion"];
    let players = (0..session.state.player_count())
        .map(|seat| PlayerInfo::human(format!("Player {}", seat + 1), colours[seat % 4]))
        .collect();
    SaveRecord::from_session(id, title.into(), players, session, ms).expect("a session serialises")
}

/// `count` finished games, alternately Via Nebula (2-4 players, both sides) and Nova Luna
/// (1-4 players), their ids `archive-<n>`, played a minute apart from `start_ms`.
pub fn finished_games(count: usize, seed: u64, start_ms: u64) -> Vec<SaveRecord> {
    (0..count)
        .map(|n| {
            let game_seed = seed.wrapping_add(n as u64);
            let id = format!("archive-{n:04}");
            let ms = start_ms + n as u64 * 60_000;
            if n % 2 == 0 {
                let k = n / 2;
                let side = if k % 2 == 0 { Side::Beginner } else { Side::Expert };
                let players = 2 + (k / 2 % 3) as u8;
                let options = Options::new(players, side);
                let session = random_session::<ViaNebula>(options, game_seed, None);
                record_of(&session, id, format!("Via Nebula {n}"), ms)
            } else {
                let players = 1 + (n / 2 % 4);
                let session =
                    random_session::<NovaLuna>(NovaLunaOptions::players(players), game_seed, None);
                record_of(&session, id, format!("Nova Luna {n}"), ms)
            }
        })
        .collect()
}
