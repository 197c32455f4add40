//! Playing together, each on their own device (README "Playing together"): the browser's
//! side of `crate::remote`. `peer` is the WebRTC data channel, `host` the game screen's
//! "Other devices" panel and the host's connections, `guest` the `#/join` screen.

pub mod guest;
pub mod host;
pub mod inbox;
pub mod peer;
