//! The problem report: a file with everything `table replay` needs to rebuild a game exactly
//! as the reporting browser had it (its record and header, with the session's log as it was
//! played, the build and the browser).

use super::saved::SaveRecord;
use super::share::SharedGame;
use crate::record::{GameTitle, Header, MovesError, PlayerInfo, Record};
use moonvale_rules::core::{Game, GameKind};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What a problem report says it is.
pub const REPORT_FORMAT: &str = "moonvale-report";
/// Version of the [`ProblemReport`] layout.
pub const REPORT_VERSION: u32 = 1;

/// A problem report: the game as the reporting browser had it, with the build and browser
/// it ran in. `table replay` rebuilds it and checks every recorded event, so a difference
/// between the engine that played and the one replaying shows at once.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProblemReport {
    /// Always [`REPORT_FORMAT`].
    pub format: String,
    pub version: u32,
    /// Which build of Moonvale made it (a commit id, say).
    pub build: String,
    pub user_agent: String,
    pub made_ms: u64,
    pub kind: GameKind,
    pub title: GameTitle,
    #[serde(deserialize_with = "crate::names::players")]
    pub players: Vec<PlayerInfo>,
    pub options: Value,
    #[serde(with = "crate::record::seed_text")]
    pub seed: u64,
    pub actions: Vec<Value>,
    /// The session's log as saved: each action with its seat and events.
    pub log: Vec<Value>,
    /// The engine's state version that played the game.
    pub state_version: u32,
}

/// Why a problem report could not be written. Its [`Display`] is the sentence shown when the
/// download fails, as before.
///
/// [`Display`]: std::fmt::Display
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReportError {
    /// The saved game does not open as its game ([`SaveRecord::record`]).
    Moves(MovesError),
    /// The record does not replay ([`crate::record::RecordError`]), in its words.
    Replay(String),
    /// The log or the report does not write as JSON (serde's message).
    Json(String),
}

impl std::fmt::Display for ReportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReportError::Moves(e) => e.fmt(f),
            ReportError::Replay(e) | ReportError::Json(e) => f.write_str(e),
        }
    }
}

impl std::error::Error for ReportError {}

impl From<MovesError> for ReportError {
    fn from(error: MovesError) -> ReportError {
        ReportError::Moves(error)
    }
}

/// The sentence, for the codes that still report errors as text.
impl From<ReportError> for String {
    fn from(error: ReportError) -> String {
        error.to_string()
    }
}

/// The report of a game of `G` (pretty JSON): its session is built by one replay, and its
/// log written whole, events included.
pub fn encode<G: Game>(
    header: &Header,
    record: &Record<G>,
    build_id: &str,
    user_agent: &str,
    now_ms: u64,
) -> Result<String, ReportError> {
    let session = record.session().map_err(|e| ReportError::Replay(e.to_string()))?;
    let shared = SharedGame::of(header, record);
    let log = session
        .log
        .iter()
        .map(|logged| serde_json::to_value(logged).map_err(|e| ReportError::Json(e.to_string())))
        .collect::<Result<Vec<Value>, ReportError>>()?;
    let report = ProblemReport {
        format: REPORT_FORMAT.to_string(),
        version: REPORT_VERSION,
        build: build_id.to_string(),
        user_agent: user_agent.to_string(),
        made_ms: now_ms,
        kind: shared.kind,
        title: shared.title,
        players: shared.players,
        options: shared.options,
        seed: shared.seed,
        actions: shared.actions,
        log,
        state_version: G::STATE_VERSION,
    };
    serde_json::to_string_pretty(&report).map_err(|e| ReportError::Json(e.to_string()))
}

/// The report file's content for a saved game (pretty JSON).
pub fn problem_report_json(
    record: &SaveRecord,
    build_id: &str,
    user_agent: &str,
    now_ms: u64,
) -> Result<String, ReportError> {
    moonvale_rules::with_game!(record.kind, G => {
        let typed = record.record::<G>()?;
        encode(&record.header(), &typed, build_id, user_agent, now_ms)
    })
}
