"""Check the frozen one-folder bundle (`make dist-check` runs this before starting it).

Prints the bundle's size and its biggest parts, and fails above the limit; prints the
highest glibc symbol version any of its programs or libraries needs (the oldest Linux it
runs on: README's "Building the bundle" names the distributions), and the cold start: the
bundle started headless until its first frame is drawn and it exits.

    .venv/bin/python tools/dist_check.py [dist/black-hole-arcade] [--limit-mb 60]
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "black-hole-arcade"
LIMIT_MB = 60.0
GLIBC = re.compile(rb"GLIBC_(\d+)\.(\d+)(?:\.(\d+))?\x00")


def size_of(path: Path) -> int:
    """Bytes on disk, a symbolic link counted as the link (the bundle links SDL into pygame_ce.libs)."""
    if path.is_symlink() or path.is_file():
        return path.lstat().st_size
    return sum(f.lstat().st_size for f in path.rglob("*") if f.is_symlink() or f.is_file())


def biggest(bundle: Path, n: int = 8) -> list[tuple[int, str]]:
    inner = bundle / "_internal" if (bundle / "_internal").is_dir() else bundle
    parts = [(size_of(p), p.name) for p in inner.iterdir()]
    return sorted(parts, reverse=True)[:n]


def is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def glibc_needed(bundle: Path) -> tuple[tuple[int, ...], str]:
    """The highest GLIBC_x.y version named by an ELF file of the bundle, and that file.

    A library names in its dynamic string table the glibc versions of the symbols it
    uses (glibc itself is never bundled, so no file here defines one)."""
    best: tuple[tuple[int, ...], str] = ((0,), "")
    for path in sorted(bundle.rglob("*")):
        if not path.is_file() or path.is_symlink() or not is_elf(path):
            continue
        for m in GLIBC.finditer(path.read_bytes()):
            version = tuple(int(g) for g in m.groups() if g is not None)
            if version > best[0]:
                best = (version, str(path.relative_to(bundle)))
    return best


def cold_start(program: Path, runs: int = 5) -> list[tuple[float, float]]:
    """Wall and CPU seconds from starting the bundle to its exit after the first frame (headless,
    a fresh home). The CPU time is what a busy machine cannot inflate."""
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as home:
            env = {
                "PATH": "/usr/bin:/bin",
                "HOME": os.environ.get("HOME", home),
                "BHA_HOME": home,
                "SDL_VIDEODRIVER": "dummy",
                "SDL_AUDIODRIVER": "dummy",
            }
            t0, c0 = time.perf_counter(), _child_cpu()
            subprocess.run(
                [str(program), "--windowed", "--size", "1280x720", "--frames", "1"],
                check=True,
                cwd=home,
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            times.append((time.perf_counter() - t0, _child_cpu() - c0))
    return times


def _child_cpu() -> float:
    use = resource.getrusage(resource.RUSAGE_CHILDREN)
    return use.ru_utime + use.ru_stime


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("bundle", nargs="?", type=Path, default=BUNDLE)
    p.add_argument("--limit-mb", type=float, default=LIMIT_MB)
    p.add_argument("--no-start", action="store_true", help="skip the cold-start timing")
    p.add_argument("--runs", type=int, default=5, help="cold starts to time (default 5)")
    args = p.parse_args(argv)
    bundle: Path = args.bundle
    if not bundle.is_dir():
        print(f"no bundle at {bundle}: run `make dist` first", file=sys.stderr)
        return 2
    total = size_of(bundle)
    mb = total / 1e6
    print(f"bundle {bundle}: {mb:.1f} MB ({total / 2**20:.1f} MiB) in {sum(1 for _ in bundle.rglob('*'))} files")
    for size, name in biggest(bundle):
        print(f"  {size / 1e6:6.1f} MB  {name}")
    version, where = glibc_needed(bundle)
    if where:
        print(f"needs glibc {'.'.join(map(str, version))} or newer (highest: {where})")
    else:
        print("names no glibc version (not a Linux bundle?)")
    if not args.no_start:
        times = cold_start((bundle / "black-hole-arcade").resolve(), max(1, args.runs))  # from a temporary folder
        walls, cpus = sorted(t for t, _ in times), sorted(c for _, c in times)
        # the fastest is the nearest to an idle machine's figure; the CPU time is what other load inflates least
        print(
            f"cold start to the first frame and exit: median {statistics.median(walls):.2f} s wall "
            f"(fastest {walls[0]:.2f}, slowest {walls[-1]:.2f}), median {statistics.median(cpus):.2f} s CPU "
            f"({cpus[0]:.2f}-{cpus[-1]:.2f}), of {len(times)} starts; load average {os.getloadavg()[0]:.1f}"
        )
    if mb > args.limit_mb:
        print(f"the bundle is {mb:.1f} MB, over the {args.limit_mb:.0f} MB limit", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
