//! Watching a saved game move by move (docs/records.md "Replay"): every position of a game rebuilt
//! from its options, seed and actions, the turns and rounds it went through, and the score race
//! over those rounds. Pure, so the replay screen and the end screen's charts only draw what is
//! computed and tested here.

use moonvale_rules::core::{Game, LoggedAction, Seat, Session};

/// Every position of one game, from its setup (step 0) to after its last action (step
/// `len()`). Built once when a replay opens: a few hundred positions of a few kilobytes.
#[derive(Clone, Debug)]
pub struct Replay<G: Game> {
    states: Vec<G>,
    log: Vec<LoggedAction<G>>,
}

impl<G: Game> Replay<G> {
    /// Rebuilds every position by replaying the session's actions with the engine; refuses
    /// a session whose actions do not lead to its own state (a damaged save), so what the
    /// replay shows is what was played.
    pub fn new(session: &Session<G>) -> Result<Self, String> {
        let mut replayed =
            Session::<G>::new(session.options.clone(), session.seed).map_err(|e| e.to_string())?;
        let mut states = Vec::with_capacity(session.log.len() + 1);
        states.push(replayed.state.clone());
        for (index, logged) in session.log.iter().enumerate() {
            replayed
                .apply(logged.action.clone())
                .map_err(|e| format!("action {}: {e}", index + 1))?;
            states.push(replayed.state.clone());
        }
        if replayed.state != session.state || replayed.log != session.log {
            return Err("the actions do not lead to the saved position".to_string());
        }
        Ok(Replay { states, log: replayed.log })
    }

    /// The number of actions: the steps go from 0 (the setup) to this.
    pub fn len(&self) -> usize {
        self.log.len()
    }

    pub fn is_empty(&self) -> bool {
        self.log.is_empty()
    }

    /// The position after `step` actions (the last one for a step past the end).
    pub fn state(&self, step: usize) -> &G {
        &self.states[step.min(self.len())]
    }

    pub fn log(&self) -> &[LoggedAction<G>] {
        &self.log
    }

    /// The action that led to `step` (none at the setup), to highlight it.
    pub fn action_before(&self, step: usize) -> Option<&LoggedAction<G>> {
        step.checked_sub(1).and_then(|i| self.log.get(i))
    }

    /// The step after each round (see [`round_ends`]).
    pub fn round_ends(&self) -> Vec<usize> {
        round_ends(&self.log, self.states[0].player_count())
    }

    /// The score race: each seat's total at the setup and after each round (`total` reads
    /// one seat's headline figure from the engine's score).
    pub fn score_race(&self, total: impl Fn(&G::Score) -> i64) -> Vec<RacePoint> {
        self.race_over_rounds(|state| state.score().iter().map(&total).collect())
    }

    /// A race over the rounds whose figures the engine reads from each position (every
    /// seat's, in seat order): a game whose running score leaves something to the end
    /// (Via Nebula's storage charge) reads the score "if the game ended now".
    pub fn race_over_rounds(&self, figures: impl Fn(&G) -> Vec<i64>) -> Vec<RacePoint> {
        let mut steps = vec![0];
        steps.extend(self.round_ends());
        self.race_at(steps, figures)
    }

    /// The setup and the step after each action `counts` picks (Nova Luna's solo has one
    /// seat, so no rounds: its race goes tile by tile); each point's `round` is how many such
    /// actions were played.
    pub fn steps_after(&self, counts: impl Fn(&LoggedAction<G>) -> bool) -> Vec<usize> {
        let mut steps = vec![0];
        steps.extend((0..self.log.len()).filter(|&i| counts(&self.log[i])).map(|i| i + 1));
        steps
    }

    /// The figures at `steps` (numbered from 0 as the points' `round`).
    pub fn race_at(&self, steps: Vec<usize>, figures: impl Fn(&G) -> Vec<i64>) -> Vec<RacePoint> {
        steps
            .into_iter()
            .enumerate()
            .map(|(round, step)| RacePoint { round, step, totals: figures(self.state(step)) })
            .collect()
    }
}

/// Where each seat's turns begin: a turn is a run of actions by the same seat.
pub fn turn_starts<G: Game>(log: &[LoggedAction<G>]) -> Vec<usize> {
    (0..log.len()).filter(|&i| i == 0 || log[i].seat != log[i - 1].seat).collect()
}

/// The step after each round: a round is as many turns as there are players (in Nova Luna,
/// where the last on the moon track plays next, a round is that many turns whoever took
/// them). The last step ends the last round even when it is not complete.
pub fn round_ends<G: Game>(log: &[LoggedAction<G>], players: usize) -> Vec<usize> {
    let starts = turn_starts(log);
    let players = players.max(1);
    let mut ends: Vec<usize> = starts.iter().skip(players).step_by(players).copied().collect();
    if !log.is_empty() && ends.last() != Some(&log.len()) {
        ends.push(log.len());
    }
    ends
}

/// One point of the score race.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RacePoint {
    /// 0 at the setup, then 1, 2, ... after each round.
    pub round: usize,
    /// The step (actions played) at that point.
    pub step: usize,
    /// Each seat's total there.
    pub totals: Vec<i64>,
}

/// The seats a replay may be watched as: at the end everything is public, so any seat;
/// before the end only the seat of the person at the device, so a replay never shows a
/// hidden hand that the live game would not.
pub fn replay_eyes(over: bool, players: usize, at_device: Seat) -> Vec<Seat> {
    if over {
        (0..players).collect()
    } else {
        vec![at_device]
    }
}
