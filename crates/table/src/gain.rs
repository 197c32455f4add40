//! What a better move gains, in words (docs/review.md "Review"): a review's verdict and a hint say
//! what the better line gets that the other does not, from the game's own facts (the points,
//! counted as the rules would if the game ended after both; the contract it completes or takes
//! from a seat whose site was ready for it; the fifth building reached first; the resources
//! kept out of storage; the game ended with a win; in Nova Luna the tasks met, the moon track's
//! spaces and the tile), and what the move played gave up.
//!
//! Both lines are played from the mover's view of the position (Via Nebula's view is a
//! position with nothing hidden in it; Nova Luna's is drawn once, as the search does), each
//! from the same position, lone actions played through. The words name cards and tiles
//! through the caller ([`Names`]), which has the game's own words for them.

use crate::i18n::{t, tr, Lang};
use moonvale_ai::SearchGame;
use moonvale_rules::core::{Game, Rng, Seat};
use moonvale_rules::nova_luna::types::{NovaLunaAction, NovaLunaView};
use moonvale_rules::nova_luna::NovaLuna;
use moonvale_rules::via_nebula::{self, Occupant, ViaNebula};

/// One thing a line gets that another does not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gain {
    /// More points, counted as the rules would if the game ended after the line.
    Points(i64),
    /// A contract it fulfils (Via Nebula, by card).
    Completes(u8),
    /// A contract it fulfils that another seat's site was ready for: taken before that seat.
    Denies { card: u8, seat: Seat },
    /// Its fifth building first: the end-of-game card.
    FifthFirst,
    /// Resources kept out of storage (one point off each at the end).
    Storage(i64),
    /// The game ends with it, won by this many points.
    Wins(i64),
    /// More discs on tasks (Nova Luna).
    Tasks(i64),
    /// Fewer spaces on the moon track (Nova Luna).
    Steps(i64),
    /// The tile it takes (Nova Luna, by id).
    Tile(u8),
}

/// The game's own facts about lines of play.
pub trait GainFacts: SearchGame {
    /// What `line` gets that `other` does not, both played by the seat to act from the
    /// position of `view` (that seat's), each to the end of the seat's turn as far as it
    /// plays itself; `other` empty: the position as it is.
    fn gains(view: &Self::View, line: &[Self::Action], other: &[Self::Action]) -> Vec<Gain>;
}

/// A review's better line, to compare with the turn as played: the best line found, then
/// the rest of the turn as played (each action the line did not already take, where it is
/// still legal: [`GainFacts::gains`] skips the others), so both lines are whole turns.
pub fn better_line<A: Clone + PartialEq>(best: &A, line: &[A], played: &[A]) -> Vec<A> {
    let mut better: Vec<A> =
        if line.first() == Some(best) { line.to_vec() } else { vec![best.clone()] };
    for action in played.iter().skip(1) {
        if !better.contains(action) {
            better.push(action.clone());
        }
    }
    better
}

/// Plays `line` for `seat` from `state`, then the rest of its turn as far as it plays
/// itself: each action of the line once it is legal (the lone actions before it played
/// through), one that is not legal there skipped; then the lone actions while the seat keeps
/// the turn (its end, and in the last turn the end of the game).
fn play<G: Game>(state: &mut G, seat: Seat, line: &[G::Action]) {
    let lone = |state: &mut G| -> bool {
        if state.to_act() != Some(seat) {
            return false;
        }
        match state.legal_actions().as_slice() {
            [only] => {
                let only = only.clone();
                state.apply(&only).is_ok()
            }
            _ => false,
        }
    };
    for action in line {
        while state.to_act() == Some(seat) && !state.legal_actions().contains(action) {
            if !lone(state) {
                break;
            }
        }
        if state.to_act() != Some(seat) {
            return;
        }
        let _ = state.apply(action);
    }
    while lone(state) {}
}

/// The margin of a finished game for `seat`, if it won (its score less the best other's).
fn won_by(outcome: &moonvale_rules::core::Outcome, seat: Seat) -> Option<i64> {
    if !outcome.winners.contains(&seat) {
        return None;
    }
    let best_other = (0..outcome.scores.len())
        .filter(|&s| s != seat)
        .map(|s| outcome.scores[s])
        .max()
        .unwrap_or(0);
    Some(outcome.scores[seat] - best_other)
}

/// Via Nebula's facts after a line.
struct VnFacts {
    total: i64,
    storage: i64,
    fulfilled: u64,
    end_card: bool,
    wins: Option<i64>,
}

fn vn_facts(start: &ViaNebula, seat: Seat, line: &[via_nebula::Action]) -> VnFacts {
    let mut state = start.clone();
    play(&mut state, seat, line);
    let score = state.score_if_ended_now(seat as u8);
    VnFacts {
        total: score.total,
        storage: i64::from(score.storage_resources),
        fulfilled: state.seats[seat].fulfilled,
        end_card: state.end_card_holder == seat as u8,
        wins: state.outcome().and_then(|o| won_by(&o, seat)),
    }
}

/// Another seat whose site holds what `card` needs, if the card lies face up for it.
fn ready_for(state: &ViaNebula, seat: Seat, card: u8) -> Option<Seat> {
    if !state.display.contains(&card) {
        return None;
    }
    state.ruins.iter().flatten().find_map(|half| match half.occupant {
        Occupant::Site { seat: other }
            if other as usize != seat && state.contract_uses(card, &half.resources).is_some() =>
        {
            Some(other as usize)
        }
        _ => None,
    })
}

impl GainFacts for ViaNebula {
    fn gains(
        view: &via_nebula::View,
        line: &[via_nebula::Action],
        other: &[via_nebula::Action],
    ) -> Vec<Gain> {
        let start = &view.state;
        let seat = view.seat as usize;
        let (a, b) = (vn_facts(start, seat, line), vn_facts(start, seat, other));
        let mut gains = Vec::new();
        if let Some(margin) = a.wins.filter(|_| b.wins.is_none()) {
            gains.push(Gain::Wins(margin));
        }
        if a.end_card && !b.end_card {
            gains.push(Gain::FifthFirst);
        }
        let completed = a.fulfilled & !b.fulfilled;
        for card in (0..64u8).filter(|&c| completed & (1 << c) != 0) {
            gains.push(match ready_for(start, seat, card) {
                Some(seat) => Gain::Denies { card, seat },
                None => Gain::Completes(card),
            });
        }
        if a.storage < b.storage {
            gains.push(Gain::Storage(b.storage - a.storage));
        }
        if a.total > b.total {
            gains.push(Gain::Points(a.total - b.total));
        }
        gains
    }
}

/// Nova Luna's facts after a line.
struct NlFacts {
    discs_left: i64,
    progress: i64,
    tile: Option<u8>,
    wins: Option<i64>,
}

fn nl_facts(start: &NovaLuna, seat: Seat, line: &[NovaLunaAction]) -> NlFacts {
    // The tile the seat takes first, if the line begins with its take.
    let tile = match line.first() {
        Some(NovaLunaAction::Take { space }) => start.wheel()[*space as usize].map(|t| t.0),
        _ => None,
    };
    let mut state = start.clone();
    play(&mut state, seat, line);
    let player = &state.players()[seat];
    NlFacts {
        discs_left: i64::from(player.discs_left),
        progress: player.marker.as_ref().map_or(0, |m| i64::from(m.progress)),
        tile,
        wins: state.outcome().and_then(|o| won_by(&o, seat)),
    }
}

impl GainFacts for NovaLuna {
    fn gains(view: &NovaLunaView, line: &[NovaLunaAction], other: &[NovaLunaAction]) -> Vec<Gain> {
        // The view's hidden pile drawn once, as a search draws it: a line's facts here do
        // not depend on it (a refill comes after the turn).
        let Ok(start) = NovaLuna::sample_state(view, &mut Rng::new(0x6A11)) else {
            return Vec::new();
        };
        let seat = view.viewer;
        let (a, b) = (nl_facts(&start, seat, line), nl_facts(&start, seat, other));
        let mut gains = Vec::new();
        if let Some(margin) = a.wins.filter(|_| b.wins.is_none()) {
            gains.push(Gain::Wins(margin));
        }
        if let Some(tile) = a.tile.filter(|&t| Some(t) != b.tile) {
            gains.push(Gain::Tile(tile));
        }
        if a.discs_left < b.discs_left {
            gains.push(Gain::Tasks(b.discs_left - a.discs_left));
        }
        if a.progress < b.progress && b.tile.is_some() {
            gains.push(Gain::Steps(b.progress - a.progress));
        }
        gains
    }
}

/// How the words name a game's cards and tiles, and the seats.
pub struct Names<'a> {
    pub card: &'a dyn Fn(u8) -> String,
    pub tile: &'a dyn Fn(u8) -> String,
    pub seat: &'a dyn Fn(Seat) -> String,
}

fn gain_words(lang: Lang, gain: Gain, names: &Names) -> String {
    match gain {
        Gain::Points(n) => t(lang, "review-gain-points", &[("count", n.into())]),
        Gain::Completes(card) => {
            t(lang, "review-gain-completes", &[("card", (names.card)(card).into())])
        }
        Gain::Denies { card, seat } => t(
            lang,
            "review-gain-denies",
            &[("card", (names.card)(card).into()), ("player", (names.seat)(seat).into())],
        ),
        Gain::FifthFirst => tr(lang, "review-gain-fifth"),
        Gain::Storage(n) => t(lang, "review-gain-storage", &[("count", n.into())]),
        Gain::Wins(n) => t(lang, "review-gain-wins", &[("count", n.into())]),
        Gain::Tasks(n) => t(lang, "review-gain-tasks", &[("count", n.into())]),
        Gain::Steps(n) => t(lang, "review-gain-steps", &[("count", n.into())]),
        Gain::Tile(tile) => t(lang, "review-gain-tile", &[("tile", (names.tile)(tile).into())]),
    }
}

fn lost_words(lang: Lang, gain: Gain, names: &Names) -> String {
    match gain {
        Gain::Points(n) => t(lang, "review-lost-points", &[("count", n.into())]),
        Gain::Completes(card) => {
            t(lang, "review-lost-completes", &[("card", (names.card)(card).into())])
        }
        Gain::Denies { card, seat } => t(
            lang,
            "review-lost-denies",
            &[("card", (names.card)(card).into()), ("player", (names.seat)(seat).into())],
        ),
        Gain::FifthFirst => tr(lang, "review-lost-fifth"),
        Gain::Storage(n) => t(lang, "review-lost-storage", &[("count", n.into())]),
        Gain::Wins(_) => tr(lang, "review-lost-wins"),
        Gain::Tasks(n) => t(lang, "review-lost-tasks", &[("count", n.into())]),
        Gain::Steps(n) => t(lang, "review-lost-steps", &[("count", n.into())]),
        Gain::Tile(tile) => t(lang, "review-lost-tile", &[("tile", (names.tile)(tile).into())]),
    }
}

/// The gains in words, one after the other ("it completes Distillery, one more point");
/// `None` when there are none.
pub fn gains_words(lang: Lang, gains: &[Gain], names: &Names) -> Option<String> {
    (!gains.is_empty())
        .then(|| gains.iter().map(|&g| gain_words(lang, g, names)).collect::<Vec<_>>().join(", "))
}

/// What the better line gains, as a sentence ("Why: it completes Distillery, one more
/// point."); `None` when it gains nothing the facts can tell.
pub fn why_text(lang: Lang, gains: &[Gain], names: &Names) -> Option<String> {
    let said = gains_words(lang, gains, names)?;
    Some(t(lang, "review-why", &[("gains", said.into())]))
}

/// What the move played gave up, as a sentence; `None` when nothing can be told.
pub fn gave_up_text(lang: Lang, played: &str, gains: &[Gain], names: &Names) -> Option<String> {
    if gains.is_empty() {
        return None;
    }
    let said: Vec<String> = gains.iter().map(|&g| lost_words(lang, g, names)).collect();
    let lost = said.join(", ");
    Some(t(lang, "review-gave-up", &[("played", played.into()), ("lost", lost.into())]))
}
