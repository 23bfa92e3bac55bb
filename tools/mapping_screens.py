"""Screenshots of the mapping screen and of the Controls page with a remap, on a real window.

    Xvfb :47 -screen 0 1920x1080x24 &
    DISPLAY=:47 SDL_AUDIODRIVER=dummy python tools/mapping_screens.py 1920x1080 docs/screens

A plain joystick SDL does not know is plugged in (the "Unrecognised controller"
toast), its Select opens the mapping screen, a few buttons are pressed
(mapping-screen.png); then undo is moved to U on the keyboard and undo/hint
trade places on Xbox pads, and the Controls page is shown on both tabs
(controls-remap-keyboard.png, controls-remap-xbox.png, controls-this-pad.png), and a remap
that would clash is refused (remap-refused.png).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def shoot(path: str) -> None:
    """The whole X screen, as a player sees it (needs ImageMagick's import)."""
    subprocess.run(["import", "-window", "root", path], check=True)


def main(size: str, out: str) -> None:
    import pygame

    from scenes.framework import bindings
    from scenes.shell.controls import ControlsScene
    from tools.harness.helpers import make_app, press_key, settle
    from tools.harness.vpad import VirtualPad

    os.makedirs(out, exist_ok=True)
    app = make_app("--size", size, home=tempfile.mkdtemp(prefix="bha-shots-"))
    try:
        joy = VirtualPad("generic", controller=False, buttons=12, name="USB Gamepad").plug()
        app.step(10)
        for number in (8, 1, 2, 0, 3):  # Select, then confirm back alt alt2
            joy.set_raw_button(number, True)
            app.step(1)
            joy.set_raw_button(number, False)
            app.step(3)
        settle(app)
        app.step(200)  # the toast has had its say
        shoot(os.path.join(out, "mapping-screen.png"))
        press_key(app, pygame.K_ESCAPE)  # cancel: nothing saved
        settle(app)
        joy.unplug()
        app.step(5)
        settle(app)
        with VirtualPad("xbox") as pad:
            app.step(3)
            table = app.input.table.remap_key("undo", bindings.key_cap(pygame.K_u))
            app.save_controls(table.remap_pad("xbox", "undo", "north"))
            scene = ControlsScene(app)
            app.stack.push(scene)
            settle(app)
            scene.family_index = scene.families.index("keyboard")
            scene.selected = next(i for i, r in enumerate(scene.rows) if r.label == "Undo")
            app.step(240)  # let the plug-in toasts go
            shoot(os.path.join(out, "controls-remap-keyboard.png"))
            press_key(app, pygame.K_RIGHT)
            app.step(5)
            shoot(os.path.join(out, "controls-remap-xbox.png"))
            press_key(app, pygame.K_TAB)  # "this pad": its own A/B swap and dead zone
            app.step(5)
            shoot(os.path.join(out, "controls-this-pad.png"))
            scene.family_index = scene.families.index("keyboard")
            scene.one_pad = False
            scene.selected = next(i for i, r in enumerate(scene.rows) if r.label == "Redo")
            press_key(app, pygame.K_RETURN)  # the remap screen for redo ...
            settle(app)
            press_key(app, pygame.K_a, unicode="a")  # ... refuses A, which moves left
            app.step(5)
            shoot(os.path.join(out, "remap-refused.png"))
            del pad
    finally:
        app.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "1920x1080", sys.argv[2] if len(sys.argv) > 2 else "docs/screens")
