"""Phones at the couch (issue 28): a phone is a device like a pad, in the real app, with scripted phones.

The real page in a real browser: tests/couch/test_phone_browser.py. The server's own rules:
tests/framework/test_phone_server.py."""

import time

import pygame
import pytest

from game.midend import Session
from game.stars import BACKEND
from scenes.couch.join import join_table
from scenes.couch.seating import Seat, Seating
from scenes.framework import phone_server
from scenes.framework.app import parse_args
from scenes.framework.input import Action, Kind
from scenes.framework.qr_art import QUIET, qr_matrix, qr_surface
from scenes.stars.config import PERSON, StarsConfig
from scenes.stars.play import StarsPlay
from tools.harness.helpers import make_app, pad_press, recording, settle, step_real
from tools.harness.phone_client import FakePhone
from tools.harness.vpad import VirtualPad


def start_phones(app):
    app.phones.address, app.phones.first_port = "127.0.0.1", 0
    server = app.phones.start()
    assert server.wait_ready()
    return server


@pytest.fixture
def phone_app(monkeypatch):
    monkeypatch.setattr(phone_server, "WRONG_CODE_S", 0.05)
    app = make_app()
    server = start_phones(app)
    made: list[FakePhone] = []

    def phone(token=None, room=None):
        p = FakePhone(server.port, token).connect().hello(room or server.room)
        made.append(p)
        return p

    yield app, server, phone
    for p in made:
        if not p.closed:
            p.close()
    app.close()


def join_screen(app, max_seats=6):
    done = []
    join = join_table(app, "Black Holes", 2, max_seats, done.append)
    app.stack.push(join)
    settle(app)
    return join, done


def device_of(app, phone):
    step_real(app, lambda: phone.wait_for("welcome", 0) is not None, 5)
    number = phone.wait_for("welcome")["phone"]
    step_real(app, lambda: f"phone:{number}" in app.input.devices(), 5)
    return f"phone:{number}"


def test_a_phone_that_says_the_room_code_takes_the_next_free_seat_and_is_told_which(phone_app):
    app, server, phone = phone_app
    join, _ = join_screen(app)
    pad = VirtualPad("xbox").plug()
    step_real(app, lambda: app.input.pad(f"pad:{pad.instance_id}") is not None, 5)
    pad_press(app, pad, "a", frames=3)  # the pad sits first
    assert join.seats_of(f"pad:{pad.instance_id}") == [0]
    p = phone()
    device = device_of(app, p)
    step_real(app, lambda: join.seats_of(device) == [1], 5)
    step_real(app, lambda: any(m.get("t") == "seat" and m.get("name") == "Sky" for m in p.received), 5)
    seat = [m for m in p.received if m.get("t") == "seat"][-1]
    assert seat == {"t": "seat", "seat": 1, "name": "Sky", "colour": "#497fff"}
    assert p.wait_for("buzz")  # the join's rumble
    assert join.cards[1].guid == "phone" and app.input.family(device) == "phone"
    assert [g.label for g in app.input.glyphs("confirm", device)] == ["A"]
    pad.unplug()


def test_a_phones_presses_are_actions_of_its_own_device_and_a_held_direction_repeats(phone_app):
    app, server, phone = phone_app
    recording(app)
    p = phone()
    device = device_of(app, p)
    p.send({"t": "down", "a": "left"})
    step_real(app, lambda: any(a.device == device and a.kind == Kind.LEFT and a.repeat for a in app.recorded), 5)
    p.send({"t": "up", "a": "left"})
    for action, kind in (("hint", Kind.ALT2), ("undo", Kind.UNDO), ("pause", Kind.PAUSE)):
        p.press(action)
        step_real(app, lambda k=kind: any(a.device == device and a.kind == k for a in app.recorded), 5)


def test_wrong_code_junk_and_a_ninth_phone_leave_the_arcade_untouched(phone_app):
    app, server, phone = phone_app
    join, _ = join_screen(app, 6)
    recording(app)
    wrong = phone(room="ZZZZ")
    assert wrong.wait_for("refused") == {"t": "refused", "why": "room"}
    phones = [phone() for _ in range(8)]
    devices = [device_of(app, p) for p in phones]
    ninth = phone()
    assert ninth.wait_for("refused") == {"t": "refused", "why": "full"}
    phones[0].send_raw("x" * 1000)
    phones[0].send_raw("{}")
    app.step(5)
    assert [a.device for a in app.recorded if a.kind == Kind.DEVICE_ADDED] == devices
    assert not [a for a in app.recorded if a.kind not in (Kind.DEVICE_ADDED,)]
    assert len(join.seats) == 6 and join.message == ""  # six seats, and no word of the refused ones
    assert app.toasts == []


def test_two_phones_and_a_pad_pressing_in_the_same_frame_each_count_once(phone_app):
    app, server, phone = phone_app
    recording(app)
    pad = VirtualPad("playstation").plug()
    app.step(3)
    a, b = phone(), phone()
    da, db = device_of(app, a), device_of(app, b)
    app.recorded.clear()
    a.send({"t": "down", "a": "confirm"})
    b.send({"t": "down", "a": "confirm"})
    # wait without stepping the app: a frame in between would drain the first press alone
    end = time.monotonic() + 10
    while server.inbox.qsize() < 2 and time.monotonic() < end:
        time.sleep(0.002)
    assert server.inbox.qsize() >= 2, "the two phones' presses did not reach the server"
    pad.set_button("a", True)
    app.step(1)  # the two phones' presses and the pad's in one poll
    pad.set_button("a", False)
    confirms = [a.device for a in app.recorded if a.kind == Kind.CONFIRM]
    assert sorted(confirms) == sorted([da, db, f"pad:{pad.instance_id}"])
    pad.unplug()


def game_with(app, devices):
    seating = Seating(tuple(Seat(d, app.input.pad(d).guid) for d in devices))
    config = StarsConfig((PERSON,) * len(devices))
    play = StarsPlay(app, config, session=Session.new(BACKEND, config.to_json(), 1), seating=seating)
    app.stack.push(play)
    settle(app)
    return play


def test_a_phone_that_drops_gets_its_own_seat_back_and_another_only_by_take_over(phone_app):
    app, server, phone = phone_app
    pad = VirtualPad("xbox").plug()
    app.step(3)
    token = "c0" * 16
    first = phone(token)
    mine = device_of(app, first)
    play = game_with(app, [mine, f"pad:{pad.instance_id}"])
    step_real(app, lambda: first.wait_for("turn", 0) is not None, 5)
    assert first.wait_for("turn") == {"t": "turn", "on": True}  # Gold, the phone, plays first
    first.close()  # asleep: a pulled pad
    step_real(app, lambda: app.stack.top.name == "reconnect", 5)
    stranger = phone()
    other = device_of(app, stranger)
    app.step(5)
    assert play.couch.seating.seats[0].device == mine and app.stack.top.name == "reconnect"
    back = phone(token)  # the same browser, awake again
    again = device_of(app, back)
    step_real(app, lambda: play.couch.seating.seats[0].device == again, 5)
    assert not play.couch.seating.seats[0].borrowed
    step_real(app, lambda: app.stack.top is play, 10)
    back.close()
    step_real(app, lambda: app.stack.top.name == "reconnect", 5)
    stranger.send({"t": "down", "a": "confirm"})  # the take-over asks, and a fresh confirm does it
    stranger.send({"t": "up", "a": "confirm"})
    step_real(app, lambda: other in app.stack.top.asking, 5)
    app.step(int(0.35 * 60) + 4)
    stranger.press("confirm")
    step_real(app, lambda: play.couch.seating.seats[0].device == other, 5)
    assert play.couch.seating.seats[0].borrowed
    pad.unplug()


def test_the_server_stops_with_the_arcade():
    app = make_app()
    server = start_phones(app)
    p = FakePhone(server.port).connect().hello(server.room)
    assert p.wait_for("welcome")
    app.close()
    assert p.wait_closed() and server.state == "stopped"


def test_phones_start_only_when_asked(capsys):
    app = make_app()
    try:
        assert app.phones.server is None and not app.phones.running
        assert "phones:" not in capsys.readouterr().out
    finally:
        app.close()
    assert parse_args(["--phones"]).phones and not parse_args([]).phones


def test_stopping_the_phones_at_the_join_screen_lets_their_seats_go(phone_app):
    app, server, phone = phone_app
    join, _ = join_screen(app)
    device = device_of(app, phone())
    step_real(app, lambda: bool(join.seats_of(device)), 5)
    join.phones.stop()
    app.step(3)
    assert device not in app.input.devices() and not join.seats_of(device)
    assert server.state == "stopped" and join.news is not None and join.news.text == "Gold's phone left"


def test_the_join_screen_shows_the_code_as_crisp_pixels_the_address_and_the_room(phone_app):
    app, server, phone = phone_app
    join, _ = join_screen(app)
    assert join.phones.open  # a running server: the panel is up
    app.step(1)
    from scenes.framework import draw

    with draw.recording_layout() as rec:
        app.step(1)
    words = " ".join(t.text for t in rec.texts)
    assert f"http://127.0.0.1:{server.port}" in words and server.room in words
    text = server.url.upper()
    module = 100 // (len(qr_matrix(text)) + 2 * QUIET)
    surface = qr_surface(text, module)
    matrix = qr_matrix(text)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            px = surface.get_at(((x + QUIET) * module + module // 2, (y + QUIET) * module + module // 2))
            assert (px[0] < 128) == dark
    assert surface.get_at((0, 0))[0] > 128  # the quiet zone is light
    assert module >= 2 and surface.get_width() % module == 0


def test_no_network_is_said_on_the_join_screen(monkeypatch):
    monkeypatch.setattr(phone_server, "lan_address", lambda: None)
    app = make_app()
    try:
        app.phones.first_port = 0
        assert app.phones.start().wait_ready()
        join, _ = join_screen(app)
        assert ("No network: phones can't join", True) in join.phones.lines()
        from scenes.framework import draw

        with draw.recording_layout() as rec:
            app.step(1)
        assert "No network: phones can't join" in [t.text for t in rec.texts]
    finally:
        app.close()


def test_a_taken_port_is_said_on_the_join_screen():
    import socket

    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen(1)
    app = make_app()
    try:
        app.phones.address, app.phones.first_port = "127.0.0.1", taken.getsockname()[1]
        server = app.phones.start()
        assert server.wait_ready()
        join, _ = join_screen(app)
        said = [line for line, bad in join.phones.lines() if bad]
        assert said == [f"Port {taken.getsockname()[1]} was in use: using {server.port}"]
    finally:
        app.close()
        taken.close()


def test_the_phone_icon_is_drawn():
    from scenes.framework import draw

    surface = pygame.Surface((30, 20))
    rect = draw.device_icon(surface, "phone", (15, 10), (255, 255, 255))
    assert rect.size == (10, 16)


@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_the_phone_panel_lays_out_in_both_text_sizes(phone_app, text_size):
    from tools.harness.tour import capture, layout_problems, set_text_size

    app, server, phone = phone_app
    set_text_size(app, text_size)
    join, _ = join_screen(app)
    device_of(app, phone())
    app.step(5)
    assert join.phones.open
    assert layout_problems(app, capture(app)) == []
    join.focus = join.max_seats + 1  # the cursor on Stop phones, its hint below
    assert layout_problems(app, capture(app)) == []


def test_the_phones_setting_when_joining_starts_the_server_with_a_join_screen():
    app = make_app()
    try:
        app.settings.set("phones", "joining")
        app.phones.address, app.phones.first_port = "127.0.0.1", 0
        assert not app.phones.running
        join, _ = join_screen(app)
        assert app.phones.running and join.phones.open
        join.handle(Action(Kind.BACK, "kb"))
        assert not join.phones.open and app.phones.running  # hidden: the seated phones play on
    finally:
        app.close()


def test_the_phones_setting_always_starts_the_server_with_the_arcade(monkeypatch):
    monkeypatch.setattr(phone_server, "lan_address", lambda: None)  # loopback only, in a test
    app = make_app()
    try:
        app.settings.set("phones", "always")
    finally:
        app.close()
    again = make_app()
    try:
        assert again.phones.running
        assert again.phones.server.wait_ready() and again.phones.server.bind == "127.0.0.1"
    finally:
        again.close()


def test_a_server_that_cannot_start_is_said_and_the_arcade_plays_on(phone_app, monkeypatch):
    app, server, phone = phone_app
    app.phones.stop(wait=3)

    async def broken(self):
        raise RuntimeError("no loop today")

    monkeypatch.setattr(phone_server.PhoneServer, "_serve", broken)
    app.phones.start().wait_ready(2)
    join, _ = join_screen(app)
    assert join.phones.lines() == [("Phones can't join: the phone server could not start", True)]
    app.step(3)
