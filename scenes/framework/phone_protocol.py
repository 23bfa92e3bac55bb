"""What a phone may say to the arcade, and how much: the phone server's rules, kept apart from the network.

Every message from a phone is one small JSON object (at most ``MAX_MESSAGE``
bytes): ``{"t": "hello", "room": "ABCD", "token": "<hex>"}`` once, then
``{"t": "down", "a": "<action>"}`` / ``{"t": "up", "a": "<action>"}`` naming
an action of ``ACTIONS``, and ``{"t": "ping"}``. Anything else is junk:
dropped and counted, and a phone whose junk reaches ``JUNK_LIMIT`` is sent
away. Presses beyond ``RATE`` a second (a burst of ``BURST``) are dropped
too, per phone. The room code is four letters none of which reads as
another (no I, L, O, Q, U, V: they look like 1, 0 or each other).
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass

MAX_MESSAGE = 256  # bytes of one message's text
JUNK_LIMIT = 20  # junk messages before a phone is sent away
RATE, BURST = 60.0, 60.0  # messages a second per phone, sustained and at once (a press is a down and an up)
MAX_PHONES = 8
FIRST_PORT = 8765  # the port tried first (phone_server.py tries the next ones while it is taken)
ROOM_LETTERS = "ABCDEFGHJKMNPRSTWXYZ"  # no I L O Q U V
ROOM_LEN = 4
TOKEN = re.compile(r"[0-9a-f]{16,64}")
ROOM = re.compile(rf"[{ROOM_LETTERS}]{{{ROOM_LEN}}}")

# the page's buttons: the binding table's action names ("hint" is its Y button, the table's alt2)
ACTIONS = ("confirm", "back", "up", "down", "left", "right", "alt", "hint", "pause", "undo", "redo")


def new_room(rng: random.Random | None = None) -> str:
    """A fresh four-letter room code (every start of the server makes one)."""
    pick = (rng or random.SystemRandom()).choice
    return "".join(pick(ROOM_LETTERS) for _ in range(ROOM_LEN))


@dataclass(frozen=True)
class Inbound:
    """One thing a phone did, for the input layer: ``join`` (seated), ``press`` or ``leave``."""

    kind: str
    phone: int
    token: str = ""  # ``join``: the token's hash
    action: str = ""
    down: bool = False
    at: float = 0.0  # time.perf_counter() when the server read it


@dataclass(frozen=True)
class Hello:
    room: str
    token: str


@dataclass(frozen=True)
class Press:
    action: str
    down: bool


@dataclass(frozen=True)
class Ping:
    pass


Message = Hello | Press | Ping


def parse(text: object) -> Message | None:
    """One message from a phone, or None when it is junk (too big, not JSON, not a known shape)."""
    if not isinstance(text, str) or len(text.encode("utf-8", "replace")) > MAX_MESSAGE:
        return None
    try:
        raw = json.loads(text)
    except ValueError:
        return None
    if not isinstance(raw, dict):
        return None
    kind = raw.get("t")
    if kind in ("down", "up"):
        action = raw.get("a")
        if action in ACTIONS and set(raw) <= {"t", "a", "s"}:
            return Press(action, kind == "down")
        return None
    if kind == "hello":
        room, token = raw.get("room"), raw.get("token")
        if isinstance(room, str) and isinstance(token, str) and TOKEN.fullmatch(token):
            return Hello(room.strip().upper(), token)
        return None
    if kind == "ping" and set(raw) == {"t"}:
        return Ping()
    return None


class Bucket:
    """A per-phone rate limit: ``rate`` messages a second, ``burst`` at once; beyond, dropped."""

    def __init__(self, now: float, rate: float = RATE, burst: float = BURST) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.at = now
        self.dropped = 0

    def allow(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        self.dropped += 1
        return False


def encode(message: dict[str, object]) -> str:
    """A message to a phone, as compact JSON."""
    return json.dumps(message, separators=(",", ":"))
