//! The solo mode (rulebook "Mode solo", RULINGS NL 7) and its two-phase score.

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use crate::nova_luna_support;
use crate::nova_luna_support::quiet_line;
use moonvale_rules::core::testing::random_playout;
use moonvale_rules::core::Game;
use moonvale_rules::nova_luna::*;
use NovaLunaAction::*;

/// Four 7s around each other with four 1s: 12 tasks met, numbers 7*4 + 1*4 = 32.
const CLUSTER: [(i8, i8, u8); 8] = [
    (0, 0, 17),
    (1, 0, 34),
    (0, 1, 51),
    (1, 1, 68),
    (-1, 0, 52),
    (2, 0, 35),
    (0, 2, 18),
    (2, 1, 1),
];

fn phase_one_score(events: &[NovaLunaEvent]) -> SoloPhaseScore {
    events
        .iter()
        .find_map(|e| match e {
            NovaLunaEvent::PhaseOneEnded { score } => Some(score.clone()),
            _ => None,
        })
        .expect("phase 1 ended")
}

/// "Prenez tous les jetons d'une couleur et formez deux piles... Inutile de poser un
/// jeton sur le cycle lunaire dans ce mode de jeu." "Prenez ces tuiles l'une après
/// l'autre sans avancer de la valeur indiquée sur le cycle lunaire."
#[test]
fn solo_has_21_discs_no_track_and_no_refill_in_phase_one() {
    let mut game = NovaLuna::new(&NovaLunaOptions::solo(), 5).unwrap();
    assert_eq!(game.players()[0].discs_left, 21);
    assert!(game.players()[0].marker.is_none());
    assert_eq!(game.solo().unwrap().phase, 1);
    let events = game.apply(&Take { space: 2 }).unwrap();
    assert!(matches!(events[0], NovaLunaEvent::TileTaken { marker: None, .. }));
    game.apply(&Place { x: 0, y: 0 }).unwrap();
    assert_eq!(game.to_act(), Some(0));
    assert_eq!(game.score()[0].track_space, None);

    // Two tiles left in phase 1: still no refill.
    let mut game = Scenario::new(1).wheel(0, &[(1, 2), (2, 3)]).build();
    assert_eq!(game.legal_actions(), vec![Take { space: 1 }, Take { space: 2 }]);
    assert_eq!(game.apply(&Refill), Err(NovaLunaError::NoRefillInPhaseOne));
}

/// "Votre but est de poser rapidement les 8 jetons constituant la petite pile sur des
/// tuiles que vous aurez posées. Lorsque ce sera chose faite, additionnez les valeurs
/// indiquées sur toutes vos tuiles et prenez note de cette somme. Remplissez ensuite les
/// espaces vides de la piste de sélection."
#[test]
fn phase_one_may_end_once_eight_discs_are_placed() {
    let mut few = Scenario::new(1).tableau(0, &CLUSTER[..3]).wheel(0, &[(1, 2), (2, 3)]).build();
    assert_eq!(few.tableau(0).discs_placed(), 1);
    assert!(!few.legal_actions().contains(&EndPhaseOne));
    assert_eq!(few.apply(&EndPhaseOne), Err(NovaLunaError::PhaseOneDiscsMissing { placed: 1 }));

    let mut game = Scenario::new(1).tableau(0, &CLUSTER).wheel(0, &[(1, 2), (2, 3)]).build();
    assert_eq!(game.tableau(0).discs_placed(), 12);
    assert_eq!(game.legal_actions(), vec![Take { space: 1 }, Take { space: 2 }, EndPhaseOne]);
    let events = game.apply(&EndPhaseOne).unwrap();
    assert_eq!(
        phase_one_score(&events),
        SoloPhaseScore {
            phase: 1,
            tile_numbers: 32,
            discs_placed: 12,
            discs_target: 8,
            discs_missing: 0,
            penalty: 0,
            score: 32
        }
    );
    let NovaLunaEvent::Refilled { fills, .. } = &events[1] else { panic!("{events:?}") };
    assert_eq!(fills.len(), 9, "the 9 empty spaces (the pawn's aside) are filled");
    assert_eq!(game.tiles_on_wheel(), 11);
    assert_eq!(game.solo().unwrap().phase, 2);
    assert!(!game.legal_actions().contains(&EndPhaseOne));
    assert_eq!(game.apply(&EndPhaseOne), Err(NovaLunaError::NotInPhaseOne));
    let score = &game.score()[0];
    let solo = score.solo.as_ref().unwrap();
    assert_eq!(solo.phase_one.as_ref().unwrap().score, 32);
    assert_eq!(
        solo.current.score,
        32 + 10 * (21 - 12),
        "phase 2 so far: every tile again + 10 per missing disc"
    );
    assert_eq!(solo.total, None);
}

/// "Dans la première phase du jeu, vous avez le droit de prendre davantage de tuiles que
/// nécessaire pour poser vos 8 premiers jetons."
#[test]
fn phase_one_may_go_on_after_eight_discs() {
    let mut game = Scenario::new(1).tableau(0, &CLUSTER).wheel(0, &[(1, 2), (2, 3)]).build();
    game.apply(&Take { space: 1 }).unwrap();
    assert_eq!(game.apply(&Place { x: 3, y: 3 }), Err(NovaLunaError::NotAdjacent { x: 3, y: 3 }));
    game.apply(&Place { x: 0, y: -1 }).unwrap();
    assert_eq!(game.solo().unwrap().phase, 1);
    assert_eq!(game.legal_actions(), vec![Take { space: 2 }, EndPhaseOne]);
    // Taking the last tile of phase 1 ends it on its own.
    game.apply(&Take { space: 2 }).unwrap();
    let events = game.apply(&Place { x: 0, y: -2 }).unwrap();
    let score = phase_one_score(&events);
    assert_eq!(score.tile_numbers, 32 + 2 + 2);
    assert_eq!(score.score, 36);
    assert_eq!(game.solo().unwrap().phase, 2);
}

/// "Durant la première phase, s'il vous est impossible de placer vos 8 jetons après avoir
/// posé les 11 tuiles disponibles, comptez 10 points supplémentaires pour chaque jeton
/// manquant. Remplissez ensuite la piste de sélection et commencez la phase 2."
#[test]
fn phase_one_ends_with_the_wheel_and_counts_ten_per_missing_disc() {
    let mut game = Scenario::new(1).tableau(0, &CLUSTER[..3]).wheel(0, &[(1, 52)]).build();
    assert_eq!(game.tableau(0).discs_placed(), 1);
    game.apply(&Take { space: 1 }).unwrap();
    let events = game.apply(&Place { x: -1, y: 0 }).unwrap();
    assert_eq!(
        nova_luna_support::discs_placed(&events).len(),
        2,
        "the yellow meets two tasks of the 7"
    );
    assert_eq!(
        phase_one_score(&events),
        SoloPhaseScore {
            phase: 1,
            tile_numbers: 22,
            discs_placed: 3,
            discs_target: 8,
            discs_missing: 5,
            penalty: 50,
            score: 72
        }
    );
    let refill = events.iter().find_map(|e| match e {
        NovaLunaEvent::Refilled { fills, .. } => Some(fills.clone()),
        _ => None,
    });
    let fills = refill.expect("the wheel is refilled for phase 2");
    assert_eq!(
        fills.iter().map(|f| f.space).collect::<Vec<_>>(),
        vec![2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]
    );
    assert_eq!(game.solo().unwrap().phase, 2);
    assert_eq!(game.to_act(), Some(0));
}

/// "Durant la seconde phase, s'il vous est impossible de placer vos 21 jetons après avoir
/// posé toutes les tuiles disponibles, comptez 10 points supplémentaires pour chaque jeton
/// manquant. Ensuite, la partie se termine." "Au terme de la seconde phase, additionnez à
/// nouveau les valeurs de toutes vos tuiles et notez ce total. Votre score final est la
/// somme des deux valeurs dont vous avez pris note. Votre but est d'atteindre le score le
/// plus bas possible."
#[test]
fn phase_two_ends_without_tiles_and_the_final_score_adds_both_phases() {
    let rest: Vec<u8> = (1..=68).filter(|&id| id != 52 && id != 35).collect();
    let (line, met) = quiet_line(&rest, 0, 0, &[]);
    assert!(met < 21);
    let mut game =
        Scenario::new(1).tableau(0, &line).wheel(4, &[(6, 52), (9, 35)]).solo_phase_two().build();
    assert_eq!(game.pile_count(), 0);
    let phase_one = game.solo().unwrap().phase_one.clone().unwrap();
    assert_eq!(
        game.legal_actions(),
        vec![Take { space: 6 }, Take { space: 9 }],
        "no refill: the pile is empty"
    );
    game.apply(&Take { space: 6 }).unwrap();
    game.apply(&Place { x: -1, y: 0 }).unwrap();
    game.apply(&Take { space: 9 }).unwrap();
    let events = game.apply(&Place { x: -2, y: 0 }).unwrap();
    assert_eq!(
        events.last(),
        Some(&NovaLunaEvent::GameEnded { reason: EndReason::NoTilesLeft, winners: vec![0] })
    );
    let placed = game.tableau(0).discs_placed() as u8;
    let solo = game.score()[0].solo.clone().unwrap();
    assert_eq!(solo.current.tile_numbers, 268, "all 68 tiles, phase 1's counted again");
    assert_eq!(solo.current.penalty, 10 * (21 - placed as u32));
    assert_eq!(solo.total, Some(phase_one.score + 268 + 10 * (21 - placed as u32)));
    let outcome = game.outcome().unwrap();
    assert!(!outcome.higher_is_better);
    assert_eq!(outcome.scores, vec![solo.total.unwrap() as i64]);
    assert_eq!(outcome.winners, vec![0]);
}

/// Every random solo game: the final score is phase 1 plus phase 2, each computed from the
/// tiles and discs as the rulebook says; the game ends on the 21st disc or without tiles.
#[test]
fn random_solo_games_score_both_phases() {
    let mut early_ends = 0;
    for seed in 0..200u64 {
        let playout = random_playout::<NovaLuna>(&NovaLunaOptions::solo(), seed, 1000).unwrap();
        let game = &playout.session.state;
        let one = game.solo().unwrap().phase_one.clone().expect("phase 1 scored");
        assert_eq!(
            one.score,
            one.tile_numbers + 10 * (8u32.saturating_sub(one.discs_placed as u32))
        );
        let t = game.tableau(0);
        let placed = t.discs_placed();
        let two = t.number_sum() + 10 * (21 - placed);
        assert_eq!(game.outcome().unwrap().scores, vec![(one.score + two) as i64]);
        match game.stage() {
            Stage::Over { reason: EndReason::SoloAllDiscs } => assert_eq!(placed, 21),
            Stage::Over { reason: EndReason::NoTilesLeft } => {
                assert_eq!(game.pile_count() + game.tiles_on_wheel(), 0)
            }
            other => panic!("{other:?}"),
        }
        if playout.session.log.iter().any(|l| l.action == EndPhaseOne) {
            early_ends += 1;
        }
    }
    assert!(early_ends > 0);
}
