"""Attract mode: starts when idle or by flag, cycles the games' demos, any button leaves."""

from types import SimpleNamespace

import pygame
import pytest

from scenes.play import entries
from tools.harness.helpers import make_app, pad_press, press_key, settle, step_until
from tools.harness.vpad import VirtualPad


def test_idle_title_starts_demo_and_a_key_returns():
    app = make_app()
    try:
        app.idle_to_demo = 0.5
        step_until(app, lambda: "attract" in app.scene_names(), 120)
        settle(app)
        assert app.scene_names() == ["title", "attract"]
        app.step(30)
        press_key(app, pygame.K_SPACE)
        settle(app)
        assert app.scene_names() == ["title"]
    finally:
        app.close()


def test_activity_keeps_title_awake():
    app = make_app()
    try:
        app.idle_to_demo = 0.5
        for _ in range(6):
            app.step(20)
            press_key(app, pygame.K_DOWN)
        assert app.scene_names() == ["title"]
    finally:
        app.close()


def test_demo_flag_and_controller_wakes():
    app = make_app("--demo", "--seed", "3")
    try:
        assert app.scene_names() == ["title", "attract"]
        attract = app.stack.top
        if entries.games():
            assert attract.current_game == entries.games()[0].key
        app.step(60)
        with VirtualPad("xbox") as pad:
            app.step(2)
            assert app.scene_names() == ["title", "attract"]  # plugging in is not a press
            pad_press(app, pad, "a")
            settle(app)
        assert app.scene_names() == ["title"]
    finally:
        app.close()


class FakeDemo:
    def __init__(self, key):
        self.key, self.demo_over, self.frames, self.closed = key, False, 0, False

    def on_enter(self):
        pass

    def on_exit(self):
        pass

    def on_close(self):
        self.closed = True

    def update(self, dt):
        self.frames += 1
        if self.frames >= 30:
            self.demo_over = True

    def draw(self, canvas):
        canvas.fill((10, 10, 10))


def test_demo_cycles_games_in_turn_with_the_records_between(monkeypatch):
    import scenes.shell.records as records

    made = []

    def entry(key):
        def demo(app, seed):
            made.append((key, seed))
            return FakeDemo(key)

        info = SimpleNamespace(blurb="", players="2 players")
        return SimpleNamespace(
            key=key, name=key.title(), info=info, start=lambda app: None, demo=demo, records=None, daily=""
        )

    fakes = [entry("one"), entry("two")]
    monkeypatch.setattr(entries, "games", lambda: fakes)
    monkeypatch.setattr(records, "PAGE_S", 0.1)  # the records' one page (the daily's) for six frames
    app = make_app("--demo", "--seed", "5")
    try:
        attract = app.stack.top
        assert attract.current_game == "one"
        app.step(31)
        assert attract.current_game is None and attract.records
        app.step(8)
        assert attract.current_game == "two"
        app.step(31 + 8)
        assert attract.current_game == "one"
        assert [k for k, _ in made] == ["one", "two", "one"]
        assert len({seed for _, seed in made}) == 3  # each demo game is a new deal
    finally:
        app.close()


BOARD_EDGE = (1, 250, 3)  # a colour no game draws: the bottom edge of a board that reaches the canvas' foot


class FullBleedDemo:
    """A demo whose board reaches the very bottom of the frame it is given (the games reach y ~352)."""

    demo_over = False

    def on_enter(self) -> None: ...
    def on_exit(self) -> None: ...
    def on_close(self) -> None: ...
    def update(self, dt: float) -> None: ...

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.fill((0, 0, 0))
        w, h = canvas.get_size()
        canvas.fill(BOARD_EDGE, pygame.Rect(0, h - 10, w, 10))


@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_the_demo_strip_covers_no_part_of_the_board(text_size):
    """The DEMO strip lay over the last 10-15 px of the canvas, where every board ends."""
    from scenes.framework import draw
    from tools.harness.tour import capture, layout_problems, set_text_size

    app = make_app("--demo", "--seed", "3")
    try:
        set_text_size(app, text_size)
        settle(app)
        attract = app.stack.top
        attract.child.on_exit()
        attract.child.on_close()
        attract.child = FullBleedDemo()
        strip = capture(app).panels[-1].rect  # the strip: the last panel drawn
        rgb = pygame.surfarray.array3d(app.display.canvas)
        edge = (abs(rgb.astype(int) - BOARD_EDGE) < 40).all(axis=2)  # the frame may be softened
        ys = edge.any(axis=0).nonzero()[0]
        assert strip.bottom == 360 and strip.h >= draw.text_size("DEMO", "s")[1]
        assert len(ys) >= 8, "the board's bottom edge is hidden"
        assert ys.max() < strip.y, f"the board's edge reaches y={ys.max()}, the strip starts at {strip.y}"
        for e in entries.games():  # the real games, each in the attract mode, both text sizes
            attract.child = e.demo(app, 3)
            attract.child.on_enter()
            app.step(30)
            rec = capture(app)
            problems = layout_problems(app, rec)
            assert not problems, (e.key, problems)
            view, band = attract.viewport(), rec.panels[-1].rect
            assert band == strip and not view.colliderect(band), (e.key, view, band)
            attract.child.on_exit()
            attract.child.on_close()
    finally:
        app.close()
