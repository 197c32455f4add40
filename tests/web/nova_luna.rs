//! Nova Luna's screens rendered by the real app in Chromium: the choices listed are exactly
//! the engine's legal actions, the highlighted tableau cells are exactly its legal
//! placements (read back from the canvas pixels), and hotseat play hands the device over
//! with an undo for the player who just moved.

use crate::web::*;
use moonvale::ui;
use moonvale_rules::core::{Game, Session};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaAction};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::Element;

/// Types into a text input as a person would (value, then a bubbling `input` event).
fn type_into(input: &Element, value: &str) {
    let input: &web_sys::HtmlInputElement = input.dyn_ref().unwrap();
    input.set_value(value);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    input
        .dispatch_event(&web_sys::Event::new_with_event_init_dict("input", &init).unwrap())
        .unwrap();
}

/// The one saved Nova Luna session.
fn saved_session() -> Session<NovaLuna> {
    saved_session_now().expect("a saved game")
}

/// The one saved Nova Luna session, if the app has written it yet (the record is written by
/// an effect after the render that shows the game).
fn saved_session_now() -> Option<Session<NovaLuna>> {
    let storage = local_storage();
    let key = (0..storage.length().unwrap())
        .filter_map(|i| storage.key(i).unwrap())
        .find(|k| k.starts_with("moonvale.game."))?;
    // Stored as what a replay needs; opened as the app opens it, by replaying.
    let text = storage.get_item(&key).unwrap().unwrap();
    let record =
        moonvale_table::storage::classify(&text, &moonvale_table::storage::game_validators())
            .expect("a good record");
    Some(record.session().unwrap())
}

/// Whether the saved session holds the moves the page shows.
fn saved_as_shown(root: &Element) -> bool {
    saved_session_now().is_some_and(|s| s.log.len() == log_length(root))
}

fn listed_actions(root: &Element) -> Vec<NovaLunaAction> {
    find_all(root, "[data-testid=action]")
        .iter()
        .map(|b| serde_json::from_str(&b.get_attribute("data-action").unwrap()).unwrap())
        .collect()
}

fn log_length(root: &Element) -> usize {
    find(root, "[data-testid=game-screen]")
        .unwrap()
        .get_attribute("data-moves")
        .unwrap()
        .parse()
        .unwrap()
}

/// Sets up seats on the new-game screen: (name, computer).
async fn new_game(root: &Element, seats: &[(&str, bool)], seed: u64) {
    click(&by_test_id(root, "new-nova-luna").unwrap());
    let form = wait_for(root, "[data-testid=new-game-nova-luna]").await;
    while find_all(&form, "[data-testid=seat]").len() > seats.len() {
        click(find_all(&form, "[data-testid=remove-seat]").last().unwrap());
        sleep(30).await;
    }
    while find_all(&form, "[data-testid=seat]").len() < seats.len() {
        click(&by_test_id(&form, "nl-add-seat").unwrap());
        sleep(30).await;
    }
    for (i, (name, computer)) in seats.iter().enumerate() {
        let row = find_all(&form, "[data-testid=seat]")[i].clone();
        type_into(&by_test_id(&row, "seat-name").unwrap(), name);
        choose(
            &by_test_id(&row, "seat-kind").unwrap(),
            if *computer { "computer" } else { "human" },
        );
        sleep(10).await;
    }
    type_into(&by_test_id(&form, "nl-seed").unwrap(), &seed.to_string());
    sleep(30).await;
    click(&by_test_id(&form, "nl-start").unwrap());
    wait_for(root, "[data-testid=game-screen][data-kind=nova-luna]").await;
}

/// Whether the tableau canvas shows cell (x, y) as a legal cell: its pale yellow wash over
/// the dark background, sampled a quarter in from the cell's left edge (clear of the "+").
fn looks_legal(canvas: &web_sys::HtmlCanvasElement, x: i32, y: i32) -> bool {
    let geometry: Vec<f64> = canvas
        .get_attribute("data-geometry")
        .unwrap()
        .split(' ')
        .map(|v| v.parse().unwrap())
        .collect();
    let (ox, oy, cell) = (geometry[0], geometry[1], geometry[2]);
    let dpr = web_sys::window().unwrap().device_pixel_ratio();
    let px = (ox + (x as f64 + 0.25) * cell) * dpr;
    let py = (oy + (y as f64 + 0.5) * cell) * dpr;
    let ctx: web_sys::CanvasRenderingContext2d =
        canvas.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    let data = ctx.get_image_data(px, py, 1.0, 1.0).unwrap().data();
    let (r, g, b) = (data[0] as i32, data[1] as i32, data[2] as i32);
    // A cell to place in is washed in the highlight's yellow over the tableau's board (about
    // 107, 99, 96): warmer than the board (44, 49, 99) and than the table around it, far
    // darker than any tile.
    (95..125).contains(&r) && (88..115).contains(&g) && b < 110 && r > b + 5
}

#[wasm_bindgen_test]
async fn listed_choices_and_highlighted_cells_are_the_engines_legal_actions() {
    with_clean_storage(async {
        let root = fresh_root();
        let app = ui::mount(&root);
        wait_for(&root, "[data-testid=home]").await;
        new_game(&root, &[("Ada", false)], 99).await;

        // Rules at hand: a collapsible section (a <details>, so reachable by keyboard) with
        // the turn summary, rulings NL 1-7 and the six interpretations NL 8-13 of
        // docs/RULINGS.md, each marked as a ruling; in the player's language.
        let rules = by_test_id(&root, "nl-rules").unwrap();
        assert_eq!(rules.tag_name().to_lowercase(), "details");
        click(&find(&rules, "summary").expect("its button"));
        wait_until("the rules open", || !find_all(&rules, "[data-testid=nl-ruling]").is_empty())
            .await;
        let rulings = find_all(&rules, "[data-testid=nl-ruling]");
        assert_eq!(rulings.len(), 7 + 6, "every ruling is listed");
        for ruling in &rulings {
            assert!(text(ruling).starts_with("Ruling:"), "marked as a ruling: {}", text(ruling));
        }
        assert!(text(&rulings[1]).contains("24 spaces"), "RULINGS.md order");
        choose(&by_test_id(&root, "language").unwrap(), "fr");
        wait_until("French rulings", || {
            text(&find_all(&root, "[data-testid=nl-ruling]")[0]).starts_with("Arbitrage")
        })
        .await;
        choose(&by_test_id(&root, "language").unwrap(), "pl");
        wait_until("Polish rulings", || {
            text(&find_all(&root, "[data-testid=nl-ruling]")[0]).starts_with("Rozstrzygnięcie")
        })
        .await;
        choose(&by_test_id(&root, "language").unwrap(), "en");
        wait_until("English again", || {
            text(&find_all(&root, "[data-testid=nl-ruling]")[0]).starts_with("Ruling:")
        })
        .await;

        // Several turns: at each step, the buttons are the legal actions of the saved state.
        for step in 0..14 {
            wait_until("choices", || !find_all(&root, "[data-testid=action]").is_empty()).await;
            // Saved after every action (the save follows the render at once).
            wait_until("saved", || saved_as_shown(&root)).await;
            let session = saved_session();
            let legal = session.state.legal_actions();
            assert_eq!(
                listed_actions(&root),
                legal,
                "step {step}: the listed choices are the legal actions"
            );
            for button in find_all(&root, "[data-testid=action]") {
                assert!(!text(&button).trim().is_empty(), "every choice has a label");
            }
            if let Some(NovaLunaAction::Place { .. }) = legal.first() {
                let canvas: web_sys::HtmlCanvasElement =
                    by_test_id(&root, "nl-tableau-canvas").unwrap().dyn_into().unwrap();
                // The test page has no stylesheet: give the canvas a real size, and redraw (as
                // a window resize does).
                canvas.set_attribute("style", "width: 800px; height: 760px").unwrap();
                web_sys::window()
                    .unwrap()
                    .dispatch_event(&web_sys::Event::new("resize").unwrap())
                    .unwrap();
                sleep(50).await;
                // The tile placed last has flown into its cell (a move takes under a second).
                wait_until("the last tile in its cell", || {
                    canvas.get_attribute("data-motion").unwrap_or_default().is_empty()
                })
                .await;
                let cells: Vec<(i32, i32)> = legal
                    .iter()
                    .filter_map(|a| match a {
                        NovaLunaAction::Place { x, y } => Some((*x, *y)),
                        _ => None,
                    })
                    .collect();
                for x in -4..=4 {
                    for y in -4..=4 {
                        assert_eq!(
                            looks_legal(&canvas, x, y),
                            cells.contains(&(x, y)),
                            "step {step}: cell ({x}, {y}) highlighted iff legal ({cells:?})"
                        );
                    }
                }
            }
            // Always the last listed choice, so the tableau grows in one direction and stays in view.
            let buttons = find_all(&root, "[data-testid=action]");
            let before = log_length(&root);
            click(buttons.last().unwrap());
            wait_until("the action applied", || log_length(&root) == before + 1).await;
        }
        app.destroy();
    })
    .await;
}

#[wasm_bindgen_test]
async fn hotseat_hands_the_device_over_and_the_last_player_may_undo() {
    with_clean_storage(async {
        let root = fresh_root();
        let app = ui::mount(&root);
        wait_for(&root, "[data-testid=home]").await;
        new_game(&root, &[("Ada", false), ("Bea", false)], 5).await;
        wait_until("the new game saved", || saved_session_now().is_some()).await;

        // Two people share the device: the first to play is asked for first.
        let first =
            Session::<NovaLuna>::new(saved_session().options, 5).unwrap().state.to_act().unwrap();
        let names = ["Ada", "Bea"];
        let handover = wait_for(&root, "[data-testid=handover]").await;
        assert!(text(&handover).contains(names[first]), "{}", text(&handover));
        assert!(
            by_test_id(&root, "action").is_none(),
            "no choices before the hand-over is confirmed"
        );
        click(&by_test_id(&root, "handover-confirm").unwrap());
        wait_for(&root, "[data-testid=action]").await;

        // Play until the turn passes to the other person. The record is written by an effect
        // after the render: whose turn it is is read once it holds what the page shows (read
        // before, on a loaded machine, it still had the first person to act while the page
        // already showed the hand-over, with no choice to click).
        let mut guard = 0;
        loop {
            wait_until("the save of the page's moves", || saved_as_shown(&root)).await;
            if saved_session().state.to_act() != Some(first) {
                break;
            }
            guard += 1;
            assert!(guard < 40);
            let before = log_length(&root);
            click(&find_all(&root, "[data-testid=action]")[0]);
            wait_until("applied", || log_length(&root) == before + 1).await;
        }
        let second = 1 - first;
        let handover = wait_for(&root, "[data-testid=handover]").await;
        assert!(text(&handover).contains(names[second]), "{}", text(&handover));
        // Before handing over, the player who just moved may take the move back.
        let undo = by_test_id(&handover, "undo").expect("undo offered for the last move");
        assert!(text(&undo).contains(names[first]));
        let before = log_length(&root);
        click(&undo);
        wait_until("undone", || log_length(&root) == before - 1).await;
        assert!(by_test_id(&root, "handover").is_none(), "back to the first player, no hand-over");
        // The record is written by an effect after the render: on a loaded machine it may
        // come a frame after the page shows the undo.
        wait_until("the undo saved", || saved_session().log.len() == before - 1).await;
        assert_eq!(saved_session().log.len(), before - 1, "the undo is saved");
        assert_eq!(saved_session().state.to_act(), Some(first));
        app.destroy();
    })
    .await;
}

// What a player found: choices and the log named cells "column 0, row 0", numbers nothing on
// the board shows. A cell is named by the tiles beside it (the first tile says so), in the
// choice list and in the log, in the three languages.
#[wasm_bindgen_test]
fn cells_are_named_by_the_tiles_beside_them_in_choices_and_log() {
    use moonvale::ui::nova_luna::words;
    use moonvale_rules::core::{LoggedAction, Rng};
    use moonvale_rules::nova_luna::{NovaLunaEvent, NovaLunaOptions, Stage};
    use moonvale_table::i18n::{tr, Lang};
    use moonvale_table::storage::PlayerInfo;
    let players = vec![PlayerInfo::human("Ada", "white"), PlayerInfo::human("Bob", "black")];
    let (mut firsts, mut beside) = (0, 0);
    for seed in [3u64, 4] {
        let mut game = NovaLuna::new(&NovaLunaOptions::players(2), seed).unwrap();
        let mut rng = Rng::new(seed);
        while !game.is_over() {
            let seat = game.to_act().unwrap();
            let view = game.view(seat);
            let legal = game.legal_actions();
            for lang in [Lang::En, Lang::Fr, Lang::Pl] {
                for a in &legal {
                    let NovaLunaAction::Place { x, y } = *a else { continue };
                    let Stage::Place { seat: placer, .. } = view.stage else { panic!() };
                    let label = words::action_label(lang, &view, a);
                    let tableau = &view.players[placer].tableau;
                    let neighbours: Vec<String> = tableau
                        .iter()
                        .filter(|p| (p.x as i32 - x).abs() + (p.y as i32 - y).abs() == 1)
                        .map(|p| words::tile_name(lang, p.tile))
                        .collect();
                    if neighbours.is_empty() {
                        assert!(label.contains(&tr(lang, "nl-cell-first")), "{label}");
                        firsts += 1;
                    } else {
                        assert!(
                            neighbours.iter().any(|n| label.contains(n)),
                            "{label} {neighbours:?}"
                        );
                        beside += 1;
                    }
                    for word in ["column", "row", "colonne", "ligne", "kolumn", "wiersz"] {
                        assert!(!label.contains(word), "{label}");
                    }
                }
            }
            let action = legal[rng.below(legal.len())].clone();
            let events = game.apply(&action).unwrap();
            let placed = events.iter().find_map(|e| match e {
                NovaLunaEvent::TilePlaced { seat, tile, .. } => Some((*seat, *tile)),
                _ => None,
            });
            if let Some((placer, tile)) = placed {
                let logged = LoggedAction::<NovaLuna> { seat, action, events };
                let view = game.view(placer);
                let line =
                    words::logged_sentences(Lang::En, &view, &players, logged.seat, &logged.events)
                        .join(" ");
                assert!(line.contains(&words::tile_name(Lang::En, tile)), "{line}");
                assert!(!line.contains("column") && !line.contains("row "), "{line}");
                if view.players[placer].tableau.len() > 1 {
                    assert!(
                        line.contains(" of the ")
                            || line.contains("below")
                            || line.contains("above"),
                        "{line}"
                    );
                }
            }
        }
    }
    assert!(firsts >= 2 && beside > 100, "{firsts} {beside}");
}

// What a player found: the replay's log said "places the yellow 4 right of the red 2 and left
// of the turquoise 2" for the first tile of a tableau, naming tiles placed later, because it
// worded every placement from the last position. A placement is worded from the tableau as
// it stood then, whichever later view words it (the live log's, the replay's, a guest's):
// the same words as the choice the player took, and as the view right after it.
#[wasm_bindgen_test]
fn a_placement_is_worded_from_the_tableau_as_it_stood_then() {
    use moonvale::ui::nova_luna::words;
    use moonvale_rules::core::{LoggedAction, Rng};
    use moonvale_rules::nova_luna::{NovaLunaEvent, NovaLunaOptions};
    use moonvale_table::i18n::Lang;
    use moonvale_table::storage::PlayerInfo;
    let players = vec![PlayerInfo::human("Ada", "white"), PlayerInfo::human("Bob", "black")];
    for seed in [3u64, 8] {
        let mut game = NovaLuna::new(&NovaLunaOptions::players(2), seed).unwrap();
        let mut rng = Rng::new(seed);
        // (the log entry, where the cell was as the tableau stood, the line right after it)
        let mut placements = Vec::new();
        while !game.is_over() {
            let seat = game.to_act().unwrap();
            let legal = game.legal_actions();
            let action = legal[rng.below(legal.len())].clone();
            let chose = match action {
                NovaLunaAction::Place { x, y } => {
                    words::cell_text(Lang::En, &game.view(seat).players[seat].tableau, x, y)
                }
                _ => String::new(),
            };
            let events = game.apply(&action).unwrap();
            if events.iter().any(|e| matches!(e, NovaLunaEvent::TilePlaced { .. })) {
                let logged = LoggedAction::<NovaLuna> { seat, action, events };
                let then = words::logged_sentences(
                    Lang::En,
                    &game.view(seat),
                    &players,
                    seat,
                    &logged.events,
                );
                placements.push((logged, chose, then.join(" ")));
            }
        }
        let last = game.view(0);
        assert!(placements.len() > 20, "{}", placements.len());
        for (logged, chose, then) in placements {
            let replayed =
                words::logged_sentences(Lang::En, &last, &players, logged.seat, &logged.events)
                    .join(" ");
            assert_eq!(replayed, then, "seed {seed}: the last position words it otherwise");
            // "right of the red 2", as the tableau stood when the tile was placed.
            assert!(
                then.contains(&format!(" {chose}.")),
                "seed {seed}: {chose:?}, logged {then:?}"
            );
        }
    }
}

// What a player found: the list offered two different empty cells as "Place it below the
// turquoise 3" when two turquoise 3s lay in the tableau. A cell's name is unique within its
// list, for the list and for screen readers: cells alike by their nearest tiles are named by
// all the tiles beside them, then by where they lie among themselves. Checked on a tableau
// of two tiles alike, and over every placement of whole games, in the three languages.
#[wasm_bindgen_test]
fn each_cell_of_a_list_has_its_own_name() {
    use moonvale::ui::nova_luna::words;
    use moonvale_rules::core::Rng;
    use moonvale_rules::nova_luna::{NovaLunaOptions, PlacedTile, Stage, TileId};
    use moonvale_table::i18n::Lang;
    // Two tiles of the same colour and number, side by side with a gap between them.
    let alike = TileId::all()
        .flat_map(|a| TileId::all().map(move |b| (a, b)))
        .find(|(a, b)| {
            a < b && (a.tile().colour, a.tile().number) == (b.tile().colour, b.tile().number)
        })
        .expect("two tiles alike");
    let placed = |x: i32, tile: TileId| -> PlacedTile {
        serde_json::from_value(serde_json::json!({"x": x, "y": 0, "tile": tile, "discs": 0}))
            .unwrap()
    };
    let tableau = vec![placed(0, alike.0), placed(2, alike.1)];
    let cells = [(0, 1), (2, 1), (1, 0), (0, -1), (2, -1), (-1, 0), (3, 0)];
    for lang in Lang::ALL {
        let names = words::cell_names(lang, &tableau, &cells);
        let mut unique = names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), cells.len(), "{lang:?}: {names:?}");
        // The two cells below the tiles alike are told apart by where they lie.
        assert_ne!(names[0], names[1]);
        assert!(names[0].starts_with(&words::cell_text(lang, &tableau, 0, 1)), "{names:?}");
    }
    let mut lists = 0;
    for (players, seed) in [(1usize, 5u64), (2, 6), (3, 7), (4, 8)] {
        let mut game = NovaLuna::new(&NovaLunaOptions::players(players), seed).unwrap();
        let mut rng = Rng::new(seed);
        while !game.is_over() {
            let seat = game.to_act().unwrap();
            let view = game.view(seat);
            let legal = game.legal_actions();
            if matches!(view.stage, Stage::Place { .. }) {
                for lang in Lang::ALL {
                    let mut labels: Vec<String> =
                        legal.iter().map(|a| words::action_label(lang, &view, a)).collect();
                    let count = labels.len();
                    labels.sort();
                    labels.dedup();
                    assert_eq!(labels.len(), count, "{lang:?} seed {seed}: {labels:?}");
                }
                lists += 1;
            }
            let action = legal[rng.below(legal.len())].clone();
            game.apply(&action).unwrap();
        }
    }
    assert!(lists > 50, "{lists}");
}

// What a player found: Nova Luna solo spoke of time it does not have ("costs 3 spaces of
// time"; solo has no moon track: a tile adds its number to the score), and its end charts
// were empty ("Round 0: 0 -> Round 1: 21"). Solo has its own words, and its charts go tile by
// tile: the score as it grows, ending on the final score, and the discs left, ending on
// what is left.
#[wasm_bindgen_test]
fn solo_speaks_of_its_score_and_charts_it_tile_by_tile() {
    use moonvale::ui::nova_luna::words;
    use moonvale::ui::table::table_game::TableGame;
    use moonvale_rules::core::testing::random_session;
    use moonvale_rules::nova_luna::NovaLunaOptions;
    use moonvale_table::i18n::{t, Lang};
    use moonvale_table::table::replay::Replay;
    let session = random_session::<NovaLuna>(NovaLunaOptions::players(1), 12, None);
    let mut game = NovaLuna::new(&session.options, session.seed).unwrap();
    let mut takes = 0;
    for logged in &session.log {
        let view = game.view(0);
        if let NovaLunaAction::Take { space } = logged.action {
            let number = view.wheel[space as usize].unwrap().tile().number as u32;
            for lang in Lang::ALL {
                let worth = words::action_worth(lang, &view, &logged.action).unwrap();
                let said = t(lang, "nl-worth-take-solo", &[("number", number.into())]);
                assert_eq!(worth, said, "{lang:?}");
                for time in ["time", "temps", "czasu", "track"] {
                    assert!(!worth.contains(time), "{worth}");
                }
            }
            takes += 1;
        }
        game.apply(&logged.action).unwrap();
    }
    assert!(takes > 10, "{takes}");
    // With two players the choice still costs time on the track.
    let two = NovaLuna::new(&NovaLunaOptions::players(2), 3).unwrap();
    let take =
        two.legal_actions().into_iter().find(|a| matches!(a, NovaLunaAction::Take { .. })).unwrap();
    assert!(words::action_worth(Lang::En, &two.view(0), &take).unwrap().contains("time"));

    let replay = Replay::new(&session).unwrap();
    let races = <NovaLuna as TableGame>::end_races(Lang::En, &replay);
    let keys: Vec<&str> = races.iter().map(|r| r.key).collect();
    assert_eq!(keys, ["solo-score", "solo-discs"]);
    let score = session.state.score()[0].solo.clone().unwrap();
    let last = |i: usize| *races[i].points.last().unwrap().totals.first().unwrap();
    assert_eq!(last(0), i64::from(score.total.unwrap_or(score.current.score)));
    assert_eq!(last(1), i64::from(session.state.score()[0].discs_left));
    let placements =
        session.log.iter().filter(|l| matches!(l.action, NovaLunaAction::Place { .. })).count();
    for race in &races {
        assert_eq!(race.points.len(), placements + 1, "the start, then each tile");
        assert_eq!(race.labels[0], "At the start");
        assert_eq!(race.labels[2], "After 2 tiles");
        assert!(!race.title.contains("round"), "{}", race.title);
    }
    // The discs left only go down, from all 21.
    let discs: Vec<i64> = races[1].points.iter().map(|p| p.totals[0]).collect();
    assert_eq!(discs[0], 21);
    assert!(discs.windows(2).all(|w| w[1] <= w[0]), "{discs:?}");
}

// docs/table-screen.md "Pieces that move": what a move sets moving on the board. A take moves the
// moon pawn to the space taken (or leaves it there), sends the tile from that space to the
// hand, and moves the mover's marker on by the tile's time; a placement adds one cell to the
// placer's tableau. Over whole games, seen from a third seat's view like the person's.
#[wasm_bindgen_test]
fn each_move_sets_moving_the_pieces_it_moved() {
    use moonvale::ui::nova_luna::motion::{placed_cell, WheelMoving};
    use moonvale_rules::core::Rng;
    use moonvale_rules::nova_luna::{NovaLunaOptions, Stage};
    let (mut takes, mut places) = (0, 0);
    for seed in [5u64, 6, 7] {
        let mut game = NovaLuna::new(&NovaLunaOptions::players(3), seed).unwrap();
        let mut rng = Rng::new(seed);
        while !game.is_over() {
            let seat = game.to_act().unwrap();
            let before = game.view(2);
            let legal = game.legal_actions();
            let action = legal[rng.below(legal.len())].clone();
            game.apply(&action).unwrap();
            let after = game.view(2);
            let moving = WheelMoving::between(&before, &after);
            match action {
                NovaLunaAction::Take { space } => {
                    takes += 1;
                    assert_eq!(moving.taken, Some(space), "the tile leaves its space");
                    assert!(matches!(after.stage, Stage::Place { .. }));
                    let pawn = moving.pawn_from.unwrap_or(after.moon_pawn);
                    assert_eq!(pawn, before.moon_pawn, "the pawn steps from where it stood");
                    assert_eq!(after.moon_pawn, space, "to the space taken");
                    let (from, to) = moving.markers[seat].expect("the mover's marker moves");
                    assert!(to > from);
                    assert!(moving
                        .markers
                        .iter()
                        .enumerate()
                        .all(|(s, m)| s == seat || m.is_none()));
                }
                NovaLunaAction::Place { x, y } => {
                    places += 1;
                    assert_eq!(moving.taken, None);
                    assert_eq!(
                        placed_cell(&before.players[seat].tableau, &after.players[seat].tableau),
                        Some((x, y)),
                        "the tile arrives in its cell"
                    );
                }
                _ => assert!(moving.taken.is_none() && moving.pawn_from.is_none()),
            }
        }
    }
    assert!(takes > 50 && places > 50, "{takes} takes, {places} places");
}
