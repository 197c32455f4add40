//! The computer players' search (crates/ai): it sees only its seat's view, its choice is
//! reproducible from a seed and an iteration budget, it stops on the caller's clock, and
//! Easy takes an obvious build or task. Also the Nova Luna quiet apply used by the search.

use moonvale_ai::{think, think_as, Bot, Budget, Level, SearchGame};
use moonvale_rules::core::{Game, Rng};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaAction, NovaLunaOptions};
use moonvale_rules::via_nebula::{Action, Options, Side, ViaNebula};

fn no_clock() -> f64 {
    0.0
}

/// A state `steps` random actions into a game.
fn advanced<G: Game>(options: &G::Options, seed: u64, steps: usize) -> G {
    let mut state = G::new(options, seed).unwrap();
    let mut rng = Rng::new(seed ^ 77);
    for _ in 0..steps {
        let legal = state.legal_actions();
        if legal.is_empty() {
            break;
        }
        state.apply(&legal[rng.below(legal.len())]).unwrap();
    }
    state
}

/// Another full state consistent with `seat`'s view of `state`, differing from it in what
/// that seat cannot see (drawn until `differs` says it does).
fn hidden_twin<G: Game>(state: &G, seat: usize, differs: impl Fn(&G, &G) -> bool) -> G {
    let view = state.view(seat);
    for seed in 0..100 {
        let twin = G::sample_state(&view, &mut Rng::new(seed)).unwrap();
        if differs(state, &twin) {
            return twin;
        }
    }
    panic!("no state with different hidden information found");
}

fn same_choice_from_same_view<G: SearchGame>(state: &G, twin: &G) {
    let seat = state.to_act().unwrap();
    assert_ne!(state, twin, "the two states differ");
    for (bot, iterations) in [(Bot::Hard, 300), (Bot::Easy, 60), (Bot::Flat, 60), (Bot::Rusher, 0)]
    {
        let budget = Budget::iterations(iterations);
        let a = think_as::<G>(&state.view(seat), bot, 9, budget, &no_clock).unwrap();
        let b = think_as::<G>(&twin.view(seat), bot, 9, budget, &no_clock).unwrap();
        assert_eq!(a, b, "{bot:?}: same view, seed and budget give the same thought");
        assert!(state.legal_actions().contains(&a.action));
    }
}

#[test]
fn via_nebula_choice_depends_only_on_the_seats_view() {
    for (players, seed) in [(2, 3), (3, 5), (4, 8)] {
        let state: ViaNebula = advanced(&Options::new(players, Side::Beginner), seed, 40);
        let seat = state.to_act().unwrap();
        // Other hands, the box and the generator (the next draws) differ; the view does not.
        let twin = hidden_twin(&state, seat, |a, b| {
            (0..a.n()).any(|s| s != seat && a.seats[s].hand != b.seats[s].hand) && a.rng != b.rng
        });
        assert_eq!(state.view(seat), twin.view(seat));
        same_choice_from_same_view(&state, &twin);
    }
}

#[test]
fn nova_luna_choice_depends_only_on_the_seats_view() {
    for (players, seed) in [(1, 2), (2, 3), (4, 4)] {
        let state: NovaLuna = advanced(&NovaLunaOptions::players(players), seed, 9);
        let seat = state.to_act().unwrap();
        // The draw pile's order differs.
        let twin = hidden_twin(&state, seat, |a, b| {
            serde_json::to_value(a).unwrap()["pile"] != serde_json::to_value(b).unwrap()["pile"]
        });
        assert_eq!(state.view(seat), twin.view(seat));
        same_choice_from_same_view(&state, &twin);
    }
}

#[test]
fn a_seed_and_an_iteration_budget_reproduce_the_choice() {
    let state: ViaNebula = advanced(&Options::new(3, Side::Expert), 11, 30);
    let view = state.view(state.to_act().unwrap());
    let first =
        think::<ViaNebula>(&view, Level::Medium, 4, Budget::iterations(200), &no_clock).unwrap();
    let again =
        think::<ViaNebula>(&view, Level::Medium, 4, Budget::iterations(200), &no_clock).unwrap();
    assert_eq!(first, again);
    assert_eq!(first.iterations, 200);
    let visits: u32 = first.candidates.iter().map(|c| c.visits).sum();
    assert!(visits <= 200 && first.candidates[0].visits > 0);
    assert!(first.candidates.windows(2).all(|w| w[0].visits >= w[1].visits));
    assert!(first.candidates.iter().all(|c| (0.0..=1.0).contains(&c.value)));
}

#[test]
fn the_clock_given_by_the_caller_stops_the_search() {
    let state: NovaLuna = advanced(&NovaLunaOptions::players(2), 6, 4);
    let view = state.view(state.to_act().unwrap());
    // A fake clock: each reading is one millisecond later.
    let ticks = std::cell::Cell::new(0.0);
    let clock = || {
        ticks.set(ticks.get() + 1.0);
        ticks.get()
    };
    let budget = Budget { iterations: Some(100_000), millis: Some(20.0) };
    let thought = think::<NovaLuna>(&view, Level::Hard, 1, budget, &clock).unwrap();
    assert!(thought.iterations > 0 && thought.iterations < 1000, "{}", thought.iterations);
    assert!(thought.millis >= 20.0);
}

#[test]
fn a_lone_legal_action_is_not_searched() {
    // Via Nebula: once both actions are used, ending the turn is all there is.
    let mut state: ViaNebula = advanced(&Options::new(2, Side::Beginner), 2, 0);
    while state.legal_actions().len() != 1 {
        let legal = state.legal_actions();
        state.apply(&legal[0]).unwrap();
    }
    let view = state.view(state.to_act().unwrap());
    let thought = think::<ViaNebula>(&view, Level::Hard, 1, Budget::standard(), &no_clock).unwrap();
    assert_eq!(thought.iterations, 0);
    assert_eq!(thought.action, state.legal_actions()[0]);
}

/// Points `action` scores at once for the seat to act.
fn gain<G: SearchGame>(state: &G, action: &G::Action) -> f64 {
    let seat = state.to_act().unwrap();
    let mut after = state.clone();
    after.apply(action).unwrap();
    after.running_score(seat) - state.running_score(seat)
}

/// In positions from random games where an `obvious` move scores at once, Easy plays a
/// move scoring at least as much at once (the obvious one, or a better one).
fn easy_takes_the_obvious<G: SearchGame>(
    options: &G::Options,
    obvious: impl Fn(&G::Action) -> bool,
) {
    let mut found = 0;
    for seed in 0..300 {
        let mut state = G::new(options, seed).unwrap();
        let mut rng = Rng::new(seed);
        while let Some(seat) = state.to_act() {
            let legal = state.legal_actions();
            let best_obvious =
                legal.iter().filter(|a| obvious(a)).map(|a| gain(&state, a)).fold(0.0, f64::max);
            if legal.len() > 1 && best_obvious > 0.0 {
                let thought =
                    think::<G>(&state.view(seat), Level::Easy, seed, Budget::standard(), &no_clock)
                        .unwrap();
                let got = gain(&state, &thought.action);
                assert!(
                    got >= best_obvious,
                    "seed {seed}: Easy chose {:?} (+{got}) over an obvious +{best_obvious}",
                    thought.action
                );
                found += 1;
                break;
            }
            state.apply(&legal[rng.below(legal.len())]).unwrap();
        }
        if found == 12 {
            return;
        }
    }
    panic!("only {found} positions found");
}

#[test]
fn easy_never_leaves_a_build_on_the_table() {
    easy_takes_the_obvious::<ViaNebula>(&Options::new(2, Side::Beginner), |a| {
        matches!(a, Action::Build { .. })
    });
}

#[test]
fn easy_never_leaves_a_task_on_the_table() {
    // Any placement: those that put a disc on a task score at once.
    for players in [1, 2, 4] {
        easy_takes_the_obvious::<NovaLuna>(&NovaLunaOptions::players(players), |a| {
            matches!(a, NovaLunaAction::Place { .. })
        });
    }
}

#[test]
fn nova_luna_quiet_apply_equals_the_checked_apply() {
    for players in 1..=4 {
        for seed in 0..30 {
            let mut checked = NovaLuna::new(&NovaLunaOptions::players(players), seed).unwrap();
            let mut quiet = checked.clone();
            let mut rng = Rng::new(seed);
            while !checked.is_over() {
                let legal = checked.legal_actions();
                let action = &legal[rng.below(legal.len())];
                checked.apply(action).unwrap();
                NovaLuna::apply_unchecked(&mut quiet, action);
                assert_eq!(checked, quiet, "{players} players, seed {seed}, after {action:?}");
            }
            assert_eq!(checked.outcome(), quiet.outcome());
        }
    }
}

#[test]
fn a_level_plays_through_the_core_bot_interface() {
    use moonvale_ai::SearchBot;
    use moonvale_rules::core::bot_move;
    let state: NovaLuna = advanced(&NovaLunaOptions::players(3), 8, 5);
    let mut bot = SearchBot {
        level: Level::Medium,
        budget: Budget::iterations(50),
        clock: Box::new(no_clock),
    };
    let action = bot_move::<NovaLuna>(&mut bot, &state, &mut Rng::new(1)).unwrap();
    assert!(state.legal_actions().contains(&action));
}

#[test]
fn a_thought_crosses_json_both_ways() {
    let state: ViaNebula = advanced(&Options::new(2, Side::Beginner), 4, 10);
    let view = state.view(state.to_act().unwrap());
    let thought =
        think::<ViaNebula>(&view, Level::Easy, 2, Budget::iterations(40), &no_clock).unwrap();
    let json = serde_json::to_string(&thought).unwrap();
    let back: moonvale_ai::Thought<Action> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, thought);
}

/// Discs the seat to act gains by this action.
fn discs_gained(state: &NovaLuna, action: &NovaLunaAction) -> u32 {
    let seat = state.to_act().unwrap();
    let mut after = state.clone();
    after.apply(action).unwrap();
    after.tableau(seat).discs_placed() - state.tableau(seat).discs_placed()
}

/// Solo placements with more than five cells, from random solo games.
fn solo_placements() -> Vec<NovaLuna> {
    let mut found = Vec::new();
    for seed in 0..6 {
        let mut state = NovaLuna::new(&NovaLunaOptions::players(1), seed).unwrap();
        let mut rng = Rng::new(seed);
        while !state.is_over() {
            let legal = state.legal_actions();
            if matches!(legal[0], NovaLunaAction::Place { .. }) && legal.len() > 5 {
                found.push(state.clone());
            }
            state.apply(&legal[rng.below(legal.len())]).unwrap();
        }
    }
    assert!(found.len() > 50, "enough placements to judge: {}", found.len());
    found
}

/// The solo judge of a cell, written out from its description: 10 a task met at once; per
/// neighbour 1, 2 more of the same colour, and 1 for each task still unmet that the two
/// work toward (a task of the neighbour needing the new tile's colour, or of the new tile
/// needing the neighbour's); without `links`, the judge before those.
fn solo_cell_judge(state: &NovaLuna, action: &NovaLunaAction, links: bool) -> i32 {
    let NovaLunaAction::Place { x, y } = *action else { unreachable!() };
    let tile = state.tile_in_hand().unwrap();
    let mut trial = *state.tableau(0);
    let new = trial.place(x as i8, y as i8, tile);
    let mut met = Vec::new();
    trial.newly_met(new, &mut met);
    let mut score = 10 * met.len() as i32;
    let placed = tile.tile();
    for n in trial.neighbours(new) {
        let neighbour = trial.tiles()[n];
        let theirs = neighbour.tile.tile();
        score += 1 + 2 * (theirs.colour == placed.colour) as i32;
        if !links {
            continue;
        }
        for (k, task) in theirs.tasks.iter().enumerate() {
            let unmet = !neighbour.has_disc(k) && !met.contains(&(n, k));
            score += (unmet && task.needs[placed.colour as usize] > 0) as i32;
        }
        for (k, task) in placed.tasks.iter().enumerate() {
            score += (!met.contains(&(new, k)) && task.needs[theirs.colour as usize] > 0) as i32;
        }
    }
    score
}

#[test]
fn solo_hard_searches_only_the_five_best_cells() {
    let mut links_decided = 0;
    for state in solo_placements() {
        let legal = state.legal_actions();
        let mut kept = legal.clone();
        state.narrow_for_tree(&mut kept);
        assert_eq!(kept.len(), 5);
        assert!(kept.iter().all(|a| legal.contains(a)), "only legal cells");
        // The five best by the judge, the first listed among equals.
        let mut judged: Vec<_> =
            legal.iter().map(|a| (solo_cell_judge(&state, a, true), a)).collect();
        judged.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        let best: Vec<_> = judged.iter().take(5).map(|&(_, a)| a.clone()).collect();
        assert_eq!(kept, best);
        // Per neighbour at most 1 + 2 + 3 + 3 (three tasks each way), 36 for four: so no
        // dropped cell meets four tasks more than a kept one.
        let worst_kept = kept.iter().map(|a| discs_gained(&state, a)).min().unwrap();
        for dropped in legal.iter().filter(|a| !kept.contains(a)) {
            assert!(discs_gained(&state, dropped) <= worst_kept + 3, "{dropped:?} dropped");
        }
        // The task links change what is kept in some placements.
        let mut plain: Vec<_> =
            legal.iter().map(|a| (solo_cell_judge(&state, a, false), a)).collect();
        plain.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        if !plain.iter().take(5).all(|&(_, a)| best.contains(a)) {
            links_decided += 1;
        }
    }
    assert!(links_decided > 0);
    // Hard plays one of them; a review still weighs every cell at the root.
    let state = &solo_placements()[10];
    let view = state.view(0);
    let mut kept = state.legal_actions();
    state.narrow_for_tree(&mut kept);
    let thought =
        think::<NovaLuna>(&view, Level::Hard, 3, Budget::iterations(200), &no_clock).unwrap();
    assert!(kept.contains(&thought.action));
    let found = moonvale_ai::ismcts_root::<NovaLuna>(&view, 400, None, &no_clock, &mut Rng::new(3));
    assert_eq!(found.children.len(), state.legal_actions().len());
}

#[test]
fn a_game_with_others_searches_every_cell() {
    let mut state = NovaLuna::new(&NovaLunaOptions::players(2), 5).unwrap();
    let mut rng = Rng::new(5);
    let mut placements = 0;
    while !state.is_over() {
        let legal = state.legal_actions();
        if matches!(legal[0], NovaLunaAction::Place { .. }) {
            let mut kept = legal.clone();
            state.narrow_for_tree(&mut kept);
            assert_eq!(kept, legal);
            placements += 1;
        }
        state.apply(&legal[rng.below(legal.len())]).unwrap();
    }
    assert!(placements > 10);
}
