//! docs/daily-and-rating.md "A rating": a person's rating against the computer levels, Elo's way.

use moonvale_ai::Level;
use moonvale_rules::core::GameKind;
use moonvale_table::rating::{expected, history, level_rating, K, START};
use moonvale_table::stats::{GameSummary, StatsBook};
use moonvale_table::storage::PlayerInfo;

fn game(
    id: &str,
    ms: u64,
    players: Vec<PlayerInfo>,
    scores: Vec<i64>,
    winners: Vec<usize>,
) -> GameSummary {
    GameSummary {
        id: id.into(),
        kind: GameKind::ViaNebula,
        title: "t".into(),
        players,
        scores,
        higher_is_better: true,
        winners,
        ending: moonvale_rules::core::Ending::FifthBuilding,
        finished_ms: ms,
        assisted: false,
    }
}

fn book(games: Vec<GameSummary>) -> StatsBook {
    StatsBook { games, ..StatsBook::default() }
}

#[test]
fn the_levels_are_rated_from_their_tournaments_in_order() {
    for kind in [GameKind::ViaNebula, GameKind::NovaLuna] {
        let (e, m, h) = (
            level_rating(kind, Level::Easy),
            level_rating(kind, Level::Medium),
            level_rating(kind, Level::Hard),
        );
        assert_eq!(e, 1000.0);
        assert!(e < m && m < h, "{kind:?}: {e} {m} {h}");
    }
    // Via Nebula: Medium beat Easy 96.0 % of the time: the gap says so back.
    let medium = level_rating(GameKind::ViaNebula, Level::Medium);
    assert!((expected(medium, 1000.0) - 0.960).abs() < 1e-9);
    assert!((expected(1200.0, 1200.0) - 0.5).abs() < 1e-12);
}

#[test]
fn a_win_against_hard_raises_the_rating_more_than_one_against_easy_and_a_loss_lowers_it() {
    let ada = || PlayerInfo::human("Ada", "blue");
    let vs = |level| vec![ada(), PlayerInfo::computer("Cy", "red", level)];
    let beat = |level| {
        history(&book(vec![game("g", 1, vs(level), vec![30, 20], vec![0])]), GameKind::ViaNebula)[0]
            .change
    };
    let lose = |level| {
        history(&book(vec![game("g", 1, vs(level), vec![20, 30], vec![1])]), GameKind::ViaNebula)[0]
            .change
    };
    assert!(beat(Level::Hard) > beat(Level::Easy) && beat(Level::Easy) > 0.0);
    assert!(lose(Level::Easy) < lose(Level::Hard) && lose(Level::Hard) < 0.0);
    // The exact formula: K × (S − E).
    let e = expected(START, level_rating(GameKind::ViaNebula, Level::Hard));
    assert!((beat(Level::Hard) - K * (1.0 - e)).abs() < 1e-9);
}

#[test]
fn only_games_with_one_person_and_a_computer_count_oldest_first() {
    let ada = PlayerInfo::human("Ada", "blue");
    let bob = PlayerInfo::human("Bob", "green");
    let cy = PlayerInfo::computer("Cy", "red", Level::Medium);
    let di = PlayerInfo::computer("Di", "yellow", Level::Hard);
    let games = vec![
        game("later", 20, vec![ada.clone(), cy.clone()], vec![10, 30], vec![1]),
        game("first", 10, vec![ada.clone(), cy.clone(), di.clone()], vec![30, 20, 25], vec![0]),
        game("hotseat", 15, vec![ada.clone(), bob.clone()], vec![30, 20], vec![0]),
        game("computers", 16, vec![cy.clone(), di.clone()], vec![30, 20], vec![0]),
    ];
    let points = history(&book(games), GameKind::ViaNebula);
    assert_eq!(points.iter().map(|p| p.id.as_str()).collect::<Vec<_>>(), ["first", "later"]);
    // The first game beat two computers: two gains; the second lost to one.
    assert!(points[0].change > 0.0 && points[1].change < 0.0);
    assert!((points[1].rating - (START + points[0].change + points[1].change)).abs() < 1e-9);
    assert!(history(&book(Vec::new()), GameKind::NovaLuna).is_empty());
}

#[test]
fn the_history_chart_is_scaled_around_the_ratings_not_from_zero() {
    use moonvale_table::table::charts::{line_chart_around, MARGIN_BOTTOM, MARGIN_TOP};
    let chart = line_chart_around(&[vec![1216, 1232, 1220]], &[1, 2, 3], 360.0, 180.0);
    assert!(chart.scale.low > 1000 && chart.scale.low < 1216, "{:?}", chart.scale);
    assert!(chart.scale.high > 1232 && chart.scale.high < 1400, "{:?}", chart.scale);
    for &(_, y) in &chart.lines[0] {
        assert!((MARGIN_TOP..=180.0 - MARGIN_BOTTOM).contains(&y));
    }
    // The three points are apart: the highest is the highest on the chart (smallest y).
    let ys: Vec<f64> = chart.lines[0].iter().map(|p| p.1).collect();
    assert!(ys[1] < ys[2] && ys[2] < ys[0]);
}

// What a player found after an assisted win: "Won by a person 0 / Played with help 1, 1 won",
// with nothing saying why. The rule that keeps a game out of the rating names its reason,
// for the end screen to say: help first, then solo, no person, several people, no computer.
#[test]
fn a_game_left_out_of_the_rating_says_why() {
    use moonvale_table::rating::{standing, Standing};
    let ada = || PlayerInfo::human("Ada", "blue");
    let bob = || PlayerInfo::human("Bob", "green");
    let cy = || PlayerInfo::computer("Cy", "red", Level::Easy);
    let of = |players: Vec<PlayerInfo>| {
        let scores = vec![10; players.len()];
        game("g", 1, players, scores, vec![0])
    };
    assert_eq!(standing(&of(vec![ada(), cy()])), Standing::Rated);
    let mut helped = of(vec![ada(), cy()]);
    helped.assisted = true;
    assert_eq!(standing(&helped), Standing::Assisted);
    assert_eq!(standing(&of(vec![ada()])), Standing::Solo);
    assert_eq!(standing(&of(vec![cy(), cy()])), Standing::NoPerson);
    assert_eq!(standing(&of(vec![ada(), bob(), cy()])), Standing::SeveralPeople);
    assert_eq!(standing(&of(vec![ada(), bob()])), Standing::SeveralPeople);
    // Only a rated game moves the rating.
    for (game, rated) in
        [(of(vec![ada(), cy()]), 1), (helped, 0), (of(vec![ada(), bob(), cy()]), 0)]
    {
        assert_eq!(history(&book(vec![game]), GameKind::ViaNebula).len(), rated);
    }
}
