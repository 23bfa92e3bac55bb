"""The shipped controller database fills in pads SDL does not know, and never overrides
SDL's own mappings (its built-in list is newer: 8BitDo pads' A/B and X/Y depend on it);
the player's own file still overrides both."""

import json
import os
import subprocess
import sys
from pathlib import Path

from scenes.framework import controller_db, paths

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = paths.ASSETS / "controllers" / "gamecontrollerdb.txt"
M30 = "05000000c82d00005106000000010000"  # 8BitDo M30 (Bluetooth): SDL maps it a:b1,b:b0, the file a:b0,b:b1

PROBE = """
import json, os, sys
from pathlib import Path
import pygame
from scenes.framework import sdl_native
from scenes.framework.input import InputLayer
pygame.init()
guids = sys.argv[3:]
before = {g: sdl_native.mapping_for_guid(g) for g in guids}
layer = InputLayer(lambda p: p, mapping_files=(Path(sys.argv[1]), Path(sys.argv[2])))
after = {g: sdl_native.mapping_for_guid(g) for g in guids}
print(json.dumps({"before": before, "after": after, "loaded": layer.mappings_loaded}))
"""


def _probe(tmp_path, player_lines, *guids):
    player = tmp_path / "controllers.txt"
    player.write_text("".join(line + "\n" for line in player_lines), encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(SHIPPED), str(player), *guids],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_an_8bitdo_pad_sdl_maps_keeps_sdls_mapping_and_the_pads_sdl_lacks_get_the_files(tmp_path):
    shipped = dict(controller_db.lines_for(SHIPPED.read_text(encoding="utf-8"), "Linux"))
    assert ",a:b0,b:b1," in shipped[M30]  # the file's line for it swaps SDL's A/B and X/Y
    seen = _probe(tmp_path, [], *shipped)
    assert seen["before"][M30] is not None and ",a:b1,b:b0," in seen["before"][M30]
    assert seen["after"][M30] == seen["before"][M30]
    sdls = {g for g, m in seen["before"].items() if m is not None}
    assert 0 < len(sdls) < len(shipped)
    assert all(seen["after"][g] == seen["before"][g] for g in sdls)  # none of SDL's own is replaced
    new = [g for g in shipped if g not in sdls and len(g) == 32]  # not the "xinput" line: SDL names no GUID by it
    assert all(seen["after"][g] and seen["after"][g].split(",")[1] == shipped[g].split(",")[1] for g in new)
    assert seen["loaded"] == len(shipped) - len(sdls)


def test_the_players_own_file_overrides_sdl_and_the_shipped_file(tmp_path):
    mine = f"{M30},My M30,a:b0,b:b1,x:b3,y:b4,start:b11,platform:Linux,"
    seen = _probe(tmp_path, [mine], M30)
    assert seen["after"][M30].startswith(f"{M30},My M30,a:b0,b:b1")


def test_lines_for_reads_one_platforms_lines_and_skips_comments():
    text = (
        "# a comment\n\n"
        "03000000aaaa0000bbbb000000000000,Pad A,a:b0,platform:Linux,\n"
        "03000000cccc0000dddd000000000000,Pad B,a:b0,platform:Windows,\n"
        "03000000eeee0000ffff000000000000,Pad C,a:b0,\n"
        "not a mapping\n"
    )
    got = controller_db.lines_for(text, "Linux")
    assert [g for g, _ in got] == ["03000000aaaa0000bbbb000000000000", "03000000eeee0000ffff000000000000"]


def test_lines_for_judges_a_line_by_its_first_platform_field_wherever_it_stands():
    text = (
        "0300000011110000222200000000000A,Pad,a:b0,platform:Linux\n"  # the last field, no comma after
        "0300000011110000222200000000000B,Pad,platform:Windows,platform:Linux,\n"  # the first one counts
        "0300000011110000222200000000000C,Pad,platform:,a:b0\n"  # an empty platform is no platform's
        "platform:Linux,Pad,a:b0\n"  # the first field is a field too
        "0300000011110000222200000000000D,xplatform:Windows,a:b0\n"  # not a platform field
    )
    got = [g for g, _ in controller_db.lines_for(text, "Linux")]
    assert got == ["0300000011110000222200000000000a", "platform:linux", "0300000011110000222200000000000d"]


def test_the_shipped_file_is_the_2026_snapshot_with_its_licence():
    text = SHIPPED.read_text(encoding="utf-8")
    mappings = [line for line in text.splitlines() if line and not line.startswith("#")]
    assert len(mappings) > 2200  # the 2021 copy had 951
    assert "2026-08" in (paths.ASSETS / "controllers" / "README.md").read_text(encoding="utf-8")
    assert "Sam Lantinga" in (paths.ASSETS / "controllers" / "LICENSE").read_text(encoding="utf-8")
