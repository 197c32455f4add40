//! The computer players on the command-line table (native only): `table think` asks a
//! bot for the seat to act, `table tournament` plays bots against each other. The
//! commands and their JSON are documented in `crates/tools/src/bin/TABLE.md`.

use crate::cli::{CliError, TableFile};
use moonvale_ai::{think_as, Bot, Budget, SearchGame};
use moonvale_rules::core::{Game, Rng, Seat};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;
use std::sync::Mutex;
use std::time::Instant;

/// A bot as named on the command line: `hard`, or `hard:2000` for another iteration count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotSpec {
    pub bot: Bot,
    pub iterations: Option<u32>,
}

impl BotSpec {
    pub fn parse(text: &str) -> Result<BotSpec, CliError> {
        let (name, iterations) = match text.split_once(':') {
            Some((name, n)) => {
                let n = n.parse().map_err(|_| {
                    CliError::usage(format!("{text:?}: iterations must be a whole number"))
                })?;
                (name, Some(n))
            }
            None => (text, None),
        };
        let bot = Bot::parse(name).ok_or_else(|| {
            CliError::usage(format!(
                "unknown bot {name:?}: random, flat, easy, medium, hard or rusher"
            ))
        })?;
        Ok(BotSpec { bot, iterations })
    }

    pub fn name(&self) -> String {
        match self.iterations {
            Some(n) => format!("{}:{n}", self.bot.as_str()),
            None => self.bot.as_str().to_string(),
        }
    }

    fn budget(&self) -> Budget {
        Budget { iterations: self.iterations, millis: None }
    }
}

fn millis_since(start: Instant) -> f64 {
    start.elapsed().as_secs_f64() * 1000.0
}

/// CPU time of the calling thread in milliseconds (Linux; `None` elsewhere): on a machine
/// shared with other work, what a move would take on an idle one.
fn thread_cpu_millis() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanos / 1e6)
}

/// What `bot` would play for the seat to act, from that seat's view only.
pub fn think<G: SearchGame>(
    table: &TableFile<G>,
    bot: BotSpec,
    seed: u64,
) -> Result<Value, CliError> {
    let state = &table.session.state;
    let seat =
        state.to_act().ok_or_else(|| CliError::illegal("the game is over".into(), Value::Null))?;
    let view = state.view(seat);
    let start = Instant::now();
    let thought = think_as::<G>(&view, bot.bot, seed, bot.budget(), &|| millis_since(start))
        .map_err(|e| CliError::illegal(e.to_string(), Value::Null))?;
    Ok(json!({
        "seat": seat,
        "bot": bot.name(),
        "action": thought.action,
        "candidates": thought.candidates,
        "iterations": thought.iterations,
        "millis": thought.millis,
    }))
}

/// `table review`: every decision of the game in `table` rated from its mover's view at that
/// moment (`moonvale_ai::review`), for the seats listed (all if `None`).
pub fn review<G: SearchGame>(
    table: &TableFile<G>,
    seats: Option<&[Seat]>,
    iterations: Option<u32>,
    seed: u64,
) -> Result<Value, CliError> {
    use moonvale_ai::review::{self, MoveKind};
    let session = &table.session;
    let start = G::new(&session.options, session.seed)
        .map_err(|e| CliError::input(format!("the game cannot be set up again: {e}")))?;
    let actions: Vec<G::Action> = session.log.iter().map(|l| l.action.clone()).collect();
    let reviewed = |seat: Seat| seats.is_none_or(|list| list.contains(&seat));
    let begun = Instant::now();
    let ratings =
        review::review(&start, &actions, &reviewed, iterations, seed, &mut |_, _| true)
            .ok_or_else(|| CliError::input("the game's actions do not replay from its start"))?;
    let marked = |kind: MoveKind| ratings.iter().filter(|r| r.kind == kind).count();
    Ok(json!({
        "thresholds": {
            "good": review::GOOD_LOSS,
            "inaccuracy": review::INACCURACY_LOSS,
            "mistake": review::MISTAKE_LOSS,
            "blunder": review::BLUNDER_LOSS,
        },
        "counts": {
            "forced": marked(MoveKind::Forced),
            "best": marked(MoveKind::Best),
            "good": marked(MoveKind::Good),
            "inaccuracy": marked(MoveKind::Inaccuracy),
            "mistake": marked(MoveKind::Mistake),
            "blunder": marked(MoveKind::Blunder),
        },
        "ratings": ratings,
        "millis": millis_since(begun),
    }))
}

/// How a game ended (`Outcome::ending`: "fifth-building", "no-one-can-act", "last-disc"...),
/// or "unfinished" for a game cut short.
fn ending_of<G: Game>(state: &G) -> String {
    state.outcome().map_or("unfinished", |o| o.ending.key()).to_string()
}

/// One bot's results over a tournament (one entry per bot name).
#[derive(Clone, Debug, Default, Serialize)]
pub struct BotResult {
    /// Seats played (a bot named twice at a table counts each seat).
    pub games: usize,
    /// Wins; a shared win counts as a fraction for each winner.
    pub wins: f64,
    pub win_rate: f64,
    /// The win rate's 95 % interval (Wilson score interval over `games`).
    pub win_rate_95: [f64; 2],
    /// The same, counted by the seat it sat in (first player first): the seat's edge shows.
    pub by_seat: Vec<SeatShare>,
    pub mean_score: f64,
    /// The mean score's 95 % interval (normal approximation, the games' own spread): what
    /// a solo line's target is judged by.
    pub mean_score_95: [f64; 2],
    /// Time per decision with two or more legal actions, in milliseconds.
    pub mean_move_millis: f64,
    pub median_move_millis: f64,
    pub max_move_millis: f64,
    /// The same in CPU time of the thread (Linux only, else 0): independent of the load.
    pub mean_move_cpu_millis: f64,
    pub max_move_cpu_millis: f64,
    pub moves: usize,
    /// How the games it played ended, by kind.
    pub endings: BTreeMap<String, usize>,
    #[serde(skip)]
    scores: Vec<f64>,
    #[serde(skip)]
    times: Vec<f64>,
    #[serde(skip)]
    cpu_times: Vec<f64>,
}

/// One bot's results in one seat.
#[derive(Clone, Debug, Default, Serialize)]
pub struct SeatShare {
    pub games: usize,
    pub wins: f64,
    pub win_rate: f64,
    pub win_rate_95: [f64; 2],
}

impl SeatShare {
    fn add(&mut self, win_share: f64) {
        self.games += 1;
        self.wins += win_share;
    }

    fn finish(&mut self) {
        self.win_rate = self.wins / self.games.max(1) as f64;
        self.win_rate_95 = wilson_95(self.wins, self.games);
    }
}

/// The Wilson score interval at 95 % for `wins` out of `games` (a shared win counts as its
/// fraction), rounded to 0.001: it stays inside 0..=1 and is honest for small counts.
pub fn wilson_95(wins: f64, games: usize) -> [f64; 2] {
    if games == 0 {
        return [0.0, 1.0];
    }
    const Z: f64 = 1.959_963_984_540_054;
    let n = games as f64;
    let p = wins / n;
    let centre = (p + Z * Z / (2.0 * n)) / (1.0 + Z * Z / n);
    let half = Z / (1.0 + Z * Z / n) * (p * (1.0 - p) / n + Z * Z / (4.0 * n * n)).sqrt();
    let round = |x: f64| (x.clamp(0.0, 1.0) * 1000.0).round() / 1000.0;
    [round(centre - half), round(centre + half)]
}

/// The mean of `xs` and its 95 % interval (mean ± 1.96 standard errors, the sample's
/// standard deviation), rounded to 0.01; an interval of the mean itself under two values.
pub fn mean_95(xs: &[f64]) -> (f64, [f64; 2]) {
    let n = xs.len() as f64;
    if xs.is_empty() {
        return (0.0, [0.0, 0.0]);
    }
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = if xs.len() < 2 { 0.0 } else { 1.959_963_984_540_054 * (var / n).sqrt() };
    let round = |x: f64| (x * 100.0).round() / 100.0;
    (mean, [round(mean - half), round(mean + half)])
}

/// One game's results for each seat, in seat order: also a line of a `--record` file.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct GameRecord {
    /// The game's place in the series (its seed is the series' `game`-th draw).
    game: usize,
    seed: u64,
    seats: Vec<SeatRecord>,
    ending: String,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatRecord {
    bot: usize,
    win_share: f64,
    score: f64,
    /// Wall-clock and CPU milliseconds of each decision with two or more legal actions.
    times: Vec<f64>,
    cpu_times: Vec<f64>,
}

/// The bot index sitting in `seat` in game `g`: the list rotates one seat per game, so
/// over a multiple of the list's length each bot sits in each seat equally often.
fn bot_at(g: usize, seat: usize, bots: usize) -> usize {
    (g + seat) % bots
}

fn play_one<G: SearchGame>(
    options: &G::Options,
    bots: &[BotSpec],
    g: usize,
    game_seed: u64,
) -> Result<GameRecord, CliError> {
    let mut state = G::new(options, game_seed).map_err(|e| CliError::input(e.to_string()))?;
    let players = state.player_count();
    let mut times = vec![Vec::new(); players];
    let mut cpu_times = vec![Vec::new(); players];
    let mut moves = Rng::new(game_seed ^ 0x5EED_B075);
    let mut legal = Vec::new();
    let mut steps = 0;
    while let Some(seat) = state.to_act() {
        steps += 1;
        if steps > 100_000 {
            break;
        }
        state.legal_actions_into(&mut legal);
        let spec = bots[bot_at(g, seat, bots.len())];
        let view = state.view(seat);
        let start = Instant::now();
        let cpu_start = thread_cpu_millis();
        let thought = think_as::<G>(&view, spec.bot, moves.next_u64(), spec.budget(), &|| {
            millis_since(start)
        })
        .map_err(|e| CliError::illegal(e.to_string(), Value::Null))?;
        if legal.len() > 1 {
            times[seat].push(millis_since(start));
            if let (Some(a), Some(b)) = (cpu_start, thread_cpu_millis()) {
                cpu_times[seat].push(b - a);
            }
        }
        if let Err(e) = state.apply(&thought.action) {
            return Err(CliError::illegal(
                format!("{} chose an illegal action: {e}", spec.name()),
                Value::Null,
            ));
        }
    }
    let outcome = state.outcome();
    let seats = (0..players)
        .map(|seat| {
            let (share, score) = match &outcome {
                Some(o) if o.winners.contains(&seat) => {
                    (1.0 / o.winners.len() as f64, o.scores[seat])
                }
                Some(o) => (0.0, o.scores[seat]),
                None => (0.0, 0),
            };
            SeatRecord {
                bot: bot_at(g, seat, bots.len()),
                win_share: share,
                score: score as f64,
                times: std::mem::take(&mut times[seat]),
                cpu_times: std::mem::take(&mut cpu_times[seat]),
            }
        })
        .collect();
    Ok(GameRecord { game: g, seed: game_seed, seats, ending: ending_of(&state) })
}

/// The first line of a `--record` file: the series its games belong to. The game count is
/// not part of it, so a series can be extended (its first games' seeds stay the same).
#[derive(Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
struct RecordHeader {
    record: String,
    kind: Value,
    options: Value,
    bots: Vec<String>,
    seed: u64,
}

const RECORD_NAME: &str = "moonvale-tournament-1";

/// A `--record` file: the games of a series finished so far, one JSON line each after a
/// header, appended as each game ends, so a long tournament cut short (a machine stopped,
/// a session ended) goes on from where it was when run again with the same command.
struct Record {
    file: Mutex<std::fs::File>,
}

impl Record {
    /// Opens (or starts) the record at `path` for the series `header`, and returns the games
    /// it holds. A last line cut off in the middle (the process stopped while writing it) is
    /// dropped; anything else that is not this series' record is refused.
    #[allow(
        clippy::expect_used,
        reason = "a header is plain data with string keys: serialising it cannot fail"
    )]
    fn open(
        path: &Path,
        header: &RecordHeader,
        game_seeds: &[u64],
        players: usize,
        bots: usize,
    ) -> Result<(Record, Vec<GameRecord>), CliError> {
        let (games, kept) = Record::read(path, header, game_seeds, players, bots)?;
        let fail = |what: String| CliError::input(format!("{}: {what}", path.display()));
        let file = std::fs::OpenOptions::new()
            .create(true)
            .write(true)
            .truncate(false)
            .open(path)
            .map_err(|e| fail(e.to_string()))?;
        file.set_len(kept as u64).map_err(|e| fail(e.to_string()))?;
        let mut file =
            std::fs::OpenOptions::new().append(true).open(path).map_err(|e| fail(e.to_string()))?;
        if kept == 0 {
            let line = serde_json::to_string(header).expect("a header serialises") + "\n";
            file.write_all(line.as_bytes()).map_err(|e| fail(e.to_string()))?;
        }
        Ok((Record { file: Mutex::new(file) }, games))
    }

    /// The games the record at `path` holds, and the length of its whole lines, without
    /// writing to it (a run that only reports may read a record another run is writing).
    fn read(
        path: &Path,
        header: &RecordHeader,
        game_seeds: &[u64],
        players: usize,
        bots: usize,
    ) -> Result<(Vec<GameRecord>, usize), CliError> {
        let shown = path.display();
        let fail = |what: String| CliError::input(format!("{shown}: {what}"));
        let text = match std::fs::read(path) {
            Ok(bytes) => String::from_utf8(bytes).map_err(|_| fail("not UTF-8 text".into()))?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
            Err(e) => return Err(fail(e.to_string())),
        };
        let mut games = Vec::new();
        let mut kept = 0;
        let mut lines = text.split_inclusive('\n').peekable();
        let mut number = 0;
        while let Some(line) = lines.next() {
            number += 1;
            let cut_off = lines.peek().is_none() && !line.ends_with('\n');
            if number == 1 {
                let found: RecordHeader = match serde_json::from_str(line) {
                    Ok(found) => found,
                    Err(_) if cut_off => break,
                    Err(e) => {
                        return Err(fail(format!(
                            "line 1 is not a tournament record's header: {e}"
                        )))
                    }
                };
                if &found != header {
                    return Err(fail(
                        "it records another series (game, options, bots or seed differ)".into(),
                    ));
                }
            } else {
                let game: GameRecord = match serde_json::from_str(line) {
                    Ok(game) => game,
                    Err(_) if cut_off => break,
                    Err(e) => return Err(fail(format!("line {number}: {e}"))),
                };
                let belongs = game.seats.len() == players
                    && game_seeds.get(game.game).is_none_or(|&s| s == game.seed)
                    && game
                        .seats
                        .iter()
                        .enumerate()
                        .all(|(seat, r)| r.bot == bot_at(game.game, seat, bots));
                if !belongs || games.iter().any(|g: &GameRecord| g.game == game.game) {
                    return Err(fail(format!(
                        "line {number}: not a game of this series, or a second copy of one"
                    )));
                }
                games.push(game);
            }
            kept += line.len();
        }
        Ok((games, kept))
    }

    /// Appends one finished game (a whole line in one write).
    #[allow(
        clippy::expect_used,
        reason = "a record is plain data, and a poisoned lock means a game thread broke an invariant"
    )]
    fn add(&self, game: &GameRecord) -> Result<(), CliError> {
        let line = serde_json::to_string(game).expect("a record serialises") + "\n";
        let mut file = self.file.lock().expect("the record's lock");
        file.write_all(line.as_bytes())
            .and_then(|()| file.flush())
            .map_err(|e| CliError::input(format!("the record could not be written: {e}")))
    }
}

/// Plays `games` games between `bots` rotating through the seats, on `threads` threads;
/// the results do not depend on the thread count (each game has its own seeds).
///
/// With `record`, each finished game is appended to that file as it ends, and the games it
/// already holds are not played again: the same command run again goes on with the rest.
/// `play` caps the games played by this run (`Some(0)`: only report what the record holds).
#[allow(
    clippy::expect_used,
    reason = "options are plain data with string keys, and a game thread panics only on a broken invariant, which the tournament must not hide"
)]
pub fn tournament<G: SearchGame>(
    options: &G::Options,
    bots: &[BotSpec],
    games: usize,
    seed: u64,
    threads: usize,
    record: Option<&Path>,
    play: Option<usize>,
) -> Result<Value, CliError>
where
    G::Options: Sync,
{
    if bots.is_empty() {
        return Err(CliError::usage("--bots needs at least one bot"));
    }
    let mut seeds = Rng::new(seed);
    let game_seeds: Vec<u64> = (0..games).map(|_| seeds.next_u64()).collect();
    let names: Vec<String> = bots.iter().map(BotSpec::name).collect();
    let (record, mut done) = match record {
        Some(path) => {
            let header = RecordHeader {
                record: RECORD_NAME.into(),
                kind: json!(G::KIND),
                options: serde_json::to_value(options).expect("options serialise"),
                bots: names.clone(),
                seed,
            };
            let players =
                G::new(options, 0).map_err(|e| CliError::input(e.to_string()))?.player_count();
            if play == Some(0) {
                (None, Record::read(path, &header, &game_seeds, players, bots.len())?.0)
            } else {
                let (record, done) = Record::open(path, &header, &game_seeds, players, bots.len())?;
                (Some(record), done)
            }
        }
        None => (None, Vec::new()),
    };
    done.retain(|g| g.game < games);
    let to_play: Vec<usize> = (0..games)
        .filter(|g| !done.iter().any(|d| d.game == *g))
        .take(play.unwrap_or(usize::MAX))
        .collect();
    let threads = threads.clamp(1, to_play.len().max(1));
    let played: Vec<Result<GameRecord, CliError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (game_seeds, to_play, record) = (&game_seeds, &to_play, &record);
                scope.spawn(move || {
                    let mut mine = Vec::new();
                    for &g in to_play.iter().skip(t).step_by(threads) {
                        let game = play_one::<G>(options, bots, g, game_seeds[g]);
                        let game = match (game, record) {
                            (Ok(game), Some(record)) => record.add(&game).map(|()| game),
                            (game, _) => game,
                        };
                        mine.push(game);
                    }
                    mine
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("a game thread")).collect()
    });
    let mut records = done;
    for game in played {
        records.push(game?);
    }
    records.sort_by_key(|g| g.game);
    let finished = records.len();
    let mut results: BTreeMap<String, BotResult> = BTreeMap::new();
    let mut endings: BTreeMap<String, usize> = BTreeMap::new();
    for record in records {
        *endings.entry(record.ending.clone()).or_default() += 1;
        let players = record.seats.len();
        for (position, seat) in record.seats.into_iter().enumerate() {
            let r = results.entry(names[seat.bot].clone()).or_default();
            r.by_seat.resize_with(players, SeatShare::default);
            r.by_seat[position].add(seat.win_share);
            r.games += 1;
            r.wins += seat.win_share;
            r.scores.push(seat.score);
            r.times.extend(seat.times);
            r.cpu_times.extend(seat.cpu_times);
            *r.endings.entry(record.ending.clone()).or_default() += 1;
        }
    }
    for r in results.values_mut() {
        r.win_rate = r.wins / r.games.max(1) as f64;
        r.win_rate_95 = wilson_95(r.wins, r.games);
        r.by_seat.iter_mut().for_each(SeatShare::finish);
        (r.mean_score, r.mean_score_95) = mean_95(&r.scores);
        r.times.sort_by(f64::total_cmp);
        r.moves = r.times.len();
        r.mean_move_millis = r.times.iter().sum::<f64>() / r.moves.max(1) as f64;
        r.median_move_millis = r.times.get(r.moves / 2).copied().unwrap_or(0.0);
        r.max_move_millis = r.times.last().copied().unwrap_or(0.0);
        r.mean_move_cpu_millis = r.cpu_times.iter().sum::<f64>() / r.cpu_times.len().max(1) as f64;
        r.max_move_cpu_millis = r.cpu_times.iter().copied().fold(0.0, f64::max);
    }
    Ok(json!({
        "kind": G::KIND,
        "options": options,
        "bots": names,
        "games": games,
        "finished": finished,
        "seed": seed,
        "results": results,
        "endings": endings,
    }))
}

#[cfg(test)]
mod tests {
    use super::{mean_95, wilson_95};

    #[test]
    fn the_mean_scores_interval_is_two_standard_errors_wide() {
        // Scores 90, 100, 110: mean 100, sample deviation 10, standard error 10/sqrt(3).
        let (mean, [lo, hi]) = mean_95(&[90.0, 100.0, 110.0]);
        assert_eq!(mean, 100.0);
        assert_eq!([lo, hi], [88.68, 111.32]);
        assert_eq!(mean_95(&[7.0]), (7.0, [7.0, 7.0]));
        assert_eq!(mean_95(&[]), (0.0, [0.0, 0.0]));
    }

    #[test]
    fn wilson_interval_matches_the_published_figures() {
        // 37 of 60 (the outside measurement of Hard against flat): 62 %, 49-73 %.
        assert_eq!(wilson_95(37.0, 60), [0.49, 0.729]);
        // At the edges it stays inside 0..=1 and is not empty.
        assert_eq!(wilson_95(0.0, 10)[0], 0.0);
        assert!(wilson_95(0.0, 10)[1] > 0.25);
        assert_eq!(wilson_95(10.0, 10)[1], 1.0);
        assert_eq!(wilson_95(0.0, 0), [0.0, 1.0]);
        // Shared wins count as their fraction.
        let [lo, hi] = wilson_95(100.5, 200);
        assert!(lo < 0.5025 && 0.5025 < hi && (hi - lo - 0.138).abs() < 0.002, "{lo} {hi}");
    }
}
