"""A pad pulled from a game in progress: only the one playing pauses it (a stand-in game, no game's rules).

Keeping a game through every way out, Continue and bad saves are the contract suite's
(tests/contract), run on every game and the template."""

from types import SimpleNamespace

from scenes.framework.input import Kind
from scenes.framework.scene import GameScene
from scenes.play import entries
from tools.harness.helpers import make_app, settle


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

    def kept_data(self):
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
