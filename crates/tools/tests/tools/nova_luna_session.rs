//! Nova Luna through the shared `Session`: undo limits, replay, saves and the wire format.

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::{Game, Session};
use moonvale_rules::nova_luna::*;
use NovaLunaAction::*;

/// A take and a placement are public (face-up tiles): the player may take them back until
/// another player moves. A refill draws tiles at random: undo stops there.
#[test]
fn undo_goes_back_over_public_moves_but_not_over_a_refill() {
    let mut session = Session::<NovaLuna>::new(NovaLunaOptions::solo(), 11).unwrap();
    session.apply(Take { space: 1 }).unwrap();
    session.apply(Place { x: 0, y: 0 }).unwrap();
    assert_eq!(session.undoable(), 2);
    assert!(session.undo());
    assert!(session.state.tile_in_hand().is_some());
    assert!(session.undo());
    assert_eq!(session.state, NovaLuna::new(&NovaLunaOptions::solo(), 11).unwrap());

    // Over a whole game: right after any action that drew tiles, nothing can be undone.
    let mut rng = moonvale_rules::core::Rng::new(5);
    let mut draws = 0;
    while !session.state.is_over() {
        let legal = session.state.legal_actions();
        let action = legal[rng.below(legal.len())].clone();
        let events = session.apply(action).unwrap().to_vec();
        if events.iter().any(|e| matches!(e, NovaLunaEvent::Refilled { .. })) {
            draws += 1;
            assert_eq!(session.undoable(), 0);
            assert!(!session.undo());
        }
    }
    assert!(draws > 0);
}

#[test]
fn a_game_replays_from_its_seed_and_actions_and_survives_a_save() {
    let options = NovaLunaOptions { players: 3, first_game: true };
    let playout =
        moonvale_rules::core::testing::random_playout::<NovaLuna>(&options, 21, 1000).unwrap();
    let session = playout.session;
    let json = serde_json::to_string(&session).unwrap();
    let back: Session<NovaLuna> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, session);
    back.verify().unwrap();
    let replayed =
        Session::<NovaLuna>::replay(options, 21, session.log.iter().map(|l| l.action.clone()))
            .unwrap();
    assert_eq!(replayed.state, session.state);
}

/// A damaged save is refused with a message, never accepted half-read.
#[test]
fn a_tableau_the_rules_cannot_produce_does_not_load() {
    let ok = r#"[{"x":0,"y":0,"tile":5,"discs":0},{"x":1,"y":0,"tile":6,"discs":0}]"#;
    let t: Tableau = serde_json::from_str(ok).unwrap();
    assert_eq!(t.len(), 2);
    assert!(t.at(1, 0).is_some());
    let apart = r#"[{"x":0,"y":0,"tile":5,"discs":0},{"x":3,"y":0,"tile":6,"discs":0}]"#;
    let err = serde_json::from_str::<Tableau>(apart).unwrap_err().to_string();
    assert!(err.contains("tile 6 at (3, 0)"), "{err}");
    let twice = r#"[{"x":0,"y":0,"tile":5,"discs":0},{"x":0,"y":0,"tile":6,"discs":0}]"#;
    assert!(serde_json::from_str::<Tableau>(twice).is_err());
    let bad_disc = r#"[{"x":0,"y":0,"tile":1,"discs":1}]"#;
    assert!(serde_json::from_str::<Tableau>(bad_disc).is_err(), "tile 1 has no task");
    let no_tile = r#"[{"x":0,"y":0,"tile":69,"discs":0}]"#;
    assert!(serde_json::from_str::<Tableau>(no_tile).is_err());
}

/// The JSON shapes the browser reads (documented in `crates/rules/src/nova_luna/types.rs`).
#[test]
fn wire_format_is_tagged_and_stable() {
    use serde_json::json;
    let mut game = Scenario::new(2).wheel(0, &[(1, 17), (2, 2)]).markers(&[(1, 0), (0, 0)]).build();
    let took = game.apply(&Take { space: 1 }).unwrap();
    assert_eq!(
        serde_json::to_value(&took).unwrap(),
        json!([{"type": "tile-taken", "seat": 0, "tile": 17, "space": 1,
                "marker": {"from": 0, "to": 7, "on_top_of": []}}])
    );
    let placed = game.apply(&Place { x: 0, y: 0 }).unwrap();
    assert_eq!(
        serde_json::to_value(&placed).unwrap(),
        json!([{"type": "tile-placed", "seat": 0, "tile": 17, "x": 0, "y": 0},
               {"type": "turn-passed", "seat": 1}])
    );
    let view = serde_json::to_value(game.view(1)).unwrap();
    let keys: Vec<&str> = view.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        vec![
            "moon_pawn",
            "options",
            "pile_count",
            "players",
            "solo_phase",
            "solo_phase_one",
            "stage",
            "takeable",
            "turn_order",
            "viewer",
            "wheel"
        ]
    );
    assert_eq!(view["stage"], json!({"type": "choose", "seat": 1}));
    assert_eq!(view["players"][0]["tableau"], json!([{"x": 0, "y": 0, "tile": 17, "discs": 0}]));
    assert_eq!(view["players"][0]["marker"], json!({"progress": 7, "arrival": 3}));
    assert_eq!(view["wheel"][1], json!(null));
    let score = serde_json::to_value(&game.score()[0]).unwrap();
    assert_eq!(
        score,
        json!({"seat": 0, "discs_placed": 0, "discs_left": 20, "tiles_placed": 1, "tile_numbers": 7,
               "track_space": 7, "solo": null})
    );
}

/// The generic command-line table (crates/tools/src/cli.rs) drives Nova Luna: options from flags, a
/// move as JSON, random tournaments that all finish.
#[test]
fn the_command_line_table_drives_nova_luna() {
    use moonvale_tools::cli;
    use std::collections::BTreeMap;
    let mut flags = BTreeMap::new();
    flags.insert("players".to_string(), "3".to_string());
    flags.insert("first-game".to_string(), "true".to_string());
    let options = cli::build_options::<NovaLuna>(None, &flags).unwrap();
    assert_eq!(options, NovaLunaOptions { players: 3, first_game: true });
    let mut table = cli::new_game::<NovaLuna>(options, 5).unwrap();
    let space = match table.session.state.legal_actions()[0] {
        Take { space } => space,
        ref other => panic!("{other:?}"),
    };
    let result = cli::apply(&mut table, &format!(r#"{{"type":"take","space":{space}}}"#)).unwrap();
    assert_eq!(result["events"][0]["type"], "tile-taken");
    let refused = cli::apply(&mut table, r#"{"type":"refill"}"#).unwrap_err();
    assert_eq!(refused.code, 1);
    for players in 1..=4 {
        let t =
            cli::tournament::<NovaLuna>(&NovaLunaOptions::players(players), 40, 9, 1000).unwrap();
        assert_eq!(t.unfinished, 0);
    }
}
