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
DESKTOP = ROOT / "tools" / "desktop" / "black-hole-arcade.desktop"
METAINFO = ROOT / "tools" / "desktop" / "black-hole-arcade.metainfo.xml"


def test_every_package_under_game_and_scenes_is_installed():
    on_disk = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for top in ("game", "scenes")
        for p in (ROOT / top).rglob("__init__.py")
    }
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    assert on_disk <= listed, sorted(on_disk - listed)
    assert PYPROJECT["tool"]["setuptools"]["package-dir"][paths.ASSETS_PACKAGE] == "assets"


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
    assert PYPROJECT["project"]["gui-scripts"] == {"black-hole-arcade": "main:main"}
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "scenes.framework.version.__version__"}
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--version"], capture_output=True, text=True, timeout=60, cwd="/"
    )
    assert done.returncode == 0 and done.stdout.strip() == f"Black Hole Arcade {__version__}"


def test_the_icons_come_in_every_size_and_in_both_bundle_formats():
    gen = load_tool("gen_sprites")
    for n in (16, 32, 48, 64, 128, 256):
        surf = pygame.image.load(str(ROOT / "assets" / "icons" / f"icon_{n}.png"))
        assert surf.get_size() == (n, n)
        assert surf.get_at((n // 2, n // 2))[:3] == (0, 0, 0)  # the hole in the middle
    ico = (ROOT / "assets" / "icons" / "black-hole-arcade.ico").read_bytes()
    assert ico[:6] == b"\0\0\1\0\6\0"  # an icon file with six images
    icns = (ROOT / "assets" / "icons" / "black-hole-arcade.icns").read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)
    sheet, _ = gen.load_sources()
    pngs = {n: gen.png_bytes(s) for n, s in gen.icon_images(sheet).items()}
    assert gen.ico_bytes(pngs) == ico, "the icons are stale: make assets"


def test_the_desktop_entry_matches_the_window_class_the_app_sets():
    entry = ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(DESKTOP, encoding="utf-8")
    d = entry["Desktop Entry"]
    assert d["StartupWMClass"] == WM_CLASS
    assert d["Exec"] == "black-hole-arcade" and d["Icon"] == "black-hole-arcade"
    assert d["Type"] == "Application" and "Game" in d["Categories"].split(";")


def test_the_metainfo_names_the_entry_the_version_and_real_screenshots():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("launchable") == DESKTOP.name
    assert root.find("releases/release").get("version") == __version__
    shots = [img.text for img in root.iter("image")]
    assert len(shots) >= 5
    for url in shots:
        assert (ROOT / url.split(".invalid/", 1)[1]).is_file(), url


def test_make_install_desktop_puts_the_entry_and_icons_in_the_xdg_folders(tmp_path):
    done = subprocess.run(
        ["make", "-s", "install-desktop", f"XDG_DATA_HOME={tmp_path}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "applications" / "black-hole-arcade.desktop").is_file()
    assert (tmp_path / "metainfo" / "black-hole-arcade.metainfo.xml").is_file()
    for n in (16, 256):
        assert (tmp_path / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "black-hole-arcade.png").is_file()


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
        package = ".".join((paths.ASSETS_PACKAGE, *folder))
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
