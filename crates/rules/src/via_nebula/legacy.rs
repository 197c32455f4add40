//! Reading logs saved before the card powers asked their choices in steps: Airway, Store and
//! Express Delivery were then one action each (`move_tile`, `swap_resource`, `add_resource`
//! right after the build). Such a log no longer replays; [`ViaNebula::upgrade_actions`]
//! rewrites it into today's steps, so a saved game can be rebuilt from its options, seed and
//! upgraded actions (`Session::replay`).

use super::content::Power;
use super::state::ViaNebula;
use super::types::*;
use crate::core::{Game, SetupError};

impl ViaNebula {
    /// The actions of an old log with each one-step power choice preceded by the first step
    /// it now needs; a log that needs nothing comes back unchanged. Stops at the first action
    /// the rules refuse (the caller's replay then reports it).
    pub fn upgrade_actions(
        options: &Options,
        seed: u64,
        actions: &[Action],
    ) -> Result<Vec<Action>, SetupError> {
        let mut state = ViaNebula::new(options, seed)?;
        let mut out = Vec::with_capacity(actions.len());
        for (i, &action) in actions.iter().enumerate() {
            if let Some(first) = state.first_step_of(&action) {
                if state.apply(&first).is_ok() {
                    out.push(first);
                }
            }
            out.push(action);
            if state.apply(&action).is_err() {
                out.extend_from_slice(&actions[i + 1..]);
                break;
            }
        }
        Ok(out)
    }

    /// The first step an old one-step power action now needs, if it is one.
    fn first_step_of(&self, action: &Action) -> Option<Action> {
        let pending = self.pending.filter(|p| p.step == Step::Offered)?;
        match (pending.power, *action) {
            (Power::Airway, Action::MoveTile { from, .. }) => Some(Action::LiftTile { hex: from }),
            (Power::Store, Action::SwapResource { from, give, .. }) => {
                Some(Action::GiveResource { from, resource: give })
            }
            (Power::ExpressDelivery, Action::AddResource { hex, half, .. }) => {
                Some(Action::ChooseSite { hex, half })
            }
            _ => None,
        }
    }
}
