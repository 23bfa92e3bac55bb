"""A pad's own A/B swap and dead zone belong to that pad, not to its model (issue 25, item 6).

Two pads of one model share a GUID; SDL tells them apart by serial or path where it has them,
else by the seat each holds. One player's Select on the join screen swaps only their own pad."""

import pytest

from scenes.couch.join import JoinScene
from scenes.framework import draw
from tools.harness.helpers import make_app, pad_press, settle
from tools.harness.vpad import VirtualPad


def dev(pad):
    return f"pad:{pad.instance_id}"


@pytest.fixture
def app():
    a = make_app()
    yield a
    a.close()


def test_one_players_select_swaps_only_their_own_pad_of_two_alike(app):
    with VirtualPad("xbox") as gold, VirtualPad("xbox") as sky:
        app.step(2)
        scene = JoinScene(app, "Who plays?", 2, 4, draw.SEAT_NAMES, draw.SEAT_COLOURS, lambda _: None, lambda: None)
        app.stack.push(scene)
        settle(app)
        pad_press(app, gold, "a")
        pad_press(app, sky, "a")
        assert [s.device for s in scene.seats] == [dev(gold), dev(sky)]
        pad_press(app, gold, "back")  # Gold swaps A/B on Gold's pad
        assert app.input.swap_for(dev(gold)) and not app.input.swap_for(dev(sky))
        pad_press(app, sky, "a")  # Sky's A still confirms: Sky stays seated
        assert [s.device for s in scene.seats] == [dev(gold), dev(sky)]
        app.input.set_pad_pref(dev(sky), "dead_zone", 0.8)
        assert app.input.dead_zone(dev(sky)) == 0.8 and app.input.dead_zone(dev(gold)) != 0.8


def test_a_serial_or_a_path_tells_two_alike_apart_and_is_what_is_kept(app):
    inp = app.input
    with VirtualPad("playstation") as a, VirtualPad("playstation") as b:
        app.step(2)
        pa, pb = inp.pad(dev(a)), inp.pad(dev(b))
        pa.serial, pb.serial = "aa:bb:cc:00:00:01", "aa:bb:cc:00:00:02"  # what SDL gives for most PS pads
        assert inp.set_pad_pref(dev(a), "swap_ab", True) != inp.pref_key(dev(b))
        assert inp.swap_for(dev(a)) and not inp.swap_for(dev(b))
        pb.serial, pb.path = "", "/dev/input/event7"
        key = inp.set_pad_pref(dev(b), "dead_zone", 0.7)
        assert key is not None and key.startswith(pb.guid) and key != pb.guid
        assert inp.dead_zone(dev(b)) == 0.7 and inp.dead_zone(dev(a)) != 0.7
