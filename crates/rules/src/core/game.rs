//! The contract every rules engine meets, so that the browser UI, computer players, the
//! command-line table, the benchmarks and the generic property tests all drive any game
//! the same way: list the legal actions, apply one, read what happened.
//!
//! Modelled on `shakmaty`: legal moves as a flat list; an illegal action is refused with
//! a typed error and leaves the state untouched. A choice in several steps (a card power,
//! a transport) is a state of the engine with its own legal actions, so the list is always
//! flat.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// A player's seat: 0 is the first seat of the game's setup order.
pub type Seat = usize;

/// Which game a state, a save or a command belongs to. The string forms are stable: they
/// appear in saved games and in the command-line JSON. What each game is (its strings, its
/// engine type) is the registry's (`crate::registry`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    /// Via Nebula: `"via-nebula"`.
    ViaNebula,
    /// Nova Luna: `"nova-luna"`.
    NovaLuna,
}

/// What an event disclosed. The UI may only undo back across `Public` events: once
/// something hidden was shown or something random was drawn, taking it back would let a
/// player fish for a better draw or unsee information.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Disclosure {
    /// Nothing new was learnt: the action can be taken back.
    Public,
    /// Information hidden from some seat was revealed (a card drawn into a hand, ...).
    RevealsHidden,
    /// A random draw happened (a card turned up from the deck, tiles refilled, ...).
    RandomDraw,
    /// Not a reveal, but a commitment the rules treat as final (the confirmed end of a
    /// turn): undo stops here too.
    Commitment,
}

/// What an engine's events must say about themselves, for the log and for undo.
pub trait GameEvent: Clone + Debug + PartialEq + Serialize + DeserializeOwned {
    /// What this event disclosed, which decides whether undo may cross it.
    fn disclosure(&self) -> Disclosure;

    /// The event as `seat` may read it in the log: what that seat may not know is left
    /// out. The one place that decides it, so no client's wording has to keep a secret.
    fn seen_by(&self, _seat: Seat) -> Self {
        self.clone()
    }
}

/// An action the engine refused. `Display` gives a sentence a player understands; the
/// UI translates by matching on the typed error, the English text is the fallback.
pub trait RuleError: std::error::Error + Clone + PartialEq + Serialize + DeserializeOwned {}

/// The end of a game as every client needs it. The detailed score breakdown is game
/// specific (each engine exposes its own).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Each seat's headline score, in seat order.
    pub scores: Vec<i64>,
    /// Whether a higher headline score is better (false for Nova Luna's solo mode).
    pub higher_is_better: bool,
    /// The seats that won (several when the win is shared).
    pub winners: Vec<Seat>,
    /// Seats from first place to last; tied seats in the same group.
    pub standings: Vec<Vec<Seat>>,
    /// How the winner was decided when the headline scores tied, if a tie-break was
    /// needed (stable key, e.g. "fewer-resources-in-storage"), for the UI to translate.
    pub tie_break: Option<String>,
    /// How the game ended, for the UI to translate and for tournaments to count; stored as
    /// its stable kebab key ([`Ending::key`]). [`Ending::Unnamed`] in outcomes saved before
    /// it existed.
    #[serde(default)]
    pub ending: Ending,
}

/// How a game ended. Serialized as the stable kebab keys outcomes were stored with when the
/// field was a string, so old saves load unchanged ([`Ending::key`]).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Ending {
    /// Via Nebula: a fifth building took the end card (docs/RULINGS.md, ruling 14).
    #[serde(rename = "fifth-building")]
    FifthBuilding,
    /// Via Nebula: no one could act any more (ruling 15a).
    #[serde(rename = "no-one-can-act")]
    NoOneCanAct,
    /// Nova Luna: a player placed their last disc.
    #[serde(rename = "last-disc")]
    LastDisc,
    /// Nova Luna: the tiles ran out.
    #[serde(rename = "no-tiles-left")]
    NoTilesLeft,
    /// Nova Luna's solo mode: every disc placed.
    #[serde(rename = "solo-all-discs")]
    SoloAllDiscs,
    /// No ending named: an outcome saved before endings were named (stored as `""`), or a
    /// key this version does not know.
    #[default]
    #[serde(rename = "", other)]
    Unnamed,
}

impl Ending {
    /// Every ending, [`Ending::Unnamed`] last.
    pub const ALL: [Ending; 6] = [
        Ending::FifthBuilding,
        Ending::NoOneCanAct,
        Ending::LastDisc,
        Ending::NoTilesLeft,
        Ending::SoloAllDiscs,
        Ending::Unnamed,
    ];

    /// The stable kebab key the ending is stored as (`""` for [`Ending::Unnamed`]).
    pub fn key(self) -> &'static str {
        match self {
            Ending::FifthBuilding => "fifth-building",
            Ending::NoOneCanAct => "no-one-can-act",
            Ending::LastDisc => "last-disc",
            Ending::NoTilesLeft => "no-tiles-left",
            Ending::SoloAllDiscs => "solo-all-discs",
            Ending::Unnamed => "",
        }
    }
}

impl std::fmt::Display for Ending {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key())
    }
}

/// A rules engine. Implementors keep all their randomness in a [`crate::core::Rng`] inside
/// the state, so `new(options, seed)` plus the same actions always gives the same state.
pub trait Game: Clone + Debug + PartialEq + Serialize + DeserializeOwned {
    /// Which game this engine plays.
    const KIND: GameKind;
    /// Version of this game's serialised state; bump it when the format changes.
    const STATE_VERSION: u32;
    /// How many players the game takes; [`Game::new`] refuses any other count.
    const PLAYERS: std::ops::RangeInclusive<usize>;

    /// How a game is set up (players, board side, variants); `Default` is a plain game.
    type Options: Clone + Debug + PartialEq + Default + Serialize + DeserializeOwned;
    /// One player's move, as the UI, the log and the computer players send it.
    type Action: Clone + Debug + PartialEq + Eq + Serialize + DeserializeOwned;
    /// What an action caused, for the log and the animations.
    type Event: GameEvent;
    /// Why an action was refused, with a sentence for the player.
    type Error: RuleError;
    /// What one seat may know of the state (hidden information removed).
    type View: Clone + Debug + Serialize + DeserializeOwned;
    /// Each seat's score broken down by category (running during play, final at the end).
    type Score: Clone + Debug + Serialize;

    /// The options of a plain game for `players` (the boards' first side, no variant), for
    /// benchmarks and sample positions that only choose the number of players.
    fn options_for(players: usize) -> Self::Options;

    /// Sets up a new game. Refuses impossible options (say, 5 players) with a message.
    fn new(options: &Self::Options, seed: u64) -> Result<Self, SetupError>;

    /// The options this game was set up with.
    fn options(&self) -> &Self::Options;

    /// Seats at the table, within [`Game::PLAYERS`].
    fn player_count(&self) -> usize;

    /// The seat that must act now, or `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;

    /// Appends every legal action to `out` (cleared first). Never empty while the game
    /// is not over: when nothing else is possible the engine lists a pass.
    fn legal_actions_into(&self, out: &mut Vec<Self::Action>);

    /// Every legal action, in a new list (see [`Game::legal_actions_into`]).
    fn legal_actions(&self) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// The action the rules take for the player now, if there is nothing to choose: the
    /// one legal action, which only closes the turn (say, "end the turn" once every action
    /// is used). A table plays it without asking; none by default.
    fn automatic_action(&self) -> Option<Self::Action> {
        None
    }

    /// The actions of a log an older version of this engine wrote (a lower
    /// [`Game::STATE_VERSION`]), rewritten into today's, so an old saved game goes on under
    /// today's rules. Unchanged by default.
    fn upgrade_log(
        _options: &Self::Options,
        _seed: u64,
        actions: &[Self::Action],
    ) -> Vec<Self::Action> {
        actions.to_vec()
    }

    /// Applies an action for the seat `to_act()`. On error the state is unchanged.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Error>;

    /// Whether the game has ended (nobody is to act).
    fn is_over(&self) -> bool {
        self.to_act().is_none()
    }

    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// What `seat` may see.
    fn view(&self, seat: Seat) -> Self::View;

    /// Whether `view` is one this game could give a seat: every seat, piece, hex, card or
    /// tile in it exists and lies where the rules could put it, the counts of what it hides
    /// add up, and a state drawn from it shows the same view again. The one door of a view
    /// that comes from outside (another device's message, a worker's request): one that
    /// passes may be drawn, sampled ([`Game::sample_state`]) and searched. A view made by
    /// [`Game::view`] always passes.
    fn check_view(view: &Self::View) -> Result<(), ViewError>;

    /// Whether `action` is well formed for `view` (checked first): it names only seats,
    /// hexes, cards, tiles or spaces that exist there, so it can be drawn and named. Whether
    /// it is legal is [`Game::apply`]'s question. For the choices, the moves to rate and the
    /// moves a review shows that come with a view from outside.
    fn check_action(view: &Self::View, action: &Self::Action) -> Result<(), ViewError>;

    /// [`Game::check_action`] for an event of the log, as a seat may read it
    /// ([`GameEvent::seen_by`]).
    fn check_event(view: &Self::View, event: &Self::Event) -> Result<(), ViewError>;

    /// A full state consistent with `view`: hidden parts (other hands, the deck order, a
    /// face-down token...) drawn at random. Computer players search these, so they never
    /// read what their seat may not know. Refused (never a panic) when no state fits the
    /// view; one that passed [`Game::check_view`] always gives one. Cheap: a search calls it
    /// once per iteration, so it checks only what it needs itself.
    fn sample_state(view: &Self::View, rng: &mut super::Rng) -> Result<Self, ViewError>;

    /// The score breakdown of every seat.
    fn score(&self) -> Vec<Self::Score>;
}

/// Why a view (or an action or event said with one) from outside was refused: it is not one
/// this game could make. The sentence says what is wrong, for logs and refusals; a person is
/// told only that their device cannot read what was sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ViewError(pub String);

impl ViewError {
    /// A refusal saying `what` is wrong.
    pub fn new(what: impl Into<String>) -> ViewError {
        ViewError(what.into())
    }
}

impl std::fmt::Display for ViewError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "not a position of this game: {}", self.0)
    }
}

impl std::error::Error for ViewError {}

/// `Ok` if `holds`, else the refusal saying `what`.
pub fn ensure(holds: bool, what: impl FnOnce() -> String) -> Result<(), ViewError> {
    if holds {
        Ok(())
    } else {
        Err(ViewError(what()))
    }
}

/// Options that cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupError(pub String);

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}

#[cfg(test)]
mod tests {
    use super::Ending;

    #[test]
    fn endings_keep_their_stored_keys() {
        let stored = [
            (Ending::FifthBuilding, "fifth-building"),
            (Ending::NoOneCanAct, "no-one-can-act"),
            (Ending::LastDisc, "last-disc"),
            (Ending::NoTilesLeft, "no-tiles-left"),
            (Ending::SoloAllDiscs, "solo-all-discs"),
            (Ending::Unnamed, ""),
        ];
        assert_eq!(stored.map(|(ending, _)| ending), Ending::ALL);
        for (ending, key) in stored {
            let json = format!("\"{key}\"");
            assert_eq!(serde_json::to_string(&ending).unwrap(), json);
            assert_eq!(serde_json::from_str::<Ending>(&json).unwrap(), ending);
            assert_eq!(ending.key(), key);
            assert_eq!(ending.to_string(), key);
        }
        // A key this version does not know reads as unnamed rather than refusing the save.
        assert_eq!(serde_json::from_str::<Ending>("\"won\"").unwrap(), Ending::Unnamed);
    }
}
