"""More kept games than the title's list holds beside a row each (a fifth or sixth game in the
catalogue, each kept): one "Continue a game" row asks which, and the choice resumes it."""

from __future__ import annotations

from scenes.play import entries
from scenes.shell import title
from tools.harness.helpers import make_app, settle
from tools.harness.tour import press_button


def keep(app, key: str, seed: int) -> None:
    """A kept game of ``key`` one move in, as its play scene would have saved it."""
    entry = entries.entry(key)
    assert entry.config is not None
    scene = entry.new_game(app, entry.config.from_json(None), seed=seed)  # the setup's defaults
    app.stack.push(scene)
    settle(app)
    state = scene.session.state
    scene.play(state.legal_actions()[0])
    settle(app)
    app.stack.pop()
    settle(app)
    assert key in app.kept.keys()


def test_kept_games_past_the_lists_room_share_one_continue_row(tmp_path, monkeypatch):
    monkeypatch.setattr(title, "MOST_ROWS", 11)  # four games and seven rows fill it: no room for a Continue each
    app = make_app(home=str(tmp_path))
    try:
        keep(app, "stars", 1)
        keep(app, "numbers", 2)
        top = app.stack.top
        top.items = top._items(app)
        top.build()
        labels = [getattr(i, "label", "") for i in top.items]
        assert "Continue a game" in labels and not any(label.startswith("Continue Black") for label in labels)
        press_button(app, "Continue a game")
        assert app.stack.top.name == "continue_games"
        rows = [i.label for i in app.stack.top.items]
        assert rows == ["Continue Black Holes", "Continue Black Hole Numbers", "Back"]
        press_button(app, "Continue Black Hole Numbers")
        assert app.scene_names()[-1] == "numbers"
    finally:
        app.close()
