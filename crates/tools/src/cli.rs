//! The command-line table, generic over any [`Game`]: create a game, print its state and
//! legal actions as JSON, apply an action given as JSON, print the score, replay a log, and
//! run many games between random players. Bots and tests from outside drive the engines
//! through it. The JSON formats are documented in `crates/tools/src/bin/TABLE.md`.
//!
//! A game on disk is a *table file*: `{"kind": "via-nebula", "session": {...}}`, the session
//! built from the game's record ([`moonvale_table::format::table_file`]).

use moonvale_rules::core::testing::play_random_raw;
use moonvale_rules::core::{Game, GameKind, Rng, Seat, Session};
use moonvale_table::strict::unique_keys;
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// A failure with the process exit code it maps to.
#[derive(Debug)]
pub struct CliError {
    pub code: i32,
    pub message: Value,
}

impl CliError {
    pub fn usage(msg: impl Into<String>) -> Self {
        CliError { code: 2, message: json!({ "error": "usage", "message": msg.into() }) }
    }
    pub fn input(msg: impl Into<String>) -> Self {
        CliError { code: 3, message: json!({ "error": "bad-input", "message": msg.into() }) }
    }
    pub fn illegal(reason: String, detail: Value) -> Self {
        CliError {
            code: 1,
            message: json!({ "error": "illegal-action", "message": reason, "detail": detail }),
        }
    }
    /// A replay whose recorded events differ from the rules' (exit 1, like a log that does
    /// not replay).
    pub fn diverged(reason: String, detail: Value) -> Self {
        CliError {
            code: 1,
            message: json!({ "error": "log-diverged", "message": reason, "detail": detail }),
        }
    }
}

use moonvale_table::format::table_file::unknown_field;
pub use moonvale_table::format::table_file::TableFile;

impl CliError {
    /// The error as it is printed: every text in it made printable ([`printable`]), so an
    /// argument echoed in a message never sends a terminal a control sequence or reverses
    /// the text after it.
    pub fn shown(&self) -> Value {
        printable_value(&self.message)
    }
}

/// A character a terminal would act on or hide rather than show: controls (C0 but a line
/// break or a tab, DEL, C1), the directional formatting characters, zero-width and other
/// invisible format characters, line and paragraph separators.
fn unprintable(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(c,
            '\u{ad}' | '\u{61c}' | '\u{180e}' | '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{206f}' | '\u{feff}' | '\u{fff9}'..='\u{fffb}')
}

/// `text` with what is not printable written as a Rust escape (`\u{1b}`), the rest as it is.
pub fn printable(text: &str) -> String {
    text.chars()
        .map(|c| if unprintable(c) { c.escape_unicode().to_string() } else { c.to_string() })
        .collect()
}

/// Bytes that may not be UTF-8 (an argument as the system gave it), shown printable: each
/// byte that is not part of a character as `\xff`, the characters as [`printable`] shows them.
pub fn printable_bytes(bytes: &[u8]) -> String {
    let mut shown = String::new();
    for chunk in bytes.utf8_chunks() {
        shown.push_str(&printable(chunk.valid()));
        for byte in chunk.invalid() {
            shown.push_str(&format!("\\x{byte:02x}"));
        }
    }
    shown
}

fn printable_value(value: &Value) -> Value {
    match value {
        Value::String(text) => Value::String(printable(text)),
        Value::Array(items) => Value::Array(items.iter().map(printable_value).collect()),
        Value::Object(object) => Value::Object(
            object.iter().map(|(key, value)| (printable(key), printable_value(value))).collect(),
        ),
        other => other.clone(),
    }
}

/// A replay log: what `replay` reads. A field it does not have is refused by name (a
/// misspelt `options` would otherwise replay the default options).
#[derive(Serialize, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
pub struct ReplayLog<G: Game> {
    pub kind: GameKind,
    #[serde(default)]
    pub options: G::Options,
    /// A string of digits as the saves write it, or a number as older logs did.
    #[serde(with = "moonvale_table::record::seed_text")]
    pub seed: u64,
    pub actions: Vec<G::Action>,
}

/// Builds a game's options from its defaults, then a JSON object (`--options`), then
/// `--key value` flags (a value that parses as JSON is taken as JSON, otherwise as a string;
/// dashes in keys become underscores).
pub fn build_options<G: Game>(
    options_json: Option<&str>,
    flags: &BTreeMap<String, String>,
) -> Result<G::Options, CliError> {
    let mut value =
        serde_json::to_value(G::Options::default()).map_err(|e| CliError::input(e.to_string()))?;
    let obj = value.as_object_mut().ok_or_else(|| CliError::input("options are not an object"))?;
    if let Some(text) = options_json {
        unique_keys(text).map_err(|e| CliError::input(format!("--options: {e}")))?;
        let extra: Map<String, Value> = serde_json::from_str(text)
            .map_err(|e| CliError::input(format!("--options is not a JSON object: {e}")))?;
        obj.extend(extra);
    }
    for (key, raw) in flags {
        let parsed = serde_json::from_str(raw).unwrap_or_else(|_| Value::String(raw.clone()));
        obj.insert(key.replace('-', "_"), parsed);
    }
    serde_json::from_value(value)
        .map_err(|e| CliError::input(format!("invalid options for {}: {e}", G::KIND.as_str())))
}

pub fn new_game<G: Game>(options: G::Options, seed: u64) -> Result<TableFile<G>, CliError> {
    let session = Session::<G>::new(options, seed).map_err(|e| CliError::input(e.to_string()))?;
    Ok(TableFile { kind: G::KIND, session })
}

/// A seed written as a number beyond 64 bits, refused by name (`at` names the field).
fn check_seed(value: Option<&Value>, at: &str) -> Result<(), CliError> {
    moonvale_table::format::table_file::check_seed(value, at).map_err(CliError::input)
}

/// Reads a table file strictly ([`moonvale_table::format::table_file::decode`]).
pub fn parse_table<G: Game>(text: &str) -> Result<TableFile<G>, CliError> {
    moonvale_table::format::table_file::decode(text).map_err(CliError::input)
}

/// The state (or one seat's view) with the legal actions.
pub fn describe<G: Game>(table: &TableFile<G>, seat: Option<Seat>) -> Value {
    let state = &table.session.state;
    json!({
        "kind": G::KIND,
        "to_act": state.to_act(),
        "over": state.is_over(),
        "actions_taken": table.session.log.len(),
        "undoable": table.session.undoable(),
        "state": match seat {
            Some(seat) => json!({ "view_of": seat, "view": state.view(seat) }),
            None => serde_json::to_value(state).unwrap_or(Value::Null),
        },
        "legal_actions": legal_actions_seen_by(state, seat),
    })
}

/// The legal actions `seat` may read: all of them for the seat to act (or without a seat),
/// none for anyone else, since they may name cards hidden in the acting player's hand
/// (docs/RULINGS.md, ruling 16).
fn legal_actions_seen_by<G: Game>(state: &G, seat: Option<Seat>) -> Vec<G::Action> {
    match seat {
        Some(seat) if state.to_act() != Some(seat) => Vec::new(),
        _ => state.legal_actions(),
    }
}

/// Reads an action strictly: not JSON, not an action of this game, or a field the action
/// does not have, each refused with a message that says which.
pub fn parse_action<G: Game>(action_json: &str) -> Result<G::Action, CliError> {
    unique_keys(action_json)
        .map_err(|e| CliError::input(format!("not an action of {}: {e}", G::KIND.as_str())))?;
    let given: Value = serde_json::from_str(action_json)
        .map_err(|e| CliError::input(format!("not an action of {}: {e}", G::KIND.as_str())))?;
    action_from_value::<G>(given)
}

/// [`parse_action`] from JSON already read.
fn action_from_value<G: Game>(given: Value) -> Result<G::Action, CliError> {
    let not_action = |e: &dyn std::fmt::Display| {
        CliError::input(format!("not an action of {}: {e}", G::KIND.as_str()))
    };
    let action: G::Action = serde_json::from_value(given.clone()).map_err(|e| not_action(&e))?;
    let parsed = serde_json::to_value(&action).map_err(|e| not_action(&e))?;
    if let Some(field) = unknown_field(&given, &parsed) {
        return Err(not_action(&format!("unknown field `{field}`")));
    }
    Ok(action)
}

pub fn legal<G: Game>(table: &TableFile<G>) -> Value {
    json!(table.session.state.legal_actions())
}

/// Applies an action given as JSON. Returns the events; the table is updated in place.
pub fn apply<G: Game>(table: &mut TableFile<G>, action_json: &str) -> Result<Value, CliError> {
    let action = parse_action::<G>(action_json)?;
    if table.session.state.is_over() {
        return Err(CliError::illegal("the game is over".into(), Value::Null));
    }
    match table.session.apply(action) {
        Ok(events) => Ok(json!({ "events": events, "to_act": table.session.state.to_act() })),
        Err(error) => Err(CliError::illegal(
            error.to_string(),
            serde_json::to_value(&error).unwrap_or(Value::Null),
        )),
    }
}

pub fn score<G: Game>(table: &TableFile<G>) -> Value {
    let state = &table.session.state;
    json!({ "score": state.score(), "outcome": state.outcome() })
}

/// Rebuilds a game from a replay log `{kind, options, seed, actions}`, or from a file with a
/// `format`: a shared game (`moonvale-shared`) or a problem report (`moonvale-report`), each
/// read strictly by its own type. A report's recorded log must equal the rebuilt one, events
/// included: a difference means the engine changed since, or the report was edited.
pub fn replay<G: Game>(text: &str) -> Result<TableFile<G>, CliError> {
    unique_keys(text).map_err(|e| CliError::input(format!("not a replay log: {e}")))?;
    let value: Value = serde_json::from_str(text)
        .map_err(|e| CliError::input(format!("not a replay log: {e}")))?;
    check_seed(value.get("seed"), "\"seed\"")?;
    let (log, report) = match value.get("format") {
        None => (value, None),
        Some(format) => log_of_formatted(format, value.clone())?,
    };
    // Each action as strictly as `apply` reads it (an unknown field is named).
    if let Some(actions) = log.get("actions").and_then(Value::as_array) {
        for (i, action) in actions.iter().enumerate() {
            action_from_value::<G>(action.clone()).map_err(|e| {
                let message = e.message["message"].as_str().unwrap_or_default().to_string();
                CliError::input(format!("action {} of the log: {message}", i + 1))
            })?;
        }
    }
    let log: ReplayLog<G> = serde_json::from_value(log)
        .map_err(|e| CliError::input(format!("not a replay log: {e}")))?;
    let session = Session::<G>::replay(log.options, log.seed, log.actions)
        .map_err(|e| CliError::illegal(e.to_string(), Value::Null))?;
    if let Some(report) = report {
        check_report_log(&report, &session)?;
    }
    Ok(TableFile { kind: G::KIND, session })
}

/// The plain replay log inside a shared game or a problem report (and the report itself,
/// whose log is checked after the replay).
fn log_of_formatted(
    format: &Value,
    value: Value,
) -> Result<(Value, Option<moonvale_table::share::ProblemReport>), CliError> {
    use moonvale_table::share::{
        ProblemReport, SharedGame, REPORT_FORMAT, REPORT_VERSION, SHARED_FORMAT,
    };
    let plain_log = |kind: GameKind, options: &Value, seed: u64, actions: &[Value]| json!({ "kind": kind, "options": options, "seed": seed, "actions": actions });
    match format.as_str() {
        Some(SHARED_FORMAT) => {
            let shared = SharedGame::from_value(value)
                .map_err(|e| CliError::input(e.to_string()))?;
            Ok((plain_log(shared.kind, &shared.options, shared.seed, &shared.actions), None))
        }
        Some(REPORT_FORMAT) => {
            // The version first: a newer report may have fields this table does not know.
            let version = value.get("version").and_then(Value::as_u64);
            if version.is_some_and(|v| v != u64::from(REPORT_VERSION)) {
                return Err(CliError::input(format!(
                    "the problem report has unknown version {}, this table reads {REPORT_VERSION}",
                    version.unwrap_or_default()
                )));
            }
            let report: ProblemReport = serde_json::from_value(value)
                .map_err(|e| CliError::input(format!("not a problem report: {e}")))?;
            let log = plain_log(report.kind, &report.options, report.seed, &report.actions);
            Ok((log, Some(report)))
        }
        _ => Err(CliError::input(format!(
            "unknown format {format}: a replay log has no \"format\", or it is \"{SHARED_FORMAT}\" or \"{REPORT_FORMAT}\""
        ))),
    }
}

/// Compares a report's recorded log with the replayed one, entry by entry.
fn check_report_log<G: Game>(
    report: &moonvale_table::share::ProblemReport,
    session: &Session<G>,
) -> Result<(), CliError> {
    let replayed: Vec<Value> = session
        .log
        .iter()
        .map(|logged| serde_json::to_value(logged).unwrap_or(Value::Null))
        .collect();
    let first_difference =
        (0..replayed.len().max(report.log.len())).find(|&i| replayed.get(i) != report.log.get(i));
    let Some(index) = first_difference else { return Ok(()) };
    let versions = if report.state_version == G::STATE_VERSION {
        String::new()
    } else {
        format!(
            " (the report was made with state version {}, this table has {})",
            report.state_version,
            G::STATE_VERSION
        )
    };
    Err(CliError::diverged(
        format!(
            "the report's log differs from the replay at action {}: the recorded seat or events \
             are not what the rules give{versions}",
            index + 1
        ),
        json!({
            "action": index + 1,
            "recorded": report.log.get(index),
            "replayed": replayed.get(index),
        }),
    ))
}

/// Per-seat results of many games between uniformly random players.
#[derive(Clone, Debug, Serialize)]
pub struct Tournament {
    pub kind: GameKind,
    pub games: usize,
    pub wins: Vec<f64>,
    pub mean_scores: Vec<f64>,
    pub mean_actions: f64,
    pub min_actions: usize,
    pub max_actions: usize,
    pub unfinished: usize,
    /// How many games ended each way (`Outcome::ending` keys; "unfinished" for games cut at
    /// the action limit).
    pub endings: BTreeMap<String, usize>,
    /// Each game in order: its seed, its length and how it ended.
    pub each_game: Vec<PlayedGame>,
}

/// One game of a tournament.
#[derive(Clone, Debug, Serialize)]
pub struct PlayedGame {
    pub seed: u64,
    pub actions: usize,
    pub ending: String,
}

/// Plays `games` random games; a shared win counts as a fraction for each winner.
pub fn tournament<G: Game>(
    options: &G::Options,
    games: usize,
    seed: u64,
    max_actions: usize,
) -> Result<Tournament, CliError> {
    let mut seeds = Rng::new(seed);
    let mut result = Tournament {
        kind: G::KIND,
        games,
        wins: Vec::new(),
        mean_scores: Vec::new(),
        mean_actions: 0.0,
        min_actions: usize::MAX,
        max_actions: 0,
        unfinished: 0,
        endings: BTreeMap::new(),
        each_game: Vec::with_capacity(games),
    };
    let mut legal = Vec::new();
    let mut total_actions = 0usize;
    for _ in 0..games {
        let game_seed = seeds.next_u64();
        let mut state = G::new(options, game_seed).map_err(|e| CliError::input(e.to_string()))?;
        let mut rng = Rng::new(game_seed.rotate_left(17));
        let n = play_random_raw(&mut state, &mut rng, &mut legal, max_actions);
        total_actions += n;
        result.min_actions = result.min_actions.min(n);
        result.max_actions = result.max_actions.max(n);
        let outcome = state.outcome();
        let ending = outcome.as_ref().map_or("unfinished", |o| o.ending.key()).to_string();
        *result.endings.entry(ending.clone()).or_default() += 1;
        result.each_game.push(PlayedGame { seed: game_seed, actions: n, ending });
        let Some(outcome) = outcome else {
            result.unfinished += 1;
            continue;
        };
        if result.wins.is_empty() {
            result.wins = vec![0.0; outcome.scores.len()];
            result.mean_scores = vec![0.0; outcome.scores.len()];
        }
        for &w in &outcome.winners {
            result.wins[w] += 1.0 / outcome.winners.len() as f64;
        }
        for (seat, &s) in outcome.scores.iter().enumerate() {
            result.mean_scores[seat] += s as f64;
        }
    }
    let finished = (games - result.unfinished).max(1) as f64;
    for s in &mut result.mean_scores {
        *s /= finished;
    }
    result.mean_actions = total_actions as f64 / games.max(1) as f64;
    if games == 0 {
        result.min_actions = 0;
    }
    Ok(result)
}
