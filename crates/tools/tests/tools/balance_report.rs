//! The Via Nebula balance report (docs/via-nebula-balance.md "The balance report"): the self-play
//! figures add up, do not depend on the thread count, and the report with its charts is written.
//! The full report is `bash scripts/balance-report.sh` (docs/BALANCE.md); these runs are tiny.

#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::via_nebula::Side;
use moonvale_tools::balance::{run, Setting, CATEGORIES};
use moonvale_tools::balance_report::write_report;
use moonvale_tools::tournament::BotSpec;

fn setting(players: u8, side: Side, bot: &str) -> Setting {
    Setting::new(players, side, BotSpec::parse(bot).unwrap())
}

#[test]
fn figures_add_up() {
    for (players, side, bot, games) in [
        (2, Side::Beginner, "easy:30", 4),
        (4, Side::Expert, "random", 8),
        (3, Side::Expert, "random", 6),
    ] {
        let s = run(&setting(players, side, bot), games, 7, 1);
        assert_eq!(s.games, games);
        assert_eq!(s.endings.values().sum::<usize>(), games, "every game's ending is counted");
        assert_eq!(s.rounds.values().sum::<usize>(), games);
        assert!(!s.endings.contains_key("unfinished"));
        let wins: f64 = s.win_rate_by_position.iter().sum();
        assert!((wins - 1.0).abs() < 1e-9, "one winner's share per game: {wins}");
        let wins: f64 = s.win_rate_by_position_if_round_ended.iter().sum();
        assert!((wins - 1.0).abs() < 1e-9, "had it ended with the round, one winner: {wins}");
        if s.end_card_by_position[1..].iter().all(|&t| t == 0) {
            assert_eq!(s.win_rate_by_position_if_round_ended, s.win_rate_by_position);
        }
        let parts: f64 = CATEGORIES[..5].iter().map(|c| s.mean_score[*c]).sum();
        assert!((parts - s.mean_score["total"]).abs() < 1e-9, "the categories make the total");
        assert!(s.end_card_games <= games);
        assert_eq!(s.end_card_games, *s.endings.get("fifth-building").unwrap_or(&0));
        assert_eq!(s.end_card_by_position.iter().sum::<usize>(), s.end_card_games);
        assert_eq!(s.contracts.len(), 41, "every contract but the end card");
        for c in &s.contracts {
            assert!(c.fulfilled <= c.available, "{}: fulfilled only when available", c.label);
        }
        // At most one building per contract, and no more than five buildings a seat.
        let fulfilled: usize = s.contracts.iter().map(|c| c.fulfilled).sum();
        assert!(fulfilled <= games * players as usize * 5);
        // Private contracts are dealt two a seat: every game sees some.
        assert!(
            s.contracts.iter().filter(|c| c.private).map(|c| c.available).sum::<usize>() >= games
        );
    }
}

#[test]
fn figures_do_not_depend_on_threads() {
    let one = run(&setting(3, Side::Beginner, "random"), 6, 3, 1);
    let two = run(&setting(3, Side::Beginner, "random"), 6, 3, 2);
    assert_eq!(serde_json::to_value(&one).unwrap(), serde_json::to_value(&two).unwrap());
}

#[test]
fn the_report_is_written_with_its_charts() {
    let dir = std::env::temp_dir().join(format!("moonvale-balance-{}", std::process::id()));
    let summaries = vec![
        run(&setting(2, Side::Beginner, "random"), 4, 1, 1),
        run(&setting(2, Side::Expert, "random"), 4, 1, 1),
    ];
    write_report(&dir, &summaries, "table balance --games 4").unwrap();
    let md = std::fs::read_to_string(dir.join("BALANCE.md")).unwrap();
    for needed in [
        "2p beginner",
        "2p expert",
        "## Targets",
        "## Contracts",
        "balance/rounds.svg",
        "ended with the round",
    ] {
        assert!(md.contains(needed), "the report has {needed:?}");
    }
    for chart in [
        "win-rate-by-position.svg",
        "score-by-category.svg",
        "rounds.svg",
        "contracts-beginner.svg",
        "contracts-expert.svg",
    ] {
        let svg = std::fs::read_to_string(dir.join("balance").join(chart)).unwrap();
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"), "{chart}");
        assert!(!svg.contains("NaN") && !svg.contains("inf"), "{chart} has only numbers");
        assert_eq!(svg.matches("<text").count(), svg.matches("</text>").count());
    }
    let figures: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("balance/figures.json")).unwrap())
            .unwrap();
    assert_eq!(figures.as_array().unwrap().len(), 2);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `table balance --content DIR`: a lever is tried on a copy of the data. A random player's
/// moves do not depend on token points, so the same seeds play the same games and only the
/// token score changes when every token is made worth 1 point.
#[test]
fn a_content_folder_replaces_the_files_it_holds() {
    use moonvale_rules::via_nebula::ContentFiles;
    use moonvale_tools::balance::content_from_dir;
    use std::sync::Arc;
    let dir = std::env::temp_dir().join(format!("moonvale-lever-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut tokens = ContentFiles::builtin(Side::Beginner).tokens;
    for t in &mut tokens.regular {
        t.points = 1;
    }
    std::fs::write(dir.join("tokens.json"), serde_json::to_string(&tokens).unwrap()).unwrap();
    let files = content_from_dir(&dir, Side::Beginner).unwrap();
    assert_eq!(files.tokens, tokens, "tokens.json is read");
    let builtin = ContentFiles::builtin(Side::Beginner);
    assert_eq!((&files.board, &files.cards), (&builtin.board, &builtin.cards), "the rest built in");

    let plain = run(&setting(3, Side::Beginner, "random"), 6, 5, 1);
    let lever = Setting { content: Some(Arc::new(files)), ..setting(3, Side::Beginner, "random") };
    let flat = run(&lever, 6, 5, 1);
    assert_eq!(flat.mean_rounds, plain.mean_rounds, "the same games");
    assert!(flat.mean_score["tokens"] < plain.mean_score["tokens"], "2-point tokens are gone");
    let by_position: f64 = flat.mean_score_by_position.iter().map(|p| p["tokens"]).sum();
    assert!((by_position / 3.0 - flat.mean_score["tokens"]).abs() < 1e-9);

    // A file that breaks a rulebook fact is refused with the reason, as any content file.
    tokens.regular.pop();
    std::fs::write(dir.join("tokens.json"), serde_json::to_string(&tokens).unwrap()).unwrap();
    let refused = content_from_dir(&dir, Side::Beginner).unwrap_err().to_string();
    assert!(refused.contains("20"), "{refused}");
    let missing = content_from_dir(&dir.join("nowhere"), Side::Beginner).unwrap_err();
    assert!(missing.to_string().contains("not a folder"), "{missing}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The trials of other values kept with their figures (`CONTENT.md`, "Turn order, the
/// trials") stay valid content, so their commands still run.
#[test]
fn the_kept_trials_are_valid_content() {
    use moonvale_tools::balance::content_from_dir;
    let trials = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/balance-trials");
    let mut seen = 0;
    for entry in std::fs::read_dir(&trials).unwrap() {
        let dir = entry.unwrap().path();
        for side in [Side::Beginner, Side::Expert] {
            content_from_dir(&dir, side).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        }
        seen += 1;
    }
    assert_eq!(seen, 3);
}
