//! A hundred thousand games (docs/soak-and-fuzz.md "A hundred thousand games"): random games of
//! both games over every player count and side, each fully checked after every action
//! (`core::testing::check_random_game`: pieces conserved, every listed action applies, every
//! unlisted one is refused with the state unchanged, every seat's view hides what it must, a serde
//! round trip, the replay from seed and actions). `table soak` runs it long;
//! `crates/tools/tests/tools/soak_games.rs` short.

use moonvale_rules::core::testing::{check_random_game, Checked};
use moonvale_rules::nova_luna::{NovaLuna, NovaLunaOptions};
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// No game of either engine comes near this many actions; a game that does is a violation.
const MAX_ACTIONS: usize = 5000;

/// One player count and side (or variant) of one game.
#[derive(Clone, Debug)]
pub struct Setting {
    /// "via-nebula" or "nova-luna".
    pub game: &'static str,
    /// "2 players, beginner side", "solo", "4 players, first game"...
    pub label: String,
    check: Check,
}

#[derive(Clone, Debug)]
enum Check {
    ViaNebula(Options),
    NovaLuna(NovaLunaOptions),
}

impl Setting {
    /// The full check of the game played from `seed`.
    pub fn check(&self, seed: u64) -> Result<Checked, String> {
        match &self.check {
            Check::ViaNebula(o) => check_random_game::<ViaNebula>(o, seed, MAX_ACTIONS),
            Check::NovaLuna(o) => check_random_game::<NovaLuna>(o, seed, MAX_ACTIONS),
        }
    }
}

/// Every setting of `game` ("via-nebula", "nova-luna"); `None` for an unknown name.
pub fn settings(game: &str) -> Option<Vec<Setting>> {
    let mut out = Vec::new();
    match game {
        "via-nebula" => {
            for players in 2..=4u8 {
                for (side, name) in [(Side::Beginner, "beginner"), (Side::Expert, "expert")] {
                    out.push(Setting {
                        game: "via-nebula",
                        label: format!("{players} players, {name} side"),
                        check: Check::ViaNebula(Options::new(players, side)),
                    });
                }
            }
        }
        "nova-luna" => {
            for (players, first_game) in
                [(1, false), (2, false), (3, false), (3, true), (4, false), (4, true)]
            {
                let label = match (players, first_game) {
                    (1, _) => "solo".to_string(),
                    (p, false) => format!("{p} players"),
                    (p, true) => format!("{p} players, first game"),
                };
                let options = NovaLunaOptions { players, first_game };
                out.push(Setting { game: "nova-luna", label, check: Check::NovaLuna(options) });
            }
        }
        _ => return None,
    }
    Some(out)
}

/// What the games of one setting showed.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct SettingReport {
    pub game: String,
    pub setting: String,
    pub games: u64,
    pub checked: Checked,
    /// Games in which a check failed (a broken invariant, a refused listed action...).
    pub violations: u64,
    pub panics: u64,
    /// The first few failures, each naming its seed, to reproduce.
    pub examples: Vec<String>,
    pub millis: u64,
}

impl SettingReport {
    pub fn clean(&self) -> bool {
        self.violations == 0 && self.panics == 0
    }
}

/// Plays `games` fully checked games of `setting`, seeds `first_seed..`, on `threads` threads.
/// A panic is caught and counted (the panic hook is left to the caller: see `quiet_panics`).
#[allow(
    clippy::expect_used,
    reason = "a thread panics only on a broken invariant, which the soak must not hide"
)]
pub fn run(setting: &Setting, games: u64, first_seed: u64, threads: usize) -> SettingReport {
    let started = Instant::now();
    let next = AtomicU64::new(0);
    let total = Mutex::new(SettingReport {
        game: setting.game.to_string(),
        setting: setting.label.clone(),
        ..SettingReport::default()
    });
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                let mut mine = SettingReport::default();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games {
                        break;
                    }
                    let seed = first_seed + i;
                    mine.games += 1;
                    match catch_unwind(AssertUnwindSafe(|| setting.check(seed))) {
                        Ok(Ok(checked)) => mine.checked.add(&checked),
                        Ok(Err(e)) => {
                            mine.violations += 1;
                            mine.examples.push(e);
                        }
                        Err(_) => {
                            mine.panics += 1;
                            mine.examples.push(format!("seed {seed}: panicked"));
                        }
                    }
                }
                let mut total = total.lock().expect("no thread panics holding it");
                total.games += mine.games;
                total.checked.add(&mine.checked);
                total.violations += mine.violations;
                total.panics += mine.panics;
                total.examples.extend(mine.examples.into_iter().take(5));
            });
        }
    });
    let mut report = total.into_inner().expect("no thread panics holding it");
    report.examples.truncate(5);
    report.millis = started.elapsed().as_millis() as u64;
    report
}

/// Runs `body` with the panic hook silenced: a caught panic is counted, and a hundred
/// thousand games must not print a backtrace each.
pub fn quiet_panics<T>(body: impl FnOnce() -> T) -> T {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let out = body();
    std::panic::set_hook(hook);
    out
}
