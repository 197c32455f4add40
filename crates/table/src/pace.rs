//! How quickly computer seats move: a setting the store keeps and the table applies, in a
//! module of its own below both.

/// How quickly computer seats move, so people can follow them (a setting; the test hook
/// `window.__moonvaleComputerPauseMs` overrides it in the browser).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pace {
    Slow,
    #[default]
    Normal,
    Fast,
    Instant,
}

impl Pace {
    pub const ALL: [Pace; 4] = [Pace::Slow, Pace::Normal, Pace::Fast, Pace::Instant];

    /// The pause before a computer seat's move is shown, in milliseconds.
    pub fn pause_ms(self) -> u32 {
        match self {
            Pace::Slow => 1500,
            Pace::Normal => 700,
            Pace::Fast => 250,
            Pace::Instant => 0,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
            Pace::Instant => "instant",
        }
    }

    pub fn parse(text: &str) -> Option<Pace> {
        Pace::ALL.into_iter().find(|p| p.as_str() == text)
    }
}
