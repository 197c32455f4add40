//! Statistics of finished games (crates/table/src/stats.rs) and their storage next to the saved games:
//! summaries of real finished games, idempotence by game id, the figures, damaged entries,
//! an unreadable key kept until reset, the cap, and a full storage.

#![cfg(not(target_arch = "wasm32"))]

use moonvale_ai::Level;
use moonvale_rules::core::testing::random_playout;
use moonvale_rules::core::{Game, GameKind, Session};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions};
use moonvale_rules::via_nebula::{Options as ViaNebulaOptions, Side, ViaNebula};
use moonvale_table::stats::*;
use moonvale_table::storage::*;
use serde_json::{json, Value};

fn seats(count: usize, computer_level: Level) -> Vec<PlayerInfo> {
    let colours = ["blue", "red", "green", "yellow"];
    (0..count)
        .map(|seat| match seat {
            0 => PlayerInfo::human("Ada", colours[0]),
            _ => PlayerInfo::computer(format!("Computer {seat}"), colours[seat], computer_level),
        })
        .collect()
}

fn finished<G: Game>(options: G::Options, seed: u64) -> Session<G> {
    random_playout::<G>(&options, seed, 100_000).expect("the game ends").session
}

fn record_of<G: Game>(session: &Session<G>, id: &str, level: Level, ms: u64) -> SaveRecord {
    let players = seats(session.state.player_count(), level);
    SaveRecord::from_session(id.into(), format!("Game {id}").into(), players, session, ms).unwrap()
}

fn store() -> SaveStore<MemoryStorage> {
    SaveStore::new(Some(MemoryStorage::new()), game_validators())
}

fn stored(store: &SaveStore<MemoryStorage>) -> Option<String> {
    store.backend().unwrap().get(STATS_KEY).unwrap()
}

fn via_nebula_record(seed: u64, id: &str, ms: u64) -> SaveRecord {
    let session = finished::<ViaNebula>(ViaNebulaOptions::new(2, Side::Beginner), seed);
    record_of(&session, id, Level::Hard, ms)
}

#[test]
fn finished_games_of_both_games_give_summaries_and_unfinished_ones_none() {
    let vn = finished::<ViaNebula>(ViaNebulaOptions::new(3, Side::Expert), 3);
    let nl = finished::<NovaLuna>(NovaLunaOptions::players(4), 4);
    for (record, outcome) in [
        (record_of(&vn, "vn", Level::Easy, 1_000), vn.state.outcome().unwrap()),
        (record_of(&nl, "nl", Level::Medium, 2_000), nl.state.outcome().unwrap()),
    ] {
        let summary = GameSummary::from_record(&record).expect("a finished game");
        assert_eq!(
            (&summary.id, summary.kind, &summary.players),
            (&record.id, record.kind, &record.players)
        );
        assert_eq!((&summary.scores, &summary.winners), (&outcome.scores, &outcome.winners));
        assert_eq!(summary.ending, outcome.ending);
        assert_ne!(summary.ending, moonvale_rules::core::Ending::Unnamed);
        assert_eq!(summary.finished_ms, record.last_played_ms);
        // A record without its outcome (a summary that lacks it): it is computed.
        let read_back = SaveRecord { outcome: None, ..record.clone() };
        assert_eq!(read_back.outcome, None);
        assert_eq!(GameSummary::from_record(&read_back), Some(summary));
    }
    let mut unfinished = Session::<NovaLuna>::new(NovaLunaOptions::players(2), 9).unwrap();
    let legal = unfinished.state.legal_actions();
    unfinished.apply(legal[0].clone()).unwrap();
    let record = record_of(&unfinished, "open", Level::Hard, 1);
    assert_eq!(GameSummary::from_record(&record), None);
    let mut store = store();
    assert_eq!(store.record_finished(&record), Ok(false));
    assert_eq!(stored(&store), None, "nothing written for a game not over");
}

#[test]
fn finishing_the_same_game_again_replaces_its_summary() {
    let mut store = store();
    let first = via_nebula_record(1, "same", 1_000);
    assert_eq!(store.record_finished(&first), Ok(true));
    assert_eq!(store.record_finished(&first), Ok(true));
    assert_eq!(store.stats().games.len(), 1);
    // Undone and finished otherwise: same id, another ending.
    let again = via_nebula_record(2, "same", 5_000);
    store.record_finished(&again).unwrap();
    let other = via_nebula_record(3, "other", 6_000);
    store.record_finished(&other).unwrap();
    let book = store.stats();
    assert_eq!(book.games.len(), 2);
    assert_eq!(book.games[0], GameSummary::from_record(&again).unwrap());
    assert_eq!((book.damaged.len(), book.unreadable.clone()), (0, None));
    // The statistics key is not a saved game.
    assert!(store.list().is_empty(), "{:?}", store.list());
}

fn summary(
    id: &str,
    kind: GameKind,
    scores: &[i64],
    winners: &[usize],
    level: Level,
    ms: u64,
) -> GameSummary {
    GameSummary {
        id: id.into(),
        kind,
        title: id.into(),
        players: seats(scores.len(), level),
        scores: scores.to_vec(),
        higher_is_better: true,
        winners: winners.to_vec(),
        ending: moonvale_rules::core::Ending::FifthBuilding,
        finished_ms: ms,
        assisted: false,
    }
}

#[test]
fn figures_count_games_wins_levels_and_scores_per_game_and_player_count() {
    let vn = GameKind::ViaNebula;
    let mut games = vec![
        summary("a", vn, &[30, 20], &[0], Level::Easy, 1),
        summary("b", vn, &[10, 25], &[1], Level::Hard, 2),
        summary("c", vn, &[22, 22], &[0, 1], Level::Hard, 3),
        summary("d", vn, &[5, 9, 12], &[2], Level::Medium, 4),
    ];
    // Two computer levels in one game count once each.
    games[3].players[1].level = Some(Level::Easy);
    // A seat saved before levels existed plays at the default level.
    let mut old = summary("e", vn, &[40, 1], &[0], Level::Easy, 5);
    old.players[1].level = None;
    games.push(old);
    // Nova Luna solo: lower is better, as its outcome says.
    let solo = finished::<NovaLuna>(NovaLunaOptions::solo(), 8);
    let solo_outcome = solo.state.outcome().unwrap();
    assert!(!solo_outcome.higher_is_better, "Nova Luna's solo mode counts down");
    let real_solo = GameSummary::from_record(&record_of(&solo, "solo", Level::Hard, 10)).unwrap();
    let mut better_solo = real_solo.clone();
    better_solo.id = "solo-2".into();
    better_solo.scores = vec![real_solo.scores[0] - 3];
    better_solo.finished_ms = 11;
    games.extend([real_solo.clone(), better_solo]);
    let book = StatsBook { games, ..StatsBook::default() };

    let all = figures(&book);
    let groups: Vec<_> = all.iter().map(|f| (f.kind, f.players)).collect();
    assert_eq!(groups, [(vn, 2), (vn, 3), (GameKind::NovaLuna, 1)]);
    let two = &all[0];
    assert_eq!((two.played, two.won), (4, 3));
    let against: Vec<_> = two.against.iter().map(|l| (l.level, l.games, l.won)).collect();
    assert_eq!(against, [(Level::Easy, 1, 1), (Level::Medium, 1, 1), (Level::Hard, 2, 1)]);
    assert_eq!(two.best_score, Some(40));
    assert_eq!(two.mean_score, Some((30 + 10 + 22 + 40) as f64 / 4.0));
    let last: Vec<_> = two.last.iter().map(|g| g.id.as_str()).collect();
    assert_eq!(last, ["e", "c", "b", "a"], "newest first");
    let three = &all[1];
    assert_eq!((three.played, three.won, three.best_score), (1, 0, Some(5)));
    let levels: Vec<_> = three.against.iter().map(|l| (l.level, l.games, l.won)).collect();
    assert_eq!(levels, [(Level::Easy, 1, 0), (Level::Medium, 1, 0)]);

    let solo = &all[2];
    assert!(!solo.higher_is_better);
    assert_eq!(solo.played, 2);
    assert_eq!(solo.best_score, Some(real_solo.scores[0] - 3), "the lower solo score is the best");
    assert_eq!(solo.mean_score, Some(real_solo.scores[0] as f64 - 1.5));
    assert_eq!(solo.won, 2 * usize::from(real_solo.person_won()), "both copies share the winners");
}

#[test]
fn the_ten_most_recent_games_are_listed() {
    let games = (0..25)
        .map(|i| summary(&format!("g{i}"), GameKind::ViaNebula, &[1, 2], &[1], Level::Easy, i))
        .collect();
    let all = figures(&StatsBook { games, ..StatsBook::default() });
    let last: Vec<_> = all[0].last.iter().map(|g| g.finished_ms).collect();
    assert_eq!(last, (15..25).rev().collect::<Vec<u64>>());
}

#[test]
fn damaged_entries_are_listed_kept_and_the_others_still_count() {
    let good =
        serde_json::to_value(summary("good", GameKind::ViaNebula, &[3, 1], &[0], Level::Easy, 1))
            .unwrap();
    let mut no_scores = good.clone();
    no_scores["id"] = json!("no-scores");
    no_scores.as_object_mut().unwrap().remove("scores");
    let text = json!({
        "format": "moonvale-stats", "version": 1,
        "games": [good, 42, no_scores, { "id": "odd", "kind": "chess" }],
    })
    .to_string();
    let book = StatsBook::read(Some(&text));
    assert_eq!(book.games.len(), 1);
    assert_eq!(book.damaged.len(), 3, "{:?}", book.damaged);
    assert!(book.damaged[0].starts_with("entry 2: "), "{:?}", book.damaged);
    assert!(
        book.damaged[1].starts_with("entry 3: ") && book.damaged[1].contains("scores"),
        "{:?}",
        book.damaged
    );
    assert_eq!(book.unreadable, None);

    let mut store = store();
    store.backend_mut().unwrap().set(STATS_KEY, &text).unwrap();
    assert_eq!(store.record_finished(&via_nebula_record(1, "new", 9)), Ok(true));
    let book = store.stats();
    assert_eq!((book.games.len(), book.damaged.len()), (2, 3));
    let exported: Value = serde_json::from_str(&store.stats_export_json()).unwrap();
    let exported_games = exported["games"].as_array().unwrap();
    assert_eq!(exported_games[1], json!(42), "damaged entries are kept as they are");
    assert_eq!(exported_games[2], no_scores);
    assert!(store.stats_export_json().contains("\n  "), "indented");
}

#[test]
fn an_unreadable_key_is_kept_byte_for_byte_until_reset() {
    for unreadable in [
        "{ not json".to_string(),
        json!({ "format": "moonvale-stats", "version": 2, "games": [], "new": true }).to_string(),
        json!({ "format": "someone-else" }).to_string(),
    ] {
        let mut store = store();
        store.backend_mut().unwrap().set(STATS_KEY, &unreadable).unwrap();
        let book = store.stats();
        assert!(book.unreadable.is_some(), "{unreadable}");
        assert!(book.games.is_empty());
        let record = via_nebula_record(1, "g", 1);
        assert_eq!(store.record_finished(&record), Ok(false));
        assert_eq!(stored(&store).as_deref(), Some(unreadable.as_str()), "untouched");
        if serde_json::from_str::<Value>(&unreadable).is_err() {
            assert_eq!(store.stats_export_json(), unreadable, "exported as it is");
        }
        store.reset_stats().unwrap();
        assert_eq!(store.stats(), StatsBook::default());
        assert_eq!(store.record_finished(&record), Ok(true));
        assert_eq!(store.stats().games.len(), 1);
    }
}

#[test]
fn at_most_five_thousand_games_are_kept_the_oldest_dropped() {
    let one = summary("x", GameKind::NovaLuna, &[4, 2], &[0], Level::Medium, 0);
    let games: Vec<Value> = (0..MAX_SUMMARIES)
        .map(|i| {
            let mut entry = serde_json::to_value(&one).unwrap();
            entry["id"] = json!(format!("g{i}"));
            entry["finished_ms"] = json!(i);
            entry
        })
        .collect();
    let text = json!({ "format": "moonvale-stats", "version": 1, "games": games }).to_string();
    let mut store = store();
    store.backend_mut().unwrap().set(STATS_KEY, &text).unwrap();
    assert_eq!(store.stats().games.len(), MAX_SUMMARIES);
    store.record_finished(&via_nebula_record(1, "newest", 1_000_000)).unwrap();
    let book = store.stats();
    assert_eq!(book.games.len(), MAX_SUMMARIES);
    assert_eq!(book.games[0].id, "g1", "the oldest went");
    assert_eq!(book.games.last().unwrap().id, "newest");
}

fn everything(storage: &MemoryStorage) -> Vec<(String, Option<String>)> {
    storage.keys().unwrap().into_iter().map(|k| (k.clone(), storage.get(&k).unwrap())).collect()
}

#[test]
fn a_full_storage_refuses_the_write_and_changes_nothing_stored() {
    let first = via_nebula_record(1, "first", 1);
    let second = via_nebula_record(2, "second", 2);
    // Room for the first summary only.
    let mut probe = store();
    probe.record_finished(&first).unwrap();
    let size = STATS_KEY.len() + stored(&probe).unwrap().len() + 10;

    let mut store = SaveStore::new(Some(MemoryStorage::with_quota(size)), game_validators());
    assert_eq!(store.record_finished(&first), Ok(true));
    let before = everything(store.backend().unwrap());
    assert_eq!(store.record_finished(&second), Err(StorageError::Full));
    assert_eq!(everything(store.backend().unwrap()), before, "nothing stored changed");
    // The statistics still apply for this visit.
    assert_eq!(store.stats().games.len(), 2);

    // Without any storage, they live in memory.
    let mut memory_only = SaveStore::<MemoryStorage>::new(None, game_validators());
    assert!(matches!(memory_only.record_finished(&first), Err(StorageError::Unavailable(_))));
    assert_eq!(memory_only.stats().games.len(), 1);
    memory_only.reset_stats().unwrap();
    assert!(memory_only.stats().games.is_empty());
}

/// One refusal policy for the statistics read back from storage: a key given twice anywhere
/// in the text, or a field the statistics do not have, makes the key unreadable with a
/// reason naming it, and the text is kept byte for byte (a finished game adds nothing to it).
#[test]
fn a_key_given_twice_or_an_unknown_field_is_named_and_the_text_kept() {
    let good =
        serde_json::to_value(summary("good", GameKind::ViaNebula, &[3, 1], &[0], Level::Easy, 1))
            .unwrap();
    let text = json!({ "format": "moonvale-stats", "version": 1, "games": [good] }).to_string();
    assert_eq!(StatsBook::read(Some(&text)).games.len(), 1);
    let mut unknown: Value = serde_json::from_str(&text).unwrap();
    unknown["sorted"] = json!(true);
    for (edited, named) in [
        (text.replacen("\"scores\":", "\"scores\":[9,9],\"scores\":", 1), "key `scores` twice"),
        (text.replacen("\"version\":", "\"version\":1,\"version\":", 1), "key `version` twice"),
        (text.replacen("\"name\":", "\"name\":\"Eve\",\"name\":", 1), "key `name` twice"),
        (unknown.to_string(), "unknown field `sorted`"),
    ] {
        assert_ne!(edited, text);
        let mut store = store();
        store.backend_mut().unwrap().set(STATS_KEY, &edited).unwrap();
        let book = store.stats();
        let why = book.unreadable.clone().unwrap_or_default();
        assert!(why.contains(named), "{edited}: {why:?}");
        assert!(book.games.is_empty());
        assert_eq!(store.record_finished(&via_nebula_record(1, "new", 9)), Ok(false));
        assert_eq!(stored(&store).as_deref(), Some(edited.as_str()), "kept byte for byte");
        let exported: Value = serde_json::from_str(&store.stats_export_json()).unwrap();
        assert_eq!(exported, serde_json::from_str::<Value>(&edited).unwrap());
    }
}

/// An entry with a field a game's summary does not have (in a seat too) is damaged, named,
/// and kept as it is when the next game is added; the others still count.
#[test]
fn an_entry_with_an_unknown_field_is_damaged_by_name_and_kept() {
    let good =
        serde_json::to_value(summary("good", GameKind::ViaNebula, &[3, 1], &[0], Level::Easy, 1))
            .unwrap();
    let mut mood = good.clone();
    mood["id"] = json!("mood");
    mood["mood"] = json!("happy");
    let mut avatar = good.clone();
    avatar["id"] = json!("avatar");
    avatar["players"][0]["avatar"] = json!("owl");
    let text = json!({
        "format": "moonvale-stats", "version": 1, "games": [good, mood, avatar],
    })
    .to_string();
    let book = StatsBook::read(Some(&text));
    assert_eq!((book.games.len(), book.unreadable.clone()), (1, None));
    assert!(book.damaged[0].starts_with("entry 2: unknown field `mood`"), "{:?}", book.damaged);
    assert!(book.damaged[1].starts_with("entry 3: unknown field `avatar`"), "{:?}", book.damaged);

    let mut store = store();
    store.backend_mut().unwrap().set(STATS_KEY, &text).unwrap();
    assert_eq!(store.record_finished(&via_nebula_record(1, "new", 9)), Ok(true));
    let after: Value = serde_json::from_str(&stored(&store).unwrap()).unwrap();
    assert_eq!(after["games"][1], mood, "kept as it is");
    assert_eq!(after["games"][2], avatar, "kept as it is");
    assert_eq!(store.stats().games.len(), 2);
}

/// Statistics that cannot be read are never written over, yet no finished game goes
/// uncounted meanwhile (they were, silently, before): the figures are rebuilt from the
/// finished games still saved, a game finished since among them, each outcome the game's
/// own (a summary forged in the stored record is not believed), and the book says they are
/// rebuilt; the player may keep them, which replaces the unreadable text.
#[test]
fn unreadable_statistics_are_rebuilt_from_the_saved_games_until_the_player_keeps_them() {
    let mut store = store();
    let unreadable = "{ not json";
    store.backend_mut().unwrap().set(STATS_KEY, unreadable).unwrap();
    let early = via_nebula_record(1, "early", 1_000);
    let nl = finished::<NovaLuna>(NovaLunaOptions::players(2), 4);
    let later = record_of(&nl, "later", Level::Easy, 2_000);
    let mut unfinished = Session::<NovaLuna>::new(NovaLunaOptions::players(2), 9).unwrap();
    let legal = unfinished.state.legal_actions();
    unfinished.apply(legal[0].clone()).unwrap();
    let open = record_of(&unfinished, "open", Level::Hard, 3_000);
    for record in [&early, &later, &open] {
        assert_eq!(store.save(record.clone()), SaveOutcome::Saved);
        assert_eq!(
            store.record_finished(record),
            Ok(false),
            "the unreadable text is not written over"
        );
    }
    // The stored summary of one game claims another winner: the rebuilt figures replay it.
    let key = format!("{GAME_KEY_PREFIX}early");
    let mut forged: Value =
        serde_json::from_str(&store.backend().unwrap().get(&key).unwrap().unwrap()).unwrap();
    let real_winners = forged["summary"]["outcome"]["winners"].clone();
    let (winner, other) =
        (real_winners[0].as_u64().unwrap(), 1 - real_winners[0].as_u64().unwrap());
    forged["summary"]["outcome"]["winners"] = json!([other]);
    forged["summary"]["outcome"]["standings"] = json!([[other], [winner]]);
    store.backend_mut().unwrap().set(&key, &forged.to_string()).unwrap();

    let book = store.stats();
    assert!(book.rebuilt && book.unreadable.is_some(), "{book:?}");
    let ids: Vec<&str> = book.games.iter().map(|g| g.id.as_str()).collect();
    assert_eq!(ids, ["early", "later"], "the finished games, in the order they ended");
    assert_eq!(json!(book.games[0].winners), real_winners);
    assert_eq!(stored(&store).as_deref(), Some(unreadable), "untouched until kept");
    assert_eq!(figures(&book).iter().map(|f| f.played).sum::<usize>(), 2);

    assert_eq!(store.keep_rebuilt_stats(), Ok(true));
    let kept = store.stats();
    assert!(!kept.rebuilt && kept.unreadable.is_none(), "{kept:?}");
    assert_eq!(kept.games, book.games);
    assert_eq!(store.keep_rebuilt_stats(), Ok(false), "nothing to replace any more");
}
