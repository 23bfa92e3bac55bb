"""The keeping contract, the same for every game: a game in progress is never lost.

Kept on Quit to title, on the window closing, on SIGTERM (main.py turns it into
``app.quit()``) and across a crash (the save after every move is on disk);
Continue brings back the same position with its undo history; a save that
cannot be restored is set aside with a notice; a finished game, a fresh one and
the demo keep nothing.
"""

from __future__ import annotations

import json
import time
from typing import Any

import pygame
import pytest

from game.midend import Session
from scenes.play.entries import GameEntry, Opening
from scenes.play.scene import PlayScene
from tests.contract.cases import CASES, case, move_of, people_session, toward_the_end
from tools.harness.helpers import make_app, press_key, quit_window, settle, step_real, step_until


def open_game(app: Any, entry: GameEntry) -> PlayScene:
    """A new game of people on screen, as the setup would start it."""
    scene = entry.scene_for(app, people_session(entry), Opening())
    app.stack.push(scene)
    settle(app)
    return scene


def make_moves(entry: GameEntry, scene: PlayScene, n: int) -> None:
    for _ in range(n):
        assert scene.play(move_of(entry, scene.session.state)), scene.message_text


def kept_file(app: Any, entry: GameEntry) -> Any:
    return app.kept.path(entry.key)


def continue_from_title(app: Any, entry: GameEntry) -> PlayScene:
    title = app.stack.top
    assert title.name == "title" and title.items[0].label == f"Continue {entry.name}"
    press_key(app, pygame.K_RETURN)
    settle(app)
    scene = app.stack.top
    assert isinstance(scene, PlayScene) and scene.game_key == entry.key
    return scene


def quit_to_title(app: Any) -> None:
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    pause = app.stack.top
    assert pause.name == "pause"
    labels = [getattr(item, "label", "") for item in pause.items]
    for _ in range(labels.index("Quit to title")):
        press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert app.scene_names() == ["title"]


def test_every_game_has_a_case(entry):
    assert case(entry).options == entry.info.backend.check_options(dict(case(entry).options))


def test_quit_to_title_keeps_the_game_and_continue_restores_it_with_undo(entry):
    app = make_app()
    try:
        scene = open_game(app, entry)
        start = scene.session.position  # Black Box opens with its box hidden already
        make_moves(entry, scene, 2)
        saved, before = scene.session.to_json(), scene.session.state
        quit_to_title(app)
        again = continue_from_title(app, entry)
        assert again is not scene and app.scene_names() == ["title", entry.key]
        assert again.session.to_json() == saved and again.state == before and app.game_state() == before
        press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)  # the undo history came back too
        assert again.session.position == start + 1 and again.state == scene.session.states[start + 1]
        assert app.kept.flush()  # saves land on the writer thread
        on_disk = json.loads(kept_file(app, entry).read_text())
        assert on_disk["moves"] == saved["moves"][:-1] and on_disk["redo"] == saved["moves"][-1:]
        press_key(app, pygame.K_y, mod=pygame.KMOD_CTRL)
        assert again.session.to_json() == saved
        make_moves(entry, again, 1)  # play goes on
        assert again.session.position == start + 3
    finally:
        quit_window(app)


def leave_by_closing_the_window(app: Any) -> None:
    quit_window(app)


def leave_by_sigterm(app: Any) -> None:
    """What main.py's SIGTERM handler does: ``app.quit()``; the loop ends and ``run`` closes the app."""
    app.quit()
    app.step(1)
    assert not app.running
    app.close()


@pytest.mark.parametrize("leave", [leave_by_closing_the_window, leave_by_sigterm], ids=["window", "sigterm"])
def test_leaving_the_app_keeps_the_game(entry, leave):
    app = make_app()
    scene = open_game(app, entry)
    make_moves(entry, scene, 1)
    saved = scene.session.to_json()
    leave(app)
    app = make_app()
    try:
        assert continue_from_title(app, entry).session.to_json() == saved
        assert entry.key in app.kept.keys()  # kept until the game itself is over: a crash loses nothing
    finally:
        app.close()


def test_a_crash_after_a_move_loses_nothing(entry):
    first = make_app()
    scene = open_game(first, entry)
    make_moves(entry, scene, 1)
    saved = scene.session.to_json()
    assert first.kept.flush()  # the crash comes after the save has landed: no close(), nothing kept at exit
    first.data_lock.release()  # a crash: the OS lets go of the data folder's lock
    second = make_app()  # the first app never closed: as if it crashed
    try:
        assert continue_from_title(second, entry).session.to_json() == saved
    finally:
        first.worker.close()  # the "crashed" app only leaves its worker
        second.close()


def test_a_fresh_game_keeps_nothing(entry):
    app = make_app()
    c = case(entry)
    scene = entry.scene_for(app, Session.new(entry.info.backend, c.options, c.seed), Opening())
    app.stack.push(scene)
    settle(app)
    assert scene.kept_data() is None
    quit_window(app)
    app = make_app()
    try:
        assert entry.key not in app.kept.keys()
    finally:
        app.close()


def spoil_the_format(data: dict) -> dict:
    """The first round's format: no game key, a config instead of options."""
    return {"version": 1, "config": data["options"], "moves": data["moves"]}


def spoil_the_version(data: dict) -> dict:
    return {**data, "version": data["version"] + 1}


def spoil_the_options(data: dict) -> dict:
    return {**data, "options": {}}


def spoil_the_json(data: dict) -> str:
    return "{{{{"


@pytest.mark.parametrize(
    "spoil", [spoil_the_format, spoil_the_version, spoil_the_options, spoil_the_json], ids=lambda f: f.__name__[10:]
)
def test_a_save_that_cannot_be_restored_is_set_aside_with_a_notice(entry, spoil, user_home):
    session = people_session(entry)
    session.play(move_of(entry, session.state))
    spoiled = spoil(json.loads(json.dumps(session.to_json())))
    saves = user_home / "data" / "saves"
    saves.mkdir(parents=True)
    (saves / f"{entry.key}.json").write_text(spoiled if isinstance(spoiled, str) else json.dumps(spoiled))
    app = make_app()
    try:
        title = app.stack.top
        assert title.items[0].label == f"Continue {entry.name}"
        press_key(app, pygame.K_RETURN)
        settle(app)
        assert any(p.name.startswith(f"{entry.key}.json.corrupt-") for p in saves.iterdir())
        assert entry.key not in app.kept.keys()
        said = [t.text for t in app.toasts]
        assert any("could not be restored" in t or "could not be read" in t for t in said), said
        assert "Starting a new game instead." in said
        assert app.stack.top.name in case(entry).first_screens, app.scene_names()  # a new game instead
    finally:
        quit_window(app)


def test_a_finished_game_is_not_kept(entry):
    app = make_app()
    try:
        scene = open_game(app, entry)
        make_moves(entry, scene, 1)
        assert app.kept.flush() and kept_file(app, entry).exists()
        while not scene.session.is_over():
            assert scene.play(toward_the_end(entry, scene.session.state)), scene.message_text
        step_until(app, lambda: scene.in_result, 2000)
        assert scene.kept_data() is None
        assert not [t.text for t in app.toasts if "Could not keep" in t.text]  # its stats keys are declared
        assert app.kept.flush() and not kept_file(app, entry).exists()
    finally:
        quit_window(app)
    app = make_app()
    try:
        assert entry.key not in app.kept.keys()
    finally:
        app.close()


def test_starting_the_game_again_while_one_is_kept_asks_first(entry):
    app = make_app()
    try:
        scene = open_game(app, entry)
        make_moves(entry, scene, 1)
        app.stack.pop_to("title")
        settle(app)
        title = app.stack.top
        labels = [getattr(i, "label", "") for i in title.items]
        title.items[labels.index(entry.name)].action()
        settle(app)
        assert app.stack.top.name == "confirm"
        press_key(app, pygame.K_DOWN)  # "Abandon it, start anew"
        press_key(app, pygame.K_RETURN)
        settle(app)
        assert app.kept.flush() and not kept_file(app, entry).exists()
        assert app.stack.top.name in case(entry).first_screens
    finally:
        quit_window(app)


def test_the_demo_keeps_nothing(entry):
    app = make_app()
    try:
        demo = entry.demo(app, 11)
        app.stack.push(demo)
        settle(app)
        for _ in range(2):
            if not demo.session.is_over():
                demo.play(move_of(entry, demo.session.state))
        assert demo.session.moves and demo.kept_data() is None
        assert app.kept.flush() and entry.key not in app.kept.keys()
    finally:
        quit_window(app)
    app = make_app()
    try:
        assert entry.key not in app.kept.keys()
        assert not any(getattr(i, "label", "").startswith("Continue") for i in app.stack.top.items)
    finally:
        app.close()


SLOW_DEMOS = [pytest.param(k, marks=pytest.mark.slow) for k in CASES]  # whole demos: with the slow tests
QUIET_S = 20.0  # the longest a demo goes without a move (a computer's turn, the end's linger)


@pytest.mark.parametrize("key", SLOW_DEMOS)
def test_the_demo_plays_to_its_end(entry):
    """The attract mode moves on when ``demo_over``: every demo gets there (the computer thinks in real time)."""
    app = make_app()
    try:
        demo = entry.demo(app, 11)
        app.stack.push(demo)
        settle(app)
        deadline = time.monotonic() + 150
        while not demo.demo_over:  # a demo whose moves stop fails in seconds, not at the deadline
            moves = len(demo.session.moves)
            step_real(app, lambda: demo.demo_over or len(demo.session.moves) > moves, seconds=QUIET_S)  # noqa: B023
            assert time.monotonic() < deadline, "the demo did not end in time"
        assert demo.session.is_over() and entry.key not in app.kept.keys()
    finally:
        quit_window(app)
