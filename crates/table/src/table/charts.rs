//! The end screen's charts as geometry (docs/records.md "Charts"): where each bar, line and tick
//! goes in an SVG of a given size. Pure and tested natively; `ui::charts` only draws it, so the app
//! needs no chart script and no network.

/// Room kept around the plot for the axis labels, in SVG units.
pub const MARGIN_LEFT: f64 = 34.0;
pub const MARGIN_RIGHT: f64 = 8.0;
pub const MARGIN_TOP: f64 = 8.0;
pub const MARGIN_BOTTOM: f64 = 22.0;

/// A vertical scale from values to SVG y (which grows downwards), with round ticks.
#[derive(Clone, Debug, PartialEq)]
pub struct Scale {
    pub low: i64,
    pub high: i64,
    top: f64,
    bottom: f64,
}

impl Scale {
    /// A scale covering every value and zero, stretched to round numbers.
    pub fn covering(values: impl IntoIterator<Item = i64>, top: f64, bottom: f64) -> Scale {
        let (mut low, mut high) = (0, 0);
        for v in values {
            low = low.min(v);
            high = high.max(v);
        }
        if low == high {
            high = low + 1;
        }
        let step = tick_step(high - low);
        let low = low.div_euclid(step) * step;
        let high = -((-high).div_euclid(step) * step);
        Scale { low, high, top, bottom }
    }

    /// A scale covering every value but not necessarily zero (a rating, around 1,200), with
    /// a little room above and below, stretched to round numbers.
    pub fn around(values: impl IntoIterator<Item = i64>, top: f64, bottom: f64) -> Scale {
        let values: Vec<i64> = values.into_iter().collect();
        let (low, high) = match (values.iter().min(), values.iter().max()) {
            (Some(&low), Some(&high)) => (low, high),
            _ => (0, 1),
        };
        let room = ((high - low) / 10).max(10);
        let (low, high) = (low - room, high + room);
        let step = tick_step(high - low);
        let low = low.div_euclid(step) * step;
        let high = -((-high).div_euclid(step) * step);
        Scale { low, high, top, bottom }
    }

    pub fn y(&self, value: i64) -> f64 {
        let span = (self.high - self.low) as f64;
        self.bottom - (value - self.low) as f64 / span * (self.bottom - self.top)
    }

    /// Round values from low to high, at most about six.
    pub fn ticks(&self) -> Vec<i64> {
        let step = tick_step(self.high - self.low);
        (0..).map(|i| self.low + i * step).take_while(|v| *v <= self.high).collect()
    }
}

/// 1, 2, 5, 10, 20, 50... : the smallest such step giving at most five intervals.
fn tick_step(span: i64) -> i64 {
    let mut unit = 1;
    loop {
        for step in [unit, 2 * unit, 5 * unit] {
            if span <= 5 * step {
                return step;
            }
        }
        unit *= 10;
    }
}

/// A grouped bar chart: per category, one bar per player.
#[derive(Clone, Debug, PartialEq)]
pub struct BarChart {
    pub width: f64,
    pub height: f64,
    pub scale: Scale,
    pub bars: Vec<Bar>,
    /// The centre of each category's group, for its label.
    pub category_x: Vec<f64>,
    /// The y of the zero line.
    pub zero_y: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    pub category: usize,
    pub player: usize,
    pub value: i64,
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

/// `values[player][category]`, drawn in a `width` x `height` box.
pub fn bar_chart(values: &[Vec<i64>], width: f64, height: f64) -> BarChart {
    let categories = values.iter().map(Vec::len).max().unwrap_or(0);
    let players = values.len().max(1);
    let scale =
        Scale::covering(values.iter().flatten().copied(), MARGIN_TOP, height - MARGIN_BOTTOM);
    let plot = width - MARGIN_LEFT - MARGIN_RIGHT;
    let group = plot / categories.max(1) as f64;
    // A gap of a fifth of the group between groups.
    let bar = group * 0.8 / players as f64;
    let zero_y = scale.y(0);
    let mut bars = Vec::new();
    for (player, row) in values.iter().enumerate() {
        for (category, &value) in row.iter().enumerate() {
            let x = MARGIN_LEFT + group * category as f64 + group * 0.1 + bar * player as f64;
            let y = scale.y(value);
            bars.push(Bar {
                category,
                player,
                value,
                x,
                y: y.min(zero_y),
                width: bar,
                height: (y - zero_y).abs(),
            });
        }
    }
    let category_x = (0..categories).map(|c| MARGIN_LEFT + group * (c as f64 + 0.5)).collect();
    BarChart { width, height, scale, bars, category_x, zero_y }
}

/// A line chart: one line per player over the same points along x.
#[derive(Clone, Debug, PartialEq)]
pub struct LineChart {
    pub width: f64,
    pub height: f64,
    pub scale: Scale,
    /// Each player's points, in SVG units.
    pub lines: Vec<Vec<(f64, f64)>>,
    /// The x of each point, with its label (the round).
    pub x_ticks: Vec<(f64, usize)>,
}

/// `series[player][point]` over the points labelled `labels` (the rounds), drawn in a
/// `width` x `height` box; about eight x labels at most, so they stay readable on a phone.
pub fn line_chart(series: &[Vec<i64>], labels: &[usize], width: f64, height: f64) -> LineChart {
    let scale =
        Scale::covering(series.iter().flatten().copied(), MARGIN_TOP, height - MARGIN_BOTTOM);
    line_chart_on(scale, series, labels, width)
}

/// [`line_chart`] on a scale around the values, zero left out (a rating's history).
pub fn line_chart_around(
    series: &[Vec<i64>],
    labels: &[usize],
    width: f64,
    height: f64,
) -> LineChart {
    let scale = Scale::around(series.iter().flatten().copied(), MARGIN_TOP, height - MARGIN_BOTTOM);
    line_chart_on(scale, series, labels, width)
}

/// [`line_chart`] on a 0 to 100 scale (a win chance in per cent).
pub fn line_chart_percent(
    series: &[Vec<i64>],
    labels: &[usize],
    width: f64,
    height: f64,
) -> LineChart {
    let scale = Scale::covering([0, 100], MARGIN_TOP, height - MARGIN_BOTTOM);
    line_chart_on(scale, series, labels, width)
}

fn line_chart_on(scale: Scale, series: &[Vec<i64>], labels: &[usize], width: f64) -> LineChart {
    let height = scale.bottom + MARGIN_BOTTOM;
    let points = labels.len();
    let plot = width - MARGIN_LEFT - MARGIN_RIGHT;
    let x = |i: usize| {
        if points <= 1 {
            MARGIN_LEFT + plot / 2.0
        } else {
            MARGIN_LEFT + plot * i as f64 / (points - 1) as f64
        }
    };
    let lines = series
        .iter()
        .map(|row| row.iter().enumerate().map(|(i, &v)| (x(i), scale.y(v))).collect())
        .collect();
    let every = points.div_ceil(8).max(1);
    let x_ticks = (0..points)
        .filter(|i| i % every == 0 || *i + 1 == points)
        .map(|i| (x(i), labels[i]))
        .collect();
    LineChart { width, height, scale, lines, x_ticks }
}

/// SVG `points` text for a polyline.
pub fn polyline_points(points: &[(f64, f64)]) -> String {
    points.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect::<Vec<_>>().join(" ")
}
