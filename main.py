"""Black Hole Arcade: run ``python main.py`` (see --help for the flags)."""
from __future__ import annotations

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from scenes.framework.app import App, parse_args  # noqa: E402


def create_app(argv: list[str] | None = None) -> App:
    """Build the app (window, scenes, input) without running its loop."""
    return App(parse_args(sys.argv[1:] if argv is None else list(argv)))


def main() -> int:
    app = create_app()
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
