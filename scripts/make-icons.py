#!/usr/bin/env python3
"""Draws the Moonvale app icons once; the PNGs are committed, so builds never need Pillow.

Run again only to change the artwork:  pip install pillow && python3 scripts/make-icons.py
"""
from pathlib import Path

from PIL import Image, ImageDraw

NIGHT = (27, 31, 59)  # same as theme_color / background_color in the manifest
MOON = (244, 214, 120)
STAR = (230, 236, 255)
OUT = Path(__file__).resolve().parent.parent / "static" / "icons"
SUPERSAMPLE = 4  # draw large then downscale, for smooth edges


def draw(size: int, maskable: bool) -> Image.Image:
    big = size * SUPERSAMPLE
    img = Image.new("RGBA", (big, big), NIGHT + (255,) if maskable else (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    if not maskable:
        # A rounded tile; transparent corners.
        d.rounded_rectangle((0, 0, big - 1, big - 1), radius=big // 5, fill=NIGHT)
    # Maskable icons may be cropped to a circle of 80 % of the size: keep the art inside it.
    art = 0.56 if maskable else 0.72
    r = big * art / 2
    cx = cy = big / 2
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=MOON)
    # The crescent: a night-coloured disc offset towards the upper right.
    off = r * 0.45
    d.ellipse((cx - r + off, cy - r - off * 0.55, cx + r + off, cy + r - off * 0.55), fill=NIGHT)
    for fx, fy, fr in ((0.70, 0.62, 0.030), (0.62, 0.78, 0.018), (0.80, 0.44, 0.020)):
        sx, sy = cx + (fx - 0.5) * big * art * 1.1, cy + (fy - 0.5) * big * art * 1.1
        sr = big * fr
        d.ellipse((sx - sr, sy - sr, sx + sr, sy + sr), fill=STAR)
    return img.resize((size, size), Image.LANCZOS)


def save(img: Image.Image, path: Path) -> None:
    # Flat artwork: a 64-colour palette looks the same and weighs a fifth (every first visit
    # downloads these, the service worker precaches them).
    method = Image.Quantize.FASTOCTREE if img.mode == "RGBA" else Image.Quantize.MEDIANCUT
    img.quantize(colors=64, method=method).save(path, optimize=True)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for size in (192, 512):
        save(draw(size, maskable=False), OUT / f"icon-{size}.png")
    save(draw(512, maskable=True), OUT / "icon-maskable-512.png")
    save(draw(180, maskable=True).convert("RGB"), OUT / "apple-touch-icon.png")
    # The favicon sits apart from icons/ because trunk hashes it (data-trunk rel="icon").
    save(draw(32, maskable=False), OUT.parent / "favicon.png")
    print("icons written to", OUT)


if __name__ == "__main__":
    main()
