"""Cards as two-letter strings ("AS", "TD") and their ranks.

Rank 0 is the Ace and 12 the King; the ranks form a cycle because King and
Ace are neighbours in Black Hole, so only rank arithmetic modulo 13 matters.
"""

from __future__ import annotations

RANKS = "A23456789TJQK"
SUITS = "CDHS"
N_RANKS = 13
DECK: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)


def rank_of(card: str) -> int:
    """The rank index 0..12 of a card such as "QH"; raises ValueError on junk."""
    if len(card) != 2 or card[0] not in RANKS or card[1] not in SUITS:
        raise ValueError(f"not a card: {card!r}")
    return RANKS.index(card[0])


def neighbours(a: int, b: int) -> bool:
    """True when ranks a and b are one apart on the King-Ace cycle."""
    return (a - b) % N_RANKS in (1, N_RANKS - 1)


def rank_name(rank: int) -> str:
    """A readable name of a rank for messages ("Ace", "7", "King")."""
    return ("Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King")[rank]


def card_name(card: str) -> str:
    """A readable name of a card ("Queen of Hearts")."""
    suit = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}[card[1]]
    return f"{rank_name(rank_of(card))} of {suit}"
