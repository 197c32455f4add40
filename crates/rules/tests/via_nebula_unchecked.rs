//! `ViaNebula::apply_unchecked` allocates nothing: whole random games, listing the legal
//! actions into a reused list and applying them unchecked, make no heap allocation (what the
//! computer players' search needs, docs/computer-players.md "How they choose"). A counting
//! allocator checks it; this test has its own binary so that no other test allocates meanwhile.

#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::{Game, Rng};
use moonvale_rules::via_nebula::{Options, Side, ViaNebula};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::SeqCst);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn random_games_through_apply_unchecked_allocate_nothing() {
    let mut steps = 0;
    for (players, side, seed) in
        [(2u8, Side::Beginner, 7u64), (3, Side::Expert, 8), (4, Side::Beginner, 9)]
    {
        let mut state = ViaNebula::new(&Options::new(players, side), seed).unwrap();
        let mut legal = Vec::with_capacity(1024);
        let mut rng = Rng::new(seed);
        let before = ALLOCATIONS.load(Ordering::SeqCst);
        while !state.is_over() {
            state.legal_actions_into(&mut legal);
            let pick = rng.below(legal.len());
            state.apply_unchecked(&legal[pick]);
            steps += 1;
        }
        let during = ALLOCATIONS.load(Ordering::SeqCst) - before;
        assert_eq!(during, 0, "{players}p {side:?}: {during} allocations");
    }
    assert!(steps > 500, "{steps}");
}
