//! Games shared by link (crates/table/src/share.rs), over real games of both engines: a game goes to a
//! fragment and back to the same session; damaged, foreign, tampered or oversized links
//! are refused with the right reason; and an incoming game is compared with the local copy.

#![cfg(not(target_arch = "wasm32"))]

use base64::Engine as _;
use moonvale_ai::Level;
use moonvale_rules::core::testing::random_session;
use moonvale_rules::core::{Game, Rng, Session};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions};
use moonvale_rules::via_nebula::{Options as ViaNebulaOptions, Side, ViaNebula};
use moonvale_table::share::*;
use moonvale_table::storage::{PlayerInfo, SaveRecord};
use serde_json::{json, Value};

const CREATED_MS: u64 = 1_763_750_000_000;

fn players(count: usize) -> Vec<PlayerInfo> {
    let colours = ["blue", "red", "green", "yellow"];
    (0..count)
        .map(|seat| match seat {
            0 => PlayerInfo::human("Ada", colours[0]),
            _ => PlayerInfo::computer(format!("Computer {seat}"), colours[seat], Level::Hard),
        })
        .collect()
}

fn record_of<G: Game>(session: &Session<G>, id: &str) -> SaveRecord {
    let count = session.state.player_count();
    SaveRecord::from_session(
        id.into(),
        format!("Game {id}").into(),
        players(count),
        session,
        CREATED_MS,
    )
    .expect("a record")
}

fn via_nebula(players: u8) -> ViaNebulaOptions {
    ViaNebulaOptions::new(players, Side::Beginner)
}

/// A payload made by hand: any JSON, compressed and encoded like a real link.
fn fragment_of_json(value: &Value) -> String {
    fragment_of_bytes(&miniz_oxide::deflate::compress_to_vec_zlib(value.to_string().as_bytes(), 6))
}

fn fragment_of_bytes(bytes: &[u8]) -> String {
    format!("{FRAGMENT_PREFIX}{}", base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes))
}

fn check_round_trip<G: Game>(session: &Session<G>, id: &str) {
    let record = record_of(session, id);
    let shared = SharedGame::from_record(&record).expect("a record shares");
    assert_eq!(shared.actions.len(), session.log.len());
    let fragment = shared.to_fragment();
    assert!(fragment.starts_with("#/shared/"), "{fragment:.40}");
    let payload = &fragment[FRAGMENT_PREFIX.len()..];
    for link in [
        fragment.clone(),
        format!("https://example.org/moonvale/{fragment}"),
        fragment[1..].to_string(),
        payload.to_string(),
        format!("  {fragment}\n"),
    ] {
        assert_eq!(SharedGame::from_fragment(&link).as_ref(), Ok(&shared), "{link:.60}");
    }
    assert_eq!(SharedGame::from_file_text(&shared.to_file_json()).as_ref(), Ok(&shared));

    let now = CREATED_MS + 5_000;
    let back = shared.to_record(now).expect("a real game rebuilds");
    let rebuilt = back.session::<G>().expect("the record holds the game");
    assert_eq!(rebuilt.state, session.state, "{id}: same state");
    assert_eq!(rebuilt.log, session.log, "{id}: same log, events included");
    assert_eq!((rebuilt.options.clone(), rebuilt.seed), (session.options.clone(), session.seed));
    assert_eq!(rebuilt.undo_floor, rebuilt.log.len(), "moves that travelled are final");
    assert_eq!(
        (&back.id, &back.title, &back.players),
        (&record.id, &record.title, &record.players)
    );
    assert_eq!((back.kind, back.created_ms, back.last_played_ms), (G::KIND, CREATED_MS, now));
    assert_eq!(back.outcome, session.state.outcome(), "{id}: outcome set");
    assert_eq!(back.outcome.is_some(), session.state.is_over());
}

#[test]
fn both_games_round_trip_through_a_link_finished_and_mid_game() {
    for players in 2..=4u8 {
        for (seed, actions) in [(11, None), (12, Some(40))] {
            let session = random_session::<ViaNebula>(via_nebula(players), seed, actions);
            check_round_trip(&session, &format!("vn{players}-{seed}"));
        }
    }
    for players in 1..=4 {
        for (seed, actions) in [(21, None), (22, Some(15))] {
            let session =
                random_session::<NovaLuna>(NovaLunaOptions::players(players), seed, actions);
            check_round_trip(&session, &format!("nl{players}-{seed}"));
        }
    }
}

#[test]
fn a_finished_two_player_via_nebula_link_fits_a_message() {
    for (players, seed) in [(2u8, 1), (2, 2), (2, 3), (4, 1), (4, 2)] {
        let session = random_session::<ViaNebula>(via_nebula(players), seed, None);
        let record = record_of(&session, "size");
        let shared = SharedGame::from_record(&record).unwrap();
        let fragment = shared.to_fragment();
        let json = serde_json::to_string(&shared).unwrap().len();
        eprintln!(
            "Via Nebula, {players} players, seed {seed}: {} actions, JSON {json} B, fragment {} chars",
            session.log.len(),
            fragment.len()
        );
        if players == 2 {
            assert!(fragment.len() < LINK_CHARS_FOR_MESSAGING, "{} chars", fragment.len());
            assert!(link_fits_messaging(&fragment));
        }
    }
    assert!(!link_fits_messaging(&"A".repeat(LINK_CHARS_FOR_MESSAGING + 1)));
}

/// A mid-game Nova Luna game's shared JSON, to tamper with.
fn sample() -> (SharedGame, Value) {
    let session = random_session::<NovaLuna>(NovaLunaOptions::players(3), 5, Some(20));
    let shared = SharedGame::from_record(&record_of(&session, "sample")).unwrap();
    let value = serde_json::to_value(&shared).unwrap();
    (shared, value)
}

#[test]
fn links_that_are_not_links_or_were_damaged_on_the_way_are_refused() {
    let (shared, _) = sample();
    let fragment = shared.to_fragment();
    let payload = &fragment[FRAGMENT_PREFIX.len()..];

    for not_a_link in ["", "#/shared/", "https://example.org/", "hello world!", "#/new/via-nebula"]
    {
        assert_eq!(
            SharedGame::from_fragment(not_a_link),
            Err(ShareError::NotALink),
            "{not_a_link}"
        );
    }

    let mut rng = Rng::new(7);
    let noise: Vec<u8> = (0..600).map(|_| rng.below(256) as u8).collect();
    assert_eq!(SharedGame::from_fragment(&fragment_of_bytes(&noise)), Err(ShareError::Damaged));

    // Cut anywhere: a length the base64 reads, or one it cannot (a cut link, not a
    // foreign one).
    for len in (payload.len() / 2)..(payload.len() / 2 + 4) {
        assert_eq!(
            SharedGame::from_fragment(&payload[..len]),
            Err(ShareError::Damaged),
            "cut at {len}"
        );
    }

    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for at in [payload.len() / 3, payload.len() / 2, payload.len() - 8] {
        let mut flipped: Vec<char> = payload.chars().collect();
        let other = alphabet.chars().find(|c| *c != flipped[at]).unwrap();
        flipped[at] = other;
        let flipped: String = flipped.into_iter().collect();
        assert_eq!(SharedGame::from_fragment(&flipped), Err(ShareError::Damaged), "flip at {at}");
    }

    // Compressed fine, but not JSON, or not text.
    let not_json = miniz_oxide::deflate::compress_to_vec_zlib(b"{\"format\": \"moonv", 6);
    assert_eq!(SharedGame::from_fragment(&fragment_of_bytes(&not_json)), Err(ShareError::Damaged));
    let not_text = miniz_oxide::deflate::compress_to_vec_zlib(&[0xff, 0xfe, 0x00, 0x81], 6);
    assert_eq!(SharedGame::from_fragment(&fragment_of_bytes(&not_text)), Err(ShareError::Damaged));
    assert_eq!(SharedGame::from_file_text("not json"), Err(ShareError::Damaged));
}

#[test]
fn oversized_links_and_zlib_bombs_are_refused_quickly() {
    let long = "A".repeat(MAX_FRAGMENT_CHARS + 1);
    assert_eq!(
        SharedGame::from_fragment(&long),
        Err(ShareError::TooLong { chars: MAX_FRAGMENT_CHARS + 1, limit: MAX_FRAGMENT_CHARS })
    );
    assert!(SharedGame::from_fragment(&long).unwrap_err().to_string().contains("100000"));

    // 64 MB of spaces inside a JSON string compress to a link well under the length limit.
    let mut bomb = b"{\"format\":\"moonvale-shared\",\"title\":\"".to_vec();
    bomb.resize(64 * 1024 * 1024, b' ');
    let compressed = miniz_oxide::deflate::compress_to_vec_zlib(&bomb, 9);
    let fragment = fragment_of_bytes(&compressed);
    assert!(fragment.len() < MAX_FRAGMENT_CHARS, "the bomb is a short link: {}", fragment.len());
    // Inflating stops at the limit (MAX_INFLATED_BYTES) instead of filling memory.
    assert_eq!(SharedGame::from_fragment(&fragment), Err(ShareError::Damaged));
}

#[test]
fn foreign_newer_unknown_and_tampered_games_are_refused_with_their_reason() {
    let (_, value) = sample();
    let with = |edit: &dyn Fn(&mut Value)| {
        let mut edited = value.clone();
        edit(&mut edited);
        SharedGame::from_fragment(&fragment_of_json(&edited))
    };
    assert_eq!(with(&|v| v["format"] = json!("moonvale-save")), Err(ShareError::Foreign));
    assert_eq!(with(&|v| *v = json!([1, 2, 3])), Err(ShareError::Foreign));
    assert_eq!(with(&|v| v["version"] = json!(2)), Err(ShareError::UnknownVersion(2)));
    assert_eq!(with(&|v| v["kind"] = json!("chess")), Err(ShareError::UnknownKind("chess".into())));
    // A field a shared game does not have is refused by name, at the top or in a player.
    assert_eq!(with(&|v| v["extra"] = json!(1)), Err(ShareError::UnknownField("extra".into())));
    assert_eq!(
        with(&|v| v["players"][1]["nickname"] = json!("Al")),
        Err(ShareError::UnknownField("players[1].nickname".into()))
    );
    match with(&|v| {
        v.as_object_mut().unwrap().remove("seed");
    }) {
        Err(ShareError::InvalidGame(e)) => assert!(e.contains("seed"), "{e}"),
        other => panic!("a missing field is refused: {other:?}"),
    }
    // The file form is judged the same way.
    let mut foreign = value.clone();
    foreign["format"] = json!("something-else");
    assert_eq!(SharedGame::from_file_text(&foreign.to_string()), Err(ShareError::Foreign));

    // Readable, but the engine refuses the game.
    let rebuild = |edit: &dyn Fn(&mut Value)| {
        with(edit).expect("the content reads").to_record(CREATED_MS).map(|_| ())
    };
    match rebuild(&|v| v["options"] = json!({ "players": 9 })) {
        Err(ShareError::InvalidGame(e)) => assert!(e.contains("options"), "{e}"),
        other => panic!("impossible options are refused: {other:?}"),
    }
    match rebuild(&|v| v["actions"][4] = json!({ "type": "juggle" })) {
        Err(ShareError::InvalidGame(e)) => assert!(e.contains("action 5"), "{e}"),
        other => panic!("an action that does not parse is refused: {other:?}"),
    }
}

/// An action taken elsewhere in the game that the rules refuse at `index`.
fn illegal_action_at<G: Game>(shared: &SharedGame, index: usize) -> Value {
    let options: G::Options = serde_json::from_value(shared.options.clone()).unwrap();
    let actions: Vec<G::Action> =
        shared.actions.iter().map(|a| serde_json::from_value(a.clone()).unwrap()).collect();
    let session = Session::<G>::replay(options, shared.seed, actions[..index].to_vec()).unwrap();
    let legal = session.state.legal_actions();
    let candidate =
        actions.iter().find(|a| !legal.contains(a)).expect("some action is illegal here");
    serde_json::to_value(candidate).unwrap()
}

#[test]
fn an_illegal_action_in_the_list_is_refused_by_its_number() {
    let vn = random_session::<ViaNebula>(via_nebula(3), 31, Some(60));
    let nl = random_session::<NovaLuna>(NovaLunaOptions::players(2), 32, Some(30));
    let cases = [
        (SharedGame::from_record(&record_of(&vn, "vn")).unwrap(), 17),
        (SharedGame::from_record(&record_of(&nl, "nl")).unwrap(), 9),
    ];
    for (shared, index) in cases {
        let illegal =
            moonvale_rules::with_game!(shared.kind, G => illegal_action_at::<G>(&shared, index));
        let mut tampered = shared.clone();
        tampered.actions.insert(index, illegal);
        let arrived = SharedGame::from_fragment(&tampered.to_fragment()).expect("it reads");
        match arrived.to_record(CREATED_MS) {
            Err(ShareError::InvalidGame(e)) => {
                assert!(e.contains(&format!("action {} is illegal", index + 1)), "{e}")
            }
            other => panic!("{:?}: the tampered list is refused: {other:?}", shared.kind),
        }
    }
}

#[test]
fn an_incoming_game_is_compared_with_the_local_copy() {
    let full = random_session::<ViaNebula>(via_nebula(2), 41, Some(40));
    let options = full.options.clone();
    let prefix = |n: usize| {
        let actions = full.log[..n].iter().map(|l| l.action);
        let session = Session::<ViaNebula>::replay(options.clone(), full.seed, actions).unwrap();
        record_of(&session, "g")
    };
    let (at_30, at_40) = (prefix(30), record_of(&full, "g"));
    let shared = |record: &SaveRecord| SharedGame::from_record(record).unwrap();

    assert_eq!(merge(None, &shared(&at_40)), Merge::New);
    assert_eq!(merge(Some(&at_30), &shared(&at_40)), Merge::Newer { added: 10 });
    assert_eq!(merge(Some(&at_40), &shared(&at_40)), Merge::Same);
    assert_eq!(merge(Some(&at_40), &shared(&at_30)), Merge::Older { missing: 10 });

    // The same first 30 actions, then another continuation.
    let mut other = Session::<ViaNebula>::replay(
        options.clone(),
        full.seed,
        full.log[..30].iter().map(|l| l.action),
    )
    .unwrap();
    let mut rng = Rng::new(999);
    while other.log.len() < 40 {
        let legal = other.state.legal_actions();
        // At the fork, anything but what the other copy played; then anything.
        let next = full.log[other.log.len()].action;
        let pick = match other.log.len() {
            30 => *legal.iter().find(|a| **a != next).unwrap_or(&legal[0]),
            _ => *rng.choose(&legal).unwrap(),
        };
        other.apply(pick).unwrap();
    }
    assert_ne!(other.log[30].action, full.log[30].action, "the continuations differ");
    assert_eq!(merge(Some(&at_40), &shared(&record_of(&other, "g"))), Merge::Diverged);

    // Not the same game: another seed, other options, another id.
    let mut reseeded = shared(&at_40);
    reseeded.seed += 1;
    assert_eq!(merge(Some(&at_30), &reseeded), Merge::Diverged);
    let mut reoptioned = shared(&at_40);
    reoptioned.options["side"] = json!("expert");
    assert_eq!(merge(Some(&at_30), &reoptioned), Merge::Diverged);
    let mut renamed = shared(&at_40);
    renamed.id = "h".into();
    assert_eq!(merge(Some(&at_30), &renamed), Merge::Diverged);
}

/// One refusal policy for what comes from outside: a key given twice in a link, a shared
/// file or an imported save is refused by name (serde would keep the last value silently),
/// as its own error, not as a game whose moves break the rules (what the player was told).
#[test]
fn a_key_given_twice_is_refused_by_name_in_links_files_and_imports() {
    use moonvale_table::storage::{game_validators, validate_import, ImportError};
    let (shared, value) = sample();
    let text = serde_json::to_string(&value).unwrap();
    let twice = text.replacen("\"seed\":", "\"seed\":1,\"seed\":", 1);
    assert_ne!(twice, text);
    let named = Err(ShareError::DuplicateKey("seed".into()));
    assert_eq!(SharedGame::from_file_text(&twice), named);
    let link = fragment_of_bytes(&miniz_oxide::deflate::compress_to_vec_zlib(twice.as_bytes(), 6));
    assert_eq!(SharedGame::from_fragment(&link), named);
    assert_eq!(SharedGame::from_value(value).unwrap(), shared, "once each is fine");
    // An exported save with its id given twice.
    let record = shared.to_record(CREATED_MS).unwrap();
    let export = record.export_json();
    let twice = export.replacen("\"id\":", "\"id\":\"other\",\"id\":", 1);
    assert_ne!(twice, export);
    assert_eq!(
        validate_import(&twice, None, &game_validators()),
        Err(ImportError::DuplicateKey("id".into()))
    );
    // And a field no saved game has, by its path.
    let extra = export.replacen("\"title\":", "\"subtitle\":\"x\",\"title\":", 1);
    assert_ne!(extra, export);
    assert_eq!(
        validate_import(&extra, None, &game_validators()),
        Err(ImportError::UnknownField("subtitle".into()))
    );
    assert!(validate_import(&export, None, &game_validators()).is_ok());
}
