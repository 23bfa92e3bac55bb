"""Flags are checked before the run, not after it (issue 30 item 21)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from scenes.framework.app import parse_args


@pytest.mark.skipif(not Path("/proc/version").is_file(), reason="needs Linux's /proc")
def test_a_screenshot_path_that_cannot_be_written_fails_before_the_run(capsys):
    if not os.access("/proc", os.W_OK):
        pytest.skip("only root is told /proc is writable")
    with pytest.raises(SystemExit) as stop:
        parse_args(["--screenshot", "/proc/version"])
    assert stop.value.code == 2
    assert "cannot write to '/proc/version'" in capsys.readouterr().err


def test_a_writable_screenshot_path_is_taken_and_leaves_nothing_behind(tmp_path):
    options = parse_args(["--screenshot", str(tmp_path / "shot.png")])
    assert options.screenshot == tmp_path / "shot.png" and list(tmp_path.iterdir()) == []
