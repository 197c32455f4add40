//! One scenario per rule of Via Nebula, each naming the passage of the French rulebook
//! (`../shared/rules/via-nebula-rules-fr.txt`) or the project ruling (`docs/RULINGS.md`)
//! it checks, plus the rulebook's worked examples and the illegal cases.
//!
//! Hex ids below are on the beginner side (`crates/rules/src/via_nebula/content/boards.json`); the
//! scenario builder addresses them by (column, row) of the board file.
//!
//! This file: the setup and the actions A to E; `via_nebula_rules_end.rs` has F, the turn, the
//! game's end and what each seat may see.

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use crate::via_nebula_support::*;
use moonvale_rules::core::testing::Audit;
use moonvale_rules::core::Game;
use moonvale_rules::via_nebula::testing::Scenario;
use moonvale_rules::via_nebula::*;

// ---------------------------------------------------------------------------------------
// MISE EN PLACE

// « Il place ses 5 bâtiments, ses 3 tuiles de chantier et ses 2 artisans [...] (le 3e est remis
// dans la boîte). Il forme ensuite sur son plateau 4 piles de 3 tuiles de plaine. »
// 3 joueurs : « des piles de 4 tuiles » ; 2 joueurs : « des piles de 5 tuiles », « 3 artisans ».
#[test]
fn setup_pieces_by_player_count() {
    for (players, craftsmen, stack) in [(2u8, 3u8, 5u8), (3, 2, 4), (4, 2, 3)] {
        let g = ViaNebula::new(&Options::new(players, Side::Beginner), 3).unwrap();
        for seat in 0..players as usize {
            let p = &g.seats[seat];
            assert_eq!(
                (p.craftsmen, p.sites, p.buildings, p.stacks),
                (craftsmen, 3, 5, [stack; 4])
            );
            // « On distribue 2 cartes contrat privé par joueur. »
            assert_eq!(p.hand.count_ones(), 2);
            assert_eq!(p.hand & !g.content.private_cards, 0);
        }
        // « Les 2 [4] cartes restantes sont remises dans la boîte. »
        assert_eq!(g.card_box.count_ones(), 8 - 2 * players as u32);
        assert_eq!(g.tile_reserve, 60 - 4 * stack * players);
        // « Les 4 premières cartes de cette pioche sont alors placées, face visible »
        assert!(g.display.iter().all(|&c| c != NONE && g.content.neutral_cards & (1 << c) != 0));
        assert_eq!(g.deck.count_ones(), 33 - 4);
        assert_eq!(g.end_card_holder, NONE);
        g.check_invariants().unwrap();
    }
}

// Adjustments for 2 and 3 players: « Les jetons d'exploitation produisent une ressource de
// moins (4 au lieu de 5, 3 au lieu de 4 et 2 au lieu de 3) »; the special tokens are
// exploitation tokens too (« jetons spéciaux d'exploitation »): docs/RULINGS.md, ruling 13a.
#[test]
fn special_exploitations_hold_four_with_two_or_three_players() {
    for (players, lot) in [(2u8, 4u8), (3, 4), (4, 5)] {
        for side in [Side::Beginner, Side::Expert] {
            for seed in 0..10 {
                let g = ViaNebula::new(&Options::new(players, side), seed).unwrap();
                let lots: Vec<u8> = (0..24)
                    .map(|m| g.meadow_resources[m].iter().sum::<u8>())
                    .filter(|&r| r > 0)
                    .collect();
                assert_eq!(lots, vec![lot; 4], "{players} players, {side:?}, seed {seed}");
                g.check_invariants().unwrap();
            }
        }
    }
}

// « L'un des jetons spéciaux d'exploitation est retiré aléatoirement [...] Les 4 jetons spéciaux
// d'exploitation sont retirés du plateau de jeu et remplacés par des lots de 5 ressources [...]
// exploitations neutres » (with 4 players; with 2-3 see the next test)
#[test]
fn setup_special_tokens_become_neutral_exploitations() {
    let mut removed = std::collections::HashSet::new();
    for seed in 0..40 {
        let g = ViaNebula::new(&Options::new(4, Side::Expert), seed).unwrap();
        assert!(g.content.tokens[g.removed_special as usize].special);
        removed.insert(g.removed_special);
        let neutral: Vec<usize> =
            (0..24).filter(|&m| g.meadow_resources[m].iter().sum::<u8>() > 0).collect();
        assert_eq!(neutral.len(), 4);
        for m in neutral {
            assert_eq!(g.meadow_resources[m].iter().sum::<u8>(), 5);
            assert_eq!(g.craftsman_on[m], NONE);
            assert_eq!(g.token_on[m], NONE);
        }
        assert_eq!(g.token_on.iter().filter(|&&t| t != NONE).count(), 20);
    }
    assert!(removed.len() > 1, "the removed special token depends on the seed");
}

// « Un joueur est désigné premier joueur » : drawn from the seed; same seed, same game.
#[test]
fn setup_first_player_from_the_seed_and_reproducible() {
    let firsts: std::collections::HashSet<u8> = (0..30)
        .map(|seed| ViaNebula::new(&Options::new(4, Side::Beginner), seed).unwrap().current)
        .collect();
    assert!(firsts.len() > 2);
    let a = ViaNebula::new(&Options::new(4, Side::Beginner), 9).unwrap();
    let b = ViaNebula::new(&Options::new(4, Side::Beginner), 9).unwrap();
    assert_eq!(a, b);
    assert!(ViaNebula::new(&Options::new(5, Side::Beginner), 9).is_err());
    assert!(ViaNebula::new(&Options::new(1, Side::Beginner), 9).is_err());
}

#[test]
fn setup_board_side_is_chosen() {
    let b = ViaNebula::new(&Options::new(2, Side::Beginner), 1).unwrap();
    let e = ViaNebula::new(&Options::new(2, Side::Expert), 1).unwrap();
    assert_eq!(b.content.builtin, Some(Side::Beginner));
    assert_eq!(e.content.builtin, Some(Side::Expert));
    assert_ne!(b.content.terrain, e.content.terrain);
}

// ---------------------------------------------------------------------------------------
// A - POSER UN ARTISAN

// « EXEMPLE À 4 JOUEURS : Bleu place son artisan sur la case contenant un jeton « 3 Bois ».
// Elle prend le jeton et le place, face cachée, à proximité de son plateau de guilde. Elle
// place 3 ressources « Bois » sur la case où elle vient de poser son artisan. »
#[test]
fn example_blue_places_a_craftsman_on_3_wood() {
    let mut s = Scenario::empty(4, Side::Beginner);
    let blue = 1;
    s.state.current = blue;
    let hex = s.hex(3, 2);
    let token = s.token(hex, W, Some(3));
    let events = apply(&mut s.state, Action::PlaceCraftsman { hex });
    assert_eq!(
        events,
        vec![Event::CraftsmanPlaced { seat: blue, hex, token, resource: W, amount: 3 }]
    );
    let g = &s.state;
    let m = g.content.meadow_index[hex as usize] as usize;
    assert_eq!(g.meadow_resources[m], [3, 0, 0, 0, 0]);
    assert_eq!(g.craftsman_on[m], blue);
    assert_eq!(g.token_on[m], NONE);
    assert_eq!(g.seats[1].tokens, 1 << token);
    assert_eq!(g.seats[1].craftsmen, 1);
    assert_eq!(g.reserve[0], 18 - 3);
    // The published "3 Wood" token is worth 1 point.
    assert_eq!(g.score()[1].tokens, 1);
    g.check_invariants().unwrap();
}

// « Les jetons d'exploitation produisent une ressource de moins (4 au lieu de 5, 3 au lieu de 4
// et 2 au lieu de 3) » with 2 and 3 players.
#[test]
fn tokens_give_one_less_with_two_or_three_players() {
    for players in [2u8, 3] {
        let mut s = Scenario::empty(players, Side::Beginner);
        let hex = s.hex(3, 2);
        s.token(hex, W, Some(4));
        apply(&mut s.state, Action::PlaceCraftsman { hex });
        let m = s.state.content.meadow_index[hex as usize] as usize;
        assert_eq!(s.state.meadow_resources[m][0], 3);
    }
}

// « Note : un joueur qui n'a pas de pion artisan disponible ne peut effectuer cette action. »
#[test]
fn no_craftsman_left_no_placement() {
    let mut s = Scenario::empty(4, Side::Beginner);
    let (a, b, c) = (s.hex(3, 2), s.hex(2, 3), s.hex(1, 4));
    s.craftsman(0, a, &[(W, 2)]);
    s.craftsman(0, b, &[(S, 2)]);
    s.token(c, C, None);
    refused(&s.state, Action::PlaceCraftsman { hex: c }, Error::NoCraftsmanLeft);
    // A hex without a token cannot take a craftsman either.
    let t = Scenario::empty(4, Side::Beginner);
    let d = t.hex(3, 2);
    refused(&t.state, Action::PlaceCraftsman { hex: d }, Error::NoTokenThere);
}

// ---------------------------------------------------------------------------------------
// B - POSER UN CHANTIER

// « EXEMPLE : Noir décide de poser un chantier. Il ne peut pas le poser en A (les deux
// emplacements de la case sont occupés) mais il peut le placer en B, C ou D. »
#[test]
fn example_black_building_site_a_b_c_d() {
    let mut s = Scenario::empty(4, Side::Beginner);
    let black = 0;
    let (a, b, c, d) = (s.hex(1, 2), s.hex(0, 3), s.hex(2, 5), s.hex(1, 6));
    s.site(1, a, 0, &[]);
    s.site(2, a, 1, &[]);
    let card = s.cards_with(Power::Caravan)[0];
    s.building(3, b, 0, card); // B: one half holds a building, the other is free.
    s.site(black, c, 0, &[]); // C: one half is Black's own site.
                              // D is empty.
    refused(&s.state, Action::PlaceSite { hex: a }, Error::RuinFull);
    for hex in [b, c, d] {
        listed(&s.state, Action::PlaceSite { hex });
    }
    let mut g = s.state.clone();
    assert_eq!(
        apply(&mut g, Action::PlaceSite { hex: c }),
        vec![Event::SitePlaced { seat: black, hex: c, half: 1 }]
    );
    g.check_invariants().unwrap();
}

// « Un joueur ne peut avoir sur le plateau plus de tuiles de chantier qu'il ne lui reste de
// bâtiments à construire. » (ruling 5)
#[test]
fn no_site_beyond_the_buildings_left() {
    let mut s = Scenario::empty(4, Side::Beginner);
    let cards: Vec<u8> = s.cards_with(Power::Store);
    let ruins: Vec<u8> = s.state.content.ruin_hexes.clone();
    for (i, &card) in cards.iter().take(4).enumerate() {
        s.building(0, ruins[i], 0, card);
    }
    s.site(0, ruins[4], 0, &[]);
    assert_eq!(s.state.seats[0].buildings, 1);
    refused(&s.state, Action::PlaceSite { hex: ruins[5] }, Error::SitesExceedBuildings);
    // « Un joueur qui n'a pas de tuile de chantier ne peut effectuer cette action. »
    let mut t = Scenario::empty(4, Side::Beginner);
    for &ruin in &ruins[..3] {
        t.site(0, ruin, 0, &[]);
    }
    refused(&t.state, Action::PlaceSite { hex: ruins[5] }, Error::NoSiteLeft);
    refused(
        &Scenario::empty(4, Side::Beginner).state,
        Action::PlaceSite { hex: t.hex(3, 2) },
        Error::NotARuin,
    );
}

// 2 joueurs : « Dès qu'un joueur place un chantier sur une case de ruines, il est désormais
// impossible à son adversaire de s'installer sur cette case »
#[test]
fn two_players_one_site_per_ruin() {
    let mut s = Scenario::empty(2, Side::Beginner);
    let ruin = s.hex(1, 2);
    s.site(1, ruin, 0, &[]);
    refused(&s.state, Action::PlaceSite { hex: ruin }, Error::RuinFull);
    let mut own = Scenario::empty(2, Side::Beginner);
    own.site(0, ruin, 0, &[]);
    refused(&own.state, Action::PlaceSite { hex: ruin }, Error::RuinFull);
}

// ---------------------------------------------------------------------------------------
// C - EXPLORER UNE ZONE DE BRUME

// « La case choisie doit être : Soit adjacente à au moins une case occupée par un élément du
// joueur (artisan, chantier, bâtiment) ; Soit adjacente à une case ou tuile de plaine vide »
#[test]
fn fog_must_touch_an_element_of_yours_or_an_empty_meadow() {
    // At setup every meadow holds a token or a neutral lot: nothing is empty, nobody has an
    // element, so nobody can explore yet.
    let s = Scenario::new(3, Side::Beginner);
    assert!(!s
        .state
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::ExploreFog { .. } | Action::ExploreForest { .. })));
    let far = s.hex(4, 6);
    refused(&s.state, Action::ExploreFog { hex: far }, Error::NotNextToYours);

    // A craftsman of yours: its neighbouring fog opens.
    let mut c = Scenario::new(3, Side::Beginner);
    let hex = c.hex(3, 2);
    let m = c.state.content.meadow_index[hex as usize] as usize;
    if c.state.token_on[m] == NONE {
        // A special lot landed here with this seed: put a regular token there instead.
        for k in 0..5 {
            c.state.reserve[k] += c.state.meadow_resources[m][k];
        }
        c.state.meadow_resources[m] = [0; 5];
        let t = (0..20u8).find(|&t| {
            c.state.token_on.iter().all(|&x| x != t)
                && c.state.token_box & (1 << t) == 0
                && t != c.state.removed_special
        });
        c.state.token_on[m] = t.expect("a token");
    }
    let mut g = c.state.clone();
    let near = s.hex(2, 2);
    refused(&g, Action::ExploreFog { hex: near }, Error::NotNextToYours);
    apply(&mut g, Action::PlaceCraftsman { hex });
    listed(&g, Action::ExploreFog { hex: near });
    let events = apply(&mut g, Action::ExploreFog { hex: near });
    // « Le joueur prend une tuile de plaine sur la pile la plus à gauche »
    assert_eq!(events, vec![Event::TilePlaced { seat: 0, hex: near, from_reserve: false }]);
    assert_eq!(g.seats[0].stacks, [3, 4, 4, 4]);
    // The placed tile is an empty meadow: the fog beyond it opens for everyone.
    assert_ne!(g.empty_meadows() & (1u128 << near), 0);

    // An empty meadow (no token, no resource) opens its neighbours to any player.
    let mut e = Scenario::empty(3, Side::Beginner);
    e.state.current = 2;
    listed(&e.state, Action::ExploreFog { hex: e.hex(2, 2) });
    // A neutral exploitation still holding resources is not empty (ruling 3).
    let mut n = Scenario::new(3, Side::Beginner);
    let m = (0..24).find(|&m| n.state.meadow_resources[m].iter().sum::<u8>() > 0).unwrap();
    let hex = n.state.content.meadow_hexes[m];
    assert_eq!(n.state.empty_meadows() & (1u128 << hex), 0);
    n.state.current = 1;
}

// EXPLORATEURS : « Dès qu'une pile de tuiles est vidée, elle laisse apparaître un explorateur.
// [...] si un joueur veut explorer mais n'a plus aucune tuile de plaine sur son plateau de
// guilde, il peut utiliser des tuiles de la réserve dans la limite de la quantité disponible. »
#[test]
fn explorers_revealed_then_tiles_from_the_reserve() {
    let mut s = Scenario::empty(4, Side::Beginner);
    s.state.seats[0].stacks = [0, 0, 0, 1];
    s.state.tile_reserve += 8;
    let (a, b) = (s.hex(2, 2), s.hex(0, 2));
    let events = apply(&mut s.state, Action::ExploreFog { hex: a });
    assert_eq!(
        events,
        vec![
            Event::ExplorerRevealed { seat: 0, stack: 3 },
            Event::TilePlaced { seat: 0, hex: a, from_reserve: false }
        ]
    );
    let reserve = s.state.tile_reserve;
    let events = apply(&mut s.state, Action::ExploreFog { hex: b });
    assert_eq!(events, vec![Event::TilePlaced { seat: 0, hex: b, from_reserve: true }]);
    assert_eq!(s.state.tile_reserve, reserve - 1);
    assert_eq!(s.state.score()[0].explorers, 8);
    // Ruling 4: with no tile anywhere, no exploration.
    let mut t = Scenario::empty(4, Side::Beginner);
    t.state.seats[0].stacks = [0; 4];
    t.state.tile_reserve = 0;
    refused(&t.state, Action::ExploreFog { hex: a }, Error::NoMeadowTileLeft);
}

// ---------------------------------------------------------------------------------------
// D - EXPLORER UNE FORÊT PÉTRIFIÉE

// « IMPORTANT : cette action coûte les deux actions du joueur. Un joueur qui pose un hexagone
// sur une forêt pétrifiée termine donc son tour immédiatement. »
#[test]
fn forest_costs_both_actions() {
    let mut s = Scenario::empty(4, Side::Beginner);
    let forest = s.hex(5, 2);
    let near = s.hex(4, 2); // fog between the meadow (3,2) and the forest
    s.tile(near);
    listed(&s.state, Action::ExploreForest { hex: forest });
    apply(&mut s.state, Action::ExploreForest { hex: forest });
    assert_eq!(s.state.actions_left, 0);
    assert_eq!(s.state.legal_actions(), vec![Action::EndTurn]);
}

// « à l'exception de la D » / ruling 1: a forest is never a second action.
#[test]
fn forest_refused_as_second_action() {
    let mut s = Scenario::empty(4, Side::Beginner);
    let forest = s.hex(5, 2);
    let near = s.hex(4, 2);
    s.tile(near);
    {
        let h = s.hex(2, 2);
        apply(&mut s.state, Action::ExploreFog { hex: h });
    }
    assert_eq!(s.state.actions_left, 1);
    refused(&s.state, Action::ExploreForest { hex: forest }, Error::ForestNeedsBothActions);
    // A fog hex is not a forest and vice versa.
    refused(&s.state, Action::ExploreFog { hex: forest }, Error::NotFog);
}

// « Note : il est possible d'effectuer deux fois la même action lors de son tour »
#[test]
fn same_action_twice_in_a_turn() {
    let mut s = Scenario::empty(4, Side::Beginner);
    {
        let h = s.hex(2, 2);
        apply(&mut s.state, Action::ExploreFog { hex: h });
    }
    {
        let h = s.hex(0, 2);
        apply(&mut s.state, Action::ExploreFog { hex: h });
    }
    assert_eq!(s.state.legal_actions(), vec![Action::EndTurn]);
}

// ---------------------------------------------------------------------------------------
// E - TRANSPORTER UNE RESSOURCE JUSQU'À UN CHANTIER

// « EXEMPLE : Blanc décide de transporter une ressource. Il choisit une ressource « Blé » dans
// l'exploitation de Bleu et la livre dans son chantier en suivant le chemin de tuiles de plaine
// vides. Comme il a pris le dernier « Blé » du site de Bleu, ce dernier récupère son artisan. »
#[test]
fn example_white_takes_blues_last_wheat() {
    let mut s = Scenario::empty(4, Side::Beginner);
    let (white, blue) = (0u8, 1u8);
    let (ruin, path, source) = (s.hex(1, 2), s.hex(2, 2), s.hex(3, 2));
    s.site(white, ruin, 0, &[]);
    s.craftsman(blue, source, &[(H, 1)]);
    s.tile(path);
    let a = Action::Transport { from: source, resource: H, to: ruin, half: 0 };
    listed(&s.state, a);
    assert_eq!(s.state.transport_path(source, ruin), Some(vec![path]));
    let events = apply(&mut s.state, a);
    assert_eq!(
        events,
        vec![
            Event::ResourceMoved { seat: white, from: source, resource: H, to: ruin, half: 0 },
            Event::ExploitationDepleted { hex: source },
            Event::CraftsmanReturned { seat: blue, hex: source },
        ]
    );
    assert_eq!(s.state.seats[blue as usize].craftsmen, 2);
    // « Cette case est désormais vide et il est donc possible d'y circuler »
    assert_ne!(s.state.empty_meadows() & (1u128 << source), 0);
    s.state.check_invariants().unwrap();
}

// « Il est interdit de traverser d'autres cases que des cases de plaine vides. » (ruling 6)
#[test]
fn transport_blocked_by_resources_or_a_token_on_the_way() {
    let mut s = Scenario::empty(4, Side::Beginner);
    let (ruin, tile, middle, source) = (s.hex(1, 2), s.hex(1, 3), s.hex(2, 3), s.hex(3, 2));
    s.site(0, ruin, 0, &[]);
    s.craftsman(1, source, &[(W, 2)]);
    s.tile(tile);
    // The middle meadow is empty: the path source -> middle -> tile -> ruin is open.
    assert_eq!(s.state.transport_path(source, ruin), Some(vec![middle, tile]));
    listed(&s.state, Action::Transport { from: source, resource: W, to: ruin, half: 0 });

    let mut with_resources = Scenario { state: s.state.clone() };
    with_resources.neutral(middle, &[(S, 2)]);
    refused(
        &with_resources.state,
        Action::Transport { from: source, resource: W, to: ruin, half: 0 },
        Error::NoPath,
    );
    // The blocking exploitation itself can send its resources on.
    listed(
        &with_resources.state,
        Action::Transport { from: middle, resource: S, to: ruin, half: 0 },
    );

    let mut with_token = Scenario { state: s.state.clone() };
    with_token.token(middle, C, None);
    refused(
        &with_token.state,
        Action::Transport { from: source, resource: W, to: ruin, half: 0 },
        Error::NoPath,
    );
    // Fog is no path either (the tile removed).
    let mut fog = s.state.clone();
    fog.tiles = 0;
    fog.tile_reserve += 1;
    refused(
        &fog,
        Action::Transport { from: source, resource: W, to: ruin, half: 0 },
        Error::NoPath,
    );
}

// « Il est interdit de transporter une ressource vers un chantier adverse. »
#[test]
fn transport_to_an_opponents_site_refused() {
    let mut s = Scenario::empty(4, Side::Beginner);
    let (ruin, source) = (s.hex(1, 2), s.hex(0, 1));
    s.site(1, ruin, 0, &[]);
    s.neutral(source, &[(F, 3)]);
    refused(
        &s.state,
        Action::Transport { from: source, resource: F, to: ruin, half: 0 },
        Error::NotYourSite,
    );
    // Adjacent exploitation, own site: the path may be empty (ruling 6).
    s.site(0, ruin, 1, &[]);
    listed(&s.state, Action::Transport { from: source, resource: F, to: ruin, half: 1 });
    assert_eq!(s.state.transport_path(source, ruin), Some(vec![]));
}

// « Une ressource sur un chantier ne peut jamais être déplacée. » / ruling 7: the mover picks
// the kind when an exploitation holds several.
#[test]
fn transport_picks_the_kind_and_sites_never_send() {
    let mut s = Scenario::empty(4, Side::Beginner);
    let (ruin, other, source) = (s.hex(1, 2), s.hex(0, 3), s.hex(0, 1));
    s.site(0, ruin, 0, &[(W, 1)]);
    s.site(0, other, 0, &[]);
    s.neutral(source, &[(F, 1), (C, 1)]);
    listed(&s.state, Action::Transport { from: source, resource: F, to: ruin, half: 0 });
    listed(&s.state, Action::Transport { from: source, resource: C, to: ruin, half: 0 });
    refused(
        &s.state,
        Action::Transport { from: source, resource: W, to: ruin, half: 0 },
        Error::NoResourceThere,
    );
    refused(
        &s.state,
        Action::Transport { from: ruin, resource: W, to: other, half: 0 },
        Error::NoResourceThere,
    );
}
