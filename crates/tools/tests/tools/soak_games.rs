//! The short version of the hundred-thousand-game soak (docs/soak-and-fuzz.md "A hundred thousand
//! games"): every setting of both games, a few fully checked games each, through the library and
//! through `table soak`; and the view check catches a view that shows what its seat may not know.

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::testing::Audit;
use moonvale_rules::core::Game;
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions};
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
use moonvale_tools::soak::{run, settings};
use std::process::Command;

#[test]
fn every_setting_of_both_games_passes_a_short_soak() {
    let mut labels = Vec::new();
    for game in ["via-nebula", "nova-luna"] {
        for setting in settings(game).unwrap() {
            let report = run(&setting, 3, 77, 2);
            assert!(report.clean(), "{} {}: {:?}", report.game, report.setting, report.examples);
            assert_eq!(report.games, 3);
            let c = report.checked;
            assert!(c.actions > 30, "{} {}: {c:?}", report.game, report.setting);
            assert!(c.listed_applied >= c.actions && c.unlisted_refused > c.actions);
            assert!(c.views >= c.actions && c.round_trips == c.actions);
            labels.push(format!("{game}: {}", setting.label));
        }
    }
    // Every player count and side: 3 counts x 2 sides, and solo, 2, 3 and 4 with the
    // first-game discs for 3 and 4.
    assert_eq!(labels.len(), 12, "{labels:#?}");
    assert!(settings("chess").is_none());
}

#[test]
fn a_view_showing_another_hand_or_the_deck_is_caught() {
    let game = ViaNebula::new(&Options::new(3, Side::Expert), 5).unwrap();
    let honest = game.view(0);
    assert_eq!(game.check_view(0, &honest), Ok(()));
    assert!(game.seats[1].hand != 0, "seat 1 holds its private contracts");

    let mut hand_shown = honest.clone();
    hand_shown.state.seats[1].hand = game.seats[1].hand;
    assert!(game.check_view(0, &hand_shown).unwrap_err().contains("seat 1's hand"));

    let mut deck_shown = honest.clone();
    deck_shown.state.deck = game.deck;
    assert!(game.check_view(0, &deck_shown).unwrap_err().contains("deck"));

    let mut wrong_count = honest;
    wrong_count.hidden_private[2] += 1;
    assert!(game.check_view(0, &wrong_count).is_err());
    // Seat 1's own view shows its own hand, so it is not seat 0's.
    assert!(game.check_view(0, &game.view(1)).is_err());

    let luna = NovaLuna::new(&NovaLunaOptions::players(2), 5).unwrap();
    let mut view = luna.view(1);
    assert_eq!(luna.check_view(1, &view), Ok(()));
    view.pile_count += 1;
    assert!(luna.check_view(1, &view).unwrap_err().contains("pile count"));
}

#[test]
fn table_soak_prints_the_counts_per_game_and_setting() {
    let out = Command::new(env!("CARGO_BIN_EXE_table"))
        .args(["soak", "--games", "12", "--game", "nova-luna", "--threads", "2"])
        .output()
        .expect("run table");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let result: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let totals = &result["totals"]["nova-luna"];
    assert_eq!(totals["games"], 12);
    assert_eq!(totals["violations"], 0);
    assert_eq!(totals["panics"], 0);
    assert!(totals["checked"]["actions"].as_u64().unwrap() > 100);
    assert_eq!(result["settings"].as_array().unwrap().len(), 6);
    // One line per setting on standard error, as each ends.
    let progress = String::from_utf8_lossy(&out.stderr);
    assert_eq!(progress.lines().filter(|l| l.contains("0 violations, 0 panics")).count(), 6);

    let refused = Command::new(env!("CARGO_BIN_EXE_table"))
        .args(["soak", "--game", "chess"])
        .output()
        .expect("run table");
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains(r#"unknown \"chess\""#));
}
