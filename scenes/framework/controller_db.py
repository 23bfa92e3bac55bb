"""The controller mappings SDL is given: its own built-in list first, then the shipped
community database only for the pads SDL does not already map, then the player's file.

SDL's ``SDL_GameControllerAddMapping`` replaces a mapping it already holds for a GUID, and
its built-in list is newer and better for the pads it knows (8BitDo pads' A/B and X/Y
depend on their firmware mode): loading the whole shipped file swapped them. So the
shipped file adds only unknown GUIDs; the player's own file (written by the mapping
screen) still overrides everything.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from . import mapping_file, sdl_native


@dataclass(frozen=True)
class Loaded:
    """What went into SDL at start (``--check-install`` prints it)."""

    sdl_own: int  # mappings SDL held before any file
    shipped: int  # the shipped file's lines for this platform
    added: int  # of those, the ones SDL took (GUIDs it did not map)
    player: int  # mappings read from the player's file (0 when there is none)
    notice: str | None = None  # the player's file was cut to its cap (a 100,000-line file)

    @property
    def kept_sdls(self) -> int:
        """Shipped lines left out because SDL maps their GUID already."""
        return self.shipped - self.added


def lines_for(text: str, platform: str) -> list[tuple[str, str]]:
    """(GUID, line) of each mapping line for ``platform`` (or for every platform), in file order."""
    found = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line[0] == "#" or line.count(",") < 2:
            continue
        # the first field that starts "platform:" (found by its comma, not by splitting all thirty
        # fields of every line: the shipped file's 2,270 lines took 18 ms that way at each start)
        if line.startswith("platform:"):
            start = len("platform:")
        else:
            comma = line.find(",platform:")
            start = comma + len(",platform:") if comma >= 0 else -1
        if start >= 0:
            end = line.find(",", start)
            if line[start : end if end >= 0 else len(line)] != platform:
                continue
        found.append((line[: line.find(",")].lower(), line))
    return found


def _read(path: Path | None) -> str | None:
    if path is None:
        return None
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:  # missing, a folder, a name too long: the arcade plays on without it
        return None


def load(shipped: Path | None, player: Path | None) -> Loaded:
    """Give SDL the shipped lines for GUIDs it does not map, then the player's file."""
    sdl_own = sdl_native.mapping_count()
    lines = lines_for(_read(shipped) or "", sdl_native.platform())
    # asked before adding any: a GUID listed twice in the file gets its last line, as SDL reads files
    known = {guid for guid in {g for g, _ in lines} if sdl_native.mapping_for_guid(guid) is not None}
    added = sum(sdl_native.add_mapping(line) for guid, line in lines if guid not in known)
    mine, notice = 0, None
    if player is not None:
        mine, notice = mapping_file.load(player)
    return Loaded(sdl_own, len(lines), added, mine, notice)
