"""Shared test set-up: headless SDL and a throwaway home for user files."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest  # noqa: E402

from scenes.framework import draw  # noqa: E402
from tools.harness.helpers import make_app  # noqa: E402


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Every test gets its own user folder (settings, stats, kept games), never the real one."""
    home = tmp_path / "bha-home"
    monkeypatch.setenv("BHA_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def normal_text():
    """Each test starts in Normal text: Large is a process-wide switch (draw.TEXT) that an app in
    fullscreen or a Large test turns on, and a test after it on the same worker drew in the
    wrong face (tests/game/test_patience_cards.py, under make test's shuffle of workers)."""
    draw.TEXT.large = False
    yield
    draw.TEXT.large = False


@pytest.fixture
def app(user_home):
    """A plain headless app in the test's own user folder, closed after the test (a module that
    needs other flags or files defines its own ``app``)."""
    app = make_app()
    try:
        yield app
    finally:
        app.close()
