"""The stars zone choice as a component: what the cursor walks, the pick and backing out,
with nothing of a play scene around it (a cursor, a layout, a sound and a play callable)."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.framework.cursor import Cursor
from scenes.framework.input import Action, Kind
from scenes.stars.space import fit
from scenes.stars.zone_choice import ZoneChoice


class Sounds:
    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)


def _choice() -> tuple[ZoneChoice, Cursor, Sounds, list[Any]]:
    cursor, sounds, moves = Cursor(), Sounds(), []
    layout = fit(7, pygame.Rect(0, 0, 140, 140))

    def play(move: Any) -> bool:
        moves.append(move)
        return True

    return ZoneChoice(cursor, layout, sounds, play), cursor, sounds, moves


def test_the_cursor_walks_the_spots_until_zones_light_then_only_the_zones():
    zones, cursor, sounds, _ = _choice()
    assert zones.choosing is None
    assert cursor.target_at(zones.layout.centre((3, 3))) == (3, 3)
    zones.start((2, 2), [(2, 1), (2, 3)])
    assert zones.choosing == ((2, 2), [(2, 1), (2, 3)]) and sounds.played == ["move"]
    assert cursor.target_at(zones.layout.centre((2, 3))) == ("zone", (2, 3))
    assert cursor.target_at(zones.layout.centre((5, 5))) is None


def test_a_pick_plays_the_star_with_that_zone_and_an_unlit_zone_plays_nothing():
    zones, _, _, moves = _choice()
    zones.start((2, 2), [(2, 1), (2, 3)])
    zones.finish((4, 4))
    assert moves == []
    zones.finish((2, 3))
    assert moves == [((2, 2), (2, 3))]


def test_a_click_inside_one_lit_zone_picks_it():
    zones, _, _, moves = _choice()
    zones.start(None, [(1, 1), (5, 5)])  # a claim of two missed zones
    assert zones.interpret(Action(Kind.CLICK, pos=zones.layout.centre((5, 4))))  # a spot of the zone, not its centre
    assert moves == [(None, (5, 5))]


def test_backing_out_puts_the_cursor_on_the_star_again():
    zones, cursor, sounds, moves = _choice()
    zones.start((2, 2), [(2, 1), (2, 3)])
    assert zones.interpret(Action(Kind.RCLICK, pos=(0, 0)))
    assert zones.choosing is None and cursor.focus == (2, 2) and sounds.played[-1] == "back"
    assert cursor.target_at(zones.layout.centre((6, 6))) == (6, 6)  # the spots again
    assert not zones.interpret(Action(Kind.UNDO)) and moves == []
