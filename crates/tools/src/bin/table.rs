//! `table`: play Via Nebula or Nova Luna from a terminal or a script, with JSON in and out.
//! See `crates/tools/src/bin/TABLE.md` for every command and the JSON formats.

// A panic is for a broken invariant only: each remaining `expect` says in words why it
// cannot fail.
#![warn(clippy::unwrap_used, clippy::expect_used)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used))]

// The table is a native program; the crate's browser build compiles an empty one.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    native::main()
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use moonvale_rules::core::GameKind;
    use moonvale_tools::cli::{self, CliError, TableFile};
    use moonvale_tools::tournament as ai;
    use serde_json::{json, Value};
    use std::collections::BTreeMap;
    use std::io::{Read, Write};
    use std::process::ExitCode;

    use moonvale_rules::with_game;

    const USAGE: &str = "\
    usage:
      table new <via-nebula|nova-luna> [--seed N] [--options JSON] [--KEY VALUE]... [-o FILE]
      table show FILE [--seat N]        the state (or what seat N may see) and the legal actions
      table legal FILE                  the legal actions
      table apply FILE ACTION_JSON [-o OUT]   apply an action (FILE is rewritten unless -o)
      table undo FILE [-o OUT]          take back the last action, if the rules allow
      table score FILE                  the score breakdown and, once over, the outcome
      table replay LOG [-o OUT]         rebuild a game from {kind, options, seed, actions}
                                        or a shared-game or problem-report file (a report's events are checked)
      table play <game> [--games N] [--seed N] [--max-actions N] [--KEY VALUE]...
                                        N games between random players: wins, scores, lengths
      table think FILE [--bot LEVEL] [--iterations N] [--seed S]
      table review FILE [--seats 0,1] [--iterations N] [--seed S]
                                        what a computer would play for the seat to act (its view only)
      table tournament <game> --bots hard,flat[,...] [--games N] [--seed S] [--threads T] [--record FILE [--play N]] [--KEY VALUE]...
                                        bots rotating through the seats: wins, scores, time per move;
                                        --record: each game kept in FILE as it ends, and run again, the rest played
      table balance [--players 2,3,4] [--side beginner,expert] [--bot medium] [--games N] [--seed S] [--threads T] [--content DIR] [--report DIR]
                                        Via Nebula self-play figures (DIR/BALANCE.md with charts); --content: a folder
                                        whose boards.json, tokens.json, cards.json replace the built-in ones
      table fuzz [--inputs N] [--seed S] [--entry NAME,...] [--threads T]
                                        N generated and mutated inputs for each entry point that reads outside data
      table soak [--games N] [--game via-nebula,nova-luna] [--seed S] [--threads T]
                                        N random games of each game, spread over every setting, checked after every action
      table archive [--games N] [--seed S] -o FILE
                                        N finished games as the browser stores them (localStorage keys and texts), for storage tests
      table help [COMMAND]              this text, or the usage of one command (also --help)
    FILE or LOG may be '-' for standard input; without -o, results go to standard output.";

    /// The usage of one command: its lines of `USAGE` (a command line and the lines that
    /// continue it), or the whole text for an unknown command.
    fn usage_of(command: &str) -> String {
        let mut lines = Vec::new();
        let mut inside = false;
        for line in USAGE.lines() {
            let trimmed = line.trim_start();
            if let Some(rest) = trimmed.strip_prefix("table ") {
                inside = rest.split_whitespace().next() == Some(command);
            } else if !line.starts_with("        ") {
                inside = false;
            }
            if inside {
                lines.push(trimmed);
            }
        }
        if lines.is_empty() {
            USAGE.to_string()
        } else {
            format!("usage:\n  {}", lines.join("\n  "))
        }
    }

    /// `table --help`, `table -h`, `table help` and `table help COMMAND` (also
    /// `table COMMAND --help`): the usage text, if asked for.
    fn help_request(raw: &[String]) -> Option<String> {
        let asked = |a: &String| a == "--help" || a == "-h";
        let first = raw.first()?;
        if first == "help" || asked(first) {
            return Some(
                raw.get(1).filter(|a| !asked(a)).map_or(USAGE.to_string(), |c| usage_of(c)),
            );
        }
        raw.iter().any(asked).then(|| usage_of(first))
    }

    struct Args {
        positional: Vec<String>,
        flags: BTreeMap<String, String>,
    }

    fn parse_args(raw: &[String]) -> Result<Args, CliError> {
        let mut positional = Vec::new();
        let mut flags = BTreeMap::new();
        let mut i = 0;
        while i < raw.len() {
            let arg = &raw[i];
            if let Some(key) = arg.strip_prefix("--").or_else(|| (arg == "-o").then_some("o")) {
                if key.is_empty() {
                    return Err(CliError::usage("empty flag"));
                }
                let value = raw
                    .get(i + 1)
                    .ok_or_else(|| CliError::usage(format!("--{key} needs a value")))?;
                flags.insert(key.to_string(), value.clone());
                i += 2;
            } else {
                positional.push(arg.clone());
                i += 1;
            }
        }
        Ok(Args { positional, flags })
    }

    fn read_input(path: &str) -> Result<String, CliError> {
        if path == "-" {
            let mut s = String::new();
            std::io::stdin()
                .read_to_string(&mut s)
                .map_err(|e| CliError::input(format!("reading stdin: {e}")))?;
            Ok(s)
        } else {
            std::fs::read_to_string(path)
                .map_err(|e| CliError::input(format!("reading {path}: {e}")))
        }
    }

    fn kind_of(text: &str) -> Result<GameKind, CliError> {
        let value: Value =
            serde_json::from_str(text).map_err(|e| CliError::input(format!("not JSON: {e}")))?;
        let kind = match value.get("kind") {
            None => return Err(CliError::input("no \"kind\" field")),
            Some(Value::String(kind)) => kind,
            Some(other) => {
                return Err(CliError::input(format!(
                    "the field \"kind\" must be a string, via-nebula or nova-luna, not {other}"
                )))
            }
        };
        GameKind::parse(kind).ok_or_else(|| CliError::input(format!("unknown game kind {kind:?}")))
    }

    fn parse_kind(name: Option<&String>) -> Result<GameKind, CliError> {
        let name = name.ok_or_else(|| CliError::usage("which game? via-nebula or nova-luna"))?;
        GameKind::parse(name).ok_or_else(|| {
            CliError::usage(format!("unknown game {name:?}: via-nebula or nova-luna"))
        })
    }

    fn number(flags: &BTreeMap<String, String>, key: &str, default: u64) -> Result<u64, CliError> {
        match flags.get(key) {
            None => Ok(default),
            Some(v) => v.parse().map_err(|_| {
                let digits = !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit());
                CliError::usage(if digits {
                    format!("--{key} {v} is too large: at most {} (64 bits)", u64::MAX)
                } else {
                    format!("--{key} must be a whole number")
                })
            }),
        }
    }

    /// Where a result goes: a file if `-o` (or the in-place file) is given, else stdout.
    fn write_table<G: moonvale_rules::core::Game>(
        table: &TableFile<G>,
        target: Option<&str>,
    ) -> Result<Option<Value>, CliError> {
        match target {
            Some(path) if path != "-" => {
                let text =
                    serde_json::to_string(table).map_err(|e| CliError::input(e.to_string()))?;
                std::fs::write(path, text)
                    .map_err(|e| CliError::input(format!("writing {path}: {e}")))?;
                Ok(None)
            }
            _ => Ok(Some(serde_json::to_value(table).map_err(|e| CliError::input(e.to_string()))?)),
        }
    }

    fn run(raw: &[String]) -> Result<Value, CliError> {
        let Args { positional, mut flags } = parse_args(raw)?;
        let command = positional.first().ok_or_else(|| CliError::usage(USAGE))?.as_str();
        let out = flags.remove("o");
        match command {
            "new" => {
                let kind = parse_kind(positional.get(1))?;
                let seed = number(&flags, "seed", 0)?;
                flags.remove("seed");
                let options_json = flags.remove("options");
                with_game!(kind, G => {
                    let options = cli::build_options::<G>(options_json.as_deref(), &flags)?;
                    let table = cli::new_game::<G>(options, seed)?;
                    Ok(write_table(&table, out.as_deref())?.unwrap_or(json!({"written": out})))
                })
            }
            "show" | "legal" | "score" | "apply" | "undo" => {
                let path = positional
                    .get(1)
                    .ok_or_else(|| CliError::usage(format!("{command} needs a table FILE")))?;
                let text = read_input(path)?;
                let kind = kind_of(&text)?;
                with_game!(kind, G => {
                    let mut table = cli::parse_table::<G>(&text)?;
                    match command {
                        "show" => {
                            let seat = flags.get("seat").map(|s| s.parse::<usize>()).transpose()
                                .map_err(|_| CliError::usage("--seat must be a seat number"))?;
                            if seat.is_some_and(|s| s >= moonvale_rules::core::Game::player_count(&table.session.state)) {
                                return Err(CliError::usage("no such seat"));
                            }
                            Ok(cli::describe(&table, seat))
                        }
                        "legal" => Ok(cli::legal(&table)),
                        "score" => Ok(cli::score(&table)),
                        "apply" => {
                            let action = positional.get(2).ok_or_else(|| CliError::usage("apply needs an ACTION_JSON"))?;
                            let result = cli::apply(&mut table, action)?;
                            let target = out.clone().or_else(|| (path != "-").then(|| path.clone()));
                            match write_table(&table, target.as_deref())? {
                                None => Ok(result),
                                Some(t) => Ok(json!({ "result": result, "table": t })),
                            }
                        }
                        _ => {
                            if !table.session.undo() {
                                return Err(CliError::illegal("nothing can be undone here".into(), Value::Null));
                            }
                            let target = out.clone().or_else(|| (path != "-").then(|| path.clone()));
                            Ok(write_table(&table, target.as_deref())?.unwrap_or(json!({ "undone": true })))
                        }
                    }
                })
            }
            "replay" => {
                let path =
                    positional.get(1).ok_or_else(|| CliError::usage("replay needs a LOG file"))?;
                let text = read_input(path)?;
                let kind = kind_of(&text)?;
                with_game!(kind, G => {
                    let table = cli::replay::<G>(&text)?;
                    Ok(write_table(&table, out.as_deref())?.unwrap_or(json!({"written": out})))
                })
            }
            "play" => {
                let kind = parse_kind(positional.get(1))?;
                let games = number(&flags, "games", 100)? as usize;
                let seed = number(&flags, "seed", 1)?;
                let max_actions = number(&flags, "max-actions", 100_000)? as usize;
                for k in ["games", "seed", "max-actions"] {
                    flags.remove(k);
                }
                let options_json = flags.remove("options");
                with_game!(kind, G => {
                    let options = cli::build_options::<G>(options_json.as_deref(), &flags)?;
                    let result = cli::tournament::<G>(&options, games, seed, max_actions)?;
                    Ok(json!({ "options": options, "result": result }))
                })
            }
            "think" => {
                let path =
                    positional.get(1).ok_or_else(|| CliError::usage("think needs a table FILE"))?;
                let text = read_input(path)?;
                let kind = kind_of(&text)?;
                let mut bot = ai::BotSpec::parse(flags.get("bot").map_or("hard", String::as_str))?;
                if flags.contains_key("iterations") {
                    bot.iterations = Some(number(&flags, "iterations", 0)? as u32);
                }
                let seed = number(&flags, "seed", 0)?;
                with_game!(kind, G => ai::think::<G>(&cli::parse_table::<G>(&text)?, bot, seed))
            }
            "review" => {
                let path = positional
                    .get(1)
                    .ok_or_else(|| CliError::usage("review needs a table FILE"))?;
                let text = read_input(path)?;
                let kind = kind_of(&text)?;
                let iterations = flags
                    .contains_key("iterations")
                    .then(|| number(&flags, "iterations", 0).map(|n| n as u32))
                    .transpose()?;
                let seed = number(&flags, "seed", 0)?;
                let seats = flags
                    .get("seats")
                    .map(|list| {
                        list.split(',')
                            .map(|s| s.trim().parse::<usize>())
                            .collect::<Result<Vec<_>, _>>()
                            .map_err(|_| CliError::usage("--seats takes seat numbers: 0,2"))
                    })
                    .transpose()?;
                with_game!(kind, G => ai::review::<G>(&cli::parse_table::<G>(&text)?, seats.as_deref(), iterations, seed))
            }
            "tournament" => {
                let kind = parse_kind(positional.get(1))?;
                let bots = flags.remove("bots").ok_or_else(|| CliError::usage("--bots a,b,..."))?;
                let bots =
                    bots.split(',').map(ai::BotSpec::parse).collect::<Result<Vec<_>, _>>()?;
                let games = number(&flags, "games", 20)? as usize;
                let seed = number(&flags, "seed", 1)?;
                let threads = number(&flags, "threads", 1)? as usize;
                let play =
                    flags.contains_key("play").then(|| number(&flags, "play", 0)).transpose()?;
                for k in ["games", "seed", "threads", "play"] {
                    flags.remove(k);
                }
                let record = flags.remove("record").map(std::path::PathBuf::from);
                if play.is_some() && record.is_none() {
                    return Err(CliError::usage("--play counts the games a --record FILE lacks"));
                }
                let options_json = flags.remove("options");
                with_game!(kind, G => {
                    let options = cli::build_options::<G>(options_json.as_deref(), &flags)?;
                    ai::tournament::<G>(&options, &bots, games, seed, threads, record.as_deref(), play.map(|n| n as usize))
                })
            }
            "balance" => balance(&flags),
            "fuzz" => fuzz(&flags),
            "soak" => soak(&flags),
            "archive" => archive(&flags, out.as_deref()),
            other => Err(CliError::usage(format!("unknown command {other:?}\n{USAGE}"))),
        }
    }

    /// `table fuzz`: bad input for every entry point (`moonvale_tools::fuzz`); exit 1 when any
    /// input panicked, was refused without a message, or changed what was stored.
    #[allow(
        clippy::expect_used,
        reason = "a fuzz worker panics only on a broken invariant, which the run must not hide"
    )]
    fn fuzz(flags: &BTreeMap<String, String>) -> Result<Value, CliError> {
        use moonvale_tools::fuzz::{run, Corpus, EntryReport, ENTRY_POINTS};
        let known = ["inputs", "seed", "entry", "threads"];
        if let Some(k) = flags.keys().find(|k| !known.contains(&k.as_str())) {
            return Err(CliError::usage(format!("fuzz does not know --{k}")));
        }
        let inputs = number(flags, "inputs", 10_000)?;
        let seed = number(flags, "seed", 1)?;
        let threads = number(flags, "threads", 1)?.max(1) as usize;
        let entries: Vec<String> = match flags.get("entry") {
            Some(list) => list.split(',').map(str::to_string).collect(),
            None => ENTRY_POINTS.iter().map(|e| e.to_string()).collect(),
        };
        if let Some(e) = entries.iter().find(|e| !ENTRY_POINTS.contains(&e.as_str())) {
            return Err(CliError::usage(format!(
                "--entry: unknown {e:?}; one of {ENTRY_POINTS:?}"
            )));
        }
        let started = std::time::Instant::now();
        let corpus = Corpus::new(seed);
        let next = std::sync::atomic::AtomicUsize::new(0);
        let mut reports: Vec<(usize, EntryReport)> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|_| {
                    scope.spawn(|| {
                        let mut done = Vec::new();
                        loop {
                            let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                            let Some(entry) = entries.get(i) else { return done };
                            done.push((i, run(&corpus, entry, inputs, seed)));
                        }
                    })
                })
                .collect();
            workers.into_iter().flat_map(|w| w.join().expect("a fuzz worker")).collect()
        });
        reports.sort_by_key(|(i, _)| *i);
        let reports: Vec<EntryReport> = reports.into_iter().map(|(_, r)| r).collect();
        let sum = |f: fn(&EntryReport) -> u64| reports.iter().map(f).sum::<u64>();
        let result = json!({
            "inputs_per_entry": inputs, "seed": seed, "millis": started.elapsed().as_millis() as u64,
            "total_inputs": sum(|r| r.inputs), "panics": sum(|r| r.panics),
            "silent_refusals": sum(|r| r.silent_refusals), "store_changed": sum(|r| r.store_changed),
            "entries": reports,
        });
        if reports.iter().all(EntryReport::clean) {
            Ok(result)
        } else {
            Err(CliError { code: 1, message: result })
        }
    }

    /// `table archive`: N finished games of both games (`moonvale_table::storage::sample`) as the
    /// app stores them, plus two whole records of version 1 (saved before the stored form),
    /// with what each must show: `{"storage": {key: text}, "games": [{id, kind, title,
    /// scores, actions}]}`.
    fn archive(flags: &BTreeMap<String, String>, out: Option<&str>) -> Result<Value, CliError> {
        use moonvale_table::storage::{sample::finished_games, GAME_KEY_PREFIX};
        if let Some(k) = flags.keys().find(|k| !["games", "seed"].contains(&k.as_str())) {
            return Err(CliError::usage(format!("archive does not know --{k}")));
        }
        let games = number(flags, "games", 1_000)? as usize;
        let seed = number(flags, "seed", 1)?;
        let mut records = finished_games(games + 2, seed, 1_700_000_000_000);
        let older = records.split_off(games);
        let mut storage = serde_json::Map::new();
        let mut listed = Vec::new();
        for (record, text) in records
            .iter()
            .map(|r| (r, r.to_stored_json()))
            .chain(older.iter().map(|r| (r, r.to_json())))
        {
            storage.insert(format!("{GAME_KEY_PREFIX}{}", record.id), Value::String(text));
            let actions = record.stored().summary.actions;
            listed.push(json!({
                "id": record.id,
                "kind": record.kind.as_str(),
                "title": record.title,
                "scores": record.outcome.as_ref().map(|o| o.scores.clone()),
                "actions": actions,
                "version": if older.iter().any(|o| o.id == record.id) { 1 } else { 2 },
            }));
        }
        let result = json!({"storage": storage, "games": listed});
        match out {
            Some(path) if path != "-" => {
                std::fs::write(path, result.to_string())
                    .map_err(|e| CliError::input(format!("writing {path}: {e}")))?;
                Ok(json!({"games": games + 2, "file": path}))
            }
            _ => Ok(result),
        }
    }

    /// `table soak`: fully checked random games over every setting of each game
    /// (`moonvale_tools::soak`); a line per setting on standard error as it ends; exit 1 on any
    /// violation or panic.
    fn soak(flags: &BTreeMap<String, String>) -> Result<Value, CliError> {
        use moonvale_tools::soak::{quiet_panics, run, settings};
        let known = ["games", "game", "seed", "threads"];
        if let Some(k) = flags.keys().find(|k| !known.contains(&k.as_str())) {
            return Err(CliError::usage(format!("soak does not know --{k}")));
        }
        let games = number(flags, "games", 1_000)?;
        let seed = number(flags, "seed", 1)?;
        let threads = number(flags, "threads", 1)?.max(1) as usize;
        let mut chosen = Vec::new();
        for game in flags.get("game").map_or("via-nebula,nova-luna", String::as_str).split(',') {
            let list = settings(game).ok_or_else(|| {
                CliError::usage(format!("--game: unknown {game:?}; via-nebula or nova-luna"))
            })?;
            // N games of this game, spread evenly over its settings.
            let count = list.len() as u64;
            for (i, setting) in list.into_iter().enumerate() {
                chosen.push((setting, games / count + u64::from((i as u64) < games % count)));
            }
        }
        let started = std::time::Instant::now();
        let reports = quiet_panics(|| {
            chosen
                .iter()
                .enumerate()
                .map(|(i, (setting, n))| {
                    // Each setting its own seed range, so no two settings share a game.
                    let report = run(setting, *n, seed.wrapping_add((i as u64) << 40), threads);
                    eprintln!(
                        "{} {}: {} games, {} actions, {} violations, {} panics, {:.1} s",
                        report.game,
                        report.setting,
                        report.games,
                        report.checked.actions,
                        report.violations,
                        report.panics,
                        report.millis as f64 / 1000.0
                    );
                    report
                })
                .collect::<Vec<_>>()
        });
        let clean = reports.iter().all(|r| r.clean());
        let mut by_game = serde_json::Map::new();
        for game in ["via-nebula", "nova-luna"] {
            let mine: Vec<_> = reports.iter().filter(|r| r.game == game).collect();
            if mine.is_empty() {
                continue;
            }
            let mut checked = moonvale_rules::core::testing::Checked::default();
            mine.iter().for_each(|r| checked.add(&r.checked));
            by_game.insert(
                game.to_string(),
                json!({
                    "games": mine.iter().map(|r| r.games).sum::<u64>(),
                    "checked": checked,
                    "violations": mine.iter().map(|r| r.violations).sum::<u64>(),
                    "panics": mine.iter().map(|r| r.panics).sum::<u64>(),
                    "millis": mine.iter().map(|r| r.millis).sum::<u64>(),
                }),
            );
        }
        let result = json!({
            "games_per_game": games, "seed": seed, "threads": threads,
            "millis": started.elapsed().as_millis() as u64,
            "totals": by_game, "settings": reports,
        });
        if clean {
            Ok(result)
        } else {
            Err(CliError { code: 1, message: result })
        }
    }

    /// `table balance`: every setting asked for (player counts x sides), and the report.
    fn balance(flags: &BTreeMap<String, String>) -> Result<Value, CliError> {
        use moonvale_rules::via_nebula::Side;
        use moonvale_tools::{balance, balance_report};
        let known = ["players", "side", "bot", "games", "seed", "threads", "report", "content"];
        if let Some(k) = flags.keys().find(|k| !known.contains(&k.as_str())) {
            return Err(CliError::usage(format!("balance does not know --{k}")));
        }
        let list = |key: &str, default: &str| -> Vec<String> {
            flags.get(key).map_or(default, String::as_str).split(',').map(str::to_string).collect()
        };
        let mut players = Vec::new();
        for p in list("players", "2,3,4") {
            match p.parse::<u8>() {
                Ok(n @ 2..=4) => players.push(n),
                _ => return Err(CliError::usage(format!("--players: {p:?} is not 2, 3 or 4"))),
            }
        }
        let mut sides = Vec::new();
        for s in list("side", "beginner,expert") {
            sides.push(match s.as_str() {
                "beginner" => Side::Beginner,
                "expert" => Side::Expert,
                _ => {
                    return Err(CliError::usage(format!("--side: {s:?} is not beginner or expert")))
                }
            });
        }
        let bot = ai::BotSpec::parse(flags.get("bot").map_or("medium", String::as_str))?;
        let games = number(flags, "games", 400)? as usize;
        let seed = number(flags, "seed", 1)?;
        let threads = number(flags, "threads", 1)? as usize;
        let content_dir = flags.get("content");
        let mut summaries = Vec::new();
        for &side in &sides {
            let content = match content_dir {
                None => None,
                Some(dir) => Some(std::sync::Arc::new(
                    balance::content_from_dir(std::path::Path::new(dir), side)
                        .map_err(|e| CliError::input(format!("--content: {e}")))?,
                )),
            };
            for &p in &players {
                let setting = balance::Setting {
                    content: content.clone(),
                    ..balance::Setting::new(p, side, bot)
                };
                summaries.push(balance::run(&setting, games, seed, threads));
            }
        }
        if let Some(dir) = flags.get("report") {
            let content = content_dir.map_or(String::new(), |c| format!(" --content {c}"));
            let command = format!(
                "table balance --bot {} --games {games} --seed {seed}{content} --report {dir}",
                bot.name()
            );
            balance_report::write_report(std::path::Path::new(dir), &summaries, &command)
                .map_err(|e| CliError::input(format!("{dir}: {e}")))?;
        }
        Ok(serde_json::to_value(&summaries).unwrap_or(Value::Null))
    }

    /// The arguments as text. They arrive as bytes: one that is not UTF-8 is refused with
    /// a message naming its place (exit 2), never a panic.
    fn arguments() -> Result<Vec<String>, CliError> {
        std::env::args_os()
            .skip(1)
            .enumerate()
            .map(|(i, arg)| {
                arg.into_string().map_err(|raw| {
                    CliError::usage(format!(
                        "argument {} is not UTF-8 text: {}",
                        i + 1,
                        cli::printable_bytes(raw.as_encoded_bytes())
                    ))
                })
            })
            .collect()
    }

    fn fail(err: &CliError) -> ExitCode {
        eprintln!("{}", serde_json::to_string_pretty(&err.shown()).unwrap_or_default());
        ExitCode::from(err.code as u8)
    }

    pub fn main() -> ExitCode {
        let raw = match arguments() {
            Ok(raw) => raw,
            Err(err) => return fail(&err),
        };
        if let Some(usage) = help_request(&raw) {
            let _ = writeln!(std::io::stdout(), "{usage}");
            return ExitCode::SUCCESS;
        }
        match run(&raw) {
            Ok(value) => {
                // A closed pipe (`table legal f | head`) is not an error worth a panic.
                let _ = writeln!(
                    std::io::stdout(),
                    "{}",
                    serde_json::to_string_pretty(&value).unwrap_or_default()
                );
                ExitCode::SUCCESS
            }
            Err(err) => fail(&err),
        }
    }
}
