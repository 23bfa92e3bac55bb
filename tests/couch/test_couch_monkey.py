"""A couch monkey: four pads of four families and a spare press at random for thousands of frames
while pads are pulled and plugged in storms (several in one frame, the same pad again and again).
Throughout, the title stays at the foot of the stack and at most one reconnect screen is up; at the
end, with every pad plugged in again, every seat is held by its own connected pad."""

import random

import pytest

from scenes.play.scene import PlayScene
from tests.couch.table import Couch, dev

BUTTONS = ("a", "a", "a", "x", "y", "lb", "rb", "up", "down", "left", "right", "start", "b")


def game_on(c):
    return next((s for s in reversed(c.app.stack.scenes) if isinstance(s, PlayScene)), None)


def toggle(pad, plugged):
    pad.unplug() if plugged[id(pad)] else pad.plug()
    plugged[id(pad)] = not plugged[id(pad)]


def press_something(app, rng, everyone, plugged, held):
    pad = rng.choice([p for p in everyone if plugged[id(p)]] or everyone)
    if not plugged[id(pad)]:
        return
    top = app.stack.top.name if app.stack.top is not None else ""
    # keep the monkey at the table: out of menus with Start/B, never Quit from pause
    button = rng.choice(("start", "b")) if top in ("pause", "rules", "settings") else rng.choice(BUTTONS)
    pad.set_button(button, True)
    held.append((pad, button))


def check_the_end(c, plugged):
    """Every pad plugged in again: each seat is held by its own connected pad."""
    for pad in c.pads:
        if not plugged[id(pad)]:
            pad.plug()
    c.app.step(10)
    game = game_on(c)
    if game is not None and game.seating is not None:
        assert [s.device for s in game.seating.seats] == [dev(p) for p in c.pads]
        for s in game.seating.seats:
            assert s.device in c.app.input.devices() and not s.borrowed


def run_monkey(frames, seed):
    c = Couch()
    try:
        app, rng = c.app, random.Random(seed)
        everyone = c.pads + [c.spare("xbox", name="Spare pad")]
        plugged = {id(p): True for p in everyone}
        held: list[tuple[object, str]] = []
        storms = 0
        for frame in range(frames):
            for pad, button in held:
                pad.set_button(button, False)
            held = []
            roll = rng.random()
            if roll < 0.004:  # a storm: several pads pulled or plugged in one frame
                storms += 1
                for pad in rng.sample(everyone, rng.randint(2, len(everyone))):
                    pad.unplug() if plugged[id(pad)] else pad.plug()
                    plugged[id(pad)] = not plugged[id(pad)]
            elif roll < 0.01:  # one pad in or out
                pad = rng.choice(everyone)
                pad.unplug() if plugged[id(pad)] else pad.plug()
                plugged[id(pad)] = not plugged[id(pad)]
            elif roll < 0.2:
                pad = rng.choice([p for p in everyone if plugged[id(p)]] or everyone)
                if plugged[id(pad)]:
                    top = app.stack.top.name if app.stack.top is not None else ""
                    # keep the monkey at the table: out of menus with Start/B, never Quit from pause
                    button = (
                        rng.choice(("start", "b")) if top in ("pause", "rules", "settings") else rng.choice(BUTTONS)
                    )
                    pad.set_button(button, True)
                    held.append((pad, button))
            app.step(1)
            names = app.stack.names()
            assert app.running and names and names[0] == "title", (frame, names)
            assert names.count("reconnect") <= 1, (frame, names)
            if names == ["title"]:  # the result's Title (B): the couch is done
                break
        ran = frame + 1
        for pad, button in held:
            pad.set_button(button, False)
        check_the_end(c, plugged)
        return storms, ran
    finally:
        for pad in c.spares:
            pad.unplug()
        c.close()


@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.slow)])
def test_couch_monkey_short(seed):
    run_monkey(1000, seed)


@pytest.mark.slow
def test_couch_monkey_20000_frames_with_plug_storms():
    storms, ran = run_monkey(20_000, 7)
    assert storms >= 20 and ran == 20_000
