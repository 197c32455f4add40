//! The score (rulebook "Fin du jeu", docs/RULINGS.md, ruling 15), including the powers that
//! only score (Architect, Burgomaster, Lazy Explorer, Merchant), and the outcome.

use super::content::{bits, total, Power};
use super::state::*;
use super::types::*;
use crate::core::{Game, Outcome, Seat};

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

    /// How a finished game ended: "fifth-building" (docs/RULINGS.md, ruling 14) or
    /// "no-one-can-act" (ruling 15a). Only a fifth building takes the end card, and a game
    /// that reached its final round always ends by it.
    pub fn ending(&self) -> &'static str {
        if self.end_card_holder != NONE {
            "fifth-building"
        } else {
            "no-one-can-act"
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
            ending: self.ending().to_string(),
        })
    }
}
