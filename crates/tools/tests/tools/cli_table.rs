//! The command-line table, run as a process the way bots and scripts use it
//! (formats documented in crates/tools/src/bin/TABLE.md).

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
    let dir = std::env::temp_dir().join(format!("moonvale-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name).to_string_lossy().into_owned()
}

/// Plays `steps` first-listed actions through the CLI, checking each is accepted.
fn play_first_actions(file: &str, steps: usize) {
    for _ in 0..steps {
        let legal = json_of(&table(&["legal", file]));
        let first = legal.as_array().and_then(|a| a.first()).expect("something legal").to_string();
        let result = json_of(&table(&["apply", file, &first]));
        assert!(result["events"].is_array());
    }
}

#[test]
fn both_games_play_through_the_command_line() {
    for (game, extra) in [
        ("via-nebula", vec!["--players", "3", "--side", "expert"]),
        ("nova-luna", vec!["--players", "2"]),
    ] {
        let file = temp_file(&format!("{game}.json"));
        let mut args = vec!["new", game, "--seed", "11", "-o", &file];
        args.extend(extra.iter().copied());
        json_of(&table(&args));
        let shown = json_of(&table(&["show", &file]));
        assert_eq!(shown["kind"], game);
        assert!(shown["to_act"].as_u64().is_some());
        play_first_actions(&file, 6);
        let shown = json_of(&table(&["show", &file, "--seat", "1"]));
        assert_eq!(shown["actions_taken"], 6);
        assert_eq!(shown["state"]["view_of"], 1);
        let score = json_of(&table(&["score", &file]));
        assert!(score["score"].is_array());
    }
}

#[test]
fn an_illegal_action_exits_non_zero_with_the_reason() {
    let file = temp_file("illegal.json");
    json_of(&table(&["new", "nova-luna", "--players", "2", "--seed", "5", "-o", &file]));
    let before = std::fs::read_to_string(&file).unwrap();
    // Space 11 is never among the three tiles after the moon pawn at the start.
    let out = table(&["apply", &file, r#"{"type":"take","space":11}"#]);
    assert_eq!(out.status.code(), Some(1));
    let err: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(err["error"], "illegal-action");
    assert!(err["message"].as_str().unwrap().len() > 10, "a reason in words: {err}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before, "the game file is unchanged");

    let out = table(&["apply", &file, "not json"]);
    assert_eq!(out.status.code(), Some(3));
    let out = table(&["frobnicate"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_damaged_table_file_is_refused() {
    let file = temp_file("damaged.json");
    json_of(&table(&["new", "via-nebula", "--players", "2", "--seed", "5", "-o", &file]));
    play_first_actions(&file, 2);
    let mut value: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    value["session"]["seed"] = Value::from(6);
    std::fs::write(&file, value.to_string()).unwrap();
    let out = table(&["show", &file]);
    assert_eq!(out.status.code(), Some(3), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn replay_rebuilds_the_same_game_from_seed_and_actions() {
    let file = temp_file("replay-source.json");
    json_of(&table(&["new", "via-nebula", "--players", "4", "--seed", "99", "-o", &file]));
    play_first_actions(&file, 10);
    let table_file: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let session = &table_file["session"];
    let actions: Vec<Value> =
        session["log"].as_array().unwrap().iter().map(|l| l["action"].clone()).collect();
    let log = serde_json::json!({ "kind": "via-nebula", "options": session["options"], "seed": 99, "actions": actions });
    let log_file = temp_file("replay-log.json");
    std::fs::write(&log_file, log.to_string()).unwrap();
    let rebuilt = json_of(&table(&["replay", &log_file]));
    assert_eq!(rebuilt["session"]["state"], session["state"]);

    // A log with an illegal action says which one.
    let mut bad = log.clone();
    bad["actions"][3] = serde_json::json!({ "type": "pass" });
    std::fs::write(&log_file, bad.to_string()).unwrap();
    let out = table(&["replay", &log_file]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("action 4"));
}

#[test]
fn random_tournaments_report_wins_scores_and_lengths() {
    for (game, players) in
        [("via-nebula", "2"), ("via-nebula", "4"), ("nova-luna", "1"), ("nova-luna", "3")]
    {
        let out =
            json_of(&table(&["play", game, "--games", "20", "--players", players, "--seed", "3"]));
        let result = &out["result"];
        assert_eq!(result["games"], 20);
        assert_eq!(result["unfinished"], 0);
        let wins: f64 =
            result["wins"].as_array().unwrap().iter().map(|w| w.as_f64().unwrap()).sum();
        assert!((wins - 20.0).abs() < 1e-9, "every game has winners: {result}");
        assert_eq!(
            result["mean_scores"].as_array().unwrap().len(),
            players.parse::<usize>().unwrap()
        );
        assert!(result["min_actions"].as_u64().unwrap() > 0);
    }
}

fn stderr_of(out: &Output) -> Value {
    serde_json::from_slice(&out.stderr).expect("stderr is JSON")
}

/// Arguments arrive as bytes: one that is not UTF-8 (an action with a stray byte, a file name
/// from another encoding) is refused with a message naming it, exit 2, never a panic (exit
/// 101 and a backtrace before), and the game file is left as it was.
#[test]
fn an_argument_that_is_not_utf8_is_refused_with_a_message() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let file = temp_file("not-utf8.json");
    json_of(&table(&["new", "via-nebula", "--players", "2", "--seed", "5", "-o", &file]));
    let before = std::fs::read_to_string(&file).unwrap();
    let action = OsStr::from_bytes(b"{\"type\":\"pass\"}\xff");
    let out = Command::new(env!("CARGO_BIN_EXE_table"))
        .args([OsStr::new("apply"), OsStr::new(&file), action])
        .env("RUST_BACKTRACE", "1")
        .output()
        .expect("run table");
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    let message = stderr_of(&out)["message"].as_str().unwrap().to_string();
    assert!(message.contains("argument 3 is not UTF-8"), "{message}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before);
    let out = Command::new(env!("CARGO_BIN_EXE_table"))
        .arg(OsStr::from_bytes(b"sh\xffow"))
        .output()
        .expect("run table");
    assert_eq!(out.status.code(), Some(2));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
}

/// A bad argument is echoed in its message escaped: the bytes that are not text as `\xff`,
/// and what a terminal would act on or hide (an escape sequence, DEL, a C1 control, a
/// right-to-left override, a zero-width space) as `\u{..}`. The raw bytes went out before.
#[test]
fn a_bad_argument_is_echoed_escaped() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let raw_bytes = |stderr: &[u8]| {
        let text = String::from_utf8_lossy(stderr);
        let found: Vec<String> = text
            .chars()
            .filter(|c| {
                (c.is_control() && *c != '\n') || matches!(c, '\u{200b}' | '\u{202e}' | '\u{fffd}')
            })
            .map(|c| c.escape_unicode().to_string())
            .collect();
        assert!(found.is_empty(), "raw in the message: {found:?} in {text}");
        serde_json::from_slice::<Value>(stderr).expect("stderr is JSON")["message"]
            .as_str()
            .unwrap()
            .to_string()
    };
    // Not UTF-8: refused before anything is read.
    let not_text = OsStr::from_bytes(b"via\x7f\xc2\x9b\xe2\x80\xaenebula\xff");
    let out = Command::new(env!("CARGO_BIN_EXE_table"))
        .args([OsStr::new("new"), not_text])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let message = raw_bytes(&out.stderr);
    assert!(message.contains(r"via\u{7f}\u{9b}\u{202e}nebula\xff"), "{message}");
    // Text, echoed by a message that quotes it as it is (an unknown flag).
    let out = table(&["fuzz", "--e\u{202e}n\u{200b}try\u{1b}[2J", "x"]);
    assert_eq!(out.status.code(), Some(2));
    let message = raw_bytes(&out.stderr);
    assert!(message.contains(r"--e\u{202e}n\u{200b}try\u{1b}[2J"), "{message}");
}

/// A key given twice in one object is refused, naming it, wherever the command line reads
/// JSON: an action, `--options`, a table file, a replay log (it silently took the last
/// value before). Nothing is written.
#[test]
fn a_key_given_twice_is_refused_by_name() {
    let file = temp_file("twice.json");
    json_of(&table(&["new", "via-nebula", "--players", "2", "--seed", "5", "-o", &file]));
    let before = std::fs::read_to_string(&file).unwrap();
    let refused = |out: Output, what: &str| {
        assert_eq!(out.status.code(), Some(3), "{what}: {}", String::from_utf8_lossy(&out.stderr));
        let message = stderr_of(&out)["message"].as_str().unwrap().to_string();
        assert!(
            message.contains("duplicate field `hex`")
                || message.contains("duplicate field `players`")
                || message.contains("duplicate field `seed`"),
            "{what}: {message}"
        );
    };
    refused(table(&["apply", &file, r#"{"type":"place_craftsman","hex":1,"hex":6}"#]), "action");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before);
    refused(table(&["new", "via-nebula", "--options", r#"{"players":2,"players":4}"#]), "options");
    let twice = before.replacen("\"seed\":", "\"seed\":1,\"seed\":", 1);
    assert_ne!(twice, before, "the table file names its seed");
    let twice_file = temp_file("twice-file.json");
    std::fs::write(&twice_file, &twice).unwrap();
    refused(table(&["show", &twice_file]), "table file");
    let log = temp_file("twice-log.json");
    std::fs::write(&log, r#"{"kind":"via-nebula","options":{"players":2,"side":"beginner"},"seed":3,"seed":4,"actions":[]}"#).unwrap();
    refused(table(&["replay", &log]), "replay log");
    // A misspelt field is named, not read as the default options.
    std::fs::write(&log, r#"{"kind":"via-nebula","optoins":{"players":2},"seed":3,"actions":[]}"#)
        .unwrap();
    let out = table(&["replay", &log]);
    assert_eq!(out.status.code(), Some(3));
    let message = stderr_of(&out)["message"].as_str().unwrap().to_string();
    assert!(message.contains("unknown field `optoins`"), "{message}");
}

/// docs/engines.md "The command-line table": strict input. An unknown field in an action (of either
/// game, even on an action without data) or in the options is refused, naming the field; a seed
/// beyond 64 bits says so; a table file whose `kind` is not a string says which field is wrong.
#[test]
fn unknown_fields_and_out_of_range_input_are_refused_by_name() {
    let vn = temp_file("strict-vn.json");
    json_of(&table(&["new", "via-nebula", "--players", "2", "--seed", "5", "-o", &vn]));
    let nl = temp_file("strict-nl.json");
    json_of(&table(&["new", "nova-luna", "--players", "2", "--seed", "5", "-o", &nl]));
    for (file, action) in [
        (&vn, r#"{"type":"place_craftsman","hex":1,"extra":5}"#),
        (&vn, r#"{"type":"end_turn","extra":5}"#),
        (
            &vn,
            r#"{"type":"return_resource","from":{"place":"storage","extra":1},"resource":"clay"}"#,
        ),
        (&nl, r#"{"type":"take","space":1,"extra":5}"#),
        (&nl, r#"{"type":"refill","extra":5}"#),
    ] {
        let before = std::fs::read_to_string(file).unwrap();
        let out = table(&["apply", file, action]);
        assert_eq!(out.status.code(), Some(3), "{action}");
        let message = stderr_of(&out)["message"].as_str().unwrap().to_string();
        assert!(message.contains("unknown field") && message.contains("extra"), "{message}");
        assert_eq!(std::fs::read_to_string(file).unwrap(), before);
    }
    for game in ["via-nebula", "nova-luna"] {
        let out = table(&["new", game, "--options", r#"{"plaeyrs":4}"#]);
        assert_eq!(out.status.code(), Some(3));
        let message = stderr_of(&out)["message"].as_str().unwrap().to_string();
        assert!(message.contains("unknown field `plaeyrs`"), "{message}");
        let out = table(&["new", game, "--plaeyrs", "4"]);
        assert!(stderr_of(&out)["message"].as_str().unwrap().contains("plaeyrs"));
    }
    let out = table(&["new", "via-nebula", "--seed", "18446744073709551616"]);
    assert_eq!(out.status.code(), Some(2));
    let message = stderr_of(&out)["message"].as_str().unwrap().to_string();
    assert!(message.contains("too large") && message.contains("64 bits"), "{message}");
    json_of(&table(&["new", "via-nebula", "--seed", "18446744073709551615"]));

    // The same in a replay log and a table file.
    let log = temp_file("strict-log.json");
    for (text, says) in [
        (r#"{"kind":"via-nebula","seed":18446744073709551616,"actions":[]}"#, "too large"),
        (r#"{"kind":"via-nebula","seed":1,"actions":[{"type":"end_turn","zz":1}]}"#, "`zz`"),
        (r#"{"kind":"via-nebula","options":{"plaeyrs":2},"seed":1,"actions":[]}"#, "`plaeyrs`"),
    ] {
        std::fs::write(&log, text).unwrap();
        let out = table(&["replay", &log]);
        assert_eq!(out.status.code(), Some(3), "{text}");
        let message = stderr_of(&out)["message"].as_str().unwrap().to_string();
        assert!(message.contains(says), "{message}");
    }
    let mut value: Value = serde_json::from_str(&std::fs::read_to_string(&vn).unwrap()).unwrap();
    let mut big_seed = value.to_string();
    big_seed = big_seed.replace("\"seed\":5", "\"seed\":99999999999999999999");
    std::fs::write(&log, big_seed).unwrap();
    let message = stderr_of(&table(&["show", &log]))["message"].as_str().unwrap().to_string();
    assert!(message.contains("session.seed") && message.contains("too large"), "{message}");
    value["kind"] = Value::from(7);
    let bad = temp_file("strict-kind.json");
    std::fs::write(&bad, value.to_string()).unwrap();
    let out = table(&["show", &bad]);
    assert_eq!(out.status.code(), Some(3));
    let message = stderr_of(&out)["message"].as_str().unwrap().to_string();
    assert!(message.contains("\"kind\"") && message.contains("string"), "{message}");
}

/// docs/engines.md "The command-line table": `table --help`, `table help` and `table help
/// <command>` print the usage on standard output and exit 0.
#[test]
fn help_prints_the_usage_and_succeeds() {
    for args in [&["--help"][..], &["-h"], &["help"]] {
        let out = table(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        let text = String::from_utf8_lossy(&out.stdout);
        for command in ["new", "show", "legal", "apply", "undo", "score", "replay", "play"] {
            assert!(text.contains(&format!("table {command} ")), "{args:?}: {text}");
        }
    }
    for args in [&["help", "apply"][..], &["apply", "--help"]] {
        let out = table(args);
        assert_eq!(out.status.code(), Some(0));
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("table apply FILE ACTION_JSON"), "{text}");
        assert!(!text.contains("table replay"), "only that command: {text}");
    }
}

/// docs/engines.md "The command-line table": `table play` says how each game ended and counts each
/// ending (docs/RULINGS.md, rulings 14 and 15a for Via Nebula; the Nova Luna rulebook's endings).
#[test]
fn play_reports_how_each_game_ended() {
    for (game, players, endings) in [
        ("via-nebula", "3", &["fifth-building", "no-one-can-act"][..]),
        ("nova-luna", "2", &["last-disc", "no-tiles-left"][..]),
        ("nova-luna", "1", &["solo-all-discs", "no-tiles-left"][..]),
    ] {
        let out =
            json_of(&table(&["play", game, "--games", "30", "--players", players, "--seed", "9"]));
        let result = &out["result"];
        let each = result["each_game"].as_array().unwrap();
        assert_eq!(each.len(), 30);
        let mut counted = std::collections::BTreeMap::<String, u64>::new();
        for g in each {
            let ending = g["ending"].as_str().unwrap();
            assert!(endings.contains(&ending), "{game}: {ending}");
            *counted.entry(ending.to_string()).or_default() += 1;
        }
        let reported: std::collections::BTreeMap<String, u64> =
            serde_json::from_value(result["endings"].clone()).unwrap();
        assert_eq!(reported, counted);
    }
}

/// `replay` also reads a shared game's file form (crates/table/src/share.rs), strictly by its own shape,
/// and names what it does not know: another format, a field a shared game does not have.
#[test]
fn replay_reads_a_shared_game_file_and_refuses_unknown_formats() {
    let file = temp_file("shared-source.json");
    json_of(&table(&["new", "nova-luna", "--players", "3", "--seed", "21", "-o", &file]));
    play_first_actions(&file, 8);
    let table_file: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let session = &table_file["session"];
    let actions: Vec<Value> =
        session["log"].as_array().unwrap().iter().map(|l| l["action"].clone()).collect();
    let shared = serde_json::json!({
        "format": "moonvale-shared", "version": 1, "id": "g1", "kind": "nova-luna",
        "title": "Shared", "players": [], "created_ms": 5,
        "options": session["options"], "seed": 21, "actions": actions,
    });
    let shared_file = temp_file("shared.json");
    std::fs::write(&shared_file, serde_json::to_string_pretty(&shared).unwrap()).unwrap();
    let rebuilt = json_of(&table(&["replay", &shared_file]));
    assert_eq!(rebuilt["session"]["state"], session["state"]);

    for (edit, says) in [
        (serde_json::json!({ "format": "moonvale-save" }), "unknown format"),
        (serde_json::json!({ "extra": true }), "`extra`"),
        (serde_json::json!({ "version": 9 }), "version 9"),
    ] {
        let mut edited = shared.clone();
        edited.as_object_mut().unwrap().extend(edit.as_object().unwrap().clone());
        std::fs::write(&shared_file, edited.to_string()).unwrap();
        let out = table(&["replay", &shared_file]);
        assert_eq!(out.status.code(), Some(3), "{edited}");
        let message = stderr_of(&out)["message"].as_str().unwrap().to_string();
        assert!(message.contains(says), "{message}");
    }
}

/// A table file with a field its types do not have (at the top, in the session, in the
/// state) is refused by name, and nothing is rewritten (`apply` dropped it silently before).
#[test]
fn a_table_file_with_an_unknown_field_is_refused_by_name() {
    let file = temp_file("unknown-field.json");
    json_of(&table(&["new", "nova-luna", "--players", "2", "--seed", "5", "-o", &file]));
    let good: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    for (path, name) in [("", "extra"), ("/session", "extra"), ("/session/state", "extra")] {
        let mut bad = good.clone();
        bad.pointer_mut(path).unwrap().as_object_mut().unwrap().insert(name.into(), 5.into());
        let text = bad.to_string();
        std::fs::write(&file, &text).unwrap();
        let out = table(&["apply", &file, r#"{"type":"take","space":1}"#]);
        assert_eq!(out.status.code(), Some(3), "{path}");
        let message = stderr_of(&out)["message"].as_str().unwrap().to_string();
        assert!(message.contains("unknown field") && message.contains("extra"), "{message}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), text, "left as it was");
    }
    std::fs::write(&file, good.to_string()).unwrap();
    json_of(&table(&["show", &file]));
}
