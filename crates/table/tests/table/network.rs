//! How far connections reach (docs "Playing at a distance"): the same network by default, with
//! no server at all; across the internet through STUN (a public one unless the player names
//! their own) and TURN with credentials; a stored or typed list that could not configure a
//! connection is refused with its reason and never used.

use moonvale_table::network::{IceServer, Network, MAX_SERVERS, PUBLIC_STUN};
use moonvale_table::storage::{Settings, SettingsProblem};

#[test]
fn the_same_network_uses_no_server_and_the_internet_a_public_stun_unless_named() {
    assert_eq!(Network::default(), Network::SameNetwork);
    assert!(Network::SameNetwork.servers().is_empty());
    let internet = Network::Internet { servers: Vec::new() };
    assert_eq!(internet.servers().len(), 1);
    assert_eq!(internet.servers()[0].url, PUBLIC_STUN);
    assert!(!internet.relays());
}

#[test]
fn the_form_reads_stun_and_turn_servers_with_credentials_for_turn_only() {
    let network = Network::from_form(
        "stun:198.51.100.1:3478\n\n  turn:198.51.100.1:3478?transport=udp \n",
        "moonvale",
        "lab-password",
    )
    .unwrap();
    let Network::Internet { servers } = &network else { panic!("{network:?}") };
    assert_eq!(
        servers,
        &vec![
            IceServer { url: "stun:198.51.100.1:3478".into(), username: None, credential: None },
            IceServer {
                url: "turn:198.51.100.1:3478?transport=udp".into(),
                username: Some("moonvale".into()),
                credential: Some("lab-password".into()),
            },
        ]
    );
    assert!(network.relays());
}

#[test]
fn a_list_that_could_not_configure_a_connection_is_refused_with_its_reason() {
    for (lines, user, credential, reason) in [
        ("https://example.org", "", "", "is not a stun:, turn: or turns: address"),
        ("stun:", "", "", "names no server"),
        ("turn:198.51.100.1:3478", "", "", "needs a user name and a credential"),
        ("turn:198.51.100.1:3478", "me", "", "needs a user name and a credential"),
        ("turn:198.51.100.1:3478", "a b", "c", "has a space"),
        ("stun:\u{202e}evil", "", "", "not plain visible ASCII"),
    ] {
        let said = Network::from_form(lines, user, credential).unwrap_err();
        assert!(said.contains(reason), "{lines:?}: {said}");
    }
    let many = ["stun:a.example:3478"; MAX_SERVERS + 1].join("\n");
    assert!(Network::from_form(&many, "", "").unwrap_err().contains("at most"));
    let long = format!("stun:{}", "a".repeat(300));
    assert!(Network::from_form(&long, "", "").unwrap_err().contains("longer than"));
}

#[test]
fn the_choice_is_kept_in_the_settings_and_a_spoiled_one_is_the_same_network_and_said() {
    // Settings written before the choice existed, or never changed: the same network, and
    // nothing new written.
    let (old, problem) = Settings::read(r#"{"language":"fr"}"#);
    assert_eq!((old.network.clone(), problem), (Network::SameNetwork, None));
    assert!(!serde_json::to_string(&old).unwrap().contains("network"));

    let chosen = Settings {
        network: Network::from_form("turn:198.51.100.1:3478", "moonvale", "pw").unwrap(),
        ..Settings::default()
    };
    let text = serde_json::to_string(&chosen).unwrap();
    assert_eq!(Settings::read(&text), (chosen, None));

    for spoiled in [
        r#"{"language":"pl","network":{"reach":"internet","servers":[{"url":"turn:x:1"}]}}"#,
        r#"{"language":"pl","network":{"reach":"moon"}}"#,
        r#"{"language":"pl","network":{"reach":"internet","servers":[{"url":"javascript:alert(1)"}]}}"#,
    ] {
        let (settings, problem) = Settings::read(spoiled);
        assert_eq!(settings.network, Network::SameNetwork, "{spoiled}");
        assert_eq!(settings.language.as_deref(), Some("pl"), "the rest stays: {spoiled}");
        assert_eq!(problem, Some(SettingsProblem::BadValue("network".into())), "{spoiled}");
    }
}
