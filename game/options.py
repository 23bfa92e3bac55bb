"""A game's options as one typed msgspec schema: the engine's strict check reads it.

Each game declares its session's options once, as a ``msgspec.Struct`` beside
its engine (``TemplateOptions``, ``StarsOptions`` ...). The same schema serves
three readers: the backend's ``check_options`` (``checked`` below: anything a
setup could not have made is refused with a readable message), the setup
screen's memory (the game's stats struct extends it with defaults and the
menu's own rows, so a damaged memory falls back to the defaults) and the
stats file's schema (scenes/shell/stats_schema.py gathers those structs).
"""

from __future__ import annotations

from typing import Annotated, Any, TypeVar

import msgspec

from game import COMPUTER_LEVELS

S = TypeVar("S", bound=msgspec.Struct)
# a seat's level in the options of a game with computer seats: 0 a person, 1..3 a computer of that level
SeatLevel = Annotated[int, msgspec.Meta(ge=0, le=max(COMPUTER_LEVELS))]


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The base of a game's options schema: every field required, nothing unknown taken."""


def checked(schema: type[S], raw: Any, what: str) -> S:
    """``raw`` read strictly as ``schema`` (no 1 for true, no "2" for 2, no key missing or unknown);
    ValueError naming ``what`` and the field when it does not fit."""
    try:
        return msgspec.convert(raw, schema, strict=True)
    except msgspec.ValidationError as exc:
        raise ValueError(f"{what}: {exc}") from None


def as_options(options: msgspec.Struct) -> dict[str, Any]:
    """The checked options as the plain JSON the session keeps (lists, not tuples)."""
    out = msgspec.to_builtins(options)
    assert isinstance(out, dict)
    return out
