"""The join screen's prompts name each player's own button (issue 19, items 1, 8 and 9):
remaps and per-pad A/B swaps, a seated pad's own swap from its card, one glyph once on the
join line, and arrivals told on the screen instead of toasts over its title and cards."""

import pygame
import pytest

from scenes.couch.join import JoinScene
from scenes.framework import bindings, draw
from tools.harness.helpers import make_app, pad_press, settle
from tools.harness.vpad import VirtualPad


@pytest.fixture
def app():
    a = make_app()
    yield a
    a.close()


def dev(pad):
    return f"pad:{pad.instance_id}"


def open_join(app):
    scene = JoinScene(app, "Who plays?", 2, 4, draw.SEAT_NAMES, draw.SEAT_COLOURS, lambda s: None)
    app.stack.push(scene)
    settle(app)
    return scene


def test_the_host_hint_uses_the_host_pads_own_swap(app):
    with VirtualPad("playstation") as ps, VirtualPad("xbox"):
        app.step(3)
        app.input.set_pad_pref(dev(ps), "swap_ab", True)  # only this pad confirms with Circle
        scene = open_join(app)
        pad_press(app, ps, "b")  # east: its confirm now
        assert scene.host == dev(ps)
        assert scene.host_hint().text.startswith("Circle add a person")
        assert "Cross leave" in scene.host_hint().text
        assert scene.join_hint().text == "Press Enter / A to join"  # the Xbox pad keeps A


def test_the_join_line_shows_one_glyph_once(app):
    with VirtualPad("xbox"), VirtualPad("nintendo") as switch:
        app.step(3)
        app.input.set_pad_pref(dev(switch), "swap_ab", True)  # the Nintendo pad confirms on A too
        scene = open_join(app)
        assert scene.join_hint().text == "Press Enter / A to join"


def test_the_join_line_follows_a_keyboard_remap(app):
    app.save_controls(app.input.table.remap_key("confirm", bindings.key_cap(pygame.K_j)))
    scene = open_join(app)
    assert scene.join_hint().text.startswith("Press J")


def test_a_seated_pad_swaps_its_own_a_and_b_from_its_card(app):
    with VirtualPad("xbox") as xbox, VirtualPad("playstation") as ps:
        app.step(3)
        scene = open_join(app)
        pad_press(app, xbox, "a")
        pad_press(app, ps, "a")
        assert scene.card_hint(1).text == "Share A/B as is"  # in the PlayStation pad's own words
        pad_press(app, ps, "back")  # Select (Share) on its card: its own swap
        assert app.input.swap_for(dev(ps)) and not app.input.swap_for(dev(xbox))
        assert "swapped" in scene.card_hint(1).text and "as is" in scene.card_hint(0).text
        key = app.input.pref_key(dev(ps))  # remembered for this pad (its seat), not its model
        assert key != app.input.pad(dev(ps)).guid and app.settings.get("pads")[key]["swap_ab"] is True
        assert "Circle confirms" in scene.news.text
        pad_press(app, ps, "b")  # east is its confirm now: it does not leave its seat
        assert len(scene.seats) == 2
        pad_press(app, ps, "a")  # and south backs: it leaves
        assert [s.device for s in scene.seats] == [dev(xbox)]


def test_a_pad_plugged_in_on_the_join_screen_is_told_there_not_in_a_toast(app):
    scene = open_join(app)
    with VirtualPad("nintendo"):
        app.step(3)
        assert not [t for t in app.toasts if t.text.startswith("Connected")]
        assert scene.news is not None and scene.news.text == "Nintendo pad connected: press B to join"
    app.step(3)
    assert not [t for t in app.toasts if t.text.startswith("Disconnected")]
