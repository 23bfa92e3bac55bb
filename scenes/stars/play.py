"""The stars game's play scene: SPACE, turns of people and computers, collapses, the end.

People move the cursor over SPACE (arrows, stick, mouse); the cursor shows the
zone the star would complete or fill, with its count ("4/5"). Enter / A / a
click places the star. When one star completes two zones both light up and
the player picks one. With the fault rule on, Claim (Tab / X / right-click /
the button) claims: a missed zone at the start of a turn, or the zone your own
star completes. Computers think in the worker process while SPACE animates.
Closing the window keeps a match in progress (`suspend`, scenes/stars/saved.py);
`restore` puts its moves back without animating them.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional

import pygame

from game import IllegalMove
from game.stars import EMPTY, NOVA, STAR, SWALLOWED, StarsAction, StarsState, new_game, zone_cells
from scenes.framework import draw
from scenes.framework.cursor import Cursor, Target
from scenes.framework.input import Action, Kind
from scenes.framework.scene import GameScene
from scenes.stars import panel, view
from scenes.stars.config import PERSON, StarsConfig
from scenes.stars.panel import CLAIM_BUTTON, PANEL, REMATCH_BUTTON, SETUP_BUTTON
from scenes.stars.rules import RULES_PAGES
from scenes.stars.saved import game_to_json, replay
from scenes.framework.worker import JobSlot
from scenes.turns import ComputerTurns, announce_result

if TYPE_CHECKING:
    from scenes.framework.app import App

Cell = tuple[int, int]

BOARD_AREA = pygame.Rect(10, 28, 340, 326)

THINK_MIN_S = 0.6      # a computer move never appears sooner than this
GLIDE_S = 0.35         # the cursor rests on the computer's cell this long
POP_S = 0.25           # a new star pops in
IMPLODE_S = 0.75       # a zone falls into its black hole
FLY_GAP_S = 0.08       # captured stars leave the hole one after another ...
FLY_S = 0.55           # ... and take this long to reach the tally
DEMO_LINGER_S = 5.0


def _decode(answer) -> StarsAction:
    """The worker's (cell, centre) answer with its lists made tuples again."""
    return (None if answer[0] is None else tuple(answer[0]),
            None if answer[1] is None else tuple(answer[1]))


def _focus_of(action: StarsAction) -> Cell:
    """Where the cursor rests for a move: its star, or the zone it claims."""
    return action[0] if action[0] is not None else action[1]


@dataclass
class Collapse:
    """One zone collapsing: the animation's facts, fixed when it starts."""

    centre: Cell
    cells: list[tuple[Cell, int]]      # (cell, STAR or NOVA) swallowed, in zone order
    seat: int
    start: float

    @property
    def flyers(self) -> int:
        return len(self.cells)

    def fly_start(self, k: int) -> float:
        return self.start + IMPLODE_S + k * FLY_GAP_S

    def end(self) -> float:
        return self.fly_start(self.flyers - 1) + FLY_S

    def arrived(self, now: float) -> int:
        """Stars already counted in the tally (the NOVA counts as 5)."""
        total = 0
        for k, (_, what) in enumerate(self.cells):
            if now >= self.fly_start(k) + FLY_S:
                total += 5 if what == NOVA else 1
        return total

    def value(self) -> int:
        return sum(5 if what == NOVA else 1 for _, what in self.cells)


class StarsPlay(GameScene):
    name = "stars"
    game_key = "stars"
    rules_title = "Black Holes"
    rules_pages = RULES_PAGES

    def __init__(self, app: "App", config: StarsConfig, demo: bool = False,
                 seed: Optional[int] = None) -> None:
        super().__init__(app)
        self.config = config
        self.demo = demo
        self.demo_over = False
        self.rng = random.Random(seed if seed is not None else app.rng.randrange(1 << 30))
        self.state: StarsState = new_game(config.seats, fault_rule=config.fault_rule,
                                          first=config.starter)
        self.history: list[StarsState] = [self.state]
        self.moves: list[StarsAction] = []   # history[k + 1] = history[k].apply(moves[k])
        self.layout = view.fit(self.state.size, BOARD_AREA)
        self.cursor = Cursor()
        self._cell_targets()
        mid = self.state.size // 2
        self.cursor.focus_on((mid - 1, mid))
        self.clock = 0.0
        self.placed_at: dict[Cell, float] = {}
        self.placed_by: dict[Cell, int] = {}
        self.collapses: list[Collapse] = []
        self.choosing: Optional[tuple[Optional[Cell], list[Cell]]] = None   # (cell or None, zones)
        self.turns = ComputerTurns(app, JobSlot(app.worker), self.rng, THINK_MIN_S, GLIDE_S, decode=_decode,
                                   focus_of=_focus_of)
        self.message = ""
        self.teaching = config.teaching     # H / Y toggles it during the match
        self.log: list[tuple[str, tuple]] = []
        self.over_at: Optional[float] = None
        self.recorded = False
        self.starfield = draw.Starfield(seed=5, count=200)

    # -- helpers ------------------------------------------------------------------
    def _cell_targets(self) -> None:
        self.cursor.set_targets([Target(c, self.layout.rect(c)) for c in self.layout.cells()])

    @property
    def animating(self) -> bool:
        return any(self.clock < c.end() for c in self.collapses)

    @property
    def phase(self) -> str:
        if not self.state.is_terminal():
            return "play"
        return "over" if self.over_at is not None else "ending"

    def person_to_move(self) -> bool:
        return (not self.demo and self.phase == "play"
                and self.config.level_of(self.state.current_player) == PERSON)

    def colour(self, seat: int) -> tuple:
        return self.config.colour(seat)

    def shown_tally(self, seat: int) -> int:
        """The seat's score as the tally shows it: stars still flying are not in yet."""
        score = self.state.scores()[seat]
        for c in self.collapses:
            if c.seat == seat:
                score -= c.value() - c.arrived(self.clock)
        return score

    # -- moves ----------------------------------------------------------------------
    def act(self, action) -> bool:
        """Apply an action from a person or the computer; refusals are shown, not raised."""
        before = self.state
        try:
            new = before.apply(action)
        except IllegalMove as exc:
            self.message = str(exc)
            self.app.sound.play("error")
            return False
        self.state = new
        self.history.append(new)
        self.moves.append(action)
        self.message = ""
        self.choosing = None
        self._cell_targets()
        cell, centre = action
        seat = before.current_player
        self._log_move(before, new, action)
        if cell is not None:
            self.placed_at[cell] = self.clock
            self.placed_by[cell] = seat
            self.cursor.focus_on(cell)
            self.app.sound.play("confirm")
        if centre is not None:
            members = zone_cells(before.size, centre)
            taken = [(m, NOVA if before.cell(m) == NOVA else STAR) for m in members]
            self.collapses.append(Collapse(centre, taken, seat, self.clock + (POP_S if cell else 0)))
            self.app.sound.play("collapse")
        return True

    def _log_move(self, before: StarsState, new: StarsState, action) -> None:
        """One line per event for the panel's log: black holes, misses, claims, OUT."""
        cell, centre = action
        seat = before.current_player
        name, colour = self.config.name(seat), self.colour(seat)
        if centre is not None:
            value = before.capture_value(centre) + (1 if cell is not None else 0)
            verb = "claims a missed" if cell is None else "makes a"
            self.log.append((f"{name} {verb} black hole: +{value}", colour))
        elif cell is not None and before.completing_zones(cell):
            self.log.append((f"{name} missed a black hole!", draw.PALETTE["violet"]))
        for p in range(new.players):
            if new.out[p] and not before.out[p]:
                self.log.append((f"{self.config.name(p)} is OUT", draw.PALETTE["bad"]))
        del self.log[:-5]

    def try_place(self, cell: Optional[Cell], claim: bool = False) -> None:
        """A person's place (or place-and-claim under the fault rule) on `cell`."""
        if cell is None or self.choosing is not None:
            return
        state = self.state
        if state.cell(cell) != EMPTY:
            self.act((cell, None))          # the engine says why not
            return
        zones = state.completing_zones(cell)
        if state.fault_rule and not claim:
            self.act((cell, None))          # a plain star: a completed zone is missed
            return
        if claim and not zones:
            self.message = "This star completes no zone: there is nothing to claim."
            self.app.sound.play("error")
            return
        if len(zones) == 1:
            self.act((cell, zones[0]))
        elif len(zones) > 1:
            self.start_choosing(cell, zones)
        else:
            self.act((cell, None))

    def claim(self) -> None:
        """Claim (fault rule): a missed zone if one is open, else place-and-claim at the cursor."""
        state = self.state
        if not state.fault_rule:
            self.message = "Black holes form by themselves here (the fault rule is off)."
            self.app.sound.play("error")
            return
        if state.claims:
            if len(state.claims) == 1:
                self.act((None, state.claims[0]))
            else:
                self.start_choosing(None, list(state.claims))
            return
        focus = self.cursor.focus
        if isinstance(focus, tuple) and len(focus) == 2 and isinstance(focus[0], int):
            self.try_place(focus, claim=True)

    def start_choosing(self, cell: Optional[Cell], zones: list[Cell]) -> None:
        self.choosing = (cell, zones)
        self.cursor.set_targets([Target(("zone", z), self.layout.rect(z)) for z in zones],
                                keep=False)
        self.app.sound.play("move")

    def finish_choosing(self, zone: Optional[Cell]) -> None:
        if self.choosing is None or zone is None:
            return
        cell, zones = self.choosing
        if zone in zones:
            self.act((cell, zone))

    def cancel_choosing(self) -> None:
        if self.choosing is None:
            return
        cell = self.choosing[0]
        self.choosing = None
        self._cell_targets()
        if cell is not None:
            self.cursor.focus_on(cell)
        self.app.sound.play("back")

    def undo(self) -> None:
        """Back to the last position where a person was to move."""
        if self.demo or self.config.people == 0 or self.phase == "over":
            return
        self._cancel_job()
        self.choosing = None
        self._cell_targets()
        target = len(self.history) - 1
        while target > 0:
            target -= 1
            if self.config.level_of(self.history[target].current_player) == PERSON:
                break
        else:
            return
        self.history = self.history[:target + 1]
        self.moves = self.moves[:target]
        self.state = self.history[-1]
        self.collapses = []
        self.message = ""
        self.log.append(("Undo", draw.PALETTE["dim"]))
        del self.log[:-5]
        self.app.sound.play("back")

    @property
    def ai_choice(self) -> Optional[StarsAction]:
        """The computer's move, shown under the cursor before it is played."""
        return self.turns.choice

    def _cancel_job(self) -> None:
        self.turns.cancel()

    def skip_animations(self) -> None:
        for c in self.collapses:
            c.start = self.clock - 30.0
        for cell in self.placed_at:
            self.placed_at[cell] = min(self.placed_at[cell], self.clock - 10.0)

    # -- keeping the match when the window closes -----------------------------------------
    def suspend(self) -> dict | None:
        """The match in progress for the next start, or None when nothing is worth keeping:
        the demo, a finished game, a match with no move yet (the setup screen remembers
        the table), or a position the moves would not rebuild (never save a wrong game)."""
        if self.demo or self.state.is_terminal() or not self.moves:
            return None
        if replay(self.config, self.state.size, self.moves)[-1] != self.state:
            return None
        return game_to_json(self.config, self.state.size, self.teaching, self.moves)

    def restore(self, moves: list[StarsAction], states: list[StarsState], teaching: bool) -> None:
        """Put a kept match back: `states` are the positions `moves` lead through from the
        opening (scenes/stars/saved.replay). Nothing animates; the last star keeps its
        placer's colour, the log its last lines; a computer to move starts thinking."""
        if len(states) != len(moves) + 1 or states[0] != self.state:
            raise ValueError("the saved positions do not follow from this table's opening")
        self.teaching = teaching
        for k, move in enumerate(moves):
            before, after = states[k], states[k + 1]
            self._log_move(before, after, move)
            cell = move[0]
            if cell is not None:
                self.placed_at[cell] = -100.0 + k * 0.01   # long settled, still in order
                self.placed_by[cell] = before.current_player
                self.cursor.focus_on(cell)
        self.moves = list(moves)
        self.history = list(states)
        self.state = states[-1]
        self._cell_targets()
        self.log.append(("Welcome back: as you left it", draw.PALETTE["dim"]))
        del self.log[:-5]

    # -- the computer -------------------------------------------------------------
    def _drive_computer(self) -> None:
        self.turns.drive(self.state, self.config.level_of(self.state.current_player), self.demo,
                         self.clock, self.cursor, self.act, hold=self.animating)

    # -- the end --------------------------------------------------------------------
    def _finish(self) -> None:
        self.over_at = self.clock
        self.recorded = announce_result(self.app, self.config, self.state.winners(),
                                        self.state.players, self.demo, self.recorded,
                                        "stars.record", f"{self.state.players}p")

    def result_text(self) -> str:
        return self.config.result_text(self.state.winners())

    def end_reason(self) -> str:
        s = self.state
        if s.nova_owner is not None:
            return f"{self.config.name(s.nova_owner)} captured the NOVA"
        if EMPTY not in s.board:
            return "SPACE is full"
        return "too few players left in"

    def rematch(self) -> None:
        self.app.stack.replace(StarsPlay(self.app, self.config.rematch()), transition="fade")

    def new_setup(self) -> None:
        from scenes.stars.setup import StarsSetup
        self.app.stack.replace(StarsSetup(self.app, self.config), transition="fade")

    # -- scene ----------------------------------------------------------------------
    def on_close(self) -> None:
        self._cancel_job()

    def handle(self, action: Action) -> bool:
        if self.demo:
            return False
        k = action.kind
        phase = self.phase
        if phase == "over":
            return self._handle_over(action)
        if phase == "ending":
            if k in (Kind.CONFIRM, Kind.CLICK):
                self.skip_animations()
                return True
            return super().handle(action)
        if k == Kind.UNDO:
            self.undo()
            return True
        if not self.person_to_move():
            if k in (Kind.CONFIRM,) and self.animating:
                self.skip_animations()
                return True
            return super().handle(action)
        if self.choosing is not None:
            return self._handle_choosing(action)
        if k in (Kind.UP, Kind.DOWN, Kind.LEFT, Kind.RIGHT):
            if self.cursor.handle(action):
                self.app.sound.play("move")
                self.message = ""
            return True
        if k == Kind.POINT:
            self.cursor.handle(action)
            return True
        if k in (Kind.CLICK, Kind.RCLICK):
            if k == Kind.CLICK and action.pos is not None and self.state.fault_rule \
                    and CLAIM_BUTTON.collidepoint(action.pos):
                self.claim()
                return True
            self.cursor.handle(action)
            cell = self.cursor.target_at(action.pos)
            if cell is not None:
                if k == Kind.RCLICK:
                    if self.state.fault_rule:
                        self.claim()
                else:
                    self.try_place(cell)
            return True
        if k == Kind.CONFIRM:
            self.try_place(self.cursor.focus)
            return True
        if k == Kind.ALT:
            self.claim()
            return True
        if k == Kind.ALT2:
            self.teaching = not self.teaching
            self.app.toast("Teaching marks " + ("on" if self.teaching else "off"))
            return True
        return super().handle(action)

    def _handle_choosing(self, action: Action) -> bool:
        k = action.kind
        if k in (Kind.BACK, Kind.RCLICK):
            self.cancel_choosing()
            return True
        if k in (Kind.UP, Kind.DOWN, Kind.LEFT, Kind.RIGHT):
            if self.cursor.handle(action):
                self.app.sound.play("move")
            return True
        if k == Kind.POINT:
            self.cursor.handle(action)
            return True
        if k == Kind.CLICK:
            self.cursor.handle(action)
            key = self.cursor.target_at(action.pos)
            if key is None:
                key = self._zone_under(action.pos)
            if key is not None:
                self.finish_choosing(key[1])
            return True
        if k in (Kind.CONFIRM, Kind.ALT):
            focus = self.cursor.focus
            if focus is not None:
                self.finish_choosing(focus[1])
            return True
        return super().handle(action)

    def _zone_under(self, pos) -> Optional[tuple]:
        """A click anywhere in exactly one of the lit zones picks that zone."""
        if self.choosing is None or pos is None:
            return None
        hits = [z for z in self.choosing[1]
                if any(self.layout.rect(c).collidepoint(pos) for c in zone_cells(self.state.size, z))]
        return ("zone", hits[0]) if len(hits) == 1 else None

    def _handle_over(self, action: Action) -> bool:
        k = action.kind
        if k == Kind.CONFIRM:
            self.rematch()
            return True
        if k == Kind.ALT:
            self.new_setup()
            return True
        if k == Kind.CLICK and action.pos is not None:
            if REMATCH_BUTTON.collidepoint(action.pos):
                self.rematch()
            elif SETUP_BUTTON.collidepoint(action.pos):
                self.new_setup()
            return True
        return super().handle(action)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.collapses = [c for c in self.collapses if self.clock < c.end() + 0.05]
        phase = self.phase
        if phase == "play":
            self._drive_computer()
        elif phase == "ending" and not self.animating and self.clock - self.placed_at_last() > POP_S:
            self._finish()
        elif phase == "over" and self.demo and self.clock - self.over_at > DEMO_LINGER_S:
            self.demo_over = True

    def placed_at_last(self) -> float:
        return max(self.placed_at.values(), default=-10.0)

    # -- drawing ----------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        self.starfield.draw(canvas, self.clock, drift=3.0)
        self._draw_header(canvas)
        self._draw_board(canvas)
        panel.draw_panel(self, canvas)
        self._draw_flyers(canvas)

    def _draw_header(self, canvas: pygame.Surface) -> None:
        draw.text(canvas, "BLACK HOLES", (12, 5), "m", draw.PALETTE["gold"])
        size = self.state.size
        tags = [f"{size}x{size} SPACE", f"{self.state.players} players"]
        if self.state.fault_rule:
            tags.append("fault rule")
        draw.text(canvas, "  -  ".join(tags), (118, 10), "s", draw.PALETTE["dim"])
        if self.demo:
            draw.text(canvas, "DEMO", (PANEL.right, 6), "m", draw.PALETTE["violet"], "topright")

    def _collapsing_cells(self) -> dict[Cell, tuple[Collapse, int]]:
        out = {}
        for c in self.collapses:
            if self.clock < c.start + IMPLODE_S:
                for k, (cell, _) in enumerate(c.cells):
                    out[cell] = (c, k)
        return out

    def _draw_board(self, canvas: pygame.Surface) -> None:
        lay = self.layout
        state = self.state
        t = self.clock
        view.draw_space(canvas, lay, t)
        radius = lay.cell // 2 - 4
        falling = self._collapsing_cells()
        playing = self.phase == "play"
        if playing and self.choosing is None and self.person_to_move():
            self._draw_focus_zone(canvas)
        if playing and self.state.claims:
            for z in self.state.claims:       # missed zones stay lit for the next player
                pulse = 50 + int(30 * math.sin(t * 5))
                view.draw_zone(canvas, lay, list(zone_cells(state.size, z)),
                               draw.PALETTE["violet"], pulse)
        if self.choosing is not None:
            self._draw_choosing(canvas)
        holes = {c: seat for c, seat in state.holes}
        for cell in lay.cells():
            what = state.cell(cell)
            rect = lay.rect(cell)
            centre = lay.centre(cell)
            if what == SWALLOWED:
                view.draw_swallowed(canvas, rect)
                continue
            if what == STAR:
                view.draw_star(canvas, centre, radius, t, view.cell_phase(cell),
                               scale=self._pop_scale(cell))
            elif what == NOVA:
                view.draw_nova(canvas, centre, radius + 3, t)
        for centre, seat in holes.items():
            anim = next((c for c in self.collapses if c.centre == centre), None)
            grow = 1.0 if anim is None else max(0.0, min(1.0, (t - anim.start) / IMPLODE_S))
            if anim is not None and t < anim.start:
                continue
            view.draw_horizon(canvas, lay, list(zone_cells(state.size, centre)), t,
                              self.colour(seat))
            r = int(lay.cell * 0.62 * (0.3 + 0.7 * grow))
            view.draw_hole(canvas, lay.centre(centre), r, t, self.colour(seat))
        for cell, (c, k) in falling.items():
            self._draw_falling(canvas, c, cell, radius)
        # teaching marks for a person
        if playing and self.person_to_move() and self.teaching and self.choosing is None:
            for cell in state.gift_cells():
                view.draw_gift_mark(canvas, lay.rect(cell), t)
        # the last star placed wears its placer's colour
        if self.placed_at and playing:
            last = max(self.placed_at, key=self.placed_at.get)
            if state.cell(last) == STAR:
                pygame.draw.rect(canvas, view.shade(self.colour(self.placed_by[last]), 0.8),
                                 lay.rect(last).inflate(-4, -4), 1)
        if playing:
            self._draw_cursor(canvas)

    def _pop_scale(self, cell: Cell) -> float:
        age = self.clock - self.placed_at.get(cell, -10.0)
        if age >= POP_S:
            return 1.0
        p = max(0.0, age / POP_S)
        return 0.3 + 0.7 * p + 0.3 * math.sin(p * math.pi)

    def _draw_falling(self, canvas: pygame.Surface, c: Collapse, cell: Cell, radius: int) -> None:
        """A captured star spiralling into the new black hole."""
        t = self.clock
        p = max(0.0, min(1.0, (t - c.start) / IMPLODE_S))
        what = dict(c.cells)[cell]
        cx, cy = self.layout.centre(c.centre)
        x, y = self.layout.centre(cell)
        ang = math.atan2(y - cy, x - cx) + p * p * 2.5
        dist = math.hypot(x - cx, y - cy) * (1 - p * p)
        px, py = int(cx + math.cos(ang) * dist), int(cy + math.sin(ang) * dist)
        if cell == c.centre:
            px, py = cx, cy
        scale = 1.0 - 0.8 * p
        if what == NOVA:
            view.draw_nova(canvas, (px, py), radius + 3, t, scale)
        else:
            view.draw_star(canvas, (px, py), radius, t, view.cell_phase(cell), scale=scale)

    def _draw_flyers(self, canvas: pygame.Surface) -> None:
        """Captured stars on their way from the hole to the capturer's tally."""
        t = self.clock
        for c in self.collapses:
            hx, hy = self.layout.centre(c.centre)
            tx, ty = panel.tally_pos(c.seat)
            for k, (cell, what) in enumerate(c.cells):
                p = (t - c.fly_start(k)) / FLY_S
                if not 0.0 <= p < 1.0:
                    continue
                e = 1 - (1 - p) ** 2
                x = hx + (tx - hx) * e
                y = hy + (ty - hy) * e - math.sin(p * math.pi) * 40
                colour = self.colour(c.seat)
                if what == NOVA:
                    view.draw_nova(canvas, (int(x), int(y)), 8, t)
                else:
                    view.draw_star(canvas, (int(x), int(y)), 6, t, k / 7, colour)

    def _focus_cell(self) -> Optional[Cell]:
        f = self.cursor.focus
        if isinstance(f, tuple) and len(f) == 2 and isinstance(f[0], int):
            return f
        return None

    def focus_info(self) -> Optional[tuple[Cell, int, int, str]]:
        """(zone centre, stars after placing, zone cells, kind) for the focused cell.

        kind: "complete" (a black hole forms), "gift" (one short after it),
        "fill" otherwise. None when the cell takes no star or touches no live zone.
        """
        cell = self._focus_cell()
        state = self.state
        if cell is None or state.cell(cell) != EMPTY:
            return None
        done = state.completing_zones(cell)
        if done:
            z = max(done, key=state.capture_value)
            n = len(zone_cells(state.size, z))
            return z, n, n, "complete"
        best = None
        for z in zone_cells(state.size, cell):
            if not state.zone_alive(z):
                continue
            have, n = state.zone_count(z)
            key = (have + 1 - n, have)
            if best is None or key > best[0]:
                best = (key, z, have + 1, n)
        if best is None:
            return None
        _, z, have, n = best
        return z, have, n, "gift" if have == n - 1 else "fill"

    def _draw_focus_zone(self, canvas: pygame.Surface) -> None:
        info = self.focus_info()
        if info is None:
            return
        z, have, n, kind = info
        cells = list(zone_cells(self.state.size, z))
        seat_col = self.colour(self.state.current_player)
        if kind == "complete":
            for zz in self.state.completing_zones(self._focus_cell()):
                view.draw_zone(canvas, self.layout, list(zone_cells(self.state.size, zz)),
                               draw.PALETTE["gold"], 60 + int(25 * math.sin(self.clock * 8)))
        else:
            col = draw.PALETTE["bad"] if kind == "gift" and self.teaching else seat_col
            view.draw_zone(canvas, self.layout, cells, col, 34)

    def _draw_choosing(self, canvas: pygame.Surface) -> None:
        cell, zones = self.choosing
        focus = self.cursor.focus
        for z in zones:
            lit = focus == ("zone", z)
            col = draw.PALETTE["gold"] if lit else draw.PALETTE["violet"]
            view.draw_zone(canvas, self.layout, list(zone_cells(self.state.size, z)), col,
                           90 if lit else 45)
        if cell is not None:
            view.draw_star(canvas, self.layout.centre(cell), self.layout.cell // 2 - 4, self.clock,
                           0.3, self.colour(self.state.current_player))

    def _draw_cursor(self, canvas: pygame.Surface) -> None:
        if not self.person_to_move() and self.ai_choice is None:
            return   # thinking: no cursor on SPACE
        rect = self.cursor.focus_rect
        if rect is None:
            return
        seat_col = self.colour(self.state.current_player)
        draw.cursor(canvas, rect.inflate(-2, -2), self.clock, seat_col)
        if self.choosing is not None:
            z = self.cursor.focus[1]
            value = self.state.capture_value(z) + (1 if self.choosing[0] is not None else 0)
            view.draw_count(canvas, (rect.centerx, rect.bottom - 3), f"+{value}", draw.PALETTE["gold"])
            return
        if not self.person_to_move():
            return
        cell = self._focus_cell()
        if cell is None or self.state.cell(cell) != EMPTY:
            return
        ghost = view.star_sprite(max(5, self.layout.cell // 3), 2, seat_col).copy()
        ghost.set_alpha(150 + int(60 * math.sin(self.clock * 6)))
        canvas.blit(ghost, ghost.get_rect(center=(rect.centerx, rect.top + rect.h * 3 // 10)))
        info = self.focus_info()
        if info is not None:
            z, have, n, kind = info
            col = {"complete": draw.PALETTE["gold"], "gift": draw.PALETTE["bad"],
                   "fill": draw.PALETTE["ink"]}[kind]
            if kind == "gift" and not self.teaching:
                col = draw.PALETTE["ink"]
            view.draw_count(canvas, (rect.centerx, rect.bottom - 3), f"{have}/{n}", col)

    # -- the panel -------------------------------------------------------------------
def demo_scene(app: "App", seed: int) -> StarsPlay:
    """An all-computer game for the attract mode; the table varies with the seed."""
    rng = random.Random(seed)
    seats = rng.choice((2, 2, 3, 4))
    levels = tuple(rng.choice((2, 3)) for _ in range(seats))
    config = StarsConfig(levels, fault_rule=False, teaching=False, starter=rng.randrange(seats))
    return StarsPlay(app, config, demo=True, seed=seed)
