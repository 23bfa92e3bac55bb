"""Winnable deals only: on by default, proven by the solver before the deal
appears, found while the player plays, kept as a setup across runs, and
counted apart from all deals. Through the real app."""

import json
import re
import time

import pygame
import pytest

from game.midend import Session
from game.patience import BACKEND, deal_options, solve
from scenes.patience import stats
from scenes.patience.config import read_setup
from scenes.patience.play import PatiencePlay
from tools.harness.helpers import make_app, press_key, settle

GAME_MENU_WINNABLE_ROW = 6  # Hint, Solve, Restart, New random deal, Deal number, Variant, Random deals


def wait_for(app, predicate, seconds=90.0):
    end = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < end, "condition not met in time"
        app.step(1)
        time.sleep(0.002)


def on_table(app):
    wait_for(app, lambda: isinstance(app.stack.top, PatiencePlay))
    settle(app)
    return app.stack.top


def give_up_for_a_new_deal(app, scene):
    """One move, then N: the game counts as lost and the next deal appears."""
    scene.cursor.focus_on(scene.position.legal_actions()[0])
    press_key(app, pygame.K_RETURN)
    press_key(app, pygame.K_n, unicode="n")
    wait_for(app, lambda: isinstance(app.stack.top, PatiencePlay) and app.stack.top is not scene)
    return on_table(app)


def set_winnable_in_menu(app, on):
    press_key(app, pygame.K_m, unicode="m")
    settle(app)
    for _ in range(GAME_MENU_WINNABLE_ROW):
        press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RIGHT if not on else pygame.K_LEFT)
    press_key(app, pygame.K_ESCAPE)
    settle(app)


@pytest.fixture
def app(tmp_path):
    app = make_app("--game", "patience", "--seed", "7", home=str(tmp_path))
    try:
        yield app
    finally:
        app.close()


def test_the_random_deals_that_appear_are_winnable(app):
    first = on_table(app)
    assert first.session.options == deal_options(winnable=True)
    assert solve(*first.position.deal()) is not None
    assert first.solutions.winnable(first.session.opening)  # the proof came with the deal
    wait_for(app, lambda: first.preparer.has("classic"))  # the next one, found during play
    second = give_up_for_a_new_deal(app, first)
    assert second.session.options["winnable"] and solve(*second.position.deal()) is not None
    assert second.session.seed != first.session.seed


def test_all_in_a_row_deals_are_winnable_too(app):
    scene = on_table(app)
    press_key(app, pygame.K_m, unicode="m")
    settle(app)
    for _ in range(5):
        press_key(app, pygame.K_DOWN)  # Variant
    press_key(app, pygame.K_RIGHT)  # All in a Row
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    row = give_up_for_a_new_deal(app, scene)
    assert row.session.options == deal_options("all_in_a_row", winnable=True)
    assert len(row.position.piles) == 13 and solve(*row.position.deal()) is not None


def test_the_option_persists_and_any_deal_counts_apart(tmp_path):
    app = make_app("--game", "patience", "--seed", "7", home=str(tmp_path))
    try:
        scene = on_table(app)
        give_up_for_a_new_deal(app, scene)  # a winnable deal given up
        assert stats.read(app.stats, "classic", winnable=True)["played"] == 1
        assert stats.read(app.stats, "classic")["played"] == 0
        set_winnable_in_menu(app, on=False)
        assert not read_setup(app.stats).winnable
        scene = app.stack.top
        nxt = give_up_for_a_new_deal(app, scene)  # still the winnable deal: it counts there
        assert stats.read(app.stats, "classic", winnable=True)["played"] == 2
        assert nxt.session.options == deal_options()  # any deal now
        give_up_for_a_new_deal(app, nxt)
        assert stats.read(app.stats, "classic")["played"] == 1
    finally:
        app.close()
    again = make_app("--game", "patience", "--seed", "7", home=str(tmp_path))
    try:
        assert again.scene_names()[-1] == "patience"  # dealt at once: no search
        assert again.stack.top.session.options == deal_options()
        assert not read_setup(again.stats).winnable
    finally:
        again.close()


def test_an_older_stats_file_reads_into_the_all_deals_bucket(tmp_path):
    data = tmp_path / "data"
    data.mkdir(parents=True)
    old = {"played": 4, "won": 2, "helped": 0, "streak": 1, "best": 2}
    (data / "stats.json").write_text(json.dumps({"patience.classic": old}))
    app = make_app(home=str(tmp_path))
    try:
        assert stats.read(app.stats, "classic") == old
        assert stats.read(app.stats, "classic", winnable=True)["played"] == 0
        assert read_setup(app.stats).winnable  # on by default
    finally:
        app.close()


def test_options_are_checked_and_older_saves_still_load():
    assert BACKEND.check_options({"variant": "classic", "deal": 3}) == {"variant": "classic", "deal": 3}
    assert deal_options(winnable=False) == {"variant": "classic", "deal": None}
    for bad in (
        {"variant": "classic", "deal": 3, "winnable": True},
        {"variant": "classic", "deal": None, "winnable": "yes"},
        {"variant": "all_in_a_row", "deal": None, "daily": "2026-12-01"},
        {"variant": "classic", "deal": None, "daily": "2026-13-01"},
        {"variant": "classic", "deal": None, "colour": "red"},
    ):
        with pytest.raises(ValueError):
            BACKEND.check_options(bad)
    old = Session.new(BACKEND, deal_options(), 5).to_json()
    assert Session.from_json(old, {"patience": BACKEND}).options == {"variant": "classic", "deal": None}


def test_the_deals_choice_and_its_help_fit_the_menu(app):
    from scenes.framework import draw

    on_table(app)
    press_key(app, pygame.K_m, unicode="m")
    settle(app)
    menu = app.stack.top
    for _ in range(GAME_MENU_WINNABLE_ROW):
        press_key(app, pygame.K_DOWN)
    row = menu.items[GAME_MENU_WINNABLE_ROW]
    assert row.label == "Deals" and draw.text_size(f"{row.label}:  < {row.value} >")[0] <= menu.style.width
    assert draw.text_size(menu.focused_help())[0] <= menu.panel_rect.w


def test_the_options_are_one_schema_for_the_engine_the_memory_and_the_stats():
    """PatienceOptions is what check_options reads (a wrong field named, what is off left out, so
    an older save's explicit false and null read and save as before); the setup's memory extends
    its DealChoice and is the stats file's schema for patience.setup."""
    from game.patience import DealChoice, PatienceOptions
    from scenes.patience.config import PatienceLastSetup, Setup
    from scenes.patience.stats import STATS

    older = {"variant": "classic", "deal": None, "winnable": False, "daily": None}
    assert BACKEND.check_options(older) == {"variant": "classic", "deal": None}
    start = {"at": 1_764_547_200, "utc_offset": 3600}
    daily = {"variant": "classic", "deal": None, "daily": "2026-12-01", "daily_start": start}
    assert BACKEND.check_options(daily) == daily
    for bad, named in (
        ({"variant": "classic", "deal": 0}, "$.deal"),
        ({"variant": "classic", "deal": None, "winnable": 1}, "$.winnable"),
        ({"variant": "classic", "deal": None, "daily_start": start}, "only a daily deal has a start"),
        ({**daily, "daily_start": {"at": 1, "utc_offset": 15 * 3600}}, "not a time and a zone"),
    ):
        with pytest.raises(ValueError, match=re.escape(named)) as refused:
            BACKEND.check_options(bad)
        assert str(refused.value).startswith("the patience options: ")
    assert issubclass(PatienceOptions, DealChoice) and issubclass(PatienceLastSetup, DealChoice)
    assert dict((f.key, f.kind) for f in STATS)["patience.setup"] is PatienceLastSetup
    assert Setup.from_json({"variant": "all_in_a_row", "winnable": False}) == Setup("all_in_a_row", False)
    assert Setup.from_json({"variant": "spider", "winnable": False}) == Setup()  # odd: the defaults
