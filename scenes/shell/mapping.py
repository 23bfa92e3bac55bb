"""The mapping screen: press the button (or key) for each action, one at a time.

Two uses of one screen. :class:`PadSetupScene` sets up a pad SDL does not
know (a plain joystick): it asks for confirm, back, alt, alt2, undo, redo,
pause, select and the directions, turns the presses into an SDL mapping line
(``GUID,name,a:b0,...,platform:Linux,``), gives it to SDL at once (the pad is
reopened as a game controller) and writes it to the player's mapping file for
the next start. :class:`RemapScene` moves one action to another key, or to
another button for a pad family or one pad, through the binding table, which
refuses a clash with a message; the screen stays until a good press or a
cancel. Both read raw presses through ``app.input.capture``, so a player with
only a pad backs out by holding any of its buttons for ``HOLD_CANCEL_S`` (a bar
fills as it is held); a tap is the answer (see :meth:`MappingScene.read`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, tr
from scenes.framework import bindings, draw, sdl_native
from scenes.framework.input import BUTTON_POSITIONS, KEYBOARD, Action, Captured, Kind, seat_device, unrecognised
from scenes.framework.scene import Scene

if TYPE_CHECKING:
    from collections.abc import Callable

    from scenes.framework.app import App


@dataclass(frozen=True)
class Step:
    action: str  # a binding-table action
    sdl: str  # the SDL mapping name it fills ("a", "leftshoulder", "dpup")
    where: str  # where the button is, as the screen asks for it ("" for a direction after Up)
    needed: bool = False  # confirm and back cannot be skipped

    @property
    def label(self) -> str:
        """The action's name in the language spoken (the binding table's, as on the Controls page)."""
        return tr(bindings.BY_ACTION[self.action].label)

    def ask(self) -> str:
        """The whole question: "Press Confirm / place: the bottom face button"."""
        if not self.where:
            return tr("Press {action}").format(action=self.label)
        return tr("Press {action}: {where}").format(action=self.label, where=tr(self.where))

    def short(self) -> str:
        """The question beside the big glyph: where the button is, or the action alone."""
        return tr(self.where) if self.where else self.label


PAD_STEPS = (
    Step("confirm", "a", N_("The bottom face button"), True),
    Step("back", "b", N_("The right face button"), True),
    Step("alt", "x", N_("The left face button")),
    Step("alt2", "y", N_("The top face button")),
    Step("undo", "leftshoulder", N_("The left shoulder")),
    Step("redo", "rightshoulder", N_("The right shoulder")),
    Step("pause", "start", N_("Start")),
    Step("select", "back", N_("Select")),
    Step("up", "dpup", N_("The d-pad or the stick")),
    Step("down", "dpdown", ""),
    Step("left", "dpleft", ""),
    Step("right", "dpright", ""),
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
TAP_S = 0.6  # a button let go sooner is an answer; the cancel bar starts filling after it
HOLD_CANCEL_S = 2.0  # a captured button held this long cancels the screen
HOLD_HINT = N_("Hold any button {seconds} s to cancel")  # translated where drawn, with HOLD_CANCEL_S
GIVEN_UP = N_("Not cancelled - tap to answer")
WIDE = 480  # the widest line of the remap screen's words inside its 520-px panel
COLUMN = (456, 268)  # the set-up screen's right column: its centre and the widest line in it


def draw_message(canvas: pygame.Surface, words: str, midtop: tuple[int, int], width: int) -> None:
    """A screen's message in gold, wrapped to ``width`` and centred under ``midtop``: a refusal
    names keys, actions and pads of any length, and must never run into the panel's edge."""
    x, y = midtop
    for line in draw.wrap(words, width, "m")[:2]:
        draw.text(canvas, line, (x, y), "m", draw.PALETTE["gold"], "midtop")
        y += draw.line_h("m")


def element_words(element: str) -> str:
    """An SDL mapping element as a player reads it: "b4" -> "button 5" (pads print 1-based)."""
    if re.fullmatch(r"b[0-9]+", element):
        return tr("button {n}").format(n=int(element[1:]) + 1)
    if element.startswith("h"):
        return tr("the hat")
    if element.startswith("a"):
        return tr("stick axis {n}").format(n=element[1:].rstrip("~"))
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
            self.message = tr("This one cannot be skipped") if step is not None else ""
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
            self.message = tr("Press a button for this one")
            return
        element = c.sdl()
        if element in self.elements.values():
            if step.needed:
                self.message = tr("Already taken - press another")
                return
            self.message = tr("Skipped {action}").format(action=step.label)
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
            self.message = tr("Skipped {action}").format(action=step.label)
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
    title = N_("Set up")

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.field = draw.Starfield(seed=11)
        self.message = ""
        self.done_lines: list[str] = []
        self.leaving = False  # set up, remapped or cancelled: the screen goes at the end of the frame

    def question(self) -> str:
        return ""

    def footer(self) -> bindings.Hint:
        return bindings.Hint("", ())

    def current(self) -> bindings.Hint | None:
        """What the action is on now, drawn under the question (None: nothing to show)."""
        return None

    def leave(self, toast: str, sound: str | None = None) -> None:
        """Go at the end of this frame, saying why (what was written, if anything, is the caller's)."""
        self.leaving = True
        if sound is not None:
            self.app.sound.play(sound)
        self.app.toast(toast)
        self.app.stack.pop()

    def hold_family(self) -> str | None:
        """The glyph family of the pad the hold-to-cancel line is for (None: no pad is captured)."""
        return None

    def read(self) -> tuple[list[Captured], bool, bool]:
        """This frame's answers, whether a held button cancels the screen, and whether a
        hold was given up (the screen shows ``GIVEN_UP``).

        A button is answered on its release, if let go within ``TAP_S``; keys,
        hats and axes on their press, as before (only buttons hold to cancel).
        Why on release: the answer's effects cannot be taken back cleanly (the
        last set-up step writes the mapping file and reopens the pad as a
        controller; a remap saves the settings and leaves), so a hold must be
        known not to be an answer before anything happens. A tap costs only
        its own fraction of a second. A button let go between ``TAP_S`` and
        ``HOLD_CANCEL_S`` was a cancel begun and given up: neither answer nor
        cancel, and the screen says so. A release whose press the input layer
        did not capture (the button that opened the screen) never comes.
        """
        answers: list[Captured] = []
        cancel = self.hold_progress() >= 1.0
        given_up = False
        for c in self.app.input.take_captured():
            if c.kind != "button":
                answers.append(c)
            elif not c.up:
                continue  # known only at the release: a tap or a hold
            elif c.held >= HOLD_CANCEL_S:
                cancel = True  # let go in the very frame the hold came to its end
            elif c.held < TAP_S:
                answers.append(c)
            else:
                given_up = True
        return ([] if cancel else answers), cancel, given_up and not cancel

    def held_longest(self) -> tuple[Captured, float] | None:
        """The press of the captured button held longest, and for how long (None: none is down)."""
        held = self.app.input.capture_held(self.app.time)
        return max(held.items(), key=lambda item: item[1]) if held else None

    def hold_progress(self) -> float:
        """How full the cancel bar is (0..1): it starts once a press is too long for a tap."""
        longest = self.held_longest()
        if longest is None:
            return 0.0
        return max(0.0, min(1.0, (longest[1] - TAP_S) / (HOLD_CANCEL_S - TAP_S)))

    def _held_glyph(self, press: Captured) -> bindings.Glyph | None:
        """The held button's own prompt, for a pad SDL knows (a plain joystick's has none)."""
        pad = self.app.input.pad(press.device)
        position = BUTTON_POSITIONS.get(press.code)
        if pad is None or not pad.is_controller or position is None:
            return None
        return bindings.pad_glyph(position, pad.family)

    def draw_hold_hint(self, canvas: pygame.Surface, midtop: tuple[int, int], family: str) -> pygame.Rect:
        """The hold-to-cancel line: the pad's icon in its family's colours (while a button is
        held, that button's own glyph where it has one), the words, and the bar under them that
        fills as the button is held. Returns the space it took."""
        longest = self.held_longest()
        mark = self._held_glyph(longest[0]) if longest is not None else None
        if longest is not None:
            family = self.app.input.family(longest[0].device)
        progress = self.hold_progress()
        hold = tr(HOLD_HINT).format(seconds=f"{HOLD_CANCEL_S:g}")
        w, h = draw.text_size(hold, "s")
        slot = max(22, draw.glyph_width(mark)) if mark is not None else 22  # a Large text cap is wide
        x = midtop[0] - (w + slot + 4) // 2
        if mark is not None:
            top = midtop[1] + (h - draw.glyph_h()) // 2
            icon = pygame.Rect(x, top, draw.glyph(canvas, mark, (x, top)), draw.glyph_h())
        else:
            icon = draw.device_icon(canvas, family, (x + 11, midtop[1] + h // 2), draw.PALETTE["dim"])
        words = draw.text(
            canvas,
            hold,
            (x + slot + 4, midtop[1]),
            "s",
            draw.PALETTE["gold"] if progress > 0 else draw.PALETTE["dim"],
            "topleft",
        )
        bar = pygame.Rect(words.x, max(words.bottom, icon.bottom) + 3, w, 4)
        pygame.draw.rect(canvas, draw.PALETTE["faint"], bar, 1)
        if progress > 0:
            canvas.fill(draw.PALETTE["gold"], (bar.x, bar.y, round(bar.w * progress), bar.h))
        return icon.union(words).union(bar)

    def draw(self, canvas: pygame.Surface) -> None:
        self.field.draw(canvas, self.app.time)
        draw.panel(canvas, pygame.Rect(60, 30, 520, 300))
        draw.text(canvas, tr(self.title), (320, 40), "m", draw.PALETTE["gold"], "midtop")
        for k, line in enumerate(draw.wrap(self.question(), WIDE, "m")[:2]):  # a long pad name wraps
            draw.text(canvas, line, (320, 100 + k * draw.line_h("m")), "m", draw.PALETTE["ink"], "midtop")
        now = self.current()
        if now is not None:
            draw.hint_line(canvas, now, (320, 140), "m", draw.PALETTE["dim"], "midtop")
        y = 170
        for line in self.done_lines[-8:]:
            draw.text(canvas, line, (320, y), "s", draw.PALETTE["dim"], "midtop")
            y += 12
        family = self.hold_family()
        if family is not None:
            self.draw_hold_hint(canvas, (320, 206), family)
        if self.message:
            draw_message(canvas, self.message, (320, 262), WIDE)
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
        self.title = tr("Set up {pad}").format(pad=self.pad_name)
        self.saved = False

    def on_enter(self) -> None:
        self.app.input.capture(self.setup_device)
        # the toast that asked for Select has been answered: it would only cover the title
        self.app.toasts = [t for t in self.app.toasts if t.text != unrecognised()]

    def on_exit(self) -> None:
        self.app.input.capture(None)

    def question(self) -> str:
        step = self.model.step
        return step.ask() if step is not None else tr("Saving...")

    def footer(self) -> bindings.Hint:
        return self.app.input.hint(tr("keyboard:  {alt} skip   {back} cancel"), "kb")

    def update(self, dt: float) -> None:
        if self.saved or self.leaving:
            return  # leaving at the end of this frame
        if self.app.input.pad(self.setup_device) is None:
            self.leave(tr("{pad} was unplugged - not set up").format(pad=self.pad_name))
            return
        answers, cancel, given_up = self.read()
        if cancel:
            self.cancel()
            return
        for c in answers:
            before = self.model.index
            self.model.press(c)
            self._note(before)
        if given_up:
            self.model.message = tr(GIVEN_UP)
        self.message = self.model.message
        if self.model.done and not self.saved:
            self.save()

    def _note(self, before: int) -> None:
        for step in PAD_STEPS[before : self.model.index]:
            got = self.model.elements.get(step.sdl) or self.model.elements.get(STICK_AXIS.get(step.sdl, ""), "")
            self.done_lines.append(tr("{action}: {button}").format(action=step.label, button=got or tr("skipped")))
        if before != self.model.index:
            self.app.sound.play("move")

    def draw(self, canvas: pygame.Surface) -> None:
        self.field.draw(canvas, self.app.time)
        draw.panel(canvas, pygame.Rect(40, 30, 560, 304))
        draw.text(canvas, tr(self.title), (320, 38), "m", draw.PALETTE["gold"], "midtop")
        draw.text(canvas, tr("Press each button when it is asked for"), (320, 60), "s", draw.PALETTE["dim"], "midtop")
        y = 80
        for i, row in enumerate(PAD_STEPS):
            current = i == self.model.index
            if current:
                # the rows' whole pitch: an accented capital ("Atrás") stands 3 px above the others
                draw.panel(canvas, pygame.Rect(56, y - 2, 250, 19), fill=draw.PALETTE["bg2"], edge=draw.PALETTE["gold"])
            label = row.label
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
                    canvas,
                    element_words(got) if got else tr("skipped"),
                    (298, y + 7),
                    "s",
                    draw.PALETTE["dim"],
                    "midright",
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
            question = step.short()
            asked = draw.text(canvas, question, (456, 180), "m", draw.PALETTE["ink"], "midtop")
            counted = draw.text(
                canvas,
                tr("step {n} of {total}").format(n=self.model.index + 1, total=len(PAD_STEPS)),
                (456, asked.bottom + 4),
                "s",
                draw.PALETTE["dim"],
                "midtop",
            )
            if not step.needed:
                draw.text(
                    canvas,
                    tr("not on this pad? press a button already set"),
                    (456, counted.bottom + 10),
                    "s",
                    draw.PALETTE["faint"],
                    "midtop",
                )
        if self.message:  # in the right column: the list of steps runs to x 306
            draw_message(canvas, self.message, (COLUMN[0], 246), COLUMN[1])
        self.draw_hold_hint(canvas, (456, 282), "generic")  # a pad not set up has no layout of its own
        draw.hint_line(canvas, self.footer(), (320, 326))

    def line(self) -> str:
        return mapping_line(self.guid, self.pad_name, self.model.elements, sdl_native.platform())

    def save(self) -> None:
        self.saved = True
        self.app.input.capture(None)
        if self.app.input.map_joystick(self.setup_device, self.line()):
            self.app.sound.play("confirm")
            if self.app.input.mapping_saved:
                self.app.toast(tr("{pad} is set up (saved for next time)").format(pad=self.pad_name))
            else:
                self.app.toast(
                    tr("{pad} is set up (for now: the mapping file cannot be written)").format(pad=self.pad_name)
                )
        else:
            self.app.sound.play("error")
            self.app.toast(tr("SDL refused that mapping - the pad keeps its defaults"))
        self.app.stack.pop()

    def cancel(self) -> None:
        """Leave with nothing written: the pad keeps its plain-joystick defaults."""
        self.leave(tr("{pad} not set up (cancelled) - it keeps its defaults").format(pad=self.pad_name), "back")

    def handle(self, action: Action) -> bool:
        k = action.kind
        if self.saved or self.leaving or seat_device(action.device) != KEYBOARD:
            return True  # only the pad being set up (captured) and the keyboard its footer names
        if k in (Kind.BACK, Kind.RCLICK):
            self.cancel()
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
        self.title = tr("Remap {action}").format(action=tr(self.label))
        self.result: str = ""

    def on_enter(self) -> None:
        self.app.input.capture("kb" if self.scope == "keyboard" else "pads")

    def on_exit(self) -> None:
        self.app.input.capture(None)

    def question(self) -> str:
        if self.scope == "keyboard":
            return tr("Press the new key for {action}").format(action=tr(self.label))
        return tr("Press the new button for {action} on {pad}").format(
            action=tr(self.label), pad=scope_title(self.app, self.scope)
        )

    def footer(self) -> bindings.Hint:
        if self.scope == "keyboard":
            words = tr("Esc cancels   (right click or a pad's Back too)")
            return bindings.Hint(words, (words,))
        start = bindings.pad_glyph("start", self.hold_family() or "generic")  # Start always pauses
        before, _, after = tr("{start} cancels   (right click too)").partition("{start}")
        return bindings.Hint(before + start.label + after, (before, start, after))

    def hold_family(self) -> str | None:
        if self.scope == "keyboard":
            return None  # pads are not captured: a pad's Back cancels
        family = self._family()
        if family:
            return family
        pad = next((p for p in self.app.input.pads.values() if f"guid:{p.guid}" == self.scope), None)
        return pad.family if pad is not None else "generic"

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
        now = tr("now: ")
        parts: list[str | bindings.Glyph] = [now]
        for g in found:
            parts += [g, " "]
        return bindings.Hint(now + " ".join(g.label for g in found), tuple(parts))

    def _pad_in_scope(self, device: str) -> bool:
        pad = self.app.input.pad(device)
        if pad is None:
            return False
        if self.scope.startswith("guid:"):
            return pad.guid == self.scope[5:]
        return bindings.pad_family(pad.family) == self.scope

    def update(self, dt: float) -> None:
        if self.leaving:
            return
        answers, cancel, given_up = self.read()
        if cancel:
            self._cancel()  # any captured pad, in the scope or not: whoever holds one can leave
            return
        if given_up:
            self.message = tr(GIVEN_UP)
        for c in answers:
            if self.scope == "keyboard":
                self._key(c)
            elif self._pad_in_scope(c.device):
                self._button(c)
            else:
                self.message = tr("Press it on {pad}").format(pad=scope_title(self.app, self.scope))
            if self.leaving:
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
            self.message = tr("That button cannot be used")
            return
        before = self.app.input.table
        traded = before.pad_trade(self.scope, self.action, position)
        self._take(lambda t: t.remap_pad(self.scope, self.action, position))
        if traded and self.result:
            moved = self._shown(self.app.input.table, self._family(), traded)
            self.result += tr("; {action} moved to {button}").format(
                action=tr(bindings.BY_ACTION[traded].label), button=moved
            )
            self.app.toasts[-1].text = self.result

    def _take(self, change: Callable[[bindings.BindingTable], bindings.BindingTable]) -> None:
        try:
            table = change(self.app.input.table)
        except bindings.Refused as exc:
            self.message = str(exc)
            self.app.sound.play("error")
            return
        self.app.save_controls(table)
        shown = self._shown(table, self._family(), self.action)
        self.result = tr("{action} is now {button}").format(action=tr(self.label), button=shown)
        self.leave(self.result, "confirm")

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
        self.leave(tr("{action} unchanged (cancelled)").format(action=tr(self.label)), "back")

    def handle(self, action: Action) -> bool:
        # BACK comes only from devices not captured: the keyboard on a pad remap, any pad on a
        # keyboard remap (so a player with only a pad can leave that one too)
        if action.kind in (Kind.RCLICK, Kind.BACK) and not self.leaving:
            self._cancel()
        return True


def scope_title(app: "App", scope: str) -> str:
    """The words for a remap's scope: "an Xbox pad", "a PlayStation pad", "this pad (8BitDo M30)"."""
    if scope.startswith("guid:"):
        pad = next((p for p in app.input.pads.values() if p.guid == scope[5:]), None)
        return tr("this pad ({name})").format(name=pad.name) if pad is not None else tr("this pad")
    words = {"xbox": N_("an Xbox pad"), "playstation": N_("a PlayStation pad"), "nintendo": N_("a Nintendo pad")}
    other = N_("a controller")  # marked on its own line: Babel finds no N_ inside another marked call
    return tr(words.get(scope, other))
