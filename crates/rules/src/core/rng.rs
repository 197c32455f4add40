//! The one source of randomness of every game: a small seeded generator kept inside the
//! game state, so that a seed plus the list of actions reproduces a game exactly.
//!
//! We implement it ourselves (SplitMix64) rather than depend on `rand`, because a saved
//! game must replay identically forever: an upstream algorithm change must never alter
//! the tiles drawn in an old save.

use serde::{Deserialize, Serialize};

/// SplitMix64 (Steele, Lea, Flood 2014): 8 bytes of state, passes BigCrush, trivially
/// serialisable and cheap to clone.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator seeded with `seed`; the same seed always gives the same outputs.
    pub fn new(seed: u64) -> Self {
        Rng { state: seed }
    }

    /// The next 64 random bits (the outputs are pinned by a test, so old saves replay).
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform integer in `0..bound` (Lemire's multiply-and-reject, no modulo bias).
    /// Panics if `bound` is 0: asking for a choice among nothing is a logic error.
    pub fn below(&mut self, bound: usize) -> usize {
        assert!(bound > 0, "Rng::below(0)");
        let bound = bound as u64;
        loop {
            let wide = (self.next_u64() as u128) * (bound as u128);
            let low = wide as u64;
            if low >= bound.wrapping_neg() % bound {
                return (wide >> 64) as usize;
            }
        }
    }

    /// Fisher-Yates shuffle.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// A uniformly chosen element, or `None` for an empty slice.
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.below(items.len())])
        }
    }

    /// An independent generator derived from this one (for sampling hidden states or
    /// running simulations without disturbing the game's own stream).
    pub fn fork(&mut self) -> Rng {
        Rng::new(self.next_u64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let mut a = Rng::new(42);
        let mut b = Rng::new(42);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
    }

    #[test]
    fn known_first_outputs_never_change() {
        // Saved games depend on this exact stream: this test pins it.
        let mut r = Rng::new(0);
        assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(r.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn below_is_in_range_and_covers_it() {
        let mut r = Rng::new(7);
        let mut seen = [0usize; 6];
        for _ in 0..6000 {
            let x = r.below(6);
            seen[x] += 1;
        }
        assert!(seen.iter().all(|&n| n > 800 && n < 1200), "{seen:?}");
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut r = Rng::new(3);
        let mut v: Vec<u32> = (0..50).collect();
        r.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(v, sorted);
    }

    #[test]
    fn state_round_trips_through_json() {
        let mut r = Rng::new(99);
        r.next_u64();
        let json = serde_json::to_string(&r).unwrap();
        let mut back: Rng = serde_json::from_str(&json).unwrap();
        assert_eq!(r.next_u64(), back.next_u64());
    }
}
