"""Where the arcade keeps the player's files.

The user folders come from platformdirs; ``BHA_HOME`` puts every one of them
under a single folder instead, so tests and demos never touch a real profile.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from .storage import remove_stale_temp_files

APP_NAME = "BlackHoleArcade"
REPO_ROOT = Path(__file__).resolve().parent.parent.parent
ASSETS = REPO_ROOT / "assets"


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
