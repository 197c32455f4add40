//! The translation catalogues are complete and consistent:
//! - every message and attribute of one catalogue exists in the others, with the same
//!   variables;
//! - every message id the Rust code asks for exists, with exactly the arguments it gives;
//! - every message formats without error in every language, whatever the numbers;
//! - Polish plurals take their three forms;
//! - each game's file holds only ids with its prefix, which is how a message finds its part
//!   (the parts are parsed apart, on first use).

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use fluent_syntax::ast;
use moonvale_table::i18n::{build_bundle, format, t, Arg, Lang, Part};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// "id" or "id.attribute" -> the variables it references.
type Catalogue = BTreeMap<String, BTreeSet<String>>;

fn variables_of_inline(expr: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match expr {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                variables_of_inline(a, out);
            }
            for a in &arguments.named {
                variables_of_inline(&a.value, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => variables_of_expression(expression, out),
        _ => {}
    }
}

fn variables_of_expression(expr: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expr {
        ast::Expression::Select { selector, variants } => {
            variables_of_inline(selector, out);
            for v in variants {
                variables_of_pattern(&v.value, out);
            }
        }
        ast::Expression::Inline(inline) => variables_of_inline(inline, out),
    }
}

fn variables_of_pattern(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            variables_of_expression(expression, out);
        }
    }
}

/// The variables a message is given: `$x-vowel` is not given, it comes with every text `$x`
/// (`i18n::format`), so it counts as `$x`.
fn given(mut vars: BTreeSet<String>) -> BTreeSet<String> {
    let derived: Vec<String> = vars.iter().filter(|v| v.ends_with("-vowel")).cloned().collect();
    for var in derived {
        vars.remove(&var);
        vars.insert(var.trim_end_matches("-vowel").to_string());
    }
    vars
}

fn catalogue(lang: Lang) -> Catalogue {
    let source = lang.catalogue();
    let resource = fluent_syntax::parser::parse(source.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{}.ftl does not parse: {errors:?}", lang.code()));
    let mut out = Catalogue::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(message) => {
                let id = message.id.name.to_string();
                if let Some(value) = &message.value {
                    let mut vars = BTreeSet::new();
                    variables_of_pattern(value, &mut vars);
                    assert!(
                        out.insert(id.clone(), given(vars)).is_none(),
                        "{}: {id} defined twice",
                        lang.code()
                    );
                }
                for attribute in &message.attributes {
                    let mut vars = BTreeSet::new();
                    variables_of_pattern(&attribute.value, &mut vars);
                    out.insert(format!("{id}.{}", attribute.id.name), given(vars));
                }
            }
            ast::Entry::Junk { content } => panic!("{}.ftl has junk: {content}", lang.code()),
            _ => {}
        }
    }
    out
}

#[test]
fn every_catalogue_has_the_same_messages_attributes_and_variables() {
    let reference = catalogue(Lang::En);
    assert!(reference.len() > 40, "the English catalogue looks empty");
    let mut problems = Vec::new();
    for lang in [Lang::Fr, Lang::Pl] {
        let other = catalogue(lang);
        for (id, vars) in &reference {
            match other.get(id) {
                None => problems.push(format!("{id} is missing from {}.ftl", lang.code())),
                Some(v) if v != vars => {
                    problems.push(format!("{id}: en uses {vars:?}, {} uses {v:?}", lang.code()))
                }
                Some(_) => {}
            }
        }
        for id in other.keys().filter(|id| !reference.contains_key(*id)) {
            problems.push(format!("{id} is in {}.ftl but missing from en.ftl", lang.code()));
        }
    }
    assert!(problems.is_empty(), "catalogues differ:\n{}", problems.join("\n"));
}

#[test]
fn every_message_formats_without_errors_in_every_language() {
    let reference = catalogue(Lang::En);
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        for (id, vars) in &reference {
            // Numbers chosen to hit every plural category of en, fr and pl.
            for n in [0.0, 1.0, 2.0, 5.0, 12.0, 22.0, 101.0, 1.5] {
                let args: Vec<(&str, Arg)> =
                    vars.iter().map(|v| (v.as_str(), Arg::Number(n))).collect();
                let (text, errors) = format(lang, id, &args);
                problems.extend(errors);
                if text.trim().is_empty() {
                    problems.push(format!("{}: {id} is empty", lang.code()));
                }
            }
            let args: Vec<(&str, Arg)> =
                vars.iter().map(|v| (v.as_str(), Arg::Text("Ada".into()))).collect();
            problems.extend(format(lang, id, &args).1);
        }
    }
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "formatting errors:\n{}", problems.join("\n"));
}

/// A call `t(lang, "id", &[("name", ...), ...])` or `tr(lang, "id")` found in the source.
#[derive(Debug)]
struct Use {
    file: String,
    id: String,
    /// The argument names, when the call gives a literal list.
    args: Option<BTreeSet<String>>,
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// Finds the translation calls of one source file. The layer's calls always put the id
/// as a string literal right after the language, so a textual scan is exact enough; the
/// test also requires it to find many calls, so a broken scan cannot pass silently.
fn scan(file: &str, source: &str, out: &mut Vec<Use>) {
    let bytes = source.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        // `frame_text` reads a message the build copied into the page (the words shown when
        // the catalogue itself could not be fetched).
        let call = if bytes[i..].starts_with(b"tr(") {
            Some(3)
        } else if bytes[i..].starts_with(b"frame_text(") {
            Some(11)
        } else if bytes[i..].starts_with(b"t(") {
            Some(2)
        } else {
            None
        };
        let Some(skip) = call.filter(|_| {
            i == 0 || !(is_ident(bytes[i - 1]) || bytes[i - 1] == b'.' || bytes[i - 1] == b':')
        }) else {
            i += 1;
            continue;
        };
        let with_args = skip == 2;
        let mut j = i + skip;
        // The language argument: up to the first comma at depth 0.
        let mut depth = 0;
        while j < bytes.len() {
            match bytes[j] {
                b'(' | b'[' => depth += 1,
                b')' | b']' if depth == 0 => break,
                b')' | b']' => depth -= 1,
                b',' if depth == 0 => break,
                _ => {}
            }
            j += 1;
        }
        if j >= bytes.len() || bytes[j] != b',' {
            i += 1;
            continue;
        }
        j += 1;
        while j < bytes.len() && bytes[j].is_ascii_whitespace() {
            j += 1;
        }
        if j >= bytes.len() || bytes[j] != b'"' {
            i += 1;
            continue;
        }
        let end = j + 1 + source[j + 1..].find('"').expect("closed string");
        let id = source[j + 1..end].to_string();
        let mut args = None;
        if with_args {
            let rest = source[end + 1..].trim_start();
            let rest = rest.strip_prefix(',').map(str::trim_start).unwrap_or(rest);
            if let Some(list) = rest.strip_prefix("&[") {
                // The list ends at the matching `]`.
                let mut depth = 0;
                let mut close = 0;
                for (k, c) in list.char_indices() {
                    match c {
                        '[' | '(' => depth += 1,
                        ')' => depth -= 1,
                        ']' if depth == 0 => {
                            close = k;
                            break;
                        }
                        ']' => depth -= 1,
                        _ => {}
                    }
                }
                let list = &list[..close];
                let names = list
                    .match_indices("(\"")
                    .map(|(k, _)| {
                        let start = k + 2;
                        list[start..start + list[start..].find('"').unwrap()].to_string()
                    })
                    .collect();
                args = Some(names);
            }
        } else {
            args = Some(BTreeSet::new());
        }
        out.push(Use { file: file.to_string(), id, args });
        i = end;
    }
}

fn scan_dir(dir: &Path, out: &mut Vec<Use>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            scan_dir(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs")
            && !path.ends_with("tests/table/i18n_catalogues.rs")
        {
            // This file's own calls test the layer; they are not uses of its messages.
            let source = std::fs::read_to_string(&path).unwrap();
            scan(&path.display().to_string(), &source, out);
        }
    }
}

#[test]
fn every_id_the_code_uses_exists_with_the_arguments_it_gives() {
    let mut uses = Vec::new();
    // The app's own code and the crates below it (the table's messages, the tutorials).
    let top = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    scan_dir(&top.join("src"), &mut uses);
    scan_dir(&top.join("crates"), &mut uses);
    let ui_uses = uses.iter().filter(|u| u.file.contains("ui")).count();
    assert!(
        ui_uses > 40,
        "the scan found only {ui_uses} translation calls in src/ui: is it broken?"
    );
    let reference = catalogue(Lang::En);
    let mut problems = Vec::new();
    for u in &uses {
        match reference.get(&u.id) {
            None => problems.push(format!("{}: {} is not in the catalogues", u.file, u.id)),
            Some(vars) => {
                if let Some(args) = &u.args {
                    if args != vars {
                        problems.push(format!(
                            "{}: {} is given {args:?} but uses {vars:?}",
                            u.file, u.id
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));

    // The shell's own catalogue holds no dead messages (the games' files may build ids
    // from data, e.g. a card's key, so they are not held to this).
    let used: BTreeSet<&str> = uses.iter().map(|u| u.id.as_str()).collect();
    let shell = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n/locales/en.ftl"),
    )
    .unwrap();
    let shell = fluent_syntax::parser::parse(shell.as_str()).expect("en.ftl parses");
    let unused: Vec<&str> = shell
        .body
        .iter()
        .filter_map(|entry| match entry {
            ast::Entry::Message(m) => Some(m.id.name),
            _ => None,
        })
        .filter(|id| !used.contains(id))
        .collect();
    assert!(
        unused.is_empty(),
        "messages of en.ftl no code uses (remove them or use them): {unused:?}"
    );
}

#[test]
fn the_scan_reads_calls_spread_over_lines() {
    let mut uses = Vec::new();
    scan("x.rs", "let a = t(\n    lang,\n    \"m-one\",\n    &[(\"x\", 1.into()), (\"y\", f(2).into())],\n); tr(l, \"m-two\"); foo.t(l, \"no\"); format(l, \"no\", &[]);", &mut uses);
    let ids: Vec<_> = uses.iter().map(|u| u.id.as_str()).collect();
    assert_eq!(ids, ["m-one", "m-two"]);
    assert_eq!(uses[0].args.as_ref().unwrap().iter().collect::<Vec<_>>(), ["x", "y"]);
}

#[test]
fn polish_counts_take_their_plural_forms() {
    let count = |n: usize| t(Lang::Pl, "saved-count", &[("count", n.into())]);
    assert_eq!(count(0), "Brak zapisanych gier.");
    assert_eq!(count(1), "Jedna zapisana gra.");
    assert_eq!(count(2), "2 zapisane gry.");
    assert_eq!(count(4), "4 zapisane gry.");
    assert_eq!(count(5), "5 zapisanych gier.");
    assert_eq!(count(12), "12 zapisanych gier.");
    assert_eq!(count(22), "22 zapisane gry.");
    assert_eq!(count(25), "25 zapisanych gier.");
}

#[test]
fn french_and_english_counts() {
    assert_eq!(
        t(Lang::Fr, "saved-count", &[("count", 0usize.into())]),
        "Aucune partie enregistrée."
    );
    assert_eq!(t(Lang::Fr, "saved-count", &[("count", 1usize.into())]), "Une partie enregistrée.");
    assert_eq!(t(Lang::Fr, "saved-count", &[("count", 3usize.into())]), "3 parties enregistrées.");
    assert_eq!(t(Lang::En, "saved-count", &[("count", 1usize.into())]), "One saved game.");
    assert_eq!(t(Lang::En, "saved-count", &[("count", 7usize.into())]), "7 saved games.");
}

#[test]
fn a_missing_message_is_reported_and_shows_its_id() {
    let (text, errors) = format(Lang::Fr, "no-such-message", &[]);
    assert_eq!(text, "no-such-message");
    assert_eq!(errors.len(), 1);
}

/// The count placeables a pattern shows outside any plural choice, each with the text that
/// follows it: `{ $count } wood` outside a select is a count the plural rules never see.
fn bare_counts(pattern: &ast::Pattern<&str>, out: &mut Vec<String>) {
    let elements = &pattern.elements;
    for (i, element) in elements.iter().enumerate() {
        let ast::PatternElement::Placeable { expression } = element else { continue };
        match expression {
            ast::Expression::Inline(ast::InlineExpression::VariableReference { id })
                if id.name == "count" =>
            {
                let next = match elements.get(i + 1) {
                    Some(ast::PatternElement::TextElement { value }) => value.to_string(),
                    _ => String::new(),
                };
                if next.starts_with(' ') && next[1..].starts_with(|c: char| c.is_alphabetic()) {
                    out.push(next);
                }
            }
            // Inside a select each variant is one plural form: a count there is counted.
            ast::Expression::Select { .. } => {}
            ast::Expression::Inline(_) => {}
        }
    }
}

/// docs/table-screen.md "One voice": a count followed by a word goes through the language's plural
/// rules (a select on `$count`), in every catalogue of both games and the shell: no "3 pierre".
#[test]
fn a_count_before_a_word_takes_the_plural_rules() {
    // The check sees a bare count, and not a counted one.
    let sample = fluent_syntax::parser::parse(
        "a = prend { $count } pierre\nb = { $count ->\n   *[other] { $count } pierres\n}\n",
    )
    .unwrap();
    let found: Vec<usize> = sample
        .body
        .iter()
        .map(|e| match e {
            ast::Entry::Message(m) => {
                let mut out = Vec::new();
                bare_counts(m.value.as_ref().unwrap(), &mut out);
                out.len()
            }
            _ => 0,
        })
        .collect();
    assert_eq!(found, [1, 0]);
    let mut problems = Vec::new();
    for lang in [Lang::En, Lang::Fr, Lang::Pl] {
        let source = lang.catalogue();
        let resource = fluent_syntax::parser::parse(source.as_str()).expect("parses");
        for entry in &resource.body {
            let ast::Entry::Message(message) = entry else { continue };
            let mut found = Vec::new();
            if let Some(value) = &message.value {
                bare_counts(value, &mut found);
            }
            for attribute in &message.attributes {
                bare_counts(&attribute.value, &mut found);
            }
            for next in found {
                problems.push(format!(
                    "{}: {} has {{ $count }}{next}",
                    lang.code(),
                    message.id.name
                ));
            }
        }
    }
    assert!(problems.is_empty(), "counts outside a plural choice:\n{}", problems.join("\n"));
    // And the forms come out right where the issue saw them go wrong.
    assert_eq!(t(Lang::Fr, "vn-res-count-stone", &[("count", 3usize.into())]), "3 pierres");
    assert_eq!(t(Lang::Fr, "vn-res-count-stone", &[("count", 1usize.into())]), "1 pierre");
    assert_eq!(t(Lang::Pl, "vn-res-count-stone", &[("count", 3usize.into())]), "3 kamienie");
    assert_eq!(t(Lang::Pl, "vn-res-count-stone", &[("count", 5usize.into())]), "5 kamieni");
    assert_eq!(t(Lang::En, "vn-res-count-stone", &[("count", 3usize.into())]), "3 stone");
}

/// docs/table-screen.md "One voice": the same thing has the same name on every screen of both
/// games: a seat played by someone at the device is "a person" (not "human"), the way back
/// is "Home". Every catalogue (shell and games) is searched for the other words.
#[test]
fn the_same_things_have_the_same_words_everywhere() {
    let avoided: [(Lang, &[&str]); 3] = [
        (Lang::En, &["human", "back to the home screen", "go back home"]),
        (Lang::Fr, &["humain", "retour à l’accueil", "retour à l'accueil", "revenir à l’accueil"]),
        (Lang::Pl, &["człowiek", "powrót do ekranu głównego", "wróć do ekranu głównego"]),
    ];
    let mut problems = Vec::new();
    for (lang, words) in avoided {
        let source = lang.catalogue();
        let resource = fluent_syntax::parser::parse(source.as_str()).expect("parses");
        for entry in &resource.body {
            let ast::Entry::Message(message) = entry else { continue };
            let mut text = String::new();
            let mut collect = |p: &ast::Pattern<&str>| {
                for e in &p.elements {
                    if let ast::PatternElement::TextElement { value } = e {
                        text.push_str(value);
                    }
                }
            };
            if let Some(value) = &message.value {
                collect(value);
                for element in &value.elements {
                    if let ast::PatternElement::Placeable {
                        expression: ast::Expression::Select { variants, .. },
                    } = element
                    {
                        for v in variants {
                            collect(&v.value);
                        }
                    }
                }
            }
            let lower = text.to_lowercase();
            for word in words {
                if lower.contains(word) {
                    problems.push(format!("{}: {} says \"{word}\"", lang.code(), message.id.name));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    for lang in [Lang::En, Lang::Fr, Lang::Pl] {
        assert_eq!(
            moonvale_table::i18n::tr(lang, "player-human"),
            moonvale_table::i18n::tr(lang, "seat-human")
                .trim_start_matches("a ")
                .trim_start_matches("une ")
                .to_string(),
            "{}: the players list and the seat choice name a person alike",
            lang.code()
        );
    }
}

#[test]
fn each_part_holds_exactly_the_ids_that_name_it() {
    for lang in Lang::ALL {
        build_bundle(lang, None).unwrap_or_else(|e| panic!("{e}"));
        for part in Part::ALL {
            build_bundle(lang, Some(part)).unwrap_or_else(|e| panic!("{e}"));
            let resource = fluent_syntax::parser::parse(part.source(lang)).expect("parses");
            let mut ids = 0;
            for entry in &resource.body {
                let name = match entry {
                    ast::Entry::Message(m) => m.id.name,
                    ast::Entry::Term(t) => t.id.name,
                    _ => continue,
                };
                ids += 1;
                assert_eq!(Part::of(name), part, "{}: {name} is in the {part:?} file", lang.code());
            }
            assert!(ids > 100, "{}: the {part:?} part has only {ids} ids", lang.code());
        }
    }
    // A message of each part formats through its own part's bundle.
    assert_eq!(t(Lang::En, "vn-side", &[]), "Board side");
    assert_eq!(t(Lang::En, "nl-colour-red", &[]), "red");
}

/// The variables that hold a player's name (or names joined by commas), and a card's name
/// (a name too, before which French elides: "le pouvoir d’Abondance").
const NAMED: [&str; 5] = ["player", "name", "winners", "players", "card"];
/// Of those, the players' names.
const PEOPLE: [&str; 4] = ["player", "name", "winners", "players"];

/// Every message that joins a name reads well whatever the name: French elides before a
/// vowel ("d’Ordinateur 2", "qu’Ada", never "de Ordinateur 2"), English never makes a
/// possessive of a name ("Me’s craftsman"), and Polish, which would decline a name, puts it
/// where it stays in the nominative (after "gracza", a colon, or as the subject).
#[test]
fn every_line_that_joins_a_name_reads_well_with_any_name() {
    let names = ["Ordinateur 2", "Ada", "Évelyne", "Yves", "Bob", "Me", "Komputer 2", "Hugo"];
    let vowel = |name: &str| moonvale_table::i18n::starts_with_vowel(name);
    // The words a Polish name may follow and stay in the nominative.
    let polish_before =
        ["", "gracza", "wygrywa", "wygrał(a)", "razem", "jestem", "ją", "które", "dlaczego"];
    let mut problems = Vec::new();
    let mut joined = 0;
    for (id, vars) in catalogue(Lang::En) {
        let named: Vec<&str> = NAMED.into_iter().filter(|v| vars.contains(*v)).collect();
        if named.is_empty() {
            continue;
        }
        joined += 1;
        for lang in Lang::ALL {
            // The name tried goes to the people (a card named "Magasin"), then to the card
            // (the people named "Bob").
            for (people, name) in names.iter().flat_map(|n| [(true, *n), (false, *n)]) {
                let args: Vec<(&str, Arg)> = vars
                    .iter()
                    .map(|v| {
                        let value = match (PEOPLE.contains(&v.as_str()), v == "card") {
                            (true, _) => Arg::Text(if people { name } else { "Bob" }.into()),
                            (_, true) => Arg::Text(if people { "Magasin" } else { name }.into()),
                            _ => Arg::Number(3.0),
                        };
                        (v.as_str(), value)
                    })
                    .collect();
                let (text, errors) = format(lang, &id, &args);
                problems.extend(errors);
                let bad = match lang {
                    Lang::Fr if vowel(name) => [format!("de {name}"), format!("que {name}")]
                        .into_iter()
                        .find(|b| text.contains(b.as_str())),
                    Lang::Fr => [format!("d’{name}"), format!("qu’{name}")]
                        .into_iter()
                        .find(|b| text.contains(b.as_str())),
                    Lang::En if people => [format!("{name}’s"), format!("{name}'s")]
                        .into_iter()
                        .find(|b| text.contains(b.as_str())),
                    // A card's name may be declined as any noun; a person's may not.
                    Lang::En => None,
                    Lang::Pl if !people => None,
                    Lang::Pl => text.match_indices(name).find_map(|(at, _)| {
                        let before = text[..at].split_whitespace().last().unwrap_or("");
                        let word = before.to_lowercase();
                        let fine = polish_before.contains(&word.as_str())
                            || word.ends_with([':', '.', '!', '(']);
                        (!fine).then(|| format!("“{before} {name}”"))
                    }),
                };
                if let Some(bad) = bad {
                    problems.push(format!("{}: {id} says {bad}: {text}", lang.code()));
                }
            }
        }
    }
    assert!(joined > 60, "only {joined} messages join a name: is the list of variables right?");
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{} lines read badly:\n{}", problems.len(), problems.join("\n"));
}
