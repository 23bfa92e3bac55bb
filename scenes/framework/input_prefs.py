"""A pad's own preferences (its A/B swap, its stick dead zone): kept for the pad, not its model.

Two pads of one model share a GUID, so a preference kept by GUID would follow
one player's choice onto another's pad. A pad is told apart by its serial
where SDL gives one, else by its path (the port), else by the seat it holds
(the couch names it: "Gold"); a pad with none of these keeps its model's. A
pad with no preference of its own reads its model's (the bare GUID), which
is also where settings from before this rule live.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping

from .input_devices import Pad

Prefs = dict[str, dict[str, object]]  # pref_key -> {"swap_ab": ..., "dead_zone": ...}


def pref_key(pad: Pad, seat: str = "") -> str:
    """Where ``pad``'s own preferences are kept (``seat``: the name of the seat it holds, or "").
    Short digests keep the settings file's keys short and its serials unread."""
    for tag, value in (("s", pad.serial), ("p", pad.path)):
        if value:
            return f"{pad.guid}/{tag}:{_digest(value)}"
    return f"{pad.guid}/seat:{seat}" if seat else pad.guid


def own_pref(prefs: Mapping[str, Mapping[str, object]], pad: Pad, seat: str, key: str) -> object:
    """``pad``'s own ``key``, else its model's, None when neither has one."""
    own = prefs.get(pref_key(pad, seat), {}).get(key)
    return prefs.get(pad.guid, {}).get(key) if own is None else own


def _digest(text: str) -> str:
    """A short, stable stand-in for a serial or a path in a settings key."""
    return hashlib.blake2s(text.encode("utf-8"), digest_size=4).hexdigest()
