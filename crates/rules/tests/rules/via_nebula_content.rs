//! The content files (docs/engines.md "The rules engines"): the built-in board sides, tokens and
//! cards meet every constraint of `../shared/reference/via-nebula-components.md`, the validation
//! refuses broken files with clear messages, and a replacement file plays without any code change.

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::testing::check_random_game;
use moonvale_rules::core::Game;
use moonvale_rules::via_nebula::content::{bits, Terrain};
use moonvale_rules::via_nebula::*;

#[test]
fn builtin_content_is_valid_for_both_sides() {
    for side in [Side::Beginner, Side::Expert] {
        let files = ContentFiles::builtin(side);
        files.validate().unwrap();
        let c = Content::builtin(side);
        // « 20 jetons d'exploitation », « 5 jetons spéciaux », « 42 cartes », 24 meadows.
        assert_eq!(c.meadow_hexes.len(), 24);
        assert!((10..=12).contains(&c.ruin_hexes.len()), "{side:?}: {} ruins", c.ruin_hexes.len());
        assert_eq!(c.tokens.len(), 25);
        assert_eq!(c.cards.len(), 42);
        assert_eq!(c.private_cards.count_ones(), 8);
        assert_eq!(c.neutral_cards.count_ones(), 33);
        assert_eq!(c.end_card_points, 2);
    }
}

#[test]
fn tokens_hold_exactly_the_ninety_pieces_and_spread_demand_evenly() {
    let c = Content::builtin(Side::Beginner);
    let mut per_kind = [0u32; 5];
    for t in c.tokens.iter().filter(|t| !t.special) {
        assert!((3..=5).contains(&t.quantity_four));
        assert!((1..=2).contains(&t.points));
        assert_eq!(t.quantity(3), t.quantity_four - 1);
        per_kind[t.resource as usize] += t.quantity_four as u32;
    }
    assert_eq!(per_kind, [14; 5]);
    // 70 + 4 specials x 5 = 90.
    assert_eq!(per_kind.iter().sum::<u32>() + 4 * 5, 90);
    // The published example: a "3 Wood" token worth 1 point exists.
    assert!(c.tokens.iter().any(|t| !t.special
        && t.resource == Resource::Wood
        && t.quantity_four == 3
        && t.points == 1));
    // Contract demand: each kind asked for equally often.
    let mut demand = [0u32; 5];
    for card in &c.cards {
        for (d, n) in demand.iter_mut().zip(card.need) {
            *d += n as u32;
        }
    }
    assert!(demand.iter().all(|&d| d == demand[0]), "{demand:?}");
}

#[test]
fn boards_forests_central_and_every_forbidden_zone_a_shortcut() {
    for side in [Side::Beginner, Side::Expert] {
        let c = Content::builtin(side);
        // Forests in the middle third of the columns and rows.
        let max_col = c.coords.iter().map(|p| p.0).max().unwrap() as f64;
        let max_row = c.coords.iter().map(|p| p.1).max().unwrap() as f64;
        for h in bits(c.forests) {
            let (col, row) = (c.coords[h].0 as f64, c.coords[h].1 as f64);
            assert!(
                col > max_col * 0.25
                    && col < max_col * 0.75
                    && row > max_row * 0.2
                    && row < max_row * 0.8,
                "{side:?}: forest at {col},{row}"
            );
        }
        // Covering a forbidden zone links at least two of its neighbours that were not next
        // to each other: a real shortcut.
        for h in bits(c.forbidden) {
            let open: Vec<usize> = bits(c.neighbors[h] & (c.fog | c.forests | c.meadows)).collect();
            let mut apart = false;
            for &a in &open {
                for &b in &open {
                    if a != b && c.neighbors[a] & (1u128 << b) == 0 {
                        apart = true;
                    }
                }
            }
            assert!(apart, "{side:?}: forbidden zone {h} opens no shortcut");
        }
        assert_eq!(c.terrain.iter().filter(|t| **t == Terrain::Meadow).count(), 24);
    }
}

#[test]
fn validation_reports_clear_errors() {
    let mut files = ContentFiles::builtin(Side::Beginner);
    // One meadow fewer, an unknown hex letter, a token too big, a card too many.
    files.board.rows[1] = files.board.rows[1].replacen('M', ".", 1);
    files.board.rows[0] = files.board.rows[0].replacen('.', "Q", 1);
    files.tokens.regular[0].quantity = 9;
    files.cards.contracts.push(files.cards.contracts[0].clone());
    let err = files.validate().unwrap_err();
    let text = err.to_string();
    assert!(text.contains("23 meadows, exactly 24"), "{text}");
    assert!(text.contains("unknown hex 'Q'"), "{text}");
    assert!(text.contains("regular token 1 holds 9"), "{text}");
    assert!(text.contains("42 contracts, exactly 41"), "{text}");

    // An island of fog cut off by forbidden zones is unreachable.
    let mut island = ContentFiles::builtin(Side::Beginner);
    island.board.rows.push("X X X X X X X X X X".into());
    island.board.rows.push(". X . . . . . . . .".into());
    let text = island.validate().unwrap_err().to_string();
    assert!(text.contains("cannot be reached"), "{text}");

    assert!(ContentFiles::from_json("{ not json")
        .unwrap_err()
        .to_string()
        .contains("content file"));
    let err = ViaNebula::new(
        &Options { players: 3, side: Side::Beginner, custom_content: Some(files) },
        1,
    )
    .unwrap_err();
    assert!(err.to_string().contains("not valid"));
}

/// An owner of the box replaces the board (a mirrored beginner side) and a token by writing a
/// file: no code changes, and the game plays to the end with every check passing.
#[test]
fn a_replacement_content_file_plays() {
    let mut files = ContentFiles::builtin(Side::Beginner);
    files.board.rows = files.board.rows.iter().rev().cloned().collect();
    files.tokens.regular.swap(0, 19);
    let json = serde_json::to_string_pretty(&files).unwrap();
    let path = std::env::temp_dir().join(format!("via-nebula-content-{}.json", std::process::id()));
    std::fs::write(&path, &json).unwrap();
    let loaded = ContentFiles::load(&path).unwrap();
    std::fs::remove_file(&path).ok();
    assert_eq!(loaded, files);
    let options = Options { players: 3, side: Side::Beginner, custom_content: Some(loaded) };
    let g = ViaNebula::new(&options, 4).unwrap();
    assert_eq!(g.content.builtin, None);
    // A custom-content state serialises its content in full and comes back identical.
    let back: ViaNebula = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
    assert_eq!(back, g);
    for seed in 0..3 {
        check_random_game::<ViaNebula>(&options, seed, 5000).unwrap();
    }
}

/// The expert side is the more winding one: on average a meadow lies further (in hexes to
/// explore) from the nearest ruins, and from the other meadows.
#[test]
fn expert_side_is_more_winding() {
    fn mean_distances(side: Side) -> (f64, f64) {
        let c = Content::builtin(side);
        let open = c.meadows | c.fog | c.forests;
        let (mut to_ruin, mut to_meadow, mut pairs) = (0usize, 0usize, 0usize);
        for m in bits(c.meadows) {
            // Breadth-first over hexes that can become meadows.
            let mut dist = vec![usize::MAX; c.hex_count()];
            dist[m] = 0;
            let mut queue = std::collections::VecDeque::from([m]);
            let mut nearest_ruin = usize::MAX;
            while let Some(h) = queue.pop_front() {
                for n in bits(c.neighbors[h]) {
                    if c.ruins & (1u128 << n) != 0 {
                        nearest_ruin = nearest_ruin.min(dist[h]);
                    } else if open & (1u128 << n) != 0 && dist[n] == usize::MAX {
                        dist[n] = dist[h] + 1;
                        queue.push_back(n);
                    }
                }
            }
            to_ruin += nearest_ruin;
            for other in bits(c.meadows) {
                if other != m {
                    to_meadow += dist[other];
                    pairs += 1;
                }
            }
        }
        (to_ruin as f64 / 24.0, to_meadow as f64 / pairs as f64)
    }
    let (b_ruin, b_meadow) = mean_distances(Side::Beginner);
    let (e_ruin, e_meadow) = mean_distances(Side::Expert);
    assert!(e_ruin > b_ruin, "{e_ruin} vs {b_ruin}");
    assert!(e_meadow > b_meadow, "{e_meadow} vs {b_meadow}");
}
