//! What Via Nebula's texts tell a player agrees with what the engine does, in the three
//! languages: the card powers and the rules sheet.

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::Game;
use moonvale_rules::via_nebula::testing::Scenario;
use moonvale_rules::via_nebula::*;
use moonvale_table::i18n::{tr, Lang};

const LANGS: [Lang; 3] = [Lang::En, Lang::Fr, Lang::Pl];

// MAGASIN : « Le joueur échange l'une des ressources lui appartenant (soit sur une de ses
// exploitations, soit sur un de ses chantiers) avec une ressource de la réserve de son
// choix. » Storage is not among them (the engine refuses it: crates/rules/tests/rules/via_nebula_powers.rs,
// `store_swaps_clay_for_food`), so the card's text must not offer it.
#[test]
fn the_store_card_says_exploitations_and_building_sites_not_storage() {
    for lang in LANGS {
        let text = tr(lang, "vn-effect-store").to_lowercase();
        let storage = tr(lang, "vn-guild-storage").to_lowercase();
        assert!(!text.contains(&storage), "{lang:?}: {text:?} offers the {storage:?}");
    }
    // The engine's side, from the player's storage: refused.
    let mut s = Scenario::empty(2, Side::Beginner);
    s.state.seats[0].storage[Resource::Clay as usize] = 1;
    s.state.reserve[Resource::Clay as usize] -= 1;
    let card = s.cards_with(Power::Store)[0];
    s.display(0, card);
    let need = s.need_of(card);
    let ruin = s.state.content.ruin_hexes[0];
    s.site(0, ruin, 0, &need);
    s.state.apply(&Action::Build { hex: ruin, half: 0, card }).unwrap();
    assert_eq!(s.state.pending.map(|p| p.power), Some(Power::Store));
    assert!(s
        .state
        .legal_actions()
        .iter()
        .all(|a| !matches!(a, Action::GiveResource { from: Place::Storage, .. })));
}

// The turn ends by itself once both actions are used (`Game::automatic_action`, which a
// table plays without asking), so the rules sheet must not ask to confirm it.
#[test]
fn the_rules_sheet_says_the_turn_ends_by_itself() {
    let mut s = Scenario::empty(2, Side::Beginner);
    s.state.actions_left = 0;
    assert_eq!(s.state.legal_actions(), vec![Action::EndTurn]);
    assert_eq!(s.state.automatic_action(), Some(Action::EndTurn));
    for (lang, confirm) in [(Lang::En, "confirm"), (Lang::Fr, "confirm"), (Lang::Pl, "potwierd")] {
        let text = tr(lang, "vn-rules-turn").to_lowercase();
        assert!(!text.contains(confirm), "{lang:?}: {text:?}");
    }
}
