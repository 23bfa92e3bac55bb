"""Two pads of one model that SDL cannot tell apart (no serial), pulled together, come back:
nobody guesses whose is whose, the reconnect screen asks "Press A on Gold's controller"
(issue 25, item 10)."""

import pytest

from tests.couch.table import Couch, back_to_the_game, dev
from tools.harness.helpers import pad_press


@pytest.fixture
def alike():
    c = Couch(("xbox", "xbox", "playstation"), names=("Same pad", "Same pad", None))
    yield c
    c.close()


def test_pulled_together_they_are_asked_for_not_swapped(alike):
    c = alike
    gold, sky, rose = c.pads
    assert c.app.input.pad(dev(gold)).guid == c.app.input.pad(dev(sky)).guid
    gold.unplug()
    sky.unplug()
    c.app.step(3)
    sky.plug()  # Sky's pad first ...
    gold.plug()
    c.app.step(5)
    overlay = c.overlay
    assert overlay is not None and overlay.missing_names() == ["Gold", "Sky"]  # ... nobody guesses
    assert overlay.whose_hint().text == "Press A on Gold's controller"
    pad_press(c.app, rose, "a")  # a seated player of another model: the usual take-over question
    assert overlay.missing_names() == ["Gold", "Sky"] and c.holders()[0] != dev(rose)
    pad_press(c.app, rose, "b")
    pad_press(c.app, gold, "a")  # Gold's own pad answers
    assert c.holders()[:2] == [dev(gold), dev(sky)]  # and its twin is then Sky's, the only seat left
    assert not overlay.missing
    back_to_the_game(c)
    assert gold.player_indices[-1] == 0 and sky.player_indices[-1] == 1


def test_left_right_picks_the_seat_the_answer_is_for(alike):
    c = alike
    gold, sky, _ = c.pads
    gold.unplug()
    sky.unplug()
    c.app.step(3)
    sky.plug()
    c.app.step(5)
    overlay = c.overlay
    pad_press(c.app, sky, "right")
    assert overlay.whose_hint().text == "Press A on Sky's controller"
    pad_press(c.app, sky, "a")
    assert c.holders()[1] == dev(sky) and overlay.missing_names() == ["Gold"]
    gold.plug()
    c.app.step(5)
    assert c.holders()[0] == dev(gold) and not overlay.missing
