//! The end-screen frame of every game (the title, how the game ended, the game's own rows,
//! play again and home).

use crate::ui::state::{AppAction, Screen};
use crate::ui::table::charts::{RaceChart, ScoreChart};
use crate::ui::table::starting::{random_seed, start_game_with_id};
use crate::ui::table::table_game::TableGame;
use moonvale_rules::core::{Ending, Outcome};
use moonvale_table::i18n::{tr, Lang};
use moonvale_table::table::Table;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties)]
pub(in crate::ui) struct EndProps<G: TableGame> {
    pub table: Rc<Table<G>>,
    pub outcome: Outcome,
    pub rows: Html,
}

impl<G: TableGame> PartialEq for EndProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.outcome == other.outcome && self.rows == other.rows
    }
}

/// The end screen's frame: the title, the game's rows, play again and home.
#[function_component(EndFrame)]
pub(in crate::ui) fn end_frame<G: TableGame>(props: &EndProps<G>) -> Html {
    let app = crate::ui::use_app();
    let lang = app.lang;
    // A daily game's deal is played again as another attempt at the same day's deal.
    let daily = moonvale_table::daily::of_id(props.table.id());
    let again = {
        let app = app.clone();
        let table = props.table.clone();
        Callback::from(move |_: MouseEvent| {
            let players = table.players().to_vec();
            let title = table.title().clone();
            let started = match daily {
                Some((kind, day)) => crate::ui::table::daily::start(&app, kind, day),
                None => {
                    // The same seats and options, the next seat first.
                    let (options, seed) = (table.options(), table.session().seed);
                    let seed = moonvale_table::rematch::next_seed::<G>(options, seed, random_seed);
                    // The devices still connected to this table are asked to play their seats
                    // in the next game, on the same connections.
                    let id = crate::ui::effects::new_game_id(&app);
                    crate::ui::table::host::carry_to_next_game(table.id(), &id);
                    start_game_with_id::<G>(&app, id, title, players, options.clone(), seed)
                }
            };
            if let Err(e) = started {
                web_sys::console::error_1(&e.into());
            }
        })
    };
    let share = daily.and_then(|(kind, day)| {
        let score = *props.outcome.scores.first()?;
        let won = props.outcome.winners.contains(&0);
        Some(html! { <crate::ui::table::daily::DailyShare {kind} {day} {score} {won} /> })
    });
    let home = {
        let app = app.clone();
        Callback::from(move |_: MouseEvent| app.dispatch(AppAction::Go(Screen::Home)))
    };
    // The replay, with its review or not.
    let to_replay = |review: bool| {
        let app = app.clone();
        let id = props.table.id().to_string();
        Callback::from(move |_: MouseEvent| {
            app.dispatch(AppAction::Go(Screen::Replay { kind: G::KIND, id: id.clone(), review }))
        })
    };
    let (replay, review) = (to_replay(false), to_replay(true));
    // The charts: the scores are public at the end; the race is rebuilt once from the log.
    let names: Vec<String> = props.table.players().iter().map(|p| p.name.words(lang)).collect();
    let keys = G::seat_keys(props.table.players());
    let races = {
        let table = props.table.clone();
        use_memo((props.table.session().log.len(), lang), move |_| {
            moonvale_table::table::replay::Replay::new(table.session())
                .map(|replay| G::end_races(lang, &replay))
                .unwrap_or_default()
        })
    };
    let values: Vec<Vec<i64>> =
        props.table.session().state.score().iter().map(G::score_values).collect();
    let counted = props
        .table
        .record(0)
        .ok()
        .as_ref()
        .and_then(moonvale_table::stats::GameSummary::from_record);
    let counted = counted.map(|game| {
        let standing = moonvale_table::rating::standing(&game);
        html! {
            <p class="end-counted" data-testid="end-counted" data-standing={standing_key(standing)}>
                { counted_sentence(lang, standing) }
            </p>
        }
    });
    html! {
        <section class="game-end" data-testid="end" aria-labelledby="end-title">
            <h3 id="end-title">{ tr(lang, "table-end-title") }</h3>
            if let Some(ending) = ending_sentence(lang, props.outcome.ending) {
                <p class="end-reason" data-testid="end-reason" data-ending={props.outcome.ending.key()}>{ ending }</p>
            }
            { for share }
            { props.rows.clone() }
            { for counted }
            <div class="end-charts">
                <ScoreChart {lang} names={names.clone()} keys={keys.clone()} {values} categories={G::score_categories(lang)} />
                { for races.iter().filter(|race| race.points.len() > 1).map(|race| html! {
                    <RaceChart {lang} names={names.clone()} keys={keys.clone()} race={race.clone()} />
                }) }
            </div>
            if crate::ui::table::host::devices_connected(props.table.id()) {
                <p data-testid="end-next-game-host">{ tr(lang, "remote-next-game-host") }</p>
            }
            <div class="row">
                <button type="button" class="button primary" data-testid="play-again" onclick={again}>{ tr(lang, "table-play-again") }</button>
                <button type="button" class="button" data-testid="end-replay" onclick={replay}>{ tr(lang, "replay-open") }</button>
                <button type="button" class="button" data-testid="end-review" onclick={review}>{ tr(lang, "review-start") }</button>
                <button type="button" class="button" data-testid="end-home" onclick={home}>{ tr(lang, "go-home") }</button>
            </div>
        </section>
    }
}

/// How the game ended, in a sentence (`Outcome::ending`); `None` for an outcome saved before
/// endings were named (or with a key this version does not know).
pub fn ending_sentence(lang: Lang, ending: Ending) -> Option<String> {
    Some(match ending {
        Ending::FifthBuilding => tr(lang, "table-ending-fifth-building"),
        Ending::NoOneCanAct => tr(lang, "table-ending-no-one-can-act"),
        Ending::LastDisc => tr(lang, "table-ending-last-disc"),
        Ending::NoTilesLeft => tr(lang, "table-ending-no-tiles-left"),
        Ending::SoloAllDiscs => tr(lang, "table-ending-solo-all-discs"),
        Ending::Unnamed => return None,
    })
}

/// Whether the game counts for the statistics and the rating, and why not (the rule is
/// `rating::standing`'s).
pub fn counted_sentence(lang: Lang, standing: moonvale_table::rating::Standing) -> String {
    use moonvale_table::rating::Standing;
    match standing {
        Standing::Rated => tr(lang, "end-counted-rated"),
        Standing::Assisted => tr(lang, "end-counted-assisted"),
        Standing::Solo => tr(lang, "end-counted-solo"),
        Standing::SeveralPeople => tr(lang, "end-counted-several-people"),
        Standing::NoPerson => tr(lang, "end-counted-no-person"),
        Standing::Unscored => tr(lang, "end-counted-unscored"),
    }
}

/// The standing's key, for `data-standing`.
fn standing_key(standing: moonvale_table::rating::Standing) -> &'static str {
    use moonvale_table::rating::Standing;
    match standing {
        Standing::Rated => "rated",
        Standing::Assisted => "assisted",
        Standing::Solo => "solo",
        Standing::SeveralPeople => "several-people",
        Standing::NoPerson => "no-person",
        Standing::Unscored => "unscored",
    }
}
