"""One copy's share of the two-copies stress test (tests/framework/test_shared_store.py).

``python tools/harness/store_recorder.py STATS_FILE N START_FILE COPY``: waits for START_FILE (so two
copies start together), then records N finished patience games back to back through a
SharedJsonStore on STATS_FILE, and tries to count the daily of day i (from 2026-01-01) after
game i, as both copies finishing at once would (its moves say which COPY counted it). It prints
one JSON line: the days this copy was told were counted, how many of those answers a later
replay took back (told as a notice), and how many results found the lock busy.
"""

from __future__ import annotations

import datetime as dt
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def main() -> None:
    from scenes.framework.shared_store import SharedJsonStore
    from scenes.patience import stats as patience_stats
    from scenes.patience.daily import record_patience
    from scenes.shell.stats_schema import arcade_stats

    path, n, start, copy = Path(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3]), int(sys.argv[4])
    store = SharedJsonStore(path, arcade_stats(), label="statistics file")
    changed: list[str] = []
    store.on_notice = changed.append
    answers: dict[str, bool] = {}
    busy = 0
    while not start.exists():
        time.sleep(0.001)
    for i in range(n):
        patience_stats.finished(store, "classic", won=i % 2 == 0)
        day = dt.date(2026, 1, 1) + dt.timedelta(days=i)
        moves = 2 * (i % 500) + copy  # which copy counted it (the record holds up to 1000 moves)
        answers[day.isoformat()] = record_patience(store, day, won=True, moves=moves, helped=False)
        busy += store.pending > 0
        store.tick()
    ok = store.close(30.0)
    flipped = [t for t in changed if t.startswith("Practice after all")]
    counted = sorted(d for d, said in answers.items() if said)
    print(json.dumps({"ok": ok, "counted": counted, "flipped": len(flipped), "busy": busy}))


if __name__ == "__main__":
    main()
