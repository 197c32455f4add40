//! The shared game screen's table features rendered by the real app in Chromium: the end
//! screen says how the game ended (docs/engines.md "The rules engines"), in the player's language.

use crate::web::*;
use moonvale::ui;
use moonvale_rules::core::{Ending, Game, Rng, Session};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions};
use moonvale_table::storage::{PlayerInfo, SaveRecord};
use wasm_bindgen_test::*;

/// A 2-player Nova Luna game played to its end with random legal actions, saved as `id`.
fn finished_game(id: &str, seed: u64) -> (SaveRecord, String) {
    let mut session = Session::<NovaLuna>::new(NovaLunaOptions::players(2), seed).unwrap();
    let mut rng = Rng::new(seed);
    while !session.state.is_over() {
        let legal = session.state.legal_actions();
        session.apply(legal[rng.below(legal.len())].clone()).unwrap();
    }
    let ending = session.state.outcome().unwrap().ending.key().to_string();
    let players = vec![PlayerInfo::human("Ada", "red"), PlayerInfo::human("Bob", "blue")];
    let record = SaveRecord::from_session(id.into(), "Ended".into(), players, &session, 1).unwrap();
    (record, ending)
}

#[wasm_bindgen_test]
async fn the_end_screen_says_how_the_game_ended_in_the_players_language() {
    with_clean_storage(async {
        let (record, ending) = finished_game("ended", 7);
        assert!(["last-disc", "no-tiles-left"].contains(&ending.as_str()), "{ending}");
        local_storage().set_item("moonvale.game.ended", &record.to_json()).unwrap();
        let root = fresh_root();
        let app = ui::mount(&root);
        let item = wait_for(&root, "[data-testid=saved-game][data-id=ended]").await;
        click(&by_test_id(&item, "saved-game-resume").unwrap());
        let reason = wait_for(&root, "[data-testid=end] [data-testid=end-reason]").await;
        assert_eq!(reason.get_attribute("data-ending").as_deref(), Some(ending.as_str()));
        let english = match ending.as_str() {
            "last-disc" => "a player placed their last disc",
            _ => "no tiles were left to take",
        };
        assert!(text(&reason).contains(english), "{}", text(&reason));
        choose(&by_test_id(&root, "language").unwrap(), "fr");
        wait_until("French ending", || {
            find(&root, "[data-testid=end-reason]")
                .is_some_and(|r| text(&r).starts_with("Fin de partie :"))
        })
        .await;
        choose(&by_test_id(&root, "language").unwrap(), "pl");
        wait_until("Polish ending", || {
            find(&root, "[data-testid=end-reason]")
                .is_some_and(|r| text(&r).starts_with("Jak się skończyło:"))
        })
        .await;
        // An outcome that names no ending (saved before endings were named) says nothing.
        assert_eq!(
            ui::table::shell::ending_sentence(moonvale_table::i18n::Lang::En, Ending::Unnamed),
            None
        );
        app.destroy();
        crate::edges::forget_archived("ended").await;
    })
    .await;
}

/// New games are seeded by the browser's cryptographic generator (getrandom): seeds differ,
/// and use the whole 64 bits.
#[wasm_bindgen_test]
fn new_game_seeds_come_from_the_browsers_generator() {
    let seeds: Vec<u64> = (0..64).map(|_| ui::table::shell::random_seed()).collect();
    let mut distinct = seeds.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), seeds.len(), "64 different seeds");
    assert!(seeds.iter().any(|s| s >> 60 != 0), "the high bits are used");
    assert!(seeds.iter().any(|s| s & 0xF != 0), "the low bits are used");
}
