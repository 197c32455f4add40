//! docs/review.md "Review": a game's decisions rated from the mover's view at that moment.

use moonvale_ai::review::{classify, rate, review, MoveKind, BLUNDER_LOSS};
use moonvale_ai::worker::{merge, reply, AnyAction, Position, Purpose, Reply, Request};
use moonvale_ai::{Level, SearchGame};
use moonvale_rules::core::{Game, Rng};
use moonvale_rules::via_nebula::content::Power;
use moonvale_rules::via_nebula::testing::Scenario;
use moonvale_rules::via_nebula::{Action, Options, Side, ViaNebula};

fn random_game<G: Game>(mut state: G, seed: u64, moves: usize) -> (G, Vec<G::Action>) {
    let start = state.clone();
    let mut rng = Rng::new(seed);
    let mut actions = Vec::new();
    for _ in 0..moves {
        if state.is_over() {
            break;
        }
        let legal = state.legal_actions();
        let action = legal[rng.below(legal.len())].clone();
        state.apply(&action).unwrap();
        actions.push(action);
    }
    (start, actions)
}

#[test]
fn a_forced_move_is_never_marked_and_every_decision_of_the_reviewed_seats_is_rated() {
    let start = ViaNebula::new(&Options::new(2, Side::Beginner), 3).unwrap();
    let (start, actions) = random_game(start, 5, 40);
    let mut heard = Vec::new();
    let ratings = review(&start, &actions, &|seat| seat == 0, Some(300), 1, &mut |done, total| {
        heard.push((done, total));
        true
    })
    .unwrap();
    assert_eq!(heard.last(), Some(&(actions.len(), actions.len())), "progress to the end");
    assert!(!ratings.is_empty());
    let mut state = start.clone();
    let mut expected = 0;
    for (index, action) in actions.iter().enumerate() {
        if state.to_act() == Some(0) {
            let rating =
                ratings.iter().find(|r| r.index == index).expect("every decision of seat 0");
            expected += 1;
            assert_eq!(&rating.played, action);
            assert_eq!(rating.choices, state.legal_actions().len());
            if rating.choices == 1 {
                assert_eq!(rating.kind, MoveKind::Forced);
                assert!(!rating.kind.is_marked());
                assert_eq!(rating.loss, 0.0);
            } else {
                assert_ne!(rating.kind, MoveKind::Forced);
                assert!(
                    rating.loss >= 0.0 && rating.best_value >= rating.played_value - 1e-12
                        || rating.kind == MoveKind::Best
                );
            }
        }
        state.apply(action).unwrap();
    }
    assert_eq!(ratings.len(), expected, "only seat 0's decisions");
    assert!(ratings.iter().any(|r| r.kind == MoveKind::Forced), "the game had forced moves");

    // A cancelled review stops where it was told to.
    let stopped =
        review(&start, &actions, &|_| true, Some(100), 1, &mut |done, _| done < 5).unwrap();
    assert!(stopped.iter().all(|r| r.index < 5));
}

#[test]
fn two_positions_that_differ_only_in_what_the_mover_cannot_see_get_the_same_rating() {
    for players in [2, 3] {
        let start = ViaNebula::new(&Options::new(players, Side::Expert), 8).unwrap();
        let (start, actions) = random_game(start, 9, 25);
        let mut state = start;
        for action in &actions {
            state.apply(action).unwrap();
        }
        let seat = state.to_act().unwrap();
        let view = state.view(seat);
        // Two full states that the mover cannot tell apart: other hands, the deck's order.
        let one = ViaNebula::sample_state(&view, &mut Rng::new(1)).unwrap();
        let two = ViaNebula::sample_state(&view, &mut Rng::new(2)).unwrap();
        assert_ne!(one, two, "the hidden parts differ");
        assert_eq!(
            serde_json::to_value(one.view(seat)).unwrap(),
            serde_json::to_value(&view).unwrap()
        );
        assert_eq!(
            serde_json::to_value(two.view(seat)).unwrap(),
            serde_json::to_value(&view).unwrap()
        );
        for played in one.legal_actions().iter().take(3) {
            let a = rate(&one, played, 25, 400, 7).unwrap();
            let b = rate(&two, played, 25, 400, 7).unwrap();
            assert_eq!(a, b, "{played:?}");
        }
    }
}

/// Plays `state` on to its end: every seat builds when it can, else takes the first action.
fn play_out(mut state: ViaNebula) -> ViaNebula {
    while !state.is_over() {
        let legal = state.legal_actions();
        let action = *legal.iter().find(|a| matches!(a, Action::Build { .. })).unwrap_or(&legal[0]);
        state.apply(&action).unwrap();
    }
    state
}

/// A clearly poor move: passing up the build that wins the game. Both seats have four
/// buildings and a site ready for their fifth; seat 0 has one action left. Building now takes
/// the end-of-game card (+2) and wins; anything else lets seat 1 build first, take the card,
/// and win. The scenario is checked to be so, then the review must mark the other move.
#[test]
fn passing_up_the_build_that_wins_the_game_is_marked() {
    let mut s = Scenario::empty(2, Side::Beginner);
    let ruins = s.state.content.ruin_hexes.clone();
    // Four buildings each, and the two fifth contracts, of the same printed points pair by
    // pair (cards that score nothing more at the end), so the end-of-game card decides.
    let equal_pairs = |s: &Scenario, powers: &[Power]| {
        let ids: Vec<u8> = powers.iter().flat_map(|&p| s.cards_with(p)).collect();
        let points = |c: u8| s.state.content.cards[c as usize].points;
        let mut pairs: Vec<(u8, u8)> = Vec::new();
        for (i, &a) in ids.iter().enumerate() {
            for &b in &ids[i + 1..] {
                let used = pairs.iter().any(|&(x, y)| [x, y].contains(&a) || [x, y].contains(&b));
                if !used && points(a) == points(b) {
                    pairs.push((a, b));
                }
            }
        }
        pairs
    };
    let built = equal_pairs(&s, &[Power::Store, Power::Airway, Power::Carpentry]);
    assert!(built.len() >= 4, "four pairs of cards worth the same");
    // With 2 players a site or building fills its whole ruin (docs/RULINGS.md, 5): each piece on
    // a ruin of its own, seat 0's on the first five, seat 1's on the next five.
    assert!(ruins.len() >= 10, "ten ruins for the two seats' five pieces each");
    for (i, &(a, b)) in built.iter().take(4).enumerate() {
        s.building(0, ruins[i], 0, a);
        s.building(1, ruins[5 + i], 0, b);
    }
    let (mine, theirs) = equal_pairs(&s, &[Power::Distillery])[0];
    s.display(0, mine);
    s.display(1, theirs);
    let (need_mine, need_theirs) = (s.need_of(mine), s.need_of(theirs));
    s.site(0, ruins[4], 0, &need_mine);
    s.site(1, ruins[9], 0, &need_theirs);
    s.state.actions_left = 1;
    let state = s.state.clone();
    let build = Action::Build { hex: ruins[4], half: 0, card: mine };
    let legal = state.legal_actions();
    assert!(legal.contains(&build), "the fifth building can be built now");

    let mut built = state.clone();
    built.apply(&build).unwrap();
    let built = play_out(built);
    assert_eq!(built.outcome().unwrap().winners, vec![0], "building now wins");
    let other = *legal
        .iter()
        .find(|a| {
            let mut after = state.clone();
            after.apply(a).unwrap();
            !matches!(a, Action::Build { .. })
                && play_out(after).outcome().unwrap().winners == vec![1]
        })
        .expect("a move that passes up the build and loses");

    let poor = rate(&state, &other, 0, state.hard_iterations() * 2, 5).unwrap();
    assert_eq!(poor.best, build, "the review finds the winning build");
    assert!(poor.loss >= BLUNDER_LOSS, "loss {:.2}", poor.loss);
    assert_eq!(poor.kind, MoveKind::Blunder);
    assert!(poor.kind.is_marked());
    let good = rate(&state, &build, 0, state.hard_iterations() * 2, 5).unwrap();
    assert_eq!(good.kind, MoveKind::Best);
    assert!(!good.kind.is_marked());

    // The browser's review asks the workers the same question from the mover's view alone
    // (`Request::rate`); two workers' answers merged still mark it.
    let ask = |seed: u64| Request {
        ticket: 4,
        purpose: Purpose::Hint,
        level: Level::Hard,
        seed,
        position: Position::ViaNebula(Box::new(state.view(0))),
        think_ms: None,
        rate: Some(AnyAction::ViaNebula(other)),
    };
    let answers: Vec<_> = [5, 6]
        .into_iter()
        .map(|seed| match reply(&ask(seed), &|| 0.0) {
            Reply::Answer(answer) => answer,
            refused => panic!("{refused:?}"),
        })
        .collect();
    let merged = merge(answers).unwrap();
    assert_eq!(merged.action, AnyAction::ViaNebula(build));
    let played = merged.played.expect("the move asked about is rated");
    assert_eq!(played.action, AnyAction::ViaNebula(other));
    let (loss, kind) = classify(false, merged.candidates[0].value, played.value);
    assert!(loss >= BLUNDER_LOSS, "merged loss {loss:.2}");
    assert_eq!(kind, MoveKind::Blunder);
    // A move that is not legal there is refused, not rated.
    let mut wrong = ask(5);
    wrong.rate = Some(AnyAction::ViaNebula(Action::Build { hex: ruins[0], half: 0, card: mine }));
    assert!(matches!(reply(&wrong, &|| 0.0), Reply::Refused(_)));
}

/// docs/computer-players.md "The solo reward's centre follows the game": a solo search centres its
/// reward's step on where its own playouts from the position end, so the review of a game heading
/// far from where good games end still tells its moves apart, and says them in points.
#[test]
fn a_solo_review_follows_the_game_it_rates_and_speaks_in_points() {
    use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions};
    let start = NovaLuna::new(&NovaLunaOptions::players(1), 1).unwrap();
    let (start, actions) = random_game(start, 6, 40);
    let ratings = review(&start, &actions, &|_| true, Some(800), 2, &mut |_, _| true).unwrap();
    let searched: Vec<_> = ratings.iter().filter(|r| r.kind != MoveKind::Forced).collect();
    assert!(searched.len() >= 10);
    assert!(searched.iter().any(|r| r.kind.is_marked()), "a game of random moves has mistakes");
    for r in &searched {
        let centre = r.solo_centre.expect("a solo rating has its centre");
        // A figure is an expected final score: the centre's value is the centre, and the
        // best move found never promises a worse score than the move played.
        assert_eq!(r.figure(0.5), centre.round() as i64);
        assert!(r.figure(r.best_value) <= r.figure(r.played_value), "{r:?}");
        assert!((40.0..300.0).contains(&centre), "centre {centre}");
    }
    // Random moves make the game worse, and the centre climbs with it (from 110 to 182 on
    // this deal and seed).
    let (first, last) = (searched[0].solo_centre.unwrap(), searched.last().unwrap().solo_centre);
    assert!(last.unwrap() > first + 30.0, "centre {first:.1} then {last:?}");
    // A game of several seats speaks of win chances.
    let two = ViaNebula::new(&Options::new(2, Side::Beginner), 3).unwrap();
    let (two, actions) = random_game(two, 5, 10);
    let rated = review(&two, &actions, &|_| true, Some(200), 1, &mut |_, _| true).unwrap();
    assert!(rated.iter().all(|r| r.solo_centre.is_none()));
    let r = rated.iter().find(|r| r.kind != MoveKind::Forced).unwrap();
    assert_eq!(r.figure(0.25), 25);
}
