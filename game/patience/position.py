"""Positions of Black Hole patience and the mid-end's backend for them.

A `Position` is the engine contract's state (game/__init__.py): one seat,
actions are pile indices, one name per operation (`legal_actions`, `apply`).
History, undo, redo and saving belong to the mid-end's Session
(game/midend.py); `BACKEND` tells it how a patience game starts: a PySolFC
deal number or a random seed, in either variant.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from game import Action, IllegalMove
from game.daily_start import AttemptStart
from game.midend import Backend

from .cards import N_RANKS, card_name, rank_name, rank_of
from .deals import Deal, pysol_deal, random_deal

VARIANTS = ("classic", "all_in_a_row")
OPTION_KEYS = {"variant", "deal", "winnable", "daily", "daily_start"}
MAX_DEAL = 9_999_999  # the deal-number entry has seven digits


@dataclass(frozen=True, slots=True)
class Position:
    """Piles (bottom card first) and the Black Hole (top card last)."""

    piles: tuple[tuple[str, ...], ...]
    foundation: tuple[str, ...]

    @classmethod
    def from_deal(cls, deal: Deal) -> Position:
        piles, foundation = deal
        return cls(tuple(tuple(p) for p in piles), tuple(foundation))

    # --- rules -----------------------------------------------------------
    @property
    def top(self) -> str | None:
        """The Black Hole's top card, None while it is empty (All in a Row)."""
        return self.foundation[-1] if self.foundation else None

    def can_play(self, pile: int) -> bool:
        """True when the top card of `pile` may go into the Black Hole now."""
        if not _is_index(pile) or not 0 <= pile < len(self.piles) or not self.piles[pile]:
            return False
        if self.top is None:
            return True
        step = (rank_of(self.piles[pile][-1]) - rank_of(self.top)) % N_RANKS
        return step in (1, N_RANKS - 1)

    def why_not(self, pile: Any) -> str:
        """A player-readable reason why `pile` cannot be played ("" if it can)."""
        if not _is_index(pile):
            return f"{pile!r} is not a pile: piles are numbered 0 to {len(self.piles) - 1}."
        if not 0 <= pile < len(self.piles):
            return "There is no such pile."
        if not self.piles[pile]:
            return "That pile is empty."
        if self.can_play(pile):
            return ""
        card = self.piles[pile][-1]
        top = rank_of(self.top)  # type: ignore[arg-type]
        lo, hi = rank_name((top - 1) % N_RANKS), rank_name((top + 1) % N_RANKS)
        return f"The {card_name(card)} does not fit: the hole needs {lo} or {hi}."

    @property
    def cards_left(self) -> int:
        return sum(len(p) for p in self.piles)

    def is_won(self) -> bool:
        return self.cards_left == 0

    def deal(self) -> Deal:
        """This position as a deal `(piles, foundation)` for the solver."""
        return [list(p) for p in self.piles], list(self.foundation)

    # --- the engine contract (one seat) ------------------------------------
    @property
    def current_player(self) -> int:
        return 0

    def legal_actions(self) -> list[Action]:
        """The piles whose top card fits the hole now."""
        return [i for i in range(len(self.piles)) if self.can_play(i)]

    def apply(self, action: Any) -> Position:
        """The position after playing the top card of pile `action`; IllegalMove if it may not go."""
        reason = self.why_not(action)
        if reason:
            raise IllegalMove(reason)
        card = self.piles[action][-1]
        piles = self.piles[:action] + (self.piles[action][:-1],) + self.piles[action + 1 :]
        return Position(piles, self.foundation + (card,))

    def is_terminal(self) -> bool:
        """Won, or stuck with no card that fits."""
        return not self.legal_actions()

    def scores(self) -> list[int]:
        """Cards in the Black Hole (the starting Ace of Spades counts)."""
        return [len(self.foundation)]

    def winners(self) -> list[int]:
        return [0] if self.is_won() else []


def _is_index(value: Any) -> bool:
    return type(value) is int


def _is_iso_date(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    try:
        return date.fromisoformat(value).isoformat() == value
    except ValueError:
        return False


def line_positions(start: Position, line: Sequence[int]) -> list[Position]:
    """The positions along a line of moves (start included)."""
    out = [start]
    for m in line:
        out.append(out[-1].apply(m))
    return out


def deal_options(
    variant: str = "classic",
    deal: int | None = None,
    *,
    winnable: bool = False,
    daily: str | None = None,
    daily_start: dict[str, int] | None = None,
) -> dict[str, Any]:
    """The session options of a game: the variant and the PySolFC deal number (None: random).

    ``winnable`` marks a random deal drawn from the winnable ones only (the seed
    was proven winnable before it was dealt); ``daily`` the ISO date of a daily
    challenge's deal, and ``daily_start`` when and in which zone it began
    (game/daily_start.py). They are left out when off, so older saves read the same.
    """
    raw = {"variant": variant, "deal": deal, "winnable": winnable, "daily": daily}
    return BACKEND.check_options(raw if daily_start is None else {**raw, "daily_start": daily_start})


class PatienceBackend(Backend[Position]):
    """A patience game starts from its options (variant, deal number) and seed.

    With a deal number the PySolFC deal is on the table and the seed is not
    used; without one the seed shuffles the deck.
    """

    key = "patience"
    version = 1

    def new_state(self, options: Mapping[str, Any], seed: int) -> Position:
        variant, number = options["variant"], options["deal"]
        if number is not None:
            return Position.from_deal(pysol_deal(number, variant))
        return Position.from_deal(random_deal(seed, variant))

    def check_options(self, raw: Any) -> dict[str, Any]:
        if not isinstance(raw, dict) or not {"variant", "deal"} <= set(raw) <= OPTION_KEYS:
            raise ValueError(f"patience options should be variant and deal (winnable, daily), not {raw!r}")
        variant, number = raw["variant"], raw["deal"]
        winnable, daily = raw.get("winnable", False), raw.get("daily")
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}")
        if number is not None and (type(number) is not int or not 1 <= number <= MAX_DEAL):
            raise ValueError(f"a deal number runs from 1 to {MAX_DEAL}, not {number!r}")
        if type(winnable) is not bool or (winnable and number is not None):
            raise ValueError(f"winnable is for random deals only, true or false, not {winnable!r}")
        if daily is not None and (number is not None or variant != "classic" or not _is_iso_date(daily)):
            raise ValueError(f"a daily deal is a random classic deal of a date, not {daily!r}")
        out: dict[str, Any] = {"variant": variant, "deal": number}
        if winnable:
            out["winnable"] = True
        if daily is not None:
            out["daily"] = daily
        if "daily_start" in raw:
            if daily is None:
                raise ValueError("only a daily deal has a start")
            out["daily_start"] = AttemptStart.from_json(raw["daily_start"]).to_json()
        return out

    def encode_move(self, move: Any) -> int:
        return int(move)

    def decode_move(self, raw: Any) -> int:
        if type(raw) is not int:
            raise ValueError(f"a move is a pile number, not {raw!r}")
        return raw


BACKEND = PatienceBackend()
