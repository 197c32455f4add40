//! The daily challenge (docs/daily-and-rating.md "The daily challenge"): one deal a day for each
//! game, the same for everyone that day with no server, since it is seeded from the date alone:
//! Nova Luna solo, and Via Nebula against a Hard computer. A daily game is an ordinary saved game
//! whose id names its game and day (`daily-nova-luna-2026-11-25`), so the statistics find the best
//! result of each day among the finished games they already keep.

pub use crate::day::Day;
use crate::i18n::{t, tr, Lang};
use crate::stats::StatsBook;
use moonvale_rules::core::GameKind;

/// The seed of `kind`'s deal on `day`: the same on every device (a fixed hash of the game and
/// the date, FNV-1a then SplitMix64's finaliser), different every day and for each game.
pub fn seed(kind: GameKind, day: Day) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in format!("moonvale daily {} {}", kind.as_str(), day.iso()).bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    let mut z = hash.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

const PREFIX: &str = "daily-";

/// The saved-game id of `kind`'s daily game on `day` (the store adds `-2`, `-3`... to a
/// second attempt).
pub fn id_of(kind: GameKind, day: Day) -> String {
    format!("{PREFIX}{}-{}", kind.as_str(), day.iso())
}

/// The game and day of a daily game's id; `None` for any other game.
pub fn of_id(id: &str) -> Option<(GameKind, Day)> {
    let rest = id.strip_prefix(PREFIX)?;
    GameKind::ALL.into_iter().find_map(|kind| {
        let date = rest.strip_prefix(kind.as_str())?.strip_prefix('-')?;
        // A second attempt's suffix ("-2") follows the date.
        Day::parse(date.get(..10)?).map(|day| (kind, day))
    })
}

/// The best result of one day's challenge of one game.
#[derive(Clone, Debug, PartialEq)]
pub struct Best {
    pub kind: GameKind,
    pub day: Day,
    /// The person's score (seat 0): the lowest in Nova Luna's solo game, where lower is
    /// better, else the highest.
    pub score: i64,
    /// Whether the person won (Via Nebula against Hard); a solo game is always "won".
    pub won: bool,
    pub attempts: usize,
}

/// Each day's best result, per game, newest day first. An attempt played with help (a
/// practice undo, a suggested move) is left out: neither a best nor an attempt.
pub fn bests(book: &StatsBook) -> Vec<Best> {
    let mut bests: Vec<Best> = Vec::new();
    for game in book.games.iter().filter(|g| !g.assisted) {
        let Some((kind, day)) = of_id(&game.id) else { continue };
        let Some(&score) = game.scores.first() else { continue };
        let won = game.winners.contains(&0);
        let better = |old: &Best| {
            (won && !old.won)
                || (won == old.won
                    && if game.higher_is_better { score > old.score } else { score < old.score })
        };
        match bests.iter_mut().find(|b| b.kind == kind && b.day == day) {
            Some(best) => {
                best.attempts += 1;
                if better(best) {
                    best.score = score;
                    best.won = won;
                }
            }
            None => bests.push(Best { kind, day, score, won, attempts: 1 }),
        }
    }
    bests.sort_by(|a, b| b.day.cmp(&a.day).then(a.kind.as_str().cmp(b.kind.as_str())));
    bests
}

/// A short text to share a result: "Nova Luna daily, 25 Nov 2026: 91 points".
pub fn share_text(lang: Lang, kind: GameKind, day: Day, score: i64, won: bool) -> String {
    let game = tr(lang, &format!("game-{}", kind.as_str()));
    let args = [("game", game.into()), ("date", day.words(lang).into()), ("points", score.into())];
    if solo(kind) {
        t(lang, "daily-share-solo", &args)
    } else if won {
        t(lang, "daily-share-won", &args)
    } else {
        t(lang, "daily-share-lost", &args)
    }
}

/// Whether `kind`'s daily deal is played alone: a game with a solo mode is (Nova Luna);
/// any other is played against a Hard computer (Via Nebula).
pub fn solo(kind: GameKind) -> bool {
    moonvale_rules::with_game!(kind, G => {
        use moonvale_rules::core::Game;
        *G::PLAYERS.start() == 1
    })
}
