//! The eight worked examples of the Nova Luna rulebook (section "Les objectifs",
//! "Exemples"), as scenario tests. The rulebook's diagrams are not in the transcription, so
//! each layout is rebuilt from the sentence that describes it, with real tiles from the
//! data file. Coordinates: x to the right, y downwards.
//!
//! In every test seat 0's tableau is built directly, then the last tile is taken from the
//! wheel and placed through the engine, which must put the discs on its own.

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use crate::nova_luna_support::{discs_placed, index_of, lay_last_tile};
use moonvale_rules::nova_luna::*;

// Tiles used (ids of crates/rules/src/nova_luna/tiles.json):
const YELLOW_4_RRR_TTT_BB: u8 = 62;
const BLUE_1: u8 = 18;
const BLUE_2: u8 = 19;
const RED_1: u8 = 35;
const RED_2_A: u8 = 36;
const RED_2_B: u8 = 37;
const YELLOW_1: u8 = 52;
const TURQUOISE_1: u8 = 1;

/// Example 1. "La tuile jaune propose notamment l'objectif « 2x bleu ». Cet objectif peut
/// être réalisé en posant deux tuiles bleues, chacune adjacente à la tuile jaune
/// (exemple 1)".
#[test]
fn example_1_two_blue_tiles_each_next_to_the_yellow_tile() {
    let before = [(0, 0, YELLOW_4_RRR_TTT_BB), (1, 0, BLUE_1)];
    let (game, events) = lay_last_tile(&before, (-1, 0, BLUE_2));
    // Task 2 of the yellow 4 is "2 blue".
    assert_eq!(discs_placed(&events), vec![(YELLOW_4_RRR_TTT_BB, 2)]);
    let t = game.tableau(0);
    assert!(t.tiles()[index_of(t, YELLOW_4_RRR_TTT_BB)].has_disc(2));
}

/// Example 2. "...mais aussi avec deux tuiles bleues adjacentes dont une seule est
/// adjacente à la tuile jaune (exemple 2). L'exemple 2 montre en outre que les tuiles
/// adjacentes diagonalement ne comptent pas. Pour cette raison, l'objectif « 3x rouge »
/// n'a pas été atteint."
#[test]
fn example_2_a_blue_chain_counts_but_diagonal_reds_do_not() {
    // Reds at (1,1), (1,-1) and (2,1): all diagonal or further from the yellow tile.
    let before = [
        (0, 0, YELLOW_4_RRR_TTT_BB),
        (1, 0, BLUE_1),
        (1, 1, RED_1),
        (1, -1, RED_2_A),
        (2, 1, RED_2_B),
    ];
    let (game, events) = lay_last_tile(&before, (2, 0, BLUE_2));
    assert_eq!(
        discs_placed(&events),
        vec![(YELLOW_4_RRR_TTT_BB, 2)],
        "2 blue met through the chain"
    );
    let t = game.tableau(0);
    let yellow = index_of(t, YELLOW_4_RRR_TTT_BB);
    assert_eq!(t.count_for_task(yellow, Colour::Blue.index()), 2);
    assert_eq!(t.count_for_task(yellow, Colour::Red.index()), 0, "diagonal tiles never count");
    assert!(!t.tiles()[yellow].has_disc(0), "3 red is not met");
    assert!(!t.task_met(yellow, 0));
}

/// Example 3. "L'exemple 3 montre comment deux objectifs peuvent être complétés en même
/// temps sur une tuile. Chaque objectif validé est alors recouvert d'un jeton."
#[test]
fn example_3_one_tile_completes_two_tasks_at_once() {
    const TURQUOISE_7: u8 = 17; // blue+red, blue+yellow, red+yellow
    let before = [(0, 0, TURQUOISE_7), (1, 0, BLUE_1), (0, 1, YELLOW_1)];
    let (game, events) = lay_last_tile(&before, (-1, 0, RED_1));
    // blue+yellow was met when the yellow came (the scenario gave it its disc); the red
    // completes blue+red and red+yellow together: two discs from one placement.
    assert_eq!(discs_placed(&events), vec![(TURQUOISE_7, 0), (TURQUOISE_7, 2)]);
    let t = game.tableau(0);
    assert_eq!(t.tiles()[index_of(t, TURQUOISE_7)].discs, 0b111);
}

/// Example 4. "L'exemple 4 montre une tuile « 7 » dont les trois objectifs peuvent être
/// atteints avec seulement 3 tuiles." and "Une tuile peut être utilisée pour plusieurs
/// objectifs... (voir exemples 4 et 8)".
#[test]
fn example_4_a_seven_meets_its_three_tasks_with_three_tiles() {
    const YELLOW_7: u8 = 68; // blue+red, turquoise+blue, turquoise+red
    let before = [(0, 0, YELLOW_7), (1, 0, BLUE_1), (-1, 0, RED_1)];
    let (game, events) = lay_last_tile(&before, (0, 1, TURQUOISE_1));
    assert_eq!(discs_placed(&events), vec![(YELLOW_7, 1), (YELLOW_7, 2)]);
    let t = game.tableau(0);
    assert_eq!(t.len(), 4, "the 7 and only three other tiles");
    assert_eq!(t.tiles()[index_of(t, YELLOW_7)].discs, 0b111, "all three tasks hold a disc");
    assert_eq!(game.players()[0].discs_left, 21 - 1 - 3);
}

/// Example 5. "L'exemple 5 montre comment deux tuiles suffisent pour valider
/// réciproquement un objectif sur chacune d'elles."
#[test]
fn example_5_two_tiles_meet_a_task_on_each_other() {
    const TURQUOISE_5_RR_B: u8 = 13;
    const BLUE_5_TTT_T: u8 = 29;
    let (game, events) = lay_last_tile(&[(0, 0, TURQUOISE_5_RR_B)], (1, 0, BLUE_5_TTT_T));
    assert_eq!(discs_placed(&events), vec![(TURQUOISE_5_RR_B, 1), (BLUE_5_TTT_T, 1)]);
    assert_eq!(game.tableau(0).discs_placed(), 2);
}

/// Example 6. "Dans l'exemple 6, l'ajout de tuiles permet de réaliser deux objectifs
/// « 2x jaune »."
#[test]
fn example_6_added_yellow_tiles_meet_two_two_yellow_tasks() {
    const TURQUOISE_5_RR_TT_YY: u8 = 14;
    const BLUE_5_BB_TT_YY: u8 = 31;
    const YELLOW_2: u8 = 53;
    let before = [(0, 0, TURQUOISE_5_RR_TT_YY), (1, 0, YELLOW_1), (2, 0, BLUE_5_BB_TT_YY)];
    let (_, events) = lay_last_tile(&before, (1, 1, YELLOW_2));
    // The two yellows form a chain touching both tiles: "2 yellow" (task 2) met on each.
    assert_eq!(discs_placed(&events), vec![(TURQUOISE_5_RR_TT_YY, 2), (BLUE_5_BB_TT_YY, 2)]);
}

/// Example 7. "N'oubliez pas que la couleur de la tuile sur laquelle se trouve l'objectif
/// ne compte pas. Afin de réaliser l'objectif figurant sur la tuile rouge « 2 » de
/// l'exemple 7, au moins 4 autres tuiles rouges sont nécessaires. Ici, l'utilisation d'une
/// seconde tuile rouge « 2 » est idéale : cela permet de valider deux objectifs
/// simultanément."
#[test]
fn example_7_the_task_tile_never_counts_and_two_red_twos_meet_together() {
    const RED_3_TBR: u8 = 38;
    const RED_3_BRR: u8 = 39;
    // Four red tiles in a row starting with a red 2: only 3 count for its "4 red".
    let (game, events) =
        lay_last_tile(&[(0, 0, RED_2_A), (1, 0, RED_1), (2, 0, RED_3_TBR)], (3, 0, RED_3_BRR));
    assert!(discs_placed(&events).is_empty());
    let t = game.tableau(0);
    assert_eq!(t.count_for_task(index_of(t, RED_2_A), Colour::Red.index()), 3);

    // Two red 2s side by side, then three reds: each 2 sees the other plus the chain.
    let before = [(0, 0, RED_2_A), (1, 0, RED_2_B), (2, 0, RED_1), (3, 0, RED_3_TBR)];
    let (game, events) = lay_last_tile(&before, (4, 0, RED_3_BRR));
    assert_eq!(
        discs_placed(&events),
        vec![(RED_2_A, 0), (RED_2_B, 0)],
        "both met by the same tile"
    );
    let t = game.tableau(0);
    assert_eq!(t.count_for_task(index_of(t, RED_2_A), Colour::Red.index()), 4);
    assert_eq!(t.count_for_task(index_of(t, RED_2_B), Colour::Red.index()), 4);
}

/// Example 8. "Les objectifs sont indépendants les uns des autres (voir aussi exemple 4).
/// Dès lors, les quatre tuiles rouges de l'exemple 8 permettent à la fois de valider
/// l'objectif « 2x rouge » et l'objectif « 4x rouge » figurant sur la tuile bleue."
#[test]
fn example_8_the_same_four_reds_meet_two_red_and_four_red() {
    const BLUE_4_RRRR_RR: u8 = 26;
    const RED_3_TBR: u8 = 38;
    // Three reds diagonal to the blue tile or beyond; the fourth joins them to it.
    let before =
        [(0, 0, BLUE_4_RRRR_RR), (0, 1, BLUE_1), (1, 1, RED_1), (2, 1, RED_2_A), (2, 0, RED_2_B)];
    let (game, events) = lay_last_tile(&before, (1, 0, RED_3_TBR));
    assert_eq!(discs_placed(&events), vec![(BLUE_4_RRRR_RR, 0), (BLUE_4_RRRR_RR, 1)]);
    let t = game.tableau(0);
    assert_eq!(t.count_for_task(index_of(t, BLUE_4_RRRR_RR), Colour::Red.index()), 4);
}

/// "Important : la couleur d'une tuile compte double si cette tuile est adjacente à une
/// tuile de la même couleur... à condition qu'une d'elles au moins soit adjacente à la
/// tuile de l'objectif." Two separate red groups, one on each side of the task tile, both
/// count.
#[test]
fn chain_rule_counts_every_group_touching_the_task_tile_once() {
    const BLUE_4_RRRR_RR: u8 = 26;
    let before = [(0, 0, BLUE_4_RRRR_RR), (1, 0, RED_1), (2, 0, RED_2_A), (-1, 0, RED_2_B)];
    let (game, events) = lay_last_tile(&before, (-2, 0, 38));
    assert_eq!(discs_placed(&events), vec![(BLUE_4_RRRR_RR, 0)], "2 + 2 reds on both sides = 4");
    let t = game.tableau(0);
    assert_eq!(t.count_for_task(0, Colour::Red.index()), 4);
}
