//! Via Nebula in words: every action, event, error, card and hex as a translated sentence.
//! Each message id is written out literally, so the catalogue tests see every one in use.
//! (Over 600 lines: one arm per action, event and error of the game; split, the ids would
//! scatter without making any part simpler.)

use moonvale_rules::via_nebula::content::{Cost, Power};
use moonvale_rules::via_nebula::{
    Action, Error, Event, Occupant, Place, Resource, Terrain, ViaNebula, NONE,
};
use moonvale_table::i18n::{t, tr, Arg, Lang};

pub fn resource_name(lang: Lang, r: Resource) -> String {
    match r {
        Resource::Wood => tr(lang, "vn-res-wood"),
        Resource::Stone => tr(lang, "vn-res-stone"),
        Resource::Clay => tr(lang, "vn-res-clay"),
        Resource::Wheat => tr(lang, "vn-res-wheat"),
        Resource::Food => tr(lang, "vn-res-food"),
    }
}

/// "2 wood, 1 stone" (empty when nothing), each count with its language's plural.
pub fn resources_text(lang: Lang, res: &[u8; 5]) -> String {
    Resource::ALL
        .into_iter()
        .filter(|k| res[*k as usize] > 0)
        .map(|k| resource_count(lang, k, res[k as usize] as usize))
        .collect::<Vec<_>>()
        .join(", ")
}

/// "3 stone", "3 pierres", "3 kamienie".
pub fn resource_count(lang: Lang, r: Resource, count: usize) -> String {
    let args = [("count", count.into())];
    match r {
        Resource::Wood => t(lang, "vn-res-count-wood", &args),
        Resource::Stone => t(lang, "vn-res-count-stone", &args),
        Resource::Clay => t(lang, "vn-res-count-clay", &args),
        Resource::Wheat => t(lang, "vn-res-count-wheat", &args),
        Resource::Food => t(lang, "vn-res-count-food", &args),
    }
}

pub fn colour_name(lang: Lang, key: &str) -> String {
    match key {
        "blue" => tr(lang, "vn-colour-blue"),
        "yellow" => tr(lang, "vn-colour-yellow"),
        "purple" => tr(lang, "vn-colour-purple"),
        _ => tr(lang, "vn-colour-vermilion"),
    }
}

pub fn shape_name(lang: Lang, shape: super::board::Shape) -> String {
    use super::board::Shape;
    match shape {
        Shape::Circle => tr(lang, "vn-shape-circle"),
        Shape::Square => tr(lang, "vn-shape-square"),
        Shape::Triangle => tr(lang, "vn-shape-triangle"),
        Shape::Diamond => tr(lang, "vn-shape-diamond"),
    }
}

pub fn power_name(lang: Lang, p: Power) -> String {
    match p {
        Power::QuietTown => tr(lang, "vn-card-quiet-town"),
        Power::ExpressDelivery => tr(lang, "vn-card-express-delivery"),
        Power::SecretPlan => tr(lang, "vn-card-secret-plan"),
        Power::Shortcut => tr(lang, "vn-card-shortcut"),
        Power::Abundance => tr(lang, "vn-card-abundance"),
        Power::Architect => tr(lang, "vn-card-architect"),
        Power::Adventurers => tr(lang, "vn-card-adventurers"),
        Power::Burgomaster => tr(lang, "vn-card-burgomaster"),
        Power::Caravan => tr(lang, "vn-card-caravan"),
        Power::Distillery => tr(lang, "vn-card-distillery"),
        Power::LazyExplorer => tr(lang, "vn-card-lazy-explorer"),
        Power::Export => tr(lang, "vn-card-export"),
        Power::Store => tr(lang, "vn-card-store"),
        Power::Merchant => tr(lang, "vn-card-merchant"),
        Power::Carpentry => tr(lang, "vn-card-carpentry"),
        Power::Priest => tr(lang, "vn-card-priest"),
        Power::Airway => tr(lang, "vn-card-airway"),
    }
}

pub fn power_effect(lang: Lang, p: Power) -> String {
    match p {
        Power::QuietTown => tr(lang, "vn-effect-quiet-town"),
        Power::ExpressDelivery => tr(lang, "vn-effect-express-delivery"),
        Power::SecretPlan => tr(lang, "vn-effect-secret-plan"),
        Power::Shortcut => tr(lang, "vn-effect-shortcut"),
        Power::Abundance => tr(lang, "vn-effect-abundance"),
        Power::Architect => tr(lang, "vn-effect-architect"),
        Power::Adventurers => tr(lang, "vn-effect-adventurers"),
        Power::Burgomaster => tr(lang, "vn-effect-burgomaster"),
        Power::Caravan => tr(lang, "vn-effect-caravan"),
        Power::Distillery => tr(lang, "vn-effect-distillery"),
        Power::LazyExplorer => tr(lang, "vn-effect-lazy-explorer"),
        Power::Export => tr(lang, "vn-effect-export"),
        Power::Store => tr(lang, "vn-effect-store"),
        Power::Merchant => tr(lang, "vn-effect-merchant"),
        Power::Carpentry => tr(lang, "vn-effect-carpentry"),
        Power::Priest => tr(lang, "vn-effect-priest"),
        Power::Airway => tr(lang, "vn-effect-airway"),
    }
}

/// The name of a contract card (or of the end-of-game card).
pub fn card_name(lang: Lang, state: &ViaNebula, card: u8) -> String {
    match state.content.cards.get(card as usize).and_then(|c| c.power) {
        Some(p) => power_name(lang, p),
        None => tr(lang, "vn-end-card"),
    }
}

/// What a contract needs, in words.
pub fn card_cost(lang: Lang, state: &ViaNebula, card: u8) -> String {
    let Some(info) = state.content.cards.get(card as usize) else { return String::new() };
    match &info.cost {
        Cost::Resources(_) => resources_text(lang, &info.need),
        Cost::Different(n) => t(lang, "vn-cost-different", &[("count", (*n as usize).into())]),
        Cost::Identical(n) => t(lang, "vn-cost-identical", &[("count", (*n as usize).into())]),
    }
}

pub fn points(lang: Lang, n: i64) -> String {
    t(lang, "vn-points", &[("count", n.into())])
}

/// A hex's name: column letter and row number, as drawn along the board's edges.
pub fn hex_name(state: &ViaNebula, hex: u8) -> String {
    match state.content.coords.get(hex as usize) {
        Some(&(col, row)) => format!("{}{}", (b'A' + col) as char, row + 1),
        None => "?".into(),
    }
}

fn place_text(lang: Lang, state: &ViaNebula, place: &Place) -> String {
    match place {
        Place::Exploitation { hex } => {
            t(lang, "vn-place-exploitation", &[("hex", hex_name(state, *hex).into())])
        }
        Place::Site { hex, .. } => {
            t(lang, "vn-place-site", &[("hex", hex_name(state, *hex).into())])
        }
        Place::Storage => tr(lang, "vn-place-storage"),
    }
}

pub fn error_text(lang: Lang, e: &Error) -> String {
    match e {
        Error::GameOver => tr(lang, "vn-error-game-over"),
        Error::MustEndTurn => tr(lang, "vn-error-must-end-turn"),
        Error::TurnNotFinished => tr(lang, "vn-error-turn-not-finished"),
        Error::PowerPending => tr(lang, "vn-error-power-pending"),
        Error::NoPowerPending => tr(lang, "vn-error-no-power-pending"),
        Error::WrongPower => tr(lang, "vn-error-wrong-power"),
        Error::NoSuchHex => tr(lang, "vn-error-no-such-hex"),
        Error::NoCraftsmanLeft => tr(lang, "vn-error-no-craftsman-left"),
        Error::NoTokenThere => tr(lang, "vn-error-no-token-there"),
        Error::NoSiteLeft => tr(lang, "vn-error-no-site-left"),
        Error::SitesExceedBuildings => tr(lang, "vn-error-sites-exceed-buildings"),
        Error::NotARuin => tr(lang, "vn-error-not-a-ruin"),
        Error::RuinFull => tr(lang, "vn-error-ruin-full"),
        Error::NotFog => tr(lang, "vn-error-not-fog"),
        Error::NotForest => tr(lang, "vn-error-not-forest"),
        Error::NotForbidden => tr(lang, "vn-error-not-forbidden"),
        Error::NotNextToYours => tr(lang, "vn-error-not-next-to-yours"),
        Error::ForestNeedsBothActions => tr(lang, "vn-error-forest-needs-both-actions"),
        Error::NoMeadowTileLeft => tr(lang, "vn-error-no-meadow-tile-left"),
        Error::NoResourceThere => tr(lang, "vn-error-no-resource-there"),
        Error::NotYourSite => tr(lang, "vn-error-not-your-site"),
        Error::NoPath => tr(lang, "vn-error-no-path"),
        Error::ContractNotAvailable => tr(lang, "vn-error-contract-not-available"),
        Error::ContractNotMet => tr(lang, "vn-error-contract-not-met"),
        Error::CannotPass => tr(lang, "vn-error-cannot-pass"),
        Error::NotYours => tr(lang, "vn-error-not-yours"),
        Error::NoTileThere => tr(lang, "vn-error-no-tile-there"),
        Error::ReserveEmpty => tr(lang, "vn-error-reserve-empty"),
        Error::SameResource => tr(lang, "vn-error-same-resource"),
        Error::NothingToDo => tr(lang, "vn-error-nothing-to-do"),
        Error::NotThisStep => tr(lang, "vn-error-not-this-step"),
    }
}

/// The groups the turn's actions are offered in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Craftsman,
    Site,
    ExploreFog,
    ExploreForest,
    Transport,
    Build,
    UsePower,
    RemoveToken,
    PlaceTile,
    MoveTile,
    ReturnResource,
    SwapResource,
    AddResource,
    SkipPower,
    Pass,
    EndTurn,
}

impl Kind {
    pub fn of(a: &Action) -> Kind {
        match a {
            Action::PlaceCraftsman { .. } => Kind::Craftsman,
            Action::PlaceSite { .. } => Kind::Site,
            Action::ExploreFog { .. } => Kind::ExploreFog,
            Action::ExploreForest { .. } => Kind::ExploreForest,
            Action::Transport { .. } => Kind::Transport,
            Action::Build { .. } => Kind::Build,
            Action::Pass => Kind::Pass,
            Action::EndTurn => Kind::EndTurn,
            Action::UsePower => Kind::UsePower,
            Action::SkipPower => Kind::SkipPower,
            Action::RemoveToken { .. } => Kind::RemoveToken,
            Action::PlaceTile { .. } => Kind::PlaceTile,
            // The two steps of a power are one kind of action (the powers asked in steps, crates/rules/src/via_nebula/powers.rs).
            Action::LiftTile { .. } | Action::MoveTile { .. } => Kind::MoveTile,
            Action::ReturnResource { .. } => Kind::ReturnResource,
            Action::GiveResource { .. } | Action::SwapResource { .. } => Kind::SwapResource,
            Action::ChooseSite { .. } | Action::AddResource { .. } => Kind::AddResource,
        }
    }

    pub fn test_id(self) -> &'static str {
        match self {
            Kind::Craftsman => "craftsman",
            Kind::Site => "site",
            Kind::ExploreFog => "explore-fog",
            Kind::ExploreForest => "explore-forest",
            Kind::Transport => "transport",
            Kind::Build => "build",
            Kind::UsePower => "use-power",
            Kind::RemoveToken => "remove-token",
            Kind::PlaceTile => "place-tile",
            Kind::MoveTile => "move-tile",
            Kind::ReturnResource => "return-resource",
            Kind::SwapResource => "swap-resource",
            Kind::AddResource => "add-resource",
            Kind::SkipPower => "skip-power",
            Kind::Pass => "pass",
            Kind::EndTurn => "end-turn",
        }
    }

    pub fn label(self, lang: Lang) -> String {
        match self {
            Kind::Craftsman => tr(lang, "vn-kind-craftsman"),
            Kind::Site => tr(lang, "vn-kind-site"),
            Kind::ExploreFog => tr(lang, "vn-kind-explore-fog"),
            Kind::ExploreForest => tr(lang, "vn-kind-explore-forest"),
            Kind::Transport => tr(lang, "vn-kind-transport"),
            Kind::Build => tr(lang, "vn-kind-build"),
            Kind::UsePower => tr(lang, "vn-kind-use-power"),
            Kind::RemoveToken => tr(lang, "vn-kind-remove-token"),
            Kind::PlaceTile => tr(lang, "vn-kind-place-tile"),
            Kind::MoveTile => tr(lang, "vn-kind-move-tile"),
            Kind::ReturnResource => tr(lang, "vn-kind-return-resource"),
            Kind::SwapResource => tr(lang, "vn-kind-swap-resource"),
            Kind::AddResource => tr(lang, "vn-kind-add-resource"),
            Kind::SkipPower => tr(lang, "vn-kind-skip-power"),
            Kind::Pass => tr(lang, "vn-kind-pass"),
            Kind::EndTurn => tr(lang, "vn-kind-end-turn"),
        }
    }

    /// Kinds that need no choice on the board: one button does it.
    pub fn is_single(self) -> bool {
        matches!(self, Kind::Pass | Kind::EndTurn | Kind::UsePower | Kind::SkipPower)
    }
}

/// A card power waiting for its choice: its name, then what it does, and whether using it
/// gives nothing this time (Distillery's extra action on the fifth building, ruling 14).
pub fn pending_power_text(lang: Lang, state: &ViaNebula) -> Option<String> {
    let power = state.pending?.power;
    let name = t(lang, "vn-power-pending", &[("card", power_name(lang, power).into())]);
    let mut text = format!("{name} {}", power_effect(lang, power));
    if state.pending_power_is_lost() {
        text = format!("{text} {}", tr(lang, "vn-power-lost"));
    }
    Some(text)
}

/// The status line for the seat to act: the actions left, or, while a power waits for its
/// choice, that power (the actions may be used up, but the turn is not over).
pub fn turn_status(lang: Lang, state: &ViaNebula, player: &str) -> String {
    match state.pending {
        Some(p) => t(
            lang,
            "vn-turn-power",
            &[("player", player.into()), ("card", power_name(lang, p.power).into())],
        ),
        None => t(
            lang,
            "vn-turn-of",
            &[("player", player.into()), ("count", (state.actions_left as usize).into())],
        ),
    }
}

/// The action a kind's own button plays at once: a kind with nothing to choose
/// ([`Kind::is_single`]) offered as one action.
pub fn single_action(legal: &[Action], kind: Kind) -> Option<Action> {
    let mut of_kind = legal.iter().filter(|a| Kind::of(a) == kind);
    match (of_kind.next(), of_kind.next()) {
        (Some(&only), None) if kind.is_single() => Some(only),
        _ => None,
    }
}

/// The actions the turn panel lists under its kind buttons: those of `kind` whose hexes
/// begin with the hexes already chosen on the board, less one that is a kind's own button
/// already ([`single_action`]), so no choice is offered twice.
pub fn listed_actions(legal: &[Action], kind: Option<Kind>, chosen: &[u8]) -> Vec<Action> {
    let Some(kind) = kind else { return Vec::new() };
    if single_action(legal, kind).is_some() {
        return Vec::new();
    }
    legal
        .iter()
        .filter(|a| Kind::of(a) == kind)
        .filter(|a| {
            let hexes = action_hexes(a);
            chosen.iter().enumerate().all(|(i, h)| hexes.get(i) == Some(h))
        })
        .copied()
        .collect()
}

/// The actions that start at `hex` (a tap there offers them, whatever their kind).
pub fn actions_at(legal: &[Action], hex: u8) -> Vec<Action> {
    legal.iter().filter(|a| action_hexes(a).first() == Some(&hex)).copied().collect()
}

/// The kinds of the actions that start at `hex`, in the turn panel's order.
pub fn kinds_at(legal: &[Action], hex: u8) -> Vec<Kind> {
    let mut kinds: Vec<Kind> = actions_at(legal, hex).iter().map(Kind::of).collect();
    kinds.sort();
    kinds.dedup();
    kinds
}

/// The hexes an action touches, in the order a player picks them on the board.
pub fn action_hexes(a: &Action) -> Vec<u8> {
    match *a {
        Action::PlaceCraftsman { hex }
        | Action::PlaceSite { hex }
        | Action::ExploreFog { hex }
        | Action::ExploreForest { hex }
        | Action::RemoveToken { hex }
        | Action::PlaceTile { hex }
        | Action::Build { hex, .. }
        | Action::LiftTile { hex }
        | Action::ChooseSite { hex, .. }
        | Action::AddResource { hex, .. } => vec![hex],
        Action::Transport { from, to, .. } => vec![from, to],
        Action::MoveTile { from, to } => vec![from, to],
        Action::ReturnResource { from, .. }
        | Action::GiveResource { from, .. }
        | Action::SwapResource { from, .. } => match from {
            Place::Exploitation { hex } | Place::Site { hex, .. } => vec![hex],
            Place::Storage => vec![],
        },
        Action::Pass | Action::EndTurn | Action::UsePower | Action::SkipPower => vec![],
    }
}

fn half_text(lang: Lang, state: &ViaNebula, half: u8) -> String {
    if state.players == 2 {
        String::new()
    } else if half == 0 {
        format!(" {}", tr(lang, "vn-half-left"))
    } else {
        format!(" {}", tr(lang, "vn-half-right"))
    }
}

/// A ruin's hex and, with 3-4 players, which half.
fn site_name(lang: Lang, state: &ViaNebula, hex: u8, half: u8) -> String {
    hex_name(state, hex) + &half_text(lang, state, half)
}

/// The label of an action's button: what it does, with the hexes named.
pub fn action_label(lang: Lang, state: &ViaNebula, a: &Action) -> String {
    let hex = |h: u8| Arg::from(hex_name(state, h));
    match *a {
        Action::PlaceCraftsman { hex: h } => {
            let token = state
                .content
                .meadow_index
                .get(h as usize)
                .and_then(|&m| state.token_on.get(m as usize))
                .copied();
            let what = match token {
                Some(tk) if tk != NONE => {
                    let def = &state.content.tokens[tk as usize];
                    let mut res = [0u8; 5];
                    res[def.resource as usize] = def.quantity(state.n());
                    resources_text(lang, &res)
                }
                _ => String::new(),
            };
            t(lang, "vn-do-craftsman", &[("hex", hex(h)), ("what", what.into())])
        }
        Action::PlaceSite { hex: h } => t(lang, "vn-do-site", &[("hex", hex(h))]),
        Action::ExploreFog { hex: h } => t(lang, "vn-do-explore-fog", &[("hex", hex(h))]),
        Action::ExploreForest { hex: h } => t(lang, "vn-do-explore-forest", &[("hex", hex(h))]),
        Action::Transport { from, resource, to, half } => {
            let site = site_name(lang, state, to, half);
            t(
                lang,
                "vn-do-transport",
                &[
                    ("resource", resource_name(lang, resource).into()),
                    ("from", hex(from)),
                    ("to", site.into()),
                ],
            )
        }
        Action::Build { hex: h, half, card } => {
            let site = site_name(lang, state, h, half);
            t(
                lang,
                "vn-do-build",
                &[("card", card_name(lang, state, card).into()), ("hex", site.into())],
            )
        }
        Action::Pass => tr(lang, "vn-do-pass"),
        Action::EndTurn => tr(lang, "vn-do-end-turn"),
        Action::UsePower => {
            let card = state.pending.map(|p| power_name(lang, p.power)).unwrap_or_default();
            if state.pending_power_is_lost() {
                t(lang, "vn-do-use-power-lost", &[("card", card.into())])
            } else {
                t(lang, "vn-do-use-power", &[("card", card.into())])
            }
        }
        Action::SkipPower => tr(lang, "vn-do-skip-power"),
        Action::RemoveToken { hex: h } => t(lang, "vn-do-remove-token", &[("hex", hex(h))]),
        Action::PlaceTile { hex: h } => t(lang, "vn-do-place-tile", &[("hex", hex(h))]),
        Action::LiftTile { hex: h } => t(lang, "vn-do-lift-tile", &[("hex", hex(h))]),
        Action::MoveTile { from, to } => {
            t(lang, "vn-do-move-tile", &[("from", hex(from)), ("to", hex(to))])
        }
        Action::GiveResource { from, resource } => t(
            lang,
            "vn-do-give-resource",
            &[
                ("resource", resource_name(lang, resource).into()),
                ("place", place_text(lang, state, &from).into()),
            ],
        ),
        Action::ChooseSite { hex: h, half } => {
            let site = site_name(lang, state, h, half);
            t(lang, "vn-do-choose-site", &[("hex", site.into())])
        }
        Action::ReturnResource { from, resource } => t(
            lang,
            "vn-do-return-resource",
            &[
                ("resource", resource_name(lang, resource).into()),
                ("place", place_text(lang, state, &from).into()),
            ],
        ),
        Action::SwapResource { from, give, take } => t(
            lang,
            "vn-do-swap-resource",
            &[
                ("give", resource_name(lang, give).into()),
                ("take", resource_name(lang, take).into()),
                ("place", place_text(lang, state, &from).into()),
            ],
        ),
        Action::AddResource { hex: h, half, resource } => {
            let site = site_name(lang, state, h, half);
            t(
                lang,
                "vn-do-add-resource",
                &[("resource", resource_name(lang, resource).into()), ("hex", site.into())],
            )
        }
    }
}

/// The line of a power's step that changed nothing yet, so has no event (docs/RULINGS.md,
/// after ruling 18: a power of two choices asks them one after the other): the first choice
/// of Airway, Store or Express Delivery, stopping Export after its first resource (the
/// only skip without an event), or Distillery's lost extra action (the only power used
/// without an event). `None` for any other action.
pub fn quiet_step_line(lang: Lang, state: &ViaNebula, player: &str, a: &Action) -> Option<String> {
    let player = Arg::from(player);
    let card = |power: Power| Arg::from(power_name(lang, power));
    Some(match *a {
        Action::LiftTile { hex } => t(
            lang,
            "vn-log-lifted",
            &[
                ("player", player),
                ("hex", hex_name(state, hex).into()),
                ("card", card(Power::Airway)),
            ],
        ),
        Action::GiveResource { from, resource } => t(
            lang,
            "vn-log-giving",
            &[
                ("player", player),
                ("resource", resource_name(lang, resource).into()),
                ("place", place_text(lang, state, &from).into()),
                ("card", card(Power::Store)),
            ],
        ),
        Action::ChooseSite { hex, half } => t(
            lang,
            "vn-log-site-chosen",
            &[
                ("player", player),
                ("hex", site_name(lang, state, hex, half).into()),
                ("card", card(Power::ExpressDelivery)),
            ],
        ),
        Action::SkipPower => {
            t(lang, "vn-log-export-stopped", &[("player", player), ("card", card(Power::Export))])
        }
        // Distillery's power on the fifth building gives nothing (ruling 14): the table uses
        // it for the player (`Game::automatic_action`), as it plays a lone action.
        Action::UsePower => {
            t(lang, "vn-log-power-lost", &[("player", player), ("card", card(Power::Distillery))])
        }
        _ => return None,
    })
}

/// The lines told for the events of one action. When that action ends the game, the
/// engine's `TurnEnded { next }` (kept in saves, so not changed) comes just before
/// `GameEnded`: nobody plays next, so its "Turn of ..." line is left out.
pub fn event_lines(
    lang: Lang,
    state: &ViaNebula,
    names: &[String],
    events: &[Event],
) -> Vec<String> {
    let game_ended = events.iter().any(|e| matches!(e, Event::GameEnded { .. }));
    events
        .iter()
        .filter(|e| !(game_ended && matches!(e, Event::TurnEnded { .. })))
        .filter_map(|e| event_line(lang, state, names, e))
        .collect()
}

/// One line of the game's story. `state` is the state after the event (for names of hexes
/// and cards, which never change). `None` for events already told by another line.
pub fn event_line(lang: Lang, state: &ViaNebula, names: &[String], e: &Event) -> Option<String> {
    let who = |s: u8| Arg::from(names.get(s as usize).cloned().unwrap_or_default());
    let hex = |h: u8| Arg::from(hex_name(state, h));
    Some(match *e {
        Event::CraftsmanPlaced { seat, hex: h, resource, amount, .. } => {
            let mut res = [0u8; 5];
            res[resource as usize] = amount;
            t(
                lang,
                "vn-log-craftsman",
                &[
                    ("player", who(seat)),
                    ("hex", hex(h)),
                    ("what", resources_text(lang, &res).into()),
                ],
            )
        }
        Event::CraftsmanReturned { seat, hex: h } => {
            t(lang, "vn-log-craftsman-returned", &[("player", who(seat)), ("hex", hex(h))])
        }
        Event::SitePlaced { seat, hex: h, .. } => {
            t(lang, "vn-log-site", &[("player", who(seat)), ("hex", hex(h))])
        }
        Event::TilePlaced { seat, hex: h, from_reserve } => {
            if from_reserve {
                t(lang, "vn-log-tile-reserve", &[("player", who(seat)), ("hex", hex(h))])
            } else {
                t(lang, "vn-log-tile", &[("player", who(seat)), ("hex", hex(h))])
            }
        }
        Event::ExplorerRevealed { seat, .. } => {
            t(lang, "vn-log-explorer", &[("player", who(seat))])
        }
        Event::ResourceMoved { seat, from, resource, to, .. } => t(
            lang,
            "vn-log-transport",
            &[
                ("player", who(seat)),
                ("resource", resource_name(lang, resource).into()),
                ("from", hex(from)),
                ("to", hex(to)),
            ],
        ),
        Event::ExploitationDepleted { hex: h } => t(lang, "vn-log-depleted", &[("hex", hex(h))]),
        Event::BuildingErected { seat, hex: h, card, surplus, .. } => {
            let line = t(
                lang,
                "vn-log-build",
                &[
                    ("player", who(seat)),
                    ("card", card_name(lang, state, card).into()),
                    ("hex", hex(h)),
                ],
            );
            if surplus.iter().any(|&n| n > 0) {
                format!(
                    "{line} {}",
                    t(lang, "vn-log-surplus", &[("what", resources_text(lang, &surplus).into())])
                )
            } else {
                line
            }
        }
        Event::ContractRevealed { card, .. } => {
            t(lang, "vn-log-revealed", &[("card", card_name(lang, state, card).into())])
        }
        Event::EndCardTaken { seat } => t(lang, "vn-log-end-card", &[("player", who(seat))]),
        Event::PowerSkipped { seat, card } => t(
            lang,
            "vn-log-power-skipped",
            &[("player", who(seat)), ("card", card_name(lang, state, card).into())],
        ),
        Event::ExtraAction { seat } => t(lang, "vn-log-extra-action", &[("player", who(seat))]),
        // The card is named only to whom may know it (`GameEvent::seen_by` hid it from others).
        Event::ContractDrawn { seat, card } if card != NONE => t(
            lang,
            "vn-log-drawn-card",
            &[("player", who(seat)), ("card", card_name(lang, state, card).into())],
        ),
        Event::ContractDrawn { seat, .. } => t(lang, "vn-log-drawn", &[("player", who(seat))]),
        Event::TilesDiscarded { seat, count } => t(
            lang,
            "vn-log-tiles-discarded",
            &[("player", who(seat)), ("count", (count as usize).into())],
        ),
        Event::TokenRemoved { hex: h, amount, .. } => {
            t(lang, "vn-log-token-removed", &[("hex", hex(h)), ("count", (amount as usize).into())])
        }
        Event::TileMoved { from, to } => {
            t(lang, "vn-log-tile-moved", &[("from", hex(from)), ("to", hex(to))])
        }
        Event::ResourceReturned { seat, from, resource } => t(
            lang,
            "vn-log-returned",
            &[
                ("player", who(seat)),
                ("resource", resource_name(lang, resource).into()),
                ("place", place_text(lang, state, &from).into()),
            ],
        ),
        Event::ResourceSwapped { seat, from, give, take } => t(
            lang,
            "vn-log-swapped",
            &[
                ("player", who(seat)),
                ("give", resource_name(lang, give).into()),
                ("take", resource_name(lang, take).into()),
                ("place", place_text(lang, state, &from).into()),
            ],
        ),
        Event::ResourceAdded { seat, hex: h, resource, .. } => t(
            lang,
            "vn-log-added",
            &[
                ("player", who(seat)),
                ("resource", resource_name(lang, resource).into()),
                ("hex", hex(h)),
            ],
        ),
        Event::Passed { seat } => t(lang, "vn-log-passed", &[("player", who(seat))]),
        Event::TurnEnded { next, .. } => t(lang, "vn-log-turn-ended", &[("player", who(next))]),
        Event::FinalRound { trigger } => t(lang, "vn-log-final-round", &[("player", who(trigger))]),
        Event::ResourcesCollected { seat, amount } => {
            if amount == 0 {
                return None;
            }
            t(
                lang,
                "vn-log-collected",
                &[("player", who(seat)), ("count", (amount as usize).into())],
            )
        }
        Event::GameEnded { stalemate } => {
            if stalemate {
                tr(lang, "vn-log-game-ended-stalemate")
            } else {
                tr(lang, "vn-log-game-ended")
            }
        }
    })
}

/// The tooltip of a hex: what lies there, in words.
pub fn hex_description(lang: Lang, state: &ViaNebula, names: &[String], hex: u8) -> String {
    let c = &state.content;
    let Some(&terrain) = c.terrain.get(hex as usize) else { return String::new() };
    let mut parts = vec![hex_name(state, hex)];
    let tiled = state.tiles & (1u128 << hex) != 0;
    parts.push(if tiled {
        tr(lang, "vn-terrain-tile")
    } else {
        match terrain {
            Terrain::Meadow => tr(lang, "vn-terrain-meadow"),
            Terrain::Fog => tr(lang, "vn-terrain-fog"),
            Terrain::Forest => tr(lang, "vn-terrain-forest"),
            Terrain::Ruin => tr(lang, "vn-terrain-ruin"),
            Terrain::Forbidden => tr(lang, "vn-terrain-forbidden"),
        }
    });
    let name = |s: u8| names.get(s as usize).cloned().unwrap_or_default();
    if let Some(&m) = c.meadow_index.get(hex as usize).filter(|&&m| m != NONE) {
        let m = m as usize;
        if state.token_on[m] != NONE {
            let def = &c.tokens[state.token_on[m] as usize];
            let mut res = [0u8; 5];
            res[def.resource as usize] = def.quantity(state.n());
            parts.push(t(
                lang,
                "vn-tip-token",
                &[
                    ("what", resources_text(lang, &res).into()),
                    ("points", (def.points as usize).into()),
                ],
            ));
        }
        let res = state.meadow_resources[m];
        if res.iter().any(|&n| n > 0) {
            parts.push(t(lang, "vn-tip-resources", &[("what", resources_text(lang, &res).into())]));
            if state.craftsman_on[m] == NONE {
                parts.push(tr(lang, "vn-tip-neutral"));
            }
        }
        if state.craftsman_on[m] != NONE {
            parts.push(t(
                lang,
                "vn-tip-craftsman",
                &[("player", name(state.craftsman_on[m]).into())],
            ));
        }
    }
    if let Some(&r) = c.ruin_index.get(hex as usize).filter(|&&r| r != NONE) {
        for half in 0..2u8 {
            let hs = &state.ruins[r as usize][half as usize];
            let side = half_text(lang, state, half);
            match hs.occupant {
                Occupant::Empty => {}
                Occupant::Site { seat } => {
                    let mut line = t(lang, "vn-tip-site", &[("player", name(seat).into())]);
                    line.push_str(&side);
                    if hs.resources.iter().any(|&n| n > 0) {
                        line.push_str(&format!(": {}", resources_text(lang, &hs.resources)));
                    }
                    parts.push(line);
                }
                Occupant::Building { seat } => {
                    let mut line = t(lang, "vn-tip-building", &[("player", name(seat).into())]);
                    line.push_str(&side);
                    parts.push(line);
                }
            }
        }
    }
    parts.join(" · ")
}
