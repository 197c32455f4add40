//! Easy: a beginner who looks one action ahead. Each legal action is tried on one full
//! state drawn from the seat's view and judged by the game's cheap evaluation (running
//! score plus potential), so an obvious build or task is never left on the table, but
//! nothing further ahead is seen.

use super::{Candidate, SearchGame, Thought, CANDIDATES_SHOWN};
use crate::core::Rng;

/// Ties between equally good actions are broken at random by noise this small.
const TIE_NOISE: f64 = 1e-6;

pub fn choose<G: SearchGame>(
    view: &G::View,
    legal: &[G::Action],
    rng: &mut Rng,
) -> Thought<G::Action> {
    let me = G::viewer(view);
    let drawn = G::sample_state(view, rng);
    let mut rewards = vec![0.0; drawn.player_count()];
    let mut candidates: Vec<Candidate<G::Action>> = legal
        .iter()
        .map(|action| {
            let mut state = drawn.clone();
            state.apply_unchecked(action);
            state.rewards(&mut rewards);
            let noise = TIE_NOISE * (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
            Candidate { action: action.clone(), value: rewards[me] + noise, visits: 1 }
        })
        .collect();
    candidates.sort_by(|a, b| b.value.total_cmp(&a.value));
    candidates.truncate(CANDIDATES_SHOWN);
    Thought { action: candidates[0].action.clone(), candidates, iterations: 1, millis: 0.0 }
}
