//! The table's integration tests, in one test binary: one link instead of one per file, and
//! their tests run side by side rather than file after file. The saved games they read are the
//! workspace's (`tests/fixtures/saves/`), which the end-to-end tests import too.

/// A tiny game standing in for the real engines in the storage tests (the browser's too).
#[path = "../race/mod.rs"]
mod race;
/// A tiny game for the generic machinery (the rules' tests' own).
#[path = "../../../rules/tests/toy/mod.rs"]
mod toy;

mod address;
mod daily;
mod gain;
mod i18n_catalogues;
mod names;
mod network;
mod practice;
mod practice_from;
mod qr;
mod rating;
mod record_forms;
mod record_replays;
mod rematch;
mod remote;
mod replay_charts;
mod review;
mod review_plan;
mod share_link;
mod stats;
mod storage_archive;
mod storage_archive_tier;
mod storage_game_saves;
mod storage_older_saves;
mod storage_records;
mod storage_refusals;
mod storage_space;
mod table_policies;
mod tutorial_core;
mod tutorial_nova_luna;
mod tutorial_via_nebula;
mod via_nebula_texts;
