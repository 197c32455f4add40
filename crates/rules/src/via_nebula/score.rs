//! The score (rulebook "Fin du jeu", docs/RULINGS.md, ruling 15), including the powers that
//! only score (Architect, Burgomaster, Lazy Explorer, Merchant), and the outcome.

use super::content::{bits, total, Cost, Power};
use super::state::*;
use super::types::*;
use super::{Res, Resource};
use crate::core::{Ending, Game, Outcome, Seat};

impl ViaNebula {
    pub(super) fn score_of(&self, seat: u8) -> Score {
        let p = &self.seats[seat as usize];
        let c = &*self.content;
        let tokens: i64 = bits(p.tokens as u128).map(|t| c.tokens[t].points as i64).sum();
        let mut contracts = 0i64;
        for card in bits(p.fulfilled as u128) {
            let info = &c.cards[card];
            contracts += info.points as i64;
            contracts += match info.power {
                Some(Power::Architect) => p.fulfilled.count_ones() as i64,
                Some(Power::Burgomaster) => {
                    2 * bits(p.fulfilled as u128).filter(|&k| c.cards[k].size == 2).count() as i64
                }
                Some(Power::LazyExplorer) => (4 - p.revealed_explorers()) as i64,
                Some(Power::Merchant) => p.tokens.count_ones() as i64,
                _ => 0,
            };
        }
        let explorers = 2 * p.revealed_explorers() as i64;
        let end_card = if self.end_card_holder == seat { c.end_card_points as i64 } else { 0 };
        let storage_resources = total(&p.storage);
        let storage = -(storage_resources as i64);
        Score {
            seat,
            tokens,
            contracts,
            explorers,
            end_card,
            storage,
            total: tokens + contracts + explorers + end_card + storage,
            storage_resources,
        }
    }

    /// How a finished game ended: by a fifth building (docs/RULINGS.md, ruling 14) or
    /// because no one can act (ruling 15a). Only a fifth building takes the end card, and a game
    /// that reached its final round always ends by it.
    pub fn ending(&self) -> Ending {
        if self.end_card_holder != NONE {
            Ending::FifthBuilding
        } else {
            Ending::NoOneCanAct
        }
    }

    /// The outcome once the game is over: standings by points, then fewer resources in
    /// storage (docs/RULINGS.md, ruling 15), and how the game ended.
    pub(super) fn outcome_of(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        let scores = self.score();
        let mut order: Vec<usize> = (0..self.n()).collect();
        order.sort_by_key(|&s| (-scores[s].total, scores[s].storage_resources, s));
        let mut standings: Vec<Vec<Seat>> = Vec::new();
        for &s in &order {
            match standings.last_mut() {
                Some(group)
                    if scores[group[0]].total == scores[s].total
                        && scores[group[0]].storage_resources == scores[s].storage_resources =>
                {
                    group.push(s)
                }
                _ => standings.push(vec![s]),
            }
        }
        let best = scores[order[0]].total;
        let tied_on_points = scores.iter().filter(|s| s.total == best).count() > 1;
        let tie_break = (tied_on_points
            && standings[0].len() < scores.iter().filter(|s| s.total == best).count())
        .then(|| "fewer-resources-in-storage".to_string());
        Some(Outcome {
            scores: scores.iter().map(|s| s.total).collect(),
            higher_is_better: true,
            winners: standings[0].clone(),
            standings,
            tie_break,
            ending: self.ending(),
        })
    }

    /// The score `seat` would have if the game ended now: the running score with ruling 14's
    /// final collection counted (what lies on its sites and on exploitations holding its
    /// craftsmen goes to storage, one point off each). Public information only.
    pub fn score_if_ended_now(&self, seat: u8) -> Score {
        let mut state = self.clone();
        state.collect_to_storage(seat);
        state.score_of(seat)
    }

    /// The outcome if the game ended now: ruling 14's final collection for every seat, then
    /// ruling 15's standings. The balance report uses it at the start of the first player's
    /// final turn, to measure what the rulebook's ending gives the seats before the finisher.
    #[allow(
        clippy::expect_used,
        reason = "`finish` marks the copy over, and a game marked over always has an outcome (`outcome_of`)"
    )]
    pub fn outcome_if_ended_now(&self) -> Outcome {
        let mut state = self.clone();
        // The events (and so the stalemate flag they carry) are dropped with the copy.
        state.finish(false, &mut NoEvents);
        state.outcome_of().expect("a game marked over has an outcome")
    }

    /// How `action` would change the acting seat's score if the game ended right after it
    /// (`score_if_ended_now`), worked out by the rules on a copy; `None` if it is refused.
    /// On a seat's view this reads nothing hidden: a contract drawn to refill the display
    /// comes from a deck the view does not have, and scores nothing.
    pub fn score_change(&self, action: &Action) -> Option<i64> {
        let seat = self.current;
        let before = self.score_if_ended_now(seat).total;
        let mut state = self.clone();
        state.apply(action).ok()?;
        Some(state.score_if_ended_now(seat).total - before)
    }

    /// The resources on the site at `hex` (its `half` with 3-4 players), if it is one.
    pub fn site_holds(&self, hex: u8, half: u8) -> Option<Res> {
        Some(self.ruins[self.ruin(hex)?].get(half as usize)?.resources)
    }

    /// What building `card` on a site would be worth: the contract's printed points, whether
    /// it is private (from the hand) or public (from the display), the resources it uses, and
    /// the surplus that goes to storage (one point off each at the end, ruling 15).
    pub fn build_worth(&self, hex: u8, half: u8, card: u8) -> Option<BuildWorth> {
        let r = self.ruin(hex)?;
        let have = self.ruins[r].get(half as usize)?.resources;
        let used = self.contract_uses(card, &have)?;
        let mut surplus = [0u8; 5];
        for k in 0..5 {
            surplus[k] = have[k] - used[k];
        }
        Some(BuildWorth {
            points: self.content.cards[card as usize].points as i64,
            private: self.seats[self.current as usize].hand & (1u64 << card) != 0,
            used,
            surplus,
        })
    }

    /// The contract a transport of `resource` onto the current player's site at
    /// (`hex`, `half`) serves: among those the player may build (face up or in hand) whose
    /// cost is a list of resources that still wants one more `resource` there, the one the
    /// site would then lack fewest resources for (ties: the most points, then the first).
    /// Returns the card and what it would still lack (nothing: it can be built).
    pub fn contract_served(&self, hex: u8, half: u8, resource: Resource) -> Option<(u8, Res)> {
        let mut have = self.site_holds(hex, half)?;
        have[resource as usize] += 1;
        let cards = self.available_contracts(self.current);
        let mut best: Option<(u32, i64, u8, Res)> = None;
        for card in (0..64u8).filter(|&c| cards & (1u64 << c) != 0) {
            let info = &self.content.cards[card as usize];
            let Cost::Resources(_) = info.cost else { continue };
            if info.need[resource as usize] < have[resource as usize] {
                continue;
            }
            let mut lack = [0u8; 5];
            for k in 0..5 {
                lack[k] = info.need[k].saturating_sub(have[k]);
            }
            let key = (total(&lack), -(info.points as i64));
            if best.is_none_or(|(m, p, _, _)| key < (m, p)) {
                best = Some((key.0, key.1, card, lack));
            }
        }
        best.map(|(_, _, card, lack)| (card, lack))
    }
}

/// What a build is worth (`ViaNebula::build_worth`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildWorth {
    /// The contract's printed points.
    pub points: i64,
    /// Built from the hand (a private or drawn contract) rather than the display.
    pub private: bool,
    /// The site's resources the contract takes (back to the reserve).
    pub used: Res,
    /// The rest, which goes to storage (one point off each at the end, ruling 15).
    pub surplus: Res,
}
