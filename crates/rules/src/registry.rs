//! Which games exist: the list a new game joins. A third game means its variant of
//! [`GameKind`] (declared with the `Game` contract, which names it), its strings here, and
//! one line in [`with_game!`](crate::with_game); every other place that depends on the game
//! names it through the macro and stays generic. The core never looks up here: only code
//! above it does.

use crate::core::GameKind;

impl GameKind {
    /// Every game Moonvale plays.
    pub const ALL: [GameKind; 2] = [GameKind::ViaNebula, GameKind::NovaLuna];

    /// The stable name saves, links and the command line use (`"via-nebula"`).
    pub fn as_str(self) -> &'static str {
        match self {
            GameKind::ViaNebula => "via-nebula",
            GameKind::NovaLuna => "nova-luna",
        }
    }

    /// The short prefix of the game's own test ids and styles ("vn", "nl").
    pub fn short(self) -> &'static str {
        match self {
            GameKind::ViaNebula => "vn",
            GameKind::NovaLuna => "nl",
        }
    }

    /// The game named by [`GameKind::as_str`]'s string, if any.
    pub fn parse(s: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

/// Runs `body` with `G` standing for the engine type of `kind`, so code above the rules
/// is written once, generically, for every game:
///
/// ```
/// use moonvale_rules::core::{Game, GameKind};
/// let most = moonvale_rules::with_game!(GameKind::NovaLuna, G => G::KIND.as_str());
/// assert_eq!(most, "nova-luna");
/// ```
#[macro_export]
macro_rules! with_game {
    ($kind:expr, $G:ident => $body:expr) => {
        match $kind {
            $crate::core::GameKind::ViaNebula => {
                #[allow(dead_code)]
                type $G = $crate::via_nebula::ViaNebula;
                $body
            }
            $crate::core::GameKind::NovaLuna => {
                #[allow(dead_code)]
                type $G = $crate::nova_luna::NovaLuna;
                $body
            }
        }
    };
}
