//! Property tests over random games (docs/engines.md "The rules engines"): every listed action
//! applies and keeps the invariants (68 tiles and every disc accounted for, every disc on a met
//! task by a second, naive count of the chain rule), every other action of the action space is
//! refused with the state unchanged, games end, states survive a serde round trip, and
//! seed plus actions replays to the same state.

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::testing::{check_random_game, random_playout};
use moonvale_rules::core::{Game, Rng};
use moonvale_rules::nova_luna::*;

fn check_many(options: NovaLunaOptions, seeds: std::ops::Range<u64>) {
    for seed in seeds {
        check_random_game::<NovaLuna>(&options, seed, 1000)
            .unwrap_or_else(|e| panic!("{options:?}: {e}"));
    }
}

#[test]
fn random_solo_games_keep_every_rule() {
    check_many(NovaLunaOptions::solo(), 0..25);
}

#[test]
fn random_two_player_games_keep_every_rule() {
    check_many(NovaLunaOptions::players(2), 100..140);
}

#[test]
fn random_three_player_games_keep_every_rule() {
    check_many(NovaLunaOptions::players(3), 200..240);
    check_many(NovaLunaOptions { players: 3, first_game: true }, 250..270);
}

#[test]
fn random_four_player_games_keep_every_rule() {
    check_many(NovaLunaOptions::players(4), 300..340);
    check_many(NovaLunaOptions { players: 4, first_game: true }, 350..370);
}

/// Cheaper playouts over many more seeds: games end, invariants hold at the end, and the
/// engine's incremental task check agrees with the naive one at every step.
#[test]
fn many_random_playouts_end_with_consistent_states() {
    use moonvale_rules::core::testing::Audit;
    for players in 1..=4 {
        for seed in 0..300u64 {
            let options = NovaLunaOptions::players(players);
            let playout = random_playout::<NovaLuna>(&options, seed, 1000).unwrap();
            let game = &playout.session.state;
            assert!(game.is_over());
            game.check_invariants()
                .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
            let outcome = game.outcome().unwrap();
            assert_eq!(outcome.standings.len(), if players == 1 { 1 } else { players });
            // Every seat sees the same public state; a state sampled from it shows it again.
            let view = game.view(0);
            let sampled = NovaLuna::sample_state(&view, &mut Rng::new(seed)).unwrap();
            assert_eq!(sampled.view(0), view);
            sampled.check_invariants().unwrap();
        }
    }
}

#[test]
fn sampled_states_match_the_view_and_hide_the_pile_order() {
    let options = NovaLunaOptions::players(3);
    let playout = random_playout::<NovaLuna>(&options, 7, 1000).unwrap();
    // Replay half of the game and sample from the middle.
    let half: Vec<_> =
        playout.session.log.iter().take(playout.actions / 2).map(|l| l.action.clone()).collect();
    let mut game = NovaLuna::new(&options, 7).unwrap();
    for a in &half {
        game.apply(a).unwrap();
    }
    let view = game.view(1);
    let json = serde_json::to_value(&view).unwrap();
    assert!(json.get("pile").is_none(), "the view must not carry the pile");
    assert_eq!(view.pile_count, game.pile_count());
    let mut rng = Rng::new(1);
    let a = NovaLuna::sample_state(&view, &mut rng).unwrap();
    let b = NovaLuna::sample_state(&view, &mut rng).unwrap();
    assert_eq!(a.view(1), view);
    assert_eq!(b.view(1), view);
    assert_eq!(a.legal_actions(), game.legal_actions());
    use moonvale_rules::core::testing::Audit;
    a.check_invariants().unwrap();
}
