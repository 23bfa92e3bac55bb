"""The command line: every flag checked up front, a bad one is one line on stderr and exit 2."""

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from scenes.framework.app import MAX_SIZE, parse_args

REPO = Path(__file__).resolve().parents[2]


def refused(capsys, *argv: str) -> str:
    with pytest.raises(SystemExit) as stop:
        parse_args(list(argv))
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("black-hole-arcade: error: ")
    return err


@pytest.mark.parametrize(
    "size",
    [
        "99999x99999",
        "7681x4320",
        "7680x4321",
        "159x90",
        "160x89",
        "0x0",
        "-640x360",
        "huge",
        "1280x720x3",
        "1280x",
        "\u0661\u0662\u0668\u0660x720",
        "1280\u00b2x720",
        "128\u00b2x720",
    ],
)
def test_a_size_out_of_range_or_not_ascii_digits_is_refused(capsys, size):
    assert "--size" in refused(capsys, "--size", size)


def test_sizes_in_range_are_taken():
    assert parse_args(["--size", "160x90"]).size == (160, 90)
    assert parse_args(["--size", f"{MAX_SIZE[0]}x{MAX_SIZE[1]}"]).size == MAX_SIZE
    assert parse_args(["--size=1366X768"]).windowed


@pytest.mark.parametrize("frames", ["0", "-5", "abc", "1.5", "\u00b2", ""])
def test_frames_below_one_are_refused(capsys, frames):
    assert "--frames" in refused(capsys, "--frames", frames)


def test_frames_of_one_or_more_are_taken():
    assert parse_args(["--frames", "1"]).frames == 1
    assert parse_args(["--frames", "600"]).frames == 600


def test_screenshot_to_a_folder_is_refused(capsys, tmp_path):
    assert "folder" in refused(capsys, "--screenshot", str(tmp_path))
    assert "folder" in refused(capsys, "--screenshot", str(tmp_path / "shots") + "/")


def test_screenshot_never_creates_folders(capsys, tmp_path):
    target = tmp_path / "a" / "b" / "shot.png"
    assert "does not exist" in refused(capsys, "--screenshot", str(target))
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_screenshot_to_dev_full_is_refused(capsys):
    assert "not a regular file" in refused(capsys, "--screenshot", "/dev/full")


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root may write anywhere")
def test_screenshot_in_a_read_only_folder_is_refused(capsys, tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        assert "cannot write" in refused(capsys, "--screenshot", str(folder / "s.png"))
    finally:
        folder.chmod(0o700)


def test_screenshot_to_a_new_file_in_an_existing_folder_is_taken(tmp_path):
    assert parse_args(["--screenshot", str(tmp_path / "shot.png")]).screenshot == tmp_path / "shot.png"


def run_main(tmp_path, *argv):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", BHA_HOME=str(tmp_path / "home"))
    return subprocess.run(
        [sys.executable, str(REPO / "main.py"), *argv], env=env, cwd=REPO, capture_output=True, text=True, timeout=120
    )


@pytest.mark.slow
def test_the_real_program_exits_2_with_one_line_on_a_bad_flag(tmp_path):
    done = run_main(tmp_path, "--windowed", "--size", "99999x99999", "--frames", "1")
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "--size" in done.stderr
    done = run_main(tmp_path, "--windowed", "--frames", "0")
    assert done.returncode == 2 and "--frames" in done.stderr
    done = run_main(tmp_path, "--windowed", "--frames", "1", "--screenshot", str(tmp_path))
    assert done.returncode == 2 and "--screenshot" in done.stderr


@pytest.mark.slow
def test_the_real_program_saves_the_screenshot_and_exits_0(tmp_path):
    shot = tmp_path / "shot.png"
    done = run_main(tmp_path, "--windowed", "--size", "320x180", "--frames", "2", "--screenshot", str(shot))
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(shot)).get_size() == (320, 180)
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_a_screenshot_that_fails_at_exit_says_so_and_exits_1(tmp_path, capsys):
    import main

    os.environ["BHA_HOME"] = str(tmp_path / "home")
    shot = tmp_path / "shot.png"
    app = main.create_app(["--windowed", "--size", "320x180", "--frames", "1", "--screenshot", str(shot)])
    shot.mkdir()  # the path became a folder while the game ran
    app.run()
    assert app.exit_code == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "screenshot not saved" in err


def test_a_display_that_is_not_there_falls_back_to_the_first_with_a_notice(tmp_path):
    done = run_main(tmp_path, "--windowed", "--display", "7", "--frames", "2")
    assert done.returncode == 0
    assert "There is no display 7 (this computer has 1 display); using the first." in done.stderr


def test_display_wants_a_number_from_one(capsys):
    assert "--display" in refused(capsys, "--display", "0")
    assert parse_args(["--display", "2"]).display == 2


def _real(*argv: str, **env: str) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if k != "BHA_HOME"}
    clean.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **env)
    return subprocess.run(
        [sys.executable, str(REPO / "main.py"), *argv], capture_output=True, text=True, timeout=60, env=clean, cwd="/"
    )


def test_help_names_the_games_this_systems_data_folders_and_bha_home():
    import platformdirs

    from scenes.framework.paths import APP_NAME
    from scenes.play import entries

    done = _real("--help")
    assert done.returncode == 0, done.stderr
    text = " ".join(done.stdout.split())  # argparse wraps lines
    for entry in entries.games():
        assert f"{entry.key} {entry.name}" in text, entry.key
    assert platformdirs.user_config_dir(APP_NAME, appauthor=False) in done.stdout
    assert platformdirs.user_data_dir(APP_NAME, appauthor=False) in done.stdout
    assert "BHA_HOME" in done.stdout


def test_help_under_bha_home_names_its_folders(tmp_path):
    done = _real("--help", BHA_HOME=str(tmp_path))
    assert done.returncode == 0 and str(tmp_path / "config") in done.stdout and str(tmp_path / "data") in done.stdout


def test_an_unknown_game_exits_2_naming_the_games(tmp_path):
    from scenes.play import entries

    done = _real("--game", "nosuch", "--frames", "1", BHA_HOME=str(tmp_path))
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "nosuch" in done.stderr and "Traceback" not in done.stderr
    for entry in entries.games():
        assert entry.key in done.stderr
