//! What the game screen says: the announcement, a refusal, the suggested move.

use crate::ui::table::controls::Hint;
use crate::ui::table::screen_state::{Announce, ScreenState};
use crate::ui::table::table_game::{log_lines_seen_by, TableGame};
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::storage::PlayerInfo;

/// What was last said, in words: the text for screen readers, the refusal shown (if one),
/// and the sentence shown where the latest moves are (an undo, a note; not a refusal).
pub(crate) struct Spoken {
    pub(crate) announce: String,
    pub(crate) error: Option<String>,
    pub(crate) shown: Option<String>,
}

pub(crate) fn spoken<G: TableGame>(
    lang: Lang,
    screen: &ScreenState<G>,
    view: &G::View,
    players: &[PlayerInfo],
) -> Spoken {
    let table = &screen.table;
    let shown = match &screen.announce {
        Announce::Said(said) if !said.error => Some(said.text.clone()),
        Announce::Undone => Some(tr(lang, "table-undone")),
        Announce::PracticeUndone => Some(tr(lang, "practice-undone")),
        _ => None,
    };
    let (announce, error) = match &screen.announce {
        Announce::Nothing => (String::new(), None),
        Announce::LastAction => {
            let text = table
                .session()
                .log
                .last()
                .map(|l| log_lines_seen_by::<G>(lang, view, players, l, table.eyes()).join(" "))
                .unwrap_or_default();
            (text, None)
        }
        Announce::Undone => (tr(lang, "table-undone"), None),
        Announce::PracticeUndone => (tr(lang, "practice-undone"), None),
        Announce::Said(said) => (said.text.clone(), said.error.then(|| said.text.clone())),
        Announce::Refused(e) => {
            let text = G::error_text(lang, e);
            (text.clone(), Some(text))
        }
    };
    Spoken { announce, error, shown }
}

/// How a better move's gains name the game's pieces and its seats (`moonvale_table::gain`).
pub(crate) fn gain_names<'a, G: TableGame>(
    lang: Lang,
    view: &'a G::View,
    players: &'a [PlayerInfo],
) -> (impl Fn(u8) -> String + 'a, impl Fn(moonvale_rules::core::Seat) -> String + 'a) {
    let piece = move |id: u8| G::piece_name(lang, view, id);
    let seat = move |s: moonvale_rules::core::Seat| {
        players.get(s).map(|p| p.name.words(lang)).unwrap_or_default()
    };
    (piece, seat)
}

/// The suggested move in words, said where the latest moves are (in their slot of fixed
/// height: nothing appearing there moves the board); only on a person's turn. Where the hint
/// plays on in the same turn, the rest of its line follows, and why is said from the whole
/// line's gains (`moonvale_table::gain`), or else from the move's own worth.
pub(crate) fn hint_sentence<G: TableGame>(
    lang: Lang,
    hint: &Hint<G>,
    view: &G::View,
    players: &[PlayerInfo],
    persons_turn: bool,
) -> Option<String> {
    match hint {
        Hint::Found(_, action, line) => {
            let mut shown = t(
                lang,
                "table-hint-shown",
                &[("action", G::action_text(lang, view, action).into())],
            );
            if line.len() > 1 {
                let then: Vec<String> =
                    line[1..].iter().map(|a| G::action_text(lang, view, a)).collect();
                let then = then.join(", ");
                shown =
                    t(lang, "table-hint-line", &[("hint", shown.into()), ("then", then.into())]);
            }
            let (piece, seat) = gain_names::<G>(lang, view, players);
            let names = moonvale_table::gain::Names { card: &piece, tile: &piece, seat: &seat };
            // Alone (nothing to compare with), the tile a line takes is no reason: the game's
            // own words for the move say more ("costs 3 spaces of time").
            let mut gains = G::gains(view, line, &[]);
            gains.retain(|g| !matches!(g, moonvale_table::gain::Gain::Tile(_)));
            let reason = moonvale_table::gain::gains_words(lang, &gains, &names)
                .or_else(|| G::hint_reason(lang, view, action));
            match reason {
                Some(reason) => Some(t(
                    lang,
                    "table-hint-why",
                    &[("hint", shown.into()), ("reason", reason.into())],
                )),
                None => Some(shown),
            }
        }
        Hint::NotFound(_) => Some(tr(lang, "table-hint-failed")),
        Hint::Asked(_) => Some(tr(lang, "table-hint-thinking")),
        Hint::None => None,
    }
    .filter(|_| persons_turn)
}
