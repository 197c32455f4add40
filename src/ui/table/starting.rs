//! How a game starts: from a new-game screen, play again, or a daily deal. A new table is
//! saved at once, then opened.

use crate::ui::hand_off::{NewTable, Pending};
use crate::ui::state::{AppAction, Screen};
use crate::ui::table::table_game::TableGame;
use crate::ui::AppHandle;
use moonvale_rules::core::GameKind;
use moonvale_table::storage::PlayerInfo;

/// Starts a game: a new table saved at once through the shell's store, then opened.
/// Returns the engine's reason if it refuses the options.
pub fn start_game<G: TableGame>(
    app: &AppHandle,
    title: moonvale_table::names::GameTitle,
    players: Vec<PlayerInfo>,
    options: G::Options,
    seed: u64,
) -> Result<(), String> {
    start_game_with_id::<G>(
        app,
        crate::ui::effects::new_game_id(app),
        title,
        players,
        options,
        seed,
    )
}

/// [`start_game`] under a chosen id (a daily game's names its game and day).
/// In the page's home app, which has no engine, the table's app starts it (`ui::engines`).
pub fn start_game_with_id<G: TableGame>(
    app: &AppHandle,
    id: String,
    title: moonvale_table::names::GameTitle,
    players: Vec<PlayerInfo>,
    options: G::Options,
    seed: u64,
) -> Result<(), String> {
    let options = serde_json::to_value(&options).map_err(|e| e.to_string())?;
    let new = NewTable { kind: G::KIND, id, title, players, options, seed };
    let Some(engines) = crate::ui::engines::get() else {
        app.dispatch(AppAction::HandOver(Pending::Start(new)));
        return Ok(());
    };
    let now = crate::ui::platform::browser::now_ms();
    crate::ui::effects::save_new_game(app, (engines.start)(&new, now)?);
    app.dispatch(AppAction::Go(Screen::Play { kind: new.kind, id: new.id }));
    Ok(())
}

/// The seed typed on a new-game screen: empty gives a fresh random one; `None` when it is
/// not a whole number.
pub fn seed_from(text: &str) -> Option<u64> {
    match text.trim() {
        "" => Some(random_seed()),
        text => text.parse::<u64>().ok(),
    }
}

/// How many players a game takes, as its engine states it (`Game::PLAYERS`).
pub fn players_of(kind: GameKind) -> std::ops::RangeInclusive<usize> {
    use moonvale_rules::core::Game;
    moonvale_rules::with_game!(kind, G => G::PLAYERS)
}

/// The one seeding formula of new games: a fresh random seed from the browser's
/// cryptographic generator (getrandom), or, should a browser refuse it, from the clock and
/// `Math.random`.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    match getrandom::getrandom(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        Err(_) => {
            (js_sys::Math::random() * 4_294_967_296.0) as u64
                ^ crate::ui::platform::browser::now_ms() << 32
        }
    }
}
