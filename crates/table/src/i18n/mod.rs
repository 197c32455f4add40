//! The one translation layer: every user-visible text goes through [`t`] (or [`tr`] when
//! the message has no arguments), looked up in Project Fluent catalogues: compiled into the
//! binary, or, in the page's home app, fetched for the language it shows and [`give`]n. Pure
//! Rust, so the completeness tests run natively.
//!
//! Unicode isolation marks (FSI/PDI around arguments) are turned off: the three languages
//! are left-to-right and the marks would leak into plain-text attributes, file names and
//! test selectors.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::borrow::Cow;

/// The languages the app speaks. The catalogue of each is `crates/table/src/i18n/locales/<code>.ftl` plus
/// one file per game in `crates/table/src/i18n/locales/<game>/<code>.ftl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Fr,
    Pl,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::Pl];

    /// The BCP 47 code, also the value stored in settings and put in `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Pl => "pl",
        }
    }

    /// The language's own name, shown in the language menu whatever the current language.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::Pl => "Polski",
        }
    }

    /// Reads a language tag: `fr`, `fr-CA`, `PL_pl`... Only the primary subtag counts.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the browser's preferred languages (`navigator.languages`, most wanted
    /// first) that we speak, else English.
    pub fn negotiate<S: AsRef<str>>(preferred: &[S]) -> Lang {
        preferred.iter().find_map(|tag| Lang::from_tag(tag.as_ref())).unwrap_or(Lang::En)
    }

    /// The Fluent source of this language's whole catalogue: the app's messages, then each
    /// game's, kept in separate files (`locales/<code>.ftl`, `locales/<game>/<code>.ftl`)
    /// so each part stays readable; an id defined in two files is an error.
    pub fn catalogue(self) -> String {
        Part::ALL.iter().map(|part| part.source(self)).collect::<Vec<_>>().join("\n")
    }

    fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::Fr => 1,
            Lang::Pl => 2,
        }
    }
}

/// A part of a catalogue, parsed on its first use: the home screen needs only the app's own
/// messages, so a start does not parse the two games' (three quarters of the text). Each
/// game's ids begin with its prefix, which `crates/table/tests/table/i18n_catalogues.rs` checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    App,
    ViaNebula,
    NovaLuna,
}

impl Part {
    pub const ALL: [Part; 3] = [Part::App, Part::ViaNebula, Part::NovaLuna];

    /// The part a message id belongs to.
    pub fn of(id: &str) -> Part {
        if id.starts_with("vn-") {
            Part::ViaNebula
        } else if id.starts_with("nl-") {
            Part::NovaLuna
        } else {
            Part::App
        }
    }

    /// The part's name in the page's list of catalogue files (`scripts/post-build.mjs`).
    pub fn name(self) -> &'static str {
        match self {
            Part::App => "app",
            Part::ViaNebula => "via-nebula",
            Part::NovaLuna => "nova-luna",
        }
    }

    /// The Fluent source of this part in one language, as compiled into the binary.
    pub fn source(self, lang: Lang) -> &'static str {
        macro_rules! sources_of {
            ($code:literal) => {
                [
                    include_str!(concat!("locales/", $code, ".ftl")),
                    include_str!(concat!("locales/via-nebula/", $code, ".ftl")),
                    include_str!(concat!("locales/nova-luna/", $code, ".ftl")),
                ]
            };
        }
        let sources = match lang {
            Lang::En => sources_of!("en"),
            Lang::Fr => sources_of!("fr"),
            Lang::Pl => sources_of!("pl"),
        };
        sources[self as usize]
    }
}

/// A value given to a message: text (a player's name, a file name) or a number (which
/// selects plural forms: Polish has one, few and many).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(f64),
}

/// Whether a text (a name, a card's name) begins with a vowel sound as French elision hears it: a vowel letter,
/// accented or not, or Y ("d’Yves"); an H is taken as sounded ("de Hugo"), the safe choice
/// for names. Isolation marks and other invisible characters before the name are skipped.
pub fn starts_with_vowel(name: &str) -> bool {
    name.chars()
        .find(|c| c.is_alphanumeric())
        .and_then(|c| c.to_lowercase().next())
        .is_some_and(|c| "aeiouyàâäáãåæéèêëíìîïóòôöõœúùûüýÿ".contains(c))
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Text(s.clone())
    }
}
impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Number(n as f64)
    }
}
impl From<u32> for Arg {
    fn from(n: u32) -> Self {
        Arg::Number(n as f64)
    }
}
impl From<u64> for Arg {
    fn from(n: u64) -> Self {
        Arg::Number(n as f64)
    }
}
impl From<i64> for Arg {
    fn from(n: i64) -> Self {
        Arg::Number(n as f64)
    }
}

/// Builds the bundle of one part of a language's catalogue (`None`: the whole catalogue, as
/// the tests check it), from the catalogues compiled into the binary. Fails with the parse or
/// duplicate-id errors, which a test turns into a red build.
pub fn build_bundle(
    lang: Lang,
    part: Option<Part>,
) -> Result<FluentBundle<FluentResource>, String> {
    let source = match part {
        Some(part) => part.source(lang).to_string(),
        None => lang.catalogue(),
    };
    bundle_from(lang, source)
}

fn bundle_from(lang: Lang, source: String) -> Result<FluentBundle<FluentResource>, String> {
    let resource = FluentResource::try_new(source)
        .map_err(|(_, errors)| format!("{}.ftl does not parse: {errors:?}", lang.code()))?;
    let langid =
        lang.code().parse().map_err(|e| format!("bad language id {}: {e:?}", lang.code()))?;
    let mut bundle = FluentBundle::new(vec![langid]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).map_err(|errors| {
        format!("{}.ftl has duplicate or bad entries: {errors:?}", lang.code())
    })?;
    Ok(bundle)
}

type Bundles = [[std::cell::OnceCell<FluentBundle<FluentResource>>; 3]; 3];

/// Where a part's text comes from when it was not given ([`give`]): the catalogues compiled
/// into the binary. The page's home app has none: it fetches only the language it shows
/// (docs/performance.md "A phone's first visit"), so its wasm must not reach `Part::source`, and in
/// the browser the compiled catalogues answer only once [`use_compiled_catalogues`] has been
/// called (the table's app) or with the `compiled-catalogues` feature (the browser tests).
type Compiled = Option<fn(Part, Lang) -> &'static str>;

#[cfg(any(not(target_arch = "wasm32"), feature = "compiled-catalogues"))]
const COMPILED_AT_START: Compiled = Some(Part::source);
#[cfg(all(target_arch = "wasm32", not(feature = "compiled-catalogues")))]
const COMPILED_AT_START: Compiled = None;

thread_local! {
    // One per language and part, built on its first use (the browser has one thread): the
    // page starts by parsing only the part it shows, in the language it shows.
    static BUNDLES: Bundles = Default::default();
    static COMPILED: std::cell::Cell<Compiled> = const { std::cell::Cell::new(COMPILED_AT_START) };
}

/// Lets the catalogues compiled into this binary answer (the table's app, which has them).
pub fn use_compiled_catalogues() {
    COMPILED.with(|compiled| compiled.set(Some(Part::source)));
}

/// Gives the text of a part fetched at run time (the page's home app): parsed now, so a part
/// that does not parse is refused here and never reaches a page.
pub fn give(lang: Lang, part: Part, source: String) -> Result<(), String> {
    let bundle = bundle_from(lang, source)?;
    BUNDLES.with(|bundles| {
        let _ = bundles[lang.index()][part as usize].set(bundle);
    });
    Ok(())
}

/// Whether a part can be shown now: given, or compiled in.
pub fn has(lang: Lang, part: Part) -> bool {
    COMPILED.with(std::cell::Cell::get).is_some()
        || BUNDLES.with(|bundles| bundles[lang.index()][part as usize].get().is_some())
}

/// The bundle of one part, built on first use from the compiled catalogues (a catalogue that
/// does not build is a bug the tests catch, never a player's input); `None` when the part
/// was neither given nor compiled in.
fn bundle_of(bundles: &Bundles, lang: Lang, part: Part) -> Option<&FluentBundle<FluentResource>> {
    let cell = &bundles[lang.index()][part as usize];
    if let Some(bundle) = cell.get() {
        return Some(bundle);
    }
    let source = COMPILED.with(std::cell::Cell::get)?(part, lang);
    Some(
        cell.get_or_init(|| {
            bundle_from(lang, source.to_string()).unwrap_or_else(|e| panic!("{e}"))
        }),
    )
}

/// Formats a message. `id` is `message` or `message.attribute`. Returns the formatted text
/// and the formatting errors (an unknown id, a missing argument...), for the tests.
pub fn format(lang: Lang, id: &str, args: &[(&str, Arg)]) -> (String, Vec<String>) {
    BUNDLES.with(|bundles| {
        let Some(bundle) = bundle_of(bundles, lang, Part::of(id)) else {
            return (
                id.to_string(),
                vec![format!("{}: {id}: its catalogue is not here yet", lang.code())],
            );
        };
        let (message_id, attribute) = match id.split_once('.') {
            Some((m, a)) => (m, Some(a)),
            None => (id, None),
        };
        let Some(message) = bundle.get_message(message_id) else {
            return (id.to_string(), vec![format!("{}: no message {message_id}", lang.code())]);
        };
        let pattern = match attribute {
            Some(a) => message.get_attribute(a).map(|attr| attr.value()),
            None => message.value(),
        };
        let Some(pattern) = pattern else {
            return (
                id.to_string(),
                vec![format!("{}: message {id} has no such value", lang.code())],
            );
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            let value: FluentValue = match value {
                // Every text comes with its sound, so a sentence can elide before a name
                // or a card's (French "d’Ada", "de Bob"): `$x-vowel` is "yes" or "no".
                Arg::Text(s) => {
                    let vowel = if starts_with_vowel(s) { "yes" } else { "no" };
                    fluent_args.set(format!("{name}-vowel"), FluentValue::from(vowel));
                    FluentValue::String(Cow::Owned(s.clone()))
                }
                Arg::Number(n) => {
                    fluent_args.set(format!("{name}-vowel"), FluentValue::from("no"));
                    FluentValue::from(*n)
                }
            };
            fluent_args.set(name.to_string(), value);
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned();
        (text, errors.into_iter().map(|e| format!("{}: {id}: {e}", lang.code())).collect())
    })
}

/// The translation of `id` with arguments. A missing message shows its id (the tests make
/// sure that never ships).
pub fn t(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    format(lang, id, args).0
}

/// The translation of a message without arguments.
pub fn tr(lang: Lang, id: &str) -> String {
    t(lang, id, &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negotiation_takes_the_first_language_we_speak() {
        assert_eq!(Lang::negotiate(&["fr-CA", "en-US"]), Lang::Fr);
        assert_eq!(Lang::negotiate(&["pl-PL"]), Lang::Pl);
        assert_eq!(Lang::negotiate(&["de-DE", "pl"]), Lang::Pl);
        assert_eq!(Lang::negotiate(&["de-DE", "es"]), Lang::En);
        assert_eq!(Lang::negotiate::<&str>(&[]), Lang::En);
        assert_eq!(Lang::negotiate(&["FR_be"]), Lang::Fr);
    }

    #[test]
    fn isolation_marks_are_off() {
        let text = t(Lang::En, "notice-imported", &[("title", "Ada's game".into())]);
        assert_eq!(text, "Imported “Ada's game”.");
    }
}
