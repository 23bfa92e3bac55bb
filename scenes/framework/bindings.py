"""The one binding table: every semantic action and the keys, buttons and mouse that make it.

The input layer builds its key and button maps from this table, the Controls
page lists it, and every hint line is written as actions ("{confirm} place")
and rendered here with the glyphs of one device family. Pad buttons are named
by *position* (south, east, west, north), because SDL reports positions; each
family names them its own way (the bottom button is A on Xbox, Cross on
PlayStation and B on Nintendo). The A/B swap moves confirm to the right-hand
button and back to the bottom one, and every glyph follows it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

import pygame

FAMILIES = ("keyboard", "xbox", "playstation", "nintendo")  # the Controls page's tabs
PAD_FAMILIES = ("xbox", "playstation", "nintendo", "generic")
FAMILY_TITLES = {
    "keyboard": "Keyboard",
    "xbox": "Xbox",
    "playstation": "PlayStation",
    "nintendo": "Nintendo",
    "generic": "Controller",
}


@dataclass(frozen=True)
class Key:
    """A keyboard key as its cap reads; ``code`` None marks a name shown but not mapped here."""

    name: str
    code: int | None = None
    mod: str = ""  # "ctrl" or "alt" when the key needs it held


@dataclass(frozen=True)
class Binding:
    action: str  # the input.Kind value ("confirm"), or "move" for the directions
    label: str  # what it does, for the Controls page
    keys: tuple[Key, ...] = ()
    pad: tuple[str, ...] = ()  # button positions, see POSITION_BUTTONS
    mouse: str = ""  # "left click", "right click", "wheel", "point"
    listed: bool = True  # its own row on the Controls page


@dataclass(frozen=True)
class GameBinding:
    """A game's own meaning for an action, or a keyboard-only key of that game.

    ``action`` names a semantic action (its keys and buttons come from the
    table, swap included); ``keys`` are extra keyboard keys, e.g. ("C",).
    """

    label: str
    action: str = ""
    keys: tuple[str, ...] = ()
    mouse: str = ""


def _k(*names_codes: tuple[str, int | None] | tuple[str, int | None, str]) -> tuple[Key, ...]:
    return tuple(Key(*nc) for nc in names_codes)


TABLE: tuple[Binding, ...] = (
    Binding("move", "Move the cursor", _k(("Arrows", None), ("WASD", None)), ("dpad", "stick"), "point"),
    Binding("up", "Up", _k(("Up", pygame.K_UP), ("W", pygame.K_w)), ("dpad_up",), listed=False),
    Binding("down", "Down", _k(("Down", pygame.K_DOWN), ("S", pygame.K_s)), ("dpad_down",), listed=False),
    Binding("left", "Left", _k(("Left", pygame.K_LEFT), ("A", pygame.K_a)), ("dpad_left",), listed=False),
    Binding("right", "Right", _k(("Right", pygame.K_RIGHT), ("D", pygame.K_d)), ("dpad_right",), listed=False),
    Binding(
        "confirm",
        "Confirm / place",
        _k(("Enter", pygame.K_RETURN), ("Space", pygame.K_SPACE), ("Enter", pygame.K_KP_ENTER)),
        ("south",),
        "left click",
    ),
    Binding("back", "Back", _k(("Esc", pygame.K_ESCAPE), ("Bksp", pygame.K_BACKSPACE)), ("east",), "right click"),
    Binding("alt", "Alternate action", _k(("Tab", pygame.K_TAB), ("X", pygame.K_x)), ("west",)),
    Binding("alt2", "Hint / extra", _k(("H", pygame.K_h)), ("north",)),
    Binding("pause", "Pause", _k(("P", pygame.K_p), ("Esc", None)), ("start",)),
    Binding("select", "Game menu", (), ("back",)),
    Binding("undo", "Undo", _k(("Ctrl+Z", pygame.K_z, "ctrl")), ("lb",)),
    Binding("redo", "Redo", _k(("Ctrl+Y", pygame.K_y, "ctrl")), ("rb",)),
    Binding("fullscreen", "Fullscreen", _k(("F11", pygame.K_F11), ("Alt+Enter", pygame.K_RETURN, "alt"))),
    Binding("screenshot", "Screenshot", _k(("F12", pygame.K_F12))),
    # Typed keys: commands a game reads from the typed text (input.Kind.KEY) or the raw key,
    # named generically (the framework knows no game). Not mapped by the input layer; a
    # game's Controls rows, its key handling and its prompts all read them here.
    Binding("typed_menu", "Game menu", _k(("M", None)), listed=False),
    Binding("typed_solve", "Solve from here", _k(("C", None)), listed=False),
    Binding("typed_restart", "Restart", _k(("R", None)), listed=False),
    Binding("typed_new", "New game", _k(("N", None)), listed=False),
    Binding("typed_number", "Game by number", _k(("G", None), ("#", None)), listed=False),
    Binding("typed_undo", "Undo", _k(("U", None), ("Bksp", None)), listed=False),
    Binding("typed_retry", "Retry from there", _k(("R", None)), listed=False),  # on a result screen
    Binding("typed_where", "Where it went wrong", _k(("L", None)), listed=False),
)
BY_ACTION = {b.action: b for b in TABLE}
TYPED_CODES = {"Bksp": pygame.K_BACKSPACE}  # a typed key's cap that is no character: its key code

POSITION_BUTTONS = {
    "south": pygame.CONTROLLER_BUTTON_A,
    "east": pygame.CONTROLLER_BUTTON_B,
    "west": pygame.CONTROLLER_BUTTON_X,
    "north": pygame.CONTROLLER_BUTTON_Y,
    "back": pygame.CONTROLLER_BUTTON_BACK,
    "start": pygame.CONTROLLER_BUTTON_START,
    "lb": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    "rb": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    "dpad_up": pygame.CONTROLLER_BUTTON_DPAD_UP,
    "dpad_down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    "dpad_left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    "dpad_right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
}

_XBOX: dict[str, tuple[str, str | None]] = {
    "south": ("A", "btn_xbox_a"),
    "east": ("B", "btn_xbox_b"),
    "west": ("X", "btn_xbox_x"),
    "north": ("Y", "btn_xbox_y"),
    "lb": ("LB", "btn_lb"),
    "rb": ("RB", "btn_rb"),
    "start": ("Menu", "btn_start"),
    "back": ("View", "btn_select"),
}
PAD_GLYPHS: dict[str, dict[str, tuple[str, str | None]]] = {
    "xbox": _XBOX,
    "playstation": {
        "south": ("Cross", "btn_ps_cross"),
        "east": ("Circle", "btn_ps_circle"),
        "west": ("Square", "btn_ps_square"),
        "north": ("Triangle", "btn_ps_triangle"),
        "lb": ("L1", None),
        "rb": ("R1", None),
        "start": ("Options", "btn_start"),
        "back": ("Share", "btn_select"),
    },
    "nintendo": {
        "south": ("B", "btn_nintendo_b"),
        "east": ("A", "btn_nintendo_a"),
        "west": ("Y", "btn_nintendo_y"),
        "north": ("X", "btn_nintendo_x"),
        "lb": ("L", None),
        "rb": ("R", None),
        "start": ("+", None),
        "back": ("-", None),
    },
    "generic": _XBOX,
}
COMMON_PAD_GLYPHS = {
    "dpad": ("D-pad", "btn_dpad"),
    "stick": ("Stick", None),
    "dpad_up": ("Up", "btn_dpad_up"),
    "dpad_down": ("Down", "btn_dpad_down"),
    "dpad_left": ("Left", "btn_dpad_left"),
    "dpad_right": ("Right", "btn_dpad_right"),
}
MOUSE_SPRITES = {"left click": "mouse_left", "right click": "mouse_right", "wheel": "mouse_wheel", "point": "mouse"}


@dataclass(frozen=True)
class Glyph:
    """One prompt: the label a player reads, the sprite that shows it (if any), and its kind."""

    label: str
    sprite: str | None
    kind: str  # "pad", "key" or "mouse"


@dataclass(frozen=True)
class Hint:
    """A rendered hint line: plain ``text`` and ``parts`` (strings and glyphs, in order)."""

    text: str
    parts: tuple[str | Glyph, ...]

    @property
    def sprites(self) -> list[str]:
        return [p.sprite for p in self.parts if isinstance(p, Glyph) and p.sprite]


# -- the maps the input layer uses --------------------------------------------------
def key_map(mod: str = "") -> dict[int, str]:
    """pygame key code -> action value, for keys needing ``mod`` ("" plain, "ctrl", "alt")."""
    return {k.code: b.action for b in TABLE for k in b.keys if k.code is not None and k.mod == mod}


def pad_button_map() -> dict[int, str]:
    """SDL controller button -> action value (before the A/B swap)."""
    return {POSITION_BUTTONS[p]: b.action for b in TABLE for p in b.pad if p in POSITION_BUTTONS}


def key_names(action: str) -> tuple[str, ...]:
    """The keyboard caps of ``action``, in table order (each once)."""
    return tuple(dict.fromkeys(k.name for k in BY_ACTION[action].keys))


def typed_action(text: str, key: int | None, actions: Iterable[str]) -> str | None:
    """Which of ``actions`` (typed keys) a key press is: a one-character cap matched against the
    typed ``text`` (any case), another cap (e.g. "Bksp") against the pressed ``key``; None if none."""
    for action in actions:
        for k in BY_ACTION[action].keys:
            if len(k.name) == 1 and text and k.name.lower() == text.lower():
                return action
            if len(k.name) > 1 and key is not None and TYPED_CODES.get(k.name) == key:
                return action
    return None


# -- glyphs ---------------------------------------------------------------------------
def pad_family(family: str) -> str:
    return family if family in PAD_GLYPHS else "generic"


def positions(action: str, swap_ab: bool = False) -> tuple[str, ...]:
    """The pad positions of an action, with confirm and back traded when swapped."""
    b = BY_ACTION[action]
    if not swap_ab:
        return b.pad
    trade = {"south": "east", "east": "south"}
    return tuple(trade.get(p, p) for p in b.pad)


def key_glyph(name: str) -> Glyph:
    sprite = "key" if len(name) <= 1 else "key_wide" if len(name) <= 4 else "key_xwide"
    return Glyph(name, sprite, "key")


def pad_glyph(position: str, family: str) -> Glyph:
    label, sprite = PAD_GLYPHS[pad_family(family)].get(position) or COMMON_PAD_GLYPHS[position]
    return Glyph(label, sprite, "pad")


def glyphs(action: str, family: str, swap_ab: bool = False, every: bool = False) -> list[Glyph]:
    """The prompts of ``action`` for a family: the first (or ``every``) key or button."""
    b = BY_ACTION[action]
    if family == "keyboard":
        names = list(dict.fromkeys(k.name for k in b.keys))
        out = [key_glyph(n) for n in names]
        if b.mouse and (every or not out):
            out.append(Glyph(b.mouse, MOUSE_SPRITES.get(b.mouse), "mouse"))
    else:
        out = [pad_glyph(p, family) for p in positions(action, swap_ab)]
    return out if every else out[:1]


_FIELD = re.compile(r"\{(\w+)\}")


def render_hint(template: str, family: str, swap_ab: bool = False) -> Hint:
    """ "{confirm} place  {undo} undo" -> the glyphs of ``family`` in place of each action.

    An action with no binding in that family (e.g. screenshot on a pad) is left
    out with the word after it up to the next double space.
    """
    parts: list[str | Glyph] = []
    pos = 0
    for m in _FIELD.finditer(template):
        if m.start() > pos:
            parts.append(template[pos : m.start()])
        found = glyphs(m.group(1), family, swap_ab)
        if found:
            parts.append(found[0])
        pos = m.end()
    if pos < len(template):
        parts.append(template[pos:])
    text = "".join(p if isinstance(p, str) else p.label for p in parts)
    return Hint(text, tuple(parts))


# -- words ---------------------------------------------------------------------------
def confirm_label(family: str, swap_ab: bool) -> str:
    """The confirm button in the family's own terms, e.g. "B (bottom)" on Nintendo."""
    if family == "keyboard":
        family = "xbox"
    position = "east" if swap_ab else "south"
    label = pad_glyph(position, family).label
    return f"{label} ({'right' if swap_ab else 'bottom'})"


def rows(extra: Iterable[GameBinding] = ()) -> list[tuple[str, str]]:
    """(label, action) rows for the Controls page: the listed table rows."""
    return [(b.label, b.action) for b in TABLE if b.listed] + [(g.label, g.action) for g in extra]


def game_row_glyphs(row: GameBinding, family: str, swap_ab: bool = False) -> list[Glyph]:
    """Every prompt of a game's row for one family (its action's, then its own keys)."""
    out = glyphs(row.action, family, swap_ab, every=True) if row.action else []
    if family == "keyboard":
        if row.action and row.mouse:
            out = [g for g in out if g.kind != "mouse"]
        out += [key_glyph(k) for k in row.keys]
        if row.mouse:
            out.append(Glyph(row.mouse, MOUSE_SPRITES.get(row.mouse), "mouse"))
    return out
