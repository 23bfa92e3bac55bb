"""The screen tour: every scene of the arcade, reached the way a player reaches it.

One definition serves two masters: tests/shell/test_layout.py checks the text layout
of every shot, and tools/contact_sheet.py photographs the same shots at real
window sizes. A leg of the tour starts from a fresh app at the title screen and
yields a name at each screen worth a look; the caller captures the frame there.

Scenes are driven through public behaviour (clicks on menu buttons, key
presses, registry entries and saved games through GameEntry.resume), so the
tour survives refactors of the scenes' insides.
"""

from __future__ import annotations

import datetime as dt
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame
import pygame_gui

from game.catalogue import info
from game.i18n import date_words, tr
from scenes.framework.app import App
from scenes.framework.draw import FONT_FILE, LayoutRecorder
from scenes.play import entries
from tools.harness.helpers import click, press_key, settle, step_real, step_until

CANVAS = pygame.Rect(0, 0, 640, 360)
Leg = Callable[[App], Iterator[str]]


# -- driving ---------------------------------------------------------------------------
def set_text_size(app: App, size: str) -> None:
    """Normal or Large text for the rest of the tour leg (the Text size setting)."""
    app.settings.set("text_size", size)
    app.settings_changed()


def buttons(app: App) -> dict[str, pygame.Rect]:
    """Visible pygame_gui buttons of the top scene: label -> rect (canvas pixels). A menu's rows
    go by their English words (MenuScene.english_labels), so the tour drives every language."""
    top = app.stack.top
    manager = top.ui_manager if top is not None else None
    if manager is None:
        return {}
    english = getattr(top, "english_labels", None)
    named = english() if callable(english) else {}
    elements = getattr(top, "_elements", {})
    by_element = {id(elements[i]): label for i, label in named.items() if i in elements}
    return {
        by_element.get(id(el), el.text): pygame.Rect(el.rect)
        for el in manager.get_sprite_group().sprites()
        if isinstance(el, pygame_gui.elements.UIButton) and el.visible
    }


def press_button(app: App, label: str) -> None:
    """Click the top scene's button whose label starts with `label`."""
    found = [r for text, r in buttons(app).items() if text.startswith(label)]
    if not found:
        raise AssertionError(f"no button {label!r} on {app.scene_names()}: {sorted(buttons(app))}")
    click(app, found[0].center)
    settle(app)


def push(app: App, scene) -> None:
    app.stack.push(scene)
    settle(app)


def key(app: App, k: int, frames: int = 2, mod: int = 0) -> None:
    """A key press as the keyboard sends it (letters carry their text)."""
    name = pygame.key.name(k)
    press_key(app, k, mod=mod, frames=frames, unicode=name if len(name) == 1 else "")
    settle(app)


def wait_real(app: App, predicate: Callable[[], bool], seconds: float) -> None:
    """Step frames in real time until ``predicate()`` or ``seconds`` pass (no failure: a look)."""
    import time

    end = time.monotonic() + seconds
    while time.monotonic() < end and not predicate():
        app.step(1)
        time.sleep(0.002)


def back_to(app: App, depth: int) -> None:
    """Back out (Esc, a menu's Back, a game's 'Quit to title') until at most ``depth``
    scenes are left on the stack."""
    for _ in range(12):
        if len(app.stack.scenes) <= depth:
            return
        labels = buttons(app)
        if app.stack.top.name == "pause":  # a game is left by its pause menu, to the title
            press_button(app, "Quit to title")
        elif "Back" in labels:
            press_button(app, "Back")
        else:
            key(app, pygame.K_ESCAPE)
    raise AssertionError(f"could not get back to {depth} scenes: {app.scene_names()}")


def start_from_setup(app: App, computers: int = 1) -> Iterator[str]:
    """Start on a setup screen; where it opens the join screen, the keyboard takes the first
    seat and the host adds ``computers`` computer seats, then starts."""
    press_button(app, "Start")
    if app.stack.top.name != "join":
        return
    key(app, pygame.K_RETURN)  # the keyboard takes the first seat
    join = app.stack.top
    for _ in range(computers):
        while join.focus != len(join.seats):
            key(app, pygame.K_RIGHT)  # the host walks to the next free seat
        key(app, pygame.K_TAB)  # and adds a computer there
    yield f"join {computers + 1} seats"
    key(app, pygame.K_p)  # Start
    settle(app)


def set_players(app: App, n: int) -> bool:
    """A setup's Players row (setups without one seat players on the join screen)."""
    row = next((label for label in buttons(app) if label.startswith("Players")), None)
    if row is None:
        return False
    while not any(label.startswith("Players") and f"{n}" in label for label in buttons(app)):
        key(app, pygame.K_RIGHT if n > 2 else pygame.K_LEFT)
    return True


def entry(key_name: str) -> entries.GameEntry:
    found = entries.find(key_name)
    assert found is not None, key_name
    return found


def pages(app: App, prefix: str) -> Iterator[str]:
    """Every page of the rules scene on top, one shot each."""
    rules = app.stack.top
    for k in range(len(rules.pages)):
        app.step(15)  # let the diagram animate a little
        yield f"{prefix} rules {k + 1}"
        key(app, pygame.K_RIGHT)


# -- saved games: the mid-end's session JSON -------------------------------------------------
def played_json(backend, options: dict, seed: int, pick, stop_before_end: bool = True):
    """A session played by ``pick(state, rng)`` and its JSON, stopped one move short of the
    end (that move is returned, for the tour to play through the scene) or played out."""
    from game.midend import Session

    session, rng = Session.new(backend, options, seed), random.Random(seed)
    while True:
        move = pick(session.state, rng)
        if stop_before_end and session.state.apply(move).is_terminal():
            return session.to_json(), move
        session.play(move)
        if session.is_over():
            return session.to_json(), None


def numbers_json(stop_before_end: bool = True, seed: int = 4):
    from game.numbers import BACKEND
    from scenes.numbers.config import PERSON, MatchConfig

    options = MatchConfig(levels=(PERSON, PERSON)).options()
    return played_json(
        BACKEND,
        options,
        seed,
        lambda s, rng: rng.choice(s.legal_actions()),
        stop_before_end,
    )


def stars_json(stop_before_end: bool = True, seed: int = 7):
    from game.ai.stars_knowledge import greedy_action
    from game.stars import BACKEND
    from scenes.stars.config import PERSON, StarsConfig

    options = StarsConfig((PERSON, PERSON)).to_json()
    return played_json(BACKEND, options, seed, greedy_action, stop_before_end)


def patience_json() -> dict:
    """A patience deal two moves in (a kept game for the title's Continue rows)."""
    from game.midend import Session
    from game.patience import BACKEND, deal_options

    session = Session.new(BACKEND, deal_options(), 1)
    for _ in range(2):
        session.play(session.state.legal_actions()[0])
    return session.to_json()


def in_result(app: App) -> bool:
    return bool(getattr(app.stack.top, "in_result", False))


# -- the legs ------------------------------------------------------------------------------
def shell(app: App) -> Iterator[str]:
    yield "title"
    press_button(app, "Settings")
    yield "settings"
    key(app, pygame.K_ESCAPE)
    press_button(app, "Controls")
    controls = app.stack.top
    for _ in controls.families:  # every tab: keyboard and mouse, each pad family
        yield f"controls {controls.family}"
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_ESCAPE)
    yield from about(app)
    press_button(app, "Quit")
    yield "quit the arcade?"
    press_button(app, "No")


def about(app: App) -> Iterator[str]:
    """The About screen's two pages, the licences also scrolled to their end."""
    press_button(app, "About")
    settle(app)
    yield "about"
    key(app, pygame.K_RIGHT)
    yield "about licences"
    about = app.stack.top
    while about.top < about.last_top():
        key(app, pygame.K_RETURN)  # a screenful down
    yield "about licences end"
    key(app, pygame.K_ESCAPE)
    settle(app)


def kept(app: App) -> Iterator[str]:
    """A kept game: the title's Continue entry, the abandon question, the game resumed."""
    data, _ = numbers_json()
    data["redo"] = data["moves"][6:]
    data["moves"] = data["moves"][:6]
    app.keep_game("numbers", data)
    stars_data, _ = stars_json()
    stars_data["moves"] = stars_data["moves"][:6]
    app.keep_game("stars", stars_data)
    app.keep_game("patience", patience_json())
    press_button(app, "Settings")  # back on the title, the menu is rebuilt with Continue
    key(app, pygame.K_ESCAPE)
    yield "title with three kept games"  # the longest title list: its rows must still hold their words
    press_button(app, "Black Hole Numbers")
    yield "abandon the kept game?"
    press_button(app, "Continue it")
    yield "numbers resumed"


def lesson_shots(app: App, game: str) -> Iterator[str]:
    """With a game's lesson list open: the list, its first lesson, and that lesson answered."""
    yield f"{game} lessons"
    press_button(app, "[")
    app.step(30)
    yield f"{game} lesson"
    key(app, pygame.K_RETURN)
    app.step(10)
    yield f"{game} lesson answered"


def first_launch(app: App) -> Iterator[str]:
    """A fresh arcade: a game's first setup asks about the lessons."""
    press_button(app, "Black Holes")
    yield "first launch question"
    press_button(app, "Show me the lessons")
    yield from lesson_shots(app, "stars")


def couch(app: App) -> Iterator[str]:
    """The join screen (keyboard and a computer seated) and the reconnect screen over a game."""
    from scenes.couch.join import JoinScene
    from scenes.framework import draw

    names, colours = draw.SEAT_NAMES, draw.SEAT_COLOURS
    title = tr("{game}: take your seats").format(game=tr(info("stars").name))  # as the game's own join screen
    push(app, JoinScene(app, title, 2, 6, names, colours, lambda s: None, lambda: None))
    yield "join empty"
    key(app, pygame.K_RETURN)  # the keyboard takes Gold
    key(app, pygame.K_TAB)  # the host adds a computer
    yield "join two seats"
    app.stack.pop()
    settle(app)
    data, _ = stars_json()
    data["moves"] = data["moves"][:8]
    # Gold on the keyboard, Sky's PlayStation pad not plugged in: the game asks for it itself
    sky_pad = "030000004c050000cc09000000000000"
    data["seats"] = [
        {"person": True, "guid": "", "kb": True, "same": -1},
        {"person": True, "guid": sky_pad, "same": -1},
    ]
    push(app, entry("stars").resume(app, data))
    app.step(30)
    yield "reconnect"


def names(app: App) -> Iterator[str]:
    """Players' names at their longest: six named cards, the name entry, the six-seat panel."""
    from scenes.couch import seat_names
    from scenes.couch.join import join_table
    from tools.harness.vpad import VirtualPad

    for seat in range(6):
        seat_names.set_name(app, seat, "W" * seat_names.MAX_LEN)
    with VirtualPad("playstation") as one, VirtualPad("nintendo") as two:  # a pad's card: Name and A/B
        app.step(2)
        app.toasts.clear()
        push(app, join_table(app, "Black Holes", 2, 6, lambda seats: None))
        for pad in (one, two):
            pad.set_button("a", True)
            app.step(1)
            pad.set_button("a", False)
            app.step(2)
        key(app, pygame.K_RETURN)  # and the keyboard
        yield "names join pads named"
        app.stack.pop()
        settle(app)
    app.toasts.clear()
    push(app, entry("stars").start(app))
    press_button(app, "Start")
    for _ in range(6):
        key(app, pygame.K_RETURN)  # the keyboard takes Gold, then (the host) every other seat
    yield "names join six named seats"
    key(app, pygame.K_h)  # the Name key: the entry for the host's own card
    yield "names entry"
    key(app, pygame.K_RETURN)  # done: the name as it was
    key(app, pygame.K_p)  # Start
    settle(app)
    app.step(30)
    yield "names stars six named seats"
    app.stack.pop()
    settle(app)
    from game.ai.stars_knowledge import greedy_action
    from game.stars import BACKEND
    from scenes.stars.config import PERSON, StarsConfig

    data, move = played_json(BACKEND, StarsConfig((PERSON,) * 6).options(), 7, greedy_action)
    data["seats"] = [{"person": True, "guid": "", "kb": True, "same": 0 if p else -1} for p in range(6)]
    push(app, entry("stars").resume(app, data))  # the last move, then the result with its podium
    play_last_stars_move(app, move)
    yield "names stars result six named seats"
    app.stack.pop()
    settle(app)
    from game.numbers import BACKEND as NUMBERS
    from scenes.numbers.config import MatchConfig

    options = MatchConfig(levels=(PERSON,) * 3).options()
    data, last = played_json(NUMBERS, options, 4, lambda s, rng: rng.choice(s.legal_actions()))
    data["seats"] = [{"person": True, "guid": "", "kb": True, "same": 0 if p else -1} for p in range(3)]
    push(app, entry("numbers").resume(app, data))
    yield "names numbers three named seats"
    x, y = app.stack.top.layout.centres[last]
    click(app, (int(x), int(y)))
    key(app, pygame.K_RETURN)
    step_until(app, lambda: in_result(app), 900)
    app.step(30)
    yield "names numbers result three named seats"
    app.stack.pop()
    settle(app)
    yield from (f"names {shot}" for shot in blackbox_two(app))  # Player 1 and 2 by their names
    key(app, pygame.K_RETURN)  # past the cover: the panel's Hides and Finds rows
    app.step(30)
    yield "names blackbox two named players"


def joy_tap(app: App, joy: Any, number: int) -> None:
    """A plain joystick's button tapped: down one frame, up, as a quick press (an answer)."""
    joy.set_raw_button(number, True)
    app.step(1)
    joy.set_raw_button(number, False)
    app.step(2)


def remap(app: App, family: str, label: str) -> None:
    """From the Controls page on top: ``family``'s tab, the row ``label`` chosen with Enter."""
    controls = app.stack.top
    controls.family_index = controls.families.index(family)
    controls.selected = next(i for i, r in enumerate(controls.rows) if r.label == label and not r.heading)
    key(app, pygame.K_RETURN)


def mapping(app: App) -> Iterator[str]:
    """The mapping screens: the keyboard remap from the Controls page and a refused key, an
    Xbox pad's remap with a button held to cancel and let go too soon, then a plain joystick's
    set-up (its first step, a refused button, a hold filling the cancel bar). The pads are
    virtual ones, made by SDL (tools/harness/vpad.py)."""
    from tools.harness.vpad import VirtualPad

    with VirtualPad("xbox") as pad:
        app.step(2)
        app.toasts.clear()  # "Connected": the pad was plugged in long before
        press_button(app, "Controls")
        remap(app, "keyboard", "Undo")
        yield "remap a key"
        key(app, pygame.K_a)  # A moves left: refused
        yield "remap a key refused"
        key(app, pygame.K_ESCAPE)
        app.toasts.clear()  # the cancel's toast would lie on the next panel's top edge (reported)
        remap(app, "xbox", "Undo")
        pad.set_button("y", True)
        app.step(70)  # past a tap: the bar fills, under Y's own glyph
        yield "remap a pad button hold to cancel"
        pad.set_button("y", False)
        app.step(2)  # let go before 2 s: neither the answer nor a cancel
        yield "remap a pad button let go"
        key(app, pygame.K_ESCAPE)
        back_to(app, 1)
    app.step(2)
    app.toasts.clear()  # the cancels' and the unplugging's toasts: gone by the next pad
    with VirtualPad("generic", controller=False, buttons=12, name="Gamepad 2000") as joy:
        app.step(2)
        joy_tap(app, joy, 8)  # an unknown pad's Select opens its set-up screen
        settle(app)
        setup = app.stack.top
        assert setup.name == "mapping", app.scene_names()
        yield "pad set-up"
        joy_tap(app, joy, 1)  # confirm
        joy_tap(app, joy, 1)  # the same button for back: refused
        yield "pad set-up button taken"
        joy.set_raw_button(2, True)
        app.step(75)  # 1.25 s: past a tap, the cancel bar part-filled
        yield "pad set-up hold to cancel"
        step_until(app, lambda: app.stack.top is not setup, 60)  # held on: cancelled at 2 s
        settle(app)
        joy.set_raw_button(2, False)
        app.step(2)


def demos(app: App) -> Iterator[str]:
    press_button(app, "Watch the demo")  # the attract mode, with its strip
    app.step(120)
    yield "attract demo"
    app.step(20)  # the strip blinks: look again
    yield "attract demo later"
    key(app, pygame.K_ESCAPE)
    for e in entries.games():
        push(app, e.demo(app, 3))
        app.step(120)
        yield f"{e.key} demo"
        app.stack.pop()
        settle(app)


def stars(app: App) -> Iterator[str]:
    push(app, entry("stars").start(app))
    yield "stars setup"
    if set_players(app, 6):
        yield "stars setup 6 players"
        set_players(app, 2)
    yield from (f"stars {shot}" for shot in start_from_setup(app, 1))
    yield "stars start"
    key(app, pygame.K_DOWN)  # onto the NOVA
    key(app, pygame.K_RETURN)  # refused, with a message
    yield "stars message"
    key(app, pygame.K_p)
    yield "stars pause"
    press_button(app, "Rules")
    yield from pages(app, "stars")
    key(app, pygame.K_ESCAPE)
    press_button(app, "Settings")
    yield "settings over a game"


def stars_six(app: App) -> Iterator[str]:
    push(app, entry("stars").start(app))
    set_players(app, 6)  # on the 9x9 board
    yield from (f"stars {shot}" for shot in start_from_setup(app, 5))
    app.step(30)
    yield "stars 6 players"


def play_last_stars_move(app: App, move: tuple) -> None:
    """Click the game's last star (and its zone, where it asks), then wait for the result."""
    scene = app.stack.top
    cell, zone = move
    if cell is not None:
        click(app, scene.layout.rect(cell).center)
    if zone is not None and scene.zones.choosing is not None:
        click(app, scene.layout.rect(zone).center)
    step_until(app, lambda: in_result(app), 900)
    app.step(30)


def stars_end(app: App) -> Iterator[str]:
    data, move = stars_json()
    push(app, entry("stars").resume(app, data))
    yield "stars last move"
    play_last_stars_move(app, move)
    yield "stars end"
    yield from review_and_recent(app, "stars")


def numbers_end(app: App) -> Iterator[str]:
    data, move = numbers_json()
    push(app, entry("numbers").resume(app, data))
    yield "numbers last move"
    scene = app.stack.top
    x, y = scene.layout.centres[move]
    click(app, (int(x), int(y)))
    key(app, pygame.K_RETURN)
    step_until(app, lambda: in_result(app), 900)
    app.step(30)
    yield "numbers end"
    yield from review_and_recent(app, "numbers")


def review_and_recent(app: App, game: str) -> Iterator[str]:
    """From the result: the running review (H), then Change setup (X) and the recent list."""
    key(app, pygame.K_h)
    scene = app.stack.top
    wait_real(app, lambda: bool(scene.review is not None and scene.review.reviews), 3.0)  # a judged move, if soon
    key(app, pygame.K_RIGHT)
    yield f"{game} review"
    key(app, pygame.K_ESCAPE)  # leaves the review, back to the result's keys
    key(app, pygame.K_x)
    yield f"{game} setup after a game"
    press_button(app, "Review a recent game")
    yield f"{game} recent games"
    press_button(app, date_words(dt.date.today(), "short"))  # the newest entry, by its date as the list says it
    app.step(30)
    yield f"{game} recent review"


def numbers(app: App) -> Iterator[str]:
    push(app, entry("numbers").start(app))
    yield "numbers setup"
    press_button(app, "How to play")
    yield from lesson_shots(app, "numbers")
    back_to(app, 2)  # the setup again
    yield from (f"numbers {shot}" for shot in start_from_setup(app, 1))
    yield "numbers start"
    key(app, pygame.K_RETURN)
    step_real(app, lambda: app.stack.top.person_to_move())
    key(app, pygame.K_RETURN)  # the same circle again: refused
    yield "numbers message"
    key(app, pygame.K_p)
    yield "numbers pause"
    press_button(app, "Rules")
    yield from pages(app, "numbers")


def blackbox(app: App) -> Iterator[str]:
    push(app, entry("blackbox").start(app))
    yield "blackbox setup"
    if "How to play" in buttons(app):
        press_button(app, "How to play")
        yield from lesson_shots(app, "blackbox")
        back_to(app, 2)
        if len(app.stack.scenes) < 2:  # the lesson was left by the title
            push(app, entry("blackbox").start(app))
    press_button(app, "Start")
    yield "blackbox hiding"
    step_real(app, lambda: app.stack.top.phase == "get")
    yield "blackbox start"
    key(app, pygame.K_TAB)  # announce with no stones: refused
    yield "blackbox message"
    key(app, pygame.K_p)
    press_button(app, "Rules")
    yield from pages(app, "blackbox")


def blackbox_two(app: App) -> Iterator[str]:
    push(app, entry("blackbox").start(app))
    while not any(label.startswith("Mode:") and "Two" in label for label in buttons(app)):
        key(app, pygame.K_RIGHT)  # Mode: two players
    press_button(app, "Start")
    if app.stack.top.name == "join":  # both seats on the keyboard: a hot-seat match
        key(app, pygame.K_RETURN)
        key(app, pygame.K_RETURN)
        yield "blackbox join two people"
        key(app, pygame.K_p)
    yield "blackbox two players cover"


def blackbox_end(app: App) -> Iterator[str]:
    from game.blackbox import BACKEND, ports
    from game.midend import Session
    from scenes.blackbox.play import BlackBoxPlay

    config = entry("blackbox").start(app).config()  # the setup's default game
    atoms = [
        frozenset({(0, 0), (1, 1), (-2, 1), (2, -3), (-1, -1), (3, 0)}),
        frozenset({(0, 1), (1, -2), (-2, 2), (2, 2), (-3, 1), (1, 0)}),
    ]
    session = Session.new(BACKEND, config.options(), 1)
    for k in range(config.rounds):
        session.play(("hide", frozenset(list(atoms[k])[: config.n_atoms])))
        for port in ports(config.radius)[::5]:
            if session.state.round.result_at(port) is None:
                session.play(("fire", port))
        session.play(("announce", frozenset(list(atoms[k])[: config.n_atoms - 1] + [(0, -1)])))
    scene = BlackBoxPlay(app, session)
    push(app, scene)
    step_until(app, lambda: scene.phase in ("scored", "over"), 1200)
    app.step(240)
    if scene.par is None and not scene.par_failed:
        yield "blackbox end"  # the result while the computer still tries the box
    # the computer's own try runs in a worker process: wait by the clock, not by frames
    step_real(app, lambda: scene.par is not None or scene.par_failed, 60)
    app.step(2)
    yield "blackbox end with the computer's try"


def patience(app: App) -> Iterator[str]:
    push(app, entry("patience").start(app, deal=5))
    yield "patience start"
    key(app, pygame.K_RETURN)
    yield "patience message"
    key(app, pygame.K_m)
    yield "patience menu"
    assert app.stack.top.name == "patience_menu", app.scene_names()
    press_button(app, "Statistics")
    yield "patience statistics"
    key(app, pygame.K_ESCAPE)
    press_button(app, "Deal number")
    yield "patience deal number"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_m)
    press_button(app, "How to play")
    yield from lesson_shots(app, "patience")
    back_to(app, 2)  # the game again
    key(app, pygame.K_m)
    press_button(app, "Rules")
    yield from pages(app, "patience")


def patience_end(app: App) -> Iterator[str]:
    push(app, entry("patience").start(app, deal=27))
    app.step(240)
    yield "patience end (no move)"


def patience_lost(app: App) -> Iterator[str]:
    """A winnable deal thrown away: the result offers 'Where was it lost?', and it answers."""
    from game.midend import Session
    from game.patience import BACKEND, deal_options, solve
    from game.patience.lost import winnable

    session = Session.new(BACKEND, deal_options(), 1)
    line = solve(*session.state.deal())
    assert line is not None
    for move in line:
        pos = session.state
        bad = [m for m in pos.legal_actions() if m != move and not winnable(pos.apply(m))]
        session.play(bad[0] if bad else move)
        if bad:
            break
    while session.state.legal_actions():
        session.play(session.state.legal_actions()[0])
    push(app, entry("patience").resume(app, session.to_json()))
    scene = app.stack.top
    step_real(app, lambda: scene.in_result and scene.winnable_from_start() is not None, 60)
    app.step(60)
    yield "patience lost"
    key(app, pygame.K_l)
    step_real(app, lambda: scene.lost_after is not None, 60)
    yield "patience where lost"


def daily(app: App) -> Iterator[str]:
    """The daily challenge: each daily game's puzzle of the day, then each of them started
    (the last row first, as the tour always went)."""
    if "Daily challenge" not in buttons(app):
        return
    rows = -1  # the daily games' rows, known once the screen is open
    k = 0
    while k != rows:
        press_button(app, "Daily challenge")
        scene = app.stack.top
        rows = len(scene.games)

        def ready(s: Any = scene) -> bool:
            return all(d.key in s.puzzles for d in s.games)

        step_real(app, ready, 60)
        if k == 0:
            yield "daily challenge"
        row = rows - 1 - k
        first = sorted(buttons(app).items(), key=lambda kv: kv[1].y)[row][1]
        click(app, first.center)
        settle(app)
        app.step(30)
        yield f"daily {scene.games[row].key}"
        back_to(app, 1)
        k += 1


def every_row(app: App) -> Iterator[str]:
    """On the screen shown: each of its rows in turn, as a player walks them, then the focus
    put back. A menu's rows each show their own help line; a list (the Controls page) shows
    each row selected, scrolled into view. The layout check looks at every one of them."""
    top = app.stack.top
    nav = getattr(top, "nav", None)
    if nav is not None and callable(getattr(top, "focused_help", None)):
        was = nav.cursor.focus
        for k in list(nav.entries):
            if k != was and nav.entries[k].element.is_enabled:
                nav.focus_on(k)
                yield f"row {k}"
        if was is not None:
            nav.focus_on(was)
    elif top is not None and top.name == "controls":
        was, scroll = top.selected, top.scroll
        top.selected, top.scroll = 1, 0
        while True:
            yield f"row {top.selected}"
            before = top.selected
            top._move(1)
            if top.selected == before:
                break
        top.selected, top.scroll = was, scroll


def recent(app: App) -> Iterator[str]:
    """Every game's "Review a recent game" list, the longest game name the widest title."""
    from scenes.play.recent_menu import RecentGamesScene

    for e in entries.games():
        push(app, RecentGamesScene(app, e))
        yield f"{e.key} recent games (none yet)"
        app.stack.pop()
        settle(app)


# a stats.json with a record of every kind the Records screen reads (tests/shell/test_records.py
# checks its every line), and the day its daily page is read on
RECORDS_DAY = dt.date(2026, 12, 1)
RECORDS_STATS = {
    "stars.record": {"2p": {"win": 3, "draw": 1, "loss": 2}, "4p": {"win": 0, "draw": 0, "loss": 1}},
    "stars.by_level": {"level_1": {"win": 2, "draw": 0, "loss": 0}, "level_3": {"win": 1, "draw": 1, "loss": 3}},
    "numbers.record": {"quick2": {"win": 1, "draw": 0, "loss": 1}},
    "numbers.by_level": {"level_2": {"win": 1, "draw": 0, "loss": 1}},
    "blackbox.results": {"played": 7, "best_r4_a6": 12, "markers_r4_a6": 5, "best_r3_a4": 4, "markers_r3_a4": 3},
    "patience.classic": {"played": 10, "won": 4, "helped": 1, "streak": 2, "best": 3},
    "daily": {
        "2026-11-27": {"patience_won": True, "patience_moves": 51},
        "2026-11-29": {"patience_won": True, "patience_moves": 49, "blackbox_penalty": 9, "blackbox_par": 12},
        "2026-11-30": {"blackbox_penalty": 10, "blackbox_par": 12},
        "2026-12-01": {"patience_won": False, "patience_moves": 20, "blackbox_penalty": 15, "blackbox_par": 12},
    },
}


def records(app: App) -> Iterator[str]:
    """The Records screen from the title, every page, with a record of every kind to say."""
    from scenes.shell.records import RecordsScene

    for name, value in RECORDS_STATS.items():
        app.stats.set(name, value)
    scene = RecordsScene(app, today=lambda: RECORDS_DAY)
    push(app, scene)
    for page in range(len(scene.pages)):
        yield f"records {page + 1}"
        key(app, pygame.K_RIGHT)


def stars_pool_empty(app: App) -> Iterator[str]:
    """A Black Holes game whose pool has run dry: the panel's note about it."""
    from game.ai.stars_knowledge import greedy_action
    from game.midend import Session
    from game.stars import BACKEND
    from scenes.stars.config import PERSON, StarsConfig

    session, rng = Session.new(BACKEND, StarsConfig((PERSON, PERSON)).options(), 1), random.Random(1)
    while session.state.pool:  # greedy play until the pool runs dry, the game still on
        move = greedy_action(session.state, rng)
        assert not session.state.apply(move).is_terminal(), "the game ended with stars in the pool"
        session.play(move)
    push(app, entry("stars").resume(app, session.to_json()))
    app.step(10)
    yield "stars pool empty"


def shared_leg(game_key: str) -> Leg:
    """The screens every game has, reached as a player reaches them through its entry: the setup,
    its lessons, the start (the join screen where it has one), the pause menu and the rules pages.
    A game with no legs of its own below gets this one, so a new game's screens are checked for
    clipped text from its first day."""

    def leg(app: App) -> Iterator[str]:
        push(app, entry(game_key).start(app))
        yield f"{game_key} setup"
        if "How to play" in buttons(app):
            press_button(app, "How to play")
            yield from lesson_shots(app, game_key)
            back_to(app, 2)
            if len(app.stack.scenes) < 2:  # the lesson was left by the title
                push(app, entry(game_key).start(app))
        if "Start" in buttons(app):
            yield from (f"{game_key} {shot}" for shot in start_from_setup(app, 1))
            yield f"{game_key} start"
            key(app, pygame.K_p)
            yield f"{game_key} pause"
            if "Rules" in buttons(app):
                press_button(app, "Rules")
                yield from pages(app, game_key)

    return leg


@dataclass(frozen=True)
class Tour:
    name: str  # a game's own legs are named after its key ("stars", "stars end")
    leg: Leg
    args: tuple[str, ...] = ()
    offer_lessons: bool = False  # a fresh arcade that asks about the lessons
    whole: bool = False  # plays whole games or demos to their end: runs with the slow tests
    # the shared leg of a game with none of its own: a game new from the template, whose words
    # are English until they are marked and `make locale` has run (its screens are still fitted)
    shared: bool = False


TOUR: list[Tour] = [
    Tour("shell", shell),
    Tour("kept", kept),
    Tour("first launch", first_launch, offer_lessons=True),
    Tour("couch", couch),
    Tour("names", names),
    Tour("mapping", mapping),
    Tour("stars", stars),
    Tour("stars six", stars_six),
    Tour("stars end", stars_end, whole=True),
    Tour("numbers", numbers),
    Tour("numbers end", numbers_end, whole=True),
    Tour("blackbox", blackbox),
    Tour("blackbox two", blackbox_two),
    Tour("blackbox end", blackbox_end, whole=True),
    Tour("patience", patience),
    Tour("patience end", patience_end, whole=True),
    Tour("patience lost", patience_lost, whole=True),
    Tour("daily", daily),
    Tour("recent", recent),
    Tour("records", records),
    Tour("stars pool empty", stars_pool_empty),
    Tour("demos", demos, whole=True),
]


def own_legs(game_key: str) -> list[Tour]:
    """The legs written for one game (named after its key)."""
    return [t for t in TOUR if t.name == game_key or t.name.startswith(f"{game_key} ")]


# every game of the catalogue is on the tour: one without legs of its own gets the shared leg
TOUR += [Tour(e.key, shared_leg(e.key), shared=True) for e in entries.games() if not own_legs(e.key)]


# -- the check -----------------------------------------------------------------------------
# what may be drawn without a translation: numbers, signs and key caps (no word of two letters with
# an odd run of vowels), file names, the version, and the names of people and things the player types
_UNTRANSLATABLE = re.compile(r"[^A-Za-z]*|.*\.(png|json|txt|md|ttf|ogg|wav)\b.*|v?\d+\.\d+.*")


def drawn_words(app: App, recorder: LayoutRecorder) -> list[str]:
    """Every text of the frame: drawn by draw.text, and the top menu's pygame_gui rows."""
    words = [t.text for t in recorder.texts if t.text.strip()]
    manager = app.stack.top.ui_manager if app.stack.top is not None else None
    if manager is not None:
        words += [
            el.text
            for el in manager.get_sprite_group().sprites()
            if isinstance(el, (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel)) and el.visible and el.text
        ]
    return words


def untranslated(app: App, recorder: LayoutRecorder, allowed: frozenset[str] = frozenset()) -> list[str]:
    """In the pseudo-language (game.i18n.Pseudo): the texts of the frame that did not come
    through a translation call, less numbers, file names and the ``allowed`` names."""
    from game.i18n import looks_pseudo

    out = []
    for text in drawn_words(app, recorder):
        rest = text
        for name in allowed:
            rest = rest.replace(name, "")
        if not looks_pseudo(rest) and not _UNTRANSLATABLE.fullmatch(rest.strip()):
            out.append(text)
    return sorted(set(out))


def leg_problems(app: App, leg: Leg) -> tuple[list[str], dict[str, list[str]]]:
    """The shots of one leg, and the layout problems of each shot that has any."""
    shots, found = [], {}
    for name in leg(app):
        shots.append(name)
        problems = layout_problems(app, capture(app))
        if problems:
            found[name] = problems
        for row in every_row(app):  # each row's own help line, each row of a list in view
            problems = layout_problems(app, capture(app))
            if problems:
                found[f"{name} {row}"] = problems
    return shots, found


def capture(app: App) -> LayoutRecorder:
    """Draw one frame with the layout recorder listening."""
    from scenes.framework.draw import recording_layout

    canvas = app.display.canvas
    canvas.fill(UNPAINTED)  # whatever the frame leaves in this colour was never drawn
    with recording_layout() as recorder:
        app.step(1)
    recorder.unpainted = _count_colour(canvas, UNPAINTED)
    return recorder


UNPAINTED = (255, 0, 254)
CLEAR = 2  # pixels a text keeps clear beside its panel's 1-px side edges: its 1-px shadow and one more


def _count_colour(canvas: pygame.Surface, colour: tuple[int, int, int]) -> int:
    """Pixels of exactly ``colour``: a scene that leaves them shows the last frame there."""
    import numpy as np

    rgb = pygame.surfarray.pixels3d(canvas)
    try:
        return int(np.all(rgb == np.array(colour, dtype=rgb.dtype), axis=2).sum())
    finally:
        del rgb


def layout_problems(app: App, recorder: LayoutRecorder) -> list[str]:
    """Texts off the canvas, sticking out of their panel, or on top of each other."""
    canvas = app.display.canvas
    texts = [t for t in recorder.texts if t.surface is canvas and t.text.strip()]
    drawn = [p for p in recorder.panels if p.surface is canvas]  # each hides what lies under it
    panels = [p for p in drawn if _still_shows(canvas, p)]  # the ones a text can belong to
    problems = [f"panel {tuple(p.rect)} leaves the canvas" for p in drawn if not CANVAS.contains(p.rect)]
    for t in texts:
        if not CANVAS.contains(t.box):
            problems.append(f"{t.text!r} leaves the canvas at {tuple(t.box)}")
            continue
        home = [p for p in panels if p.order < t.order and p.rect.collidepoint(t.box.center)]
        if home and not home[-1].rect.inflate(-2 - 2 * CLEAR, -2).contains(t.box):  # on the edge
            problems.append(f"{t.text!r} {tuple(t.box)} sticks out of its panel {tuple(home[-1].rect)}")
            continue
        cut = [
            p
            for p in panels
            if home and p.order > t.order and home[-1].rect.contains(p.rect) and p.rect.colliderect(t.box)
        ]
        if any(not p.rect.contains(t.box) for p in cut):  # a card laid over part of a panel's words
            problems.append(f"{t.text!r} {tuple(t.box)} is partly covered by panel {tuple(cut[0].rect)}")
            continue
        since = home[-1].order if home else 0
        for p in panels:  # a panel it does not belong to, drawn under it
            if since < p.order < t.order and p.rect.colliderect(t.box) and not p.rect.contains(t.box):
                problems.append(f"{t.text!r} {tuple(t.box)} crosses the edge of panel {tuple(p.rect)}")
                break
    for i, a in enumerate(texts):
        for b in texts[i + 1 :]:
            clash = a.box.inflate(2, 2).clip(b.box)  # at least one clear pixel between
            if not clash.w or not clash.h or (a.text == b.text and a.box == b.box):
                continue
            if _hidden(clash, a.order, drawn):
                continue
            problems.append(f"{a.text!r} {tuple(a.box)} overlaps {b.text!r} {tuple(b.box)}")
    problems += contrast_problems(texts)
    problems += size_problems(texts)
    problems += glyph_problems(texts)
    problems += _over_things(canvas, texts, recorder.things, drawn)
    problems += _ui_problems(app, texts, drawn)
    problems += _strip_problems(app)
    if recorder.unpainted:
        problems.append(f"{recorder.unpainted} pixels were not drawn this frame (the last frame shows through)")
    return problems


@lru_cache(maxsize=1)
def font_chars() -> frozenset[str]:
    """The characters the shipped font has glyphs for (tools/subset_font.py cuts it)."""
    from fontTools.ttLib import TTFont  # deferred: only the layout check reads the font's table

    return frozenset(chr(c) for c in TTFont(str(FONT_FILE)).getBestCmap())


def glyph_problems(texts: list) -> list[str]:
    """A text with a character its face cannot draw: the pixel font shows an empty box, the
    bitmap faces of the small size (capitals only in Normal, the tall face in Large) a '?'."""
    from scenes.framework.draw import BITMAP_FACES, _bitmap_face, resolved  # deferred: as font_chars

    have = font_chars()
    problems = []
    for t in texts:
        size = resolved(t.size)
        bitmap = _bitmap_face(BITMAP_FACES[size]) if size in BITMAP_FACES else None
        if bitmap is not None:  # a caps-only face draws a lower-case letter as its capital
            lacks = {c for c in t.text if c not in bitmap.characters and c.upper() not in bitmap.characters}
            font = "the small capitals" if size == "s" else "the tall small face"
        else:
            lacks, font = set(t.text) - have, "the font"
        if lacks:
            problems.append(f"{t.text!r} has {''.join(sorted(lacks))!r}, which {font} has no glyph for")
    return problems


def _strip_problems(app: App) -> list[str]:
    """A strip over a hosted scene (the attract mode's DEMO bar) must not lie on the frame it
    hosts: the demo's board reaches the canvas' foot."""
    top = app.stack.top
    strip, view = getattr(top, "strip_rect", None), getattr(top, "viewport", None)
    if not (callable(strip) and callable(view)):
        return []
    band, frame = strip(), view()
    if band.colliderect(frame):
        return [f"the strip {tuple(band)} covers the hosted frame {tuple(frame)}"]
    return []


MIN_CONTRAST = 4.5  # WCAG AA for text
LARGE_MIN_CAP = 9  # Large text: capitals at least 9 canvas px (27 px at 1080p)


def size_problems(texts) -> list[str]:
    """In Large text, any text whose capitals are under 9 canvas px."""
    from scenes.framework import draw

    if not draw.TEXT.large:
        return []
    return [f"{t.text!r} {tuple(t.box)} has {t.cap}-px capitals in Large text" for t in texts if t.cap < LARGE_MIN_CAP]


def contrast_problems(texts) -> list[str]:
    """Texts whose colour stands less than 4.5:1 (WCAG) from what lies under their letters."""
    from scenes.framework.colour import contrast_with_luminance

    out = []
    for t in texts:
        if t.backdrop is None:
            continue
        ratio = contrast_with_luminance(t.colour, t.backdrop)
        if ratio < MIN_CONTRAST:
            out.append(f"{t.text!r} {tuple(t.box)} in {t.colour} has contrast {ratio:.2f}:1 on what it is drawn on")
    return out


def _over_things(canvas: pygame.Surface, texts, things, drawn) -> list[str]:
    """Texts printed over a picture that must stay visible (a card, a counter)."""
    out = []
    for t in texts:
        for thing in things:
            clash = t.box.clip(thing.rect)
            if thing.surface is not canvas or not clash.w or not clash.h:
                continue
            if not _hidden(clash, min(t.order, thing.order), drawn):
                out.append(f"{t.text!r} {tuple(t.box)} is drawn over {thing.what} {tuple(thing.rect)}")
                break
    return out


def _still_shows(canvas: pygame.Surface, panel) -> bool:
    """Whether most of a panel's border is still on the canvas: a scene drawn over it
    (a dimmed overlay, a full-screen cover) puts it out of the picture."""
    r = panel.rect.clip(CANVAS)
    if r.w < 6 or r.h < 6:
        return False
    points = [(x, y) for x in range(r.left + 3, r.right - 3, 4) for y in (r.top, r.bottom - 1)]
    points += [(x, y) for y in range(r.top + 3, r.bottom - 3, 4) for x in (r.left, r.right - 1)]
    edge = tuple(panel.edge[:3])
    return sum(tuple(canvas.get_at(p))[:3] == edge for p in points) * 2 >= len(points)


def _hidden(clash: pygame.Rect, first: int, panels) -> bool:
    """True when a panel drawn after the first of two clashing things covers the clash
    (a dialog over the game: what lies under it does not show)."""
    return any(p.order > first and p.rect.contains(clash) for p in panels)


def _ui_problems(app: App, texts, panels) -> list[str]:
    """Menu buttons (drawn by pygame_gui) against the texts drawn after their panel."""
    manager = app.stack.top.ui_manager if app.stack.top is not None else None
    if manager is None:
        return []
    out = []
    for el in manager.get_sprite_group().sprites():
        if not isinstance(el, (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel)) or not el.visible:
            continue
        rect = pygame.Rect(el.rect)
        out += label_problems(el)
        if not CANVAS.contains(rect):
            out.append(f"button {el.text!r} leaves the canvas at {tuple(rect)}")
        covers = [p.order for p in panels if p.rect.contains(rect)]
        after = max(covers, default=0)  # texts under the menu's own panel are hidden
        for t in texts:
            clash = rect.clip(t.box)
            if t.order < after:
                continue
            if clash.w and clash.h and t.text != el.text:
                out.append(f"button {el.text!r} {tuple(rect)} overlaps {t.text!r} {tuple(t.box)}")
    return out


TEXT_STATES = ("normal_text", "hovered_text", "selected_text", "active_text", "disabled_text")


def label_problems(el: Any) -> list[str]:
    """A pygame_gui label whose drawn letters are cut or touch its element's inner edge.

    pygame_gui clips a label to its element, so a row too thin for its font shows
    letters with their feet cut off ("Dailv", "Rox"). The element's own image is
    read: its pixels in the text colours, inside the border, are the drawn ink; the
    same text rendered by the element's font, unclipped, is the ink it should have.
    """
    text = getattr(el, "text", "") or ""
    image = getattr(el, "image", None)
    if not text.strip() or image is None:
        return []
    palette = getattr(el, "colours", None) or {}
    colours = {tuple(palette[k])[:3] for k in TEXT_STATES if k in palette}
    if getattr(el, "text_colour", None) is not None:  # a label keeps its one colour apart
        colours.add(tuple(el.text_colour)[:3])
    colours = {c for c in colours if isinstance(c[0], int)}
    border = _border(el)
    inner = pygame.Rect(0, 0, *image.get_size()).inflate(-2 * border, -2 * border)
    drawn = _ink(image.subsurface(inner), colours)
    whole = _ink(el.font.render_premul(text, pygame.Color(255, 255, 255)), {(255, 255, 255)})
    name = f"{type(el).__name__[2:].lower()} {text!r}"
    if drawn is None or whole is None:
        return [f"{name} draws no letters"] if whole is not None else []
    problems = []
    if drawn.h < whole.h or drawn.w < whole.w:
        problems.append(f"{name} is cut: its letters show {drawn.w}x{drawn.h} of {whole.w}x{whole.h} px")
    elif drawn.top <= 0 or drawn.bottom >= inner.h or drawn.left <= 0 or drawn.right >= inner.w:
        problems.append(f"{name}'s letters touch its edge ({tuple(drawn)} inside {inner.w}x{inner.h})")
    return problems


def _border(el: Any) -> int:
    width = getattr(el, "border_width", 0)
    if isinstance(width, dict):
        return max(width.values(), default=0)
    return int(width or 0)


def _ink(surface: pygame.Surface, colours: set[tuple[int, ...]]) -> pygame.Rect | None:
    """The bounding box of the pixels of ``surface`` drawn in one of ``colours``."""
    import numpy as np

    if surface.get_width() == 0 or surface.get_height() == 0 or not colours:
        return None
    rgb = pygame.surfarray.array3d(surface)
    alpha = pygame.surfarray.array_alpha(surface) if surface.get_flags() & pygame.SRCALPHA else None
    mask = np.zeros(rgb.shape[:2], dtype=bool)
    for c in colours:
        mask |= np.all(rgb == np.array(c, dtype=rgb.dtype), axis=2)
    if alpha is not None:
        mask &= alpha > 0
    xs, ys = np.nonzero(mask)
    if not len(xs):
        return None
    return pygame.Rect(int(xs.min()), int(ys.min()), int(xs.max() - xs.min() + 1), int(ys.max() - ys.min() + 1))
