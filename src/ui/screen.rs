//! The screens of the app, by what each shows: what the address names (`platform::route`)
//! and the state's reducer moves between. A leaf, so the address bar's code needs no state.

use moonvale_rules::core::GameKind;

/// A screen of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Home,
    /// The new-game screen of a game (filled in by each game's issue).
    NewGame(GameKind),
    /// A game's tutorial (`ui::pages::tutorial`).
    Tutorial(GameKind),
    /// A saved game being played.
    Play {
        kind: GameKind,
        id: String,
    },
    /// A saved game watched move by move.
    Replay {
        kind: GameKind,
        id: String,
        /// With its review (`ui::pages::review`), made if not kept yet.
        review: bool,
    },
    Stats,
    /// Joining a game hosted on another device (`ui::pages::guest`), with the invitation's
    /// code when a link carried it.
    Join(Option<String>),
    /// A guest's answer opened on this device (`ui::pages::answer`): handed to the tab
    /// hosting the game.
    Answer(String),
}
