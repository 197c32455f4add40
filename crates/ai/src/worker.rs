//! The computer players' Web Worker: what the page asks and what it gets back.
//!
//! The page never thinks on its own thread: it sends a [`Request`] (the seat's *view*, never
//! the full state, with the level, a seed and a ticket) and the worker answers with the
//! action and the best candidates. The ticket travels back unchanged so the page can drop an
//! answer for a position it has left (undo, another game, a reload). The same [`answer`]
//! function serves computer moves and the hint button, and is tested natively; the crate
//! `moonvale-worker` (crates/worker) adds the browser's side and the worker's entry point.

use crate::{think, Budget, Level, SearchGame};
use moonvale_rules::core::{Game, GameKind, Rng};
use moonvale_rules::nova_luna::{types::NovaLunaAction, types::NovaLunaView, NovaLuna};
use moonvale_rules::via_nebula::{self, ViaNebula};
use serde::{Deserialize, Serialize};

/// What one seat may see, for either game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "game", content = "view", rename_all = "kebab-case")]
pub enum Position {
    ViaNebula(Box<via_nebula::View>),
    NovaLuna(Box<NovaLunaView>),
}

impl Position {
    pub fn kind(&self) -> GameKind {
        match self {
            Position::ViaNebula(_) => GameKind::ViaNebula,
            Position::NovaLuna(_) => GameKind::NovaLuna,
        }
    }
}

/// A game the worker plays: how its view travels in a [`Request`] and its action comes back.
pub trait WorkerGame: SearchGame {
    fn position(view: Self::View) -> Position;
    /// The action of this game in an answer (`None` if the answer is for the other game).
    fn action_of(action: AnyAction) -> Option<Self::Action>;
    /// An action of this game as it travels.
    fn any_action(action: Self::Action) -> AnyAction;
}

impl WorkerGame for ViaNebula {
    fn position(view: via_nebula::View) -> Position {
        Position::ViaNebula(Box::new(view))
    }
    fn action_of(action: AnyAction) -> Option<via_nebula::Action> {
        match action {
            AnyAction::ViaNebula(a) => Some(a),
            AnyAction::NovaLuna(_) => None,
        }
    }
    fn any_action(action: via_nebula::Action) -> AnyAction {
        AnyAction::ViaNebula(action)
    }
}

impl WorkerGame for NovaLuna {
    fn position(view: NovaLunaView) -> Position {
        Position::NovaLuna(Box::new(view))
    }
    fn action_of(action: AnyAction) -> Option<NovaLunaAction> {
        match action {
            AnyAction::NovaLuna(a) => Some(a),
            AnyAction::ViaNebula(_) => None,
        }
    }
    fn any_action(action: NovaLunaAction) -> AnyAction {
        AnyAction::NovaLuna(action)
    }
}

/// Why the page asks: a computer seat's move, or a hint for a person.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Purpose {
    Move,
    Hint,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// Chosen by the page; returned unchanged in the answer.
    pub ticket: u64,
    pub purpose: Purpose,
    pub level: Level,
    pub seed: u64,
    pub position: Position,
    /// Think for this long (milliseconds, at most [`BROWSER_MAX_MILLIS`]), however many
    /// iterations that makes: what the page asks ([`think_millis`]). Without it, the level's
    /// fixed number of iterations: the same request always gets the same answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub think_ms: Option<f64>,
    /// A review's question (docs/review.md "Review"): how good was this move, played from this
    /// position? The answer then carries it as [`Answer::played`], searched however little
    /// the search liked it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate: Option<AnyAction>,
}

/// An action of either game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", content = "action", rename_all = "kebab-case")]
pub enum AnyAction {
    ViaNebula(via_nebula::Action),
    NovaLuna(NovaLunaAction),
}

/// One action the search weighed, with its estimated value for the seat (0 to 1).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Candidate {
    pub action: AnyAction,
    pub value: f64,
    pub visits: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    pub ticket: u64,
    pub action: AnyAction,
    /// Best first; may be empty when there was a single legal action.
    pub candidates: Vec<Candidate>,
    /// Time spent thinking, in milliseconds.
    pub millis: f64,
    /// Search iterations run (0 when nothing was searched: a lone or an obvious move).
    #[serde(default)]
    pub iterations: u32,
    /// The move a review asked about ([`Request::rate`]), with its value and visits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played: Option<Candidate>,
    /// In a game scored alone, the centre of the reward's step the search used
    /// ([`crate::solo_reward`]); merged answers give the iteration-weighted mean of theirs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solo_centre: Option<f64>,
    /// The best line found while the seat keeps the turn, the answer's action first (a
    /// hint's or a review's; what the better move gains is said from it).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub line: Vec<AnyAction>,
    /// The action was chosen by walking every order of the turn to the end of the game
    /// ([`crate::exact`]): its line's ending is certain, and where every order ends the game
    /// the candidates' values are exact.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub exact: bool,
    /// The root moves Hard's search leaned toward (`Thought::hinted`): [`merge`] chooses
    /// among near ties with them as one search does.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hinted: Vec<AnyAction>,
}

/// How long a level thinks in the browser, per worker: Hard the whole allowance, Medium and
/// Easy the same fraction of it as of Hard's iterations on the command line.
pub fn think_millis(level: Level) -> f64 {
    match level {
        Level::Hard => BROWSER_MAX_MILLIS,
        Level::Medium => BROWSER_MAX_MILLIS / f64::from(crate::MEDIUM_SHARE),
        Level::Easy => BROWSER_MAX_MILLIS / f64::from(crate::EASY_SHARE),
    }
}

/// The seed of the `index`-th of several workers thinking about one request: each draws its
/// own samples of what the seat cannot see (index 0 keeps the request's seed).
pub fn worker_seed(seed: u64, index: usize) -> u64 {
    seed.wrapping_add((index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// Root parallelisation: the answers of several workers to one request (each searched its
/// own samples) made one. A move's visits are summed over the workers, its value is the
/// visit-weighted mean, and the most visited move is played, or, for Hard, a move its
/// searches leaned toward that is a near tie with it, by the same rule as one search's
/// (`ismcts::hinted_choice`). Each worker reports its best few moves only; the move played is
/// among them in practice (it has the most visits in every worker that searched long enough).
/// `None` for no answer at all.
pub fn merge(answers: Vec<Answer>) -> Option<Answer> {
    // An ending found by walking every order is certain: the searches' estimates give way.
    let answers: Vec<Answer> = if answers.iter().any(|a| a.exact) {
        answers.into_iter().filter(|a| a.exact).collect()
    } else {
        answers
    };
    let lines: Vec<Vec<AnyAction>> = answers.iter().map(|a| a.line.clone()).collect();
    let exact = answers.first().is_some_and(|a| a.exact);
    let mut answers = answers.into_iter();
    let first = answers.next()?;
    let mut merged: Vec<(AnyAction, f64, u32)> = first
        .candidates
        .iter()
        .map(|c| (c.action.clone(), c.value * f64::from(c.visits), c.visits))
        .collect();
    let (mut iterations, mut millis) = (first.iterations, first.millis);
    let mut played = first.played.clone();
    let mut hinted = first.hinted.clone();
    let mut centre = CentreMean::default();
    centre.add(&first);
    for answer in answers {
        centre.add(&answer);
        for hint in answer.hinted {
            if !hinted.contains(&hint) {
                hinted.push(hint);
            }
        }
        iterations += answer.iterations;
        millis = millis.max(answer.millis);
        played = merge_played(played, answer.played);
        for c in answer.candidates {
            let weighted = c.value * f64::from(c.visits);
            match merged.iter_mut().find(|(a, _, _)| *a == c.action) {
                Some(entry) => {
                    entry.1 += weighted;
                    entry.2 += c.visits;
                }
                None => merged.push((c.action, weighted, c.visits)),
            }
        }
    }
    if merged.iter().all(|(_, _, visits)| *visits == 0) {
        // Nothing was searched (a lone or an obvious move): every worker chose the same.
        return Some(Answer { iterations, millis, solo_centre: centre.mean(), ..first });
    }
    let mut ranked: Vec<crate::Candidate<AnyAction>> = merged
        .into_iter()
        .map(|(action, weighted, visits)| crate::Candidate {
            action,
            value: if visits == 0 { 0.0 } else { weighted / f64::from(visits) },
            visits,
        })
        .collect();
    crate::ismcts::sort_candidates(&mut ranked);
    if let Some(i) = crate::ismcts::hinted_choice(&ranked, &hinted) {
        let chosen = ranked.remove(i);
        ranked.insert(0, chosen);
    }
    ranked.truncate(crate::CANDIDATES_SHOWN);
    let candidates: Vec<Candidate> = ranked
        .into_iter()
        .map(|c| Candidate { action: c.action, value: c.value, visits: c.visits })
        .collect();
    let action = candidates[0].action.clone();
    // The longest line among the workers' that begin with the move chosen.
    let line = lines
        .into_iter()
        .filter(|l| l.first() == Some(&action))
        .max_by_key(|l| l.len())
        .unwrap_or_default();
    Some(Answer {
        ticket: first.ticket,
        action,
        candidates,
        millis,
        iterations,
        played,
        solo_centre: centre.mean(),
        line,
        exact,
        hinted,
    })
}

/// The iteration-weighted mean of several answers' solo centres: each worker finds its own
/// from its own samples, and a merged value is a visit-weighted mean of theirs.
#[derive(Default)]
struct CentreMean {
    sum: f64,
    weight: f64,
}

impl CentreMean {
    fn add(&mut self, answer: &Answer) {
        if let Some(centre) = answer.solo_centre {
            let weight = f64::from(answer.iterations.max(1));
            self.sum += centre * weight;
            self.weight += weight;
        }
    }

    fn mean(&self) -> Option<f64> {
        (self.weight > 0.0).then(|| self.sum / self.weight)
    }
}

/// Two workers' figures for the move a review asked about, as [`merge`] sums a move's.
fn merge_played(a: Option<Candidate>, b: Option<Candidate>) -> Option<Candidate> {
    match (a, b) {
        (Some(a), Some(b)) => {
            let visits = a.visits + b.visits;
            let value = if visits == 0 {
                a.value.min(b.value)
            } else {
                (a.value * f64::from(a.visits) + b.value * f64::from(b.visits)) / f64::from(visits)
            };
            Some(Candidate { action: a.action, value, visits })
        }
        (a, b) => a.or(b),
    }
}

/// Why a request got no action.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Refusal {
    pub ticket: u64,
    pub message: String,
}

/// Reads a request sent as JSON text (the native form of what the page posts: the browser's
/// worker reads the same [`Request`] from a JavaScript value): refused with why, never a
/// panic. What it carries is checked by [`answer`], the one door of a request.
pub fn read_request(text: &str) -> Result<Request, Refusal> {
    serde_json::from_str(text)
        .map_err(|e| Refusal { ticket: 0, message: format!("unreadable request: {e}") })
}

/// Answers a request from the view it carries alone. `now` gives milliseconds (the
/// browser's `performance.now()` in the worker, a monotonic clock natively). The view is
/// checked first (`Game::check_view`), and a move to rate with it: a page (or anything
/// posting to the worker) that sends a view no game could make gets a refusal with why.
pub fn answer(request: &Request, now: &dyn Fn() -> f64) -> Result<Answer, Refusal> {
    let start = now();
    let refuse = |message: String| Refusal { ticket: request.ticket, message };
    let choice = match &request.position {
        Position::ViaNebula(view) => choose::<ViaNebula>(view, request, now),
        Position::NovaLuna(view) => choose::<NovaLuna>(view, request, now),
    }
    .map_err(refuse)?;
    Ok(Answer {
        ticket: request.ticket,
        action: choice.action,
        candidates: choice.candidates,
        millis: now() - start,
        iterations: choice.iterations,
        played: choice.played,
        solo_centre: choice.solo_centre,
        line: choice.line,
        exact: choice.exact,
        hinted: choice.hinted,
    })
}

const OVER: &str = "the game is over: there is nothing to choose";
const NOT_LEGAL: &str = "the move to rate is not legal in this position";
const OTHER_GAME: &str = "the move to rate is not of this game";

/// What [`choose`] found, in the protocol's terms.
struct Choice {
    action: AnyAction,
    candidates: Vec<Candidate>,
    iterations: u32,
    played: Option<Candidate>,
    solo_centre: Option<f64>,
    line: Vec<AnyAction>,
    exact: bool,
    hinted: Vec<AnyAction>,
}

fn candidate_of<G: WorkerGame>(c: crate::Candidate<G::Action>) -> Candidate {
    Candidate { action: G::any_action(c.action), value: c.value, visits: c.visits }
}

/// The longest a computer may think in the browser, whatever its level (docs/computer-players.md
/// "Levels"): Hard thinks this long a decision ([`think_millis`]), never more.
pub const BROWSER_MAX_MILLIS: f64 = 1000.0;

/// The seat to act's choice from its view alone, through the same `ai::think` the command
/// line uses; hints think like Hard; a review's question goes to `review::rate_view`.
fn choose<G: WorkerGame>(
    view: &G::View,
    request: &Request,
    now: &dyn Fn() -> f64,
) -> Result<Choice, String> {
    G::check_view(view).map_err(|e| e.to_string())?;
    let mut rng = Rng::new(request.seed);
    let sampled = G::sample_state(view, &mut rng).map_err(|e| e.to_string())?;
    sampled.to_act().ok_or(OVER)?;
    if let Some(asked) = &request.rate {
        let played = G::action_of(asked.clone()).ok_or(OTHER_GAME)?;
        G::check_action(view, &played).map_err(|e| e.to_string())?;
        let legal = sampled.legal_actions();
        if !legal.contains(&played) {
            return Err(NOT_LEGAL.into());
        }
        let millis = request.think_ms.unwrap_or(BROWSER_MAX_MILLIS).clamp(0.0, BROWSER_MAX_MILLIS);
        let budget = crate::review::Budget {
            iterations: if request.think_ms.is_some() {
                u32::MAX
            } else {
                crate::review::default_iterations(&sampled)
            },
            deadline: Some(now() + millis),
        };
        let rating = if legal.len() == 1 {
            crate::review::forced::<G>(0, G::viewer(view), played.clone())
        } else {
            crate::review::rate_view::<G>(view, legal.len(), &played, 0, budget, now, request.seed)
                .ok_or(OVER)?
        };
        return Ok(Choice {
            action: G::any_action(rating.best),
            candidates: rating.candidates.into_iter().map(candidate_of::<G>).collect(),
            iterations: rating.iterations,
            played: Some(Candidate {
                action: G::any_action(played),
                value: rating.played_value,
                visits: rating.played_visits,
            }),
            solo_centre: rating.solo_centre,
            line: rating.line.into_iter().map(G::any_action).collect(),
            exact: rating.exact,
            hinted: Vec::new(),
        });
    }
    let budget = match request.think_ms {
        // As many iterations as the time allows.
        Some(ms) => {
            Budget { iterations: Some(u32::MAX), millis: Some(ms.clamp(0.0, BROWSER_MAX_MILLIS)) }
        }
        None => Budget::at_most_millis(BROWSER_MAX_MILLIS),
    };
    if request.purpose == Purpose::Hint {
        return hint::<G>(view, request.seed, budget, now);
    }
    let thought =
        think::<G>(view, request.level, request.seed, budget, now).map_err(|e| e.to_string())?;
    Ok(Choice {
        action: G::any_action(thought.action),
        candidates: thought.candidates.into_iter().map(candidate_of::<G>).collect(),
        iterations: thought.iterations,
        played: None,
        solo_centre: thought.solo_centre,
        line: Vec::new(),
        exact: false,
        hinted: thought.hinted.into_iter().map(G::any_action).collect(),
    })
}

/// A hint: Hard's move, searched as Hard searches it (the same draws, so the same move), with
/// its line; but where the turn can end the game, every order of it is walked first
/// ([`crate::exact`]), and an ending at least as good as the search's estimate is taken:
/// the hint never misses a better ending.
fn hint<G: WorkerGame>(
    view: &G::View,
    seed: u64,
    budget: Budget,
    now: &dyn Fn() -> f64,
) -> Result<Choice, String> {
    use crate::exact::{final_turn, Reach};
    let start = now();
    let ending = final_turn::<G>(view, seed, Reach::SomeOrder);
    let from_ending = |ending: crate::exact::Ending<G::Action>| Choice {
        action: G::any_action(ending.line[0].clone()),
        candidates: ending
            .candidates
            .into_iter()
            .take(crate::CANDIDATES_SHOWN)
            .map(candidate_of::<G>)
            .collect(),
        iterations: 0,
        played: None,
        solo_centre: None,
        line: ending.line.into_iter().map(G::any_action).collect(),
        exact: true,
        hinted: Vec::new(),
    };
    if let Some(ending) = ending.clone().filter(|e| e.exact) {
        return Ok(from_ending(ending));
    }
    let mut rng = Rng::new(seed);
    let state = G::sample_state(view, &mut rng).map_err(|e| e.to_string())?;
    let legal = state.legal_actions();
    if legal.len() == 1 {
        let action = G::any_action(legal[0].clone());
        return Ok(Choice {
            action: action.clone(),
            candidates: vec![Candidate { action: action.clone(), value: 0.5, visits: 0 }],
            iterations: 0,
            played: None,
            solo_centre: None,
            line: vec![action],
            exact: false,
            hinted: Vec::new(),
        });
    }
    let iterations = budget.iterations.unwrap_or_else(|| state.hard_iterations());
    let deadline = budget.millis.map(|ms| start + ms);
    let found = crate::ismcts_stats::<G>(view, iterations, deadline, now, &mut rng);
    let mut children = found.children;
    children.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.value.total_cmp(&a.value)));
    if let Some(ending) = ending {
        // A certain ending worth at least the search's estimate of its best move.
        if children.first().is_none_or(|best| ending.candidates[0].value >= best.value) {
            return Ok(from_ending(ending));
        }
    }
    children.truncate(crate::CANDIDATES_SHOWN);
    Ok(Choice {
        action: G::any_action(children[0].action.clone()),
        candidates: children.into_iter().map(candidate_of::<G>).collect(),
        iterations: found.iterations,
        played: None,
        solo_centre: found.solo_centre,
        line: found.line.into_iter().map(G::any_action).collect(),
        exact: false,
        hinted: Vec::new(),
    })
}

/// Asks the worker to play a whole game with `level` in every seat and time each decision
/// (the browser benchmark of the computer players, `scripts/bench-computer.sh`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BenchRequest {
    pub bench: GameKind,
    pub players: usize,
    pub level: Level,
    pub seed: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchReport {
    pub game: GameKind,
    pub players: usize,
    pub level: Level,
    /// Every action of the game, forced ones included.
    pub actions: usize,
    /// The thinking time of each decision with a choice (a lone legal action is played
    /// without thinking), in milliseconds.
    pub millis: Vec<f64>,
    pub median: f64,
    pub max: f64,
}

/// Plays the game of `request` to its end, every seat choosing through [`answer`] from its
/// own view, and times each choice with `now`.
pub fn bench_game(request: &BenchRequest, now: &dyn Fn() -> f64) -> Result<BenchReport, String> {
    moonvale_rules::with_game!(request.bench, G => bench::<G>(
        G::new(&G::options_for(request.players), request.seed),
        request,
        now,
        G::position
    ))
}

fn bench<G: Game>(
    game: Result<G, moonvale_rules::core::SetupError>,
    request: &BenchRequest,
    now: &dyn Fn() -> f64,
    position: impl Fn(G::View) -> Position,
) -> Result<BenchReport, String> {
    let mut game = game.map_err(|e| e.to_string())?;
    let (mut actions, mut millis) = (0, Vec::new());
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions();
        let action = if legal.len() == 1 {
            legal[0].clone()
        } else {
            let ask = Request {
                ticket: actions as u64,
                purpose: Purpose::Move,
                level: request.level,
                seed: request.seed.wrapping_add(actions as u64),
                position: position(game.view(seat)),
                think_ms: None,
                rate: None,
            };
            let answer = answer(&ask, now).map_err(|r| r.message)?;
            millis.push(answer.millis);
            let json = serde_json::to_value(&answer.action).map_err(|e| e.to_string())?;
            serde_json::from_value(json["action"].clone()).map_err(|e| e.to_string())?
        };
        game.apply(&action).map_err(|e| e.to_string())?;
        actions += 1;
    }
    let mut sorted = millis.clone();
    sorted.sort_by(f64::total_cmp);
    let median = sorted.get(sorted.len() / 2).copied().unwrap_or(0.0);
    let max = sorted.last().copied().unwrap_or(0.0);
    Ok(BenchReport {
        game: request.bench,
        players: request.players,
        level: request.level,
        actions,
        millis,
        median,
        max,
    })
}

/// Asks the worker for `count` positions of a game, evenly spread over it: the decisions
/// (two legal actions or more) of a game played by Easy in every seat, each as a Hard
/// [`Request`] that thinks for [`BROWSER_MAX_MILLIS`]. The browser benchmark of several
/// workers (`scripts/bench-computer.sh`) sends each to 1, 2 and 4 workers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionsRequest {
    pub positions: GameKind,
    pub players: usize,
    pub seed: u64,
    pub count: usize,
}

/// The positions of a [`PositionsRequest`].
pub fn positions(request: &PositionsRequest) -> Result<Vec<Request>, String> {
    fn collect<G: WorkerGame>(
        game: Result<G, moonvale_rules::core::SetupError>,
        request: &PositionsRequest,
    ) -> Result<Vec<Request>, String> {
        let mut game = game.map_err(|e| e.to_string())?;
        let mut all = Vec::new();
        let mut rng = Rng::new(request.seed);
        while let Some(seat) = game.to_act() {
            let legal = game.legal_actions();
            let view = game.view(seat);
            let action = if legal.len() == 1 {
                legal[0].clone()
            } else {
                let seed = rng.next_u64();
                all.push(Request {
                    ticket: all.len() as u64 + 1,
                    purpose: Purpose::Move,
                    level: Level::Hard,
                    seed,
                    position: G::position(view.clone()),
                    think_ms: Some(BROWSER_MAX_MILLIS),
                    rate: None,
                });
                think::<G>(&view, Level::Easy, seed, crate::Budget::standard(), &|| 0.0)
                    .map_err(|e| e.to_string())?
                    .action
            };
            game.apply(&action).map_err(|e| e.to_string())?;
        }
        let step = (all.len() as f64 / request.count.max(1) as f64).max(1.0);
        Ok((0..request.count.min(all.len()))
            .map(|i| all[(i as f64 * step) as usize].clone())
            .collect())
    }
    moonvale_rules::with_game!(request.positions, G => collect(
        G::new(&G::options_for(request.players), request.seed),
        request
    ))
}

/// What the worker posts back: an answer, or why there is none.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Reply {
    /// Sent once, when the worker can take requests: a message posted before that would be
    /// lost while the wasm is still loading, so the page waits for it.
    Ready,
    Answer(Answer),
    Refused(Refusal),
    Bench(BenchReport),
    Positions {
        positions: Vec<Request>,
    },
}

impl Reply {
    pub fn ticket(&self) -> u64 {
        match self {
            Reply::Ready => 0,
            Reply::Answer(a) => a.ticket,
            Reply::Refused(r) => r.ticket,
            Reply::Bench(_) | Reply::Positions { .. } => 0,
        }
    }
}

/// The reply to a request, whatever happens.
pub fn reply(request: &Request, now: &dyn Fn() -> f64) -> Reply {
    match answer(request, now) {
        Ok(a) => Reply::Answer(a),
        Err(r) => Reply::Refused(r),
    }
}
