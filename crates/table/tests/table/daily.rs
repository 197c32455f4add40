//! docs/daily-and-rating.md "The daily challenge": one deal a day, the same on every device, its
//! best result kept.

use moonvale_rules::core::GameKind;
use moonvale_table::daily::{bests, id_of, of_id, seed, share_text, Day};
use moonvale_table::i18n::Lang;
use moonvale_table::stats::{GameSummary, StatsBook};
use moonvale_table::storage::PlayerInfo;

const DAY: Day = Day { year: 2026, month: 11, day: 25 };

#[test]
fn the_deal_depends_on_the_game_and_the_date_alone() {
    // Fixed values: any device, any build, computes the same seeds (a change here would give
    // players different deals on the same day).
    let pinned = seed(GameKind::NovaLuna, DAY);
    assert_ne!(seed(GameKind::NovaLuna, DAY), seed(GameKind::ViaNebula, DAY));
    let next = Day { day: 26, ..DAY };
    assert_ne!(seed(GameKind::NovaLuna, DAY), seed(GameKind::NovaLuna, next));
    let year: std::collections::HashSet<u64> = (1..=12)
        .flat_map(|month| (1..=28).map(move |day| Day { year: 2026, month, day }))
        .map(|d| seed(GameKind::ViaNebula, d))
        .collect();
    assert_eq!(year.len(), 12 * 28, "a different deal every day");
    assert_eq!(format!("{pinned:#x}"), "0x95faddf0be519879");
}

#[test]
fn a_daily_game_s_id_names_its_game_and_day() {
    assert_eq!(id_of(GameKind::NovaLuna, DAY), "daily-nova-luna-2026-11-25");
    assert_eq!(of_id("daily-nova-luna-2026-11-25"), Some((GameKind::NovaLuna, DAY)));
    assert_eq!(
        of_id("daily-via-nebula-2026-11-25-3"),
        Some((GameKind::ViaNebula, DAY)),
        "a later attempt"
    );
    for other in [
        "1764100000000",
        "daily-",
        "daily-nova-luna-2026-13-01",
        "daily-chess-2026-11-25",
        "daily-nova-luna-26-11-25",
    ] {
        assert_eq!(of_id(other), None, "{other}");
    }
    assert_eq!(Day::parse(&DAY.iso()), Some(DAY));
}

fn finished(
    id: &str,
    kind: GameKind,
    scores: Vec<i64>,
    higher_is_better: bool,
    winners: Vec<usize>,
) -> GameSummary {
    GameSummary {
        id: id.into(),
        kind,
        title: "t".into(),
        players: vec![PlayerInfo::human("Ada", "blue")],
        scores,
        higher_is_better,
        winners,
        ending: moonvale_rules::core::Ending::LastDisc,
        finished_ms: 1,
        assisted: false,
    }
}

#[test]
fn each_day_keeps_its_best_result_lowest_in_solo_a_win_first_against_hard() {
    let book = StatsBook {
        games: vec![
            finished("daily-nova-luna-2026-11-25", GameKind::NovaLuna, vec![97], false, vec![0]),
            finished("daily-nova-luna-2026-11-25-2", GameKind::NovaLuna, vec![91], false, vec![0]),
            finished("daily-nova-luna-2026-11-25-3", GameKind::NovaLuna, vec![104], false, vec![0]),
            finished(
                "daily-via-nebula-2026-11-25",
                GameKind::ViaNebula,
                vec![30, 25],
                true,
                vec![0],
            ),
            finished(
                "daily-via-nebula-2026-11-25-2",
                GameKind::ViaNebula,
                vec![33, 40],
                true,
                vec![1],
            ),
            finished("daily-nova-luna-2026-11-24", GameKind::NovaLuna, vec![99], false, vec![0]),
            finished("1764100000000", GameKind::NovaLuna, vec![50], false, vec![0]),
        ],
        ..StatsBook::default()
    };
    let list = bests(&book);
    assert_eq!(
        list.len(),
        3,
        "two days of Nova Luna, one of Via Nebula; other games are not daily"
    );
    let nl = list.iter().find(|b| b.kind == GameKind::NovaLuna && b.day == DAY).unwrap();
    assert_eq!((nl.score, nl.attempts), (91, 3));
    let vn = list.iter().find(|b| b.kind == GameKind::ViaNebula).unwrap();
    assert_eq!((vn.score, vn.won, vn.attempts), (30, true, 2), "a win beats more points in a loss");
    assert_eq!(list.last().unwrap().day, Day { day: 24, ..DAY }, "newest day first");
}

#[test]
fn the_text_to_share_says_the_game_the_day_and_the_result_in_three_languages() {
    assert_eq!(
        share_text(Lang::En, GameKind::NovaLuna, DAY, 91, true),
        "Nova Luna daily, 25 Nov 2026: 91 points"
    );
    assert_eq!(
        share_text(Lang::En, GameKind::ViaNebula, DAY, 30, true),
        "Via Nebula daily, 25 Nov 2026: won with 30 points against Hard"
    );
    assert_eq!(
        share_text(Lang::Fr, GameKind::NovaLuna, DAY, 91, true),
        "Nova Luna du jour, 25 nov. 2026 : 91 points"
    );
    assert_eq!(
        share_text(Lang::Pl, GameKind::NovaLuna, DAY, 91, true),
        "Nova Luna dnia, 25 lis 2026: 91 pkt"
    );
}
