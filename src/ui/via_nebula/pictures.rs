//! The rules help's pictures of the valley: each element of the board drawn by the board's
//! own piece functions (`pieces`), with a caption saying what it is for.

use super::board::SEAT_STYLES;
use super::drawn::Drawn;
use super::pieces::{
    draw_craftsman, draw_ground, draw_resources, draw_ruin_half, draw_token, meadow_places,
    Standing,
};
use crate::ui::pages::rules_help::PictureItem;
use moonvale_rules::core::GameKind;
use moonvale_rules::via_nebula::{Resource, Terrain};
use moonvale_table::i18n::{tr, Lang};
use web_sys::CanvasRenderingContext2d as Ctx;
use yew::prelude::*;

/// The elements the help pictures, in the order a player meets them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Element {
    Meadow,
    Token,
    Exploitation,
    Fog,
    MeadowTile,
    Forest,
    Forbidden,
    Ruin,
    Site,
    Building,
}

impl Element {
    pub const ALL: [Element; 10] = [
        Element::Meadow,
        Element::Token,
        Element::Exploitation,
        Element::Fog,
        Element::MeadowTile,
        Element::Forest,
        Element::Forbidden,
        Element::Ruin,
        Element::Site,
        Element::Building,
    ];

    /// The caption's id (also the rule id its tutorial link is found by).
    pub fn rule(self) -> &'static str {
        match self {
            Element::Meadow => "vn-rules-el-meadow",
            Element::Token => "vn-rules-el-token",
            Element::Exploitation => "vn-rules-el-exploitation",
            Element::Fog => "vn-rules-el-fog",
            Element::MeadowTile => "vn-rules-el-tile",
            Element::Forest => "vn-rules-el-forest",
            Element::Forbidden => "vn-rules-el-forbidden",
            Element::Ruin => "vn-rules-el-ruin",
            Element::Site => "vn-rules-el-site",
            Element::Building => "vn-rules-el-building",
        }
    }

    /// The element's name and its caption. (Literal ids, so the catalogue test checks them.)
    fn words(self, lang: Lang) -> (String, String) {
        match self {
            Element::Meadow => {
                (tr(lang, "vn-rules-el-meadow-name"), tr(lang, "vn-rules-el-meadow"))
            }
            Element::Token => (tr(lang, "vn-rules-el-token-name"), tr(lang, "vn-rules-el-token")),
            Element::Exploitation => {
                (tr(lang, "vn-rules-el-exploitation-name"), tr(lang, "vn-rules-el-exploitation"))
            }
            Element::Fog => (tr(lang, "vn-rules-el-fog-name"), tr(lang, "vn-rules-el-fog")),
            Element::MeadowTile => {
                (tr(lang, "vn-rules-el-tile-name"), tr(lang, "vn-rules-el-tile"))
            }
            Element::Forest => {
                (tr(lang, "vn-rules-el-forest-name"), tr(lang, "vn-rules-el-forest"))
            }
            Element::Forbidden => {
                (tr(lang, "vn-rules-el-forbidden-name"), tr(lang, "vn-rules-el-forbidden"))
            }
            Element::Ruin => (tr(lang, "vn-rules-el-ruin-name"), tr(lang, "vn-rules-el-ruin")),
            Element::Site => (tr(lang, "vn-rules-el-site-name"), tr(lang, "vn-rules-el-site")),
            Element::Building => {
                (tr(lang, "vn-rules-el-building-name"), tr(lang, "vn-rules-el-building"))
            }
        }
    }
}

/// The side of a picture, in CSS pixels.
const SIZE: f64 = 84.0;

/// Draws `element` centred on a canvas of `size`, on the board's background, at the scale
/// of a hex filling it: the same calls the board makes for that hex.
pub fn draw_element(ctx: &Ctx, element: Element, size: (f64, f64)) {
    ctx.set_fill_style_str(super::board::BACKGROUND);
    ctx.fill_rect(0.0, 0.0, size.0, size.1);
    let at = (size.0 / 2.0, size.1 / 2.0, size.1.min(size.0) * 0.5);
    let (x, y, scale) = at;
    let player = SEAT_STYLES[0];
    let ground = match element {
        Element::Fog => Terrain::Fog,
        Element::Forest => Terrain::Forest,
        Element::Forbidden => Terrain::Forbidden,
        Element::Ruin | Element::Site | Element::Building => Terrain::Ruin,
        Element::Meadow | Element::Token | Element::Exploitation | Element::MeadowTile => {
            Terrain::Meadow
        }
    };
    draw_ground(ctx, ground, element == Element::MeadowTile, (true, false), at, 0);
    // The record of what is drawn, which only the board publishes.
    let drawn = &mut Drawn::default();
    match element {
        // The rulebook's own example of a token: 3 wood, worth 1 point.
        Element::Token => draw_token(ctx, Resource::Wood, 3, 1, at, drawn),
        Element::Exploitation => {
            // Placed as on the board: the craftsman on its token, the resources below.
            let mut wood = [0u8; 5];
            wood[Resource::Wood as usize] = 3;
            let places = meadow_places((x, y), scale, true);
            let ((tx, ty), (cx, cy)) = (places.token, places.craftsman);
            draw_token(ctx, Resource::Wood, 3, 1, (tx, ty, scale), drawn);
            draw_resources(ctx, &wood, places.resources, scale, drawn);
            draw_craftsman(ctx, player, (cx, cy, scale), drawn);
        }
        Element::Site => {
            let mut delivered = [0u8; 5];
            delivered[Resource::Stone as usize] = 1;
            delivered[Resource::Clay as usize] = 1;
            draw_ruin_half(
                ctx,
                Standing { style: player, building: false },
                &delivered,
                (false, 0, false),
                at,
                drawn,
            );
        }
        Element::Building => draw_ruin_half(
            ctx,
            Standing { style: player, building: true },
            &[0; 5],
            (false, 1, false),
            at,
            drawn,
        ),
        _ => {}
    }
}

#[derive(Properties, PartialEq)]
pub struct BoardPicturesProps {
    pub lang: Lang,
}

/// Every element of the valley with its picture and caption, and a link to the tutorial
/// step that shows it, where there is one.
#[function_component(BoardPictures)]
pub fn board_pictures(props: &BoardPicturesProps) -> Html {
    let lang = props.lang;
    html! {
        <ul class="rules-pictures" data-testid="vn-rules-pictures">
            { for Element::ALL.into_iter().map(|element| {
                let (name, caption) = element.words(lang);
                let draw = Callback::from(move |(ctx, size): (Ctx, (f64, f64))| {
                    draw_element(&ctx, element, size)
                });
                html! {
                    <PictureItem kind={GameKind::ViaNebula} {name} {caption} rule={element.rule()}
                        size={(SIZE as u32, SIZE as u32)} {draw} key_text={element.rule()} />
                }
            }) }
        </ul>
    }
}
