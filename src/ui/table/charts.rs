//! The end screen's charts, drawn as SVG from `table::charts` geometry: each seat's score by
//! category and the score race over the rounds, each followed by the same numbers in a
//! table for screen readers (each picture is an image with a title; the tables carry the
//! figures).

use crate::ui::table::table_game::{Race, SeatKey};
use moonvale_table::i18n::{tr, Lang};
use moonvale_table::table::charts::{
    bar_chart, line_chart, line_chart_around, polyline_points, MARGIN_LEFT,
};
use moonvale_table::table::replay::RacePoint;
use yew::prelude::*;

/// The chart's drawing size in SVG units; it scales to the width of its box.
const WIDTH: f64 = 360.0;
const HEIGHT: f64 = 180.0;

/// Each seat's line is dashed its own way, so the lines differ without colour.
const DASHES: [&str; 4] = ["", "6 3", "2 3", "8 3 2 3"];

/// The colour of `seat` as the board draws it (grey for a seat the keys do not name).
fn colour(keys: &[SeatKey], seat: usize) -> String {
    keys.get(seat).map(|k| k.colour.clone()).unwrap_or_else(|| "#999999".to_string())
}

#[derive(Properties, PartialEq)]
pub struct ChartProps {
    pub lang: Lang,
    pub names: Vec<String>,
    /// Each seat's colour and marker, as the board draws them.
    pub keys: Vec<SeatKey>,
    /// `values[seat][category]`.
    pub values: Vec<Vec<i64>>,
    pub categories: Vec<String>,
}

fn legend(names: &[String], keys: &[SeatKey]) -> Html {
    let items = names.iter().enumerate().map(|(seat, name)| {
        let swatch = keys.get(seat).map(|k| k.swatch.clone()).unwrap_or_default();
        html! {
            <li data-seat={seat.to_string()}>{ swatch }<bdi>{ name.clone() }</bdi></li>
        }
    });
    html! { <ul class="chart-legend" aria-hidden="true">{ for items }</ul> }
}

fn y_axis(ticks: &[(f64, i64)]) -> Html {
    let lines = ticks.iter().map(|(y, v)| {
        html! {
            <g class="chart-tick">
                <line x1={MARGIN_LEFT.to_string()} x2={(WIDTH - 8.0).to_string()} y1={format!("{y:.1}")} y2={format!("{y:.1}")} />
                <text x={(MARGIN_LEFT - 4.0).to_string()} y={format!("{:.1}", y + 4.0)} text-anchor="end">{ v.to_string() }</text>
            </g>
        }
    });
    html! { <g class="chart-axis">{ for lines }</g> }
}

/// Each seat's score by category: grouped bars, then the table.
#[function_component(ScoreChart)]
pub fn score_chart(props: &ChartProps) -> Html {
    let chart = bar_chart(&props.values, WIDTH, HEIGHT);
    let ticks: Vec<(f64, i64)> =
        chart.scale.ticks().into_iter().map(|v| (chart.scale.y(v), v)).collect();
    let title = tr(props.lang, "chart-score-title");
    let bars = chart.bars.iter().map(|bar| {
        html! {
            <rect class="chart-bar" data-seat={bar.player.to_string()} fill={colour(&props.keys, bar.player)}
                x={format!("{:.1}", bar.x)} y={format!("{:.1}", bar.y)}
                width={format!("{:.1}", bar.width)} height={format!("{:.1}", bar.height.max(0.5))}
                data-value={bar.value.to_string()} />
        }
    });
    let labels = chart.category_x.iter().zip(&props.categories).map(|(x, name)| {
        html! { <text class="chart-label" x={format!("{x:.1}")} y={(HEIGHT - 6.0).to_string()} text-anchor="middle">{ name.clone() }</text> }
    });
    let header = props.categories.iter().map(|c| html! { <th scope="col">{ c.clone() }</th> });
    let rows = props.names.iter().zip(&props.values).map(|(name, row)| {
        html! {
            <tr><th scope="row"><bdi>{ name.clone() }</bdi></th>{ for row.iter().map(|v| html! { <td>{ v.to_string() }</td> }) }</tr>
        }
    });
    html! {
        <figure class="chart" data-testid="score-chart">
            <figcaption>{ title.clone() }</figcaption>
            <svg viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="img" aria-label={title.clone()} class="chart-svg">
                { y_axis(&ticks) }
                <line class="chart-zero" x1={MARGIN_LEFT.to_string()} x2={(WIDTH - 8.0).to_string()}
                    y1={format!("{:.1}", chart.zero_y)} y2={format!("{:.1}", chart.zero_y)} />
                { for bars }
                { for labels }
            </svg>
            { legend(&props.names, &props.keys) }
            // A table keeps its columns whatever its width: the hidden box is a div around it.
            <div class="visually-hidden"><table class="chart-table" data-testid="score-chart-table">
                <caption>{ title }</caption>
                <thead><tr><th scope="col">{ tr(props.lang, "chart-player") }</th>{ for header }</tr></thead>
                <tbody>{ for rows }</tbody>
            </table></div>
        </figure>
    }
}

#[derive(Properties, PartialEq)]
pub struct RaceProps {
    pub lang: Lang,
    pub names: Vec<String>,
    /// Each seat's colour and marker, as the board draws them.
    pub keys: Vec<SeatKey>,
    /// What the lines follow (points, discs placed), over what, and its points.
    pub race: Race,
}

/// The score race: one line per seat over the rounds, then the table.
#[function_component(RaceChart)]
pub fn race_chart(props: &RaceProps) -> Html {
    let race = &props.race;
    let seats = props.names.len();
    let figure = |p: &RacePoint, s: usize| p.totals.get(s).copied().unwrap_or_default();
    let series: Vec<Vec<i64>> =
        (0..seats).map(|s| race.points.iter().map(|p| figure(p, s)).collect()).collect();
    let rounds: Vec<usize> = race.points.iter().map(|p| p.round).collect();
    let chart = line_chart(&series, &rounds, WIDTH, HEIGHT);
    let ticks: Vec<(f64, i64)> =
        chart.scale.ticks().into_iter().map(|v| (chart.scale.y(v), v)).collect();
    let lines = chart.lines.iter().enumerate().map(|(seat, points)| {
        html! {
            <polyline class="chart-line" data-seat={seat.to_string()} points={polyline_points(points)}
                stroke={colour(&props.keys, seat)} stroke-dasharray={DASHES[seat % DASHES.len()]} />
        }
    });
    let x_labels = chart.x_ticks.iter().map(|(x, round)| {
        html! { <text class="chart-label" x={format!("{x:.1}")} y={(HEIGHT - 6.0).to_string()} text-anchor="middle">{ round.to_string() }</text> }
    });
    let header =
        props.names.iter().map(|n| html! { <th scope="col"><bdi>{ n.clone() }</bdi></th> });
    let rows = race.points.iter().zip(&race.labels).map(|(p, label)| {
        html! {
            <tr><th scope="row">{ label.clone() }</th>
                { for p.totals.iter().map(|v| html! { <td>{ v.to_string() }</td> }) }</tr>
        }
    });
    let title = race.title.clone();
    html! {
        <figure class="chart" data-testid="race-chart" data-race={race.key} data-points={race.points.len().to_string()}>
            <figcaption>{ title.clone() }</figcaption>
            <svg viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="img" aria-label={title.clone()} class="chart-svg">
                { y_axis(&ticks) }
                { for lines }
                { for x_labels }
            </svg>
            { legend(&props.names, &props.keys) }
            // A table keeps its columns whatever its width: the hidden box is a div around it.
            <div class="visually-hidden"><table class="chart-table" data-testid="race-chart-table">
                <caption>{ title }</caption>
                <thead><tr><th scope="col">{ race.heading.clone() }</th>{ for header }</tr></thead>
                <tbody>{ for rows }</tbody>
            </table></div>
        </figure>
    }
}

#[derive(Properties, PartialEq)]
pub struct RatingProps {
    pub lang: Lang,
    pub title: String,
    /// The rating after each rated game, oldest first, and that game's change.
    pub points: Vec<(i64, i64)>,
}

/// A person's rating over their rated games (docs/daily-and-rating.md "A rating"), with the same
/// numbers in a table for screen readers.
#[function_component(RatingChart)]
pub fn rating_chart(props: &RatingProps) -> Html {
    let lang = props.lang;
    let series = vec![props.points.iter().map(|&(r, _)| r).collect::<Vec<i64>>()];
    let labels: Vec<usize> = (1..=props.points.len()).collect();
    let chart = line_chart_around(&series, &labels, WIDTH, HEIGHT);
    let ticks: Vec<(f64, i64)> =
        chart.scale.ticks().into_iter().map(|v| (chart.scale.y(v), v)).collect();
    let x_labels = chart.x_ticks.iter().map(|(x, n)| {
        html! { <text class="chart-label" x={format!("{x:.1}")} y={(HEIGHT - 6.0).to_string()} text-anchor="middle">{ n.to_string() }</text> }
    });
    let rows = props.points.iter().enumerate().map(|(i, &(rating, change))| {
        html! {
            <tr><th scope="row">{ (i + 1).to_string() }</th><td>{ rating.to_string() }</td>
                <td>{ format!("{change:+}") }</td></tr>
        }
    });
    let title = props.title.clone();
    html! {
        <figure class="chart" data-testid="rating-chart" data-points={props.points.len().to_string()}>
            <figcaption>{ title.clone() }</figcaption>
            <svg viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="img" aria-label={title.clone()} class="chart-svg">
                { y_axis(&ticks) }
                { for chart.lines.iter().map(|points| html! {
                    <polyline class="chart-line" points={polyline_points(points)} stroke="currentColor" />
                }) }
                // A dot on each game, so a first rated game shows too.
                { for chart.lines.iter().flatten().map(|(x, y)| html! {
                    <circle class="chart-dot" cx={format!("{x:.1}")} cy={format!("{y:.1}")} r="3" />
                }) }
                { for x_labels }
            </svg>
            <div class="visually-hidden"><table class="chart-table" data-testid="rating-chart-table">
                <caption>{ title }</caption>
                <thead><tr>
                    <th scope="col">{ tr(lang, "rating-game") }</th>
                    <th scope="col">{ tr(lang, "rating-value") }</th>
                    <th scope="col">{ tr(lang, "rating-change") }</th>
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table></div>
        </figure>
    }
}
