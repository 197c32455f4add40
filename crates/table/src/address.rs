//! The app's addresses: each screen and each saved game has its own, as a hash route
//! (`#/`, `#/new/via-nebula`, `#/learn/via-nebula`, `#/play/<id>`, `#/replay/<id>`, `#/review/<id>`, `#/stats`, `#/join`, an invitation to join, `#/join/<code>`, a guest's answer, `#/answer/<code>`, and a game shared
//! by link, `#/shared/<payload>`), which works on any static host: reload
//! resumes the same screen, Back and Forward move between screens. Pure, so it is tested
//! natively; the browser side (history, `hashchange`) is `ui::route`.

use moonvale_rules::core::GameKind;

/// A screen as its address names it. A game's kind is not in its address: the saved
/// game says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    Home,
    NewGame(GameKind),
    /// A game's tutorial, at the step it was left.
    Tutorial(GameKind),
    Play(String),
    /// A saved game watched move by move; it is never changed.
    Replay(String),
    /// A saved game's replay with its review (`crate::review`): made if not kept yet.
    Review(String),
    Stats,
    /// Joining a game hosted on another device (`crate::remote`).
    Join,
    /// An invitation to join, carried by its link (`#/join/<code>`): the join screen reads
    /// the code at once. The code is checked when it is read, not here.
    JoinWith(String),
    /// A guest's answer to an invitation, carried by its link (`#/answer/<code>`), opened on
    /// the host's device: handed to the tab hosting the game. Checked when it is read.
    AnswerWith(String),
    /// A game carried whole in the link (`crate::share`): imported when opened. The
    /// payload is checked when it is read, not here.
    Shared(String),
}

/// The longest shared payload an address takes (`crate::share` refuses longer ones with its
/// own message, so the address only guards against absurd input).
const MAX_SHARED_CHARS: usize = 1_000_000;

/// The payload of a shared game: base64url characters only.
fn is_payload(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= MAX_SHARED_CHARS
        && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '=')
}

/// The characters an id may have in an address (the store's ids are digits, dashes and
/// letters); anything else makes the address unknown.
fn is_id(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 64
        && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

impl Address {
    /// Reads a location's hash (`#/play/123`, with or without the `#`). The app's
    /// addresses start with `/`: an empty hash, or a fragment that is not one of them
    /// (an anchor some other tool put there, `#top`), is the home screen; `None` for an
    /// address of this app's form that names nothing (a wrong link).
    pub fn parse(hash: &str) -> Option<Address> {
        let path = hash.strip_prefix('#').unwrap_or(hash);
        let Some(path) = path.strip_prefix('/') else { return Some(Address::Home) };
        let path = path.strip_suffix('/').unwrap_or(path);
        let parts: Vec<&str> = path.split('/').collect();
        match parts.as_slice() {
            [""] => Some(Address::Home),
            ["new", game] => GameKind::parse(game).map(Address::NewGame),
            ["learn", game] => GameKind::parse(game).map(Address::Tutorial),
            ["play", id] if is_id(id) => Some(Address::Play((*id).to_string())),
            ["replay", id] if is_id(id) => Some(Address::Replay((*id).to_string())),
            ["review", id] if is_id(id) => Some(Address::Review((*id).to_string())),
            ["stats"] => Some(Address::Stats),
            ["join"] => Some(Address::Join),
            ["join", code] if is_payload(code) && code.len() <= crate::remote::MAX_CODE_CHARS => {
                Some(Address::JoinWith((*code).to_string()))
            }
            ["answer", code] if is_payload(code) && code.len() <= crate::remote::MAX_CODE_CHARS => {
                Some(Address::AnswerWith((*code).to_string()))
            }
            ["shared", payload] if is_payload(payload) => {
                Some(Address::Shared((*payload).to_string()))
            }
            _ => None,
        }
    }

    /// The hash for this address.
    pub fn hash(&self) -> String {
        match self {
            Address::Home => "#/".to_string(),
            Address::NewGame(kind) => format!("#/new/{}", kind.as_str()),
            Address::Tutorial(kind) => format!("#/learn/{}", kind.as_str()),
            Address::Play(id) => format!("#/play/{id}"),
            Address::Replay(id) => format!("#/replay/{id}"),
            Address::Review(id) => format!("#/review/{id}"),
            Address::Stats => "#/stats".to_string(),
            Address::Join => "#/join".to_string(),
            Address::JoinWith(code) => format!("#/join/{code}"),
            Address::AnswerWith(code) => format!("#/answer/{code}"),
            Address::Shared(payload) => format!("#/shared/{payload}"),
        }
    }
}
