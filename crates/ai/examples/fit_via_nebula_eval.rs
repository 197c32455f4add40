//! Fits the weights of Via Nebula's evaluation at a playout's cut-off (README "Computer
//! players", the evaluation): positions met in playout-policy games, each cut where a
//! playout of Hard's would be cut and then played on by the same policy to the end; the
//! weights are the least-squares fit of each seat's points still to come, ahead of the other
//! seats' mean, from its features ahead of theirs. Prints the weights and, on positions kept
//! aside, how well the fitted and the hand-made evaluations foretell the final margin.
//!
//!   cargo run --release -p moonvale-ai --example fit_via_nebula_eval [GAMES per setting]

use moonvale_ai::via_nebula::{features, hand_made_points, FEATURES, FEATURE_NAMES};
use moonvale_ai::SearchGame;
use moonvale_rules::core::{Game, Rng};
use moonvale_rules::via_nebula::{Action, Options, Side, ViaNebula};

/// One position: per seat, points now, the hand-made estimate, the features; final points.
struct Sample {
    now: Vec<f64>,
    hand_made: Vec<f64>,
    features: Vec<[f64; FEATURES]>,
    last: Vec<f64>,
}

/// One step of the playout policy (a lone action is played as is); false once over.
fn step(state: &mut ViaNebula, legal: &mut Vec<Action>, rng: &mut Rng) -> bool {
    if state.is_over() {
        return false;
    }
    state.legal_actions_into(legal);
    let i = if legal.len() == 1 { 0 } else { state.playout_choice(legal, rng) };
    SearchGame::apply_unchecked(state, &legal[i]);
    true
}

fn samples(options: &Options, games: u64, seed: u64) -> Vec<Sample> {
    let mut legal = Vec::new();
    let mut out = Vec::new();
    let depth = ViaNebula::new(options, 0).expect("sets up").playout_depth();
    for g in 0..games {
        let mut rng = Rng::new(seed ^ (g * 7919 + 13));
        let mut state = ViaNebula::new(options, seed + g).expect("built-in content sets up");
        while step(&mut state, &mut legal, &mut rng) {
            if rng.below(12) != 0 {
                continue;
            }
            // Where a playout from here would be cut (chosen actions, as the search counts).
            let mut cut = state.clone();
            let mut chosen = 0;
            while chosen < depth && !cut.is_over() {
                cut.legal_actions_into(&mut legal);
                chosen += usize::from(legal.len() > 1);
                step(&mut cut, &mut legal, &mut rng);
            }
            if cut.is_over() {
                continue;
            }
            let n = cut.player_count();
            let now: Vec<f64> = cut.score().iter().map(|s| s.total as f64).collect();
            let mut hand_made = vec![0.0; n];
            hand_made_points(&cut, &mut hand_made);
            let features = (0..n).map(|seat| features(&cut, seat)).collect();
            let mut end = cut;
            while step(&mut end, &mut legal, &mut rng) {}
            let last = end.score().iter().map(|s| s.total as f64).collect();
            out.push(Sample { now, hand_made, features, last });
        }
    }
    out
}

/// Seat 0's lead over the others' mean (every seat is seat 0 of some sample: seats rotate).
fn lead(values: &[f64], seat: usize) -> f64 {
    let others = (values.iter().sum::<f64>() - values[seat]) / (values.len() - 1) as f64;
    values[seat] - others
}

fn lead_features(s: &Sample, seat: usize) -> [f64; FEATURES] {
    let n = s.features.len() as f64;
    std::array::from_fn(|k| {
        let all: f64 = s.features.iter().map(|f| f[k]).sum();
        s.features[seat][k] - (all - s.features[seat][k]) / (n - 1.0)
    })
}

/// Least squares by the normal equations (a few features, many rows).
fn fit(rows: &[([f64; FEATURES], f64)]) -> [f64; FEATURES] {
    let mut m = [[0.0f64; FEATURES + 1]; FEATURES];
    for (x, y) in rows {
        for i in 0..FEATURES {
            for j in 0..FEATURES {
                m[i][j] += x[i] * x[j];
            }
            m[i][FEATURES] += x[i] * y;
        }
    }
    for (i, row) in m.iter_mut().enumerate() {
        row[i] += 1e-6 * rows.len() as f64;
    }
    for c in 0..FEATURES {
        let p = (c..FEATURES).max_by(|&a, &b| m[a][c].abs().total_cmp(&m[b][c].abs())).unwrap();
        m.swap(c, p);
        for r in 0..FEATURES {
            if r != c {
                let f = m[r][c] / m[c][c];
                let pivot = m[c];
                for (x, p) in m[r].iter_mut().zip(pivot) {
                    *x -= f * p;
                }
            }
        }
    }
    std::array::from_fn(|i| m[i][FEATURES] / m[i][i])
}

/// Fits one player count (both sides of the board) and reports on its positions kept aside.
fn fit_players(players: u8, games: u64) -> [f64; FEATURES] {
    let (mut train, mut held_out) = (Vec::new(), Vec::new());
    for side in [Side::Beginner, Side::Expert] {
        let options = Options { players, side, custom_content: None };
        let all = samples(&options, games, 1000 * players as u64 + side as u64);
        for (i, s) in all.into_iter().enumerate() {
            if i % 5 == 4 {
                held_out.push(s)
            } else {
                train.push(s)
            }
        }
    }
    let rows: Vec<_> = train
        .iter()
        .flat_map(|s| {
            (0..s.features.len())
                .map(move |seat| (lead_features(s, seat), lead(&s.last, seat) - lead(&s.now, seat)))
        })
        .collect();
    let w = fit(&rows);
    println!("{players} players: {} positions fitted, {} kept aside", train.len(), held_out.len());
    for (name, x) in FEATURE_NAMES.iter().zip(w) {
        println!("  {name:<40} {x:+.3}");
    }
    // Foretelling seat 0's final lead over the others' mean, on the positions kept aside.
    let truth: Vec<f64> = held_out.iter().map(|s| lead(&s.last, 0)).collect();
    let mean = truth.iter().sum::<f64>() / truth.len() as f64;
    let var = truth.iter().map(|t| (t - mean).powi(2)).sum::<f64>() / truth.len() as f64;
    let report = |name: &str, guess: &dyn Fn(&Sample) -> f64| {
        let (mut se, mut right, mut decided) = (0.0, 0, 0);
        for (s, &t) in held_out.iter().zip(&truth) {
            let g = guess(s);
            se += (g - t).powi(2);
            if t != 0.0 {
                decided += 1;
                right += usize::from((g > 0.0) == (t > 0.0));
            }
        }
        let mse = se / truth.len() as f64;
        println!(
            "  {name:<22} R2 {:.3}, the leader's sign right in {:.1} %",
            1.0 - mse / var,
            100.0 * right as f64 / decided as f64,
        );
    };
    report("points now", &|s| lead(&s.now, 0));
    report("hand-made evaluation", &|s| lead(&s.hand_made, 0));
    report("fitted evaluation", &|s| {
        lead(&s.now, 0) + lead_features(s, 0).iter().zip(w).map(|(x, w)| x * w).sum::<f64>()
    });
    w
}

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(4000);
    let all: Vec<[f64; FEATURES]> = [2, 3, 4].map(|players| fit_players(players, games)).into();
    println!("const WEIGHTS: [[f64; FEATURES]; 3] = [");
    for w in all {
        let list: Vec<String> = w.iter().map(|x| format!("{x:.3}")).collect();
        println!("    [{}],", list.join(", "));
    }
    println!("];");
}
