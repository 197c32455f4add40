//! A guild drawn as a board, the way it lies on the table: the buildings still to build as
//! houses, sites and craftsmen in the player's colour, the meadow stacks as piles of tiles
//! (the explorer once a stack is empty), storage as resource pieces, the tokens taken, and
//! the contracts as cards. The pictures are for the eyes only (`aria-hidden`): the same
//! facts stay in words beside them for screen readers (`panels::guilds_panel`).

use super::board::SeatStyle;
use super::palette::{resource_fill, resource_ink};
use super::words;
use moonvale_rules::via_nebula::{Resource, ViaNebula};
use moonvale_table::i18n::{tr, Lang};
use yew::prelude::*;

/// More pieces of one kind than this are drawn as one with their count.
const MAX_DRAWN: usize = 6;

/// What one guild board shows.
pub struct GuildFacts<'a> {
    pub state: &'a ViaNebula,
    pub seat: usize,
    pub style: SeatStyle,
    /// Contracts this screen may not read (drawn face down).
    pub hidden: usize,
    /// What the last move brought to this guild: contracts fulfilled and exploitation tokens
    /// (bits, as in the seat's state), shown arriving.
    pub arrived: Arrived,
}

/// Contracts and tokens a move brought to a guild (bits, as in the seat's state).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Arrived {
    pub contracts: u64,
    pub tokens: u32,
}

/// A resource as a small piece, the shapes of the board's own (a log, a rock, a brick, a
/// sheaf, a loaf), with its colour.
fn resource_piece(kind: Resource) -> Html {
    let (fill, ink) = (resource_fill(kind), resource_ink(kind));
    let shape = match kind {
        Resource::Wood => html! {
            <>
                <rect x="1" y="5" width="18" height="10" rx="5" fill={fill} stroke="#111" />
                <ellipse cx="14" cy="10" rx="3" ry="4.5" fill="#c8955a" stroke="#111" />
            </>
        },
        Resource::Stone => html! {
            <polygon points="1,13 5,3 12,1 19,6 19,15 13,19 3,18" fill={fill} stroke="#111" />
        },
        Resource::Clay => html! {
            <>
                <rect x="1" y="4" width="18" height="12" fill={fill} stroke="#111" />
                <path d="M1 10 H19 M10 4 V10" stroke="#111" fill="none" />
            </>
        },
        Resource::Wheat => html! {
            <>
                <ellipse cx="6" cy="8" rx="2.6" ry="6" fill={fill} stroke="#111" transform="rotate(-15 6 8)" />
                <ellipse cx="10" cy="7" rx="2.6" ry="6" fill={fill} stroke="#111" />
                <ellipse cx="14" cy="8" rx="2.6" ry="6" fill={fill} stroke="#111" transform="rotate(15 14 8)" />
                <path d="M10 13 V19" stroke="#111" />
            </>
        },
        Resource::Food => html! {
            <>
                <ellipse cx="10" cy="11" rx="9" ry="7" fill={fill} stroke="#111" />
                <path d="M6 9.5 H14" stroke={ink} />
            </>
        },
    };
    html! { <svg class="vn-gb-piece" viewBox="0 0 20 20" aria-hidden="true">{ shape }</svg> }
}

fn house(style: SeatStyle) -> Html {
    html! {
        <svg class="vn-gb-piece" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M10 1 L19 9 H16 V19 H4 V9 H1 Z" fill={style.fill} stroke="#111" stroke-width="1.2" />
            <rect x="8" y="12" width="4" height="7" fill={style.ink} opacity="0.6" />
        </svg>
    }
}

fn site(style: SeatStyle) -> Html {
    html! {
        <svg class="vn-gb-piece" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M10 1 L18 5.5 V14.5 L10 19 L2 14.5 V5.5 Z" fill="none" stroke="#111" stroke-width="4.2" />
            <path d="M10 1 L18 5.5 V14.5 L10 19 L2 14.5 V5.5 Z" fill="none" stroke={style.fill} stroke-width="2.6" />
            <path d="M6 8 L14 8 M5 12 L15 12" stroke={style.fill} stroke-width="1.5" />
        </svg>
    }
}

fn craftsman(style: SeatStyle) -> Html {
    html! {
        <svg class="vn-gb-piece" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="10" cy="5" r="4" fill={style.fill} stroke="#111" />
            <path d="M4 19 L7 9 H13 L16 19 Z" fill={style.fill} stroke="#111" />
        </svg>
    }
}

/// One meadow stack: a pile of tiles as high as the stack, its count on top; an empty stack
/// shows the explorer it uncovered.
fn stack(lang: Lang, tiles: u8) -> Html {
    if tiles == 0 {
        return html! {
            <span class="vn-gb-stack explorer" title={tr(lang, "vn-explorer")}>
                <svg class="vn-gb-piece" viewBox="0 0 20 20" aria-hidden="true">
                    <circle cx="10" cy="10" r="8.5" fill="#f6f0dc" stroke="#5c4a2a" stroke-width="1.5" />
                    <path d="M10 3 L12.5 10 L10 17 L7.5 10 Z" fill="#b3312c" />
                    <circle cx="10" cy="10" r="1.6" fill="#5c4a2a" />
                </svg>
            </span>
        };
    }
    let layers = (tiles as usize).min(4);
    html! {
        <span class="vn-gb-stack" style={format!("--layers: {layers}")}>
            { for (0..layers).map(|i| html! { <span class="vn-gb-tile" style={format!("--i: {i}")}></span> }) }
            <span class="vn-gb-count">{ tiles }</span>
        </span>
    }
}

/// `count` pieces drawn one by one, or one with its count past [`MAX_DRAWN`]; a dash for none.
fn pieces(count: usize, piece: impl Fn() -> Html) -> Html {
    if count == 0 {
        html! { <span class="vn-gb-empty">{ "—" }</span> }
    } else if count > MAX_DRAWN {
        html! { <>{ piece() }<span class="vn-gb-times">{ format!("×{count}") }</span></> }
    } else {
        html! { <>{ for (0..count).map(|_| piece()) }</> }
    }
}

/// One labelled place of the board (its label is only seen, the words are elsewhere).
fn place(label: String, class: &'static str, content: Html) -> Html {
    html! {
        <div class={classes!("vn-gb-place", class)}>
            <span class="vn-gb-label">{ label }</span>
            <span class="vn-gb-row">{ content }</span>
        </div>
    }
}

/// The guild board of one seat, as a picture.
pub fn guild_board(lang: Lang, facts: &GuildFacts) -> Html {
    let state = facts.state;
    let p = &state.seats[facts.seat];
    let style = facts.style;
    let storage: Vec<Resource> = Resource::ALL
        .into_iter()
        .flat_map(|k| std::iter::repeat_n(k, p.storage[k as usize] as usize))
        .collect();
    let storage = if storage.is_empty() {
        html! { <span class="vn-gb-empty">{ "—" }</span> }
    } else if storage.len() > 2 * MAX_DRAWN {
        let kinds = Resource::ALL.into_iter().filter(|&k| p.storage[k as usize] > 0);
        html! {
            { for kinds.map(|k| html! {
                <>{ resource_piece(k) }<span class="vn-gb-times">{ format!("×{}", p.storage[k as usize]) }</span></>
            }) }
        }
    } else {
        html! { { for storage.into_iter().map(resource_piece) } }
    };
    // Keyed, so a piece that arrives is the only new one (its animation plays once).
    let arrived = facts.arrived;
    let tokens = moonvale_rules::via_nebula::content::bits(p.tokens as u128).map(|tk| {
        let d = &state.content.tokens[tk];
        let new = arrived.tokens & (1 << tk) != 0;
        html! {
            <span key={tk} class={classes!("vn-gb-token", new.then_some("arriving"))}
                style={format!("--fill: {}", resource_fill(d.resource))}>
                { resource_piece(d.resource) }<span class="vn-gb-star">{ format!("★{}", d.points) }</span>
            </span>
        }
    });
    let fulfilled = moonvale_rules::via_nebula::content::bits(p.fulfilled as u128).map(|c| {
        let info = &state.content.cards[c];
        let new = arrived.contracts & (1 << c) != 0;
        html! {
            <span key={c} class={classes!("vn-gb-card", new.then_some("arriving"))}>
                <span class="vn-gb-card-name">{ words::card_name(lang, state, c as u8) }</span>
                <span class="vn-gb-card-points">{ format!("★{}", info.points) }</span>
            </span>
        }
    });
    let backs = (0..facts.hidden).map(|_| html! { <span class="vn-gb-card back"></span> });
    html! {
        <div class="vn-guild-board" aria-hidden="true" data-testid="vn-guild-board">
            <div class="vn-gb-workshop">
                { place(tr(lang, "vn-guild-buildings"), "buildings", pieces(p.buildings as usize, || house(style))) }
                { place(tr(lang, "vn-guild-sites"), "sites", pieces(p.sites as usize, || site(style))) }
                { place(tr(lang, "vn-guild-craftsmen"), "craftsmen", pieces(p.craftsmen as usize, || craftsman(style))) }
            </div>
            { place(tr(lang, "vn-guild-stacks"), "stacks", html! { { for p.stacks.iter().map(|&n| stack(lang, n)) } }) }
            { place(tr(lang, "vn-guild-storage"), "storage", storage) }
            if p.tokens != 0 {
                { place(tr(lang, "vn-guild-tokens"), "tokens", html! { { for tokens } }) }
            }
            if p.fulfilled != 0 {
                { place(tr(lang, "vn-guild-fulfilled"), "cards", html! { { for fulfilled } }) }
            }
            if facts.hidden > 0 {
                { place(tr(lang, "vn-guild-hand"), "cards", html! { { for backs } }) }
            }
        </div>
    }
}
