//! Playing together, each on their own device (README "Playing together"): the browser's
//! side of `crate::remote`. `peer` is the WebRTC data channel, `host` the game screen's
//! "Other devices" panel and the host's connections, `guest` the `#/join` screen and
//! `hearing` its connection (what it sends, and what it reads of the host's messages), `link`
//! an invitation as a link to send, `network` how far connections reach.

pub mod guest;
mod hearing;
pub mod host;
mod link;
pub mod network;
pub mod peer;
