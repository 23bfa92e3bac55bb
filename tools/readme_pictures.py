"""The README's pictures, taken from the real app: the title, each game's demo, and an animated demo.

Writes docs/screens/readme/: title.png, <game>.png and phones.png (the join screen
with its phone panel and QR code, a scripted phone seated; the 640x360 canvas, one
picture pixel per game pixel: small files, sharp when the browser scales them),
and attract.gif, a few seconds of the attract demo at 10 frames a second (put
together by ImageMagick's ``convert``, which must be installed; without it the
GIF is skipped with a notice).

    .venv/bin/python tools/readme_pictures.py [--out docs/screens/readme] [--seconds 6] [--only phones]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (after the SDL drivers are chosen above)

DEMO_MOVES = {"stars": 10, "numbers": 8, "blackbox": 4, "patience": 25}  # far enough into each game to show it


def _app(*args: str):
    import main

    os.environ["BHA_HOME"] = tempfile.mkdtemp(prefix="bha-readme-")
    app = main.create_app(["--windowed", "--size", "640x360", "--seed", "7", *args])
    app.step(1)
    return app


def played_until(app, demo, moves: int, max_frames: int = 4000) -> None:
    """Step the demo at about real speed (the computer thinks in the worker meanwhile) until
    the game on screen has made ``moves`` moves, so each picture shows a game under way."""
    for _ in range(max_frames):
        session = getattr(demo.child, "session", None)
        if session is not None and len(session.played) >= moves:
            break
        app.step(1)
        time.sleep(1 / 240)
    app.step(20)  # the last move's animation settles


def stills(out: Path) -> list[Path]:
    """The title, then each game's demo a while in."""
    from scenes.play import entries
    from scenes.shell.attract import AttractScene

    app = _app()
    written = []
    try:
        app.step(60)
        pygame.image.save(app.display.canvas, str(out / "title.png"))
        written.append(out / "title.png")
        for entry in entries.games():
            demo = AttractScene(app)
            demo.entries, demo.index = [entry], -1
            demo._next()
            app.stack.push(demo)
            played_until(app, demo, DEMO_MOVES.get(entry.key, 8))
            path = out / f"{entry.key}.png"
            pygame.image.save(app.display.canvas, str(path))
            written.append(path)
            app.stack.pop_to("title")
            app.step(30)
    finally:
        app.close()
    return written


def phones(out: Path) -> Path:
    """The join screen's phone panel: the keyboard seated, then a phone that said the room code."""
    from scenes.couch.join import join_table
    from tools.harness.helpers import press_key
    from tools.harness.phone_client import FakePhone

    app = _app()
    try:
        app.phones.address, app.phones.room = "192.168.1.23", "KMNP"  # an address of the picture's own
        server = app.phones.start()
        server.wait_ready()
        join = join_table(app, "Black Holes", 2, 6, lambda seats: None)
        app.stack.push(join)
        app.step(40)
        press_key(app, pygame.K_RETURN, frames=5)
        phone = FakePhone(server.port).connect().hello(server.room)
        phone.wait_for("welcome")
        for _ in range(60):
            app.step(1)
            time.sleep(0.01)
        app.step(int(3.5 * 60))  # the news line has gone
        path = out / "phones.png"
        pygame.image.save(app.display.canvas, str(path))
        phone.close()
    finally:
        app.close()
    return path


def animation(out: Path, seconds: float) -> Path | None:
    """The attract demo as a looping GIF (every 6th frame: 10 a second)."""
    convert = shutil.which("convert") or shutil.which("magick")
    if convert is None:
        print("no ImageMagick 'convert': attract.gif not made", file=sys.stderr)
        return None
    app = _app("--demo")
    frames = Path(tempfile.mkdtemp(prefix="bha-gif-"))
    try:
        app.step(120)  # past the fade in
        for k in range(int(seconds * 10)):
            app.step(6)
            pygame.image.save(app.display.canvas, str(frames / f"f{k:04d}.png"))
    finally:
        app.close()
    path = out / "attract.gif"
    subprocess.run(
        [convert, "-delay", "10", "-loop", "0", *sorted(str(p) for p in frames.glob("*.png"))]
        + ["-layers", "OptimizeFrame", "-layers", "OptimizeTransparency", str(path)],
        check=True,
    )
    shutil.rmtree(frames, ignore_errors=True)
    return path


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=ROOT / "docs" / "screens" / "readme")
    p.add_argument("--seconds", type=float, default=6.0, help="length of the animated demo")
    p.add_argument("--only", choices=["phones"], help="only this picture")
    a = p.parse_args(argv)
    a.out.mkdir(parents=True, exist_ok=True)
    if a.only == "phones":
        made, gif = [phones(a.out)], None
    else:
        made = [*stills(a.out), phones(a.out)]
        gif = animation(a.out, a.seconds)
    for path in [*made, *([gif] if gif else [])]:
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
