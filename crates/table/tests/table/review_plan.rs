//! docs/review.md "Review", "Faster review": the review's time is shared by its decisions, and what
//! is left looks again where the verdict is closest to changing.

#![cfg(not(target_arch = "wasm32"))]

use moonvale_ai::review::{forced, MoveKind, Rating};
use moonvale_rules::via_nebula::{Action, ViaNebula};
use moonvale_table::review::{close_verdicts, plan, REVIEW_MAX_MS, REVIEW_MIN_MS, REVIEW_TOTAL_MS};

fn rated(index: usize, loss: f64, iterations: u32) -> Rating<ViaNebula> {
    let mut m = forced::<ViaNebula>(index, 0, Action::Pass);
    m.choices = 5;
    m.best = Action::EndTurn;
    m.best_value = 0.6;
    m.played_value = 0.6 - loss;
    m.loss = loss;
    m.kind = MoveKind::of_loss(loss);
    m.iterations = iterations;
    m
}

#[test]
fn the_review_s_time_goes_first_to_every_decision_then_to_the_closest_verdicts() {
    for searched in [1, 20, 120, 250, 1000] {
        let p = plan(searched);
        assert!((REVIEW_MIN_MS..=REVIEW_MAX_MS).contains(&p.think_ms), "{searched}: {p:?}");
        let total = p.think_ms * (searched + p.second_looks) as f64;
        assert!(
            total <= REVIEW_TOTAL_MS.max(REVIEW_MIN_MS * searched as f64) + 1e-6,
            "{searched}: {p:?}"
        );
        assert!(p.second_looks <= searched);
    }
    assert!(plan(120).second_looks > 0, "a game of 120 decisions has time for second looks");

    // A loss right on the mistake threshold is closer than one between two thresholds, and a
    // well searched verdict is less close than a barely searched one.
    let moves = vec![
        rated(0, 0.100, 2000),
        rated(1, 0.150, 40_000),
        rated(2, 0.052, 500),
        rated(3, 0.052, 40_000),
        forced::<ViaNebula>(4, 0, Action::EndTurn),
    ];
    let close = close_verdicts(&moves, 10);
    assert_eq!(close.first(), Some(&0), "{close:?}");
    assert!(close.contains(&2) && !close.contains(&1) && !close.contains(&4), "{close:?}");
    let two = close.iter().position(|&i| i == 2);
    let three = close.iter().position(|&i| i == 3);
    assert!(three.is_none() || three > two, "{close:?}");
    assert_eq!(close_verdicts(&moves, 1), vec![0]);
}

#[test]
fn a_best_move_in_a_turn_that_lost_value_is_looked_at_again_when_the_next_was_close() {
    use moonvale_ai::Candidate;
    let best = |index: usize, turn_loss: f64, visits: [u32; 2]| {
        let mut m = rated(index, 0.0, 2000);
        m.played = Action::EndTurn;
        m.kind = MoveKind::Best;
        m.turn_loss = turn_loss;
        m.candidates = [(Action::EndTurn, visits[0]), (Action::Pass, visits[1])]
            .into_iter()
            .map(|(action, visits)| Candidate { action, value: 0.5, visits })
            .collect();
        m
    };
    let moves = vec![
        best(0, 0.15, [520, 480]),
        best(1, 0.15, [1500, 300]),
        best(2, 0.01, [520, 480]),
        best(3, 0.15, [505, 495]),
        rated(4, 0.051, 2000),
    ];
    // Close: the turn lost value and the best was barely ahead; not when it was far ahead,
    // nor when the turn lost nothing.
    assert_eq!(close_verdicts(&moves, 10), vec![4, 3, 0]);
    // Without the answers' candidates, a best move is not looked at again.
    let mut bare = moves[0].clone();
    bare.candidates.clear();
    assert!(close_verdicts(&[bare], 10).is_empty());
}

#[test]
fn the_review_s_pace_thinks_less_when_each_look_costs_more_than_its_thinking() {
    use moonvale_table::review::{Pace, REVIEW_WALL_MS};
    let mut pace = Pace::default();
    // Before any answer: the time shared by the looks.
    assert_eq!(pace.think_ms(0.0, 10_000.0, 100), 100.0);
    // 50 looks of 80 ms thinking took 5 s: 20 ms each beyond it, taken off the next.
    for _ in 0..50 {
        pace.heard(80.0);
    }
    assert!((pace.overhead_ms(5_000.0) - 20.0).abs() < 1e-9);
    assert!((pace.think_ms(5_000.0, 10_000.0, 50) - 80.0).abs() < 1e-9);
    // Late: the least thinking, and fewer looks fit.
    assert_eq!(pace.think_ms(9_900.0, 10_000.0, 50), REVIEW_MIN_MS);
    assert_eq!(pace.looks_that_fit(5_000.0, 10_000.0, 80.0), 50);
    assert!(pace.fits(5_000.0, REVIEW_WALL_MS, 1));
    assert!(!pace.fits(REVIEW_WALL_MS - 50.0, REVIEW_WALL_MS, 1));
}
