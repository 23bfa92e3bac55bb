"""The mid-end: one session object for a game in progress, the same for every game.

Modelled on Simon Tatham's midend. A :class:`Session` holds the options and
seed a game was started with, the opening state, the moves made since and the
states they led to, and a redo tail. Undo and redo move a pointer along that
history; a new move cuts the redo tail. What is saved is only
``{game, version, options, seed, moves, redo, assisted}``: loading rebuilds
every state by replaying the moves strictly through the engine, so a tampered
file cannot set up a position the rules would not reach.

Each game plugs in through a :class:`Backend` (how to start a game from its
options, how a move looks in JSON, which moves can never be taken back). The
mid-end is pure Python like the engines: no pygame, nothing drawn, nothing
written to disk; the scenes decide where the JSON goes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Annotated, Any, Callable, Generic, Mapping, Sequence, TypeVar

import msgspec

from game import Action, IllegalMove, State
from game.i18n import N_

JSON = Any
S = TypeVar("S", bound=State)

MAX_MOVES = 10_000  # no game here comes near this; a longer list is not a save of ours
GameKey = Annotated[str, msgspec.Meta(min_length=1, max_length=32, pattern=r"^[a-z0-9_.-]+$")]


def check_bounded(
    value: Any, what: str, max_depth: int = 16, max_nodes: int = 100_000, max_text: int = 1_000, max_int: int = 2**63
) -> None:
    """Refuse free-form JSON (``Any`` fields) that is too deep, too big or holds huge values.

    Iterative, so no depth can exhaust the stack; raises ValueError with a reason
    (inside a Struct's ``__post_init__`` msgspec reports it as a ValidationError).
    """
    stack: list[tuple[Any, int]] = [(value, 1)]
    nodes = 0
    while stack:
        item, depth = stack.pop()
        nodes += 1
        if nodes > max_nodes:
            raise ValueError(f"{what} holds more than {max_nodes} values")
        if depth > max_depth:
            raise ValueError(f"{what} is nested deeper than {max_depth}")
        if isinstance(item, dict):
            if any(len(key) > max_text for key in item):
                raise ValueError(f"{what} has a name longer than {max_text} characters")
            stack.extend((sub, depth + 1) for sub in item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend((sub, depth + 1) for sub in item)
        else:
            _check_scalar(item, what, max_text, max_int)


def _check_scalar(item: Any, what: str, max_text: int, max_int: int) -> None:
    if isinstance(item, str):
        if len(item) > max_text:
            raise ValueError(f"{what} has a text longer than {max_text} characters")
    elif isinstance(item, bool) or item is None:
        return
    elif isinstance(item, int):
        if abs(item) > max_int:
            raise ValueError(f"{what} has a number out of range")
    elif isinstance(item, float):
        if not math.isfinite(item):
            raise ValueError(f"{what} has a number out of range")
    else:
        raise ValueError(f"{what} holds a {type(item).__name__}")


class Envelope(msgspec.Struct):
    """The one shape of a saved session (``Session.to_json``; kept games, recent games in
    stats.json): which game, its format version, how it was set up, the moves since the
    seeded start, the moves undone (redo) and whether help was used. What options and moves
    mean is the game's business (``Session.from_json`` replays them strictly); here they are
    only bounded (depth, count, sizes) so no file can choke the loader, and typed so
    "assisted": "no" is refused, not true. Keys beside these (a kept game's seats, a daily's
    date) are the scenes' and pass through."""

    game: GameKey
    version: Annotated[int, msgspec.Meta(ge=0, le=1_000_000)]
    options: Annotated[dict[str, Any], msgspec.Meta(max_length=64)]
    seed: Annotated[int, msgspec.Meta(ge=-(2**63), le=2**63 - 1)]
    moves: Annotated[list[Any], msgspec.Meta(max_length=MAX_MOVES)]
    redo: Annotated[list[Any], msgspec.Meta(max_length=MAX_MOVES)] = msgspec.field(default_factory=list)
    assisted: bool = False

    def __post_init__(self) -> None:
        check_bounded(self.options, "options", max_depth=8, max_nodes=4_000)
        check_bounded(self.moves, "moves", max_depth=6, max_nodes=200_000)
        check_bounded(self.redo, "redo", max_depth=6, max_nodes=200_000)


def read_envelope(data: Any) -> Envelope:
    """The envelope of saved JSON, or ValueError saying in words what is wrong with it."""
    if not isinstance(data, dict):
        raise ValueError("a saved game should be a mapping")
    try:
        return msgspec.convert(data, Envelope)
    except msgspec.ValidationError as exc:
        raise ValueError(f"the saved game's {_in_words(str(exc))}") from exc


_FIELD_WORDS = {
    "game": "game name",
    "version": "version",
    "options": "start (its options)",
    "seed": "seed",
    "moves": "moves",
    "redo": "redo list",
    "assisted": "assisted flag (true or false)",
}


def _in_words(message: str) -> str:
    """msgspec's "Expected `array` of length <= 10000 - at `$.moves`" as words a player can read."""
    detail, _, where = message.partition(" - at `$.")
    name = where.split("`")[0].split(".")[0].split("[")[0]
    words = _FIELD_WORDS.get(name, name or "shape")
    if "length <=" in detail and name in ("moves", "redo"):
        return f"{words}: more than any game here makes"
    if "Expected `array`" in detail:
        return f"{words} should be a list"
    if "Expected `object`" in detail:
        return f"{words} should be a mapping"
    if name == "" and "missing required field" in detail.lower():
        return detail.lower()
    return f"{words} is wrong ({detail.rstrip('.')})"


class Backend(Generic[S]):
    """What the mid-end needs to know about one game; subclass per game.

    ``key`` names the game in saved files, ``version`` the save format of its
    moves and options (bump it when either changes shape).
    """

    key: str = ""
    version: int = 1

    def new_state(self, options: Mapping[str, Any], seed: int) -> S:
        """The opening state for these (already checked) options."""
        raise NotImplementedError

    def check_options(self, raw: Any) -> dict[str, Any]:
        """Options read back from JSON, checked strictly; raise ValueError when they do not fit."""
        raise NotImplementedError

    def encode_move(self, move: Action) -> JSON:
        """A move as JSON (lists for tuples)."""
        return _to_json(move)

    def decode_move(self, raw: JSON) -> Action:
        """A move read back from JSON; raise ValueError when it has the wrong shape."""
        move: Action = _to_tuple(raw)
        return move

    def is_final(self, state: S, move: Action) -> bool:
        """True when ``move`` made in ``state`` can never be taken back (a fired ray)."""
        return False


def _to_json(value: Any) -> JSON:
    if isinstance(value, (tuple, list)):
        return [_to_json(v) for v in value]
    if isinstance(value, (frozenset, set)):
        return sorted((_to_json(v) for v in value), key=repr)
    return value


def _to_tuple(value: JSON) -> Any:
    if isinstance(value, list):
        return tuple(_to_tuple(v) for v in value)
    return value


@dataclass(frozen=True, slots=True)
class Result:
    """How a finished game ended, as the stats record it."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    moves: int
    assisted: bool


def replay_moves(opening: S, moves: Sequence[Action]) -> list[S]:
    """Every state from ``opening`` through ``moves``.

    A refused move re-raises IllegalMove naming which move of the list failed.
    """
    states = [opening]
    for number, move in enumerate(moves, 1):
        try:
            states.append(states[-1].apply(move))  # type: ignore[arg-type]
        except IllegalMove as exc:
            raise IllegalMove(f"move {number} {move}: {exc}") from exc
    return states


def always(_state: Any) -> bool:
    return True


@dataclass
class Session(Generic[S]):
    """A game in progress: history, undo/redo, what gets saved, and the result."""

    backend: Backend[S]
    options: dict[str, Any]
    seed: int
    states: list[S]
    moves: list[Action] = field(default_factory=list)
    position: int = 0  # index into states of the state on show
    assisted: bool = False  # the computer helped (hint, solve, aid)
    changes: int = 0  # counts every change of position, for views and messages

    @classmethod
    def new(cls, backend: Backend[S], options: Mapping[str, Any], seed: int) -> "Session[S]":
        checked = backend.check_options(dict(options))
        return cls(backend, checked, seed, [backend.new_state(checked, seed)])

    # -- the position --------------------------------------------------------------
    @property
    def state(self) -> S:
        return self.states[self.position]

    @property
    def opening(self) -> S:
        return self.states[0]

    @property
    def played(self) -> list[Action]:
        """The moves that led to the state on show (the redo tail excluded)."""
        return self.moves[: self.position]

    @property
    def key(self) -> str:
        return self.backend.key

    def is_over(self) -> bool:
        return self.state.is_terminal()

    def result(self) -> Result | None:
        state = self.state
        if not state.is_terminal():
            return None
        return Result(tuple(state.scores()), tuple(state.winners()), self.position, self.assisted)

    # -- moves -----------------------------------------------------------------------
    def play(self, move: Action) -> S:
        """Make ``move``; IllegalMove (readable) leaves everything as it was."""
        new = self.state.apply(move)
        del self.states[self.position + 1 :]
        del self.moves[self.position :]
        self.states.append(new)  # type: ignore[arg-type]
        self.moves.append(move)
        self.position += 1
        self.changes += 1
        return new  # type: ignore[return-value]

    def restart(self) -> None:
        """Back to the opening; the moves stay as a redo tail (as in Tatham's restart)."""
        if self.position == 0:
            return
        self._check_undo_to(0)
        self.position = 0
        self.changes += 1

    # -- undo and redo -------------------------------------------------------------------
    def can_undo(self, stop: Callable[[S], bool] = always) -> bool:
        return self._undo_target(stop) is not None

    def can_redo(self) -> bool:
        return self.position < len(self.moves)

    def undo(self, stop: Callable[[S], bool] = always) -> int:
        """Step back at least one move, then on until ``stop(state)`` holds.

        ``stop`` picks the states worth stopping at, e.g. a person's turn in a
        game with computer seats. Never steps back over a final move (a fired
        ray). Returns the number of moves taken back, or raises IllegalMove
        with the reason when there is nothing to take back.
        """
        target = self._undo_target(stop)
        if target is None:
            if self.position == 0:
                raise IllegalMove(N_("Nothing to undo."))
            if self._final_between(self.position - 1, self.position):
                raise IllegalMove(self._final_reason())
            raise IllegalMove(N_("Nothing of yours to undo."))
        taken = self.position - target
        self.position = target
        self.changes += 1
        return taken

    def redo(self, stop: Callable[[S], bool] = always) -> int:
        """Step forward at least one undone move, then on until ``stop(state)`` holds."""
        if not self.can_redo():
            raise IllegalMove(N_("Nothing to redo."))
        start = self.position
        self.position += 1
        while self.position < len(self.moves) and not stop(self.state) and not self.state.is_terminal():
            self.position += 1
        self.changes += 1
        return self.position - start

    def _undo_target(self, stop: Callable[[S], bool]) -> int | None:
        target = self.position - 1
        while target >= 0:
            if self._final_between(target, target + 1):
                return None
            if stop(self.states[target]):
                return target
            target -= 1
        return None

    def _final_between(self, lo: int, hi: int) -> bool:
        return any(self.backend.is_final(self.states[i], self.moves[i]) for i in range(lo, hi))

    def _check_undo_to(self, target: int) -> None:
        if self._final_between(target, self.position):
            raise IllegalMove(self._final_reason())

    @staticmethod
    def _final_reason() -> str:
        return N_("That cannot be taken back.")

    # -- saving ---------------------------------------------------------------------------
    def to_json(self) -> dict[str, JSON]:
        enc = self.backend.encode_move
        envelope = Envelope(
            game=self.backend.key,
            version=self.backend.version,
            options=dict(self.options),
            seed=self.seed,
            moves=[enc(m) for m in self.moves[: self.position]],
            redo=[enc(m) for m in self.moves[self.position :]],
            assisted=self.assisted,
        )
        return {f: getattr(envelope, f) for f in envelope.__struct_fields__}

    @classmethod
    def from_json(cls, data: Any, backends: Mapping[str, Backend[Any]]) -> "Session[Any]":
        """A session rebuilt from saved JSON by strict replay; ValueError says what is wrong.

        IllegalMove (a ValueError) names the move the rules refuse. A redo tail
        that no longer replays is dropped rather than refusing the game.
        """
        envelope = read_envelope(data)
        key = envelope.game
        backend = backends.get(key)
        if backend is None:
            raise ValueError(f"no game called {key!r}")
        if envelope.version != backend.version:
            raise ValueError(f"saved {key} version {envelope.version!r} is not {backend.version}")
        options = backend.check_options(envelope.options)
        moves = _move_list(backend, envelope.moves, "moves")
        redo = _move_list(backend, envelope.redo, "redo")
        states = replay_moves(backend.new_state(options, envelope.seed), moves)
        session = cls(backend, options, envelope.seed, states, list(moves), len(moves), envelope.assisted)
        for move in redo:
            try:
                session.states.append(session.states[-1].apply(move))  # type: ignore[arg-type]
            except IllegalMove:
                break
            session.moves.append(move)
        return session


def _move_list(backend: Backend[Any], raw: list[Any], what: str) -> list[Action]:
    out = []
    for number, item in enumerate(raw, 1):
        try:
            out.append(backend.decode_move(item))
        except (TypeError, ValueError) as exc:
            raise ValueError(f"{what} {number} ({item!r}): {exc}") from exc
    return out


__all__ = ["Backend", "Envelope", "Result", "Session", "read_envelope", "replay_moves", "always", "MAX_MOVES"]
