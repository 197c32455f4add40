//! One scenario per card power (17 contract kinds), each citing the card text of the French
//! rulebook (« POUVOIR DES CARTES » and the card list).

// Native tests (plain `cargo test`); the browser tests are tests/web/.
#![cfg(not(target_arch = "wasm32"))]

use moonvale_rules::core::testing::Audit;
use moonvale_rules::core::{Disclosure, Game, GameEvent};
use moonvale_rules::via_nebula::testing::Scenario;
use moonvale_rules::via_nebula::*;

fn apply(s: &mut ViaNebula, a: Action) -> Vec<Event> {
    let events = s.apply(&a).unwrap_or_else(|e| panic!("{a:?} refused: {e}"));
    s.check_invariants().unwrap();
    events
}

fn refused(s: &ViaNebula, a: Action, err: Error) {
    let mut probe = s.clone();
    assert_eq!(probe.apply(&a), Err(err), "{a:?}");
    assert_eq!(&probe, s);
    assert!(!s.legal_actions().contains(&a), "{a:?} is listed");
}

fn listed(s: &ViaNebula, a: Action) {
    assert!(s.legal_actions().contains(&a), "{a:?} not in {:?}", s.legal_actions());
}

const W: Resource = Resource::Wood;
const S: Resource = Resource::Stone;
const C: Resource = Resource::Clay;
const F: Resource = Resource::Food;

/// Seat 0 (4 players, beginner side) builds the first card with `power` on the ruin at
/// (1,2) as their first action; a second site of theirs waits on the ruin at (0,3).
fn built_with(power: Power) -> (Scenario, u8) {
    let mut s = Scenario::empty(4, Side::Beginner);
    let card = s.cards_with(power)[0];
    if s.state.content.cards[card as usize].private {
        s.hand(0, card);
    } else {
        s.display(0, card);
    }
    let need = match power {
        Power::Priest => vec![(W, 1), (S, 1), (C, 1)],
        Power::LazyExplorer => vec![(W, 2)],
        _ => s.need_of(card),
    };
    let (ruin, second) = (s.hex(1, 2), s.hex(0, 3));
    s.site(0, ruin, 0, &need);
    s.site(0, second, 0, &[(C, 1)]);
    apply(&mut s.state, Action::Build { hex: ruin, half: 0, card });
    (s, card)
}

fn no_power(power: Power) -> Scenario {
    let (s, _) = built_with(power);
    assert_eq!(s.state.pending, None, "{power:?} has no power to use");
    assert_eq!(s.state.actions_left, 1);
    s
}

// « LES JOUEURS SONT LIBRES D'APPLIQUER OU NON LE POUVOIR D'UNE CARTE, MAIS ILS NE PEUVENT PAS
// LE GARDER POUR PLUS TARD. »
#[test]
fn every_power_is_optional_and_cannot_wait() {
    for power in [
        Power::ExpressDelivery,
        Power::SecretPlan,
        Power::Shortcut,
        Power::Abundance,
        Power::Adventurers,
        Power::Caravan,
        Power::Distillery,
        Power::Export,
        Power::Store,
        Power::Carpentry,
        Power::Airway,
    ] {
        let (s, card) = built_with(power);
        assert!(s.state.pending.is_some(), "{power:?}");
        listed(&s.state, Action::SkipPower);
        // Nothing else may happen before the power is used or declined.
        refused(&s.state, Action::ExploreFog { hex: s.hex(2, 2) }, Error::PowerPending);
        refused(&s.state, Action::EndTurn, Error::PowerPending);
        let mut g = s.state.clone();
        assert_eq!(apply(&mut g, Action::SkipPower), vec![Event::PowerSkipped { seat: 0, card }]);
        assert_eq!(g.pending, None);
        assert_eq!(g.actions_left, 1);
        refused(&g, Action::SkipPower, Error::NoPowerPending);
    }
}

// BOURG CALME : « Cette carte n'accorde pas de pouvoir, mais rapporte 4 points »
#[test]
fn quiet_town_scores_four() {
    let s = no_power(Power::QuietTown);
    assert_eq!(s.state.score()[0].contracts, 4);
}

// LIVRAISON EXPRESS : « Le joueur place une ressource de son choix de la réserve sur l'un de
// ses chantiers. »
#[test]
fn express_delivery_adds_a_resource_to_a_site() {
    let (mut s, _) = built_with(Power::ExpressDelivery);
    let second = s.hex(0, 3);
    let reserve = s.state.reserve[4];
    // Two steps, each its own short list (the powers asked in steps, crates/rules/src/via_nebula/powers.rs): the site, then the kind.
    let site = Action::ChooseSite { hex: second, half: 0 };
    listed(&s.state, site);
    assert_eq!(apply(&mut s.state, site), vec![]);
    assert_eq!(s.state.legal_actions().len(), 1 + 5, "skip, or one of the five kinds");
    let a = Action::AddResource { hex: second, half: 0, resource: F };
    listed(&s.state, a);
    assert_eq!(
        apply(&mut s.state, a),
        vec![Event::ResourceAdded { seat: 0, hex: second, half: 0, resource: F }]
    );
    let r = s.state.content.ruin_index[second as usize] as usize;
    assert_eq!(s.state.ruins[r][0].resources, [0, 0, 1, 0, 1]);
    assert_eq!(s.state.reserve[4], reserve - 1);
}

// PLAN SECRET : « Le joueur ajoute à sa main la carte contrat du dessus de la pioche. [...]
// Elle est désormais considérée comme un contrat privé. »
#[test]
fn secret_plan_draws_into_the_hand() {
    let (mut s, _) = built_with(Power::SecretPlan);
    let deck = s.state.deck;
    let hand = s.state.seats[0].hand;
    let events = apply(&mut s.state, Action::UsePower);
    let Event::ContractDrawn { seat: 0, card } = events[0] else { panic!("{events:?}") };
    assert_eq!(events[0].disclosure(), Disclosure::RevealsHidden);
    assert_ne!(deck & (1 << card), 0);
    assert_eq!(s.state.seats[0].hand, hand | (1 << card));
    assert_eq!(s.state.view(1).hidden_drawn[0], 1);
    // The log shows the drawn card to its owner only.
    assert_eq!(events[0].redacted_for(0), events[0]);
    assert_eq!(events[0].redacted_for(1), Event::ContractDrawn { seat: 0, card: NONE });
    // The game-independent door every client reads the log through says the same.
    assert_eq!(events[0].seen_by(0), events[0]);
    assert_eq!(events[0].seen_by(1), events[0].redacted_for(1));
    // Ruling 11: with an empty deck it does nothing (only skipping is offered).
    let (mut t, _) = built_with(Power::SecretPlan);
    t.state.card_box |= t.state.deck;
    t.state.deck = 0;
    assert_eq!(t.state.legal_actions(), vec![Action::SkipPower]);
    refused(&t.state, Action::UsePower, Error::NothingToDo);
}

// RACCOURCI : « Le joueur retire les deux tuiles de plaine les plus à gauche de son plateau de
// guilde (pas du plateau de jeu) et les place dans la réserve. »
#[test]
fn shortcut_moves_two_leftmost_tiles_to_the_reserve() {
    let (mut s, _) = built_with(Power::Shortcut);
    s.state.seats[0].stacks = [1, 3, 3, 3];
    s.state.tile_reserve += 2;
    s.state.tiles = 0;
    let reserve = s.state.tile_reserve;
    let events = apply(&mut s.state, Action::UsePower);
    assert_eq!(
        events,
        vec![
            Event::TilesDiscarded { seat: 0, count: 2 },
            Event::ExplorerRevealed { seat: 0, stack: 0 }
        ]
    );
    assert_eq!(s.state.seats[0].stacks, [0, 2, 3, 3]);
    assert_eq!(s.state.tile_reserve, reserve + 2);
}

// ABONDANCE : « Le joueur retire du plateau un jeton d'exploitation de son choix. Les ressources
// indiquées sur le jeton sont placées sur la case où il se trouvait. [...] Le joueur ne pose pas
// d'artisan sur la case et ne prend pas le jeton. Celui-ci est simplement replacé dans la boîte. »
#[test]
fn abundance_makes_a_neutral_exploitation() {
    let (mut s, _) = built_with(Power::Abundance);
    let hex = s.hex(8, 5); // far from everything: no adjacency needed
    let token = s.token(hex, S, Some(4));
    let a = Action::RemoveToken { hex };
    listed(&s.state, a);
    assert_eq!(apply(&mut s.state, a), vec![Event::TokenRemoved { hex, token, amount: 4 }]);
    let m = s.state.content.meadow_index[hex as usize] as usize;
    assert_eq!(s.state.meadow_resources[m], [0, 4, 0, 0, 0]);
    assert_eq!(s.state.craftsman_on[m], NONE);
    assert_eq!(s.state.seats[0].tokens, 0);
    assert_ne!(s.state.token_box & (1 << token), 0);
    refused(&s.state, Action::RemoveToken { hex }, Error::NoPowerPending);
}

// ARCHITECTE : « rapporte simplement 1 point par contrat rempli en fin de partie. »
#[test]
fn architect_scores_one_per_contract() {
    let mut s = no_power(Power::Architect);
    let ruins = s.state.content.ruin_hexes.clone();
    let store = s.cards_with(Power::Store)[0];
    s.building(0, ruins[7], 0, store);
    let printed = s.state.content.cards[store as usize].points as i64;
    assert_eq!(s.state.score()[0].contracts, printed + 2);
}

// AVENTURIERS : « Le joueur place une tuile de plaine de son plateau guilde sur une zone
// interdite de son choix, sans tenir compte des règles d'exploration. »
#[test]
fn adventurers_cover_a_forbidden_zone() {
    let (mut s, _) = built_with(Power::Adventurers);
    let forbidden = s.hex(6, 3);
    let fog = s.hex(2, 2);
    refused(&s.state, Action::PlaceTile { hex: fog }, Error::NotForbidden);
    listed(&s.state, Action::PlaceTile { hex: forbidden });
    assert_eq!(
        apply(&mut s.state, Action::PlaceTile { hex: forbidden }),
        vec![Event::TilePlaced { seat: 0, hex: forbidden, from_reserve: false }]
    );
    assert_eq!(s.state.seats[0].stacks, [2, 3, 3, 3]);
    assert_ne!(s.state.empty_meadows() & (1u128 << forbidden), 0, "now an empty meadow, a path");
    // Normal exploration never reaches a forbidden zone.
    assert!(!s.state.legal_actions().contains(&Action::ExploreFog { hex: s.hex(5, 5) }));
}

// BOURGMESTRE : « 2 points par bâtiment construit grâce à un contrat nécessitant exactement 2
// ressources. »
#[test]
fn burgomaster_scores_two_per_two_resource_contract() {
    let mut s = no_power(Power::Burgomaster);
    let ruins = s.state.content.ruin_hexes.clone();
    let two = s.cards_with(Power::Caravan)[0];
    let three = s.cards_with(Power::Abundance)[0];
    s.building(0, ruins[7], 0, two);
    s.building(0, ruins[8], 0, three);
    let c = &s.state.content.cards;
    let printed = (c[two as usize].points
        + c[three as usize].points
        + c[s.cards_with(Power::Burgomaster)[0] as usize].points) as i64;
    assert_eq!(s.state.score()[0].contracts, printed + 2);
}

// CARAVANE : « Le joueur retire une ressource placée sur une case lui appartenant (exploitation
// ou chantier) et la remet dans la réserve. [...] également [...] la zone de ressources »
#[test]
fn caravan_returns_one_resource() {
    let (mut s, _) = built_with(Power::Caravan);
    let (own, other) = (s.hex(8, 5), s.hex(6, 5));
    s.craftsman(0, own, &[(S, 1)]);
    s.craftsman(1, other, &[(S, 2)]);
    s.state.seats[0].storage = [0, 0, 0, 0, 1];
    s.state.reserve[4] -= 1;
    let second = s.hex(0, 3);
    for from in
        [Place::Exploitation { hex: own }, Place::Site { hex: second, half: 0 }, Place::Storage]
    {
        let kind = match from {
            Place::Exploitation { .. } => S,
            Place::Site { .. } => C,
            Place::Storage => F,
        };
        let mut g = s.state.clone();
        let a = Action::ReturnResource { from, resource: kind };
        listed(&g, a);
        let events = apply(&mut g, a);
        assert_eq!(events[0], Event::ResourceReturned { seat: 0, from, resource: kind });
        assert_eq!(g.pending, None);
        if let Place::Exploitation { .. } = from {
            // The last resource left: the craftsman comes home (ruling 8).
            assert!(events.contains(&Event::CraftsmanReturned { seat: 0, hex: own }));
        }
    }
    refused(
        &s.state,
        Action::ReturnResource { from: Place::Exploitation { hex: other }, resource: S },
        Error::NotYours,
    );
}

// DISTILLERIE : « Le joueur effectue une action supplémentaire choisie parmi les actions de base
// du jeu. Si un joueur a utilisé sa première action pour construire un bâtiment, il peut
// combiner cette action supplémentaire à l'action qui lui reste pour poser une tuile de plaine
// sur une forêt pétrifiée. »
#[test]
fn distillery_extra_action_and_forest_combination() {
    let (mut s, _) = built_with(Power::Distillery);
    let forest = s.hex(5, 2);
    s.tile(s.hex(4, 2));
    assert_eq!(apply(&mut s.state, Action::UsePower), vec![Event::ExtraAction { seat: 0 }]);
    assert_eq!(s.state.actions_left, 2);
    listed(&s.state, Action::ExploreForest { hex: forest });
    apply(&mut s.state, Action::ExploreForest { hex: forest });
    assert_eq!(s.state.legal_actions(), vec![Action::EndTurn]);

    // Built as the second action: the extra action alone cannot explore a forest.
    let mut t = Scenario::empty(4, Side::Beginner);
    let card = t.cards_with(Power::Distillery)[0];
    t.display(0, card);
    let need = t.need_of(card);
    let ruin = t.hex(1, 2);
    t.site(0, ruin, 0, &need);
    t.tile(t.hex(4, 2));
    let fog = t.hex(0, 2);
    apply(&mut t.state, Action::ExploreFog { hex: fog });
    apply(&mut t.state, Action::Build { hex: ruin, half: 0, card });
    apply(&mut t.state, Action::UsePower);
    assert_eq!(t.state.actions_left, 1);
    refused(&t.state, Action::ExploreForest { hex: forest }, Error::ForestNeedsBothActions);
}

// Ruling 12: the extra action may itself be a building (powers chain).
#[test]
fn distillery_extra_action_may_build_again() {
    let (mut s, _) = built_with(Power::Distillery);
    let card = s.cards_with(Power::Distillery)[1];
    s.display(1, card);
    let need = s.need_of(card);
    let third = s.hex(2, 5);
    s.site(0, third, 0, &need);
    apply(&mut s.state, Action::UsePower);
    apply(&mut s.state, Action::Build { hex: third, half: 0, card });
    assert_eq!(s.state.pending.map(|p| p.power), Some(Power::Distillery));
    apply(&mut s.state, Action::UsePower);
    assert_eq!(s.state.actions_left, 2);
}

// EXPLORATEUR… : « 1 point par explorateur de votre guilde non révélé en fin de partie. »
#[test]
fn lazy_explorer_has_no_power() {
    let mut s = no_power(Power::LazyExplorer);
    s.state.seats[0].stacks = [0, 0, 0, 1];
    assert_eq!(s.state.score()[0].contracts, 1);
}

// EXPORTATION : « Le joueur retire une ou deux ressources placées sur des cases lui
// appartenant (exploitation ou chantier) et les replace dans la réserve. [...] zone de
// ressources »
#[test]
fn export_returns_one_or_two_resources() {
    let (mut s, _) = built_with(Power::Export);
    s.state.seats[0].storage = [2, 0, 0, 0, 0];
    s.state.reserve[0] -= 2;
    let a = Action::ReturnResource { from: Place::Storage, resource: W };
    apply(&mut s.state, a);
    assert!(s.state.pending.is_some(), "a second resource may follow");
    let mut stop = s.state.clone();
    assert_eq!(apply(&mut stop, Action::SkipPower), vec![], "stopping after one");
    assert_eq!(stop.seats[0].storage[0], 1);
    apply(&mut s.state, a);
    assert_eq!(s.state.pending, None);
    assert_eq!(s.state.seats[0].storage[0], 0);
}

// MAGASIN : « Le joueur échange l'une des ressources lui appartenant (soit sur une de ses
// exploitations, soit sur un de ses chantiers) avec une ressource de la réserve de son choix. »
// (the example: « transformer l'Argile en Nourriture »)
#[test]
fn store_swaps_clay_for_food() {
    let (mut s, _) = built_with(Power::Store);
    let second = s.hex(0, 3);
    let site = Place::Site { hex: second, half: 0 };
    // Two steps (the powers asked in steps, crates/rules/src/via_nebula/powers.rs): the resource to give, then the kind to take.
    let give = Action::GiveResource { from: site, resource: C };
    listed(&s.state, give);
    refused(&s.state, Action::SwapResource { from: site, give: C, take: F }, Error::NotThisStep);
    assert_eq!(apply(&mut s.state, give), vec![]);
    let a = Action::SwapResource { from: site, give: C, take: F };
    listed(&s.state, a);
    assert_eq!(s.state.legal_actions().len(), 1 + 4, "skip, or one of the four other kinds");
    apply(&mut s.state, a);
    let r = s.state.content.ruin_index[second as usize] as usize;
    assert_eq!(s.state.ruins[r][0].resources, [0, 0, 0, 0, 1]);
    // Not from storage, not the same kind.
    let (mut t, _) = built_with(Power::Store);
    refused(&t.state, Action::GiveResource { from: Place::Storage, resource: C }, Error::NotYours);
    apply(&mut t.state, give);
    refused(&t.state, Action::SwapResource { from: site, give: C, take: C }, Error::SameResource);
    // An exploitation keeps its craftsman: it never empties in a swap.
    let (mut u, _) = built_with(Power::Store);
    let own = u.hex(8, 5);
    u.craftsman(0, own, &[(W, 1)]);
    let from = Place::Exploitation { hex: own };
    apply(&mut u.state, Action::GiveResource { from, resource: W });
    apply(
        &mut u.state,
        Action::SwapResource {
            from: Place::Exploitation { hex: own },
            give: W,
            take: Resource::Wheat,
        },
    );
    let m = u.state.content.meadow_index[own as usize] as usize;
    assert_eq!((u.state.craftsman_on[m], u.state.meadow_resources[m]), (0, [0, 0, 0, 1, 0]));
}

// MARCHAND : « rapporte simplement 1 point par jeton d'exploitation possédé. »
#[test]
fn merchant_scores_one_per_token() {
    let mut s = no_power(Power::Merchant);
    s.state.seats[0].tokens = 0b111;
    let tokens = s.state.score()[0].tokens;
    assert_eq!(s.state.score()[0].contracts, 3);
    assert!(tokens >= 3);
}

// MENUISERIE : « Le joueur place une tuile de plaine de son plateau de guilde sur une forêt
// pétrifiée de son choix, sans tenir compte des règles d'exploration. »
#[test]
fn carpentry_covers_any_forest_without_ending_the_turn() {
    let (mut s, _) = built_with(Power::Carpentry);
    // With one action left the rules would not allow a forest at all: the card wins.
    let forest = s.hex(4, 5);
    assert_eq!(s.state.actions_left, 1);
    listed(&s.state, Action::PlaceTile { hex: forest });
    apply(&mut s.state, Action::PlaceTile { hex: forest });
    assert_eq!(s.state.actions_left, 1);
    refused(
        &Scenario { state: built_with(Power::Carpentry).0.state }.state,
        Action::PlaceTile { hex: s.hex(2, 2) },
        Error::NotForest,
    );
}

// PRÊTRE: no power (its condition and points are in via_nebula_rules_end.rs).
#[test]
fn priest_has_no_power() {
    let s = no_power(Power::Priest);
    assert_eq!(s.state.score()[0].contracts, 3);
}

// VOIE DES AIRS : « Le joueur retire du plateau une tuile de plaine de son choix et la repose
// sur une zone de brume de son choix, sans tenir compte des règles d'exploration. »
#[test]
fn airway_moves_a_tile_to_any_fog() {
    let (mut s, _) = built_with(Power::Airway);
    let (from, to) = (s.hex(2, 2), s.hex(7, 8));
    s.tile(from);
    // Two steps (the powers asked in steps, crates/rules/src/via_nebula/powers.rs): the tile, then the fog space; before, one list held every
    // tile-and-fog pair (up to 817 actions).
    let lift = Action::LiftTile { hex: from };
    assert_eq!(s.state.legal_actions(), vec![Action::SkipPower, lift]);
    refused(&s.state, Action::MoveTile { from, to }, Error::NotThisStep);
    assert_eq!(apply(&mut s.state, lift), vec![]);
    let a = Action::MoveTile { from, to };
    listed(&s.state, a);
    let free_fog = (s.state.content.fog & !s.state.tiles).count_ones() as usize;
    assert_eq!(s.state.legal_actions().len(), 1 + free_fog);
    assert_eq!(apply(&mut s.state, a), vec![Event::TileMoved { from, to }]);
    assert_eq!(s.state.tiles, 1u128 << to);
    let (t, _) = built_with(Power::Airway);
    refused(&t.state, Action::LiftTile { hex: from }, Error::NoTileThere);
}

// A fifth building takes the end card; its power is offered as for any build, then the turn
// ends (docs/RULINGS.md, ruling 14, which replaced "its power is not used"). A scoring card
// still scores.
#[test]
fn fifth_building_power_is_offered() {
    let mut s = Scenario::empty(2, Side::Beginner);
    let ruins = s.state.content.ruin_hexes.clone();
    let stores = s.cards_with(Power::Store);
    for i in 0..4 {
        s.building(0, ruins[i], 0, stores[i]);
    }
    let card = s.cards_with(Power::Abundance)[0];
    s.display(0, card);
    let need = s.need_of(card);
    s.site(0, ruins[5], 0, &need);
    let meadow = s.hex(3, 2);
    s.token(meadow, Resource::Wood, None);
    apply(&mut s.state, Action::Build { hex: ruins[5], half: 0, card });
    assert_eq!(s.state.pending.map(|p| p.power), Some(Power::Abundance));
    assert_eq!(s.state.end_card_holder, 0);
    let remove = Action::RemoveToken { hex: meadow };
    assert_eq!(s.state.legal_actions(), vec![Action::SkipPower, remove]);
    apply(&mut s.state, remove);
    assert_eq!(s.state.pending, None);
    assert_eq!(s.state.legal_actions(), vec![Action::EndTurn]);
}

// Ruling 14: "an extra action the power would grant (Distillery) is lost" on the fifth
// building. The choice is still offered (as for any build), and the engine says it is lost,
// so a client can say so on the choice; on any other build it is not.
#[test]
fn distillery_as_the_fifth_building_offers_its_power_but_the_extra_action_is_lost() {
    let mut s = Scenario::empty(2, Side::Beginner);
    let ruins = s.state.content.ruin_hexes.clone();
    let stores = s.cards_with(Power::Store);
    for i in 0..4 {
        s.building(0, ruins[i], 0, stores[i]);
    }
    let card = s.cards_with(Power::Distillery)[0];
    s.display(0, card);
    let need = s.need_of(card);
    s.site(0, ruins[5], 0, &need);
    apply(&mut s.state, Action::Build { hex: ruins[5], half: 0, card });
    assert_eq!(s.state.pending.map(|p| p.power), Some(Power::Distillery));
    assert_eq!(s.state.legal_actions(), vec![Action::SkipPower, Action::UsePower]);
    assert!(s.state.pending_power_is_lost());
    // A choice with no effect by itself: the rules take it for the player, as a lone action.
    assert_eq!(s.state.automatic_action(), Some(Action::UsePower));
    assert_eq!(apply(&mut s.state, Action::UsePower), vec![]);
    assert_eq!(s.state.legal_actions(), vec![Action::EndTurn]);

    // The first or fourth building: the extra action is real, and the player chooses.
    let (t, _) = built_with(Power::Distillery);
    assert!(!t.state.pending_power_is_lost());
    assert_eq!(t.state.automatic_action(), None);
    let (u, _) = built_with(Power::SecretPlan);
    assert!(!u.state.pending_power_is_lost());
}

/// Logs saved before the powers asked in steps (Airway, Store and Express Delivery in one
/// action) are rewritten into today's steps and replay to the same game.
#[test]
fn old_one_step_power_logs_are_upgraded() {
    use moonvale_rules::core::{Rng, Session};
    let mut upgraded_games = 0;
    for seed in 0..400u64 {
        let options = Options::new(2, Side::Beginner);
        let mut g = ViaNebula::new(&options, seed).unwrap();
        let mut rng = Rng::new(seed);
        let mut today = Vec::new();
        while !g.is_over() {
            let legal = g.legal_actions();
            let a = legal[rng.below(legal.len())];
            g.apply(&a).unwrap();
            today.push(a);
        }
        // The same game as an old log: each first step followed by its second is dropped (a
        // first step followed by a skip is the old skip, with the same state).
        let first_step = |a: &Action| {
            matches!(
                a,
                Action::LiftTile { .. } | Action::GiveResource { .. } | Action::ChooseSite { .. }
            )
        };
        let skipped = |i: usize| today.get(i + 1) == Some(&Action::SkipPower);
        let old: Vec<Action> =
            (0..today.len()).filter(|&i| !first_step(&today[i])).map(|i| today[i]).collect();
        let expected: Vec<Action> = (0..today.len())
            .filter(|&i| !(first_step(&today[i]) && skipped(i)))
            .map(|i| today[i])
            .collect();
        let today = expected;
        if old.len() == today.len() {
            continue;
        }
        assert!(Session::<ViaNebula>::replay(options.clone(), seed, old.clone()).is_err());
        let upgraded = ViaNebula::upgrade_actions(&options, seed, &old).unwrap();
        assert_eq!(upgraded, today, "seed {seed}");
        let replayed = Session::<ViaNebula>::replay(options, seed, upgraded).unwrap();
        assert_eq!(replayed.state, g);
        upgraded_games += 1;
        if upgraded_games == 5 {
            break;
        }
    }
    assert!(upgraded_games >= 1, "no random game used a two-step power");
}
