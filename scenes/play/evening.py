"""This evening's wins at a table: a running tally across "Play again", shown on the result.

Kept in memory for as long as the arcade runs (an evening on the sofa), one tally per
table: the game and the names of its seats, so a rematch counts on and a new line-up
starts from nothing. Nothing is written to disk: the stats keep the lifetime records.
"""

from __future__ import annotations

from typing import Protocol, Sequence

from game.i18n import tr

Table = tuple[str, ...]  # the game's key, then each seat's name


class HasEvening(Protocol):
    evening: dict[Table, dict[str, int]]


def count_win(app: HasEvening, game: str, names: Sequence[str], winners: Sequence[int]) -> None:
    """One finished game at this table: each winner's count goes up (a draw counts for nobody)."""
    table = (game, *names)
    wins = app.evening.setdefault(table, dict.fromkeys(names, 0))
    if len(winners) < len(names):  # everyone level is a draw, not a win for all
        for seat in winners:
            wins[names[seat]] += 1


def tally_line(app: HasEvening, game: str, names: Sequence[str]) -> str:
    """ "Tonight: Gold 2  Sky 1", most wins first; "" before the table's first finished game."""
    wins = app.evening.get((game, *names))
    if not wins:
        return ""
    order = sorted(wins, key=lambda n: (-wins[n], names.index(n)))
    # TRANSLATORS: this evening's wins at a table, over the result's buttons ("Tonight: Gold 2  Sky 1")
    return tr("Tonight: {wins}").format(wins="  ".join(f"{n} {wins[n]}" for n in order))
