//! The tools around the computer players, for the command-line table (native only): `think`
//! and `tournament` ([`tournament`]), and Via Nebula's self-play balance figures and report
//! ([`balance`], [`balance_report`]).

pub mod balance;
pub mod balance_report;
pub mod tournament;
