"""The program as players install it: pyproject's package list, the version, icons, the desktop
entry, and the one-line refusals of a copy that cannot run. (pip install and the frozen bundle
themselves are built and started by .ci/run: too slow for the suite.)"""

import os
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from configparser import ConfigParser
from pathlib import Path

import pygame
import pytest

from scenes.framework import launch, paths
from scenes.framework.display import WM_CLASS
from scenes.framework.startup import BROKEN_INSTALL, StartupError
from scenes.framework.version import __version__
from tools.harness.assets_loader import load_tool

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
APP_ID = "io.github.blackholearcade.BlackHoleArcade"  # the desktop file, icons, AppStream id and window class
DESKTOP = ROOT / "tools" / "desktop" / f"{APP_ID}.desktop"
METAINFO = ROOT / "tools" / "desktop" / f"{APP_ID}.metainfo.xml"


PRIVATE = "black_hole_arcade"  # the one top-level name an installed copy has


def test_every_package_under_game_and_scenes_is_installed_under_the_private_name():
    folders = [p.parent for top in ("game", "scenes") for p in (ROOT / top).rglob("__init__.py")]
    folders += [ROOT / "assets", *(p for p in (ROOT / "assets").iterdir() if p.is_dir())]
    wanted = {".".join((PRIVATE, *f.relative_to(ROOT).parts)) for f in folders}
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    assert wanted | {PRIVATE} == listed, (sorted(wanted - listed), sorted(listed - wanted - {PRIVATE}))
    assert PYPROJECT["tool"]["setuptools"]["package-dir"] == {PRIVATE: "."}


def test_every_distribution_the_code_imports_is_declared():
    """gui.py reaches into python-i18n (pygame_gui's own dependency): it is declared, like every import."""
    import ast
    from importlib.metadata import packages_distributions

    first_party = {"game", "scenes", "main", "tools", "tests"}
    tops: set[str] = set()
    for path in [ROOT / "main.py", *(ROOT / "game").rglob("*.py"), *(ROOT / "scenes").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                tops |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                tops.add(node.module.split(".")[0])
    third = sorted(t for t in tops - first_party if t not in sys.stdlib_module_names)
    owners = packages_distributions()
    declared = {
        re.split(r"[<>=!~ ;\[]", r, maxsplit=1)[0].lower().replace("_", "-")
        for r in PYPROJECT["project"]["dependencies"]
    }
    for top in third:
        dists = {d.lower().replace("_", "-") for d in owners.get(top, [])}
        assert dists & declared, f"{top} (from {sorted(dists)}) is imported but not declared"
    assert "i18n" in third


def test_the_dependencies_match_requirements_txt():
    reqs = [
        line.strip()
        for line in (ROOT / "requirements.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert PYPROJECT["project"]["dependencies"] == reqs
    floor = re.search(r"pygame-ce>=([0-9.]+)", " ".join(reqs))
    assert floor and tuple(map(int, floor[1].split("."))) >= (2, 5, 6)  # set_led, is_vsync as used


def test_the_command_is_main_main_and_prints_the_version():
    assert PYPROJECT["project"]["gui-scripts"] == {"black-hole-arcade": "black_hole_arcade.main:main"}
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "scenes.framework.version.__version__"}
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--version"], capture_output=True, text=True, timeout=60, cwd="/"
    )
    assert done.returncode == 0 and done.stdout.strip() == f"Black Hole Arcade {__version__}"


def icon_png(n: int) -> Path:
    """The n px icon: the 16 px one is the icon sprite itself (one file, not two alike)."""
    return ROOT / "assets" / ("sprites/icon.png" if n == 16 else f"icons/icon_{n}.png")


def test_the_icons_come_in_every_size_and_in_both_bundle_formats():
    gen = load_tool("gen_sprites")
    for n in (16, 32, 48, 64, 128, 256):
        surf = pygame.image.load(str(icon_png(n)))
        assert surf.get_size() == (n, n)
        assert surf.get_at((n // 2, n // 2))[:3] == (0, 0, 0)  # the hole in the middle
    ico = (ROOT / "assets" / "icons" / "black-hole-arcade.ico").read_bytes()
    assert ico[:6] == b"\0\0\1\0\6\0"  # an icon file with six images
    icns = (ROOT / "assets" / "icons" / "black-hole-arcade.icns").read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)
    sheet, _ = gen.load_sources()
    pngs = {n: gen.png_bytes(s) for n, s in gen.icon_images(sheet).items()}
    assert gen.ico_bytes(pngs) == ico, "the icons are stale: make assets"


def _entry(path: Path):
    entry = ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(path, encoding="utf-8")
    return entry["Desktop Entry"]


def test_one_reverse_dns_id_names_the_entry_the_icons_the_component_and_the_window():
    d = _entry(DESKTOP)
    assert WM_CLASS == APP_ID and d["StartupWMClass"] == APP_ID
    assert d["Exec"] == "black-hole-arcade" and d["Icon"] == APP_ID
    assert d["Type"] == "Application" and "Game" in d["Categories"].split(";")
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID and root.findtext("launchable") == DESKTOP.name
    spec = (ROOT / "tools" / "black-hole-arcade.spec").read_text(encoding="utf-8")
    assert f'bundle_identifier="{APP_ID}"' in spec


def test_the_metainfo_names_the_licences_the_version_and_real_screenshots():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("project_license") == "MIT" and root.findtext("metadata_license") == "CC0-1.0"
    assert root.find("releases/release").get("version") == __version__
    # relative paths (in a comment: AppStream takes web URLs only) until the project has a public home
    shots = re.findall(r"screenshot: (\S+)", METAINFO.read_text(encoding="utf-8"))
    assert len(shots) >= 5 and all((ROOT / path).is_file() for path in shots), shots
    assert root.find("screenshots") is None


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstreamcli is not installed")
def test_appstreamcli_validates_the_metainfo_with_no_error_or_warning():
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--no-color", str(METAINFO)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert not re.search(r"^\s*[EW]: ", done.stdout, re.M), done.stdout


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-validate is not installed")
def test_desktop_file_validate_passes_the_entry_and_the_installed_one(tmp_path):
    program = _fake_program(tmp_path / "my games" / 'it\'s "here" $HOME')
    _install_desktop(tmp_path / "data", str(program))
    for path in (DESKTOP, tmp_path / "data" / "applications" / DESKTOP.name):
        done = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and not done.stdout.strip() and not done.stderr.strip(), done.stdout + done.stderr


def _exec_argv(value: str) -> list[str]:
    """An Exec value as a launcher reads it (Desktop Entry spec): the string's escapes, then
    arguments split at spaces, a quoted one with \\" \\` \\$ \\\\ escaped inside, %% a percent sign."""
    assert "%" not in value.replace("%%", "")  # no field codes
    text = re.sub(r"\\(.)", lambda m: {"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(m[1], m[1]), value)
    args: list[str] = []
    arg, quoted, i = None, False, 0
    while i < len(text):
        c = text[i]
        if quoted and c == "\\" and i + 1 < len(text) and text[i + 1] in '"`$\\':
            arg, i = arg + text[i + 1], i + 2
            continue
        if c == '"':
            quoted, arg = not quoted, arg or ""
        elif c == " " and not quoted:
            if arg is not None:
                args.append(arg)
            arg = None
        else:
            assert quoted or c not in "\\'`$;&|<>~*?#()", f"{c!r} unquoted in {value!r}"
            arg = (arg or "") + c
        i += 1
    assert not quoted, value
    return [a.replace("%%", "%") for a in [*args, *([arg] if arg is not None else [])]]


def _fake_program(folder: Path) -> Path:
    folder.mkdir(parents=True)
    program = folder / "black-hole-arcade"
    program.write_text('#!/bin/sh\necho ran "$0" "$@"\n')
    program.chmod(0o755)
    return program


def _install_desktop(data: Path, *command: str, script: Path = ROOT / "tools" / "desktop" / "install-desktop"):
    env = {**os.environ, "XDG_DATA_HOME": str(data)}
    done = subprocess.run(["sh", str(script), *command], capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    return _entry(data / "applications" / DESKTOP.name)


def test_exec_is_quoted_for_a_folder_with_spaces_quotes_and_dollars(tmp_path):
    program = _fake_program(tmp_path / "my games" / 'odd "name" $HOME `x` back\\slash 100%')
    d = _install_desktop(tmp_path / "data", str(program), "--windowed")
    argv = _exec_argv(d["Exec"])
    assert argv == [str(program), "--windowed"]
    ran = subprocess.run(argv, capture_output=True, text=True, timeout=30)
    assert ran.stdout.strip() == f"ran {program} --windowed"
    assert d["Icon"] == APP_ID


def test_make_install_desktop_from_a_clone_in_a_folder_with_a_space(tmp_path):
    clone = tmp_path / "my clone"
    clone.mkdir()
    for name in ("Makefile", "main.py", "game", "scenes", "assets", "tools", ".venv"):
        (clone / name).symlink_to(ROOT / name)
    data = tmp_path / "xdg data"
    env = {**os.environ, "PATH": "/usr/bin:/bin"}  # no black-hole-arcade command: the entry runs the clone
    done = subprocess.run(
        ["make", "-s", "install-desktop", f"XDG_DATA_HOME={data}"],
        cwd=clone,
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    argv = _exec_argv(_entry(data / "applications" / DESKTOP.name)["Exec"])
    assert argv == [str(clone / ".venv" / "bin" / "python"), str(clone / "main.py")]
    ran = subprocess.run([*argv, "--version"], capture_output=True, text=True, timeout=60, cwd="/")
    assert ran.stdout.strip() == f"Black Hole Arcade {__version__}", ran.stderr
    assert (data / "metainfo" / METAINFO.name).is_file()
    for n in (16, 32, 256):
        icon = data / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png"
        assert pygame.image.load(str(icon)).get_size() == (n, n)
    done = subprocess.run(
        ["make", "-s", "uninstall-desktop", f"XDG_DATA_HOME={data}"],
        cwd=clone,
        capture_output=True,
        timeout=60,
        env=env,
    )
    assert done.returncode == 0 and not (data / "applications" / DESKTOP.name).exists()
    assert not list((data / "icons").rglob("*.png"))


def test_the_bundles_own_script_points_the_entry_at_the_bundle_where_it_lies(tmp_path):
    """The layout tools/black-hole-arcade.spec makes: the program, _internal/assets, and beside them
    the desktop file, the AppStream data and install-desktop."""
    bundle = tmp_path / "Games folder" / "black-hole-arcade"
    program = _fake_program(bundle)
    (bundle / "_internal").mkdir()
    (bundle / "_internal" / "assets").symlink_to(ROOT / "assets")
    for name in (DESKTOP.name, METAINFO.name, "install-desktop"):
        shutil.copy2(ROOT / "tools" / "desktop" / name, bundle / name)
    spec = (ROOT / "tools" / "black-hole-arcade.spec").read_text(encoding="utf-8")
    assert '"install-desktop"' in spec and "{ID}.desktop" in spec and "{ID}.metainfo.xml" in spec
    d = _install_desktop(tmp_path / "data", script=bundle / "install-desktop")
    assert _exec_argv(d["Exec"]) == [str(program)]
    assert (tmp_path / "data" / "icons" / "hicolor" / "64x64" / "apps" / f"{APP_ID}.png").is_file()


def test_a_missing_game_file_is_one_line_naming_it(tmp_path, monkeypatch):
    copy = tmp_path / "assets"
    shutil.copytree(paths.ASSETS, copy)
    (copy / "sprites" / "star_1.png").unlink()
    monkeypatch.setattr(paths, "ASSETS", copy)
    with pytest.raises(StartupError) as refused:
        launch.run(lambda argv: pytest.fail("the app must not start"), [])
    assert refused.value.code == BROKEN_INSTALL
    assert "\n" not in str(refused.value) and str(copy / "sprites" / "star_1.png") in str(refused.value)


def test_a_missing_game_file_stops_the_real_program_in_one_line(tmp_path):
    """End to end: an installed-looking copy without its controller mappings."""
    copy = tmp_path / "copy"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".venv", ".git", "dist", "build", "__pycache__"))
    (copy / "assets" / "controllers" / "gamecontrollerdb.txt").unlink()
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "BHA_HOME": str(tmp_path / "h")}
    done = subprocess.run(
        [sys.executable, str(copy / "main.py"), "--frames", "1"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == BROKEN_INSTALL
    assert done.stderr.count("\n") == 1 and "gamecontrollerdb.txt" in done.stderr and "Traceback" not in done.stderr


def test_an_unreadable_font_is_named_too(tmp_path):
    copy = tmp_path / "assets"
    shutil.copytree(paths.ASSETS, copy)
    font = copy / "fonts" / "DotGothic16-Regular.ttf"
    font.unlink()
    font.mkdir()  # there, but not a file one can read
    assert paths.missing_asset(copy) == font


def test_no_video_device_is_one_line_and_exit_2(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "no-such-driver", "SDL_AUDIODRIVER": "dummy", "BHA_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--frames", "1"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("Black Hole Arcade: ")
    assert "Traceback" not in done.stderr


def test_check_install_finds_the_files_the_sdl_library_and_the_worker():
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--check-install"], capture_output=True, text=True, timeout=120, cwd="/"
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "(all there)" in done.stdout and "NOT FOUND" not in done.stdout and "ran a job" in done.stdout
    counts = re.search(r"controller mappings: (\d+) SDL's own; (\d+) of the shipped file's (\d+) for \w+", done.stdout)
    assert counts and int(counts[1]) > 0 and 0 < int(counts[2]) < int(counts[3]), done.stdout


def test_the_menu_theme_names_its_font_by_path_so_an_installed_copy_finds_it():
    from scenes.framework.gui import theme_data

    data = theme_data()
    fonts = [b["font"] for b in data.values() if isinstance(b, dict) and isinstance(b.get("font"), dict)]
    assert fonts and not any(k.endswith("_resource") for f in fonts for k in f)
    assert all(Path(f["regular_path"]).is_file() for f in fonts if "regular_path" in f)


def test_every_file_under_assets_is_package_data():
    """A new kind of asset file must be added to pyproject.toml, or an installed copy lacks it."""
    import fnmatch

    globs = PYPROJECT["tool"]["setuptools"]["package-data"]
    missing = []
    for path in sorted((ROOT / "assets").rglob("*")):
        if path.is_dir():
            continue
        folder = path.parent.relative_to(ROOT / "assets").parts
        package = ".".join((PRIVATE, "assets", *folder))
        if not any(fnmatch.fnmatch(path.name, g) for g in globs.get(package, [])):
            missing.append(str(path.relative_to(ROOT)))
    assert not missing, missing


def test_no_module_finds_assets_by_its_own_path():
    """Every game file is read through paths.ASSETS: a path built from a module's own place
    works in a clone only (the installed copy lost its small-text font that way)."""
    offenders = []
    for path in sorted([*(ROOT / "scenes").rglob("*.py"), *(ROOT / "game").rglob("*.py"), ROOT / "main.py"]):
        if path.name == "paths.py":
            continue
        text = path.read_text(encoding="utf-8")
        if re.search(r"""__file__\).*["']assets["']|parent\.parent\.parent""", text):
            offenders.append(str(path.relative_to(ROOT)))
    assert not offenders, offenders


def _clashing_wheel(folder: Path) -> Path:
    """A wheel of another project with its own top-level main, game, scenes and assets, and a command."""
    import zipfile

    name, version = "clashing_names", "1.0"
    info = f"{name}-{version}.dist-info"
    files = {
        "main.py": "def main():\n    print('the other main')\n    return 0\n",
        "game/__init__.py": "WHO = 'the other game'\n",
        "scenes/__init__.py": "WHO = 'the other scenes'\n",
        "assets/readme.txt": "the other assets\n",
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: hand\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        f"{info}/entry_points.txt": "[console_scripts]\nother-main = main:main\n",
        f"{info}/top_level.txt": "assets\ngame\nmain\nscenes\n",
    }
    files[f"{info}/RECORD"] = "".join(f"{p},,\n" for p in files) + f"{info}/RECORD,,\n"
    path = folder / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as z:
        for inner, text in files.items():
            z.writestr(inner, text)
    return path


def _wheel_checks(wheel: Path) -> None:
    """What check-wheel-contents' W002 (duplicates), W009 (several top-level names) and W010
    (a top-level folder without Python) look for, read from the wheel itself."""
    import hashlib
    import zipfile

    with zipfile.ZipFile(wheel) as z:
        names = [n for n in z.namelist() if not n.endswith("/")]
        tops = {n.split("/")[0] for n in names if ".dist-info/" not in n}
        assert tops == {PRIVATE}, tops
        digests: dict[str, list[str]] = {}
        for n in names:
            data = z.read(n)
            if data and not n.endswith(".dist-info/RECORD"):
                digests.setdefault(hashlib.sha256(data).hexdigest(), []).append(n)
        assert not [v for v in digests.values() if len(v) > 1]
        assert f"{PRIVATE}/main.py" in names and f"{PRIVATE}/assets/theme.json" in names
        assert f"{PRIVATE}/assets/THIRD_PARTY_NOTICES.md" in names
        assert f"{PRIVATE}/assets/phone/controller.html" in names  # the phones' page, served from package data
        assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)


@pytest.mark.slow
def test_the_wheel_installs_beside_a_package_with_the_same_generic_names(tmp_path):
    """Both commands work; removing the other package leaves the arcade working."""
    wheels, source = tmp_path / "wheels", tmp_path / "source"  # a copy: the build leaves build/ and egg-info
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".venv", ".git", "dist", "build", "__pycache__"))
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(wheels), str(source)],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=tmp_path,
    )
    assert built.returncode == 0, built.stderr[-3000:]
    (arcade,) = wheels.glob("black_hole_arcade-*.whl")
    _wheel_checks(arcade)
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    py = venv / "bin" / "python"
    site = Path(
        subprocess.check_output(
            [str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], text=True
        ).strip()
    )
    # the dependencies come from this test run's environment (no network); the arcade and the other come as wheels
    import pygame as _pg

    (site / "deps-from-the-dev-venv.pth").write_text(str(Path(_pg.__file__).parents[1]) + "\n")
    other = _clashing_wheel(tmp_path)
    for wheel in (other, arcade):
        done = subprocess.run(
            [str(py), "-m", "pip", "install", "--quiet", "--no-deps", "--no-index", str(wheel)],
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "BHA_HOME": str(tmp_path / "home")}
    env.pop("PYTHONPATH", None)

    def arcade_runs() -> None:
        version = subprocess.run(
            [str(venv / "bin" / "black-hole-arcade"), "--version"],
            capture_output=True,
            text=True,
            timeout=60,
            env=env,
            cwd=tmp_path,
        )
        assert version.returncode == 0 and version.stdout.strip() == f"Black Hole Arcade {__version__}", version
        check = subprocess.run(
            [str(venv / "bin" / "black-hole-arcade"), "--check-install"],
            capture_output=True,
            text=True,
            timeout=120,
            env=env,
            cwd=tmp_path,
        )
        assert check.returncode == 0 and "(all there)" in check.stdout, check.stdout + check.stderr
        assert str(site / PRIVATE / "assets") in check.stdout
        demo = subprocess.run(
            [str(venv / "bin" / "black-hole-arcade"), "--demo", "--frames", "30", "--windowed"],
            capture_output=True,
            text=True,
            timeout=120,
            env=env,
            cwd=tmp_path,
        )
        assert demo.returncode == 0, demo.stderr[-2000:]

    arcade_runs()
    mine = subprocess.run([str(venv / "bin" / "other-main")], capture_output=True, text=True, timeout=60, env=env)
    assert mine.stdout.strip() == "the other main"
    theirs = subprocess.run(
        [str(py), "-c", "import game, scenes; print(game.WHO, '/', scenes.WHO)"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=tmp_path,
    )
    assert theirs.stdout.strip() == "the other game / the other scenes"
    assert sorted(
        p.name
        for p in site.iterdir()
        if not p.name.endswith((".dist-info", ".pth"))
        and p.name not in ("_distutils_hack", "pip", "setuptools", "pkg_resources", "__pycache__")
    ) == sorted([PRIVATE, "assets", "game", "main.py", "scenes"])
    done = subprocess.run(
        [str(py), "-m", "pip", "uninstall", "--quiet", "-y", "clashing_names"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert not (site / "main.py").exists() and (site / PRIVATE / "main.py").is_file()
    arcade_runs()


def test_the_long_description_is_safe_for_pypi():
    """PyPI shows it with no folder around it: no relative links or pictures, no raw HTML."""
    readme = PYPROJECT["project"]["readme"]
    assert readme["content-type"] == "text/markdown"
    text = (ROOT / readme["file"]).read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)]*)\)", text)
    assert all(link.startswith("https://") for link in links), links
    assert "<" not in text and "![" not in text
    assert "urls" not in PYPROJECT["project"]  # no public home yet: no project URLs that would not be true
    classifiers = PYPROJECT["project"]["classifiers"]
    assert "Topic :: Games/Entertainment :: Puzzle Games" in classifiers
    assert {"Environment :: X11 Applications", "Environment :: Win32 (MS Windows)", "Environment :: MacOS X"} <= set(
        classifiers
    )
    assert not [c for c in classifiers if c.startswith("License ::")]  # PEP 639: the License-Expression says it


SDIST_HOLDS = (
    "Makefile",
    "LICENSE",
    "CHANGELOG.md",
    "tests/conftest.py",
    "tools/gen_notices.py",
    "docs/ARCHITECTURE.md",
    f"tools/desktop/{APP_ID}.desktop",
    f"tools/desktop/{APP_ID}.metainfo.xml",
    "tools/desktop/install-desktop",
    ".ci/run",
    "requirements-dev.txt",
    "assets/THIRD_PARTY_NOTICES.md",
)


@pytest.mark.slow
def test_the_sdist_holds_the_tests_tools_docs_desktop_files_and_makefile_and_builds_a_wheel(tmp_path):
    import tarfile

    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".venv", ".git", "dist", "build", "__pycache__"))
    venv = tmp_path / "build-venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    py = str(venv / "bin" / "python")
    subprocess.run([py, "-m", "pip", "install", "--quiet", "setuptools>=77"], check=True, timeout=300)
    out = tmp_path / "sdist"
    made = subprocess.run(
        [py, "-c", "import sys; from setuptools import build_meta as b; print(b.build_sdist(sys.argv[1]))", str(out)],
        cwd=source,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert made.returncode == 0, made.stderr[-3000:]
    (tarball,) = out.glob("black_hole_arcade-*.tar.gz")
    with tarfile.open(tarball) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
        tar.extractall(tmp_path / "unpacked", filter="data")
    missing = [n for n in SDIST_HOLDS if n not in names]
    assert not missing, missing
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    (unpacked,) = (tmp_path / "unpacked").iterdir()
    wheels = tmp_path / "wheels"
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(wheels), str(unpacked)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert built.returncode == 0, built.stderr[-3000:]
    (wheel,) = wheels.glob("*.whl")
    _wheel_checks(wheel)


def test_a_damaged_theme_or_font_is_named_at_start_and_by_check_install(tmp_path, monkeypatch, capsys):
    """Issue 30 item 11: a raw JSONDecodeError at start-up, and --check-install said "(all there)"."""
    copy = tmp_path / "assets"
    shutil.copytree(paths.ASSETS, copy)
    monkeypatch.setattr(paths, "ASSETS", copy)
    (copy / "theme.json").write_text('{"button": {"colours": ')
    with pytest.raises(StartupError) as refused:
        launch.run(lambda argv: pytest.fail("the app must not start"), [])
    assert refused.value.code == BROKEN_INSTALL and "theme.json is damaged" in str(refused.value)
    shutil.copy(ROOT / "assets" / "theme.json", copy / "theme.json")
    font = copy / "fonts" / "DotGothic16-Regular.ttf"
    font.write_bytes(font.read_bytes()[:5000])  # cut short
    assert launch.check_install() == BROKEN_INSTALL
    out = capsys.readouterr().out
    assert "(all there)" not in out and "DAMAGED" in out and "DotGothic16-Regular.ttf is damaged" in out
