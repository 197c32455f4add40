//! The Via Nebula screens in a real browser (docs/table-screen.md "The table's screen"): the
//! new-game form (seats, distinct colours, seed checked), the board drawn on a high-DPI canvas, the
//! actions offered by kind, an action saved at once, and the texts following the language.

use crate::web::*;
use moonvale::ui;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

fn colours(root: &web_sys::Element) -> Vec<String> {
    find_all(root, "[data-testid=seat-colour]")
        .into_iter()
        .map(|s| s.dyn_into::<web_sys::HtmlSelectElement>().unwrap().value())
        .collect()
}

fn saved_games() -> usize {
    let storage = local_storage();
    (0..storage.length().unwrap())
        .filter_map(|i| storage.key(i).unwrap())
        .filter(|k| k.starts_with("moonvale.game."))
        .count()
}

#[wasm_bindgen_test]
async fn new_game_form_then_a_drawn_board_with_actions_by_kind_saved_after_each_action() {
    with_clean_storage(async {
        let root = fresh_root();
        let app = ui::mount(&root);
        wait_for(&root, "[data-testid=home]").await;
        click(&by_test_id(&root, "new-via-nebula").unwrap());
        wait_for(&root, "[data-testid=new-game-via-nebula]").await;

        // Two seats by default, four on request, each with its own colour.
        assert_eq!(find_all(&root, "[data-testid=seat]").len(), 2);
        choose(&by_test_id(&root, "vn-player-count").unwrap(), "4");
        // The selects show their seats' colours once the page has drawn them (a CI run read a
        // new seat's select before it showed its colour): wait for that, not for the seat count.
        let distinct_colours = || {
            let mut c = colours(&root);
            c.sort();
            c.dedup();
            c.len()
        };
        wait_until("four seats, each its own colour", || {
            find_all(&root, "[data-testid=seat]").len() == 4 && distinct_colours() == 4
        })
        .await;
        // Taking another seat's colour swaps them: colours stay distinct.
        let first = colours(&root)[0].clone();
        let second = colours(&root)[1].clone();
        choose(&find_all(&root, "[data-testid=seat-colour]")[1], &first);
        wait_until("swapped", || colours(&root)[0] == second && colours(&root)[1] == first).await;
        choose(&by_test_id(&root, "vn-player-count").unwrap(), "2");
        wait_until("two seats", || find_all(&root, "[data-testid=seat]").len() == 2).await;

        // A seed that is not a number is refused with a message, and nothing is saved.
        let seed: web_sys::HtmlInputElement =
            by_test_id(&root, "vn-seed").unwrap().dyn_into().unwrap();
        type_into(&seed, "twelve");
        click(&by_test_id(&root, "vn-start").unwrap());
        let error = wait_for(&root, "[data-testid=vn-setup-error]").await;
        assert!(text(&error).contains("whole number"), "{}", text(&error));
        assert_eq!(saved_games(), 0);

        type_into(&seed, "12");
        click(&by_test_id(&root, "vn-start").unwrap());
        // Seat 1 is a person, seat 2 the computer: no hand-over screen.
        let board = wait_for(&root, "[data-testid=vn-board]").await;
        assert_eq!(saved_games(), 1, "the game is saved as soon as it starts");
        let canvas: web_sys::HtmlCanvasElement = board.dyn_into().unwrap();
        wait_until("drawn", || canvas.width() > 0).await;
        let dpr = web_sys::window().unwrap().device_pixel_ratio();
        assert_eq!(
            canvas.width(),
            (canvas.client_width() as f64 * dpr).round() as u32,
            "backing store follows devicePixelRatio"
        );
        let context: web_sys::CanvasRenderingContext2d =
            canvas.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
        // The backing store is sized before the next frame draws on it: wait for the
        // drawing itself (many colours), not for the size.
        let colours = || {
            let pixels = context
                .get_image_data(0.0, 0.0, canvas.width() as f64, canvas.height() as f64)
                .unwrap()
                .data();
            let distinct: std::collections::BTreeSet<[u8; 3]> =
                pixels.chunks(4).step_by(97).map(|p| [p[0], p[1], p[2]]).collect();
            distinct.len()
        };
        wait_until("the board is drawn (more than 20 colours)", || colours() > 20).await;

        // Whose turn; the contracts; the legal actions by kind. If the computer plays
        // first, wait for the person's turn.
        wait_until("the person's turn", || by_test_id(&root, "vn-turn").is_some()).await;
        assert_eq!(find_all(&root, "[data-testid=vn-display-card]").len(), 4);
        assert!(by_test_id(&root, "vn-hand").is_some(), "the person sees their private contracts");
        let kinds = find_all(&root, "[data-testid=vn-kind]");
        assert!(kinds.iter().any(|k| k.get_attribute("data-kind").as_deref() == Some("craftsman")));
        // The first kind's targets are highlighted (drawn after the render that shows them).
        wait_until("targets", || !board_targets(&root).is_empty()).await;

        let moves =
            || by_test_id(&root, "game-screen").unwrap().get_attribute("data-moves").unwrap();
        let before = moves();
        click(&find_all(&root, "[data-testid=action]")[0]);
        wait_until("applied", || moves() != before).await;
        // The save is the drawing's effect, which Yew may run a frame after the drawing (and
        // the computer may answer in between): wait until what is stored has caught up.
        let stored_actions = || {
            let stored = local_storage()
                .get_item(&format!("moonvale.game.{}", stored_id()))
                .unwrap()
                .unwrap();
            let record: serde_json::Value = serde_json::from_str(&stored).unwrap();
            record["summary"]["actions"].to_string()
        };
        wait_until("saved after the action", || stored_actions() == moves()).await;
        assert_ne!(stored_actions(), before, "saved after the action");
        assert!(!text(&by_test_id(&root, "log").unwrap()).is_empty(), "the log tells the action");

        // Rules at hand: every Via Nebula ruling of docs/RULINGS.md (1-13, 13a, 14, 15, 15a,
        // 16, 17, 18: twenty), each marked as a ruling.
        let rules = by_test_id(&root, "vn-rules").unwrap();
        assert_eq!(
            rules.tag_name().to_lowercase(),
            "details",
            "a collapsible section, reachable by keyboard"
        );
        click(&find(&rules, "summary").expect("its button"));
        wait_until("the rules open", || !find_all(&rules, "[data-testid=vn-ruling]").is_empty())
            .await;
        let rulings = find_all(&rules, "[data-testid=vn-ruling]");
        assert_eq!(rulings.len(), 16 + 4, "every ruling is listed");
        for ruling in &rulings {
            assert!(text(ruling).starts_with("Ruling:"), "marked as a ruling: {}", text(ruling));
        }
        assert!(
            text(&rulings[1]).contains("same action may be taken twice"),
            "ruling 2 in RULINGS.md order"
        );

        // The texts follow the language.
        choose(&by_test_id(&root, "language").unwrap(), "fr");
        wait_until("French", || {
            text(&by_test_id(&root, "game-screen").unwrap()).contains("Contrats")
        })
        .await;
        choose(&by_test_id(&root, "language").unwrap(), "pl");
        wait_until("Polish", || {
            text(&by_test_id(&root, "game-screen").unwrap()).contains("Kontrakty")
        })
        .await;
        choose(&by_test_id(&root, "language").unwrap(), "en");
        app.destroy();
    })
    .await;
}

/// Types into an input as a person would (value, then a bubbling `input` event: Yew
/// listens at the root).
fn type_into(input: &web_sys::HtmlInputElement, value: &str) {
    input.set_value(value);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    input
        .dispatch_event(&web_sys::Event::new_with_event_init_dict("input", &init).unwrap())
        .unwrap();
}

fn board_targets(root: &web_sys::Element) -> Vec<String> {
    by_test_id(root, "vn-board")
        .and_then(|b| b.get_attribute("data-targets"))
        .unwrap_or_default()
        .split(',')
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

fn stored_id() -> String {
    let storage = local_storage();
    (0..storage.length().unwrap())
        .filter_map(|i| storage.key(i).unwrap())
        .find_map(|k| k.strip_prefix("moonvale.game.").map(str::to_string))
        .unwrap()
}

/// Seat 0 (4 players) has just built the first card with `power`, as its first action
/// (`second`: as its second, no action left), with a second site of its own waiting.
fn built_with(
    power: moonvale_rules::via_nebula::Power,
    second: bool,
) -> moonvale_rules::via_nebula::ViaNebula {
    use moonvale_rules::core::Game;
    use moonvale_rules::via_nebula::{testing::Scenario, Action, Side};
    let mut s = Scenario::empty(4, Side::Beginner);
    let card = s.cards_with(power)[0];
    if s.state.content.cards[card as usize].private {
        s.hand(0, card);
    } else {
        s.display(0, card);
    }
    let need = s.need_of(card);
    let (ruin, other) = (s.hex(1, 2), s.hex(0, 3));
    s.site(0, ruin, 0, &need);
    s.site(0, other, 0, &[(moonvale_rules::via_nebula::Resource::Clay, 1)]);
    if second {
        s.state.actions_left = 1;
    }
    s.state.apply(&Action::Build { hex: ruin, half: 0, card }).unwrap();
    s.state
}

// The turn panel while a power waits (what a player found: "Use the power of Secret Plan"
// listed twice, "Power of Store: — Swap…", "no action left" while the choice waits, and
// Distillery's lost extra action on the fifth building not said).
#[wasm_bindgen_test]
fn a_waiting_power_is_said_once_without_stray_marks_and_the_status_names_it() {
    use moonvale::ui::via_nebula::words::{self, Kind};
    use moonvale_rules::core::Game;
    use moonvale_rules::via_nebula::content::Power;
    use moonvale_rules::via_nebula::Action;
    use moonvale_table::i18n::{t, tr, Lang};
    let every = Power::PRIVATE.iter().chain(Power::NEUTRAL.iter()).map(|&(p, _)| p);
    let asking = every.filter(|p| p.asks_when_built());
    let mut checked = 0;
    for power in asking {
        for second in [false, true] {
            let state = built_with(power, second);
            assert_eq!(state.pending.map(|p| p.power), Some(power));
            let legal = state.legal_actions();
            let mut kinds: Vec<Kind> = legal.iter().map(Kind::of).collect();
            kinds.dedup();
            for lang in [Lang::En, Lang::Fr, Lang::Pl] {
                // Every button of the panel, whichever kind is open: each choice once, and
                // no two buttons saying the same.
                let singles: Vec<Action> =
                    kinds.iter().filter_map(|&k| words::single_action(&legal, k)).collect();
                for &kind in &kinds {
                    let listed = words::listed_actions(&legal, Some(kind), &[]);
                    let mut buttons: Vec<Action> = singles.clone();
                    buttons.extend(&listed);
                    let mut labels: Vec<String> =
                        buttons.iter().map(|a| words::action_label(lang, &state, a)).collect();
                    let count = labels.len();
                    labels.sort();
                    labels.dedup();
                    assert_eq!(labels.len(), count, "{power:?} {kind:?} {lang:?}: {labels:?}");
                }
                let text = words::pending_power_text(lang, &state).unwrap();
                assert!(text.contains(&words::power_effect(lang, power)), "{text}");
                assert!(
                    !text.contains(" — ") && !text.contains(": —") && !text.contains(" : —"),
                    "{text}"
                );
                // The status names the power, not "no action left".
                let status = words::turn_status(lang, &state, "Ada");
                assert!(status.contains(&words::power_name(lang, power)), "{status}");
                let none_left =
                    t(lang, "vn-turn-of", &[("player", "Ada".into()), ("count", 0usize.into())]);
                assert_ne!(status, none_left);
                // Only Distillery's extra action on the fifth building is lost.
                assert!(!text.contains(&tr(lang, "vn-power-lost")), "{text}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 3 * 2 * 10, "{checked}");

    // Distillery as the fifth building: the choice and the power's words say it is lost.
    use moonvale_rules::via_nebula::{testing::Scenario, Side};
    let mut s = Scenario::empty(2, Side::Beginner);
    let ruins = s.state.content.ruin_hexes.clone();
    let stores = s.cards_with(Power::Store);
    for i in 0..4 {
        s.building(0, ruins[i], 0, stores[i]);
    }
    let card = s.cards_with(Power::Distillery)[0];
    s.display(0, card);
    let need = s.need_of(card);
    s.site(0, ruins[5], 0, &need);
    s.state.apply(&Action::Build { hex: ruins[5], half: 0, card }).unwrap();
    for (lang, lost) in [(Lang::En, "lost"), (Lang::Fr, "perdue"), (Lang::Pl, "przepada")] {
        let label = words::action_label(lang, &s.state, &Action::UsePower);
        assert!(label.contains(lost), "{lang:?}: {label}");
        let text = words::pending_power_text(lang, &s.state).unwrap();
        assert!(text.contains(lost), "{lang:?}: {text}");
    }
    let first = built_with(Power::Distillery, false);
    let label = words::action_label(Lang::En, &first, &Action::UsePower);
    assert!(!label.contains("lost"), "{label}");
}

// What a player found: the log said "Me made a move." for the first step of a power of two
// choices (Airway's tile, Store's resource to give, Express Delivery's site), which has no
// event, and for stopping Export after one resource. Every step says what it did, to every
// seat, in every language; over whole games too, no line is the bare "made a move".
#[wasm_bindgen_test]
fn every_step_of_a_power_says_what_it_did() {
    use moonvale::ui::table::table_game::log_lines_seen_by;
    use moonvale_rules::core::{Game, LoggedAction};
    use moonvale_rules::via_nebula::content::Power;
    use moonvale_rules::via_nebula::{Action, ViaNebula};
    use moonvale_table::i18n::{t, Lang};
    use moonvale_table::storage::PlayerInfo;
    let players: Vec<PlayerInfo> = ["Ada", "Bob", "Cy", "Di"]
        .iter()
        .zip(["blue", "yellow", "purple", "vermilion"])
        .map(|(n, c)| PlayerInfo::human(*n, c))
        .collect();
    let bare = |lang: Lang, seat: usize| {
        t(lang, "log-acted", &[("name", players[seat].name.words(lang).into())])
    };
    let mut told = 0;
    let mut check = |state: &mut ViaNebula, action: Action| {
        let seat = state.to_act().unwrap();
        let events = state.apply(&action).unwrap();
        let logged = LoggedAction::<ViaNebula> { seat, action, events };
        for eyes in 0..state.player_count() {
            let view = state.view(eyes);
            for lang in Lang::ALL {
                let lines = log_lines_seen_by::<ViaNebula>(lang, &view, &players, &logged, eyes);
                assert!(!lines.is_empty(), "{:?}", logged.action);
                assert!(
                    !lines.contains(&bare(lang, seat)),
                    "{lang:?} {:?}: {lines:?}",
                    logged.action
                );
            }
        }
        told += 1;
    };
    for power in [Power::Airway, Power::Store, Power::ExpressDelivery, Power::Export] {
        let mut state = built_with(power, false);
        if power == Power::Airway {
            // A meadow tile on the board, for Airway to lift.
            let hex = moonvale_rules::via_nebula::testing::Scenario::empty(
                4,
                moonvale_rules::via_nebula::Side::Beginner,
            )
            .hex(2, 2);
            state.tiles |= 1u128 << hex;
            state.tile_reserve -= 1;
        }
        // Every choice of the power, step by step, until it is settled.
        while state.pending.is_some() {
            let step = *state.legal_actions().iter().find(|a| **a != Action::SkipPower).unwrap();
            check(&mut state, step);
            if power == Power::Export && state.pending.is_some() {
                check(&mut state, Action::SkipPower);
            }
        }
    }
    for (players, seed) in [(2u8, 1u64), (3, 2), (4, 3)] {
        let options = moonvale_rules::via_nebula::Options::new(
            players,
            moonvale_rules::via_nebula::Side::Expert,
        );
        let session =
            moonvale_rules::core::testing::random_session::<ViaNebula>(options, seed, None);
        let mut state = ViaNebula::new(&session.options, session.seed).unwrap();
        for logged in &session.log {
            check(&mut state, logged.action);
        }
    }
    assert!(told > 300, "{told}");
}

// What a player found: "Points over the rounds" climbed to 23 and fell to 18 in the last
// round, because storage is charged only at the end. The chart follows what "If the game
// ended now" shows (the running score with ruling 14's final collection counted), at every
// point, and ends on the final scores.
#[wasm_bindgen_test]
fn the_points_chart_counts_the_storage_charge_all_along() {
    use moonvale::ui::table::table_game::TableGame;
    use moonvale_rules::core::Game;
    use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
    use moonvale_table::i18n::Lang;
    use moonvale_table::table::replay::Replay;
    let mut charged = 0;
    for (players, seed) in [(2u8, 21u64), (3, 22), (4, 23)] {
        let session = moonvale_rules::core::testing::random_session::<ViaNebula>(
            Options::new(players, Side::Beginner),
            seed,
            None,
        );
        let replay = Replay::new(&session).unwrap();
        let races = <ViaNebula as TableGame>::end_races(Lang::En, &replay);
        assert_eq!(races.len(), 1);
        for point in &races[0].points {
            let state = replay.state(point.step);
            let if_ended: Vec<i64> =
                (0..players).map(|seat| state.score_if_ended_now(seat).total).collect();
            assert_eq!(point.totals, if_ended, "seed {seed}, round {}", point.round);
            let running: Vec<i64> = state.score().iter().map(|s| s.total).collect();
            charged += usize::from(running != if_ended);
        }
        let last = races[0].points.last().unwrap();
        assert_eq!(last.totals, session.state.outcome().unwrap().scores, "seed {seed}");
    }
    assert!(charged > 0, "some round had resources waiting to be charged");
}

// What a player found: a hint said what to play but not why. Every basic action a hint may
// suggest has its reason in a few words, from the engine: a transport names the contract it
// serves (and what it still lacks), a build or an exploitation its points.
#[wasm_bindgen_test]
fn a_suggested_basic_action_says_why_in_a_few_words() {
    use moonvale::ui::via_nebula::{words, worth};
    use moonvale_rules::core::{Game, Rng};
    use moonvale_rules::via_nebula::{Action, Options, Side, ViaNebula};
    use moonvale_table::i18n::Lang;
    let (mut transports, mut builds) = (0, 0);
    for (players, seed) in [(2u8, 21u64), (4, 22)] {
        let mut g = ViaNebula::new(&Options::new(players, Side::Beginner), seed).unwrap();
        let mut rng = Rng::new(seed);
        while !g.is_over() {
            let legal = g.legal_actions();
            let view = g.view(g.current as usize).state;
            for a in &legal {
                let basic = matches!(
                    a,
                    Action::PlaceCraftsman { .. }
                        | Action::PlaceSite { .. }
                        | Action::ExploreFog { .. }
                        | Action::ExploreForest { .. }
                        | Action::Transport { .. }
                        | Action::Build { .. }
                );
                for lang in [Lang::En, Lang::Fr, Lang::Pl] {
                    let reason = worth::hint_reason(lang, &view, a);
                    assert_eq!(reason.is_some(), basic, "{a:?}");
                    let Some(reason) = reason else { continue };
                    assert!(!reason.is_empty() && reason.chars().count() < 90, "{reason}");
                    if let Action::Transport { resource, to, half, .. } = *a {
                        if let Some((card, _)) = view.contract_served(to, half, resource) {
                            assert!(
                                reason.contains(&words::card_name(lang, &view, card)),
                                "{reason}"
                            );
                            transports += 1;
                        }
                    }
                    if let Action::Build { hex, half, card } = *a {
                        let points = view.build_worth(hex, half, card).unwrap().points;
                        assert!(reason.contains(&words::points(lang, points)), "{reason}");
                        builds += 1;
                    }
                }
            }
            g.apply(&legal[rng.below(legal.len())]).unwrap();
        }
    }
    assert!(transports > 30 && builds > 3, "{transports} {builds}");
}

// What a seat may read of the log comes from one place, the engine's `GameEvent::seen_by`:
// a contract drawn with Secret Plan is named in its drawer's log, and in no one else's.
#[wasm_bindgen_test]
fn a_drawn_contract_is_named_to_its_drawer_only() {
    use moonvale::ui::table::table_game::log_lines_seen_by;
    use moonvale::ui::via_nebula::words;
    use moonvale_rules::core::{Game, LoggedAction};
    use moonvale_rules::via_nebula::{Action, Power, ViaNebula};
    use moonvale_table::i18n::Lang;
    use moonvale_table::storage::PlayerInfo;
    let mut state = built_with(Power::SecretPlan, false);
    let events = state.apply(&Action::UsePower).unwrap();
    let moonvale_rules::via_nebula::Event::ContractDrawn { card, .. } = events[0] else {
        panic!("{events:?}")
    };
    let logged = LoggedAction::<ViaNebula> { seat: 0, action: Action::UsePower, events };
    let players: Vec<PlayerInfo> =
        ["Ada", "Bob", "Cy", "Di"].iter().map(|n| PlayerInfo::human(*n, "blue")).collect();
    for lang in [Lang::En, Lang::Fr, Lang::Pl] {
        let name = words::card_name(lang, &state, card);
        let own = log_lines_seen_by::<ViaNebula>(lang, &state.view(0), &players, &logged, 0);
        assert!(own.join(" ").contains(&name), "{own:?}");
        for other in 1..4 {
            let theirs =
                log_lines_seen_by::<ViaNebula>(lang, &state.view(other), &players, &logged, other);
            assert!(!theirs.join(" ").contains(&name), "{theirs:?}");
            assert!(theirs.join(" ").contains("Ada"), "{theirs:?}");
        }
    }
}

// A phone held upright (docs/table-screen.md "The Via Nebula board"): the valley turns a quarter so
// the whole of it fits with hexes wide enough to tap; every hex is inside the canvas and a tap on
// its centre finds it; a wide canvas keeps it upright. Both player counts' valleys.
#[wasm_bindgen_test]
fn a_tall_canvas_turns_the_whole_valley_with_hexes_wide_enough_to_tap() {
    use moonvale::ui::via_nebula::geometry::{Geometry, ViewTransform, MIN_TARGET_PX};
    use moonvale_rules::via_nebula::{testing::Scenario, Side};
    let view = ViewTransform::default();
    for players in [2, 3, 4] {
        let state = Scenario::empty(players, Side::Beginner).state;
        let phone = (358.0, 472.0);
        let turned = Geometry::for_canvas(&state, phone);
        assert!(turned.turned, "{players} players: a tall canvas turns the valley");
        let upright = Geometry::of(&state);
        assert!(turned.hex_px(phone, &view) > upright.hex_px(phone, &view) * 1.2);
        assert!(
            turned.hex_px(phone, &view) >= MIN_TARGET_PX,
            "{players} players: hexes of {:.1} px",
            turned.hex_px(phone, &view)
        );
        let every = (0..state.content.hex_count()).fold(0u128, |set, h| set | 1u128 << h);
        assert_eq!(turned.targets_in_view(phone, &view, every), state.content.hex_count());
        assert_eq!(turned.opening_view(phone, every), None, "the turn opens on the whole valley");
        let (scale, ox, oy) = turned.mapping(phone, &view);
        for (h, &(x, y)) in turned.centres.iter().enumerate() {
            assert_eq!(turned.hex_at(phone, &view, ox + x * scale, oy + y * scale), Some(h as u8));
        }
        // Turning keeps every distance: neighbours are still one hex width apart.
        let d = |g: &Geometry, a: usize, b: usize| {
            ((g.centres[a].0 - g.centres[b].0).powi(2) + (g.centres[a].1 - g.centres[b].1).powi(2))
                .sqrt()
        };
        for a in 0..8 {
            assert!((d(&turned, a, a + 1) - d(&upright, a, a + 1)).abs() < 1e-9);
        }
        assert!(!Geometry::for_canvas(&state, (584.0, 500.0)).turned, "a wide canvas: upright");
    }
}

// Pieces that move (docs/table-screen.md "Pieces that move"): over whole games of random moves,
// each move shows what it put in place: a craftsman on its meadow, a site or a building on its
// ruin, a meadow tile on the fog, a resource carried from its meadow along its path to its
// site, a craftsman back to its guild once its token is emptied.
#[wasm_bindgen_test]
fn each_move_shows_the_pieces_it_put_in_place() {
    use moonvale::ui::via_nebula::motion::Moving;
    use moonvale_rules::core::Game;
    use moonvale_rules::via_nebula::{testing::Scenario, Action, Event, Side};
    let mut seen = [0usize; 6];
    for (game, players) in [(1u64, 2u8), (2, 3), (3, 4)] {
        let mut state = Scenario::new(players, Side::Beginner).state;
        let mut pick = game;
        for _ in 0..400 {
            if state.is_over() {
                break;
            }
            let legal = state.legal_actions();
            pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let action = legal[(pick >> 33) as usize % legal.len()];
            let before = state.clone();
            let events = state.apply(&action).unwrap();
            let moving = Moving::between(&before, &state);
            let meadow = |hex: u8| state.content.meadow_hexes.iter().position(|&h| h == hex);
            // A craftsman whose token is emptied goes back to its guild: shown rising off it.
            for event in &events {
                if let Event::CraftsmanReturned { seat, hex } = *event {
                    assert!(moving.returning.contains(&(meadow(hex).unwrap(), seat)), "{event:?}");
                    seen[5] += 1;
                }
            }
            let ruin = |hex: u8| state.content.ruin_hexes.iter().position(|&h| h == hex);
            match action {
                Action::PlaceCraftsman { hex } => {
                    assert_eq!(moving.craftsmen, vec![meadow(hex).unwrap()], "{action:?}");
                    seen[0] += 1;
                }
                Action::PlaceSite { hex } => {
                    assert!(moving.ruins.iter().any(|&(r, _)| Some(r) == ruin(hex)), "{action:?}");
                    seen[1] += 1;
                }
                Action::Build { hex, half, .. } => {
                    assert!(moving.ruins.contains(&(ruin(hex).unwrap(), half)), "{action:?}");
                    seen[2] += 1;
                }
                Action::ExploreFog { hex } => {
                    assert!(moving.tiles & (1u128 << hex) != 0, "{action:?}");
                    seen[3] += 1;
                }
                Action::Transport { from, resource, to, .. } => {
                    let carried: Vec<_> =
                        moving.carried.iter().map(|c| (c.from, c.to, c.resource)).collect();
                    assert_eq!(carried, vec![(from, to, resource)], "{action:?}");
                    // Along the path the transport took, over the meadows between.
                    let via = before.transport_path(from, to).unwrap();
                    assert_eq!(moving.carried[0].hexes().len(), via.len() + 2, "{action:?}");
                    assert_eq!(moving.carried[0].via, via, "{action:?}");
                    seen[4] += 1;
                }
                _ => {}
            }
        }
    }
    assert!(seen.iter().all(|&n| n > 0), "every kind of move was seen: {seen:?}");
}

// What a player found: "Why?" says its moves are listed best first and showed 68 % above
// 69 % (the worker lists them by visits). The panel lists them by the chance it shows, then
// by visits, and marks the first as the best.
#[wasm_bindgen_test]
fn why_lists_its_moves_by_the_chance_it_shows() {
    use moonvale::ui::platform::computer::Weighed;
    use moonvale::ui::table::why::Why;
    use moonvale_rules::core::Game;
    use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
    let g = ViaNebula::new(&Options::new(2, Side::Beginner), 21).unwrap();
    let legal = g.legal_actions();
    assert!(legal.len() >= 3);
    let weighed = vec![
        Weighed { action: legal[0], value: 0.68, visits: 900 },
        Weighed { action: legal[1], value: 0.69, visits: 400 },
        Weighed { action: legal[2], value: 0.688, visits: 500 },
    ];
    let why = Why::<ViaNebula>::new(0, g.view(1), legal[0], weighed);
    let order: Vec<_> = why.weighed.iter().map(|w| (w.action, w.visits)).collect();
    // 69 % (500 visits), 69 % (400), then 68 %.
    assert_eq!(order, vec![(legal[2], 500), (legal[1], 400), (legal[0], 900)]);
    assert_eq!(why.best(), Some(&legal[2]));
}
