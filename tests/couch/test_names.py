"""Players' names (issue 25 item 23): a seated player names their seat on the join screen, with
a pad on the on-screen keyboard or by typing, and the name stands for the seat in the game,
after a restart too; an empty name is the colour name again."""

from __future__ import annotations

import pygame
import pytest

from scenes.couch.join import JoinScene
from scenes.couch.name_entry import ROWS, NameEntryScene
from scenes.framework import draw
from scenes.play import entries
from tools.harness.helpers import make_app, pad_press, press_key, settle, step_until
from tools.harness.vpad import VirtualPad


def dev(pad):
    return f"pad:{pad.instance_id}"


def open_join(app, key="stars"):
    app.stack.push(entries.entry(key).start(app))
    settle(app)
    app.stack.top.start()
    settle(app)
    join = app.stack.top
    assert isinstance(join, JoinScene)
    return join


def pad_types(app, pad, word):
    """``word`` on the on-screen keyboard with the pad's d-pad and A, from the cursor where it is."""
    entry = app.stack.top
    for char in word:
        row = next(r for r, keys in enumerate(ROWS) if char in keys)
        while entry.row != row:
            pad_press(app, pad, "down")
        while ROWS[entry.row][entry.col] != char:
            pad_press(app, pad, "right")
        pad_press(app, pad, "a")


def drawn_words(app, monkeypatch):
    """Every string drawn in one frame."""
    seen: list[str] = []
    original = draw.text

    def spy(surface, s, *args, **kwargs):
        seen.append(s)
        return original(surface, s, *args, **kwargs)

    monkeypatch.setattr(draw, "text", spy)
    app.step(1)
    monkeypatch.setattr(draw, "text", original)
    return seen


def test_a_pad_player_enters_a_name_on_the_on_screen_keyboard_and_the_panel_shows_it(app, monkeypatch):
    with VirtualPad("xbox") as one, VirtualPad("xbox") as two:
        app.step(2)
        join = open_join(app)
        pad_press(app, one, "a")
        pad_press(app, two, "a")  # Sky
        pad_press(app, two, "y")  # Sky's Name button
        entry = app.stack.top
        assert isinstance(entry, NameEntryScene) and entry.seat == 1
        pad_types(app, two, "ANNA")
        assert entry.text == "ANNA"
        pad_press(app, two, "b")  # B deletes
        assert entry.text == "ANN"
        pad_types(app, two, "A")
        pad_press(app, two, "start")  # done
        settle(app)
        assert app.stack.top is join and join.card_name(1) == "ANNA"
        assert "ANNA" in drawn_words(app, monkeypatch)  # on Sky's card
        pad_press(app, one, "start")  # the game
        settle(app)
        play = app.stack.top
        assert play.game_key == "stars" and play.seat_name(1) == "ANNA" and play.seat_name(0) == "Gold"
        words = drawn_words(app, monkeypatch)
        assert "ANNA" in words and "Sky" not in words  # the panel's seat row


def test_a_keyboard_player_types_a_name(app):
    with VirtualPad("xbox") as pad:
        app.step(2)
        join = open_join(app, "numbers")
        pad_press(app, pad, "a")  # Gold
        press_key(app, pygame.K_RETURN)  # the keyboard takes Sky
        press_key(app, pygame.K_h)  # its Name key
        entry = app.stack.top
        assert isinstance(entry, NameEntryScene) and entry.seat == 1
        for key, char in ((pygame.K_b, "b"), (pygame.K_o, "o"), (pygame.K_SPACE, " "), (pygame.K_9, "9")):
            press_key(app, key, unicode=char)
        press_key(app, pygame.K_BACKSPACE)
        press_key(app, pygame.K_d, unicode="d")  # a letter bound to a move types all the same
        assert entry.text == "BO D"
        press_key(app, pygame.K_RETURN)  # done
        settle(app)
        assert app.stack.top is join and join.card_name(1) == "BO D"
        pad_press(app, pad, "start")
        settle(app)
        play = app.stack.top
        assert play.game_key == "numbers" and play.seat_name(1) == "BO D"


def test_another_pad_cannot_type_into_someone_elses_name(app):
    with VirtualPad("xbox") as one, VirtualPad("xbox") as two, VirtualPad("xbox") as three:
        app.step(2)
        open_join(app)
        pad_press(app, one, "a")
        pad_press(app, two, "a")
        pad_press(app, two, "y")
        entry = app.stack.top
        assert isinstance(entry, NameEntryScene)
        for pad in (one, three):  # the host and a pad with no seat
            pad_press(app, pad, "a")
            pad_press(app, pad, "right")
            pad_press(app, pad, "start")
            pad_press(app, pad, "b")
        assert app.stack.top is entry and entry.text == "" and (entry.row, entry.col) == (0, 0)
        pad_press(app, two, "a")
        assert entry.text == "A"
        two.unplug()  # its own pad gone: nobody else may finish it, the name stays as it was
        step_until(app, lambda: not isinstance(app.stack.top, NameEntryScene), 60)
        assert isinstance(app.stack.top, JoinScene) and app.stack.top.card_name(1) == "Sky"


def test_the_name_is_remembered_after_a_restart_and_an_empty_name_is_the_colour(user_home):
    app = make_app()
    try:
        with VirtualPad("xbox") as one, VirtualPad("xbox") as two:
            app.step(2)
            open_join(app)
            pad_press(app, one, "a")
            pad_press(app, two, "a")
            pad_press(app, two, "y")
            pad_types(app, two, "ZED")
            pad_press(app, two, "start")
            settle(app)
    finally:
        app.close()
    app = make_app()  # the next start
    try:
        with VirtualPad("xbox") as one, VirtualPad("xbox") as two:
            app.step(2)
            join = open_join(app)
            pad_press(app, one, "a")
            pad_press(app, two, "a")
            assert join.card_name(1) == "ZED"
            pad_press(app, two, "y")
            entry = app.stack.top
            assert entry.text == "ZED"  # the name to change
            for _ in "ZED":
                pad_press(app, two, "b")
            assert entry.text == ""
            pad_press(app, two, "start")  # done with nothing: the colour name again
            settle(app)
            assert join.card_name(1) == "Sky"
            pad_press(app, one, "start")
            settle(app)
            assert app.stack.top.seat_name(1) == "Sky"
    finally:
        app.close()


@pytest.mark.parametrize("name", ["WWWWWWWW"])
def test_a_computer_in_a_named_seat_keeps_the_colour_name(app, name):
    from scenes.couch import seat_names

    assert seat_names.set_name(app, 1, name)
    with VirtualPad("xbox") as pad:
        app.step(2)
        join = open_join(app)
        pad_press(app, pad, "a")
        pad_press(app, pad, "x")  # the computer in Sky's seat
        assert join.card_name(1) == "Sky"
        pad_press(app, pad, "start")
        settle(app)
        step_until(app, lambda: app.stack.top.game_key == "stars", 60)
        assert app.stack.top.seat_name(1) == "Sky"


def test_a_hand_edited_name_too_long_forgets_the_names_not_the_settings(user_home):
    import json

    settings = user_home / "config" / "settings.json"
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text(json.dumps({"music_volume": 0.25, "seat_names": ["", "A NAME FAR TOO LONG"]}))
    app = make_app()
    try:
        from scenes.couch import seat_names

        assert app.settings.get("music_volume") == 0.25  # the other settings stay
        assert seat_names.name_of(app, 1) == "Sky"
        assert seat_names.set_name(app, 1, "ok  then!") and seat_names.name_of(app, 1) == "OK THEN"
    finally:
        app.close()


def test_black_box_two_players_are_called_by_their_names(app):
    from tools.harness.tour import buttons

    with VirtualPad("xbox") as one, VirtualPad("xbox") as two:
        app.step(2)
        app.stack.push(entries.entry("blackbox").start(app))
        settle(app)
        while not any(label.startswith("Mode:") and "Two" in label for label in buttons(app)):
            press_key(app, pygame.K_RIGHT, frames=2)  # the Mode row: Two players
        app.stack.top.start()
        settle(app)
        join = app.stack.top
        assert isinstance(join, JoinScene) and join.card_name(1) == "Player 2"
        pad_press(app, one, "a")
        pad_press(app, two, "a")
        pad_press(app, two, "y")
        assert app.stack.top.label == "Player 2"
        pad_types(app, two, "KIM")
        pad_press(app, two, "start")
        settle(app)
        assert join.card_name(1) == "KIM" and join.card_name(0) == "Player 1"
        pad_press(app, one, "start")
        settle(app)
        play = app.stack.top
        assert play.game_key == "blackbox" and play.seat_name(1) == "KIM" and play.seat_name(0) == "Player 1"
