#![cfg(not(target_arch = "wasm32"))]
//! The Nova Luna tutorial (`crates/table/src/tutorial/nova-luna.json`) played against the real engine:
//! the script is legal and its messages exist in every language, and each rules topic it
//! names is really shown by the step that names it (the move it wants, and what the engine
//! does with it), not just tagged. Also: a wrong move gets the step's reason, and the
//! position at every step rebuilds from the step number (resume).

use moonvale_rules::core::{Game, Seat, Session};
use moonvale_rules::nova_luna::{
    NovaLuna, NovaLunaAction, NovaLunaError, NovaLunaEvent, Stage, Tableau, TileId,
};
use moonvale_table::tutorial::{Answer, Tutorial, NOVA_LUNA};

const LEARNER: Seat = 0;
const OTHER: Seat = 1;
const TOPICS: [&str; 7] =
    ["take-tile", "track", "next-player", "place-adjacent", "task-chain", "refill", "end"];

fn tutorial() -> Tutorial<NovaLuna> {
    Tutorial::parse(NOVA_LUNA).expect("the Nova Luna tutorial parses")
}

fn session_at(t: &Tutorial<NovaLuna>, k: usize) -> Session<NovaLuna> {
    t.session_at(k).unwrap_or_else(|e| panic!("step {k} does not rebuild: {e}"))
}

/// Plays one move and any automatic ones, as the tutorial does; returns the move's events.
fn play(session: &mut Session<NovaLuna>, action: &NovaLunaAction) -> Vec<NovaLunaEvent> {
    let events = session
        .apply(action.clone())
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"))
        .to_vec();
    while let Some(a) = session.state.automatic_action() {
        session.apply(a).expect("automatic move");
    }
    events
}

/// The seat the rules say plays next, worked out from the markers alone: furthest back on
/// the moon track; on a shared space, the marker that arrived last (the top of the stack).
fn furthest_behind(state: &NovaLuna) -> Seat {
    let marker = |s: Seat| state.players()[s].marker.expect("two players have markers");
    (0..state.player_count())
        .min_by_key(|&s| (marker(s).progress, std::cmp::Reverse(marker(s).arrival)))
        .unwrap()
}

fn progress(state: &NovaLuna, seat: Seat) -> u16 {
    state.players()[seat].marker.unwrap().progress
}

fn share_a_space(state: &NovaLuna) -> bool {
    progress(state, LEARNER) == progress(state, OTHER)
}

fn wanted(t: &Tutorial<NovaLuna>, k: usize) -> NovaLunaAction {
    t.steps[k].wants.clone().unwrap_or_else(|| panic!("step {k} wants a move"))
}

fn colour_of(tableau: &Tableau, i: usize) -> usize {
    tableau.tiles()[i].tile.tile().colour.index()
}

#[test]
fn the_script_is_legal_and_every_message_exists_in_every_language() {
    let t = tutorial();
    assert_eq!(t.check(), Ok(()));
    assert_eq!(t.check_messages(), Ok(()));
    assert_eq!(t.options.players, 2);
    assert_eq!(t.seats.len(), 2);
    assert!((12..=20).contains(&t.steps.len()), "about five minutes: {} steps", t.steps.len());
    for topic in TOPICS {
        assert!(!t.steps_showing(topic).is_empty(), "no step shows {topic}");
    }
    let mut others = Vec::new();
    for (k, step) in t.steps.iter().enumerate() {
        for topic in &step.topics {
            assert!(TOPICS.contains(&topic.as_str()), "step {k}: unknown topic {topic}");
        }
        let ids = t.seats.iter().chain([&step.say]).chain(step.other.iter());
        for id in ids {
            assert!(id.starts_with("nl-tutorial-"), "step {k}: {id} is not a tutorial message");
        }
        others.extend(step.other.clone());
    }
    let count = others.len();
    others.sort();
    others.dedup();
    assert_eq!(others.len(), count, "each step says its own reason for wanting its move");
}

#[test]
fn the_take_tile_step_takes_one_of_the_three_tiles_after_the_moon_pawn() {
    let t = tutorial();
    for k in t.steps_showing("take-tile") {
        let NovaLunaAction::Take { space } = wanted(&t, k) else {
            panic!("step {k} shows taking a tile but does not want a take")
        };
        let session = session_at(&t, k);
        let (next, n) = session.state.takeable();
        assert_eq!(n, 3, "step {k}: a choice among three tiles");
        assert!(next.contains(&space), "step {k}: space {space} is one of the three");
        // The three are the next tiles clockwise after the moon pawn.
        let pawn = session.state.moon_pawn();
        let wheel = session.state.wheel();
        let clockwise: Vec<u8> = (1..12u8)
            .map(|d| (pawn + d) % 12)
            .filter(|&s| wheel[s as usize].is_some())
            .take(3)
            .collect();
        assert_eq!(next.to_vec(), clockwise, "step {k}");
        // A tile further on is refused by the rules.
        let further = (1..12u8)
            .map(|d| (pawn + d) % 12)
            .filter(|&s| wheel[s as usize].is_some())
            .nth(3)
            .expect("a fourth tile on the wheel");
        let mut state = session.state.clone();
        assert_eq!(
            state.apply(&NovaLunaAction::Take { space: further }),
            Err(NovaLunaError::TooFarFromMoon { space: further })
        );
        let mut after = session.clone();
        let events = play(&mut after, &wanted(&t, k));
        let tile = wheel[space as usize].unwrap();
        assert!(events.iter().any(|e| matches!(e,
            NovaLunaEvent::TileTaken { seat: LEARNER, tile: taken, space: s, .. }
                if *taken == tile && *s == space)));
        assert_eq!(after.state.moon_pawn(), space, "step {k}: the moon pawn moves to its space");
        assert_eq!(after.state.tile_in_hand(), Some(tile));
    }
}

#[test]
fn the_track_step_moves_the_learners_marker_by_the_tiles_cost() {
    let t = tutorial();
    for k in t.steps_showing("track") {
        let NovaLunaAction::Take { space } = wanted(&t, k) else {
            panic!("step {k} shows the moon track but does not want a take")
        };
        let before = session_at(&t, k);
        let tile: TileId = before.state.wheel()[space as usize].unwrap();
        let cost = tile.tile().number as u16;
        let mut after = before.clone();
        play(&mut after, &wanted(&t, k));
        assert_eq!(
            progress(&after.state, LEARNER),
            progress(&before.state, LEARNER) + cost,
            "step {k}: the marker advances by the tile's number"
        );
        assert_eq!(progress(&after.state, OTHER), progress(&before.state, OTHER));
        // The step's choice is the cheapest of the three, the others cost more.
        let (next, n) = before.state.takeable();
        for &other in &next[..n] {
            let other_cost = before.state.wheel()[other as usize].unwrap().tile().number as u16;
            assert!(other == space || other_cost > cost, "step {k}: space {other} is as cheap");
        }
    }
}

#[test]
fn the_next_player_steps_follow_the_moon_track() {
    let t = tutorial();
    let shown = t.steps_showing("next-player");
    assert!(shown.len() >= 2);
    let mut learner_again = false;
    let mut other_again = false;
    let mut stack_on_top = false;
    for k in shown {
        let before = session_at(&t, k);
        match &t.steps[k].wants {
            // The learner's placement ends the turn, and the learner, still behind (or on
            // top of the stack), is to play again.
            Some(action) => {
                assert!(matches!(action, NovaLunaAction::Place { .. }), "step {k} ends a turn");
                assert!(t.steps[k].then.is_empty(), "step {k}: nobody else plays");
                let mut after = before.clone();
                let events = play(&mut after, action);
                assert!(events.contains(&NovaLunaEvent::TurnPassed { seat: LEARNER }));
                assert_eq!(after.state.to_act(), Some(LEARNER), "step {k}: the learner again");
                assert_eq!(
                    furthest_behind(&after.state),
                    LEARNER,
                    "step {k}: because of the track"
                );
                learner_again = true;
                stack_on_top |= share_a_space(&after.state);
            }
            // A step to read: the markers share the new moon and the top one plays, or the
            // other seat has just played several turns in a row, each time furthest behind.
            None => {
                assert_eq!(before.state.to_act(), Some(furthest_behind(&before.state)));
                if before.log.is_empty() {
                    assert!(share_a_space(&before.state), "step {k}");
                    assert_eq!(before.state.to_act(), Some(LEARNER), "step {k}: top plays");
                    stack_on_top = true;
                    continue;
                }
                let mut replay = session_at(&t, k - 1);
                if let Some(w) = &t.steps[k - 1].wants {
                    play(&mut replay, w);
                }
                let mut turns = 0;
                for action in &t.steps[k - 1].then {
                    if matches!(action, NovaLunaAction::Take { .. }) {
                        assert_eq!(furthest_behind(&replay.state), OTHER, "step {k}");
                        turns += 1;
                        // Arriving on the learner's space, the other seat goes on top.
                        let was_behind =
                            progress(&replay.state, OTHER) < progress(&replay.state, LEARNER);
                        play(&mut replay, action);
                        if was_behind && share_a_space(&replay.state) {
                            assert_eq!(furthest_behind(&replay.state), OTHER);
                            stack_on_top = true;
                        }
                    } else {
                        play(&mut replay, action);
                    }
                }
                assert!(turns >= 2, "step {k}: the other seat played {turns} turns in a row");
                other_again = true;
            }
        }
    }
    assert!(learner_again, "a step leaves the learner to play again");
    assert!(other_again, "a step shows the other seat playing several turns in a row");
    assert!(stack_on_top, "a step shows the top of a stack playing first");
}

#[test]
fn the_place_adjacent_step_places_next_to_one_of_the_learners_tiles() {
    let t = tutorial();
    for k in t.steps_showing("place-adjacent") {
        let NovaLunaAction::Place { x, y } = wanted(&t, k) else {
            panic!("step {k} shows placing but does not want a placement")
        };
        let before = session_at(&t, k);
        let tableau = before.state.tableau(LEARNER);
        assert!(!tableau.is_empty(), "step {k}: not the first tile");
        let touches = [(1, 0), (-1, 0), (0, 1), (0, -1)]
            .iter()
            .any(|(dx, dy)| tableau.at((x + dx) as i8, (y + dy) as i8).is_some());
        assert!(touches, "step {k}: ({x}, {y}) touches one of the learner's tiles");
        // A cell touching none of them is refused.
        let (_, _, max_x, _) = tableau.bounds().unwrap();
        let far = max_x as i32 + 2;
        let mut state = before.state.clone();
        assert_eq!(
            state.apply(&NovaLunaAction::Place { x: far, y }),
            Err(NovaLunaError::NotAdjacent { x: far, y })
        );
        let mut after = before.clone();
        play(&mut after, &wanted(&t, k));
        assert_eq!(after.state.tableau(LEARNER).len(), tableau.len() + 1);
    }
}

#[test]
fn the_task_chain_step_meets_a_task_through_a_chain_of_one_colour() {
    let t = tutorial();
    for k in t.steps_showing("task-chain") {
        let NovaLunaAction::Place { x, y } = wanted(&t, k) else {
            panic!("step {k} shows a task met but does not want a placement")
        };
        let before = session_at(&t, k);
        let discs_before = before.state.players()[LEARNER].discs_left;
        let mut after = before.clone();
        let events = play(&mut after, &wanted(&t, k));
        let discs: Vec<_> = events
            .iter()
            .filter_map(|e| match e {
                NovaLunaEvent::DiscPlaced { seat, x, y, task, .. } => {
                    assert_eq!(*seat, LEARNER);
                    Some((*x, *y, *task as usize))
                }
                _ => None,
            })
            .collect();
        assert_eq!(discs.len(), 1, "step {k}: one task met");
        assert_eq!(after.state.players()[LEARNER].discs_left, discs_before - 1, "step {k}");
        let (tx, ty, task) = discs[0];
        let tableau = after.state.tableau(LEARNER);
        let i = tableau.at(tx as i8, ty as i8).unwrap();
        assert!(tableau.tiles()[i].has_disc(task));
        let needs = tableau.tiles()[i].tile.tile().tasks[task].needs;
        // For one colour of the task, the tiles touching the task tile are too few: the
        // task is met only because tiles of that colour chain on from them.
        let chained = (0..4).any(|c| {
            let touching = tableau.neighbours(i).filter(|&n| colour_of(tableau, n) == c).count();
            needs[c] > 0 && touching < needs[c] as usize && tableau.count_for_task(i, c) >= needs[c]
        });
        assert!(chained, "step {k}: the task at ({tx}, {ty}) is met through a chain");
        // The placed tile made it: either its own task, or an older tile's task that was
        // not met before and that the new tile, not touching it, completes along the chain.
        if (tx, ty) != (x, y) {
            let old = before.state.tableau(LEARNER);
            assert!(!old.task_met(old.at(tx as i8, ty as i8).unwrap(), task), "step {k}");
            let placed = tableau.at(x as i8, y as i8).unwrap();
            assert!(!tableau.neighbours(i).any(|n| n == placed), "step {k}: a chain");
            assert!(needs[colour_of(tableau, placed)] > 0, "step {k}: of the task's colour");
        }
    }
}

#[test]
fn the_refill_step_refills_the_moon_wheel_when_the_rules_allow_it() {
    let t = tutorial();
    for k in t.steps_showing("refill") {
        assert_eq!(wanted(&t, k), NovaLunaAction::Refill, "step {k}");
        let before = session_at(&t, k);
        let on_wheel = before.state.tiles_on_wheel();
        assert!((1..=2).contains(&on_wheel), "step {k}: {on_wheel} tiles on the wheel");
        let mut after = before.clone();
        let events = play(&mut after, &NovaLunaAction::Refill);
        assert!(matches!(events[..], [NovaLunaEvent::Refilled { seat: LEARNER, .. }]));
        assert_eq!(after.state.tiles_on_wheel(), 11, "step {k}: every space but the pawn's");
        assert_eq!(after.state.to_act(), Some(LEARNER), "step {k}: then the learner takes");
        // With three or more tiles on the wheel the rules refuse a refill.
        let mut full = after.state.clone();
        assert_eq!(
            full.apply(&NovaLunaAction::Refill),
            Err(NovaLunaError::RefillTooEarly { tiles_on_wheel: 11 })
        );
    }
}

#[test]
fn the_end_step_comes_last_and_is_read() {
    let t = tutorial();
    let last = t.steps.len() - 1;
    assert_eq!(t.steps_showing("end"), vec![last]);
    assert_eq!(t.steps[last].wants, None);
    assert!(t.steps[last].then.is_empty());
    let session = session_at(&t, last + 1);
    assert!(!matches!(session.state.stage(), Stage::Over { .. }), "the game goes on");
}

#[test]
fn a_wrong_move_gets_the_steps_reason() {
    let t = tutorial();
    let mut answered = 0;
    for (k, step) in t.steps.iter().enumerate() {
        let session = session_at(&t, k);
        let legal = session.state.legal_actions();
        match &step.wants {
            Some(w) => {
                assert_eq!(t.answer(k, w), Answer::Right);
                let reason = step.other.clone().unwrap();
                for action in legal.iter().filter(|a| *a != w) {
                    assert_eq!(t.answer(k, action), Answer::Other(reason.clone()), "step {k}");
                    answered += 1;
                }
            }
            None => {
                for action in &legal {
                    assert_eq!(t.answer(k, action), Answer::ReadOnly, "step {k}");
                }
            }
        }
    }
    assert!(answered > 10, "the steps offer real choices ({answered} other moves)");
    // For instance: taking the expensive tile at the track step.
    let k = t.steps_showing("track")[0];
    let other = session_at(&t, k)
        .state
        .legal_actions()
        .into_iter()
        .find(|a| Some(a) != t.steps[k].wants.as_ref())
        .unwrap();
    assert_eq!(t.answer(k, &other), Answer::Other("nl-tutorial-take-cheap-other".into()));
}

#[test]
fn every_step_rebuilds_from_its_number() {
    let t = tutorial();
    let mut live = session_at(&t, 0);
    assert_eq!(live.state.to_act(), Some(LEARNER), "the learner starts");
    for k in 0..=t.steps.len() {
        let resumed = session_at(&t, k);
        assert_eq!(resumed.state, live.state, "step {k}");
        assert_eq!(resumed.log.len(), live.log.len(), "step {k}");
        if let Some(step) = t.steps.get(k) {
            if let Some(w) = &step.wants {
                play(&mut live, w);
            }
            for action in &step.then {
                play(&mut live, action);
            }
        }
    }
}
