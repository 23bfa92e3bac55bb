"""Black Box's shape: a play scene owning its computer roles, deduction aid and daily day."""

import datetime as dt

import pytest

from scenes.blackbox.computer import Computer
from scenes.blackbox.config import BoxConfig
from scenes.blackbox.daily import DailyRound
from scenes.blackbox.play import BlackBoxPlay, start_daily
from scenes.play.entries import entry
from scenes.play.scene import PlayScene
from tools.harness.helpers import make_app


@pytest.fixture
def app():
    app = make_app("--game", "blackbox", "--seed", "4")
    try:
        yield app
    finally:
        app.close()


def test_the_play_scene_has_no_base_but_the_skeleton_and_owns_the_computer(app):
    assert BlackBoxPlay.__bases__ == (PlayScene,)
    scene = entry("blackbox").new_game(app, BoxConfig("solo", 3, 3, 1))
    assert isinstance(scene.computer, Computer) and scene.daily is None
    scene.par = ([], frozenset())
    assert scene.computer.par == ([], frozenset()) and not scene.par_failed


def test_a_daily_round_is_a_flag_of_the_play_scene_not_a_subclass(app):
    atoms = frozenset({(0, 0), (1, 0), (-1, 1), (2, -1), (0, 2), (-2, 0)})
    scene = start_daily(app, dt.date(2026, 12, 1), atoms, ([], frozenset()))
    assert type(scene) is BlackBoxPlay and isinstance(scene.daily, DailyRound)
    assert scene.round.atoms == atoms  # the day's box, never the computer setter's
    assert scene.kept_json()["daily"] == "2026-12-01"
    assert DailyRound.from_save({"daily": "2026-12-01"}).day == dt.date(2026, 12, 1)
    assert DailyRound.from_save({}) is None
    with pytest.raises(ValueError):
        DailyRound.from_save({"daily": "someday"})
