"""What a finished round (and match) comes to, in lines for the panel."""

from __future__ import annotations

from game.blackbox import Match, fire, penalty
from scenes.blackbox.config import SOLO, BoxConfig
from scenes.framework import draw


def par_penalty(match: Match, par: tuple) -> int:
    """The computer getter's penalty on the solo box, from its ports and announced layout."""
    r = match.rounds[0]
    assert r.atoms is not None
    shots = {p: fire(r.radius, r.atoms, p) for p in par[0]}
    return penalty(r.radius, r.atoms, shots, par[1])


def tally_lines(
    config: BoxConfig, match: Match, shown: int, par: tuple | None, par_failed: bool = False
) -> list[tuple[str, tuple]]:
    P = draw.PALETTE
    r = match.rounds[shown]
    lines: list[tuple[str, tuple]] = []
    if r.fully_correct:
        lines.append(("Fully correct!" if r.wrong_stones == 0 else "Fully correct: no ray tells it apart", P["good"]))
    else:
        n = r.wrong_stones
        lines.append((f"{n} stone{'s' if n != 1 else ''} off an atom: +{10 * n}", P["bad"]))
    lines.append((f"Penalty {r.penalty}" + (" (with aid)" if config.aid else ""), P["gold"]))
    if config.mode == SOLO:
        if par is not None:
            cpu = par_penalty(match, par)
            verdict = (
                "You beat the computer!"
                if r.penalty < cpu
                else ("Level with the computer." if r.penalty == cpu else "The computer did better.")
            )
            lines += [(f"Computer on this box: {cpu}", P["accent"]), (verdict, P["gold"])]
        elif par_failed:
            lines.append(("The computer could not try this box.", P["dim"]))
        else:
            lines.append(("The computer is trying this box...", P["dim"]))
    if match.is_over() and len(match.rounds) == 2:
        win = match.winners()
        if len(win) == 2:
            lines.append(("The match is a draw!", P["gold"]))
        else:
            name = config.name(win[0])
            lines.append(("You win the match!" if name == "You" else f"{name} wins the match!", P["gold"]))
    return lines
