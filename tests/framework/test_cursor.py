"""The shared cursor: nearest target in a direction, mouse focus, wrapping."""

import pygame

from scenes.framework.cursor import Cursor, Target
from scenes.framework.input import Action, Kind


def grid(cols=4, rows=3, size=20, gap=4):
    return [
        Target((c, r), pygame.Rect(10 + c * (size + gap), 10 + r * (size + gap), size, size))
        for r in range(rows)
        for c in range(cols)
    ]


def test_directions_walk_a_grid():
    cur = Cursor()
    cur.set_targets(grid())
    assert cur.focus == (0, 0)
    assert cur.handle(Action(Kind.RIGHT)) and cur.focus == (1, 0)
    assert cur.handle(Action(Kind.DOWN)) and cur.focus == (1, 1)
    cur.handle(Action(Kind.DOWN))
    assert cur.focus == (1, 2)
    assert not cur.handle(Action(Kind.DOWN)) and cur.focus == (1, 2)  # edge: stays
    cur.handle(Action(Kind.LEFT))
    assert cur.focus == (0, 2)


def test_prefers_straight_line_over_nearer_diagonal():
    targets = [
        Target("origin", pygame.Rect(100, 100, 10, 10)),
        Target("diag", pygame.Rect(125, 120, 10, 10)),
        Target("straight", pygame.Rect(150, 100, 10, 10)),
    ]
    cur = Cursor()
    cur.set_targets(targets)
    cur.handle(Action(Kind.RIGHT))
    assert cur.focus == "straight"


def test_staggered_rows_like_a_hex_board():
    # a honeycomb: the row below is offset by half a cell
    targets = [Target((0, i), pygame.Rect(100 + i * 20, 100, 16, 16)) for i in range(3)]
    targets += [Target((1, i), pygame.Rect(90 + i * 20, 118, 16, 16)) for i in range(4)]
    cur = Cursor()
    cur.set_targets(targets)
    cur.focus_on((0, 1))
    cur.handle(Action(Kind.DOWN))
    assert cur.focus in ((1, 1), (1, 2))


def test_mouse_hover_and_click_focus_target_under_pointer():
    cur = Cursor()
    cur.set_targets(grid())
    r = [t for t in cur.targets if t.key == (2, 1)][0].rect
    assert cur.handle(Action(Kind.POINT, "mouse", pos=r.center))
    assert cur.focus == (2, 1)
    assert cur.target_at((0, 0)) is None
    assert not cur.handle(Action(Kind.POINT, "mouse", pos=(0, 0)))
    assert cur.focus == (2, 1)


def test_wrap_goes_round_a_vertical_menu():
    items = [Target(i, pygame.Rect(100, 100 + i * 24, 200, 20)) for i in range(4)]
    cur = Cursor(wrap=True)
    cur.set_targets(items)
    cur.handle(Action(Kind.UP))
    assert cur.focus == 3
    cur.handle(Action(Kind.DOWN))
    assert cur.focus == 0


def test_focus_kept_across_target_updates_when_possible():
    cur = Cursor()
    cur.set_targets(grid())
    cur.focus_on((3, 2))
    cur.set_targets(grid())
    assert cur.focus == (3, 2)
    cur.set_targets(grid(cols=2))
    assert cur.focus == (0, 0)
