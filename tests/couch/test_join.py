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
        pad_press(app, one, "b")  # Sky leaves: Rose stays Rose (her card, lamp and light bar)
        assert [s.device for s in scene.seats] == [dev(two), dev(three)] and scene.cards[1] is None
        assert three.player_indices[-1] == 2 and three.leds[-1] == draw.SEAT_COLOURS[2]
        assert app.input.seat_names[dev(three)] == draw.SEAT_NAMES[2]
        pad_press(app, three, "start")  # not around a free seat: the game would rename Rose
        assert not done and scene.message == "Sky's seat is free: take it, or give it to the computer."
        pad_press(app, one, "a")  # someone sits in it (the first free card)
        assert scene.cards[1].device == dev(one) and one.player_indices[-1] == 1
        pad_press(app, three, "start")
        assert done and done[0] == [
            SeatBinding(dev(two), 0, scene.seats[0].guid),
            SeatBinding(dev(one), 0, scene.seats[1].guid),
            SeatBinding(dev(three), 0, scene.seats[2].guid),
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


def test_a_seat_keeps_its_name_when_the_one_before_leaves(app):
    """Issue 19 finding 9: Gold leaving made Sky "Gold" (the cards slid left)."""
    with VirtualPad("generic") as gold, VirtualPad("nintendo") as sky:
        app.step(2)
        scene, done, _ = open_join(app)
        pad_press(app, gold, "a")
        pad_press(app, sky, "a")
        pad_press(app, gold, "b")  # the host leaves
        assert app.input.seat_names[dev(sky)] == "Sky" and sky.player_indices[-1] == 1
        assert scene.cards[0] is None and scene.cards[1].device == dev(sky)
        assert scene.host == dev(sky)
        pad_press(app, sky, "a")  # the new host adds a person on its own pad (hot-seat) in Gold's card
        assert scene.cards[0].device == dev(sky) and app.input.seat_names[dev(sky)] == "Sky"
        pad_press(app, sky, "b")  # back: that extra seat goes, Sky's own card stays
        assert scene.cards[0] is None and scene.cards[1].device == dev(sky)
        assert app.input.seat_names[dev(sky)] == "Sky" and sky.player_indices[-1] == 1


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
def test_a_computer_card_names_its_level_as_the_panels_do_with_lit_pips(app, large):
    """The card read "level 1  *.." in asterisks and dots; it now says "easy" / "fair" /
    "strong", the words of every panel, with that many of three squares lit in the seat's colour."""
    scene, _, _ = open_join(app)
    press_key(app, pygame.K_RETURN)  # the keyboard takes Gold
    press_key(app, pygame.K_TAB)  # the host adds a computer: Sky, level 1
    assert scene.seats[1] == SeatBinding(None, 1)
    colour = tuple(draw.SEAT_COLOURS[1])
    for level, words in ((1, "easy"), (2, "fair"), (3, "strong")):
        draw.TEXT.large = large
        try:
            canvas = pygame.Surface((640, 360))
            with draw.recording_layout() as rec:
                scene.draw(canvas)
        finally:
            draw.TEXT.large = False
        texts = [t for t in rec.texts if t.text == words]
        assert texts and not any("*" in t.text for t in rec.texts), [t.text for t in rec.texts]
        label = texts[0].box
        strip = pygame.Rect(label.right, label.top, 40, label.h)  # the pips, right of the words
        columns = [
            any(tuple(canvas.get_at((x, y)))[:3] == colour for y in range(strip.top, strip.bottom))
            for x in range(strip.left, strip.right)
        ]
        lit = sum(1 for k, on in enumerate(columns) if on and (k == 0 or not columns[k - 1]))  # runs of lit columns
        assert lit == level, (words, columns)
        press_key(app, pygame.K_RETURN)  # the host's confirm on the computer's card: one level up
