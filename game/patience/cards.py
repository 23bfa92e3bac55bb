"""Cards as two-letter strings ("AS", "TD") and their ranks.

Rank 0 is the Ace and 12 the King; the ranks form a cycle because King and
Ace are neighbours in Black Hole, so only rank arithmetic modulo 13 matters.
"""

from __future__ import annotations

from game.i18n import N_, Message

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


# the words of ranks and suits, marked here and said where they are shown (card_words, rank_words)
RANK_WORDS = (N_("Ace"), "2", "3", "4", "5", "6", "7", "8", "9", "10", N_("Jack"), N_("Queen"), N_("King"))
SUIT_WORDS = {"C": N_("Clubs"), "D": N_("Diamonds"), "H": N_("Hearts"), "S": N_("Spades")}


def rank_words(rank: int) -> Message:
    """A rank's name for messages ("Ace", "7", "King"), in the language it is said in."""
    return Message(RANK_WORDS[rank])


def card_words(card: str) -> Message:
    """A card's name for messages ("Queen of Hearts"), in the language it is said in."""
    return Message(N_("{rank} of {suit}"), {"rank": rank_words(rank_of(card)), "suit": Message(SUIT_WORDS[card[1]])})


def rank_name(rank: int) -> str:
    """A rank's name in English ("Ace", "7", "King"): logs and tests; screens say rank_words."""
    return RANK_WORDS[rank]


def card_name(card: str) -> str:
    """A card's name in English ("Queen of Hearts"): logs and tests; screens say card_words."""
    return card_words(card).english()
