"""The screen tour: every scene of the arcade, reached the way a player reaches it.

One definition serves two masters: tests/test_layout.py checks the text layout
of every shot, and tools/contact_sheet.py photographs the same shots at real
window sizes. A leg of the tour starts from a fresh app at the title screen and
yields a name at each screen worth a look; the caller captures the frame there.

Scenes are driven through public behaviour (clicks on menu buttons, key
presses, registry entries and saved games through GameEntry.resume), so the
tour survives refactors of the scenes' insides.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pygame
import pygame_gui

from scenes import registry
from scenes.framework.app import App
from scenes.framework.draw import LayoutRecorder
from tests.helpers import click, press_key, settle, step_real, step_until

CANVAS = pygame.Rect(0, 0, 640, 360)
Leg = Callable[[App], Iterator[str]]


# -- driving ---------------------------------------------------------------------------
def buttons(app: App) -> dict[str, pygame.Rect]:
    """Visible pygame_gui buttons of the top scene: label -> rect (canvas pixels)."""
    manager = app.stack.top.ui_manager if app.stack.top is not None else None
    if manager is None:
        return {}
    return {
        el.text: pygame.Rect(el.rect)
        for el in manager.get_sprite_group().sprites()
        if isinstance(el, pygame_gui.elements.UIButton) and el.visible
    }


def press_button(app: App, label: str) -> None:
    """Click the top scene's button whose label starts with `label`."""
    found = [r for text, r in buttons(app).items() if text.startswith(label)]
    if not found:
        raise AssertionError(
            f"no button {label!r} on {app.scene_names()}: {sorted(buttons(app))}"
        )
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


def entry(key_name: str) -> registry.GameEntry:
    found = registry.find(key_name)
    assert found is not None, key_name
    return found


def pages(app: App, prefix: str) -> Iterator[str]:
    """Every page of the rules scene on top, one shot each."""
    rules = app.stack.top
    for k in range(len(rules.pages)):
        app.step(15)  # let the diagram animate a little
        yield f"{prefix} rules {k + 1}"
        key(app, pygame.K_RIGHT)


# -- the legs ------------------------------------------------------------------------------
def shell(app: App) -> Iterator[str]:
    yield "title"
    press_button(app, "Settings")
    yield "settings"
    key(app, pygame.K_ESCAPE)
    settle(app)
    press_button(app, "Controls")
    yield "controls"


def demos(app: App) -> Iterator[str]:
    press_button(app, "Watch the demo")  # the attract mode, with its banner
    app.step(120)
    yield "attract demo"
    app.step(20)  # the banner blinks: look again
    yield "attract demo later"
    key(app, pygame.K_ESCAPE)
    for e in registry.games():
        push(app, e.demo(app, 3))
        app.step(120)
        yield f"{e.key} demo"
        app.stack.pop()
        settle(app)


def join(app: App, people: int = 1, computers: int = 0) -> None:
    """On the join screen: the keyboard takes ``people`` seats (hot-seat), the computer
    ``computers`` more, then the game starts."""
    assert app.stack.top.name == "join", app.scene_names()
    for _ in range(people):
        key(app, pygame.K_RETURN)
    for _ in range(computers):
        key(app, pygame.K_x)
    key(app, pygame.K_p)
    settle(app)


def stars(app: App) -> Iterator[str]:
    push(app, entry("stars").start(app))
    yield "stars setup"
    press_button(app, "Start")
    settle(app)
    key(app, pygame.K_RETURN)
    yield "stars join"
    join(app, 1)
    yield "stars start"
    key(app, pygame.K_DOWN)  # onto the NOVA
    key(app, pygame.K_RETURN)  # refused, with a message
    yield "stars message"
    key(app, pygame.K_p)
    yield "stars pause"
    press_button(app, "Rules")
    yield from pages(app, "stars")
    key(app, pygame.K_ESCAPE)
    settle(app)
    press_button(app, "Settings")
    yield "settings over a game"


def stars_six(app: App) -> Iterator[str]:
    push(app, entry("stars").start(app))
    press_button(app, "Start")
    settle(app)
    for _ in range(6):
        key(app, pygame.K_RETURN)  # six seats on the keyboard: the 9x9 board
    yield "stars join 6 seats"
    join(app, 0)
    app.step(30)
    yield "stars 6 players"


def blackbox_two(app: App) -> Iterator[str]:
    push(app, entry("blackbox").start(app))
    while not any(
        label.startswith("Mode:") and "Two" in label for label in buttons(app)
    ):
        key(app, pygame.K_RIGHT)  # Mode: two players
    press_button(app, "Start")
    settle(app)
    join(app, 2)
    yield "blackbox two players cover"


def stars_end(app: App) -> Iterator[str]:
    from game.ai.stars_knowledge import greedy_action
    from game.stars import new_game
    from scenes.stars.config import PERSON, StarsConfig
    from scenes.stars.saved import game_to_json

    config = StarsConfig((PERSON, PERSON))
    state, moves, rng = new_game(2), [], random.Random(2)
    while True:
        move = greedy_action(state, rng)
        after = state.apply(move)
        if after.is_terminal():
            break
        state, moves = after, moves + [move]
    push(app, entry("stars").resume(app, game_to_json(config, 7, False, moves)))
    yield "stars last move"
    _play_last_stars_move(app, move)
    step_until(app, lambda: app.stack.top.phase == "over", 900)
    app.step(30)
    yield "stars end"


def _play_last_stars_move(app: App, move) -> None:
    from scenes.stars.view import fit  # noqa: F401  (the board is where the scene drew it)

    scene = app.stack.top
    cell, zone = move
    click(app, scene.layout.rect(cell).center)
    if zone is not None and scene.phase == "choosing":
        click(app, scene.layout.rect(zone).center)


def numbers(app: App) -> Iterator[str]:
    push(app, entry("numbers").start(app))
    yield "numbers setup"
    press_button(app, "Start")
    settle(app)
    join(app, 1, computers=1)
    yield "numbers start"
    key(app, pygame.K_RETURN)
    step_real(app, lambda: app.stack.top.person_to_move())
    key(app, pygame.K_RETURN)  # the same circle again: refused
    yield "numbers message"
    key(app, pygame.K_p)
    press_button(app, "Rules")
    yield from pages(app, "numbers")


def numbers_end(app: App) -> Iterator[str]:
    from game.numbers import new_game
    from scenes.numbers.config import PERSON, MatchConfig
    from scenes.numbers.saved import game_to_json

    config = MatchConfig(levels=(PERSON, PERSON))
    state, moves, rng = new_game(config.board, config.scoring), [], random.Random(4)
    while True:
        move = rng.choice(state.legal_actions())
        after = state.apply(move)
        if after.is_terminal():
            break
        state, moves = after, moves + [move]
    push(app, entry("numbers").resume(app, game_to_json(config, moves)))
    yield "numbers last move"
    scene = app.stack.top
    click(app, tuple(int(v) for v in scene.layout.centres[move]))
    key(app, pygame.K_RETURN)
    step_until(app, lambda: app.stack.top.phase == "over", 900)
    app.step(30)
    yield "numbers end"


def blackbox(app: App) -> Iterator[str]:
    push(app, entry("blackbox").start(app))
    yield "blackbox setup"
    press_button(app, "Start")
    yield "blackbox hiding"
    step_real(app, lambda: app.stack.top.phase == "get")
    yield "blackbox start"
    key(app, pygame.K_TAB)  # announce with no stones: refused
    yield "blackbox message"
    key(app, pygame.K_p)
    press_button(app, "Rules")
    yield from pages(app, "blackbox")


def blackbox_end(app: App) -> Iterator[str]:
    from game.blackbox import BACKEND, ports
    from game.midend import Session
    from scenes.blackbox.play import BlackBoxPlay

    config = entry("blackbox").start(app).config()  # the setup's default game
    atoms = [
        frozenset({(0, 0), (1, 1), (-2, 1), (2, -3), (-1, -1), (3, 0)}),
        frozenset({(0, 1), (1, -2), (-2, 2), (2, 2), (-3, 1), (1, 0)}),
    ]
    session = Session.new(BACKEND, config.to_json(), 1)
    for k in range(config.rounds):
        session.play(("hide", frozenset(list(atoms[k])[: config.n_atoms])))
        for port in ports(config.radius)[::5]:
            if session.state.round.result_at(port) is None:
                session.play(("fire", port))
        session.play(("announce", frozenset(list(atoms[k])[: config.n_atoms - 1] + [(0, -1)])))
    push(app, BlackBoxPlay(app, session))
    step_until(app, lambda: app.stack.top.phase in ("scored", "over"), 1200)
    app.step(240)
    yield "blackbox end"


def patience(app: App) -> Iterator[str]:
    from game.patience import GameRecord

    push(app, entry("patience").resume(app, {"record": GameRecord.pysol(5).to_json()}))
    yield "patience start"
    key(app, pygame.K_RETURN)
    yield "patience message"
    key(app, pygame.K_m)
    yield "patience menu"
    assert app.stack.top.name == "patience_menu", app.scene_names()
    press_button(app, "Statistics")
    yield "patience statistics"
    key(app, pygame.K_ESCAPE)
    settle(app)
    press_button(app, "Deal number")
    yield "patience deal number"
    key(app, pygame.K_ESCAPE)
    settle(app)
    key(app, pygame.K_m)
    press_button(app, "Rules")
    yield from pages(app, "patience")


def patience_end(app: App) -> Iterator[str]:
    from game.patience import GameRecord

    push(app, entry("patience").resume(app, {"record": GameRecord.pysol(27).to_json()}))
    app.step(240)
    yield "patience end (no move)"


@dataclass(frozen=True)
class Tour:
    name: str
    leg: Leg
    args: tuple[str, ...] = ()


TOUR: list[Tour] = [
    Tour("shell", shell),
    Tour("stars", stars),
    Tour("stars six", stars_six),
    Tour("stars end", stars_end),
    Tour("numbers", numbers),
    Tour("numbers end", numbers_end),
    Tour("blackbox", blackbox),
    Tour("blackbox two", blackbox_two),
    Tour("blackbox end", blackbox_end),
    Tour("patience", patience),
    Tour("patience end", patience_end),
    Tour("demos", demos),
]


# -- the check -----------------------------------------------------------------------------
def capture(app: App) -> LayoutRecorder:
    """Draw one frame with the layout recorder listening."""
    from scenes.framework.draw import recording_layout

    with recording_layout() as recorder:
        app.step(1)
    return recorder


def layout_problems(app: App, recorder: LayoutRecorder) -> list[str]:
    """Texts off the canvas, sticking out of their panel, or on top of each other."""
    canvas = app.display.canvas
    texts = [t for t in recorder.texts if t.surface is canvas and t.text.strip()]
    drawn = [
        p for p in recorder.panels if p.surface is canvas
    ]  # each hides what lies under it
    panels = [
        p for p in drawn if _still_shows(canvas, p)
    ]  # the ones a text can belong to
    problems = []
    for t in texts:
        if not CANVAS.contains(t.box):
            problems.append(f"{t.text!r} leaves the canvas at {tuple(t.box)}")
            continue
        home = [
            p for p in panels if p.order < t.order and p.rect.collidepoint(t.box.center)
        ]
        if home and not home[-1].rect.contains(t.box):
            problems.append(
                f"{t.text!r} {tuple(t.box)} sticks out of its panel {tuple(home[-1].rect)}"
            )
            continue
        since = home[-1].order if home else 0
        for p in panels:  # a panel it does not belong to, drawn under it
            if (
                since < p.order < t.order
                and p.rect.colliderect(t.box)
                and not p.rect.contains(t.box)
            ):
                problems.append(
                    f"{t.text!r} {tuple(t.box)} crosses the edge of panel {tuple(p.rect)}"
                )
                break
    for i, a in enumerate(texts):
        for b in texts[i + 1 :]:
            clash = a.box.inflate(2, 2).clip(b.box)  # at least one clear pixel between
            if not clash.w or not clash.h or (a.text == b.text and a.box == b.box):
                continue
            if _hidden(clash, a.order, drawn):
                continue
            problems.append(
                f"{a.text!r} {tuple(a.box)} overlaps {b.text!r} {tuple(b.box)}"
            )
    for t in texts:
        for thing in recorder.things:
            clash = t.box.clip(thing.rect)
            if thing.surface is not canvas or not clash.w or not clash.h:
                continue
            if not _hidden(clash, min(t.order, thing.order), drawn):
                problems.append(
                    f"{t.text!r} {tuple(t.box)} is drawn over {thing.what} {tuple(thing.rect)}"
                )
                break
    problems += _ui_problems(app, texts, drawn)
    return problems


def _still_shows(canvas: pygame.Surface, panel) -> bool:
    """Whether most of a panel's border is still on the canvas: a scene drawn over it
    (a dimmed overlay, a full-screen cover) puts it out of the picture."""
    r = panel.rect.clip(CANVAS)
    if r.w < 6 or r.h < 6:
        return False
    points = [
        (x, y) for x in range(r.left + 3, r.right - 3, 4) for y in (r.top, r.bottom - 1)
    ]
    points += [
        (x, y) for y in range(r.top + 3, r.bottom - 3, 4) for x in (r.left, r.right - 1)
    ]
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
        if (
            not isinstance(
                el, (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel)
            )
            or not el.visible
        ):
            continue
        rect = pygame.Rect(el.rect)
        if not CANVAS.contains(rect):
            out.append(f"button {el.text!r} leaves the canvas at {tuple(rect)}")
        covers = [p.order for p in panels if p.rect.contains(rect)]
        after = max(covers, default=0)  # texts under the menu's own panel are hidden
        for t in texts:
            clash = rect.clip(t.box)
            if t.order < after:
                continue
            if clash.w and clash.h and t.text != el.text:
                out.append(
                    f"button {el.text!r} {tuple(rect)} overlaps {t.text!r} {tuple(t.box)}"
                )
    return out
