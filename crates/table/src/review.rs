//! A finished game's review as the table keeps it (docs/review.md "Review"): which decisions to
//! rate and from whose view, each rating built from the workers' merged answer, and the
//! review kept beside the saved game, dropped when the record changes. The search itself is
//! `moonvale_ai::review`; the browser runs it in the workers one decision at a time.

use crate::storage::{SaveStore, Storage, StorageError, REVIEW_KEY_PREFIX};
use moonvale_ai::review::{classify, forced, MoveKind, Rating};
use moonvale_ai::worker::{Answer, WorkerGame};
use moonvale_rules::core::Seat;
use serde::{Deserialize, Serialize};

/// The stored review's shape; another version is dropped and the game reviewed again.
pub const REVIEW_VERSION: u32 = 3;

/// The workers' thinking a whole review plans for (milliseconds, in each worker): its
/// decisions share it ([`plan`]), so a long game is reviewed in about the same time as a short
/// one. The browser's review is paced by its clock instead ([`REVIEW_WALL_MS`], [`Pace`]); the
/// plan gives its progress bar's first count, and the looks when a test sets their thinking.
pub const REVIEW_TOTAL_MS: f64 = 18_000.0;
/// Of that time, the share of the first look at every decision; the rest looks again at
/// the decisions whose verdict is closest to changing ([`close_verdicts`]).
pub const FIRST_LOOK_SHARE: f64 = 0.7;
/// The least and the most one look at a decision thinks, in each worker (milliseconds).
pub const REVIEW_MIN_MS: f64 = 40.0;
pub const REVIEW_MAX_MS: f64 = 400.0;
/// A verdict closer to a threshold than this many times the noise of its loss is looked at
/// again, if there is time.
pub const CLOSE_VERDICT: f64 = 2.0;

/// How a review of `searched` decisions (those with a choice) spends its time: each first
/// look's thinking, and how many second looks fit in what is left.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    pub think_ms: f64,
    pub second_looks: usize,
}

pub fn plan(searched: usize) -> Plan {
    let n = searched.max(1) as f64;
    let think_ms = (REVIEW_TOTAL_MS * FIRST_LOOK_SHARE / n).clamp(REVIEW_MIN_MS, REVIEW_MAX_MS);
    let left = (REVIEW_TOTAL_MS - think_ms * n).max(0.0);
    Plan { think_ms, second_looks: ((left / think_ms) as usize).min(searched) }
}

/// How long each of `searched` decisions is thought about at first ([`plan`]).
pub fn think_ms_per_decision(searched: usize) -> f64 {
    plan(searched).think_ms
}

/// The time a review may take in the browser by the page's clock, from its start to its last
/// answer (milliseconds): the workers' thinking and all around it (the messages, the page's
/// own work, a second worker still starting). Each look thinks what is left of it shared by
/// the looks left, less what a look has cost beyond its thinking so far ([`Pace`]): a slow or
/// busy device thinks a little less rather than taking longer. With opening the replay and
/// judging the whole at the end, within the 25 s target on a phone, with room to spare.
pub const REVIEW_WALL_MS: f64 = 20_000.0;

/// A review paced by the page's clock ([`REVIEW_WALL_MS`]): the first looks share
/// [`FIRST_LOOK_SHARE`] of it, the second looks what is left. Times are milliseconds since
/// the review started.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Pace {
    /// Looks answered so far, and the thinking they were asked for (in each worker).
    pub answered: usize,
    pub thought_ms: f64,
}

impl Pace {
    /// A look answered that was asked to think `think_ms`.
    pub fn heard(&mut self, think_ms: f64) {
        self.answered += 1;
        self.thought_ms += think_ms;
    }

    /// What a look has cost so far beyond its thinking, on average (0 before any answer):
    /// the messages both ways, the page's work on each answer, and the review's start.
    pub fn overhead_ms(&self, elapsed: f64) -> f64 {
        if self.answered == 0 {
            return 0.0;
        }
        ((elapsed - self.thought_ms) / self.answered as f64).max(0.0)
    }

    /// How long the next look thinks, at `elapsed`, when `looks_left` looks (this one and
    /// those with the workers included) share the time until `until`.
    pub fn think_ms(&self, elapsed: f64, until: f64, looks_left: usize) -> f64 {
        let share = (until - elapsed) / looks_left.max(1) as f64;
        (share - self.overhead_ms(elapsed)).clamp(REVIEW_MIN_MS, REVIEW_MAX_MS)
    }

    /// How many looks thinking `think_ms` each fit between `elapsed` and `until`.
    pub fn looks_that_fit(&self, elapsed: f64, until: f64, think_ms: f64) -> usize {
        let each = (think_ms + self.overhead_ms(elapsed)).max(1.0);
        ((until - elapsed).max(0.0) / each) as usize
    }

    /// Whether a look asked at `elapsed`, behind `ahead` looks still with the workers, would
    /// end before `until` (each at the least thinking).
    pub fn fits(&self, elapsed: f64, until: f64, ahead: usize) -> bool {
        elapsed + (ahead + 1) as f64 * (REVIEW_MIN_MS + self.overhead_ms(elapsed)) <= until
    }
}

/// The positions in `moves` of the decisions whose verdict is closest to changing, closest
/// first, at most `count`. A searched move (not walked exactly) that was not the best found:
/// its loss lies within [`CLOSE_VERDICT`] times the noise of a loss (two searches' values) of
/// a threshold between two kinds. A move that was the best found, in a turn that lost value
/// (judged by turns, the loss then falls on another step of the turn, or on this one if
/// another move is found best here): the best found is ahead of the next by fewer than
/// [`CLOSE_VERDICT`] times the noise of their visits (`candidates`, most visited first, as
/// the workers' answers give them; a rating without them is not looked at again for this).
pub fn close_verdicts<G: WorkerGame>(moves: &[Rating<G>], count: usize) -> Vec<usize> {
    use moonvale_ai::judge::noise;
    use moonvale_ai::review::{BLUNDER_LOSS, GOOD_LOSS, INACCURACY_LOSS, MISTAKE_LOSS};
    let mut close: Vec<(f64, usize)> = moves
        .iter()
        .enumerate()
        .filter(|(_, m)| m.kind != MoveKind::Forced && !m.exact)
        .filter_map(|(i, m)| {
            let z = if m.best == m.played {
                if m.turn_loss < INACCURACY_LOSS {
                    return None;
                }
                let [first, second] =
                    [m.candidates.first()?, m.candidates.get(1)?].map(|c| f64::from(c.visits));
                (first - second) / (first + second).max(1.0).sqrt()
            } else {
                let spread = noise(m.iterations, false) * std::f64::consts::SQRT_2;
                let nearest = [GOOD_LOSS, INACCURACY_LOSS, MISTAKE_LOSS, BLUNDER_LOSS]
                    .iter()
                    .map(|t| (m.loss - t).abs())
                    .fold(f64::INFINITY, f64::min);
                nearest / spread
            };
            (z < CLOSE_VERDICT).then_some((z, i))
        })
        .collect();
    close.sort_by(|a, b| a.0.total_cmp(&b.0));
    close.into_iter().take(count).map(|(_, i)| i).collect()
}

/// One decision to rate: the mover's view at that moment (never the full state), the move
/// played and how many it could choose from.
#[derive(Clone, Debug)]
pub struct Decision<G: WorkerGame> {
    /// Its place among the game's actions (0 = the first action): the replay shows the
    /// position before it at step `index`.
    pub index: usize,
    pub seat: Seat,
    pub view: G::View,
    pub played: G::Action,
    pub choices: usize,
}

/// The decisions of a game played from `start` with `actions`, for the seats `reviewed`
/// says. `None` if an action is not legal where it was played.
pub fn decisions<G: WorkerGame>(
    start: &G,
    actions: &[G::Action],
    reviewed: &dyn Fn(Seat) -> bool,
) -> Option<Vec<Decision<G>>> {
    let mut state = start.clone();
    let mut out = Vec::new();
    for (index, action) in actions.iter().enumerate() {
        let seat = state.to_act()?;
        if reviewed(seat) {
            let choices = state.legal_actions().len();
            out.push(Decision {
                index,
                seat,
                view: state.view(seat),
                played: action.clone(),
                choices,
            });
        }
        state.apply(action).ok()?;
    }
    Some(out)
}

/// A decision with one legal action is not searched: it is never marked.
pub fn forced_rating<G: WorkerGame>(decision: &Decision<G>) -> Option<Rating<G>> {
    (decision.choices <= 1).then(|| forced(decision.index, decision.seat, decision.played.clone()))
}

/// A decision's rating from the workers' merged answer to its question. `None` if the
/// answer is not about this game or does not rate the move played.
pub fn rating_of<G: WorkerGame>(decision: &Decision<G>, answer: &Answer) -> Option<Rating<G>> {
    let played = answer.played.as_ref()?;
    let best = answer.candidates.first()?;
    let best_action = G::action_of(best.action.clone())?;
    let is_best = best_action == decision.played;
    let (loss, kind) = classify(is_best, best.value, played.value);
    Some(Rating {
        index: decision.index,
        seat: decision.seat,
        choices: decision.choices,
        played: decision.played.clone(),
        played_value: played.value,
        played_visits: played.visits,
        best: best_action,
        best_value: best.value,
        loss,
        kind,
        // Kept small: the review shows the move played and the best one.
        candidates: Vec::new(),
        iterations: answer.iterations,
        solo_centre: answer.solo_centre,
        own_loss: loss,
        turn_loss: loss,
        line: answer.line.iter().filter_map(|a| G::action_of(a.clone())).collect(),
        exact: answer.exact,
        steady_value: None,
    })
}

/// A game's review, as kept beside its saved record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct GameReview<G: WorkerGame> {
    pub version: u32,
    /// The record's actions it was made from ([`fingerprint`]): another record drops it.
    pub fingerprint: String,
    /// The computers' moves were rated too.
    pub all_seats: bool,
    pub moves: Vec<Rating<G>>,
}

/// The fingerprint of a game's actions: their count and a 64-bit FNV-1a hash of their JSON.
pub fn fingerprint<A: Serialize>(actions: &[A]) -> String {
    let text = serde_json::to_string(actions).unwrap_or_default();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{}-{hash:016x}", actions.len())
}

impl<G: WorkerGame> GameReview<G> {
    pub fn new(actions: &[G::Action], all_seats: bool, moves: Vec<Rating<G>>) -> Self {
        GameReview { version: REVIEW_VERSION, fingerprint: fingerprint(actions), all_seats, moves }
    }

    /// The review of the game played from `start` with `actions`, its decisions' ratings
    /// judged by turns and their figures steadied ([`moonvale_ai::review::judge`]). `None`
    /// if the actions do not replay.
    pub fn judged(
        start: &G,
        actions: &[G::Action],
        all_seats: bool,
        mut moves: Vec<Rating<G>>,
    ) -> Option<Self> {
        moonvale_ai::review::judge(start, actions, &mut moves)?;
        Some(Self::new(actions, all_seats, moves))
    }

    /// A stored review, if it is readable, of this version, made from these actions (played
    /// from `start`), and about them: a stored review is outside data, so an edited one is
    /// dropped ([`GameReview::rates`]) rather than shown on the replay's board.
    pub fn read(text: &str, start: &G, actions: &[G::Action]) -> Option<Self> {
        let review: GameReview<G> = serde_json::from_str(text).ok()?;
        (review.version == REVIEW_VERSION
            && review.fingerprint == fingerprint(actions)
            && review.rates(start, actions))
        .then_some(review)
    }

    /// Whether every rating is about a decision of the game played from `start` with
    /// `actions`, in the game's order: its seat was to act there, with as many choices as it
    /// says, it names the move played there, and its best and candidate moves were legal
    /// there (so the replay can draw each of them).
    pub fn rates(&self, start: &G, actions: &[G::Action]) -> bool {
        let mut state = start.clone();
        let mut ratings = self.moves.iter().peekable();
        for (index, action) in actions.iter().enumerate() {
            while let Some(rating) = ratings.next_if(|r| r.index == index) {
                let legal = state.legal_actions();
                let named = std::iter::once(&rating.best)
                    .chain(rating.candidates.iter().map(|c| &c.action));
                let fits = state.to_act() == Some(rating.seat)
                    && rating.choices == legal.len()
                    && rating.played == *action
                    && named.into_iter().all(|a| legal.contains(a));
                if !fits {
                    return false;
                }
            }
            if state.apply(action).is_err() {
                return false;
            }
        }
        // Every rating was met, in order (none out of order, repeated or past the end).
        ratings.next().is_none()
    }

    /// The moves a review points out, in the game's order.
    pub fn marked(&self) -> impl Iterator<Item = &Rating<G>> {
        self.moves.iter().filter(|m| m.kind.is_marked())
    }

    /// The first marked move after the replay's step `step` (its index at least `step + 1`
    /// when the step shows a marked move's position, so "next" always moves on).
    pub fn next_marked(&self, step: usize) -> Option<&Rating<G>> {
        self.marked().find(|m| m.index > step)
    }

    /// The last marked move before the replay's step `step`.
    pub fn previous_marked(&self, step: usize) -> Option<&Rating<G>> {
        self.marked().filter(|m| m.index < step).last()
    }

    /// The rating of the decision made at the position of step `step`, if rated.
    pub fn at(&self, step: usize) -> Option<&Rating<G>> {
        self.moves.iter().find(|m| m.index == step)
    }

    /// How many of a seat's moves fall in each kind, in [`KINDS`]' order.
    pub fn counts(&self, seat: Seat) -> Vec<(MoveKind, usize)> {
        KINDS
            .iter()
            .map(|&kind| {
                (kind, self.moves.iter().filter(|m| m.seat == seat && m.kind == kind).count())
            })
            .collect()
    }

    /// The seats whose moves were rated, in seat order.
    pub fn seats(&self) -> Vec<Seat> {
        let mut seats: Vec<Seat> = self.moves.iter().map(|m| m.seat).collect();
        seats.sort_unstable();
        seats.dedup();
        seats
    }

    /// A seat's figure after each of its moves with a choice, by the move's index: the value
    /// of the move it played (steadied, [`Rating::shown_value`]) as [`Rating::figure`] says it (a win chance in per cent, or the
    /// expected final score of a game scored alone). Forced moves add no point.
    pub fn chances(&self, seat: Seat) -> Vec<(usize, i64)> {
        self.moves
            .iter()
            .filter(|m| m.seat == seat && m.kind != MoveKind::Forced)
            .map(|m| (m.index, m.figure(m.shown_value())))
            .collect()
    }

    /// The chart of the `seats`' figures ([`GameReview::chances`]): the index of every rated
    /// move with a choice, and for each seat its figure after its latest move up to there;
    /// before its first move, its first figure (50, an even chance, for a seat with none).
    pub fn series(&self, seats: &[Seat]) -> (Vec<usize>, Vec<Vec<i64>>) {
        let chances: Vec<Vec<(usize, i64)>> = seats.iter().map(|&s| self.chances(s)).collect();
        let mut labels: Vec<usize> = chances.iter().flatten().map(|&(i, _)| i).collect();
        labels.sort_unstable();
        labels.dedup();
        let series = chances
            .iter()
            .map(|line| {
                labels
                    .iter()
                    .map(|&at| {
                        let latest = line.iter().take_while(|&&(i, _)| i <= at).last();
                        latest.or(line.first()).map_or(50, |&(_, v)| v)
                    })
                    .collect()
            })
            .collect();
        (labels, series)
    }
}

/// The kinds a review counts, from the best to the worst.
pub const KINDS: [MoveKind; 6] = [
    MoveKind::Best,
    MoveKind::Good,
    MoveKind::Inaccuracy,
    MoveKind::Mistake,
    MoveKind::Blunder,
    MoveKind::Forced,
];

fn key(id: &str) -> String {
    format!("{REVIEW_KEY_PREFIX}{id}")
}

/// The review kept for saved game `id`, if it was made from `actions`, played from `start`
/// ([`GameReview::read`]).
pub fn load<G: WorkerGame, S: Storage>(
    store: &SaveStore<S>,
    id: &str,
    start: &G,
    actions: &[G::Action],
) -> Option<GameReview<G>> {
    let text = store.backend()?.get(&key(id)).ok()??;
    GameReview::read(&text, start, actions)
}

/// Keeps a review beside saved game `id`. A full storage refuses it: the review is still on
/// the screen, only not kept.
pub fn save<G: WorkerGame, S: Storage>(
    store: &mut SaveStore<S>,
    id: &str,
    review: &GameReview<G>,
) -> Result<(), StorageError> {
    let text = serde_json::to_string(review).map_err(|e| StorageError::Other(e.to_string()))?;
    match store.backend_mut() {
        Some(backend) => backend.set(&key(id), &text),
        None => Err(StorageError::Unavailable("no storage".into())),
    }
}
