//! How far a connection between devices reaches, the player's choice (docs "Playing at a
//! distance"): the same network only (no STUN or TURN server: nothing leaves the network, the
//! descriptions carry local addresses only), or across the internet, through STUN servers
//! (each device learns its public address, which the other device and the STUN server's
//! operator then see) and, when given, TURN relays (for the connections STUN cannot open,
//! behind a NAT that gives each destination its own port). Kept in the settings; checked
//! when read, so a stored list that could not configure a connection is refused, not used.

use serde::{Deserialize, Serialize};

/// The STUN server used across the internet when the player names none.
pub const PUBLIC_STUN: &str = "stun:stun.l.google.com:19302";
/// At most this many servers (a browser slows down with many; two or three is usual).
pub const MAX_SERVERS: usize = 4;
/// The longest server address, user name or credential read.
const MAX_FIELD_CHARS: usize = 200;

/// One STUN or TURN server, as `RTCIceServer` takes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IceServer {
    /// `stun:host:port`, `turn:host:port` or `turns:host:port` (with `?transport=` allowed).
    pub url: String,
    /// A TURN server's long-term credentials (coturn's `user=`); none for STUN.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub credential: Option<String>,
}

impl IceServer {
    pub fn is_turn(&self) -> bool {
        self.url.starts_with("turn:") || self.url.starts_with("turns:")
    }
}

/// How far connections reach.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reach", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Network {
    /// Today's default: host candidates only, nothing leaves the network.
    #[default]
    SameNetwork,
    /// Through these servers; none given means [`PUBLIC_STUN`].
    Internet {
        #[serde(default)]
        servers: Vec<IceServer>,
    },
}

impl Network {
    pub fn is_same_network(&self) -> bool {
        *self == Network::SameNetwork
    }

    /// The servers a connection is configured with: none on the same network.
    pub fn servers(&self) -> Vec<IceServer> {
        match self {
            Network::SameNetwork => Vec::new(),
            Network::Internet { servers } if servers.is_empty() => {
                vec![IceServer { url: PUBLIC_STUN.to_string(), username: None, credential: None }]
            }
            Network::Internet { servers } => servers.clone(),
        }
    }

    /// Whether a relay (TURN) is among the servers.
    pub fn relays(&self) -> bool {
        self.servers().iter().any(IceServer::is_turn)
    }

    /// Checks a choice from outside (a stored setting, a form): the first reason it could not
    /// configure a connection.
    pub fn check(&self) -> Result<(), String> {
        let Network::Internet { servers } = self else { return Ok(()) };
        if servers.len() > MAX_SERVERS {
            return Err(format!("at most {MAX_SERVERS} servers"));
        }
        for server in servers {
            check_server(server)?;
        }
        Ok(())
    }

    /// Reads the settings form: one server address a line (blank lines skipped), with one
    /// user name and credential for the TURN servers among them. A refusal says why.
    pub fn from_form(lines: &str, username: &str, credential: &str) -> Result<Network, String> {
        let (username, credential) = (username.trim(), credential.trim());
        let servers = lines
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty())
            .map(|url| {
                let turn = url.starts_with("turn:") || url.starts_with("turns:");
                IceServer {
                    url: url.to_string(),
                    username: (turn && !username.is_empty()).then(|| username.to_string()),
                    credential: (turn && !credential.is_empty()).then(|| credential.to_string()),
                }
            })
            .collect();
        let network = Network::Internet { servers };
        network.check()?;
        Ok(network)
    }
}

fn check_server(server: &IceServer) -> Result<(), String> {
    let url = &server.url;
    let scheme_ok = ["stun:", "turn:", "turns:"].iter().any(|s| url.starts_with(s));
    if !scheme_ok {
        return Err(format!("`{}` is not a stun:, turn: or turns: address", printable(url)));
    }
    let host = url.split_once(':').map_or("", |(_, rest)| rest);
    if host.is_empty() || host.starts_with(':') {
        return Err(format!("`{}` names no server", printable(url)));
    }
    for (name, text) in [
        ("address", Some(url)),
        ("user name", server.username.as_ref()),
        ("credential", server.credential.as_ref()),
    ] {
        let Some(text) = text else { continue };
        if text.chars().count() > MAX_FIELD_CHARS {
            return Err(format!("a server's {name} is longer than {MAX_FIELD_CHARS} characters"));
        }
        // Server addresses are ASCII (a name in another script is written in punycode);
        // a space, a control or a direction mark could only hide what the address is.
        if !text.chars().all(|c| c.is_ascii_graphic()) {
            return Err(format!(
                "a server's {name} has a space or a character that is not plain visible ASCII"
            ));
        }
    }
    if server.is_turn() && (server.username.is_none() || server.credential.is_none()) {
        return Err(format!(
            "the TURN server `{}` needs a user name and a credential",
            printable(url)
        ));
    }
    Ok(())
}

/// A text cut short and with what is not printable escaped, to quote in a message.
fn printable(text: &str) -> String {
    text.chars().take(60).flat_map(char::escape_default).collect()
}
