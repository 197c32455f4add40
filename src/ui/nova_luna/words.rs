//! Nova Luna in words: tiles, actions and events as translated sentences (the log, the
//! listed choices, the screen-reader announcements). Every text comes from the Nova Luna
//! catalogue (`crates/table/src/i18n/locales/nova-luna/*.ftl`).

use crate::core::Seat;
use crate::i18n::{t, tr, Arg, Lang};
use crate::nova_luna::{
    Colour, EndReason, NovaLunaAction, NovaLunaEvent, NovaLunaView, PlacedTile, Stage, Task, TileId,
};
use crate::storage::PlayerInfo;

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

pub fn player_name(players: &[PlayerInfo], seat: Seat) -> String {
    players.get(seat).map(|p| p.name.clone()).unwrap_or_else(|| format!("{}", seat + 1))
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
            let seat = match view.stage {
                Stage::Place { seat, .. } => seat,
                _ => view.viewer,
            };
            let tableau = view.players.get(seat).map(|p| p.tableau.as_slice()).unwrap_or(&[]);
            t(lang, "nl-action-place", &[("where", cell_text(lang, tableau, *x, *y).into())])
        }
        NovaLunaAction::Refill => t(lang, "nl-action-refill", &[("pile", view.pile_count.into())]),
        NovaLunaAction::EndPhaseOne => tr(lang, "nl-action-end-phase-one"),
    }
}

/// Where a cell is, as the tableau shows it: by the tiles beside it ("right of the red 3
/// and below the blue 2"), never by grid numbers nothing on the board shows. The first
/// tile of a tableau has no neighbour, and says so.
pub fn cell_text(lang: Lang, tableau: &[PlacedTile], x: i32, y: i32) -> String {
    let at =
        |dx: i32, dy: i32| tableau.iter().find(|p| (p.x as i32, p.y as i32) == (x + dx, y + dy));
    // y grows downwards on the canvas: the tile at y - 1 is above the cell.
    let sides = [
        (-1, 0, "nl-cell-right-of"),
        (1, 0, "nl-cell-left-of"),
        (0, -1, "nl-cell-below"),
        (0, 1, "nl-cell-above"),
    ];
    let mut beside = sides.iter().filter_map(|&(dx, dy, id)| {
        at(dx, dy).map(|p| t(lang, id, &[("tile", tile_name(lang, p.tile).into())]))
    });
    match (beside.next(), beside.next()) {
        (None, _) => tr(lang, "nl-cell-first"),
        (Some(one), None) => one,
        (Some(a), Some(b)) => t(lang, "nl-cell-and", &[("a", a.into()), ("b", b.into())]),
    }
}

/// Where a logged tile lies, by its neighbours on the seat's tableau as it is now (the
/// picture the log is read beside).
fn placed_text(lang: Lang, view: &NovaLunaView, seat: Seat, x: i32, y: i32) -> String {
    let tableau = view.players.get(seat).map(|p| p.tableau.as_slice()).unwrap_or(&[]);
    cell_text(lang, tableau, x, y)
}

/// The second line of a choice: what it gains or costs. Taking a tile costs its number in
/// moon-track spaces; placing says the discs it puts on tasks (worked out by the engine).
pub fn action_worth(lang: Lang, view: &NovaLunaView, action: &NovaLunaAction) -> Option<String> {
    match action {
        NovaLunaAction::Take { space } => {
            let tile = view.wheel[*space as usize]?;
            let steps = tile.tile().number as u32;
            Some(t(lang, "nl-worth-take", &[("count", steps.into())]))
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
    let name = |seat: Seat| Arg::from(player_name(players, seat));
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
