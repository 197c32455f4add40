//! Play by link between devices, with no server: a game travels as a link whose URL
//! fragment carries the whole game (options, seed and actions), compressed. A fragment is
//! never sent to a server, so the game stays between the players; the same content can be
//! a file. The receiving device replays the actions with its own engine, so a tampered or
//! illegal action list is refused rather than trusted. The link, the file and the problem
//! report (everything `table replay` needs to rebuild a game exactly as the reporting
//! browser had it) are codecs of the game's record: [`crate::format::share`] and
//! [`crate::format::report`]. Here: how an incoming game relates to the copy saved here.

pub use crate::format::report::{
    problem_report_json, ProblemReport, ReportError, REPORT_FORMAT, REPORT_VERSION,
};
pub use crate::format::share::*;

use crate::storage::SaveRecord;
use serde_json::Value;

/// Whether an imported file's text is a shared game (else it is read as a saved game).
pub fn is_shared_file(text: &str) -> bool {
    let value = serde_json::from_str::<Value>(text).ok();
    value.as_ref().and_then(|v| v.get("format")).and_then(Value::as_str) == Some(SHARED_FORMAT)
}

/// Link length check for the UI's advice (send the link, or the file).
pub fn link_fits_messaging(fragment: &str) -> bool {
    fragment.chars().count() <= LINK_CHARS_FOR_MESSAGING
}

/// How an incoming shared game relates to the local save with the same id. The UI saves on
/// `New` and `Newer`, opens the local copy on `Same` and `Older`, and refuses `Diverged`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Merge {
    /// No local copy.
    New,
    /// The incoming game continues the local one by `added` actions.
    Newer {
        added: usize,
    },
    Same,
    /// The local game continues the incoming one: the link is `missing` actions behind.
    Older {
        missing: usize,
    },
    /// Not the same game (another id, kind, seed or options), or the two went separate
    /// ways: neither action list extends the other.
    Diverged,
}

/// Compares `incoming` with the local save of the same id, by their action lists.
pub fn merge(existing: Option<&SaveRecord>, incoming: &SharedGame) -> Merge {
    let Some(existing) = existing else { return Merge::New };
    let Ok(local) = SharedGame::from_record(existing) else { return Merge::Diverged };
    let same_game = local.id == incoming.id
        && local.kind == incoming.kind
        && local.seed == incoming.seed
        && local.options == incoming.options;
    if !same_game {
        return Merge::Diverged;
    }
    let (mine, theirs) = (&local.actions, &incoming.actions);
    if mine == theirs {
        Merge::Same
    } else if theirs.starts_with(mine) {
        Merge::Newer { added: theirs.len() - mine.len() }
    } else if mine.starts_with(theirs) {
        Merge::Older { missing: mine.len() - theirs.len() }
    } else {
        Merge::Diverged
    }
}
