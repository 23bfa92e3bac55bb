"""A game in progress survives the window closing and is offered on the title."""
import json

import pygame

from scenes import registry
from scenes.framework.input import Kind
from scenes.framework.scene import GameScene
from tests.helpers import make_app, press_key, settle


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
    entry = registry.GameEntry("counting", "Counting", "count presses",
                               start=lambda app: CountingGame(app),
                               demo=lambda app, seed: CountingGame(app),
                               resume=lambda app, data: CountingGame(app, int(data["count"])))
    monkeypatch.setattr(registry, "games", lambda: [entry])
    monkeypatch.setattr(registry, "find", lambda key: entry if key == "counting" else None)


def test_closed_window_keeps_game_and_title_offers_continue(monkeypatch, tmp_path):
    install(monkeypatch)
    app = make_app("--game", "counting", home=str(tmp_path))
    for _ in range(3):
        press_key(app, pygame.K_RETURN)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1)
    assert not app.running
    app.close()
    saved = json.loads((tmp_path / "data" / "suspended.json").read_text())
    assert saved == {"game": "counting", "data": {"count": 3}}

    app = make_app(home=str(tmp_path))
    try:
        title = app.stack.top
        assert title.items[0].label == "Continue Counting"
        press_key(app, pygame.K_RETURN)
        settle(app)
        assert app.scene_names() == ["title", "counting"]
        assert app.stack.top.count == 3
        assert app.peek_suspended() is None                # taken: not offered twice
    finally:
        app.close()


def test_nothing_to_keep_writes_nothing(monkeypatch, tmp_path):
    install(monkeypatch)
    app = make_app("--game", "counting", home=str(tmp_path))
    app.close()
    assert not (tmp_path / "data" / "suspended.json").exists()


def test_corrupt_saved_game_is_set_aside(monkeypatch, tmp_path):
    install(monkeypatch)
    (tmp_path / "data").mkdir(parents=True)
    (tmp_path / "data" / "suspended.json").write_text("{{{{")
    app = make_app(home=str(tmp_path))
    try:
        assert not any(getattr(i, "label", "").startswith("Continue") for i in app.stack.top.items)
        assert any(p.name.startswith("suspended.json.corrupt-") for p in (tmp_path / "data").iterdir())
    finally:
        app.close()
