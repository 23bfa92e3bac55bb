"""Where the arcade keeps the player's files.

The user folders come from platformdirs; ``BHA_HOME`` puts every one of them
under a single folder instead, so tests and demos never touch a real profile.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from .storage import remove_stale_temp_files

APP_NAME = "BlackHoleArcade"
# the clone's root, or the installed black_hole_arcade/ folder (pyproject.toml installs the clone's
# main.py, game/, scenes/ and assets/ under that one name, so both hold assets/ beside scenes/)
REPO_ROOT = Path(__file__).resolve().parent.parent.parent


def find_assets() -> Path:
    """assets/ wherever this copy lives: a PyInstaller bundle (sys._MEIPASS), else beside scenes/."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    return REPO_ROOT / "assets"


ASSETS = find_assets()


def missing_asset(root: Path | None = None) -> Path | None:
    """The first game file that is missing or unreadable (None when all are there).

    Each loader copes quietly with a missing file; an installed copy that lost
    one is broken, though, and the player should hear which file at start.
    """
    root = ASSETS if root is None else root
    index = root / "sprites" / "index.json"
    wanted = [
        root / "theme.json",
        root / "fonts" / "DotGothic16-Regular.ttf",
        index,
        root / "sprites" / "minifont.png",
        root / "sprites" / "tallfont.png",
        root / "controllers" / "gamecontrollerdb.txt",
        root / "phone" / "controller.html",  # the phones' controller page (phone_server.py)
    ]
    for path in wanted:
        if not _readable(path):
            return path
    try:
        sprites = json.loads(index.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return index
    for name in sorted(sprites):
        if not _readable(root / "sprites" / f"{name}.png"):
            return root / "sprites" / f"{name}.png"
    for name in ("confirm.wav", "back.wav", "title_loop.ogg"):
        if not _readable(root / "sounds" / name):
            return root / "sounds" / name
    return None


def _readable(path: Path) -> bool:
    try:
        with open(path, "rb") as f:
            f.read(1)
        return True
    except OSError:
        return False


@dataclass(frozen=True)
class UserPaths:
    config: Path
    data: Path
    pictures: Path

    @classmethod
    def detect(cls) -> "UserPaths":
        home = os.environ.get("BHA_HOME")
        if home:
            root = Path(home)
            return cls(root / "config", root / "data", root / "pictures")
        return cls(
            Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
            Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
            Path(platformdirs.user_pictures_dir()) / APP_NAME,
        )

    @property
    def mappings(self) -> Path:
        """The player's own controller mappings (the mapping screen writes them)."""
        return self.config / "controllers.txt"

    def folders(self) -> tuple[Path, ...]:
        return (self.config, self.data, self.pictures)

    def remove_stale_temp_files(self) -> int:
        """Clear the ``*.tmp`` files that writes killed in earlier runs left behind
        (in each user folder and the folders right inside it, such as data/saves)."""
        removed = 0
        for folder in self.folders():
            removed += remove_stale_temp_files(folder)
            try:
                inner = [p for p in folder.iterdir() if p.is_dir() and not p.is_symlink()]
            except OSError:
                inner = []
            removed += sum(remove_stale_temp_files(p) for p in inner)
        return removed
