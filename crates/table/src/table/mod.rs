//! A game at a table: what playing needs beyond the rules, the same for every game.
//!
//! [`Table`] holds a saved game (its record and its [`Session`]) and answers the table's
//! questions: who sits where (a person or a computer with its [`Level`]), who is to act, whose
//! eyes the screen is (the person at the device), when the device must be handed over, who
//! may take back what, when a computer move is due (with its seed and request [`Ticket`]),
//! and the record to save after each action. The browser screens are a thin layer over it;
//! everything here is tested natively (`tests/table_*.rs`).
//!
//! The undo policy (docs/at-the-table.md "Undo"): a person may take back their own actions, back
//! to the last thing that revealed hidden information or drew at random (the session's undo
//! floor, which also closes when another seat acts), never another person's action. A
//! computer thinking does not block it (its answer is then dropped).
//!
//! Practice (docs/at-the-table.md "Practice against the computers"): where no other person sits
//! (one person, the other seats computers), that person may go further, after a confirmation: back
//! to just before their last decision, past reveals, draws and the computers' moves after it
//! ([`Table::practice_undo`]). Such a game, and one where a move was suggested, is
//! *assisted* ([`Table::assisted`], saved with it): counted apart in the statistics, left
//! out of the rating and of the daily challenge's best.

pub mod charts;
pub mod replay;

// The pace is a setting the store keeps too: it lives below both.
pub use crate::pace::Pace;

use crate::record::{GameTitle, Header, MovesError, Record};
use crate::storage::{PlayerInfo, PlayerKind, SaveRecord};
use moonvale_ai::Level;
use moonvale_rules::core::{Game, Seat, Session};

/// Who sits at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    Computer(Level),
}

impl SeatKind {
    /// A seat as saved: a computer seat saved before levels existed plays at the default level.
    pub fn of(player: &PlayerInfo) -> SeatKind {
        match player.kind {
            PlayerKind::Human => SeatKind::Human,
            PlayerKind::Computer => SeatKind::Computer(player.level.unwrap_or_default()),
        }
    }

    pub fn is_computer(self) -> bool {
        matches!(self, SeatKind::Computer(_))
    }
}

/// Identifies one computer-move request: an answer carrying another ticket (the position
/// changed since: an undo, a reload, another move) is dropped, never applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ticket {
    /// Bumped on every change of the session made through this table.
    pub generation: u64,
    /// The number of actions in the log when the request was made.
    pub position: usize,
}

/// What a computer player is given: its seat's view only, the legal actions, and a seed.
#[derive(Clone, Debug)]
pub struct ComputerRequest<G: Game> {
    pub ticket: Ticket,
    pub seat: Seat,
    pub level: Level,
    pub seed: u64,
    pub view: G::View,
    pub legal: Vec<G::Action>,
}

/// A computer player's answer to a [`ComputerRequest`].
#[derive(Clone, Debug, PartialEq)]
pub struct ComputerAnswer<G: Game> {
    pub ticket: Ticket,
    pub action: G::Action,
}

/// A person's request for a suggested move (the hint button): the view of the person at the
/// device only, never the full state; its ticket drops the answer if the position changed.
#[derive(Clone, Debug)]
pub struct HintRequest<G: Game> {
    pub ticket: Ticket,
    pub seat: Seat,
    pub seed: u64,
    pub view: G::View,
}

/// How many of the latest moves the table shows at once.
pub const RECENT_MAX: usize = 4;

/// How long, at least, a person's own move stays on screen before a computer's move follows
/// it: a moment to see a misclick and take it back (undo stays offered until the computer
/// has moved), whatever the pace.
pub const UNDO_GRACE_MS: u32 = 1_500;

/// The seed of the computer move at `position` of a game started from `game_seed`: the same
/// game replays to the same computer moves. The one formula for every game.
pub fn computer_seed(game_seed: u64, position: usize) -> u64 {
    game_seed ^ (position as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Why an action or an answer was not applied.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal<E> {
    /// It is not this person's turn at the device (a computer's turn, or the hand-over
    /// screen is up).
    NotYourTurn,
    /// A computer's answer for an older position.
    Stale,
    /// The engine refused the action (its typed reason).
    Rule(E),
}

/// Why the person at the device may not undo now (the undo control says it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndoBlocked {
    NothingYet,
    GameOver,
    /// The last action was a computer's: never taken back.
    ComputersMove,
    /// The last action was another person's.
    AnotherPersonsMove,
    /// The last action revealed something, drew at random or was followed by another seat.
    Committed,
}

/// A game at a table. Cloning is cheap enough for a UI reducer (a state and its log).
#[derive(Clone, Debug, PartialEq)]
pub struct Table<G: Game> {
    /// Whose game it is: saved with the record of the session ([`Table::record`]).
    header: Header,
    session: Session<G>,
    seats: Vec<SeatKind>,
    /// The person holding the device, whose eyes the screen is; `None` until someone
    /// confirms the hand-over (a game resumed between several people).
    at_device: Option<Seat>,
    generation: u64,
    /// The seats played from other devices while this device hosts (`crate::remote`; not
    /// saved): never handed this device, never its choices.
    remote: Vec<Seat>,
}

impl<G: Game> Table<G> {
    /// Opens a saved game. With several people at the device, nobody holds it yet: the seat
    /// to act confirms first, so a reload never shows one person's secrets to another.
    /// Refused only when the record does not hold a session of game `G`.
    pub fn open(record: SaveRecord) -> Result<Self, MovesError> {
        let session = record.session::<G>()?;
        Ok(Self::resume(record.header(), session))
    }

    /// Sits down at a game whose session is at hand (opened by [`crate::storage::SaveStore::open`],
    /// which replayed it once): the header says who plays.
    pub fn resume(header: Header, session: Session<G>) -> Self {
        // A record naming fewer seats than the game has (an edited or foreign save) still
        // opens: the unnamed seats are played by the computer.
        let seats: Vec<SeatKind> = (0..session.state.player_count())
            .map(|seat| match header.players.get(seat) {
                Some(player) => SeatKind::of(player),
                None => SeatKind::Computer(Level::default()),
            })
            .collect();
        let mut table =
            Table { header, session, seats, at_device: None, generation: 0, remote: Vec::new() };
        table.at_device = match table.humans().as_slice() {
            [only] => Some(*only),
            _ => None,
        };
        table
    }

    /// Starts a new game: a fresh session saved under `id`.
    pub fn start(
        id: String,
        title: GameTitle,
        players: Vec<PlayerInfo>,
        options: G::Options,
        seed: u64,
        now_ms: u64,
    ) -> Result<Self, String> {
        let session = Session::<G>::new(options, seed).map_err(|e| e.to_string())?;
        let record = SaveRecord::from_session(id, title, players, &session, now_ms)?;
        Ok(Self::resume(record.header(), session))
    }

    pub fn session(&self) -> &Session<G> {
        &self.session
    }

    pub fn state(&self) -> &G {
        &self.session.state
    }

    pub fn players(&self) -> &[PlayerInfo] {
        &self.header.players
    }

    pub fn title(&self) -> &GameTitle {
        &self.header.title
    }

    /// The title in `lang`.
    pub fn title_words(&self, lang: crate::i18n::Lang) -> String {
        self.header.title_words(lang)
    }

    pub fn id(&self) -> &str {
        &self.header.id
    }

    pub fn seat_kind(&self, seat: Seat) -> SeatKind {
        self.seats.get(seat).copied().unwrap_or(SeatKind::Human)
    }

    pub fn is_computer(&self, seat: Seat) -> bool {
        self.seat_kind(seat).is_computer()
    }

    /// Seat `seat`'s name in `lang` (its number, for a seat the header does not name).
    pub fn name_words(&self, seat: Seat, lang: crate::i18n::Lang) -> String {
        match self.header.players.get(seat) {
            Some(player) => player.name.words(lang),
            None => (seat + 1).to_string(),
        }
    }

    pub fn colour(&self, seat: Seat) -> &str {
        self.header.players.get(seat).map(|p| p.colour.as_str()).unwrap_or("")
    }

    /// The human seats, in seat order.
    pub fn humans(&self) -> Vec<Seat> {
        (0..self.seats.len()).filter(|&s| !self.is_computer(s)).collect()
    }

    pub fn to_act(&self) -> Option<Seat> {
        self.session.state.to_act()
    }

    pub fn is_over(&self) -> bool {
        self.session.state.is_over()
    }

    pub fn computer_to_act(&self) -> bool {
        self.to_act().is_some_and(|s| self.is_computer(s))
    }

    /// The person holding the device.
    pub fn at_device(&self) -> Option<Seat> {
        self.at_device
    }

    /// Whose eyes the screen is: the person at the device; when nobody holds it yet (the
    /// hand-over screen is up), the seat about to take it, whose view the hand-over screen
    /// must not show; with no person at all, the first seat.
    pub fn eyes(&self) -> Seat {
        self.at_device.or_else(|| self.handover_due()).unwrap_or(0)
    }

    /// What the screen may show: the view of the seat whose eyes it is.
    pub fn view(&self) -> G::View {
        self.session.state.view(self.eyes())
    }

    /// The person who must take the device before anything of theirs shows: a human seat to
    /// act that is not the person holding it.
    pub fn handover_due(&self) -> Option<Seat> {
        let seat = self.to_act()?;
        (!self.is_computer(seat) && !self.remote.contains(&seat) && self.at_device != Some(seat))
            .then_some(seat)
    }

    /// The seats played from other devices while this device hosts.
    pub fn remote_seats(&self) -> &[Seat] {
        &self.remote
    }

    /// This device hosts: `seats` are played from other devices. If the person holding this
    /// device plays one of them, or nobody holds it yet and one person is left here, the
    /// device goes to the person left (or to nobody, for the hand-over to decide).
    pub fn set_remote_seats(&mut self, seats: Vec<Seat>) {
        self.remote = seats;
        let here: Vec<Seat> =
            self.humans().into_iter().filter(|s| !self.remote.contains(s)).collect();
        if self.at_device.is_none_or(|s| self.remote.contains(&s)) {
            self.at_device = match here.as_slice() {
                [only] => Some(*only),
                _ => None,
            };
        }
    }

    /// The host takes back `seat`, played from another device until now (`crate::remote`,
    /// docs/playing-together.md "The protocol"): a person at this device plays it from now on, or a
    /// computer at the level given, which is saved with the game (its players). Any computer
    /// answer under way is dropped (a new ticket). `false` (nothing changed) for a seat that
    /// is not played from another device.
    pub fn take_back_seat(&mut self, seat: Seat, kind: SeatKind) -> bool {
        if !self.remote.contains(&seat) {
            return false;
        }
        let remote = self.remote.iter().copied().filter(|&s| s != seat).collect();
        if let (SeatKind::Computer(level), Some(player)) = (kind, self.header.players.get_mut(seat))
        {
            player.kind = PlayerKind::Computer;
            player.level = Some(level);
        }
        if let Some(slot) = self.seats.get_mut(seat) {
            *slot = kind;
        }
        self.set_remote_seats(remote);
        self.generation += 1;
        true
    }

    /// The person due confirms they hold the device.
    pub fn confirm_handover(&mut self) -> bool {
        let Some(seat) = self.handover_due() else { return false };
        self.at_device = Some(seat);
        true
    }

    /// The person at the device may choose now (not during a computer's turn, nor while the
    /// hand-over screen is up).
    pub fn person_to_act(&self) -> Option<Seat> {
        let seat = self.to_act()?;
        (!self.is_computer(seat) && self.at_device == Some(seat)).then_some(seat)
    }

    /// The actions the person at the device may choose now (empty otherwise).
    pub fn choices(&self) -> Vec<G::Action> {
        match self.person_to_act() {
            Some(_) => self.session.state.legal_actions(),
            None => Vec::new(),
        }
    }

    /// Whose action an undo would take back now, if the person at the device may: their own
    /// action, not yet closed by a reveal, a random draw, a commitment or another seat's
    /// move. A computer thinking after it does not prevent it: its answer, for an older
    /// position, is then dropped.
    pub fn undo_for(&self) -> Option<Seat> {
        self.undo_blocked().err()
    }

    /// Why an undo is not possible now (`Err` holds the seat whose action it would take
    /// back when it is).
    pub fn undo_blocked(&self) -> Result<UndoBlocked, Seat> {
        self.undo_blocked_for(self.at_device)
    }

    /// [`Table::undo_blocked`] for the person holding `holder`'s device: the person at this
    /// device, or a guest at another one (`crate::remote`), under the same policy.
    pub fn undo_blocked_for(&self, holder: Option<Seat>) -> Result<UndoBlocked, Seat> {
        if self.is_over() {
            return Ok(UndoBlocked::GameOver);
        }
        let Some(last) = self.session.log.last() else { return Ok(UndoBlocked::NothingYet) };
        if self.is_computer(last.seat) {
            return Ok(UndoBlocked::ComputersMove);
        }
        if holder != Some(last.seat) {
            return Ok(UndoBlocked::AnotherPersonsMove);
        }
        match self.session.undo_seat() {
            Some(seat) => Err(seat),
            None => Ok(UndoBlocked::Committed),
        }
    }

    /// Whether this game was played with help: a practice undo or a suggested move.
    pub fn assisted(&self) -> bool {
        self.header.assisted
    }

    /// Where this practice game began, if it is one (`crate::practice`).
    pub fn practice(&self) -> Option<&crate::record::PracticeOrigin> {
        self.header.practice.as_ref()
    }

    /// Marks the game as played with help (a suggested move was asked for); saved with it.
    pub fn mark_assisted(&mut self) {
        self.header.assisted = true;
    }

    /// The index of the action a practice undo would go back to just before: the last
    /// decision of the one person at the table, when the usual undo cannot take it back. The
    /// actions after it (the computers', the rules' own) go with it. `None` when practice does
    /// not apply: another person at the table, the game over, the usual undo possible, or no
    /// decision of that person yet.
    pub fn practice_undo_target(&self) -> Option<usize> {
        let &[person] = self.humans().as_slice() else { return None };
        if self.is_over() || self.at_device != Some(person) || self.undo_for().is_some() {
            return None;
        }
        let log = &self.session.log;
        // A cheap answer first: no action of the person at all.
        if !log.iter().any(|l| l.seat == person) {
            return None;
        }
        // A decision is an action the rules did not take by themselves: replayed to see
        // what the rules would have played at each step.
        let mut state = G::new(&self.session.options, self.session.seed).ok()?;
        let mut target = None;
        for (index, logged) in log.iter().enumerate() {
            let automatic = state.automatic_action().as_ref() == Some(&logged.action);
            if logged.seat == person && !automatic {
                target = Some(index);
            }
            state.apply(&logged.action).ok()?;
        }
        target
    }

    /// Whether the person at the device may practise: take back their last decision past
    /// what the usual undo allows ([`Table::practice_undo_target`]).
    pub fn practice_undo_allowed(&self) -> bool {
        self.practice_undo_target().is_some()
    }

    /// Takes the game back to just before the last decision of the one person at the table,
    /// with the computers' moves and the rules' own actions after it, so that person decides
    /// again (the same draws come again: they live in the seeded state). The game is then
    /// assisted. Any computer answer under way no longer matches the ticket and is dropped.
    pub fn practice_undo(&mut self) -> bool {
        let Some(index) = self.practice_undo_target() else { return false };
        if !self.session.rewind(index) {
            return false;
        }
        self.header.assisted = true;
        self.generation += 1;
        true
    }

    /// The pause before a computer's move is shown, at `pace`: the pace's own, but never less
    /// than [`UNDO_GRACE_MS`] while the person at the device may still take back the move
    /// that handed the turn on (a turn-ending misclick).
    pub fn computer_pause_ms(&self, pace: Pace) -> u32 {
        let pause = pace.pause_ms();
        if self.undo_for().is_some() {
            pause.max(UNDO_GRACE_MS)
        } else {
            pause
        }
    }

    /// Takes back the last action if [`Table::undo_for`] allows it, and with it the actions
    /// the rules took for the person right after it (an automatic end of turn).
    pub fn undo(&mut self) -> bool {
        self.undo_as(self.at_device)
    }

    /// [`Table::undo`] asked by the person holding `holder`'s device.
    pub fn undo_as(&mut self, holder: Option<Seat>) -> bool {
        let allowed = |table: &Self| table.undo_blocked_for(holder).is_err();
        if !allowed(self) || !self.session.undo() {
            return false;
        }
        while self.session.state.automatic_action().is_some() && allowed(self) {
            if !self.session.undo() {
                break;
            }
        }
        self.generation += 1;
        true
    }

    /// The person at the device plays one of their choices, then whatever the rules then
    /// take for them without a choice (`Game::automatic_action`). On refusal nothing changes.
    pub fn act(&mut self, action: G::Action) -> Result<Vec<G::Event>, Refusal<G::Error>> {
        let Some(seat) = self.person_to_act() else { return Err(Refusal::NotYourTurn) };
        let mut events = self.apply(action)?;
        self.play_automatic(seat, &mut events);
        Ok(events)
    }

    /// A person playing `seat` from another device (`crate::remote`) plays one of their
    /// choices, as [`Table::act`] does for the person at this device.
    pub fn act_as(
        &mut self,
        seat: Seat,
        action: G::Action,
    ) -> Result<Vec<G::Event>, Refusal<G::Error>> {
        if self.to_act() != Some(seat) || self.is_computer(seat) {
            return Err(Refusal::NotYourTurn);
        }
        let mut events = self.apply(action)?;
        self.play_automatic(seat, &mut events);
        Ok(events)
    }

    /// Plays the actions the rules take for `seat` without a choice, while it is to act.
    fn play_automatic(&mut self, seat: Seat, events: &mut Vec<G::Event>) {
        while self.to_act() == Some(seat) {
            let Some(action) = self.session.state.automatic_action() else { break };
            match self.apply(action) {
                Ok(more) => events.extend(more),
                Err(_) => break,
            }
        }
    }

    /// The current ticket: what a computer answer must carry to be applied.
    pub fn ticket(&self) -> Ticket {
        Ticket { generation: self.generation, position: self.session.log.len() }
    }

    /// The computer move due now, if a computer seat is to act: its seat's view only.
    pub fn computer_request(&self) -> Option<ComputerRequest<G>> {
        let seat = self.to_act()?;
        let SeatKind::Computer(level) = self.seat_kind(seat) else { return None };
        Some(ComputerRequest {
            ticket: self.ticket(),
            seat,
            level,
            seed: computer_seed(self.session.seed, self.session.log.len()),
            view: self.session.state.view(seat),
            legal: self.session.state.legal_actions(),
        })
    }

    /// A suggested move for the person at the device, asked from their view only (the hint
    /// button); `None` when no person may act now. The seed is the position's, as for a
    /// computer move, so the same position suggests the same move.
    pub fn hint_request(&self) -> Option<HintRequest<G>> {
        let seat = self.person_to_act()?;
        Some(HintRequest {
            ticket: self.ticket(),
            seat,
            seed: computer_seed(self.session.seed, self.session.log.len()),
            view: self.view(),
        })
    }

    /// Applies a computer's answer if it answers the current position; an older answer is
    /// dropped. What the rules then take without a choice is played too.
    pub fn answer(
        &mut self,
        answer: ComputerAnswer<G>,
    ) -> Result<Vec<G::Event>, Refusal<G::Error>> {
        let Some(seat) = self.to_act().filter(|_| answer.ticket == self.ticket()) else {
            return Err(Refusal::Stale);
        };
        if !self.is_computer(seat) {
            return Err(Refusal::Stale);
        }
        let mut events = self.apply(answer.action)?;
        self.play_automatic(seat, &mut events);
        Ok(events)
    }

    fn apply(&mut self, action: G::Action) -> Result<Vec<G::Event>, Refusal<G::Error>> {
        let events = self.session.apply(action).map_err(Refusal::Rule)?.to_vec();
        self.generation += 1;
        // With one person at the device, it never changes hands.
        if let [only] = self.humans().as_slice() {
            self.at_device = Some(*only);
        }
        Ok(events)
    }

    /// The record to save now: this game only, with the time of the last action.
    pub fn record(&self, now_ms: u64) -> Result<SaveRecord, String> {
        let header = Header { last_played_ms: now_ms, ..self.header.clone() };
        Ok(SaveRecord::of(header, &Record::of(&self.session), self.session.state.outcome()))
    }

    /// The latest moves to show where the player is looking (the board, the strip above
    /// it): the other seats' moves since the person looking (at the device, or about to
    /// take it) last acted, at most [`RECENT_MAX`]; with none, the last move.
    pub fn recent_log(&self) -> &[moonvale_rules::core::LoggedAction<G>] {
        let log = &self.session.log;
        let me = self.handover_due().or(self.at_device);
        let others = log.iter().rev().take_while(|l| Some(l.seat) != me).take(RECENT_MAX).count();
        let n = if others == 0 { log.len().min(1) } else { others };
        &log[log.len() - n..]
    }

    /// [`Table::recent_log`]'s moves: who played what.
    pub fn recent(&self) -> Vec<(Seat, G::Action)> {
        self.recent_log().iter().map(|l| (l.seat, l.action.clone())).collect()
    }

    /// The options of this game, to start another like it.
    pub fn options(&self) -> &G::Options {
        &self.session.options
    }
}
