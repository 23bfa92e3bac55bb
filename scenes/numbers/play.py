"""The numbers game's play scene: the board, turns of people and computers,
the collapse into the black hole and the result.

People pick a circle with the cursor (arrows, stick, mouse), see the preview
of their next number and place it with Enter / A / the Place button, or at
once with a double-click. Computer seats think in the worker process while
the board keeps animating; their move appears after a short, readable pause.
Closing the window keeps a game in progress (`suspend`, scenes/numbers/saved.py).
"""
from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Optional

import pygame

from game import IllegalMove
from game.numbers import Cell, NumbersState, new_game
from scenes.framework import draw
from scenes.framework.cursor import Cursor, Target
from scenes.framework.input import Action, Kind
from scenes.framework.scene import GameScene
from scenes.numbers import board_view
from scenes.numbers.config import PERSON, MatchConfig
from scenes.numbers.rules import RULES_PAGES
from scenes.numbers.saved import game_to_json, moves_of
from scenes.framework.worker import JobSlot
from scenes.turns import ComputerTurns, announce_result

if TYPE_CHECKING:
    from scenes.framework.app import App

BOARD_AREA = pygame.Rect(12, 30, 420, 322)
PANEL = pygame.Rect(444, 28, 188, 324)
PLACE_BUTTON = pygame.Rect(PANEL.x + 14, 246, PANEL.w - 28, 22)


def result_buttons() -> tuple[pygame.Rect, pygame.Rect]:
    """The Rematch and New setup buttons shown in the panel at the end."""
    rematch = PLACE_BUTTON.copy()
    setup = PLACE_BUTTON.move(0, PLACE_BUTTON.h + 6)
    return rematch, setup


THINK_MIN_S = 0.7        # a computer move never appears sooner than this
GLIDE_S = 0.4            # the cursor rests on the computer's circle this long
POP_S = 0.25             # a new number pops in
GROW_S = 0.9             # the hole opens
PULL_GAP_S = 0.6         # one touching circle pulled in every ...
PULL_S = 0.45            # ... taking this long
DEMO_LINGER_S = 5.0


class NumbersPlay(GameScene):
    name = "numbers"
    game_key = "numbers"
    rules_title = "Black Hole"
    rules_pages = RULES_PAGES

    def __init__(self, app: "App", config: MatchConfig, demo: bool = False,
                 seed: Optional[int] = None) -> None:
        super().__init__(app)
        self.config = config
        self.demo = demo
        self.demo_over = False
        self.rng = random.Random(seed if seed is not None else app.rng.randrange(1 << 30))
        self.state: NumbersState = new_game(config.board, config.scoring)
        self.history: list[NumbersState] = [self.state]
        self.layout = board_view.fit(self.state.board, BOARD_AREA)
        self.cursor = Cursor()
        self.cursor.set_targets([Target(c, self.layout.rect(c)) for c in self.state.board.cells])
        self.cursor.focus_on(self._middle_cell())
        self.clock = 0.0
        self.placed_at: dict[Cell, float] = {}
        self.turns = ComputerTurns(app, JobSlot(app.worker), self.rng, THINK_MIN_S, GLIDE_S)
        self.message = ""
        self.collapse_start: Optional[float] = None
        self.pulls: list[Cell] = []
        self.sounded_pulls = 0
        self.over_at: Optional[float] = None
        self.starfield = draw.Starfield(seed=11)
        self.recorded = False

    # -- helpers ------------------------------------------------------------------
    def _middle_cell(self) -> Cell:
        rows = self.state.board.row_lengths
        r = len(rows) // 2
        return (r, rows[r] // 2)

    @property
    def phase(self) -> str:
        if not self.state.is_terminal():
            return "play"
        return "over" if self.over_at is not None else "collapse"

    def person_to_move(self) -> bool:
        return (not self.demo and self.phase == "play"
                and self.config.level_of(self.state.current_player) == PERSON)

    def colour(self, seat: int) -> tuple:
        return self.config.colour(seat)

    # -- moves ----------------------------------------------------------------------
    def place(self, cell: Optional[Cell]) -> bool:
        """Write the current number into `cell`; a refusal is shown, not raised."""
        if cell is None:
            return False
        try:
            new = self.state.apply(cell)
        except IllegalMove as exc:
            self.message = str(exc)
            self.app.sound.play("error")
            return False
        self.state = new
        self.history.append(new)
        self.placed_at[cell] = self.clock
        self.message = ""
        self.app.sound.play("confirm")
        if new.is_terminal():
            self._start_collapse()
        return True

    def undo(self) -> None:
        """Back to the last position where a person was to move."""
        if self.demo or self.config.people == 0 or self.phase == "over":
            return
        self._cancel_job()
        target = len(self.history) - 1
        while target > 0:
            target -= 1
            if self.config.level_of(self.history[target].current_player) == PERSON:
                break
        else:
            if self.config.level_of(self.history[0].current_player) != PERSON:
                return
        if target == len(self.history) - 1:
            return
        self.history = self.history[:target + 1]
        self.state = self.history[-1]
        self.collapse_start = None
        self.pulls = []
        self.sounded_pulls = 0
        self.app.sound.play("back")

    @property
    def ai_choice(self) -> Optional[Cell]:
        """The computer's circle, shown under the cursor before it is written."""
        return self.turns.choice

    def _cancel_job(self) -> None:
        self.turns.cancel()

    # -- keeping the game when the window closes -----------------------------------------
    def suspend(self) -> dict | None:
        """The game in progress for the next start, or None when nothing is worth keeping:
        the demo, a finished game, or a game with no move yet (the setup screen remembers
        the table)."""
        if self.demo or self.state.is_terminal() or len(self.history) < 2:
            return None
        return game_to_json(self.config, moves_of(self.history))

    def restore(self, states: list[NumbersState]) -> None:
        """Put a kept game back: `states` are the positions from the empty board
        (scenes/numbers/saved.replay). Nothing animates; a computer to move starts thinking."""
        if len(states) < 2 or states[0] != self.state:
            raise ValueError("the saved positions do not follow from this table's empty board")
        self._cancel_job()
        moves = moves_of(states)
        for k, cell in enumerate(moves):
            self.placed_at[cell] = -100.0 + k * 0.01   # long settled, still in order
        self.history = list(states)
        self.state = states[-1]
        self.cursor.focus_on(moves[-1])
        self.app.toast("Welcome back: as you left it")

    # -- the computer -------------------------------------------------------------
    def _drive_computer(self) -> None:
        if self.phase != "play":
            return
        self.turns.drive(self.state, self.config.level_of(self.state.current_player), self.demo,
                         self.clock, self.cursor, self.place)

    # -- the end --------------------------------------------------------------------
    def _start_collapse(self) -> None:
        hole = self.state.hole()
        hx, hy = self.layout.centres[hole]

        def angle(c: Cell) -> float:
            x, y = self.layout.centres[c]
            return (math.atan2(x - hx, -(y - hy)) + 2 * math.pi) % (2 * math.pi)
        self.pulls = sorted(self.state.touching(hole), key=angle)
        self.collapse_start = self.clock + POP_S
        self.sounded_pulls = 0

    def pull_start(self, k: int) -> float:
        return self.collapse_start + GROW_S + 0.2 + k * PULL_GAP_S

    def pull_progress(self, k: int) -> float:
        return min(1.0, max(0.0, (self.clock - self.pull_start(k)) / PULL_S))

    def tallies(self) -> list[int]:
        """Each seat's sum so far, counting only circles already pulled in."""
        sums = [0] * self.state.players
        if self.collapse_start is None:
            return sums
        for k, cell in enumerate(self.pulls):
            if self.pull_progress(k) >= 1.0:
                seat, number = self.state.mark_at(cell)
                sums[seat] += number
        return sums

    def skip_collapse(self) -> None:
        if self.phase == "collapse" and self.collapse_start is not None:
            self.collapse_start = self.clock - GROW_S - 0.2 - len(self.pulls) * PULL_GAP_S - 1

    def _update_collapse(self) -> None:
        if self.collapse_start is None or self.clock < self.collapse_start:
            return
        if self.sounded_pulls == 0 and self.clock >= self.collapse_start:
            self.app.sound.play("collapse")
            self.sounded_pulls = 1
        while (self.sounded_pulls - 1 < len(self.pulls)
               and self.pull_progress(self.sounded_pulls - 1) >= 1.0):
            self.app.sound.play("card")
            self.sounded_pulls += 1
        end = self.pull_start(len(self.pulls) - 1) + PULL_S + 0.5 if self.pulls else \
            self.collapse_start + GROW_S
        if self.clock >= end:
            self.over_at = self.clock
            self._announce()

    def _announce(self) -> None:
        self.recorded = announce_result(self.app, self.config, self.state.winners(),
                                        self.state.players, self.demo, self.recorded,
                                        "numbers.record", self.config.board)

    def result_text(self) -> str:
        return self.config.result_text(self.state.winners())

    def rematch(self) -> None:
        self.app.stack.replace(NumbersPlay(self.app, self.config.rematch()), transition="fade")

    def new_setup(self) -> None:
        from scenes.numbers.setup import NumbersSetup
        self.app.stack.replace(NumbersSetup(self.app, self.config), transition="fade")

    # -- scene ----------------------------------------------------------------------
    def on_close(self) -> None:
        self._cancel_job()

    def handle(self, action: Action) -> bool:
        if self.demo:
            return False
        k = action.kind
        phase = self.phase
        if phase == "over":
            if k == Kind.CONFIRM:
                self.rematch()
                return True
            if k == Kind.ALT:
                self.new_setup()
                return True
            if k == Kind.CLICK and action.pos is not None:
                rematch, setup = result_buttons()
                if rematch.collidepoint(action.pos):
                    self.rematch()
                elif setup.collidepoint(action.pos):
                    self.new_setup()
                return True
            return super().handle(action)
        if phase == "collapse":
            if k in (Kind.CONFIRM, Kind.CLICK):
                self.skip_collapse()
                return True
            return super().handle(action)
        if k == Kind.UNDO:
            self.undo()
            return True
        if not self.person_to_move():
            return super().handle(action)
        if k in (Kind.UP, Kind.DOWN, Kind.LEFT, Kind.RIGHT):
            if self.cursor.handle(action):
                self.app.sound.play("move")
                self.message = ""
            return True
        if k == Kind.POINT:
            self.cursor.handle(action)
            return True
        if k == Kind.CLICK:
            if action.pos is not None and PLACE_BUTTON.collidepoint(action.pos):
                self.place(self.cursor.focus)
                return True
            self.cursor.handle(action)
            cell = self.cursor.target_at(action.pos)
            if cell is not None:
                if action.double:
                    self.place(cell)
                else:
                    self.message = ""
            return True
        if k == Kind.CONFIRM:
            self.place(self.cursor.focus)
            return True
        return super().handle(action)

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.phase == "play":
            self._drive_computer()
        elif self.phase == "collapse":
            self._update_collapse()
        elif self.demo and self.over_at is not None and self.clock - self.over_at > DEMO_LINGER_S:
            self.demo_over = True

    # -- drawing ----------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        self.starfield.draw(canvas, self.clock)
        self._draw_header(canvas)
        self._draw_board(canvas)
        self._draw_panel(canvas)

    def _draw_header(self, canvas: pygame.Surface) -> None:
        board = "Quick" if self.config.size == "quick" else "Normal"
        rule = "most" if self.config.scoring == "most" else "least"
        draw.text(canvas, "BLACK HOLE", (14, 6), "m", draw.PALETTE["gold"])
        draw.text(canvas, f"{board} board  -  {rule} points around the hole wins", (112, 10),
                  "s", draw.PALETTE["dim"])
        if self.demo:
            draw.text(canvas, "DEMO", (432, 8), "m", draw.PALETTE["violet"], "topright")

    def _draw_board(self, canvas: pygame.Surface) -> None:
        lay = self.layout
        r = lay.radius
        state = self.state
        t = self.clock
        focus = self.cursor.focus
        hole = state.hole()
        collapsing = self.collapse_start is not None and t >= self.collapse_start
        # faint honeycomb links between touching circles
        for cell in state.board.cells:
            x, y = lay.centres[cell]
            for other in state.touching(cell):
                if other > cell:
                    ox, oy = lay.centres[other]
                    pygame.draw.line(canvas, (40, 42, 88), (x, y), (ox, oy), 1)
        pulled = {c: k for k, c in enumerate(self.pulls)}
        for cell in state.board.cells:
            centre = lay.centres[cell]
            mark = state.mark_at(cell)
            if mark is None:
                if not (collapsing and cell == hole):
                    board_view.draw_free(canvas, centre, r)
                continue
            if collapsing and cell in pulled:
                continue   # drawn after the hole, on top of it
            scale = self._pop_scale(cell)
            board_view.draw_mark(canvas, centre, r, self.colour(mark[0]), mark[1], scale)
        if collapsing:
            self._draw_collapse(canvas, hole, pulled)
        elif self.phase == "play":
            self._draw_focus(canvas, focus)

    def _pop_scale(self, cell: Cell) -> float:
        age = self.clock - self.placed_at.get(cell, -10.0)
        if age >= POP_S:
            return 1.0
        p = age / POP_S
        return 0.3 + 0.7 * p + 0.25 * math.sin(p * math.pi)

    def _draw_focus(self, canvas: pygame.Surface, focus: Optional[Cell]) -> None:
        if focus is None:
            return
        state = self.state
        seat = state.current_player
        colour = self.colour(seat)
        lay = self.layout
        computer_turn = not self.person_to_move()
        if computer_turn and self.ai_choice is None:
            return   # thinking: no cursor on the board
        if state.mark_at(focus) is None:
            for other in state.touching(focus):
                board_view.draw_touch_hint(canvas, lay.centres[other], lay.radius,
                                           board_view.shade(colour, 0.8))
            board_view.draw_ghost(canvas, lay.centres[focus], lay.radius, colour,
                                  state.next_number, self.clock)
        draw.cursor(canvas, lay.rect(focus).inflate(4, 4), self.clock, colour)

    def _draw_collapse(self, canvas: pygame.Surface, hole: Cell, pulled: dict) -> None:
        lay = self.layout
        hx, hy = lay.centres[hole]
        grow = min(1.0, (self.clock - self.collapse_start) / GROW_S)
        radius = int(lay.radius * (0.4 + 0.9 * grow))
        draw.swirl(canvas, (hx, hy), radius, self.clock, speed=1.5)
        for cell, k in pulled.items():
            seat, number = self.state.mark_at(cell)
            p = self.pull_progress(k)
            x, y = lay.centres[cell]
            if p > 0.0:
                board_view.draw_free(canvas, (x, y), lay.radius)   # an emptied socket
                pygame.draw.circle(canvas, (10, 6, 26), (x, y + 1), lay.radius - 3)
            if p >= 1.0:
                continue
            ease = p * p
            cx = int(x + (hx - x) * ease)
            cy = int(y + (hy - y) * ease)
            if p == 0.0:
                # waiting to be counted: a glow ring says "this one counts"
                pygame.draw.circle(canvas, draw.PALETTE["violet"], (x, y + 1), lay.radius + 3, 1)
            board_view.draw_mark(canvas, (cx, cy), lay.radius, self.colour(seat), number,
                                 1.0 - 0.85 * ease)

    def _draw_panel(self, canvas: pygame.Surface) -> None:
        draw.panel(canvas, PANEL)
        state = self.state
        x = PANEL.x + 10
        y = PANEL.y + 8
        counting = self.collapse_start is not None
        sums = self.tallies() if counting else None
        draw.text(canvas, "SUM" if counting else "NEXT", (PANEL.right - 10, y), "s",
                  draw.PALETTE["dim"], "topright")
        y += 10
        for p in range(state.players):
            row = pygame.Rect(PANEL.x + 4, y, PANEL.w - 8, 24)
            active = self.phase == "play" and p == state.current_player
            if active:
                pygame.draw.rect(canvas, (40, 40, 90), row)
                pygame.draw.rect(canvas, self.colour(p), row, 1)
            pygame.draw.circle(canvas, board_view.shade(self.colour(p), 0.55), (x + 6, y + 12), 7)
            pygame.draw.circle(canvas, self.colour(p), (x + 6, y + 11), 6)
            draw.text(canvas, self.config.name(p), (x + 18, y + 3), "m", self.colour(p))
            draw.text(canvas, self.config.who(p), (x + 70, y + 8), "s", draw.PALETTE["dim"])
            if counting:
                value = str(sums[p])
            else:
                written = sum(1 for m in state.marks if m is not None and m[0] == p)
                nxt = written + 1
                value = str(nxt) if nxt <= state.board.numbers_each else "-"
            draw.text(canvas, value, (PANEL.right - 12, y + 3), "m", draw.PALETTE["ink"], "topright")
            y += 28
        y += 4
        pygame.draw.line(canvas, draw.PALETTE["faint"], (PANEL.x + 8, y), (PANEL.right - 9, y))
        y += 8
        if self.phase == "play":
            seat = state.current_player
            colour = self.colour(seat)
            centre = (PANEL.centerx, y + 30)
            board_view.draw_mark(canvas, centre, 22, colour, state.next_number)
            y += 58
            verb = "writes" if self.config.level_of(seat) != PERSON or self.demo else "to write"
            line = f"{self.config.name(seat)} {verb} {state.next_number}"
            draw.text(canvas, line, (PANEL.centerx, y), "m", colour, "midtop")
            y = PLACE_BUTTON.y
            if self.person_to_move():
                ok = state.mark_at(self.cursor.focus) is None if self.cursor.focus else False
                fill = (50, 46, 110) if ok else (26, 28, 56)
                pygame.draw.rect(canvas, fill, PLACE_BUTTON)
                pygame.draw.rect(canvas, colour if ok else draw.PALETTE["faint"], PLACE_BUTTON, 1)
                draw.text(canvas, "Place", PLACE_BUTTON.center, "m",
                          draw.PALETTE["ink"] if ok else draw.PALETTE["faint"], "center")
            else:
                dots = "." * (1 + int(self.clock * 3) % 3)
                draw.text(canvas, f"thinking{dots}", (PLACE_BUTTON.x + 30, PLACE_BUTTON.y + 3),
                          "m", draw.PALETTE["dim"])
        elif self.phase == "over":
            self._draw_result(canvas, y + 6)
        else:
            draw.text(canvas, "The last free circle", (PANEL.centerx, y + 4), "s",
                      draw.PALETTE["dim"], "midtop")
            draw.text(canvas, "became the BLACK HOLE", (PANEL.centerx, y + 16), "s",
                      draw.PALETTE["violet"], "midtop")
            rule = "Most" if self.config.scoring == "most" else "Fewest"
            draw.text(canvas, f"{rule} points around it wins", (PANEL.centerx, y + 28), "s",
                      draw.PALETTE["dim"], "midtop")
        y = PLACE_BUTTON.bottom + (40 if self.phase == "over" else 8)
        if self.message:
            for line in draw.wrap(self.message, PANEL.w - 20, "s")[:4]:
                draw.text(canvas, line, (PANEL.x + 10, y), "s", draw.PALETTE["bad"])
                y += 10
        hints = self._hints()
        hy = PANEL.bottom - 10 * len(hints) - 6
        for line in hints:
            draw.text(canvas, line, (PANEL.x + 10, hy), "s", draw.PALETTE["faint"])
            hy += 10

    def _hints(self) -> list[str]:
        if self.demo:
            return ["Press any button to play"]
        if self.phase == "over":
            return ["Enter/A: rematch", "Tab/X: new setup", "Esc/Start: menu"]
        if self.phase == "collapse":
            return ["Enter/A: skip", "Esc/Start: menu"]
        hints = ["Arrows/stick: choose", "Enter/A: place  dbl-click", "Esc/Start: pause"]
        if self.config.people:
            hints.insert(2, "Ctrl+Z/LB: undo")
        return hints

    def _draw_result(self, canvas: pygame.Surface, y: int) -> None:
        """The winner (or draw) in the panel, with the rematch buttons."""
        winners = self.state.winners()
        colour = self.colour(winners[0]) if len(winners) == 1 else draw.PALETTE["ink"]
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
        glow = board_view.shade(colour, 1.0 + 0.25 * pulse)
        draw.text(canvas, self.result_text(), (PANEL.centerx, y), "l", glow, "midtop")
        rule = "most" if self.config.scoring == "most" else "fewest"
        draw.text(canvas, f"{rule} points around the hole", (PANEL.centerx, y + 42), "s",
                  draw.PALETTE["dim"], "midtop")
        if self.demo:
            return
        for rect, label in zip(result_buttons(), ("Rematch", "New setup")):
            pygame.draw.rect(canvas, (50, 46, 110), rect)
            pygame.draw.rect(canvas, draw.PALETTE["panel_edge"], rect, 1)
            draw.text(canvas, label, rect.center, "m", draw.PALETTE["ink"], "center")


def demo_scene(app: "App", seed: int) -> NumbersPlay:
    """An all-computer game for the attract mode; the board varies with the seed."""
    rng = random.Random(seed)
    size = rng.choice(("normal", "quick"))
    seats = rng.choice((2, 3))
    levels = tuple(rng.choice((2, 3)) for _ in range(seats))
    config = MatchConfig(size, levels, rng.choice(("most", "most", "least")),
                         rng.randrange(seats))
    return NumbersPlay(app, config, demo=True, seed=seed)
