//! Which games exist: the one list a new game joins. A third game means one variant of
//! [`GameKind`], its two strings, and one line in [`with_game!`](crate::with_game); every
//! other place that depends on the game names it through the macro and stays generic.

use serde::{Deserialize, Serialize};

/// Which game a state, a save or a command belongs to. The string forms are stable: they
/// appear in saved games and in the command-line JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    ViaNebula,
    NovaLuna,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::ViaNebula, GameKind::NovaLuna];

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
            $crate::registry::GameKind::ViaNebula => {
                #[allow(dead_code)]
                type $G = $crate::via_nebula::ViaNebula;
                $body
            }
            $crate::registry::GameKind::NovaLuna => {
                #[allow(dead_code)]
                type $G = $crate::nova_luna::NovaLuna;
                $body
            }
        }
    };
}
