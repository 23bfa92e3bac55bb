"""Pads that come and go never land on the wrong seat (issue 19, findings 2-6).

A four-seat Black Holes game through the real app, each seat on an SDL virtual pad of
another family: Xbox 045E:02EA, PlayStation 054C:09CC, Nintendo 057E:2009 and a generic
DragonRise-style 0079:0011. The seating model (scenes/couch/seating.py) gives a seat back
only to its own pad; anyone else takes it over in two confirmed steps, and the owner's pad
reclaims it."""

import pygame
import pytest

from scenes.couch.reconnect import CONFIRM_AFTER_S
from scenes.couch.seating import Connected, PadId, Seat, Seating
from tests.couch.table import Couch, back_to_the_game, confirm_take_over, dev
from tools.harness.helpers import make_app, pad_press, press_key, settle
from tools.harness.vpad import VirtualPad


@pytest.fixture
def couch():
    c = Couch()
    yield c
    c.close()


def test_a_different_pad_in_the_freed_slot_does_not_take_the_seat(couch):
    c = couch
    sky = c.pads[1]
    slot = c.app.input.pad(dev(sky)).slot
    sky.unplug()
    c.app.step(3)
    other = c.spare("nintendo", name="A friend's pad")  # plugged in, no button pressed
    assert c.app.input.pad(dev(other)).slot == slot  # SDL hands it Sky's freed slot ...
    c.app.step(240)
    assert c.holders()[1] == dev(sky) and c.app.stack.top is not c.play  # ... not Sky's seat
    assert c.overlay.missing_names() == ["Sky"]
    sky.plug()  # Sky's own pad
    c.app.step(3)
    assert c.holders()[1] == dev(sky) and not c.overlay.missing
    back_to_the_game(c)


def test_all_pulled_and_plugged_back_in_another_order_each_owner_in_its_seat(couch):
    c = couch
    owners = [dev(p) for p in c.pads]
    for pad in c.pads:  # the hub is knocked out
        pad.unplug()
    c.app.step(3)
    for i in (2, 0, 3, 1):
        c.pads[i].plug()
        c.app.step(5)
    c.app.step(400)
    assert c.holders() == [dev(p) for p in c.pads] and c.holders() != owners
    assert c.app.stack.top is c.play
    assert [p.player_indices[-1] for p in c.pads] == [0, 1, 2, 3]  # each pad shows its own seat again


def test_two_back_in_one_frame(couch):
    c = couch
    gold, sky = c.pads[0], c.pads[1]
    gold.unplug()
    sky.unplug()
    c.app.step(3)
    gold.plug()
    sky.plug()  # both in before the next frame
    c.app.step(400)
    assert c.holders()[:2] == [dev(gold), dev(sky)] and c.app.stack.top is c.play
    assert len(c.reconnects()) == 0


def test_take_over_needs_a_confirm_and_the_owners_pad_reclaims_the_seat(couch):
    c = couch
    gold, sky = c.pads[0], c.pads[1]
    sky.unplug()
    c.app.step(3)
    overlay = c.overlay
    pad_press(c.app, gold, "a")  # Gold, seated, presses A on Sky's screen: a question, not a take-over
    c.app.step(240)
    assert c.holders()[1] != dev(gold) and overlay.question() == (dev(gold), 1)
    pad_press(c.app, gold, "b")  # no
    assert overlay.question() is None
    pad_press(c.app, gold, "a", frames=1)
    pad_press(c.app, gold, "a", frames=1)  # mashing: too soon to count as the confirm
    assert c.holders()[1] != dev(gold) and overlay.question() == (dev(gold), 1)
    c.app.step(int(CONFIRM_AFTER_S * 60))
    pad_press(c.app, gold, "a")
    assert c.holders()[:2] == [dev(gold), dev(gold)] and c.play.seating.seats[1].borrowed
    assert overlay.row_text(1) == "Sky: an Xbox pad plays for Sky"
    back_to_the_game(c)
    sky.plug()  # Sky's own pad, plugged back in: Sky's seat is Sky's again, Gold keeps Gold's
    c.app.step(3)
    assert c.holders()[:2] == [dev(gold), dev(sky)] and not c.play.seating.seats[1].borrowed
    assert "Sky's controller is back" in c.play.message_text
    assert gold.player_indices[-1] == 0 and sky.player_indices[-1] == 1


def test_a_spare_pad_that_took_a_seat_over_gives_it_back(couch):
    c = couch
    rose = c.pads[2]
    spare = c.spare("xbox", name="Spare pad")
    rose.unplug()
    c.app.step(3)
    confirm_take_over(c.app, spare)
    assert c.holders()[2] == dev(spare)
    back_to_the_game(c)
    rose.plug()
    c.app.step(3)
    assert c.holders()[2] == dev(rose) and c.play.couch.spare(dev(spare))
    assert spare.player_indices[-1] == -1  # its lamps no longer claim a seat


def test_identical_pads_back_are_asked_for_never_guessed():
    """Pads of one model with no serial: the first one back could be either seat's (issue 25,
    item 10 asks instead of giving it the seat emptied last); a spare one there all along is none."""
    c = Couch(("xbox", "xbox"), names=("Same pad", "Same pad"))
    try:
        a, b = c.pads
        assert c.app.input.pad(dev(a)).guid == c.app.input.pad(dev(b)).guid
        spare = c.spare("xbox", name="Same pad")  # a third one of the model, there all along
        before = c.holders()
        a.unplug()
        c.app.step(3)
        assert c.holders()[0] == dev(a) and c.play.couch.spare(dev(spare))  # not a returning pad
        b.unplug()
        c.app.step(3)
        b.plug()
        c.app.step(3)
        assert c.holders() == before and c.play.couch.unsure_pads() == [dev(b)]  # nobody guesses
        pad_press(c.app, b, "right")  # "Press A on Sky's controller"
        pad_press(c.app, b, "a")
        assert c.play.seating.seats[1].device == dev(b) and c.overlay.missing_names() == ["Gold"]
        a.plug()
        c.app.step(3)
        assert c.holders() == [dev(a), dev(b)] and not c.overlay.missing
    finally:
        c.close()


def test_no_reconnect_screen_over_a_result(couch):
    c = couch
    c.play.begin_result()  # the game is over: its result keys are up
    c.app.step(2)
    c.pads[1].unplug()
    c.app.step(5)
    assert not c.reconnects() and any("Disconnected" in t.text for t in c.app.toasts)
    pad_press(c.app, c.pads[0], "b")  # Title works
    c.app.step(1)
    settle(c.app)
    assert c.app.stack.names() == ["title"]


def test_no_reconnect_screen_over_the_title_after_quitting(couch):
    c = couch
    pad_press(c.app, c.pads[0], "start")
    settle(c.app)
    pad_press(c.app, c.pads[0], "up")  # the menu wraps: its last row, Quit to title
    pause = c.app.stack.top
    assert pause.items[pause.nav.focused.key].label == "Quit to title"
    pad_press(c.app, c.pads[0], "a", frames=0)
    c.app.step(2)
    c.pads[2].unplug()  # pulled during the fade out of the game
    c.app.step(1)
    settle(c.app)
    c.app.step(30)
    assert c.app.stack.names() == ["title"]


def test_pulled_and_plugged_back_while_paused_resumes_without_a_reconnect_screen(couch):
    c = couch
    pad_press(c.app, c.pads[0], "start")
    settle(c.app)
    rose = c.pads[2]
    rose.unplug()
    c.app.step(3)
    rose.plug()  # back while the pause menu is up (its DEVICE_ADDED goes to the menu)
    c.app.step(3)
    pad_press(c.app, c.pads[0], "start")  # resume
    settle(c.app)
    c.app.step(5)
    assert c.app.stack.top is c.play and c.holders()[2] == dev(rose)


def test_pulled_while_paused_and_still_missing_asks_on_resume(couch):
    c = couch
    pad_press(c.app, c.pads[0], "start")
    settle(c.app)
    c.pads[3].unplug()
    c.app.step(3)
    assert c.app.stack.top.name == "pause"
    pad_press(c.app, c.pads[0], "start")
    settle(c.app)
    assert c.overlay is not None and c.overlay.missing_names() == ["Mint"]


def test_one_reconnect_screen_lists_every_missing_seat(couch):
    c = couch
    c.pads[1].unplug()
    c.app.step(3)
    c.pads[3].unplug()
    c.app.step(3)
    assert len(c.reconnects()) == 1 and c.overlay.missing_names() == ["Sky", "Mint"]
    pad_press(c.app, c.pads[0], "right")  # left/right pick which seat a take-over asks about
    pad_press(c.app, c.pads[0], "a")
    assert c.overlay.question() == (dev(c.pads[0]), 3)


def test_a_spare_pad_may_point_and_pause_but_not_undo_redo_or_quit(couch):
    c = couch
    app, gold = c.app, c.pads[0]
    spare = c.spare("playstation", name="Spare")
    pad_press(app, gold, "a")
    assert c.play.session.position == 1
    pad_press(app, spare, "lb")  # undo
    assert c.play.session.position == 1 and "seated" in c.play.message_text
    pad_press(app, spare, "rb")  # redo
    assert c.play.session.position == 1
    focus = c.play.cursor.focus
    pad_press(app, spare, "right")  # it points with a neutral ghost of its own
    assert c.play.cursor.focus == focus and dev(spare) in c.play.couch.spare_ghosts
    pad_press(app, spare, "start")  # it may pause ...
    settle(app)
    pause = app.stack.top
    assert pause.name == "pause"
    pad_press(app, spare, "up")  # the menu wraps: its last row, Quit to title
    pad_press(app, spare, "a")  # ... but its Quit is refused
    app.step(1)
    settle(app)
    assert app.stack.top is pause and "seated" in pause.refusal
    pad_press(app, gold, "a")  # a seated player's Quit works
    app.step(1)
    settle(app)
    assert app.stack.names() == ["title"]


def test_the_keyboard_not_seated_is_a_spare_too(couch):
    c = couch
    pad_press(c.app, c.pads[0], "a")
    press_key(c.app, pygame.K_z, pygame.KMOD_CTRL)
    assert c.play.session.position == 1


# -- the model alone ---------------------------------------------------------------------------
def test_a_serial_tells_two_pads_of_one_model_apart():
    seating = Seating((Seat("pad:1", "G", serial="AAA"), Seat("pad:2", "G", serial="BBB")))
    seating = seating.vacate(["kb"], {"pad:1": (1, 2), "pad:2": (2, 2)})
    seating, got = seating.returning(Connected("pad:3", PadId("G", "AAA"), 3))
    assert got == [0] and seating.seats[0].device == "pad:3"  # not the seat emptied last: its serial
    seating, got = seating.returning(Connected("pad:4", PadId("G", "CCC"), 4))
    assert got == [] and seating.seats[1].device == "pad:2"  # another pad of the model: no seat


def test_the_path_breaks_a_tie_between_pads_sdl_cannot_tell_apart():
    seating = Seating((Seat("pad:1", "G", path="/usb1"), Seat("pad:2", "G", path="/usb2")))
    seating = seating.vacate(["kb"], {"pad:1": (1, 2), "pad:2": (2, 2)})
    seating, got = seating.returning(Connected("pad:3", PadId("G", path="/usb1"), 3))
    assert got == [0]


def test_a_hot_seat_pads_seats_come_back_together():
    seating = Seating((Seat("pad:1", "G"), Seat("pad:2", "H"), Seat("pad:1", "G")))
    seating = seating.vacate(["kb", "pad:2"], {"pad:1": (1, 2)})
    assert seating.missing(["kb", "pad:2"]) == [0, 2]
    seating, got = seating.returning(Connected("pad:5", PadId("G"), 5))
    assert got == [0, 2] and seating.missing(["kb", "pad:2", "pad:5"]) == []


def test_a_pad_plugged_in_as_another_goes_in_the_same_frame_is_seen(couch):
    c = couch
    new = VirtualPad("nintendo", name="Late pad").plug()  # its added event names index 4 ...
    c.pads[0].unplug()  # ... which this removal, in the same frame, shifts to index 3
    c.app.step(2)
    try:
        assert c.app.input.pad(dev(new)) is not None
    finally:
        new.unplug()


def test_a_seated_player_holding_every_seat_by_take_over_is_no_hot_seat():
    seating = Seating((Seat("pad:1", "G"), Seat("pad:2", "H")))
    taken = seating.vacate(["kb", "pad:1"], {"pad:2": (1, 2)}).take_over(1, "pad:1")
    assert not taken.shared and taken.may_play(1, "pad:1") and not taken.may_play(1, "pad:7")
    assert Seating((Seat("pad:1", "G"), Seat("pad:1", "G"))).shared  # one pad joined twice: hot-seat


def test_fifty_rapid_pull_and_plug_loops_end_with_live_devices(couch):
    c = couch
    for loop in range(50):
        for pad in c.pads[:2]:
            pad.unplug()
        if loop % 3:
            c.app.step(1)
        for pad in c.pads[:2]:
            pad.plug()
        c.app.step(1 + loop % 2)
    c.app.step(300)
    assert c.holders() == [dev(p) for p in c.pads] and c.app.stack.top is c.play
    assert all(d in c.app.input.devices() for d in c.holders())


def test_a_pad_whose_plug_event_was_lost_is_found_within_a_second(couch):
    c = couch
    new = VirtualPad("playstation", name="Quiet pad").plug()
    pygame.event.get(eventtype=[pygame.JOYDEVICEADDED, pygame.CONTROLLERDEVICEADDED])  # the events go missing
    try:
        c.app.step(65)
        assert c.app.input.pad(dev(new)) is not None
    finally:
        new.unplug()


def test_a_kept_game_binds_its_seats_by_guid_and_serial():
    from scenes.couch.seating import restore_seating

    kept = Seating((Seat("pad:1", "G", serial="AAA"), Seat("pad:2", "G", serial="BBB"))).to_json()
    back = restore_seating(kept, [("pad:8", "G", "BBB"), ("pad:9", "G", "AAA")])
    assert back is not None and [s.device for s in back.seats] == ["pad:9", "pad:8"]


def test_a_stale_pygame_controller_object_does_not_hide_a_new_pad(monkeypatch):
    """pygame-ce can hand back its controller object for a pad that sat at a device index before
    (seen in plug storms: "index 0 is 80, the object says 81"): the new pad is opened directly."""
    from scenes.framework import input as input_module

    app = make_app()
    a = VirtualPad("xbox").plug()
    c = None
    try:
        app.step(2)
        old = app.input.pad(dev(a)).handle
        real = input_module.sdl_controller.Controller
        monkeypatch.setattr(input_module.sdl_controller, "Controller", lambda index: old if index == 1 else real(index))
        c = VirtualPad("nintendo").plug()  # at index 1: pygame answers with A's object
        app.step(2)
        assert app.input.pad(dev(c)) is not None and app.input.family(dev(c)) == "nintendo"
        c.set_button("a", True)
        actions = app.input.poll(app.time + 1)
        assert [(x.kind.value, x.device) for x in actions] == [("confirm", dev(c))]
        c.set_button("a", False)
        c.unplug()
        app.step(2)
        assert app.input.pad(dev(c)) is None and app.input._native == {}
    finally:
        a.unplug()
        app.close()
