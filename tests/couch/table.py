"""A couch test's table: the real app, a four-seat Black Holes game, a virtual pad per seat."""

from game.midend import Session
from game.stars import BACKEND
from scenes.couch.reconnect import CONFIRM_AFTER_S
from scenes.couch.seating import Seat, Seating
from scenes.stars.config import PERSON, StarsConfig
from scenes.stars.play import StarsPlay
from tools.harness.helpers import make_app, pad_press, settle, step_until
from tools.harness.vpad import VirtualPad

FAMILIES = ("xbox", "playstation", "nintendo", "generic")
NAMES = ("Gold", "Sky", "Rose", "Mint")


def dev(pad):
    return f"pad:{pad.instance_id}"


class Couch:
    """The app, the pads by seat, and the game they sit at."""

    def __init__(self, families=FAMILIES, names=None):
        self.app = make_app()
        names = names or [None] * len(families)
        self.pads = [VirtualPad(f, name=n).plug() for f, n in zip(families, names, strict=True)]
        self.spares: list[VirtualPad] = []
        seen = lambda: all(self.app.input.pad(dev(p)) is not None for p in self.pads)  # noqa: E731
        for _ in range(70):  # a pad no event brought in is looked for once a second
            if seen():
                break
            self.app.step(1)
        assert seen(), self.diagnosis()
        seating = Seating(tuple(Seat(dev(p), self.app.input.pad(dev(p)).guid) for p in self.pads))
        config = StarsConfig((PERSON,) * len(self.pads))
        self.play = StarsPlay(self.app, config, session=Session.new(BACKEND, config.options(), 1), seating=seating)
        self.app.stack.push(self.play)
        settle(self.app)

    def diagnosis(self):
        """What the input layer and SDL each list (a pad not seen is a bug worth a clue)."""
        import pygame

        from scenes.framework import sdl_native

        listed = [sdl_native.device_instance_id(i) for i in range(pygame.joystick.get_count())]
        known = {iid: p.device for iid, p in self.app.input.pads.items()}
        return f"pads {[p.instance_id for p in self.pads]}; SDL lists {listed}; the input layer knows {known}"

    def spare(self, family, name=None):
        pad = VirtualPad(family, name=name).plug()
        self.spares.append(pad)
        self.app.step(3)
        return pad

    def holders(self):
        return [s.device for s in self.play.seating.seats]

    @property
    def overlay(self):
        top = self.app.stack.top
        return top if top is not None and top.name == "reconnect" else None

    def reconnects(self):
        return [s for s in self.app.stack.scenes if s.name == "reconnect"]

    def close(self):
        for pad in self.pads + self.spares:
            pad.unplug()
        self.app.close()


def confirm_take_over(app, pad):
    """The two steps: A asks, a fresh A a moment later confirms."""
    pad_press(app, pad, "a")
    app.step(int(CONFIRM_AFTER_S * 60) + 2)
    pad_press(app, pad, "a")


def back_to_the_game(c):
    step_until(c.app, lambda: c.app.stack.top is c.play, 400)
