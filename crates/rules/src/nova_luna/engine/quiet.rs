//! The search's quiet apply: the same rules as the checked `Game::apply`, without
//! validation or events (a child module, so it reuses the engine's private rule steps).

use super::*;

/// Where the rules report what happened: the checked `apply` collects events for the log
/// and the UI; a search's `apply_unchecked` builds none (`make` is never called).
pub(super) trait EventSink {
    /// Whether events are kept (so parts built only for them can be skipped).
    const RECORDS: bool;
    fn emit(&mut self, make: impl FnOnce() -> NovaLunaEvent);
}

impl EventSink for Vec<NovaLunaEvent> {
    const RECORDS: bool = true;
    fn emit(&mut self, make: impl FnOnce() -> NovaLunaEvent) {
        self.push(make());
    }
}

pub(super) struct NoEvents;

impl EventSink for NoEvents {
    const RECORDS: bool = false;
    fn emit(&mut self, _make: impl FnOnce() -> NovaLunaEvent) {}
}

impl NovaLuna {
    /// Applies an action taken from this state's own legal list: no validation, no events
    /// (for computer players' searches, as shakmaty's `play_unchecked`). Outside input goes
    /// through the checked `Game::apply`; a test checks both give the same state.
    #[allow(
        clippy::expect_used,
        reason = "the contract of this door is a listed action, and `legal_actions` lists a take only on a space holding a tile"
    )]
    pub fn apply_unchecked(&mut self, action: &NovaLunaAction) {
        let quiet = &mut NoEvents;
        match (&self.stage, action) {
            (&Stage::Place { seat, tile }, &NovaLunaAction::Place { x, y }) => {
                self.place(seat, tile, x, y, quiet)
            }
            (&Stage::Choose { seat }, &NovaLunaAction::Take { space }) => {
                let tile = self.wheel[space as usize].expect("a legal take names a tile");
                self.take(seat, space, tile, quiet)
            }
            (&Stage::Choose { seat }, NovaLunaAction::Refill) => self.refill(seat, quiet),
            (Stage::Choose { .. }, NovaLunaAction::EndPhaseOne) => {
                self.request_end_of_phase_one(quiet)
            }
            _ => debug_assert!(false, "not a legal action: {action:?}"),
        }
    }
}
