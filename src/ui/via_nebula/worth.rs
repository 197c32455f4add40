//! What a choice is worth and the running score, in words. The numbers come from the
//! engine (`ViaNebula::build_worth`, `score_change`, `score_if_ended_now`); this file only
//! says them.

use super::words;
use moonvale_rules::via_nebula::{Action, ViaNebula, NONE};
use moonvale_table::i18n::{t, tr, Lang};

/// The points of the exploitation token on the meadow at `hex`, if one lies there.
fn token_points(state: &ViaNebula, hex: u8) -> Option<i64> {
    let m = *state.content.meadow_index.get(hex as usize)?;
    let token = *state.token_on.get(m as usize)?;
    (token != NONE).then(|| state.content.tokens[token as usize].points as i64)
}

/// The second line of a choice's button: what it gains or costs, if anything worth saying.
pub fn action_worth(lang: Lang, state: &ViaNebula, a: &Action) -> Option<String> {
    match *a {
        Action::PlaceCraftsman { hex } => {
            let points = token_points(state, hex)?;
            Some(t(lang, "vn-worth-token", &[("points", words::points(lang, points).into())]))
        }
        Action::Build { hex, half, card } => {
            let worth = state.build_worth(hex, half, card)?;
            let mut parts = vec![
                words::points(lang, worth.points),
                tr(lang, if worth.private { "vn-worth-private" } else { "vn-worth-public" }),
                t(
                    lang,
                    "vn-worth-uses",
                    &[("what", words::resources_text(lang, &worth.used).into())],
                ),
            ];
            let surplus: u32 = worth.surplus.iter().map(|&n| n as u32).sum();
            if surplus > 0 {
                parts.push(t(
                    lang,
                    "vn-worth-surplus",
                    &[
                        ("what", words::resources_text(lang, &worth.surplus).into()),
                        ("count", surplus.into()),
                    ],
                ));
            }
            Some(parts.join(" · "))
        }
        Action::Transport { resource, to, half, .. } => {
            let mut holds = state.site_holds(to, half)?;
            holds[resource as usize] += 1;
            Some(t(
                lang,
                "vn-worth-site-holds",
                &[("what", words::resources_text(lang, &holds).into())],
            ))
        }
        Action::ExploreFog { .. } | Action::ExploreForest { .. } => {
            let change = state.score_change(a)?;
            (change > 0).then(|| {
                t(lang, "vn-worth-explorer", &[("points", words::points(lang, change).into())])
            })
        }
        _ => None,
    }
}

/// Why a suggested move is worth playing, in a few words: the points a build or an
/// exploitation wins, the contract a transport serves, what a site or an exploration is
/// for. Powers and passing say nothing more than their label.
pub fn hint_reason(lang: Lang, state: &ViaNebula, a: &Action) -> Option<String> {
    match *a {
        Action::Transport { resource, to, half, .. } => {
            match state.contract_served(to, half, resource) {
                Some((card, lack)) if lack == [0; 5] => Some(t(
                    lang,
                    "vn-why-completes",
                    &[("card", words::card_name(lang, state, card).into())],
                )),
                Some((card, lack)) => Some(t(
                    lang,
                    "vn-why-toward",
                    &[
                        ("card", words::card_name(lang, state, card).into()),
                        ("what", words::resources_text(lang, &lack).into()),
                    ],
                )),
                None => action_worth(lang, state, a),
            }
        }
        Action::Build { hex, half, card } => {
            let points = state.build_worth(hex, half, card)?.points;
            Some(t(lang, "vn-why-build", &[("points", words::points(lang, points).into())]))
        }
        Action::PlaceCraftsman { hex } => {
            let points = token_points(state, hex)?;
            Some(t(lang, "vn-why-craftsman", &[("points", words::points(lang, points).into())]))
        }
        Action::PlaceSite { .. } => Some(tr(lang, "vn-why-site")),
        Action::ExploreFog { .. } | Action::ExploreForest { .. } => {
            action_worth(lang, state, a).or_else(|| Some(tr(lang, "vn-why-explore")))
        }
        _ => None,
    }
}

/// The running score of `seat` if the game ended now, with its parts, in one line; and
/// the total.
pub fn running_score(lang: Lang, state: &ViaNebula, seat: u8) -> (i64, String) {
    let now = <ViaNebula as moonvale_rules::core::Game>::score(state).swap_remove(seat as usize);
    let end = state.score_if_ended_now(seat);
    let left = end.storage_resources - now.storage_resources;
    let mut parts = vec![
        format!("{} {}", tr(lang, "vn-score-tokens"), now.tokens),
        format!("{} {}", tr(lang, "vn-score-contracts"), now.contracts),
        format!("{} {}", tr(lang, "vn-score-explorers"), now.explorers),
    ];
    if now.end_card != 0 {
        parts.push(format!("{} {}", tr(lang, "vn-score-end-card"), now.end_card));
    }
    if now.storage != 0 {
        // A minus sign, as in the line for what stays on the board.
        parts.push(format!("{} −{}", tr(lang, "vn-score-storage"), now.storage.unsigned_abs()));
    }
    if left > 0 {
        parts.push(t(lang, "vn-score-left-on-board", &[("count", left.into())]));
    }
    (end.total, parts.join(" · "))
}
