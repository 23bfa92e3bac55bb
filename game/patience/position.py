"""Positions and game records of Black Hole patience.

A `Position` is immutable (the engine contract's state: one seat, actions are
pile indices). A `GameRecord` is the deal plus the list of moves with a
pointer, which gives unlimited undo and redo and saves as plain JSON.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from game import IllegalMove

from .cards import N_RANKS, card_name, rank_name, rank_of
from .deals import Deal, pysol_deal, random_deal

VARIANTS = ("classic", "all_in_a_row")


def _is_pile_number(pile: object) -> bool:
    """Only a plain int names a pile (True would silently mean pile 1)."""
    return isinstance(pile, int) and not isinstance(pile, bool)


@dataclass(frozen=True)
class Position:
    """Piles (bottom card first) and the Black Hole (top card last)."""

    piles: tuple[tuple[str, ...], ...]
    foundation: tuple[str, ...]

    @classmethod
    def from_deal(cls, deal: Deal) -> "Position":
        piles, foundation = deal
        return cls(tuple(tuple(p) for p in piles), tuple(foundation))

    # --- rules -----------------------------------------------------------
    @property
    def top(self) -> str | None:
        """The Black Hole's top card, None while it is empty (All in a Row)."""
        return self.foundation[-1] if self.foundation else None

    def can_play(self, pile: int) -> bool:
        """True when the top card of `pile` may go into the Black Hole now."""
        if not _is_pile_number(pile) or not 0 <= pile < len(self.piles) or not self.piles[pile]:
            return False
        if self.top is None:
            return True
        step = (rank_of(self.piles[pile][-1]) - rank_of(self.top)) % N_RANKS
        return step in (1, N_RANKS - 1)

    def why_not(self, pile: int) -> str:
        """A player-readable reason why `pile` cannot be played ("" if it can)."""
        if not _is_pile_number(pile):
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

    def legal_moves(self) -> list[int]:
        return [i for i in range(len(self.piles)) if self.can_play(i)]

    def play(self, pile: int) -> "Position":
        """The position after playing the top card of `pile`."""
        reason = self.why_not(pile)
        if reason:
            raise IllegalMove(reason)
        card = self.piles[pile][-1]
        piles = self.piles[:pile] + (self.piles[pile][:-1],) + self.piles[pile + 1:]
        return Position(piles, self.foundation + (card,))

    @property
    def cards_left(self) -> int:
        return sum(len(p) for p in self.piles)

    def is_won(self) -> bool:
        return self.cards_left == 0

    def is_lost(self) -> bool:
        return not self.is_won() and not self.legal_moves()

    def deal(self) -> Deal:
        """This position as a deal `(piles, foundation)` for the solver."""
        return [list(p) for p in self.piles], list(self.foundation)

    # --- the shared engine contract (one seat) ----------------------------
    current_player = 0

    def legal_actions(self) -> list[int]:
        return self.legal_moves()

    def apply(self, action: int) -> "Position":
        return self.play(action)

    def is_terminal(self) -> bool:
        return not self.legal_moves()

    def scores(self) -> list[int]:
        """Cards in the Black Hole (the starting Ace of Spades counts)."""
        return [len(self.foundation)]

    def winners(self) -> list[int]:
        return [0] if self.is_won() else []


@dataclass
class GameRecord:
    """A deal and its moves: unlimited undo/redo, saved as deal + moves."""

    start: Position
    variant: str = "classic"
    deal_number: int | None = None
    seed: int | None = None
    moves: list[int] = field(default_factory=list)
    played: int = 0                       # moves[:played] are on the board
    _positions: list[Position] = field(default_factory=list, repr=False)

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise ValueError(f"unknown variant {self.variant!r}")
        self._positions = [self.start]
        moves, played = list(self.moves), self.played
        self.moves, self.played = [], 0
        for m in moves:
            self.play(m)
        while self.played > played:
            self.undo()

    @classmethod
    def pysol(cls, number: int, variant: str = "classic") -> "GameRecord":
        return cls(Position.from_deal(pysol_deal(number, variant)), variant, deal_number=number)

    @classmethod
    def random(cls, seed: int, variant: str = "classic") -> "GameRecord":
        return cls(Position.from_deal(random_deal(seed, variant)), variant, seed=seed)

    @property
    def position(self) -> Position:
        return self._positions[self.played]

    def play(self, pile: int) -> str:
        """Play pile's top card; returns the card. Clears the redo list."""
        new = self.position.play(pile)
        card = new.foundation[-1]
        del self.moves[self.played:]
        del self._positions[self.played + 1:]
        self.moves.append(pile)
        self._positions.append(new)
        self.played += 1
        return card

    def can_undo(self) -> bool:
        return self.played > 0

    def can_redo(self) -> bool:
        return self.played < len(self.moves)

    def undo(self) -> int:
        """Take back the last move; returns its pile."""
        if not self.can_undo():
            raise IllegalMove("Nothing to undo.")
        self.played -= 1
        return self.moves[self.played]

    def redo(self) -> int:
        """Play again the move last taken back; returns its pile."""
        if not self.can_redo():
            raise IllegalMove("Nothing to redo.")
        pile = self.moves[self.played]
        if len(self._positions) <= self.played + 1:
            self._positions.append(self._positions[self.played].play(pile))
        self.played += 1
        return pile

    def restart(self) -> None:
        """Back to the deal; the moves stay available to redo."""
        self.played = 0

    def to_json(self) -> dict[str, Any]:
        return {"variant": self.variant, "deal_number": self.deal_number, "seed": self.seed,
                "piles": [list(p) for p in self.start.piles],
                "foundation": list(self.start.foundation),
                "moves": list(self.moves), "played": self.played}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "GameRecord":
        start = Position.from_deal((data["piles"], data["foundation"]))
        _check_cards(start)
        return cls(start, data.get("variant", "classic"), data.get("deal_number"),
                   data.get("seed"), list(data.get("moves", [])), int(data.get("played", 0)))


def _check_cards(pos: Position) -> None:
    """A saved deal must hold each card at most once and only real cards."""
    cards = [c for p in pos.piles for c in p] + list(pos.foundation)
    for c in cards:
        rank_of(c)
    if len(set(cards)) != len(cards):
        raise ValueError("a card appears twice in the saved deal")


def line_positions(start: Position, line: Sequence[int]) -> list[Position]:
    """The positions along a line of moves (start included)."""
    out = [start]
    for m in line:
        out.append(out[-1].play(m))
    return out
