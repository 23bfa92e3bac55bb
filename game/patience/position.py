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
from typing import Annotated, Any, Literal, get_args

import msgspec

from game import Action, IllegalMove
from game.daily_start import AttemptStart
from game.i18n import N_, Message
from game.midend import Backend
from game.options import Options, as_options, checked

from .cards import N_RANKS, card_words, rank_of, rank_words
from .deals import Deal, pysol_deal, random_deal

Variant = Literal["classic", "all_in_a_row"]
VARIANTS: tuple[Variant, ...] = get_args(Variant)
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

    def why_not(self, pile: Any) -> Message | None:
        """A player-readable reason why `pile` cannot be played (None if it can)."""
        if not _is_index(pile):
            return Message(
                N_("{pile} is not a pile: piles are numbered 0 to {last}."),
                {"pile": repr(pile), "last": len(self.piles) - 1},
            )
        if not 0 <= pile < len(self.piles):
            return Message(N_("There is no such pile."))
        if not self.piles[pile]:
            return Message(N_("That pile is empty."))
        if self.can_play(pile):
            return None
        card = self.piles[pile][-1]
        top = rank_of(self.top)  # type: ignore[arg-type]
        lo, hi = rank_words((top - 1) % N_RANKS), rank_words((top + 1) % N_RANKS)
        return Message(
            N_("The {card} does not fit: the hole needs {low} or {high}."),
            {"card": card_words(card), "low": lo, "high": hi},
        )

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
        if reason is not None:
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


class DealChoice(Options, frozen=True):
    """What a setup chooses of a patience deal: the variant, and whether a random deal is drawn
    from the winnable ones only. The session's options extend it with the deal (``PatienceOptions``);
    the setup's memory extends it with its defaults (scenes/patience/config.py)."""

    variant: Variant
    winnable: bool = False  # left out when off, so saves from before winnable deals read the same


class PatienceOptions(DealChoice, frozen=True, kw_only=True, omit_defaults=True):
    """The session's options, declared once (game/options.py): the variant, the PySolFC deal number
    (None: a random deal of the seed), winnable-only, and for a daily challenge its date and its
    start (game/daily_start.py). What is off is left out of the checked options (``omit_defaults``),
    so older saves, which never held it, read and save the same."""

    deal: Annotated[int, msgspec.Meta(ge=1, le=MAX_DEAL)] | None
    daily: str | None = None  # the ISO date of a daily challenge's deal
    daily_start: dict[str, int] | None = None  # when and in which zone the daily attempt began

    def __post_init__(self) -> None:
        if self.winnable and self.deal is not None:
            raise ValueError(f"winnable is for random deals only, not deal {self.deal}")
        daily = self.daily
        if daily is not None and (self.deal is not None or self.variant != "classic" or not _is_iso_date(daily)):
            raise ValueError(f"a daily deal is a random classic deal of a date, not {self.daily!r}")
        if self.daily_start is not None:
            if self.daily is None:
                raise ValueError("only a daily deal has a start")
            AttemptStart.from_json(self.daily_start)  # ValueError saying why it is not a start


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
        """Strict, by the one schema of the options (``PatienceOptions``); what is off left out."""
        return as_options(checked(PatienceOptions, raw, "the patience options"))

    def encode_move(self, move: Any) -> int:
        return int(move)

    def decode_move(self, raw: Any) -> int:
        if type(raw) is not int:
            raise ValueError(f"a move is a pile number, not {raw!r}")
        return raw


BACKEND = PatienceBackend()
