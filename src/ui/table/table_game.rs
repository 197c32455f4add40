//! What a game brings to the one game screen (`ui::table::shell`) and what its panels are given:
//! the view of the person at the device and that person's choices, never the full state.

use moonvale_rules::core::{GameEvent, LoggedAction, Outcome, Seat};
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::storage::PlayerInfo;
use std::rc::Rc;
use yew::prelude::*;

/// What a game brings to the shell.
pub trait TableGame:
    moonvale_worker::WorkerGame + moonvale_table::gain::GainFacts + 'static
{
    /// The game's name, and the home screen's line about it.
    fn name(lang: Lang) -> String;
    fn blurb(lang: Lang) -> String;
    /// Its new-game screen (sharing the seat form).
    fn new_game_screen() -> Html;
    /// Which tutorial topic shows each rule or ruling (`moonvale_table::tutorial::*_RULE_TOPICS`).
    fn tutorial_rule_topics() -> &'static [(&'static str, &'static str)];
    /// The daily challenge (`moonvale_table::daily`): its button's words, and the seats and options of
    /// the day's deal, with the person named `you` in the first seat.
    fn daily_label(lang: Lang) -> String;
    fn daily_table(you: moonvale_table::names::PlayerName) -> (Vec<PlayerInfo>, Self::Options);
    /// Its board and side panels, from the view of the person at the device.
    fn body(props: BodyProps<Self>) -> Html;
    /// The status line while the game goes on (whose turn, what to do).
    fn status(lang: Lang, props: &BodyProps<Self>) -> Html;
    /// The lines the log shows for one action of `seat` (in order), from its events alone:
    /// the action itself may say what other seats may not know.
    fn log_lines(
        lang: Lang,
        view: &Self::View,
        players: &[PlayerInfo],
        seat: Seat,
        events: &[Self::Event],
    ) -> Vec<String>;
    /// The line of an action whose events tell nothing, from the action itself: a choice
    /// that changes nothing yet (the first of a card power's two choices). Only for actions
    /// every seat may read; `None` by default, and the log then says a move was made.
    fn quiet_line(
        _lang: Lang,
        _view: &Self::View,
        _players: &[PlayerInfo],
        _seat: Seat,
        _action: &Self::Action,
    ) -> Option<String> {
        None
    }
    /// One action in words (the game's own words for its actions, as its choices say them),
    /// for the suggested move.
    fn action_text(lang: Lang, view: &Self::View, action: &Self::Action) -> String;
    /// A refusal of the engine, in the player's words.
    fn error_text(lang: Lang, error: &Self::Error) -> String;
    /// The end screen's own rows: who won, the scores. Scores are public at the end.
    fn end_rows(
        lang: Lang,
        players: &[PlayerInfo],
        outcome: &Outcome,
        scores: &[Self::Score],
    ) -> Html;
    /// The rules at hand for this game's options.
    fn rules(lang: Lang, options: &Self::Options) -> Html;
    /// The end screen's bar chart: the names of the score's categories...
    fn score_categories(lang: Lang) -> Vec<String>;
    /// ...and one seat's figure in each (the same order).
    fn score_values(score: &Self::Score) -> Vec<i64>;
    /// The figure the score race follows (a seat's total, or Nova Luna's discs placed),
    /// and its name on the chart.
    fn race_total(score: &Self::Score) -> i64;
    fn race_title(lang: Lang) -> String;
    /// Each seat's race figure in a position: [`TableGame::race_total`] of its score, unless
    /// the game reads it otherwise (Via Nebula's score "if the game ended now").
    fn race_figures(state: &Self) -> Vec<i64> {
        state.score().iter().map(Self::race_total).collect()
    }
    /// The end screen's line charts: by default one, the race of [`TableGame::race_figures`]
    /// over the rounds.
    fn end_races(lang: Lang, replay: &moonvale_table::table::replay::Replay<Self>) -> Vec<Race> {
        let points = replay.race_over_rounds(Self::race_figures);
        vec![Race::over_rounds(lang, "rounds", Self::race_title(lang), points)]
    }
    /// The game's tutorial script (`moonvale_table::tutorial`) and the colours its two seats wear.
    fn tutorial_script() -> &'static str;
    fn tutorial_colours() -> [&'static str; 2];
    /// Why a suggested move is worth playing, in a few words (the points it wins, the
    /// contract it serves), from what the engine says of it; `None` when there is nothing
    /// short to say.
    fn hint_reason(_lang: Lang, _view: &Self::View, _action: &Self::Action) -> Option<String> {
        None
    }
    /// The name of a piece a better move's gain speaks of (`moonvale_table::gain::Gain`): a contract
    /// in Via Nebula, a tile in Nova Luna, by its id.
    fn piece_name(_lang: Lang, _view: &Self::View, _id: u8) -> String {
        String::new()
    }
    /// Whether a move another seat weighed may be named to the person whose view this is
    /// ("why did the computer play that?"): not when naming it tells what that person cannot
    /// see (a card in the computer's hand). Every move the rules list is public by default.
    fn weighed_move_seen(_view: &Self::View, _action: &Self::Action) -> bool {
        true
    }
    /// A short key of the step the game is in, for `data-stage` (tests and styling).
    fn stage_key(_view: &Self::View) -> Option<&'static str> {
        None
    }
    /// How each seat is drawn on the board (its colour and its marker), so the end screen's
    /// charts draw each seat as the table does.
    fn seat_keys(players: &[PlayerInfo]) -> Vec<SeatKey>;
}

/// A line chart of the end screen: what it follows, the heading of its points and each
/// point's words (for the table read by screen readers), and the points.
#[derive(Clone, Debug, PartialEq)]
pub struct Race {
    /// Which chart it is (`data-race`).
    pub key: &'static str,
    pub title: String,
    pub heading: String,
    pub labels: Vec<String>,
    pub points: Vec<moonvale_table::table::replay::RacePoint>,
}

impl Race {
    /// A race over the rounds ("Round 3").
    pub fn over_rounds(
        lang: Lang,
        key: &'static str,
        title: String,
        points: Vec<moonvale_table::table::replay::RacePoint>,
    ) -> Race {
        let labels =
            points.iter().map(|p| t(lang, "chart-round", &[("round", p.round.into())])).collect();
        Race { key, title, heading: tr(lang, "chart-round-heading"), labels, points }
    }
}

/// A seat as the board draws it: its colour (a CSS colour) and its marker (a swatch in
/// that colour and the seat's shape, for legends).
#[derive(Clone, PartialEq)]
pub struct SeatKey {
    pub colour: String,
    pub swatch: Html,
}

/// What the game's panels get: never the full state.
#[derive(Properties)]
pub struct BodyProps<G: TableGame> {
    pub lang: Lang,
    /// The view of the seat whose eyes the screen is.
    pub view: Rc<G::View>,
    /// The person at the device, if any (their private things may show).
    pub at_device: Option<Seat>,
    pub to_act: Option<Seat>,
    pub players: Rc<Vec<PlayerInfo>>,
    /// What the person at the device may choose now (empty during a computer's turn).
    pub choices: Rc<Vec<G::Action>>,
    /// The latest moves to highlight (`Table::recent`): the other seats' moves since the
    /// person looking last acted, else the last move.
    pub recent: Rc<Vec<(Seat, G::Action)>>,
    /// The move suggested to the person at the device (the hint button), for the game to
    /// mark among its choices (`data-hint="true"`) and on its board; only for the current
    /// position.
    pub hint: Option<G::Action>,
    /// Bumped on every change of the game (to reset half-made choices).
    pub version: u64,
    pub on_act: Callback<G::Action>,
    /// Something to say (an announcement; a refusal when `error`).
    pub on_say: Callback<Said>,
}

impl<G: TableGame> Clone for BodyProps<G> {
    fn clone(&self) -> Self {
        BodyProps {
            lang: self.lang,
            view: self.view.clone(),
            at_device: self.at_device,
            to_act: self.to_act,
            players: self.players.clone(),
            choices: self.choices.clone(),
            recent: self.recent.clone(),
            hint: self.hint.clone(),
            version: self.version,
            on_act: self.on_act.clone(),
            on_say: self.on_say.clone(),
        }
    }
}

impl<G: TableGame> PartialEq for BodyProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.lang == other.lang
            && self.version == other.version
            && self.at_device == other.at_device
            && Rc::ptr_eq(&self.view, &other.view)
            && Rc::ptr_eq(&self.choices, &other.choices)
            && self.hint == other.hint
            && self.on_act == other.on_act
    }
}

impl<G: TableGame> BodyProps<G> {
    /// Seat `seat`'s name in the language shown (its number, for a seat without one).
    pub fn name(&self, seat: Seat) -> String {
        name_words(self.lang, &self.players, seat)
    }

    pub fn names(&self) -> Vec<String> {
        self.players.iter().map(|p| p.name.words(self.lang)).collect()
    }

    pub fn is_computer(&self, seat: Seat) -> bool {
        self.players
            .get(seat)
            .is_some_and(|p| p.kind == moonvale_table::storage::PlayerKind::Computer)
    }
}

/// A sentence from the game's panels.
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    pub text: String,
    pub error: bool,
}

/// The sentences of one logged action as the seat `eyes` may read them: its events pass
/// through the engine's `GameEvent::seen_by` first, so what that seat may not know (another
/// player's drawn card) never reaches the words. Every log, announcement and replay entry
/// goes through here.
pub fn log_lines_seen_by<G: TableGame>(
    lang: Lang,
    view: &G::View,
    players: &[PlayerInfo],
    logged: &LoggedAction<G>,
    eyes: Seat,
) -> Vec<String> {
    let seen: Vec<G::Event> = logged.events.iter().map(|e| e.seen_by(eyes)).collect();
    if logged.events.is_empty() {
        if let Some(line) = G::quiet_line(lang, view, players, logged.seat, &logged.action) {
            return vec![line];
        }
    }
    log_lines_of_seen::<G>(lang, view, players, logged.seat, &seen)
}

/// The lines of one action of `seat` whose events are already as these eyes may read them
/// (a guest's log, from what the host sent).
pub fn log_lines_of_seen<G: TableGame>(
    lang: Lang,
    view: &G::View,
    players: &[PlayerInfo],
    seat: Seat,
    seen: &[G::Event],
) -> Vec<String> {
    let lines = G::log_lines(lang, view, players, seat, seen);
    if !lines.is_empty() {
        return lines;
    }
    // An action whose events say nothing to these eyes still gets a line (the log and the
    // replay's steps name every action), without its details, which may be private.
    vec![t(lang, "log-acted", &[("name", name_words(lang, players, seat).into())])]
}

/// Seat `seat`'s name in `lang`, from the table's players (its number, for a seat without
/// one): the one place the screens word a seat's name.
pub fn name_words(lang: Lang, players: &[PlayerInfo], seat: Seat) -> String {
    players.get(seat).map(|p| p.name.words(lang)).unwrap_or_else(|| (seat + 1).to_string())
}
