//! Playing together, each on their own device (docs/playing-together.md "Playing together, each on
//! their own device"): the browser's side of `crate::remote`. `peer` is the WebRTC data channel,
//! `host` the game screen's "Other devices" panel and the host's connections, `inbox` the host's
//! queue of guest messages, `guest` the `#/join` screen and `hearing` its connection (what it
//! sends, and what it reads of the host's messages), `link` an invitation as a link to send,
//! `network` how far connections reach.

pub mod guest;
mod hearing;
pub mod host;
pub mod inbox;
mod link;
pub mod network;
pub mod peer;
