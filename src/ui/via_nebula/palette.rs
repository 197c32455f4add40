//! The players' colours and shapes and the resources' colours: every player colour also has
//! a shape and a letter, and every resource a letter, so the board reads without telling
//! colours apart. Used by the board, its pieces, the panels and the forms.

use moonvale_rules::via_nebula::Resource;

/// One player colour: its key (saved with the game), fill, and the shape drawn with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatStyle {
    pub key: &'static str,
    pub fill: &'static str,
    pub ink: &'static str,
    pub shape: Shape,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Circle,
    Square,
    Triangle,
    Diamond,
}

/// The four player colours, chosen to stay apart for the common colour blindnesses
/// (Okabe-Ito palette), each with its own shape.
pub const SEAT_STYLES: [SeatStyle; 4] = [
    SeatStyle { key: "vermilion", fill: "#d55e00", ink: "#ffffff", shape: Shape::Circle },
    SeatStyle { key: "blue", fill: "#0072b2", ink: "#ffffff", shape: Shape::Square },
    SeatStyle { key: "yellow", fill: "#f0e442", ink: "#1b1b1b", shape: Shape::Triangle },
    SeatStyle { key: "purple", fill: "#cc79a7", ink: "#1b1b1b", shape: Shape::Diamond },
];

/// The styles of the seats, in order: each seat's saved colour when it is one of ours and
/// not already taken, otherwise the first free one (a save from elsewhere may name
/// colours we do not draw), so no two seats ever look alike.
pub fn distinct_styles<'a>(keys: impl Iterator<Item = &'a str>) -> Vec<SeatStyle> {
    let keys: Vec<&str> = keys.collect();
    let mut out: Vec<Option<SeatStyle>> = vec![None; keys.len()];
    for (i, key) in keys.iter().enumerate() {
        if let Some(style) = SEAT_STYLES.iter().find(|s| s.key == *key) {
            if !out.iter().flatten().any(|s| s.key == style.key) {
                out[i] = Some(*style);
            }
        }
    }
    for i in 0..out.len() {
        if out[i].is_none() {
            let free =
                SEAT_STYLES.iter().find(|s| !out.iter().flatten().any(|o| o.key == s.key)).copied();
            out[i] = Some(free.unwrap_or(SEAT_STYLES[i % SEAT_STYLES.len()]));
        }
    }
    out.into_iter().map(|s| s.unwrap_or(SEAT_STYLES[0])).collect()
}

pub fn resource_fill(r: Resource) -> &'static str {
    match r {
        Resource::Wood => "#7a4a1e",
        Resource::Stone => "#8c8c8c",
        Resource::Clay => "#c4622d",
        Resource::Wheat => "#e8c547",
        Resource::Food => "#5aa02c",
    }
}

pub fn resource_ink(r: Resource) -> &'static str {
    match r {
        Resource::Wheat | Resource::Stone => "#111111",
        _ => "#ffffff",
    }
}
