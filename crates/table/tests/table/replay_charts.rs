//! Replay and the end screen's charts (docs/records.md "Every game is a record"): every position of
//! a game rebuilt from its actions, its rounds and score race, and the charts' geometry.

use moonvale_rules::core::testing::random_playout;
use moonvale_rules::core::{Game, Session};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions};
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
use moonvale_table::table::charts::{bar_chart, line_chart, Scale};
use moonvale_table::table::replay::{replay_eyes, round_ends, turn_starts, Replay};

fn via_nebula(players: u8, seed: u64) -> Session<ViaNebula> {
    random_playout::<ViaNebula>(&Options::new(players, Side::Beginner), seed, 5_000)
        .unwrap()
        .session
}

#[test]
fn a_replay_has_every_position_of_the_game_and_ends_where_it_ended() {
    for seed in 1..4 {
        let session = via_nebula(3, seed);
        let replay = Replay::new(&session).unwrap();
        assert_eq!(replay.len(), session.log.len());
        assert_eq!(replay.state(replay.len()), &session.state);
        // Step k is the setup plus the first k actions.
        let mut state = ViaNebula::new(&session.options, session.seed).unwrap();
        assert_eq!(replay.state(0), &state);
        for (k, logged) in session.log.iter().enumerate() {
            state.apply(&logged.action).unwrap();
            assert_eq!(replay.state(k + 1), &state, "seed {seed}, step {}", k + 1);
            assert_eq!(replay.action_before(k + 1), Some(logged));
        }
        assert_eq!(replay.action_before(0), None);
        // Past the end is the end.
        assert_eq!(replay.state(replay.len() + 7), &session.state);
    }
    let nova = random_playout::<NovaLuna>(&NovaLunaOptions::players(2), 5, 5_000).unwrap().session;
    let replay = Replay::new(&nova).unwrap();
    assert_eq!(replay.state(replay.len()), &nova.state);
}

#[test]
fn a_replay_refuses_a_session_whose_actions_do_not_lead_to_its_state() {
    let mut session = via_nebula(2, 9);
    let other = via_nebula(2, 10);
    session.state = other.state;
    assert!(Replay::new(&session).is_err());
}

#[test]
fn rounds_are_as_many_turns_as_players() {
    let session = via_nebula(3, 2);
    let starts = turn_starts(&session.log);
    assert_eq!(starts[0], 0);
    for pair in starts.windows(2) {
        // A turn is a run of one seat's actions: the seat changes exactly at each start.
        assert_ne!(session.log[pair[0]].seat, session.log[pair[1]].seat);
        assert!(session.log[pair[0]..pair[1]].iter().all(|l| l.seat == session.log[pair[0]].seat));
    }
    let ends = round_ends(&session.log, 3);
    assert_eq!(*ends.last().unwrap(), session.log.len());
    for (round, end) in ends.iter().enumerate().take(ends.len() - 1) {
        assert_eq!(*end, starts[3 * (round + 1)], "round {}", round + 1);
    }
    assert!(round_ends::<ViaNebula>(&[], 3).is_empty());
}

#[test]
fn the_score_race_starts_at_the_setup_and_ends_with_the_final_scores() {
    let session = via_nebula(4, 3);
    let replay = Replay::new(&session).unwrap();
    let race = replay.score_race(|s| s.total);
    assert_eq!(race[0].round, 0);
    assert_eq!(race[0].step, 0);
    assert!(race[0].totals.iter().all(|&t| t == 0));
    let last = race.last().unwrap();
    assert_eq!(last.step, session.log.len());
    let finals: Vec<i64> = session.state.outcome().unwrap().scores;
    assert_eq!(last.totals, finals);
    assert_eq!(race.len(), replay.round_ends().len() + 1);
    assert!(race.windows(2).all(|w| w[1].round == w[0].round + 1 && w[1].step > w[0].step));
}

#[test]
fn a_replay_before_the_end_is_watched_only_as_the_person_at_the_device() {
    assert_eq!(replay_eyes(true, 3, 1), vec![0, 1, 2]);
    assert_eq!(replay_eyes(false, 3, 1), vec![1]);
}

#[test]
fn scales_cover_every_value_and_zero_with_round_ticks() {
    let scale = Scale::covering([3, 17, 9], 0.0, 100.0);
    assert_eq!((scale.low, scale.high), (0, 20));
    assert_eq!(scale.ticks(), vec![0, 5, 10, 15, 20]);
    assert_eq!(scale.y(0), 100.0);
    assert_eq!(scale.y(20), 0.0);
    let negative = Scale::covering([-3, 12], 0.0, 100.0);
    assert!(negative.low <= -3 && negative.high >= 12);
    assert!(negative.ticks().contains(&0));
    let flat = Scale::covering([0, 0], 0.0, 100.0);
    assert!(flat.high > flat.low);
}

#[test]
fn bars_stand_on_the_zero_line_up_or_down_by_their_value() {
    let values = vec![vec![10, -2, 0], vec![4, 6, 8]];
    let chart = bar_chart(&values, 300.0, 150.0);
    assert_eq!(chart.bars.len(), 6);
    assert_eq!(chart.category_x.len(), 3);
    for bar in &chart.bars {
        assert!(bar.x >= 0.0 && bar.x + bar.width <= 300.0);
        assert!(bar.y >= 0.0 && bar.y + bar.height <= 150.0);
        let expected = (chart.scale.y(bar.value) - chart.zero_y).abs();
        assert!((bar.height - expected).abs() < 1e-9);
        if bar.value >= 0 {
            assert!((bar.y + bar.height - chart.zero_y).abs() < 1e-9);
        } else {
            assert!((bar.y - chart.zero_y).abs() < 1e-9);
        }
    }
    // Within a category, players side by side, in order, without overlap.
    let first: Vec<_> = chart.bars.iter().filter(|b| b.category == 0).collect();
    assert!(first[0].x + first[0].width <= first[1].x + 1e-9);
    // A bigger value is a taller bar.
    let ten = chart.bars.iter().find(|b| b.value == 10).unwrap();
    let four = chart.bars.iter().find(|b| b.value == 4).unwrap();
    assert!(ten.height > four.height);
}

#[test]
fn lines_go_left_to_right_through_each_point() {
    let series = vec![vec![0, 3, 7, 12], vec![0, 5, 5, 9]];
    let chart = line_chart(&series, &[0, 1, 2, 3], 320.0, 160.0);
    assert_eq!(chart.lines.len(), 2);
    for (line, values) in chart.lines.iter().zip(&series) {
        assert_eq!(line.len(), 4);
        assert!(line.windows(2).all(|w| w[1].0 > w[0].0));
        for ((_, y), v) in line.iter().zip(values) {
            assert!((y - chart.scale.y(*v)).abs() < 1e-9);
        }
    }
    assert_eq!(chart.x_ticks.len(), 4);
    // Many rounds: at most about eight labels, the last one kept.
    let long: Vec<usize> = (0..40).collect();
    let chart = line_chart(&[vec![1; 40]], &long, 320.0, 160.0);
    assert!(chart.x_ticks.len() <= 9);
    assert_eq!(chart.x_ticks.last().unwrap().1, 39);
}
