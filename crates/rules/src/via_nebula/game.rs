//! The [`Game`] contract: each method hands over to the module that holds its rule.

use super::state::ViaNebula;
use super::types::*;
use super::view::View;
use crate::core::{Game, GameKind, Outcome, Rng, Seat, SetupError, ViewError};

impl Game for ViaNebula {
    const KIND: GameKind = GameKind::ViaNebula;
    /// 2: the rule corrections in docs/RULINGS.md (2-3 player special lots, the fifth building's
    /// power, powers asked in steps). Saves of version 1 are rebuilt from their actions
    /// (`storage::game_validators`).
    const STATE_VERSION: u32 = 2;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=4;
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Error = Error;
    type View = View;
    type Score = Score;

    fn options_for(players: usize) -> Options {
        Options::new(players as u8, super::Side::Beginner)
    }

    /// Saves of state version 1 ask each power's choice in one step: the first step it now
    /// needs is put before it.
    fn upgrade_log(options: &Options, seed: u64, actions: &[Action]) -> Vec<Action> {
        ViaNebula::upgrade_actions(options, seed, actions).unwrap_or_else(|_| actions.to_vec())
    }

    fn new(options: &Options, seed: u64) -> Result<Self, SetupError> {
        ViaNebula::new_game(options, seed)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn player_count(&self) -> usize {
        self.n()
    }

    fn to_act(&self) -> Option<Seat> {
        (!self.over).then_some(self.current as usize)
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        self.legal_actions_into_list(out)
    }

    /// The end of a turn with nothing left to choose, and the choice that has no effect by
    /// itself: Distillery's power on the fifth building (docs/RULINGS.md, ruling 14), still
    /// offered by the rules, is used for the player (it gives nothing: the turn ends).
    fn automatic_action(&self) -> Option<Action> {
        if self.pending_power_is_lost() {
            return Some(Action::UsePower);
        }
        self.forced_turn_end()
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, Error> {
        self.apply_checked(action)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome_of()
    }

    fn view(&self, seat: Seat) -> View {
        self.scrubbed_for(seat as u8)
    }

    fn check_view(view: &View) -> Result<(), ViewError> {
        ViaNebula::check_whole_view(view)
    }

    fn check_action(view: &View, action: &Action) -> Result<(), ViewError> {
        ViaNebula::check_action_in(view, action)
    }

    fn check_event(view: &View, event: &Event) -> Result<(), ViewError> {
        ViaNebula::check_event_in(view, event)
    }

    fn sample_state(view: &View, rng: &mut Rng) -> Result<Self, ViewError> {
        ViaNebula::sample_from(view, rng)
    }

    fn score(&self) -> Vec<Score> {
        (0..self.players).map(|s| self.score_of(s)).collect()
    }
}
