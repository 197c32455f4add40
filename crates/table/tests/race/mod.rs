//! A tiny game standing in for the real engines in the storage tests (native and
//! browser): enough to put a real `Session` in a saved game and verify it.
#![allow(dead_code)]

use moonvale_rules::core::{
    Disclosure, Game, GameEvent, GameKind, Outcome, Rng, RuleError, Seat, Session, SetupError,
    ViewError,
};
use moonvale_table::storage::{Only, PlayerInfo, PlayerKind, SaveRecord};
use serde::{Deserialize, Serialize};

/// A tiny game standing in for the real engines: players add 1 or 2 to a shared total in
/// turn; whoever reaches 10 wins. Enough to exercise `Session` verify through storage.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Race {
    pub total: u32,
    pub to_act: Seat,
    pub players: usize,
    pub rng: Rng,
}

#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct RaceOptions {
    pub players: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Added(pub u32);
impl GameEvent for Added {
    fn disclosure(&self) -> Disclosure {
        Disclosure::Public
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Refused;
impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("refused")
    }
}
impl std::error::Error for Refused {}
impl RuleError for Refused {}

thread_local! {
    /// How many games were set up on this thread: each replay sets one up.
    static SETUPS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// How many race games were set up on this thread so far (one per replay).
pub fn setups() -> usize {
    SETUPS.with(std::cell::Cell::get)
}

impl Game for Race {
    const KIND: GameKind = GameKind::ViaNebula;
    const STATE_VERSION: u32 = 1;
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=usize::MAX;
    type Options = RaceOptions;
    type Action = u32;
    type Event = Added;
    type Error = Refused;
    type View = u32;
    type Score = u32;

    fn options_for(players: usize) -> RaceOptions {
        RaceOptions { players }
    }
    fn new(options: &RaceOptions, seed: u64) -> Result<Self, SetupError> {
        SETUPS.with(|n| n.set(n.get() + 1));
        let players = if options.players == 0 { 2 } else { options.players };
        Ok(Race { total: 0, to_act: 0, players, rng: Rng::new(seed) })
    }
    fn options(&self) -> &RaceOptions {
        static OPTIONS: RaceOptions = RaceOptions { players: 2 };
        &OPTIONS
    }
    fn player_count(&self) -> usize {
        self.players
    }
    fn to_act(&self) -> Option<Seat> {
        (self.total < 10).then_some(self.to_act)
    }
    fn legal_actions_into(&self, out: &mut Vec<u32>) {
        out.clear();
        if self.total < 10 {
            out.extend([1, 2]);
        }
    }
    fn apply(&mut self, action: &u32) -> Result<Vec<Added>, Refused> {
        if self.total >= 10 || !(1..=2).contains(action) {
            return Err(Refused);
        }
        self.total += action;
        self.to_act = (self.to_act + 1) % self.players;
        Ok(vec![Added(*action)])
    }
    fn outcome(&self) -> Option<Outcome> {
        None
    }
    fn view(&self, _seat: Seat) -> u32 {
        self.total
    }
    fn check_view(_view: &u32) -> Result<(), ViewError> {
        Ok(())
    }
    fn check_action(_view: &u32, _action: &u32) -> Result<(), ViewError> {
        Ok(())
    }
    fn check_event(_view: &u32, _event: &Added) -> Result<(), ViewError> {
        Ok(())
    }
    fn sample_state(_view: &u32, _rng: &mut Rng) -> Result<Self, ViewError> {
        Err(ViewError::new("the race game is never searched"))
    }
    fn score(&self) -> Vec<u32> {
        vec![self.total]
    }
}

pub fn players() -> Vec<PlayerInfo> {
    vec![
        PlayerInfo {
            name: "Ada".into(),
            kind: PlayerKind::Human,
            colour: "blue".into(),
            level: None,
        },
        PlayerInfo {
            name: "<img src=x onerror=alert(1)>".into(),
            kind: PlayerKind::Computer,
            colour: "red".into(),
            level: None,
        },
    ]
}

pub fn race_record(id: &str, actions: &[u32], now: u64) -> SaveRecord {
    let session =
        Session::<Race>::replay(RaceOptions { players: 2 }, 7, actions.iter().copied()).unwrap();
    SaveRecord::from_session(id.into(), "Friday game".into(), players(), &session, now).unwrap()
}

/// The engines of saved games with this game standing in for every kind.
pub fn validators() -> Only<Race> {
    Only::new()
}

/// A race record as version 1 wrote it (the whole session with every event).
pub fn v1_text(record: &SaveRecord) -> String {
    record.to_json_with(&validators())
}

/// A real Via Nebula game in progress (the committed example save, which the app's own
/// validators accept), with this id, the test players and "Friday game" as title.
pub fn real_record(id: &str, now: u64) -> SaveRecord {
    let mut record: SaveRecord =
        serde_json::from_str(include_str!("../../../../tests/fixtures/saves/via-nebula.json"))
            .unwrap();
    record.id = id.into();
    record.title = "Friday game".into();
    record.players = players();
    record.created_ms = now;
    record.last_played_ms = now;
    record
}
