//! Players' names and games' titles: the one rule every name from outside passes, and how a
//! name or a title nobody typed is kept (as what it is) and worded (in the language shown).
//!
//! A name enters by the new-game form, a share link or file, an imported or stored record,
//! the statistics, or a host's welcome on a guest's device. Each of those reads its players
//! through [`players`] (serde's `deserialize_with`), and the form through
//! [`PlayerName::from_form`]: one rule, [`typed_text`]. A typed name is trimmed, cut to
//! [`MAX_NAME_CHARS`] (what the form allows), loses control characters and the bidi controls
//! that would reorder the text around it (embeddings, overrides, isolates), and must keep a
//! visible character; one that keeps none is the seat's default name. So no name from a link
//! can widen a screen or turn the words after it around.
//!
//! A name nobody typed (the form's "Player 2", a computer's "Computer 2") is kept as the seat
//! it names ([`PlayerName::Seat`], [`PlayerName::Computer`]) and worded in the language the
//! screen speaks; likewise a title made of the players' names or of a daily deal's date
//! ([`GameTitle`]). Older saves wrote names and titles as text: they read as typed, unchanged.
//!
//! Shown, a name is isolated from the text around it: a name with right-to-left letters is
//! worded between the Unicode isolates FSI and PDI ([`PlayerName::words`]), which do for a
//! sentence, an attribute or a canvas what `<bdi>` does for an element; the screens also put
//! every name that stands alone in a `<bdi>`. Names of left-to-right letters get no marks
//! (they cannot reorder anything), so the text of most games reads as it always did.

use crate::day::Day;
use crate::i18n::{t, Arg, Lang};
use moonvale_rules::core::GameKind;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The longest name kept, in characters: the new-game form's limit, and every other door's.
pub const MAX_NAME_CHARS: usize = 40;

/// Unicode's first strong isolate and pop directional isolate.
const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

/// Characters that draw nothing (Unicode's Default_Ignorable_Code_Point, which holds the
/// zero-width spaces and joiners, the bidi marks and controls, variation selectors, the
/// Hangul fillers and the tag characters).
fn draws_nothing(c: char) -> bool {
    matches!(c as u32,
        0x00AD | 0x034F | 0x061C | 0x115F..=0x1160 | 0x17B4..=0x17B5 | 0x180B..=0x180F
        | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x206F | 0x3164 | 0xFE00..=0xFE0F
        | 0xFEFF | 0xFFA0 | 0xFFF0..=0xFFF8 | 0x1BCA0..=0x1BCA3 | 0x1D173..=0x1D17A
        | 0xE0000..=0xE0FFF)
}

/// The bidi controls that open an embedding, an override or an isolate: left in a name,
/// one without its closing control turns the rest of the sentence around.
fn reorders(c: char) -> bool {
    matches!(c as u32, 0x202A..=0x202E | 0x2066..=0x2069)
}

/// Letters written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko and the scripts
/// around them, their presentation forms, and the right-to-left marks): a name with one is
/// isolated when worded.
fn right_to_left(c: char) -> bool {
    matches!(c as u32,
        0x0590..=0x08FF | 0x200F | 0xFB1D..=0xFDFF | 0xFE70..=0xFEFE
        | 0x10800..=0x10FFF | 0x1E800..=0x1EFFF)
}

fn blank(c: char) -> bool {
    c.is_whitespace() || draws_nothing(c)
}

/// The one rule for a name from outside: trimmed, without control characters nor the bidi
/// controls that reorder what follows, at most [`MAX_NAME_CHARS`] characters; `None` when
/// nothing visible is left (an empty name, spaces, zero-width characters only).
pub fn typed_text(raw: &str) -> Option<String> {
    bounded(raw, MAX_NAME_CHARS)
}

/// The longest title shown, in characters: four names and the game's name with room to
/// spare (a title is made by the app, but an older save or a link carries it as text).
pub const MAX_TITLE_CHARS: usize = 4 * MAX_NAME_CHARS + 40;

/// The rule of [`typed_text`] with another length.
fn bounded(raw: &str, max_chars: usize) -> Option<String> {
    let kept: String = raw.chars().filter(|&c| !c.is_control() && !reorders(c)).collect();
    let cut: String = kept.trim_matches(blank).chars().take(max_chars).collect();
    let text = cut.trim_end_matches(blank);
    text.chars().any(|c| !blank(c)).then(|| text.to_string())
}

/// A player's name: typed by a person, or the default name of a seat, kept as what it is so
/// it is worded in the language shown ("Player 2" in English, "Gracz 2" in Polish).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PlayerName {
    /// A person's seat nobody named: "Player n" (n from 1).
    Seat(u8),
    /// A computer's seat nobody named: "Computer n" (n from 1).
    Computer(u8),
    /// A name as typed, after [`typed_text`] (in older saves, also the default names of
    /// that day, in the language they were made in: they stay as they were).
    Typed(String),
}

impl PlayerName {
    /// The default name of seat `index` (from 0): a person's or a computer's.
    pub fn default_for(index: usize, computer: bool) -> PlayerName {
        let number = u8::try_from(index + 1).unwrap_or(u8::MAX);
        if computer {
            PlayerName::Computer(number)
        } else {
            PlayerName::Seat(number)
        }
    }

    /// What the new-game form's field holds, as the seat's name: the default name the form
    /// offered (in any language, for either kind) or nothing visible is the seat's default,
    /// anything else is typed.
    pub fn from_form(text: &str, index: usize, computer: bool) -> PlayerName {
        let Some(typed) = typed_text(text) else { return Self::default_for(index, computer) };
        let offered = Lang::ALL.into_iter().any(|lang| {
            [true, false].into_iter().any(|c| Self::default_for(index, c).words(lang) == typed)
        });
        if offered {
            Self::default_for(index, computer)
        } else {
            PlayerName::Typed(typed)
        }
    }

    /// The name in `lang`, isolated from the text around it when it holds right-to-left
    /// letters (see the module's notes).
    pub fn words(&self, lang: Lang) -> String {
        match self {
            PlayerName::Seat(n) => {
                t(lang, "seat-default-name", &[("number", u32::from(*n).into())])
            }
            PlayerName::Computer(n) => {
                t(lang, "seat-default-computer", &[("number", u32::from(*n).into())])
            }
            PlayerName::Typed(text) if text.chars().any(right_to_left) => {
                format!("{FSI}{text}{PDI}")
            }
            PlayerName::Typed(text) => text.clone(),
        }
    }

    /// The typed text, if a person typed it.
    pub fn typed(&self) -> Option<&str> {
        match self {
            PlayerName::Typed(text) => Some(text),
            _ => None,
        }
    }
}

/// A name made in code is typed text passed through the rule (nothing visible: kept empty
/// until the seat's list settles it, [`settle`]).
impl From<&str> for PlayerName {
    fn from(text: &str) -> Self {
        PlayerName::Typed(typed_text(text).unwrap_or_default())
    }
}

impl From<String> for PlayerName {
    fn from(text: String) -> Self {
        PlayerName::from(text.as_str())
    }
}

impl From<&String> for PlayerName {
    fn from(text: &String) -> Self {
        PlayerName::from(text.as_str())
    }
}

impl PartialEq<str> for PlayerName {
    fn eq(&self, other: &str) -> bool {
        self.typed() == Some(other)
    }
}

impl PartialEq<&str> for PlayerName {
    fn eq(&self, other: &&str) -> bool {
        self.typed() == Some(*other)
    }
}

/// How a name is written: typed text as a string (as every older save wrote it), a seat
/// nobody named as `{"seat": 2}` or `{"computer": 2}`.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum NameForm {
    Text(String),
    Default(DefaultName),
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
enum DefaultName {
    Seat(u8),
    Computer(u8),
}

impl Serialize for PlayerName {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            PlayerName::Seat(n) => NameForm::Default(DefaultName::Seat(*n)),
            PlayerName::Computer(n) => NameForm::Default(DefaultName::Computer(*n)),
            PlayerName::Typed(text) => NameForm::Text(text.clone()),
        }
        .serialize(serializer)
    }
}

/// Read through the rule: whatever a text says, what is kept is bounded and holds no
/// reordering control (one with nothing visible is left empty for [`settle`]).
impl<'de> Deserialize<'de> for PlayerName {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match NameForm::deserialize(deserializer)? {
            NameForm::Text(text) => PlayerName::from(text.as_str()),
            NameForm::Default(DefaultName::Seat(n)) => PlayerName::Seat(n),
            NameForm::Default(DefaultName::Computer(n)) => PlayerName::Computer(n),
        })
    }
}

/// A seat's kind: a person, or a computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlayerKind {
    Human,
    Computer,
}

/// A seat as the list of saved games shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerInfo {
    /// Typed by a person (through the names' rule, [`typed_text`]), or the seat's default
    /// name kept as what it is: always rendered as text, never as markup.
    pub name: PlayerName,
    pub kind: PlayerKind,
    /// The game's colour key for this seat (e.g. "blue"), translated by the game's UI.
    pub colour: String,
    /// How strongly a computer seat plays. Saves from before levels have none: such a seat
    /// plays at the default level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<moonvale_ai::Level>,
}

impl PlayerInfo {
    pub fn human(name: impl Into<PlayerName>, colour: impl Into<String>) -> Self {
        PlayerInfo {
            name: name.into(),
            kind: PlayerKind::Human,
            colour: colour.into(),
            level: None,
        }
    }

    pub fn computer(
        name: impl Into<PlayerName>,
        colour: impl Into<String>,
        level: moonvale_ai::Level,
    ) -> Self {
        PlayerInfo {
            name: name.into(),
            kind: PlayerKind::Computer,
            colour: colour.into(),
            level: Some(level),
        }
    }
}

/// Gives every seat whose name has nothing visible its default name (a person's or a
/// computer's, by its kind).
pub fn settle(players: &mut [PlayerInfo]) {
    for (index, player) in players.iter_mut().enumerate() {
        if player.name.typed().is_some_and(str::is_empty) {
            let computer = player.kind == PlayerKind::Computer;
            player.name = PlayerName::default_for(index, computer);
        }
    }
}

/// Reads a list of players from outside (a record, a link, the statistics, a host's
/// welcome): each name through the rule, settled ([`settle`]). For `deserialize_with`.
pub fn players<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<PlayerInfo>, D::Error> {
    let mut players = Vec::<PlayerInfo>::deserialize(deserializer)?;
    settle(&mut players);
    Ok(players)
}

/// The names of `players` in `lang`, joined by commas.
pub fn names_text(lang: Lang, players: &[PlayerInfo]) -> String {
    players.iter().map(|p| p.name.words(lang)).collect::<Vec<_>>().join(", ")
}

/// A game's title: made of its players' names, or of a daily deal's date, and worded in the
/// language shown; or a text (older saves, whose titles were made in the language of that
/// day: they stay as they were).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameTitle {
    /// "Via Nebula: Ada, Computer 2".
    Players,
    /// "Via Nebula daily, 1 Dec 2026".
    Daily(Day),
    /// A title as text, kept as it came, shown through the names' rule with
    /// [`MAX_TITLE_CHARS`].
    Text(String),
}

impl GameTitle {
    /// The title in `lang`, for a game of `kind` played by `players`.
    pub fn words(&self, lang: Lang, kind: GameKind, players: &[PlayerInfo]) -> String {
        let game = Arg::from(crate::i18n::tr(lang, game_message(kind)));
        match self {
            GameTitle::Players => t(
                lang,
                "game-title-players",
                &[("game", game), ("players", names_text(lang, players).into())],
            ),
            GameTitle::Daily(day) => {
                t(lang, "daily-game-title", &[("game", game), ("date", day.words(lang).into())])
            }
            // A title as text is shown through the names' rule, with room for four names (it
            // is kept whole: a share link made from it carries it as it came); one with
            // nothing visible is shown as made of the players' names.
            GameTitle::Text(text) => match bounded(text, MAX_TITLE_CHARS) {
                Some(shown) if shown.chars().count() < text.trim().chars().count() => {
                    format!("{shown}…")
                }
                Some(shown) => shown,
                None => GameTitle::Players.words(lang, kind, players),
            },
        }
    }
}

/// A game's title with what it is worded from (for a message about a game, worded when
/// shown).
#[derive(Clone, Debug, PartialEq)]
pub struct TitleOf {
    pub title: GameTitle,
    pub kind: GameKind,
    pub players: Vec<PlayerInfo>,
}

impl TitleOf {
    pub fn words(&self, lang: Lang) -> String {
        self.title.words(lang, self.kind, &self.players)
    }
}

/// The message naming a game (its name is the same in every language, but said by the
/// catalogue so it stays in one place).
fn game_message(kind: GameKind) -> &'static str {
    match kind {
        GameKind::ViaNebula => "game-via-nebula",
        GameKind::NovaLuna => "game-nova-luna",
    }
}

impl From<&str> for GameTitle {
    fn from(text: &str) -> Self {
        GameTitle::Text(text.to_string())
    }
}

impl From<String> for GameTitle {
    fn from(text: String) -> Self {
        GameTitle::Text(text)
    }
}

impl PartialEq<&str> for GameTitle {
    fn eq(&self, other: &&str) -> bool {
        matches!(self, GameTitle::Text(text) if text == other)
    }
}

/// How a title is written: a text as a string (every older save), a made title as
/// `{"players": {}}` or `{"daily": "2026-12-01"}`.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum TitleForm {
    Text(String),
    Made(MadeTitle),
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
enum MadeTitle {
    Players {},
    Daily(String),
}

impl Serialize for GameTitle {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            GameTitle::Players => TitleForm::Made(MadeTitle::Players {}),
            GameTitle::Daily(day) => TitleForm::Made(MadeTitle::Daily(day.iso())),
            GameTitle::Text(text) => TitleForm::Text(text.clone()),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for GameTitle {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match TitleForm::deserialize(deserializer)? {
            TitleForm::Text(text) => GameTitle::Text(text),
            TitleForm::Made(MadeTitle::Players {}) => GameTitle::Players,
            TitleForm::Made(MadeTitle::Daily(date)) => GameTitle::Daily(
                Day::parse(&date)
                    .ok_or_else(|| serde::de::Error::custom(format!("not a day: {date:?}")))?,
            ),
        })
    }
}
