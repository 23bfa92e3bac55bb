"""Phones in a real browser (issue 28, item 8): the system's Chromium, headless, on the arcade's own page.

Skipped, saying why, where chromium or chromedriver is not installed (.ci/run installs both).
Two quick ones run in the fast suite; the rest are slow."""

import time

import pytest

from game.midend import Session
from game.stars import BACKEND
from scenes.couch.join import join_table
from scenes.couch.seating import Seat, Seating
from scenes.framework import phone_server
from scenes.stars.config import PERSON, StarsConfig
from scenes.stars.play import StarsPlay
from tools.harness import browser
from tools.harness.browser import BrowserPhone
from tools.harness.helpers import make_app, settle, step_real
from tools.harness.vpad import VirtualPad

pytestmark = [pytest.mark.browser, pytest.mark.skipif(bool(browser.missing()), reason=browser.missing() or "-")]


@pytest.fixture(scope="module")
def driver():
    d = browser.chromium()
    yield d
    d.quit()


@pytest.fixture
def arcade(driver, monkeypatch):
    monkeypatch.setattr(phone_server, "WRONG_CODE_S", 0.05)
    for extra in driver.window_handles[1:]:  # one window per test to start with
        driver.switch_to.window(extra)
        driver.close()
    driver.switch_to.window(driver.window_handles[0])
    driver.get("about:blank")
    app = make_app()
    app.phones.address, app.phones.first_port = "127.0.0.1", 0
    server = app.phones.start()
    assert server.wait_ready()
    yield app, server, driver
    if app.running:
        app.close()


def frames(app):
    def step():
        app.step(1)
        time.sleep(0.004)

    return step


def join_screen(app):
    join = join_table(app, "Black Holes", 2, 6, lambda seats: None)
    app.stack.push(join)
    settle(app)
    return join


def seated_phone(app, server, driver, token=None):
    phone = BrowserPhone(driver, server.port, token).open(f"/{server.room}")
    assert phone.wait(lambda p: p.state == "seated", step=frames(app)), phone.text("status")
    number = int(phone.run("return document.body.dataset.phone"))
    step_real(app, lambda: f"phone:{number}" in app.input.devices(), 5)
    return phone, f"phone:{number}"


def test_scanning_the_code_joins_the_next_free_seat_and_shows_it(arcade):
    app, server, driver = arcade
    join = join_screen(app)
    phone, device = seated_phone(app, server, driver)
    assert phone.wait(lambda p: p.text("name") == "Gold", step=frames(app))
    assert join.seats_of(device) == [0]
    assert phone.run("return getComputedStyle(document.body).getPropertyValue('--seat').trim()") == "#ffff1f"
    assert phone.run("return document.body.dataset.seat") == "0"  # the star, Gold's shape
    assert phone.run("return document.getElementById('shape').innerHTML").startswith("<polygon")
    actions = phone.run("return Array.from(document.querySelectorAll('[data-action]'), b => b.dataset.action)")
    page = ["undo", "pause", "redo", "up", "left", "right", "down", "hint", "alt", "back", "confirm"]
    assert sorted(actions) == sorted(page)


def test_a_wrong_code_is_refused_on_the_phone_and_the_right_one_then_joins(arcade):
    app, server, driver = arcade
    join = join_screen(app)
    phone = BrowserPhone(driver, server.port)  # typed the address: the page asks for the code
    assert phone.state == "ask"
    code = phone.driver.find_element("id", "code")
    code.send_keys("ZZZZ\n")
    assert phone.wait(lambda p: p.text("why") == "Wrong room code", step=frames(app))
    app.step(5)
    assert join.seats == [] and app.input.devices() == ["kb"] and app.toasts == []
    code.send_keys(server.room.lower() + "\n")  # typed in small letters: the same code
    assert phone.wait(lambda p: p.state == "seated", step=frames(app))
    step_real(app, lambda: len(join.seats) == 1, 5)


def game_with(app, devices, people=None):
    seating = Seating(tuple(Seat(d, app.input.pad(d).guid) for d in devices))
    config = StarsConfig(people or (PERSON,) * len(devices))
    play = StarsPlay(app, config, session=Session.new(BACKEND, config.to_json(), 1), seating=seating)
    app.stack.push(play)
    settle(app)
    return play


@pytest.mark.slow
def test_a_black_holes_turn_from_a_phone_beside_a_virtual_pad(arcade):
    app, server, driver = arcade
    pad = VirtualPad("xbox").plug()
    step_real(app, lambda: app.input.pad(f"pad:{pad.instance_id}") is not None, 5)
    phone, device = seated_phone(app, server, driver)
    play = game_with(app, [device, f"pad:{pad.instance_id}"])
    assert phone.wait(lambda p: "turn" in p.run("return document.body.className"), step=frames(app))
    pad.set_button("a", True)  # not the pad's turn: nothing placed
    app.step(2)
    pad.set_button("a", False)
    app.step(2)
    assert play.session.played == []
    phone.tap("right")
    phone.tap("confirm")
    step_real(app, lambda: len(play.session.played) == 1, 5)
    assert phone.wait(lambda p: "turn" not in p.run("return document.body.className"), step=frames(app))
    pad.unplug()


@pytest.mark.slow
def test_a_ninth_phone_is_told_the_table_is_full(arcade):
    app, server, driver = arcade
    for _ in range(8):
        seated_phone(app, server, driver)
    ninth = BrowserPhone(driver, server.port).open(f"/{server.room}")
    assert ninth.wait(lambda p: p.state == "full", step=frames(app)), ninth.text("status")
    assert "full" in ninth.text("status") and len(app.input.phones) == 8


@pytest.mark.slow
def test_oversized_and_garbage_messages_from_the_page_are_dropped(arcade):
    app, server, driver = arcade
    phone, device = seated_phone(app, server, driver)
    from tools.harness.helpers import recording

    recording(app)
    phone.run(
        "const ws = new WebSocket('ws://' + location.host + '/ws');"
        "ws.onopen = () => { ws.send(JSON.stringify({t: 'hello', room: arguments[0], token: 'ee'.repeat(16)}));"
        '  ws.send(\'x\'.repeat(300)); ws.send(\'{"t":"down","a":"format c:"}\');'
        "  ws.send(JSON.stringify({t: 'down', a: 'confirm', pad: 'y'.repeat(300)})); ws.send('[1,2]'); };",
        server.room,
    )
    step_real(app, lambda: server.counters.junk >= 4, 5)
    app.step(3)
    assert [a for a in app.recorded if a.kind.value not in ("device_added",)] == []


@pytest.mark.slow
def test_a_phone_that_sleeps_and_wakes_gets_its_seat_back(arcade):
    app, server, driver = arcade
    pad = VirtualPad("playstation").plug()
    step_real(app, lambda: app.input.pad(f"pad:{pad.instance_id}") is not None, 5)
    phone, device = seated_phone(app, server, driver)
    play = game_with(app, [device, f"pad:{pad.instance_id}"])
    phone.hide()  # asleep: the page lets its socket go
    step_real(app, lambda: app.stack.top.name == "reconnect", 5)
    assert play.couch.seating.seats[0].lost
    phone.hide(False)  # awake: it reconnects by itself, with its token
    assert phone.wait(lambda p: p.state == "seated", step=frames(app))
    gold = lambda: play.couch.seating.seats[0]  # noqa: E731
    step_real(app, lambda: gold().device not in (None, device) and not gold().lost)
    step_real(app, lambda: app.stack.top is play, 10)
    driver.refresh()  # a reload (the same browser): its seat again
    assert phone.wait(lambda p: p.state == "seated", step=frames(app))
    step_real(app, lambda: play.couch.seating.seats[0].device in app.input.devices(), 10)
    pad.unplug()


@pytest.mark.slow
def test_two_phones_and_a_pad_pressing_in_the_same_frame(arcade):
    app, server, driver = arcade
    from scenes.framework.input import Kind
    from tools.harness.helpers import recording

    pad = VirtualPad("nintendo").plug()
    step_real(app, lambda: app.input.pad(f"pad:{pad.instance_id}") is not None, 5)
    a, da = seated_phone(app, server, driver)
    b, db = seated_phone(app, server, driver)
    play = game_with(app, [da, db, f"pad:{pad.instance_id}"])
    recording(app)
    a.press("right")
    b.press("right")
    end = time.monotonic() + 5
    while server.inbox.qsize() < 2 and time.monotonic() < end:  # both queued, no frame run meanwhile
        time.sleep(0.01)
    pad.set_button("right", True)
    app.step(1)
    rights = sorted(x.device for x in app.recorded if x.kind == Kind.RIGHT)
    assert rights == sorted([da, db, f"pad:{pad.instance_id}"])
    assert set(play.couch.ghosts) == {1, 2}  # the two off-turn seats point with their ghosts
    pad.set_button("right", False)
    pad.unplug()


@pytest.mark.slow
def test_the_page_says_it_lost_the_arcade_when_the_arcade_quits(arcade):
    app, server, driver = arcade
    phone, _ = seated_phone(app, server, driver)
    app.close()
    assert phone.wait(lambda p: p.state == "retrying")
    assert phone.text("status").startswith("Lost the arcade")


@pytest.mark.slow
def test_the_phone_buzzes_where_a_pad_would_rumble_and_keeps_its_screen_awake(arcade):
    app, server, driver = arcade
    join = join_screen(app)
    phone = BrowserPhone(driver, server.port)
    driver.execute_cdp_cmd(  # record what the page asks of the phone (before its script runs)
        "Page.addScriptToEvaluateOnNewDocument",
        {
            "source": "window.__buzz = []; navigator.vibrate = ms => { window.__buzz.push(ms); return true; };"
            "window.__awake = [];"
            "Object.defineProperty(navigator, 'wakeLock', {configurable: true, value: {request: async kind => {"
            " window.__awake.push(kind); return {addEventListener() {}, release: async () => {}}; }}});"
        },
    )
    phone.open(f"/{server.room}")
    assert phone.wait(lambda p: p.state == "seated", step=frames(app))
    assert phone.wait(lambda p: 120 in p.run("return window.__buzz"), step=frames(app))  # the join's rumble
    assert phone.run("return window.__awake") == ["screen"]
    device = f"phone:{phone.run('return document.body.dataset.phone')}"
    step_real(app, lambda: bool(join.seats_of(device)), 5)
    app.input.rumble(device, 0.5, 0.5, 300)
    assert phone.wait(lambda p: 300 in p.run("return window.__buzz"), step=frames(app))


@pytest.mark.slow
def test_a_whole_black_holes_game_from_a_phone_against_a_pad_and_the_computer(arcade):
    app, server, driver = arcade
    pad = VirtualPad("xbox").plug()
    step_real(app, lambda: app.input.pad(f"pad:{pad.instance_id}") is not None, 5)
    phone, device = seated_phone(app, server, driver)
    gold = app.input.pad(f"pad:{pad.instance_id}").guid
    seating = Seating((Seat(device, "phone"), Seat(f"pad:{pad.instance_id}", gold), Seat(None, person=False)))
    config = StarsConfig((PERSON, PERSON, 1))  # the phone, the pad and the computer
    play = StarsPlay(app, config, session=Session.new(BACKEND, config.to_json(), 1), seating=seating)
    app.stack.push(play)
    settle(app)
    step = frames(app)
    by_phone = 0

    def press(button_of_phone: str, button_of_pad: str) -> None:
        if play.acting_seat() == 0:
            phone.tap(button_of_phone)
        else:
            pad.set_button(button_of_pad, True)
            app.step(1)
            pad.set_button(button_of_pad, False)
        for _ in range(6):
            step()

    end = time.monotonic() + 240
    while not play.session.is_over() and time.monotonic() < end:
        if play.animating() or play.acting_seat() not in (0, 1) or app.stack.top is not play:
            step()
            continue
        before, phones_turn = len(play.session.played), play.acting_seat() == 0
        press("confirm", "a")  # a star where the cursor is (or the first zone it completes)
        if play.zones.choosing is not None:
            press("confirm", "a")
        if len(play.session.played) == before:
            press("right", "right")  # that cell is taken: the next one
        else:
            by_phone += phones_turn
    assert play.session.is_over(), f"{len(play.session.played)} moves in"
    assert by_phone >= 1 and phone.state == "seated", (by_phone, len(play.session.played), play.session.result())
    assert play.session.result() is not None and len(play.session.played) >= 3  # the phone, the pad, the computer
    pad.unplug()


@pytest.mark.slow
def test_a_thumb_sliding_across_the_dpad_turns_one_direction_into_the_next(arcade):
    from selenium.webdriver.common.action_chains import ActionChains

    from scenes.framework.input import Kind
    from tools.harness.helpers import recording

    app, server, driver = arcade
    phone, device = seated_phone(app, server, driver)
    recording(app)
    chain = ActionChains(driver).move_to_element(phone.button("up")).click_and_hold()
    chain.move_to_element(phone.button("right")).pause(0.05).release().perform()
    step_real(app, lambda: any(a.kind == Kind.RIGHT and a.device == device for a in app.recorded), 5)
    app.step(30)
    moves = [a.kind for a in app.recorded if a.device == device and not a.repeat]
    assert moves == [Kind.UP, Kind.RIGHT]
    assert not app.input.held  # let go: nothing repeats


def test_the_page_speaks_the_arcades_language_and_a_change_reaches_the_next_load(driver):
    """Issue 28: the phone page was English whatever the arcade spoke (here the pseudo-language,
    then English chosen in Settings)."""
    from game.i18n import PSEUDO, pseudo

    driver.get("about:blank")
    app = make_app("--lang", PSEUDO)
    try:
        app.phones.address, app.phones.first_port = "127.0.0.1", 0
        server = app.phones.start()
        assert server.wait_ready()
        phone = BrowserPhone(driver, server.port)  # no code in the address: the page asks for it
        submit = "return document.querySelector('#prompt button').textContent"
        assert phone.run(submit) == pseudo("Join")
        assert phone.run("return document.querySelector('[data-action=undo]').getAttribute('aria-label')") == pseudo(
            "Undo"
        )
        app.set_language("en")
        app.step(1)
        phone.open("/")
        assert phone.run(submit) == "Join"
    finally:
        app.close()
