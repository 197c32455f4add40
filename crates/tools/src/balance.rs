//! Via Nebula self-play statistics (docs/via-nebula-balance.md "The balance report"): the same
//! computer player in every seat plays many games of one player count on one board side, and the
//! figures that say whether the project's own content (maps, tokens, contract costs, `CONTENT.md`)
//! plays well are gathered: how games end, how long they last, who wins by turn order, where points
//! come from, what the end-of-game card is worth, and how often each contract is fulfilled when
//! it could be. `table balance` prints them; [`super::balance_report`] turns them into the
//! report in `docs/BALANCE.md`. Native only (threads, no browser).

use super::tournament::BotSpec;
use moonvale_ai::{think_as, Budget};
use moonvale_rules::core::{Game, Outcome, Rng};
use moonvale_rules::via_nebula::content::{bits, BoardsFile, ContentError, ContentFiles};
use moonvale_rules::via_nebula::{Content, Cost, Options, Side, ViaNebula};
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

/// One table of the report: a player count, a board side, a bot in every seat, and the
/// content played (`None`: the built-in one).
#[derive(Clone, Debug)]
pub struct Setting {
    pub players: u8,
    pub side: Side,
    pub bot: BotSpec,
    pub content: Option<Arc<ContentFiles>>,
}

impl Setting {
    /// The built-in content.
    pub fn new(players: u8, side: Side, bot: BotSpec) -> Setting {
        Setting { players, side, bot, content: None }
    }

    #[allow(
        clippy::expect_used,
        reason = "custom content files are validated when they are loaded"
    )]
    fn content(&self) -> Arc<Content> {
        match &self.content {
            None => Content::builtin(self.side),
            Some(files) => Arc::new(Content::build(files, None).expect("validated when loaded")),
        }
    }
}

/// The content of `side` with each built-in file replaced by the one of the same name in
/// `dir`, if there is one (`boards.json`, `tokens.json`, `cards.json`, in the built-in
/// formats): a lever is tried on a copy of the data, then judged by a report.
pub fn content_from_dir(dir: &Path, side: Side) -> Result<ContentFiles, ContentError> {
    if !dir.is_dir() {
        return Err(ContentError(vec![format!("{} is not a folder", dir.display())]));
    }
    let mut files = ContentFiles::builtin(side);
    let read = |name: &str| -> Result<Option<String>, ContentError> {
        let path = dir.join(name);
        match std::fs::read_to_string(&path) {
            Ok(text) => Ok(Some(text)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(ContentError(vec![format!("cannot read {}: {e}", path.display())])),
        }
    };
    if let Some(text) = read("boards.json")? {
        let boards: BoardsFile = serde_json::from_str(&text)
            .map_err(|e| ContentError(vec![format!("boards.json: {e}")]))?;
        files.board = boards.side(side);
    }
    if let Some(text) = read("tokens.json")? {
        files.tokens = ContentFiles::tokens_from_json(&text)?;
    }
    if let Some(text) = read("cards.json")? {
        files.cards = ContentFiles::cards_from_json(&text)?;
    }
    files.validate()?;
    Ok(files)
}

/// What one finished game tells, seats counted by turn order (0 = the first player).
#[derive(Clone, Debug)]
struct GameFacts {
    ending: String,
    rounds: u32,
    /// Win share of each turn position (a shared win is split).
    win_share: Vec<f64>,
    /// The same had the game ended with the finisher's round: the seats before the
    /// finisher without the final turn ruling 14 gives them.
    round_end_win_share: Vec<f64>,
    /// Score by category of each turn position: tokens, contracts, explorers, end card,
    /// storage, total.
    categories: Vec<[i64; 6]>,
    /// Turn position holding the end-of-game card, if anyone took it.
    end_card_position: Option<usize>,
    /// Contracts that were face up or in a player's hand at some time.
    available: u64,
    fulfilled: u64,
}

pub const CATEGORIES: [&str; 6] =
    ["tokens", "contracts", "explorers", "end_card", "storage", "total"];

/// Plays one game with `bot` in every seat, watching which contracts become available and
/// the standings at the first player's final turn.
fn play_one(setting: &Setting, game_seed: u64) -> GameFacts {
    let mut available = 0u64;
    let mut round_end = None;
    let state = play(setting, game_seed, |state, seat| {
        available |= seen_contracts(state);
        if round_end.is_none() && seat.is_some_and(|seat| ends_round_early(state, seat)) {
            round_end = Some(state.outcome_if_ended_now());
        }
    });
    let round_end = round_end.or_else(|| state.outcome());
    facts_of(&state, available, round_end.as_ref())
}

/// Plays one game with `bot` in every seat, showing `watch` each state and the seat to act
/// in it (none once the game is over); returns the last state.
#[allow(
    clippy::expect_used,
    reason = "the setting's content was validated when loaded, and the engine's own bots play legal actions on its own view"
)]
fn play(
    setting: &Setting,
    game_seed: u64,
    mut watch: impl FnMut(&ViaNebula, Option<usize>),
) -> ViaNebula {
    let options = Options {
        players: setting.players,
        side: setting.side,
        custom_content: setting.content.as_deref().cloned(),
    };
    let mut state = ViaNebula::new(&options, game_seed).expect("validated content sets up");
    let mut moves = Rng::new(game_seed ^ 0xBA1A_4CE5);
    let budget = Budget { iterations: setting.bot.iterations, millis: None };
    for _ in 0..100_000 {
        let seat = state.to_act();
        watch(&state, seat);
        let Some(seat) = seat else { break };
        let view = state.view(seat);
        let thought =
            think_as::<ViaNebula>(&view, setting.bot.bot, moves.next_u64(), budget, &|| 0.0)
                .expect("the engine's own view of a game in play is searched");
        state.apply(&thought.action).expect("a bot plays a legal action");
    }
    state
}

/// Whether the game is at the first player's final turn, which ruling 14 gives because a later
/// seat finished: from here on every seat before the finisher plays one turn more than it.
fn ends_round_early(state: &ViaNebula, seat: usize) -> bool {
    let holder = state.end_card_holder;
    (holder as usize) < state.n() && seat == state.first_player as usize && seat != holder as usize
}

/// Each turn position's share of the win (a shared win is split).
fn win_share(outcome: Option<&Outcome>, n: usize, position: impl Fn(usize) -> usize) -> Vec<f64> {
    let mut share = vec![0.0; n];
    if let Some(o) = outcome {
        for &w in &o.winners {
            share[position(w)] += 1.0 / o.winners.len() as f64;
        }
    }
    share
}

/// The contracts anyone could fulfil now: the display and every hand.
fn seen_contracts(state: &ViaNebula) -> u64 {
    let shown = state.display.iter().filter(|&&c| (c as usize) < 64).fold(0u64, |m, &c| m | 1 << c);
    state.seats[..state.n()].iter().fold(shown, |m, p| m | p.hand)
}

fn facts_of(state: &ViaNebula, available: u64, round_end: Option<&Outcome>) -> GameFacts {
    let n = state.n();
    let position = |seat: usize| (seat + n - state.first_player as usize) % n;
    let mut categories = vec![[0i64; 6]; n];
    let outcome = state.outcome();
    for score in state.score() {
        let seat = score.seat as usize;
        categories[position(seat)] = [
            score.tokens,
            score.contracts,
            score.explorers,
            score.end_card,
            score.storage,
            score.total,
        ];
    }
    let holder = state.end_card_holder as usize;
    GameFacts {
        ending: outcome.as_ref().map_or("unfinished", |o| o.ending.key()).to_string(),
        rounds: (state.turn as u32).div_ceil(n as u32),
        win_share: win_share(outcome.as_ref(), n, position),
        round_end_win_share: win_share(round_end, n, position),
        categories,
        end_card_position: (holder < n).then(|| position(holder)),
        available,
        fulfilled: state.seats[..n].iter().fold(0, |m, p| m | p.fulfilled),
    }
}

/// How often one contract was fulfilled when it was available.
#[derive(Clone, Debug, Serialize)]
pub struct ContractRate {
    pub card: usize,
    /// Its title key and cost, e.g. "shortcut (food, wood, stone)".
    pub label: String,
    pub private: bool,
    pub points: u8,
    pub available: usize,
    pub fulfilled: usize,
    /// fulfilled / available (0 when never available).
    pub rate: f64,
}

/// The figures of one setting.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    pub players: u8,
    pub side: Side,
    pub bot: String,
    pub games: usize,
    pub seed: u64,
    /// The values played: "the built-in values", or "values read with --content".
    pub content: String,
    pub endings: BTreeMap<String, usize>,
    pub mean_rounds: f64,
    pub min_rounds: u32,
    pub max_rounds: u32,
    /// Games by length in rounds.
    pub rounds: BTreeMap<u32, usize>,
    /// Win rate of each turn position (first player first); fair is 1 / players.
    pub win_rate_by_position: Vec<f64>,
    /// The largest distance of a position's win rate from fair, in points (percent).
    pub max_position_gap_points: f64,
    /// The same two figures had each game ended with the finisher's round, the same moves
    /// played: the seats before the finisher without ruling 14's extra final turn. A
    /// measure of where the edge comes from, not a rule of the game.
    pub win_rate_by_position_if_round_ended: Vec<f64>,
    pub max_position_gap_points_if_round_ended: f64,
    /// Mean points of a seat by category (every seat of every game).
    pub mean_score: BTreeMap<String, f64>,
    /// Mean total points by turn position.
    pub mean_total_by_position: Vec<f64>,
    /// Mean points by category of each turn position: where the first player's edge
    /// comes from.
    pub mean_score_by_position: Vec<BTreeMap<String, f64>>,
    /// Games in which someone took the end card, and the holder's win rate in them.
    pub end_card_games: usize,
    pub end_card_holder_win_rate: f64,
    /// Games in which each turn position took the end card.
    pub end_card_by_position: Vec<usize>,
    pub contracts: Vec<ContractRate>,
}

/// Plays `games` games of `setting` on `threads` threads (the figures do not depend on
/// the thread count: each game has its own seed) and sums them up.
#[allow(
    clippy::expect_used,
    reason = "a game thread panics only on a broken invariant, which the report must not hide"
)]
pub fn run(setting: &Setting, games: usize, seed: u64, threads: usize) -> Summary {
    let mut seeds = Rng::new(seed ^ (setting.players as u64) << 32 ^ (setting.side as u64) << 40);
    let game_seeds: Vec<u64> = (0..games).map(|_| seeds.next_u64()).collect();
    let threads = threads.clamp(1, games.max(1));
    let facts: Vec<GameFacts> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let game_seeds = &game_seeds;
                scope.spawn(move || {
                    (t..games)
                        .step_by(threads)
                        .map(|g| (g, play_one(setting, game_seeds[g])))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<_> =
            handles.into_iter().flat_map(|h| h.join().expect("a game thread")).collect();
        all.sort_by_key(|(g, _)| *g);
        all.into_iter().map(|(_, f)| f).collect()
    });
    summarize(setting, &facts, seed)
}

fn summarize(setting: &Setting, facts: &[GameFacts], seed: u64) -> Summary {
    let n = setting.players as usize;
    let games = facts.len().max(1) as f64;
    let mut endings = BTreeMap::new();
    let mut rounds = BTreeMap::new();
    let mut wins = vec![0.0; n];
    let mut round_end_wins = vec![0.0; n];
    let mut category_sums = [0i64; 6];
    let mut position_sums = vec![[0i64; 6]; n];
    let (mut end_card_games, mut holder_wins) = (0, 0.0);
    let mut end_card_by_position = vec![0usize; n];
    let content = setting.content();
    let cards = content.cards.len();
    let (mut available, mut fulfilled) = (vec![0usize; cards], vec![0usize; cards]);
    for f in facts {
        *endings.entry(f.ending.clone()).or_insert(0) += 1;
        *rounds.entry(f.rounds).or_insert(0) += 1;
        for p in 0..n {
            wins[p] += f.win_share[p];
            round_end_wins[p] += f.round_end_win_share[p];
            for (c, v) in f.categories[p].into_iter().enumerate() {
                category_sums[c] += v;
                position_sums[p][c] += v;
            }
        }
        if let Some(p) = f.end_card_position {
            end_card_games += 1;
            end_card_by_position[p] += 1;
            holder_wins += f.win_share[p];
        }
        for c in bits(f.available as u128) {
            available[c] += 1;
        }
        for c in bits(f.fulfilled as u128) {
            fulfilled[c] += 1;
        }
    }
    let win_rate_by_position: Vec<f64> = wins.iter().map(|w| w / games).collect();
    let win_rate_by_position_if_round_ended: Vec<f64> =
        round_end_wins.iter().map(|w| w / games).collect();
    let fair = 1.0 / n as f64;
    let gap = |rates: &[f64]| rates.iter().map(|w| (w - fair).abs() * 100.0).fold(0.0, f64::max);
    let seats = games * n as f64;
    Summary {
        players: setting.players,
        side: setting.side,
        bot: setting.bot.name(),
        games: facts.len(),
        seed,
        content: match setting.content {
            None => "the built-in values".to_string(),
            Some(_) => "values read with --content".to_string(),
        },
        endings,
        mean_rounds: facts.iter().map(|f| f.rounds as f64).sum::<f64>() / games,
        min_rounds: facts.iter().map(|f| f.rounds).min().unwrap_or(0),
        max_rounds: facts.iter().map(|f| f.rounds).max().unwrap_or(0),
        rounds,
        max_position_gap_points: gap(&win_rate_by_position),
        win_rate_by_position,
        max_position_gap_points_if_round_ended: gap(&win_rate_by_position_if_round_ended),
        win_rate_by_position_if_round_ended,
        mean_score: CATEGORIES
            .iter()
            .zip(category_sums)
            .map(|(name, sum)| (name.to_string(), sum as f64 / seats))
            .collect(),
        mean_total_by_position: position_sums.iter().map(|s| s[5] as f64 / games).collect(),
        mean_score_by_position: position_sums
            .iter()
            .map(|sums| {
                CATEGORIES
                    .iter()
                    .zip(sums)
                    .map(|(name, &sum)| (name.to_string(), sum as f64 / games))
                    .collect()
            })
            .collect(),
        end_card_games,
        end_card_holder_win_rate: holder_wins / end_card_games.max(1) as f64,
        end_card_by_position,
        contracts: (0..cards)
            .filter(|&c| c != content.end_card as usize)
            .map(|c| {
                let info = &content.cards[c];
                ContractRate {
                    card: c,
                    label: contract_label(c, &content),
                    private: info.private,
                    points: info.points,
                    available: available[c],
                    fulfilled: fulfilled[c],
                    rate: fulfilled[c] as f64 / available[c].max(1) as f64,
                }
            })
            .collect(),
    }
}

/// "12 adventurers (food, wood)": the card id, its title key and its cost.
pub fn contract_label(card: usize, content: &moonvale_rules::via_nebula::Content) -> String {
    let info = &content.cards[card];
    let title = serde_json::to_value(info.power)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_else(|| "plain".to_string());
    let cost = match &info.cost {
        Cost::Resources(list) => list.iter().map(|r| r.name()).collect::<Vec<_>>().join(", "),
        Cost::Different(k) => format!("{k} different"),
        Cost::Identical(k) => format!("{k} identical"),
    };
    format!("{card} {title} ({cost})")
}

#[cfg(test)]
mod tests {
    use super::*;
    use moonvale_ai::Bot;

    /// The "ended with the round" standings are taken once a round is complete and the first
    /// player is about to play the extra final turn ruling 14 gives it, and only then.
    #[test]
    fn the_round_end_standings_are_taken_when_every_seat_has_played_as_often() {
        let easy = BotSpec { bot: Bot::Easy, iterations: Some(30) };
        let mut taken = 0;
        for players in [2, 3, 4] {
            let setting = Setting::new(players, Side::Beginner, easy);
            for game_seed in 0..4 {
                let mut at = None;
                let last = play(&setting, game_seed, |state, seat| {
                    if at.is_none() && seat.is_some_and(|seat| ends_round_early(state, seat)) {
                        at = Some(state.turn);
                    }
                });
                let n = players as u16;
                let holder = last.end_card_holder;
                match at {
                    Some(turn) => {
                        assert_eq!(turn % n, 0, "a round is complete");
                        assert!(holder != last.first_player, "a later seat finished");
                        taken += 1;
                    }
                    None => assert!(
                        holder == last.first_player || holder as usize >= last.n(),
                        "when a later seat finished, the first player played an extra turn"
                    ),
                }
            }
        }
        assert!(taken > 0, "some games end with a later seat finishing");
    }
}
