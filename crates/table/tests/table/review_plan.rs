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
