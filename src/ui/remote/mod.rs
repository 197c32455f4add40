//! Playing together, each on their own device (docs/playing-together.md "Playing together, each on
//! their own device"): the browser's side of `crate::remote`. `peer` is the WebRTC data channel,
//! `host` the game screen's "Other devices" panel and the host's connections, `guest` the `#/join`
//! screen.

pub mod guest;
pub mod host;
pub mod inbox;
pub mod peer;
