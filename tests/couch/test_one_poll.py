"""Pads that go out and come back before the app reads its events (issue 25, item 4).

A stalled frame or a USB hub re-enumerating puts every removal and every arrival in one
event poll, in any order; the removal of an old instance may be read after its new instance
was opened. Each seat still comes back to its own pad."""

import pytest

from tests.couch.table import Couch, dev
from tools.harness.helpers import step_until


@pytest.fixture
def couch():
    c = Couch()
    yield c
    c.close()


def test_each_pad_out_and_back_in_turn_within_one_poll(couch):
    c = couch
    for pad in c.pads[1:]:  # the hub: Sky out and in, Rose out and in, Mint out and in
        pad.unplug()
        pad.plug()
    back = lambda: c.holders() == [dev(p) for p in c.pads] and c.app.stack.top is c.play  # noqa: E731
    step_until(c.app, back, 400)  # at most the reconnect screen's countdown
    c.app.step(5)
    assert back() and not c.reconnects()


def test_all_out_then_all_back_in_another_order_within_one_poll(couch):
    c = couch
    for pad in c.pads:
        pad.unplug()
    for i in (3, 1, 0, 2):
        c.pads[i].plug()
    back = lambda: c.holders() == [dev(p) for p in c.pads] and c.app.stack.top is c.play  # noqa: E731
    step_until(c.app, back, 400)  # at most the reconnect screen's countdown
    c.app.step(5)
    assert back() and not c.reconnects()
