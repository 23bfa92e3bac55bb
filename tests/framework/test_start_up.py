"""The way to the first frame carries only what the title draws (issue 27: the bundle's cold start
to its first frame stays within 0.35 s): no worker process, no game's play scenes, no screen the
title only opens later, and no child process looking for libraries."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# in a fresh interpreter, as a start is: this test process has imported everything already
PROBE = """
import json, subprocess, sys
sys.path.insert(0, ".")
spawned = []
real_popen_init = subprocess.Popen.__init__
def popen(self, args, *a, **k):
    spawned.append(str(args))
    real_popen_init(self, args, *a, **k)
subprocess.Popen.__init__ = popen
import main
app = main.create_app(["--windowed", "--size", "640x360"])
app.step(1)
ends = (".play", ".setup", ".daily.screen", ".pause", ".settings_menu")  # scenes.<game>.play, not scenes.play
later = [m for m in sys.modules if m.count(".") == 2 and m.endswith(ends)]
network = sorted(m for m in ("asyncio", "aiohttp") if m in sys.modules)
print(json.dumps({"top": app.scene_names(), "worker": app.worker._proc is not None, "later": sorted(later),
                  "spawned": spawned, "network": network}))
app.close()
"""


def test_the_first_frame_needs_no_worker_no_game_scenes_and_no_child_process(tmp_path):
    env = dict(os.environ, BHA_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=True
    )
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["top"] == ["title"]
    assert seen["worker"] is False  # started by the first job, not at start-up
    assert seen["later"] == []  # imported when first opened
    assert seen["spawned"] == []  # e.g. ctypes.util.find_library's ldconfig, gcc and ld
    # the phone server's asyncio loads with the server, not before: asyncio's import of logging failed with
    # the clock past 2262 (tests/daily/test_honest.py; file_lock.py imports logging safely), and phones
    # are off unless asked for
    assert seen["network"] == []
