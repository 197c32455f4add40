//! The scenarios of Via Nebula's rules, continued from `via_nebula_rules.rs`: building (F), the
//! turn, the game's end and what each seat may see, each naming the passage of the French
//! rulebook (`../shared/rules/via-nebula-rules-fr.txt`) or the project ruling (`docs/RULINGS.md`).

#![cfg(not(target_arch = "wasm32"))]

use crate::via_nebula_support::*;
use moonvale_rules::core::testing::Audit;
use moonvale_rules::core::{Disclosure, Ending, Game, GameEvent, Rng};
use moonvale_rules::via_nebula::testing::Scenario;
use moonvale_rules::via_nebula::*;

// ---------------------------------------------------------------------------------------
// F - CONSTRUIRE UN BÂTIMENT

// « EXEMPLE : dans l'un de ses chantiers, Noir possède du Bois, de la Pierre et du Blé. Il
// décide de construire un bâtiment grâce au contrat nécessitant « Bois + Pierre » visible sur
// le plateau. [...] Le Bois et la Pierre (utilisés par la carte) sont remis dans la réserve. Le
// Blé (non utilisé) est placé dans la zone de ressources de son plateau de guilde. [...] Une
// nouvelle carte contrat est piochée pour la remplacer. »
#[test]
fn example_black_builds_wood_stone_with_wheat_surplus() {
    let mut s = Scenario::empty(4, Side::Beginner);
    let ruin = s.hex(1, 2);
    let card = s.card_needing(&[W, S]).expect("a Wood + Stone contract");
    s.display(0, card);
    s.site(0, ruin, 0, &[(W, 1), (S, 1), (H, 1)]);
    let reserve = s.state.reserve;
    let deck = s.state.deck.count_ones();
    let events = apply(&mut s.state, Action::Build { hex: ruin, half: 0, card });
    assert_eq!(
        events[0],
        Event::BuildingErected { seat: 0, hex: ruin, half: 0, card, surplus: [0, 0, 0, 1, 0] }
    );
    let Event::ContractRevealed { slot: 0, card: new } = events[1] else { panic!("{events:?}") };
    assert_eq!(events[1].disclosure(), Disclosure::RandomDraw);
    let g = &s.state;
    assert_eq!(g.display[0], new);
    assert_eq!(g.deck.count_ones(), deck - 1);
    assert_eq!(g.reserve, [reserve[0] + 1, reserve[1] + 1, reserve[2], reserve[3], reserve[4]]);
    assert_eq!(g.seats[0].storage, [0, 0, 0, 1, 0]);
    assert_eq!(g.seats[0].sites, 3, "the site returns to the guild board");
    assert_eq!(g.seats[0].buildings, 4);
    assert_eq!(
        g.ruins[g.content.ruin_index[ruin as usize] as usize][0].occupant,
        Occupant::Building { seat: 0 }
    );
    assert_ne!(g.seats[0].fulfilled & (1 << card), 0);
    assert_eq!(g.score()[0].storage, -1);
    g.check_invariants().unwrap();
}

// « Soit l'une des cartes qu'il a en main ; Soit l'une des quatre cartes disposées face
// visible sur le plateau. » Other cards, or missing resources, are refused.
#[test]
fn build_from_hand_or_display_only_and_with_the_resources() {
    let mut s = Scenario::empty(3, Side::Beginner);
    let ruin = s.hex(1, 2);
    let private = s.cards_with(Power::QuietTown)[0];
    s.hand(0, private);
    let need = s.need_of(private);
    s.site(0, ruin, 0, &need);
    listed(&s.state, Action::Build { hex: ruin, half: 0, card: private });
    let in_deck = (0..41u8).find(|&c| s.state.deck & (1 << c) != 0).unwrap();
    refused(
        &s.state,
        Action::Build { hex: ruin, half: 0, card: in_deck },
        Error::ContractNotAvailable,
    );
    let other = s.cards_with(Power::QuietTown)[1];
    s.hand(1, other);
    refused(
        &s.state,
        Action::Build { hex: ruin, half: 0, card: other },
        Error::ContractNotAvailable,
    );
    let events = apply(&mut s.state, Action::Build { hex: ruin, half: 0, card: private });
    assert_eq!(events.len(), 1, "a hand card is not replaced");
    assert_eq!(s.state.seats[0].hand & (1 << private), 0);

    let mut t = Scenario::empty(3, Side::Beginner);
    let card = t.state.display[0];
    t.site(0, ruin, 0, &[]);
    refused(&t.state, Action::Build { hex: ruin, half: 0, card }, Error::ContractNotMet);
}

// Ruling 11: with an empty deck the used face-up contract is not replaced.
#[test]
fn empty_deck_leaves_the_display_slot_empty() {
    let mut s = Scenario::empty(4, Side::Beginner);
    let ruin = s.hex(1, 2);
    let card = s.state.display[2];
    let need = s.need_of(card);
    s.site(0, ruin, 0, &need);
    s.state.card_box |= s.state.deck;
    s.state.deck = 0;
    let events = apply(&mut s.state, Action::Build { hex: ruin, half: 0, card });
    assert!(!events.iter().any(|e| matches!(e, Event::ContractRevealed { .. })));
    assert_eq!(s.state.display[2], NONE);
    s.state.check_invariants().unwrap();
}

// PRÊTRE : « Pour construire ce bâtiment, le chantier doit contenir 3 ressources différentes. »
#[test]
fn priest_needs_three_different_resources() {
    let mut s = Scenario::empty(4, Side::Beginner);
    let ruin = s.hex(1, 2);
    let priest = s.cards_with(Power::Priest)[0];
    s.display(0, priest);
    let mut t = Scenario { state: s.state.clone() };
    t.site(0, ruin, 0, &[(W, 2), (S, 1)]);
    refused(&t.state, Action::Build { hex: ruin, half: 0, card: priest }, Error::ContractNotMet);
    s.site(0, ruin, 0, &[(W, 2), (S, 1), (F, 1)]);
    let events = apply(&mut s.state, Action::Build { hex: ruin, half: 0, card: priest });
    assert_eq!(
        events[0],
        Event::BuildingErected {
            seat: 0,
            hex: ruin,
            half: 0,
            card: priest,
            surplus: [1, 0, 0, 0, 0]
        }
    );
    // « rapporte simplement 3 points en fin de partie »
    assert_eq!(s.state.score()[0].contracts, 3);
}

// EXPLORATEUR… : « le chantier doit contenir 2 ressources identiques » ; « 1 point par
// explorateur de votre guilde non révélé en fin de partie ».
#[test]
fn lazy_explorer_needs_two_identical_and_scores_hidden_explorers() {
    let mut s = Scenario::empty(4, Side::Beginner);
    let ruin = s.hex(1, 2);
    let lazy = s.cards_with(Power::LazyExplorer)[0];
    s.display(0, lazy);
    let mut t = Scenario { state: s.state.clone() };
    t.site(0, ruin, 0, &[(W, 1), (S, 1), (F, 1)]);
    refused(&t.state, Action::Build { hex: ruin, half: 0, card: lazy }, Error::ContractNotMet);
    s.site(0, ruin, 0, &[(C, 2)]);
    apply(&mut s.state, Action::Build { hex: ruin, half: 0, card: lazy });
    s.state.seats[0].stacks = [0, 2, 3, 3];
    let score = &s.state.score()[0];
    assert_eq!(score.contracts, 3);
    assert_eq!(score.explorers, 2);
}

// ---------------------------------------------------------------------------------------
// TOUR DE JEU (rulings 1-2)

// « À son tour un joueur doit effectuer 2 actions » ; the confirmation ends it.
#[test]
fn turn_is_two_actions_then_the_end_of_the_turn() {
    let mut s = Scenario::empty(3, Side::Beginner);
    {
        let h = s.hex(2, 2);
        apply(&mut s.state, Action::ExploreFog { hex: h });
    }
    refused(&s.state, Action::EndTurn, Error::TurnNotFinished);
    {
        let h = s.hex(0, 2);
        apply(&mut s.state, Action::ExploreFog { hex: h });
    }
    assert_eq!(s.state.legal_actions(), vec![Action::EndTurn]);
    assert_eq!(s.state.automatic_action(), Some(Action::EndTurn), "nothing left to choose");
    refused(&s.state, Action::ExploreFog { hex: s.hex(1, 1) }, Error::MustEndTurn);
    let events = apply(&mut s.state, Action::EndTurn);
    assert_eq!(events, vec![Event::TurnEnded { seat: 0, next: 1 }]);
    // Nothing is revealed: the end of the turn stays undoable until the next seat acts.
    assert_eq!(events[0].disclosure(), Disclosure::Public);
    assert_eq!(s.state.automatic_action(), None, "the next player has a choice");
    // « Le jeu se déroule ensuite dans le sens des aiguilles d'une montre. »
    assert_eq!((s.state.current, s.state.actions_left), (1, 2));
}

// Ruling 1: passing only when no action is legal.
#[test]
fn pass_only_when_nothing_is_possible() {
    let s = Scenario::empty(3, Side::Beginner);
    refused(&s.state, Action::Pass, Error::CannotPass);
    let mut t = Scenario::empty(3, Side::Beginner);
    t.state.seats[0].craftsmen = 0;
    t.state.seats[0].sites = 0;
    t.state.seats[0].stacks = [0; 4];
    t.state.tile_reserve = 0;
    // (the pieces are gone: this state is only for the listing)
    assert_eq!(t.state.legal_actions(), vec![Action::Pass]);
    assert_eq!(s.state.automatic_action(), None);
    // Nothing to choose: a table passes and ends the turn without asking.
    assert_eq!(t.state.automatic_action(), Some(Action::Pass));
    let mut g = t.state.clone();
    assert_eq!(apply(&mut g, Action::Pass), vec![Event::Passed { seat: 0 }]);
    assert_eq!(g.legal_actions(), vec![Action::EndTurn]);
    assert_eq!(g.automatic_action(), Some(Action::EndTurn));
}

// The project's ruling for a game nobody can finish: when every player in turn could only
// pass, nothing can change any more, and the game ends with the final collection.
#[test]
fn a_whole_round_of_passes_ends_the_game() {
    let mut s = Scenario::empty(2, Side::Beginner);
    for seat in 0..2 {
        let p = &mut s.state.seats[seat];
        p.craftsmen = 0;
        p.sites = 0;
        p.stacks = [0; 4];
    }
    s.state.tile_reserve = 0; // (pieces removed: this state only checks the turn order)
    apply(&mut s.state, Action::Pass);
    apply(&mut s.state, Action::EndTurn);
    assert!(!s.state.is_over());
    apply(&mut s.state, Action::Pass);
    let events = apply(&mut s.state, Action::EndTurn);
    assert_eq!(events.last(), Some(&Event::GameEnded { stalemate: true }));
    assert!(s.state.is_over());
    // The ending is named (docs/RULINGS.md, ruling 15a): nobody holds the end card.
    assert_eq!(s.state.outcome().unwrap().ending, Ending::NoOneCanAct);
    assert_eq!(s.state.score()[0].end_card + s.state.score()[1].end_card, 0);
    assert!(s.state.legal_actions().is_empty());
    assert_eq!(s.state.clone().apply(&Action::Pass), Err(Error::GameOver));
}

// ---------------------------------------------------------------------------------------
// FIN DU JEU

// « LE JEU SE TERMINE DÈS QU'UN JOUEUR CONSTRUIT SON CINQUIÈME BÂTIMENT. IL S'EMPARE DE LA
// CARTE FIN DE PARTIE ET SON TOUR EST IMMÉDIATEMENT TERMINÉ. LES AUTRES JOUEURS EFFECTUENT
// ALORS TOUS UN TOUR DE JEU COMPLET. CHAQUE JOUEUR RÉCUPÈRE ENSUITE SUR LE PLATEAU LES
// RESSOURCES PLACÉES SUR SES CHANTIERS ET SES EXPLOITATIONS [...] »
#[test]
fn fifth_building_ends_the_game_after_one_turn_each() {
    let mut s = Scenario::empty(3, Side::Beginner);
    let ruins = s.state.content.ruin_hexes.clone();
    let stores = s.cards_with(Power::Store);
    for i in 0..4 {
        s.building(0, ruins[i], 0, stores[i]);
    }
    let card = s.cards_with(Power::Distillery)[0];
    s.display(0, card);
    let need = s.need_of(card);
    s.site(0, ruins[5], 0, &need);
    // Seat 1 works an exploitation and has a site with a resource; a neutral lot stays.
    let (worked, neutral) = (s.hex(3, 2), s.hex(0, 1));
    s.craftsman(1, worked, &[(W, 2)]);
    s.site(1, ruins[6], 0, &[(S, 1)]);
    s.neutral(neutral, &[(F, 3)]);
    let events = apply(&mut s.state, Action::Build { hex: ruins[5], half: 0, card });
    assert!(events.contains(&Event::EndCardTaken { seat: 0 }));
    // Ruling 14: the power of the fifth building's card is offered as for any build; the turn
    // then ends at once, so Distillery's extra action is lost.
    assert_eq!(s.state.pending.map(|p| p.power), Some(Power::Distillery));
    assert_eq!(s.state.legal_actions(), vec![Action::SkipPower, Action::UsePower]);
    let events = apply(&mut s.state, Action::UsePower);
    assert!(!events.contains(&Event::ExtraAction { seat: 0 }), "{events:?}");
    assert_eq!(s.state.legal_actions(), vec![Action::EndTurn]);
    apply(&mut s.state, Action::EndTurn);
    assert_eq!(s.state.current, 1);
    play_out_turn(&mut s.state);
    assert!(!s.state.is_over());
    assert_eq!(s.state.current, 2);
    play_out_turn(&mut s.state);
    assert!(s.state.is_over(), "seat 0 does not play again");
    let g = &s.state;
    // Seat 1's exploitation and site went to storage (whatever its last turn did to them);
    // the neutral lot went to nobody.
    assert!(g.seats[1].storage.iter().sum::<u8>() >= 1);
    assert_eq!(g.meadow_resources[g.content.meadow_index[neutral as usize] as usize][4], 3);
    assert!(g
        .ruins
        .iter()
        .flatten()
        .all(|h| !matches!(h.occupant, Occupant::Site { .. }) || h.resources == [0; 5]));
    let score = &g.score()[0];
    assert_eq!(score.end_card, 2);
    assert!(g.outcome().is_some());
    g.check_invariants().unwrap();
}

// « Construire un bâtiment [...] appliquer, s'il le souhaite, le pouvoir de la carte » then
// « son tour est immédiatement terminé »: the fifth building is one whole build, its power is
// offered like any other (docs/RULINGS.md, ruling 14), then the turn ends, even with an
// action left. Here a Secret Plan built as the first action: the card is drawn, no action
// follows.
#[test]
fn fifth_buildings_power_is_offered_then_the_turn_ends() {
    for use_it in [true, false] {
        let mut s = Scenario::empty(2, Side::Beginner);
        let ruins = s.state.content.ruin_hexes.clone();
        let stores = s.cards_with(Power::Store);
        for i in 0..4 {
            s.building(0, ruins[i], 0, stores[i]);
        }
        let card = s.cards_with(Power::SecretPlan)[0];
        s.display(0, card);
        let need = s.need_of(card);
        s.site(0, ruins[5], 0, &need);
        let hand = s.state.seats[0].hand;
        apply(&mut s.state, Action::Build { hex: ruins[5], half: 0, card });
        assert_eq!(s.state.end_card_holder, 0);
        assert_eq!(s.state.actions_left, 0, "the turn is over once the power is settled");
        assert_eq!(s.state.legal_actions(), vec![Action::SkipPower, Action::UsePower]);
        let events = apply(&mut s.state, if use_it { Action::UsePower } else { Action::SkipPower });
        if use_it {
            assert!(matches!(events[..], [Event::ContractDrawn { seat: 0, .. }]), "{events:?}");
            assert_eq!(s.state.seats[0].hand.count_ones(), hand.count_ones() + 1);
        } else {
            assert_eq!(events, vec![Event::PowerSkipped { seat: 0, card }]);
        }
        assert_eq!(s.state.legal_actions(), vec![Action::EndTurn]);
        apply(&mut s.state, Action::EndTurn);
        assert_eq!(s.state.current, 1);
        play_out_turn(&mut s.state);
        assert!(s.state.is_over());
        let outcome = s.state.outcome().unwrap();
        assert_eq!(outcome.ending, Ending::FifthBuilding, "docs/RULINGS.md, ruling 14");
        s.state.check_invariants().unwrap();
    }
}

// The end card goes to the first to build a fifth building only: another fifth building in
// the final round takes nothing and does not restart the final round.
#[test]
fn a_second_fifth_building_in_the_final_round() {
    let mut s = Scenario::empty(3, Side::Beginner);
    let ruins = s.state.content.ruin_hexes.clone();
    let stores = s.cards_with(Power::Store);
    let distilleries = s.cards_with(Power::Distillery);
    for i in 0..4 {
        s.building(1, ruins[i], 0, stores[i]);
    }
    let card = distilleries[0];
    s.display(0, card);
    let need = s.need_of(card);
    s.site(1, ruins[5], 0, &need);
    s.state.end_card_holder = 0;
    s.state.final_turns_left = Some(2);
    s.state.current = 1;
    apply(&mut s.state, Action::Build { hex: ruins[5], half: 0, card });
    assert_eq!(s.state.end_card_holder, 0);
    assert_eq!(s.state.final_turns_left, Some(2));
    assert_eq!(s.state.pending.map(|p| p.power), Some(Power::Distillery));
    apply(&mut s.state, Action::SkipPower);
    while s.state.current == 1 {
        let a = s.state.legal_actions()[0];
        apply(&mut s.state, a);
    }
    play_out_turn(&mut s.state);
    assert!(s.state.is_over());
    assert_eq!(s.state.score()[1].end_card, 0);
}

// « CHAQUE JOUEUR ADDITIONNE : Les points de ses jetons d'exploitation ; Les points de ses
// cartes [...] (les cartes qu'il a encore en main sont ignorées) ; Les points correspondant à
// ses explorateurs [...] Les 2 points de la carte fin de partie [...] chaque joueur retranche
// 1 point par ressource présente dans la zone de ressources »
#[test]
fn score_by_category() {
    let mut s = Scenario::empty(2, Side::Beginner);
    let ruins = s.state.content.ruin_hexes.clone();
    let architect = s.cards_with(Power::Architect)[0];
    let burgomaster = s.cards_with(Power::Burgomaster)[0];
    let merchant = s.cards_with(Power::Merchant)[0];
    let caravan = s.cards_with(Power::Caravan)[0]; // needs exactly 2 resources
    let quiet = s.cards_with(Power::QuietTown)[0];
    for (i, card) in [architect, burgomaster, merchant, caravan].into_iter().enumerate() {
        s.building(0, ruins[i], 0, card);
    }
    s.hand(0, quiet); // in hand: ignored
                      // Two tokens taken: a "3" (1 point) and a "5" (2 points).
    let t3 = (0..20).find(|&t| s.state.content.tokens[t].quantity_four == 3).unwrap();
    let t5 = (0..20).find(|&t| s.state.content.tokens[t].quantity_four == 5).unwrap();
    s.state.seats[0].tokens = (1 << t3) | (1 << t5);
    s.state.seats[0].stacks = [0, 0, 1, 5];
    s.state.seats[0].storage = [1, 0, 2, 0, 0];
    s.state.end_card_holder = 0;
    let sc = &s.state.score()[0];
    assert_eq!(sc.tokens, 3);
    let printed: i64 = [architect, burgomaster, merchant, caravan]
        .iter()
        .map(|&c| s.state.content.cards[c as usize].points as i64)
        .sum();
    // Architect: 4 contracts; Burgomaster: 1 two-resource contract (Caravan); Merchant: 2 tokens.
    assert_eq!(sc.contracts, printed + 4 + 2 + 2);
    assert_eq!(sc.explorers, 4);
    assert_eq!(sc.end_card, 2);
    assert_eq!(sc.storage, -3);
    assert_eq!(sc.total, sc.tokens + sc.contracts + sc.explorers + sc.end_card + sc.storage);
}

// « En cas d'égalité, celui parmi les ex-æquo possédant le moins de ressources dans sa zone de
// ressources l'emporte. » Ruling 15: a further tie is a shared win.
#[test]
fn ties_go_to_fewer_resources_in_storage_then_shared() {
    let mut s = Scenario::empty(3, Side::Beginner);
    s.state.seats[0].stacks = [0, 0, 3, 3]; // 4 points
    s.state.seats[0].storage = [0, 0, 0, 0, 0];
    s.state.seats[1].stacks = [0, 0, 0, 3]; // 6 - 2 = 4 points
    s.state.seats[1].storage = [2, 0, 0, 0, 0];
    s.state.over = true;
    let o = s.state.outcome().unwrap();
    assert_eq!(o.scores[0], o.scores[1]);
    assert_eq!(o.winners, vec![0]);
    assert_eq!(o.tie_break.as_deref(), Some("fewer-resources-in-storage"));
    s.state.seats[1].stacks = [0, 0, 3, 3];
    s.state.seats[1].storage = [0; 5];
    let o = s.state.outcome().unwrap();
    assert_eq!(o.winners, vec![0, 1]);
}

// ---------------------------------------------------------------------------------------
// Information (ruling 16): views and sampling.

#[test]
fn view_hides_hands_deck_and_removed_token() {
    let g = ViaNebula::new(&Options::new(4, Side::Beginner), 12).unwrap();
    let v = g.view(2);
    assert_eq!(v.state.seats[2].hand, g.seats[2].hand);
    for seat in [0usize, 1, 3] {
        assert_eq!(v.state.seats[seat].hand, 0);
        assert_eq!(v.hidden_private[seat], 2);
    }
    assert_eq!(v.state.deck, 0);
    assert_eq!(v.deck_count, 29);
    assert_eq!(v.state.card_box, 0);
    assert_eq!(v.state.removed_special, NONE);
    assert_ne!(v.removed_special_candidates & (1 << g.removed_special), 0);
    assert_ne!(v.state.rng, g.rng, "the view must not carry the generator");
    // Tokens taken by craftsmen stay public (ruling 16).
    let mut t = Scenario::new(3, Side::Beginner);
    let hex = (0..24)
        .map(|m| t.state.content.meadow_hexes[m])
        .find(|&h| t.state.token_on[t.state.content.meadow_index[h as usize] as usize] != NONE)
        .unwrap();
    t.state.apply(&Action::PlaceCraftsman { hex }).unwrap();
    assert_eq!(t.state.view(1).state.seats[0].tokens, t.state.seats[0].tokens);
    assert_eq!(t.state.view(1).state.seats[0].tokens.count_ones(), 1);
    assert_eq!(
        serde_json::from_str::<Options>(r#"{"players": 3}"#).unwrap(),
        Options::new(3, Side::Beginner)
    );
    let json = serde_json::to_string(&v).unwrap();
    assert!(json.contains("\"hidden_private\""));

    let mut rng = Rng::new(5);
    for _ in 0..20 {
        let sample = ViaNebula::sample_state(&v, &mut rng).unwrap();
        sample.check_invariants().unwrap();
        assert_eq!(sample.seats[2].hand, g.seats[2].hand);
        assert_eq!(sample.display, g.display);
        for seat in 0..4 {
            assert_eq!(sample.seats[seat].hand.count_ones(), 2);
            assert_eq!(sample.seats[seat].hand & !g.content.private_cards, 0);
        }
        assert_eq!(sample.deck.count_ones(), 29);
        assert_eq!(sample.view(2).state.seats, v.state.seats);
    }
}

// Secret Plan's draw is hidden from others: the view counts it, the sample draws it from the
// unknown neutral cards.
#[test]
fn sampling_respects_secret_plan_draws() {
    let mut s = Scenario::new(3, Side::Beginner);
    let drawn = (0..41u8).find(|&c| s.state.deck & (1 << c) != 0).unwrap();
    s.state.deck &= !(1 << drawn);
    s.state.seats[1].hand |= 1 << drawn;
    let v = s.state.view(0);
    assert_eq!((v.hidden_private[1], v.hidden_drawn[1]), (2, 1));
    let mut rng = Rng::new(8);
    let sample = ViaNebula::sample_state(&v, &mut rng).unwrap();
    assert_eq!((sample.seats[1].hand & sample.content.neutral_cards).count_ones(), 1);
    sample.check_invariants().unwrap();
}

// Errors read as sentences; the JSON shapes are tagged.
#[test]
fn errors_and_json_shapes() {
    assert_eq!(
        Error::NotNextToYours.to_string(),
        "That hex is not next to anything of yours or an empty meadow."
    );
    let a = Action::Transport { from: 3, resource: W, to: 4, half: 1 };
    let json = serde_json::to_string(&a).unwrap();
    assert_eq!(json, r#"{"type":"transport","from":3,"resource":"wood","to":4,"half":1}"#);
    assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), a);
    let r = Action::ReturnResource { from: Place::Site { hex: 1, half: 0 }, resource: C };
    assert_eq!(
        serde_json::to_string(&r).unwrap(),
        r#"{"type":"return_resource","from":{"place":"site","hex":1,"half":0},"resource":"clay"}"#
    );
    assert_eq!(serde_json::to_string(&Error::NoPath).unwrap(), r#"{"type":"no_path"}"#);
    let g = ViaNebula::new(&Options::default(), 1).unwrap();
    let back: ViaNebula = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
    assert_eq!(back, g);
}
