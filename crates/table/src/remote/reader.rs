//! The guest's door for the host's messages (docs/playing-together.md "The protocol"):
//! everything a host sends is read here before the guest's screen uses any of it, and refused
//! whole if any part could not come from this game: a view that fails the game's own check
//! (`Game::check_view`), or is not this seat's, a choice or an event naming a hex, a card or
//! a tile that is not there, a seat that is not at the table. The guest then says it cannot
//! read what the host sent, and keeps its last good position; it never panics on it.

use super::{HostMessage, PROTOCOL};
use crate::strict::unique_keys;
use moonvale_rules::core::{Game, Outcome, Rng, Seat, ViewError};

/// The longest message a guest reads. A position carries the whole view (a custom board's
/// content in full, about 20 KB) and the log, whole after a join (well under 100 KB for a
/// whole game).
pub const MAX_HOST_MESSAGE_BYTES: usize = 1024 * 1024;
/// The longest reason of a refusal a guest shows.
pub const MAX_REASON_CHARS: usize = 1_000;

/// Why a host's message was not taken (for the console: the person is told only that the
/// device cannot read it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable(pub String);

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the host's message cannot be read: {}", self.0)
    }
}

impl From<ViewError> for Unreadable {
    fn from(e: ViewError) -> Unreadable {
        Unreadable(e.to_string())
    }
}

fn ensure(holds: bool, what: impl FnOnce() -> String) -> Result<(), Unreadable> {
    if holds {
        Ok(())
    } else {
        Err(Unreadable(what()))
    }
}

/// Reads a message of the host's to the guest playing `seat`, in a game of `players` seats
/// as the host's welcome named them (`None` before the welcome): the message, or why it
/// cannot be used.
pub fn read_host_message<G: Game>(
    text: &str,
    seat: Seat,
    players: Option<usize>,
) -> Result<HostMessage<G>, Unreadable> {
    ensure(text.len() <= MAX_HOST_MESSAGE_BYTES, || {
        format!("longer than {MAX_HOST_MESSAGE_BYTES} bytes")
    })?;
    unique_keys(text).map_err(Unreadable)?;
    let message: HostMessage<G> =
        serde_json::from_str(text).map_err(|e| Unreadable(e.to_string()))?;
    match &message {
        HostMessage::Welcome { protocol, seat: welcomed, players: names, options, .. } => {
            ensure(*protocol == PROTOCOL, || format!("protocol {protocol}"))?;
            ensure(*welcomed == seat, || format!("a welcome to seat {welcomed}"))?;
            ensure(G::PLAYERS.contains(&names.len()), || format!("{} players", names.len()))?;
            // Options the engine sets up, for as many seats as the welcome names.
            let seats = G::new(options, 0).map(|game| game.player_count());
            ensure(seats.as_ref().is_ok_and(|&n| n == names.len()), || match seats {
                Ok(n) => format!("options for {n} players"),
                Err(e) => format!("options refused: {e}"),
            })?;
        }
        HostMessage::Position { .. } => check_position(&message, seat, players)?,
        HostMessage::Refused { reason, .. } => {
            ensure(reason.chars().count() <= MAX_REASON_CHARS, || "a reason too long".into())?;
        }
        HostMessage::TakenBack { seat: taken } => {
            ensure(*taken == seat, || format!("seat {taken} taken back"))?;
        }
        HostMessage::NextGame { game, .. } => {
            let fits = !game.is_empty()
                && game.chars().count() <= super::MAX_GAME_ID_CHARS
                && game.chars().all(|c| c.is_ascii_alphanumeric() || "-_.:".contains(c));
            ensure(fits, || "a next game with an id no host makes".into())?;
        }
    }
    Ok(message)
}

/// A position is this seat's view of this game, with what goes with it in range.
fn check_position<G: Game>(
    message: &HostMessage<G>,
    seat: Seat,
    players: Option<usize>,
) -> Result<(), Unreadable> {
    let HostMessage::Position {
        position,
        to_act,
        view,
        log_from,
        log,
        choices,
        outcome,
        connected,
        away,
        ..
    } = message
    else {
        return Ok(());
    };
    G::check_view(view)?;
    // The view is this seat's, of the game it shows (its state drawn once: the view passed).
    let state = G::sample_state(view, &mut Rng::new(0))?;
    let n = state.player_count();
    let again = serde_json::to_value(state.view(seat)).ok();
    ensure(again.is_some() && again == serde_json::to_value(view).ok(), || {
        format!("a view that is not seat {seat}'s")
    })?;
    ensure(players.is_none_or(|p| p == n), || format!("{n} seats, not as welcomed"))?;
    ensure(*to_act == state.to_act(), || "a seat to act the view does not say".into())?;
    ensure(log_from.checked_add(log.len()) == Some(*position), || {
        "a position number that is not the log's".into()
    })?;
    for choice in choices {
        G::check_action(view, choice)?;
    }
    for seen in log {
        ensure(seen.seat < n, || format!("an action of seat {}", seen.seat))?;
        for event in &seen.events {
            G::check_event(view, event)?;
        }
    }
    if let Some(outcome) = outcome {
        check_outcome(outcome, n)?;
    }
    ensure(connected.iter().chain(away).all(|&s| s < n), || "a device of no seat".into())
}

/// An outcome names every seat's score and only seats of the game.
fn check_outcome(outcome: &Outcome, n: usize) -> Result<(), Unreadable> {
    let seats_in = outcome.winners.iter().chain(outcome.standings.iter().flatten()).all(|&s| s < n);
    ensure(outcome.scores.len() == n && seats_in, || "an outcome of other seats".into())
}
