//! docs/computer-players.md "In the browser": in the browser a computer thinks for a time, not a
//! count, in several workers whose answers are merged (root parallelisation).

use moonvale_ai::worker::{
    answer, merge, positions, think_millis, worker_seed, Answer, AnyAction, Candidate, Position,
    PositionsRequest, Purpose, Request, BROWSER_MAX_MILLIS,
};
use moonvale_ai::Level;
use moonvale_rules::core::{Game, GameKind};
use moonvale_rules::via_nebula::{Action, Options, Side, ViaNebula};
use std::cell::Cell;

/// A Via Nebula position with a real choice, a few turns in.
fn request(think_ms: Option<f64>, seed: u64) -> Request {
    let mut game = ViaNebula::new(&Options::new(2, Side::Expert), 5).unwrap();
    let mut rng = moonvale_rules::core::Rng::new(1);
    for _ in 0..12 {
        let legal = game.legal_actions();
        game.apply(&legal[rng.below(legal.len())]).unwrap();
    }
    let seat = game.to_act().unwrap();
    assert!(game.legal_actions().len() > 1);
    Request {
        ticket: 3,
        purpose: Purpose::Move,
        level: Level::Hard,
        seed,
        position: Position::ViaNebula(Box::new(game.view(seat))),
        think_ms,
        rate: None,
    }
}

#[test]
fn hard_thinks_for_its_time_whatever_the_count_and_never_past_the_allowance() {
    // A clock that moves 1 ms at every reading (the search reads it every few iterations):
    // 150 ms of thinking run many more iterations than none at all would, and stop once the
    // time is spent. (A real clock raced the machine: a busy one paused the search past any
    // bound on its time, or left it fewer iterations.)
    let ticks = Cell::new(0.0);
    let stepping = || {
        ticks.set(ticks.get() + 1.0);
        ticks.get()
    };
    let timed = answer(&request(Some(150.0), 9), &stepping).unwrap();
    assert!(timed.millis >= 150.0 && timed.millis <= 150.0 + 4.0, "{} ms", timed.millis);
    assert!(timed.iterations > 100, "{} iterations", timed.iterations);

    // A clock that jumps 100 ms at every reading: asking for 5 s still stops at the 1 s
    // allowance, however few iterations that leaves.
    let fake = Cell::new(0.0);
    let jumping = || {
        fake.set(fake.get() + 100.0);
        fake.get()
    };
    let capped = answer(&request(Some(5_000.0), 9), &jumping).unwrap();
    // The readings around the search add their own jumps (start, deadline check, end).
    assert!(capped.millis <= BROWSER_MAX_MILLIS + 4.0 * 100.0, "{} ms", capped.millis);
    assert!(capped.iterations <= 8 * 12, "stopped by the clock: {} iterations", capped.iterations);
}

#[test]
fn without_a_time_the_level_s_fixed_count_makes_the_answer_reproducible() {
    let still = || 0.0;
    let a = answer(&request(None, 4), &still).unwrap();
    let b = answer(&request(None, 4), &still).unwrap();
    assert_eq!(a.action, b.action);
    assert_eq!(a.iterations, b.iterations);
    assert_eq!(a.candidates, b.candidates);
}

#[test]
fn levels_keep_a_fraction_of_hard_s_second() {
    assert_eq!(think_millis(Level::Hard), 1000.0);
    assert!(think_millis(Level::Medium) < think_millis(Level::Hard));
    assert!(think_millis(Level::Easy) < think_millis(Level::Medium));
}

#[test]
fn each_worker_draws_its_own_samples() {
    assert_eq!(worker_seed(77, 0), 77);
    let seeds: std::collections::HashSet<u64> = (0..4).map(|i| worker_seed(77, i)).collect();
    assert_eq!(seeds.len(), 4);
    // Different seeds search different samples: the answers' statistics differ.
    let still = || 0.0;
    let one = answer(&request(None, worker_seed(4, 0)), &still).unwrap();
    let two = answer(&request(None, worker_seed(4, 1)), &still).unwrap();
    assert_ne!(one.candidates, two.candidates);
}

fn vn(action: Action) -> AnyAction {
    AnyAction::ViaNebula(action)
}

fn candidate(action: Action, value: f64, visits: u32) -> Candidate {
    Candidate { action: vn(action), value, visits }
}

fn answered(candidates: Vec<Candidate>, iterations: u32, millis: f64) -> Answer {
    Answer {
        ticket: 9,
        action: candidates[0].action.clone(),
        candidates,
        millis,
        iterations,
        played: None,
        solo_centre: None,
        line: Vec::new(),
        exact: false,
        hinted: Vec::new(),
    }
}

#[test]
fn merged_answers_sum_the_visits_and_play_the_most_visited_move_overall() {
    use moonvale_rules::via_nebula::Action::{EndTurn, SkipPower};
    // Worker 1 prefers ending the turn, worker 2 and 3 the other move, by more in all.
    let merged = merge(vec![
        answered(vec![candidate(EndTurn, 0.6, 500), candidate(SkipPower, 0.5, 400)], 900, 990.0),
        answered(vec![candidate(SkipPower, 0.7, 600), candidate(EndTurn, 0.4, 300)], 900, 1000.0),
        answered(vec![candidate(SkipPower, 0.6, 200)], 200, 1001.0),
    ])
    .unwrap();
    assert_eq!(merged.action, vn(SkipPower));
    assert_eq!(merged.ticket, 9);
    assert_eq!(merged.iterations, 2000);
    assert_eq!(merged.millis, 1001.0, "the wall time is the slowest worker's");
    assert_eq!(merged.candidates[0].visits, 1200);
    assert_eq!(merged.candidates[1].visits, 800);
    let value = (0.5 * 400.0 + 0.7 * 600.0 + 0.6 * 200.0) / 1200.0;
    assert!((merged.candidates[0].value - value).abs() < 1e-9);

    // One answer merges to itself; none to nothing.
    let alone = answered(vec![candidate(EndTurn, 0.6, 5)], 5, 3.0);
    assert_eq!(merge(vec![alone.clone()]).unwrap(), alone);
    assert_eq!(merge(Vec::new()), None);

    // Solo: each worker found its own centre; the merged one is their iteration-weighted mean.
    let solo = |centre: f64, iterations: u32| Answer {
        solo_centre: Some(centre),
        ..answered(vec![candidate(EndTurn, 0.5, iterations)], iterations, 1.0)
    };
    let centre = merge(vec![solo(100.0, 300), solo(110.0, 100)]).unwrap().solo_centre;
    assert_eq!(centre, Some(102.5));

    // Nothing searched (an obvious move): the first worker's choice, unchanged.
    let obvious = answered(vec![candidate(EndTurn, 0.5, 0)], 0, 0.0);
    assert_eq!(merge(vec![obvious.clone(), obvious.clone()]).unwrap().action, vn(EndTurn));
}

#[test]
fn merged_answers_of_hard_choose_among_near_ties_as_one_search_does() {
    use moonvale_rules::via_nebula::Action::{EndTurn, SkipPower};
    // Ending the turn is the most visited; skipping the power is a move the race names.
    let hard = |skip: (f64, u32), hinted: bool| {
        let mut a = answered(
            vec![candidate(EndTurn, 0.50, 300), candidate(SkipPower, skip.0, skip.1)],
            400,
            1.0,
        );
        if hinted {
            a.hinted = vec![vn(SkipPower)];
        }
        a
    };
    let played = |answers: Vec<Answer>| merge(answers).unwrap().action;
    // Within 0.02 of the best's mean with a quarter of its visits, over both workers: played.
    assert_eq!(played(vec![hard((0.49, 100), true), hard((0.49, 100), false)]), vn(SkipPower));
    // The same figures without a hint (Medium, or no race): the most visited.
    assert_eq!(played(vec![hard((0.49, 100), false), hard((0.49, 100), false)]), vn(EndTurn));
    // Clearly worse, or too little searched: the search overrules the race.
    assert_eq!(played(vec![hard((0.47, 100), true), hard((0.47, 100), true)]), vn(EndTurn));
    assert_eq!(played(vec![hard((0.52, 60), true), hard((0.52, 60), true)]), vn(EndTurn));
    // The move played heads the candidates, as in one search's thought.
    let merged = merge(vec![hard((0.49, 100), true), hard((0.49, 100), true)]).unwrap();
    assert_eq!(merged.candidates[0].action, vn(SkipPower));
    assert_eq!(merged.candidates[0].visits, 200);
}

#[test]
fn the_benchmark_s_positions_are_real_choices_spread_over_a_game() {
    for kind in [GameKind::ViaNebula, GameKind::NovaLuna] {
        let asked = PositionsRequest { positions: kind, players: 2, seed: 3, count: 10 };
        let list = positions(&asked).unwrap();
        assert_eq!(list.len(), 10, "{kind:?}");
        for request in &list {
            assert_eq!(request.level, Level::Hard);
            assert_eq!(request.think_ms, Some(BROWSER_MAX_MILLIS));
            assert_eq!(request.position.kind(), kind);
        }
        let still = || 0.0;
        let fast = Request { think_ms: None, level: Level::Easy, ..list[5].clone() };
        assert!(answer(&fast, &still).is_ok());
    }
}

/// A solo search first finds where its reward is centred from playouts at the root
/// (docs/computer-players.md "The solo reward's centre follows the game"); with little time (a
/// review thinks 80 ms a decision, its end-to-end test 25 ms, and a phone is slow) that must not
/// eat the time: it takes a tenth of it at most (eight playouts at least), and the tree still
/// searches.
#[test]
fn a_solo_search_with_almost_no_time_still_rates_the_move_and_answers() {
    use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions};
    let game = NovaLuna::new(&NovaLunaOptions::players(1), 1).unwrap();
    let legal = game.legal_actions();
    // A clock that moves on a millisecond each time it is read.
    let ticks = Cell::new(0.0);
    let clock = || {
        ticks.set(ticks.get() + 1.0);
        ticks.get()
    };
    for (purpose, rate) in
        [(Purpose::Hint, Some(AnyAction::NovaLuna(legal[1].clone()))), (Purpose::Hint, None)]
    {
        let request = Request {
            ticket: 5,
            purpose,
            level: Level::Hard,
            seed: 2,
            position: Position::NovaLuna(Box::new(game.view(0))),
            think_ms: Some(20.0),
            rate: rate.clone(),
        };
        let answered = answer(&request, &clock).expect("an answer, not a refusal");
        // 20 ms: the calibration stops at its first look at the clock past 2 ms (8
        // playouts), and the tree searches until the 20 ms are gone.
        assert!(answered.iterations > 8, "{} iterations", answered.iterations);
        assert!(answered.solo_centre.is_some());
        assert!(!answered.candidates.is_empty());
        assert_eq!(answered.played.is_some(), rate.is_some());
    }
}
