//! The tools' integration tests, in one test binary: one link instead of one per file, and
//! their tests run side by side rather than file after file.

mod ai_cli;
mod balance_report;
mod cli_table;
mod fuzz_inputs;
mod nova_luna_session;
mod problem_report;
mod record_forms;
mod soak_games;
mod via_nebula_views;
