"""The scaffold (tools/new_game.py) makes a game that keeps the contract, touching only its own
files, its catalogue line and its contract row (issue 26, "a scaffold and true docs").

It runs in a copy of the tree (its files as git lists them, the shared .venv linked in),
made a git repository of its own so that what the scaffold changed is what ``git status``
says. The architecture tests and the contract suite for the new games run there in a
subprocess; the slow test runs the whole fast suite there.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tools import new_game

ROOT = Path(__file__).resolve().parents[2]
THIS = Path(__file__).relative_to(ROOT).as_posix()  # not run again inside the copy (it would copy the copy)
WITH, WITHOUT = "orbit", "comet"  # a game with a computer seat, and one of people only
HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run(cwd: Path, *args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=cwd, env=HEADLESS, capture_output=True, text=True, timeout=timeout)


def git(cwd: Path, *args: str) -> str:
    done = run(cwd, "git", "-c", "user.name=scaffold", "-c", "user.email=scaffold@localhost", *args)
    assert done.returncode == 0, done.stderr
    return done.stdout


def copy_of_the_tree(into: Path) -> Path:
    """The tree's files (tracked, and new ones not ignored) in ``into``, the .venv linked in, as a
    git repository of one commit."""
    listed = git(ROOT, "ls-files", "--cached", "--others", "--exclude-standard", "-z").split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (into / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, into / name)
    (into / ".venv").symlink_to(ROOT / ".venv")
    git(into, "init", "-q")
    git(into, "add", "-A")
    git(into, "commit", "-q", "-m", "the tree before the scaffold")
    return into


def scaffold(tree: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return run(tree, sys.executable, "-m", "tools.new_game", *args)


def the_games_own(key: str, computer: bool) -> set[str]:
    files = {f"game/{key}.py"} | {f"scenes/{key}/{p.name}" for p in (ROOT / "scenes" / "template").glob("*.py")}
    return files | ({f"game/ai/{key}_knowledge.py"} if computer else set())


# the scaffold's other changes: the catalogue line, the contract row, the package in the wheel's list
# and the message catalogues (make locale: the new game's words, and the lines where the
# catalogue's words now stand)
SHARED_CHANGES = {
    "game/catalogue.py",
    "tests/contract/cases.py",
    "pyproject.toml",
    *(f"assets/locale/{name}" for name in ("messages.pot", "de.po", "fr.po", "es.po")),
}


def changed(tree: Path) -> set[str]:
    """The files the working tree changed or added since the copy's commit."""
    out = git(tree, "status", "--porcelain", "--untracked-files=all", "-z").split("\0")
    return {entry[3:] for entry in out if entry}


def only_added_lines(tree: Path, path: str) -> list[str]:
    """The lines ``path``'s diff takes away (none: the scaffold only adds)."""
    diff = git(tree, "diff", "--unified=0", "--", path).splitlines()
    return [line for line in diff if line.startswith("-") and not line.startswith("---")]


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the tree with two new games made by the scaffold: one with a computer seat."""
    tree = copy_of_the_tree(tmp_path_factory.mktemp("tree"))
    made = scaffold(tree, WITH, "--with-computer")
    assert made.returncode == 0, made.stdout + made.stderr
    assert f"game/ai/{WITH}_knowledge.py" in made.stdout and "FIXME" in made.stdout, made.stdout
    made = scaffold(tree, WITHOUT)
    assert made.returncode == 0, made.stdout + made.stderr
    assert "note:" not in made.stdout, made.stdout  # ruff and make locale ran clean
    return tree


@pytest.mark.slow  # the copy and its two games take half a minute: with the slow tests
def test_the_scaffold_touches_only_the_new_games_files_its_line_and_its_row(tree):
    assert changed(tree) == the_games_own(WITH, True) | the_games_own(WITHOUT, False) | SHARED_CHANGES
    for path in ("game/catalogue.py", "tests/contract/cases.py", "pyproject.toml"):
        assert only_added_lines(tree, path) == [], path
    line = git(tree, "diff", "--", "game/catalogue.py")
    assert f'knowledge="game.ai.{WITH}_knowledge"' in line and "levels=()" in line  # the people-only game's


@pytest.mark.slow  # the copy and its two games take half a minute: with the slow tests
def test_the_copies_name_the_new_game_only(tree):
    for key, computer in ((WITH, True), (WITHOUT, False)):
        for name in the_games_own(key, computer):
            text = (tree / name).read_text(encoding="utf-8")
            for left in ("template", "Template", "TEMPLATE", "Take the Last Star", "computer {", "computer }"):
                assert left not in text, f"{name}: {left!r} left in"
            for marker in ("# +computer", "# -computer", "# scaffold:"):
                assert marker not in text, f"{name}: the marker {marker!r} left in"
            assert "FIXME" in text, f"{name}: no FIXME says what the game decides there"
    people = (tree / f"scenes/{WITHOUT}/play.py").read_text(encoding="utf-8")
    assert "ComputerTurns" not in people and "best_take" in people  # its demo plays the engine's own take
    assert "ComputerTurns" in (tree / f"scenes/{WITH}/play.py").read_text(encoding="utf-8")


@pytest.mark.slow  # the copy and its two games take half a minute: with the slow tests
def test_the_new_games_keep_the_architecture_and_the_contract(tree):
    """The architecture tests and every contract test of the new games, in the copy."""
    pytest_run = (sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", "-n", "0")
    done = run(tree, *pytest_run, "tests/architecture", "--ignore", THIS)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    done = run(tree, *pytest_run, "tests/contract", "-k", f"{WITH} or {WITHOUT} or cases_are")
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    skipped = [line for line in done.stdout.splitlines() if line.startswith("SKIPPED")]
    assert [line for line in skipped if "no computer levels" in line] == [
        next(line for line in skipped if f"no computer levels for {WITHOUT}" in line)
    ], skipped  # the computer seat's game is played by the computer at every level; the other has none
    lint = run(tree, sys.executable, "-m", "ruff", "check", *sorted(the_games_own(WITH, True)))
    assert lint.returncode == 0, lint.stdout


def test_a_bad_or_taken_key_is_refused_with_the_reason(capsys):
    for key, reason in (
        ("Orbit", "not a game key"),
        ("2nd", "not a game key"),
        ("stars", "taken"),
        ("numbers", "already uses"),  # the standard library's numbers module
        ("template", "already uses"),
        ("class", "already uses"),
        ("x" * 17, "at most 16"),
    ):
        assert new_game.main([key]) == 2, key
        assert reason in capsys.readouterr().err, key
    assert not (ROOT / "game" / "orbit.py").exists()  # nothing was made in the tree itself


@pytest.mark.slow
def test_the_whole_fast_suite_passes_with_a_new_game_in(tmp_path):
    """The fast suite (``make test``'s pytest) in a copy with a fifth game in (with a computer seat),
    and afterwards still only the scaffold's changes in the tree."""
    tree = copy_of_the_tree(tmp_path)
    made = scaffold(tree, WITH, "--with-computer")
    assert made.returncode == 0, made.stdout + made.stderr
    done = run(tree, sys.executable, "-m", "pytest", "-q", "-n", "2", "-m", "not slow", "--ignore", THIS, timeout=1800)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    assert changed(tree) == the_games_own(WITH, True) | SHARED_CHANGES
