//! The table's policies (crates/table/src/table): seats, hand-over, undo, computer requests and tickets,
//! saving. Played on the toy game (a draw is random, the end of a turn is a commitment) and
//! on the real engines where their own shape matters.

use crate::toy::{Toy, ToyAction, ToyOptions};
use moonvale_ai::Level;
use moonvale_rules::core::{Game, Session};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaAction, NovaLunaOptions};
use moonvale_rules::via_nebula::{Action, Options, Side, ViaNebula};
use moonvale_table::storage::{PlayerInfo, PlayerKind, SaveRecord};
use moonvale_table::table::{
    computer_seed, ComputerAnswer, Pace, Refusal, SeatKind, Table, UndoBlocked, UNDO_GRACE_MS,
};

fn record<G: Game>(players: Vec<PlayerInfo>, options: G::Options, seed: u64) -> SaveRecord {
    let session = Session::<G>::new(options, seed).unwrap();
    SaveRecord::from_session("g1".into(), "A game".into(), players, &session, 1).unwrap()
}

fn toy(players: Vec<PlayerInfo>, seed: u64) -> Table<Toy> {
    let n = players.len();
    Table::open(record::<Toy>(players, ToyOptions { players: n, target: 40 }, seed)).unwrap()
}

fn two_people() -> Vec<PlayerInfo> {
    vec![PlayerInfo::human("Ada", "blue"), PlayerInfo::human("Bob", "red")]
}

fn person_and_computer(level: Level) -> Vec<PlayerInfo> {
    vec![PlayerInfo::human("Ada", "blue"), PlayerInfo::computer("Cy", "red", level)]
}

/// Plays the computer's moves until a person is to act.
fn let_computers_play<G: Game>(table: &mut Table<G>) {
    while let Some(request) = table.computer_request() {
        let action = request.legal[0].clone();
        table.answer(ComputerAnswer { ticket: request.ticket, action }).unwrap();
    }
}

#[test]
fn seats_are_people_or_computers_with_their_level() {
    let table = toy(person_and_computer(Level::Hard), 1);
    assert_eq!(table.seat_kind(0), SeatKind::Human);
    assert_eq!(table.seat_kind(1), SeatKind::Computer(Level::Hard));
    assert_eq!(table.humans(), vec![0]);
    assert_eq!(table.name_words(1, moonvale_table::i18n::Lang::En), "Cy");
    assert_eq!(table.colour(0), "blue");
}

#[test]
fn hotseat_hands_the_device_over_before_the_next_person_sees_anything() {
    let mut table = toy(two_people(), 3);
    // Opened between two people: nobody holds the device yet.
    let first = table.to_act().unwrap();
    assert_eq!(table.at_device(), None);
    assert_eq!(table.handover_due(), Some(first));
    assert!(table.choices().is_empty(), "no choice before the hand-over is confirmed");
    assert_eq!(table.act(ToyAction::Add { amount: 1 }), Err(Refusal::NotYourTurn));
    assert!(table.confirm_handover());
    assert_eq!(table.at_device(), Some(first));
    assert_eq!(table.eyes(), first);
    assert!(!table.choices().is_empty());

    table.act(ToyAction::Add { amount: 1 }).unwrap();
    assert_eq!(table.handover_due(), None, "the same person goes on");
    table.act(ToyAction::EndTurn).unwrap();
    let second = 1 - first;
    assert_eq!(table.handover_due(), Some(second));
    assert_eq!(table.eyes(), first, "the screen is still the first person's until confirmed");
    assert!(table.confirm_handover());
    assert_eq!(table.eyes(), second);
    assert!(!table.confirm_handover(), "nothing more to confirm");
}

#[test]
fn one_person_against_computers_never_sees_a_handover() {
    let mut table = toy(person_and_computer(Level::Easy), 5);
    assert_eq!(table.at_device(), Some(0));
    for _ in 0..6 {
        let_computers_play(&mut table);
        assert_eq!(table.handover_due(), None);
        if table.is_over() {
            break;
        }
        table.act(ToyAction::Add { amount: 1 }).unwrap();
        table.act(ToyAction::EndTurn).unwrap();
    }
}

#[test]
fn a_person_takes_back_their_own_actions_to_the_last_commitment_only() {
    let mut table = toy(two_people(), 3);
    table.confirm_handover();
    let first = table.to_act().unwrap();
    assert_eq!(table.undo_for(), None, "nothing to take back yet");
    table.act(ToyAction::Add { amount: 2 }).unwrap();
    table.act(ToyAction::Add { amount: 1 }).unwrap();
    assert_eq!(table.undo_for(), Some(first));
    assert!(table.undo());
    assert!(table.undo());
    assert_eq!(table.state().counter, 0);
    assert!(!table.undo(), "back to the start of the turn");

    table.act(ToyAction::Add { amount: 1 }).unwrap();
    table.act(ToyAction::EndTurn).unwrap();
    // The confirmed end of the turn is final: neither the first person (still holding the
    // device) nor the next one may take anything back.
    assert_eq!(table.undo_for(), None);
    table.confirm_handover();
    assert_eq!(table.undo_for(), None);
    assert!(!table.undo());
}

#[test]
fn a_random_draw_closes_undo() {
    let mut table = toy(two_people(), 3);
    table.confirm_handover();
    table.act(ToyAction::Add { amount: 1 }).unwrap();
    table.act(ToyAction::Draw).unwrap();
    assert_eq!(table.undo_for(), None, "a card was drawn: no taking it back");
    assert!(!table.undo());
}

#[test]
fn nobody_takes_back_a_computers_action() {
    let mut table = toy(person_and_computer(Level::Medium), 9);
    let_computers_play(&mut table);
    let human_first = table.session().log.is_empty();
    if !human_first {
        assert_eq!(table.undo_for(), None, "the last action is the computer's");
    }
    table.act(ToyAction::Add { amount: 1 }).unwrap();
    assert_eq!(table.undo_for(), Some(0));
    table.act(ToyAction::EndTurn).unwrap();
    assert!(table.computer_to_act());
    assert_eq!(table.undo_blocked(), Ok(UndoBlocked::Committed), "the end of a toy turn commits");
    let_computers_play(&mut table);
    assert_eq!(
        table.undo_blocked(),
        Ok(UndoBlocked::ComputersMove),
        "the last action is the computer's"
    );
}

/// Nova Luna: placing a tile passes the turn without a commitment, so the person who just
/// placed may take it back while the hand-over screen waits for the next person, but not
/// once the next person holds the device.
#[test]
fn nova_luna_the_previous_person_may_undo_until_the_next_one_takes_the_device() {
    let options = NovaLunaOptions { players: 2, first_game: false };
    let mut table = Table::<NovaLuna>::open(record::<NovaLuna>(two_people(), options, 11)).unwrap();
    table.confirm_handover();
    // Play until the turn passes to the other person.
    let mut guard = 0;
    let first = table.to_act().unwrap();
    while table.to_act() == Some(first) {
        let choice = table
            .choices()
            .into_iter()
            .find(|a| !matches!(a, NovaLunaAction::Refill))
            .expect("a choice");
        table.act(choice).unwrap();
        guard += 1;
        assert!(guard < 40);
    }
    let second = table.to_act().unwrap();
    assert_eq!(table.handover_due(), Some(second));
    assert_eq!(table.undo_for(), Some(first), "the first person still holds the device");
    assert!(table.undo());
    assert_eq!(table.to_act(), Some(first));
    assert_eq!(table.handover_due(), None);
    // Redo the placement, then hand over: now it is the other person's device.
    let choice = table.choices()[0].clone();
    table.act(choice).unwrap();
    if table.to_act() == Some(second) {
        table.confirm_handover();
        assert_eq!(table.undo_for(), None, "never another person's action");
    }
}

#[test]
fn computer_requests_carry_the_seats_view_a_seed_and_a_ticket() {
    let mut table = toy(person_and_computer(Level::Hard), 2);
    let_computers_play(&mut table);
    table.act(ToyAction::Add { amount: 1 }).unwrap();
    assert!(table.computer_request().is_none(), "a person is to act");
    table.act(ToyAction::EndTurn).unwrap();
    let request = table.computer_request().expect("the computer is to act");
    assert_eq!(request.seat, 1);
    assert_eq!(request.level, Level::Hard);
    assert_eq!(request.view, table.state().view(1));
    assert_eq!(request.legal, table.state().legal_actions());
    let log = table.session().log.len();
    assert_eq!(request.seed, computer_seed(table.session().seed, log));
    assert_eq!(request.ticket.position, log);
}

#[test]
fn an_answer_for_an_older_position_is_dropped() {
    let mut table = toy(person_and_computer(Level::Easy), 2);
    let_computers_play(&mut table);
    let request = table.computer_request();
    assert!(request.is_none());
    table.act(ToyAction::Add { amount: 1 }).unwrap();
    table.act(ToyAction::EndTurn).unwrap();
    let request = table.computer_request().unwrap();
    let action = request.legal[0].clone();
    // The computer answers once: applied. The same answer again is for an older position.
    let answer = ComputerAnswer::<Toy> { ticket: request.ticket, action };
    table.answer(answer.clone()).unwrap();
    let before = table.clone();
    assert_eq!(table.answer(answer), Err(Refusal::Stale));
    assert_eq!(table, before, "a dropped answer changes nothing");
}

#[test]
fn an_answer_after_an_undo_is_dropped_even_at_the_same_log_length() {
    // Two computers answering the same position length after an undo and a new action
    // differ by generation, not by position.
    let mut table = toy(two_people(), 3);
    table.confirm_handover();
    table.act(ToyAction::Add { amount: 1 }).unwrap();
    let ticket = table.ticket();
    table.undo();
    table.act(ToyAction::Add { amount: 2 }).unwrap();
    assert_eq!(table.ticket().position, ticket.position);
    assert_ne!(table.ticket(), ticket);
}

#[test]
fn the_seed_formula_is_pinned() {
    assert_eq!(computer_seed(0, 0), 0);
    assert_eq!(computer_seed(7, 1), 7 ^ 0x9E37_79B9_7F4A_7C15);
    assert_ne!(computer_seed(7, 2), computer_seed(7, 3));
}

#[test]
fn the_record_saved_is_this_game_with_the_time_of_the_last_action() {
    let mut table = toy(two_people(), 3);
    table.confirm_handover();
    table.act(ToyAction::Add { amount: 1 }).unwrap();
    let saved = table.record(500).unwrap();
    assert_eq!(saved.last_played_ms, 500);
    assert_eq!(saved.created_ms, 1);
    let session: Session<Toy> = saved.session().unwrap();
    assert_eq!(&session, table.session());
    assert!(session.verify().is_ok());
    // Reopened, the same game, between two people again.
    let reopened = Table::<Toy>::open(saved).unwrap();
    assert_eq!(reopened.session(), table.session());
    assert_eq!(reopened.at_device(), None);
}

#[test]
fn a_record_missing_seats_opens_with_computers_in_them() {
    let mut saved = record::<Toy>(two_people(), ToyOptions { players: 2, target: 9 }, 1);
    saved.players.pop();
    let table = Table::<Toy>::open(saved).unwrap();
    assert_eq!(table.seat_kind(1), SeatKind::Computer(Level::default()));
    assert_eq!(table.at_device(), Some(0), "one person left at the device");
}

#[test]
fn a_record_of_another_game_does_not_open() {
    let saved = record::<ViaNebula>(two_people(), Options::new(2, Side::Beginner), 1);
    assert!(Table::<NovaLuna>::open(saved).is_err());
}

/// Via Nebula hotseat: what the screen may show is the view of the person at the device,
/// which holds their own contracts and none of the other's.
#[test]
fn via_nebula_the_screen_sees_only_its_own_contracts() {
    let rec = record::<ViaNebula>(two_people(), Options::new(2, Side::Beginner), 4);
    let mut table = Table::<ViaNebula>::open(rec).unwrap();
    table.confirm_handover();
    let me = table.eyes();
    let other = 1 - me;
    let view = table.view();
    assert_eq!(view.state.seats[me].hand, table.state().seats[me].hand);
    assert_ne!(table.state().seats[other].hand, 0, "the other person holds contracts");
    assert_eq!(view.state.seats[other].hand, 0, "but the screen does not see them");
    assert!(view.hidden_private[other] > 0);
}

#[test]
fn old_saves_without_levels_still_load_and_their_computers_play_the_default_level() {
    for fixture in ["via-nebula.json", "nova-luna.json", "via-nebula-near-end.json"] {
        let text = std::fs::read_to_string(format!(
            "{}/../../tests/fixtures/saves/{fixture}",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
        let saved: SaveRecord = serde_json::from_str(&text).unwrap();
        assert!(saved.players.iter().all(|p| p.level.is_none()));
        let kinds: Vec<SeatKind> = saved.players.iter().map(SeatKind::of).collect();
        for (player, kind) in saved.players.iter().zip(&kinds) {
            match player.kind {
                PlayerKind::Human => assert_eq!(*kind, SeatKind::Human),
                PlayerKind::Computer => assert_eq!(*kind, SeatKind::Computer(Level::default())),
            }
        }
        moonvale_rules::with_game!(saved.kind, G => {
            Table::<G>::open(saved).unwrap();
        });
    }
}

#[test]
fn a_level_is_saved_and_read_back_and_a_person_has_none() {
    let players = person_and_computer(Level::Hard);
    let json = serde_json::to_string(&players).unwrap();
    assert!(json.contains("\"level\":\"hard\""));
    assert_eq!(json.matches("level").count(), 1, "no level written for a person: {json}");
    let back: Vec<PlayerInfo> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, players);
}

#[test]
fn each_engine_plays_exactly_the_player_counts_it_states() {
    // The screens read `Game::PLAYERS`; the engines' `new` must refuse every other count.
    assert_eq!(ViaNebula::PLAYERS, 2..=4);
    assert_eq!(NovaLuna::PLAYERS, 1..=4);
    for n in 0..=12 {
        let plays = ViaNebula::new(&Options::new(n as u8, Side::Beginner), 0).is_ok();
        assert_eq!(plays, ViaNebula::PLAYERS.contains(&n), "Via Nebula with {n} players");
        let plays = NovaLuna::new(&NovaLunaOptions::players(n), 0).is_ok();
        assert_eq!(plays, NovaLuna::PLAYERS.contains(&n), "Nova Luna with {n} players");
    }
}

/// Nova Luna hides only the order of its draw pile, so the screen may score from the view:
/// any full state drawn from it scores like the real one.
#[test]
fn nova_luna_scores_from_the_view_are_the_real_scores() {
    use moonvale_rules::core::Rng;
    for players in 1..=4 {
        let mut game = NovaLuna::new(&NovaLunaOptions::players(players), players as u64).unwrap();
        let mut rng = Rng::new(9);
        for _ in 0..200 {
            let view = game.view(game.to_act().unwrap_or(0));
            let sampled = NovaLuna::sample_state(&view, &mut Rng::new(0)).unwrap();
            assert_eq!(format!("{:?}", sampled.score()), format!("{:?}", game.score()));
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            game.apply(&legal[rng.below(legal.len())]).unwrap();
        }
    }
}

#[test]
fn a_hint_is_asked_from_the_view_of_the_person_to_act_only() {
    // Via Nebula: each seat holds contracts the others cannot see.
    let players = vec![
        PlayerInfo::human("Ada", "blue"),
        PlayerInfo::computer("Cy", "red", Level::Hard),
        PlayerInfo::computer("Di", "green", Level::Hard),
    ];
    let mut table =
        Table::<ViaNebula>::open(record::<ViaNebula>(players, Options::new(3, Side::Beginner), 5))
            .unwrap();
    let_computers_play(&mut table);
    let seat = table.person_to_act().expect("the person is to act");
    let hint = table.hint_request().expect("a hint may be asked");
    assert_eq!(hint.seat, seat);
    assert_eq!(hint.view, table.state().view(seat), "the person's view, nothing more");
    assert_ne!(hint.view, table.state().view(1), "not another seat's view");
    assert_eq!(hint.ticket, table.ticket());
    assert_eq!(hint.seed, computer_seed(table.session().seed, table.session().log.len()));
    // Once the position changes, the old hint's ticket no longer matches.
    let action = table.choices()[0];
    table.act(action).unwrap();
    assert_ne!(hint.ticket, table.ticket(), "a stale hint is recognised by its ticket");
    let_computers_play(&mut table);
    // Nobody may ask while a computer is to act or the hand-over screen is up.
    let mut hotseat = toy(two_people(), 3);
    assert!(hotseat.hint_request().is_none(), "nobody holds the device yet");
    hotseat.confirm_handover();
    assert!(hotseat.hint_request().is_some());
    let mut against = toy(person_and_computer(Level::Easy), 2);
    let_computers_play(&mut against);
    against.act(ToyAction::Add { amount: 1 }).unwrap();
    against.act(ToyAction::EndTurn).unwrap();
    assert!(against.computer_to_act());
    assert!(against.hint_request().is_none(), "no hint during a computer's turn");
}

#[test]
fn every_seat_may_be_a_computer_and_the_game_plays_to_its_end() {
    for players in 2..=4u8 {
        let seats: Vec<PlayerInfo> = (0..players)
            .map(|i| PlayerInfo::computer(format!("C{i}"), "red", Level::Easy))
            .collect();
        let mut vn = Table::<ViaNebula>::open(record::<ViaNebula>(
            seats.clone(),
            Options::new(players, Side::Beginner),
            9,
        ))
        .unwrap();
        assert!(vn.humans().is_empty() && vn.handover_due().is_none());
        let mut nl = Table::<NovaLuna>::open(record::<NovaLuna>(
            seats,
            NovaLunaOptions::players(players as usize),
            9,
        ))
        .unwrap();
        let_computers_play(&mut vn);
        let_computers_play(&mut nl);
        assert!(vn.is_over() && nl.is_over(), "{players} computers play to the end");
    }
}

#[test]
fn the_paces_pause_from_slow_to_instant() {
    let pauses: Vec<u32> = Pace::ALL.iter().map(|p| p.pause_ms()).collect();
    assert_eq!(pauses, [1500, 700, 250, 0]);
    assert_eq!(Pace::default(), Pace::Normal);
    for pace in Pace::ALL {
        assert_eq!(Pace::parse(pace.as_str()), Some(pace));
        assert_eq!(serde_json::to_string(&pace).unwrap(), format!("\"{}\"", pace.as_str()));
    }
}

/// Via Nebula: once both actions are used the rules end the turn, so the table ends it
/// without asking; the person may still take back their last action while the computer
/// thinks (the end of the turn goes with it), and the computer's answer is then dropped.
/// A 2-player Via Nebula table, a person against an Easy computer, at the person's turn.
fn via_nebula_against_easy() -> Table<ViaNebula> {
    let players = person_and_computer(Level::Easy);
    let options = Options::new(2, Side::Beginner);
    let mut table = Table::<ViaNebula>::open(record::<ViaNebula>(players, options, 3)).unwrap();
    let_computers_play(&mut table);
    table
}

/// A craftsman to place: an action that reveals nothing, so it stays undoable.
fn craftsman(table: &Table<ViaNebula>) -> Action {
    let choices = table.choices();
    *choices.iter().find(|a| matches!(a, Action::PlaceCraftsman { .. })).expect("a craftsman")
}

#[test]
fn via_nebula_the_turn_ends_by_itself_and_stays_undoable_while_a_computer_thinks() {
    let mut table = via_nebula_against_easy();
    let person = table.person_to_act().expect("the person plays");
    let first = craftsman(&table);
    table.act(first).unwrap();
    assert_eq!(table.person_to_act(), Some(person), "one action left");
    let second = craftsman(&table);
    let moves_before = table.session().log.len();
    table.act(second).unwrap();
    let log = &table.session().log;
    assert_eq!(log.last().map(|l| l.action), Some(Action::EndTurn));
    assert_eq!(log.len(), moves_before + 2, "the second action, then the end of the turn");
    assert!(table.computer_to_act(), "no click needed to end the turn");
    let asked = table.computer_request().expect("the computer is to act");
    assert_eq!(table.undo_for(), Some(person));
    assert!(table.undo());
    assert_eq!(table.session().log.len(), moves_before, "the end of the turn went with it");
    assert_eq!(table.person_to_act(), Some(person));
    let stale = ComputerAnswer { ticket: asked.ticket, action: asked.legal[0] };
    assert!(table.answer(stale).is_err(), "the answer for the older position is dropped");
}

/// A misclick that ends a person's turn can be taken back: the computer that plays next
/// waits at least `UNDO_GRACE_MS` after it at every pace (undo stays offered meanwhile),
/// while computers after computers keep the pace's own pause.
#[test]
fn a_computer_waits_long_enough_after_a_persons_turn_ending_move_to_take_it_back() {
    let mut table = via_nebula_against_easy();
    let person = table.person_to_act().expect("the person plays");
    for _ in 0..2 {
        table.act(craftsman(&table)).unwrap();
    }
    assert!(table.computer_to_act());
    assert_eq!(table.undo_for(), Some(person));
    for pace in Pace::ALL {
        assert_eq!(table.computer_pause_ms(pace), pace.pause_ms().max(UNDO_GRACE_MS), "{pace:?}");
    }
    const { assert!(UNDO_GRACE_MS >= 1_000, "a moment a person can use") };

    // Computers after computers: the pace alone.
    let players = vec![
        PlayerInfo::computer("Cy", "blue", Level::Easy),
        PlayerInfo::computer("Di", "red", Level::Easy),
    ];
    let mut table =
        Table::<ViaNebula>::open(record::<ViaNebula>(players, Options::new(2, Side::Beginner), 3))
            .unwrap();
    for _ in 0..3 {
        let request = table.computer_request().expect("a computer to act");
        let action = request.legal[0];
        table.answer(ComputerAnswer { ticket: request.ticket, action }).unwrap();
        for pace in Pace::ALL {
            assert_eq!(table.computer_pause_ms(pace), pace.pause_ms(), "{pace:?}");
        }
    }
}

/// docs/table-screen.md "Moves you can follow": the moves the table shows where the player looks
/// (board marks, the strip of latest moves) are the other players' moves since the person looking
/// last acted: in hotseat, the next person sees what the previous one did; once they act, their
/// own last move.
#[test]
fn the_latest_moves_shown_are_the_other_players_since_the_person_looking_acted() {
    let mut table = Table::<ViaNebula>::open(record::<ViaNebula>(
        two_people(),
        Options::new(2, Side::Beginner),
        5,
    ))
    .unwrap();
    assert!(table.recent().is_empty(), "nothing played yet");
    table.confirm_handover();
    let first = table.to_act().unwrap();
    let mut played = Vec::new();
    while table.to_act() == Some(first) {
        let choice = table.choices()[0];
        played.push(choice);
        table.act(choice).unwrap();
    }
    let second = table.to_act().unwrap();
    assert_eq!(table.handover_due(), Some(second));
    // Before the hand-over and after it, the second person is shown the first one's turn
    // (the two actions and the end of the turn the rules played by themselves).
    let shown: Vec<Action> = table.recent().into_iter().map(|(_, a)| a).collect();
    assert!(table.recent().iter().all(|(seat, _)| *seat == first));
    assert_eq!(&shown[..played.len()], &played[..]);
    assert_eq!(shown.last(), Some(&Action::EndTurn));
    table.confirm_handover();
    assert_eq!(table.recent().len(), shown.len());
    let mine = table.choices()[0];
    table.act(mine).unwrap();
    assert_eq!(table.recent(), vec![(second, mine)], "after acting: their own last move");
}
