"""The Black Hole patience play scene.

Seventeen fans frame the Black Hole; the shared cursor walks the piles that
still hold cards and confirm plays the focused top card. Played cards spiral
into the swirl. The solver runs in the app's worker process (hints, "solve
from here", the loss verdict, the demo), so frames never stall; a hint that
takes a while shows a spinner and Back cancels it.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional

import pygame

from game import IllegalMove
from game.patience import GameRecord, Position, card_name, greedy_line, rank_name, rank_of, solve
from scenes.framework import draw
from scenes.framework.cursor import Cursor, Target
from scenes.framework.input import DIR_VECTORS, Action, Kind
from scenes.framework.menu import Button, Choice, MenuScene, MenuStyle
from scenes.framework.rules_page import RulesScene
from scenes.framework.scene import GameScene

from . import stats
from .cards_view import CARD_H, CARD_W, draw_card, draw_slot
from .dialogs import VARIANT_TITLES, DealNumberScene, StatsScene
from .layout import HOLE, PileGeometry, layout
from .rules import RULES_PAGES

if TYPE_CHECKING:
    from scenes.framework.app import App

FLIGHT_S = 0.5            # a card's spiral into (or out of) the hole
SHAKE_S = 0.35
PLAYBACK_S = 0.42         # between moves of a solver line played out
DEMO_PLAYBACK_S = 0.3
SPINNER_AFTER_S = 0.25    # a quick answer never flashes the spinner
WIN_MENU_AFTER_S = 2.2
DEMO_LINGER_S = 4.0
DEMO_THINK_S = 3.0          # the demo waits this long for the solver
HOLE_RADIUS = 56
MESSAGE_S = 3.0

LEFT_BUTTONS = ("Undo", "Redo", "Restart")
RIGHT_BUTTONS = ("Hint", "Solve", "Menu")


def button_rects() -> dict[str, pygame.Rect]:
    """The on-screen buttons beside the hole (for the mouse)."""
    out = {}
    for k, label in enumerate(LEFT_BUTTONS):
        out[label] = pygame.Rect(66, 118 + k * 26, 80, 20)
    for k, label in enumerate(RIGHT_BUTTONS):
        out[label] = pygame.Rect(640 - 66 - 80, 118 + k * 26, 80, 20)
    return out


@dataclass
class Flight:
    """A card on its way into the hole ("in") or back out to its pile ("out")."""

    card: str
    pile: int
    start: tuple[int, int]     # the pile end of the path (top-left of the card)
    t0: float
    kind: str = "in"

    def progress(self, now: float) -> float:
        return min(1.0, max(0.0, (now - self.t0) / FLIGHT_S))

    def place(self, now: float) -> tuple[tuple[int, int], float]:
        """Top-left and scale along the spiral at time ``now``."""
        s = self.progress(now)
        if self.kind == "out":
            s = 1.0 - s
        e = s * s * (3 - 2 * s)                    # smoothstep
        sx = self.start[0] + CARD_W / 2 - HOLE[0]
        sy = self.start[1] + CARD_H / 2 - HOLE[1]
        r0, a0 = math.hypot(sx, sy), math.atan2(sy, sx)
        r = r0 * (1 - e)
        a = a0 + 1.7 * math.pi * e
        cx, cy = HOLE[0] + r * math.cos(a), HOLE[1] + r * math.sin(a)
        scale = 1.0 - 0.45 * math.sin(math.pi * e) * 0.6 - 0.25 * e
        return (int(cx - CARD_W / 2), int(cy - CARD_H / 2)), max(0.3, scale)


@dataclass
class Spark:
    x: float
    y: float
    vx: float
    vy: float
    colour: tuple[int, int, int]
    life: float


class PatiencePlay(GameScene):
    name = "patience"
    game_key = "patience"
    rules_title = "Black Hole Patience"
    rules_pages = RULES_PAGES

    def __init__(self, app: "App", record: GameRecord, demo: bool = False) -> None:
        super().__init__(app)
        self.record = record
        self.demo = demo
        self.demo_over = False
        self.next_variant = record.variant
        depth = max(len(p) for p in record.start.piles)
        self.geoms: list[PileGeometry] = layout(len(record.start.piles), depth)
        self.buttons = {} if demo else button_rects()
        self.hover_button: Optional[str] = None
        self.cursor = Cursor()
        self.starfield = draw.Starfield(seed=23)
        self.clock = 0.0
        self.flights: list[Flight] = []
        self.shake: Optional[tuple[int, float]] = None
        self.pop_at = -10.0
        self.message = ""
        self.message_colour = draw.PALETTE["ink"]
        self.message_until = 0.0
        # the solver
        self.job = None
        self.job_kind = ""
        self.job_pos: Optional[Position] = None
        self.job_started = 0.0
        self.known: dict[Position, Optional[list[int]]] = {}
        self.hint_pile: Optional[int] = None
        self.playback: list[int] = []
        self.playback_at = 0.0
        self.assisted = False
        # the end
        self.ended = ""
        self.end_at = 0.0
        self.end_menu: Optional[MenuScene] = None
        self.sparks: list[Spark] = []
        self.counted = bool(record.played)   # a resumed game in progress already counted
        self.start_checked = False           # a deal can be lost before the first move
        self.loss_menu_due = False
        self.suspended = False               # saved for later: leaving is not abandoning
        self.playback_gap = PLAYBACK_S
        self._refresh_targets()
        if demo:
            self._ask("demo", record.start)

    # -- helpers ------------------------------------------------------------------
    @property
    def position(self) -> Position:
        return self.record.position

    def say(self, text: str, colour: tuple = draw.PALETTE["ink"], seconds: float = MESSAGE_S) -> None:
        self.message, self.message_colour = text, colour
        self.message_until = self.clock + seconds

    def _refresh_targets(self) -> None:
        piles = self.position.piles
        old = self.cursor.focus
        targets = [Target(i, self.geoms[i].fan) for i, p in enumerate(piles) if p]
        self.cursor.set_targets(targets)
        if old is not None and old not in [t.key for t in targets] and targets:
            centre = self.geoms[old].fan.center
            best = min(targets, key=lambda t: math.dist(t.rect.center, centre))
            self.cursor.focus = best.key

    def top_rect(self, pile: int) -> pygame.Rect:
        return self.geoms[pile].top_rect(len(self.position.piles[pile]))

    # -- moves --------------------------------------------------------------------
    def play(self, pile: int, auto: bool = False) -> bool:
        """Play the top card of ``pile``; an illegal try shakes it and changes nothing."""
        if self.ended:
            return False
        pos = self.position
        if not 0 <= pile < len(pos.piles) or not pos.piles[pile]:
            return False
        start = self.top_rect(pile).topleft
        try:
            card = self.record.play(pile)
        except IllegalMove as exc:
            self.shake = (pile, self.clock)
            self.app.sound.play("error")
            self.say(str(exc), draw.PALETTE["bad"])
            return False
        self.flights.append(Flight(card, pile, start, self.clock))
        self.app.sound.play("card")
        self.hint_pile = None
        if not auto:
            self._stop_playback()
        if self.job_kind in ("hint", "solve"):
            self._cancel_job()
        if not self.counted and not self.demo and not auto:
            self.counted = True
            stats.started(self.app.stats, self.record.variant)
        self._refresh_targets()
        self._check_end()
        return True

    def undo(self) -> None:
        self._stop_playback()
        if not self.record.can_undo():
            self.app.sound.play("error")
            self.say("Nothing to undo.", draw.PALETTE["dim"])
            return
        card = self.position.top
        pile = self.record.undo()
        self._close_end_menu()
        self.ended = ""
        self.loss_menu_due = False
        self.hint_pile = None
        if self.job_kind in ("hint", "solve"):
            self._cancel_job()
        dest = self.geoms[pile].top_rect(len(self.position.piles[pile])).topleft
        self.flights.append(Flight(card, pile, dest, self.clock, "out"))
        self.app.sound.play("move")
        self._refresh_targets()

    def redo(self) -> None:
        self._stop_playback()
        if self.ended or not self.record.can_redo():
            self.app.sound.play("error")
            self.say("Nothing to redo.", draw.PALETTE["dim"])
            return
        pile = self.record.moves[self.record.played]
        start = self.top_rect(pile).topleft
        self.record.redo()
        self.flights.append(Flight(self.position.top, pile, start, self.clock))
        self.app.sound.play("card")
        self.hint_pile = None
        self._refresh_targets()
        self._check_end()

    def restart(self) -> None:
        self._stop_playback()
        self._cancel_job()
        self._close_end_menu()
        self.record.restart()
        self.ended = ""
        self.loss_menu_due = False
        self.flights.clear()
        self.hint_pile = None
        self.app.sound.play("collapse")
        self.say("Back to the deal. Redo replays your moves.", draw.PALETTE["dim"])
        self._refresh_targets()

    def new_record(self, record: GameRecord) -> None:
        """Leave this game for another deal (counts an unfinished game as lost)."""
        self._abandon()
        self._cancel_job()
        self.app.stack.replace(PatiencePlay(self.app, record), transition="fade")

    def new_random(self) -> None:
        self.new_record(GameRecord.random(self.app.rng.randrange(1 << 31), self.next_variant))

    def ask_deal_number(self, first_digit: Optional[int] = None) -> None:
        start = self.record.deal_number or 1
        entry = DealNumberScene(
            self.app, lambda n: self.new_record(GameRecord.pysol(n, self.next_variant)), start)
        if first_digit is not None:
            entry.type_digit(first_digit)
        self.app.stack.push(entry)

    def _abandon(self) -> None:
        if self.counted and not self.ended and not self.demo:
            stats.finished(self.app.stats, self.record.variant, won=False)
            self.counted = False

    # -- the end ---------------------------------------------------------------------
    def _check_end(self) -> None:
        pos = self.position
        if pos.is_won():
            self.ended = "won"
            self.end_at = self.clock
            self._stop_playback()
            self.app.sound.play("win")
            if self.counted and not self.demo:
                won = not self.assisted
                rec = stats.finished(self.app.stats, self.record.variant, won=won)
                self.counted = False
                if won:
                    self.say(f"You won! Streak {rec['streak']}, best {rec['best']}.",
                             draw.PALETTE["gold"], 6)
                else:
                    self.say("Solved with the computer's help: not counted as a win.",
                             draw.PALETTE["gold"], 6)
        elif pos.is_lost():
            self.ended = "lost"
            self.end_at = self.clock
            self._stop_playback()
            self.app.sound.play("lose")
            if self.counted and not self.demo:
                stats.finished(self.app.stats, self.record.variant, won=False)
                self.counted = False
            if not self.demo:
                self.say("No more moves.", draw.PALETTE["bad"], 30)
                self.loss_menu_due = True
                if self.record.start not in self.known:
                    self._ask("verdict", self.record.start)

    def winnable_from_start(self) -> Optional[bool]:
        if self.record.start not in self.known:
            return None
        return self.known[self.record.start] is not None

    def _open_loss_menu(self) -> None:
        winnable = self.winnable_from_start()
        sub = ("This deal could have been won." if winnable
               else "No one could win this deal.")
        items = []
        if winnable:
            items.append(Button("Show me how", self._show_how,
                                help="replay the deal with the solver's winning line"))
        items += [
            Button("Undo last move", self.undo),
            Button("Restart deal", self.restart),
            Button("New deal", self.new_random),
            Button("Deal number...", self._menu_deal_number),
        ]
        self._push_end_menu("No more moves", sub, items)

    def _open_win_menu(self) -> None:
        rec = stats.read(self.app.stats, self.record.variant)
        items = [Button("New deal", self.new_random),
                 Button("Play this deal again", self.restart),
                 Button("Deal number...", self._menu_deal_number),
                 Button("Statistics", lambda: self.app.stack.push(StatsScene(self.app)))]
        sub = f"won {rec['won']} of {rec['played']}  -  streak {rec['streak']}"
        self._push_end_menu("You won!", sub, items)

    def _push_end_menu(self, title: str, sub: str, items: list) -> None:
        menu = MenuScene(self.app, title, items, name="patience_end", opaque=False, subtitle=sub,
                         on_back=self._close_end_menu,
                         style=MenuStyle(width=220, row=22, gap=3, top=190))
        self.end_menu = menu
        self.app.stack.push(menu)

    def _close_end_menu(self) -> None:
        if self.end_menu is not None:
            if self.app.stack.top is self.end_menu:
                self.app.stack.pop()
            self.end_menu = None

    def _menu_deal_number(self) -> None:
        self._close_end_menu()
        self.ask_deal_number()

    def _show_how(self) -> None:
        line = self.known.get(self.record.start)
        self._close_end_menu()
        if not line:
            return
        self.record.restart()
        self.ended = ""
        self.flights.clear()
        self.assisted = True
        self._refresh_targets()
        self._start_playback(list(line))

    # -- the solver in the worker ------------------------------------------------------
    def _ask(self, kind: str, pos: Position) -> None:
        """Solve ``pos`` in the worker for a hint, a playback, a verdict or the demo."""
        if pos in self.known:
            self._answer(kind, pos, self.known[pos])
            return
        if self.job is not None and self.job_pos == pos:
            self.job_kind = kind           # already solving this position: reuse it
            return
        self._cancel_job()
        piles, foundation = pos.deal()
        self.job = self.app.worker.submit(solve, piles, foundation)
        self.job_kind, self.job_pos, self.job_started = kind, pos, self.clock

    def _cancel_job(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.job, self.job_kind, self.job_pos = None, "", None

    @property
    def thinking(self) -> bool:
        return self.job is not None and self.clock - self.job_started >= SPINNER_AFTER_S

    def _poll_job(self) -> None:
        if self.job is None or not self.job.done():
            return
        job, kind, pos = self.job, self.job_kind, self.job_pos
        self.job, self.job_kind, self.job_pos = None, "", None
        try:
            line = job.result()
        except Exception as exc:   # a failed search must not take the game down
            self.say(f"The solver failed: {exc}", draw.PALETTE["bad"])
            if self.demo:
                self._start_playback(greedy_line(*self.record.start.deal()))
            return
        self._learn(pos, line)
        self._answer(kind, pos, line)

    def _learn(self, pos: Position, line: Optional[list[int]]) -> None:
        """Remember the verdict of ``pos`` and of every position along its line."""
        self.known[pos] = line
        if line:
            p = pos
            for k, pile in enumerate(line[:-1]):
                p = p.play(pile)
                self.known[p] = line[k + 1:]

    def _answer(self, kind: str, pos: Position, line: Optional[list[int]]) -> None:
        if kind == "demo":
            self._start_playback(line if line else greedy_line(*pos.deal()), DEMO_PLAYBACK_S)
        elif kind == "verdict":
            pass                     # update() opens the loss menu once the cards settle
        elif pos != self.position:
            return                   # the board moved on while the solver thought
        elif line is None:
            self.hint_pile = None
            self.say("No win from here. Undo, or try another deal.", draw.PALETTE["bad"])
            self.app.sound.play("error")
        elif kind == "hint":
            self.hint_pile = line[0]
            self.cursor.focus_on(line[0])
            card = pos.piles[line[0]][-1]
            self.say(f"Hint: play the {card_name(card)}.", draw.PALETTE["accent"])
            self.app.sound.play("confirm")
        elif kind == "solve":
            self.assisted = True
            self.say("Watch: the solver plays it out. Any button stops it.", draw.PALETTE["accent"])
            self._start_playback(list(line))

    def hint(self) -> None:
        if self.ended or self.demo:
            return
        self._stop_playback()
        self.say("Thinking...", draw.PALETTE["dim"])
        self._ask("hint", self.position)

    def solve_from_here(self) -> None:
        if self.ended or self.demo:
            return
        self._stop_playback()
        self._ask("solve", self.position)

    def _start_playback(self, line: list[int], gap: float = PLAYBACK_S) -> None:
        self.playback = list(line)
        self.playback_gap = gap
        self.playback_at = self.clock + 0.3

    def _stop_playback(self) -> None:
        self.playback = []

    # -- menus -----------------------------------------------------------------------
    def open_menu(self) -> None:
        variants = list(VARIANT_TITLES)

        def set_variant(i: int) -> None:
            self.next_variant = variants[i]

        def then(fn):
            def act() -> None:
                self.app.stack.pop()
                fn()
            return act

        items = [
            Button("Hint", then(self.hint), help="a move on a winning line (Y / H)"),
            Button("Solve from here", then(self.solve_from_here), help="watch the solver finish"),
            Button("Restart deal", then(self.restart), help="back to the deal; redo keeps your moves"),
            Button("New random deal", then(self.new_random)),
            Button("Deal number...", then(self.ask_deal_number), help="PySolFC's deal N"),
            Choice("Variant", [VARIANT_TITLES[v] for v in variants], variants.index(self.next_variant),
                   on_change=set_variant, help="used from the next deal on"),
            Button("Statistics", lambda: self.app.stack.push(StatsScene(self.app))),
            Button("Rules", lambda: self.app.stack.push(
                RulesScene(self.app, self.rules_title, self.rules_pages))),
            Button("Back to the game", lambda: self.app.stack.pop()),
        ]
        self.app.stack.push(MenuScene(self.app, "Patience", items, name="patience_menu",
                                      opaque=False, style=MenuStyle(width=230, row=21, gap=3)))

    # -- scene ------------------------------------------------------------------------
    def suspend(self) -> dict | None:
        if self.demo or self.ended or not self.record.played:
            return None
        self.suspended = True
        return {"record": self.record.to_json(), "assisted": self.assisted}

    def on_close(self) -> None:
        self._cancel_job()
        if not self.suspended:
            self._abandon()          # quitting a game in progress ends the streak

    def handle(self, action: Action) -> bool:
        if self.demo:
            return False
        k = action.kind
        if self.playback and k not in (Kind.POINT, Kind.WHEEL, Kind.PAUSE):
            self._stop_playback()
            self.say("Stopped. Your turn.", draw.PALETTE["dim"])
            return True
        if k == Kind.BACK:
            if self.job is not None and self.job_kind in ("hint", "solve"):
                self._cancel_job()
                self.say("Cancelled.", draw.PALETTE["dim"])
                self.app.sound.play("back")
                return True
            if action.key == pygame.K_BACKSPACE:
                self.undo()
                return True
            return super().handle(action)
        if k in DIR_VECTORS:
            if self.cursor.handle(action):
                self.app.sound.play("move")
            return True
        if k == Kind.POINT:
            self.cursor.handle(action)
            self.hover_button = self._button_at(action.pos)
            return True
        if k == Kind.CLICK:
            label = self._button_at(action.pos)
            if label is not None:
                self._press_button(label)
                return True
            self.cursor.handle(action)
            pile = self.cursor.target_at(action.pos)
            if pile is not None:
                self.play(pile)
            return True
        if k == Kind.CONFIRM:
            if self.cursor.focus is not None:
                self.play(self.cursor.focus)
            return True
        if k in (Kind.ALT, Kind.UNDO, Kind.RCLICK):
            self.undo()
            return True
        if k == Kind.REDO:
            self.redo()
            return True
        if k == Kind.ALT2:
            self.hint()
            return True
        if k == Kind.SELECT:
            self.open_menu()
            return True
        if k == Kind.KEY and action.text:
            return self._key(action.text.lower())
        return super().handle(action)

    def _key(self, ch: str) -> bool:
        actions = {"m": self.open_menu, "r": self.restart, "n": self.new_random,
                   "g": self.ask_deal_number, "#": self.ask_deal_number, "c": self.solve_from_here,
                   "u": self.undo}
        if ch in actions:
            actions[ch]()
            return True
        if ch.isdigit():
            # typing a number on the table starts the deal-number entry with it
            self.ask_deal_number(first_digit=int(ch))
            return True
        return False

    def _button_at(self, pos) -> Optional[str]:
        if pos is None:
            return None
        for label, rect in self.buttons.items():
            if rect.collidepoint(pos):
                return label
        return None

    def _press_button(self, label: str) -> None:
        self.app.sound.play("confirm")
        {"Undo": self.undo, "Redo": self.redo, "Restart": self.restart, "Hint": self.hint,
         "Solve": self.solve_from_here, "Menu": self.open_menu}[label]()

    def update(self, dt: float) -> None:
        self.clock += dt
        if not self.start_checked:
            self.start_checked = True
            if not self.ended:
                self._check_end()
        self._poll_job()
        if self.demo and self.job_kind == "demo" and self.clock - self.job_started > DEMO_THINK_S:
            # attract mode should keep moving: a long search gives way to a greedy line
            self._cancel_job()
            self._start_playback(greedy_line(*self.record.start.deal()), DEMO_PLAYBACK_S)
        landed = [f for f in self.flights if f.progress(self.clock) >= 1.0]
        if landed:
            self.flights = [f for f in self.flights if f.progress(self.clock) < 1.0]
            if any(f.kind == "in" for f in landed):
                self.pop_at = self.clock
        if self.playback and self.clock >= self.playback_at and not self.ended:
            pile = self.playback.pop(0)
            self.playback_at = self.clock + self.playback_gap
            if self.position.can_play(pile):
                self.cursor.focus_on(pile)
                self.play(pile, auto=True)
            else:
                self.playback = []
        if (self.loss_menu_due and self.ended == "lost" and not self.flights
                and self.record.start in self.known and self.clock - self.end_at >= 0.8):
            self.loss_menu_due = False
            self._open_loss_menu()
        if self.ended == "won":
            self._update_sparks(dt)
            if (not self.demo and self.end_menu is None
                    and self.clock - self.end_at >= WIN_MENU_AFTER_S):
                self._open_win_menu()
        if self.demo and self.ended and self.clock - self.end_at >= DEMO_LINGER_S:
            self.demo_over = True

    def _update_sparks(self, dt: float) -> None:
        t = self.clock - self.end_at
        if t < 2.0 and int(t * 30) != int((t - dt) * 30):
            rng = self.app.rng
            for _ in range(6):
                a = rng.uniform(0, 2 * math.pi)
                v = rng.uniform(60, 190)
                colour = rng.choice([draw.PALETTE["gold"], draw.PALETTE["accent"],
                                     draw.PALETTE["violet"], (255, 255, 255)])
                self.sparks.append(Spark(HOLE[0], HOLE[1], v * math.cos(a), v * math.sin(a),
                                         colour, rng.uniform(0.8, 1.6)))
        for s in self.sparks:
            s.x += s.vx * dt
            s.y += s.vy * dt
            s.vy += 40 * dt
            s.life -= dt
        self.sparks = [s for s in self.sparks if s.life > 0]

    # -- drawing ----------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        self.starfield.draw(canvas, self.clock)
        self._draw_hole(canvas)
        self._draw_piles(canvas)
        self._draw_header(canvas)
        if not self.demo:
            self._draw_buttons(canvas)
        for f in self.flights:
            (x, y), scale = f.place(self.clock)
            draw_card(canvas, f.card, (x, y), scale=scale)
        self._draw_status(canvas)
        for s in self.sparks:
            size = 2 if s.life > 0.6 else 1
            canvas.fill(s.colour, (int(s.x), int(s.y), size, size))

    def _shown_foundation(self) -> tuple[str, ...]:
        incoming = sum(1 for f in self.flights if f.kind == "in")
        found = self.position.foundation
        return found[:len(found) - incoming] if incoming else found

    def _draw_hole(self, canvas: pygame.Surface) -> None:
        speed = 2.5 if self.ended == "won" else 1.0
        draw.swirl(canvas, HOLE, HOLE_RADIUS, self.clock, speed)
        found = self._shown_foundation()
        if found:
            pop = self.clock - self.pop_at
            scale = 1.0 + 0.25 * max(0.0, 1.0 - pop / 0.18) if pop < 0.18 else 1.0
            rect = pygame.Rect(0, 0, CARD_W, CARD_H)
            rect.center = HOLE
            draw_card(canvas, found[-1], rect.topleft, scale=scale)
        draw.text(canvas, f"{len(found)} in the hole", (HOLE[0], HOLE[1] + HOLE_RADIUS + 2), "s",
                  draw.PALETTE["dim"], "midtop")

    def _draw_piles(self, canvas: pygame.Surface) -> None:
        pos = self.position
        outgoing: dict[int, int] = {}
        for f in self.flights:
            if f.kind == "out":
                outgoing[f.pile] = outgoing.get(f.pile, 0) + 1
        teaching = bool(self.app.settings.get("teaching_marks")) if not self.demo else False
        focus = self.cursor.focus
        for i, geom in enumerate(self.geoms):
            cards = pos.piles[i]
            shown = cards[:len(cards) - outgoing.get(i, 0)]
            if not shown:
                draw_slot(canvas, geom.slots[0])
                continue
            order = range(len(shown))
            for k in order:
                rect = geom.slots[k]
                x, y = rect.topleft
                if k == len(shown) - 1 and self.shake and self.shake[0] == i:
                    s = (self.clock - self.shake[1]) / SHAKE_S
                    if s < 1:
                        x += int(round(math.sin(s * 30) * 4 * (1 - s)))
                draw_card(canvas, shown[k], (x, y))
            top = geom.slots[len(shown) - 1]
            playable = pos.can_play(i)
            if teaching and playable:
                pygame.draw.rect(canvas, draw.PALETTE["good"], top.inflate(2, 2), 1)
            if self.hint_pile == i:
                pulse = 0.5 + 0.5 * math.sin(self.clock * 8)
                col = tuple(int(c * (0.6 + 0.4 * pulse)) for c in draw.PALETTE["accent"])
                pygame.draw.rect(canvas, col, top.inflate(4, 4), 2)
            if focus == i and not self.demo:
                draw.cursor(canvas, top, self.clock)

    def _draw_header(self, canvas: pygame.Surface) -> None:
        rec = self.record
        variant = VARIANT_TITLES[rec.variant]
        if rec.deal_number is not None:
            left = f"{variant}  deal #{rec.deal_number}"
        else:
            left = f"{variant}  random deal"
        if self.demo:
            left = "DEMO  " + left
        draw.text(canvas, left, (6, 2), "m", draw.PALETTE["gold"])
        pos = self.position
        right = f"cards left {pos.cards_left}   moves {rec.played}"
        draw.text(canvas, right, (634, 2), "m", draw.PALETTE["ink"], "topright")

    def _draw_buttons(self, canvas: pygame.Surface) -> None:
        for label, rect in self.buttons.items():
            hot = label == self.hover_button
            enabled = not (label == "Undo" and not self.record.can_undo()
                           or label == "Redo" and not self.record.can_redo())
            draw.panel(canvas, rect, fill=draw.PALETTE["bg2"] if not hot else (40, 36, 90),
                       edge=draw.PALETTE["panel_edge"] if enabled else draw.PALETTE["faint"])
            colour = draw.PALETTE["accent"] if enabled else draw.PALETTE["faint"]
            draw.text(canvas, label, rect.center, "m", colour, "center")
        keys = "Enter/A play  X undo  RB redo  Y/H hint  C solve  0-9 deal no.  M/Back menu  P pause"
        draw.text(canvas, keys, (320, 354), "s", draw.PALETTE["faint"], "midbottom")

    def _need_text(self) -> str:
        shown = self._shown_foundation()
        if not shown:
            return "any card may start"
        r = rank_of(shown[-1])
        return f"needs {rank_name((r - 1) % 13)} or {rank_name((r + 1) % 13)}"

    def _draw_status(self, canvas: pygame.Surface) -> None:
        y = HOLE[1] - HOLE_RADIUS - 18
        if not self.ended:
            draw.text(canvas, self._need_text(), (HOLE[0], y), "m", draw.PALETTE["accent"], "midtop")
        if self.message and self.clock < self.message_until:
            for k, line in enumerate(draw.wrap(self.message, 540)[:2]):
                draw.text(canvas, line, (HOLE[0], HOLE[1] + HOLE_RADIUS + 12 + k * 14), "m",
                          self.message_colour, "midtop")
        if self.thinking:
            self._draw_spinner(canvas, (HOLE[0] - 70, HOLE[1] + HOLE_RADIUS + 24))
            label = "checking the deal..." if self.job_kind == "verdict" else "thinking... Back cancels"
            if self.job_kind == "demo":
                label = "the computer is thinking..."
            draw.text(canvas, label, (HOLE[0] - 58, HOLE[1] + HOLE_RADIUS + 17), "m",
                      draw.PALETTE["dim"])
        if self.ended == "won":
            t = self.clock - self.end_at
            if t < WIN_MENU_AFTER_S or self.demo:
                bounce = int(4 * math.sin(t * 6))
                draw.text(canvas, "YOU WON!" if not self.demo else "WON!",
                          (HOLE[0], HOLE[1] - HOLE_RADIUS - 34 + bounce), "l", draw.PALETTE["gold"],
                          "midtop")
        elif self.ended == "lost" and self.demo:
            draw.text(canvas, "NO MORE MOVES", (HOLE[0], HOLE[1] - HOLE_RADIUS - 30), "l",
                      draw.PALETTE["bad"], "midtop")

    def _draw_spinner(self, canvas: pygame.Surface, centre: tuple[int, int]) -> None:
        for k in range(8):
            a = self.clock * 6 + k * math.pi / 4
            x = centre[0] + int(6 * math.cos(a))
            y = centre[1] + int(6 * math.sin(a))
            shade = 80 + k * 22
            canvas.fill((shade, shade, min(255, shade + 40)), (x - 1, y - 1, 2, 2))


def demo_scene(app: "App", seed: int) -> PatiencePlay:
    """The computer plays a random deal: the solver's line, or a greedy one."""
    return PatiencePlay(app, GameRecord.random(seed), demo=True)
