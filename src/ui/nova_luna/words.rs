//! Nova Luna in words: tiles, actions and events as translated sentences (the log, the
//! listed choices, the screen-reader announcements). Every text comes from the Nova Luna
//! catalogue (`crates/table/src/i18n/locales/nova-luna/*.ftl`).

use moonvale_rules::core::{Game, Seat};
use moonvale_rules::nova_luna::{
    Colour, EndReason, NovaLunaAction, NovaLunaEvent, NovaLunaView, PlacedTile, Stage, Task, TileId,
};
use moonvale_table::i18n::{t, tr, Arg, Lang};
use moonvale_table::storage::PlayerInfo;

pub fn colour_name(lang: Lang, colour: Colour) -> String {
    match colour {
        Colour::Turquoise => tr(lang, "nl-colour-turquoise"),
        Colour::Blue => tr(lang, "nl-colour-blue"),
        Colour::Red => tr(lang, "nl-colour-red"),
        Colour::Yellow => tr(lang, "nl-colour-yellow"),
    }
}

/// One letter per tile colour, drawn on the tiles so colours never rely on hue alone.
pub fn colour_letter(lang: Lang, colour: Colour) -> String {
    match colour {
        Colour::Turquoise => tr(lang, "nl-colour-letter-turquoise"),
        Colour::Blue => tr(lang, "nl-colour-letter-blue"),
        Colour::Red => tr(lang, "nl-colour-letter-red"),
        Colour::Yellow => tr(lang, "nl-colour-letter-yellow"),
    }
}

/// The name of a seat's disc colour (keys of `PLAYER_COLOURS`).
pub fn player_colour_name(lang: Lang, key: &str) -> String {
    match key {
        "white" => tr(lang, "nl-player-colour-white"),
        "black" => tr(lang, "nl-player-colour-black"),
        "orange" => tr(lang, "nl-player-colour-orange"),
        _ => tr(lang, "nl-player-colour-purple"),
    }
}

/// "red 3".
pub fn tile_name(lang: Lang, tile: TileId) -> String {
    let facts = tile.tile();
    t(
        lang,
        "nl-tile",
        &[
            ("colour", colour_name(lang, facts.colour).into()),
            ("number", (facts.number as u32).into()),
        ],
    )
}

/// "blue × 2 + red × 1".
pub fn task_text(lang: Lang, task: &Task) -> String {
    Colour::ALL
        .into_iter()
        .filter(|&c| task.need(c) > 0)
        .map(|c| {
            t(
                lang,
                "nl-task-need",
                &[("colour", colour_name(lang, c).into()), ("count", (task.need(c) as u32).into())],
            )
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

/// "tasks: blue × 2; yellow × 4" or "no task".
pub fn tasks_text(lang: Lang, tile: TileId) -> String {
    let tasks = &tile.tile().tasks;
    if tasks.is_empty() {
        return tr(lang, "nl-no-task");
    }
    let list = tasks.iter().map(|task| task_text(lang, task)).collect::<Vec<_>>().join("; ");
    t(lang, "nl-tasks", &[("tasks", list.into()), ("count", tasks.len().into())])
}

pub fn player_name(lang: Lang, players: &[PlayerInfo], seat: Seat) -> String {
    crate::ui::table::table_game::name_words(lang, players, seat)
}

/// The label of a listed choice (from what the person at the screen sees).
pub fn action_label(lang: Lang, view: &NovaLunaView, action: &NovaLunaAction) -> String {
    match action {
        NovaLunaAction::Take { space } => {
            let Some(tile) = view.wheel[*space as usize] else { return String::new() };
            t(
                lang,
                "nl-action-take",
                &[
                    ("tile", tile_name(lang, tile).into()),
                    ("space", (*space as u32).into()),
                    ("tasks", tasks_text(lang, tile).into()),
                ],
            )
        }
        NovaLunaAction::Place { x, y } => {
            t(lang, "nl-action-place", &[("where", place_text(lang, view, *x, *y).into())])
        }
        NovaLunaAction::Refill => t(lang, "nl-action-refill", &[("pile", view.pile_count.into())]),
        NovaLunaAction::EndPhaseOne => tr(lang, "nl-action-end-phase-one"),
    }
}

/// What lies beside a cell on `tableau`, side by side ("right of the red 3", "below the blue
/// 2"), in a fixed order: right of, left of, below, above.
fn beside(lang: Lang, tableau: &[PlacedTile], x: i32, y: i32) -> Vec<String> {
    let at =
        |dx: i32, dy: i32| tableau.iter().find(|p| (p.x as i32, p.y as i32) == (x + dx, y + dy));
    // y grows downwards on the canvas: the tile at y - 1 is above the cell.
    let sides = [
        (-1, 0, "nl-cell-right-of"),
        (1, 0, "nl-cell-left-of"),
        (0, -1, "nl-cell-below"),
        (0, 1, "nl-cell-above"),
    ];
    sides
        .iter()
        .filter_map(|&(dx, dy, id)| {
            at(dx, dy).map(|p| t(lang, id, &[("tile", tile_name(lang, p.tile).into())]))
        })
        .collect()
}

/// Sides joined: "a", "a and b", "a, b and c".
fn joined(lang: Lang, sides: &[String]) -> String {
    match sides {
        [] => tr(lang, "nl-cell-first"),
        [one] => one.clone(),
        [rest @ .., last] => {
            let rest = rest.join(", ");
            t(lang, "nl-cell-and", &[("a", rest.into()), ("b", last.clone().into())])
        }
    }
}

/// Where a cell is, as the tableau shows it: by the tiles beside it ("right of the red 3
/// and below the blue 2"), never by grid numbers nothing on the board shows. The first
/// tile of a tableau has no neighbour, and says so.
pub fn cell_text(lang: Lang, tableau: &[PlacedTile], x: i32, y: i32) -> String {
    let sides = beside(lang, tableau, x, y);
    joined(lang, &sides[..sides.len().min(2)])
}

/// The names of the cells of one list (the cells a tile may go to), each unique in it: a
/// cell is named as [`cell_text`] names it; cells whose names would be the same (beside two
/// tiles alike, say two turquoise 3s) are named by all the tiles beside them, and those
/// still alike by where they lie among themselves ("the one further left", "the higher
/// one", or their order from the top left).
pub fn cell_names(lang: Lang, tableau: &[PlacedTile], cells: &[(i32, i32)]) -> Vec<String> {
    let mut names: Vec<String> =
        cells.iter().map(|&(x, y)| cell_text(lang, tableau, x, y)).collect();
    let alike = |names: &[String], i: usize| names.iter().filter(|n| **n == names[i]).count() > 1;
    let widen: Vec<bool> = (0..cells.len()).map(|i| alike(&names, i)).collect();
    for (i, &(x, y)) in cells.iter().enumerate() {
        if widen[i] {
            names[i] = joined(lang, &beside(lang, tableau, x, y));
        }
    }
    let groups: Vec<Vec<usize>> = {
        let mut seen: Vec<&String> = Vec::new();
        let mut groups = Vec::new();
        for (i, name) in names.iter().enumerate() {
            if !seen.contains(&name) {
                seen.push(name);
                groups.push((i..names.len()).filter(|&j| names[j] == *name).collect::<Vec<_>>());
            }
        }
        groups
    };
    let mut out = names.clone();
    for group in groups.into_iter().filter(|g| g.len() > 1) {
        let mut order = group.clone();
        // Reading order: top to bottom, then left to right.
        order.sort_by_key(|&i| (cells[i].1, cells[i].0));
        for (rank, &i) in order.iter().enumerate() {
            let place = Arg::from(names[i].clone());
            out[i] = match *group.as_slice() {
                [a, b] if cells[a].0 != cells[b].0 => {
                    let other = if i == a { b } else { a };
                    let id = if cells[i].0 < cells[other].0 {
                        "nl-cell-further-left"
                    } else {
                        "nl-cell-further-right"
                    };
                    t(lang, id, &[("where", place)])
                }
                [a, b] => {
                    let other = if i == a { b } else { a };
                    let id = if cells[i].1 < cells[other].1 {
                        "nl-cell-higher"
                    } else {
                        "nl-cell-lower"
                    };
                    t(lang, id, &[("where", place)])
                }
                _ => t(
                    lang,
                    "nl-cell-nth",
                    &[("where", place), ("n", (rank + 1).into()), ("count", group.len().into())],
                ),
            };
        }
    }
    out
}

/// The cells the tile in hand may go to now, as the engine lists them (from the view: Nova
/// Luna hides nothing a placement depends on).
fn legal_cells(view: &NovaLunaView) -> Vec<(i32, i32)> {
    let Ok(state) = moonvale_rules::nova_luna::NovaLuna::sample_state(
        view,
        &mut moonvale_rules::core::Rng::new(0),
    ) else {
        return Vec::new();
    };
    state
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            NovaLunaAction::Place { x, y } => Some((x, y)),
            _ => None,
        })
        .collect()
}

/// A cell the tile in hand may go to, named uniquely among those cells ([`cell_names`]).
pub fn place_text(lang: Lang, view: &NovaLunaView, x: i32, y: i32) -> String {
    let seat = match view.stage {
        Stage::Place { seat, .. } => seat,
        _ => view.viewer,
    };
    let tableau = view.players.get(seat).map(|p| p.tableau.as_slice()).unwrap_or(&[]);
    let cells = legal_cells(view);
    match cells.iter().position(|&c| c == (x, y)) {
        Some(i) => cell_names(lang, tableau, &cells).swap_remove(i),
        None => cell_text(lang, tableau, x, y),
    }
}

/// Where a logged tile lies, by its neighbours on the seat's tableau as it stood when the
/// tile was placed: a tableau lists its tiles in the order they were placed (the engine's
/// `Tableau`), so the tiles before this one are that tableau, in any later view (the live
/// log, the replay's, the review's, a guest's). A view from before the placement holds no
/// such tile: its whole tableau is the one the tile was placed on.
pub fn placed_text(lang: Lang, view: &NovaLunaView, seat: Seat, x: i32, y: i32) -> String {
    let tableau = view.players.get(seat).map(|p| p.tableau.as_slice()).unwrap_or(&[]);
    let at = |p: &PlacedTile| (p.x as i32, p.y as i32) == (x, y);
    let before = tableau.iter().position(at).map_or(tableau, |placed| &tableau[..placed]);
    cell_text(lang, before, x, y)
}

/// The second line of a choice: what it gains or costs. Taking a tile costs its number in
/// moon-track spaces, or in solo (which has no moon track) adds it to the score; placing
/// says the discs it puts on tasks (worked out by the engine).
pub fn action_worth(lang: Lang, view: &NovaLunaView, action: &NovaLunaAction) -> Option<String> {
    match action {
        NovaLunaAction::Take { space } => {
            let tile = view.wheel[*space as usize]?;
            let number = tile.tile().number as u32;
            Some(if view.solo_phase.is_some() {
                t(lang, "nl-worth-take-solo", &[("number", number.into())])
            } else {
                t(lang, "nl-worth-take", &[("count", number.into())])
            })
        }
        NovaLunaAction::Place { x, y } => {
            let discs = view.discs_for_placing(*x, *y) as u32;
            Some(t(lang, "nl-worth-place", &[("count", discs.into())]))
        }
        _ => None,
    }
}

/// The sentences of one logged action, in order.
pub fn logged_sentences(
    lang: Lang,
    view: &NovaLunaView,
    players: &[PlayerInfo],
    actor: Seat,
    events: &[NovaLunaEvent],
) -> Vec<String> {
    let name = |seat: Seat| Arg::from(player_name(lang, players, seat));
    let mut out = Vec::new();
    for event in events {
        match event {
            NovaLunaEvent::Refilled { seat, fills, pile_left } => out.push(t(
                lang,
                "nl-log-refill",
                &[
                    ("player", name(*seat)),
                    ("count", fills.len().into()),
                    ("pile", (*pile_left).into()),
                ],
            )),
            NovaLunaEvent::TileTaken { seat, tile, space, marker } => {
                out.push(t(
                    lang,
                    "nl-log-take",
                    &[
                        ("player", name(*seat)),
                        ("tile", tile_name(lang, *tile).into()),
                        ("space", (*space as u32).into()),
                    ],
                ));
                if let Some(m) = marker {
                    out.push(t(
                        lang,
                        "nl-log-marker",
                        &[
                            ("player", name(*seat)),
                            ("from", (m.from as u32).into()),
                            ("to", (m.to as u32).into()),
                            ("stacked", m.on_top_of.len().into()),
                        ],
                    ));
                }
            }
            NovaLunaEvent::TilePlaced { seat, tile, x, y } => out.push(t(
                lang,
                "nl-log-place",
                &[
                    ("player", name(*seat)),
                    ("tile", tile_name(lang, *tile).into()),
                    ("where", placed_text(lang, view, *seat, *x, *y).into()),
                ],
            )),
            NovaLunaEvent::DiscPlaced { seat, tile, task, discs_left, .. } => {
                let task_words = tile
                    .tile()
                    .tasks
                    .get(*task as usize)
                    .map(|task| task_text(lang, task))
                    .unwrap_or_default();
                out.push(t(
                    lang,
                    "nl-log-disc",
                    &[
                        ("player", name(*seat)),
                        ("tile", tile_name(lang, *tile).into()),
                        ("task", task_words.into()),
                        ("left", (*discs_left as u32).into()),
                    ],
                ))
            }
            NovaLunaEvent::PhaseOneEnded { score } => out.push(t(
                lang,
                "nl-log-phase-one",
                &[
                    ("score", score.score.into()),
                    ("tiles", score.tile_numbers.into()),
                    ("missing", (score.discs_missing as u32).into()),
                ],
            )),
            NovaLunaEvent::TurnPassed { seat } => {
                if *seat != actor {
                    out.push(t(lang, "nl-log-turn", &[("player", name(*seat))]));
                }
            }
            NovaLunaEvent::GameEnded { reason, winners } => {
                let winner = winners.first().map(|&w| name(w)).unwrap_or_else(|| "".into());
                out.push(match reason {
                    EndReason::LastDisc => t(lang, "nl-log-end-last-disc", &[("player", winner)]),
                    EndReason::NoTilesLeft => tr(lang, "nl-log-end-no-tiles"),
                    EndReason::SoloAllDiscs => tr(lang, "nl-log-end-solo"),
                });
            }
        }
    }
    out
}
