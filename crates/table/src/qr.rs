//! QR codes of the codes that join a table played from several devices (the invitation and
//! the answer, a few hundred ASCII characters of base64url each): made here as a matrix of
//! modules and an SVG path, read here from a grayscale picture. Pure Rust, so the browser
//! (`ui::qr`) and the native tests share it.
//!
//! - Making: the `qrcode` crate, byte mode, error correction level L (7 %): a screen read by
//!   a phone is a clean picture, and the lowest level keeps the code at the smallest version,
//!   so each module is as large as possible (900 characters: version 21, 101 modules across).
//! - Reading: the `rqrr` crate, for browsers without `BarcodeDetector`.

use qrcode::{Color, EcLevel, QrCode};

/// The light margin around a code, in modules, which readers need to find it (the standard's
/// four).
pub const QUIET_ZONE: usize = 4;

/// A QR code's modules, the quiet zone included: `size` × `size`, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QrMatrix {
    size: usize,
    dark: Vec<bool>,
}

/// Why a text has no QR code: longer than the largest code holds (2,953 bytes at level L).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLong {
    pub bytes: usize,
}

impl std::fmt::Display for TooLong {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} bytes is too long for a QR code", self.bytes)
    }
}

impl std::error::Error for TooLong {}

/// The QR code of `text`, with its quiet zone.
pub fn encode(text: &str) -> Result<QrMatrix, TooLong> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L)
        .map_err(|_| TooLong { bytes: text.len() })?;
    let inner = code.width();
    let size = inner + 2 * QUIET_ZONE;
    let mut dark = vec![false; size * size];
    for (i, colour) in code.to_colors().into_iter().enumerate() {
        if colour == Color::Dark {
            let (x, y) = (i % inner + QUIET_ZONE, i / inner + QUIET_ZONE);
            dark[y * size + x] = true;
        }
    }
    Ok(QrMatrix { size, dark })
}

impl QrMatrix {
    /// Modules across (and down), the quiet zone included.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether the module at column `x`, row `y` (from the top left, quiet zone included) is
    /// dark; outside the matrix, light.
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.size && y < self.size && self.dark[y * self.size + x]
    }

    /// The dark modules as one SVG path, one unit per module (for a `viewBox` of
    /// `0 0 size size`): each run of dark modules in a row is one rectangle.
    pub fn svg_path(&self) -> String {
        let mut path = String::new();
        for y in 0..self.size {
            let mut x = 0;
            while x < self.size {
                if self.is_dark(x, y) {
                    let start = x;
                    while self.is_dark(x, y) {
                        x += 1;
                    }
                    let run = x - start;
                    path.push_str(&format!("M{start} {y}h{run}v1h-{run}z"));
                } else {
                    x += 1;
                }
            }
        }
        path
    }

    /// A standalone SVG of the code (light background, dark modules), scaling to the width
    /// it is given; `label` is its accessible name.
    pub fn svg(&self, label: &str) -> String {
        let n = self.size;
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {n} {n}\" width=\"100%\" \
             role=\"img\" aria-label=\"{}\" shape-rendering=\"crispEdges\">\
             <rect width=\"{n}\" height=\"{n}\" fill=\"#fff\"/>\
             <path d=\"{}\" fill=\"#000\"/></svg>",
            escape_attribute(label),
            self.svg_path()
        )
    }

    /// The code as a grayscale picture, `scale` pixels a module (0 dark, 255 light): its
    /// width (and height) in pixels, then the pixels row by row.
    pub fn to_luma(&self, scale: usize) -> (usize, Vec<u8>) {
        let side = self.size * scale;
        let mut pixels = vec![255u8; side * side];
        for (i, pixel) in pixels.iter_mut().enumerate() {
            let (x, y) = (i % side / scale, i / side / scale);
            if self.is_dark(x, y) {
                *pixel = 0;
            }
        }
        (side, pixels)
    }
}

fn escape_attribute(text: &str) -> String {
    text.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

/// Reads a QR code in a grayscale picture (`width` × `height` pixels, row by row, 0 black):
/// the text of the first code found that decodes, if any.
pub fn decode_luma(width: usize, height: usize, luma: &[u8]) -> Option<String> {
    if width == 0 || height == 0 || luma.len() < width * height {
        return None;
    }
    let mut image =
        rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| luma[y * width + x]);
    image.detect_grids().into_iter().find_map(|grid| grid.decode().ok().map(|(_, text)| text))
}

/// The grayscale of an RGBA picture (a canvas's `ImageData`), one byte a pixel (ITU-R BT.601
/// weights; alpha ignored).
pub fn rgba_to_luma(rgba: &[u8]) -> Vec<u8> {
    rgba.chunks_exact(4)
        .map(|p| ((299 * p[0] as u32 + 587 * p[1] as u32 + 114 * p[2] as u32) / 1000) as u8)
        .collect()
}
