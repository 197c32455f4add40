//! The end of a multiplayer game and its standings (rulebook "Fin de partie", RULINGS
//! NL 6).

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use crate::nova_luna_support;
use crate::nova_luna_support::quiet_line;
use moonvale_rules::core::testing::random_playout;
use moonvale_rules::core::Game;
use moonvale_rules::nova_luna::*;
use NovaLunaAction::*;

/// "En cas d'égalité, la victoire va à la personne qui aurait été la prochaine à jouer si
/// la partie s'était poursuivie." and "La partie peut également se terminer s'il ne reste
/// plus de tuiles à piocher et que la piste de sélection est vide."
#[test]
fn no_tiles_left_ends_the_game_and_a_tie_goes_to_the_next_to_play() {
    // Every tile but the two 1s (turquoise 1 and blue 18) on the tableaux, the pile empty.
    let rest: Vec<u8> = (2..=68).filter(|&id| id != 18).collect();
    // Split them so that both lines meet as many tasks: the discs tie.
    let (line0, line1, met) = (0..rest.len())
        .find_map(|k| {
            let mut r = rest.clone();
            r.rotate_left(k);
            let (line0, met0) = quiet_line(&r[..33], 0, 0, &[]);
            let (line1, met1) = quiet_line(&r[33..], 0, 0, &[]);
            (met0 == met1).then_some((line0, line1, met0))
        })
        .expect("a split with equal discs");
    // Seat 0 on space 10, seat 1 on space 12.
    let mut game = Scenario::new(2)
        .tableau(0, &line0)
        .tableau(1, &line1)
        .wheel(0, &[(1, 1), (2, 18)])
        .markers(&[(0, 10), (1, 12)])
        .build();
    assert_eq!(game.pile_count(), 0);
    assert_eq!(
        game.legal_actions(),
        vec![Take { space: 1 }, Take { space: 2 }],
        "no refill with an empty pile"
    );
    // Seat 0 takes a 1 (space 11), still furthest back, then the other 1 (space 12, on top
    // of seat 1). The 1s have no task; placed at the far end of the line they meet none.
    game.apply(&Take { space: 1 }).unwrap();
    game.apply(&Place { x: -1, y: 0 }).unwrap();
    assert_eq!(game.to_act(), Some(0));
    game.apply(&Take { space: 2 }).unwrap();
    let events = game.apply(&Place { x: -2, y: 0 }).unwrap();
    assert!(game.is_over());
    assert_eq!(game.tableau(0).discs_placed() as usize, met);
    assert_eq!(game.tableau(1).discs_placed() as usize, met);
    assert_eq!(
        events.last(),
        Some(&NovaLunaEvent::GameEnded { reason: EndReason::NoTilesLeft, winners: vec![0] })
    );
    // Both on space 12, seat 0 on top: seat 0 would have played next and wins the tie.
    assert_eq!(game.turn_order(), vec![0, 1]);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners, vec![0]);
    assert_eq!(outcome.standings, vec![vec![0], vec![1]]);
    assert_eq!(outcome.tie_break.as_deref(), Some("next-to-play"));
    assert_eq!(outcome.scores, vec![met as i64, met as i64]);
    assert!(game.legal_actions().is_empty());
    assert_eq!(game.clone().apply(&Take { space: 1 }), Err(NovaLunaError::GameOver));
}

/// "Dès qu'un-e joueur-se parvient à poser tous ses jetons sur ses tuiles, il/elle
/// remporte la partie et le jeu se termine." Seat 0 has 19 of its 20 discs on tasks; the
/// last tile meets two more tasks: one disc goes down (there is only one left), and the
/// game ends at once although tiles remain.
#[test]
fn the_last_disc_wins_at_once_even_when_more_tasks_are_met() {
    // Found by a greedy search over the tile list: 12 tiles meeting 19 tasks.
    let tableau = [
        (0, 0, 17),
        (1, 0, 29),
        (0, 1, 50),
        (1, 1, 25),
        (-1, 0, 52),
        (-1, 1, 63),
        (2, 0, 8),
        (1, -1, 13),
        (-2, 0, 12),
        (-2, 1, 30),
        (-1, -1, 65),
        (0, -1, 14),
    ];
    let mut game = Scenario::new(2)
        .tableau(0, &tableau)
        .tableau(1, &[(0, 0, 2), (1, 0, 3)])
        .wheel(0, &[(1, 49), (2, 4), (3, 5)])
        .markers(&[(1, 0), (0, 0)])
        .build();
    assert_eq!(game.players()[0].discs_left, 1);
    game.apply(&Take { space: 1 }).unwrap();
    let mut probe = *game.tableau(0);
    let i = probe.place(-2, -1, TileId(49));
    let mut met = Vec::new();
    probe.newly_met(i, &mut met);
    assert_eq!(met.len(), 2, "the placement meets two tasks");
    let events = game.apply(&Place { x: -2, y: -1 }).unwrap();
    assert_eq!(nova_luna_support::discs_placed(&events).len(), 1, "only one disc was left");
    assert_eq!(
        events.last(),
        Some(&NovaLunaEvent::GameEnded { reason: EndReason::LastDisc, winners: vec![0] })
    );
    assert!(game.is_over());
    assert!(game.tiles_on_wheel() > 0 && game.pile_count() > 0, "tiles remain");
    assert_eq!(game.players()[0].discs_left, 0);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners, vec![0]);
    assert_eq!(outcome.standings, vec![vec![0], vec![1]]);
    assert_eq!(outcome.scores[0], 20);
    assert_eq!(outcome.tie_break, None);
    assert!(game.legal_actions().is_empty());
}

/// The same rule, checked on every random game that ends so,
/// for 2 to 4 players: the game stops on the placement of the last disc, with tiles
/// still left, and the placer wins.
#[test]
fn placing_the_last_disc_wins_at_once() {
    let mut with_tiles_left = 0;
    let mut checked = 0;
    for players in 2..=4 {
        for first_game in [false, true] {
            for seed in 0..150u64 {
                let options = NovaLunaOptions { players, first_game };
                let playout = random_playout::<NovaLuna>(&options, seed, 1000).unwrap();
                let game = &playout.session.state;
                if game.stage() != &(Stage::Over { reason: EndReason::LastDisc }) {
                    continue;
                }
                checked += 1;
                let last = playout.session.log.last().unwrap();
                assert!(matches!(last.action, Place { .. }));
                let winner = last.seat;
                assert_eq!(game.players()[winner].discs_left, 0);
                assert!(last
                    .events
                    .iter()
                    .any(|e| matches!(e, NovaLunaEvent::DiscPlaced { discs_left: 0, .. })));
                assert_eq!(
                    last.events.last(),
                    Some(&NovaLunaEvent::GameEnded {
                        reason: EndReason::LastDisc,
                        winners: vec![winner]
                    })
                );
                let outcome = game.outcome().unwrap();
                assert_eq!(outcome.winners, vec![winner]);
                assert_eq!(outcome.standings[0], vec![winner]);
                assert_eq!(outcome.scores[winner], options.discs_for_tasks() as i64);
                // The others ranked by discs left, then by turn order.
                let order = game.turn_order();
                let key = |s: usize| {
                    (game.players()[s].discs_left, order.iter().position(|&o| o == s).unwrap())
                };
                let flat: Vec<usize> = outcome.standings.iter().map(|g| g[0]).collect();
                assert!(flat[1..].windows(2).all(|w| key(w[0]) < key(w[1])), "{flat:?}");
                if game.pile_count() + game.tiles_on_wheel() > 0 {
                    with_tiles_left += 1;
                }
            }
        }
    }
    assert!(checked > 20, "only {checked} games ended on a last disc");
    assert!(with_tiles_left > 0);
}

/// "Dans ce cas, la victoire va à la personne qui a posé le plus de jetons sur ses tuiles.
/// Les places suivantes sont déterminées en fonction du nombre de jetons qu'il vous reste en
/// fin de partie : moins il reste de jetons, mieux c'est." Checked on every random game
/// ending without tiles: full standings by discs placed, ties by the turn order.
#[test]
fn standings_without_tiles_follow_discs_then_turn_order() {
    let mut ties = 0;
    for players in 2..=4 {
        for seed in 0..150u64 {
            let playout =
                random_playout::<NovaLuna>(&NovaLunaOptions::players(players), seed, 1000).unwrap();
            let game = &playout.session.state;
            if game.stage() != &(Stage::Over { reason: EndReason::NoTilesLeft }) {
                continue;
            }
            let outcome = game.outcome().unwrap();
            let placed: Vec<i64> = game.score().iter().map(|s| s.discs_placed as i64).collect();
            assert_eq!(outcome.scores, placed);
            let order = game.turn_order();
            let mut expected: Vec<usize> = (0..players).collect();
            expected.sort_by_key(|&s| {
                (std::cmp::Reverse(placed[s]), order.iter().position(|&o| o == s).unwrap())
            });
            let flat: Vec<usize> = outcome.standings.iter().map(|g| g[0]).collect();
            assert_eq!(flat, expected, "{players} players, seed {seed}");
            assert_eq!(outcome.winners, vec![expected[0]]);
            if placed[expected[0]] == placed[expected[1]] {
                ties += 1;
                assert_eq!(outcome.tie_break.as_deref(), Some("next-to-play"));
            } else {
                assert_eq!(outcome.tie_break, None);
            }
        }
    }
    assert!(ties > 0);
}
