"""The rules pages of Hex Black Box, each with a small animated diagram of a radius-3 box."""

from __future__ import annotations

import pygame

import scenes.blackbox.board as board
from game.blackbox import fire, ports
from game.i18n import N_
from scenes.framework import draw
from scenes.framework.rules_page import RulesPage

R = 3
WEST = ((-3, 0), 0)


def _layout(area: pygame.Rect) -> board.BoxLayout:
    return board.BoxLayout.fit(R, area.inflate(-8, -8))


def _box(canvas, area, t, atoms=(), shots=(), markers=True) -> board.BoxLayout:
    """A small box with atoms and animated rays (from the given ports) looping every 3 s."""
    lay = _layout(area)
    board.draw_box(canvas, lay, t)
    for p in ports(R):
        board.draw_arrow(canvas, lay, p)
    for cell in atoms:
        board.draw_atom(canvas, lay, cell, t)
    phase = (t % 3.0) / 2.0
    for port in shots:
        shot = fire(R, atoms, port)
        colour = {"hit": board.RAY_HIT, "reflect": board.RAY_REFLECT}.get(shot.kind, board.pair_colour(1))
        pts = board.ray_points(lay, port, shot.kind, shot.exit, shot.path)
        board.draw_polyline_part(canvas, pts, phase, colour, 2)
        if markers and phase >= 1.0:
            kind = shot.kind
            board.draw_marker(canvas, lay, port, kind, 1)
            if kind == "detour":
                board.draw_marker(canvas, lay, shot.exit, kind, 1)
    return lay


def _overview(canvas, area, t):
    _box(canvas, area, t, atoms=[(1, -2), (-1, 2), (2, 0)])


def _hit(canvas, area, t):
    _box(canvas, area, t, atoms=[(1, 0)], shots=[WEST])


def _deflect(canvas, area, t):
    _box(canvas, area, t, atoms=[(0, -1)], shots=[WEST])


def _double(canvas, area, t):
    _box(canvas, area, t, atoms=[(1, -1), (1, 1)], shots=[WEST])


def _reflect(canvas, area, t):
    _box(canvas, area, t, atoms=[(0, -1), (-1, 1)], shots=[WEST])


def _edge(canvas, area, t):
    atoms = [(1, -3)]
    lay = _box(canvas, area, t, atoms=atoms)
    for port in [((2, -3), 5), ((0, -3), 4)]:
        board.draw_marker(canvas, lay, port, "reflect")
    for port in [((1, -3), 4), ((1, -3), 5)]:
        board.draw_marker(canvas, lay, port, "hit")


def _markers(canvas, area, t):
    atoms = [(1, -2), (-1, 2), (2, 0)]
    lay = _box(canvas, area, t)
    shown = [p for p in ports(R)][::5]
    number = 0
    for p in shown:
        shot = fire(R, atoms, p)
        if shot.kind == "detour":
            number += 1
            board.draw_marker(canvas, lay, p, "detour", number)
            board.draw_marker(canvas, lay, shot.exit, "detour", number)
        else:
            board.draw_marker(canvas, lay, p, shot.kind)
    board.draw_stone(canvas, lay, (1, -2), "sure")
    board.draw_stone(canvas, lay, (0, 1), "trial")


def _score(canvas, area, t):
    atoms = [(1, -2), (-1, 2), (2, 0)]
    lay = _box(canvas, area, t, atoms=atoms)
    board.draw_cell_glow(canvas, lay, (1, -2), draw.PALETTE["good"])
    board.draw_cell_glow(canvas, lay, (2, 0), draw.PALETTE["good"])
    board.draw_stone(canvas, lay, (0, 2), "sure")
    board.draw_cross(canvas, lay, (0, 2), draw.PALETTE["bad"])
    board.draw_cell_glow(canvas, lay, (-1, 2), draw.PALETTE["bad"], 1)


RULES_PAGES = [
    RulesPage(
        N_("The box"),
        N_(
            "The setter hides atoms (6 on the usual box) in the hexagonal box. "
            "The getter fires rays in from the arrows around the rim and sees only where each "
            "ray comes out, then announces where the atoms are. Fewest penalty points wins."
        ),
        _overview,
    ),
    RulesPage(
        N_("A hit"),
        N_("A ray that runs straight into an atom is absorbed: a HIT. A black marker goes on its arrow."),
        _hit,
    ),
    RulesPage(
        N_("A deflection"),
        N_(
            "A ray passing an atom on one side, diagonally ahead, turns away "
            "from it by 60 degrees and goes on. Where it leaves, the two arrows get a pair of "
            "markers with the same number: a DETOUR."
        ),
        _deflect,
    ),
    RulesPage(
        N_("Double deflection"),
        N_(
            "Atoms can turn a ray again and again: here two atoms turn it "
            "twice, 120 degrees in all. Any number of turns is still one numbered pair."
        ),
        _double,
    ),
    RulesPage(
        N_("A reflection"),
        N_(
            "Atoms on both sides ahead turn the ray right round: it comes back "
            "out of its own arrow. A white marker: a REFLECTION."
        ),
        _reflect,
    ),
    RulesPage(
        N_("Edge atoms"),
        N_(
            "An atom on the rim reflects rays from the arrows just beside it "
            "before they even enter (white). The arrows of its own cell, between them, are "
            "direct hits (black)."
        ),
        _edge,
    ),
    RulesPage(
        N_("Markers and stones"),
        N_(
            "Each ray leaves markers: black = hit, white = reflection, a "
            "numbered pair = detour. Firing a known arrow again is free. Put stones in cells as "
            "you think: black = trial, white = sure. Announce with exactly as many stones as atoms."
        ),
        _markers,
    ),
    RulesPage(
        N_("Penalty"),
        N_(
            "One point per marker (a detour uses two), plus 10 for every stone not "
            "on an atom. A layout no ray could tell from the hidden one counts as fully correct. "
            "A match is two boxes with roles swapped; the lower total wins."
        ),
        _score,
    ),
    RulesPage(
        N_("Controls"),
        N_(
            "Arrows, stick or mouse move the cursor over cells and arrows. "
            "{confirm} or a click: fire a ray, or cycle a cell's stone (right-click goes back). "
            "{alt}: announce (or finish hiding). {pause}: pause and these rules."
        ),
    ),
]
