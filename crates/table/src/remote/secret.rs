//! The secret that binds a seat to its invitation (docs/playing-together.md "The protocol"):
//! whoever holds it may play that seat from their device, and nobody else. The host makes one
//! per seat invited, keeps it beside the saved game, and puts it in the seat's first
//! invitation; the guest's device presents it in every join and keeps it, so that it alone
//! can come back.

use serde::{Deserialize, Serialize};

/// One seat's secret: 16 fresh random bytes, written as 22 URL-safe base64 characters (so a
/// code or a link, `#/join/<code>`, carries it as it is). The bytes come from the app (the
/// browser's `crypto.getRandomValues`): this crate takes them, and stays free of web
/// dependencies. Its `Debug` does not show it.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct SeatSecret(String);

impl SeatSecret {
    /// How many random bytes make a secret.
    pub const BYTES: usize = 16;
    /// How many characters it is written with.
    pub const CHARS: usize = 22;

    pub fn from_bytes(bytes: [u8; Self::BYTES]) -> SeatSecret {
        use base64::Engine as _;
        SeatSecret(base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `given` is this secret, comparing every character whatever the first
    /// difference (a device cannot learn it a character at a time from the time taken).
    pub fn matches(&self, given: &SeatSecret) -> bool {
        let (a, b) = (self.0.as_bytes(), given.0.as_bytes());
        a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
    }
}

impl TryFrom<String> for SeatSecret {
    type Error = String;

    fn try_from(text: String) -> Result<Self, String> {
        let well_formed = text.len() == Self::CHARS
            && text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if well_formed {
            Ok(SeatSecret(text))
        } else {
            Err(format!("a seat's secret is {} letters, digits, - or _", Self::CHARS))
        }
    }
}

impl From<SeatSecret> for String {
    fn from(secret: SeatSecret) -> String {
        secret.0
    }
}

impl std::fmt::Debug for SeatSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SeatSecret(..)")
    }
}
