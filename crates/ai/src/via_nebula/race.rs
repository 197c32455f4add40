//! The race for the fifth building, reckoned in actions: how many a seat still needs to erect
//! its remaining buildings if it builds the cheapest contracts within its reach
//! ([`actions_to_finish`]), and the rusher, a reference bot that plays for nothing else
//! ([`rush_choice`]).
//!
//! The reckoning is a plan, not a search: every building left is given a building site (one
//! on the board, or a free ruin at one action more) and a distinct contract from the seat's
//! hand or the display, cheapest first; each resource the contract still lacks costs one
//! transport from an exploitation within reach of the site (over empty meadows,
//! docs/RULINGS.md, ruling 6), with one more action to put a craftsman on a token within
//! reach, or [`FAR_RESOURCES`] more for the site when neither is there (exploring first).
//! Resources are taken
//! from a shared pool as the plan goes, so two sites do not both count on the last wood.

use moonvale_rules::core::{Game, Rng};
use moonvale_rules::via_nebula::content::{bits, HexSet, MAX_RUINS, MEADOWS};
use moonvale_rules::via_nebula::{Action, Cost, Occupant, Res, ViaNebula, NONE};

/// Actions to open a way to resources that no exploitation or token within a site's reach
/// holds (an exploration or two, or a craftsman further off), once per site; each such
/// resource then costs its transport.
pub const FAR_RESOURCES: f64 = 2.0;
/// A building left over once the known contracts are all planned: a contract turned up later.
const UNKNOWN_BUILDING: f64 = 6.0;
/// A resource on a site that the planned contract does not use (it ends in storage).
const SURPLUS: f64 = 0.5;
/// Among plans of equal length, a point of the contract counts as this many actions fewer.
const POINT_PREFERENCE: f64 = 0.05;
/// Points a scoring card (no printed points) is taken to bring.
const SCORING_CARD_POINTS: f64 = 2.0;

/// The plan's state of the board: what each meadow still offers.
#[derive(Clone, Copy)]
struct Pool {
    /// Resources on each meadow's exploitation, less what the plan has already used.
    resources: [Res; MEADOWS],
    /// Each meadow's face-up token: its kind and what it yields (`NONE`: no token, or
    /// opened by the plan, its yield then in `resources`).
    token_kind: [u8; MEADOWS],
    token_yield: [u8; MEADOWS],
    /// Craftsmen the seat still has for the tokens.
    craftsmen: u8,
}

/// A place a building can rise: one of the seat's sites, or a free ruin.
#[derive(Clone, Copy)]
struct Slot {
    have: Res,
    /// A free ruin: a site must be placed first.
    fresh: bool,
    /// The meadows (bit = meadow index) a resource can come from to it.
    reach: u32,
}

/// The resources a contract may take: one list for a fixed cost, the choices of a flexible
/// one (Priest: three different kinds; Lazy Explorer: two of one kind).
fn needs_of(cost: &Cost, need: &Res, out: &mut Vec<Res>) {
    out.clear();
    match *cost {
        Cost::Resources(_) => out.push(*need),
        Cost::Identical(n) => {
            for k in 0..5 {
                let mut r = [0u8; 5];
                r[k] = n;
                out.push(r);
            }
        }
        Cost::Different(n) => {
            for mask in 0u8..32 {
                if mask.count_ones() == n as u32 {
                    out.push(std::array::from_fn(|k| (mask >> k) & 1));
                }
            }
        }
    }
}

/// The meadows within reach of the ruin at `hex`: next to it, or next to a chain of empty
/// meadows that touches it (the transport rule, docs/RULINGS.md, ruling 6).
fn reach_of(game: &ViaNebula, hex: u8, empty: HexSet) -> u32 {
    let c = &*game.content;
    let near = c.neighbors[hex as usize];
    let mut region = near & empty;
    let mut frontier = region;
    let mut touched = near;
    while frontier != 0 {
        let mut next = 0;
        for i in bits(frontier) {
            next |= c.neighbors[i];
        }
        touched |= next;
        frontier = next & empty & !region;
        region |= frontier;
    }
    let mut reach = 0u32;
    for (m, &h) in c.meadow_hexes.iter().enumerate() {
        if touched & (1u128 << h) != 0 {
            reach |= 1 << m;
        }
    }
    reach
}

/// What bringing `need` to `slot` costs in actions, taking what it uses from `pool`.
fn supply(slot: &Slot, need: &Res, pool: &mut Pool) -> f64 {
    let mut cost = 0.0;
    let mut far = false;
    for (k, &needed) in need.iter().enumerate() {
        let mut missing = needed.saturating_sub(slot.have[k]);
        if missing == 0 {
            continue;
        }
        for m in bits(slot.reach as u128) {
            let taken = missing.min(pool.resources[m][k]);
            pool.resources[m][k] -= taken;
            missing -= taken;
            cost += taken as f64;
            if missing == 0 {
                break;
            }
        }
        for m in bits(slot.reach as u128) {
            if missing == 0 || pool.craftsmen == 0 {
                break;
            }
            if pool.token_kind[m] as usize == k {
                // A craftsman on the token: one action, and its yield joins the pool.
                pool.token_kind[m] = NONE;
                pool.craftsmen -= 1;
                let taken = missing.min(pool.token_yield[m]);
                pool.resources[m][k] += pool.token_yield[m] - taken;
                missing -= taken;
                cost += 1.0 + taken as f64;
            }
        }
        if missing > 0 {
            far = true;
            cost += missing as f64;
        }
    }
    if far {
        cost += FAR_RESOURCES;
    }
    let surplus: u8 = (0..5).map(|k| slot.have[k].saturating_sub(need[k])).sum();
    cost + SURPLUS * surplus as f64
}

/// How many actions `seat` still needs to erect its remaining buildings, by the plan of the
/// module doc: 0 once it has none left.
pub fn actions_to_finish(game: &ViaNebula, seat: u8) -> f64 {
    race_plan(game, seat).actions
}

/// The plan of the module doc for one seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RacePlan {
    /// Actions to erect every building left.
    pub actions: f64,
    /// Actions to erect the nearest one.
    pub nearest: f64,
}

/// [`actions_to_finish`] with the nearest building's share.
pub fn race_plan(game: &ViaNebula, seat: u8) -> RacePlan {
    let p = &game.seats[seat as usize];
    if p.buildings == 0 {
        return RacePlan { actions: 0.0, nearest: 0.0 };
    }
    let c = &*game.content;
    let empty = game.empty_meadows();
    let mut pool = Pool {
        resources: game.meadow_resources,
        token_kind: [NONE; MEADOWS],
        token_yield: [0; MEADOWS],
        craftsmen: p.craftsmen,
    };
    for (m, &t) in game.token_on.iter().enumerate() {
        if t != NONE {
            let def = &c.tokens[t as usize];
            let kind = def.resource as usize;
            pool.token_kind[m] = kind as u8;
            pool.token_yield[m] = def.quantity(game.player_count()).min(game.reserve[kind]);
        }
    }
    // Every ruin of the board at most, and the seat's sites.
    let mut slots = [Slot { have: [0; 5], fresh: false, reach: 0 }; MAX_RUINS + 4];
    let mut slot_count = 0;
    for (r, &hex) in c.ruin_hexes.iter().enumerate() {
        for half in &game.ruins[r] {
            if half.occupant == (Occupant::Site { seat }) && slot_count < slots.len() {
                let reach = reach_of(game, hex, empty);
                slots[slot_count] = Slot { have: half.resources, fresh: false, reach };
                slot_count += 1;
            }
        }
        if game.free_half(r).is_some() && slot_count < slots.len() {
            let reach = reach_of(game, hex, empty);
            slots[slot_count] = Slot { have: [0; 5], fresh: true, reach };
            slot_count += 1;
        }
    }
    let mut contracts = [NONE; 8];
    let mut contract_count = 0;
    let mut hand_and_display = p.hand;
    for &card in &game.display {
        if card != NONE {
            hand_and_display |= 1u64 << card;
        }
    }
    for card in bits(hand_and_display as u128).take(contracts.len()) {
        contracts[contract_count] = card as u8;
        contract_count += 1;
    }
    let mut needs = Vec::with_capacity(10);
    let mut used_slots = 0u32;
    let mut used_contracts = 0u32;
    let mut total = 0.0;
    let mut nearest = None;
    for _ in 0..p.buildings {
        // The cheapest (slot, contract, resources) left, with the pool it would leave.
        let mut best: Option<(f64, usize, usize, Pool)> = None;
        for (s, slot) in slots[..slot_count].iter().enumerate() {
            if used_slots & (1 << s) != 0 {
                continue;
            }
            let start = if slot.fresh { 1.0 } else { 0.0 };
            for (i, &card) in contracts[..contract_count].iter().enumerate() {
                if used_contracts & (1 << i) != 0 {
                    continue;
                }
                let info = &c.cards[card as usize];
                let points =
                    if info.points == 0 { SCORING_CARD_POINTS } else { info.points as f64 };
                needs_of(&info.cost, &info.need, &mut needs);
                for need in &needs {
                    let mut after = pool;
                    let cost =
                        start + supply(slot, need, &mut after) + 1.0 - POINT_PREFERENCE * points;
                    if best.as_ref().is_none_or(|b| cost < b.0) {
                        best = Some((cost, s, i, after));
                    }
                }
            }
        }
        match best {
            Some((cost, s, i, after)) => {
                total += cost;
                nearest.get_or_insert(cost);
                used_slots |= 1 << s;
                used_contracts |= 1 << i;
                pool = after;
            }
            None => total += UNKNOWN_BUILDING,
        }
    }
    RacePlan { actions: total, nearest: nearest.unwrap_or(UNKNOWN_BUILDING) }
}

/// Among plans of equal length, a point scored counts as this many actions fewer: four
/// points (a token's craftsman, an explorer revealed) are worth about one action of the race.
const RUSH_POINT: f64 = 0.25;
/// Among plans of equal length, an action nearer to the next building counts this much: the
/// rusher finishes one building before it prepares the next, so a contract on display is
/// taken before another seat takes it.
const RUSH_NEAREST: f64 = 0.5;
/// Legal lists longer than this are judged one action deep (the rest of the turn not played
/// out): only a power listing many pairs of choices.
const LOOK_AHEAD_LIMIT: usize = 64;

/// How good a position is for the rusher in `seat`, lower is better: the actions its plan
/// still needs, less a little for the points it holds. Once the game's end is set (a fifth
/// building erected), only the points count, the final collection included.
fn rush_judgement(game: &ViaNebula, seat: u8) -> f64 {
    if game.over || game.final_turns_left.is_some() {
        return -(game.score_if_ended_now(seat).total as f64);
    }
    let running = game.score()[seat as usize].total as f64;
    let plan = race_plan(game, seat);
    plan.actions + RUSH_NEAREST * plan.nearest - RUSH_POINT * running
}

/// Plays the rest of `seat`'s turn greedily by [`rush_judgement`] (at most `steps` choices).
fn finish_turn(game: &mut ViaNebula, seat: u8, steps: usize, legal: &mut Vec<Action>) {
    for _ in 0..steps {
        if game.over || game.current != seat || (game.actions_left == 0 && game.pending.is_none()) {
            return;
        }
        game.legal_actions_into(legal);
        if legal.len() > LOOK_AHEAD_LIMIT {
            return;
        }
        let mut best: Option<(f64, usize)> = None;
        for (i, action) in legal.iter().enumerate() {
            let mut after = game.clone();
            after.apply_unchecked(action);
            let value = rush_judgement(&after, seat);
            if best.is_none_or(|(b, _)| value < b) {
                best = Some((value, i));
            }
        }
        let Some((_, i)) = best else { return };
        let action = legal[i];
        game.apply_unchecked(&action);
    }
}

/// The rusher's choice among `legal` (this state's legal actions): a build whenever one is
/// legal, and among builds (or among all actions when there is none) the one whose turn,
/// played on greedily, ends with the shortest plan to the fifth building (ties drawn with
/// `rng`, so a game's seed decides them). It reads only what the seat to act sees: its own
/// hand, the display and the board.
pub fn rush_choice(game: &ViaNebula, legal: &[Action], rng: &mut Rng) -> usize {
    if legal.len() < 2 {
        return 0;
    }
    let seat = game.current;
    let deep = legal.len() <= LOOK_AHEAD_LIMIT;
    let builds = legal.iter().any(|a| matches!(a, Action::Build { .. }));
    let mut scratch = Vec::new();
    let mut best = f64::INFINITY;
    let mut ties = Vec::new();
    for (i, action) in legal.iter().enumerate() {
        if builds && !matches!(action, Action::Build { .. }) {
            continue;
        }
        let mut after = game.clone();
        after.apply_unchecked(action);
        if deep {
            finish_turn(&mut after, seat, 4, &mut scratch);
        }
        let value = rush_judgement(&after, seat);
        if value < best - 1e-9 {
            best = value;
            ties.clear();
            ties.push(i);
        } else if value < best + 1e-9 {
            ties.push(i);
        }
    }
    ties[rng.below(ties.len())]
}

/// A move holds another seat back once its plan needs more than this many actions more after
/// it (a resource it counted on, a contract taken from the display, a ruin filled).
const HELD_BACK: f64 = 0.5;

/// Hard's root hints ([`crate::SearchGame::root_hints`]): when another seat's plan to its
/// fifth building is shorter than the seat to act's, the rusher's own choice for the seat
/// to act (finishing first) and the move that lengthens the nearest other seat's plan most,
/// if one lengthens it at all (stopping it: a contract, a site, a resource it counted on).
/// Nothing once the end is set, or when no other seat is ahead.
pub fn race_hints(game: &ViaNebula, legal: &[Action], rng: &mut Rng) -> Vec<usize> {
    if legal.len() < 2 || game.over || game.final_turns_left.is_some() {
        return Vec::new();
    }
    let me = game.current;
    let mine = race_plan(game, me).actions;
    let nearest_other = |g: &ViaNebula| {
        (0..g.player_count() as u8)
            .filter(|&s| s != me)
            .map(|s| race_plan(g, s).actions)
            .fold(f64::INFINITY, f64::min)
    };
    let theirs = nearest_other(game);
    if theirs >= mine {
        return Vec::new();
    }
    let mut hints = vec![rush_choice(game, legal, rng)];
    if legal.len() <= LOOK_AHEAD_LIMIT {
        let mut best: Option<(f64, usize)> = None;
        for (i, action) in legal.iter().enumerate() {
            let mut after = game.clone();
            after.apply_unchecked(action);
            let value = nearest_other(&after);
            if value > theirs + HELD_BACK && best.is_none_or(|(b, _)| value > b) {
                best = Some((value, i));
            }
        }
        if let Some((_, i)) = best.filter(|&(_, i)| i != hints[0]) {
            hints.push(i);
        }
    }
    hints
}
