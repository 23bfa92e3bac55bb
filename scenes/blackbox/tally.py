"""What a finished round (and match) comes to, in lines for the panel."""

from __future__ import annotations

from dataclasses import dataclass

from game.blackbox import Match, fire, penalty
from game.i18n import tr, tr_n
from scenes.blackbox.config import SOLO, BoxConfig
from scenes.framework import draw


@dataclass(frozen=True, slots=True)
class TallyLine:
    """One line of the tally: words, and a figure drawn at the panel's right on the same row
    (like the rows above it), so a number never wraps onto a line of its own."""

    label: str
    colour: tuple
    value: str = ""

    @property
    def text(self) -> str:
        """The line as one phrase (for tests and tools that read the result)."""
        return f"{self.label} {self.value}" if self.value else self.label


def par_penalty(match: Match, par: tuple) -> int:
    """The computer getter's penalty on the solo box, from its ports and announced layout."""
    r = match.rounds[0]
    assert r.atoms is not None
    shots = {p: fire(r.radius, r.atoms, p) for p in par[0]}
    return penalty(r.radius, r.atoms, shots, par[1])


def tally_lines(
    config: BoxConfig, match: Match, shown: int, par: tuple | None, par_failed: bool = False
) -> list[TallyLine]:
    P = draw.PALETTE
    r = match.rounds[shown]
    lines: list[TallyLine] = []
    if r.fully_correct:
        lines.append(
            TallyLine(
                tr("Fully correct!") if r.wrong_stones == 0 else tr("Fully correct: no ray tells it apart"), P["good"]
            )
        )
    else:
        n = r.wrong_stones
        lines.append(TallyLine(tr_n("{n} wrong stone", "{n} wrong stones", n).format(n=n), P["bad"], f"+{10 * n}"))
    lines.append(TallyLine(tr("Penalty (with aid)") if config.aid else tr("Penalty"), P["gold"], str(r.penalty)))
    if config.mode == SOLO:
        if par is not None:
            cpu = par_penalty(match, par)
            verdict = (
                tr("You did better!")
                if r.penalty < cpu
                else (tr("Just as good!") if r.penalty == cpu else tr("Computer did better."))
            )
            lines += [TallyLine(tr("Computer"), P["accent"], str(cpu)), TallyLine(verdict, P["gold"])]
        elif par_failed:
            lines.append(TallyLine(tr("The computer could not try this box."), P["dim"]))
        else:
            lines.append(TallyLine(tr("The computer is trying this box..."), P["dim"]))
    if match.is_over() and len(match.rounds) == 2:
        win = match.winners()
        if len(win) == 2:
            lines.append(TallyLine(tr("The match is a draw!"), P["gold"]))
        else:
            name = config.name(win[0])
            won = tr("You win the match!") if name == "You" else tr("{seat} wins the match!").format(seat=name)
            lines.append(TallyLine(won, P["gold"]))
    return lines
