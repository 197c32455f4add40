//! "Report a problem": the report file (crates/table/src/share.rs) of a real game, partway and finished,
//! rebuilt by the `table replay` command to exactly the state the session had; a report
//! whose recorded log was edited is refused with a message naming the action.

#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::testing::random_session;
use moonvale_rules::core::{Game, Session};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions};
use moonvale_rules::via_nebula::{Options as ViaNebulaOptions, Side, ViaNebula};
use moonvale_table::share::{problem_report_json, REPORT_FORMAT};
use moonvale_table::storage::{PlayerInfo, SaveRecord};
use serde_json::{json, Value};
use std::process::{Command, Output};

fn table(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_table")).args(args).output().expect("run table")
}

fn temp_file(name: &str, content: &str) -> String {
    let dir = std::env::temp_dir().join(format!("moonvale-report-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, content).unwrap();
    path.to_string_lossy().into_owned()
}

fn report_of<G: Game>(session: &Session<G>, id: &str) -> Value {
    let players = (0..session.state.player_count())
        .map(|seat| PlayerInfo::human(format!("Player {}", seat + 1), "blue"))
        .collect();
    let record = SaveRecord::from_session(id.into(), "Reported".into(), players, session, 7)
        .expect("a record");
    let text =
        problem_report_json(&record, "build-abc123", "Mozilla/5.0 (test)", 99).expect("a report");
    assert!(text.contains("\n  "), "indented for people who open it");
    serde_json::from_str(&text).expect("the report is JSON")
}

/// Runs `table replay` on the report and checks the rebuilt state is the session's.
fn check_replay<G: Game>(session: &Session<G>, id: &str) -> Value {
    let report = report_of(session, id);
    assert_eq!(report["format"], REPORT_FORMAT);
    assert_eq!((&report["build"], &report["made_ms"]), (&json!("build-abc123"), &json!(99)));
    assert_eq!(report["user_agent"], "Mozilla/5.0 (test)");
    assert_eq!(report["state_version"], G::STATE_VERSION);
    assert_eq!(report["actions"].as_array().unwrap().len(), session.log.len());
    assert_eq!(report["log"], serde_json::to_value(&session.log).unwrap());
    let file = temp_file(&format!("{id}.json"), &report.to_string());
    let out = table(&["replay", &file]);
    assert!(out.status.success(), "{id}: {}", String::from_utf8_lossy(&out.stderr));
    let rebuilt: Value = serde_json::from_slice(&out.stdout).expect("a table file");
    assert_eq!(rebuilt["session"]["state"], serde_json::to_value(&session.state).unwrap(), "{id}");
    assert_eq!(rebuilt["session"]["log"], report["log"], "{id}");
    report
}

#[test]
fn table_replay_rebuilds_a_reported_game_of_each_game_partway_and_finished() {
    for (seed, actions) in [(3, Some(25)), (4, None)] {
        let options = ViaNebulaOptions::new(3, Side::Expert);
        check_replay(&random_session::<ViaNebula>(options, seed, actions), &format!("vn-{seed}"));
        let options = NovaLunaOptions::players(2);
        check_replay(&random_session::<NovaLuna>(options, seed, actions), &format!("nl-{seed}"));
    }
    let solo = random_session::<NovaLuna>(NovaLunaOptions::solo(), 5, None);
    check_replay(&solo, "nl-solo");
}

fn refused(report: &Value, name: &str) -> (Option<i32>, Value) {
    let out = table(&["replay", &temp_file(name, &report.to_string())]);
    assert!(!out.status.success(), "{name}: an edited report is refused");
    let error = serde_json::from_slice(&out.stderr).expect("the error is JSON");
    (out.status.code(), error)
}

#[test]
fn a_report_whose_log_was_edited_is_refused_with_a_message() {
    let session =
        random_session::<ViaNebula>(ViaNebulaOptions::new(2, Side::Beginner), 8, Some(30));
    let report = check_replay(&session, "edited-source");

    let mut events_edited = report.clone();
    events_edited["log"][6]["events"] = json!([]);
    let (code, error) = refused(&events_edited, "events.json");
    assert_eq!(code, Some(1));
    assert_eq!(error["error"], "log-diverged");
    let message = error["message"].as_str().unwrap();
    assert!(message.contains("action 7"), "{message}");
    assert_eq!(error["detail"]["action"], 7);

    let mut seat_edited = report.clone();
    seat_edited["log"][12]["seat"] = json!(1 - seat_edited["log"][12]["seat"].as_u64().unwrap());
    let (code, error) = refused(&seat_edited, "seat.json");
    assert_eq!(code, Some(1));
    assert!(error["message"].as_str().unwrap().contains("action 13"), "{error}");

    let mut cut = report.clone();
    cut["log"].as_array_mut().unwrap().pop();
    let (code, error) = refused(&cut, "cut.json");
    assert_eq!(code, Some(1));
    assert!(error["message"].as_str().unwrap().contains("action 30"), "{error}");

    // Read strictly: a field a report does not have, an unknown version.
    let mut extra = report.clone();
    extra["note"] = json!("hello");
    let (code, error) = refused(&extra, "extra.json");
    assert_eq!(code, Some(3));
    assert!(error["message"].as_str().unwrap().contains("note"), "{error}");
    let mut newer = report.clone();
    newer["version"] = json!(2);
    let (code, error) = refused(&newer, "newer.json");
    assert_eq!(code, Some(3));
    assert!(error["message"].as_str().unwrap().contains("version 2"), "{error}");
}
