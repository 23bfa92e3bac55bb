"""The arcade on a real X display copying the daily result, then living on while clipboard
readers come and go (for tests/framework/test_clipboard_x11.py). Prints what the screen said, then
"alive" once it has stepped through ``seconds`` of frames after the copy."""

from __future__ import annotations

import datetime as dt
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def main() -> None:
    from scenes.daily.screen import DailyScene
    from tools.harness.helpers import make_app, quit_window

    ready, seconds = Path(sys.argv[1]), float(sys.argv[2])
    if sys.argv[3:] == ["tool"]:  # as where the Xlib handler cannot be installed: a clipboard tool owns it
        from scenes.framework import clipboard

        clipboard.guard_x11_errors = lambda: False
    app = make_app()
    daily = DailyScene(app, today=lambda: dt.date(2026, 12, 1))
    app.stack.push(daily)
    app.step(2)
    daily.copy_result()
    print(daily.copied, flush=True)
    ready.with_suffix(".part").write_text(daily.copied)
    ready.with_suffix(".part").replace(ready)  # whole when it appears: the test reads it at once
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.step(1)
        time.sleep(0.01)
    from scenes.framework import clipboard

    print(f"alive, {clipboard.ignored_x_errors} reader errors ignored", flush=True)
    quit_window(app)


if __name__ == "__main__":
    main()
