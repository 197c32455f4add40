#![cfg(not(target_arch = "wasm32"))]
//! The Via Nebula tutorial (crates/table/src/tutorial/via-nebula.json) proved against the real engine:
//! the script is legal and its messages exist in every language, and each rules topic it
//! names is really shown by the step that names it (the move it wants does what the step
//! says, seen in the engine's state and in the events the session logs). A wrong move gets
//! the step's own answer, and the position at every step rebuilds from its number alone.

use moonvale_rules::core::{Game, Session};
use moonvale_rules::via_nebula::{Action, Error, Event, Occupant, Place, Terrain, ViaNebula, NONE};
use moonvale_table::tutorial::{Answer, Tutorial, VIA_NEBULA};

/// The topics the rules help links to, each shown by at least one step.
const TOPICS: [&str; 10] = [
    "craftsman",
    "building-site",
    "fog",
    "forest",
    "transport",
    "build",
    "power",
    "surplus-storage",
    "explorers",
    "end-scoring",
];

const LEARNER: u8 = 0;

fn tutorial() -> Tutorial<ViaNebula> {
    Tutorial::parse(VIA_NEBULA).expect("the script parses")
}

fn at(t: &Tutorial<ViaNebula>, k: usize) -> Session<ViaNebula> {
    t.session_at(k).unwrap_or_else(|e| panic!("step {k}: {e}"))
}

/// The step's wanted move, played on its position (with the moves the rules then make by
/// themselves): the position right after the learner's move, and the events it caused.
fn after_wanted(t: &Tutorial<ViaNebula>, k: usize) -> (Session<ViaNebula>, Vec<Event>) {
    let mut session = at(t, k);
    let from = session.log.len();
    let wanted = t.steps[k].wants.expect("the step wants a move");
    session.apply(wanted).unwrap_or_else(|e| panic!("step {k}: {e}"));
    while let Some(a) = session.state.automatic_action() {
        session.apply(a).unwrap();
    }
    let events = session.log[from..].iter().flat_map(|l| l.events.clone()).collect();
    (session, events)
}

/// Every event logged during step `k` (the learner's move, the other seat's moves and the
/// moves the rules make), with the seat that acted.
fn step_events(t: &Tutorial<ViaNebula>, k: usize) -> Vec<(usize, Event)> {
    let before = at(t, k).log.len();
    let after = at(t, k + 1);
    assert_eq!(after.log[..before], at(t, k).log[..], "step {k} rewrites the past");
    after.log[before..]
        .iter()
        .flat_map(|l| l.events.iter().map(move |e| (l.seat, e.clone())))
        .collect()
}

fn showing(t: &Tutorial<ViaNebula>, topic: &str) -> Vec<usize> {
    let steps = t.steps_showing(topic);
    assert!(!steps.is_empty(), "no step shows {topic}");
    steps
}

fn hex_bit(hex: u8) -> u128 {
    1u128 << hex
}

fn ruin_half(state: &ViaNebula, hex: u8, half: u8) -> moonvale_rules::via_nebula::Half {
    let r = state.content.ruin_index[hex as usize];
    assert_ne!(r, NONE, "{hex} is not a ruin");
    state.ruins[r as usize][half as usize]
}

#[test]
fn the_script_is_legal_and_every_message_exists() {
    let t = tutorial();
    assert_eq!(t.check(), Ok(()));
    assert_eq!(t.check_messages(), Ok(()));
    assert_eq!(t.options.players, 2);
    assert_eq!(t.seats.len(), 2);
    assert!((12..=22).contains(&t.steps.len()), "{} steps", t.steps.len());
    // The prepared position: the learner (seat 0) is to act, with both actions.
    let start = at(&t, 0);
    assert_eq!(start.state.to_act(), Some(LEARNER as usize));
    assert_eq!(start.state.actions_left, 2);
    for (k, step) in t.steps.iter().enumerate() {
        assert!(step.say.starts_with("vn-tutorial-"), "step {k}: {}", step.say);
        if let Some(other) = &step.other {
            assert!(other.starts_with("vn-tutorial-"), "step {k}: {other}");
            assert_ne!(other, &step.say);
        }
        for topic in &step.topics {
            assert!(TOPICS.contains(&topic.as_str()), "step {k}: unknown topic {topic}");
        }
        // The learner never plays a move the rules would make by themselves.
        assert!(!matches!(step.wants, Some(Action::EndTurn)), "step {k} wants an automatic move");
        assert!(!step.then.contains(&Action::EndTurn), "step {k} scripts an automatic move");
    }
    for topic in TOPICS {
        showing(&t, topic);
    }
    // Each step that wants a move says something of its own when another is chosen.
    let others: Vec<_> = t.steps.iter().filter_map(|s| s.other.clone()).collect();
    let mut unique = others.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), others.len(), "two steps share their answer");
}

#[test]
fn the_craftsman_step_opens_an_exploitation() {
    let t = tutorial();
    for k in showing(&t, "craftsman") {
        let Some(Action::PlaceCraftsman { hex }) = t.steps[k].wants else {
            panic!("step {k} does not place a craftsman")
        };
        let before = at(&t, k);
        let m = before.state.content.meadow_index[hex as usize] as usize;
        assert_ne!(before.state.token_on[m], NONE, "step {k}: no token at {hex}");
        let craftsmen = before.state.seats[0].craftsmen;
        let (after, events) = after_wanted(&t, k);
        assert_eq!(after.state.craftsman_on[m], LEARNER);
        assert_eq!(after.state.token_on[m], NONE);
        assert!(after.state.meadow_resources[m].iter().sum::<u8>() > 0, "its resources appear");
        assert_eq!(after.state.seats[0].craftsmen, craftsmen - 1);
        assert_eq!(
            after.state.seats[0].tokens.count_ones(),
            before.state.seats[0].tokens.count_ones() + 1
        );
        assert!(events.iter().any(|e| matches!(e,
            Event::CraftsmanPlaced { seat: LEARNER, hex: h, amount, .. } if *h == hex && *amount > 0)));
    }
}

#[test]
fn the_building_site_step_covers_free_ruins() {
    let t = tutorial();
    for k in showing(&t, "building-site") {
        let Some(Action::PlaceSite { hex }) = t.steps[k].wants else {
            panic!("step {k} does not place a building site")
        };
        let before = at(&t, k);
        assert_eq!(before.state.content.terrain[hex as usize], Terrain::Ruin);
        assert_eq!(ruin_half(&before.state, hex, 0).occupant, Occupant::Empty);
        assert_eq!(ruin_half(&before.state, hex, 1).occupant, Occupant::Empty);
        let (after, events) = after_wanted(&t, k);
        assert_eq!(ruin_half(&after.state, hex, 0).occupant, Occupant::Site { seat: LEARNER });
        assert_eq!(after.state.seats[0].sites, before.state.seats[0].sites - 1);
        assert!(events.contains(&Event::SitePlaced { seat: LEARNER, hex, half: 0 }));
        // With two players the site fills the whole ruins: nobody can put another there.
        assert_eq!(
            after.state.free_half(after.state.content.ruin_index[hex as usize] as usize),
            None
        );
    }
}

#[test]
fn the_fog_step_puts_a_meadow_tile_on_fog() {
    let t = tutorial();
    for k in showing(&t, "fog") {
        let Some(Action::ExploreFog { hex }) = t.steps[k].wants else {
            panic!("step {k} does not explore fog")
        };
        let before = at(&t, k);
        assert_eq!(before.state.content.terrain[hex as usize], Terrain::Fog);
        assert_eq!(before.state.tiles & hex_bit(hex), 0);
        let tiles = before.state.seats[0].guild_tiles();
        let (after, events) = after_wanted(&t, k);
        assert_ne!(after.state.tiles & hex_bit(hex), 0);
        assert_eq!(
            after.state.seats[0].guild_tiles(),
            tiles - 1,
            "the tile comes from the guild board"
        );
        assert!(events.contains(&Event::TilePlaced { seat: LEARNER, hex, from_reserve: false }));
    }
}

#[test]
fn the_forest_step_takes_both_actions_of_the_turn() {
    let t = tutorial();
    for k in showing(&t, "forest") {
        let Some(Action::ExploreForest { hex }) = t.steps[k].wants else {
            panic!("step {k} does not explore a petrified forest")
        };
        let before = at(&t, k);
        assert_eq!(before.state.content.terrain[hex as usize], Terrain::Forest);
        assert_eq!(before.state.actions_left, 2, "step {k}: the turn has just begun");
        // With one action left the rules refuse it.
        let mut one_left = before.state.clone();
        one_left.actions_left = 1;
        assert_eq!(
            one_left.apply(&Action::ExploreForest { hex }),
            Err(Error::ForestNeedsBothActions)
        );
        // Played, it ends the learner's turn: the next move is the other seat's.
        let mut session = before.clone();
        session.apply(Action::ExploreForest { hex }).unwrap();
        assert_eq!(session.state.actions_left, 0);
        assert_eq!(session.state.automatic_action(), Some(Action::EndTurn));
        let (after, _) = after_wanted(&t, k);
        assert_ne!(after.state.tiles & hex_bit(hex), 0);
        assert_eq!(after.state.to_act(), Some(1));
        let learner_moves = step_events(&t, k)
            .iter()
            .filter(|(seat, e)| *seat == 0 && !matches!(e, Event::TurnEnded { .. }))
            .count();
        assert!(learner_moves >= 1);
        assert!(!t.steps[k].then.is_empty(), "step {k}: the other seat plays next");
    }
}

#[test]
fn the_transport_step_crosses_empty_meadows() {
    let t = tutorial();
    for k in showing(&t, "transport") {
        let Some(Action::Transport { from, resource, to, half }) = t.steps[k].wants else {
            panic!("step {k} does not transport")
        };
        let before = at(&t, k);
        let state = &before.state;
        assert_eq!(state.content.neighbors[from as usize] & hex_bit(to), 0, "{from} touches {to}");
        let path = state.transport_path(from, to).expect("a path exists");
        assert!(!path.is_empty(), "step {k}: the path crosses no meadow");
        let empty = state.empty_meadows();
        for hex in &path {
            assert_ne!(empty & hex_bit(*hex), 0, "step {k}: {hex} is not an empty meadow");
        }
        // The resource comes from an exploitation (here the learner's own) to the learner's site.
        let m = state.content.meadow_index[from as usize] as usize;
        assert_eq!(state.craftsman_on[m], LEARNER);
        assert_eq!(ruin_half(state, to, half).occupant, Occupant::Site { seat: LEARNER });
        let had = ruin_half(state, to, half).resources[resource as usize];
        let (after, events) = after_wanted(&t, k);
        assert_eq!(ruin_half(&after.state, to, half).resources[resource as usize], had + 1);
        assert!(events.contains(&Event::ResourceMoved { seat: LEARNER, from, resource, to, half }));
        // A transport of the same wheat with no meadow to cross is another move: answered.
        let direct = state.legal_actions().into_iter().find(|a| {
            matches!(a, Action::Transport { from: f, to: t2, .. }
                if *t2 == to && state.transport_path(*f, to) == Some(Vec::new()))
        });
        if let Some(direct) = direct {
            assert_eq!(t.answer(k, &direct), Answer::Other(t.steps[k].other.clone().unwrap()));
        }
    }
}

/// The step that builds, with the card it builds.
fn build_step(t: &Tutorial<ViaNebula>) -> (usize, u8, u8, u8) {
    let steps = showing(t, "build");
    let k = steps[0];
    let Some(Action::Build { hex, half, card }) = t.steps[k].wants else {
        panic!("step {k} does not build")
    };
    (k, hex, half, card)
}

#[test]
fn the_build_step_erects_a_building_on_the_learners_site() {
    let t = tutorial();
    for k in showing(&t, "build") {
        let Some(Action::Build { hex, half, card }) = t.steps[k].wants else {
            panic!("step {k} does not build")
        };
        let before = at(&t, k);
        assert_eq!(ruin_half(&before.state, hex, half).occupant, Occupant::Site { seat: LEARNER });
        let from_display = before.state.display.contains(&card);
        let in_hand = before.state.seats[0].hand & (1 << card) != 0;
        assert!(from_display || in_hand, "step {k}: contract {card} is not available");
        let (after, events) = after_wanted(&t, k);
        assert_eq!(
            ruin_half(&after.state, hex, half).occupant,
            Occupant::Building { seat: LEARNER }
        );
        assert_ne!(after.state.seats[0].fulfilled & (1 << card), 0);
        assert_eq!(after.state.seats[0].buildings, before.state.seats[0].buildings - 1);
        assert_eq!(
            after.state.seats[0].sites,
            before.state.seats[0].sites + 1,
            "the site comes back"
        );
        assert!(events.iter().any(|e| matches!(e,
            Event::BuildingErected { seat: LEARNER, hex: h, card: c, .. } if *h == hex && *c == card)));
        // The building still stands once the step is over.
        let end = at(&t, k + 1);
        assert_eq!(ruin_half(&end.state, hex, half).occupant, Occupant::Building { seat: LEARNER });
    }
}

#[test]
fn the_surplus_of_the_build_goes_to_the_learners_storage() {
    let t = tutorial();
    for k in showing(&t, "surplus-storage") {
        let Some(Action::Build { hex, half, card }) = t.steps[k].wants else {
            panic!("step {k} does not build")
        };
        let before = at(&t, k);
        let held = ruin_half(&before.state, hex, half).resources;
        let need = before.state.content.cards[card as usize].need;
        assert!(held.iter().sum::<u8>() > need.iter().sum::<u8>(), "step {k}: no surplus");
        let stored: u8 = before.state.seats[0].storage.iter().sum();
        let (after, events) = after_wanted(&t, k);
        let now: u8 = after.state.seats[0].storage.iter().sum();
        assert!(now > stored, "step {k}: the storage holds {now}, before {stored}");
        let surplus = events
            .iter()
            .find_map(|e| match e {
                Event::BuildingErected { seat: LEARNER, surplus, .. } => Some(*surplus),
                _ => None,
            })
            .expect("a building erected");
        for r in 0..5 {
            assert_eq!(surplus[r], held[r] - need[r]);
            assert_eq!(
                after.state.seats[0].storage[r],
                before.state.seats[0].storage[r] + surplus[r]
            );
        }
    }
}

#[test]
fn the_power_step_uses_the_power_of_the_card_just_built() {
    let t = tutorial();
    let (built_at, _, _, card) = build_step(&t);
    for k in showing(&t, "power") {
        assert!(k > built_at);
        let before = at(&t, k);
        let pending = before.state.pending.expect("a power is offered");
        assert_eq!(pending.card, card, "step {k}: the power is that of the card just built");
        assert_eq!(before.state.current, LEARNER);
        let wanted = t.steps[k].wants.expect("the step wants a move");
        assert_ne!(wanted, Action::SkipPower, "step {k} skips the power");
        assert!(before.state.legal_actions().contains(&Action::SkipPower));
        let (after, events) = after_wanted(&t, k);
        assert_eq!(after.state.pending, None);
        assert!(!events.iter().any(|e| matches!(e, Event::PowerSkipped { .. })));
        // Caravan: the surplus just stored goes back to the reserve.
        if let Action::ReturnResource { from: Place::Storage, resource } = wanted {
            let r = resource as usize;
            assert_eq!(after.state.seats[0].storage[r], before.state.seats[0].storage[r] - 1);
            assert_eq!(after.state.reserve[r], before.state.reserve[r] + 1);
            assert!(events.contains(&Event::ResourceReturned {
                seat: LEARNER,
                from: Place::Storage,
                resource
            }));
        } else {
            assert!(!events.is_empty(), "step {k}: the power does something");
        }
    }
}

#[test]
fn an_explorer_is_revealed_during_the_explorers_step() {
    let t = tutorial();
    for k in showing(&t, "explorers") {
        let before = at(&t, k).state.seats[0].revealed_explorers();
        let events = step_events(&t, k);
        assert!(
            events.iter().any(|(seat, e)| *seat == 0
                && matches!(e, Event::ExplorerRevealed { seat: LEARNER, .. })),
            "step {k}: no explorer revealed, events {events:?}"
        );
        assert_eq!(at(&t, k + 1).state.seats[0].revealed_explorers(), before + 1);
        // It comes from the learner's own move.
        let (_, mine) = after_wanted(&t, k);
        assert!(mine.iter().any(|e| matches!(e, Event::ExplorerRevealed { seat: LEARNER, .. })));
    }
}

#[test]
fn the_end_scoring_steps_are_read_and_the_score_counts_what_they_say() {
    let t = tutorial();
    let (_, _, _, card) = build_step(&t);
    for k in showing(&t, "end-scoring") {
        assert_eq!(t.steps[k].wants, None, "step {k} is only read");
        assert!(t.steps[k].then.is_empty());
        let session = at(&t, k);
        assert!(!session.state.is_over(), "the tutorial leaves the game going");
        let score = &session.state.score()[0];
        let explorers = session.state.seats[0].revealed_explorers() as i64;
        assert!(explorers >= 1);
        assert_eq!(score.explorers, 2 * explorers, "2 points per explorer");
        assert_eq!(score.contracts, session.state.content.cards[card as usize].points as i64);
        assert_eq!(score.end_card, 0, "nobody has built a fifth building");
        assert_eq!(session.state.end_card_holder, NONE);
    }
}

#[test]
fn a_wrong_move_gets_the_steps_answer() {
    let t = tutorial();
    for (k, step) in t.steps.iter().enumerate() {
        let session = at(&t, k);
        match &step.wants {
            Some(wanted) => {
                assert_eq!(t.answer(k, wanted), Answer::Right);
                let other = session
                    .state
                    .legal_actions()
                    .into_iter()
                    .find(|a| a != wanted)
                    .unwrap_or_else(|| panic!("step {k}: the wanted move is the only one"));
                assert_eq!(t.answer(k, &other), Answer::Other(step.other.clone().unwrap()));
            }
            None => {
                let any = session.state.legal_actions()[0];
                assert_eq!(t.answer(k, &any), Answer::ReadOnly);
            }
        }
    }
    assert_eq!(t.answer(t.steps.len(), &Action::Pass), Answer::ReadOnly);
}

#[test]
fn every_step_resumes_from_its_number() {
    let t = tutorial();
    for k in 0..=t.steps.len() {
        let session = at(&t, k);
        assert_eq!(session.verify(), Ok(()), "step {k}: the log replays");
        assert_eq!(at(&t, k), session, "step {k} rebuilds the same");
        if k < t.steps.len() {
            // Playing step k's moves on its position gives the next step's position.
            let mut next = session.clone();
            let step = &t.steps[k];
            for action in step.wants.iter().chain(&step.then) {
                next.apply(*action).unwrap();
                while let Some(a) = next.state.automatic_action() {
                    next.apply(a).unwrap();
                }
            }
            assert_eq!(next.state, at(&t, k + 1).state, "step {k}");
        }
    }
}

/// A hex as the board names it: column letter and row number (src/ui/via_nebula/words.rs).
fn hex_name(state: &ViaNebula, hex: u8) -> String {
    let (col, row) = state.content.coords[hex as usize];
    format!("{}{}", (b'A' + col) as char, row + 1)
}

#[test]
fn each_step_names_the_hexes_of_its_move_in_every_language() {
    let t = tutorial();
    for (k, step) in t.steps.iter().enumerate() {
        let state = at(&t, k).state;
        let hexes: Vec<u8> = match step.wants {
            Some(
                Action::PlaceCraftsman { hex }
                | Action::PlaceSite { hex }
                | Action::ExploreFog { hex }
                | Action::ExploreForest { hex }
                | Action::Build { hex, .. },
            ) => vec![hex],
            Some(Action::Transport { from, to, .. }) => vec![from, to],
            _ => vec![],
        };
        for lang in moonvale_table::i18n::Lang::ALL {
            let (say, errors) = moonvale_table::i18n::format(lang, &step.say, &[]);
            assert!(errors.is_empty(), "{errors:?}");
            for &hex in &hexes {
                let name = hex_name(&state, hex);
                assert!(
                    say.contains(&name),
                    "step {k} ({}): {say:?} does not name {name}",
                    lang.code()
                );
            }
        }
    }
}
