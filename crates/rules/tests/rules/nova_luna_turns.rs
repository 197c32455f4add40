//! Turns, the moon wheel, the moon track, refilling and refused actions.

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use crate::nova_luna_support;
use moonvale_rules::core::{Disclosure, Game, GameEvent};
use moonvale_rules::nova_luna::*;
use NovaLunaAction::*;

fn marker_move(events: &[NovaLunaEvent]) -> MarkerMove {
    events
        .iter()
        .find_map(|e| match e {
            NovaLunaEvent::TileTaken { marker, .. } => marker.clone(),
            _ => None,
        })
        .expect("a marker move")
}

/// Refused, and the state unchanged.
fn refused(game: &mut NovaLuna, action: NovaLunaAction) -> NovaLunaError {
    let before = game.clone();
    let error = game.apply(&action).expect_err("must be refused");
    assert_eq!(*game, before, "a refused {action:?} changed the state");
    assert!(!game.legal_actions().contains(&action), "{action:?} is refused but listed");
    error
}

/// Setup: "Placez le pion Lune dans l'emplacement doré de la piste de sélection, au-dessus
/// de la nouvelle lune... Posez aléatoirement une tuile face visible dans chacun des 11
/// emplacements vides" and the start stack "le premier tiré au bas de la pile, le dernier
/// tiré au sommet".
#[test]
fn setup_follows_the_rulebook() {
    let mut stacks = std::collections::HashSet::new();
    for seed in 0..40 {
        let game = NovaLuna::new(&NovaLunaOptions::players(4), seed).unwrap();
        assert_eq!(game.moon_pawn(), 0);
        assert!(game.wheel()[0].is_none());
        assert!(game.wheel()[1..].iter().all(Option::is_some));
        assert_eq!(game.pile_count(), 68 - 11);
        for p in game.players() {
            assert_eq!(p.discs_left, 20, "21 discs, one of them the marker");
            assert_eq!(p.marker.as_ref().unwrap().progress, 0);
        }
        // The top of the start stack plays first.
        let order = game.turn_order();
        assert_eq!(game.to_act(), Some(order[0]));
        stacks.insert(order);
    }
    assert!(stacks.len() > 10, "the start stack is drawn at random");
    // Same seed, same game.
    assert_eq!(
        NovaLuna::new(&NovaLunaOptions::players(3), 9).unwrap(),
        NovaLuna::new(&NovaLunaOptions::players(3), 9).unwrap()
    );
    assert!(NovaLuna::new(&NovaLunaOptions::players(5), 1).is_err());
    assert!(NovaLuna::new(&NovaLunaOptions::players(0), 1).is_err());
}

/// "Pour trois joueurs, utilisez 18 jetons au lieu de 21. Pour quatre joueurs, utilisez
/// 16 jetons au lieu de 21." (RULINGS NL 1: the marker included.)
#[test]
fn first_game_option_reduces_the_discs() {
    for (players, discs) in [(2, 20), (3, 17), (4, 15)] {
        let game = NovaLuna::new(&NovaLunaOptions { players, first_game: true }, 1).unwrap();
        assert!(game.players().iter().all(|p| p.discs_left == discs), "{players} players");
    }
    let solo = NovaLuna::new(&NovaLunaOptions { players: 1, first_game: true }, 1).unwrap();
    assert_eq!(solo.players()[0].discs_left, 21);
}

/// "Vous devez prendre une des trois tuiles suivant le jeton Lune, dans le sens horaire.
/// Les espaces vides ne sont pas comptés. Déplacez ensuite le pion Lune dans l'espace vide
/// d'où vous venez de prendre votre tuile."
#[test]
fn take_one_of_the_next_three_tiles_skipping_empty_spaces() {
    let mut game = Scenario::new(2).wheel(3, &[(5, 1), (9, 2), (11, 3), (0, 4), (2, 5)]).build();
    assert_eq!(game.takeable(), ([5, 9, 11], 3));
    assert_eq!(
        game.legal_actions(),
        vec![Take { space: 5 }, Take { space: 9 }, Take { space: 11 }]
    );
    assert_eq!(
        refused(&mut game, Take { space: 0 }),
        NovaLunaError::TooFarFromMoon { space: 0 },
        "a 4th tile"
    );
    assert_eq!(refused(&mut game, Take { space: 4 }), NovaLunaError::EmptySpace { space: 4 });
    assert_eq!(refused(&mut game, Take { space: 12 }), NovaLunaError::NoSuchSpace { space: 12 });
    assert_eq!(refused(&mut game, Place { x: 0, y: 0 }), NovaLunaError::NoTileInHand);
    let seat = game.to_act().unwrap();
    let events = game.apply(&Take { space: 11 }).unwrap();
    assert!(matches!(events[0], NovaLunaEvent::TileTaken { tile: TileId(3), space: 11, .. }));
    assert_eq!(game.moon_pawn(), 11);
    assert!(game.wheel()[11].is_none());
    assert_eq!(game.tile_in_hand(), Some(TileId(3)));
    // The tile must be placed at once: nothing but cells is legal.
    assert_eq!(game.legal_actions(), vec![Place { x: 0, y: 0 }]);
    assert_eq!(
        refused(&mut game, Place { x: 1, y: 0 }),
        NovaLunaError::FirstTileAtOrigin { x: 1, y: 0 }
    );
    assert_eq!(
        refused(&mut game, Take { space: 0 }),
        NovaLunaError::TileInHand { tile: TileId(3) }
    );
    assert_eq!(refused(&mut game, Refill), NovaLunaError::TileInHand { tile: TileId(3) });
    game.apply(&Place { x: 0, y: 0 }).unwrap();
    assert_eq!(game.tableau(seat).len(), 1);
    // From the pawn on 11, the next three clockwise wrap past the golden space 0.
    assert_eq!(game.takeable(), ([0, 2, 5], 3));
}

/// "Posez la première tuile que vous acquérez face à vous. Ensuite, vous devrez placer
/// chacune de vos nouvelles tuiles de manière adjacente horizontalement ou verticalement à
/// une tuile déjà posée."
#[test]
fn placement_is_orthogonally_next_to_ones_own_tiles() {
    let mut game = Scenario::new(2)
        .tableau(0, &[(0, 0, 1), (1, 0, 2)])
        .tableau(1, &[(0, 0, 3), (0, 1, 4), (0, 2, 5)])
        .wheel(0, &[(1, 20), (2, 21), (3, 22)])
        .markers(&[(1, 0), (0, 0)])
        .build();
    game.apply(&Take { space: 1 }).unwrap();
    let mut cells: Vec<(i32, i32)> = game
        .legal_actions()
        .into_iter()
        .map(|a| match a {
            Place { x, y } => (x, y),
            other => panic!("{other:?}"),
        })
        .collect();
    cells.sort();
    assert_eq!(cells, vec![(-1, 0), (0, -1), (0, 1), (1, -1), (1, 1), (2, 0)]);
    assert_eq!(
        refused(&mut game, Place { x: 1, y: 0 }),
        NovaLunaError::CellOccupied { x: 1, y: 0 }
    );
    assert_eq!(
        refused(&mut game, Place { x: 2, y: 1 }),
        NovaLunaError::NotAdjacent { x: 2, y: 1 },
        "diagonal"
    );
    assert_eq!(
        refused(&mut game, Place { x: 0, y: 2 }),
        NovaLunaError::NotAdjacent { x: 0, y: 2 },
        "next to another player's tiles"
    );
    assert_eq!(
        refused(&mut game, Place { x: 5000, y: 0 }),
        NovaLunaError::NotAdjacent { x: 5000, y: 0 }
    );
    game.apply(&Place { x: 1, y: 1 }).unwrap();
    // The tableau grows without bounds (negative coordinates included).
    assert!(game.tableau(0).at(1, 1).is_some());
}

/// "Le tour de jeu revient toujours à la personne dont le jeton se trouve le plus en
/// arrière sur le cycle lunaire. Si cette dernière position est partagée par plusieurs
/// jetons, le tour de jeu va à la personne dont le jeton se trouve au sommet de la pile."
/// "Si vous terminez sur une case déjà occupée, posez votre jeton au-dessus du/des
/// jeton(s) adverse(s)." "Les valeurs les plus basses peuvent ainsi éventuellement vous
/// permettre de jouer plusieurs fois d'affilée."
#[test]
fn the_rearmost_marker_plays_top_of_the_stack_first_and_may_play_again() {
    // Seats 0 and 2 on space 3 (2 on top), seat 1 on space 5.
    let mut game = Scenario::new(3)
        .markers(&[(0, 3), (1, 5), (2, 3)])
        .wheel(0, &[(1, 2), (2, 1), (3, 18), (4, 4), (5, 35), (6, 52)])
        .build();
    assert_eq!(game.turn_order(), vec![2, 0, 1]);
    assert_eq!(game.to_act(), Some(2), "top of the stack on the rearmost space");

    // Seat 2 takes a 2: lands on seat 1 at space 5, on top of it.
    let events = game.apply(&Take { space: 1 }).unwrap();
    assert_eq!(marker_move(&events), MarkerMove { from: 3, to: 5, on_top_of: vec![1] });
    game.apply(&Place { x: 0, y: 0 }).unwrap();
    assert_eq!(game.to_act(), Some(0));

    // Seat 0 takes a 1 (to space 4): still furthest back, plays again.
    game.apply(&Take { space: 2 }).unwrap();
    let events = game.apply(&Place { x: 0, y: 0 }).unwrap();
    assert!(events.contains(&NovaLunaEvent::TurnPassed { seat: 0 }));
    assert_eq!(game.to_act(), Some(0));

    // Another 1: seat 0 lands on space 5 on top of seats 1 and 2, and plays a third time.
    let events = game.apply(&Take { space: 3 }).unwrap();
    assert_eq!(marker_move(&events), MarkerMove { from: 4, to: 5, on_top_of: vec![1, 2] });
    game.apply(&Place { x: 1, y: 0 }).unwrap();
    assert_eq!(game.turn_order(), vec![0, 2, 1]);
    assert_eq!(game.to_act(), Some(0));

    // A 3 takes seat 0 to space 8: now the top of the stack on 5, seat 2, plays.
    game.apply(&Take { space: 4 }).unwrap();
    game.apply(&Place { x: 2, y: 0 }).unwrap();
    assert_eq!(game.to_act(), Some(2));
    assert_eq!(game.score()[0].track_space, Some(8));
}

/// RULINGS NL 2: "The moon track has 24 spaces and wraps around".
#[test]
fn the_moon_track_wraps_around() {
    let mut game =
        Scenario::new(2).markers(&[(0, 22), (1, 23)]).wheel(0, &[(1, 4), (2, 5), (3, 6)]).build();
    assert_eq!(game.to_act(), Some(0));
    let events = game.apply(&Take { space: 1 }).unwrap(); // a 3
    assert_eq!(marker_move(&events), MarkerMove { from: 22, to: 1, on_top_of: vec![] });
    game.apply(&Place { x: 0, y: 0 }).unwrap();
    // Space 1 after the wrap is ahead of space 23.
    assert_eq!(game.to_act(), Some(1));
    assert_eq!(game.score()[0].track_space, Some(1));
}

/// "Si, au début de votre tour, il ne reste qu'une ou deux tuile(s) dans la piste de
/// sélection, vous pouvez remplir chaque espace vide avec une tuile tirée au hasard...
/// Remplissez les espaces vides dans le sens horaire, en commençant par le plus proche
/// après le pion Lune."
#[test]
fn refill_is_optional_with_one_or_two_tiles_and_goes_clockwise_from_the_pawn() {
    let build = || {
        Scenario::new(2)
            .wheel(5, &[(7, 1), (10, 2)])
            .pile_top(&[20, 21, 22, 23, 24, 25, 26, 27, 28, 29])
            .build()
    };
    let mut game = build();
    assert_eq!(game.legal_actions(), vec![Take { space: 7 }, Take { space: 10 }, Refill]);
    // Declining is allowed: take a tile instead.
    game.apply(&Take { space: 7 }).unwrap();

    let mut game = build();
    let events = game.apply(&Refill).unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].disclosure(), Disclosure::RandomDraw);
    let NovaLunaEvent::Refilled { fills, .. } = &events[0] else { panic!("{events:?}") };
    let spaces: Vec<u8> = fills.iter().map(|f| f.space).collect();
    assert_eq!(
        spaces,
        vec![6, 8, 9, 11, 0, 1, 2, 3, 4],
        "clockwise from the space after the pawn (5)"
    );
    let tiles: Vec<u8> = fills.iter().map(|f| f.tile.0).collect();
    assert_eq!(tiles, vec![20, 21, 22, 23, 24, 25, 26, 27, 28], "drawn from the top of the pile");
    assert_eq!(game.tiles_on_wheel(), 11);
    assert!(game.wheel()[5].is_none(), "the pawn's space stays empty");
    assert_eq!(game.pile_count(), 68 - 11);
    // Same player, now with a full wheel: take, no second refill.
    assert_eq!(game.legal_actions(), vec![Take { space: 6 }, Take { space: 7 }, Take { space: 8 }]);

    let mut one = Scenario::new(2).wheel(0, &[(4, 1)]).build();
    assert_eq!(one.legal_actions(), vec![Take { space: 4 }, Refill]);
    assert!(one.apply(&Refill).is_ok());
}

/// "Si, au début de votre tour, il ne reste qu'une ou deux tuile(s) dans la piste de
/// sélection, vous pouvez remplir..." (RULINGS NL 5): with 3 or more, no refill.
#[test]
fn refill_is_refused_with_three_tiles_or_more() {
    let mut game = Scenario::new(2).wheel(0, &[(1, 1), (2, 2), (3, 3)]).build();
    assert_eq!(refused(&mut game, Refill), NovaLunaError::RefillTooEarly { tiles_on_wheel: 3 });
    let mut full = NovaLuna::new(&NovaLunaOptions::players(3), 4).unwrap();
    assert_eq!(refused(&mut full, Refill), NovaLunaError::RefillTooEarly { tiles_on_wheel: 11 });
}

/// "S'il ne reste aucune tuile dans la piste de sélection au début de votre tour, vous
/// devez remplir les espaces vides." "S'il ne reste pas assez de tuiles, remplissez la
/// piste de sélection autant que possible."
#[test]
fn refill_is_forced_with_an_empty_wheel_and_stops_when_the_pile_runs_out() {
    // Every tile but 1, 2 and 3 on the two tableaux: the pile holds exactly those three.
    let rest: Vec<u8> = (4..=68).collect();
    let (line0, _) = nova_luna_support::quiet_line(&rest[..32], 0, 0, &[]);
    let (line1, _) = nova_luna_support::quiet_line(&rest[32..], 0, 0, &[]);
    let mut game = Scenario::new(2)
        .tableau(0, &line0)
        .tableau(1, &line1)
        .wheel(6, &[])
        .pile_top(&[3, 2, 1])
        .build();
    assert_eq!(game.pile_count(), 3);
    assert_eq!(game.legal_actions(), vec![Refill], "refilling is the only choice");
    assert_eq!(refused(&mut game, Take { space: 7 }), NovaLunaError::MustRefill);
    let events = game.apply(&Refill).unwrap();
    let NovaLunaEvent::Refilled { fills, pile_left, .. } = &events[0] else { panic!() };
    assert_eq!(
        fills.iter().map(|f| (f.space, f.tile.0)).collect::<Vec<_>>(),
        vec![(7, 3), (8, 2), (9, 1)]
    );
    assert_eq!(*pile_left, 0);
    // With the pile empty, refill is never offered again.
    game.apply(&Take { space: 7 }).unwrap();
    game.apply(&Place { x: -1, y: 0 }).unwrap();
    assert!(!game.is_over());
    assert_eq!(game.tiles_on_wheel(), 2);
    assert_eq!(refused(&mut game, Refill), NovaLunaError::PileEmpty);
}

/// Refused actions say why in words a player understands, and serialise with a tag.
#[test]
fn errors_read_well_and_serialise_tagged() {
    let e = NovaLunaError::NotAdjacent { x: 3, y: -1 };
    assert!(e.to_string().contains("not next to your tiles"));
    assert_eq!(
        serde_json::to_value(&e).unwrap(),
        serde_json::json!({"type": "not-adjacent", "x": 3, "y": -1})
    );
    let a: NovaLunaAction = serde_json::from_str(r#"{"type":"take","space":4}"#).unwrap();
    assert_eq!(a, Take { space: 4 });
    assert_eq!(serde_json::to_string(&EndPhaseOne).unwrap(), r#"{"type":"end-phase-one"}"#);
    assert_eq!(
        serde_json::to_string(&Place { x: -2, y: 1 }).unwrap(),
        r#"{"type":"place","x":-2,"y":1}"#
    );
}
