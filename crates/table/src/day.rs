//! A calendar day, as the device's clock gives it: what the daily challenge is seeded from
//! ([`crate::daily`]) and what a daily game's title names ([`crate::names::GameTitle`]). A
//! leaf, so the names need neither the daily challenge nor the statistics it reads.

use crate::i18n::{t, tr, Lang};

/// A calendar day, as the device's clock gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day {
    pub year: i32,
    pub month: u32,
    pub day: u32,
}

impl Day {
    /// `2026-11-25`.
    pub fn iso(self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }

    /// Reads `2026-11-25`.
    pub fn parse(text: &str) -> Option<Day> {
        let mut parts = text.split('-');
        let year = parts.next()?.parse().ok()?;
        let month = parts.next()?.parse().ok()?;
        let day = parts.next()?.parse().ok()?;
        let ok = parts.next().is_none() && (1..=12).contains(&month) && (1..=31).contains(&day);
        ok.then_some(Day { year, month, day })
    }

    /// The day in words, in `lang` ("25 Nov 2026").
    pub fn words(self, lang: Lang) -> String {
        let months = tr(lang, "daily-months");
        let month =
            months.split_whitespace().nth(self.month as usize - 1).unwrap_or("?").to_string();
        t(
            lang,
            "daily-date",
            &[
                ("day", self.day.into()),
                ("month", month.into()),
                ("year", self.year.to_string().into()),
            ],
        )
    }
}
