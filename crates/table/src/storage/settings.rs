//! The player's settings (language, pace, what the browser was asked, how choices are
//! shown): read field by field, so one damaged setting costs only itself.

/// The player's settings, stored as JSON under [`super::SETTINGS_KEY`].
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// A language code chosen by the player; `None` follows the browser.
    #[serde(default)]
    pub language: Option<String>,
    /// How quickly computer seats move (settings saved before it existed: Normal).
    #[serde(default)]
    pub pace: crate::pace::Pace,
    /// Whether the browser was already asked to keep this site's storage (persistent
    /// storage), so it is asked once, after the first saved game. Written only once true,
    /// so settings stay as they were until then.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub persistence_asked: bool,
    /// Whether the choices of the turn are listed in full beside the board (a keyboard or
    /// screen-reader user's choice); by default they are chosen on the board. Written only
    /// once true.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub choices_listed: bool,
    /// How far connections to other devices reach (`crate::network`): the same
    /// network unless the player chose otherwise. Written only once chosen.
    #[serde(default, skip_serializing_if = "crate::network::Network::is_same_network")]
    pub network: crate::network::Network,
}

/// The fields of the settings, as every version wrote them: `language` from the first,
/// `pace` since computer seats have a pace, `persistence_asked` since the browser is asked
/// to keep the site's storage, `choices_listed` since choices are made on the board,
/// `network` since devices can play across the internet. The
/// settings have no version of their own, and none of their fields was ever renamed or
/// dropped, so these read every text any version wrote.
pub const SETTINGS_FIELDS: [&str; 5] =
    ["language", "pace", "persistence_asked", "choices_listed", "network"];

/// Why the stored settings were not read whole: the first reason, naming the field or the
/// key. The stored text stays as it is until the person changes a setting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsProblem {
    /// Not JSON, or not an object: every setting takes its default.
    Unreadable(String),
    /// A key given twice: which value was meant cannot be known, so every setting takes its
    /// default.
    DuplicateKey(String),
    /// A field the settings do not have: the settings it sits beside still apply.
    UnknownField(String),
    /// A setting whose value cannot be read: it alone takes its default.
    BadValue(String),
}

impl std::fmt::Display for SettingsProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SettingsProblem::Unreadable(why) => write!(f, "the settings cannot be read: {why}"),
            SettingsProblem::DuplicateKey(key) => {
                write!(f, "the settings give the key `{key}` twice")
            }
            SettingsProblem::UnknownField(name) => {
                write!(f, "the settings have an unknown field `{name}`")
            }
            SettingsProblem::BadValue(name) => {
                write!(f, "the setting `{name}` has a value that cannot be read")
            }
        }
    }
}

impl Settings {
    /// Reads a stored settings text, with the first reason it was not read whole. Each
    /// setting is read on its own, so one a damaged or newer save spoils costs only itself:
    /// above all the language, which the page's frame reads the same way (static/boot.js).
    /// A key given twice makes the whole text ambiguous: the defaults apply.
    pub fn read(text: &str) -> (Settings, Option<SettingsProblem>) {
        let refused = |problem| (Settings::default(), Some(problem));
        let value = match crate::strict::parse(text) {
            Ok(value) => value,
            Err(crate::strict::Refusal::NotJson(e)) => {
                return refused(SettingsProblem::Unreadable(format!("not JSON ({e})")))
            }
            Err(crate::strict::Refusal::DuplicateKey { key, .. }) => {
                return refused(SettingsProblem::DuplicateKey(key))
            }
        };
        let Some(object) = value.as_object() else {
            return refused(SettingsProblem::Unreadable("not a JSON object".into()));
        };
        let mut problem = crate::strict::unknown_field(object, &SETTINGS_FIELDS)
            .map(|name| SettingsProblem::UnknownField(name.to_string()));
        fn field<T: serde::de::DeserializeOwned>(
            object: &serde_json::Map<String, serde_json::Value>,
            name: &str,
            problem: &mut Option<SettingsProblem>,
        ) -> Option<T> {
            let read = serde_json::from_value(object.get(name)?.clone()).ok();
            if read.is_none() && problem.is_none() {
                *problem = Some(SettingsProblem::BadValue(name.to_string()));
            }
            read
        }
        let settings = Settings {
            language: field::<Option<String>>(object, "language", &mut problem).flatten(),
            pace: field(object, "pace", &mut problem).unwrap_or_default(),
            persistence_asked: field(object, "persistence_asked", &mut problem).unwrap_or_default(),
            choices_listed: field(object, "choices_listed", &mut problem).unwrap_or_default(),
            network: read_network(object, &mut problem),
        };
        (settings, problem)
    }
}

/// The stored network choice, if it could configure a connection: a list a damaged save or
/// an edit spoiled is the same network only, and said.
fn read_network(
    object: &serde_json::Map<String, serde_json::Value>,
    problem: &mut Option<SettingsProblem>,
) -> crate::network::Network {
    let Some(value) = object.get("network") else { return Default::default() };
    let read = serde_json::from_value::<crate::network::Network>(value.clone());
    match read.ok().filter(|network| network.check().is_ok()) {
        Some(network) => network,
        None => {
            if problem.is_none() {
                *problem = Some(SettingsProblem::BadValue("network".to_string()));
            }
            Default::default()
        }
    }
}
