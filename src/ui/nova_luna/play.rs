//! The Nova Luna game screen. A reducer holds the session (the engine state and its action
//! log with undo limits); every change bumps a version, and an effect saves the record
//! through the shell's store after each one. Computer seats move on a timer.

use super::canvas::{TableauCanvas, WheelCanvas};
use super::words::{
    action_label, colour_letter, colour_name, logged_sentences, player_name, tasks_text, tile_name,
};
use super::{bot_delay_ms, random_seed, start_game};
use crate::core::{bot_move, Game, RandomBot, Rng, Seat, Session};
use crate::i18n::{t, tr, Lang};
use crate::nova_luna::{NovaLuna, NovaLunaAction, Stage};
use crate::storage::{PlayerInfo, PlayerKind, SaveRecord};
use crate::ui::browser;
use crate::ui::state::{AppAction, Notice, Screen};
use crate::ui::AppHandle;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A game being played at this screen.
#[derive(Clone, PartialEq)]
pub struct Table {
    pub record: SaveRecord,
    pub session: Session<NovaLuna>,
    /// Bumped after every change of the session: the save and the computer's timer follow it.
    pub version: u64,
    /// The hand-over confirmed: (seat, log length when confirmed).
    pub handover_done: Option<(Seat, usize)>,
    /// The last action was refused (never happens through the listed choices).
    pub refused: bool,
}

pub enum TableAction {
    /// A person's choice (one of the listed legal actions).
    Act(NovaLunaAction),
    /// The computer seat to act moves.
    Bot,
    Undo,
    ConfirmHandover,
}

impl Table {
    pub fn new(record: SaveRecord, session: Session<NovaLuna>) -> Self {
        Table { record, session, version: 0, handover_done: None, refused: false }
    }

    pub fn players(&self) -> &[PlayerInfo] {
        &self.record.players
    }

    pub fn is_computer(&self, seat: Seat) -> bool {
        self.record.players.get(seat).is_some_and(|p| p.kind == PlayerKind::Computer)
    }

    pub fn colour(&self, seat: Seat) -> String {
        self.record.players.get(seat).map(|p| p.colour.clone()).unwrap_or_default()
    }

    pub fn to_act(&self) -> Option<Seat> {
        self.session.state.to_act()
    }

    pub fn computer_to_act(&self) -> bool {
        self.to_act().is_some_and(|s| self.is_computer(s))
    }

    /// The person who must take the device before playing: a human seat to act that is not
    /// the last human who acted, when several people share the device.
    pub fn handover(&self) -> Option<Seat> {
        let seat = self.to_act()?;
        let humans = (0..self.record.players.len()).filter(|&s| !self.is_computer(s)).count();
        if self.is_computer(seat) || humans < 2 {
            return None;
        }
        let last_human =
            self.session.log.iter().rev().find(|l| !self.is_computer(l.seat)).map(|l| l.seat);
        if last_human == Some(seat) || self.handover_done == Some((seat, self.session.log.len())) {
            return None;
        }
        Some(seat)
    }

    /// The person whose last move may be taken back now: their own move, nobody moved since
    /// and nothing was drawn (the session's undo floor), while it is still their turn or
    /// before the next person took the device.
    pub fn undo_for(&self) -> Option<Seat> {
        let seat = self.session.undo_seat()?;
        if self.is_computer(seat) || self.session.state.is_over() {
            return None;
        }
        (self.to_act() == Some(seat) || self.handover().is_some()).then_some(seat)
    }

    /// Actions the person at the screen may choose now (none during a computer's turn or
    /// before a hand-over is confirmed).
    pub fn human_choices(&self) -> Vec<NovaLunaAction> {
        match self.to_act() {
            Some(seat) if !self.is_computer(seat) && self.handover().is_none() => {
                self.session.state.legal_actions()
            }
            _ => Vec::new(),
        }
    }

    /// What the latest run of computer moves did, to highlight it: the wheel space of the
    /// latest take, and the latest placed cell of each seat.
    fn computer_marks(&self) -> ComputerMarks {
        let mut take = None;
        let mut placed = vec![None; self.record.players.len()];
        for logged in self.session.log.iter().rev() {
            if !self.is_computer(logged.seat) {
                break;
            }
            match logged.action {
                NovaLunaAction::Take { space } if take.is_none() => {
                    take = Some((space, self.colour(logged.seat)))
                }
                NovaLunaAction::Place { x, y } => {
                    if let Some(slot) = placed.get_mut(logged.seat) {
                        slot.get_or_insert((x, y));
                    }
                }
                _ => {}
            }
        }
        ComputerMarks { take, placed }
    }
}

/// What the latest computer moves changed: the wheel space taken (with the seat's colour)
/// and the cell each seat placed on.
struct ComputerMarks {
    take: Option<(u8, String)>,
    placed: Vec<Option<(i32, i32)>>,
}

impl Reducible for Table {
    type Action = TableAction;

    fn reduce(self: Rc<Self>, action: TableAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            TableAction::Act(action) => {
                if !self.human_choices().contains(&action) {
                    return self;
                }
                next.refused = next.session.apply(action).is_err();
                if !next.refused {
                    next.version += 1;
                }
            }
            TableAction::Bot => {
                if !self.computer_to_act() {
                    return self;
                }
                // Seeded from the game, so the same position gives the same computer move.
                let mut rng = Rng::new(
                    self.session.seed ^ (self.session.log.len() as u64).wrapping_mul(0x9E37_79B9),
                );
                let Some(action) =
                    bot_move::<NovaLuna>(&mut RandomBot, &self.session.state, &mut rng)
                else {
                    return self;
                };
                next.refused = next.session.apply(action).is_err();
                if !next.refused {
                    next.version += 1;
                }
            }
            TableAction::Undo => {
                if self.undo_for().is_none() || !next.session.undo() {
                    return self;
                }
                next.handover_done = None;
                next.version += 1;
            }
            TableAction::ConfirmHandover => {
                let Some(seat) = self.handover() else { return self };
                next.handover_done = Some((seat, self.session.log.len()));
            }
        }
        Rc::new(next)
    }
}

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    pub id: String,
}

/// Opens a saved Nova Luna game by id (the shell routes `Screen::Play` here).
#[function_component(PlayNovaLuna)]
pub fn play_nova_luna(props: &PlayProps) -> Html {
    let app = use_context::<AppHandle>().expect("inside App");
    let lang = app.lang;
    let loaded = {
        let app = app.clone();
        let id = props.id.clone();
        use_memo(props.id.clone(), move |_| {
            let record = app.store.borrow().load(&id)?.ok()?;
            let session = record.session::<NovaLuna>().ok()?;
            Some(Rc::new((record, session)))
        })
    };
    match &*loaded {
        Some(game) => html! { <GameBoard key={props.id.clone()} game={game.clone()} /> },
        None => html! {
            <section class="screen nl-game" data-testid="game-screen" data-kind="nova-luna">
                <h2>{ tr(lang, "game-nova-luna") }</h2>
                <p role="alert">{ Notice::ResumeFailed.text(lang) }</p>
                <HomeButton />
            </section>
        },
    }
}

#[function_component(HomeButton)]
fn home_button() -> Html {
    let app = use_context::<AppHandle>().expect("inside App");
    let go = {
        let app = app.clone();
        Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(Screen::Home)))
    };
    html! { <button type="button" class="button" data-testid="go-home" onclick={go}>{ tr(app.lang, "go-home") }</button> }
}

/// A timeout cleared when dropped.
struct Timeout {
    id: i32,
    _closure: Closure<dyn FnMut()>,
}

impl Timeout {
    fn new(ms: u32, f: impl FnOnce() + 'static) -> Option<Self> {
        let mut f = Some(f);
        let closure = Closure::<dyn FnMut()>::new(move || {
            if let Some(f) = f.take() {
                f()
            }
        });
        let id = web_sys::window()?
            .set_timeout_with_callback_and_timeout_and_arguments_0(
                closure.as_ref().unchecked_ref(),
                ms as i32,
            )
            .ok()?;
        Some(Timeout { id, _closure: closure })
    }
}

impl Drop for Timeout {
    fn drop(&mut self) {
        if let Some(window) = web_sys::window() {
            window.clear_timeout_with_handle(self.id);
        }
    }
}

#[derive(Properties, PartialEq)]
struct BoardProps {
    game: Rc<(SaveRecord, Session<NovaLuna>)>,
}

#[function_component(GameBoard)]
fn game_board(props: &BoardProps) -> Html {
    let app = use_context::<AppHandle>().expect("inside App");
    let lang = app.lang;
    let table = {
        let game = props.game.clone();
        use_reducer(move || Table::new(game.0.clone(), game.1.clone()))
    };
    let heading = use_node_ref();
    let chosen_tab = use_state(|| None::<Seat>);

    // Focus the heading when the screen opens (screen readers announce it).
    {
        let heading = heading.clone();
        use_effect_with((), move |_| {
            if let Some(h) = heading.cast::<web_sys::HtmlElement>() {
                let _ = h.focus();
            }
        });
    }
    // Saved after every change (the store shows the full-storage notice; play goes on).
    {
        let app = app.clone();
        let table = table.clone();
        use_effect_with(table.version, move |&version| {
            if version > 0 {
                let mut record = table.record.clone();
                if record.update_session(&table.session, browser::now_ms()).is_ok() {
                    app.dispatch(AppAction::Save(record));
                }
            }
        });
    }
    // Computer seats move after a short pause.
    {
        let dispatcher = table.dispatcher();
        let computer = table.computer_to_act();
        use_effect_with((table.version, computer), move |&(_, computer)| {
            let timer = if computer {
                Timeout::new(bot_delay_ms(), move || dispatcher.dispatch(TableAction::Bot))
            } else {
                None
            };
            move || drop(timer)
        });
    }
    // The tab follows the seat to act unless the player picks another.
    {
        let chosen_tab = chosen_tab.clone();
        use_effect_with(table.to_act(), move |_| chosen_tab.set(None));
    }
    // Keyboard focus lost with the button just pressed goes to the next choices.
    {
        let version = table.version;
        use_effect_with(version, move |_| {
            let document = web_sys::window().and_then(|w| w.document());
            if let Some(document) = document {
                let lost = document
                    .active_element()
                    .is_none_or(|e| e.tag_name().eq_ignore_ascii_case("body"));
                if lost && version > 0 {
                    if let Ok(Some(first)) = document.query_selector("[data-testid=\"nl-action\"]")
                    {
                        if let Ok(first) = first.dyn_into::<web_sys::HtmlElement>() {
                            let _ = first.focus();
                        }
                    }
                }
            }
        });
    }

    let game = &table.session.state;
    let players = table.players();
    let view = Rc::new(game.view(table.to_act().unwrap_or(0)));
    let choices = table.human_choices();
    let act = {
        let table = table.clone();
        Callback::from(move |action: NovaLunaAction| table.dispatch(TableAction::Act(action)))
    };
    let ComputerMarks { take: computer_take, placed: computer_placed } = table.computer_marks();
    let colours: Vec<String> = (0..players.len()).map(|s| table.colour(s)).collect();
    let over = game.is_over();

    // ---- status line
    let status = match (game.stage(), table.to_act()) {
        (Stage::Over { .. }, _) | (_, None) => tr(lang, "nl-status-over"),
        (_, Some(seat)) if table.is_computer(seat) => {
            t(lang, "nl-status-computer", &[("player", player_name(players, seat).into())])
        }
        (Stage::Place { tile, .. }, Some(seat)) => t(
            lang,
            "nl-status-place",
            &[
                ("player", player_name(players, seat).into()),
                ("tile", tile_name(lang, *tile).into()),
            ],
        ),
        (_, Some(seat)) => {
            let mut s =
                t(lang, "nl-status-choose", &[("player", player_name(players, seat).into())]);
            if game.legal_actions().contains(&NovaLunaAction::Refill) {
                s.push(' ');
                s.push_str(&if game.tiles_on_wheel() == 0 {
                    tr(lang, "nl-status-must-refill")
                } else {
                    tr(lang, "nl-status-may-refill")
                });
            }
            s
        }
    };

    // ---- the listed choices
    let choice_buttons = choices.iter().map(|action| {
        let label = action_label(lang, game, action);
        let json = serde_json::to_string(action).unwrap_or_default();
        let onclick = {
            let act = act.clone();
            let action = action.clone();
            Callback::from(move |_: MouseEvent| act.emit(action.clone()))
        };
        let kind = match action {
            NovaLunaAction::Take { .. } => "take",
            NovaLunaAction::Place { .. } => "place",
            NovaLunaAction::Refill => "refill",
            NovaLunaAction::EndPhaseOne => "end-phase-one",
        };
        html! {
            <li><button type="button" class={classes!("button", "nl-choice", kind)} data-testid="nl-action"
                data-kind={kind} data-action={json} {onclick}>{ label }</button></li>
        }
    });

    let undo = table.undo_for().map(|seat| {
        let onclick = {
            let table = table.clone();
            Callback::from(move |_: MouseEvent| table.dispatch(TableAction::Undo))
        };
        let label = if table.to_act() == Some(seat) {
            tr(lang, "nl-undo")
        } else {
            t(lang, "nl-undo-other", &[("player", player_name(players, seat).into())])
        };
        html! { <button type="button" class="button" data-testid="nl-undo" {onclick}>{ label }</button> }
    });

    // ---- players summary
    let player_rows = (0..players.len()).map(|seat| {
        let p = &view.players[seat];
        let placed = game.options().discs_for_tasks() - p.discs_left;
        let kind = if table.is_computer(seat) { tr(lang, "player-computer") } else { tr(lang, "player-human") };
        let acting = table.to_act() == Some(seat);
        html! {
            <li class={classes!("nl-player", acting.then_some("acting"))} data-testid="nl-player" data-seat={seat.to_string()}>
                <span class="nl-disc" data-colour={colours[seat].clone()} aria-hidden="true">
                    { seat + 1 }
                </span>
                <span class="player-name">{ player_name(players, seat) }</span>
                <span class="player-kind">{ format!(" ({kind})") }</span>
                <span class="nl-player-stats">
                    { t(lang, "nl-player-discs", &[("placed", (placed as u32).into()), ("left", (p.discs_left as u32).into())]) }
                    if let Some(m) = &p.marker {
                        { " · " }{ t(lang, "nl-player-track", &[("space", (m.space() as u32).into())]) }
                    }
                </span>
                if acting && !over { <span class="nl-badge">{ tr(lang, "nl-to-play") }</span> }
            </li>
        }
    });

    // ---- solo panel
    let solo = game.score().first().and_then(|s| s.solo.clone()).map(|solo| {
        // The rulebook's two stacks: discs come from the 8 first, then from the 13.
        let placed = game.score()[0].discs_placed as u32;
        html! {
            <div class="nl-solo" data-testid="nl-solo" data-phase={solo.phase.to_string()}>
                <p><strong>{ t(lang, "nl-solo-phase", &[("phase", (solo.phase as u32).into())]) }</strong></p>
                <p>{ t(lang, "nl-solo-discs", &[("placed", (solo.current.discs_placed as u32).into()), ("target", (solo.current.discs_target as u32).into())]) }</p>
                <p data-testid="nl-solo-stacks">{ t(lang, "nl-solo-stacks", &[("eight", (8 - placed.min(8)).into()), ("thirteen", (13 - placed.saturating_sub(8).min(13)).into())]) }</p>
                <p>{ t(lang, "nl-solo-tiles", &[("sum", solo.current.tile_numbers.into())]) }</p>
                <p>{ t(lang, "nl-solo-current", &[("score", solo.current.score.into()), ("missing", (solo.current.discs_missing as u32).into())]) }</p>
                if let Some(one) = &solo.phase_one {
                    <p>{ t(lang, "nl-solo-phase-one", &[("score", one.score.into())]) }</p>
                }
            </div>
        }
    });

    // ---- wheel
    let takeable: Vec<u8> = choices
        .iter()
        .filter_map(|a| match a {
            NovaLunaAction::Take { space } => Some(*space),
            _ => None,
        })
        .collect();
    let on_take = {
        let act = act.clone();
        Callback::from(move |space: u8| act.emit(NovaLunaAction::Take { space }))
    };
    let wheel_label = t(
        lang,
        "nl-wheel-label",
        &[
            ("space", (view.moon_pawn as u32).into()),
            ("tiles", game.tiles_on_wheel().into()),
            ("pile", view.pile_count.into()),
        ],
    );
    let in_hand = game.tile_in_hand().map(|tile| {
        html! {
            <p class="nl-in-hand" data-testid="nl-in-hand">
                { t(lang, "nl-in-hand", &[("tile", tile_name(lang, tile).into()), ("tasks", tasks_text(lang, tile).into())]) }
            </p>
        }
    });

    // ---- tableaux with tabs
    let shown = (*chosen_tab)
        .or(table.to_act())
        .or_else(|| table.session.log.last().map(|l| l.seat))
        .unwrap_or(0);
    let tabs = (0..players.len()).map(|seat| {
        let onclick = {
            let chosen_tab = chosen_tab.clone();
            Callback::from(move |_: MouseEvent| chosen_tab.set(Some(seat)))
        };
        let selected = seat == shown;
        html! {
            <button type="button" role="tab" class={classes!("nl-tab", selected.then_some("selected"))}
                aria-selected={selected.to_string()} aria-controls="nl-tableau-panel" data-testid="nl-tab"
                data-seat={seat.to_string()} {onclick}>
                { t(lang, "nl-tableau-of", &[("player", player_name(players, seat).into())]) }
            </button>
        }
    });
    let legal_cells: Vec<(i32, i32)> = if table.to_act() == Some(shown) {
        choices
            .iter()
            .filter_map(|a| match a {
                NovaLunaAction::Place { x, y } => Some((*x, *y)),
                _ => None,
            })
            .collect()
    } else {
        Vec::new()
    };
    let on_place = {
        let act = act.clone();
        Callback::from(move |(x, y): (i32, i32)| act.emit(NovaLunaAction::Place { x, y }))
    };
    let shown_tiles = view.players[shown].tableau.clone();
    let tableau_label = t(
        lang,
        "nl-tableau-label",
        &[
            ("player", player_name(players, shown).into()),
            ("tiles", shown_tiles.len().into()),
            ("discs", shown_tiles.iter().map(|p| p.disc_count()).sum::<u32>().into()),
        ],
    );

    // ---- log (newest first) and the announcement of the latest action
    let log_items = table.session.log.iter().enumerate().rev().map(|(i, logged)| {
        html! { <li data-testid="nl-log-entry" value={(i + 1).to_string()}>{ logged_sentences(lang, players, logged).join(" ") }</li> }
    });
    let announce = table
        .session
        .log
        .last()
        .map(|l| logged_sentences(lang, players, l).join(" "))
        .unwrap_or_default();

    // ---- end screen
    let end = game
        .outcome()
        .map(|outcome| html! { <EndPanel table={table.clone()} outcome={outcome} /> });

    let handover = table.handover().map(|seat| {
        let confirm = {
            let table = table.clone();
            Callback::from(move |_: MouseEvent| table.dispatch(TableAction::ConfirmHandover))
        };
        html! {
            <div class="nl-handover" data-testid="nl-handover" role="dialog" aria-labelledby="nl-handover-title">
                <h3 id="nl-handover-title">{ t(lang, "nl-handover-title", &[("player", player_name(players, seat).into())]) }</h3>
                <p>{ tr(lang, "nl-handover-body") }</p>
                <div class="nl-row">
                    <button type="button" class="button primary" data-testid="nl-handover-confirm" onclick={confirm}>
                        { t(lang, "nl-handover-ready", &[("player", player_name(players, seat).into())]) }
                    </button>
                    { for undo.clone() }
                </div>
            </div>
        }
    });

    let refused = table
        .refused
        .then(|| html! { <p class="nl-refused" role="alert">{ tr(lang, "nl-move-refused") }</p> });
    let stage_key = match game.stage() {
        Stage::Choose { .. } => "choose",
        Stage::Place { .. } => "place",
        Stage::Over { .. } => "over",
    };

    html! {
        <section class="screen nl-game" data-testid="game-screen" data-kind="nova-luna"
            data-stage={stage_key} data-to-act={table.to_act().map(|s| s.to_string()).unwrap_or_default()}
            data-computer-turn={table.computer_to_act().to_string()} data-log-length={table.session.log.len().to_string()}>
            <div class="nl-head">
                <h2 ref={heading} tabindex="-1">{ table.record.title.clone() }</h2>
                <HomeButton />
            </div>
            <div class="visually-hidden" aria-live="polite" data-testid="nl-announce">{ announce }</div>
            { for refused }
            { for end }
            if let Some(handover) = handover {
                { handover }
            } else {
                <p class="nl-status" data-testid="nl-status">{ status }</p>
                <div class="nl-layout">
                    <div class="nl-wheel-panel">
                        <WheelCanvas lang={lang} view={view.clone()} takeable={takeable} last_take={computer_take}
                            colours={colours.clone()} on_take={on_take} label={wheel_label} />
                        { for in_hand }
                        <ul class="nl-legend" aria-label={tr(lang, "nl-legend")}>
                            { for crate::nova_luna::Colour::ALL.into_iter().map(|c| html! {
                                <li data-colour={c.name()}>
                                    <span class="nl-legend-tile" aria-hidden="true">{ colour_letter(lang, c) }</span>
                                    { colour_name(lang, c) }
                                </li>
                            }) }
                        </ul>
                    </div>
                    <div class="nl-side">
                        <ul class="nl-players" aria-label={tr(lang, "nl-players")}>{ for player_rows }</ul>
                        { for solo }
                        if !choices.is_empty() {
                            <h3 id="nl-choices-title">{ tr(lang, "nl-choices") }</h3>
                            <ul class="nl-choices" data-testid="nl-actions" aria-labelledby="nl-choices-title">
                                { for choice_buttons }
                            </ul>
                        }
                        { for undo }
                    </div>
                </div>
                <div class="nl-tableaux">
                    <div class="nl-tabs" role="tablist" aria-label={tr(lang, "nl-tableaux")}>{ for tabs }</div>
                    <div id="nl-tableau-panel" role="tabpanel">
                    <TableauCanvas lang={lang} tiles={shown_tiles} legal={legal_cells}
                        last_placed={computer_placed.get(shown).copied().flatten()}
                        disc_colour={colours.get(shown).cloned().unwrap_or_default()} on_place={on_place}
                        label={tableau_label} seat={shown} />
                    </div>
                </div>
            }
            <super::rules::RulesSummary lang={lang} />
            <section class="nl-log" aria-labelledby="nl-log-title">
                <h3 id="nl-log-title">{ tr(lang, "nl-log-title") }</h3>
                if table.session.log.is_empty() {
                    <p class="empty">{ tr(lang, "nl-log-empty") }</p>
                } else {
                    <ol reversed=true data-testid="nl-log">{ for log_items }</ol>
                }
            </section>
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct EndProps {
    table: UseReducerHandle<Table>,
    outcome: crate::core::Outcome,
}

#[function_component(EndPanel)]
fn end_panel(props: &EndProps) -> Html {
    let app = use_context::<AppHandle>().expect("inside App");
    let lang: Lang = app.lang;
    let table = &props.table;
    let players = table.players();
    let scores = table.session.state.score();
    let outcome = &props.outcome;
    let solo = scores.first().and_then(|s| s.solo.clone()).filter(|_| players.len() == 1);

    let rows = outcome.standings.iter().enumerate().flat_map(|(place, group)| {
        group.iter().map(move |&seat| (place + 1, seat)).collect::<Vec<_>>()
    });
    let rows = rows.map(|(place, seat)| {
        let s = &scores[seat];
        html! {
            <tr data-testid="nl-standing" data-seat={seat.to_string()}>
                <td>{ place }</td>
                <td>{ player_name(players, seat) }</td>
                <td>{ s.discs_placed }</td>
                <td>{ s.discs_left }</td>
            </tr>
        }
    });
    let headline = match &solo {
        Some(solo) => t(
            lang,
            "nl-end-solo-total",
            &[("score", solo.total.unwrap_or(solo.current.score).into())],
        ),
        None => t(
            lang,
            "nl-end-winner",
            &[(
                "player",
                outcome
                    .winners
                    .first()
                    .map(|&w| player_name(players, w))
                    .unwrap_or_default()
                    .into(),
            )],
        ),
    };
    let tie_break = outcome.tie_break.as_ref().map(|_| {
        html! { <p data-testid="nl-tie-break">{ tr(lang, "nl-end-tie-break") }</p> }
    });
    let solo_detail = solo.map(|solo| {
        let phases = solo.phase_one.iter().chain(std::iter::once(&solo.current)).map(|p| {
            html! {
                <li>{ t(lang, "nl-end-solo-phase", &[
                    ("phase", (p.phase as u32).into()), ("tiles", p.tile_numbers.into()),
                    ("missing", (p.discs_missing as u32).into()), ("score", p.score.into())]) }</li>
            }
        });
        html! { <ul class="nl-solo-phases">{ for phases }</ul> }
    });
    let play_again = {
        let app = app.clone();
        let players = players.to_vec();
        let first_game = table.session.options.first_game;
        Callback::from(move |_: MouseEvent| {
            if let Err(e) = start_game(&app, players.clone(), first_game, random_seed()) {
                web_sys::console::error_1(&e.into());
            }
        })
    };
    let home = {
        let app = app.clone();
        Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(Screen::Home)))
    };
    html! {
        <div class="nl-end" data-testid="nl-end" role="region" aria-labelledby="nl-end-title">
            <h3 id="nl-end-title">{ tr(lang, "nl-end-title") }</h3>
            <p class="nl-headline" data-testid="nl-end-headline">{ headline }</p>
            { for tie_break }
            { for solo_detail }
            <table class="nl-standings" data-testid="nl-standings">
                <thead><tr>
                    <th scope="col">{ tr(lang, "nl-col-place") }</th>
                    <th scope="col">{ tr(lang, "nl-col-player") }</th>
                    <th scope="col">{ tr(lang, "nl-col-discs") }</th>
                    <th scope="col">{ tr(lang, "nl-col-left") }</th>
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            <div class="nl-row">
                <button type="button" class="button primary" data-testid="nl-play-again" onclick={play_again}>
                    { tr(lang, "nl-play-again") }
                </button>
                <button type="button" class="button" data-testid="nl-home" onclick={home}>{ tr(lang, "go-home") }</button>
            </div>
        </div>
    }
}
