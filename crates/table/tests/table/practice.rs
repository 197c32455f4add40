//! Practice against the computers and games played with help (docs/at-the-table.md "Undo",
//! docs/at-the-table.md "Practice against the computers", docs/daily-and-rating.md "A rating",
//! docs/daily-and-rating.md "The daily challenge"): where no
//! other person sits, that person may take back their last decision past a reveal, a draw
//! or the computers' moves after it, after a confirmation; such a game, and one where a move
//! was suggested, is assisted, saved so, counted apart in the statistics, left out of the
//! rating and of the daily challenge's best.

#![cfg(not(target_arch = "wasm32"))]

use moonvale_ai::Level;
use moonvale_rules::core::testing::random_playout;
use moonvale_rules::core::{Game, GameKind, Session};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions};
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
use moonvale_table::daily;
use moonvale_table::rating;
use moonvale_table::stats::{figures, GameSummary, StatsBook};
use moonvale_table::storage::*;
use moonvale_table::table::{ComputerAnswer, Table, UndoBlocked};

fn record<G: Game>(players: Vec<PlayerInfo>, options: G::Options, seed: u64) -> SaveRecord {
    let session = Session::<G>::new(options, seed).unwrap();
    SaveRecord::from_session("g1".into(), "A game".into(), players, &session, 1).unwrap()
}

fn person_and_computer() -> Vec<PlayerInfo> {
    vec![PlayerInfo::human("Ada", "blue"), PlayerInfo::computer("Cy", "red", Level::Easy)]
}

fn via_nebula(players: Vec<PlayerInfo>) -> Table<ViaNebula> {
    Table::open(record::<ViaNebula>(players, Options::new(2, Side::Beginner), 5)).unwrap()
}

/// The person plays their first choice until they are no longer to act.
fn person_turn<G: Game>(table: &mut Table<G>) {
    while table.person_to_act().is_some() {
        let action = table.choices()[0].clone();
        table.act(action).unwrap();
    }
}

/// The computers play their first legal action until a person is to act.
fn computers_turn<G: Game>(table: &mut Table<G>) {
    while let Some(request) = table.computer_request() {
        let action = request.legal[0].clone();
        table.answer(ComputerAnswer { ticket: request.ticket, action }).unwrap();
    }
}

/// The index of the person's last decision: their last action the rules did not take.
fn last_decision<G: Game>(session: &Session<G>, person: usize) -> usize {
    let mut state = G::new(&session.options, session.seed).unwrap();
    let mut last = None;
    for (i, logged) in session.log.iter().enumerate() {
        if logged.seat == person && state.automatic_action().as_ref() != Some(&logged.action) {
            last = Some(i);
        }
        state.apply(&logged.action).unwrap();
    }
    last.unwrap()
}

#[test]
fn one_person_takes_back_their_last_decision_and_the_computers_moves_after_it() {
    let mut table = via_nebula(person_and_computer());
    computers_turn(&mut table);
    assert!(!table.practice_undo_allowed(), "nothing decided yet");
    person_turn(&mut table);
    computers_turn(&mut table);
    assert_eq!(table.undo_blocked(), Ok(UndoBlocked::ComputersMove));
    assert!(table.practice_undo_allowed());
    assert!(!table.assisted());

    let target = last_decision(table.session(), 0);
    let before: Vec<_> = table.session().log[..target].to_vec();
    let expected = Session::<ViaNebula>::replay(
        table.options().clone(),
        table.session().seed,
        before.iter().map(|l| l.action),
    )
    .unwrap();
    let old_ticket = table.ticket();
    assert!(table.practice_undo());
    assert_eq!(table.session().log, before, "back to just before the decision");
    assert_eq!(table.session().state, expected.state, "the same draws come again");
    assert_eq!(table.person_to_act(), Some(0), "the person decides again");
    assert!(table.assisted(), "the game is now assisted");
    assert_ne!(table.ticket(), old_ticket, "a computer answer under way is dropped");

    // The saved record says so, and reads back so; the session verifies.
    let saved = table.record(2).unwrap();
    assert!(saved.assisted);
    assert!(saved.to_stored_json().contains("\"assisted\":true"));
    let read = classify(&saved.to_stored_json(), &game_validators()).unwrap();
    assert!(read.assisted);
    read.session::<ViaNebula>().unwrap().verify().unwrap();
    assert!(Table::<ViaNebula>::open(read).unwrap().assisted());

    // The person plays on: the game goes on as any other.
    person_turn(&mut table);
    assert!(table.computer_request().is_some());
}

#[test]
fn practice_is_offered_only_where_the_usual_undo_cannot_help() {
    let mut table = via_nebula(person_and_computer());
    computers_turn(&mut table);
    let first = table.choices()[0];
    table.act(first).unwrap();
    assert!(table.undo_for().is_some(), "the usual undo takes it back");
    assert!(!table.practice_undo_allowed());
    assert!(!table.practice_undo());
    assert!(!table.assisted());
}

#[test]
fn practice_is_never_offered_with_another_person_at_the_table() {
    let players = vec![
        PlayerInfo::human("Ada", "blue"),
        PlayerInfo::human("Bob", "red"),
        PlayerInfo::computer("Cy", "green", Level::Easy),
    ];
    let mut table =
        Table::<ViaNebula>::open(record::<ViaNebula>(players, Options::new(3, Side::Beginner), 5))
            .unwrap();
    for _ in 0..3 {
        if table.handover_due().is_some() {
            table.confirm_handover();
        }
        person_turn(&mut table);
        computers_turn(&mut table);
        assert!(!table.practice_undo_allowed());
        assert!(!table.practice_undo());
    }
}

#[test]
fn practice_is_not_offered_once_the_game_is_over() {
    let options = Options::new(2, Side::Beginner);
    let session = random_playout::<ViaNebula>(&options, 3, 100_000).unwrap().session;
    let record =
        SaveRecord::from_session("g".into(), "t".into(), person_and_computer(), &session, 1)
            .unwrap();
    let table = Table::<ViaNebula>::open(record).unwrap();
    assert!(table.is_over());
    assert!(!table.practice_undo_allowed());
}

#[test]
fn nova_luna_solo_practice_goes_back_past_a_refill() {
    let players = vec![PlayerInfo::human("Ada", "blue")];
    let mut table =
        Table::<NovaLuna>::open(record::<NovaLuna>(players, NovaLunaOptions::players(1), 9))
            .unwrap();
    // Play until the usual undo is closed (a tile placed, a refill drawn...).
    let mut guard = 0;
    while table.undo_for().is_some() || table.session().log.is_empty() {
        let action = table.choices()[0].clone();
        table.act(action).unwrap();
        guard += 1;
        assert!(guard < 200);
    }
    assert!(table.practice_undo_allowed());
    let target = last_decision(table.session(), 0);
    assert!(table.practice_undo());
    assert_eq!(table.session().log.len(), target);
    assert!(table.assisted());
}

#[test]
fn a_suggested_move_marks_the_game_assisted_and_old_saves_are_not() {
    let mut table = via_nebula(person_and_computer());
    let plain = table.record(1).unwrap().to_stored_json();
    assert!(!plain.contains("assisted"), "not written when false: older versions read it");
    table.mark_assisted();
    assert!(table.record(1).unwrap().assisted);
    for fixture in [
        include_str!("../fixtures/versions/record-1.json"),
        include_str!("../fixtures/versions/record-2.json"),
    ] {
        let read = classify(fixture, &game_validators()).unwrap();
        assert!(!read.assisted, "a save from before reads as not assisted");
    }
}

fn summary(id: &str, finished_ms: u64, won: bool, assisted: bool) -> GameSummary {
    GameSummary {
        id: id.into(),
        kind: GameKind::ViaNebula,
        title: id.into(),
        players: vec![
            PlayerInfo::human("Ada", "blue"),
            PlayerInfo::computer("Cy", "red", Level::Hard),
        ],
        scores: if won { vec![20, 10] } else { vec![10, 20] },
        higher_is_better: true,
        winners: vec![if won { 0 } else { 1 }],
        ending: moonvale_rules::core::Ending::FifthBuilding,
        finished_ms,
        assisted,
    }
}

#[test]
fn assisted_games_are_counted_apart_and_left_out_of_the_rating_and_the_daily_best() {
    let day = daily::Day { year: 2026, month: 11, day: 25 };
    let id = daily::id_of(GameKind::ViaNebula, day);
    let book = StatsBook {
        games: vec![
            summary("a", 1, false, false),
            summary("b", 2, true, true),
            summary(&id, 3, false, false),
            summary(&format!("{id}-2"), 4, true, true),
        ],
        ..StatsBook::default()
    };
    let all = figures(&book);
    let vn = &all[0];
    assert_eq!((vn.played, vn.won, vn.assisted, vn.assisted_won), (4, 0, 2, 2));
    assert_eq!(vn.against[0].games, 2, "per level: games without help only");
    assert_eq!(vn.best_score, Some(10), "the best score: games without help only");
    assert_eq!(vn.last.len(), 4, "the latest games list them all");

    let rated: Vec<String> =
        rating::history(&book, GameKind::ViaNebula).into_iter().map(|p| p.id).collect();
    assert_eq!(rated, vec!["a".to_string(), id.clone()]);

    let bests = daily::bests(&book);
    assert_eq!(bests.len(), 1);
    assert_eq!((bests[0].won, bests[0].attempts), (false, 1), "the assisted win is left out");

    // A summary read back from a record keeps the mark; old entries read as not assisted.
    let old = serde_json::json!({
        "id": "x", "kind": "via-nebula", "title": "x", "players": [], "scores": [],
        "higher_is_better": true, "winners": [], "ending": "", "finished_ms": 1
    });
    let read: GameSummary = serde_json::from_value(old).unwrap();
    assert!(!read.assisted);
}

// What a player found: building Distillery as the fifth building asked "Use the power of
// Distillery (no effect: the extra action is lost)". The rules still offer the power
// (docs/RULINGS.md, ruling 14), but a choice with no effect by itself is played by the
// table, as a lone action is: the person's build is followed by the power and the end of
// the turn, and the next seat is to act.
#[test]
fn the_table_plays_distillerys_lost_power_as_it_plays_a_lone_action() {
    use moonvale_rules::via_nebula::content::Power;
    use moonvale_rules::via_nebula::testing::Scenario;
    use moonvale_rules::via_nebula::Action;
    let mut s = Scenario::empty(2, Side::Beginner);
    let ruins = s.state.content.ruin_hexes.clone();
    let stores = s.cards_with(Power::Store);
    for (i, &store) in stores.iter().enumerate().take(4) {
        s.building(0, ruins[i], 0, store);
    }
    let card = s.cards_with(Power::Distillery)[0];
    s.display(0, card);
    let need = s.need_of(card);
    s.site(0, ruins[5], 0, &need);
    let mut session = Session::<ViaNebula>::new(Options::new(2, Side::Beginner), 5).unwrap();
    session.state = s.state;
    let record = record::<ViaNebula>(person_and_computer(), Options::new(2, Side::Beginner), 5);
    let mut table = Table::resume(record.header(), session);
    table.act(Action::Build { hex: ruins[5], half: 0, card }).unwrap();
    let played: Vec<Action> = table.session().log.iter().map(|l| l.action).collect();
    assert_eq!(
        played,
        vec![Action::Build { hex: ruins[5], half: 0, card }, Action::UsePower, Action::EndTurn]
    );
    assert_eq!(table.to_act(), Some(1), "the computer's turn, nothing asked of the person");
}
