"""The contract suite's game: every registered game and the template, one parametrisation.

The template is not in ``catalogue.GAMES``; for its runs it is put on the title,
the Controls page and into the stats schema, as a fifth game would be by its
one line in the catalogue.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

import main
from scenes.play import entries
from scenes.play.entries import GameEntry
from scenes.shell.stats_schema import arcade_stats

KEYS = [e.key for e in entries.games()] + ["template"]


@pytest.fixture(params=KEYS)
def key(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def entry(key: str, monkeypatch: pytest.MonkeyPatch, user_home: Path) -> GameEntry:
    """The game's entry, registered like any game's for the test (the template included)."""
    game = entries.entry(key)
    registered = entries.games()
    if game not in registered:
        registered = [*registered, game]
        monkeypatch.setattr(entries, "games", lambda: registered)
        monkeypatch.setattr(main, "WIRING", dataclasses.replace(main.WIRING, stats_schema=arcade_stats(registered)))
    stats = user_home / "data" / "stats.json"  # every game's lessons already offered: setups open plainly
    stats.parent.mkdir(parents=True, exist_ok=True)
    stats.write_text(json.dumps({f"{g.key}.lessons": {"done": [], "offered": True} for g in registered}))
    return game
