//! The Via Nebula balance report (`docs/BALANCE.md` and its SVG charts), written from the
//! self-play figures of [`super::balance`]; `table balance --report DIR` regenerates it
//! (`scripts/balance-report.sh` runs the full one). Charts are plain SVG text: no plotting
//! crate is worth its weight for grouped bars.

use super::balance::{Summary, CATEGORIES};
use std::fmt::Write as _;
use std::path::Path;

/// The issue's targets.
pub const MAX_POSITION_GAP_POINTS: f64 = 5.0;
pub const MAX_STUCK_SHARE: f64 = 0.01;
pub const CONTRACT_RATE_RANGE: (f64, f64) = (0.25, 0.90);

const COLOURS: [&str; 6] = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#b07aa1"];

fn side_name(s: &Summary) -> &'static str {
    match s.side {
        moonvale_rules::via_nebula::Side::Beginner => "beginner",
        moonvale_rules::via_nebula::Side::Expert => "expert",
    }
}

fn setting_name(s: &Summary) -> String {
    format!("{}p {}", s.players, side_name(s))
}

fn stuck_share(s: &Summary) -> f64 {
    *s.endings.get("no-one-can-act").unwrap_or(&0) as f64 / s.games.max(1) as f64
}

/// Contracts outside the target range (only those available in at least 20 games, so a
/// rate means something).
fn contracts_off_target(s: &Summary) -> Vec<String> {
    s.contracts
        .iter()
        .filter(|c| c.available >= 20)
        .filter(|c| c.rate < CONTRACT_RATE_RANGE.0 || c.rate > CONTRACT_RATE_RANGE.1)
        .map(|c| format!("{} {:.0} %", c.label, c.rate * 100.0))
        .collect()
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// Grouped vertical bars: one group per category, one bar per series; `lines` are
/// horizontal reference lines (value, label).
pub fn grouped_bars(
    title: &str,
    groups: &[String],
    series: &[(String, Vec<f64>)],
    (low, high): (f64, f64),
    unit: &str,
    lines: &[(f64, String)],
) -> String {
    let (width, height, left, top, bottom) = (760.0, 360.0, 56.0, 40.0, 70.0);
    let plot_w = width - left - 16.0;
    let plot_h = height - top - bottom;
    let y = |v: f64| top + plot_h * (1.0 - (v - low) / (high - low));
    let mut svg = String::new();
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" font-family="sans-serif" font-size="12">"#
    );
    let _ = write!(svg, r##"<rect width="100%" height="100%" fill="#ffffff"/>"##);
    let _ = write!(
        svg,
        r#"<text x="{left}" y="22" font-size="15" font-weight="bold">{}</text>"#,
        escape(title)
    );
    let step = nice_step((high - low) / 5.0);
    let mut v = (low / step).ceil() * step;
    while v <= high + 1e-9 {
        let _ = write!(
            svg,
            r##"<line x1="{left}" x2="{}" y1="{y:.1}" y2="{y:.1}" stroke="#ddd"/><text x="{}" y="{:.1}" text-anchor="end">{}{unit}</text>"##,
            width - 16.0,
            left - 6.0,
            y(v) + 4.0,
            trim(v),
            y = y(v)
        );
        v += step;
    }
    let group_w = plot_w / groups.len().max(1) as f64;
    let bar_w = (group_w * 0.8) / series.len().max(1) as f64;
    for (g, name) in groups.iter().enumerate() {
        let x0 = left + g as f64 * group_w + group_w * 0.1;
        for (s, (_, values)) in series.iter().enumerate() {
            let v = values.get(g).copied().unwrap_or(0.0);
            let (a, b) = (y(v.max(low)), y(0f64.clamp(low, high)));
            let _ = write!(
                svg,
                r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="{}"><title>{}: {}{unit}</title></rect>"#,
                x0 + s as f64 * bar_w,
                a.min(b),
                bar_w * 0.92,
                (a - b).abs(),
                COLOURS[s % COLOURS.len()],
                escape(name),
                trim(v)
            );
        }
        let _ = write!(
            svg,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
            x0 + group_w * 0.4,
            top + plot_h + 18.0,
            escape(name)
        );
    }
    for (v, label) in lines {
        let _ = write!(
            svg,
            r##"<line x1="{left}" x2="{}" y1="{y:.1}" y2="{y:.1}" stroke="#333" stroke-dasharray="5,4"/><text x="{}" y="{:.1}" text-anchor="end" fill="#333">{}</text>"##,
            width - 16.0,
            width - 18.0,
            y(*v) - 4.0,
            escape(label),
            y = y(*v)
        );
    }
    let mut x = left;
    for (s, (name, _)) in series.iter().enumerate() {
        let _ = write!(
            svg,
            r#"<rect x="{x:.1}" y="{:.1}" width="12" height="12" fill="{}"/><text x="{:.1}" y="{:.1}">{}</text>"#,
            height - 26.0,
            COLOURS[s % COLOURS.len()],
            x + 16.0,
            height - 16.0,
            escape(name)
        );
        x += 24.0 + 7.0 * name.len() as f64;
    }
    svg.push_str("</svg>\n");
    svg
}

/// Horizontal bars of rates (0..1) with a shaded target band.
pub fn rate_bars(title: &str, rows: &[(String, f64)], band: (f64, f64)) -> String {
    let (width, left, row_h, top) = (760.0, 300.0, 18.0, 40.0);
    let height = top + row_h * rows.len() as f64 + 30.0;
    let plot_w = width - left - 40.0;
    let x = |v: f64| left + plot_w * v;
    let mut svg = String::new();
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" font-family="sans-serif" font-size="12">"#
    );
    let _ = write!(svg, r##"<rect width="100%" height="100%" fill="#ffffff"/>"##);
    let _ = write!(
        svg,
        r#"<text x="8" y="22" font-size="15" font-weight="bold">{}</text>"#,
        escape(title)
    );
    let _ = write!(
        svg,
        r##"<rect x="{:.1}" y="{top}" width="{:.1}" height="{:.1}" fill="#e8f4e8"/>"##,
        x(band.0),
        x(band.1) - x(band.0),
        row_h * rows.len() as f64
    );
    for (i, (label, rate)) in rows.iter().enumerate() {
        let y = top + i as f64 * row_h;
        let inside = (band.0..=band.1).contains(rate);
        let _ = write!(
            svg,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="end">{}</text><rect x="{left}" y="{:.1}" width="{:.1}" height="{:.1}" fill="{}"/><text x="{:.1}" y="{:.1}">{:.0} %</text>"#,
            left - 6.0,
            y + 13.0,
            escape(label),
            y + 2.0,
            plot_w * rate,
            row_h - 4.0,
            if inside { COLOURS[0] } else { COLOURS[3] },
            x(*rate) + 4.0,
            y + 13.0,
            rate * 100.0
        );
    }
    for k in 0..=4 {
        let v = k as f64 / 4.0;
        let _ = write!(
            svg,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{:.0} %</text>"#,
            x(v),
            height - 10.0,
            v * 100.0
        );
    }
    svg.push_str("</svg>\n");
    svg
}

/// 1, 2 or 5 times a power of ten, at least `rough`: axis ticks people read at a glance.
fn nice_step(rough: f64) -> f64 {
    let power = 10f64.powf(rough.max(1e-9).log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|&s| s >= rough)
        .unwrap_or(power * 10.0)
}

fn trim(v: f64) -> String {
    if (v - v.round()).abs() < 1e-9 {
        format!("{}", v.round() as i64)
    } else {
        format!("{v:.1}")
    }
}

/// Writes `dir/BALANCE.md` and `dir/balance/*.svg` (and the figures as JSON) from the
/// summaries of every setting; `command` is the line that regenerates it.
pub fn write_report(dir: &Path, summaries: &[Summary], command: &str) -> std::io::Result<()> {
    let charts = dir.join("balance");
    std::fs::create_dir_all(&charts)?;
    let names: Vec<String> = summaries.iter().map(setting_name).collect();
    let max_players = summaries.iter().map(|s| s.players as usize).max().unwrap_or(0);

    // Win rate by turn position, against fair.
    let series: Vec<(String, Vec<f64>)> = (0..max_players)
        .map(|p| {
            let values =
                summaries.iter().map(|s| s.win_rate_by_position.get(p).map_or(0.0, |w| w * 100.0));
            (format!("turn position {}", p + 1), values.collect())
        })
        .collect();
    let fair: Vec<(f64, String)> = [2, 3, 4]
        .iter()
        .filter(|&&n| summaries.iter().any(|s| s.players == n))
        .map(|&n| (100.0 / n as f64, format!("fair {n}p")))
        .collect();
    std::fs::write(
        charts.join("win-rate-by-position.svg"),
        grouped_bars("Win rate by turn position", &names, &series, (0.0, 100.0), " %", &fair),
    )?;

    // Mean points by category.
    let series: Vec<(String, Vec<f64>)> = CATEGORIES
        .iter()
        .map(|c| (c.to_string(), summaries.iter().map(|s| s.mean_score[*c]).collect()))
        .collect();
    let high = summaries.iter().map(|s| s.mean_score["total"]).fold(10.0, f64::max);
    let low =
        (summaries.iter().map(|s| s.mean_score["storage"]).fold(0.0, f64::min) / 5.0).floor() * 5.0;
    std::fs::write(
        charts.join("score-by-category.svg"),
        grouped_bars(
            "Mean points of a seat, by category",
            &names,
            &series,
            (low, (high / 5.0).ceil() * 5.0),
            "",
            &[],
        ),
    )?;

    // Game length.
    let series = vec![
        ("mean rounds".to_string(), summaries.iter().map(|s| s.mean_rounds).collect()),
        ("shortest".to_string(), summaries.iter().map(|s| s.min_rounds as f64).collect()),
        ("longest".to_string(), summaries.iter().map(|s| s.max_rounds as f64).collect()),
    ];
    let longest = summaries.iter().map(|s| s.max_rounds).max().unwrap_or(10) as f64;
    std::fs::write(
        charts.join("rounds.svg"),
        grouped_bars(
            "Game length in rounds",
            &names,
            &series,
            (0.0, (longest / 5.0).ceil() * 5.0),
            "",
            &[],
        ),
    )?;

    // Contracts, per side over every player count.
    for side in ["beginner", "expert"] {
        let of_side: Vec<&Summary> = summaries.iter().filter(|s| side_name(s) == side).collect();
        let Some(first) = of_side.first() else { continue };
        let rows: Vec<(String, f64)> = first
            .contracts
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let (f, a) = of_side.iter().fold((0, 0), |(f, a), s| {
                    (f + s.contracts[i].fulfilled, a + s.contracts[i].available)
                });
                (c.label.clone(), f as f64 / a.max(1) as f64)
            })
            .collect();
        std::fs::write(
            charts.join(format!("contracts-{side}.svg")),
            rate_bars(
                &format!("Contracts fulfilled when available, {side} side (all player counts)"),
                &rows,
                CONTRACT_RATE_RANGE,
            ),
        )?;
    }

    std::fs::write(
        charts.join("figures.json"),
        serde_json::to_string_pretty(summaries).unwrap_or_default() + "\n",
    )?;
    std::fs::write(dir.join("BALANCE.md"), markdown(summaries, command))
}

fn mark(ok: bool) -> &'static str {
    if ok {
        "yes"
    } else {
        "**no**"
    }
}

fn markdown(summaries: &[Summary], command: &str) -> String {
    let mut md = String::new();
    let first = summaries.first();
    let _ = writeln!(md, "# Via Nebula balance report\n");
    let _ = writeln!(
        md,
        "Generated by `bash scripts/balance-report.sh`, which runs `{command}` (the whole report, charts and figures: do not edit by hand). \
         Every seat is played by the same computer player, `{}` (a fixed iteration budget, so the \
         figures do not depend on the machine), {} games per player count and board side, seed {}. \
         The content judged is the project's own design (`crates/rules/src/via_nebula/content/CONTENT.md`), {}; \
         the figures behind this page are in `balance/figures.json`.\n",
        first.map_or("-".into(), |s| s.bot.clone()),
        first.map_or(0, |s| s.games),
        first.map_or(0, |s| s.seed),
        first.map_or("-".into(), |s| s.content.clone()),
    );
    targets_section(&mut md, summaries);
    endings_section(&mut md, summaries);
    turn_order_section(&mut md, summaries);
    points_section(&mut md, summaries);
    contracts_section(&mut md, summaries);
    md
}

/// The targets, setting by setting, and the two sides compared.
fn targets_section(md: &mut String, summaries: &[Summary]) {
    let _ = writeln!(md, "## Targets\n");
    let _ = writeln!(
        md,
        "| setting | games | no one can act (target at most 1 %) | turn position furthest from fair, points (target at most 5) | contracts outside 25-90 % | mean rounds | mean total | end-card holder wins |"
    );
    let _ = writeln!(md, "|---|---|---|---|---|---|---|---|");
    for s in summaries {
        let off = contracts_off_target(s);
        let _ = writeln!(
            md,
            "| {} | {} | {:.1} % ({}) | {:.1} ({}); {:.1} ended with the round | {} ({}) | {:.1} | {:.1} | {:.0} % of {} |",
            setting_name(s),
            s.games,
            stuck_share(s) * 100.0,
            mark(stuck_share(s) <= MAX_STUCK_SHARE),
            s.max_position_gap_points,
            mark(s.max_position_gap_points <= MAX_POSITION_GAP_POINTS),
            s.max_position_gap_points_if_round_ended,
            off.len(),
            mark(off.is_empty()),
            s.mean_rounds,
            s.mean_score["total"],
            s.end_card_holder_win_rate * 100.0,
            s.end_card_games,
        );
    }
    let _ = writeln!(
        md,
        "\n\"Ended with the round\": the same games scored before the extra final turn that the \
         rulebook's ending gives every seat before a later finisher (ruling 14); see \"Win rate \
         by turn order\".\n"
    );
    let _ = writeln!(md, "The two sides (target: the expert side longer or lower-scoring):\n");
    for players in [2, 3, 4] {
        let find =
            |side: &str| summaries.iter().find(|s| s.players == players && side_name(s) == side);
        if let (Some(b), Some(e)) = (find("beginner"), find("expert")) {
            let ok = e.mean_rounds > b.mean_rounds || e.mean_score["total"] < b.mean_score["total"];
            let _ = writeln!(
                md,
                "- {players} players: beginner {:.1} rounds, {:.1} points a seat; expert {:.1} rounds, {:.1} points ({}).",
                b.mean_rounds,
                b.mean_score["total"],
                e.mean_rounds,
                e.mean_score["total"],
                if ok { "different as asked" } else { "**not longer nor lower-scoring**" }
            );
        }
    }
}

/// How games ended, setting by setting.
fn endings_section(md: &mut String, summaries: &[Summary]) {
    let _ = writeln!(md, "\n## How games ended\n");
    let _ = writeln!(md, "| setting | endings |\n|---|---|");
    for s in summaries {
        let endings: Vec<String> = s.endings.iter().map(|(k, v)| format!("{k}: {v}")).collect();
        let _ = writeln!(md, "| {} | {} |", setting_name(s), endings.join(", "));
    }
}

/// Game length, and the win rate and points by turn order (and with the round ended).
fn turn_order_section(md: &mut String, summaries: &[Summary]) {
    let _ = writeln!(md, "\n## Game length\n\n![Game length in rounds](balance/rounds.svg)\n");
    let _ = writeln!(md, "## Win rate by turn order\n");
    let _ = writeln!(md, "![Win rate by turn position](balance/win-rate-by-position.svg)\n");
    let _ = writeln!(md, "| setting | win rate by turn position (first player first) | mean total by position | end card taken by position |\n|---|---|---|---|");
    for s in summaries {
        let rates: Vec<String> =
            s.win_rate_by_position.iter().map(|w| format!("{:.1} %", w * 100.0)).collect();
        let totals: Vec<String> =
            s.mean_total_by_position.iter().map(|t| format!("{t:.1}")).collect();
        let taken: Vec<String> = s
            .end_card_by_position
            .iter()
            .map(|&t| format!("{:.0} %", 100.0 * t as f64 / s.games.max(1) as f64))
            .collect();
        let _ = writeln!(
            md,
            "| {} | {} | {} | {} |",
            setting_name(s),
            rates.join(" / "),
            totals.join(" / "),
            taken.join(" / ")
        );
    }
    let _ = writeln!(
        md,
        "\nWhere each position's points come from (mean points by category; the end card and \
         storage show the race to the fifth building):\n"
    );
    let _ = writeln!(
        md,
        "| setting | position | {} |\n|---|---|---|---|---|---|---|---|",
        CATEGORIES.join(" | ")
    );
    for s in summaries {
        for (p, by_category) in s.mean_score_by_position.iter().enumerate() {
            let values: Vec<String> =
                CATEGORIES.iter().map(|c| format!("{:.2}", by_category[*c])).collect();
            let _ = writeln!(md, "| {} | {} | {} |", setting_name(s), p + 1, values.join(" | "));
        }
    }
    let _ = writeln!(
        md,
        "\nHow much of the edge the rulebook's ending makes: when a later seat erects the fifth \
         building, every seat before it plays one turn more than it (ruling 14). The same games, \
         the same moves, scored at the start of the first player's final turn instead (as if \
         the game had ended with the finisher's round; a measure, not a rule of the game):\n"
    );
    let _ = writeln!(
        md,
        "| setting | win rate by position, rulebook | ended with the round | furthest from fair, rulebook | ended with the round |\n|---|---|---|---|---|"
    );
    let percents = |rates: &[f64]| -> String {
        rates.iter().map(|w| format!("{:.1} %", w * 100.0)).collect::<Vec<_>>().join(" / ")
    };
    for s in summaries {
        let _ = writeln!(
            md,
            "| {} | {} | {} | {:.1} | {:.1} |",
            setting_name(s),
            percents(&s.win_rate_by_position),
            percents(&s.win_rate_by_position_if_round_ended),
            s.max_position_gap_points,
            s.max_position_gap_points_if_round_ended
        );
    }
}

/// Mean points by category.
fn points_section(md: &mut String, summaries: &[Summary]) {
    let _ = writeln!(md, "\n## Where points come from\n");
    let _ = writeln!(md, "![Mean points by category](balance/score-by-category.svg)\n");
    let _ = writeln!(md, "| setting | {} |\n|---|---|---|---|---|---|---|", CATEGORIES.join(" | "));
    for s in summaries {
        let values: Vec<String> =
            CATEGORIES.iter().map(|c| format!("{:.1}", s.mean_score[*c])).collect();
        let _ = writeln!(md, "| {} | {} |", setting_name(s), values.join(" | "));
    }
}

/// How often each contract was fulfilled where it was available.
fn contracts_section(md: &mut String, summaries: &[Summary]) {
    let first = summaries.first();
    let _ = writeln!(md, "\n## Contracts\n");
    let _ = writeln!(
        md,
        "How often each contract was fulfilled in the games where it was available (face up or \
         in a hand at some time); target 25-90 %, red bars outside.\n"
    );
    for side in ["beginner", "expert"] {
        if summaries.iter().any(|s| side_name(s) == side) {
            let _ = writeln!(md, "![Contracts, {side} side](balance/contracts-{side}.svg)\n");
        }
    }
    let _ = write!(md, "| contract | points |");
    for name in summaries.iter().map(setting_name) {
        let _ = write!(md, " {name} |");
    }
    let _ = write!(md, "\n|---|---|");
    for _ in summaries {
        md.push_str("---|");
    }
    md.push('\n');
    if let Some(first) = first {
        for (i, c) in first.contracts.iter().enumerate() {
            let _ = write!(
                md,
                "| {}{} | {} |",
                c.label,
                if c.private { " (private)" } else { "" },
                c.points
            );
            for s in summaries {
                let r = &s.contracts[i];
                let _ = write!(md, " {:.0} % of {} |", r.rate * 100.0, r.available);
            }
            md.push('\n');
        }
    }
}
