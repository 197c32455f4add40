//! The game state and its rules. (A little over 600 lines: the state, setup, the turn order
//! and end, and the `Game` contract are one unit; the tableau's questions live in
//! `tableau.rs`, the search's quiet apply in `engine/quiet.rs`.)

use super::tableau::{CellProblem, Tableau};
use super::tiles::{facts, TileId, TILE_COUNT};
use super::types::*;
use crate::core::{Ending, Game, GameKind, Outcome, Rng, Seat, SetupError, ViewError};
use serde::{Deserialize, Serialize};

mod preview;
mod quiet;
use quiet::EventSink;

/// Spaces on the moon wheel (the selection track): 0 is the golden space above the new
/// moon, then clockwise.
pub const WHEEL_SPACES: usize = 12;
/// Spaces on the moon track (the lunar cycle), which wraps around.
pub const TRACK_SPACES: u16 = 24;
/// Solo phase 1 aims at this many discs.
pub const SOLO_PHASE_ONE_DISCS: u8 = 8;

/// One seat's pieces: its tableau, its discs and its marker on the moon track.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The tiles the seat has placed, with the discs on their tasks.
    pub tableau: Tableau,
    /// Discs still in the player's reserve for tasks (the marker is not counted).
    pub discs_left: u8,
    /// `None` in solo.
    pub marker: Option<Marker>,
}

/// The solo game's two phases.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoloState {
    /// 1 or 2.
    pub phase: u8,
    /// Phase 1's score, fixed once that phase ends.
    pub phase_one: Option<SoloPhaseScore>,
}

/// A game of Nova Luna. See the module documentation for the rules as played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NovaLuna {
    pub(crate) options: NovaLunaOptions,
    pub(crate) wheel: [Option<TileId>; WHEEL_SPACES],
    pub(crate) moon_pawn: u8,
    /// The draw pile, top last. Hidden from every seat (only its size is public).
    pub(crate) pile: Vec<TileId>,
    pub(crate) players: Vec<Player>,
    /// Arrivals on the moon track so far (stamps `Marker::arrival`).
    pub(crate) arrivals: u16,
    pub(crate) stage: Stage,
    pub(crate) solo: Option<SoloState>,
}

impl NovaLuna {
    /// The tiles on the 12 wheel spaces (0 = the golden space above the new moon).
    pub fn wheel(&self) -> &[Option<TileId>; WHEEL_SPACES] {
        &self.wheel
    }

    /// The wheel space of the moon pawn; the next three tiles after it may be taken.
    pub fn moon_pawn(&self) -> u8 {
        self.moon_pawn
    }

    /// Tiles left in the draw pile.
    pub fn pile_count(&self) -> usize {
        self.pile.len()
    }

    /// Every seat's pieces, by seat.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The tableau of `seat`.
    pub fn tableau(&self, seat: Seat) -> &Tableau {
        &self.players[seat].tableau
    }

    /// Whose turn it is and what they must do, or why the game ended.
    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    /// The solo phases (solo only).
    pub fn solo(&self) -> Option<&SoloState> {
        self.solo.as_ref()
    }

    /// Tiles on the wheel now: a refill is allowed at 1 or 2, and needed at 0.
    pub fn tiles_on_wheel(&self) -> usize {
        self.wheel.iter().filter(|t| t.is_some()).count()
    }

    /// The tile in hand, if a tile was taken and not yet placed.
    pub fn tile_in_hand(&self) -> Option<TileId> {
        match self.stage {
            Stage::Place { tile, .. } => Some(tile),
            _ => None,
        }
    }

    /// The spaces of the next three tiles clockwise after the moon pawn, empty spaces
    /// skipped (rulebook "Prendre une tuile").
    pub fn takeable(&self) -> ([u8; 3], usize) {
        let mut out = [0u8; 3];
        let mut n = 0;
        for step in 1..WHEEL_SPACES as u8 {
            let space = (self.moon_pawn + step) % WHEEL_SPACES as u8;
            if self.wheel[space as usize].is_some() {
                out[n] = space;
                n += 1;
                if n == 3 {
                    break;
                }
            }
        }
        (out, n)
    }

    /// Seats in the order they would play: furthest back on the moon track first; on a
    /// shared space, the top of the stack first (RULINGS NL 2).
    pub fn turn_order(&self) -> Vec<Seat> {
        let mut seats: Vec<(Seat, &Marker)> = (self.players.iter().enumerate())
            .filter_map(|(s, p)| p.marker.as_ref().map(|m| (s, m)))
            .collect();
        seats.sort_by_key(|&(_, m)| (m.progress, std::cmp::Reverse(m.arrival)));
        seats.into_iter().map(|(s, _)| s).collect()
    }

    fn rearmost(&self) -> Seat {
        let mut best = 0;
        let mut key = (u16::MAX, 0u16);
        for (s, p) in self.players.iter().enumerate() {
            if let Some(m) = &p.marker {
                if m.progress < key.0 || (m.progress == key.0 && m.arrival > key.1) {
                    best = s;
                    key = (m.progress, m.arrival);
                }
            }
        }
        best
    }

    fn solo_phase_one(&self) -> bool {
        self.solo.as_ref().is_some_and(|s| s.phase == 1)
    }

    fn discs_placed(&self, seat: Seat) -> u8 {
        self.options.discs_for_tasks() - self.players[seat].discs_left
    }

    fn refill_problem(&self) -> Option<NovaLunaError> {
        if self.solo_phase_one() {
            return Some(NovaLunaError::NoRefillInPhaseOne);
        }
        let on_wheel = self.tiles_on_wheel();
        if on_wheel >= 3 {
            return Some(NovaLunaError::RefillTooEarly { tiles_on_wheel: on_wheel });
        }
        if self.pile.is_empty() {
            return Some(NovaLunaError::PileEmpty);
        }
        None
    }

    /// Fills the empty spaces clockwise from the one after the moon pawn, as far as the
    /// pile lasts (rulebook "Remplir la piste de sélection", RULINGS NL 5).
    fn refill<E: EventSink>(&mut self, seat: Seat, events: &mut E) {
        let mut fills = Vec::new();
        for step in 1..WHEEL_SPACES as u8 {
            let space = (self.moon_pawn + step) % WHEEL_SPACES as u8;
            if self.wheel[space as usize].is_none() {
                let Some(tile) = self.pile.pop() else { break };
                self.wheel[space as usize] = Some(tile);
                if E::RECORDS {
                    fills.push(WheelFill { space, tile });
                }
            }
        }
        let pile_left = self.pile.len();
        events.emit(|| NovaLunaEvent::Refilled { seat, fills, pile_left });
    }

    /// Solo: notes phase 1's score and moves to phase 2.
    #[allow(
        clippy::expect_used,
        reason = "called only when phase one of a solo game ends, and a solo game is set up with its `solo` record (`NovaLuna::new`)"
    )]
    fn score_phase_one<E: EventSink>(&mut self, events: &mut E) {
        let score = SoloPhaseScore::compute(1, &self.players[0].tableau);
        let solo = self.solo.as_mut().expect("solo game");
        solo.phase = 2;
        solo.phase_one = Some(score.clone());
        events.emit(|| NovaLunaEvent::PhaseOneEnded { score });
    }

    /// Solo: ends phase 1 and refills the wheel for phase 2.
    fn end_phase_one<E: EventSink>(&mut self, events: &mut E) {
        self.score_phase_one(events);
        // "Remplissez ensuite les espaces vides de la piste de sélection."
        if !self.pile.is_empty() {
            self.refill(0, events);
        }
    }

    fn finish<E: EventSink>(&mut self, reason: EndReason, events: &mut E) {
        self.stage = Stage::Over { reason };
        events.emit(|| NovaLunaEvent::GameEnded {
            reason,
            winners: self.outcome().map(|o| o.winners).unwrap_or_default(),
        });
    }

    /// Seats from first to last: fewer discs left first; on a tie, the seat that would
    /// have played next first (RULINGS NL 6, extended to every place by the turn order).
    fn ranking(&self) -> Vec<Seat> {
        let order = self.turn_order();
        let mut seats = order.clone();
        seats.sort_by_key(|&s| self.players[s].discs_left); // stable: keeps turn order on ties
        seats
    }

    /// The tile a `take` of `space` would take, or why it cannot.
    fn check_take(&self, space: u8) -> Result<TileId, NovaLunaError> {
        if space as usize >= WHEEL_SPACES {
            return Err(NovaLunaError::NoSuchSpace { space });
        }
        if self.tiles_on_wheel() == 0 {
            return Err(NovaLunaError::MustRefill);
        }
        let Some(tile) = self.wheel[space as usize] else {
            return Err(NovaLunaError::EmptySpace { space });
        };
        let (next, n) = self.takeable();
        if !next[..n].contains(&space) {
            return Err(NovaLunaError::TooFarFromMoon { space });
        }
        Ok(tile)
    }

    /// Takes `tile` from `space` (checked by the caller): the moon pawn moves there and the
    /// seat's marker advances by the tile's number, on top of any markers already there.
    fn take<E: EventSink>(&mut self, seat: Seat, space: u8, tile: TileId, events: &mut E) {
        self.wheel[space as usize] = None;
        self.moon_pawn = space;
        let number = facts(tile).number as u16;
        let arrival = self.arrivals + 1;
        let mut marker_move = None;
        if let Some(m) = self.players[seat].marker {
            let progress = m.progress + number;
            if E::RECORDS {
                let mut below: Vec<(u16, Seat)> = self
                    .players
                    .iter()
                    .enumerate()
                    .filter_map(|(s, p)| {
                        p.marker.as_ref().filter(|o| o.progress == progress).map(|o| (o.arrival, s))
                    })
                    .collect();
                below.sort();
                marker_move = Some(MarkerMove {
                    from: m.space(),
                    to: (progress % TRACK_SPACES) as u8,
                    on_top_of: below.into_iter().map(|(_, s)| s).collect(),
                });
            }
            self.arrivals = arrival;
            self.players[seat].marker = Some(Marker { progress, arrival });
        }
        self.stage = Stage::Place { seat, tile };
        events.emit(|| NovaLunaEvent::TileTaken { seat, tile, space, marker: marker_move });
    }

    /// Why the tile in hand cannot go to (x, y), if it cannot.
    fn check_place(&self, seat: Seat, x: i32, y: i32) -> Result<(), NovaLunaError> {
        let tableau = &self.players[seat].tableau;
        match tableau.check_cell(x, y) {
            Ok(()) => Ok(()),
            Err(CellProblem::Occupied) => Err(NovaLunaError::CellOccupied { x, y }),
            Err(CellProblem::NotAdjacent) if tableau.is_empty() => {
                Err(NovaLunaError::FirstTileAtOrigin { x, y })
            }
            Err(CellProblem::NotAdjacent) => Err(NovaLunaError::NotAdjacent { x, y }),
        }
    }

    /// Lays the tile in hand on (x, y) (checked by the caller), puts discs on the tasks it
    /// meets, then ends the game or passes the turn.
    fn place<E: EventSink>(&mut self, seat: Seat, tile: TileId, x: i32, y: i32, events: &mut E) {
        events.emit(|| NovaLunaEvent::TilePlaced { seat, tile, x, y });
        let player = &mut self.players[seat];
        let new = player.tableau.place(x as i8, y as i8, tile);
        // RULINGS NL 3: every task newly met gets a disc, automatically.
        let mut met = Vec::new();
        player.tableau.newly_met(new, &mut met);
        for (i, task) in met {
            if player.discs_left == 0 {
                break;
            }
            player.tableau.put_disc(i, task);
            player.discs_left -= 1;
            let p = player.tableau.tiles()[i];
            let discs_left = player.discs_left;
            events.emit(|| NovaLunaEvent::DiscPlaced {
                seat,
                tile: p.tile,
                x: p.x as i32,
                y: p.y as i32,
                task: task as u8,
                discs_left,
            });
        }
        let all_placed = player.discs_left == 0;
        let no_tiles = self.pile.is_empty() && self.tiles_on_wheel() == 0;
        match self.solo.as_ref().map(|s| s.phase) {
            None => {
                if all_placed {
                    return self.finish(EndReason::LastDisc, events);
                }
                if no_tiles {
                    return self.finish(EndReason::NoTilesLeft, events);
                }
                let next = self.rearmost();
                self.stage = Stage::Choose { seat: next };
                events.emit(|| NovaLunaEvent::TurnPassed { seat: next });
            }
            Some(phase) => {
                if all_placed {
                    if phase == 1 {
                        self.score_phase_one(events);
                    }
                    return self.finish(EndReason::SoloAllDiscs, events);
                }
                if phase == 1 && self.tiles_on_wheel() == 0 {
                    // The 11 tiles of phase 1 are all placed.
                    self.end_phase_one(events);
                }
                if self.pile.is_empty() && self.tiles_on_wheel() == 0 {
                    return self.finish(EndReason::NoTilesLeft, events);
                }
                self.stage = Stage::Choose { seat: 0 };
                events.emit(|| NovaLunaEvent::TurnPassed { seat: 0 });
            }
        }
    }

    /// Solo: ends phase 1 on the player's request (checked by the caller).
    fn request_end_of_phase_one<E: EventSink>(&mut self, events: &mut E) {
        self.end_phase_one(events);
        if self.tiles_on_wheel() == 0 && self.pile.is_empty() {
            self.finish(EndReason::NoTilesLeft, events);
        }
    }

    /// The full state behind a view, the draw pile shuffled with `rng` (what a seat can
    /// imagine). Also used to rebuild a state from a view in tests. Refused when the view's
    /// shape cannot be read or a tableau is not one the rules can lay.
    pub(crate) fn from_view(view: &NovaLunaView, rng: &mut Rng) -> Result<Self, ViewError> {
        NovaLuna::check_view_shape(view)?;
        let mut used = [false; TILE_COUNT];
        for t in view.wheel.iter().flatten() {
            used[t.index()] = true;
        }
        for p in &view.players {
            for t in &p.tableau {
                used[t.tile.index()] = true;
            }
        }
        if let Stage::Place { tile, .. } = view.stage {
            used[tile.index()] = true;
        }
        let mut pile: Vec<TileId> = TileId::all().filter(|t| !used[t.index()]).collect();
        rng.shuffle(&mut pile);
        let players = view
            .players
            .iter()
            .map(|p| {
                Ok(Player {
                    tableau: Tableau::try_from(super::tableau::TableauRecord(p.tableau.clone()))
                        .map_err(ViewError)?,
                    discs_left: p.discs_left,
                    marker: p.marker,
                })
            })
            .collect::<Result<Vec<_>, ViewError>>()?;
        let arrivals =
            players.iter().filter_map(|p| p.marker.as_ref().map(|m| m.arrival)).max().unwrap_or(0);
        Ok(NovaLuna {
            options: view.options.clone(),
            wheel: view.wheel,
            moon_pawn: view.moon_pawn,
            pile,
            players,
            arrivals,
            stage: view.stage.clone(),
            solo: view
                .solo_phase
                .map(|phase| SoloState { phase, phase_one: view.solo_phase_one.clone() }),
        })
    }
}

impl Game for NovaLuna {
    const KIND: GameKind = GameKind::NovaLuna;
    const STATE_VERSION: u32 = 1;
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=4;

    type Options = NovaLunaOptions;
    type Action = NovaLunaAction;
    type Event = NovaLunaEvent;
    type Error = NovaLunaError;
    type View = NovaLunaView;
    type Score = SeatScore;

    /// Setup (rulebook "Mise en place"): the moon pawn on the golden space 0, the tiles
    /// shuffled, 11 of them face up on spaces 1..=11, the rest as the draw pile; every
    /// marker on the new moon, stacked in a random order (first drawn at the bottom).
    fn options_for(players: usize) -> NovaLunaOptions {
        NovaLunaOptions::players(players)
    }

    fn new(options: &NovaLunaOptions, seed: u64) -> Result<Self, SetupError> {
        if !Self::PLAYERS.contains(&options.players) {
            return Err(SetupError(format!(
                "Nova Luna is played by {} to {} players, not {}.",
                Self::PLAYERS.start(),
                Self::PLAYERS.end(),
                options.players
            )));
        }
        let mut rng = Rng::new(seed);
        let mut tiles: Vec<TileId> = TileId::all().collect();
        rng.shuffle(&mut tiles);
        let mut wheel = [None; WHEEL_SPACES];
        for (space, tile) in tiles.drain(..WHEEL_SPACES - 1).enumerate() {
            wheel[space + 1] = Some(tile);
        }
        let solo = options.players == 1;
        let mut stack: Vec<Seat> = (0..options.players).collect();
        rng.shuffle(&mut stack);
        let mut players: Vec<Player> = (0..options.players)
            .map(|_| Player {
                tableau: Tableau::new(),
                discs_left: options.discs_for_tasks(),
                marker: None,
            })
            .collect();
        if !solo {
            for (i, &seat) in stack.iter().enumerate() {
                players[seat].marker = Some(Marker { progress: 0, arrival: i as u16 + 1 });
            }
        }
        let mut game = NovaLuna {
            options: options.clone(),
            wheel,
            moon_pawn: 0,
            pile: tiles,
            players,
            arrivals: if solo { 0 } else { options.players as u16 },
            stage: Stage::Choose { seat: 0 },
            solo: solo.then_some(SoloState { phase: 1, phase_one: None }),
        };
        game.stage = Stage::Choose { seat: game.rearmost() };
        Ok(game)
    }

    fn options(&self) -> &NovaLunaOptions {
        &self.options
    }

    fn player_count(&self) -> usize {
        self.players.len()
    }

    fn to_act(&self) -> Option<Seat> {
        match self.stage {
            Stage::Choose { seat } | Stage::Place { seat, .. } => Some(seat),
            Stage::Over { .. } => None,
        }
    }

    fn legal_actions_into(&self, out: &mut Vec<NovaLunaAction>) {
        out.clear();
        match self.stage {
            Stage::Over { .. } => {}
            Stage::Place { seat, .. } => {
                out.extend(
                    self.players[seat]
                        .tableau
                        .legal_cells()
                        .iter()
                        .map(|&(x, y)| NovaLunaAction::Place { x: x as i32, y: y as i32 }),
                );
            }
            Stage::Choose { seat } => {
                let (next, n) = self.takeable();
                out.extend(next[..n].iter().map(|&space| NovaLunaAction::Take { space }));
                if self.refill_problem().is_none() {
                    out.push(NovaLunaAction::Refill);
                }
                if self.solo_phase_one() && self.discs_placed(seat) >= SOLO_PHASE_ONE_DISCS {
                    out.push(NovaLunaAction::EndPhaseOne);
                }
            }
        }
    }

    fn apply(&mut self, action: &NovaLunaAction) -> Result<Vec<NovaLunaEvent>, NovaLunaError> {
        let mut events = Vec::with_capacity(4);
        match (self.stage.clone(), action) {
            (Stage::Over { .. }, _) => return Err(NovaLunaError::GameOver),
            (Stage::Place { seat, tile }, NovaLunaAction::Place { x, y }) => {
                self.check_place(seat, *x, *y)?;
                self.place(seat, tile, *x, *y, &mut events);
            }
            (Stage::Place { tile, .. }, _) => return Err(NovaLunaError::TileInHand { tile }),
            (Stage::Choose { .. }, NovaLunaAction::Place { .. }) => {
                return Err(NovaLunaError::NoTileInHand)
            }
            (Stage::Choose { seat }, NovaLunaAction::Take { space }) => {
                let tile = self.check_take(*space)?;
                self.take(seat, *space, tile, &mut events);
            }
            (Stage::Choose { seat }, NovaLunaAction::Refill) => {
                if let Some(problem) = self.refill_problem() {
                    return Err(problem);
                }
                self.refill(seat, &mut events);
            }
            (Stage::Choose { seat }, NovaLunaAction::EndPhaseOne) => {
                if !self.solo_phase_one() {
                    return Err(NovaLunaError::NotInPhaseOne);
                }
                let placed = self.discs_placed(seat);
                if placed < SOLO_PHASE_ONE_DISCS {
                    return Err(NovaLunaError::PhaseOneDiscsMissing { placed });
                }
                self.request_end_of_phase_one(&mut events);
            }
        }
        Ok(events)
    }

    fn outcome(&self) -> Option<Outcome> {
        let Stage::Over { reason } = self.stage else {
            return None;
        };
        let ending = match reason {
            EndReason::LastDisc => Ending::LastDisc,
            EndReason::NoTilesLeft => Ending::NoTilesLeft,
            EndReason::SoloAllDiscs => Ending::SoloAllDiscs,
        };
        if self.solo.is_some() {
            let total = self.score()[0].solo.as_ref().and_then(|s| s.total).unwrap_or(0);
            return Some(Outcome {
                scores: vec![total as i64],
                higher_is_better: false,
                winners: vec![0],
                standings: vec![vec![0]],
                tie_break: None,
                ending,
            });
        }
        let ranking = self.ranking();
        let scores = (0..self.players.len()).map(|s| self.discs_placed(s) as i64).collect();
        let tied_at_top = ranking.len() > 1
            && self.players[ranking[0]].discs_left == self.players[ranking[1]].discs_left;
        Some(Outcome {
            scores,
            higher_is_better: true,
            winners: vec![ranking[0]],
            standings: ranking.iter().map(|&s| vec![s]).collect(),
            tie_break: tied_at_top.then(|| "next-to-play".to_string()),
            ending,
        })
    }

    fn view(&self, seat: Seat) -> NovaLunaView {
        let (next, n) = self.takeable();
        let takeable = if matches!(self.stage, Stage::Choose { .. }) {
            next[..n].to_vec()
        } else {
            Vec::new()
        };
        NovaLunaView {
            viewer: seat,
            options: self.options.clone(),
            wheel: self.wheel,
            moon_pawn: self.moon_pawn,
            takeable,
            pile_count: self.pile.len(),
            stage: self.stage.clone(),
            players: self
                .players
                .iter()
                .map(|p| PlayerView {
                    tableau: p.tableau.tiles().to_vec(),
                    discs_left: p.discs_left,
                    marker: p.marker,
                })
                .collect(),
            turn_order: self.turn_order(),
            solo_phase_one: self.solo.as_ref().and_then(|s| s.phase_one.clone()),
            solo_phase: self.solo.as_ref().map(|s| s.phase),
        }
    }

    fn check_view(view: &NovaLunaView) -> Result<(), ViewError> {
        NovaLuna::check_whole_view(view)
    }

    fn check_action(view: &NovaLunaView, action: &NovaLunaAction) -> Result<(), ViewError> {
        NovaLuna::check_action_in(view, action)
    }

    fn check_event(view: &NovaLunaView, event: &NovaLunaEvent) -> Result<(), ViewError> {
        NovaLuna::check_event_in(view, event)
    }

    fn sample_state(view: &NovaLunaView, rng: &mut Rng) -> Result<Self, ViewError> {
        NovaLuna::from_view(view, rng)
    }

    fn score(&self) -> Vec<SeatScore> {
        let over = matches!(self.stage, Stage::Over { .. });
        self.players
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                let solo = self.solo.as_ref().map(|s| {
                    let current = SoloPhaseScore::compute(s.phase, &p.tableau);
                    let total = match (&s.phase_one, over) {
                        (Some(one), true) => Some(one.score + current.score),
                        _ => None,
                    };
                    SoloScore { phase: s.phase, phase_one: s.phase_one.clone(), current, total }
                });
                SeatScore {
                    seat,
                    discs_placed: self.discs_placed(seat),
                    discs_left: p.discs_left,
                    tiles_placed: p.tableau.len(),
                    tile_numbers: p.tableau.number_sum(),
                    track_space: p.marker.as_ref().map(Marker::space),
                    solo,
                }
            })
            .collect()
    }
}
