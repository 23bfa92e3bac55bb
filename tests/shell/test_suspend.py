"""A game in progress survives the window closing and is offered on the title."""

import json
from types import SimpleNamespace

import pygame

from scenes.framework.input import Kind
from scenes.framework.scene import GameScene
from scenes.play import entries
from tools.harness.helpers import make_app, press_key, settle


class CountingGame(GameScene):
    name = "counting"
    game_key = "counting"

    def __init__(self, app, count=0):
        super().__init__(app)
        self.count = count

    def handle(self, action):
        if action.kind == Kind.CONFIRM:
            self.count += 1
            return True
        return super().handle(action)

    def suspend(self):
        return {"count": self.count} if self.count else None


def install(monkeypatch):
    # a stand-in entry (duck-typed: the title reads these attributes only)
    entry = SimpleNamespace(
        key="counting",
        name="Counting",
        info=SimpleNamespace(blurb="count presses", players="1 player"),
        start=lambda app: CountingGame(app),
        demo=lambda app, seed: CountingGame(app),
        resume=lambda app, data: CountingGame(app, int(data["count"])),
    )
    monkeypatch.setattr(entries, "games", lambda: [entry])
    monkeypatch.setattr(entries, "find", lambda key: entry if key == "counting" else None)


def kept(home):
    return home / "data" / "saves" / "counting.json"


def test_closed_window_keeps_game_and_title_offers_continue(monkeypatch, tmp_path):
    install(monkeypatch)
    app = make_app("--game", "counting", home=str(tmp_path))
    for _ in range(3):
        press_key(app, pygame.K_RETURN)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1)
    assert not app.running
    app.close()
    assert json.loads(kept(tmp_path).read_text()) == {"count": 3}

    app = make_app(home=str(tmp_path))
    try:
        title = app.stack.top
        assert title.items[0].label == "Continue Counting"
        press_key(app, pygame.K_RETURN)
        settle(app)
        assert app.scene_names() == ["title", "counting"]
        assert app.stack.top.count == 3
        assert kept(tmp_path).exists()  # kept until the game itself is over: a crash loses nothing
    finally:
        app.close()


def test_nothing_to_keep_writes_nothing(monkeypatch, tmp_path):
    install(monkeypatch)
    app = make_app("--game", "counting", home=str(tmp_path))
    app.close()
    assert not kept(tmp_path).exists()


def test_corrupt_saved_game_is_set_aside_when_continued(monkeypatch, tmp_path):
    install(monkeypatch)
    kept(tmp_path).parent.mkdir(parents=True)
    kept(tmp_path).write_text("{{{{")
    app = make_app(home=str(tmp_path))
    try:
        assert app.stack.top.items[0].label == "Continue Counting"
        press_key(app, pygame.K_RETURN)
        settle(app)
        assert any(p.name.startswith("counting.json.corrupt-") for p in kept(tmp_path).parent.iterdir())
        assert not kept(tmp_path).exists() and app.scene_names() == ["title", "counting"]
        assert app.stack.top.count == 0  # a new game instead, with a notice
    finally:
        app.close()


def test_a_spare_pad_pulled_never_pauses_but_the_one_playing_does(monkeypatch, tmp_path):
    from tools.harness.vpad import VirtualPad

    install(monkeypatch)
    app = make_app("--game", "counting", home=str(tmp_path))
    try:
        with VirtualPad("xbox") as spare, VirtualPad("xbox") as player:
            app.step(3)
            player.set_button("a", True)
            app.step(1)
            player.set_button("a", False)
            app.step(2)
            assert app.stack.top.count == 1
            spare.unplug()
            app.step(3)
            assert app.scene_names() == ["title", "counting"]
            player.unplug()
            app.step(3)
            settle(app)
            assert app.scene_names() == ["title", "counting", "pause"]
    finally:
        app.close()
