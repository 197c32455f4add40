//! Statistics of finished games, kept with the saved games under one storage key
//! ([`crate::storage::STATS_KEY`]), so they survive deleting a saved game.
//!
//! Reading never blocks the player: an entry that cannot be read is listed as damaged and
//! the others still count; a key that cannot be read at all is kept untouched (never
//! overwritten) until the player resets the statistics or keeps the ones rebuilt meanwhile
//! from the finished games still saved, so nothing is lost or left uncounted silently.

use crate::format::GameSet;
use crate::names::GameTitle;
use crate::storage::{PlayerInfo, PlayerKind, SaveRecord, SaveStore, Storage, StorageError};
use moonvale_ai::Level;
use moonvale_rules::core::{Ending, GameKind, Outcome};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// What the stored statistics say they are.
pub const STATS_FORMAT: &str = "moonvale-stats";
/// Version of the stored layout; bump it when [`GameSummary`] changes shape.
pub const STATS_VERSION: u32 = 1;
/// At most this many games are kept (the oldest recorded go first), so the statistics
/// cannot crowd the saved games out of the browser's storage.
pub const MAX_SUMMARIES: usize = 5_000;
/// How many recent games [`Figures::last`] lists.
pub const RECENT_GAMES: usize = 10;

/// One finished game, as the statistics keep it: the same fields in every version of the
/// statistics, `assisted` added since games played with help are told apart (a field it
/// does not have makes its entry damaged, named, and kept as it is).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct GameSummary {
    /// The saved game's id: finishing the same game again replaces its summary.
    pub id: String,
    pub kind: GameKind,
    pub title: GameTitle,
    /// Read through the names' rule ([`crate::names::players`]).
    #[serde(deserialize_with = "crate::names::players")]
    pub players: Vec<PlayerInfo>,
    /// Each seat's headline score, in seat order.
    pub scores: Vec<i64>,
    pub higher_is_better: bool,
    pub winners: Vec<usize>,
    /// How the game ended (`Outcome::ending`).
    pub ending: Ending,
    pub finished_ms: u64,
    /// Played with help (a practice undo, a suggested move): counted apart, not rated, not a
    /// daily best. Written only when true; entries from before it are not assisted.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub assisted: bool,
}

impl GameSummary {
    /// The summary of a finished game; `None` while it is not over (or if its game cannot
    /// be read). Uses the record's outcome, or replays its game when a record was read
    /// without one (the outcome is never stored).
    pub fn from_record(record: &SaveRecord) -> Option<GameSummary> {
        let outcome: Outcome = match &record.outcome {
            Some(outcome) => outcome.clone(),
            None => {
                crate::storage::game_validators().open(record.kind, &record.moves).ok()?.outcome?
            }
        };
        Some(GameSummary::of_outcome(record, outcome))
    }

    /// The summary of a record opened by its engine (its outcome the game's own), without a
    /// replay of its own: so no engine is linked where the engines are not (the page's home
    /// app reads the statistics too).
    pub fn of_opened(record: &SaveRecord) -> Option<GameSummary> {
        Some(GameSummary::of_outcome(record, record.outcome.clone()?))
    }

    fn of_outcome(record: &SaveRecord, outcome: Outcome) -> GameSummary {
        GameSummary {
            id: record.id.clone(),
            kind: record.kind,
            title: record.title.clone(),
            players: record.players.clone(),
            scores: outcome.scores,
            higher_is_better: outcome.higher_is_better,
            winners: outcome.winners,
            ending: outcome.ending,
            finished_ms: record.last_played_ms,
            assisted: record.assisted,
        }
    }

    /// Whether a person (not a computer) sits at one of the winning seats.
    pub fn person_won(&self) -> bool {
        self.winners.iter().any(|&seat| is_person(self.players.get(seat)))
    }

    /// The scores of the seats people played.
    fn person_scores(&self) -> impl Iterator<Item = i64> + '_ {
        self.scores
            .iter()
            .enumerate()
            .filter(|(seat, _)| is_person(self.players.get(*seat)))
            .map(|(_, &score)| score)
    }

    /// The computer levels present, each once, in level order (a seat saved before levels
    /// existed plays at the default level).
    fn computer_levels(&self) -> Vec<Level> {
        Level::ALL
            .into_iter()
            .filter(|level| {
                self.players.iter().any(|p| {
                    p.kind == PlayerKind::Computer && p.level.unwrap_or_default() == *level
                })
            })
            .collect()
    }
}

fn is_person(player: Option<&PlayerInfo>) -> bool {
    player.is_some_and(|p| p.kind == PlayerKind::Human)
}

/// The statistics as read from storage.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StatsBook {
    pub games: Vec<GameSummary>,
    /// One English reason per entry that could not be read ("entry 3: missing field
    /// `scores`"); those entries stay stored as they are.
    pub damaged: Vec<String>,
    /// Why the whole key could not be read (not JSON, another format, an unknown version).
    /// Its text is kept untouched until the statistics are reset or the rebuilt ones kept.
    pub unreadable: Option<String>,
    /// The key was unreadable, and `games` are rebuilt from the finished games still saved
    /// (the archive and localStorage; [`SaveStore::stats`]): a game finished since counts,
    /// and only games deleted before are missing, which the player is told.
    pub rebuilt: bool,
}

impl StatsBook {
    /// Reads the stored text (`None`: no statistics yet).
    pub fn read(raw: Option<&str>) -> StatsBook {
        match stored_entries(raw) {
            Ok(entries) => {
                let mut book = StatsBook::default();
                for (i, entry) in entries.iter().enumerate() {
                    match serde_json::from_value::<GameSummary>(entry.clone()) {
                        Ok(summary) => book.games.push(summary),
                        Err(e) => book.damaged.push(format!("entry {}: {e}", i + 1)),
                    }
                }
                book
            }
            Err(reason) => {
                StatsBook { unreadable: Some(reason.to_string()), ..StatsBook::default() }
            }
        }
    }
}

/// The fields of the stored statistics, the same since their first version.
pub const STATS_FIELDS: [&str; 3] = ["format", "version", "games"];

/// The stored entries as JSON values (damaged ones included), or why the key is unreadable.
/// A key given twice anywhere makes it unreadable: read as JSON, one of its two values would
/// be lost when the next game is added.
fn stored_entries(raw: Option<&str>) -> Result<Vec<Value>, StatsError> {
    let Some(raw) = raw else { return Ok(Vec::new()) };
    let value = crate::strict::parse(raw).map_err(|refusal| match refusal {
        crate::strict::Refusal::NotJson(e) => StatsError::NotJson(e.to_string()),
        crate::strict::Refusal::DuplicateKey { key, .. } => StatsError::KeyTwice(key),
    })?;
    if value.get("format").and_then(Value::as_str) != Some(STATS_FORMAT) {
        return Err(StatsError::NotStatistics);
    }
    match value.get("version").and_then(Value::as_u64) {
        Some(v) if v == u64::from(STATS_VERSION) => {}
        Some(v) => return Err(StatsError::UnknownVersion(v)),
        None => return Err(StatsError::NoVersion),
    }
    let unknown = value.as_object().and_then(|o| crate::strict::unknown_field(o, &STATS_FIELDS));
    if let Some(name) = unknown {
        return Err(StatsError::UnknownField(name.to_string()));
    }
    match value.get("games") {
        Some(Value::Array(games)) => Ok(games.clone()),
        _ => Err(StatsError::NoGames),
    }
}

/// Why the stored statistics are unreadable. Its [`Display`] is the sentence the statistics
/// page has always shown.
///
/// [`Display`]: std::fmt::Display
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatsError {
    /// Not JSON (the parser's message).
    NotJson(String),
    /// A key given twice.
    KeyTwice(String),
    /// JSON, but not Moonvale's statistics.
    NotStatistics,
    /// A version this one does not know.
    UnknownVersion(u64),
    /// No version.
    NoVersion,
    /// A field the statistics never had.
    UnknownField(String),
    /// No list of games.
    NoGames,
}

impl std::fmt::Display for StatsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StatsError::NotJson(e) => write!(f, "the statistics are not JSON: {e}"),
            StatsError::KeyTwice(key) => write!(f, "the statistics give the key `{key}` twice"),
            StatsError::NotStatistics => {
                f.write_str("the stored statistics are not Moonvale statistics")
            }
            StatsError::UnknownVersion(v) => write!(f, "the statistics have unknown version {v}"),
            StatsError::NoVersion => f.write_str("the statistics have no version"),
            StatsError::UnknownField(name) => {
                write!(f, "the statistics have an unknown field `{name}`")
            }
            StatsError::NoGames => f.write_str("the statistics have no list of games"),
        }
    }
}

impl std::error::Error for StatsError {}

fn stored_text(entries: Vec<Value>) -> String {
    json!({ "format": STATS_FORMAT, "version": STATS_VERSION, "games": entries }).to_string()
}

/// The stored text with `summary` added (replacing an entry of the same game id, damaged or
/// not, and dropping the oldest recorded beyond [`MAX_SUMMARIES`]). Damaged entries are
/// kept as they are. `Err` with the reason when the stored text is unreadable: it must not
/// be overwritten.
#[allow(
    clippy::expect_used,
    reason = "a summary is plain data with string keys: serialising it cannot fail"
)]
pub fn add_summary(raw: Option<&str>, summary: &GameSummary) -> Result<String, StatsError> {
    let mut entries = stored_entries(raw)?;
    entries.retain(|entry| entry.get("id").and_then(Value::as_str) != Some(summary.id.as_str()));
    entries.push(serde_json::to_value(summary).expect("a summary always serialises"));
    let excess = entries.len().saturating_sub(MAX_SUMMARIES);
    entries.drain(..excess);
    Ok(stored_text(entries))
}

/// The statistics file for export: the stored text indented, damaged entries as they are;
/// an unreadable text is given unchanged.
#[allow(clippy::expect_used, reason = "a JSON value serialises back to text without fail")]
pub fn export_json(raw: Option<&str>) -> String {
    match raw {
        None => serde_json::to_string_pretty(&json!({
            "format": STATS_FORMAT, "version": STATS_VERSION, "games": []
        }))
        .expect("JSON serialises"),
        Some(raw) => match serde_json::from_str::<Value>(raw) {
            Ok(value) => serde_json::to_string_pretty(&value).expect("JSON serialises"),
            Err(_) => raw.to_string(),
        },
    }
}

/// Games and wins against one computer level.
#[derive(Clone, Debug, PartialEq)]
pub struct LevelFigures {
    pub level: Level,
    /// Games with at least one computer seat of this level.
    pub games: usize,
    /// Of those, the games a person won.
    pub won: usize,
}

/// The figures of one game with one player count.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
    pub kind: GameKind,
    pub players: usize,
    pub played: usize,
    /// Games where a person's seat is among the winners, played without help.
    pub won: usize,
    /// Games played with help (a practice undo, a suggested move), counted apart: they are
    /// in `played` and `last` only, not in `won`, `against` nor the scores.
    pub assisted: usize,
    /// Of those, the games a person won.
    pub assisted_won: usize,
    /// Per computer level present in the games played without help, in level order.
    pub against: Vec<LevelFigures>,
    /// Whether a higher score is better here (false for Nova Luna's solo mode): what
    /// "best" means for `best_score`. Taken from the most recent game.
    pub higher_is_better: bool,
    /// The best score of a person's seat (games played without help).
    pub best_score: Option<i64>,
    /// The mean score of people's seats (games played without help).
    pub mean_score: Option<f64>,
    /// The most recent games, newest first (at most [`RECENT_GAMES`]).
    pub last: Vec<GameSummary>,
}

/// The figures of every (game, player count) played, by game then player count.
pub fn figures(book: &StatsBook) -> Vec<Figures> {
    let kind_order = |kind: GameKind| GameKind::ALL.iter().position(|k| *k == kind);
    let mut groups: Vec<(GameKind, usize)> =
        book.games.iter().map(|g| (g.kind, g.players.len())).collect();
    groups.sort_by_key(|&(kind, players)| (kind_order(kind), players));
    groups.dedup();
    groups
        .into_iter()
        .map(|(kind, players)| {
            let mut games: Vec<&GameSummary> = book
                .games
                .iter()
                .filter(|g| g.kind == kind && g.players.len() == players)
                .collect();
            games.sort_by(|a, b| b.finished_ms.cmp(&a.finished_ms).then(a.id.cmp(&b.id)));
            figures_of(kind, players, &games)
        })
        .collect()
}

/// `games` newest first.
fn figures_of(kind: GameKind, players: usize, all: &[&GameSummary]) -> Figures {
    let higher_is_better = all.first().is_none_or(|g| g.higher_is_better);
    let (helped, games): (Vec<&GameSummary>, Vec<&GameSummary>) =
        all.iter().copied().partition(|g| g.assisted);
    let against = Level::ALL
        .into_iter()
        .filter_map(|level| {
            let with_level: Vec<_> =
                games.iter().filter(|g| g.computer_levels().contains(&level)).collect();
            (!with_level.is_empty()).then(|| LevelFigures {
                level,
                games: with_level.len(),
                won: with_level.iter().filter(|g| g.person_won()).count(),
            })
        })
        .collect();
    let scores: Vec<i64> = games.iter().flat_map(|g| g.person_scores()).collect();
    let best_score =
        if higher_is_better { scores.iter().copied().max() } else { scores.iter().copied().min() };
    let mean_score =
        (!scores.is_empty()).then(|| scores.iter().sum::<i64>() as f64 / scores.len() as f64);
    Figures {
        kind,
        players,
        played: all.len(),
        won: games.iter().filter(|g| g.person_won()).count(),
        assisted: helped.len(),
        assisted_won: helped.iter().filter(|g| g.person_won()).count(),
        against,
        higher_is_better,
        best_score,
        mean_score,
        last: all.iter().take(RECENT_GAMES).map(|g| (*g).clone()).collect(),
    }
}

/// The statistics as the store keeps them: the store holds their text
/// ([`SaveStore::stats_text`]), this module says what it means.
impl<S: Storage> SaveStore<S> {
    /// The statistics of finished games (never fails: damaged parts are reported inside).
    /// When the stored text cannot be read at all, the games are rebuilt from the finished
    /// games still saved, each opened by its engine (so its outcome is the game's own, not a
    /// stored summary's), and the book says so ([`StatsBook::rebuilt`]): no finished game
    /// goes uncounted while the text waits for the player.
    pub fn stats(&self) -> StatsBook {
        let mut book = StatsBook::read(self.stats_text().as_deref());
        if book.unreadable.is_some() {
            book.games = self.finished_summaries();
            book.rebuilt = true;
        }
        book
    }

    /// A summary of every finished game saved here (in the archive, localStorage or memory)
    /// that its engine opens.
    fn finished_summaries(&self) -> Vec<GameSummary> {
        use crate::storage::Listed;
        let mut games: Vec<GameSummary> = self
            .list()
            .iter()
            .filter_map(|listed| match listed {
                // Finished by its summary, or by its packed actions (a summary that does not
                // fit its record is not believed: the replay says).
                Listed::Ok(record)
                    if record.outcome.is_some() || record.moves.actions.is_string() =>
                {
                    Some(record.id.as_str())
                }
                _ => None,
            })
            .filter_map(|id| self.load(id)?.ok())
            .filter_map(|record| GameSummary::of_opened(&record))
            .collect();
        // In the order they were recorded (the rating is worked out game after game).
        games.sort_by(|a, b| a.finished_ms.cmp(&b.finished_ms).then(a.id.cmp(&b.id)));
        games
    }

    /// Keeps the statistics rebuilt from the saved games in place of a stored text that
    /// cannot be read (which the player may export first). `Ok(false)` when the stored text
    /// reads: there is nothing to replace.
    #[allow(
        clippy::expect_used,
        reason = "a summary is plain data with string keys: serialising it cannot fail"
    )]
    pub fn keep_rebuilt_stats(&mut self) -> Result<bool, StorageError> {
        let book = self.stats();
        if !book.rebuilt {
            return Ok(false);
        }
        let mut entries: Vec<Value> = book
            .games
            .iter()
            .map(|summary| serde_json::to_value(summary).expect("a summary always serialises"))
            .collect();
        let excess = entries.len().saturating_sub(MAX_SUMMARIES);
        entries.drain(..excess);
        self.write_stats_text(stored_text(entries)).map(|()| true)
    }

    /// Adds a finished game to the statistics (replacing its earlier summary). `Ok(false)`
    /// when the game is not over, is a practice game (`crate::practice`), or when the stored
    /// statistics are unreadable: they are
    /// left untouched until reset. When the write fails the statistics still apply for this
    /// visit, and the next finished game retries.
    pub fn record_finished(&mut self, record: &SaveRecord) -> Result<bool, StorageError> {
        // A practice game played on from a position is kept apart: not counted, not rated.
        if record.practice.is_some() {
            return Ok(false);
        }
        let Some(summary) = GameSummary::from_record(record) else {
            return Ok(false);
        };
        let Ok(text) = add_summary(self.stats_text().as_deref(), &summary) else {
            return Ok(false);
        };
        self.write_stats_text(text).map(|()| true)
    }

    /// The statistics file for export: the stored text indented, damaged entries as they
    /// are (an unreadable text as it is).
    pub fn stats_export_json(&self) -> String {
        export_json(self.stats_text().as_deref())
    }
}
