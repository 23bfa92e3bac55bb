"""Shared test set-up: headless SDL and a throwaway home for user files."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest  # noqa: E402

from tools.harness.helpers import make_app  # noqa: E402


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Every test gets its own user folder (settings, stats, kept games), never the real one."""
    home = tmp_path / "bha-home"
    monkeypatch.setenv("BHA_HOME", str(home))
    return home


@pytest.fixture
def app(user_home):
    """A plain headless app in the test's own user folder, closed after the test (a module that
    needs other flags or files defines its own ``app``)."""
    app = make_app()
    try:
        yield app
    finally:
        app.close()
