//! The rules help's pictures of Nova Luna: the wheel, a tile, a task with its dots and a
//! disc on a met task, each drawn by the game screen's own functions (`board`).

use super::board::{draw_tile, paint_wheel, player_fill, WheelMarks};
use crate::ui::pages::rules_help::PictureItem;
use moonvale_rules::core::{Game, GameKind};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions, TileId};
use moonvale_table::i18n::{tr, Lang};
use web_sys::CanvasRenderingContext2d as Ctx;
use yew::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Element {
    Wheel,
    Tile,
    Task,
    Disc,
}

impl Element {
    pub const ALL: [Element; 4] = [Element::Wheel, Element::Tile, Element::Task, Element::Disc];

    /// The caption's id (also the rule id its tutorial link is found by).
    pub fn rule(self) -> &'static str {
        match self {
            Element::Wheel => "nl-rules-el-wheel",
            Element::Tile => "nl-rules-el-tile",
            Element::Task => "nl-rules-el-task",
            Element::Disc => "nl-rules-el-disc",
        }
    }

    /// The element's name and its caption. (Literal ids, so the catalogue test checks them.)
    fn words(self, lang: Lang) -> (String, String) {
        match self {
            Element::Wheel => (tr(lang, "nl-rules-el-wheel-name"), tr(lang, "nl-rules-el-wheel")),
            Element::Tile => (tr(lang, "nl-rules-el-tile-name"), tr(lang, "nl-rules-el-tile")),
            Element::Task => (tr(lang, "nl-rules-el-task-name"), tr(lang, "nl-rules-el-task")),
            Element::Disc => (tr(lang, "nl-rules-el-disc-name"), tr(lang, "nl-rules-el-disc")),
        }
    }

    fn size(self) -> (u32, u32) {
        match self {
            Element::Wheel => (168, 168),
            _ => (96, 96),
        }
    }
}

/// The tile the pictures show: the first with three tasks whose first (top-right) task
/// asks for two colours, so one picture shows every part of a tile.
pub fn sample_tile() -> TileId {
    TileId::all()
        .find(|t| {
            let tasks = &t.tile().tasks;
            tasks.len() == 3 && tasks[0].needs.iter().filter(|&&n| n > 0).count() == 2
        })
        .unwrap_or(TileId(0))
}

const BACKGROUND: &str = "#1c2142";

/// Draws `element` on a canvas of `size`.
pub fn draw_element(ctx: &Ctx, lang: Lang, element: Element, size: (f64, f64)) {
    let (w, h) = size;
    let tile = sample_tile();
    match element {
        Element::Wheel => {
            // The wheel at the start of a three-player game: every marker on the new moon.
            let Ok(game) = NovaLuna::new(&NovaLunaOptions::players(3), 1) else { return };
            let colours: Vec<String> =
                super::PLAYER_COLOURS.iter().take(3).map(|c| c.to_string()).collect();
            let marks =
                WheelMarks { takeable: &[], last_take: None, colours: &colours, moving: None };
            paint_wheel(ctx, w, lang, &game.view(0), &marks);
        }
        Element::Tile | Element::Disc => {
            ctx.set_fill_style_str(BACKGROUND);
            ctx.fill_rect(0.0, 0.0, w, h);
            let side = w * 0.84;
            let discs = if element == Element::Disc { 1 } else { 0 };
            let at = ((w - side) / 2.0, (h - side) / 2.0, side);
            draw_tile(ctx, lang, tile, at, discs, player_fill("orange"));
        }
        Element::Task => {
            // The top-right task, close up: the same tile drawn large, that corner centred.
            ctx.set_fill_style_str(BACKGROUND);
            ctx.fill_rect(0.0, 0.0, w, h);
            let side = w * 2.3;
            let at = (w / 2.0 - 0.76 * side, h / 2.0 - 0.24 * side, side);
            // Only the tile around the task: the rest of it (its letter) would be cut oddly.
            ctx.save();
            ctx.begin_path();
            let _ = ctx.arc(w / 2.0, h / 2.0, side * 0.26, 0.0, std::f64::consts::TAU);
            ctx.clip();
            draw_tile(ctx, lang, tile, at, 0, "#ffffff");
            ctx.restore();
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct BoardPicturesProps {
    pub lang: Lang,
}

/// Every element with its picture and caption, and a link to the tutorial step that shows
/// it.
#[function_component(BoardPictures)]
pub fn board_pictures(props: &BoardPicturesProps) -> Html {
    let lang = props.lang;
    html! {
        <ul class="rules-pictures" data-testid="nl-rules-pictures">
            { for Element::ALL.into_iter().map(|element| {
                let (name, caption) = element.words(lang);
                let draw = Callback::from(move |(ctx, size): (Ctx, (f64, f64))| {
                    draw_element(&ctx, lang, element, size)
                });
                html! {
                    <PictureItem kind={GameKind::NovaLuna} {name} {caption} rule={element.rule()}
                        size={element.size()} {draw} key_text={format!("{}-{}", element.rule(), lang.code())} />
                }
            }) }
        </ul>
    }
}
