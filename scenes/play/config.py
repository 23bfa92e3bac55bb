"""The one ``config`` interface every game's setup value has (the entry's ``config``).

A game's config is a frozen value its setup screen fills in. The play kit asks
only this of it: the session's options and back (``options``, ``from_options``:
a new game, Continue, a review, Play again), the setup screen's memory in the
stats file and back (``to_json``, ``from_json``: forgiving, a stale or damaged
memory gives the defaults), the next game of the same setup (``rematch``) and
whether a game of it is assisted from its start (``assisted``).
"""

from __future__ import annotations

from typing import Any, Mapping, Protocol, Self


class GameConfig(Protocol):
    """What the play kit and the setup base ask of a game's config."""

    @property
    def assisted(self) -> bool: ...  # a game of this setup is assisted from its start (Black Box's aid)

    def options(self) -> dict[str, Any]: ...  # the session's options (the engine checks them)

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Self: ...  # from options already checked

    def to_json(self) -> dict[str, Any]: ...  # the setup screen's memory

    @classmethod
    def from_json(cls, data: Any) -> Self: ...  # forgiving: anything odd gives the defaults

    def rematch(self) -> Self: ...  # Play again's setup (the next seat starting, or the same)
