//! README "Review", judged by turns: a seat's actions in a row are the player's to order, so
//! an order that reaches the same position is never marked.

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
