"""The stars play scene's side panel: seats and tallies, the pool, whose turn, the
cursor's advice, the claim button, the log, the result and the control hints."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.stars import EMPTY, NOVA, STAR, SWALLOWED
from scenes.framework import draw
from scenes.stars import view
from scenes.stars.config import PERSON

if TYPE_CHECKING:
    from scenes.stars.play import StarsPlay

PANEL = pygame.Rect(360, 28, 272, 326)
CLAIM_BUTTON = pygame.Rect(PANEL.x + 12, 0, 120, 20)
REMATCH_BUTTON = pygame.Rect(0, 0, 112, 22)
SETUP_BUTTON = pygame.Rect(0, 0, 112, 22)


def tally_pos(seat: int) -> tuple[int, int]:
    """Where a seat's tally sits: captured stars fly there."""
    return (PANEL.right - 20, PANEL.y + 18 + seat * 22 + 10)


def draw_panel(scene: "StarsPlay", canvas: pygame.Surface) -> None:
    draw.panel(canvas, PANEL)
    state = scene.state
    x0 = PANEL.x + 8
    y = PANEL.y + 6
    draw.text(canvas, "SEAT", (x0 + 4, y), "s", draw.PALETTE["dim"])
    draw.text(canvas, "STARS", (PANEL.right - 10, y), "s", draw.PALETTE["dim"], "topright")
    y = PANEL.y + 18
    t = scene.clock
    for p in range(state.players):
        row = pygame.Rect(PANEL.x + 4, y, PANEL.w - 8, 21)
        colour = scene.colour(p)
        turn = scene.phase == "play" and p == state.current_player
        if turn:
            pygame.draw.rect(canvas, (36, 36, 86), row)
            pygame.draw.rect(canvas, colour, row, 1)
        view.draw_star(canvas, (x0 + 8, y + 10), 6, t, p / 6, colour)
        out = state.out[p]
        draw.text(canvas, scene.config.name(p), (x0 + 20, y - 2), "m",
                  view.shade(colour, 0.5) if out else colour)
        draw.text(canvas, scene.config.who(p), (x0 + 76, y + 7), "s", draw.PALETTE["dim"])
        if out:
            draw.text(canvas, "OUT", (x0 + 124, y - 2), "m", draw.PALETTE["bad"])
        if state.nova_owner == p and not any(c.seat == p and t < c.end() for c in scene.collapses):
            view.draw_nova(canvas, (PANEL.right - 58, y + 10), 7, t)
        draw.text(canvas, str(scene.shown_tally(p)), (PANEL.right - 12, y - 2), "m",
                  draw.PALETTE["ink"], "topright")
        y += 22
    y += 2
    pygame.draw.line(canvas, draw.PALETTE["faint"], (PANEL.x + 8, y), (PANEL.right - 9, y))
    y += 6
    y = _draw_pool(scene, canvas, y)
    pygame.draw.line(canvas, draw.PALETTE["faint"], (PANEL.x + 8, y), (PANEL.right - 9, y))
    y += 6
    _draw_status(scene, canvas, y)

def _draw_pool(scene: "StarsPlay", canvas: pygame.Surface, y: int) -> int:
    state = scene.state
    draw.text(canvas, "POOL", (PANEL.x + 12, y), "m", draw.PALETTE["accent"])
    draw.text(canvas, str(state.pool), (PANEL.x + 60, y), "m", draw.PALETTE["ink"])
    if state.pool == 0:
        draw.text(canvas, "empty: stars come from", (PANEL.x + 92, y), "s", draw.PALETTE["dim"])
        draw.text(canvas, "your own tally", (PANEL.x + 92, y + 9), "s", draw.PALETTE["dim"])
        return y + 24
    per_row = 20
    for k in range(state.pool):
        px = PANEL.x + 96 + (k % per_row) * 8
        py = y + 4 + (k // per_row) * 8
        view.draw_star(canvas, (px, py), 3, scene.clock, k / 13)
    rows = (state.pool + per_row - 1) // per_row
    return y + max(20, rows * 8 + 8)

def _draw_status(scene: "StarsPlay", canvas: pygame.Surface, y: int) -> None:
    state = scene.state
    x = PANEL.x + 12
    if scene.phase == "play":
        seat = state.current_player
        colour = scene.colour(seat)
        name = scene.config.name(seat)
        if scene.choosing is not None:
            line = "Choose the zone that collapses" if scene.choosing[0] is not None \
                else "Choose the zone to claim"
        elif scene.person_to_move():
            line = f"{name}: place a star"
        elif scene.demo or scene.config.level_of(seat) != PERSON:
            dots = "." * (1 + int(scene.clock * 3) % 3)
            line = f"{name} is thinking{dots}"
        else:
            line = f"{name} to move"
        draw.text(canvas, line, (x, y), "m", colour)
        y += 22
        src = "from the pool" if state.pool else f"from {name}'s tally"
        draw.text(canvas, f"Each star comes {src}", (x, y), "s", draw.PALETTE["dim"])
        y += 12
        if state.claims:
            who = "You may" if scene.person_to_move() else f"{name} may"
            draw.text(canvas, f"{who} claim a missed black hole!", (x, y), "s",
                      draw.PALETTE["violet"])
            y += 12
        y = _draw_focus_text(scene, canvas, x, y)
        if scene.person_to_move() and state.fault_rule:
            CLAIM_BUTTON.y = y + 2
            lit = bool(state.claims)
            pygame.draw.rect(canvas, (60, 40, 120) if lit else (40, 40, 90), CLAIM_BUTTON)
            pygame.draw.rect(canvas, draw.PALETTE["violet"] if lit else draw.PALETTE["panel_edge"],
                             CLAIM_BUTTON, 1)
            draw.text(canvas, "Claim  (Tab/X)", CLAIM_BUTTON.center, "s", draw.PALETTE["ink"],
                      "center")
            y = CLAIM_BUTTON.bottom + 4
    elif scene.phase == "ending":
        draw.text(canvas, "Game over", (x, y), "m", draw.PALETTE["gold"])
        draw.text(canvas, scene.end_reason(), (x, y + 21), "s", draw.PALETTE["dim"])
        y += 32
    else:
        y = _draw_result(scene, canvas, x, y)
    if scene.message:
        for line in draw.wrap(scene.message, PANEL.w - 24, "s")[:3]:
            draw.text(canvas, line, (x, y), "s", draw.PALETTE["bad"])
            y += 10
    hints = [part for line in hint_lines(scene) for part in draw.wrap(line, PANEL.w - 24, "s")]
    hy = PANEL.bottom - 10 * len(hints) - 5
    ly = hy - 8 - 10 * len(scene.log)
    if scene.log and ly > y + 4:
        draw.text(canvas, "LOG", (x, ly - 11), "s", draw.PALETTE["faint"])
        for text, colour in scene.log:
            draw.text(canvas, text, (x, ly), "s", colour)
            ly += 10
    for line in hints:
        draw.text(canvas, line, (x, hy), "s", draw.PALETTE["faint"])
        hy += 10

def _draw_focus_text(scene: "StarsPlay", canvas: pygame.Surface, x: int, y: int) -> int:
    if not scene.person_to_move() or scene.choosing is not None:
        return y
    info = scene.focus_info()
    cell = scene._focus_cell()
    if cell is None:
        return y
    what = scene.state.cell(cell)
    if what != EMPTY:
        text = {STAR: "A star is there already.", NOVA: "The NOVA: it counts 5 if captured.",
                SWALLOWED: "Swallowed: beyond an event horizon."}[what]
        draw.text(canvas, text, (x, y), "s", draw.PALETTE["dim"])
        return y + 12
    if info is None:
        draw.text(canvas, "Quiet space: this star fills no live zone.", (x, y), "s",
                  draw.PALETTE["dim"])
        return y + 12
    z, have, n, kind = info
    shape = {5: "inner", 4: "edge", 3: "corner"}[n]
    if kind == "complete":
        done = scene.state.completing_zones(cell)
        text = "BLACK HOLE! " + (f"{len(done)} zones: you choose one" if len(done) > 1
                                 else f"captures {scene.state.capture_value(z) + 1}")
        col = draw.PALETTE["gold"]
    elif kind == "gift" and scene.teaching:
        text = f"{shape} zone {have}/{n}: hands the next player a black hole!"
        col = draw.PALETTE["bad"]
    else:
        text = f"{shape} zone {have}/{n} after this star"
        col = draw.PALETTE["ink"]
    for line in draw.wrap(text, PANEL.w - 24, "s")[:2]:
        draw.text(canvas, line, (x, y), "s", col)
        y += 10
    return y + 2

def hint_lines(scene: "StarsPlay") -> list[str]:
    if scene.demo:
        return ["Press any button to play"]
    if scene.phase == "over":
        return ["Enter/A: rematch   Tab/X: new setup", "Esc/Start: menu"]
    if scene.phase == "ending":
        return ["Enter/A: skip", "Esc/Start: menu"]
    if scene.choosing is not None:
        verb = "collapse it" if scene.choosing[0] is not None else "claim it"
        return ["Arrows/click: pick a zone", f"Enter/A: {verb}   Esc/B: back"]
    hints = ["Arrows/mouse: aim   Enter/A/click: place"]
    if scene.state.fault_rule:
        hints.append("Tab/X/right-click: claim a black hole")
    hints.append("H/Y: teaching marks " + ("off" if scene.teaching else "on"))
    if scene.config.people:
        hints.append("Ctrl+Z/LB: undo   Esc/Start: pause")
    else:
        hints.append("Esc/Start: pause")
    return hints

def _draw_result(scene: "StarsPlay", canvas: pygame.Surface, x: int, y: int) -> int:
    """The result in the panel (SPACE stays visible): winner, why, rematch buttons."""
    winners = scene.state.winners()
    colour = scene.colour(winners[0]) if len(winners) == 1 else draw.PALETTE["ink"]
    draw.text(canvas, scene.result_text(), (PANEL.centerx, y), "l", colour, "midtop")
    y += 44
    draw.text(canvas, scene.end_reason(), (PANEL.centerx, y), "s", draw.PALETTE["dim"], "midtop")
    y += 12
    if len(winners) > 1:
        names = ", ".join(scene.config.name(p) for p in winners)
        draw.text(canvas, f"shared by {names}", (PANEL.centerx, y), "s", draw.PALETTE["dim"],
                  "midtop")
        y += 12
    if scene.demo:
        return y + 4
    y += 6
    REMATCH_BUTTON.topleft = (PANEL.centerx - REMATCH_BUTTON.w - 6, y)
    SETUP_BUTTON.topleft = (PANEL.centerx + 6, y)
    for rect, label in ((REMATCH_BUTTON, "Rematch"), (SETUP_BUTTON, "New setup")):
        pygame.draw.rect(canvas, (50, 46, 110), rect)
        pygame.draw.rect(canvas, draw.PALETTE["panel_edge"], rect, 1)
        draw.text(canvas, label, rect.center, "m", draw.PALETTE["ink"], "center")
    return REMATCH_BUTTON.bottom + 8
