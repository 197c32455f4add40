//! The choices at a place, beside it on the board (a sheet at the foot of a phone's screen):
//! a tap on a hex where several actions start, of any kind, opens this small menu, so the
//! person chooses where they look. Past a few choices the menu asks for the next hex instead
//! (a transport's path, say).

use super::{Board, Msg};
use crate::ui::via_nebula::words::{self, Kind};
use crate::ui::via_nebula::worth;
use moonvale_rules::via_nebula::Action;
use moonvale_table::i18n::{t, tr};
use yew::prelude::*;

/// Above this many, the board narrows the choice by another tap instead of a long menu.
const MENU_MOST: usize = 6;

/// A line of a place's menu: an action, or one kind's many actions there, narrowed on the board.
enum Item {
    Act(Action),
    Narrow(Kind, usize),
}

impl Board {
    /// The lines of the menu at `hex`: the chosen kind's actions there (or a request for the
    /// next place when there are too many), or, for a place tapped where several kinds
    /// start, all of them (a kind with many as one line that narrows it).
    fn menu_items(&self, ctx: &Context<Self>, hex: u8) -> Option<Vec<Item>> {
        let legal = Self::legal(ctx);
        if self.offer == Some(hex) {
            let here = words::actions_at(legal, hex);
            if here.len() <= MENU_MOST {
                return Some(here.into_iter().map(Item::Act).collect());
            }
            let mut items = Vec::new();
            for kind in words::kinds_at(legal, hex) {
                let of_kind: Vec<Action> =
                    here.iter().filter(|a| Kind::of(a) == kind).copied().collect();
                if of_kind.len() <= 2 {
                    items.extend(of_kind.into_iter().map(Item::Act));
                } else {
                    items.push(Item::Narrow(kind, of_kind.len()));
                }
            }
            return Some(items);
        }
        let candidates = self.candidates(legal);
        (candidates.len() <= MENU_MOST).then(|| candidates.into_iter().map(Item::Act).collect())
    }

    fn menu_line(&self, ctx: &Context<Self>, hex: u8, item: Item) -> Html {
        let lang = ctx.props().lang;
        let state = Self::state(ctx);
        let link = ctx.link();
        match item {
            Item::Act(a) => {
                let apply = link.callback(move |_: MouseEvent| Msg::Apply(a));
                let enter = link.callback(move |_: MouseEvent| Msg::Preview(Some(a)));
                let leave = link.callback(|_: MouseEvent| Msg::Preview(None));
                html! {
                    <li>
                        <button type="button" class="button board-choice" data-testid="board-choice"
                            data-kind={Kind::of(&a).test_id()}
                            data-hint={(ctx.props().hint == Some(a)).then_some("true")}
                            onclick={apply} onmouseenter={enter} onmouseleave={leave}>
                            { words::action_label(lang, state, &a) }
                            if let Some(worth) = worth::action_worth(lang, state, &a) {
                                <span class="choice-worth">{ worth }</span>
                            }
                        </button>
                    </li>
                }
            }
            Item::Narrow(kind, count) => {
                let narrow = link.callback(move |_: MouseEvent| Msg::Narrow(kind, hex));
                let counted = t(lang, "vn-kind-count", &[("count", count.into())]);
                html! {
                    <li>
                        <button type="button" class="button board-choice board-narrow" data-testid="board-narrow"
                            data-kind={kind.test_id()} onclick={narrow}>
                            { kind.label(lang) }
                            <span class="vn-kind-count" title={counted.clone()}>
                                <span aria-hidden="true">{ count }</span>
                                <span class="visually-hidden">{ format!(" ({counted})") }</span>
                            </span>
                        </button>
                    </li>
                }
            }
        }
    }

    pub(super) fn board_menu(&self, ctx: &Context<Self>) -> Html {
        let Some(hex) = self.offer.or(self.chosen.last().copied()) else {
            return Html::default();
        };
        if !Self::is_my_turn(ctx) {
            return Html::default();
        }
        let Some(canvas) = self.canvas.cast::<web_sys::HtmlCanvasElement>() else {
            return Html::default();
        };
        let props = ctx.props();
        let lang = props.lang;
        let state = Self::state(ctx);
        let (w, h) = Self::canvas_size(&canvas);
        let (scale, ox, oy) = self.geometry.mapping((w, h), &self.transform);
        let (cx, cy) = self.geometry.centres[hex as usize];
        let (x, y) = (ox + cx * scale, oy + cy * scale);
        let style = menu_place((w, h), (x, y), scale * 1.1);
        let link = ctx.link();
        let place = words::hex_name(state, hex);
        let items = self.menu_items(ctx, hex);
        let more = self.candidates(Self::legal(ctx)).len();
        let close = link.callback(|_: MouseEvent| Msg::ClearChosen);
        let on_key = link.batch_callback(|e: KeyboardEvent| {
            (e.key() == "Escape").then(|| {
                e.prevent_default();
                Msg::ClearChosen
            })
        });
        html! {
            <div class="board-menu" role="group" data-testid="board-menu" data-hex={hex.to_string()}
                aria-label={t(lang, "board-menu-label", &[("place", place.into())])} {style} onkeydown={on_key}>
                if let Some(items) = items {
                    <ul>{ for items.into_iter().map(|item| self.menu_line(ctx, hex, item)) }</ul>
                } else {
                    <p>{ t(lang, "board-menu-more", &[("count", more.into())]) }</p>
                }
                <button type="button" class="board-menu-close" data-testid="board-menu-close"
                    aria-label={tr(lang, "board-menu-close")} title={tr(lang, "board-menu-close")} onclick={close}>
                    { "×" }
                </button>
            </div>
        }
    }
}

/// Where the menu sits on a board of `size`: beside the place at `at` (`gap` away), on the
/// side with more room, growing away from the nearer edge; along the foot of the board when
/// neither side has room (a phone).
fn menu_place((w, h): (f64, f64), (x, y): (f64, f64), gap: f64) -> String {
    const EDGE: f64 = 4.0;
    const NARROWEST: f64 = 200.0;
    let right = w - (x + gap) - EDGE;
    let left = x - gap - EDGE;
    if right.max(left) < NARROWEST {
        // The whole width, on the half of the board away from the place.
        let (top, room) = if y > h / 2.0 {
            (EDGE, y - gap - 2.0 * EDGE)
        } else {
            let top = (y + gap).min(h / 2.0);
            (top, h - top - EDGE)
        };
        return format!(
            "left:{EDGE}px;right:{EDGE}px;width:auto;top:{top:.0}px;max-height:{:.0}px",
            room.max(h * 0.3)
        );
    }
    let across = if right >= left {
        format!("left:{:.0}px;max-width:{right:.0}px", x + gap)
    } else {
        format!("right:{:.0}px;max-width:{left:.0}px", w - (x - gap))
    };
    let down = if y > h / 2.0 {
        // Its foot at the place's level (the board's own foot lies below the canvas).
        let foot = (y + gap).min(h - EDGE);
        format!("top:{foot:.0}px;transform:translateY(-100%);max-height:{:.0}px", foot - EDGE)
    } else {
        let top = (y - gap).max(EDGE);
        format!("top:{top:.0}px;max-height:{:.0}px", h - top - EDGE)
    };
    format!("{across};{down}")
}
