"""Photograph every screen of the tour at real window sizes, for review in a minute.

The same tour as the layout check (tools/harness/tour.py). For each window size the
arcade runs windowed at that size (the app scales its 640x360 canvas to fit)
and each shot is saved full size, plus one PNG grid of labelled thumbnails:

    screens/1366x768/<shot>.png   screens/contact_1366x768.png
    screens/1920x1080/<shot>.png  screens/contact_1920x1080.png   (also 1280x800: Steam Deck; 3840x2160: 4K)
    screens/1920x1080_large/...   (the same in Large text; --text normal|large picks one)
    screens/1366x768_de/...       (in a language of the arcade's: --lang de|fr|es; English unless told)

Run (headless: SDL's dummy driver; under Xvfb a real X window is used):
    .venv/bin/python tools/contact_sheet.py [--out screens] [--size 1366x768 ...] [--text large ...]
        [--half docs/screens --scale 0.4] [--lang de]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402  (after the SDL driver is chosen above)

SIZES = ("1366x768", "1920x1080", "1280x800", "3840x2160")
THUMB_W = 400
COLUMNS = 4


def file_name(shot: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in shot).strip("_") + ".png"


def sheet_label(size: str, text: str = "normal", lang: str = "en") -> str:
    """A sheet's and its folder's name: the size, then "_large" and "_<lang>" where they apply."""
    return size + ("" if text == "normal" else f"_{text}") + ("" if lang == "en" else f"_{lang}")


def shoot(
    size: str, out: Path, text: str = "normal", legs: list[str] | None = None, lang: str = "en"
) -> list[tuple[str, Path]]:
    """Run the tour (or only the ``legs`` named) in a window of `size` in `text` size
    (normal/large) and language `lang`; one PNG per shot."""
    from tools.harness.helpers import make_app, settle
    from tools.harness.tour import TOUR, set_text_size

    folder = out / sheet_label(size, text, lang)
    folder.mkdir(parents=True, exist_ok=True)
    shots = []
    for leg in TOUR:
        if legs and leg.name not in legs:
            continue
        app = make_app(
            "--size",
            size,
            *leg.args,
            "--lang",
            lang,
            home=tempfile.mkdtemp(prefix="bha-sheet-"),
            offer_lessons=leg.offer_lessons,
        )
        set_text_size(app, text)
        settle(app)
        try:
            for name in leg.leg(app):
                app.step(1)
                path = app.save_screenshot(folder / file_name(name))
                shots.append((name, path))
                print(f"{size}  {name}", flush=True)
        except Exception as exc:  # noqa: BLE001  (a broken leg still leaves the others on the sheet)
            print(f"{size}  {leg.name}: stopped: {exc!r}", flush=True)
        finally:
            app.close()
    return shots


def sheet(shots: list[tuple[str, Path]], title: str) -> pygame.Surface:
    """A grid of thumbnails, each labelled with its shot name."""
    pygame.font.init()
    font = pygame.font.Font(None, 22)
    first = pygame.image.load(str(shots[0][1]))
    thumb_h = round(THUMB_W * first.get_height() / first.get_width())
    cell_w, cell_h = THUMB_W + 12, thumb_h + 30
    rows = (len(shots) + COLUMNS - 1) // COLUMNS
    out = pygame.Surface((COLUMNS * cell_w + 12, rows * cell_h + 44))
    out.fill((24, 24, 32))
    out.blit(
        font.render(f"Black Hole Arcade - {title} - {len(shots)} screens", True, (255, 255, 255)),
        (12, 12),
    )
    for k, (name, path) in enumerate(shots):
        x, y = 12 + (k % COLUMNS) * cell_w, 40 + (k // COLUMNS) * cell_h
        image = pygame.transform.smoothscale(pygame.image.load(str(path)).convert(), (THUMB_W, thumb_h))
        out.blit(image, (x, y))
        out.blit(font.render(name, True, (230, 230, 160)), (x, y + thumb_h + 4))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument(
        "--out",
        type=Path,
        default=ROOT / "screens",
        help="folder for the PNGs (screens/)",
    )
    p.add_argument(
        "--size",
        action="append",
        help="window size WxH (default: 1366x768, 1920x1080, 1280x800, 3840x2160)",
    )
    p.add_argument(
        "--half",
        type=Path,
        help="also save each sheet small (--scale) as JPEG in this folder (e.g. docs/screens)",
    )
    p.add_argument(
        "--scale",
        type=float,
        default=0.5,
        help="the --half JPEGs' scale (0.4 keeps each sheet of ~100 screens near 350 KB)",
    )
    p.add_argument(
        "--text",
        action="append",
        choices=("normal", "large"),
        help="text size (default: both, the tour is checked in both)",
    )
    p.add_argument("--leg", action="append", help="only this tour leg (repeatable; e.g. 'stars end')")
    p.add_argument(
        "--lang", action="append", choices=("en", "de", "fr", "es"), help="language (repeatable; default: en)"
    )
    a = p.parse_args(argv)
    runs = [(s, t, lang) for lang in a.lang or ("en",) for s in a.size or SIZES for t in a.text or ("normal", "large")]
    for size, text, lang in runs:
        shots = shoot(size, a.out, text, a.leg, lang)
        if not shots:
            print(f"{size}: no shots", file=sys.stderr)
            return 1
        pygame.display.init()
        pygame.display.set_mode((1, 1))  # convert() needs a display
        label = sheet_label(size, text, lang)
        path = a.out / f"contact_{label}.png"
        grid = sheet(shots, label)
        pygame.image.save(grid, str(path))
        print(f"{path}: {len(shots)} screens")
        if a.half is not None:
            a.half.mkdir(parents=True, exist_ok=True)
            small = a.half / f"contact_{label}.jpg"
            pygame.image.save(pygame.transform.smoothscale_by(grid, a.scale), str(small))
            print(f"{small}: {small.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
