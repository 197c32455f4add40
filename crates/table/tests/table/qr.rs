//! QR codes of the codes that join a table (moonvale_table::qr): a code made from a base64url
//! text of every length the invitation and answer codes take reads back exactly with rqrr,
//! from a clean picture and from one that looks more like a camera's (grey, off-centre, in a
//! larger frame); the SVG path draws exactly the dark modules.

use base64::Engine;
use moonvale_table::qr::{decode_luma, encode, rgba_to_luma, QrMatrix, QUIET_ZONE};

/// `len` characters of base64url (the alphabet of the codes), the same every run.
fn base64url_text(len: usize, seed: u64) -> String {
    let mut state = seed;
    let bytes: Vec<u8> = (0..len)
        .map(|_| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (state >> 33) as u8
        })
        .collect();
    let mut text = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes);
    text.truncate(len);
    text
}

const LENGTHS: [usize; 6] = [1, 120, 300, 600, 900, 1200];

#[test]
fn a_code_reads_back_exactly_at_every_length() {
    for (i, len) in LENGTHS.into_iter().enumerate() {
        let text = base64url_text(len, i as u64 + 1);
        assert_eq!(text.len(), len);
        let matrix = encode(&text).unwrap();
        for scale in [2, 4] {
            let (side, luma) = matrix.to_luma(scale);
            assert_eq!(decode_luma(side, side, &luma).as_deref(), Some(text.as_str()), "{len}");
        }
    }
}

#[test]
fn nine_hundred_characters_make_a_version_21_code() {
    let matrix = encode(&base64url_text(900, 9)).unwrap();
    // Version 21 is 101 modules across (17 + 4 × 21), then the quiet zone each side.
    assert_eq!(matrix.size(), 101 + 2 * QUIET_ZONE);
}

/// The code drawn grey on grey at `scale` pixels a module, at (`left`, `top`) in a larger
/// RGBA frame, read through the same grayscale conversion as a canvas frame.
fn camera_like_frame(
    matrix: &QrMatrix,
    scale: usize,
    left: usize,
    top: usize,
) -> (usize, usize, Vec<u8>) {
    let (width, height) = (matrix.size() * scale + left + 37, matrix.size() * scale + top + 23);
    let mut rgba = Vec::with_capacity(width * height * 4);
    for y in 0..height {
        for x in 0..width {
            let inside = x >= left && y >= top;
            let dark = inside && matrix.is_dark((x - left) / scale, (y - top) / scale);
            let (r, g, b) = if dark { (40, 52, 60) } else { (205, 200, 190) };
            rgba.extend_from_slice(&[r, g, b, 255]);
        }
    }
    (width, height, rgba_to_luma(&rgba))
}

#[test]
fn a_camera_like_frame_reads_back() {
    for (i, len) in [300, 900].into_iter().enumerate() {
        let text = base64url_text(len, 100 + i as u64);
        let matrix = encode(&text).unwrap();
        let (width, height, luma) = camera_like_frame(&matrix, 3, 51, 17);
        assert_eq!(decode_luma(width, height, &luma).as_deref(), Some(text.as_str()), "{len}");
    }
}

#[test]
fn nothing_is_read_from_a_blank_or_short_picture() {
    assert_eq!(decode_luma(64, 64, &[255; 64 * 64]), None);
    assert_eq!(decode_luma(64, 64, &[0; 10]), None);
    assert_eq!(decode_luma(0, 0, &[]), None);
}

#[test]
fn too_long_a_text_has_no_code() {
    let error = encode(&"a".repeat(3000)).unwrap_err();
    assert_eq!(error.bytes, 3000);
}

#[test]
fn the_svg_path_draws_exactly_the_dark_modules() {
    let matrix = encode(&base64url_text(300, 5)).unwrap();
    let n = matrix.size();
    let mut drawn = vec![false; n * n];
    let path = matrix.svg_path();
    // Each run is "M{x} {y}h{run}v1h-{run}z".
    for run in path.split('M').filter(|s| !s.is_empty()) {
        let (xy, rest) = run.split_once('h').unwrap();
        let (x, y) = xy.split_once(' ').unwrap();
        let (x, y): (usize, usize) = (x.parse().unwrap(), y.parse().unwrap());
        let len: usize = rest.split_once('v').unwrap().0.parse().unwrap();
        for dx in 0..len {
            assert!(!drawn[y * n + x + dx], "a module drawn twice");
            drawn[y * n + x + dx] = true;
        }
    }
    for y in 0..n {
        for x in 0..n {
            assert_eq!(drawn[y * n + x], matrix.is_dark(x, y), "module ({x}, {y})");
        }
    }
    // The quiet zone is light.
    assert!((0..n).all(|i| !matrix.is_dark(i, 0) && !matrix.is_dark(0, i)));
    assert!((0..n).all(|i| !matrix.is_dark(i, n - 1) && !matrix.is_dark(n - 1, i)));
    let svg = matrix.svg("Code \"to join\" <here>");
    assert!(svg.contains(&format!("viewBox=\"0 0 {n} {n}\"")));
    assert!(svg.contains("aria-label=\"Code &quot;to join&quot; &lt;here&gt;\""));
}
