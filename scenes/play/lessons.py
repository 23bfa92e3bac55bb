"""Lessons: short, interactive first steps in each game, on fixed positions.

A :class:`Lesson` sets up a position in the game's own play scene, asks the
player to do one thing, and judges each move: the right move is praised with
the reason it is right; any other move is taken back at once with a hint, so
the player tries again. Lessons are never kept or counted in the stats.
Progress (which lessons are done) lives in the stats under
``<game>.lessons``; a game's setup screen offers "How to play" and, on the
game's first launch, asks whether to start with the lessons.

Each game lists its lessons in ``scenes/<game>/lessons.py`` as
:class:`Lesson` values and builds its play scene for one with
``make_scene(app, lesson)``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING, Any, Callable, Protocol, Sequence

import pygame

from game.i18n import N_, tr
from game.midend import Session
from scenes.framework import bindings, draw
from scenes.framework.bindings import Hint
from scenes.framework.confirm import ConfirmScene
from scenes.framework.input import Action, Kind
from scenes.framework.menu import Button, Item, MenuScene, MenuStyle

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.framework.scene import Scene


class Pupil(Protocol):
    """What a lesson needs of the play scene it runs in."""

    app: App
    session: Session[Any]

    def rewound(self) -> None: ...
    def refuse(self, reason: str) -> None: ...
    def prompt(self, template: str) -> Hint: ...  # a lesson's "{confirm}" in the acting device's keys


# a game's play scene for one lesson, with the coach set on it
MakeScene = Callable[["App", "LessonCoach"], "Scene"]

Judge = Callable[[Any, Any, Any], bool]  # (before, move, after) -> the asked-for move?


@dataclass(frozen=True)
class Lesson:
    key: str  # stable id for the progress record
    title: str
    ask: str  # what to do, shown all along ("{confirm}": the key of the device playing, from the binding table)
    praise: str  # why the right move is right
    hint: str  # said when another move is taken back (keys as in ``ask``)
    session: Callable[[], Session[Any]]
    judge: Judge


def progress_key(game: str) -> str:
    return f"{game}.lessons"


def done_lessons(app: "App", game: str) -> set[str]:
    raw = app.stats.get(progress_key(game), {})
    done = raw.get("done", []) if isinstance(raw, dict) else []
    return {k for k in done if isinstance(k, str)}


def mark(app: "App", game: str, *, done: str | None = None, offered: bool = False) -> None:

    def add(raw: Any) -> dict[str, Any]:  # made on the progress as it is on disk
        record = raw if isinstance(raw, dict) else {}
        had = {k for k in record.get("done", []) if isinstance(k, str)}
        return {"done": sorted(had | ({done} if done else set())), "offered": bool(record.get("offered")) or offered}

    app.stats.update(progress_key(game), add)


def was_offered(app: "App", game: str) -> bool:
    raw = app.stats.get(progress_key(game), {})
    return bool(raw.get("offered")) if isinstance(raw, dict) else False


class LessonCoach:
    """What a play scene holds while it runs a lesson: the judging and the words."""

    def __init__(
        self,
        game: str,
        lessons: Sequence[Lesson],
        index: int,
        make_scene: MakeScene,
    ) -> None:
        self.game = game
        self.lessons = list(lessons)
        self.index = index
        self.make_scene = make_scene
        self.passed = False

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.index]

    def judge(self, scene: Pupil, move: Any, before: Any, after: Any) -> None:
        """After a person's move: praise it and finish, or take it back with the hint."""
        if self.passed:
            return
        if self.lesson.judge(before, move, after):
            self.passed = True
            mark(scene.app, self.game, done=self.lesson.key)
            scene.app.sound.play("win")
            return
        scene.session.undo()
        scene.rewound()
        scene.refuse(scene.prompt(tr(self.lesson.hint)).text)

    def handle(self, scene: Pupil, action: Action) -> bool:
        """Once passed: A/Enter goes on to the next lesson, B/Esc back to the list."""
        if not self.passed:
            return False
        if action.kind in (Kind.CONFIRM, Kind.CLICK):
            if self.index + 1 < len(self.lessons):
                coach = LessonCoach(self.game, self.lessons, self.index + 1, self.make_scene)
                scene.app.stack.replace(self.make_scene(scene.app, coach), transition="fade")
            else:
                scene.app.stack.pop(transition="fade")
            return True
        if action.kind == Kind.BACK:
            scene.app.stack.pop(transition="fade")
            return True
        return True

    def draw(
        self,
        canvas: pygame.Surface,
        area: pygame.Rect,
        refusal: str = "",
        prompt: Callable[[str], Hint] | None = None,
        grow_to: int | None = None,
        pause_shown: bool = False,
    ) -> None:
        """The lesson's card: title, the ask (or the praise), a refused move's hint, the keys
        (``prompt`` writes them in the acting device's glyphs: the scene's ``prompt``). Words
        that do not fit grow the card up to ``grow_to`` (covering what is above wholly, never
        half a line), so a lesson is not cut short, and only as far as they need. With
        ``pause_shown`` the scene's hints say pause already: the card's keys line is left out
        until the lesson is passed."""
        keys_line = self.passed or not pause_shown
        width = area.w - 16
        title = draw.even_wrap(tr(self.lesson.title), width, "s")

        def keyed(words: str) -> str:  # the keys a lesson names, as the player's device has them
            return (prompt(words) if prompt is not None else bindings.render_hint(words, "keyboard")).text

        paragraphs = (
            [(keyed(tr(self.lesson.praise)), "good")]
            if self.passed
            else [(keyed(tr(self.lesson.ask)), "ink")] + ([(refusal, "bad")] if refusal else [])
        )
        wrapped = [(draw.even_wrap(words, width, "s"), colour) for words, colour in paragraphs]
        # chosen first, then translated: Babel finds no N_ nested inside another marked call
        last = self.index + 1 >= len(self.lessons)
        keys = tr(LESSON_KEYS[("done" if last else "next") if self.passed else "asking"])
        hint = prompt(keys) if prompt is not None else bindings.render_hint(keys, "keyboard")
        key_lines = draw.fit_hint(hint, width) if keys_line else []  # "Entrée suivante / Échap la liste"
        keys_h = draw.glyph_h() * len(key_lines)
        step = draw.line_h()
        needed = 5 + step * (1 + len(title)) + 3 + sum(_height(lines) + 3 for lines, _ in wrapped)
        needed += keys_h + 6 if key_lines else 0  # the keys' lines
        if needed > area.h and grow_to is not None and grow_to < area.top:
            top = max(grow_to, area.bottom - needed)
            area = pygame.Rect(area.x, top, area.w, area.bottom - top)
        canvas.fill(draw.PALETTE["bg"], area)
        draw.panel(canvas, area, edge=draw.PALETTE["gold"] if self.passed else draw.PALETTE["panel_edge"])
        x, y = area.x + 8, area.y + 5
        count = tr("LESSON {n}/{total}").format(n=self.index + 1, total=len(self.lessons))
        draw.text(canvas, count, (x, y), "s", draw.PALETTE["dim"])
        y += step
        for line in title:
            draw.text(canvas, line, (x, y), "s", draw.PALETTE["gold"])
            y += step
        y += 3
        for lines, colour in wrapped:
            for line, below in zip(lines, [*lines[1:], ""], strict=True):
                if y > area.bottom - (6 + keys_h if key_lines else 3) - step:  # the keys' lines stay clear
                    break
                draw.text(canvas, line, (x, y), "s", draw.PALETTE[colour])
                y += draw.line_pitch(line, below)
            y += 3
        for k, keys_hint in enumerate(reversed(key_lines)):
            at = (x, area.bottom - 3 - k * draw.glyph_h())
            draw.hint_line(canvas, keys_hint, at, "s", draw.PALETTE["faint"], "bottomleft")


# the lesson card's keys line: a lesson passed (more to come, or the last) and one still asked
LESSON_KEYS = {
    "next": N_("{confirm} next   {back} the list"),
    "done": N_("{confirm} done   {back} the list"),
    "asking": N_("{pause} pause"),
}


def _height(lines: list[str]) -> int:
    """The rows a wrapped paragraph takes, as drawn (:func:`draw.line_pitch` between its lines)."""
    return sum(draw.line_pitch(a, b) for a, b in pairwise(lines)) + (draw.line_h() if lines else 0)


def _width(items: Sequence[Item]) -> int:
    """The list's width: 320 px, or as wide as its longest title needs (German runs a third
    longer), up to the canvas' width less its margins."""
    longest = max((draw.text_size(tr(i.label))[0] for i in items if isinstance(i, Button)), default=0)
    return max(320, min(600, longest + 32))


def _in_one_line(words: str, width: int = 600) -> str:
    """The ask's first sentence as the menu's help line, shortened at a word (never cut mid-word)."""
    first = re.split(r"(?<=[^.][.!?])\s", words, maxsplit=1)[0]  # "1, 2, 3... into" is not an end
    if draw.text_size(first)[0] <= width:
        return first
    line = draw.wrap(first, width - draw.text_size("...")[0])[0]
    return line.rstrip(",;:") + "..."


class LessonsScene(MenuScene):
    """The list of a game's lessons, each marked once done."""

    def __init__(
        self,
        app: "App",
        game: str,
        title: str,
        lessons: Sequence[Lesson],
        make_scene: MakeScene,
    ) -> None:
        self.game, self.lessons, self.make_scene = game, list(lessons), make_scene
        self.game_title = title
        items = self._items(app)
        super().__init__(app, self._title(), items, name="lessons", style=MenuStyle(width=_width(items), row=20, gap=3))

    def _title(self) -> str:
        return tr("How to play {game}").format(game=tr(self.game_title))

    def language_changed(self) -> None:
        self.title = self._title()
        self.items = self._items(self.app)
        self.style.width = _width(self.items)
        super().language_changed()

    def _items(self, app: "App") -> list[Item]:
        done = done_lessons(app, self.game)
        items: list[Item] = []
        for i, lesson in enumerate(self.lessons):
            mark_ = "[x]" if lesson.key in done else "[ ]"
            ask = app.input.hint(tr(lesson.ask)).text  # its keys as the device in hand has them
            label = tr("{mark} {n}. {lesson}").format(mark=mark_, n=i + 1, lesson=tr(lesson.title))
            items.append(Button(label, self._opener(i), help=_in_one_line(ask)))
        items.append(Button(N_("Back"), lambda: app.stack.pop()))
        return items

    def on_enter(self) -> None:
        self.items = self._items(self.app)
        self.build()

    def _opener(self, index: int) -> Callable[[], None]:
        def run() -> None:
            coach = LessonCoach(self.game, self.lessons, index, self.make_scene)
            self.app.stack.push(self.make_scene(self.app, coach), transition="fade")

        return run


def offer_on_first_launch(app: "App", game: str, title: str, open_lessons: Callable[[], None]) -> None:
    """Ask once, the first time a game's setup opens, whether to start with the lessons."""
    if was_offered(app, game) or done_lessons(app, game):
        return
    mark(app, game, offered=True)
    app.stack.push(
        ConfirmScene(
            app,
            tr("New to {game}? Learn it in a few short lessons.").format(game=tr(title)),
            [(N_("Show me the lessons"), open_lessons), (N_("Not now"), lambda: None)],
        )
    )
