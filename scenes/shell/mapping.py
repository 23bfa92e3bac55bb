"""The mapping screen: press the button (or key) for each action, one at a time.

Two uses of one screen. :class:`PadSetupScene` sets up a pad SDL does not
know (a plain joystick): it asks for confirm, back, alt, alt2, undo, redo,
pause, select and the directions, turns the presses into an SDL mapping line
(``GUID,name,a:b0,...,platform:Linux,``), gives it to SDL at once (the pad is
reopened as a game controller) and writes it to the player's mapping file for
the next start. :class:`RemapScene` moves one action to another key, or to
another button for a pad family or one pad, through the binding table, which
refuses a clash with a message; the screen stays until a good press or a
cancel. Both read raw presses through ``app.input.capture``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from scenes.framework import bindings, draw, sdl_native
from scenes.framework.input import BUTTON_POSITIONS, Action, Captured, Kind
from scenes.framework.scene import Scene

if TYPE_CHECKING:
    from collections.abc import Callable

    from scenes.framework.app import App


@dataclass(frozen=True)
class Step:
    action: str  # a binding-table action
    sdl: str  # the SDL mapping name it fills ("a", "leftshoulder", "dpup")
    ask: str  # what the screen asks for
    needed: bool = False  # confirm and back cannot be skipped


PAD_STEPS = (
    Step("confirm", "a", "Confirm / place: the bottom face button", True),
    Step("back", "b", "Back: the right face button", True),
    Step("alt", "x", "Alternate action: the left face button"),
    Step("alt2", "y", "Hint / extra: the top face button"),
    Step("undo", "leftshoulder", "Undo: the left shoulder"),
    Step("redo", "rightshoulder", "Redo: the right shoulder"),
    Step("pause", "start", "Pause: Start"),
    Step("select", "back", "Game menu: Select"),
    Step("up", "dpup", "Up: the d-pad or the stick"),
    Step("down", "dpdown", "Down"),
    Step("left", "dpleft", "Left"),
    Step("right", "dpright", "Right"),
)
STEP_POSITIONS = {  # the generic glyph shown beside each question
    "a": "south",
    "b": "east",
    "x": "west",
    "y": "north",
    "leftshoulder": "lb",
    "rightshoulder": "rb",
    "start": "start",
    "back": "back",
    "dpup": "dpad_up",
    "dpdown": "dpad_down",
    "dpleft": "dpad_left",
    "dpright": "dpad_right",
}
HAT_BITS = {"dpup": 1, "dpright": 2, "dpdown": 4, "dpleft": 8}
OPPOSITE = {"dpup": "dpdown", "dpdown": "dpup", "dpleft": "dpright", "dpright": "dpleft"}
STICK_AXIS = {"dpup": "lefty", "dpdown": "lefty", "dpleft": "leftx", "dpright": "leftx"}


def element_words(element: str) -> str:
    """An SDL mapping element as a player reads it: "b4" -> "button 5" (pads print 1-based)."""
    if re.fullmatch(r"b[0-9]+", element):
        return f"button {int(element[1:]) + 1}"
    if element.startswith("h"):
        return "the hat"
    if element.startswith("a"):
        return f"stick axis {element[1:].rstrip('~')}"
    return element


def mapping_line(guid: str, name: str, elements: dict[str, str], platform: str) -> str:
    """An SDL mapping line; commas cannot appear in a name there."""
    clean = name.replace(",", " ").strip() or "Controller"
    body = ",".join(f"{k}:{v}" for k, v in elements.items())
    return f"{guid},{clean},{body},platform:{platform},"


class PadMapping:
    """The presses of a pad setup turned into SDL mapping elements (the screen's model)."""

    def __init__(self) -> None:
        self.elements: dict[str, str] = {}
        self.index = 0
        self.message = ""

    @property
    def step(self) -> Step | None:
        return PAD_STEPS[self.index] if self.index < len(PAD_STEPS) else None

    @property
    def done(self) -> bool:
        return self.step is None

    def skip(self) -> bool:
        step = self.step
        if step is None or step.needed:
            self.message = "This one cannot be skipped" if step is not None else ""
            return False
        self.message = ""
        self._advance()
        return True

    def press(self, c: Captured) -> None:
        """One raw press for the current step: taken, or a skip when already used."""
        step = self.step
        if step is None:
            return
        if step.sdl in HAT_BITS:
            self._direction(step, c)
            return
        if c.kind != "button":
            self.message = "Press a button for this one"
            return
        element = c.sdl()
        if element in self.elements.values():
            if step.needed:
                self.message = "That button is taken - press another"
                return
            self.message = f"Skipped {step.action}"
            self._advance()
            return
        self.message = ""
        self.elements[step.sdl] = element
        self._advance()

    def _direction(self, step: Step, c: Captured) -> None:
        if c.kind == "hat":  # one hat push sets the whole d-pad, the standard way round
            for name, bit in HAT_BITS.items():
                self.elements[name] = f"h{c.code}.{bit}"
            self.index = len(PAD_STEPS)
        elif c.kind == "axis":
            axis = STICK_AXIS[step.sdl]
            forward = step.sdl in ("dpright", "dpdown")
            invert = (c.value > 0) != forward
            self.elements[axis] = f"a{c.code}{'~' if invert else ''}"
            self._advance()
            if self.step is not None and self.step.sdl == OPPOSITE[step.sdl]:
                self._advance()  # the same axis gives the other way
        elif c.sdl() in self.elements.values():
            self.message = f"Skipped {step.action}"
            self._advance()
        else:
            self.elements[step.sdl] = c.sdl()
            self._advance()
        self.message = ""

    def _advance(self) -> None:
        self.index += 1


class MappingScene(Scene):
    """What both mapping screens draw: a title, the question, the answers so far, a message."""

    name = "mapping"
    title = "Set up"

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.field = draw.Starfield(seed=11)
        self.message = ""
        self.done_lines: list[str] = []

    def question(self) -> str:
        return ""

    def footer(self) -> bindings.Hint:
        return bindings.Hint("", ())

    def current(self) -> bindings.Hint | None:
        """What the action is on now, drawn under the question (None: nothing to show)."""
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        self.field.draw(canvas, self.app.time)
        draw.panel(canvas, pygame.Rect(60, 30, 520, 300))
        draw.text(canvas, self.title, (320, 40), "m", draw.PALETTE["gold"], "midtop")
        draw.text(canvas, self.question(), (320, 100), "m", draw.PALETTE["ink"], "midtop")
        now = self.current()
        if now is not None:
            draw.hint_line(canvas, now, (320, 140), "m", draw.PALETTE["dim"], "midtop")
        y = 170
        for line in self.done_lines[-8:]:
            draw.text(canvas, line, (320, y), "s", draw.PALETTE["dim"], "midtop")
            y += 12
        if self.message:
            draw.text(canvas, self.message, (320, 262), "m", draw.PALETTE["gold"], "midtop")
        draw.hint_line(canvas, self.footer(), (320, 318))


class PadSetupScene(MappingScene):
    """Set up an unrecognised pad: each press fills one line of its SDL mapping."""

    def __init__(self, app: "App", device: str) -> None:
        super().__init__(app)
        self.setup_device = device
        pad = app.input.pad(device)
        self.pad_name = pad.name if pad is not None else "Controller"
        self.guid = pad.guid if pad is not None else ""
        self.model = PadMapping()
        self.title = f"Set up {self.pad_name}"
        self.saved = False

    def on_enter(self) -> None:
        self.app.input.capture(self.setup_device)

    def on_exit(self) -> None:
        self.app.input.capture(None)

    def question(self) -> str:
        step = self.model.step
        return f"Press {step.ask}" if step is not None else "Saving..."

    def footer(self) -> bindings.Hint:
        return self.app.input.hint("keyboard:  {alt} skip   {back} cancel", "kb")

    def update(self, dt: float) -> None:
        if self.app.input.pad(self.setup_device) is None:
            self.app.toast(f"{self.pad_name} was unplugged - not set up")
            self.app.stack.pop()
            return
        for c in self.app.input.take_captured():
            before = self.model.index
            self.model.press(c)
            self._note(before)
        self.message = self.model.message
        if self.model.done and not self.saved:
            self.save()

    def _note(self, before: int) -> None:
        for step in PAD_STEPS[before : self.model.index]:
            got = self.model.elements.get(step.sdl) or self.model.elements.get(STICK_AXIS.get(step.sdl, ""), "")
            self.done_lines.append(f"{bindings.BY_ACTION[step.action].label}: {got or 'skipped'}")
        if before != self.model.index:
            self.app.sound.play("move")

    def draw(self, canvas: pygame.Surface) -> None:
        self.field.draw(canvas, self.app.time)
        draw.panel(canvas, pygame.Rect(40, 30, 560, 304))
        draw.text(canvas, self.title, (320, 38), "m", draw.PALETTE["gold"], "midtop")
        draw.text(canvas, "Press each button when it is asked for", (320, 60), "s", draw.PALETTE["dim"], "midtop")
        y = 80
        for i, row in enumerate(PAD_STEPS):
            current = i == self.model.index
            if current:
                draw.panel(canvas, pygame.Rect(56, y - 1, 250, 17), fill=draw.PALETTE["bg2"], edge=draw.PALETTE["gold"])
            label = bindings.BY_ACTION[row.action].label
            colour = (
                draw.PALETTE["gold"]
                if current
                else draw.PALETTE["ink"]
                if i < self.model.index
                else draw.PALETTE["faint"]
            )
            draw.text(canvas, label, (64, y + 7), "m", colour, "midleft")
            got = self.model.elements.get(row.sdl) or self.model.elements.get(STICK_AXIS.get(row.sdl, ""), "")
            if i < self.model.index:
                draw.text(
                    canvas, element_words(got) if got else "skipped", (298, y + 7), "s", draw.PALETTE["dim"], "midright"
                )
            y += 19
        step = self.model.step
        if step is not None:
            glyph = bindings.pad_glyph(STEP_POSITIONS[step.sdl], "generic")
            img = draw.sprite(glyph.sprite) if glyph.sprite else None
            if img is not None:
                big = pygame.transform.scale(img, (img.get_width() * 5, img.get_height() * 5))
                canvas.blit(big, big.get_rect(center=(456, 130)))
            # each line below the last one drawn, so a larger text size never lays one over another
            question = step.ask.split(": ")[-1].capitalize()
            asked = draw.text(canvas, question, (456, 180), "m", draw.PALETTE["ink"], "midtop")
            counted = draw.text(
                canvas,
                f"step {self.model.index + 1} of {len(PAD_STEPS)}",
                (456, asked.bottom + 4),
                "s",
                draw.PALETTE["dim"],
                "midtop",
            )
            if not step.needed:
                draw.text(
                    canvas,
                    "not on this pad? press a button already set",
                    (456, counted.bottom + 10),
                    "s",
                    draw.PALETTE["faint"],
                    "midtop",
                )
        if self.message:
            draw.text(canvas, self.message, (456, 246), "m", draw.PALETTE["gold"], "midtop")
        draw.hint_line(canvas, self.footer(), (320, 326))

    def line(self) -> str:
        return mapping_line(self.guid, self.pad_name, self.model.elements, sdl_native.platform())

    def save(self) -> None:
        self.saved = True
        self.app.input.capture(None)
        if self.app.input.map_joystick(self.setup_device, self.line()):
            self.app.sound.play("confirm")
            kept = (
                "saved for next time" if self.app.input.mapping_saved else "for now: the mapping file cannot be written"
            )
            self.app.toast(f"{self.pad_name} is set up ({kept})")
        else:
            self.app.sound.play("error")
            self.app.toast("SDL refused that mapping - the pad keeps its defaults")
        self.app.stack.pop()

    def handle(self, action: Action) -> bool:
        k = action.kind
        if k in (Kind.BACK, Kind.RCLICK):
            self.app.sound.play("back")
            self.app.stack.pop()
        elif k == Kind.ALT:
            before = self.model.index
            if not self.model.skip():
                self.app.sound.play("error")
            self._note(before)
            self.message = self.model.message
        return True


class RemapScene(MappingScene):
    """Move one action: the next key (keyboard) or button (a pad of the scope) is its new place."""

    def __init__(self, app: "App", scope: str, action: str) -> None:
        super().__init__(app)
        self.scope = scope  # "keyboard", a pad family, or "guid:<GUID>"
        self.action = action
        self.label = bindings.BY_ACTION[action].label
        self.title = f"Remap {self.label}"
        self.result: str = ""

    def on_enter(self) -> None:
        self.app.input.capture("kb" if self.scope == "keyboard" else "pads")

    def on_exit(self) -> None:
        self.app.input.capture(None)

    def question(self) -> str:
        if self.scope == "keyboard":
            return f"Press the new key for {self.label}"
        return f"Press the new button for {self.label} on {scope_title(self.app, self.scope)}"

    def footer(self) -> bindings.Hint:
        if self.scope == "keyboard":
            return bindings.Hint("Esc cancels   (right click too)", ("Esc cancels   (right click too)",))
        return bindings.Hint("Start cancels   (right click too)", ("Start cancels   (right click too)",))

    def current(self) -> bindings.Hint | None:
        table = self.app.input.table
        family = self._family()
        guid = ""
        if not family:
            pad = next((p for p in self.app.input.pads.values() if f"guid:{p.guid}" == self.scope), None)
            family, guid = (pad.family if pad is not None else "generic"), self.scope[5:]
        found = table.glyphs(self.action, family, every=True, guid=guid)
        if family == "keyboard":
            found = [g for g in found if g.kind == "key"]
        parts: list[str | bindings.Glyph] = ["now: "]
        for g in found:
            parts += [g, " "]
        return bindings.Hint("now: " + " ".join(g.label for g in found), tuple(parts))

    def _pad_in_scope(self, device: str) -> bool:
        pad = self.app.input.pad(device)
        if pad is None:
            return False
        if self.scope.startswith("guid:"):
            return pad.guid == self.scope[5:]
        return bindings.pad_family(pad.family) == self.scope

    def update(self, dt: float) -> None:
        for c in self.app.input.take_captured():
            if self.scope == "keyboard":
                self._key(c)
            elif self._pad_in_scope(c.device):
                self._button(c)
            else:
                self.message = f"Press it on {scope_title(self.app, self.scope)}"
            if self.result:
                return

    def _key(self, c: Captured) -> None:
        if c.code == pygame.K_ESCAPE and not c.mod and self.action != "back":
            self._cancel()
            return
        self._take(lambda t: t.remap_key(self.action, bindings.key_cap(c.code, c.mod)))

    def _button(self, c: Captured) -> None:
        position = BUTTON_POSITIONS.get(c.code)
        if position == "start":
            self._cancel()
            return
        if position is None:
            self.message = "That button cannot be used"
            return
        before = self.app.input.table
        traded = before.pad_trade(self.scope, self.action, position)
        self._take(lambda t: t.remap_pad(self.scope, self.action, position))
        if traded and self.result:
            moved = self._shown(self.app.input.table, self._family(), traded)
            self.result += f"; {bindings.BY_ACTION[traded].label} moved to {moved}"
            self.app.toasts[-1].text = self.result

    def _take(self, change: Callable[[bindings.BindingTable], bindings.BindingTable]) -> None:
        try:
            table = change(self.app.input.table)
        except bindings.Refused as exc:
            self.message = str(exc)
            self.app.sound.play("error")
            return
        self.app.save_controls(table)
        self.result = f"{self.label} is now {self._shown(table, self._family(), self.action)}"
        self.app.toast(self.result)
        self.app.sound.play("confirm")
        self.app.stack.pop()

    def _family(self) -> str:
        """The glyph family of the scope ("" for one pad: its own family is looked up)."""
        return "keyboard" if self.scope == "keyboard" else "" if self.scope.startswith("guid:") else self.scope

    def _shown(self, table: bindings.BindingTable, family: str, action: str) -> str:
        if family:
            glyphs = table.glyphs(action, family, every=True)
        else:
            pad = next((p for p in self.app.input.pads.values() if f"guid:{p.guid}" == self.scope), None)
            fam = pad.family if pad is not None else "generic"
            glyphs = table.glyphs(action, fam, every=True, guid=self.scope[5:])
        return " / ".join(g.label for g in glyphs)

    def _cancel(self) -> None:
        self.app.sound.play("back")
        self.app.stack.pop()

    def handle(self, action: Action) -> bool:
        if action.kind == Kind.RCLICK or (action.kind == Kind.BACK and self.scope != "keyboard"):
            self._cancel()
        return True


def scope_title(app: "App", scope: str) -> str:
    """The words for a remap's scope: "an Xbox pad", "a PlayStation pad", "this pad (8BitDo M30)"."""
    if scope.startswith("guid:"):
        pad = next((p for p in app.input.pads.values() if p.guid == scope[5:]), None)
        return f"this pad ({pad.name})" if pad is not None else "this pad"
    title = bindings.FAMILY_TITLES.get(scope, "Controller")
    return f"{'an' if title[0] in 'AEIOUX' else 'a'} {title} pad"
