"""A first copy of the arcade in its own process, for the two-copies tests (tests/framework/test_datalock.py).

``python tools/harness/copy_holder.py HOME app``: the real app on HOME finishes a patience
game, changes a setting and keeps a game, writes HOME/ready, then waits for
HOME/go, finishes one more game and quits as a player would. ``... HOME lock``: only takes the data
folder's lock and leaves a write in flight (a ``*.tmp`` of its own), then waits.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _wait_for_go(home: Path) -> None:
    end = time.monotonic() + 60
    while not (home / "go").exists() and time.monotonic() < end:
        time.sleep(0.02)


def main() -> None:
    home, what = Path(sys.argv[1]), sys.argv[2]
    os.environ["BHA_HOME"] = str(home)
    if what == "lock":
        from scenes.framework.datalock import DataLock

        lock = DataLock.acquire(home / "data")
        assert lock.owned
        (home / "data" / f"stats.json.{os.getpid()}.inflight.tmp").write_text("{}")
        (home / "ready").write_text("")
        _wait_for_go(home)
        return
    from scenes.patience import stats as patience_stats
    from tools.harness.helpers import make_app, quit_window

    app = make_app(home=str(home))
    patience_stats.finished(app.stats, "classic", won=True)
    app.settings.set("music_volume", 0.3)
    app.keep_game("patience", {"game": "patience", "moves": []})
    app.kept.flush()
    (home / "ready").write_text("")
    _wait_for_go(home)
    patience_stats.finished(app.stats, "classic", won=True)  # after the other copy's games: still adds up
    quit_window(app)


if __name__ == "__main__":
    main()
