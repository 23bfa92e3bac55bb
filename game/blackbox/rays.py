"""Firing a ray into the box: the exact algorithm of docs/RULES.md §3."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional, Sequence

from game import IllegalMove

from .board import Cell, Geometry, Port, check_radius, geometry, in_box

HIT, REFLECT, DETOUR = "hit", "reflect", "detour"


@dataclass(frozen=True, slots=True)
class Shot:
    """What a ray did.  `path` is every cell the ray stood in, in order; for a HIT it
    ends with the atom's cell that absorbed it.  An edge reflection never enters, so
    its path is empty.  `exit` is the exit port of a DETOUR, else None."""

    kind: str
    exit: Optional[Port]
    path: tuple[Cell, ...]

    @property
    def markers(self) -> int:
        """Markers this result costs the getter: two for a detour, one otherwise."""
        return 2 if self.kind == DETOUR else 1

    def outcome(self) -> tuple[str, Optional[Port]]:
        """The observable part: kind and exit (never the hidden path)."""
        return (self.kind, self.exit)


def trace(geo: Geometry, occ: Sequence[int], p: int) -> tuple[str, int, list[int]]:
    """Trace port index p over an occupancy list `occ` (length N+1, occ[N] == 0).

    Returns (kind, exit port index or -1, path of cell indices).  This is the
    hot loop of the getter, so it works on indices only.
    """
    nb = geo.nb
    e, d = geo.port_cd[p]
    ne = nb[e]
    if occ[e]:
        return HIT, -1, [e]
    if occ[ne[(d + 2) % 6]] or occ[ne[(d - 2) % 6]]:
        return REFLECT, p, []
    out = geo.outside
    c = e
    path = [e]
    seen = set()
    while True:
        nc = nb[c]
        n = nc[d]
        if occ[n]:
            path.append(n)
            return HIT, -1, path
        left = occ[nc[(d + 1) % 6]]
        right = occ[nc[(d - 1) % 6]]
        if left or right:
            state = (c, d)
            if state in seen:  # the rules promise this never happens; fail loudly if it does
                raise RuntimeError(f"ray from port {geo.ports[p]} loops at cell {geo.cells[c]}")
            seen.add(state)
            if left and right:
                d = (d + 3) % 6
            elif left:
                d = (d - 1) % 6
            else:
                d = (d + 1) % 6
            continue
        if n == out:
            x = geo.port_index[(geo.cells[c], (d + 3) % 6)]
            return (REFLECT if x == p else DETOUR), x, path
        c = n
        path.append(c)


def occupancy(geo: Geometry, atoms: Iterable[Cell]) -> bytearray:
    occ = bytearray(geo.outside + 1)
    for a in atoms:
        occ[geo.index[a]] = 1
    return occ


def fire(radius: int, atoms: Iterable[Cell], port: Port) -> Shot:
    """Fire a ray in at `port` into a box holding `atoms`."""
    check_radius(radius)
    geo = geometry(radius)
    if port not in geo.port_index:
        raise IllegalMove(f"{port} is not a port of a radius-{radius} box.")
    atoms = list(atoms)
    for a in atoms:
        if not in_box(radius, a):
            raise IllegalMove(f"Atom cell {a} is outside the box.")
    kind, x, path = trace(geo, occupancy(geo, atoms), geo.port_index[port])
    return Shot(kind, geo.ports[x] if kind == DETOUR else None, tuple(geo.cells[i] for i in path))


def signature(radius: int, atoms: Iterable[Cell]) -> tuple[tuple[str, int], ...]:
    """The result on every port, in port order: two layouts with the same signature
    cannot be told apart by any ray."""
    geo = geometry(radius)
    occ = occupancy(geo, atoms)
    return tuple(trace(geo, occ, p)[:2] for p in range(len(geo.ports)))


def trace_code(geo: Geometry, occ: Sequence[int], p: int) -> int:
    """Only the observable result of port p: -1 for a hit, else the exit port index
    (the entry itself for a reflection).  The getter's inner loop."""
    nb = geo.nb
    e, d = geo.port_cd[p]
    ne = nb[e]
    if occ[e]:
        return -1
    if occ[ne[(d + 2) % 6]] or occ[ne[(d - 2) % 6]]:
        return p
    out = geo.outside
    c = e
    while True:
        nc = nb[c]
        n = nc[d]
        if occ[n]:
            return -1
        left = occ[nc[(d + 1) % 6]]
        right = occ[nc[(d - 1) % 6]]
        if left or right:
            if left and right:
                d = (d + 3) % 6
            elif left:
                d = (d - 1) % 6
            else:
                d = (d + 1) % 6
            continue
        if n == out:
            return geo.exit_port[c][d]
        c = n
