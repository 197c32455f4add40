//! docs/review.md "Review", judged by turns: a seat's actions in a row are the player's to order,
//! so an order that reaches the same position is never marked.

use moonvale_ai::review::{review, MoveKind};
use moonvale_rules::core::Game;
use moonvale_rules::via_nebula::content::Power;
use moonvale_rules::via_nebula::testing::Scenario;
use moonvale_rules::via_nebula::{Action, Resource, Side, ViaNebula};

/// Seat 0's turn, two actions: a contract both seats' sites are ready for (whoever builds it
/// first takes it; seat 1 builds next turn if seat 0 does not), and a craftsman to place on a
/// token. Both orders reach the same position. The player places the craftsman first, then
/// builds: the review's search of the first action finds the build best (it is, taken
/// alone), and the build was exactly the player's next action.
fn two_orders() -> (ViaNebula, Action, Action) {
    let mut s = Scenario::empty(2, Side::Beginner);
    let ruins = s.state.content.ruin_hexes.clone();
    let card = s.cards_with(Power::QuietTown)[0];
    s.display(0, card);
    let need = s.need_of(card);
    s.site(0, ruins[0], 0, &need);
    s.site(1, ruins[1], 0, &need);
    let meadow = s.hex(3, 2);
    s.token(meadow, Resource::Wood, Some(3));
    let craftsman = Action::PlaceCraftsman { hex: meadow };
    let build = Action::Build { hex: ruins[0], half: 0, card };
    let state = s.state.clone();
    let legal = state.legal_actions();
    assert!(legal.contains(&craftsman) && legal.contains(&build), "{legal:?}");
    // The two orders reach the same position.
    let mut one = state.clone();
    one.apply(&craftsman).unwrap();
    one.apply(&build).unwrap();
    let mut two = state.clone();
    two.apply(&build).unwrap();
    two.apply(&craftsman).unwrap();
    assert_eq!(one, two, "either order gives the same position");
    (state, craftsman, build)
}

#[test]
fn a_two_action_order_that_reaches_the_same_position_is_never_marked() {
    let (state, craftsman, build) = two_orders();
    let mut after = state.clone();
    after.apply(&craftsman).unwrap();
    after.apply(&build).unwrap();
    // The turn ends by itself once both actions are used: a forced decision.
    let end = after.legal_actions();
    assert_eq!(end, vec![Action::EndTurn]);
    let actions = vec![craftsman, build, Action::EndTurn];
    let mut found_build_best = 0;
    for seed in 1..=6 {
        let ratings =
            review(&state, &actions, &|seat| seat == 0, Some(1500), seed, &mut |_, _| true)
                .unwrap();
        assert_eq!(ratings.len(), 3);
        let first = &ratings[0];
        if first.best == build {
            found_build_best += 1;
        }
        for r in &ratings {
            assert!(
                !r.kind.is_marked(),
                "seed {seed}: step {} ({:?}) marked {:?}, loss {:.3} (best {:?} {:.3}, played {:.3})",
                r.index,
                r.played,
                r.kind,
                r.loss,
                r.best,
                r.best_value,
                r.played_value
            );
        }
        assert_eq!(ratings[2].kind, MoveKind::Forced);
    }
    // The scenario is the one a player met: the first action's best move is the build.
    assert!(
        found_build_best >= 3,
        "the build was the first step's best in {found_build_best} of 6"
    );
}

/// docs/review.md "Review", "Steady figures": between two neighbouring decisions of a seat where
/// nothing happened (no draw, no reveal, every move between them unmarked), the figure shown
/// moves by no more than the search's noise; where the searches' own values jumped further,
/// the review's figure holds.
#[test]
fn the_figures_shown_hold_steady_where_nothing_happened() {
    use moonvale_ai::judge::noise;
    use moonvale_rules::core::{Disclosure, GameEvent, Rng};
    use moonvale_rules::via_nebula::Options;
    let mut state = ViaNebula::new(&Options::new(2, Side::Beginner), 21).unwrap();
    let start = state.clone();
    let mut rng = Rng::new(3);
    let (mut actions, mut drew) = (Vec::new(), Vec::new());
    while actions.len() < 90 && !state.is_over() {
        let legal = state.legal_actions();
        let action = legal[rng.below(legal.len())];
        let events = state.apply(&action).unwrap();
        drew.push(events.iter().any(|e| e.disclosure() != Disclosure::Public));
        actions.push(action);
    }
    let ratings = review(&start, &actions, &|_| true, Some(300), 4, &mut |_, _| true).unwrap();
    let (mut quiet, mut raw_beyond, mut shown_max) = (0, 0, 0.0f64);
    for seat in 0..2 {
        let mine: Vec<_> =
            ratings.iter().filter(|r| r.seat == seat && r.kind != MoveKind::Forced).collect();
        for pair in mine.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let between = |i: usize| (a.index..=b.index).contains(&i);
            let happened = (a.index..b.index).any(|i| drew[i])
                || ratings
                    .iter()
                    .any(|r| between(r.index) && r.index != a.index && r.kind.is_marked());
            if happened {
                continue;
            }
            quiet += 1;
            let bound = noise(a.iterations, a.exact).max(noise(b.iterations, b.exact));
            let shown = (b.shown_value() - a.shown_value()).abs();
            assert!(
                shown <= bound + 1e-9,
                "decisions {} and {}: moved {shown:.3}, noise {bound:.3}",
                a.index,
                b.index
            );
            shown_max = shown_max.max(shown);
            if (b.played_value - a.played_value).abs() > bound {
                raw_beyond += 1;
            }
        }
    }
    assert!(quiet >= 5, "{quiet} quiet neighbours");
    // The searches' own values did jump further there: that is what the figures hold against.
    assert!(raw_beyond >= 1, "no raw jump beyond the noise in {quiet} quiet neighbours");
    eprintln!("{quiet} quiet neighbours: {raw_beyond} raw jumps beyond the noise, the figure shown moved at most {shown_max:.3}");
}

/// docs/review.md "Review": a game scored alone gives each decision's values on its own search's
/// scale (around its own centre), so one decision's values are not weighed against the
/// next one's: each step is judged by its own loss, its turn's being the same.
#[test]
fn a_solo_game_s_steps_are_each_judged_by_their_own_loss() {
    use moonvale_rules::core::Rng;
    use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions};
    let start = NovaLuna::new(&NovaLunaOptions::players(1), 1).unwrap();
    let (mut state, mut rng, mut actions) = (start.clone(), Rng::new(6), Vec::new());
    while actions.len() < 40 && !state.is_over() {
        let legal = state.legal_actions();
        let action = legal[rng.below(legal.len())].clone();
        state.apply(&action).unwrap();
        actions.push(action);
    }
    let ratings = review(&start, &actions, &|_| true, Some(800), 2, &mut |_, _| true).unwrap();
    let searched: Vec<_> = ratings.iter().filter(|r| r.kind != MoveKind::Forced).collect();
    assert!(searched.len() >= 10, "{} searched", searched.len());
    assert!(searched.iter().any(|r| r.kind.is_marked()), "a game of random moves has mistakes");
    for r in searched.iter().filter(|r| r.kind != MoveKind::Best) {
        assert!((r.loss - r.own_loss).abs() < 1e-9, "decision {}: {r:?}", r.index);
        assert!((r.turn_loss - r.own_loss).abs() < 1e-9, "decision {}: {r:?}", r.index);
    }
}
