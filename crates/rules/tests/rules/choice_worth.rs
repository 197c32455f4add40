//! docs/table-screen.md "Choices that say what they are worth": what a choice is worth and the
//! running score, said by the engines (the UI only shows it): the score if the game ended now (Via
//! Nebula ruling 14's final collection counted), what a build uses, keeps in storage and scores,
//! what an exploration reveals, and the discs a Nova Luna placement puts on tasks (RULINGS NL 3).

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::{Game, Rng};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaAction, NovaLunaEvent, NovaLunaOptions};
use moonvale_rules::via_nebula::{Action, Event, Options, Side, ViaNebula};

/// Ruling 14-15: the running score shown during the game ("if the game ended now") counts
/// what the final collection will put in storage, so it is exactly the final score when the
/// game ends (a player showing 24 does not end on 21). `outcome_if_ended_now` ranks those
/// scores by ruling 15, and is the outcome itself once the game is over.
#[test]
fn via_nebula_score_if_ended_now_is_the_final_score_at_the_end() {
    for (players, seed) in [(2u8, 1u64), (2, 2), (3, 3), (4, 4), (4, 5)] {
        let mut g = ViaNebula::new(&Options::new(players, Side::Expert), seed).unwrap();
        let mut rng = Rng::new(seed);
        let mut projected = Vec::new();
        let mut left_on_board_seen = false;
        while !g.is_over() {
            projected = (0..players).map(|s| g.score_if_ended_now(s).total).collect();
            let early = g.outcome_if_ended_now();
            assert_eq!(early.scores, projected, "the outcome scores every seat's collection");
            assert!(early
                .winners
                .iter()
                .all(|&w| early.scores[w] == *projected.iter().max().unwrap()));
            for s in 0..players {
                let now = g.score()[s as usize].total;
                assert!(projected[s as usize] <= now, "collection only takes points off");
                left_on_board_seen |= projected[s as usize] < now;
            }
            let legal = g.legal_actions();
            g.apply(&legal[rng.below(legal.len())]).unwrap();
        }
        let finals: Vec<i64> = g.score().iter().map(|s| s.total).collect();
        assert_eq!(
            projected, finals,
            "{players}p seed {seed}: the projection before the last action"
        );
        assert!(
            left_on_board_seen,
            "{players}p seed {seed}: resources were left on the board at some point"
        );
        let after: Vec<i64> = (0..players).map(|s| g.score_if_ended_now(s).total).collect();
        assert_eq!(after, finals, "once over, nothing is left to collect");
        assert_eq!(Some(g.outcome_if_ended_now()), g.outcome(), "once over, the outcome itself");
    }
}

/// A build's worth: the contract's points, private (from the hand) or public, the resources
/// it uses and the surplus to storage, as the build itself then does; `score_change` of an
/// action read on the acting seat's view equals the one on the full state (it reads nothing
/// hidden), and an exploration scores 2 exactly when it reveals an explorer (ruling 15).
#[test]
fn via_nebula_choices_say_what_they_are_worth() {
    let mut builds = 0;
    let mut explorers = 0;
    let mut transports = 0;
    for (players, seed) in [(2u8, 11u64), (3, 12), (4, 13), (2, 14)] {
        let mut g = ViaNebula::new(&Options::new(players, Side::Expert), seed).unwrap();
        let mut rng = Rng::new(seed);
        while !g.is_over() {
            let seat = g.current;
            let view = g.view(seat as usize);
            let legal = g.legal_actions();
            for a in &legal {
                // A power may need what the view lacks (the deck): then the view says nothing.
                match view.state.score_change(a) {
                    Some(v) => {
                        assert_eq!(Some(v), g.score_change(a), "{a:?}: the view says the same")
                    }
                    None => assert!(
                        g.pending.is_some(),
                        "{a:?}: a basic action has a worth on the view"
                    ),
                }
                let mut after = g.clone();
                let events = after.apply(a).unwrap();
                let change = g.score_change(a).expect("a listed action applies");
                if let Action::Build { hex, half, card } = *a {
                    let worth = g.build_worth(hex, half, card).expect("a listed build has a worth");
                    assert_eq!(worth.private, g.seats[seat as usize].hand & (1u64 << card) != 0);
                    assert_eq!(worth.points, g.content.cards[card as usize].points as i64);
                    let surplus = events
                        .iter()
                        .find_map(|e| match e {
                            Event::BuildingErected { surplus, .. } => Some(*surplus),
                            _ => None,
                        })
                        .unwrap();
                    assert_eq!(worth.surplus, surplus, "{a:?}");
                    let used: u32 = worth.used.iter().map(|&n| n as u32).sum();
                    assert!(used > 0);
                    builds += 1;
                }
                if let Action::Transport { resource, to, half, .. } = *a {
                    // The button says what the site then holds: what it holds after the move.
                    let mut holds = g.site_holds(to, half).expect("a transport goes to a site");
                    holds[resource as usize] += 1;
                    assert_eq!(after.site_holds(to, half), Some(holds), "{a:?}");
                    transports += 1;
                }
                if matches!(a, Action::ExploreFog { .. } | Action::ExploreForest { .. }) {
                    let revealed = events
                        .iter()
                        .filter(|e| matches!(e, Event::ExplorerRevealed { .. }))
                        .count();
                    assert_eq!(change, 2 * revealed as i64, "{a:?}");
                    explorers += revealed;
                }
            }
            g.apply(&legal[rng.below(legal.len())]).unwrap();
        }
    }
    assert!(
        builds > 20 && explorers > 0 && transports > 20,
        "the games built ({builds}), transported ({transports}) and revealed explorers ({explorers})"
    );
}

/// RULINGS NL 3: the discs a placement would put on tasks, said from the placing seat's view,
/// are the discs the placement then puts.
#[test]
fn nova_luna_a_placement_says_the_discs_it_puts() {
    let mut with_discs = 0;
    for (players, seed) in [(1usize, 1u64), (2, 2), (3, 3), (4, 4)] {
        let mut g = NovaLuna::new(&NovaLunaOptions::players(players), seed).unwrap();
        let mut rng = Rng::new(seed);
        while !g.is_over() {
            let seat = g.to_act().unwrap();
            let view = g.view(seat);
            let legal = g.legal_actions();
            for a in &legal {
                if let NovaLunaAction::Place { x, y } = *a {
                    let events = g.clone().apply(a).unwrap();
                    let discs = events
                        .iter()
                        .filter(|e| matches!(e, NovaLunaEvent::DiscPlaced { .. }))
                        .count();
                    assert_eq!(view.discs_for_placing(x, y) as usize, discs, "{a:?}");
                    with_discs += usize::from(discs > 0);
                }
            }
            g.apply(&legal[rng.below(legal.len())]).unwrap();
        }
    }
    assert!(with_discs > 20, "placements that meet tasks were checked: {with_discs}");
}

/// A hint's reason for a transport (what a player found: a hint said what to play, not
/// why): the contract it serves is one the player may build (face up or in hand) that wants
/// that resource there, and what it still lacks is its need less what the site would hold.
/// Checked on every transport of random games; a transport that completes a contract is
/// said to (nothing lacking), and is then buildable there.
#[test]
fn via_nebula_a_transport_names_the_contract_it_serves() {
    use moonvale_rules::via_nebula::Resource;
    let (mut served, mut completes) = (0, 0);
    for (players, seed) in [(2u8, 11u64), (3, 12), (4, 13), (2, 14)] {
        let mut g = ViaNebula::new(&Options::new(players, Side::Beginner), seed).unwrap();
        let mut rng = Rng::new(seed);
        while !g.is_over() {
            let legal = g.legal_actions();
            for a in &legal {
                let Action::Transport { resource, to, half, .. } = *a else { continue };
                let Some((card, lack)) = g.contract_served(to, half, resource) else { continue };
                served += 1;
                let seat = &g.seats[g.current as usize];
                assert!(g.display.contains(&card) || seat.hand & (1u64 << card) != 0);
                let mut after = g.clone();
                after.apply(a).unwrap();
                let holds = after.site_holds(to, half).unwrap();
                let need = g.content.cards[card as usize].need;
                assert!(
                    need[resource as usize] >= holds[resource as usize],
                    "it wants {resource:?}"
                );
                for k in Resource::ALL {
                    let k = k as usize;
                    assert_eq!(lack[k], need[k].saturating_sub(holds[k]));
                }
                if lack == [0; 5] {
                    completes += 1;
                    assert!(after.contract_uses(card, &holds).is_some());
                }
            }
            g.apply(&legal[rng.below(legal.len())]).unwrap();
        }
    }
    assert!(served > 50 && completes > 0, "served {served}, completes {completes}");
}
