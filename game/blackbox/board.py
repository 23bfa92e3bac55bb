"""The hexagonal box: axial cells, the six directions and the ports around the rim.

Names and coordinates follow docs/RULES.md §3 exactly, because tests, tools and the
getter all speak this vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game import IllegalMove
from game.i18n import N_

Cell = tuple[int, int]
Port = tuple[Cell, int]  # (border cell, direction the ray travels as it enters)

DIRS: tuple[Cell, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
RADII = (3, 4, 5)
MIN_ATOMS, MAX_ATOMS = 3, 10


def rot(d: int, k: int) -> int:
    """Direction index turned k sixths of a circle (k=+1 one way, -1 the other)."""
    return (d + k) % 6


def step(cell: Cell, d: int) -> Cell:
    """The neighbouring cell of `cell` in direction d."""
    return (cell[0] + DIRS[d][0], cell[1] + DIRS[d][1])


def in_box(radius: int, cell: Cell) -> bool:
    q, r = cell
    return max(abs(q), abs(r), abs(q + r)) <= radius


@lru_cache(maxsize=None)
def cells(radius: int) -> tuple[Cell, ...]:
    """Every cell of the box, in a fixed order (by r, then q)."""
    return tuple(
        (q, r) for r in range(-radius, radius + 1) for q in range(-radius, radius + 1) if in_box(radius, (q, r))
    )


@lru_cache(maxsize=None)
def ports(radius: int) -> tuple[Port, ...]:
    """Every port, walking once around the rim so neighbours in the list are neighbours on the rim.

    A port (e, d) is an outer edge of border cell e: the ray enters e moving in
    direction d from the outside spot e - DIRS[d].  There are 12R + 6 of them.
    """
    found: list[Port] = []
    # Walk the ring of border cells; at each, list its outer edges in rotating order.
    ring: list[Cell] = []
    cell = (radius, -radius)  # corner at direction DIRS[1] * radius
    for side in range(6):
        d = rot(3 + side, 0)  # sides walked along DIRS[3], DIRS[4], ...
        for _ in range(radius):
            ring.append(cell)
            cell = step(cell, d)
    for e in ring:
        outside = [d for d in range(6) if not in_box(radius, step(e, d))]
        # Order the outer edges of a cell so the walk keeps turning the same way.
        start = outside_start(outside)
        for d_out in sorted(outside, key=lambda d: (d - start) % 6):
            found.append((e, rot(d_out, 3)))
    return tuple(found)


def outside_start(outside: list[int]) -> int:
    """The first outer edge of a run of consecutive outer edges around a cell."""
    for d in outside:
        if rot(d, -1) not in outside:
            return d
    return outside[0]


def check_radius(radius: int) -> None:
    if radius not in RADII:
        raise IllegalMove(N_("The box radius must be 3, 4 or 5, not {radius}."), radius=radius)


def check_atoms(radius: int, atoms: frozenset[Cell] | set[Cell], n_atoms: int | None = None) -> None:
    """Raise IllegalMove unless `atoms` is a legal hidden layout for this box."""
    check_radius(radius)
    outside = [c for c in atoms if not in_box(radius, c)]
    if outside:
        raise IllegalMove(N_("Cell {cell} is outside the box."), cell=outside[0])
    if n_atoms is not None and len(atoms) != n_atoms:
        raise IllegalMove(N_("Hide exactly {n} atoms (you placed {placed})."), n=n_atoms, placed=len(atoms))
    if not MIN_ATOMS <= len(atoms) <= MAX_ATOMS:
        raise IllegalMove(
            N_("Hide between {low} and {high} atoms, not {n}."), low=MIN_ATOMS, high=MAX_ATOMS, n=len(atoms)
        )


@dataclass(frozen=True, slots=True)
class Geometry:
    """Index tables for fast ray tracing: cells are 0..N-1 and N stands for 'outside'.

    `nb[c][d]` is the neighbour index (N when outside); `port_index` maps a Port to
    its position in `ports(radius)`; `port_of[(c, d)]` gives the port index of the
    edge through which a ray standing in c heading d would leave.
    """

    radius: int
    cells: tuple[Cell, ...]
    index: dict[Cell, int]
    nb: tuple[tuple[int, ...], ...]
    ports: tuple[Port, ...]
    port_index: dict[Port, int]
    port_cd: tuple[tuple[int, int], ...]  # per port: (cell index, d)
    exit_port: tuple[tuple[int, ...], ...]  # [c][d]: port left through heading d out of c (-1 if none)
    outside: int  # the index standing for every spot outside the box (== number of cells)


@lru_cache(maxsize=None)
def geometry(radius: int) -> Geometry:
    cs = cells(radius)
    index = {c: i for i, c in enumerate(cs)}
    n = len(cs)
    nb = tuple(tuple(index.get(step(c, d), n) for d in range(6)) for c in cs) + ((n,) * 6,)
    ps = ports(radius)
    return Geometry(
        radius=radius,
        cells=cs,
        index=index,
        nb=nb,
        ports=ps,
        port_index={p: i for i, p in enumerate(ps)},
        port_cd=tuple((index[e], d) for e, d in ps),
        outside=n,
        exit_port=tuple(tuple({p: i for i, p in enumerate(ps)}.get((c, rot(d, 3)), -1) for d in range(6)) for c in cs),
    )
