"""tools/dist_check.py: the bundle's size (a link counted once), its glibc need, the limit."""

from __future__ import annotations

from tools.harness.assets_loader import load_tool


def fake_bundle(root, big: int = 1000):
    inner = root / "_internal"
    inner.mkdir(parents=True)
    (inner / "libfoo.so").write_bytes(b"\x7fELF" + b"\0" * big + b"GLIBC_2.17\0GLIBC_2.34\0GLIBC_2.3.4\0")
    (inner / "libbar.so").write_bytes(b"\x7fELF" + b"GLIBC_2.35\0GLIBCXX_3.4.30\0")
    (inner / "notes.txt").write_bytes(b"GLIBC_2.99\0 is only words here")  # not a program: not counted
    (inner / "link.so").symlink_to(inner / "libfoo.so")
    (root / "black-hole-arcade").write_bytes(b"\x7fELF" + b"GLIBC_2.2.5\0")
    return root


def test_the_highest_glibc_named_by_a_program_or_library(tmp_path):
    check = load_tool("dist_check")
    bundle = fake_bundle(tmp_path / "b")
    assert check.glibc_needed(bundle) == ((2, 35), "_internal/libbar.so")


def test_a_link_counts_as_the_link_and_the_limit_fails_the_check(tmp_path, capsys):
    check = load_tool("dist_check")
    bundle = fake_bundle(tmp_path / "b", big=2_000_000)
    size = check.size_of(bundle)
    assert 2_000_000 < size < 2_100_000  # libfoo once, not again through its link
    assert check.main([str(bundle), "--no-start", "--limit-mb", "1"]) == 1
    assert "over the 1 MB limit" in capsys.readouterr().err
    assert check.main([str(bundle), "--no-start", "--limit-mb", "60"]) == 0
    out = capsys.readouterr().out
    assert "2.0 MB" in out and "needs glibc 2.35 or newer" in out
    assert check.main([str(tmp_path / "none"), "--no-start"]) == 2


def test_the_cold_start_runs_a_bundle_named_by_a_relative_path(tmp_path, monkeypatch, capsys):
    """`make dist-check` names dist/black-hole-arcade from the clone, and each start runs in a
    temporary folder: the program must be found from there too (CI: FileNotFoundError)."""
    check = load_tool("dist_check")
    bundle = fake_bundle(tmp_path / "dist" / "b")
    program = bundle / "black-hole-arcade"
    program.write_text("#!/bin/sh\nexit 0\n")
    program.chmod(0o755)
    monkeypatch.chdir(tmp_path)
    assert check.main(["dist/b", "--limit-mb", "60"]) == 0
    assert "cold start to the first frame and exit" in capsys.readouterr().out
