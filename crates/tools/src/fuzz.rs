//! Bad input, generated and mutated (docs/soak-and-fuzz.md "Bad input: a million per entry point").
//! Every entry point that reads outside data is driven by inputs made from real ones (saved games,
//! shared links, actions, options, table files, reports, statistics, settings, addresses, taken
//! from random games) by mutation, and by
//! random bytes; each call must return (never panic), each refusal must say why, and an
//! import must leave everything already stored as it was. Pure Rust on stable, no fuzzing
//! engine: `table fuzz` runs it long, `crates/tools/tests/tools/fuzz_inputs.rs` short.

use crate::cli;
use moonvale_rules::core::testing::random_playout;
use moonvale_rules::core::{Game, Rng, Session};
use moonvale_rules::{nova_luna, via_nebula};
use moonvale_table::share::SharedGame;
use moonvale_table::stats::StatsBook;
use moonvale_table::storage::{
    classify, MemoryStorage, PlayerInfo, SaveRecord, SaveStore, Storage, SETTINGS_KEY,
};
use serde_json::Value;
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};

mod mutate;
pub use mutate::make_input;

/// The entry points, by the name the report gives them.
pub const ENTRY_POINTS: [&str; 16] = [
    "saved-record",
    "import",
    "shared-link",
    "shared-file",
    "via-nebula-action",
    "nova-luna-action",
    "via-nebula-options",
    "nova-luna-options",
    "table-file",
    "replay-log",
    "statistics",
    "settings",
    "address",
    "host-message",
    "guest-message",
    "worker-request",
];

/// What one entry point did with its inputs.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct EntryReport {
    pub entry: String,
    pub inputs: u64,
    pub accepted: u64,
    pub refused: u64,
    pub panics: u64,
    /// Refusals with an empty message.
    pub silent_refusals: u64,
    /// Imports (and refused statistics or settings) after which something already stored
    /// had changed.
    pub store_changed: u64,
    /// The first few inputs that panicked (cut to 300 characters), to reproduce.
    pub examples: Vec<String>,
    pub millis: u64,
}

impl EntryReport {
    pub fn clean(&self) -> bool {
        self.panics == 0 && self.silent_refusals == 0 && self.store_changed == 0
    }
}

/// Real inputs, from random games of both games, to mutate.
pub struct Corpus {
    records: Vec<String>,
    links: Vec<String>,
    shared_files: Vec<String>,
    via_nebula_actions: Vec<String>,
    nova_luna_actions: Vec<String>,
    via_nebula_options: Vec<String>,
    nova_luna_options: Vec<String>,
    tables: Vec<String>,
    logs: Vec<String>,
    stats: Vec<String>,
    settings: Vec<String>,
    addresses: Vec<String>,
    /// A finished game's summary, added to the statistics given.
    summary: Option<moonvale_table::stats::GameSummary>,
    /// A storage holding two saved games, which every import starts from (a copy).
    stored: MemoryStorage,
    /// A Via Nebula and a Nova Luna game in play, for actions to apply to.
    via_nebula_state: via_nebula::ViaNebula,
    nova_luna_state: nova_luna::NovaLuna,
    /// What a guest device sends to a host (docs/playing-together.md "Playing together, each on
    /// their own device").
    host_messages: Vec<String>,
    /// A host's table with a guest joined at seat 1, its turn: every message starts from it.
    host: (moonvale_table::remote::Host, moonvale_table::table::Table<via_nebula::ViaNebula>, u32),
    /// What a host sends the guest at seat 1 (of a 3-seat Via Nebula game and a 2-seat Nova
    /// Luna one): welcomes, positions through a game, refusals.
    guest_messages: Vec<String>,
    /// What the page asks the computer players' worker: moves, hints and moves to rate.
    worker_requests: Vec<String>,
}

/// What a host sends the guest at seat 1 of a table of `players` seats, through a random
/// game of `G`: its welcome, its position every few actions, a refusal.
#[allow(
    clippy::expect_used,
    reason = "messages and requests are plain data with string keys: serialising them cannot fail"
)]
fn guest_corpus<G: Game>(players: usize, seed: u64) -> Vec<String> {
    use moonvale_table::remote::{Host, HostMessage, SeatSecret, PROTOCOL};
    use moonvale_table::table::Table;
    let names = (0..players).map(|s| PlayerInfo::human(format!("P{s}"), "blue")).collect();
    let options = G::options_for(players);
    let Ok(mut table) = Table::<G>::start("g".into(), "fuzz".into(), names, options, seed, 1)
    else {
        return Vec::new();
    };
    let mut host = Host::new("build", Vec::new());
    let secret = SeatSecret::from_bytes([7; SeatSecret::BYTES]);
    host.invite(1, secret.clone());
    table.set_remote_seats(host.guest_seats());
    let device = host.connect();
    let join = serde_json::json!({"type": "join", "seq": 1, "protocol": PROTOCOL, "build": "build", "seat": 1, "secret": secret});
    let mut out: Vec<String> = host
        .receive(&mut table, device, &join.to_string())
        .iter()
        .map(|(_, m)| serde_json::to_string(m).expect("messages serialise"))
        .collect();
    let refused =
        HostMessage::<G>::Refused { seq: Some(3), reason: "the game has moved on".into() };
    out.push(serde_json::to_string(&refused).expect("messages serialise"));
    let mut rng = Rng::new(seed);
    for step in 0..400 {
        let Some(seat) = table.to_act() else { break };
        let legal = table.session().state.legal_actions();
        let Some(action) = rng.choose(&legal).cloned() else { break };
        if table.act_as(seat, action).is_err() {
            break;
        }
        if step % 25 == 0 || table.to_act() == Some(1) && step % 5 == 0 {
            for (_, message) in host.positions(&table) {
                out.push(serde_json::to_string(&message).expect("messages serialise"));
            }
        }
    }
    for (_, message) in host.positions(&table) {
        out.push(serde_json::to_string(&message).expect("messages serialise"));
    }
    out
}

/// What the page asks the worker through a random game of `G`: every few decisions, a
/// computer's move, a hint, or a move to rate (each thinking for a moment only).
#[allow(
    clippy::expect_used,
    reason = "messages and requests are plain data with string keys: serialising them cannot fail"
)]
fn worker_corpus<G: moonvale_ai::worker::WorkerGame>(players: usize, seed: u64) -> Vec<String> {
    use moonvale_ai::worker::{Purpose, Request};
    let Ok(mut state) = G::new(&G::options_for(players), seed) else { return Vec::new() };
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for step in 0..400u64 {
        let Some(seat) = state.to_act() else { break };
        let legal = state.legal_actions();
        let Some(action) = rng.choose(&legal).cloned() else { break };
        if legal.len() > 1 && step % 9 == 0 {
            let request = Request {
                ticket: step,
                purpose: if step % 2 == 0 { Purpose::Move } else { Purpose::Hint },
                level: moonvale_ai::Level::Easy,
                seed: step,
                position: G::position(state.view(seat)),
                think_ms: Some(1.0),
                rate: (step % 3 == 0).then(|| G::any_action(action.clone())),
            };
            out.push(serde_json::to_string(&request).expect("requests serialise"));
        }
        if state.apply(&action).is_err() {
            break;
        }
    }
    out
}

/// A 3-seat Via Nebula table where seat 1 plays from another device and is to act (after
/// another seat's action), its device joined, and the messages such a device may send.
#[allow(
    clippy::expect_used,
    reason = "a fixed two-seat setup of a built-in game, played by its own legal actions"
)]
fn host_corpus() -> (
    (moonvale_table::remote::Host, moonvale_table::table::Table<via_nebula::ViaNebula>, u32),
    Vec<String>,
) {
    use moonvale_table::remote::{Host, SeatSecret, PROTOCOL};
    use moonvale_table::table::Table;
    let players = ["Ada", "Bob", "Cy"].into_iter().map(|n| PlayerInfo::human(n, "blue")).collect();
    let options = via_nebula::Options::new(3, via_nebula::Side::Expert);
    let mut table =
        Table::<via_nebula::ViaNebula>::start("g".into(), "fuzz".into(), players, options, 3, 1)
            .expect("a table");
    while table.to_act() != Some(1) || table.session().log.last().is_none_or(|l| l.seat == 1) {
        let seat = table.to_act().expect("in play");
        let action = table.session().state.legal_actions()[0];
        table.act_as(seat, action).expect("a legal action");
    }
    let mut host = Host::new("build", Vec::new());
    let secrets = [1, 2].map(|seat| SeatSecret::from_bytes([seat; SeatSecret::BYTES]));
    host.invite(1, secrets[0].clone());
    host.invite(2, secrets[1].clone());
    let device = host.connect();
    let join = serde_json::json!({"type": "join", "seq": 1, "protocol": PROTOCOL, "build": "build", "seat": 1, "secret": secrets[0]});
    let _ = host.receive(&mut table, device, &join.to_string());
    let position = table.session().log.len();
    // A join for the other seat, with its own secret and with this one's.
    let other = serde_json::json!({"type": "join", "seq": 2, "protocol": PROTOCOL, "build": "build", "seat": 2, "secret": secrets[1]});
    let mut messages = vec![
        join.to_string(),
        other.to_string(),
        other.to_string().replace(secrets[1].as_str(), secrets[0].as_str()),
        serde_json::json!({"type": "undo", "seq": 2, "position": position}).to_string(),
    ];
    for (i, action) in table.session().state.legal_actions().iter().take(12).enumerate() {
        let seq = 2 + (i as u64 % 3);
        messages.push(
            serde_json::json!({"type": "act", "seq": seq, "position": position, "action": action})
                .to_string(),
        );
    }
    ((host, table, device), messages)
}

#[allow(clippy::expect_used, reason = "a session of a built-in engine always serialises")]
fn record_of<G: Game>(session: &Session<G>, id: &str) -> SaveRecord {
    let players = (0..session.state.player_count())
        .map(|s| PlayerInfo::human(format!("P{s}"), "blue"))
        .collect();
    SaveRecord::from_session(
        id.into(),
        format!("Game {id}").into(),
        players,
        session,
        1_700_000_000_000,
    )
    .expect("a session always serialises")
}

/// A session cut after `keep` actions (all of them when `None`).
fn cut<G: Game>(session: &Session<G>, keep: Option<usize>) -> Session<G> {
    let keep = keep.unwrap_or(session.log.len()).min(session.log.len());
    Session::replay(
        session.options.clone(),
        session.seed,
        session.log[..keep].iter().map(|l| l.action.clone()),
    )
    .unwrap_or_else(|_| session.clone())
}

#[allow(clippy::expect_used, reason = "actions are plain data: serialising them cannot fail")]
fn add_game<G: Game>(
    corpus: &mut Corpus,
    session: &Session<G>,
    id: &str,
    actions: &mut Vec<String>,
) {
    for (n, keep) in [Some(session.log.len() / 3), None].into_iter().enumerate() {
        let part = cut(session, keep);
        let record = record_of(&part, &format!("{id}-{n}"));
        // Both layouts a browser may hold: the stored form, and the whole record of version 1.
        corpus.records.push(record.to_stored_json());
        corpus.records.push(record.to_json());
        if let Ok(shared) = SharedGame::from_record(&record) {
            corpus.links.push(shared.to_fragment());
            corpus.shared_files.push(shared.to_file_json());
        }
        if let Ok(report) = moonvale_table::share::problem_report_json(&record, "fuzz", "fuzz", 1) {
            corpus.logs.push(report);
        }
        let table = serde_json::json!({ "kind": G::KIND, "session": part });
        corpus.tables.push(table.to_string());
        let log = serde_json::json!({
            "kind": G::KIND, "options": part.options, "seed": part.seed,
            "actions": part.log.iter().map(|l| &l.action).collect::<Vec<_>>(),
        });
        corpus.logs.push(log.to_string());
        if let Some(summary) = moonvale_table::stats::GameSummary::from_record(&record) {
            corpus.summary.get_or_insert_with(|| summary.clone());
            let book =
                serde_json::json!({ "format": "moonvale-stats", "version": 1, "games": [summary] });
            corpus.stats.push(book.to_string());
        }
        corpus.addresses.push(format!("#/play/{}", record.id));
        corpus.addresses.push(format!("#/replay/{}", record.id));
    }
    for logged in session.log.iter().step_by(7) {
        actions.push(serde_json::to_string(&logged.action).expect("actions serialise"));
    }
}

impl Corpus {
    /// Real inputs from a few random games of each game and player count.
    #[allow(
        clippy::expect_used,
        reason = "fixed setups of the built-in games, played by their own legal actions"
    )]
    pub fn new(seed: u64) -> Corpus {
        let vn = random_playout::<via_nebula::ViaNebula>(
            &via_nebula::Options::new(2, via_nebula::Side::Beginner),
            seed,
            5_000,
        )
        .expect("a random Via Nebula game ends")
        .session;
        let nl = random_playout::<nova_luna::NovaLuna>(
            &nova_luna::NovaLunaOptions::players(2),
            seed,
            5_000,
        )
        .expect("a random Nova Luna game ends")
        .session;
        let mut corpus = Corpus {
            records: Vec::new(),
            links: Vec::new(),
            shared_files: Vec::new(),
            via_nebula_actions: Vec::new(),
            nova_luna_actions: Vec::new(),
            via_nebula_options: Vec::new(),
            nova_luna_options: Vec::new(),
            tables: Vec::new(),
            logs: Vec::new(),
            stats: Vec::new(),
            // As versions wrote them: the language alone, then the pace, then whether the
            // browser was asked to keep the storage.
            settings: vec![
                r#"{"language":"fr"}"#.into(),
                r#"{"language":null,"pace":"fast"}"#.into(),
                r#"{"language":"pl","pace":"slow","persistence_asked":true}"#.into(),
            ],
            addresses: vec!["#/".into(), "#/new/via-nebula".into(), "#/stats".into()],
            summary: None,
            stored: MemoryStorage::new(),
            via_nebula_state: cut(&vn, Some(vn.log.len() / 2)).state,
            nova_luna_state: cut(&nl, Some(nl.log.len() / 2)).state,
            host_messages: Vec::new(),
            host: host_corpus().0,
            guest_messages: guest_corpus::<via_nebula::ViaNebula>(3, seed)
                .into_iter()
                .chain(guest_corpus::<nova_luna::NovaLuna>(2, seed))
                .collect(),
            worker_requests: worker_corpus::<via_nebula::ViaNebula>(2, seed)
                .into_iter()
                .chain(worker_corpus::<nova_luna::NovaLuna>(2, seed))
                .chain(worker_corpus::<nova_luna::NovaLuna>(1, seed))
                .collect(),
        };
        corpus.host_messages = host_corpus().1;
        let mut vn_actions = Vec::new();
        let mut nl_actions = Vec::new();
        for (players, side) in [(2, via_nebula::Side::Beginner), (4, via_nebula::Side::Expert)] {
            let options = via_nebula::Options::new(players, side);
            corpus.via_nebula_options.push(serde_json::to_string(&options).expect("options"));
            let game =
                random_playout::<via_nebula::ViaNebula>(&options, seed + u64::from(players), 5_000);
            if let Ok(game) = game {
                add_game(&mut corpus, &game.session, &format!("vn{players}"), &mut vn_actions);
            }
        }
        for players in [1, 3] {
            let options = nova_luna::NovaLunaOptions::players(players);
            corpus.nova_luna_options.push(serde_json::to_string(&options).expect("options"));
            let game =
                random_playout::<nova_luna::NovaLuna>(&options, seed + players as u64, 5_000);
            if let Ok(game) = game {
                add_game(&mut corpus, &game.session, &format!("nl{players}"), &mut nl_actions);
            }
        }
        corpus.via_nebula_state.legal_actions().iter().for_each(|a| {
            vn_actions.push(serde_json::to_string(a).expect("actions serialise"));
        });
        corpus.nova_luna_state.legal_actions().iter().for_each(|a| {
            nl_actions.push(serde_json::to_string(a).expect("actions serialise"));
        });
        let validators = moonvale_table::storage::game_validators();
        for raw in corpus.records.iter().take(2) {
            if let Ok(record) = classify(raw, &validators) {
                let key = format!("{}{}", moonvale_table::storage::GAME_KEY_PREFIX, record.id);
                let _ = corpus.stored.set(&key, raw);
            }
        }
        corpus.via_nebula_actions = vn_actions;
        corpus.nova_luna_actions = nl_actions;
        corpus
    }

    fn samples(&self, entry: &str) -> &[String] {
        match entry {
            "saved-record" | "import" => &self.records,
            "shared-link" => &self.links,
            "shared-file" => &self.shared_files,
            "via-nebula-action" => &self.via_nebula_actions,
            "nova-luna-action" => &self.nova_luna_actions,
            "via-nebula-options" => &self.via_nebula_options,
            "nova-luna-options" => &self.nova_luna_options,
            "table-file" => &self.tables,
            "replay-log" => &self.logs,
            "statistics" => &self.stats,
            "settings" => &self.settings,
            "host-message" => &self.host_messages,
            "guest-message" => &self.guest_messages,
            "worker-request" => &self.worker_requests,
            _ => &self.addresses,
        }
    }
}

/// A command-line refusal's message as text.
fn cli_said(error: cli::CliError) -> String {
    match error.message {
        Value::String(text) => text,
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// The outcome of one call: accepted, or refused with this message.
type Verdict = Result<(), String>;

fn said<E: std::fmt::Display>(result: Result<impl Sized, E>) -> Verdict {
    result.map(|_| ()).map_err(|e| e.to_string())
}

/// Applies an action given as JSON to a game in play, as the table would.
fn act<G: Game>(state: &G, text: &str) -> Verdict {
    let action = cli::parse_action::<G>(text).map_err(cli_said)?;
    let mut state = state.clone();
    if !state.legal_actions().contains(&action) {
        // Unlisted: the engine must refuse it, with its reason.
        return match state.apply(&action) {
            Ok(_) => Err(String::new()),
            Err(error) => Err(error.to_string()),
        };
    }
    said(state.apply(&action))
}

fn options<G: Game>(text: &str) -> Verdict {
    let options = cli::build_options::<G>(Some(text), &BTreeMap::new()).map_err(cli_said)?;
    said(G::new(&options, 7))
}

/// Both games' readers for a text of either game: accepted if one reads it.
fn either(via_nebula: Verdict, nova_luna: Verdict) -> Verdict {
    match (via_nebula, nova_luna) {
        (Ok(()), _) | (_, Ok(())) => Ok(()),
        (Err(a), Err(b)) if a.is_empty() || b.is_empty() => Err(String::new()),
        (Err(a), _) => Err(a),
    }
}

/// A store whose settings are `text`: a text it does not read whole must stay stored as it
/// is, even when a first saved game asks the browser to keep the storage.
fn settings(text: &str) -> (Verdict, bool) {
    let mut storage = MemoryStorage::new();
    let _ = storage.set(SETTINGS_KEY, text);
    let mut store = SaveStore::new(Some(storage), moonvale_table::storage::Validators::new());
    let _ = store.settings();
    let problem = store.settings_problem();
    store.note_persistence_asked();
    let kept = store.backend().and_then(|b| b.get(SETTINGS_KEY).ok().flatten());
    let changed = problem.is_some() && kept.as_deref() != Some(text);
    (problem.map_or(Ok(()), |p| Err(p.to_string())), changed)
}

/// A guest's message at the host's table: a refusal must say why and change nothing.
fn host_message(corpus: &Corpus, text: &str) -> (Verdict, bool) {
    use moonvale_table::remote::HostMessage;
    let (mut host, mut table, device) = corpus.host.clone();
    let before = table.session().log.len();
    let before_state = table.session().state.clone();
    let out = host.receive(&mut table, device, text);
    let changed = table.session().log.len() != before || table.session().state != before_state;
    match out.iter().find_map(|(_, m)| match m {
        HostMessage::Refused { reason, .. } => Some(reason.clone()),
        _ => None,
    }) {
        // A refused message must leave the game as it was.
        Some(reason) => (Err(reason), changed),
        None => (Ok(()), false),
    }
}

/// A host's message at the guest's device (seat 1, of a 3-seat Via Nebula table or a 2-seat
/// Nova Luna one): read through the guest's door, and what is read used as the guest's screen
/// uses it (a state drawn from the view, its scores, its choices tried on it).
fn guest_message(text: &str) -> Verdict {
    fn read<G: Game>(text: &str, players: usize) -> Verdict {
        use moonvale_table::remote::{read_host_message, HostMessage};
        let message = read_host_message::<G>(text, 1, Some(players)).map_err(|e| e.to_string())?;
        if let HostMessage::Position { view, choices, .. } = message {
            let state = G::sample_state(&view, &mut Rng::new(1)).map_err(|e| e.to_string())?;
            let _ = (state.score(), state.outcome(), state.legal_actions());
            for choice in choices {
                let _ = state.clone().apply(&choice);
            }
        }
        Ok(())
    }
    either(read::<via_nebula::ViaNebula>(text, 3), read::<nova_luna::NovaLuna>(text, 2))
}

/// A request to the computer players' worker: read and answered as the worker does, on a
/// clock that runs out at its first look (a search of a few iterations).
fn worker_request(text: &str) -> Verdict {
    use moonvale_ai::worker::{answer, read_request};
    let request = read_request(text).map_err(|r| r.message)?;
    let clock = std::cell::Cell::new(0.0);
    let now = || {
        clock.set(clock.get() + 1_000.0);
        clock.get()
    };
    answer(&request, &now).map(|_| ()).map_err(|r| r.message)
}

/// A store with two saved games, for imports: what it held before must not change.
#[allow(clippy::expect_used, reason = "the store was just made with a backend")]
fn import(corpus: &Corpus, text: &str) -> (Verdict, bool) {
    let storage = corpus.stored.clone();
    let validators = moonvale_table::storage::game_validators();
    let before: Vec<(String, Option<String>)> = storage
        .keys()
        .unwrap_or_default()
        .into_iter()
        .map(|k| {
            let v = storage.get(&k).ok().flatten();
            (k, v)
        })
        .collect();
    let mut store = SaveStore::new(Some(storage), validators);
    let verdict = said(store.import(text, None));
    let after = store.backend().expect("a backend");
    let changed = before.iter().any(|(k, v)| after.get(k).ok().flatten() != *v);
    (verdict, changed)
}

/// Runs one input through `entry`; `changed` is set when an import changed what was stored.
fn call(corpus: &Corpus, entry: &str, text: &str) -> (Verdict, bool) {
    use nova_luna::NovaLuna;
    use via_nebula::ViaNebula;
    let verdict = match entry {
        "saved-record" => said(classify(text, &moonvale_table::storage::game_validators())),
        "import" => return import(corpus, text),
        "shared-link" => SharedGame::from_fragment(text)
            .and_then(|s| s.to_record(1).map(|_| ()))
            .map_err(|e| e.to_string()),
        "shared-file" => SharedGame::from_file_text(text)
            .and_then(|s| s.to_record(1).map(|_| ()))
            .map_err(|e| e.to_string()),
        "via-nebula-action" => act(&corpus.via_nebula_state, text),
        "nova-luna-action" => act(&corpus.nova_luna_state, text),
        "via-nebula-options" => options::<ViaNebula>(text),
        "nova-luna-options" => options::<NovaLuna>(text),
        "table-file" => either(
            cli::parse_table::<ViaNebula>(text).map(|_| ()).map_err(cli_said),
            cli::parse_table::<NovaLuna>(text).map(|_| ()).map_err(cli_said),
        ),
        "replay-log" => either(
            cli::replay::<ViaNebula>(text).map(|_| ()).map_err(cli_said),
            cli::replay::<NovaLuna>(text).map(|_| ()).map_err(cli_said),
        ),
        "statistics" => {
            // Never blocked: what cannot be read is listed (a refusal of that part, with
            // its reason), the rest counts.
            let book = StatsBook::read(Some(text));
            let _ = moonvale_table::stats::figures(&book);
            let _ = moonvale_table::stats::export_json(Some(text));
            // An unreadable text is never written over by the next finished game.
            let summary = book.games.first().or(corpus.summary.as_ref());
            let added = summary.map(|s| moonvale_table::stats::add_summary(Some(text), s));
            let changed = book.unreadable.is_some() && added.is_some_and(|a| a.is_ok());
            let verdict = match (&book.unreadable, book.damaged.first()) {
                (Some(why), _) | (None, Some(why)) => Err(why.clone()),
                (None, None) => Ok(()),
            };
            return (verdict, changed);
        }
        "settings" => return settings(text),
        "host-message" => return host_message(corpus, text),
        "guest-message" => guest_message(text),
        "worker-request" => worker_request(text),
        _ => match moonvale_table::address::Address::parse(text) {
            Some(address) => {
                // An address read back is the same address.
                if moonvale_table::address::Address::parse(&address.hash()) == Some(address) {
                    Ok(())
                } else {
                    Err(String::new())
                }
            }
            None => Err("unknown address".into()),
        },
    };
    (verdict, false)
}

/// Drives `entry` with `inputs` inputs made from the corpus, from `seed`.
pub fn run(corpus: &Corpus, entry: &str, inputs: u64, seed: u64) -> EntryReport {
    let mut rng = Rng::new(seed ^ entry.len() as u64 ^ 0xF022);
    let samples = corpus.samples(entry);
    let mut report = EntryReport { entry: entry.to_string(), ..Default::default() };
    let started = std::time::Instant::now();
    // The panic message of a caught panic would flood the output: counted instead.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    for _ in 0..inputs {
        let text = make_input(samples, &mut rng);
        report.inputs += 1;
        match catch_unwind(AssertUnwindSafe(|| call(corpus, entry, &text))) {
            Err(_) => {
                report.panics += 1;
                if report.examples.len() < 5 {
                    report.examples.push(text.chars().take(300).collect());
                }
            }
            Ok((verdict, changed)) => {
                report.store_changed += u64::from(changed);
                match verdict {
                    Ok(()) => report.accepted += 1,
                    Err(message) => {
                        report.refused += 1;
                        report.silent_refusals += u64::from(message.trim().is_empty());
                    }
                }
            }
        }
    }
    std::panic::set_hook(hook);
    report.millis = started.elapsed().as_millis() as u64;
    report
}
