"""controllers.txt: setting up a pad keeps every other line byte for byte, writes under the
file's lock, and a huge file is read only up to a cap (issue 30 items 1, 4, 13)."""

from __future__ import annotations

import subprocess
import sys
import time

from scenes.framework import mapping_file
from scenes.framework.input import write_mapping_line

GUID = "03000000de2800000512000011010000"
LINE = f"{GUID},Test pad,a:b0,b:b1,platform:Linux,"


def test_a_new_pad_keeps_every_other_line_byte_for_byte(tmp_path):
    path = tmp_path / "controllers.txt"
    old = (
        b"# my pads\r\n"
        b"030000005e0400008e02000010010000,Caf\xe9 pad,a:b0,platform:Linux,\n"  # Latin-1: not UTF-8
        + GUID.upper().encode()
        + b",Old mapping,a:b3,platform:Linux,\n"
        b"050000004c050000cc09000000810000,PS4,a:b1,platform:Linux,"  # no line end at the end
    )
    path.write_bytes(old)
    assert write_mapping_line(path, GUID, LINE)
    assert path.read_bytes() == (
        b"# my pads\r\n"
        b"030000005e0400008e02000010010000,Caf\xe9 pad,a:b0,platform:Linux,\n"
        b"050000004c050000cc09000000810000,PS4,a:b1,platform:Linux,\n" + LINE.encode() + b"\n"
    )


def test_a_pad_set_up_while_the_other_copy_writes_the_file_never_writes_without_the_lock(tmp_path):
    path = tmp_path / "controllers.txt"
    path.write_bytes(b"# theirs\n")
    ready = tmp_path / "held"
    code = (
        "import fcntl, sys, time, pathlib; fh = open(sys.argv[1], 'a+b'); "
        "fcntl.flock(fh.fileno(), fcntl.LOCK_EX); pathlib.Path(sys.argv[2]).write_text(''); time.sleep(60)"
    )
    holder = subprocess.Popen([sys.executable, "-c", code, str(path) + ".lock", str(ready)])
    try:
        while not ready.exists():
            time.sleep(0.01)
        assert not write_mapping_line(path, GUID, LINE)  # "for now": the toast says it was not saved
        assert path.read_bytes() == b"# theirs\n"
    finally:
        holder.kill()
        holder.wait()
    assert write_mapping_line(path, GUID, LINE)


def test_a_huge_mapping_file_is_read_only_up_to_its_cap_with_a_notice(tmp_path):
    path = tmp_path / "controllers.txt"
    lines = [f"03000000{n:08x}0000000000000000,Pad {n},a:b0,platform:Linux,\n" for n in range(100_000)]
    path.write_text("".join(lines))
    taken, notice = mapping_file.load(path)
    assert taken <= mapping_file.MAX_LINES
    assert notice is not None and "controllers.txt is too long" in notice
