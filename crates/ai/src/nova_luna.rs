//! What the search knows of Nova Luna: the engine's quiet apply, a cheap evaluation (discs
//! placed, tasks close to being met, time spent on the moon track) and a playout policy
//! that takes cheap tiles and lays them where they meet tasks.

use super::{rewards_from_points, solo_reward, SearchGame};
use moonvale_rules::core::{Game, Rng, Seat};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaAction, NovaLunaView, Stage, Tableau, TileId};

/// Hard's iterations (see `SearchGame::hard_iterations`); solo playouts go to the end of
/// the game, so they cost more.
const HARD_ITERATIONS_SOLO: u32 = 3000;
const HARD_ITERATIONS: u32 = 5500;
/// A task met nearly completely is worth this fraction of a disc (times the square of the
/// share of its needs already met).
const TASK_POTENTIAL: f64 = 0.8;
/// Discs a space of the moon track is worth: a disc takes about 7 spaces of tiles.
const TEMPO: f64 = 0.15;
/// A lead of this many discs gives a reward of about 0.88.
const DISC_SCALE: f64 = 2.0;
/// At the end, the winner's reward is at least this (the rest follows the margin).
const WIN_WEIGHT: f64 = 0.8;
/// The centre of the solo reward's step ([`solo_reward`]) for a search that does not find
/// its own (the tree search does, see `ismcts`; the flat reference does not).
const SOLO_TYPICAL: f64 = 115.0;
/// Chosen actions a multi-player playout plays before it is scored (about 4 turns each
/// with 2 players); a solo playout goes to the end (about 95 actions).
const PLAYOUT_DEPTH: usize = 16;
const SOLO_PLAYOUT_DEPTH: usize = 200;
/// Solo: the cells a tile may go to that the search's tree tries, the best by
/// [`cell_score`]. Over the solo line's 200 deals at Hard's count this took 1.2 points off
/// the mean (docs/computer-players.md "Five cells and task links in solo Nova Luna", with the other
/// counts tried: 2 was worse).
const SOLO_TREE_CELLS: usize = 5;
/// Share of placements in playouts chosen by the task heuristic (the rest at random).
const SMART_PLACEMENT: usize = 9; // out of 10

/// How close the tableau's tasks without a disc are to being met: the sum over them of
/// the squared share of their needs met now.
fn task_potential(tableau: &Tableau) -> f64 {
    let mut sum = 0.0;
    for (i, p) in tableau.tiles().iter().enumerate() {
        let tile = p.tile.tile();
        let mut counts = [u8::MAX; 4];
        for (k, task) in tile.tasks.iter().enumerate() {
            if p.has_disc(k) {
                continue;
            }
            let (mut have, mut need) = (0u32, 0u32);
            for (c, &n) in task.needs.iter().enumerate() {
                if n == 0 {
                    continue;
                }
                if counts[c] == u8::MAX {
                    counts[c] = tableau.count_for_task(i, c);
                }
                have += counts[c].min(n) as u32;
                need += n as u32;
            }
            let share = have as f64 / need.max(1) as f64;
            sum += share * share;
        }
    }
    sum
}

/// Solo: the final score (lower is better) this state would lead to if the player's
/// remaining tiles met no more tasks than the potential promises.
fn solo_estimate(game: &NovaLuna) -> f64 {
    let score = &game.score()[0];
    if let Some(total) = score.solo.as_ref().and_then(|s| s.total) {
        return total as f64;
    }
    let tableau = game.tableau(0);
    let numbers = tableau.number_sum() as f64;
    let discs = tableau.discs_placed() as f64;
    let phase_one = match game.solo().and_then(|s| s.phase_one.as_ref()) {
        Some(fixed) => fixed.score as f64,
        None => numbers + 10.0 * (8.0 - discs).max(0.0),
    };
    let phase_two = numbers + 10.0 * (21.0 - discs - TASK_POTENTIAL * task_potential(tableau));
    phase_one + phase_two.max(numbers)
}

impl SearchGame for NovaLuna {
    const LEVEL_WIN_RATES: [f64; 2] = [0.850, 0.770];

    fn apply_unchecked(&mut self, action: &NovaLunaAction) {
        NovaLuna::apply_unchecked(self, action)
    }

    fn viewer(view: &NovaLunaView) -> Seat {
        view.viewer
    }

    fn scored_alone(view: &NovaLunaView) -> bool {
        view.players.len() == 1
    }

    fn solo_points(&self) -> Option<f64> {
        self.solo().is_some().then(|| solo_estimate(self))
    }

    fn rewards(&self, out: &mut [f64]) {
        if self.solo().is_some() {
            out[0] = solo_reward(solo_estimate(self), SOLO_TYPICAL);
            return;
        }
        let players = self.players();
        let min_progress = players.iter().filter_map(|p| p.marker).map(|m| m.progress).min();
        let over = self.is_over();
        let mut points = [0.0f64; 4];
        for (seat, p) in players.iter().enumerate() {
            let discs = p.tableau.discs_placed() as f64;
            let behind = match (p.marker, min_progress) {
                (Some(m), Some(min)) => (m.progress - min) as f64,
                _ => 0.0,
            };
            points[seat] = if over {
                discs
            } else {
                discs + TASK_POTENTIAL * task_potential(&p.tableau) - TEMPO * behind
            };
        }
        rewards_from_points(&points[..players.len()], DISC_SCALE, out);
        if let Some(outcome) = self.outcome() {
            let share = 1.0 / outcome.winners.len() as f64;
            for (seat, slot) in out.iter_mut().enumerate() {
                let won = if outcome.winners.contains(&seat) { share } else { 0.0 };
                *slot = WIN_WEIGHT * won + (1.0 - WIN_WEIGHT) * *slot;
            }
        }
    }

    fn playout_choice(&self, legal: &[NovaLunaAction], rng: &mut Rng) -> usize {
        match self.stage() {
            Stage::Place { seat, .. } if rng.below(10) < SMART_PLACEMENT => {
                best_cell(self, *seat, legal, rng)
            }
            Stage::Choose { .. } => cheap_tile(self, legal, rng),
            _ => rng.below(legal.len()),
        }
    }

    /// Discs placed: in solo each is worth 10 points (lower is better there, so counted
    /// positively here).
    fn running_score(&self, seat: Seat) -> f64 {
        self.tableau(seat).discs_placed() as f64
    }

    /// Solo: only the best few cells for the tile in hand, so the single player's tree
    /// looks further ahead instead of trying each of some 20 cells at every placement.
    fn narrow_for_tree(&self, legal: &mut Vec<NovaLunaAction>) {
        if self.solo().is_none() || legal.len() <= SOLO_TREE_CELLS {
            return;
        }
        let Stage::Place { seat, tile } = *self.stage() else { return };
        let tableau = self.tableau(seat);
        let mut scored: Vec<(i32, NovaLunaAction)> = MET.with_borrow_mut(|met| {
            legal.iter().map(|a| (cell_score(tableau, tile, a, met, true), a.clone())).collect()
        });
        // A stable sort: among equal cells, the first listed are kept.
        scored.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        legal.clear();
        legal.extend(scored.into_iter().take(SOLO_TREE_CELLS).map(|(_, a)| a));
    }

    fn hard_iterations(&self) -> u32 {
        if self.solo().is_some() {
            HARD_ITERATIONS_SOLO
        } else {
            HARD_ITERATIONS
        }
    }

    fn rush_choice(&self, legal: &[NovaLunaAction], rng: &mut Rng) -> usize {
        rush_choice(self, legal, rng)
    }

    fn playout_depth(&self) -> usize {
        if self.solo().is_some() {
            SOLO_PLAYOUT_DEPTH
        } else {
            PLAYOUT_DEPTH
        }
    }
}

/// A take drawn with weight (8 - number)^2, so cheap tiles (more turns) are preferred;
/// refilling and ending solo phase 1 weigh as an average tile.
fn cheap_tile(game: &NovaLuna, legal: &[NovaLunaAction], rng: &mut Rng) -> usize {
    let mut weights = [0u32; 8];
    let mut total = 0;
    for (i, action) in legal.iter().enumerate().take(weights.len()) {
        weights[i] = match action {
            NovaLunaAction::Take { space } => {
                let number = game.wheel()[*space as usize].map_or(4, |t| t.tile().number) as u32;
                let cheapness = 8u32.saturating_sub(number);
                cheapness * cheapness
            }
            _ => 16,
        };
        total += weights[i];
    }
    let mut pick = rng.below(total.max(1) as usize) as u32;
    for (i, &w) in weights.iter().enumerate().take(legal.len()) {
        if pick < w {
            return i;
        }
        pick -= w;
    }
    legal.len() - 1
}

/// The cell meeting the most tasks now, then touching the most tiles (same colour first;
/// in solo, also working toward tasks), ties broken at random.
fn best_cell(game: &NovaLuna, seat: Seat, legal: &[NovaLunaAction], rng: &mut Rng) -> usize {
    let Some(tile) = game.tile_in_hand() else { return rng.below(legal.len()) };
    let tableau = game.tableau(seat);
    let solo = game.solo().is_some();
    let mut best = 0;
    let mut best_score = i32::MIN;
    let offset = rng.below(legal.len());
    MET.with_borrow_mut(|met| {
        for j in 0..legal.len() {
            let i = (j + offset) % legal.len();
            let score = cell_score(tableau, tile, &legal[i], met, solo);
            if score > best_score {
                best_score = score;
                best = i;
            }
        }
    });
    best
}

/// How good a cell is for the tile in hand: tasks met at once, then neighbours; in solo
/// also the tasks the placement works toward ([`task_links`]).
fn cell_score(
    tableau: &Tableau,
    tile: TileId,
    action: &NovaLunaAction,
    met: &mut Vec<(usize, usize)>,
    solo: bool,
) -> i32 {
    let NovaLunaAction::Place { x, y } = *action else { return i32::MIN };
    let colour = tile.tile().colour;
    let mut trial: Tableau = *tableau;
    let new = trial.place(x as i8, y as i8, tile);
    trial.newly_met(new, met);
    let mut score = 10 * met.len() as i32;
    for n in trial.neighbours(new) {
        score += 1 + 2 * (trial.tiles()[n].tile.tile().colour == colour) as i32;
        if solo {
            score += task_links(&trial, new, n, met);
        }
    }
    score
}

/// Solo: the tasks still unmet (after `met`) that the new tile at `new` and its neighbour
/// `n` work toward together: each of the neighbour's tasks that needs the new tile's colour
/// and each of the new tile's tasks that needs the neighbour's, one point each. Without a
/// chain count, so a move costs 5.5 % more. Over the solo line's 200 deals at the count
/// that fits the same second, 0.24 points off Hard's mean (+-0.51; docs/computer-players.md "Five
/// cells and task links in solo Nova Luna"). Games with others keep the judge their line was played
/// with.
fn task_links(trial: &Tableau, new: usize, n: usize, met: &[(usize, usize)]) -> i32 {
    let placed = trial.tiles()[new].tile.tile();
    let neighbour = trial.tiles()[n];
    let theirs = neighbour.tile.tile();
    let mut links = 0;
    for (k, task) in theirs.tasks.iter().enumerate() {
        if !neighbour.has_disc(k)
            && task.needs[placed.colour as usize] > 0
            && !met.contains(&(n, k))
        {
            links += 1;
        }
    }
    for (k, task) in placed.tasks.iter().enumerate() {
        if task.needs[theirs.colour as usize] > 0 && !met.contains(&(new, k)) {
            links += 1;
        }
    }
    links
}

/// The rusher's worth of a task nearly met, as a share of a disc (times the square of the
/// share met, as [`task_potential`]): less than the search's, for it wants discs now.
const RUSH_POTENTIAL: f64 = 0.3;
/// The rusher's cost of a space on the moon track, in discs: a cheap tile comes first, so it
/// plays again sooner.
const RUSH_TEMPO: f64 = 0.1;
/// A disc placed outweighs any change in the tasks nearly met: the rusher's cell is the one
/// that places the most discs, then the one that brings the rest nearest.
const RUSH_DISC: f64 = 100.0;

/// How far `seat` is on its way to its last disc, for the rusher: discs placed, then the
/// tasks nearly met.
fn rush_value(game: &NovaLuna, seat: Seat) -> f64 {
    let tableau = game.tableau(seat);
    RUSH_DISC * tableau.discs_placed() as f64 + task_potential(tableau)
}

/// The rusher's choice in Nova Luna: the cell that places the most discs now (then brings
/// the tasks left nearest); the tile whose best cell does, a disc counting as 1, a task
/// nearly met as [`RUSH_POTENTIAL`] and a space of the moon track as [`RUSH_TEMPO`] (a
/// refill or the end of solo phase 1 only when nothing else is legal); ties drawn with `rng`.
fn rush_choice(game: &NovaLuna, legal: &[NovaLunaAction], rng: &mut Rng) -> usize {
    let Some(seat) = game.to_act() else { return 0 };
    let now = game.tableau(seat);
    let (discs_now, potential_now) = (now.discs_placed() as f64, task_potential(now));
    let mut best = f64::NEG_INFINITY;
    let mut ties = Vec::new();
    let mut cells = Vec::new();
    for (i, action) in legal.iter().enumerate() {
        let mut after = game.clone();
        after.apply_unchecked(action);
        let value = match action {
            NovaLunaAction::Take { space } => {
                // The tile's best cell, then what it brings for the track it costs.
                after.legal_actions_into(&mut cells);
                let mut top: Option<NovaLuna> = None;
                for cell in &cells {
                    let mut placed = after.clone();
                    placed.apply_unchecked(cell);
                    if top.as_ref().is_none_or(|t| rush_value(&placed, seat) > rush_value(t, seat))
                    {
                        top = Some(placed);
                    }
                }
                let number = game.wheel()[*space as usize].map_or(0, |t| t.tile().number);
                top.map_or(f64::MIN, |t| {
                    let tableau = t.tableau(seat);
                    (tableau.discs_placed() as f64 - discs_now)
                        + RUSH_POTENTIAL * (task_potential(tableau) - potential_now)
                        - RUSH_TEMPO * number as f64
                })
            }
            NovaLunaAction::Place { .. } => rush_value(&after, seat),
            NovaLunaAction::Refill | NovaLunaAction::EndPhaseOne => f64::MIN,
        };
        if value > best + 1e-9 {
            best = value;
            ties.clear();
            ties.push(i);
        } else if value > best - 1e-9 {
            ties.push(i);
        }
    }
    ties[rng.below(ties.len())]
}

thread_local! {
    /// Scratch list of tasks met, reused so a playout step allocates nothing.
    static MET: std::cell::RefCell<Vec<(usize, usize)>> = const { std::cell::RefCell::new(Vec::new()) };
}
