//! What one drawing of the valley put where, in CSS pixels of the canvas: the resource pieces,
//! the tokens, the hex names and the frame. The board publishes it (`data-drawn`) so the
//! end-to-end tests check the sizes the drawing used against the canvas's own pixels.

use serde::Serialize;

/// A resource piece drawn: its kind and colour, what it lies on ("meadow", "site", "token"),
/// its centre and its width, and whether anything drawn later covers it (`top`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DrawnPiece {
    pub kind: &'static str,
    pub fill: &'static str,
    pub on: &'static str,
    pub x: f64,
    pub y: f64,
    pub px: f64,
    pub top: bool,
}

/// A round thing drawn (a token): its centre and its width.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DrawnDisc {
    pub x: f64,
    pub y: f64,
    pub px: f64,
}

/// A hex name written on the board: the hex and its font size.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DrawnName {
    pub hex: u8,
    pub px: f64,
    #[serde(skip)]
    pub bounds: Rect,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

impl Rect {
    pub fn around(x: f64, y: f64, half_w: f64, half_h: f64) -> Rect {
        Rect { x: x - half_w, y: y - half_h, width: 2.0 * half_w, height: 2.0 * half_h }
    }

    fn overlaps(&self, o: &Rect) -> bool {
        self.x < o.x + o.width
            && o.x < self.x + self.width
            && self.y < o.y + o.height
            && o.y < self.y + self.height
    }
}

/// The record of one drawing.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Drawn {
    /// Pixels per hex radius.
    pub scale: f64,
    pub pieces: Vec<DrawnPiece>,
    pub tokens: Vec<DrawnDisc>,
    pub names: Vec<DrawnName>,
    pub frame: Option<Rect>,
    /// What was drawn over the pieces, in order with them: (index of the first piece drawn
    /// after it, its bounds).
    #[serde(skip)]
    covers: Vec<(usize, Rect)>,
}

impl Drawn {
    pub fn piece(&mut self, piece: DrawnPiece) {
        self.pieces.push(piece);
    }

    /// Something drawn now over whatever lies under `bounds` (a craftsman, a name).
    pub fn cover(&mut self, bounds: Rect) {
        self.covers.push((self.pieces.len(), bounds));
    }

    /// Marks each piece that something drawn after it overlaps (`top` false).
    pub fn settle(&mut self) {
        let boxes: Vec<Rect> =
            self.pieces.iter().map(|p| Rect::around(p.x, p.y, p.px / 2.0, p.px / 2.0)).collect();
        let names: Vec<Rect> = self.names.iter().map(|n| n.bounds).collect();
        for (i, piece) in self.pieces.iter_mut().enumerate() {
            let later = boxes[i + 1..].iter();
            let covers = self.covers.iter().filter(|(from, _)| *from > i).map(|(_, r)| r);
            piece.top = !later.chain(covers).chain(names.iter()).any(|r| r.overlaps(&boxes[i]));
        }
    }
}
