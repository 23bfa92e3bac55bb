"""The Records screen's numbers against a prepared stats.json, from the title and in the attract
cycle (issue 20 item 9)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from scenes.framework import draw
from scenes.framework.menu import Button
from scenes.play import entries
from scenes.shell.records import PAGE_S, RecordsScene
from tools.harness.helpers import LESSON_GAMES, make_app, press_key, settle
from tools.harness.tour import RECORDS_DAY, RECORDS_STATS

TODAY, STATS = RECORDS_DAY, RECORDS_STATS


@pytest.fixture
def app():
    stats = Path(os.environ["BHA_HOME"]) / "data" / "stats.json"
    stats.parent.mkdir(parents=True, exist_ok=True)
    lessons = {f"{g}.lessons": {"done": [], "offered": True} for g in LESSON_GAMES}
    stats.write_text(json.dumps({**STATS, **lessons}))
    app = make_app()
    try:
        yield app
    finally:
        app.close()


def _pages(scene):
    return {p.title: p.lines for p in scene.pages}


def test_every_page_says_what_stats_json_holds(app):
    pages = _pages(RecordsScene(app, today=lambda: TODAY))
    assert list(pages) == [e.name for e in entries.games()] + ["Daily challenge"]
    stars = pages[entries.entry("stars").name]
    assert stars == [
        ("Against the computer", ""),
        ("Easy", "2 won, 0 drawn, 0 lost (100%)"),
        ("Fair", "not played"),
        ("Strong", "1 won, 1 drawn, 3 lost (20%)"),
        ("By table", ""),
        ("2 players", "3 won, 1 drawn, 2 lost (50%)"),
        ("4 players", "0 won, 0 drawn, 1 lost (0%)"),
    ]
    numbers = pages[entries.entry("numbers").name]
    assert ("Fair", "1 won, 0 drawn, 1 lost (50%)") in numbers
    assert ("Quick board, 2 players", "1 won, 0 drawn, 1 lost (50%)") in numbers
    assert pages[entries.entry("blackbox").name] == [
        ("Boxes played", "7"),
        ("Best penalty, fewest markers", ""),
        ("Small box, 4 atoms", "penalty 4, 3 markers"),
        ("Normal box, 6 atoms", "penalty 12, 5 markers"),
    ]
    patience = pages[entries.entry("patience").name]
    assert patience[:2] == [("Black Hole", "won 4 of 10 (40%)"), ("   streaks", "now 2, best 3")]
    assert ("All in a Row", "won 0 of 0") in patience
    assert pages["Daily challenge"] == [
        ("Days played", "4"),
        ("Streak", "3 days"),  # 29 Nov to 1 Dec
        ("Best streak", "3 days"),
        ("Patience won", "2 of 3"),
        ("Black Box at or under par", "2 of 3"),
        ("Best Black Box", "9"),
        ("Recent days", ""),
        ("1 Dec 2026", "patience lost, Black Box 15 (par 12)"),
        ("30 Nov 2026", "Black Box 10 (par 12)"),
        ("29 Nov 2026", "patience won in 49, Black Box 9 (par 12)"),
        ("27 Nov 2026", "patience won in 51"),
    ]


def test_the_title_opens_the_records_and_the_keys_turn_the_pages(app):
    title = app.stack.top
    labels = [i.label for i in title.items if isinstance(i, Button)]
    for _ in range(labels.index("Records")):
        press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)
    settle(app)
    records = app.stack.top
    assert isinstance(records, RecordsScene) and records.index == 0
    with draw.recording_layout() as layout:
        records.draw(app.display.canvas)
    texts = {t.text for t in layout.texts}
    assert {"RECORDS", "Against the computer", "Strong", "1 won, 1 drawn, 3 lost (20%)"} <= texts
    press_key(app, pygame.K_RIGHT)
    assert records.page.title == entries.games()[1].name
    press_key(app, pygame.K_LEFT)
    press_key(app, pygame.K_LEFT)
    assert records.page.title == "Daily challenge"
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.stack.top is title


def test_a_win_against_the_strong_computer_is_counted_by_level(app):
    from scenes.stars.config import PERSON, StarsConfig
    from scenes.stars.play import BOOK

    config = StarsConfig((PERSON, 1, 3))
    BOOK.write(app, config, [0], 3)
    assert app.stats.get("stars.by_level")["level_3"] == {"win": 2, "draw": 1, "loss": 3}
    assert app.stats.get("stars.record")["3p"] == {"win": 1, "draw": 0, "loss": 0}
    pages = _pages(RecordsScene(app, today=lambda: TODAY))
    assert ("Strong", "2 won, 1 drawn, 3 lost (33%)") in pages[entries.entry("stars").name]


class FakeDemo:
    def __init__(self, key):
        self.key, self.frames, self.demo_over = key, 0, False

    def on_enter(self):
        pass

    def on_exit(self):
        pass

    def on_close(self):
        pass

    def update(self, dt):
        self.frames += 1
        self.demo_over = self.frames > 30

    def draw(self, canvas):
        canvas.fill((10, 10, 10))


@pytest.mark.slow  # two whole demos
def test_the_attract_cycle_shows_the_records_between_two_demos(monkeypatch):
    def entry(key):
        info = SimpleNamespace(blurb="", players="2 players")
        return SimpleNamespace(
            key=key, name=key.title(), info=info, start=lambda app: None, demo=lambda app, seed: FakeDemo(key),
            records=lambda store: [("Played", "1")], daily="",
        )  # fmt: skip

    fakes = [entry("one"), entry("two")]
    monkeypatch.setattr(entries, "games", lambda: fakes)
    app = make_app("--demo", "--seed", "5")
    try:
        attract = app.stack.top
        assert attract.current_game == "one"
        app.step(31)
        assert attract.records and isinstance(attract.child, RecordsScene) and attract.child.auto
        assert [p.title for p in attract.child.pages] == ["One", "Two", "Daily challenge"]
        frames = int(PAGE_S * 60) * 3 + 2
        app.step(frames // 2)
        assert attract.child.index == 1  # it turns its own pages
        app.step(frames - frames // 2)
        assert attract.current_game == "two" and not attract.records
        app.step(31)
        assert attract.records
    finally:
        app.close()
