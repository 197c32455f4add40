//! The door of a view from outside (another device's message, a worker's request): what
//! [`Game::check_view`](crate::core::Game::check_view) and its kin ask of a Nova Luna view,
//! an action or an event said with it. A view passes when its seats, tiles, spaces and
//! counters are in range and each tile is in one place only, a state drawn from it keeps
//! every tile and disc (the property checks' invariants: `audit.rs`) and shows the same view
//! again, so nothing downstream (the wheel's drawing, a search) indexes out of range.

use super::engine::{NovaLuna, TRACK_SPACES, WHEEL_SPACES};
use super::tiles::{TileId, TILE_COUNT};
use super::types::*;
use crate::core::testing::Audit;
use crate::core::{ensure, Game, Rng, Seat, ViewError};

/// The furthest a marker can have come: every tile taken by one seat, each of at most 7
/// spaces. The most arrivals: one per tile taken.
const MAX_PROGRESS: u16 = 7 * TILE_COUNT as u16;
const MAX_ARRIVALS: u16 = TILE_COUNT as u16 + 4;
/// The largest sum of tile numbers (every tile on one tableau).
const MAX_TILE_NUMBERS: u32 = 7 * TILE_COUNT as u32;

pub(super) fn tile_in(tile: TileId) -> Result<(), ViewError> {
    ensure((1..=TILE_COUNT).contains(&usize::from(tile.0)), || format!("no tile {}", tile.0))
}

fn seat_in(n: usize, seat: Seat) -> Result<(), ViewError> {
    ensure(seat < n, || format!("no seat {seat} among {n}"))
}

fn space_in(space: u8) -> Result<(), ViewError> {
    ensure(usize::from(space) < WHEEL_SPACES, || format!("no wheel space {space}"))
}

fn cell_in(x: i32, y: i32) -> Result<(), ViewError> {
    let fits = i8::try_from(x).is_ok() && i8::try_from(y).is_ok();
    ensure(fits, || format!("no cell ({x}, {y}) on a tableau"))
}

impl NovaLuna {
    /// What drawing a state from `view` needs ([`NovaLuna::from_view`]): seats as many as
    /// the options say, the viewer among them, tiles that exist and lie in one place each,
    /// the moon pawn on the wheel, counters in range. Cheap: a search draws a state from the
    /// view at every iteration.
    pub(super) fn check_view_shape(view: &NovaLunaView) -> Result<(), ViewError> {
        let n = view.players.len();
        ensure(n == view.options.players && (1..=4).contains(&n), || format!("{n} players"))?;
        seat_in(n, view.viewer)?;
        space_in(view.moon_pawn)?;
        let mut seen = [false; TILE_COUNT];
        let mut once = |tile: TileId| -> Result<(), ViewError> {
            tile_in(tile)?;
            let slot = &mut seen[tile.index()];
            ensure(!std::mem::replace(slot, true), || format!("tile {} twice", tile.0))
        };
        for &tile in view.wheel.iter().flatten() {
            once(tile)?;
        }
        for p in &view.players {
            for placed in &p.tableau {
                once(placed.tile)?;
            }
            ensure(p.discs_left <= view.options.discs_for_tasks(), || "too many discs".into())?;
            if let Some(m) = p.marker {
                ensure(m.progress <= MAX_PROGRESS && m.arrival <= MAX_ARRIVALS, || {
                    "a marker further than the game goes".into()
                })?;
            }
        }
        match view.stage {
            Stage::Choose { seat } => seat_in(n, seat),
            Stage::Place { seat, tile } => {
                seat_in(n, seat)?;
                once(tile)
            }
            Stage::Over { .. } => Ok(()),
        }?;
        let solo = view.solo_phase.is_some();
        ensure(solo == (n == 1) && view.solo_phase.is_none_or(|p| p == 1 || p == 2), || {
            "a solo phase for a game of several, or none for one alone".into()
        })?;
        view.solo_phase_one.as_ref().map_or(Ok(()), check_phase_one)
    }

    /// [`Game::check_view`] for Nova Luna.
    pub(super) fn check_whole_view(view: &NovaLunaView) -> Result<(), ViewError> {
        Self::check_view_shape(view)?;
        for &space in &view.takeable {
            space_in(space)?;
        }
        let sampled = NovaLuna::from_view(view, &mut Rng::new(0))?;
        sampled.check_invariants().map_err(ViewError)?;
        let again = serde_json::to_value(sampled.view(view.viewer));
        ensure(again.ok() == serde_json::to_value(view).ok(), || {
            "it is not what a state drawn from it shows".into()
        })
    }

    /// [`Game::check_action`] for Nova Luna: a wheel space, or a cell a tableau can hold.
    pub(super) fn check_action_in(
        _view: &NovaLunaView,
        action: &NovaLunaAction,
    ) -> Result<(), ViewError> {
        match *action {
            NovaLunaAction::Take { space } => space_in(space),
            NovaLunaAction::Place { x, y } => cell_in(x, y),
            NovaLunaAction::Refill | NovaLunaAction::EndPhaseOne => Ok(()),
        }
    }

    /// [`Game::check_event`] for Nova Luna: the seats, tiles, spaces and cells it names
    /// exist.
    pub(super) fn check_event_in(
        view: &NovaLunaView,
        event: &NovaLunaEvent,
    ) -> Result<(), ViewError> {
        let n = view.players.len();
        match event {
            NovaLunaEvent::Refilled { seat, fills, .. } => {
                seat_in(n, *seat)?;
                fills.iter().try_for_each(|fill| {
                    space_in(fill.space)?;
                    tile_in(fill.tile)
                })
            }
            NovaLunaEvent::TileTaken { seat, tile, space, marker } => {
                seat_in(n, *seat)?;
                tile_in(*tile)?;
                space_in(*space)?;
                let Some(m) = marker else { return Ok(()) };
                let on_track = |s: u8| u16::from(s) < TRACK_SPACES;
                ensure(on_track(m.from) && on_track(m.to), || "off the moon track".into())?;
                m.on_top_of.iter().try_for_each(|&s| seat_in(n, s))
            }
            NovaLunaEvent::TilePlaced { seat, tile, x, y } => {
                seat_in(n, *seat)?;
                tile_in(*tile)?;
                cell_in(*x, *y)
            }
            NovaLunaEvent::DiscPlaced { seat, tile, x, y, task, .. } => {
                seat_in(n, *seat)?;
                tile_in(*tile)?;
                cell_in(*x, *y)?;
                ensure(*task < 3, || format!("no task {task}"))
            }
            NovaLunaEvent::PhaseOneEnded { score } => check_phase_one(score),
            NovaLunaEvent::TurnPassed { seat } => seat_in(n, *seat),
            NovaLunaEvent::GameEnded { winners, .. } => {
                winners.iter().try_for_each(|&s| seat_in(n, s))
            }
        }
    }
}

/// A solo phase 1's score as the rules make it (`SoloPhaseScore::compute`): its sums add up.
fn check_phase_one(score: &SoloPhaseScore) -> Result<(), ViewError> {
    let adds_up = score.phase == 1
        && score.discs_target == 8
        && score.discs_missing == score.discs_target.saturating_sub(score.discs_placed)
        && score.penalty == 10 * u32::from(score.discs_missing)
        && score.tile_numbers <= MAX_TILE_NUMBERS
        && score.discs_placed <= 21
        && score.score == score.tile_numbers + score.penalty;
    ensure(adds_up, || "a phase 1 score that does not add up".into())
}
