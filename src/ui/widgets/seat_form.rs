//! The seat of a new-game form, the same in both games: a name, a person or the computer
//! (with its level, Easy, Medium or Hard, and a line saying what it means), a colour.
//! Test ids: `seat`, `seat-name`, `seat-kind`, `seat-level`, `seat-colour`.

use moonvale_ai::Level;
use moonvale_table::i18n::{t, tr, Lang};
use moonvale_table::storage::PlayerInfo;
use yew::prelude::*;

/// One seat as the form holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatChoice {
    pub name: String,
    pub computer: bool,
    pub level: Level,
    pub colour: String,
}

impl SeatChoice {
    /// Seat `index` (from 0) with its default name.
    pub fn new(lang: Lang, index: usize, computer: bool, colour: &str) -> Self {
        SeatChoice {
            name: default_name(lang, index, computer),
            computer,
            level: Level::default(),
            colour: colour.to_string(),
        }
    }

    /// The seat as saved, its name through the names' rule: the default name the form
    /// offered, or none, is kept as the seat's default (worded in the language shown).
    pub fn player(&self, index: usize) -> PlayerInfo {
        let name = moonvale_table::names::PlayerName::from_form(&self.name, index, self.computer);
        if self.computer {
            PlayerInfo::computer(name, self.colour.clone(), self.level)
        } else {
            PlayerInfo::human(name, self.colour.clone())
        }
    }
}

/// One change a person makes to a seat.
#[derive(Clone, Debug, PartialEq)]
pub enum SeatEdit {
    Name(String),
    Computer(bool),
    Level(Level),
    Colour(String),
}

/// The seats of a form, changed through a reducer so that quick successive edits (typing a
/// name, then choosing the kind) each apply to the latest seats.
#[derive(Clone, Debug, PartialEq)]
pub struct Seats(pub Vec<SeatChoice>);

impl std::ops::Deref for Seats {
    type Target = Vec<SeatChoice>;

    fn deref(&self) -> &Vec<SeatChoice> {
        &self.0
    }
}

pub enum SeatsAction {
    Edit(usize, SeatEdit),
    Add(SeatChoice),
    Remove(usize),
}

impl Reducible for Seats {
    type Action = SeatsAction;

    fn reduce(self: std::rc::Rc<Self>, action: SeatsAction) -> std::rc::Rc<Self> {
        let mut seats = self.0.clone();
        match action {
            SeatsAction::Edit(i, edit) => {
                let Some(seat) = seats.get(i) else { return self };
                let mut seat = seat.clone();
                match edit {
                    SeatEdit::Name(name) => seat.name = name.chars().take(MAX_NAME).collect(),
                    SeatEdit::Computer(computer) => seat.computer = computer,
                    SeatEdit::Level(level) => seat.level = level,
                    SeatEdit::Colour(colour) => {
                        // Colours stay distinct: the seat that had this colour takes the old one.
                        if let Some(j) = seats.iter().position(|s| s.colour == colour) {
                            seats[j].colour = seat.colour.clone();
                        }
                        seat.colour = colour;
                    }
                }
                seats[i] = seat;
            }
            SeatsAction::Add(seat) => seats.push(seat),
            SeatsAction::Remove(i) if i < seats.len() => {
                seats.remove(i);
            }
            SeatsAction::Remove(_) => return self,
        }
        std::rc::Rc::new(Seats(seats))
    }
}

/// The name the form offers a seat: its default name, in `lang`.
pub fn default_name(lang: Lang, index: usize, computer: bool) -> String {
    moonvale_table::names::PlayerName::default_for(index, computer).words(lang)
}

pub fn level_name(lang: Lang, level: Level) -> String {
    match level {
        Level::Easy => tr(lang, "level-easy"),
        Level::Medium => tr(lang, "level-medium"),
        Level::Hard => tr(lang, "level-hard"),
    }
}

pub fn level_description(lang: Lang, level: Level) -> String {
    match level {
        Level::Easy => tr(lang, "level-easy-description"),
        Level::Medium => tr(lang, "level-medium-description"),
        Level::Hard => tr(lang, "level-hard-description"),
    }
}

/// Longest name kept: the names' rule's (long names would break the layout, not the game).
pub const MAX_NAME: usize = moonvale_table::names::MAX_NAME_CHARS;

#[derive(Properties, PartialEq)]
pub struct SeatProps {
    pub lang: Lang,
    pub index: usize,
    pub seat: SeatChoice,
    /// The colours offered: (key, words).
    pub colours: Vec<(String, String)>,
    pub on_edit: Callback<(usize, SeatEdit)>,
    /// Offered when the seat may be removed.
    #[prop_or_default]
    pub on_remove: Option<Callback<MouseEvent>>,
}

#[function_component(SeatFields)]
pub fn seat_fields(props: &SeatProps) -> Html {
    let lang = props.lang;
    let seat = &props.seat;
    let n = props.index + 1;
    let index = props.index;
    let on_name = props.on_edit.reform(move |e: InputEvent| {
        (index, SeatEdit::Name(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))
    });
    let select = |edit: fn(String) -> SeatEdit| {
        props.on_edit.reform(move |e: Event| {
            (index, edit(e.target_unchecked_into::<web_sys::HtmlSelectElement>().value()))
        })
    };
    let on_kind = select(|v| SeatEdit::Computer(v == "computer"));
    let on_level = select(|v| SeatEdit::Level(Level::parse(&v).unwrap_or_default()));
    let on_colour = select(SeatEdit::Colour);
    let (name_id, kind_id, level_id, colour_id) = (
        format!("seat-name-{n}"),
        format!("seat-kind-{n}"),
        format!("seat-level-{n}"),
        format!("seat-colour-{n}"),
    );
    let level_hint = format!("seat-level-hint-{n}");
    // A select shows the state's choice even if the browser kept another option selected when
    // the seat's fields were first drawn (one CI run saw a new seat show the first colour).
    let (kind_ref, level_ref, colour_ref) =
        (NodeRef::default(), NodeRef::default(), NodeRef::default());
    {
        let chosen = [
            (kind_ref.clone(), if seat.computer { "computer" } else { "human" }.to_string()),
            (level_ref.clone(), seat.level.as_str().to_string()),
            (colour_ref.clone(), seat.colour.clone()),
        ];
        use_effect(move || {
            for (select, value) in &chosen {
                if let Some(select) = select.cast::<web_sys::HtmlSelectElement>() {
                    if select.value() != *value {
                        select.set_value(value);
                    }
                }
            }
        });
    }
    html! {
        <fieldset class="seat" data-testid="seat">
            <legend>{ t(lang, "seat-legend", &[("number", n.into())]) }</legend>
            // Each field a label above its control, the name across the card.
            <div class="seat-field seat-field-name">
                <label for={name_id.clone()}>{ tr(lang, "seat-name") }</label>
                <input id={name_id} type="text" data-testid="seat-name" value={seat.name.clone()}
                    maxlength={MAX_NAME.to_string()} autocomplete="off" oninput={on_name} />
            </div>
            <div class="seat-field">
                <label for={kind_id.clone()}>{ tr(lang, "seat-kind") }</label>
                <select id={kind_id} ref={kind_ref} data-testid="seat-kind" onchange={on_kind}>
                    <option value="human" selected={!seat.computer}>{ tr(lang, "seat-human") }</option>
                    <option value="computer" selected={seat.computer}>{ tr(lang, "seat-computer") }</option>
                </select>
            </div>
            if seat.computer {
                <div class="seat-field">
                    <label for={level_id.clone()}>{ tr(lang, "seat-level") }</label>
                    <select id={level_id} ref={level_ref} data-testid="seat-level" onchange={on_level} aria-describedby={level_hint.clone()}>
                        { for Level::ALL.into_iter().map(|l| html! {
                            <option value={l.as_str()} selected={seat.level == l}>{ level_name(lang, l) }</option>
                        }) }
                    </select>
                </div>
            }
            <div class="seat-field">
                <label for={colour_id.clone()}>{ tr(lang, "seat-colour") }</label>
                <span class="seat-colour">
                    <span class="swatch" data-colour={seat.colour.clone()} aria-hidden="true"></span>
                    <select id={colour_id} ref={colour_ref} data-testid="seat-colour" onchange={on_colour}>
                        { for props.colours.iter().map(|(key, words)| html! {
                            <option value={key.clone()} selected={seat.colour == *key}>{ words.clone() }</option>
                        }) }
                    </select>
                </span>
            </div>
            if seat.computer {
                <p id={level_hint} class="hint seat-level-hint" data-testid="seat-level-description">
                    { level_description(lang, seat.level) }
                </p>
            }
            if let Some(remove) = props.on_remove.clone() {
                <p class="seat-actions">
                    <button type="button" class="button subtle-text" data-testid="remove-seat" onclick={remove}>
                        { t(lang, "seat-remove", &[("number", n.into())]) }
                    </button>
                </p>
            }
        </fieldset>
    }
}
