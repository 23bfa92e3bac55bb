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


def test_a_continued_game_with_two_alike_pads_asks_instead_of_binding_in_order():
    """Issue 25, item 10 "and after Continue": the kept seating is not bound to alike pads by order."""
    from scenes.couch.seating import Connected, PadId, Seat, Seating, restore_seating

    kept = Seating((Seat("pad:1", "G"), Seat("pad:2", "G"), Seat("pad:3", "P"))).to_json()
    back = restore_seating(kept, [("pad:8", "G"), ("pad:9", "G"), ("pad:7", "P")])
    assert back is not None and back.seats[2].device == "pad:7"
    assert back.missing(["kb", "pad:7", "pad:8", "pad:9"]) == [0, 1]  # both wait ...
    assert back.ambiguous(Connected("pad:8", PadId("G"), 8))  # ... for their players to say
    claimed, got = back.returning(Connected("pad:9", PadId("G"), 9), seat=0)
    assert got == [0] and not claimed.ambiguous(Connected("pad:8", PadId("G"), 8))
    one = restore_seating(kept, [("pad:8", "G"), ("pad:7", "P")])  # one of them here: either seat's
    assert one is not None and one.missing(["kb", "pad:7", "pad:8"]) == [0, 1]
    assert one.ambiguous(Connected("pad:8", PadId("G"), 8))


def test_continue_with_two_alike_pads_opens_the_question(alike):
    from scenes.stars import ENTRY as STARS
    from tools.harness.helpers import settle

    c = alike
    gold, sky, rose = c.pads
    data = c.play.kept_json()
    c.app.stack.pop()
    settle(c.app)
    again = STARS.resume(c.app, data)
    c.app.stack.push(again)
    settle(c.app)
    c.app.step(3)
    overlay = c.app.stack.top
    assert overlay.name == "reconnect" and overlay.missing_names() == ["Gold", "Sky"]
    assert overlay.whose_hint().text == "Press A on Gold's controller"
    pad_press(c.app, sky, "right")
    pad_press(c.app, sky, "a")  # Sky says which is theirs; Gold's is then the only one left
    assert [s.device for s in again.seating.seats] == [dev(gold), dev(sky), dev(rose)]
