"""A short "shuffling..." while the next winnable deal is still being found.

Shown only when "New random deal" (or starting patience from the title) finds
no prepared deal: the preparer keeps searching in the worker, this scene
keeps the frame alive with a swirl, and the game replaces it the moment a
deal is proven winnable. Back gives up and returns to what was below. If the
worker keeps failing, an unchecked random deal is dealt instead, and said so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.i18n import tr
from game.midend import Session
from game.patience import Position
from scenes.framework import draw
from scenes.framework.input import Action, Kind
from scenes.framework.scene import Scene
from scenes.patience.config import VARIANT_TITLES
from scenes.patience.preparer import DealPreparer, PreparedDeal
from scenes.patience.sessions import new_session, winnable_session

if TYPE_CHECKING:
    from scenes.framework.app import App


class MakePlay(Protocol):
    """The play scene of a deal's session (the PatiencePlay class itself: play.py is above this)."""

    def __call__(
        self,
        app: App,
        session: Session[Position],
        *,
        preparer: DealPreparer | None = ...,
        line: list[int] | None = ...,
        greeting: str = ...,
    ) -> Scene: ...


class ShufflingScene(Scene):
    name = "patience_shuffling"
    opaque = True

    def __init__(self, app: App, preparer: DealPreparer, variant: str, make_play: MakePlay) -> None:
        super().__init__(app)
        self.preparer = preparer
        self.make_play = make_play
        self.variant = variant
        self.clock = 0.0
        self.field = draw.Starfield(seed=23)
        self.done = False

    def on_enter(self) -> None:
        self.preparer.want(self.variant)

    def handle(self, action: Action) -> bool:
        if action.kind in (Kind.BACK, Kind.RCLICK, Kind.PAUSE):
            self.app.sound.play("back")
            self.done = True
            self.app.stack.pop("fade")
        return True

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.done or self.app.stack.changing or self.app.stack.incoming_game() is not None:
            return  # leaving, another change of scene under way, or another game already on its way in
        self.preparer.poll()
        self.preparer.want(self.variant)
        deal = self.preparer.take(self.variant)
        if deal is None and not self.preparer.failed(self.variant):
            return
        self.done = True
        if deal is None:
            self.app.toast(tr("Could not check the deals: this one may not be winnable."))
        self.app.stack.replace(
            deal_scene(self.app, self.preparer, self.variant, deal, self.make_play), transition="fade"
        )

    def draw(self, canvas: pygame.Surface) -> None:
        self.field.draw(canvas, self.clock)
        draw.swirl(canvas, (320, 170), 60, self.clock, speed=1.4)
        dots = "." * (1 + int(self.clock * 3) % 3)
        draw.text(canvas, tr("shuffling") + dots, (284, 250), "m", draw.PALETTE["ink"], "topleft")
        draw.text(
            canvas,
            tr("{variant}: a deal the computer can win").format(variant=tr(VARIANT_TITLES[self.variant])),
            (320, 274),
            "m",
            draw.PALETTE["dim"],
            "midtop",
        )
        draw.text(canvas, tr("Back: title"), (320, 322), "m", draw.PALETTE["faint"], "midtop")

    def game_state(self) -> dict[str, str]:
        return {"scene": self.name, "variant": self.variant}


def deal_scene(
    app: App,
    preparer: DealPreparer,
    variant: str,
    deal: PreparedDeal | None,
    make_play: MakePlay,
    number: int | None = None,
) -> Scene:
    """The play scene of a prepared winnable deal, else of deal ``number`` or any random deal."""
    if deal is not None:
        return make_play(app, winnable_session(deal.variant, deal.seed), preparer=preparer, line=deal.line)
    return make_play(app, new_session(app.rng, variant, number), preparer=preparer)


def next_deal_scene(
    app: App, preparer: DealPreparer, variant: str, number: int | None, winnable_only: bool, make_play: MakePlay
) -> Scene:
    """Deal ``number``, or a random deal: the prepared winnable one, "shuffling..." until there is one."""
    if number is not None or not winnable_only:
        return deal_scene(app, preparer, variant, None, make_play, number)
    deal = preparer.take(variant)
    if deal is None:
        return ShufflingScene(app, preparer, variant, make_play)
    return deal_scene(app, preparer, variant, deal, make_play)
