//! Playing together, each on their own device (docs/playing-together.md "Playing together, each on
//! their own device"): the browser's side of `moonvale_table::remote`. `peer` is the WebRTC data channel,
//! `inbox` the host's queue of guest messages, `hearing` the guest's connection (what it sends,
//! and what it reads of the host's messages), `link` an invitation as a link to send, `network`
//! how far connections reach. The screens that use them stand above: the game screen's "Other
//! devices" panel and the host's connections in `ui::table::host`, the `#/join` screen in
//! `ui::pages::guest`.

pub mod hearing;
pub mod inbox;
pub mod link;
pub mod network;
pub mod peer;
