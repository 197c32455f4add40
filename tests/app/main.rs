//! The web app's native integration tests (the browser's are tests/web/), in one test
//! binary: one link instead of one per file, and their tests run side by side rather than
//! file after file.

#[path = "../support/race.rs"]
mod race;
#[path = "../support/mod.rs"]
mod support;

mod core_session;
mod i18n_catalogues;
mod record_replays;
mod storage_game_saves;
mod storage_older_saves;
mod storage_records;
mod table_policies;
mod tutorial_core;
mod via_nebula_texts;
mod worker_protocol;
