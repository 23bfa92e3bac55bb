"""Screenshots of couch play, headless: four virtual pads join Black Holes, play a while,
one is pulled (the reconnect screen) and plugged back; then a numbers game to its result.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python tools/couch_screens.py 1366x768 docs/screens

Writes couch-join-4-seats.png, couch-stars-4-seats.png, couch-reconnect.png (two seats'
pads pulled: the one reconnect screen lists both), couch-take-over.png (a seated pad asks
to take a seat over) and couch-numbers-result.png into the folder given. Under Xvfb, set
SDL_VIDEODRIVER=x11 and DISPLAY to see the real window.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def quiet_or_hole(state, rng: random.Random, hole: bool):
    """A spot for the next star that does not end the game: one making a black hole when
    ``hole`` and there is one, else one near other stars (so zones fill up)."""
    from game.stars import EMPTY

    size = state.size
    spots = [(r, c) for r in range(size) for c in range(size) if state.cell((r, c)) == EMPTY]

    def ends(c):
        zones = state.completing_zones(c)
        return state.apply((c, zones[0] if zones else None)).is_terminal()

    def near(c):
        return sum(
            1
            for dr in (-1, 0, 1)
            for dc in (-1, 0, 1)
            if 0 <= c[0] + dr < size and 0 <= c[1] + dc < size and state.cell((c[0] + dr, c[1] + dc)) != EMPTY
        )

    spots = [c for c in spots if not ends(c)]
    holes = [c for c in spots if len(state.completing_zones(c)) == 1]
    if hole and holes:
        return rng.choice(holes)
    plain = [c for c in spots if not state.completing_zones(c)]
    return max(plain, key=lambda c: near(c) + rng.random() * 2)


def main(size: str, out: str) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["BHA_HOME"] = tempfile.mkdtemp(prefix="bha-shots-")
    from scenes.couch.seating import Seat, Seating
    from scenes.numbers.config import MatchConfig
    from scenes.play.entries import entry
    from tools.harness.helpers import make_app, pad_press, settle
    from tools.harness.vpad import VirtualPad

    app = make_app("--game", "stars", "--size", size)
    import pygame

    pygame.mouse.set_pos(pygame.display.get_surface().get_size())  # a real display's pointer: out of the menu
    app.step(2)
    settle(app)
    app.stack.top.nav.focus_on(0)  # the setup starts at its first row, as without a pointer
    pads = [VirtualPad(f).plug() for f in ("xbox", "playstation", "nintendo", "generic")]
    app.step(3)
    labels = [getattr(i, "label", "") for i in app.stack.top.items if hasattr(i, "label")]
    for _ in range(labels.index("Start")):
        pad_press(app, pads[0], "down")
    pad_press(app, pads[0], "a")
    settle(app)
    for pad in pads:
        pad_press(app, pad, "a")
    pad_press(app, pads[0], "right")
    app.step(200)  # the "Connected" toasts go
    app.save_screenshot(f"{out}/couch-join-4-seats.png")
    pad_press(app, pads[0], "start")
    settle(app)
    play = app.stack.top
    rng = random.Random(3)
    for turn in range(22):
        state = play.session.state
        play.cursor.focus_on(quiet_or_hole(state, rng, turn % 4 == 3))
        pad_press(app, pads[state.current_player], "a")
        app.step(40)
    state = play.session.state
    play.cursor.focus_on(quiet_or_hole(state, rng, True))
    pad_press(app, pads[(state.current_player + 1) % 4], "right")  # others point with ghosts
    pad_press(app, pads[(state.current_player + 2) % 4], "left")
    app.step(60)
    app.save_screenshot(f"{out}/couch-stars-4-seats.png")
    pads[1].unplug()
    pads[3].unplug()
    app.step(30)
    app.save_screenshot(f"{out}/couch-reconnect.png")
    pad_press(app, pads[0], "right")  # Gold picks the second missing seat ...
    pad_press(app, pads[0], "a")  # ... and asks to take it over
    app.step(12)
    app.save_screenshot(f"{out}/couch-take-over.png")
    pad_press(app, pads[0], "b")  # no after all: the owners plug back in
    pads[1].plug()
    pads[3].plug()
    app.step(200)
    seating = Seating(
        (Seat(f"pad:{pads[1].instance_id}"), Seat(f"pad:{pads[2].instance_id}"), Seat(None, person=False))
    )
    numbers = entry("numbers").new_game(app, MatchConfig("quick", (0, 0, 2)), seed=4, seating=seating)
    app.stack.replace(numbers)
    settle(app)
    while not numbers.session.is_over():
        state = numbers.session.state
        if state.current_player < 2:
            numbers.cursor.focus_on(next(c for c in state.board.cells if state.mark_at(c) is None))
            pad_press(app, pads[1 + state.current_player], "a")
        app.step(3)
    app.step(600)
    app.save_screenshot(f"{out}/couch-numbers-result.png")
    for pad in pads:
        pad.unplug()
    app.close()


if __name__ == "__main__":  # the worker process imports this module again: run only here
    main(sys.argv[1] if len(sys.argv) > 1 else "1366x768", sys.argv[2] if len(sys.argv) > 2 else "docs/screens")
