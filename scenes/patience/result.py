"""The end of a patience game: what the result screen says, and patience's
own choices beside the shared three keys (Show me how after a loss on a
winnable deal, a new random deal, a deal number), by key, pad or mouse.
Their keys are typed keys of the binding table (scenes/framework/bindings.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.i18n import N_, tr
from scenes.framework import bindings, draw
from scenes.framework.bindings import Hint
from scenes.framework.input import Action, Kind
from scenes.patience.view import ButtonView, ResultView

EXTRA_AREA = pygame.Rect(44, 112, 164, 69)  # left of the hole, clear of the headline; the shared keys sit right of it


@dataclass(frozen=True)
class Extra:
    label: str
    typed: str  # the typed key of the binding table that chooses it ("" for none)
    act: Callable[[], None]
    kind: Kind | None = None  # a pad / keyboard action that chooses it

    def key(self, prompt: Callable[[str], Hint]) -> str:
        """What the button shows: its typed key's cap, else its action in the acting device's
        glyphs (``prompt``: the scene's, so a remapped key shows as remapped)."""
        if self.typed:
            return bindings.key_names(self.typed)[0]
        if self.kind is not None:
            return prompt("{" + self.kind.value + "}").text
        return ""


def extras(
    show_how: Callable[[], None] | None,
    new_random: Callable[[], None],
    deal_number: Callable[[], None],
    where_lost: Callable[[], None] | None = None,
    retry: Callable[[], None] | None = None,
) -> list[Extra]:
    """The choices on offer; ``show_how`` and ``where_lost`` are None unless a lost deal was
    winnable, ``retry`` until the solver has found where it was lost."""
    out = [Extra(N_("Show me how"), "", show_how, Kind.ALT2)] if show_how else []
    if retry is not None:
        out.append(Extra(N_("Retry from there"), "typed_retry", retry))
    elif where_lost is not None:
        out.append(Extra(N_("Where was it lost?"), "typed_where", where_lost))
    return out + [
        Extra(N_("New random deal"), "typed_new", new_random),
        Extra(N_("Deal number"), "typed_number", deal_number),
    ]


def extra_rects(count: int) -> list[pygame.Rect]:
    a = EXTRA_AREA
    return [pygame.Rect(a.x, a.y + i * 23, a.w, 20) for i in range(count)]


def extra_buttons(offered: list[Extra], prompt: Callable[[str], Hint]) -> tuple[ButtonView, ...]:
    rects = extra_rects(len(offered))
    return tuple(ButtonView(e.label, rect, key=e.key(prompt)) for e, rect in zip(offered, rects, strict=True))


def chosen(action: Action, offered: list[Extra]) -> Extra | None:
    """The extra that ``action`` picks (a click on its button, its pad button or its key)."""
    if action.kind == Kind.CLICK and action.pos is not None:
        rects = extra_rects(len(offered))
        return next((e for e, r in zip(offered, rects, strict=True) if r.collidepoint(action.pos)), None)
    typed = bindings.typed_action(action.text, action.key, [e.typed for e in offered if e.typed])
    if action.kind == Kind.KEY and typed is not None:
        return next(e for e in offered if e.typed == typed)
    return next((e for e in offered if e.kind is not None and action.kind == e.kind), None)


def result_view(
    *,
    won: bool,
    demo: bool,
    assisted: bool,
    stats_line: str,
    winnable: bool | None,
    verdict_failed: bool,
    since: float,
    show_how_key: str,
) -> ResultView:
    """The headline and the line under the hole for a finished game (``show_how_key``: Show me
    how's key as the player's binding table has it)."""
    gold, bad = draw.PALETTE["gold"], draw.PALETTE["bad"]
    if won and demo:
        return ResultView(tr("WON!"), "", gold, since)
    if won and assisted:
        return ResultView(tr("SOLVED"), tr("Solved with the computer's help: not counted as a win."), gold, since)
    if won:
        return ResultView(tr("YOU WON!"), stats_line, gold, since)
    if winnable is None:
        line = tr("Could not check the deal.") if verdict_failed else tr("checking the deal...")
    elif winnable:
        # TRANSLATORS: {key} is the key or button of "Show me how"
        line = tr("This deal could have been won: {key} shows how.").format(key=show_how_key)
    else:
        line = tr("No one could win this deal.")
    return ResultView(tr("NO MORE MOVES"), line, bad, since)
