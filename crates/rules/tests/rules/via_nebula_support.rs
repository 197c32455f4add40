//! What the scenarios of Via Nebula's rules share: playing an action that must be legal, an
//! action that must be refused, a listed action, a turn played out, short names of the resources.

#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::Game;
use moonvale_rules::via_nebula::*;

pub fn apply(s: &mut ViaNebula, a: Action) -> Vec<Event> {
    s.apply(&a).unwrap_or_else(|e| panic!("{a:?} refused: {e}"))
}

/// The action is refused with `err`, is not listed, and leaves the state unchanged.
pub fn refused(s: &ViaNebula, a: Action, err: Error) {
    let mut probe = s.clone();
    assert_eq!(probe.apply(&a), Err(err.clone()), "{a:?}");
    assert_eq!(&probe, s, "a refused action changed the state");
    assert!(!s.legal_actions().contains(&a), "{a:?} is listed");
    assert!(!err.to_string().is_empty());
}

pub fn listed(s: &ViaNebula, a: Action) {
    assert!(s.legal_actions().contains(&a), "{a:?} is not listed: {:?}", s.legal_actions());
}

/// Plays the current turn with the first legal action until the seat changes.
pub fn play_out_turn(s: &mut ViaNebula) {
    let seat = s.current;
    while !s.is_over() && s.current == seat {
        let a = s.legal_actions()[0];
        apply(s, a);
    }
}

pub const W: Resource = Resource::Wood;
pub const S: Resource = Resource::Stone;
pub const C: Resource = Resource::Clay;
pub const H: Resource = Resource::Wheat;
pub const F: Resource = Resource::Food;
