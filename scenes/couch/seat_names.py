"""Players' names: one per seat, typed on the name entry screen, kept in the settings file.

A seat is named by its colour ("Sky") until its player types a name; the name
then stands for that seat's person wherever the seat is named (the join
screen's card, the panels, whose turn, the result, the victory card, the
evening's tally), in this game, the next and after a restart. A computer in
the seat, a lesson and the demo keep the colour name. An empty name is the
colour name again. Names are short capitals and digits, so every panel fits
them (``MAX_LEN``) and the pixel font draws every character.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.i18n import tr
from scenes.framework import draw
from scenes.framework.settings import NAME_LEN

if TYPE_CHECKING:
    from scenes.framework.app import App

MAX_LEN = NAME_LEN  # "WWWWWWWW" fits every panel (the layout check's tour shows it)
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
KEY = "seat_names"  # the settings key


def clean(text: str) -> str:
    """``text`` as a name: capitals, digits and single spaces, at most ``MAX_LEN``."""
    kept = "".join(c if c in LETTERS else " " for c in text.upper())
    return " ".join(kept.split())[:MAX_LEN].strip()


def chosen(app: App) -> list[str]:
    """The names typed per seat, "" where none was (the file is checked by the settings schema)."""
    raw = app.settings.get(KEY) or []
    return [clean(n) if isinstance(n, str) else "" for n in raw][: len(draw.SEAT_NAMES)]


def name_of(app: App, seat: int) -> str:
    """What seat ``seat`` is called: its player's name, else its colour name."""
    names = chosen(app)
    own = names[seat] if seat < len(names) else ""
    return own or colour_name(seat)


def colour_name(seat: int) -> str:
    """The seat's colour name ("Sky") in the language on screen."""
    return tr(draw.SEAT_NAMES[seat % len(draw.SEAT_NAMES)])


def names(app: App, count: int) -> tuple[str, ...]:
    """``count`` seats' names (each its player's or its colour name)."""
    return tuple(name_of(app, seat) for seat in range(count))


def set_name(app: App, seat: int, name: str) -> bool:
    """Keep ``name`` for seat ``seat`` ("" forgets it); False when the file could not take it."""
    if not 0 <= seat < len(draw.SEAT_NAMES):
        return False
    name = clean(name)

    def change(old: Any) -> list[str]:  # made on the list as it is on disk (another copy's names stay)
        out = [n if isinstance(n, str) else "" for n in old] if isinstance(old, list) else []
        out += [""] * (seat + 1 - len(out))
        out[seat] = name
        while out and not out[-1]:
            out.pop()
        return out

    return app.settings.update(KEY, change)


def person_names(app: App, levels: Sequence[int]) -> tuple[str, ...]:
    """The names of a table's seats: a person seat its player's, a computer seat (level > 0) its colour's."""
    return tuple(name_of(app, seat) if level == 0 else colour_name(seat) for seat, level in enumerate(levels))
