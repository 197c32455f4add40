//! Computer moves, for both games, through one door: a request (the seat's view, the legal
//! actions, a seed and a ticket, made by `crate::table::Table`) and an answer delivered later.
//! The screens only see that shape, so a Web Worker running the search (issue 9) replaces
//! the body of [`ask`] without touching them. The table drops an answer whose ticket is no
//! longer current (an undo, a reload or another move came in between).

use super::timer::{after, computer_pause_ms, Timeout};
use crate::core::{Bot, Game, RandomBot, Rng};
use crate::table::{ComputerAnswer, ComputerRequest};

/// A computer thinking; dropping it abandons the request (its answer never comes).
pub struct Thinking {
    _timer: Timeout,
}

/// Asks the computer seat of `request` for its move; `on_answer` gets it after the pause
/// people need to follow the game.
pub fn ask<G: Game + 'static>(
    request: ComputerRequest<G>,
    on_answer: impl FnOnce(ComputerAnswer<G>) + 'static,
) -> Thinking {
    let timer = after(computer_pause_ms(), move || {
        let action = choose(&request);
        on_answer(ComputerAnswer { ticket: request.ticket, action });
    });
    Thinking { _timer: timer }
}

/// Today every level plays a uniformly random legal action (the search of issue 9 will
/// use `request.level`), chosen from the seat's view only.
fn choose<G: Game>(request: &ComputerRequest<G>) -> G::Action {
    let mut rng = Rng::new(request.seed);
    <RandomBot as Bot<G>>::choose(&mut RandomBot, &request.view, &request.legal, &mut rng)
}
