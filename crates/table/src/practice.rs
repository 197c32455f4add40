//! Practice from a position (docs/review.md "Review", "Play on from here"): a new game that begins
//! at a step of another game's replay or review, with the same options and seed and the
//! actions before that step played again (so the same cards and tiles come next), each seat
//! a person or a computer at a level as chosen. It is a practice game: its origin is saved
//! with it ([`PracticeOrigin`]) and shown, and it is kept out of the statistics and the
//! rating (`SaveStore::record_finished` leaves it out). Undo never goes back past its start.

use crate::record::{Header, PracticeOrigin, Record};
use crate::storage::{PlayerInfo, SaveRecord};
use moonvale_rules::core::{Game, Session};

/// Why a game cannot be played on from a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayOnRefusal {
    /// The step is past the game's last action.
    NoSuchStep,
    /// The game is over at that step: nothing is left to play.
    Over,
    /// The seats chosen are not one per seat of the game.
    Seats,
    /// The actions before the step do not replay (a damaged record).
    Replay(String),
}

/// The saved record of a practice game played on from step `step` of the game `from` (its
/// header and session), under `id`, with `players` (one per seat: the names and colours of
/// the game, each a person or a computer as chosen), made at `now_ms`.
pub fn play_on<G: Game>(
    from: &Header,
    session: &Session<G>,
    step: usize,
    players: Vec<PlayerInfo>,
    id: String,
    now_ms: u64,
) -> Result<SaveRecord, PlayOnRefusal> {
    if step > session.log.len() {
        return Err(PlayOnRefusal::NoSuchStep);
    }
    if players.len() != from.players.len() {
        return Err(PlayOnRefusal::Seats);
    }
    let record = Record::<G> {
        options: session.options.clone(),
        seed: session.seed,
        actions: session.log[..step].iter().map(|l| l.action.clone()).collect(),
        // The position it starts from is the replay's: undo never goes back past it.
        undo_floor: step,
    };
    let replayed = record.session().map_err(|e| PlayOnRefusal::Replay(e.to_string()))?;
    if replayed.state.is_over() {
        return Err(PlayOnRefusal::Over);
    }
    let header = Header {
        id,
        kind: G::KIND,
        title: from.title.clone(),
        players,
        created_ms: now_ms,
        last_played_ms: now_ms,
        assisted: false,
        practice: Some(PracticeOrigin { from: from.id.clone(), title: from.title.clone(), step }),
    };
    Ok(SaveRecord::of(header, &record, None))
}
