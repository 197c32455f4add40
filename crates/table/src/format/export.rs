//! The exported file: a saved game's stored form ([`super::stored`]), indented for people who
//! open it, under a name made of its game, title and id. An import reads it back as storage
//! does (`storage::validate_import`), as it does a record of version 1.

use super::saved::{slug, SaveRecord};

/// The file's content.
#[allow(
    clippy::expect_used,
    reason = "a stored record is plain JSON values and strings: serialising it cannot fail"
)]
pub fn encode(record: &SaveRecord) -> String {
    serde_json::to_string_pretty(&record.stored()).expect("a record always serialises")
}

/// `moonvale-via-nebula-<title>-<id>.json`, with only safe characters.
pub fn file_name(record: &SaveRecord) -> String {
    // The file's name is the same whatever the language shown: the title in English.
    let title = record.title_words(crate::i18n::Lang::En);
    format!("moonvale-{}-{}-{}.json", record.kind.as_str(), slug(&title), slug(&record.id))
}

impl SaveRecord {
    /// The exported file's content: the stored form, indented for people who open it.
    pub fn export_json(&self) -> String {
        encode(self)
    }

    /// `moonvale-via-nebula-<title>-<id>.json`, with only safe characters.
    pub fn export_file_name(&self) -> String {
        file_name(self)
    }
}
