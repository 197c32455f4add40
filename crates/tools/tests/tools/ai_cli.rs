//! `table think` and `table tournament`, run as processes (formats in crates/tools/src/bin/TABLE.md),
//! with tiny budgets.

#![cfg(not(target_arch = "wasm32"))]

use serde_json::Value;
use std::process::{Command, Output};

fn table(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_table")).args(args).output().expect("run table")
}

fn json_of(out: &Output) -> Value {
    assert!(out.status.success(), "table failed: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("stdout is JSON")
}

fn temp_file(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("moonvale-ai-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name).to_string_lossy().into_owned()
}

#[test]
fn think_prints_a_legal_action_and_the_best_candidates_reproducibly() {
    for (game, players) in [("via-nebula", "3"), ("nova-luna", "2")] {
        let file = temp_file(&format!("{game}.json"));
        json_of(&table(&["new", game, "--players", players, "--seed", "4", "-o", &file]));
        let legal = json_of(&table(&["legal", &file]));
        let args = ["think", &file, "--bot", "hard", "--iterations", "200", "--seed", "3"];
        let thought = json_of(&table(&args));
        assert!(legal.as_array().unwrap().contains(&thought["action"]), "{thought}");
        assert_eq!(thought["seat"], json_of(&table(&["show", &file]))["to_act"]);
        assert_eq!(thought["iterations"], 200);
        let candidates = thought["candidates"].as_array().unwrap();
        assert!(!candidates.is_empty() && candidates.len() <= 5);
        assert_eq!(candidates[0]["action"], thought["action"]);
        for c in candidates {
            assert!(legal.as_array().unwrap().contains(&c["action"]));
            assert!((0.0..=1.0).contains(&c["value"].as_f64().unwrap()));
            assert!(c["visits"].as_u64().unwrap() > 0);
        }
        // The same seed and budget give the same answer; the chosen action applies.
        let again = json_of(&table(&args));
        assert_eq!(again["candidates"], thought["candidates"]);
        json_of(&table(&["apply", &file, &thought["action"].to_string()]));
    }
    let file = temp_file("think-usage.json");
    json_of(&table(&["new", "nova-luna", "-o", &file]));
    assert_eq!(table(&["think", &file, "--bot", "genius"]).status.code(), Some(2));
}

#[test]
fn a_tournament_rotates_the_bots_and_reports_each() {
    let out = json_of(&table(&[
        "tournament",
        "via-nebula",
        "--bots",
        "hard:30,random",
        "--games",
        "4",
        "--seed",
        "2",
        "--players",
        "2",
        "--threads",
        "2",
    ]));
    assert_eq!(out["games"], 4);
    let results = &out["results"];
    for bot in ["hard:30", "random"] {
        let r = &results[bot];
        assert_eq!(r["games"], 4, "{bot} sits in one seat of each game: {out}");
        assert!(r["mean_move_millis"].as_f64().unwrap() <= r["max_move_millis"].as_f64().unwrap());
        let endings: u64 =
            r["endings"].as_object().unwrap().values().map(|v| v.as_u64().unwrap()).sum();
        assert_eq!(endings, 4);
        // Each seat's share, first player first, with its 95 % interval.
        let by_seat = r["by_seat"].as_array().unwrap();
        assert_eq!(by_seat.len(), 2, "{out}");
        let seat_games: u64 = by_seat.iter().map(|s| s["games"].as_u64().unwrap()).sum();
        let seat_wins: f64 = by_seat.iter().map(|s| s["wins"].as_f64().unwrap()).sum();
        assert_eq!(seat_games, 4);
        assert!((seat_wins - r["wins"].as_f64().unwrap()).abs() < 1e-9, "{out}");
        for share in by_seat.iter().chain([r]) {
            let [lo, hi] =
                [&share["win_rate_95"][0], &share["win_rate_95"][1]].map(|v| v.as_f64().unwrap());
            let rate = share["win_rate"].as_f64().unwrap();
            assert!(lo <= rate && rate <= hi && hi - lo > 0.1, "{share}");
        }
    }
    let wins =
        results["hard:30"]["wins"].as_f64().unwrap() + results["random"]["wins"].as_f64().unwrap();
    assert!((wins - 4.0).abs() < 1e-9, "one win per game, shared wins split: {out}");
    // Reproducible, whatever the number of threads.
    let again = json_of(&table(&[
        "tournament",
        "via-nebula",
        "--bots",
        "hard:30,random",
        "--games",
        "4",
        "--seed",
        "2",
        "--players",
        "2",
    ]));
    for bot in ["hard:30", "random"] {
        assert_eq!(again["results"][bot]["wins"], results[bot]["wins"]);
        assert_eq!(again["results"][bot]["mean_score"], results[bot]["mean_score"]);
    }

    // Nova Luna solo: one seat, the bots take turns; the mean score is the solo score.
    let solo = json_of(&table(&[
        "tournament",
        "nova-luna",
        "--bots",
        "easy,random",
        "--games",
        "2",
        "--players",
        "1",
    ]));
    assert_eq!(solo["results"]["easy"]["games"], 1);
    assert!(solo["results"]["random"]["mean_score"].as_f64().unwrap() > 0.0);
}

/// `tournament --record FILE`: each game is kept as it ends, and the same command run again
/// plays only the rest, so a long series cut short goes on (docs/computer-players.md "Long lines
/// across sittings").
#[test]
fn a_recorded_tournament_goes_on_where_it_stopped() {
    let run = |games: &str, seed: &str, record: Option<&str>| {
        let mut args = vec!["tournament", "via-nebula", "--bots", "medium:40,random"];
        args.extend(["--games", games, "--seed", seed, "--players", "2", "--threads", "2"]);
        if let Some(file) = record {
            args.extend(["--record", file]);
        }
        table(&args)
    };
    let same = |a: &Value, b: &Value| {
        assert_eq!(a["endings"], b["endings"]);
        for bot in ["medium:40", "random"] {
            let (x, y) = (&a["results"][bot], &b["results"][bot]);
            for key in ["games", "wins", "mean_score", "win_rate_95", "endings", "moves"] {
                assert_eq!(x[key], y[key], "{bot} {key}: {a} against {b}");
            }
            let wins = |r: &Value| {
                r["by_seat"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|s| s["wins"].clone())
                    .collect::<Vec<_>>()
            };
            assert_eq!(wins(x), wins(y));
        }
    };
    let straight = json_of(&run("6", "3", None));
    let file = temp_file("series.jsonl");
    let _ = std::fs::remove_file(&file);
    let lines =
        || std::fs::read_to_string(&file).unwrap().lines().map(String::from).collect::<Vec<_>>();
    // Four games now, then the series of six: two more are played, the result is the six's.
    json_of(&run("4", "3", Some(&file)));
    assert_eq!(lines().len(), 5, "a header and four games");
    assert!(lines()[0].contains("\"seed\":3"), "{}", lines()[0]);
    same(&straight, &json_of(&run("6", "3", Some(&file))));
    assert_eq!(lines().len(), 7);
    // Run again when it is complete: nothing is played, the same figures.
    same(&straight, &json_of(&run("6", "3", Some(&file))));
    assert_eq!(lines().len(), 7);
    // A last line cut off while it was written (the process stopped) is played again.
    let text = std::fs::read_to_string(&file).unwrap();
    let cut = text.trim_end().rfind('\n').unwrap() + 40;
    std::fs::write(&file, &text[..cut]).unwrap();
    same(&straight, &json_of(&run("6", "3", Some(&file))));
    assert_eq!(lines().len(), 7);
    // `--play N` plays at most N of the games the record lacks; `--play 0` only reports
    // the record as it stands (a line's figures between sittings).
    let with = |extra: &[&str]| {
        let mut args = vec!["tournament", "via-nebula", "--bots", "medium:40,random"];
        args.extend(["--games", "8", "--seed", "3", "--players", "2", "--record", &file]);
        args.extend(extra);
        table(&args)
    };
    let so_far = json_of(&with(&["--play", "0"]));
    assert_eq!((so_far["games"].as_u64(), so_far["finished"].as_u64()), (Some(8), Some(6)));
    same(&straight, &so_far);
    assert_eq!(lines().len(), 7, "nothing played");
    // It only reads: a line another run is writing (here cut off) is left as it is.
    std::fs::write(&file, &text[..cut]).unwrap();
    assert_eq!(json_of(&with(&["--play", "0"]))["finished"], 5);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text[..cut]);
    std::fs::write(&file, &text).unwrap();
    assert_eq!(json_of(&with(&["--play", "1"]))["finished"], 7);
    assert_eq!(lines().len(), 8, "one game more");
    std::fs::write(&file, &text).unwrap();
    let unrecorded = table(&["tournament", "via-nebula", "--bots", "random", "--play", "0"]);
    assert_eq!(unrecorded.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&unrecorded.stderr).contains("--record"));
    // Another series' record, or a line with a field no record has, is refused by name.
    let other = run("6", "4", Some(&file));
    assert_eq!(other.status.code(), Some(3));
    let message = String::from_utf8_lossy(&other.stderr);
    assert!(message.contains("series.jsonl") && message.contains("another series"), "{message}");
    std::fs::write(&file, text.replacen("\"ending\"", "\"colour\":1,\"ending\"", 1)).unwrap();
    let odd = run("6", "3", Some(&file));
    assert_eq!(odd.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&odd.stderr).contains("unknown field `colour`"));
}

/// `table review FILE`: every decision of the chosen seats rated, the same ratings as the
/// app's review (docs/review.md "Review"), as JSON.
#[test]
fn review_rates_every_decision_of_the_chosen_seats_as_json() {
    let file = temp_file("review.json");
    json_of(&table(&["new", "via-nebula", "--players", "2", "--seed", "6", "-o", &file]));
    // A few turns, each seat playing the first legal action.
    for _ in 0..14 {
        let legal = json_of(&table(&["legal", &file]));
        let first = legal.as_array().unwrap()[0].to_string();
        json_of(&table(&["apply", &file, &first]));
    }
    let args = ["review", &file, "--seats", "0", "--iterations", "150", "--seed", "2"];
    let review = json_of(&table(&args));
    let ratings = review["ratings"].as_array().unwrap();
    assert!(!ratings.is_empty());
    assert!(ratings.iter().all(|r| r["seat"] == 0), "only seat 0");
    for r in ratings {
        let kind = r["kind"].as_str().unwrap();
        assert!(
            ["forced", "best", "good", "inaccuracy", "mistake", "blunder"].contains(&kind),
            "{kind}"
        );
        assert_eq!(kind == "forced", r["choices"] == 1, "forced exactly when there was one choice");
        assert!(r["loss"].as_f64().unwrap() >= 0.0);
    }
    assert_eq!(review["thresholds"]["blunder"], 0.2);
    let counted: u64 =
        review["counts"].as_object().unwrap().values().map(|v| v.as_u64().unwrap()).sum();
    assert_eq!(counted as usize, ratings.len());
    // Reproducible with the same seed and budget.
    assert_eq!(json_of(&table(&args))["ratings"], review["ratings"]);
    assert_eq!(table(&["review", &file, "--seats", "x"]).status.code(), Some(2));
}
