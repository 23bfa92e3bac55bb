"""The controls page: every binding, with prompts for the keyboard and the connected pad."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.framework import draw
from scenes.framework.input import Action, Kind
from scenes.framework.scene import Scene

if TYPE_CHECKING:
    from scenes.framework.app import App

# action, keyboard keys, mouse, pad button (position: south/east/west/north or a name)
ROWS = [
    ("Move cursor", ["Arrows", "WASD"], "hover", ["dpad", "stick"]),
    ("Confirm / place", ["Enter", "Space"], "left click", ["south"]),
    ("Back", ["Esc", "Bksp"], "right click", ["east"]),
    ("Alternate action", ["Tab", "X"], "", ["west"]),
    ("Hint / extra", ["H"], "", ["north"]),
    ("Pause", ["P", "Esc"], "", ["start"]),
    ("Undo / redo", ["Ctrl+Z", "Ctrl+Y"], "", ["LB", "RB"]),
    ("Fullscreen", ["F11", "Alt+Enter"], "", []),
    ("Screenshot", ["F12"], "", []),
]

FACE_SPRITES = {  # family -> position -> generated sprite
    "xbox": {"south": "btn_xbox_a", "east": "btn_xbox_b", "west": "btn_xbox_x", "north": "btn_xbox_y"},
    "playstation": {"south": "btn_ps_cross", "east": "btn_ps_circle", "west": "btn_ps_square",
                    "north": "btn_ps_triangle"},
    "nintendo": {"south": "btn_nintendo_b", "east": "btn_nintendo_a", "west": "btn_nintendo_y",
                 "north": "btn_nintendo_x"},
}
OTHER_SPRITES = {"dpad": "btn_dpad", "LB": "btn_lb", "RB": "btn_rb", "start": "btn_start",
                 "select": "btn_select"}
FACE = {  # drawn fallback when a sprite is missing: family -> position -> (label, colour)
    "xbox": {"south": ("A", (96, 200, 90)), "east": ("B", (230, 80, 80)),
             "west": ("X", (80, 140, 240)), "north": ("Y", (240, 200, 60))},
    "playstation": {"south": ("cross", (130, 170, 255)), "east": ("circle", (255, 110, 110)),
                    "west": ("square", (240, 130, 220)), "north": ("triangle", (90, 220, 180))},
    "nintendo": {"south": ("B", (210, 210, 220)), "east": ("A", (210, 210, 220)),
                 "west": ("Y", (210, 210, 220)), "north": ("X", (210, 210, 220))},
}
START_LABEL = {"xbox": "Menu", "playstation": "Options", "nintendo": "+"}
FAMILY_TITLE = {"xbox": "Xbox-style", "playstation": "PlayStation", "nintendo": "Nintendo"}


def keycap(surface: pygame.Surface, label: str, x: int, y: int) -> int:
    """Draw a key cap with ``label``; returns its width."""
    w = max(20, draw.text_size(label, "m")[0] + 8)
    rect = pygame.Rect(x, y, w, 20)
    pygame.draw.rect(surface, (46, 50, 90), rect)
    pygame.draw.rect(surface, (150, 156, 210), rect, 1)
    pygame.draw.line(surface, (20, 22, 44), rect.bottomleft, (rect.right - 1, rect.bottom))
    draw.text(surface, label, (rect.centerx, rect.centery - 1), "m", draw.PALETTE["ink"], "center", False)
    return w


def pad_button(surface: pygame.Surface, family: str, which: str, x: int, y: int) -> int:
    """Draw a controller prompt; returns its width."""
    name = FACE_SPRITES[family].get(which) or OTHER_SPRITES.get(which)
    img = draw.sprite(name) if name else None
    if img is not None:
        big = pygame.transform.scale_by(img, 2)
        surface.blit(big, (x + 1, y - 2))
        return big.get_width() + 2
    if which in FACE[family]:
        label, colour = FACE[family][which]
        c = (x + 7, y + 6)
        pygame.draw.circle(surface, (30, 30, 44), c, 7)
        pygame.draw.circle(surface, colour, c, 7, 1)
        if label == "cross":
            pygame.draw.line(surface, colour, (c[0] - 3, c[1] - 3), (c[0] + 3, c[1] + 3))
            pygame.draw.line(surface, colour, (c[0] - 3, c[1] + 3), (c[0] + 3, c[1] - 3))
        elif label == "circle":
            pygame.draw.circle(surface, colour, c, 3, 1)
        elif label == "square":
            pygame.draw.rect(surface, colour, (c[0] - 3, c[1] - 3, 7, 7), 1)
        elif label == "triangle":
            pygame.draw.polygon(surface, colour, [(c[0], c[1] - 4), (c[0] - 4, c[1] + 3), (c[0] + 4, c[1] + 3)], 1)
        else:
            draw.text(surface, label, c, "s", colour, "center", False)
        return 16
    if which in ("dpad", "stick"):
        c = (x + 11, y + 9)
        if which == "dpad":
            pygame.draw.rect(surface, (200, 200, 220), (c[0] - 2, c[1] - 6, 5, 13))
            pygame.draw.rect(surface, (200, 200, 220), (c[0] - 6, c[1] - 2, 13, 5))
        else:
            pygame.draw.circle(surface, (200, 200, 220), c, 10, 1)
            pygame.draw.circle(surface, (200, 200, 220), c, 5)
        return 24
    label = START_LABEL[family] if which == "start" else which
    return keycap(surface, label, x, y)


class ControlsScene(Scene):
    name = "controls"

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.field = draw.Starfield(seed=5)
        self.family_index = 0
        self.families = ["xbox", "playstation", "nintendo"]

    def on_enter(self) -> None:
        connected = self.app.input.controller_family()
        if connected in self.families:
            self.family_index = self.families.index(connected)

    @property
    def family(self) -> str:
        return self.families[self.family_index]

    def handle(self, action: Action) -> bool:
        if action.kind in (Kind.BACK, Kind.RCLICK, Kind.CONFIRM, Kind.PAUSE):
            self.app.sound.play("back")
            self.app.stack.pop()
        elif action.kind in (Kind.LEFT, Kind.RIGHT):
            step = 1 if action.kind == Kind.RIGHT else -1
            self.family_index = (self.family_index + step) % len(self.families)
            self.app.sound.play("move")
        return True

    def draw(self, canvas: pygame.Surface) -> None:
        self.field.draw(canvas, self.app.time)
        panel = pygame.Rect(20, 12, 600, 336)
        draw.panel(canvas, panel)
        draw.text(canvas, "Controls", (320, 18), "l", draw.PALETTE["gold"], "midtop")
        connected = self.app.input.controller_family()
        heads = [("Action", 36), ("Keyboard", 190), ("Mouse", 340)]
        for label, x in heads:
            draw.text(canvas, label, (x, 60), "m", draw.PALETTE["dim"])
        draw.text(canvas, f"< {FAMILY_TITLE[self.family]} >", (470, 60), "m", draw.PALETTE["accent"])
        y = 82
        for name, keys, mouse, pad in ROWS:
            draw.text(canvas, name, (36, y), "m", draw.PALETTE["ink"])
            x = 190
            for k in keys:
                x += keycap(canvas, k, x, y + 1) + 4
            if mouse:
                draw.text(canvas, mouse, (340, y), "m", draw.PALETTE["ink"])
            x = 470
            for b in pad:
                x += pad_button(canvas, self.family, b, x, y + 1) + 4
            y += 25
        status = (f"Connected: {FAMILY_TITLE[connected]} controller" if connected
                  else "No controller connected - plug one in at any time")
        draw.text(canvas, "left / right: other controller families", (320, 310), "s",
                  draw.PALETTE["faint"], "midtop")
        draw.text(canvas, status, (320, 322), "m", draw.PALETTE["gold" if connected else "dim"], "midtop")
