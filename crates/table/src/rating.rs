//! A person's rating against the computer levels (docs/daily-and-rating.md "A rating"), per game,
//! Elo's way.
//!
//! Each computer level has a fixed rating per game, set from tournaments between the levels
//! (docs/computer-players.md "Strength: the levels": a win rate `p` between two levels is a rating
//! gap of `400 · log10(p / (1 - p))`, Easy anchored at 1000). A person starts at [`START`]; after
//! each finished game against computers with one person at the table, the rating moves by
//! `K · Σ (S - E)` over the computer seats: `S` is 1 for finishing ahead of that computer,
//! ½ level, 0 behind, `E = 1 / (1 + 10^((R_level - R) / 400))` the result the ratings
//! expected. Games with several people or none, solo games, and games played with help (a
//! practice undo, a suggested move: `GameSummary::assisted`) are not rated.

use crate::stats::{GameSummary, StatsBook};
use crate::storage::PlayerKind;
use moonvale_ai::Level;
use moonvale_rules::core::GameKind;

/// Where a person starts.
pub const START: f64 = 1200.0;
/// How far one game moves the rating at most, per computer opponent.
pub const K: f64 = 32.0;

/// A level's rating in `kind`: Easy 1000, and the gaps the tournaments measured
/// (docs/computer-players.md "Strength: the levels"; `SearchGame::LEVEL_WIN_RATES`; Via Nebula, two
/// players: Medium beat Easy 96.0 %, Hard beat Medium 92.5 %; Nova Luna: 85.0 % and 77.0 %).
pub fn level_rating(kind: GameKind, level: Level) -> f64 {
    let gap = |p: f64| 400.0 * (p / (1.0 - p)).log10();
    let [medium, hard] = moonvale_rules::with_game!(kind, G => {
        use moonvale_ai::SearchGame;
        G::LEVEL_WIN_RATES.map(gap)
    });
    match level {
        Level::Easy => 1000.0,
        Level::Medium => 1000.0 + medium,
        Level::Hard => 1000.0 + medium + hard,
    }
}

/// The result the ratings expect for a player rated `rating` against one rated `other`.
pub fn expected(rating: f64, other: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((other - rating) / 400.0))
}

/// One rated game: the rating after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    pub id: String,
    pub finished_ms: u64,
    pub rating: f64,
    /// The change this game made.
    pub change: f64,
}

/// Whether a finished game is rated, and if not, why: the one rule, which the rating
/// applies and the end screen says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// One person against at least one computer, without help.
    Rated,
    /// Played with help (a suggested move, a practice undo): counted apart in the
    /// statistics, not rated.
    Assisted,
    /// One seat alone (Nova Luna's solo): no one to be rated against.
    Solo,
    /// Several people at the table (with computers or not): whose rating it would be is not
    /// known, and a rating is measured against the computers' levels.
    SeveralPeople,
    /// Only computers played.
    NoPerson,
    /// A summary without a score for every seat (written damaged): nothing to rate.
    Unscored,
}

/// How `game` stands for the rating ([`Standing`]).
pub fn standing(game: &GameSummary) -> Standing {
    let people = game.players.iter().filter(|p| p.kind == PlayerKind::Human).count();
    if game.assisted {
        Standing::Assisted
    } else if game.players.len() == 1 {
        Standing::Solo
    } else if people == 0 {
        Standing::NoPerson
    } else if people > 1 {
        Standing::SeveralPeople
    } else if game.scores.len() != game.players.len() {
        Standing::Unscored
    } else {
        Standing::Rated
    }
}

/// The person's seat and the computers' (seat, level) if `game` is rated: one person, at
/// least one computer, no help ([`standing`]).
fn rated(game: &GameSummary) -> Option<(usize, Vec<(usize, Level)>)> {
    if standing(game) != Standing::Rated {
        return None;
    }
    let person = (0..game.players.len()).find(|&s| game.players[s].kind == PlayerKind::Human)?;
    let computers: Vec<(usize, Level)> = (0..game.players.len())
        .filter(|&s| game.players[s].kind == PlayerKind::Computer)
        .map(|s| (s, game.players[s].level.unwrap_or_default()))
        .collect();
    Some((person, computers))
}

/// How `person` did against `other`: 1 ahead, ½ level, 0 behind (a win counts first, then
/// the scores).
fn result(game: &GameSummary, person: usize, other: usize) -> f64 {
    let won = |s: usize| game.winners.contains(&s);
    match (won(person), won(other)) {
        (true, false) => 1.0,
        (false, true) => 0.0,
        _ => {
            let (a, b) = (game.scores[person], game.scores[other]);
            let ahead = if game.higher_is_better { a > b } else { a < b };
            if a == b {
                0.5
            } else if ahead {
                1.0
            } else {
                0.0
            }
        }
    }
}

/// The person's rating in `kind` after each rated game, oldest first.
pub fn history(book: &StatsBook, kind: GameKind) -> Vec<Point> {
    let mut games: Vec<&GameSummary> = book.games.iter().filter(|g| g.kind == kind).collect();
    games.sort_by_key(|g| g.finished_ms);
    let mut rating = START;
    let mut points = Vec::new();
    for game in games {
        let Some((person, computers)) = rated(game) else { continue };
        let change: f64 = computers
            .iter()
            .map(|&(seat, level)| {
                K * (result(game, person, seat) - expected(rating, level_rating(kind, level)))
            })
            .sum();
        rating += change;
        points.push(Point { id: game.id.clone(), finished_ms: game.finished_ms, rating, change });
    }
    points
}
