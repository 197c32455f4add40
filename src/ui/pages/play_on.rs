//! "Play on from here" (docs/review.md "Review"): from any step of a replay or a review, a practice
//! game that begins at that position (`moonvale_table::practice::play_on`), each seat a person at this
//! device or a computer at a level, kept out of the statistics and the rating, its origin
//! shown on its screen. The choice of seats asks in a small dialog (keyboard, pointer and
//! touch: its controls, Escape to cancel). Test ids: `play-on` (with `data-step`),
//! `play-on-dialog`, `play-on-seat` (with `data-seat`), `play-on-start`, `play-on-cancel`.

use crate::ui::state::{AppAction, Screen};
use crate::ui::table::shell::TableGame;
use crate::ui::AppHandle;
use moonvale_ai::Level;
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::storage::{PlayerInfo, PlayerKind};
use moonvale_table::table::Table;
use std::rc::Rc;
use yew::prelude::*;

/// Who plays a seat of the practice game.
#[derive(Clone, Copy, PartialEq)]
enum Sitter {
    Person,
    Computer(Level),
}

impl Sitter {
    fn key(self) -> &'static str {
        match self {
            Sitter::Person => "person",
            Sitter::Computer(level) => level.as_str(),
        }
    }

    fn parse(key: &str) -> Option<Sitter> {
        match key {
            "person" => Some(Sitter::Person),
            other => Level::parse(other).map(Sitter::Computer),
        }
    }

    fn of(player: &PlayerInfo) -> Sitter {
        match player.kind {
            PlayerKind::Human => Sitter::Person,
            PlayerKind::Computer => Sitter::Computer(player.level.unwrap_or_default()),
        }
    }

    fn label(self, lang: Lang) -> String {
        match self {
            Sitter::Person => tr(lang, "play-on-seat-person"),
            Sitter::Computer(level) => {
                let level = tr(lang, &format!("level-{}", level.as_str()));
                t(lang, "play-on-seat-computer", &[("level", level.into())])
            }
        }
    }
}

const SITTERS: [Sitter; 4] = [
    Sitter::Person,
    Sitter::Computer(Level::Easy),
    Sitter::Computer(Level::Medium),
    Sitter::Computer(Level::Hard),
];

#[derive(Properties)]
pub struct PlayOnProps<G: TableGame> {
    pub lang: Lang,
    /// The saved game the replay shows.
    pub table: Rc<Table<G>>,
    /// The replay's step: the practice game begins at its position.
    pub step: usize,
    /// The game is over at that step: there is nothing to play on.
    pub over: bool,
}

impl<G: TableGame> PartialEq for PlayOnProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.lang == other.lang
            && Rc::ptr_eq(&self.table, &other.table)
            && self.step == other.step
            && self.over == other.over
    }
}

/// The button, and the dialog that chooses the seats and starts the practice game.
#[function_component(PlayOn)]
pub fn play_on<G: TableGame>(props: &PlayOnProps<G>) -> Html {
    let app = crate::ui::use_app();
    let lang = props.lang;
    let open = use_state(|| false);
    let sitters = {
        let players = props.table.players().to_vec();
        use_state(move || players.iter().map(Sitter::of).collect::<Vec<_>>())
    };
    let first = use_node_ref();
    {
        let first = first.clone();
        use_effect_with(*open, move |open| {
            if *open {
                if let Some(select) = first.cast::<web_sys::HtmlElement>() {
                    let _ = select.focus();
                }
            }
        });
    }
    let toggle = |to: bool| {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(to))
    };
    let start = {
        let (table, sitters, step) = (props.table.clone(), sitters.clone(), props.step);
        Callback::from(move |_: MouseEvent| start_practice(&app, &table, step, &sitters))
    };
    let onkeydown = {
        let open = open.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.prevent_default();
                open.set(false);
            }
        })
    };
    let seats = props.table.players().iter().enumerate().map(|(seat, player)| {
        let onchange = {
            let sitters = sitters.clone();
            Callback::from(move |e: Event| {
                let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
                if let Some(sitter) = Sitter::parse(&select.value()) {
                    let mut chosen = (*sitters).clone();
                    chosen[seat] = sitter;
                    sitters.set(chosen);
                }
            })
        };
        let chosen = sitters[seat];
        let options = SITTERS.iter().map(|&s| {
            html! { <option value={s.key()} selected={s == chosen}>{ s.label(lang) }</option> }
        });
        let node = if seat == 0 { first.clone() } else { NodeRef::default() };
        html! {
            <label class="play-on-seat"><bdi>{ player.name.words(lang) }</bdi>{ " " }
                <select data-testid="play-on-seat" data-seat={seat.to_string()} ref={node} {onchange}>
                    { for options }
                </select>
            </label>
        }
    });
    let title = if props.step == 0 {
        tr(lang, "play-on-setup")
    } else {
        t(lang, "play-on-title", &[("step", props.step.into())])
    };
    html! {
        <>
            <button type="button" class="button" data-testid="play-on" data-step={props.step.to_string()}
                disabled={props.over} aria-haspopup="dialog" onclick={toggle(true)}>
                { tr(lang, "replay-play-on") }
            </button>
            if *open {
                <div class="practice-backdrop">
                    <section class="practice-dialog" role="dialog" aria-modal="true" data-testid="play-on-dialog"
                        aria-labelledby="play-on-title" aria-describedby="play-on-body" onkeydown={onkeydown}>
                        <h3 id="play-on-title">{ title }</h3>
                        <p id="play-on-body">{ tr(lang, "play-on-body") }</p>
                        { for seats }
                        <div class="row">
                            <button type="button" class="button primary" data-testid="play-on-start" onclick={start}>
                                { tr(lang, "play-on-start") }
                            </button>
                            <button type="button" class="button" data-testid="play-on-cancel" onclick={toggle(false)}>
                                { tr(lang, "play-on-cancel") }
                            </button>
                        </div>
                    </section>
                </div>
            }
        </>
    }
}

/// Saves the practice game and opens it.
fn start_practice<G: TableGame>(
    app: &AppHandle,
    table: &Table<G>,
    step: usize,
    sitters: &[Sitter],
) {
    let players: Vec<PlayerInfo> = table
        .players()
        .iter()
        .zip(sitters)
        .map(|(p, sitter)| match sitter {
            Sitter::Person => PlayerInfo::human(p.name.clone(), p.colour.clone()),
            Sitter::Computer(level) => {
                PlayerInfo::computer(p.name.clone(), p.colour.clone(), *level)
            }
        })
        .collect();
    let now = crate::ui::platform::browser::now_ms();
    let Ok(from) = table.record(now).map(|r| r.header()) else { return };
    let id = crate::ui::effects::new_game_id(app);
    match moonvale_table::practice::play_on(&from, table.session(), step, players, id.clone(), now)
    {
        Ok(record) => {
            crate::ui::effects::save_new_game(app, record);
            app.dispatch(AppAction::Go(Screen::Play { kind: G::KIND, id }));
        }
        Err(refusal) => web_sys::console::warn_1(&format!("play on: {refusal:?}").into()),
    }
}
