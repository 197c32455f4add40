//! A tiny game used only to test the generic machinery (session, undo, replay, property
//! checks, command-line table) independently of the real engines.
//!
//! Two players take turns. A turn is one or two steps, each adding 1 or 2 to a shared
//! counter, or drawing the top card of a shuffled deck and adding its value; then the player
//! confirms the end of the turn. Whoever brings the counter to `target` or beyond wins.

#![allow(dead_code)]

use moonvale_rules::core::testing::Audit;
use moonvale_rules::core::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToyOptions {
    pub players: usize,
    pub target: u32,
}

impl Default for ToyOptions {
    fn default() -> Self {
        ToyOptions { players: 2, target: 15 }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum ToyAction {
    Add { amount: u32 },
    Draw,
    EndTurn,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum ToyEvent {
    Added { amount: u32 },
    Drew { value: u32 },
    TurnEnded,
    Won { seat: Seat },
}

impl GameEvent for ToyEvent {
    fn disclosure(&self) -> Disclosure {
        match self {
            ToyEvent::Drew { .. } => Disclosure::RandomDraw,
            ToyEvent::TurnEnded => Disclosure::Commitment,
            _ => Disclosure::Public,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToyError {
    NotNow,
    BadAmount,
}

impl std::fmt::Display for ToyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ToyError::NotNow => f.write_str("You cannot do that now"),
            ToyError::BadAmount => f.write_str("You may add only 1 or 2"),
        }
    }
}

impl std::error::Error for ToyError {}
impl RuleError for ToyError {}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Toy {
    options: ToyOptions,
    rng: Rng,
    deck: Vec<u32>,
    pub counter: u32,
    seat: Seat,
    steps: u32,
    winner: Option<Seat>,
}

impl Game for Toy {
    const KIND: GameKind = GameKind::NovaLuna; // any kind: only the generic code reads it
    const STATE_VERSION: u32 = 1;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=4;
    type Options = ToyOptions;
    type Action = ToyAction;
    type Event = ToyEvent;
    type Error = ToyError;
    type View = (u32, Vec<u32>);
    type Score = u32;

    fn options_for(players: usize) -> ToyOptions {
        ToyOptions { players, ..ToyOptions::default() }
    }

    fn new(options: &ToyOptions, seed: u64) -> Result<Self, SetupError> {
        if !Self::PLAYERS.contains(&options.players) {
            return Err(SetupError("2 to 4 players".into()));
        }
        let mut rng = Rng::new(seed);
        let mut deck: Vec<u32> = (1..=9).collect();
        rng.shuffle(&mut deck);
        let seat = rng.below(options.players);
        Ok(Toy { options: options.clone(), rng, deck, counter: 0, seat, steps: 0, winner: None })
    }
    fn options(&self) -> &ToyOptions {
        &self.options
    }
    fn player_count(&self) -> usize {
        self.options.players
    }
    fn to_act(&self) -> Option<Seat> {
        self.winner.is_none().then_some(self.seat)
    }
    fn legal_actions_into(&self, out: &mut Vec<ToyAction>) {
        out.clear();
        if self.winner.is_some() {
            return;
        }
        if self.steps < 2 {
            out.push(ToyAction::Add { amount: 1 });
            out.push(ToyAction::Add { amount: 2 });
            if !self.deck.is_empty() {
                out.push(ToyAction::Draw);
            }
        }
        if self.steps > 0 {
            out.push(ToyAction::EndTurn);
        }
    }
    fn apply(&mut self, action: &ToyAction) -> Result<Vec<ToyEvent>, ToyError> {
        if self.winner.is_some() {
            return Err(ToyError::NotNow);
        }
        let mut events = Vec::new();
        match *action {
            ToyAction::Add { amount } => {
                if self.steps >= 2 {
                    return Err(ToyError::NotNow);
                }
                if !(1..=2).contains(&amount) {
                    return Err(ToyError::BadAmount);
                }
                self.counter += amount;
                self.steps += 1;
                events.push(ToyEvent::Added { amount });
            }
            ToyAction::Draw => {
                if self.steps >= 2 || self.deck.is_empty() {
                    return Err(ToyError::NotNow);
                }
                let value = self.deck.pop().expect("checked");
                self.counter += value;
                self.steps += 1;
                events.push(ToyEvent::Drew { value });
            }
            ToyAction::EndTurn => {
                if self.steps == 0 {
                    return Err(ToyError::NotNow);
                }
                self.steps = 0;
                self.seat = (self.seat + 1) % self.options.players;
                events.push(ToyEvent::TurnEnded);
            }
        }
        if self.counter >= self.options.target
            && self.winner.is_none()
            && !matches!(action, ToyAction::EndTurn)
        {
            self.winner = Some(self.seat);
            events.push(ToyEvent::Won { seat: self.seat });
        }
        Ok(events)
    }
    fn outcome(&self) -> Option<Outcome> {
        let w = self.winner?;
        let scores = (0..self.options.players).map(|s| i64::from(s == w)).collect();
        Some(Outcome {
            scores,
            higher_is_better: true,
            winners: vec![w],
            standings: vec![vec![w]],
            tie_break: None,
            ending: Ending::Unnamed,
        })
    }
    /// The counter and the cards drawn so far (each draw is shown): the deck's order is hidden.
    fn view(&self, _seat: Seat) -> (u32, Vec<u32>) {
        (self.counter, (1..=9).filter(|v| !self.deck.contains(v)).collect())
    }
    /// A view whose drawn cards are real cards, each once.
    fn check_view(view: &(u32, Vec<u32>)) -> Result<(), ViewError> {
        let mut drawn = view.1.clone();
        drawn.sort_unstable();
        drawn.dedup();
        ensure(drawn.len() == view.1.len() && drawn.iter().all(|v| (1..=9).contains(v)), || {
            "cards that are not in the deck".into()
        })
    }
    fn check_action(_view: &(u32, Vec<u32>), _action: &ToyAction) -> Result<(), ViewError> {
        Ok(())
    }
    fn check_event(_view: &(u32, Vec<u32>), _event: &ToyEvent) -> Result<(), ViewError> {
        Ok(())
    }
    fn sample_state(view: &(u32, Vec<u32>), rng: &mut Rng) -> Result<Self, ViewError> {
        let mut deck: Vec<u32> = (1..=9).filter(|v| !view.1.contains(v)).collect();
        rng.shuffle(&mut deck);
        Ok(Toy {
            options: ToyOptions::default(),
            rng: rng.fork(),
            deck,
            counter: view.0,
            seat: 0,
            steps: 0,
            winner: None,
        })
    }
    fn score(&self) -> Vec<u32> {
        vec![self.counter; self.options.players]
    }
}

impl Audit for Toy {
    fn action_space(&self) -> Vec<ToyAction> {
        vec![
            ToyAction::Add { amount: 0 },
            ToyAction::Add { amount: 1 },
            ToyAction::Add { amount: 2 },
            ToyAction::Add { amount: 3 },
            ToyAction::Draw,
            ToyAction::EndTurn,
        ]
    }
    fn check_invariants(&self) -> Result<(), String> {
        let drawn: u32 = (1..=9).filter(|v| !self.deck.contains(v)).sum();
        if self.counter < drawn {
            return Err(format!("counter {} below the drawn cards {}", self.counter, drawn));
        }
        Ok(())
    }
    /// The deck's order is hidden: the view is the counter and the cards drawn.
    fn check_view(&self, _seat: usize, view: &(u32, Vec<u32>)) -> Result<(), String> {
        match view.0 == self.counter && view.1.len() + self.deck.len() == 9 {
            true => Ok(()),
            false => Err(format!("view {view:?}")),
        }
    }
}
