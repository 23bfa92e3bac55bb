"""The join screen with several virtual pads, the keyboard and the mouse."""

import pygame
import pytest

from scenes.couch.join import JoinScene, SeatBinding
from scenes.framework import draw
from tools.harness.helpers import click, make_app, pad_press, press_key, settle
from tools.harness.vpad import VirtualPad


@pytest.fixture
def app():
    a = make_app()
    yield a
    a.close()


def open_join(app, min_seats=2, max_seats=4):
    done, back = [], []
    scene = JoinScene(
        app,
        "Who plays?",
        min_seats,
        max_seats,
        draw.SEAT_NAMES,
        draw.SEAT_COLOURS,
        done.append,
        lambda: back.append(True),
    )
    app.stack.push(scene)
    settle(app)
    return scene, done, back


def dev(pad):
    return f"pad:{pad.instance_id}"


def test_three_pads_take_seats_in_turn_light_up_and_start(app):
    with VirtualPad("xbox") as one, VirtualPad("playstation") as two, VirtualPad("nintendo") as three:
        app.step(2)
        scene, done, _ = open_join(app)
        pad_press(app, two, "a")
        pad_press(app, one, "a")
        pad_press(app, three, "a")
        assert [s.device for s in scene.seats] == [dev(two), dev(one), dev(three)]
        assert scene.host == dev(two)
        # lamps show the seat number, the light bar the seat colour, a short buzz says "you're in"
        assert two.player_indices[-1] == 0 and one.player_indices[-1] == 1 and three.player_indices[-1] == 2
        assert one.leds[-1] == draw.SEAT_COLOURS[1] and one.rumbles
        assert app.input.seat_names[dev(three)] == draw.SEAT_NAMES[2]
        pad_press(app, one, "a")  # pressing again does not take a second seat
        assert len(scene.seats) == 3
        pad_press(app, one, "b")  # Sky leaves: the player count follows
        assert [s.device for s in scene.seats] == [dev(two), dev(three)]
        assert three.player_indices[-1] == 1 and three.leds[-1] == draw.SEAT_COLOURS[1]
        pad_press(app, three, "start")
        assert done and done[0] == [
            SeatBinding(dev(two), 0, scene.seats[0].guid),
            SeatBinding(dev(three), 0, scene.seats[1].guid),
        ]
        assert all(len(s.guid) == 32 for s in done[0])


def test_host_fills_a_seat_with_the_computer_and_sets_its_level(app):
    with VirtualPad("xbox") as pad:
        app.step(2)
        scene, done, _ = open_join(app)
        pad_press(app, pad, "a")
        pad_press(app, pad, "x")  # the computer takes the free seat
        assert scene.seats[1] == SeatBinding(None, 1)
        pad_press(app, pad, "a")
        pad_press(app, pad, "a")
        assert scene.seats[1].level == 3
        pad_press(app, pad, "a")  # past level 3 the seat is free again
        assert len(scene.seats) == 1
        pad_press(app, pad, "x")
        pad_press(app, pad, "b")  # back on a computer seat frees it, the host stays
        assert [s.device for s in scene.seats] == [dev(pad)]
        pad_press(app, pad, "x")
        pad_press(app, pad, "down")  # to Start
        pad_press(app, pad, "a")
        assert done and [s.level for s in done[0]] == [0, 1]


def test_a_non_host_cannot_change_other_seats(app):
    with VirtualPad("xbox") as host, VirtualPad("xbox") as guest:
        app.step(2)
        scene, _, _ = open_join(app)
        pad_press(app, host, "a")
        pad_press(app, guest, "a")
        pad_press(app, guest, "x")
        pad_press(app, guest, "left")
        assert [s.level for s in scene.seats] == [0, 0] and len(scene.seats) == 2


def test_keyboard_alone_plays_hot_seat(app):
    scene, done, _ = open_join(app, min_seats=2, max_seats=3)
    press_key(app, pygame.K_RETURN)
    assert not scene.hot_seat
    press_key(app, pygame.K_p)  # one seat is not enough
    assert not done and "1 more seat" in scene.message
    press_key(app, pygame.K_RETURN)  # the host adds a second person on the same device
    assert [s.device for s in scene.seats] == ["kb", "kb"] and scene.hot_seat
    app.step(1)
    press_key(app, pygame.K_p)
    assert done and [s.device for s in done[0]] == ["kb", "kb"]


def test_back_leaves_the_seat_then_the_screen(app):
    scene, _, back = open_join(app)
    press_key(app, pygame.K_RETURN)
    press_key(app, pygame.K_ESCAPE)
    assert scene.seats == [] and not back
    press_key(app, pygame.K_ESCAPE)
    assert back == [True]


def test_mouse_joins_adds_and_starts(app):
    scene, done, _ = open_join(app)
    click(app, scene.card_rect(0).center)
    assert [s.device for s in scene.seats] == ["kb"]
    click(app, scene.card_rect(1).center, button=3)  # right click: the computer
    assert scene.seats[1] == SeatBinding(None, 1)
    click(app, scene.card_rect(1).center)  # click: stronger
    assert scene.seats[1].level == 2
    click(app, scene.start_rect.center)
    assert done and len(done[0]) == 2


def test_pulled_pad_leaves_its_seat(app):
    pad = VirtualPad("playstation").plug()
    app.step(2)
    scene, _, _ = open_join(app)
    pad_press(app, pad, "a")
    press_key(app, pygame.K_RETURN)
    pad.unplug()
    app.step(3)
    assert [s.device for s in scene.seats] == ["kb"] and scene.host == "kb"


def test_all_seats_taken(app):
    with VirtualPad("xbox") as a, VirtualPad("xbox") as b, VirtualPad("xbox") as c:
        app.step(2)
        scene, _, _ = open_join(app, min_seats=1, max_seats=2)
        pad_press(app, a, "a")
        pad_press(app, b, "a")
        pad_press(app, c, "a")
        assert len(scene.seats) == 2 and scene.message == "Every seat is taken."
        app.step(1)
