//! Nova Luna in the browser: the new-game screen, the game screen (moon wheel and tableaux
//! on canvases, the listed choices as buttons, hotseat hand-over, computer seats, undo, log,
//! end screen). The rules are the engine's: every choice shown is one of its legal actions.

pub mod board;
pub mod canvas;
pub mod play;
pub mod rules;
pub mod setup;
pub mod words;

pub use play::PlayNovaLuna;
pub use setup::NewNovaLuna;

use super::browser;
use super::state::{AppAction, Screen};
use super::AppHandle;
use crate::core::{GameKind, Session};
use crate::nova_luna::{NovaLuna, NovaLunaOptions};
use crate::storage::{PlayerInfo, SaveRecord};

/// Disc colours a seat may choose (keys stored in the save; drawn by `board::player_fill`).
pub const PLAYER_COLOURS: [&str; 4] = ["white", "black", "orange", "purple"];

/// How long a computer seat waits before moving, so people can follow. The end-to-end tests
/// shorten it with `?bot-delay=<ms>` in the address or `moonvale.test.bot-delay-ms` in
/// localStorage.
pub fn bot_delay_ms() -> u32 {
    const DEFAULT: u32 = 600;
    let Some(window) = web_sys::window() else { return DEFAULT };
    let from_url = window
        .location()
        .search()
        .ok()
        .and_then(|search| web_sys::UrlSearchParams::new_with_str(&search).ok())
        .and_then(|params| params.get("bot-delay"))
        .and_then(|v| v.parse().ok());
    let from_storage = || {
        window
            .local_storage()
            .ok()
            .flatten()
            .and_then(|s| s.get_item("moonvale.test.bot-delay-ms").ok().flatten())
            .and_then(|v| v.parse().ok())
    };
    from_url.or_else(from_storage).unwrap_or(DEFAULT).min(10_000)
}

/// A fresh seed when the player gave none.
pub fn random_seed() -> u64 {
    let high = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let low = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    (high << 32) ^ low ^ browser::now_ms()
}

/// Starts a game: a new session saved as a record through the shell's store, then opens it.
/// Returns the setup error's text if the engine refuses the options.
pub fn start_game(
    app: &AppHandle,
    players: Vec<PlayerInfo>,
    first_game: bool,
    seed: u64,
) -> Result<(), String> {
    let options = NovaLunaOptions { players: players.len(), first_game };
    let session = Session::<NovaLuna>::new(options, seed).map_err(|e| e.to_string())?;
    let now = browser::now_ms();
    let id = app.new_game_id();
    let title = players.iter().map(|p| p.name.trim().to_string()).collect::<Vec<_>>().join(", ");
    let record = SaveRecord::from_session(id.clone(), title, players, &session, now)?;
    app.dispatch(AppAction::Save(record));
    app.dispatch(AppAction::Go(Screen::Play { kind: GameKind::NovaLuna, id }));
    Ok(())
}
