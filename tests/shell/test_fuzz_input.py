"""Hostile input: random keys, text and clicks through the event queue into every scene -> no exception.

Every scene reachable from the title is opened the way a player gets there
(the setup's Start button, the pause menu's Rules), then fed random SDL
events: key codes known and unknown, any modifier bits, any Unicode text
(superscript digits, emoji, control characters, right-to-left marks), mouse
buttons 1-7 anywhere in or out of the window, wheels, text input. The app
runs its real frames; any exception fails the example, and hypothesis
prints the events that caused it. The quick run is a few seconds; the
@pytest.mark.slow run tries many more examples per scene.
"""

from __future__ import annotations

import os
from typing import Callable

import pygame
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from scenes.framework.menu import Button, MenuScene
from scenes.framework.rules_page import RulesScene
from scenes.play import entries
from tools.harness.helpers import make_app, settle, step_until, to_window

KNOWN_KEYS = sorted({getattr(pygame, n) for n in dir(pygame) if n.startswith("K_")})
NASTY_TEXT = [
    "²",
    "¹",
    "³",
    "½",
    "٣",
    "０",
    "😀",
    "👨‍👩‍👧",
    "\x00",
    "\x1b",
    "\r",
    "\n",
    "\t",
    "\x7f",
    "\u202e",
    "\ufeff",
    "e\u0301",
    "ß",
    "İ",
    "9" * 40,
]


def text() -> st.SearchStrategy[str]:
    return st.one_of(st.sampled_from(NASTY_TEXT), st.text(max_size=4), st.just(""))


def key_event() -> st.SearchStrategy[list[pygame.event.Event]]:
    keys = st.one_of(st.sampled_from(KNOWN_KEYS), st.integers(0, 2**31 - 1))

    def build(key: int, mod: int, uni: str, scancode: int, up: bool) -> list[pygame.event.Event]:
        attrs = dict(key=key, mod=mod, unicode=uni, scancode=scancode)
        down = pygame.event.Event(pygame.KEYDOWN, **attrs)
        return [down, pygame.event.Event(pygame.KEYUP, **attrs)] if up else [down]

    return st.builds(build, keys, st.integers(0, 0xFFFF), text(), st.integers(0, 600), st.booleans())


def mouse_event(size: tuple[int, int]) -> st.SearchStrategy[list[pygame.event.Event]]:
    w, h = size
    pos = st.tuples(st.integers(-20, w + 20), st.integers(-20, h + 20))

    def click(p: tuple[int, int], button: int) -> list[pygame.event.Event]:
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0), touch=False),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=button, touch=False),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=button, touch=False),
        ]

    def wheel(x: int, y: int) -> list[pygame.event.Event]:
        return [
            pygame.event.Event(
                pygame.MOUSEWHEEL, x=x, y=y, flipped=False, precise_x=float(x), precise_y=float(y), touch=False, which=0
            )
        ]

    return st.one_of(st.builds(click, pos, st.integers(1, 7)), st.builds(wheel, st.integers(-3, 3), st.integers(-3, 3)))


def text_event() -> st.SearchStrategy[list[pygame.event.Event]]:
    return st.builds(lambda t: [pygame.event.Event(pygame.TEXTINPUT, text=t)], text())


def inputs(size: tuple[int, int]) -> st.SearchStrategy[list[tuple[list[pygame.event.Event], int]]]:
    """Bursts of events, each followed by 0-3 frames."""
    one = st.one_of(key_event(), key_event(), mouse_event(size), text_event())
    return st.lists(st.tuples(one, st.integers(0, 3)), min_size=1, max_size=16)


# -- getting to each scene ------------------------------------------------------------------------
def to_title(app) -> None:
    app.running = True
    # a change the last burst started with a fade (Start's replace) applies when its fade-out ends:
    # popping to the title before that let it pop the title itself, emptying the stack
    step_until(app, lambda: not app.stack.fading and not app.stack._pending, 240)
    app.stack.pop_to("title")
    app.stack.apply_pending()  # at once: a scene updating in between (a deal arriving) must not race it
    settle(app)
    assert app.scene_names() == ["title"]


def push(app, scene) -> None:
    app.stack.push(scene)
    settle(app)


def start_game(app, key: str):
    """The game's first scene, then its Start button if it is a setup menu: the play scene."""
    entry = entries.find(key)
    assert entry is not None
    push(app, entry.start(app))
    top = app.stack.top
    if isinstance(top, MenuScene):
        start = next(i for i in top.items if isinstance(i, Button) and i.label == "Start")
        start.action()
        app.step(1)  # the fade begins at the end of this frame
        settle(app)
    if app.stack.top.name == "join":  # a multi-seat game: the keyboard takes two seats (hot-seat)
        app.stack.top.join("kb")
        app.stack.top.join("kb")
        app.stack.top.start()
        app.step(1)
        settle(app)
    assert not isinstance(app.stack.top, MenuScene), app.scene_names()
    from scenes.framework.scene import GameScene
    from tools.harness.helpers import step_real

    step_real(app, lambda: isinstance(app.stack.top, GameScene), 60)  # e.g. past patience's shuffle
    return app.stack.top


def open_pause(app, key: str):
    game = start_game(app, key)
    push(app, app.wiring.pause(app, game))
    return game


Opener = Callable[[object], None]


def openers(all_games_overlays: bool) -> dict[str, Opener]:
    from scenes.shell.controls import ControlsScene
    from scenes.shell.settings_menu import SettingsScene

    out: dict[str, Opener] = {
        "title": lambda app: None,
        "settings": lambda app: push(app, SettingsScene(app)),
        "controls": lambda app: push(app, ControlsScene(app)),
        "attract": lambda app: push(app, app.wiring.attract(app)),
    }
    keys = [e.key for e in entries.games()]
    for key in keys:
        out[f"{key}:setup"] = lambda app, k=key: push(app, entries.find(k).start(app))
        out[f"{key}:play"] = lambda app, k=key: start_game(app, k)
    for key in keys if all_games_overlays else keys[:1]:
        out[f"{key}:pause"] = lambda app, k=key: open_pause(app, k)
        out[f"{key}:rules"] = lambda app, k=key: _open_rules(app, k)
    return out


def _open_rules(app, key: str) -> None:
    game = open_pause(app, key)
    push(app, RulesScene(app, game.rules_title, game.rules_pages))


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    app = make_app("--seed", "5", home=str(tmp_path_factory.mktemp("fuzz-home")))
    yield app
    app.close()


def feed(app, bursts) -> None:
    for events, frames in bursts:
        for event in events:
            if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                event = pygame.event.Event(event.type, {**event.dict, "pos": to_window(app, event.pos)})
            pygame.event.post(event)
        app.running = True  # a fuzzed "Quit" only ends the loop; keep feeding
        app.step(frames + 1)


def run_fuzz(app, where: str, opener: Opener, examples: int, shrink: bool) -> None:
    phases = [Phase.explicit, Phase.generate] + ([Phase.shrink] if shrink else [])

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        phases=phases,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(bursts=inputs((640, 360)))
    def check(bursts) -> None:
        to_title(app)
        opener(app)
        feed(app, bursts)
        app.step(2)

    check()


QUICK = openers(all_games_overlays=False)
FULL = openers(all_games_overlays=True)


@pytest.mark.parametrize("where", list(QUICK))
def test_random_input_never_raises(app, where):
    run_fuzz(app, where, QUICK[where], examples=3, shrink=False)  # the slow run shrinks a failure


@pytest.mark.slow
@pytest.mark.parametrize("where", list(FULL))
def test_random_input_never_raises_long(app, where):
    # 25 examples of a burst each keep the suite near three minutes; BHA_FUZZ_EXAMPLES raises it
    examples = int(os.environ.get("BHA_FUZZ_EXAMPLES", "25"))
    run_fuzz(app, where, FULL[where], examples=examples, shrink=True)
