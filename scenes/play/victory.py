"""The victory moment at the end of every game: the winner in their seat's colour and shape,
a podium when three to six seats played, confetti in the palette.

A component the play scene owns (``scene.victory``), made once when the result
begins (``Victory.of``) and drawn over the game for ``MOMENT_S`` seconds while
the result keys stay live underneath: a key press acts at once, the moment
never holds anyone up. Nothing is kept per frame: the confetti is a pure
function of time, so a frame can be drawn at any moment (tests, screenshots).
The winner's pad rumbles (the play scene's ``rumble_seat``) and the win jingle
plays where the game announces its result.

Places come from the scores: the winners are first, and the other seats follow
by how close their score came to the winners' (so "most points" and "fewest
points" games both rank right); equal scores share a place.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Protocol, Sequence

import pygame

from game.i18n import ordinal, tr
from scenes.framework import draw

MOMENT_S = 4.5  # how long the podium and the confetti show
FADE_S = 0.8  # the last part of the moment, fading out
CONFETTI = 110  # pieces
SHAPES = draw.SEAT_SHAPES  # per seat, beside the seat colour (one list, in draw)
CARD = pygame.Rect(170, 64, 300, 168)  # the podium card, over the middle of the canvas
STEP_W = 76
STEP_H = {1: 56, 2: 40, 3: 28}
STEP_X = {1: 0, 2: -84, 3: 84}  # the podium's slots (1 middle, 2 left, 3 right), from the card's centre
CONFETTI_COLOURS = ("gold", "violet", "accent", "good", "ink")
GRAVITY, FALL = 30.0, 28.0  # px/s^2 and px/s on the 640x360 canvas
VEIL = 120  # how dark the game goes behind the card (alpha of black, at the moment's height)
GLOW = 60 / 255  # how much of the winner's colour the spotlight mixes into the card
INSET = 5  # the card's border and a clear pixel or two: no letter comes nearer


class Celebrated(Protocol):
    """What the moment needs of its play scene."""

    def seat_name(self, seat: int) -> str: ...
    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...


@dataclass(frozen=True, slots=True)
class Stand:
    """One seat's place at the end."""

    seat: int
    name: str
    colour: tuple[int, int, int]
    place: int  # 1 = won (shared places repeat)
    score: str = ""  # the seat's score as the game counts it ("" when the game shows none)

    @property
    def label(self) -> str:
        """The name with the score: what the card says of a seat."""
        return f"{self.name} {self.score}" if self.score else self.name


def score_words(score: float) -> str:
    """A score as the panels print it: whole numbers without a point."""
    return str(int(score)) if float(score).is_integer() else f"{score:.1f}"


def card_place(clear_of: pygame.Rect | None) -> pygame.Rect:
    """Where the card goes: the middle, unless that hides what the game must show at its end
    (the numbers board's black hole and its ring); then the first place clear of it."""
    if clear_of is None:
        return CARD
    for at in ((CARD.x, CARD.y), (CARD.x, 6), (CARD.x, 360 - 6 - CARD.h), (6, CARD.y), (640 - 6 - CARD.w, CARD.y)):
        rect = pygame.Rect(at, CARD.size)
        if not rect.colliderect(clear_of):
            return rect
    return CARD


def places(scores: Sequence[float], winners: Sequence[int]) -> list[int]:
    """Each seat's place (1-based): winners 1, the rest by their distance from the winners' score."""
    if not winners:
        return [0] * len(scores)
    best = scores[winners[0]]
    gap = [0.0 if p in winners else abs(scores[p] - best) + 1e-9 for p in range(len(scores))]
    return [1 + sum(1 for q in range(len(scores)) if gap[q] < gap[p]) for p in range(len(scores))]


def seat_marker(surface: pygame.Surface, seat: int, centre: tuple[int, int], r: int, colour: tuple) -> None:
    """The seat's shape in its colour, ``r`` px from the centre: the shared seat sign
    (draw.seat_shape, one home for the six shapes and their order)."""
    draw.seat_shape(surface, seat, centre, 2 * r, colour)


@dataclass(frozen=True, slots=True)
class Piece:
    """One piece of confetti: where it starts, how it flies, falls and sways, its colour."""

    x: float
    y: float
    vx: float
    vy: float  # up is negative: a burst piece is thrown up, then falls
    sway: float
    phase: float
    colour: tuple[int, int, int]
    size: int

    def at(self, t: float) -> tuple[int, int]:
        drag = 1.0 - math.exp(-1.5 * t)  # thrown pieces slow down and settle into a drifting fall
        x = self.x + self.vx * drag / 1.5 + self.sway * math.sin(2.2 * t + self.phase)
        y = self.y + self.vy * drag / 1.5 + GRAVITY * t * t / 2 + FALL * t
        return int(x) % 640, int(y)


class Victory:
    """The moment: who won, everyone's place, the confetti; ``draw`` each frame while ``active``."""

    def __init__(
        self,
        stands: Sequence[Stand],
        headline: str,
        started: float,
        seed: int = 0,
        confetti: bool = True,
        clear_of: pygame.Rect | None = None,
    ) -> None:
        self.card = card_place(clear_of)
        self.stands = sorted(stands, key=lambda s: (s.place, s.seat))
        self.headline = headline
        self.started = started
        rng = random.Random(seed)
        winners = [s.colour for s in self.stands if s.place == 1]
        colours = [*winners, *winners, *(draw.PALETTE[c] for c in CONFETTI_COLOURS)]
        burst = (self.card.centerx, self.card.y + 24)  # half bursts out of the card, half rains from the top
        self.confetti = [
            Piece(
                burst[0] + rng.uniform(-30, 30) if k % 2 else rng.uniform(0, 640),
                burst[1] if k % 2 else rng.uniform(-300, 0),
                rng.uniform(-260, 260) if k % 2 else rng.uniform(-10, 10),
                rng.uniform(-260, -60) if k % 2 else 0.0,
                rng.uniform(4, 14),
                rng.uniform(0, math.tau),
                rng.choice(colours),
                rng.choice((2, 3, 3)),
            )
            for k in range(CONFETTI if confetti else 0)  # none with reduced motion
        ]

    @classmethod
    def of(
        cls,
        scene: Celebrated,
        scores: Sequence[float],
        winners: Sequence[int],
        started: float,
        solo_seat: int | None = None,
        solo_words: str = "",
        confetti: bool = True,
        clear_of: pygame.Rect | None = None,
    ) -> Victory | None:
        """The moment of a finished game; None when nobody won (a lost patience deal) or when
        the one person playing against the game did not (a missed box is the hider's win, and
        must not say "You win!"). ``solo_words`` is that one person's headline (a win with the
        computer's help, or a box the computer may have found better, is not "You win!")."""
        if not winners or (solo_seat is not None and solo_seat not in winners):
            return None
        where = places(scores, winners)
        stands = [
            Stand(p, scene.seat_name(p), scene.seat_colour(p), where[p], score_words(scores[p]))
            for p in range(len(scores))
        ]
        if solo_seat is not None:  # one player against the game: nobody else stands anywhere
            stands = [s for s in stands if s.seat == solo_seat]
            headline = solo_words or tr("You win!")
        elif len(winners) == 1:
            name = scene.seat_name(winners[0])
            headline = tr("You win!") if name in ("You", tr("You")) else tr("{seat} wins!").format(seat=name)
        elif len(winners) == len(scores):  # everyone level: the panels call it a draw too
            headline = tr("A draw!")
        else:
            headline = tr("A shared win!")
        return cls(
            stands, headline, started, seed=len(scores) * 31 + sum(winners), confetti=confetti, clear_of=clear_of
        )

    # -- what is shown ---------------------------------------------------------------------------
    @property
    def winners(self) -> list[Stand]:
        return [s for s in self.stands if s.place == 1]

    @property
    def podium(self) -> list[Stand]:
        """The seats on the podium's steps (three or more seats played): the first three by place."""
        return self.stands[:3] if len(self.stands) >= 3 else []

    @property
    def others(self) -> list[Stand]:
        """The seats after the podium, listed under it (4th to 6th)."""
        return self.stands[3:] if len(self.stands) >= 3 else []

    def active(self, clock: float) -> bool:
        return clock - self.started < MOMENT_S

    def alpha(self, clock: float) -> int:
        t = clock - self.started
        return 0 if t >= MOMENT_S else int(255 * min(1.0, (MOMENT_S - t) / FADE_S, t / 0.25 if t > 0 else 0.0))

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, clock: float) -> None:
        """Confetti and the card over the game (nothing once the moment has passed)."""
        alpha = self.alpha(clock)
        if alpha <= 0:
            return
        veil = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, VEIL * alpha // 255))  # the game behind reads as background, its words too
        canvas.blit(veil, (0, 0))
        if alpha == 255:  # straight onto the canvas: the layout check reads the card like any panel
            self._draw_card(canvas, clock - self.started)
            self._draw_confetti(canvas, clock - self.started)
            return
        layer = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)  # fading in or out
        self._draw_card(layer, clock - self.started)
        self._draw_confetti(layer, clock - self.started)
        layer.set_alpha(alpha)
        canvas.blit(layer, (0, 0))

    def _draw_confetti(self, layer: pygame.Surface, t: float) -> None:
        for piece in self.confetti:
            x, y = piece.at(t)
            if -4 < y < layer.get_height():
                flip = abs(math.sin(3.0 * t + piece.phase))  # a piece turning over as it falls
                w = max(1, round(piece.size * (0.4 + flip)))
                layer.fill(piece.colour, (x, y, w, piece.size))

    def _draw_card(self, layer: pygame.Surface, t: float) -> None:
        first = self.winners[0]
        draw.panel(layer, self.card, fill=draw.PALETTE["bg"], edge=first.colour, alpha=255)
        cx = self.card.centerx
        pulse = 1 + int(2 * abs(math.sin(4 * t)))
        draw.text(layer, self.headline, (cx + 14, self.card.y + 8), "l", first.colour, "midtop")
        head_w = draw.text_size(self.headline, "l")[0]
        for i, stand in enumerate(self.winners[:3]):
            at = (cx + 14 - head_w // 2 - 16 - 22 * i, self.card.y + 32)
            seat_marker(layer, stand.seat, at, 9 + pulse, stand.colour)
        if self.podium:
            self._draw_podium(layer)
        else:
            self._draw_spotlight(layer, t)

    def _draw_spotlight(self, layer: pygame.Surface, t: float) -> None:
        """Two seats (or one): the winner's shape large, and who else played."""
        first = self.winners[0]
        centre = (self.card.centerx, self.card.y + 100)
        # an opaque mix, not alpha: alpha drawn into the layer would replace the card's pixels
        glow = tuple(round(b + (c - b) * GLOW) for b, c in zip(draw.PALETTE["bg"][:3], first.colour[:3], strict=True))
        pygame.draw.circle(layer, glow, centre, 34 + int(3 * math.sin(3 * t)))
        seat_marker(layer, first.seat, centre, 24, first.colour)
        if len(self.stands) > 1:  # every seat's place and score, the winner's first
            line = "  ".join(tr("{place} {seat}").format(place=ordinal(s.place), seat=s.label) for s in self.stands)
        else:
            line = first.label if first.score else ""
        if line:
            draw.text(layer, line, (self.card.centerx, self.card.bottom - INSET), "m", draw.PALETTE["dim"], "midbottom")

    def _draw_podium(self, layer: pygame.Surface) -> None:
        """Three steps, the first in the middle, then left, then right; a step's height follows the
        place it stands for (two seats sharing first stand equally high); shape, name and place on each."""
        bottom = self.card.bottom - INSET
        line_h = draw.text_size("Ag", "s")[1]  # the names and the 4th-6th line grow with Large text
        if self.others:
            line = "   ".join(tr("{place} {seat}").format(place=ordinal(s.place), seat=s.label) for s in self.others)
            draw.text(layer, line, (self.card.centerx, bottom), "s", draw.PALETTE["dim"], "midbottom")
            bottom -= line_h + 2
        base = bottom - line_h - 2
        for slot, stand in enumerate(self.podium):
            h = STEP_H[min(stand.place, 3)]
            rect = pygame.Rect(self.card.centerx + STEP_X[slot + 1] - STEP_W // 2, base - h, STEP_W, h)
            pygame.draw.rect(layer, tuple(c // 3 for c in stand.colour), rect)
            pygame.draw.rect(layer, stand.colour, rect, 2)
            draw.text(layer, ordinal(stand.place), (rect.centerx, rect.y + 4), "m", draw.PALETTE["ink"], "midtop")
            seat_marker(layer, stand.seat, (rect.centerx, rect.y - 14), 10, stand.colour)
            draw.text(layer, stand.label, (rect.centerx, bottom), "s", stand.colour, "midbottom")
