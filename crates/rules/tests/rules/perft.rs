//! Move generation pinned, as chess move generators are (shakmaty's and scalachess's "perft"):
//! for a few fixed positions of each game, the number of legal-action sequences of length 1
//! to 4 (in Via Nebula a turn's end is an action of its own, which the table plays by itself). A change to what the engines list, however small, changes a count. The positions
//! are data (`tests/perft/*.json`: the state, as the engine serialises it, and its counts),
//! built once by the scenario builders; `PERFT_WRITE=1 cargo test -p moonvale-rules --test
//! rules perft::` rebuilds the files from the builders below, with today's counts.

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::Game;
use moonvale_rules::nova_luna::{NovaLuna, Scenario as NovaLunaScenario};
use moonvale_rules::via_nebula::testing::Scenario;
use moonvale_rules::via_nebula::{Action, Power, Resource, Side, ViaNebula};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Value};
use std::path::PathBuf;

const DEPTH: usize = 4;

/// The number of legal-action sequences of length `depth` from `game`.
fn perft<G: Game>(game: &G, depth: usize) -> u64 {
    if depth == 0 {
        return 1;
    }
    let legal = game.legal_actions();
    if depth == 1 {
        return legal.len() as u64;
    }
    legal
        .iter()
        .map(|a| {
            let mut next = game.clone();
            next.apply(a).unwrap_or_else(|e| panic!("a listed action is refused: {e:?}"));
            perft(&next, depth - 1)
        })
        .sum()
}

fn counts<G: Game>(game: &G) -> Vec<u64> {
    (1..=DEPTH).map(|d| perft(game, d)).collect()
}

fn file(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/perft").join(name)
}

/// Checks every position of `name` against its counts, or (with `PERFT_WRITE=1`) writes the
/// file anew from `build`.
fn check<G: Game + Serialize + DeserializeOwned>(
    name: &str,
    build: impl Fn() -> Vec<(&'static str, G)>,
) {
    if std::env::var_os("PERFT_WRITE").is_some() {
        let positions: Vec<Value> = build()
            .into_iter()
            .map(|(what, game)| json!({ "position": what, "perft": counts(&game), "state": game }))
            .collect();
        std::fs::create_dir_all(file("")).unwrap();
        std::fs::write(file(name), serde_json::to_string_pretty(&positions).unwrap() + "\n")
            .unwrap();
    }
    let text = std::fs::read_to_string(file(name)).unwrap();
    let positions: Vec<Value> = serde_json::from_str(&text).unwrap();
    assert!(positions.len() >= 3, "{name}: a few positions");
    for p in positions {
        let game: G = serde_json::from_value(p["state"].clone()).unwrap();
        let expected: Vec<u64> = serde_json::from_value(p["perft"].clone()).unwrap();
        assert_eq!(counts(&game), expected, "{name}: {}", p["position"]);
        assert!(expected.windows(2).all(|w| w[1] >= w[0]), "{name}: {}", p["position"]);
    }
}

#[test]
fn via_nebula_move_generation_is_pinned() {
    check::<ViaNebula>("via-nebula.json", || {
        let opening = Scenario::new(2, Side::Beginner).state;
        let four = Scenario::new(4, Side::Expert).state;
        // A site half full, a craftsman's exploitation, a meadow tile to explore from.
        let mut mid = Scenario::empty(3, Side::Beginner);
        let site = mid.hex(1, 2);
        mid.site(0, site, 0, &[(Resource::Wood, 1)]);
        let own = mid.hex(2, 3);
        mid.craftsman(0, own, &[(Resource::Stone, 2), (Resource::Clay, 1)]);
        mid.tile(mid.hex(4, 2));
        // Store just built: its first choice (the resource to give), then the kind to take.
        let mut store = Scenario::empty(4, Side::Beginner);
        let card = store.cards_with(Power::Store)[0];
        store.display(0, card);
        let need = store.need_of(card);
        let (ruin, second) = (store.hex(1, 2), store.hex(0, 3));
        store.site(0, ruin, 0, &need);
        store.site(0, second, 0, &[(Resource::Clay, 1), (Resource::Food, 1)]);
        store.state.apply(&Action::Build { hex: ruin, half: 0, card }).unwrap();
        vec![
            ("2 players, beginner side, the opening", opening),
            ("4 players, expert side, the opening", four),
            ("3 players: a half-full site, an exploitation, a meadow tile", mid.state),
            ("4 players: Store just built, its power waiting", store.state),
        ]
    });
}

#[test]
fn nova_luna_move_generation_is_pinned() {
    check::<NovaLuna>("nova-luna.json", || {
        vec![
            ("2 players, the opening", NovaLunaScenario::new(2).build()),
            ("4 players, the opening", NovaLunaScenario::new(4).build()),
            (
                "2 players, both with tiles: the yellow 4 and a blue tile; three in an L",
                NovaLunaScenario::new(2)
                    .tableau(0, &[(0, 0, 62), (1, 0, 19)])
                    .tableau(1, &[(0, 0, 5), (0, 1, 30), (1, 1, 40)])
                    .build(),
            ),
            ("solo, the opening", NovaLunaScenario::new(1).build()),
        ]
    });
}
