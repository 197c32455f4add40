//! The screens, one file each (the game screen itself is `super::table`).

pub mod answer;
pub mod guest;
pub mod home;
pub mod play_on;
pub mod replay;
pub mod review;
pub mod review_run;
pub mod rules_help;
pub mod stats;
pub mod tutorial;
