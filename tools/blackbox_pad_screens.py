"""Screenshots of a Hex Black Box solo round played on one pad of each family, so the hints can be
read in that pad's own glyphs (issue 19's closing note; run it after changing a Black Box prompt).

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python tools/blackbox_pad_screens.py 1920x1080 docs/screens

Writes blackbox-hints-<family>.png for the PlayStation, Nintendo and generic pads and the
keyboard. Under Xvfb, set SDL_VIDEODRIVER=x11 and DISPLAY to see the real window.
"""

from __future__ import annotations

import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main(size: str, out: str) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["BHA_HOME"] = tempfile.mkdtemp(prefix="bha-shots-")
    import pygame

    from scenes.blackbox.config import SOLO, BoxConfig
    from scenes.play.entries import entry
    from tools.harness.helpers import make_app, pad_press, press_key, settle
    from tools.harness.vpad import VirtualPad

    os.makedirs(out, exist_ok=True)
    for family in ("playstation", "nintendo", "generic", "keyboard"):
        app = make_app("--size", size)
        try:
            pad = VirtualPad(family).plug() if family != "keyboard" else None
            app.step(3)
            settle(app)
            app.stack.push(entry("blackbox").new_game(app, BoxConfig(SOLO, 4, 4, 1), seed=7))
            settle(app)
            for _ in range(3):  # walk the cursor onto the rim, so the fire-a-ray hint shows
                if pad is not None:
                    pad_press(app, pad, "left")
                else:
                    press_key(app, pygame.K_LEFT)
            app.step(220)  # the "Connected" toast has gone
            app.save_screenshot(f"{out}/blackbox-hints-{family}.png")
            if pad is not None:
                pad.unplug()
        finally:
            app.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "1920x1080", sys.argv[2] if len(sys.argv) > 2 else "docs/screens")
