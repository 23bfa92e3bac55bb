"""The arcade may be passed on: MIT for its own code and generated assets, and the notices file
names every component the wheel and the bundle carry, each with its licence text."""

import shutil
import tomllib
from pathlib import Path

from scenes.framework import launch, licences, paths
from scenes.framework.startup import BROKEN_INSTALL
from tools.harness.assets_loader import load_tool

ROOT = Path(__file__).resolve().parents[2]
NOTICES = licences.notices_text()


def _section(heading_start: str) -> str:
    """The text under the first heading that starts so, up to the next heading."""
    head = next(line for line in NOTICES.splitlines() if line.startswith("## " + heading_start))
    body = NOTICES.split(head + "\n", 1)[1]
    return body.split("\n## ", 1)[0]


def test_the_project_is_mit_in_the_licence_file_the_metadata_and_the_notices():
    mit = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert mit.startswith("MIT License") and "Permission is hereby granted, free of charge" in mit
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT"
    assert project["license-files"] == ["LICENSE"]  # the notices are package data: one copy in the wheel
    assert mit.strip() in _section("Black Hole Arcade")
    first = licences.components(NOTICES)[0]
    assert (first.name, first.licence) == ("Black Hole Arcade", "MIT")


def test_the_notices_name_every_runtime_dependency_with_its_licence_text():
    gen = load_tool("gen_notices")
    dists = gen.runtime_distributions()
    names = {d.metadata["Name"] for d in dists}
    assert {"pygame-ce", "pygame_gui", "python-i18n", "platformdirs", "pysol_cards", "msgspec"} <= names
    listed = {c.name for c in licences.components(NOTICES)}
    for dist in dists:
        name = dist.metadata["Name"]
        assert name in listed, name
        body = _section(f"{name} ")
        assert "````text" in body and len(body) > 300, name  # a licence text, not only a name


def test_every_library_inside_pygame_ce_and_the_font_and_mappings_have_their_text():
    gen = load_tool("gen_notices")
    listed = {c.name for c in licences.components(NOTICES)}
    inside = gen.wheel_libraries(gen.runtime_distributions())
    assert {"SDL2", "SDL2_mixer", "FreeType"} <= set(inside)
    for component in inside:
        assert component in listed and len(_section(f"{component} — ")) > 200, component
    assert "License: OFL-1.1" in _section("DotGothic16") and "Open Font License" in _section("DotGothic16")
    assert "Sam Lantinga" in _section("SDL_GameControllerDB")


def test_a_bundle_library_nobody_named_is_caught(tmp_path):
    gen = load_tool("gen_notices")
    bundle = tmp_path / "bundle" / "_internal"
    (bundle / "pygame_ce.libs").mkdir(parents=True)
    for name in ("libz.so.1", "libpython3.11.so.1.0", "pygame_ce.libs/libSDL2-2-abc.so.0", "x.cpython-311-x86_64.so"):
        (bundle / name).write_bytes(b"")
    assert gen.check_bundle(tmp_path / "bundle", NOTICES) == []
    (bundle / "libreadline.so.8").write_bytes(b"")  # GPL-3.0: kept out of the bundle (tools/black-hole-arcade.spec)
    assert gen.check_bundle(tmp_path / "bundle", NOTICES) == ["_internal/libreadline.so.8"]


def test_check_install_says_where_the_notices_are_and_fails_without_them(tmp_path, monkeypatch, capsys):
    assert launch.check_install() == 0
    assert f"licence notices: {licences.notices_path()}" in capsys.readouterr().out
    copy = tmp_path / "assets"
    shutil.copytree(paths.ASSETS, copy)
    (copy / licences.NOTICES_NAME).unlink()
    monkeypatch.setattr(paths, "ASSETS", copy)
    assert launch.check_install() == BROKEN_INSTALL
    assert f"licence notices: MISSING {copy / licences.NOTICES_NAME}" in capsys.readouterr().out
