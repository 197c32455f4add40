//! Saved games of the real engines through the storage layer: a game in progress saves,
//! lists as good and resumes; an edited one is damaged; and the committed example saves
//! (`tests/fixtures/saves/*.json`, used by the end-to-end tests to import a real game)
//! still load with this version of the engines.
//!
//! Regenerate the examples after a deliberate change of a game's state format (and bump
//! its `STATE_VERSION`): `MOONVALE_UPDATE_FIXTURES=1 cargo test -p moonvale --test app storage_game_saves::`.

// Native tests; the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::{Game, GameKind, Rng, Session};
use moonvale_rules::nova_luna::NovaLuna;
use moonvale_rules::via_nebula::ViaNebula;
use moonvale_table::storage::*;
use std::path::PathBuf;

/// An example save the end-to-end tests import (`tests/fixtures/saves/NAME.json`): written
/// from `make()` when `MOONVALE_UPDATE_FIXTURES` is set, then read back and imported as the app
/// imports a file. Gives the saved game and its session.
fn example_save<G: Game>(
    name: &str,
    make: impl FnOnce() -> SaveRecord,
) -> (SaveRecord, Session<G>) {
    let fixture = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join(format!("../../tests/fixtures/saves/{name}.json"));
    if std::env::var_os("MOONVALE_UPDATE_FIXTURES").is_some() {
        let record = make();
        println!("{name}: {} actions logged", record.session::<G>().unwrap().log.len());
        std::fs::write(&fixture, record.export_json() + "\n").unwrap();
    }
    let text = std::fs::read_to_string(&fixture).unwrap_or_else(|e| {
        panic!("{}: {e} (regenerate with MOONVALE_UPDATE_FIXTURES=1)", fixture.display())
    });
    assert!(text.len() as u64 <= MAX_IMPORT_BYTES);
    let stored = validate_import(&text, Some(G::KIND), &game_validators())
        .unwrap_or_else(|e| panic!("{} no longer loads: {e}", fixture.display()));
    let session = stored.session::<G>().unwrap();
    (stored, session)
}

/// A game `actions` random legal actions in.
fn game_in_progress<G: Game>(seed: u64, actions: usize) -> Session<G> {
    let mut session =
        Session::<G>::new(G::Options::default(), seed).expect("default options set up");
    let mut rng = Rng::new(seed);
    for _ in 0..actions {
        if session.state.is_over() {
            break;
        }
        let legal = session.state.legal_actions();
        let action = rng.choose(&legal).expect("a legal action").clone();
        session.apply(action).expect("a listed action applies");
    }
    session
}

fn record_of<G: Game>(session: &Session<G>, title: &str) -> SaveRecord {
    let colours = ["blue", "red", "green", "yellow"];
    let players = (0..session.state.player_count())
        .map(|seat| PlayerInfo {
            name: format!("Player {}", seat + 1).into(),
            kind: if seat == 0 { PlayerKind::Human } else { PlayerKind::Computer },
            colour: colours[seat % colours.len()].to_string(),
            level: None,
        })
        .collect();
    SaveRecord::from_session(
        format!("example-{}", G::KIND.as_str()),
        title.into(),
        players,
        session,
        1_763_750_000_000,
    )
    .unwrap()
}

fn check_game<G: Game>(title: &str) {
    let session = game_in_progress::<G>(42, 12);
    assert!(!session.log.is_empty());
    let record = record_of(&session, title);
    let validators = game_validators();
    let back =
        classify(&record.to_json(), &validators).expect("a real game in progress is a good record");
    assert_eq!(back.session::<G>().unwrap(), session, "it resumes exactly");
    assert_eq!(validate_import(&record.export_json(), Some(G::KIND), &validators).unwrap(), record);

    // Edited: another seed no longer replays to the stored state.
    let mut edited: serde_json::Value = serde_json::from_str(&record.to_json()).unwrap();
    edited["game"]["seed"] = 43.into();
    assert!(matches!(classify(&edited.to_string(), &validators), Err(Damage::InvalidGame(_))));
    // Cut: the last action removed from the log.
    let mut cut: serde_json::Value = serde_json::from_str(&record.to_json()).unwrap();
    cut["game"]["log"].as_array_mut().unwrap().pop();
    assert!(matches!(classify(&cut.to_string(), &validators), Err(Damage::InvalidGame(_))));
    // The stored state edited while the actions stay: the replayed state differs.
    let mut forged: serde_json::Value = serde_json::from_str(&record.to_json()).unwrap();
    forged["game"]["state"]["forged"] = true.into();
    assert!(matches!(classify(&forged.to_string(), &validators), Err(Damage::InvalidGame(_))));
    // An undo limit past the end of the log.
    let mut floor: serde_json::Value = serde_json::from_str(&record.to_json()).unwrap();
    floor["game"]["undo_floor"] = (session.log.len() + 1).into();
    assert!(matches!(classify(&floor.to_string(), &validators), Err(Damage::InvalidGame(_))));
    // A session from another engine version says so.
    let mut newer: serde_json::Value = serde_json::from_str(&record.to_json()).unwrap();
    newer["game"]["state_version"] = (G::STATE_VERSION + 1).into();
    match classify(&newer.to_string(), &validators) {
        Err(Damage::InvalidGame(reason)) => assert!(reason.contains("version"), "{reason}"),
        other => panic!("a newer session was not refused: {other:?}"),
    }
    // A game of one kind stored under the other kind's name.
    let other = GameKind::ALL.into_iter().find(|k| *k != G::KIND).unwrap();
    let mut swapped: serde_json::Value = serde_json::from_str(&record.to_json()).unwrap();
    swapped["kind"] = other.as_str().into();
    assert!(matches!(classify(&swapped.to_string(), &validators), Err(Damage::InvalidGame(_))));
    // An empty payload is not a game.
    let mut empty: serde_json::Value = serde_json::from_str(&record.to_json()).unwrap();
    empty["game"] = serde_json::json!({});
    assert!(matches!(classify(&empty.to_string(), &validators), Err(Damage::InvalidGame(_))));

    let fixture = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join(format!("../../tests/fixtures/saves/{}.json", G::KIND.as_str()));
    if std::env::var_os("MOONVALE_UPDATE_FIXTURES").is_some() {
        std::fs::write(&fixture, record.export_json() + "\n").unwrap();
    }
    let text = std::fs::read_to_string(&fixture).unwrap_or_else(|e| {
        panic!("{}: {e} (regenerate with MOONVALE_UPDATE_FIXTURES=1)", fixture.display())
    });
    let stored = validate_import(&text, Some(G::KIND), &validators).unwrap_or_else(|e| {
        panic!(
            "{} no longer loads: {e}. Old saves would break: bump STATE_VERSION, then regenerate",
            fixture.display()
        )
    });
    assert!(text.len() as u64 <= MAX_IMPORT_BYTES);
    assert_eq!(stored.kind, G::KIND);
}

#[test]
fn via_nebula_games_save_resume_and_detect_edits() {
    check_game::<ViaNebula>("Via Nebula example");
}

#[test]
fn nova_luna_games_save_resume_and_detect_edits() {
    check_game::<NovaLuna>("Nova Luna example");
}

#[test]
fn a_long_game_stays_far_below_the_import_limit() {
    // A whole game, every action logged: the size a player's export reaches.
    for (kind, size) in [
        (
            GameKind::ViaNebula,
            record_of(&game_in_progress::<ViaNebula>(7, 10_000), "long").export_json().len(),
        ),
        (
            GameKind::NovaLuna,
            record_of(&game_in_progress::<NovaLuna>(7, 10_000), "long").export_json().len(),
        ),
    ] {
        println!("{}: a complete random game exports to {size} bytes", kind.as_str());
        assert!((size as u64) < MAX_IMPORT_BYTES / 4, "{size}");
    }
}

/// A random 2-player Via Nebula game that ends by a fifth building, cut at the start of the
/// turn in which that building is erected: the player to act has one building left and a
/// build is already listed. The end-to-end test imports it to reach the final-round banner
/// (ruling 14) and the end screen through the UI. Returns the seed and the cut session.
fn via_nebula_near_end() -> (u64, Session<ViaNebula>) {
    use moonvale_rules::via_nebula::{Action, Options, Side};
    for seed in 1..5_000u64 {
        let options = Options::new(2, Side::Beginner);
        let mut session = Session::<ViaNebula>::new(options.clone(), seed).unwrap();
        let mut rng = Rng::new(seed);
        // Where each turn starts, and the log index of the build that empties a guild.
        let mut turn_start = 0;
        let mut fifth_at = None;
        for _ in 0..10_000 {
            if session.state.is_over() {
                break;
            }
            if session.state.actions_left == 2 && session.state.pending.is_none() {
                turn_start = session.log.len();
            }
            let legal = session.state.legal_actions();
            let action = *rng.choose(&legal).unwrap();
            let seat = session.state.to_act().unwrap();
            session.apply(action).unwrap();
            if matches!(action, Action::Build { .. }) && session.state.seats[seat].buildings == 0 {
                fifth_at = Some(turn_start);
                break;
            }
        }
        let Some(cut) = fifth_at else { continue };
        let mut near = Session::<ViaNebula>::new(options, seed).unwrap();
        for logged in &session.log[..cut] {
            near.apply(logged.action).unwrap();
        }
        let seat = near.state.to_act().unwrap();
        let builds_listed =
            near.state.legal_actions().iter().any(|a| matches!(a, Action::Build { .. }));
        if cut >= 4 && near.state.seats[seat].buildings == 1 && builds_listed {
            return (seed, near);
        }
    }
    panic!("no seed below 5000 gives a 2-player game ending by a fifth building");
}

#[test]
fn via_nebula_near_end_fixture_is_a_turn_before_a_fifth_building() {
    use moonvale_rules::via_nebula::Action;
    let (_, session) = example_save::<ViaNebula>("via-nebula-near-end", || {
        let (seed, session) = via_nebula_near_end();
        println!("via-nebula-near-end: seed {seed}");
        let mut record = record_of(&session, "Via Nebula near the end");
        record.id = "example-via-nebula-near-end".to_string();
        for player in &mut record.players {
            player.kind = PlayerKind::Human;
        }
        record
    });
    assert_eq!(session.state.player_count(), 2);
    let seat = session.state.to_act().unwrap();
    assert_eq!(
        session.state.seats[seat].buildings, 1,
        "the player to act has their fifth building left"
    );
    assert_eq!(
        session.state.end_card_holder,
        moonvale_rules::via_nebula::NONE,
        "nobody has the end-of-game card yet"
    );
    // Building now erects the fifth building: the player takes the end-of-game card (ruling 14).
    let build = *session
        .state
        .legal_actions()
        .iter()
        .find(|a| matches!(a, Action::Build { .. }))
        .expect("a build is listed");
    let mut after = session.clone();
    after.apply(build).unwrap();
    assert_eq!(after.state.seats[seat].buildings, 0);
    assert_eq!(after.state.end_card_holder as usize, seat);
}

/// A 2-player Nova Luna game (Ada and Bob, both at the device) about two thirds in, at the
/// start of Ada's turn: the end-to-end tests that play a whole game across two devices (by
/// links, and together over WebRTC) play on from it to the end. Returns the cut session.
fn nova_luna_late() -> Session<NovaLuna> {
    let seed = 21;
    let whole = game_in_progress::<NovaLuna>(seed, 10_000);
    assert!(whole.state.is_over());
    let mut late = Session::<NovaLuna>::new(Default::default(), seed).unwrap();
    let mut last_by = None;
    for logged in &whole.log {
        let by = late.state.to_act();
        // Cut at the first turn of Ada's that starts after two thirds of the game.
        if late.log.len() * 3 >= whole.log.len() * 2 && by == Some(0) && last_by == Some(1) {
            return late;
        }
        late.apply(logged.action.clone()).unwrap();
        last_by = by;
    }
    panic!("Ada has no turn in the last third of the game");
}

#[test]
fn nova_luna_late_fixture_is_two_thirds_in_at_adas_turn() {
    let (stored, session) = example_save::<NovaLuna>("nova-luna-late", || {
        let mut record = record_of(&nova_luna_late(), "Nova Luna, late");
        record.id = "example-nova-luna-late".to_string();
        for (player, name) in record.players.iter_mut().zip(["Ada", "Bob"]) {
            player.kind = PlayerKind::Human;
            player.name = name.into();
        }
        record
    });
    assert_eq!(session.state.player_count(), 2);
    assert!(!session.state.is_over());
    assert_eq!(session.state.to_act(), Some(0), "Ada is to act");
    assert!(session.log.len() >= 60, "well into the game: {} actions", session.log.len());
    let names: Vec<&str> = stored.players.iter().filter_map(|p| p.name.typed()).collect();
    assert_eq!(names, ["Ada", "Bob"]);
}

/// A 3-player Via Nebula game (Ada and Bob, people; Cy, an Easy computer) three quarters in, at
/// the start of Ada's turn: the end-to-end test of two guests playing their seats from their
/// own devices plays on from it to the end. Returns the cut session.
fn via_nebula_three_late() -> Session<ViaNebula> {
    use moonvale_rules::via_nebula::{Options, Side};
    let (seed, options) = (23, Options::new(3, Side::Beginner));
    let mut whole = Session::<ViaNebula>::new(options.clone(), seed).unwrap();
    let mut rng = Rng::new(seed);
    while !whole.state.is_over() {
        let legal = whole.state.legal_actions();
        whole.apply(*rng.choose(&legal).unwrap()).unwrap();
    }
    let mut late = Session::<ViaNebula>::new(options, seed).unwrap();
    for logged in &whole.log {
        let turn_starts = late.state.actions_left == 2 && late.state.pending.is_none();
        if late.log.len() * 4 >= whole.log.len() * 3
            && turn_starts
            && late.state.to_act() == Some(0)
        {
            return late;
        }
        late.apply(logged.action).unwrap();
    }
    panic!("Ada has no turn in the last quarter of the game");
}

#[test]
fn via_nebula_three_late_fixture_is_at_adas_turn() {
    let (stored, session) = example_save::<ViaNebula>("via-nebula-three-late", || {
        let mut record = record_of(&via_nebula_three_late(), "Via Nebula, late");
        record.id = "example-via-nebula-three-late".to_string();
        for (seat, (player, name)) in
            record.players.iter_mut().zip(["Ada", "Bob", "Cy"]).enumerate()
        {
            player.name = name.into();
            if seat < 2 {
                player.kind = PlayerKind::Human;
            } else {
                player.level = Some(moonvale_ai::Level::Easy);
            }
        }
        record
    });
    assert_eq!(session.state.player_count(), 3);
    assert!(!session.state.is_over());
    assert_eq!(session.state.to_act(), Some(0), "Ada is to act");
    let kinds: Vec<PlayerKind> = stored.players.iter().map(|p| p.kind).collect();
    assert_eq!(kinds, [PlayerKind::Human, PlayerKind::Human, PlayerKind::Computer]);
    assert_eq!(stored.players[2].level, Some(moonvale_ai::Level::Easy));
}
