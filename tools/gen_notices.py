"""Write assets/THIRD_PARTY_NOTICES.md: every component the wheel and the bundle carry, with its
licence text, so the arcade may be passed on (the About screen and --check-install read it).

Where each text comes from:
- the arcade's own LICENSE (MIT), the font's OFL and the controller database's zlib text, beside them;
- each Python distribution the arcade needs at run time (requirements.txt and what those need in
  turn), read from the installed distribution: its version, licence and licence files;
- the native libraries inside those wheels (pygame-ce's ``pygame_ce.libs/``), and the system
  libraries PyInstaller copies from this system into the Linux bundle: the LIBRARIES table below
  names each one's component and licence, and its text comes from tools/licences/ (see its
  README) or this system's Debian ``/usr/share/doc/<package>/copyright``; Python itself from
  its own LICENSE.txt.

A library nobody named here stops the tool: add it to LIBRARIES, or keep it out of the bundle
(tools/black-hole-arcade.spec). ``--check-bundle DIR`` checks a built bundle the same way: every
shared library in it must belong to a component the notices name.

Run: .venv/bin/python tools/gen_notices.py            (writes the file)
     .venv/bin/python tools/gen_notices.py --check-bundle dist/black-hole-arcade
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "THIRD_PARTY_NOTICES.md"
TEXTS = ROOT / "tools" / "licences"
DEBIAN_DOC = Path("/usr/share/doc")
LICENCE_FILE = re.compile(r"(LICEN[CS]E|COPYING|NOTICE)", re.IGNORECASE)


@dataclass(frozen=True)
class Library:
    """A native library: how its file name starts, its component, licence and where its text is."""

    prefix: str
    component: str
    licence: str
    text: str  # "tools:<file in tools/licences>", "debian:<package>" or "python"
    where: str = "pygame-ce's wheel"


LIBRARIES: tuple[Library, ...] = (
    Library("libSDL2-2", "SDL2", "Zlib", "tools:sdl2.txt"),
    Library("libSDL2_image", "SDL2_image", "Zlib", "tools:sdl2_image.txt"),
    Library("libSDL2_mixer", "SDL2_mixer", "Zlib", "tools:sdl2_mixer.txt"),
    Library("libSDL2_ttf", "SDL2_ttf", "Zlib", "tools:sdl2_ttf.txt"),
    Library("libFLAC", "FLAC", "BSD-3-Clause", "tools:FLAC.txt"),
    Library("libasound", "alsa-lib", "LGPL-2.1-or-later", "debian:libasound2"),
    Library("libbrotli", "Brotli", "MIT", "debian:libbrotli1"),
    Library("libfluidsynth", "FluidSynth", "LGPL-2.1-or-later", "tools:fluidsynth.txt"),
    Library("libfreetype", "FreeType", "FTL", "tools:freetype.txt"),
    Library("libharfbuzz", "HarfBuzz", "MIT", "debian:libharfbuzz0b"),
    Library("libjpeg", "libjpeg-turbo", "IJG AND BSD-3-Clause", "tools:jpeg.txt"),
    Library("libmpg123", "mpg123", "LGPL-2.1-only", "tools:mpg123.txt"),
    Library("libogg", "libogg", "BSD-3-Clause", "tools:ogg-vorbis.txt"),
    Library("libopusfile", "opusfile", "BSD-3-Clause", "tools:opusfile.txt"),
    Library("libopus-", "Opus", "BSD-3-Clause", "tools:opus.txt"),
    Library("libpng16", "libpng", "libpng-2.0", "tools:png.txt"),
    Library("libportmidi", "PortMidi", "Apache-2.0", "tools:portmidi.txt"),
    Library("libsharpyuv", "libwebp", "BSD-3-Clause", "tools:webp.txt"),
    Library("libsndfile", "libsndfile", "LGPL-2.1-or-later", "debian:libsndfile1"),
    Library("libtiff", "LibTIFF", "libtiff", "tools:tiff.txt"),
    Library("libvorbis", "libvorbis", "BSD-3-Clause", "tools:ogg-vorbis.txt"),
    Library("libwavpack", "WavPack", "BSD-3-Clause", "tools:wavpack.txt"),
    Library("libwebp", "libwebp", "BSD-3-Clause", "tools:webp.txt"),
    Library("libxmp", "libxmp", "MIT", "tools:xmp.txt"),
    # what PyInstaller copies from the building system into the Linux bundle (Debian 12 here)
    Library("libpython3", "Python", "PSF-2.0", "python", "the Linux bundle"),
    Library("libz.so", "zlib", "Zlib", "debian:zlib1g", "the Linux bundle"),
    Library("libbz2", "bzip2", "bzip2-1.0.6", "debian:libbz2-1.0", "the Linux bundle"),
    Library("liblzma", "XZ Utils (liblzma)", "0BSD", "debian:liblzma5", "the Linux bundle"),
    Library("libffi", "libffi", "MIT", "debian:libffi8", "the Linux bundle"),
    Library("libssl", "OpenSSL", "Apache-2.0", "debian:libssl3", "the Linux bundle"),
    Library("libcrypto", "OpenSSL", "Apache-2.0", "debian:libssl3", "the Linux bundle"),
    Library("libuuid", "util-linux (libuuid)", "BSD-3-Clause", "debian:libuuid1", "the Linux bundle"),
    Library("libX11", "libX11", "MIT AND X11", "debian:libx11-6", "the Linux bundle"),
    Library("libXau", "libXau", "MIT-open-group", "debian:libxau6", "the Linux bundle"),
    Library("libXdmcp", "libXdmcp", "MIT-open-group", "debian:libxdmcp6", "the Linux bundle"),
    Library("libbsd", "libbsd", "BSD-3-Clause AND ISC AND others", "debian:libbsd0", "the Linux bundle"),
    Library("libmd", "libmd", "BSD-3-Clause AND ISC AND others", "debian:libmd0", "the Linux bundle"),
    Library(
        "libstdc++", "GCC runtime libraries", "GPL-3.0 WITH GCC-exception-3.1", "debian:libgcc-s1", "the Linux bundle"
    ),
    Library(
        "libgcc_s", "GCC runtime libraries", "GPL-3.0 WITH GCC-exception-3.1", "debian:libgcc-s1", "the Linux bundle"
    ),
)


def library_for(file_name: str) -> Library | None:
    return next((lib for lib in LIBRARIES if file_name.startswith(lib.prefix)), None)


def runtime_distributions() -> list[metadata.Distribution]:
    """requirements.txt's distributions and, in turn, what they require (no extras), in name order."""
    lines = (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()
    todo = [Requirement(line).name for line in lines if line.strip() and not line.startswith("#")]
    seen: dict[str, metadata.Distribution] = {}
    while todo:
        name = todo.pop()
        key = canonical(name)
        if key in seen:
            continue
        dist = metadata.distribution(name)
        seen[key] = dist
        for text in dist.requires or []:
            req = Requirement(text)
            if req.marker is None or req.marker.evaluate({"extra": ""}):
                todo.append(req.name)
    return [seen[k] for k in sorted(seen)]


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def dist_licence(dist: metadata.Distribution) -> str:
    md = dist.metadata
    found = md.get("License-Expression") or md.get("License") or ""
    if not found or len(found) > 60:  # some put the whole text in License
        classifiers = [c.split(" :: ")[-1] for c in md.get_all("Classifier") or [] if c.startswith("License ::")]
        found = ", ".join(classifiers) or found.splitlines()[0]
    return found.strip()


def dist_texts(dist: metadata.Distribution) -> list[tuple[str, str]]:
    """(file, text) of each licence file a distribution installed."""
    out = []
    for f in dist.files or []:
        if LICENCE_FILE.search(f.name) and not f.name.endswith((".py", ".pyc", ".so")):
            path = Path(str(dist.locate_file(f)))
            if path.is_file():
                out.append((str(f), path.read_text(encoding="utf-8", errors="replace")))
    return out


def library_text(lib: Library) -> tuple[str, str]:
    kind, _, name = lib.text.partition(":")
    if kind == "tools":
        return f"tools/licences/{name}", (TEXTS / name).read_text(encoding="utf-8", errors="replace")
    if kind == "debian":
        path = DEBIAN_DOC / name / "copyright"
        return f"Debian's {name} copyright file", path.read_text(encoding="utf-8", errors="replace")
    path = Path(sys.base_prefix) / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "LICENSE.txt"
    return "Python's LICENSE.txt", path.read_text(encoding="utf-8", errors="replace")


def wheel_libraries(dists: list[metadata.Distribution]) -> dict[str, list[str]]:
    """The native libraries inside pygame-ce's wheel (``pygame_ce.libs/``), by component. Other
    wheels' own ``<name>.libs/`` are named by their licence files (numpy's LICENSE.txt lists them)."""
    found: dict[str, list[str]] = {}
    for dist in dists:
        if canonical(dist.metadata["Name"]) != "pygame-ce":
            continue
        for f in dist.files or []:
            parts = Path(str(f)).parts
            if len(parts) == 2 and parts[0].endswith(".libs") and ".so" in parts[1]:
                lib = library_for(parts[1])
                if lib is None:
                    raise SystemExit(f"{parts[1]} (in pygame-ce's wheel): no licence known; add it to LIBRARIES")
                found.setdefault(lib.component, []).append(parts[1])
    return found


def fence(text: str) -> str:
    return "````text\n" + text.rstrip() + "\n````\n"


def build() -> str:
    dists = runtime_distributions()
    in_wheels = wheel_libraries(dists)
    bundle_only = sorted({lib.component for lib in LIBRARIES if lib.where == "the Linux bundle"})
    rows = [("Black Hole Arcade", "its code and generated assets", "MIT", "everything")]
    rows += [
        ("DotGothic16 font", "assets/fonts", "OFL-1.1", "the wheel and the bundle"),
        ("SDL_GameControllerDB", "assets/controllers (2026-08)", "Zlib", "the wheel and the bundle"),
    ]
    rows += [(d.metadata["Name"], d.version, dist_licence(d), "a dependency; in the bundle") for d in dists]
    by_component: dict[str, Library] = {}
    for lib in LIBRARIES:
        by_component.setdefault(lib.component, lib)
    rows += [(c, "inside pygame-ce's wheel", by_component[c].licence, "with pygame-ce") for c in sorted(in_wheels)]
    rows += [(c, "copied from the build system", by_component[c].licence, "the Linux bundle") for c in bundle_only]
    out = [
        "# Third-party notices\n",
        "Black Hole Arcade's own code and the assets it generates (sprites, icons, sounds, music) are",
        "under the MIT licence, below. It carries the components in this table, each under its own",
        "licence, whose texts follow. Written by tools/gen_notices.py from the installed distributions,",
        "tools/licences/ and the building system's licence files; do not edit by hand.\n",
        "| component | version / where | licence | carried by |",
        "|---|---|---|---|",
        *(f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows),
        "",
        "## Black Hole Arcade — MIT\n",
        fence((ROOT / "LICENSE").read_text(encoding="utf-8")),
        "## DotGothic16 font — OFL-1.1\n",
        fence((ROOT / "assets" / "fonts" / "DotGothic16-OFL.txt").read_text(encoding="utf-8")),
        "## SDL_GameControllerDB — Zlib\n",
        fence((ROOT / "assets" / "controllers" / "LICENSE").read_text(encoding="utf-8")),
    ]
    for dist in dists:
        name = dist.metadata["Name"]
        out.append(f"## {name} {dist.version} — {dist_licence(dist)}\n")
        texts = dist_texts(dist)
        if not texts and canonical(name) == "pygame-ce":
            texts = [("tools/licences/pygame-ce-LGPL-2.1.txt", (TEXTS / "pygame-ce-LGPL-2.1.txt").read_text())]
        if not texts:
            raise SystemExit(f"{name} installed no licence file; add its text to tools/licences/")
        for where, text in texts:
            out += [f"From `{where}`:\n", fence(text)]
    for component in [*sorted(in_wheels), *bundle_only]:
        libs = [lib for lib in LIBRARIES if lib.component == component]
        where, text = library_text(libs[0])
        files = ", ".join(sorted(in_wheels.get(component, []))) or ", ".join(f"{lib.prefix}*" for lib in libs)
        out += [f"## {component} — {libs[0].licence}\n", f"In {libs[0].where}: {files}. From {where}:\n", fence(text)]
    return "\n".join(out)


def section_heads(notices: str) -> list[str]:
    """The notices' own section headings (not the headings inside a quoted licence text)."""
    heads, quoted = [], False
    for line in notices.splitlines():
        if line.startswith("````"):
            quoted = not quoted
        elif not quoted and line.startswith("## "):
            heads.append(line[3:])
    return heads


def check_bundle(folder: Path, notices: str) -> list[str]:
    """The bundle's shared libraries that no component of the notices accounts for."""
    heads = section_heads(notices)
    headings = {canonical(head.split(" ")[0]) for head in heads}
    components = {head.split(" — ")[0] for head in heads}
    # PyInstaller also puts each wheel's own libraries at the top of the bundle: they keep their wheel's owner
    wheel_owned = {p.name: p.parent.name for p in folder.rglob("*.libs/*")}
    lost = []
    for path in sorted(folder.rglob("*.so*")):
        if ".cpython-" in path.name or "lib-dynload" in path.parts or ".abi3." in path.name:
            continue  # Python extension modules: each under its distribution's (or Python's) licence
        owner = wheel_owned.get(path.name, path.parent.name)
        if owner.endswith(".libs") and owner != "pygame_ce.libs":
            if canonical(owner[: -len(".libs")]) not in headings:  # a wheel's own (numpy.libs: numpy's licence)
                lost.append(str(path.relative_to(folder)))
            continue
        lib = library_for(path.name)
        if lib is None or lib.component not in components:
            lost.append(str(path.relative_to(folder)))
    return lost


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--check-bundle", type=Path, help="check a built bundle's libraries against the notices")
    a = p.parse_args(argv)
    if a.check_bundle:
        lost = check_bundle(a.check_bundle, OUT.read_text(encoding="utf-8"))
        for name in lost:
            print(f"no licence notice for {name}: add it to tools/gen_notices.py or keep it out of the bundle")
        print(f"bundle libraries: {'all named in the notices' if not lost else f'{len(lost)} not named'}")
        return 1 if lost else 0
    text = build()
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)} ({len(text) // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
