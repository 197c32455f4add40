//! Computer players. A bot chooses among the legal actions from what its seat may see
//! (`Game::view`), never from the full state, so it cannot cheat; stronger bots sample full
//! states from the view with `Game::sample_state` and search them (the `moonvale-ai` crate, whose
//! levels are `Bot`s through `moonvale_ai::SearchBot`).

use super::game::Game;
use super::rng::Rng;

/// A computer player that chooses from what its seat may see, never the full state.
pub trait Bot<G: Game> {
    /// Chooses one of `legal` (never empty) for the seat to act.
    fn choose(&mut self, view: &G::View, legal: &[G::Action], rng: &mut Rng) -> G::Action;
}

/// Plays a uniformly random legal action: the first computer opponent, and the baseline
/// stronger ones are measured against.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl<G: Game> Bot<G> for RandomBot {
    fn choose(&mut self, _view: &G::View, legal: &[G::Action], rng: &mut Rng) -> G::Action {
        legal[rng.below(legal.len())].clone()
    }
}

/// Lets the seat to act in `state` choose with `bot`, seeing only its own view.
/// Returns `None` when the game is over.
pub fn bot_move<G: Game>(bot: &mut impl Bot<G>, state: &G, rng: &mut Rng) -> Option<G::Action> {
    let seat = state.to_act()?;
    let legal = state.legal_actions();
    if legal.is_empty() {
        return None;
    }
    Some(bot.choose(&state.view(seat), &legal, rng))
}
