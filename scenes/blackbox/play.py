"""The Black Box play scene: hiding, firing rays, stones, the announcement and the reveal.

The getter walks cells and ports with the shared cursor (arrows, stick, mouse):
confirm on a port fires a ray, on a cell cycles no stone / trial (black) /
sure (white); X or the panel button announces once as many stones as atoms
are down.  While a round is open only markers show, never a ray's inside
path; the reveal then draws every fired ray, one after another.  Computer
turns (hiding, each getter move, the solo comparison round) run in the worker
process while the box keeps animating.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Optional

import pygame

from game import IllegalMove
from game.blackbox import Match, Round, Shot, fire, penalty as score_penalty
from game.blackbox.computer import hide as computer_hide, play_round
from game.blackbox.getter import getter_move
from scenes.blackbox import view
from scenes.blackbox.config import DEMO, MATCH, SOLO, TWO, BoxConfig
from scenes.blackbox.rules import RULES_PAGES
from scenes.blackbox.saved import KEPT_MODES, game_to_json
from scenes.framework import draw
from scenes.framework.cursor import Cursor, Target
from scenes.framework.input import Action, Kind
from scenes.framework.scene import GameScene

if TYPE_CHECKING:
    from scenes.framework.app import App

BOARD_AREA = pygame.Rect(8, 8, 420, 344)
PANEL = pygame.Rect(440, 8, 192, 344)
BUTTON = pygame.Rect(PANEL.x + 14, PANEL.bottom - 92, PANEL.w - 28, 22)
ANNOUNCE, HIDE_BUTTON = "announce", "hide"

SHOT_GAP_S = 0.75      # a computer ray never follows the last sooner than this
FLASH_S = 0.7          # a ray's flash at its port
RAY_S = 0.55           # each ray's path at the reveal
DEMO_LINGER_S = 6.0


class BlackBoxPlay(GameScene):
    name = "blackbox"
    rules_title = "Hex Black Box"
    rules_pages = RULES_PAGES
    game_key = "blackbox"

    def __init__(self, app: "App", config: BoxConfig, seed: Optional[int] = None, *,
                 match: Optional[Match] = None, round_no: int = 0, cpu_round: Optional[tuple] = None) -> None:
        """A new game, or (with `match`) one continued at round `round_no` from a saved game."""
        super().__init__(app)
        self.config = config
        self.demo = config.mode == DEMO
        self.demo_over = False
        self.rng = random.Random(seed if seed is not None else app.rng.randrange(1 << 30))
        self.match = match if match is not None else Match(config.radius, config.n_atoms)
        self.round_no = round_no
        self.layout = view.BoxLayout.fit(config.radius, BOARD_AREA)
        self.cursor = Cursor()
        self.clock = 0.0
        self.phase = "hiding"
        self.cover_lines: list[str] = []
        self.after_cover = ""
        self.setter_atoms: set = set()      # a person setter's atoms while hiding
        self.job = None
        self.job_kind = ""
        self.last_shot_at = -10.0
        self.flashes: list[tuple] = []      # (port, start, inward, colour)
        self.message = ""
        self.reveal_at = 0.0
        self.scored_at: Optional[float] = None
        self.cpu_round: Optional[tuple] = None   # solo: (ports, announced) of the computer getter
        self.cpu_job = None
        self.starfield = draw.Starfield(seed=21)
        self.recorded = False
        if match is None:
            self.begin_round()
        else:
            self.continue_round(cpu_round)

    # -- roles -----------------------------------------------------------------------
    @property
    def round(self) -> Round:
        return self.match.rounds[self.shown_round]

    @property
    def shown_round(self) -> int:
        """The round on screen (it stays there through its reveal and tally)."""
        return self.round_no

    def setter(self) -> int:
        return self.match.setter(self.shown_round)

    def getter(self) -> int:
        return self.match.getter(self.shown_round)

    def person_gets(self) -> bool:
        return self.config.is_person(self.getter())

    def person_sets(self) -> bool:
        return self.config.is_person(self.setter())

    def _set_round(self, new: Round) -> None:
        i = self.shown_round
        rounds = list(self.match.rounds)
        rounds[i] = new
        self.match = Match(self.match.radius, self.match.n_atoms, tuple(rounds))

    # -- flow ------------------------------------------------------------------------
    def begin_round(self) -> None:
        """Start hiding for the round on screen."""
        self.flashes = []
        self.setter_atoms = set()
        self.message = ""
        self.cpu_round = None
        if self.person_sets():
            if self.config.mode == TWO:
                other = self.config.name(self.getter())
                self.cover(["Look away, " + other + "!",
                            f"{self.config.name(self.setter())} hides {self.config.n_atoms} atoms."],
                           "setting")
            else:
                self.enter("setting")
        else:
            self.enter("hiding")

    def continue_round(self, cpu_round: Optional[tuple]) -> None:
        """Pick a saved game up where it was: hiding starts again, an open round goes on,
        a finished one is revealed (and scored) again."""
        r = self.round
        if r.atoms is None:
            self.begin_round()
            return
        self.cpu_round = cpu_round
        if self.config.mode == SOLO and cpu_round is None:   # its try on this box was cut short: again
            self.cpu_job = self.app.worker.submit(play_round, self.config.radius, self.config.n_atoms, r.atoms,
                                                  self.config.level, self.rng.randrange(1 << 30))
        if r.announced is not None:
            self.enter("reveal")
            return
        self.enter("get")
        self.say("Welcome back: the box is as you left it.")

    def suspend(self) -> dict | None:
        """The game in progress for the next start, or None when nothing is worth keeping:
        the demo, watching the computer, a finished match, or a first box not hidden yet
        (a person setter's half-placed atoms are not kept: hiding starts again)."""
        if self.demo or self.config.mode not in KEPT_MODES or self.phase == "over":
            return None
        if self.round_no == 0 and self.round.atoms is None:
            return None
        return game_to_json(self.config, self.match, self.round_no, self.cpu_round)

    def cover(self, lines: list[str], then: str) -> None:
        self.cover_lines = lines
        self.after_cover = then
        self.phase = "cover"
        self.cursor.set_targets([])

    def enter(self, phase: str) -> None:
        self.phase = phase
        if phase == "hiding":
            self.submit("hide", computer_hide, self.config.radius, self.config.n_atoms, self.config.level,
                        self.rng.randrange(1 << 30))
        elif phase == "setting":
            self._targets(HIDE_BUTTON)
        elif phase == "get":
            if self.person_gets():
                self._targets(ANNOUNCE)
            else:
                self.cursor.set_targets([])
        elif phase == "reveal":
            self.reveal_at = self.clock
            self.cursor.set_targets([])
        elif phase == "scored":
            self.scored_at = self.clock
            self.cursor.set_targets([])
            self.app.sound.play("win" if self._score_is_good() else "lose")
            if self.match.round_index >= self.config.rounds:
                self.phase = "over"
                self._record()

    def _targets(self, button: str) -> None:
        lay = self.layout
        from game.blackbox import cells, ports
        targets = [Target(c, lay.cell_rect(c)) for c in cells(self.config.radius)]
        if button == ANNOUNCE:
            targets += [Target(p, lay.port_rect(p)) for p in ports(self.config.radius)]
        targets.append(Target(button, BUTTON))
        self.cursor.set_targets(targets)
        self.cursor.focus_on((0, 0))

    def submit(self, kind: str, fn, *args) -> None:
        self.job_kind = kind
        self.job = self.app.worker.submit(fn, *args)

    def _score_is_good(self) -> bool:
        r = self.match.rounds[self.shown_round]
        return r.announced is not None and r.fully_correct

    # -- moves -------------------------------------------------------------------------
    def fire_port(self, port) -> bool:
        r = self.round
        known = r.result_at(port)
        try:
            new = r.fire(port)
        except IllegalMove as exc:
            self.say(str(exc), error=True)
            return False
        shot = new.result_at(port)
        self._set_round(new)
        self.app.sound.play("ray")
        colour = view.RAY_HIT if shot.kind == "hit" else view.RAY_REFLECT
        if shot.kind == "detour":
            number = next(m.number for m in new.markers() if m.port == port)
            colour = view.pair_colour(number)
        self.flashes.append((port, self.clock, True, colour))
        if shot.kind == "detour":
            self.flashes.append((shot.exit, self.clock + 0.25, False, colour))
        self.last_shot_at = self.clock
        if known is not None:
            self.say(f"Known already, no cost: a {'reflection' if shot.kind == 'reflect' else shot.kind}.")
        else:
            self.say({"hit": "The ray was absorbed: a hit.", "reflect": "The ray came back: a reflection.",
                      "detour": "The ray came out elsewhere: a detour."}[shot.kind])
        return True

    def cycle_stone(self, cell, back: bool = False) -> None:
        r = self.round
        order = [None, "trial", "sure"]
        now = r.stone_at(cell)
        nxt = order[(order.index(now) + (-1 if back else 1)) % 3]
        self._set_round(r.set_stone(cell, nxt))
        self.app.sound.play("move")

    def announce(self, cells=None) -> bool:
        try:
            new = self.round.announce(cells)
        except IllegalMove as exc:
            self.say(str(exc), error=True)
            return False
        self._set_round(new)
        self.app.sound.play("confirm")
        self.enter("reveal")
        return True

    def toggle_atom(self, cell) -> None:
        if cell in self.setter_atoms:
            self.setter_atoms.discard(cell)
        elif len(self.setter_atoms) >= self.config.n_atoms:
            self.say(f"All {self.config.n_atoms} atoms are placed: take one back first.", error=True)
            return
        else:
            self.setter_atoms.add(cell)
        self.app.sound.play("move")

    def finish_hiding(self, atoms=None) -> bool:
        atoms = frozenset(self.setter_atoms if atoms is None else atoms)
        try:
            new = self.round.hide(atoms)
        except IllegalMove as exc:
            self.say(str(exc), error=True)
            return False
        self._set_round(new)
        self.app.sound.play("confirm")
        if self.config.mode == SOLO:
            self.cpu_job = self.app.worker.submit(play_round, self.config.radius, self.config.n_atoms, atoms,
                                                  self.config.level, self.rng.randrange(1 << 30))
        if self.config.mode == TWO:
            self.cover([f"Pass to {self.config.name(self.getter())}.",
                        f"Find the {self.config.n_atoms} atoms with as few markers as you can."], "get")
        else:
            self.enter("get")
        return True

    def next_round(self) -> None:
        if self.match.round_index < self.config.rounds:
            self.round_no = self.match.round_index
            self.begin_round()
        else:
            self.phase = "over"
            self.scored_at = self.clock
            self._record()

    def say(self, text: str, error: bool = False) -> None:
        self.message = text
        if error:
            self.app.sound.play("error")

    def _record(self) -> None:
        if self.recorded or self.demo:
            return
        self.recorded = True
        key = "blackbox.results"
        stats = self.app.stats.get(key, {})
        if not isinstance(stats, dict):
            stats = {}
        stats["played"] = int(stats.get("played", 0)) + 1
        if self.config.mode in (SOLO, MATCH):
            you = self.match.rounds[0].penalty
            best = stats.get(f"best_r{self.config.radius}_a{self.config.n_atoms}")
            if best is None or you < best:
                stats[f"best_r{self.config.radius}_a{self.config.n_atoms}"] = you
        self.app.stats.set(key, stats)

    # -- input -------------------------------------------------------------------------
    def handle(self, action: Action) -> bool:
        if self.demo:
            return False
        k = action.kind
        if self.phase == "cover":
            if k in (Kind.CONFIRM, Kind.CLICK):
                self.app.sound.play("confirm")
                self.enter(self.after_cover)
                return True
            return super().handle(action)
        if self.phase in ("scored", "over"):
            return self._handle_result(action)
        if self.phase == "reveal":
            if k in (Kind.CONFIRM, Kind.CLICK):
                self.reveal_at = -1000.0   # skip the animation
                return True
            return super().handle(action)
        if self.phase == "setting":
            return self._handle_setting(action)
        if self.phase == "get" and self.person_gets():
            return self._handle_getting(action)
        return super().handle(action)

    def _handle_setting(self, action: Action) -> bool:
        k = action.kind
        if self.cursor.handle(action):
            if action.kind != Kind.POINT:
                self.app.sound.play("move")
            return True
        if k == Kind.ALT:
            self.finish_hiding()
            return True
        if k in (Kind.CONFIRM, Kind.CLICK):
            key = self.cursor.focus if k == Kind.CONFIRM else self.cursor.target_at(action.pos)
            if key == HIDE_BUTTON:
                self.finish_hiding()
            elif key is not None:
                self.toggle_atom(key)
            return True
        return super().handle(action)

    def _rim_step(self, action: Action) -> bool:
        """On a port, a direction walks along the rim (or into the port's cell)."""
        from scenes.framework.input import DIR_VECTORS
        from game.blackbox import ports

        focus = self.cursor.focus
        if action.kind not in DIR_VECTORS or not (isinstance(focus, tuple) and isinstance(focus[0], tuple)):
            return False
        ring = ports(self.config.radius)
        i = ring.index(focus)
        here = self.layout.port_pos(focus)
        options = [ring[i - 1], ring[(i + 1) % len(ring)], focus[0]]
        dx, dy = DIR_VECTORS[action.kind]
        best, best_cos = None, 0.35
        for key in options:
            tx, ty = self.layout.port_pos(key) if isinstance(key[0], tuple) else self.layout.centre(key)
            vx, vy = tx - here[0], ty - here[1]
            norm = (vx * vx + vy * vy) ** 0.5 or 1.0
            cos = (vx * dx + vy * dy) / norm
            if cos > best_cos:
                best, best_cos = key, cos
        if best is None:
            return False
        self.cursor.focus_on(best)
        self.app.sound.play("move")
        return True

    def _handle_getting(self, action: Action) -> bool:
        k = action.kind
        if self._rim_step(action):
            return True
        if self.cursor.handle(action):
            if action.kind != Kind.POINT:
                self.app.sound.play("move")
            return True
        if k == Kind.ALT:
            self.announce()
            return True
        if k in (Kind.CONFIRM, Kind.CLICK, Kind.RCLICK):
            key = self.cursor.focus if k == Kind.CONFIRM else self.cursor.target_at(action.pos)
            if key is None:
                return True
            if key == ANNOUNCE:
                self.announce()
            elif isinstance(key[1], int) and isinstance(key[0], tuple):
                self.fire_port(key)
            else:
                self.cycle_stone(key, back=k == Kind.RCLICK)
            return True
        return super().handle(action)

    def _handle_result(self, action: Action) -> bool:
        k = action.kind
        if k in (Kind.CONFIRM, Kind.CLICK):
            if self.phase == "scored":
                self.app.sound.play("confirm")
                self.next_round()
            else:
                from scenes.blackbox.setup import BlackBoxSetup
                self.app.stack.replace(BlackBoxSetup(self.app, self.config), transition="fade")
            return True
        if k == Kind.ALT and self.phase == "over":
            self.app.stack.replace(BlackBoxPlay(self.app, self.config), transition="fade")
            return True
        return super().handle(action)

    # -- frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self._poll_jobs()
        if self.phase == "reveal" and self.clock - self.reveal_at > self._reveal_length():
            self.enter("scored")
        if self.demo and self.phase in ("scored", "over") and self.clock - (self.scored_at or 0) > DEMO_LINGER_S:
            self.demo_over = True
        self.flashes = [f for f in self.flashes if self.clock - f[1] < FLASH_S + 0.3]

    def _poll_jobs(self) -> None:
        if self.cpu_job is not None and self.cpu_job.done():
            try:
                self.cpu_round = self.cpu_job.result()
            except Exception:
                self.cpu_round = None
            self.cpu_job = None
        if self.job is not None:
            if not self.job.done():
                return
            job, kind = self.job, self.job_kind
            self.job = None
            try:
                result = job.result()
            except Exception as exc:  # a worker failure must not freeze the game
                self.say(f"The computer stumbled: {str(exc).splitlines()[-1][:60]}", error=True)
                if kind == "hide":  # hide at random here instead: instant and always legal
                    self.finish_hiding(computer_hide(self.config.radius, self.config.n_atoms, 1,
                                                     self.rng.randrange(1 << 30)))
                return  # a failed getter move is asked for again on the next frame
            if kind == "hide":
                self.finish_hiding(result)
            elif kind == "move":
                self._computer_move(result)
            return
        if self.phase == "get" and not self.person_gets() and self.clock - self.last_shot_at >= SHOT_GAP_S:
            r = self.round
            seen = {p: Shot(s.kind, s.exit, ()) for p, s in r.shots.items()}  # markers only, never paths
            self.submit("move", getter_move, r.radius, r.n_atoms, seen, self.config.level,
                        self.rng.randrange(1 << 30))

    def _computer_move(self, move) -> None:
        if move[0] == "fire":
            self.fire_port(move[1])
            self.last_shot_at = self.clock
        else:
            for cell in move[1]:
                self._set_round(self.round.set_stone(cell, "sure"))
            self.announce(move[1])

    def _reveal_length(self) -> float:
        return RAY_S * len(self.round.fired) + 1.2

    # -- drawing -----------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        t = self.app.time
        self.starfield.draw(canvas, t, drift=2.0)
        lay = self.layout
        r = self.round
        view.draw_box(canvas, lay, t)
        revealing = self.phase in ("reveal", "scored", "over")
        self._draw_ports(canvas, r, t)
        if self.phase == "setting":
            for cell in self.setter_atoms:
                view.draw_atom(canvas, lay, cell, t)
        elif self.phase == "get" and not self.person_gets() and r.atoms is not None:
            # a person watching the computer find atoms may see where they are, faintly
            for cell in r.atoms:
                view.draw_cell_glow(canvas, lay, cell, (110, 70, 190), 1)
                x, y = lay.centre(cell)
                pygame.draw.circle(canvas, (70, 40, 130), (x, y), max(3, int(lay.size * 0.25)))
        if revealing and r.atoms is not None:
            self._draw_reveal(canvas, r, t)
        else:
            for cell, kind in r.stones:
                view.draw_stone(canvas, lay, cell, kind)
        self._draw_flashes(canvas)
        if self.cursor.focus_rect is not None and not self.demo and self.phase in ("setting", "get"):
            draw.cursor(canvas, self.cursor.focus_rect, t)
        self._draw_panel(canvas, r, t)
        if self.phase == "cover":
            self._draw_cover(canvas, t)

    def _draw_ports(self, canvas, r: Round, t: float) -> None:
        lay = self.layout
        marks = {m.port: m for m in r.markers()}
        focus = self.cursor.focus
        from game.blackbox import ports
        for p in ports(r.radius):
            m = marks.get(p)
            if m is None:
                hot = focus == p and self.phase == "get"
                view.draw_arrow(canvas, lay, p, view.ARROW_HOT if hot else view.ARROW, 1.25 if hot else 1.0)
            else:
                glow = max((1 - (self.clock - f[1]) / FLASH_S for f in self.flashes if f[0] == p), default=0.0)
                view.draw_marker(canvas, lay, p, m.kind, m.number, max(0.0, glow))

    def _draw_flashes(self, canvas) -> None:
        for port, start, inward, colour in self.flashes:
            k = (self.clock - start) / FLASH_S
            if 0 <= k < 1:
                view.draw_beam(canvas, self.layout, port, k, inward, colour)

    def _draw_reveal(self, canvas, r: Round, t: float) -> None:
        lay = self.layout
        elapsed = self.clock - self.reveal_at
        for cell in r.atoms:
            view.draw_atom(canvas, lay, cell, t)
        number = 0
        for i, (port, shot) in enumerate(r.fired):
            if shot.kind == "detour":
                number += 1
                colour = view.pair_colour(number)
            else:
                colour = view.RAY_HIT if shot.kind == "hit" else view.RAY_REFLECT
            frac = (elapsed - i * RAY_S) / RAY_S
            pts = view.ray_points(lay, port, shot.kind, shot.exit, shot.path)
            view.draw_polyline_part(canvas, pts, frac, colour, 2)
        if elapsed >= RAY_S * len(r.fired) or self.phase != "reveal":
            for cell in r.announced or ():
                if cell in r.atoms:
                    view.draw_cell_glow(canvas, lay, cell, draw.PALETTE["good"], 2)
                else:
                    view.draw_stone(canvas, lay, cell, "sure")
                    view.draw_cross(canvas, lay, cell, draw.PALETTE["bad"])
            for cell in r.atoms - (r.announced or frozenset()):
                view.draw_cell_glow(canvas, lay, cell, draw.PALETTE["bad"], 1)

    def _draw_panel(self, canvas, r: Round, t: float) -> None:
        draw.panel(canvas, PANEL)
        x, y = PANEL.x + 12, PANEL.y + 8
        draw.text(canvas, "Hex Black Box", (PANEL.centerx, y), "m", draw.PALETTE["gold"], "midtop")
        y += 22
        if self.config.rounds == 2:
            head = f"Round {self.shown_round + 1} of 2"
        else:
            head = "Solo box" if self.config.mode == SOLO else "The computer plays"
        draw.text(canvas, head, (PANEL.centerx, y), "s", draw.PALETTE["dim"], "midtop")
        y += 14
        draw.text(canvas, f"box radius {r.radius}, {r.n_atoms} atoms", (PANEL.centerx, y), "s",
                  draw.PALETTE["dim"], "midtop")
        y += 18
        rows = [("Hides", self.config.name(self.setter())), ("Finds", self.config.name(self.getter())),
                ("Markers", str(r.markers_used)), ("Stones", f"{len(r.stones)} / {r.n_atoms}")]
        if self.phase in ("setting", "hiding"):
            rows[2:] = [("Atoms", f"{len(self.setter_atoms)} / {r.n_atoms}" if self.phase == "setting" else "?")]
        if self.config.rounds == 2:
            pen = self.match.penalties()
            for p in (0, 1):
                done = [i for i in range(2) if self.match.getter(i) == p and self.match.rounds[i].announced]
                rows.append((f"{self.config.name(p)}", f"{pen[p]}" if done else "-"))
        for label, value in rows:
            draw.text(canvas, label, (x, y), "m", draw.PALETTE["dim"])
            draw.text(canvas, value, (PANEL.right - 12, y), "m", draw.PALETTE["ink"], "topright")
            y += 18
        y += 4
        if self.phase in ("scored", "over"):
            self._draw_result(canvas, y)
            return
        status = self._status()
        for line in draw.wrap(status, PANEL.w - 24, "s"):
            draw.text(canvas, line, (x, y), "s", draw.PALETTE["accent"])
            y += 11
        if self.phase in ("setting", "get") and (self.phase == "setting" or self.person_gets()):
            ready = (len(self.setter_atoms) if self.phase == "setting" else len(r.stones)) == r.n_atoms
            label = "Hide atoms (X)" if self.phase == "setting" else "Announce (X)"
            edge = draw.PALETTE["gold"] if ready else draw.PALETTE["faint"]
            draw.panel(canvas, BUTTON, fill=(30, 30, 70) if ready else (20, 20, 40), edge=edge)
            draw.text(canvas, label, BUTTON.center, "m", draw.PALETTE["ink"] if ready else draw.PALETTE["dim"],
                      "center")
            help_y = BUTTON.bottom + 6
            helps = (["Enter: place / take an atom", "Esc: pause"] if self.phase == "setting" else
                     ["Enter on an arrow: fire a ray", "Enter on a cell: stone", "black trial / white sure",
                      "Esc: pause and rules"])
            for line in helps:
                draw.text(canvas, line, (x, help_y), "s", draw.PALETTE["dim"])
                help_y += 11
        if self.message and self.phase in ("setting", "get"):
            lines = draw.wrap(self.message, PANEL.w - 24, "s")
            my = BUTTON.top - 8 - 11 * len(lines)
            for line in lines:
                draw.text(canvas, line, (x, my), "s", draw.PALETTE["gold"])
                my += 11
        if self.job is not None:
            draw.swirl(canvas, (PANEL.right - 22, PANEL.y + 60), 9, t, speed=2.0)

    def _status(self) -> str:
        if self.phase == "hiding":
            return "The computer is hiding its atoms..."
        if self.phase == "setting":
            return f"Hide {self.config.n_atoms} atoms: {len(self.setter_atoms)} placed."
        if self.phase == "get":
            if self.person_gets():
                return "Fire rays from the arrows, mark atoms with stones."
            return "The computer fires rays..." if self.job is not None else "The computer looks at the markers."
        if self.phase == "reveal":
            return "The reveal: every ray's path."
        return ""

    def _draw_cover(self, canvas, t: float) -> None:
        canvas.fill((6, 6, 18))
        draw.swirl(canvas, (320, 120), 56, t)
        y = 200
        for i, line in enumerate(self.cover_lines):
            draw.text(canvas, line, (320, y), "l" if i == 0 else "m",
                      draw.PALETTE["gold"] if i == 0 else draw.PALETTE["ink"], "midtop")
            y += 40 if i == 0 else 20
        draw.text(canvas, "Press Enter / A or click when ready", (320, 320), "m", draw.PALETTE["dim"], "midtop")

    def _draw_result(self, canvas, y: int) -> None:
        """The round's tally (and the match's result) in the panel, below the rows."""
        x = PANEL.x + 12
        for text, colour in self._result_lines():
            for line in draw.wrap(text, PANEL.w - 24, "m"):
                draw.text(canvas, line, (x, y), "m", colour)
                y += 17
            y += 2
        if not self.demo:
            hint = ("Enter: next round" if self.phase == "scored" else "Enter: setup   X: again")
            draw.text(canvas, hint, (PANEL.centerx, PANEL.bottom - 16), "s", draw.PALETTE["dim"], "midtop")

    def _result_lines(self) -> list[tuple[str, tuple]]:
        P = draw.PALETTE
        r = self.match.rounds[self.shown_round]
        lines = []
        if r.fully_correct:
            lines.append(("Fully correct!" if r.wrong_stones == 0 else "Fully correct: no ray tells it apart",
                          P["good"]))
        else:
            lines.append((f"{r.wrong_stones} stone{'s' if r.wrong_stones != 1 else ''} off an atom: "
                          f"+{10 * r.wrong_stones}", P["bad"]))
        lines.append((f"Penalty {r.penalty}", P["gold"]))
        if self.config.mode == SOLO:
            if self.cpu_round is None:
                lines.append(("The computer is trying this box...", P["dim"]))
            else:
                shots = {p: fire(r.radius, r.atoms, p) for p in self.cpu_round[0]}
                cpu = score_penalty(r.radius, r.atoms, shots, self.cpu_round[1])
                verdict = "You beat the computer!" if r.penalty < cpu else (
                    "Level with the computer." if r.penalty == cpu else "The computer did better.")
                lines.append((f"Computer on this box: {cpu}", P["accent"]))
                lines.append((verdict, P["gold"]))
        if self.phase == "over" and self.config.rounds == 2:
            win = self.match.winners()
            if len(win) == 2:
                head = "The match is a draw!"
            else:
                name = self.config.name(win[0])
                head = "You win the match!" if name == "You" else f"{name} wins the match!"
            lines.append((head, P["gold"]))
        return lines

    def on_close(self) -> None:
        for job in (self.job, self.cpu_job):
            if job is not None:
                job.cancel()
        self.job = self.cpu_job = None


def demo_scene(app: "App", seed: int) -> BlackBoxPlay:
    rng = random.Random(seed)
    radius = rng.choice((3, 4, 4))
    return BlackBoxPlay(app, BoxConfig(DEMO, radius, {3: 4, 4: 6}[radius], 3), seed=seed)
