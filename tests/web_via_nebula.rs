//! The Via Nebula screens in a real browser (issue 4, points 1, 2, 4 and 7): the new-game
//! form (seats, distinct colours, seed checked), the board drawn on a high-DPI canvas, the
//! actions offered by kind, an action saved at once, and the texts following the language.
#![cfg(target_arch = "wasm32")]

#[path = "support/web.rs"]
mod web;

use moonvale::ui;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web::*;

wasm_bindgen_test_configure!(run_in_browser);

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
        wait_until("four seats", || find_all(&root, "[data-testid=seat]").len() == 4).await;
        let mut c = colours(&root);
        c.sort();
        c.dedup();
        assert_eq!(c.len(), 4, "default colours are distinct");
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
        let pixels = context
            .get_image_data(0.0, 0.0, canvas.width() as f64, canvas.height() as f64)
            .unwrap()
            .data();
        let distinct: std::collections::BTreeSet<[u8; 3]> =
            pixels.chunks(4).step_by(97).map(|p| [p[0], p[1], p[2]]).collect();
        assert!(distinct.len() > 20, "the board is drawn ({} colours)", distinct.len());

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
        let stored =
            local_storage().get_item(&format!("moonvale.game.{}", stored_id())).unwrap().unwrap();
        let record: serde_json::Value = serde_json::from_str(&stored).unwrap();
        assert_eq!(record["summary"]["actions"].to_string(), moves(), "saved after the action");
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
