"""What the patience table shows this frame, as plain data, read from the play scene.

The scene owns the game and its timing; view.py draws; this module is the
read-only step between: a TableView built from the scene's state (what it
reads is ``Table``), with the result screen's words, the spinner's label and
the buttons of the moment.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Protocol

import pygame

import scenes.patience.result as result
from game.i18n import tr
from game.midend import Session
from game.patience import Position
from scenes.framework import draw
from scenes.framework.bindings import Hint
from scenes.framework.cursor import Cursor
from scenes.framework.worker import JobSlot
from scenes.patience.config import VARIANT_TITLES
from scenes.patience.layout import PileGeometry
from scenes.patience.motion import Motion
from scenes.patience.sessions import deal_label
from scenes.patience.solver import Playback
from scenes.patience.view import THINKING, ButtonView, ResultView, TableView, needs_text, play_buttons

SPINNER_AFTER_S = 0.25  # a quick answer never flashes the spinner


class Table(Protocol):
    """What the snapshot reads of the play scene (all read-only)."""

    @property
    def app(self) -> Any: ...  # its settings (teaching marks)
    @property
    def session(self) -> Session[Any]: ...
    @property
    def position(self) -> Position: ...
    @property
    def variant(self) -> str: ...
    @property
    def coach(self) -> Any: ...  # a lesson's coach, or None
    @property
    def demo(self) -> bool: ...
    @property
    def in_result(self) -> bool: ...
    @property
    def result_at(self) -> float | None: ...
    @property
    def clock(self) -> float: ...
    @property
    def geoms(self) -> list[PileGeometry]: ...
    @property
    def motion(self) -> Motion: ...
    @property
    def starfield(self) -> draw.Starfield: ...
    @property
    def cursor(self) -> Cursor: ...
    @property
    def hint_pile(self) -> int | None: ...
    @property
    def buttons(self) -> dict[str, pygame.Rect]: ...
    @property
    def hover(self) -> str | None: ...
    @property
    def playback(self) -> Playback: ...
    @property
    def jobs(self) -> JobSlot: ...
    @property
    def asked_at(self) -> float: ...
    @property
    def keys_line(self) -> Hint: ...  # the keys under the table, in the acting device's glyphs
    @property
    def message_text(self) -> str: ...
    @property
    def message_is_error(self) -> bool: ...
    @property
    def stats_line(self) -> str: ...
    @property
    def verdict_failed(self) -> bool: ...
    def winnable_from_start(self) -> bool | None: ...
    def extras(self) -> list[result.Extra]: ...
    def prompt(self, template: str) -> Hint: ...  # "{alt2}" in the acting device's glyphs, remaps applied


def table_snapshot(scene: Table) -> TableView:
    """What the view draws this frame."""
    pos, session = scene.position, scene.session
    # TRANSLATORS: the header: the variant's name and the deal ("Black Hole  deal #5")
    left = tr("{variant}  {deal}").format(variant=tr(VARIANT_TITLES[scene.variant]), deal=deal_label(session.options))
    if scene.coach is not None:
        left = tr("Lesson: {title}").format(title=tr(scene.coach.lesson.title))
    if scene.demo:
        left = tr("DEMO  {header}").format(header=left)
    shown = pos.foundation[: len(pos.foundation) - scene.motion.incoming()]
    quiet = scene.demo or scene.in_result
    return TableView(
        position=pos,
        geoms=scene.geoms,
        clock=scene.clock,
        motion=scene.motion,
        starfield=scene.starfield,
        header=(left, tr("cards left {cards}   moves {moves}").format(cards=pos.cards_left, moves=session.position)),
        status="" if scene.in_result else needs_text(shown),
        thinking=thinking_label(scene),
        focus=None if quiet else scene.cursor.focus,
        hint_pile=scene.hint_pile,
        teaching=bool(scene.app.settings.get("teaching_marks")) and not scene.demo,
        buttons=button_views(scene),
        keys_line=None if quiet else scene.keys_line,
        result=result_view(scene) if scene.in_result and scene.coach is None else None,  # a lesson: its card
        message="" if scene.playback else scene.message_text,
        message_colour=draw.PALETTE["bad"] if scene.message_is_error else draw.PALETTE["ink"],
    )


def result_view(scene: Table) -> ResultView:
    """The end's headline and line; a newer word (where it was lost) takes the line's place."""
    shown = result.result_view(
        won=scene.position.is_won(),
        demo=scene.demo,
        assisted=scene.session.assisted,
        stats_line=scene.stats_line,
        winnable=scene.winnable_from_start(),
        verdict_failed=scene.verdict_failed,
        since=scene.result_at or 0.0,
        show_how_key="".join(p if isinstance(p, str) else tr(p.label) for p in scene.prompt("{alt2}").parts),
    )
    if scene.message_text:
        return dataclasses.replace(shown, line=scene.message_text, colour=draw.PALETTE["ink"])
    return shown


def thinking_label(scene: Table) -> str:
    """The spinner's words while the worker thinks (not for a quick answer)."""
    if not scene.jobs.busy or scene.in_result or scene.message_text:
        return ""
    words = THINKING.get(scene.jobs.kind, "") if scene.clock - scene.asked_at >= SPINNER_AFTER_S else ""
    return tr(words)


def button_views(scene: Table) -> tuple[ButtonView, ...]:
    """The play buttons, or the result screen's own choices."""
    if scene.demo or (scene.in_result and scene.coach is not None):
        return ()  # a lesson's end is its card's praise, not a finished game's choices
    if scene.in_result:
        return result.extra_buttons(scene.extras(), scene.prompt)
    return play_buttons(scene.buttons, scene.hover, scene.session.can_undo(), scene.session.can_redo())
