//! docs/review.md "Review": which decisions a review rates and from whose view, a rating built from
//! the workers' merged answer, and the review kept beside its saved game until the record
//! changes or the game is deleted.

use moonvale_ai::review::MoveKind;
use moonvale_ai::worker::{merge, reply, Purpose, Reply, Request, WorkerGame};
use moonvale_ai::{Level, SearchGame};
use moonvale_rules::core::{Game, Rng};
use moonvale_rules::nova_luna::types::NovaLunaOptions;
use moonvale_rules::nova_luna::NovaLuna;
use moonvale_table::review::{self, decisions, forced_rating, rating_of, GameReview};
use moonvale_table::storage::{game_validators, MemoryStorage, SaveStore, Storage};

fn random_game(seed: u64, moves: usize) -> (NovaLuna, Vec<<NovaLuna as Game>::Action>) {
    random_game_of(2, seed, moves)
}

fn random_game_of(
    players: usize,
    seed: u64,
    moves: usize,
) -> (NovaLuna, Vec<<NovaLuna as Game>::Action>) {
    let start = NovaLuna::new(&NovaLunaOptions::players(players), seed).unwrap();
    let mut state = start.clone();
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

/// What the page does for one decision: ask two workers, merge, rate.
fn rated(decision: &review::Decision<NovaLuna>) -> moonvale_ai::review::Rating<NovaLuna> {
    if let Some(forced) = forced_rating(decision) {
        return forced;
    }
    let answers = [1, 2]
        .into_iter()
        .map(|seed| {
            let request = Request {
                ticket: decision.index as u64,
                purpose: Purpose::Hint,
                level: Level::Hard,
                seed,
                position: NovaLuna::position(decision.view.clone()),
                // A short think on a real clock keeps the test quick in a debug build.
                think_ms: Some(15.0),
                rate: Some(NovaLuna::any_action(decision.played.clone())),
            };
            let clock = std::time::Instant::now();
            match reply(&request, &|| clock.elapsed().as_secs_f64() * 1000.0) {
                Reply::Answer(answer) => answer,
                other => panic!("{other:?}"),
            }
        })
        .collect();
    rating_of(decision, &merge(answers).unwrap()).expect("the answer rates the move played")
}

/// A change made to a stored review.
type ReviewEdit = dyn Fn(&mut GameReview<NovaLuna>);

#[test]
fn a_review_rates_only_the_seats_asked_from_their_own_view_and_never_marks_a_forced_move() {
    let (start, actions) = random_game(4, 30);
    let people = decisions(&start, &actions, &|seat| seat == 1).unwrap();
    let mut state = start.clone();
    let mut expected = Vec::new();
    for (index, action) in actions.iter().enumerate() {
        if state.to_act() == Some(1) {
            expected.push((index, state.legal_actions().len()));
        }
        state.apply(action).unwrap();
    }
    assert_eq!(
        people.iter().map(|d| (d.index, d.choices)).collect::<Vec<_>>(),
        expected,
        "every decision of seat 1, none of seat 0"
    );
    for decision in people.iter().take(8) {
        assert_eq!(NovaLuna::viewer(&decision.view), 1, "the mover's view, never the full state");
        let rating = rated(decision);
        assert_eq!(rating.index, decision.index);
        assert_eq!(rating.played, decision.played);
        if decision.choices == 1 {
            assert_eq!(rating.kind, MoveKind::Forced);
        } else {
            assert_ne!(rating.kind, MoveKind::Forced);
            assert!(rating.loss >= 0.0);
        }
    }
}

#[test]
fn a_review_is_kept_with_its_game_dropped_when_the_record_changes_and_removed_with_the_game() {
    let (start, actions) = random_game(9, 24);
    let all = decisions(&start, &actions, &|_| true).unwrap();
    let moves: Vec<_> = all.iter().take(10).map(rated).collect();
    let made = GameReview::<NovaLuna>::new(&actions, true, moves);
    let mut store = SaveStore::new(Some(MemoryStorage::new()), game_validators());
    review::save(&mut store, "g1", &made).unwrap();
    let kept = review::load::<NovaLuna, _>(&store, "g1", &start, &actions).expect("kept");
    let brief = |r: &GameReview<NovaLuna>| {
        r.moves
            .iter()
            .map(|m| (m.index, m.kind, m.played.clone(), m.best.clone()))
            .collect::<Vec<_>>()
    };
    assert_eq!(brief(&kept), brief(&made));
    assert!(kept.moves.iter().zip(&made.moves).all(|(a, b)| (a.loss - b.loss).abs() < 1e-9));
    // Another record under the same id (an undo, a different game): the review is dropped.
    assert_eq!(
        review::load::<NovaLuna, _>(&store, "g1", &start, &actions[..actions.len() - 1]),
        None
    );
    let mut other = actions.clone();
    other.swap(0, 2);
    assert_eq!(review::load::<NovaLuna, _>(&store, "g1", &start, &other), None);
    // A review of the version before, whose solo figures had no centre of their own
    // (docs/computer-players.md "The solo reward's centre follows the game"), is made again.
    let mut old = made.clone();
    old.version = review::REVIEW_VERSION - 1;
    review::save(&mut store, "g1", &old).unwrap();
    assert_eq!(review::load::<NovaLuna, _>(&store, "g1", &start, &actions), None);
    review::save(&mut store, "g1", &made).unwrap();
    // Unreadable text reads as no review.
    store.backend_mut().unwrap().set("moonvale.review.g2", "{not json").unwrap();
    assert_eq!(review::load::<NovaLuna, _>(&store, "g2", &start, &actions), None);
    store.delete("g1").unwrap();
    assert_eq!(
        review::load::<NovaLuna, _>(&store, "g1", &start, &actions),
        None,
        "gone with its game"
    );
}

#[test]
fn a_stored_review_that_is_not_about_its_game_s_decisions_is_dropped() {
    use moonvale_rules::nova_luna::NovaLunaAction;
    let (start, actions) = random_game(9, 24);
    let all = decisions(&start, &actions, &|_| true).unwrap();
    let made = GameReview::<NovaLuna>::new(&actions, true, all.iter().take(6).map(rated).collect());
    let mut store = SaveStore::new(Some(MemoryStorage::new()), game_validators());
    let kept = |store: &SaveStore<MemoryStorage>| {
        review::load::<NovaLuna, _>(store, "g1", &start, &actions)
    };
    review::save(&mut store, "g1", &made).unwrap();
    assert!(kept(&store).is_some(), "an honest review is kept");
    // Edited with the right fingerprint: a best move off any tableau, a move played that was
    // not, another seat, a rating past the game's end or twice: each dropped, never drawn.
    let edits: Vec<Box<ReviewEdit>> = vec![
        Box::new(|r| r.moves[1].best = NovaLunaAction::Place { x: 100, y: -100 }),
        Box::new(|r| r.moves[1].played = NovaLunaAction::Take { space: 11 }),
        Box::new(|r| r.moves[2].seat = 1 - r.moves[2].seat),
        Box::new(|r| r.moves[0].choices = 99),
        Box::new(|r| r.moves[5].index = 500),
        Box::new(|r| {
            let again = r.moves[3].clone();
            r.moves.push(again)
        }),
    ];
    for (n, edit) in edits.iter().enumerate() {
        let mut edited = made.clone();
        edit(&mut edited);
        review::save(&mut store, "g1", &edited).unwrap();
        assert_eq!(kept(&store), None, "edit {n} is dropped");
    }
}

#[test]
fn the_review_steps_from_mistake_to_mistake_and_counts_each_kind() {
    let (start, actions) = random_game(2, 40);
    let all = decisions(&start, &actions, &|_| true).unwrap();
    let mut moves: Vec<_> = all.iter().take(12).map(rated).collect();
    // Marks set by hand, to check the stepping whatever the search found.
    for m in moves.iter_mut() {
        m.kind = MoveKind::Best;
    }
    moves[3].kind = MoveKind::Mistake;
    moves[7].kind = MoveKind::Blunder;
    let (third, seventh) = (moves[3].index, moves[7].index);
    let made = GameReview::<NovaLuna>::new(&actions, true, moves);
    assert_eq!(made.next_marked(0).map(|m| m.index), Some(third));
    assert_eq!(made.next_marked(third).map(|m| m.index), Some(seventh), "next moves on");
    assert_eq!(made.next_marked(seventh), None);
    assert_eq!(made.previous_marked(seventh).map(|m| m.index), Some(third));
    assert_eq!(made.previous_marked(third), None);
    assert_eq!(made.at(third).map(|m| m.kind), Some(MoveKind::Mistake));
    let counted: usize = made.seats().iter().flat_map(|&s| made.counts(s)).map(|(_, n)| n).sum();
    assert_eq!(counted, 12);
}

#[test]
fn a_solo_rating_keeps_the_centre_its_workers_found_and_speaks_in_points_with_it() {
    let (start, actions) = random_game_of(1, 3, 12);
    let all = decisions(&start, &actions, &|_| true).unwrap();
    let decision = all.iter().find(|d| d.choices > 1).expect("a choice");
    let rating = rated(decision);
    let centre = rating.solo_centre.expect("the merged answer's centre");
    assert_eq!(rating.figure(0.5), centre.round() as i64);
    assert!((60.0..250.0).contains(&centre), "centre {centre}");
    // The chart's figure after the move is its expected final score.
    let made = GameReview::<NovaLuna>::new(&actions, false, vec![rating.clone()]);
    assert_eq!(made.chances(0), vec![(rating.index, rating.figure(rating.played_value))]);
    // A game of two speaks of win chances.
    let (start, actions) = random_game(4, 6);
    let two = decisions(&start, &actions, &|_| true).unwrap();
    let rating = rated(two.iter().find(|d| d.choices > 1).expect("a choice"));
    assert_eq!(rating.solo_centre, None);
    assert_eq!(rating.figure(0.62), 62);
}
