"""The in-game rules of Black Hole patience: short words, small animated diagrams."""

from __future__ import annotations

import math

import pygame

from game.i18n import N_, tr
from game.patience import RANKS
from scenes.framework import draw
from scenes.framework.rules_page import RulesPage
from scenes.patience.cards import CARD_H, CARD_W, draw_card


def _deal_diagram(surface: pygame.Surface, area: pygame.Rect, t: float) -> None:
    cx, cy = area.center
    draw.swirl(surface, (cx, cy), 34, t)
    draw_card(surface, "AS", (cx - CARD_W // 2, cy - CARD_H // 2))
    fans = (("7C", "QD", "2H"), ("9S", "4H", "KD"), ("5C", "JH", "8S"), ("TD", "3S", "6H"))
    spots = (
        (area.left + 12, area.top + 8),
        (area.right - 42, area.top + 8),
        (area.left + 12, area.bottom - 74),
        (area.right - 42, area.bottom - 74),
    )
    for fan, (x, y) in zip(fans, spots, strict=True):
        for k, card in enumerate(fan):
            draw_card(surface, card, (x, y + 13 * k))
    # the playable top cards blink
    if int(t * 2) % 2 == 0:
        for x, y in spots:
            pygame.draw.rect(surface, draw.PALETTE["gold"], (x - 2, y + 24, CARD_W + 4, CARD_H + 4), 1)


def _move_diagram(surface: pygame.Surface, area: pygame.Rect, t: float) -> None:
    examples = (("5S", "4H", "6C", "9D"), ("KH", "AD", "QS", "JC"), ("AC", "2D", "KS", "3H"))
    hole, good1, good2, bad = examples[int(t / 2.5) % len(examples)]
    cx, cy = area.centerx, area.top + 52
    draw.swirl(surface, (cx, cy), 34, t)
    draw_card(surface, hole, (cx - CARD_W // 2, cy - CARD_H // 2))
    y = area.bottom - 64
    xs = (area.left + 20, area.centerx - CARD_W // 2, area.right - 20 - CARD_W)
    for x, card, ok in zip(xs, (good1, bad, good2), (True, False, True), strict=True):
        draw_card(surface, card, (x, y))
        col = draw.PALETTE["good"] if ok else draw.PALETTE["bad"]
        pygame.draw.rect(surface, col, (x - 2, y - 2, CARD_W + 4, CARD_H + 4), 1)
        draw.text(surface, tr("yes") if ok else tr("no"), (x + CARD_W // 2, y + CARD_H + 4), "s", col, "midtop")


def _cycle_diagram(surface: pygame.Surface, area: pygame.Rect, t: float) -> None:
    cx, cy = area.center
    r = min(area.w, area.h) // 2 - 16
    lit = int(t * 2) % 13
    for k, rank in enumerate(RANKS):
        a = -math.pi / 2 + 2 * math.pi * k / 13
        x, y = cx + int(r * math.cos(a)), cy + int(r * math.sin(a))
        near = (k - lit) % 13 in (1, 12)
        col = draw.PALETTE["gold"] if k == lit else (draw.PALETTE["good"] if near else draw.PALETTE["dim"])
        drawn = draw.text(surface, "10" if rank == "T" else rank, (x, y), "m", col, "center")
        if k == lit:  # framed, as the card in the hole: gold and green alone look alike to a deuteranope
            pygame.draw.rect(surface, col, drawn.inflate(8, 4), 1)
    # TRANSLATORS: K and A are the King and the Ace as the cards show them
    draw.text(surface, tr("K and A touch"), (cx, cy), "s", draw.PALETTE["accent"], "center")


def _row_diagram(surface: pygame.Surface, area: pygame.Rect, t: float) -> None:
    cx = area.centerx
    fans = (("3C", "9H", "QS", "7D"), ("KC", "2S", "5H", "8C"), ("JD", "4S", "TC", "6D"))
    for n, fan in enumerate(fans):
        x = cx - 60 + n * 42
        for k, card in enumerate(fan):
            draw_card(surface, card, (x, area.top + 10 + 12 * k))
    draw.swirl(surface, (cx, area.bottom - 46), 30, t)
    draw.text(surface, tr("empty: any card starts"), (cx, area.bottom - 12), "s", draw.PALETTE["accent"], "midbottom")


RULES_PAGES = [
    RulesPage(
        N_("The deal"),
        N_(
            "The Ace of Spades sits in the Black Hole. The other 51 cards lie face up in "
            "17 fans of three. Only the top card of a fan can move."
        ),
        _deal_diagram,
    ),
    RulesPage(
        N_("Moves"),
        N_(
            "Send a top card into the hole when its rank is one above or one below the "
            "card showing there. Suits never matter."
        ),
        _move_diagram,
    ),
    RulesPage(
        N_("King and Ace"),
        N_(
            "Ranks go round in a ring: a King may follow an Ace and an Ace a King. Win by "
            "sending every card into the hole (51, or 52 in All in a Row); with no move left the game is lost. Some "
            "deals cannot be won at all: Hint ({alt2}) shows a move on a winning line or says "
            "there is none."
        ),
        _cycle_diagram,
    ),
    RulesPage(
        N_("Controls, All in a Row"),
        N_(
            "Aim with arrows, stick or mouse; {confirm} or a click plays. Undo: {alt} or {undo}. "
            "Redo: {redo}. The Menu button (or M): restart, new deal, deal "
            "number, variant, statistics. All in a Row: 13 fans of four and an empty hole."
        ),
        _row_diagram,
    ),
]
