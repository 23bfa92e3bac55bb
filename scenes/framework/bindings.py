"""The one binding table: every semantic action and the keys, buttons and mouse that make it.

The input layer builds its key and button maps from this table, the Controls
page lists it, and every hint line is written as actions ("{confirm} place")
and rendered here with the glyphs of one device family. Pad buttons are named
by *position* (south, east, west, north), because SDL reports positions; each
family names them its own way (the bottom button is A on Xbox, Cross on
PlayStation and B on Nintendo). The A/B swap moves confirm to the right-hand
button and back to the bottom one, and every glyph follows it.

The player can remap: a :class:`BindingTable` is the defaults plus overrides
(keyboard keys per action; pad positions per action for a pad family or one
pad by GUID). ``table.remap_key`` refuses a key another action holds, and
both refuse a dangerous change, with :class:`Refused` (its message is for the
player); on a pad, where every button has an action, two actions trade
buttons instead. So a table never holds a dead control: Esc always goes back (which opens pause in
a game) and Start always pauses. The module-level functions are the default
table's; the input layer holds the player's (``app.input.table``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

import pygame

from game.i18n import N_, tr

FAMILIES = ("keyboard", "xbox", "playstation", "nintendo")  # the Controls page's tabs
FAMILY_TITLES = {
    "keyboard": N_("Keyboard"),
    "xbox": "Xbox",
    "playstation": "PlayStation",
    "nintendo": "Nintendo",
    "generic": N_("Controller"),
    "phone": N_("Phone"),
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
    Binding("move", N_("Move the cursor"), _k((N_("Arrows"), None), (N_("WASD"), None)), ("dpad", "stick"), "point"),
    Binding("up", N_("Up"), _k((N_("Up"), pygame.K_UP), ("W", pygame.K_w)), ("dpad_up",), listed=False),
    Binding("down", N_("Down"), _k((N_("Down"), pygame.K_DOWN), ("S", pygame.K_s)), ("dpad_down",), listed=False),
    Binding("left", N_("Left"), _k((N_("Left"), pygame.K_LEFT), ("A", pygame.K_a)), ("dpad_left",), listed=False),
    Binding("right", N_("Right"), _k((N_("Right"), pygame.K_RIGHT), ("D", pygame.K_d)), ("dpad_right",), listed=False),
    Binding(
        "confirm",
        N_("Confirm / place"),
        _k((N_("Enter"), pygame.K_RETURN), (N_("Space"), pygame.K_SPACE), (N_("Enter"), pygame.K_KP_ENTER)),
        ("south",),
        "left click",
    ),
    Binding(
        "back", N_("Back"), _k((N_("Esc"), pygame.K_ESCAPE), (N_("Bksp"), pygame.K_BACKSPACE)), ("east",), "right click"
    ),
    Binding("alt", N_("Alternate action"), _k((N_("Tab"), pygame.K_TAB), ("X", pygame.K_x)), ("west",)),
    Binding("alt2", N_("Hint / extra"), _k(("H", pygame.K_h)), ("north",)),
    Binding("pause", N_("Pause"), _k(("P", pygame.K_p), (N_("Esc"), None)), ("start",)),
    Binding("select", N_("Game menu"), (), ("back",)),
    Binding("undo", N_("Undo"), _k((N_("Ctrl+Z"), pygame.K_z, "ctrl")), ("lb",)),
    Binding("redo", N_("Redo"), _k((N_("Ctrl+Y"), pygame.K_y, "ctrl")), ("rb",)),
    Binding("fullscreen", N_("Fullscreen"), _k(("F11", pygame.K_F11), (N_("Alt+Enter"), pygame.K_RETURN, "alt"))),
    Binding("screenshot", N_("Screenshot"), _k(("F12", pygame.K_F12))),
    # Typed keys: commands a game reads from the typed text (input.Kind.KEY) or the raw key,
    # named generically (the framework knows no game). Not mapped by the input layer; a
    # game's Controls rows, its key handling and its prompts all read them here.
    Binding("typed_menu", N_("Game menu"), _k(("M", None)), listed=False),
    Binding("typed_solve", N_("Solve from here"), _k(("C", None)), listed=False),
    Binding("typed_restart", N_("Restart"), _k(("R", None)), listed=False),
    Binding("typed_new", N_("New game"), _k(("N", None)), listed=False),
    Binding("typed_number", N_("Game by number"), _k(("G", None), ("#", None)), listed=False),
    Binding("typed_undo", N_("Undo"), _k(("U", None), (N_("Bksp"), None)), listed=False),
    Binding("typed_retry", N_("Retry from there"), _k(("R", None)), listed=False),  # on a result screen
    Binding("typed_where", N_("Where it went wrong"), _k(("L", None)), listed=False),
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
    "start": (N_("Menu"), "btn_start"),
    "back": (N_("View"), "btn_select"),
}
PAD_GLYPHS: dict[str, dict[str, tuple[str, str | None]]] = {
    "xbox": _XBOX,
    "playstation": {
        "south": (N_("Cross"), "btn_ps_cross"),
        "east": (N_("Circle"), "btn_ps_circle"),
        "west": (N_("Square"), "btn_ps_square"),
        "north": (N_("Triangle"), "btn_ps_triangle"),
        "lb": ("L1", None),
        "rb": ("R1", None),
        "start": (N_("Options"), "btn_start"),
        "back": (N_("Share"), "btn_select"),
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
    # a phone's controller page (assets/phone/controller.html): its buttons as the page labels them
    "phone": {
        "south": ("A", "btn_xbox_a"),
        "east": ("B", "btn_xbox_b"),
        "west": ("X", "btn_xbox_x"),
        "north": ("Y", "btn_xbox_y"),
        "lb": (N_("Undo"), None),
        "rb": (N_("Redo"), None),
        "start": (N_("Start"), "btn_start"),
        "back": (N_("Menu"), None),
    },
    # a pad of unknown make (or mapped by hand): buttons by position, never another maker's letters
    "generic": {
        "south": (N_("Bottom"), "btn_gen_south"),
        "east": (N_("Right"), "btn_gen_east"),
        "west": (N_("Left"), "btn_gen_west"),
        "north": (N_("Top"), "btn_gen_north"),
        "lb": ("L", "btn_gen_l"),
        "rb": ("R", "btn_gen_r"),
        "start": (N_("Start"), "btn_start"),
        "back": (N_("Select"), "btn_select"),
    },
}
COMMON_PAD_GLYPHS = {
    "dpad": (N_("D-pad"), "btn_dpad"),
    "stick": (N_("Stick"), None),
    "dpad_up": ("Up", "btn_dpad_up"),
    "dpad_down": (N_("Down"), "btn_dpad_down"),
    "dpad_left": (N_("Left"), "btn_dpad_left"),
    "dpad_right": (N_("Right"), "btn_dpad_right"),
}
# the mouse's prompts are drawn by these names (draw.glyph translates every label it draws)
MOUSE_WORDS = (N_("left click"), N_("right click"), N_("click"), N_("wheel"), N_("point"))
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

    @classmethod
    def of(cls, parts: Iterable[str | Glyph]) -> Hint:
        """A hint of ``parts``, its text as a player reads it: each key's name in the language on
        screen ("Entrée"), so a lesson that quotes its keys says them as the cap does."""
        kept = tuple(p for p in parts if not isinstance(p, str) or p)
        return cls("".join(p if isinstance(p, str) else tr(p.label) for p in kept), kept)

    @property
    def sprites(self) -> list[str]:
        return [p.sprite for p in self.parts if isinstance(p, Glyph) and p.sprite]


# -- remapping -------------------------------------------------------------------------
KEY_REMAPPABLE = ("up", "down", "left", "right", "confirm", "back", "alt", "alt2", "pause", "undo", "redo")
PAD_REMAPPABLE = ("confirm", "back", "alt", "alt2", "select", "undo", "redo")
PAD_CHOICES = ("south", "east", "west", "north", "lb", "rb", "back")  # where a pad action may go
ESC = Key("Esc", pygame.K_ESCAPE)
FIXED_KEYS = {  # kept whatever the remap: Esc always backs out (and pauses), the arrows always move
    "back": (ESC,),
    "pause": (Key("Esc", None),),
    "up": (Key("Up", pygame.K_UP),),
    "down": (Key("Down", pygame.K_DOWN),),
    "left": (Key("Left", pygame.K_LEFT),),
    "right": (Key("Right", pygame.K_RIGHT),),
}
SAME_MEANING = {"undo": ("typed_undo",)}  # a typed key that already means the action


class Refused(ValueError):
    """A remap the table will not take; ``str(exc)`` tells the player why."""


def key_cap(code: int, mod: str = "") -> Key:
    """A pressed key as the Controls page shows it: "U", "F5", "Ctrl+Z"."""
    name = pygame.key.name(code) or f"key {code}"
    cap = name.upper() if len(name) == 1 else name.title()
    return Key(f"{mod.title()}+{cap}" if mod else cap, code, mod)


def key_spec(key: Key) -> str:
    """How a key is written in the settings file: "u", "ctrl+z", "f5"."""
    name = pygame.key.name(key.code) if key.code is not None else key.name.lower()
    return f"{key.mod}+{name}" if key.mod else name


def key_from_spec(spec: str) -> Key:
    """The inverse of :func:`key_spec`; raises Refused for a name pygame does not know."""
    mod, name = "", spec
    for prefix in ("ctrl+", "alt+"):
        if spec.startswith(prefix) and len(spec) > len(prefix):
            mod, name = prefix[:-1], spec[len(prefix) :]
    try:
        code = pygame.key.key_code(name)
    except ValueError:
        raise Refused(f"{spec!r} is not a key") from None
    return key_cap(code, mod)


@dataclass(frozen=True)
class BindingTable:
    """The defaults with the player's overrides; immutable (a remap makes a new table).

    ``keys``: action -> keyboard keys replacing the default ones.
    ``pads``: scope -> action -> pad positions, a scope being a family ("xbox") or
    "guid:<GUID>" (one pad); a pad reads its GUID's scope first, then its family's.
    """

    keys: Mapping[str, tuple[Key, ...]] = field(default_factory=dict)
    pads: Mapping[str, Mapping[str, tuple[str, ...]]] = field(default_factory=dict)

    # -- reading ---------------------------------------------------------------------
    def key_list(self, action: str) -> tuple[Key, ...]:
        return self.keys.get(action, BY_ACTION[action].keys)

    def key_map(self, mod: str = "") -> dict[int, str]:
        """pygame key code -> action value, for keys needing ``mod`` ("" plain, "ctrl", "alt")."""
        return {k.code: b.action for b in TABLE for k in self.key_list(b.action) if k.code is not None and k.mod == mod}

    def pad_positions(self, action: str, scopes: Iterable[str] = ()) -> tuple[str, ...]:
        for scope in scopes:
            found = self.pads.get(scope, {}).get(action)
            if found is not None:
                return found
        return BY_ACTION[action].pad

    def pad_button_map(self, scopes: Iterable[str] = ()) -> dict[int, str]:
        """SDL controller button -> action value for a pad of these scopes (before the A/B swap)."""
        scopes = tuple(scopes)
        return {
            POSITION_BUTTONS[p]: b.action
            for b in TABLE
            for p in self.pad_positions(b.action, scopes)
            if p in POSITION_BUTTONS
        }

    def key_names(self, action: str) -> tuple[str, ...]:
        """The keyboard caps of ``action``, in table order (each once)."""
        return tuple(dict.fromkeys(k.name for k in self.key_list(action)))

    def positions(self, action: str, swap_ab: bool = False, scopes: Iterable[str] = ()) -> tuple[str, ...]:
        """The pad positions of an action, with confirm and back traded when swapped."""
        found = self.pad_positions(action, scopes)
        if not swap_ab:
            return found
        trade = {"south": "east", "east": "south"}
        return tuple(trade.get(p, p) for p in found)

    def glyphs(
        self, action: str, family: str, swap_ab: bool = False, every: bool = False, guid: str = ""
    ) -> list[Glyph]:
        """The prompts of ``action`` for a family (and one pad's GUID): the first (or ``every``)."""
        b = BY_ACTION[action]
        if family == "keyboard":
            out = [key_glyph(n) for n in self.key_names(action)]
            if b.mouse and (every or not out):
                out.append(Glyph(b.mouse, MOUSE_SPRITES.get(b.mouse), "mouse"))
        else:
            out = [pad_glyph(p, family) for p in self.positions(action, swap_ab, scopes_for(family, guid))]
        return out if every else out[:1]

    def render_hint(self, template: str, family: str, swap_ab: bool = False, guid: str = "") -> Hint:
        """ "{confirm} place  {undo} undo" -> the glyphs of ``family`` in place of each action."""
        parts: list[str | Glyph] = []
        pos = 0
        for m in _FIELD.finditer(template):
            if m.start() > pos:
                parts.append(template[pos : m.start()])
            found = self.glyphs(m.group(1), family, swap_ab, guid=guid)
            if found:
                parts.append(found[0])
            pos = m.end()
        if pos < len(template):
            parts.append(template[pos:])
        return Hint.of(parts)

    def game_row_glyphs(self, row: GameBinding, family: str, swap_ab: bool = False, guid: str = "") -> list[Glyph]:
        """Every prompt of a game's row for one family (its action's, then its own keys)."""
        out = self.glyphs(row.action, family, swap_ab, every=True, guid=guid) if row.action else []
        if family == "keyboard":
            if row.action and row.mouse:
                out = [g for g in out if g.kind != "mouse"]
            out += [key_glyph(k) for k in row.keys]
            if row.mouse:
                out.append(Glyph(row.mouse, MOUSE_SPRITES.get(row.mouse), "mouse"))
        return out

    def is_default(self, scope: str = "keyboard") -> bool:
        return not (self.keys if scope == "keyboard" else self.pads.get(scope))

    # -- changing ----------------------------------------------------------------------
    def remap_key(self, action: str, key: Key) -> "BindingTable":
        """Put ``action`` on ``key`` (its other keys go); Refused when that would break a control."""
        if action not in KEY_REMAPPABLE:
            raise Refused(tr("{action} cannot be remapped").format(action=tr(BY_ACTION[action].label)))
        if key.code == pygame.K_ESCAPE and not key.mod and action != "back":
            raise Refused(tr("Esc always goes back and opens pause"))
        for b in TABLE:
            if b.action == action or b.action in SAME_MEANING.get(action, ()):
                continue
            taken = self.key_list(b.action)
            if any(k.code == key.code and k.mod == key.mod for k in taken) or (
                not key.mod and any(k.code is None and k.name == key.name for k in taken)
            ):
                raise Refused(
                    tr("{key} is already {action} - choose another key").format(key=key.name, action=tr(b.label))
                )
        fixed = FIXED_KEYS.get(action, ())
        keys = (key,) + tuple(k for k in fixed if k.code != key.code or k.mod != key.mod)
        return BindingTable({**self.keys, action: keys}, self.pads)

    def remap_pad(self, scope: str, action: str, position: str) -> "BindingTable":
        """Put ``action`` on pad ``position`` for a scope; Refused for Start and the d-pad.

        A pad has one button per action, so an action already on that button
        trades places with this one (see :meth:`pad_trade`) instead of being refused.
        """
        if action not in PAD_REMAPPABLE:
            raise Refused(tr("{action} cannot be remapped on a pad").format(action=tr(BY_ACTION[action].label)))
        label = pad_glyph(position, scope if scope in PAD_GLYPHS else "generic").label
        if position == "start":
            raise Refused(tr("{button} always opens pause").format(button=label))
        if position not in PAD_CHOICES:
            raise Refused(tr("{button} moves the cursor").format(button=label))
        pads = {k: dict(v) for k, v in self.pads.items()}
        mine = pads.setdefault(scope, {})
        other = self.pad_trade(scope, action, position)
        if other:
            mine[other] = self.pad_positions(action, (scope,))
        mine[action] = (position,)
        return BindingTable(self.keys, pads)

    def pad_trade(self, scope: str, action: str, position: str) -> str:
        """The action that moves to ``action``'s old button if it goes to ``position`` ("" if none)."""
        return next((o for o in PAD_REMAPPABLE if o != action and position in self.pad_positions(o, (scope,))), "")

    def _with_pad_scope(self, scope: str, stored: Mapping[str, tuple[str, ...]]) -> "BindingTable":
        """A scope's stored positions as they are, refused when one button would hold two actions."""
        trial = BindingTable(self.keys, {**self.pads, scope: dict(stored)})
        seen: dict[str, str] = {}
        for action in PAD_REMAPPABLE:
            for position in trial.pad_positions(action, (scope,)):
                label = pad_glyph(position, scope if scope in PAD_GLYPHS else "generic").label
                if action in stored and (position == "start" or position not in PAD_CHOICES):
                    raise Refused(
                        tr("{button} cannot be {action}").format(button=label, action=tr(BY_ACTION[action].label))
                    )
                if position in seen:
                    raise Refused(
                        tr("{button} is already {action}").format(
                            button=label, action=tr(BY_ACTION[seen[position]].label)
                        )
                    )
                seen[position] = action
        return trial

    def reset(self, scope: str = "keyboard") -> "BindingTable":
        """The defaults again for the keyboard or one pad scope."""
        if scope == "keyboard":
            return BindingTable({}, self.pads)
        return BindingTable(self.keys, {k: v for k, v in self.pads.items() if k != scope})

    # -- the settings file -------------------------------------------------------------
    def to_settings(self) -> dict[str, object]:
        return {
            "keyboard": {
                a: [key_spec(k) for k in keys if k not in FIXED_KEYS.get(a, ())] for a, keys in self.keys.items()
            },
            "pads": {s: {a: list(p) for a, p in acts.items()} for s, acts in self.pads.items() if acts},
        }

    @classmethod
    def from_settings(cls, data: Mapping[str, object]) -> tuple["BindingTable", list[str]]:
        """The table a settings value describes, each remap checked as if made now.

        A remap that is refused (a hand-edited file, two actions on one key) is
        left out and its reason returned, so the table never holds a dead control.
        """
        table, notes = cls(), []
        keyboard = data.get("keyboard", {})
        pads = data.get("pads", {})
        for action, specs in dict(keyboard).items() if isinstance(keyboard, Mapping) else ():
            try:
                for spec in list(specs)[:1]:
                    table = table.remap_key(action, key_from_spec(spec))
            except (Refused, KeyError) as exc:
                notes.append(f"Keyboard {action}: {exc}")
        for scope, acts in dict(pads).items() if isinstance(pads, Mapping) else ():
            try:
                table = table._with_pad_scope(scope, {a: tuple(w)[:1] for a, w in dict(acts).items()})
            except (Refused, KeyError, TypeError) as exc:
                notes.append(f"Pad {scope}: {exc}")
        return table, notes


def scopes_for(family: str, guid: str = "") -> tuple[str, ...]:
    """The override scopes a pad reads, most particular first."""
    return ((f"guid:{guid}",) if guid else ()) + (pad_family(family),)


DEFAULT = BindingTable()


# -- the maps the input layer uses --------------------------------------------------
def key_map(mod: str = "") -> dict[int, str]:
    """pygame key code -> action value, for keys needing ``mod`` ("" plain, "ctrl", "alt")."""
    return DEFAULT.key_map(mod)


def pad_button_map() -> dict[int, str]:
    """SDL controller button -> action value (before the A/B swap)."""
    return DEFAULT.pad_button_map()


def key_names(action: str) -> tuple[str, ...]:
    """The keyboard caps of ``action``, in table order (each once)."""
    return DEFAULT.key_names(action)


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
    return DEFAULT.positions(action, swap_ab)


def key_glyph(name: str) -> Glyph:
    sprite = "key" if len(name) <= 1 else "key_wide" if len(name) <= 4 else "key_xwide"
    return Glyph(name, sprite, "key")


def pad_glyph(position: str, family: str) -> Glyph:
    label, sprite = PAD_GLYPHS[pad_family(family)].get(position) or COMMON_PAD_GLYPHS[position]
    return Glyph(label, sprite, "pad")


def glyphs(action: str, family: str, swap_ab: bool = False, every: bool = False) -> list[Glyph]:
    """The default table's prompts of ``action`` for a family (see BindingTable.glyphs)."""
    return DEFAULT.glyphs(action, family, swap_ab, every)


_FIELD = re.compile(r"\{(\w+)\}")


def render_hint(template: str, family: str, swap_ab: bool = False) -> Hint:
    """ "{confirm} place  {undo} undo" -> the glyphs of ``family`` in place of each action.

    An action with no binding in that family (e.g. screenshot on a pad) is left
    out with the word after it up to the next double space. The default table;
    ``app.input.hint`` renders with the player's remaps.
    """
    return DEFAULT.render_hint(template, family, swap_ab)


# -- words ---------------------------------------------------------------------------
def confirm_label(family: str, swap_ab: bool) -> str:
    """The confirm button in the family's own terms, e.g. "B (bottom)" on Nintendo."""
    if family == "keyboard":
        family = "xbox"
    position = "east" if swap_ab else "south"
    label = pad_glyph(position, family).label
    where = tr("{button} (right)") if swap_ab else tr("{button} (bottom)")
    return where.format(button=tr(label))


def rows(extra: Iterable[GameBinding] = ()) -> list[tuple[str, str]]:
    """(label, action) rows for the Controls page: the listed table rows."""
    return [(b.label, b.action) for b in TABLE if b.listed] + [(g.label, g.action) for g in extra]


def game_row_glyphs(row: GameBinding, family: str, swap_ab: bool = False) -> list[Glyph]:
    """Every prompt of a game's row for one family (its action's, then its own keys)."""
    return DEFAULT.game_row_glyphs(row, family, swap_ab)
