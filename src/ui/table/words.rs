//! What the game screen says: the announcement, a refusal, the suggested move.

use crate::i18n::{t, tr, Lang};
use crate::storage::PlayerInfo;
use crate::ui::table::controls::Hint;
use crate::ui::table::screen_state::{Announce, ScreenState};
use crate::ui::table::table_game::{log_lines_seen_by, TableGame};

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

/// The suggested move in words, said where the latest moves are (in their slot of fixed
/// height: nothing appearing there moves the board); only on a person's turn.
pub(crate) fn hint_sentence<G: TableGame>(
    lang: Lang,
    hint: &Hint<G>,
    view: &G::View,
    persons_turn: bool,
) -> Option<String> {
    match hint {
        Hint::Found(_, action) => {
            let shown = t(
                lang,
                "table-hint-shown",
                &[("action", G::action_text(lang, view, action).into())],
            );
            match G::hint_reason(lang, view, action) {
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
