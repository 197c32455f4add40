//! The door of a view from outside (`Game::check_view`, `check_action`, `check_event`,
//! `sample_state`): every view, choice and event the engines make passes it (the property
//! checks assert that at every step of their random games), and a view, choice or event no
//! game could make is refused with a reason, never a panic: what another device, a page
//! posting to the worker or an edited file could send.

use moonvale_rules::core::testing::random_session;
use moonvale_rules::core::{Game, Rng, ViewError};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaAction, NovaLunaOptions, TileId};
use moonvale_rules::via_nebula::{Action, Event, Options, Side, ViaNebula, View, NONE};
use serde_json::Value;

/// A Via Nebula view a few turns into a 3-seat game, with the seat to act.
fn via_nebula_view() -> (View, usize) {
    let session = random_session::<ViaNebula>(Options::new(3, Side::Expert), 4, Some(40));
    let seat = session.state.to_act().unwrap();
    (session.state.view(seat), seat)
}

/// A change made to a view's JSON.
type ViewEdit<'a> = dyn Fn(&mut Value) + 'a;

/// `view` changed through its JSON (as it travels): `None` when serde itself refuses it.
fn edited<G: Game>(view: &G::View, edit: impl Fn(&mut Value)) -> Option<G::View> {
    let mut json = serde_json::to_value(view).unwrap();
    edit(&mut json);
    serde_json::from_value(json).ok()
}

/// Every edit is read (serde takes it) and refused by the door and by `sample_state` or by
/// the door alone, with a reason; never a panic.
fn refused<G: Game>(view: &G::View, edits: &[(&str, &ViewEdit<'_>)]) {
    for (what, edit) in edits {
        let Some(bad) = edited::<G>(view, edit) else { panic!("{what}: serde refused it") };
        let door = G::check_view(&bad);
        assert!(door.as_ref().is_err_and(|e| !e.0.is_empty()), "{what}: {door:?}");
        // Sampling a state from it refuses or gives a state; it never panics.
        let _ = G::sample_state(&bad, &mut Rng::new(3));
    }
}

#[test]
fn via_nebula_views_no_game_could_make_are_refused_with_a_reason() {
    let (view, seat) = via_nebula_view();
    assert_eq!(ViaNebula::check_view(&view), Ok(()));
    let other = (seat + 1) % 3;
    refused::<ViaNebula>(
        &view,
        &[
            ("a card 200 on display", &|v| v["state"]["display"][0] = 200.into()),
            ("a card on display twice", &|v| {
                v["state"]["display"][1] = v["state"]["display"][0].clone()
            }),
            ("a token 30 on a meadow", &|v| v["state"]["token_on"][0] = 30.into()),
            ("a craftsman of seat 9", &|v| v["state"]["craftsman_on"][0] = 9.into()),
            ("a fifth seat", &|v| v["state"]["players"] = 5.into()),
            ("the viewer not at the table", &|v| v["seat"] = 3.into()),
            ("seat 7 to act", &|v| v["state"]["current"] = 7.into()),
            ("another seat's hand shown", &|v| {
                v["state"]["seats"][other]["hand"] = v["state"]["seats"][seat]["hand"].clone()
            }),
            ("more hidden cards than the game has", &|v| v["hidden_private"][other] = 40.into()),
            ("a card on no one's board twice", &|v| {
                v["state"]["seats"][other]["fulfilled"] = v["state"]["seats"][seat]["hand"].clone()
            }),
            ("99 craftsmen", &|v| v["state"]["seats"][0]["craftsmen"] = 99.into()),
            ("a deck count that does not add up", &|v| v["deck_count"] = 3.into()),
            ("final turns without the end card", &|v| v["state"]["final_turns_left"] = 0.into()),
            ("a tile off the board", &|v| v["state"]["tiles"] = serde_json::json!([127])),
            ("a power of another card", &|v| {
                v["state"]["pending"] = serde_json::json!({"card": 0, "power": "airway"})
            }),
            ("the random generator shown", &|v| {
                v["state"]["rng"] = serde_json::json!({"state": 12345})
            }),
        ],
    );
}

#[test]
fn via_nebula_choices_and_events_naming_what_is_not_there_are_refused() {
    let (view, _) = via_nebula_view();
    for good in [
        Action::Pass,
        Action::PlaceCraftsman { hex: 0 },
        Action::Build { hex: 3, half: 1, card: 40 },
    ] {
        assert_eq!(ViaNebula::check_action(&view, &good), Ok(()), "{good:?}");
    }
    for bad in [
        Action::PlaceCraftsman { hex: 250 },
        Action::ExploreFog { hex: 122 },
        Action::Build { hex: 3, half: 0, card: 200 },
        Action::Transport {
            from: 2,
            resource: moonvale_rules::via_nebula::Resource::Wood,
            to: 3,
            half: 2,
        },
        Action::MoveTile { from: 1, to: 128 },
    ] {
        assert!(ViaNebula::check_action(&view, &bad).is_err(), "{bad:?}");
    }
    assert_eq!(
        ViaNebula::check_event(&view, &Event::ContractDrawn { seat: 1, card: NONE }),
        Ok(())
    );
    for bad in [
        Event::ContractRevealed { slot: 0, card: 200 },
        Event::ContractRevealed { slot: 4, card: 1 },
        Event::CraftsmanPlaced {
            seat: 5,
            hex: 1,
            token: 1,
            resource: moonvale_rules::via_nebula::Resource::Clay,
            amount: 2,
        },
        Event::TileMoved { from: 3, to: 250 },
        Event::TurnEnded { seat: 0, next: 3 },
    ] {
        assert!(ViaNebula::check_event(&view, &bad).is_err(), "{bad:?}");
    }
}

#[test]
fn nova_luna_views_no_game_could_make_are_refused_with_a_reason() {
    let session = random_session::<NovaLuna>(NovaLunaOptions::players(2), 6, Some(30));
    let seat = session.state.to_act().unwrap();
    let view = session.state.view(seat);
    assert_eq!(NovaLuna::check_view(&view), Ok(()));
    refused::<NovaLuna>(
        &view,
        &[
            ("tile 0 on the wheel", &|v| v["wheel"][1] = 0.into()),
            ("tile 200 on the wheel", &|v| v["wheel"][2] = 200.into()),
            ("a tile twice", &|v| v["wheel"][3] = v["players"][0]["tableau"][0]["tile"].clone()),
            ("the moon pawn off the wheel", &|v| v["moon_pawn"] = 30.into()),
            ("a third player", &|v| {
                let first = v["players"][0].clone();
                v["players"].as_array_mut().unwrap().push(first)
            }),
            ("the viewer not at the table", &|v| v["viewer"] = 5.into()),
            ("a tableau with a gap", &|v| v["players"][0]["tableau"][1]["x"] = 9.into()),
            ("a disc on a task the tile has not", &|v| {
                v["players"][0]["tableau"][0]["discs"] = 255.into()
            }),
            ("more discs than a player has", &|v| v["players"][1]["discs_left"] = 200.into()),
            ("a pile count that does not add up", &|v| v["pile_count"] = 60.into()),
            ("a marker far past the end", &|v| {
                v["players"][0]["marker"]["progress"] = 60000.into()
            }),
            ("a solo phase in a game of two", &|v| v["solo_phase"] = 1.into()),
            ("seat 4 to play", &|v| v["stage"] = serde_json::json!({"type": "choose", "seat": 4})),
        ],
    );
    assert!(NovaLuna::check_action(&view, &NovaLunaAction::Take { space: 12 }).is_err());
    assert!(NovaLuna::check_action(&view, &NovaLunaAction::Place { x: 1000, y: 0 }).is_err());
    assert_eq!(NovaLuna::check_action(&view, &NovaLunaAction::Place { x: -3, y: 2 }), Ok(()));
    let taken = moonvale_rules::nova_luna::NovaLunaEvent::TilePlaced {
        seat: 0,
        tile: TileId(69),
        x: 0,
        y: 0,
    };
    assert!(NovaLuna::check_event(&view, &taken).is_err());
}

#[test]
fn sampling_a_view_no_state_fits_is_refused_not_a_panic() {
    // The messages `expect("consistent view")` and `expect("a view holds valid tableaux")`
    // once gave: now refusals.
    let (view, seat) = via_nebula_view();
    let other = (seat + 1) % 3;
    let bad = edited::<ViaNebula>(&view, |v| v["hidden_drawn"][other] = 60.into()).unwrap();
    let sampled: Result<ViaNebula, ViewError> = ViaNebula::sample_state(&bad, &mut Rng::new(1));
    assert!(sampled.is_err());
    let session = random_session::<NovaLuna>(NovaLunaOptions::players(2), 6, Some(30));
    let view = session.state.view(0);
    let bad = edited::<NovaLuna>(&view, |v| v["players"][0]["tableau"][1]["x"] = 9.into()).unwrap();
    assert!(NovaLuna::sample_state(&bad, &mut Rng::new(1)).is_err());
}
