//! Setting up a game (rulebook "Mise en place"): the pieces of each player by player count,
//! the contracts dealt, the tokens laid out, the special lots swapped for neutral
//! exploitations (docs/RULINGS.md, ruling 13a), the first player.

use std::sync::Arc;

use super::content::{bits, Content, MAX_RUINS, MEADOWS, MEADOW_TILES, RESERVE_PER_KIND};
use super::state::*;
use super::types::*;
use crate::core::{Rng, SetupError};

impl ViaNebula {
    /// A new game, or why these options cannot start one.
    pub(super) fn new_game(options: &Options, seed: u64) -> Result<ViaNebula, SetupError> {
        let players = <ViaNebula as crate::core::Game>::PLAYERS;
        if !players.contains(&usize::from(options.players)) {
            return Err(SetupError(format!(
                "Via Nebula is played by {} to {} players, not {}.",
                players.start(),
                players.end(),
                options.players
            )));
        }
        let content = match &options.custom_content {
            None => Content::builtin(options.side),
            Some(files) => {
                Arc::new(Content::build(files, None).map_err(|e| SetupError(e.to_string()))?)
            }
        };
        Ok(ViaNebula::setup(options, content, seed))
    }

    pub(super) fn setup(options: &Options, content: Arc<Content>, seed: u64) -> ViaNebula {
        let mut rng = Rng::new(seed);
        let n = options.players;
        let c = &*content;
        let mut seats = [PlayerState::default(); MAX_PLAYERS];
        let stack = match n {
            2 => 5,
            3 => 4,
            _ => 3,
        };
        for p in seats.iter_mut().take(n as usize) {
            p.craftsmen = if n == 2 { 3 } else { 2 };
            p.sites = 3;
            p.buildings = 5;
            p.stacks = [stack; 4];
        }
        let tile_reserve = MEADOW_TILES - 4 * stack * n;
        // Contracts: 2 private each, the rest to the box; 4 face up from the deck.
        let mut private: Vec<u8> = bits(c.private_cards as u128).map(|i| i as u8).collect();
        rng.shuffle(&mut private);
        let first_player = rng.below(n as usize) as u8;
        for i in 0..n as usize {
            // Dealt from the first player round the table (order does not matter: shuffled).
            seats[i].hand = bit64(private[2 * i]) | bit64(private[2 * i + 1]);
        }
        let card_box = private[2 * n as usize..].iter().fold(0u64, |m, &k| m | bit64(k));
        let mut state_deck = c.neutral_cards;
        let mut display = [NONE; 4];
        // Tokens: one special removed at random, the 24 others one per meadow.
        let specials: Vec<u8> =
            (0..c.tokens.len() as u8).filter(|&t| c.tokens[t as usize].special).collect();
        let removed_special = specials[rng.below(specials.len())];
        let mut tokens: Vec<u8> =
            (0..c.tokens.len() as u8).filter(|&t| t != removed_special).collect();
        rng.shuffle(&mut tokens);
        let mut token_on = [NONE; MEADOWS];
        let mut meadow_resources = [[0u8; 5]; MEADOWS];
        let mut reserve = [RESERVE_PER_KIND; 5];
        let mut token_box = 0u32;
        for m in 0..MEADOWS {
            let t = tokens[m];
            let def = c.tokens[t as usize];
            if def.special {
                // Swapped for its lot of resources: a neutral exploitation.
                let k = def.resource as usize;
                let amount = def.quantity(n as usize).min(reserve[k]);
                meadow_resources[m][k] = amount;
                reserve[k] -= amount;
                token_box |= 1 << t;
            } else {
                token_on[m] = t;
            }
        }
        let mut s = ViaNebula {
            content: content.clone(),
            options: Arc::new(options.clone()),
            rng,
            players: n,
            seats,
            tiles: 0,
            token_on,
            craftsman_on: [NONE; MEADOWS],
            meadow_resources,
            ruins: [[Half::default(); 2]; MAX_RUINS],
            reserve,
            tile_reserve,
            deck: state_deck,
            display,
            card_box,
            end_card_holder: NONE,
            token_box,
            removed_special,
            first_player,
            current: first_player,
            actions_left: 2,
            pending: None,
            acted: false,
            idle_turns: 0,
            final_turns_left: None,
            over: false,
            turn: 0,
        };
        #[allow(
            clippy::expect_used,
            reason = "the deck holds the 33 neutral contracts and the display only 4"
        )]
        for slot in display.iter_mut() {
            *slot = s.draw_from_deck().expect("33 contracts in the deck");
        }
        state_deck = s.deck;
        s.display = display;
        s.deck = state_deck;
        s
    }
}
