//! The computer players' integration tests, in one test binary: one link instead of one per file, and
//! their tests run side by side rather than file after file.

mod ai_search;
mod final_turn;
mod review;
mod review_turns;
mod rusher;
mod worker_time;
