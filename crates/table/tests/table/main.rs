//! The table's integration tests, in one test binary: one link instead of one per file, and
//! their tests run side by side rather than file after file.

mod address;
mod daily;
mod gain;
mod names;
mod network;
mod practice;
mod practice_from;
mod qr;
mod rating;
mod record_forms;
mod remote;
mod replay_charts;
mod review;
mod review_plan;
mod share_link;
mod stats;
mod storage_archive;
mod storage_archive_tier;
mod storage_refusals;
mod storage_space;
mod tutorial_nova_luna;
mod tutorial_via_nebula;
