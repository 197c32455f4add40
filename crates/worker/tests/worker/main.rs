//! The worker's integration tests, in one test binary like every crate's: its protocol, as the
//! page and the worker speak it.

mod worker_protocol;
