//! Interactive tutorials (docs/tutorials.md "Learning to play: the tutorials"): a prepared position
//! played with the real engine, one step at a time. Each step says what to do and why (a message of
//! the game's catalogue), wants one move of the learner (or only to be read), answers any other
//! choice with a sentence saying why this step wants something else, and then plays the other
//! seats' moves. A tutorial is data (`<game>.json` here, validated by `tests/tutorial_*.rs`), so
//! the UI, the tests and the command line all read the same script; progress is a step
//! number, since the position at any step is rebuilt from the seed and the moves.

use moonvale_rules::core::{Game, Session};
use serde::{Deserialize, Serialize};

/// One step of a tutorial.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
pub struct Step<G: Game> {
    /// The message (in the game's catalogue) that says what to do and why.
    pub say: String,
    /// The learner's move this step asks for; none for a step that is only read ("Next").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wants: Option<G::Action>,
    /// The message answering any other choice: why this step wants something else.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub other: Option<String>,
    /// The other seats' moves, played by the tutorial once the step is done.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub then: Vec<G::Action>,
    /// The rules topics this step shows, so that the rules help can link to it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub topics: Vec<String>,
}

/// A whole tutorial: where it starts and its steps.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
pub struct Tutorial<G: Game> {
    pub options: G::Options,
    pub seed: u64,
    /// The moves, from the setup of `seed`, that make the prepared position.
    #[serde(default)]
    pub prepare: Vec<G::Action>,
    /// The names of the seats, learner first (message ids of the game's catalogue).
    pub seats: Vec<String>,
    pub steps: Vec<Step<G>>,
}

/// How the tutorial takes a choice of the learner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The step's move: the tutorial goes on.
    Right,
    /// Another move the rules would allow: the message saying why this step wants another.
    Other(String),
    /// A step that is only read: no move is taken now.
    ReadOnly,
}

impl<G: Game> Tutorial<G> {
    /// Reads a tutorial script; the checks of its moves are `check`'s.
    pub fn parse(json: &str) -> Result<Self, String> {
        serde_json::from_str(json).map_err(|e| format!("tutorial script: {e}"))
    }

    /// The position at the start of step `step` (`steps.len()`: after the last), rebuilt
    /// from the seed and the moves, so a tutorial resumes from its step number alone.
    /// Moves the rules make by themselves (`Game::automatic_action`) are played as the
    /// table plays them.
    pub fn session_at(&self, step: usize) -> Result<Session<G>, String> {
        let mut session =
            Session::<G>::new(self.options.clone(), self.seed).map_err(|e| e.to_string())?;
        for (i, action) in self.prepare.iter().enumerate() {
            play(&mut session, action, &format!("preparation move {i}"))?;
        }
        for (k, step) in self.steps.iter().take(step).enumerate() {
            if let Some(wanted) = &step.wants {
                play(&mut session, wanted, &format!("step {k}"))?;
            }
            for action in &step.then {
                play(&mut session, action, &format!("step {k}, the other seats' move"))?;
            }
        }
        Ok(session)
    }

    /// The tutorial's answer to the learner choosing `action` at step `step`.
    pub fn answer(&self, step: usize, action: &G::Action) -> Answer {
        let Some(current) = self.steps.get(step) else { return Answer::ReadOnly };
        match &current.wants {
            None => Answer::ReadOnly,
            Some(wanted) if wanted == action => Answer::Right,
            Some(_) => Answer::Other(current.other.clone().unwrap_or_default()),
        }
    }

    /// The steps that show `topic`, for the rules help's links.
    pub fn steps_showing(&self, topic: &str) -> Vec<usize> {
        (0..self.steps.len()).filter(|&k| self.steps[k].topics.iter().any(|t| t == topic)).collect()
    }

    /// Every move of the script is legal when it comes: the preparation, each step's wanted
    /// move (the learner's seat to act, the move listed), each of the other seats' moves
    /// (another seat to act); a step that wants a move says why others are not it; the
    /// learner is never left to act during a step that is only read.
    pub fn check(&self) -> Result<(), String> {
        if self.seats.len() != self.session_at(0)?.state.player_count() {
            return Err("one name per seat".into());
        }
        for (k, step) in self.steps.iter().enumerate() {
            let session = self.session_at(k)?;
            let to_act = session.state.to_act();
            match &step.wants {
                Some(wanted) => {
                    if to_act != Some(0) {
                        return Err(format!(
                            "step {k} wants a move, but seat {to_act:?} is to act"
                        ));
                    }
                    if !session.state.legal_actions().contains(wanted) {
                        return Err(format!("step {k}: {wanted:?} is not a legal move"));
                    }
                    if step.other.as_deref().unwrap_or("").is_empty() {
                        return Err(format!("step {k} does not say why another move is not it"));
                    }
                }
                None if !step.then.is_empty() && to_act == Some(0) => {
                    return Err(format!("step {k} is read, yet the learner is to act"));
                }
                None => {}
            }
            let mut after = session.clone();
            if let Some(wanted) = &step.wants {
                play(&mut after, wanted, &format!("step {k}"))?;
            }
            for action in &step.then {
                if after.state.to_act() == Some(0) {
                    return Err(format!(
                        "step {k}: {action:?} is scripted while the learner is to act"
                    ));
                }
                if !after.state.legal_actions().contains(action) {
                    return Err(format!("step {k}: the other seat's {action:?} is not legal"));
                }
                play(&mut after, action, &format!("step {k}, the other seats' move"))?;
            }
        }
        Ok(())
    }

    /// Every message the script names (seats, what each step says, why another move is not
    /// it) exists in every language and formats without an argument.
    pub fn check_messages(&self) -> Result<(), String> {
        let ids = self
            .seats
            .iter()
            .chain(self.steps.iter().flat_map(|s| std::iter::once(&s.say).chain(s.other.iter())));
        let mut problems = Vec::new();
        for id in ids {
            for lang in crate::i18n::Lang::ALL {
                problems.extend(crate::i18n::format(lang, id, &[]).1);
            }
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems.join("\n"))
        }
    }
}

/// Plays `action`, then the moves the rules make by themselves (`Game::automatic_action`),
/// as the table plays them; `what` names the move in the error.
fn play<G: Game>(session: &mut Session<G>, action: &G::Action, what: &str) -> Result<(), String> {
    session.apply(action.clone()).map_err(|e| format!("{what}: {action:?} refused: {e}"))?;
    while let Some(automatic) = session.state.automatic_action() {
        session.apply(automatic).map_err(|e| format!("{what}: automatic move: {e}"))?;
    }
    Ok(())
}

/// The rules help's rules and rulings (message ids) that a tutorial step shows, by topic:
/// the help links each to the first step showing it.
pub const VIA_NEBULA_RULE_TOPICS: &[(&str, &str)] = &[
    ("vn-rules-action-a", "craftsman"),
    ("vn-rules-action-b", "building-site"),
    ("vn-rules-action-c", "fog"),
    ("vn-rules-action-d", "forest"),
    ("vn-rules-action-e", "transport"),
    ("vn-rules-action-f", "build"),
    ("vn-rules-el-meadow", "transport"),
    ("vn-rules-el-token", "craftsman"),
    ("vn-rules-el-exploitation", "craftsman"),
    ("vn-rules-el-fog", "fog"),
    ("vn-rules-el-tile", "fog"),
    ("vn-rules-el-forest", "forest"),
    ("vn-rules-el-ruin", "building-site"),
    ("vn-rules-el-site", "building-site"),
    ("vn-rules-el-building", "build"),
    ("vn-ruling-2", "forest"),
    ("vn-ruling-3", "fog"),
    ("vn-ruling-4", "explorers"),
    ("vn-ruling-6", "transport"),
    ("vn-ruling-10", "surplus-storage"),
    ("vn-ruling-14", "end-scoring"),
];
pub const NOVA_LUNA_RULE_TOPICS: &[(&str, &str)] = &[
    ("nl-rules-take", "take-tile"),
    ("nl-rules-advance", "track"),
    ("nl-rules-next", "next-player"),
    ("nl-rules-place", "place-adjacent"),
    ("nl-rules-tasks", "task-chain"),
    ("nl-rules-refill", "refill"),
    ("nl-rules-end", "end"),
    ("nl-ruling-2", "next-player"),
    ("nl-ruling-4", "task-chain"),
    ("nl-ruling-5", "refill"),
    ("nl-ruling-6", "end"),
    ("nl-rules-el-wheel", "take-tile"),
    ("nl-rules-el-tile", "place-adjacent"),
    ("nl-rules-el-task", "task-chain"),
    ("nl-rules-el-disc", "task-chain"),
];

/// The first step of a script that shows `topic`, read from the script's JSON alone (the
/// rules help has no game type at hand).
pub fn first_step_showing(script: &str, topic: &str) -> Option<usize> {
    let value: serde_json::Value = serde_json::from_str(script).ok()?;
    value.get("steps")?.as_array()?.iter().position(|step| {
        step.get("topics")
            .and_then(|t| t.as_array())
            .is_some_and(|topics| topics.iter().any(|t| t.as_str() == Some(topic)))
    })
}

/// The built-in tutorials.
pub const VIA_NEBULA: &str = include_str!("via-nebula.json");
pub const NOVA_LUNA: &str = include_str!("nova-luna.json");
