"""The Black Box play scene: hiding, firing rays, stones, the announcement and the reveal.

A PlayScene on a mid-end session (game/blackbox/backend.py): every hide, ray,
stone and announcement is a move of the session, so it is saved at once and
replayed on Continue. Undo and redo take back stones only; a fired ray's
answer cannot be unlearnt. What is the scene's own is only the view: the
look-away and pass screens of a two-player match, a person setter's atoms
before they are hidden, ray flashes, the reveal and each round's tally.
The computer's work (hiding, each getter move, the solo comparison try)
is its own component (computer.py), as are the deduction aid (aid.py) and,
in the daily challenge, the day (daily.py). At the bottom: the one
play-scene factory of the game's entry and the attract mode's session.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

import scenes.blackbox.nav as nav
from game.blackbox import BACKEND, Match, Round, Shot
from game.blackbox.moves import final_reason, is_final
from game.blackbox.rounds import GETTER
from game.daily_start import AttemptStart
from game.i18n import N_, tr, tr_n
from game.midend import Result, Session
from scenes.blackbox.aid import HINT, DeductionAid
from scenes.blackbox.board import BoxLayout
from scenes.blackbox.computer import Computer
from scenes.blackbox.config import DEMO, KEPT_MODES, MATCH, SOLO, TWO, BoxConfig
from scenes.blackbox.daily import DAILY_SCREEN, PRACTISE, DailyRound
from scenes.blackbox.lessons import SHOWN
from scenes.blackbox.panel import COVER_HINT, PanelFacts, panel_view
from scenes.blackbox.saves import Par, check_kept, par_from_json, par_to_json
from scenes.blackbox.snapshot import BoardSnapshot, Flash, Frame
from scenes.blackbox.view import BUTTON, FLASH_S, PANEL, draw_frame, ray_flashes, reveal_length, shot_colour
from scenes.couch import seat_names
from scenes.couch.seating import Seating
from scenes.couch.seats import BUMP
from scenes.framework import draw
from scenes.framework.bindings import FAMILY_TITLES
from scenes.framework.cursor import Cursor
from scenes.framework.effects import Effects
from scenes.framework.input import Action, Kind
from scenes.play.entries import Opening
from scenes.play.scene import PlayScene

if TYPE_CHECKING:
    from scenes.framework.app import App

BOARD_AREA = pygame.Rect(8, 8, 420, 344)
AIDED_AREA = pygame.Rect(40, 8, 388, 344)  # the aid's corners on the left: the box moves right, as large
ANNOUNCE, HIDE_BUTTON = "announce", "hide"
SAID = {
    "hit": N_("The ray was absorbed: a hit."),
    "reflect": N_("The ray came back: a reflection."),
    "detour": N_("The ray came out elsewhere: a detour."),
}
# the same, fired by the computer or the other person (whole sentences with the seat's name)
SAID_BY = {
    "hit": N_("{seat} fires. The ray was absorbed: a hit."),
    "reflect": N_("{seat} fires. The ray came back: a reflection."),
    "detour": N_("{seat} fires. The ray came out elsewhere: a detour."),
}
KNOWN = {
    "hit": N_("Known already, no cost: a hit."),
    "reflect": N_("Known already, no cost: a reflection."),
    "detour": N_("Known already, no cost: a detour."),
}


class BlackBoxPlay(PlayScene):
    key = "blackbox"
    result_area = pygame.Rect(PANEL.x + 8, PANEL.bottom - 74, PANEL.w - 16, 70)
    rewind_keeps = ("par", "count", "hint")  # jobs that do not depend on the stones go on through undo and redo
    # under the Stones row to the panel's foot (a lesson has no button: the card names the keys),
    # so the rows a lesson talks about stay in view at both text sizes
    lesson_area = pygame.Rect(PANEL.x + 6, PANEL.y + 139, PANEL.w - 12, PANEL.bottom - 4 - (PANEL.y + 139))

    def __init__(
        self,
        app: App,
        session: Session[Match],
        *,
        par: Par | None = None,
        seating: Seating | None = None,
        daily: DailyRound | None = None,
    ) -> None:
        config = BoxConfig.from_options(session.options, aid=session.assisted)  # an aided game is assisted
        super().__init__(app, session, demo=config.mode == DEMO, seating=seating)
        if config.mode == TWO and seating is not None:  # seated at the join screen: the players' names
            config = replace(config, names=tuple(seat_names.chosen(app)[:2]))
        self.config = config
        self.aid = DeductionAid() if config.aid else None
        self.rng = random.Random(session.seed)
        self.layout = BoxLayout.fit(config.radius, AIDED_AREA if config.aid else BOARD_AREA)
        self.cursor = Cursor()
        self.starfield = draw.Starfield(seed=21)
        self.cover_lines: tuple[str, ...] = ()  # a look-away / pass screen, until confirmed
        self.setter_atoms: set = set()
        self.flashes: list[Flash] = []
        self.last_shot_at = -10.0
        self.reveal_at: float | None = None
        self.computer = Computer(self, par)
        self.daily = daily  # the daily challenge's day, when this round is one
        self.sounded = -1  # the round whose tally jingle has played
        self.targeted = ""  # the phase the cursor's targets were set for
        state = session.state
        self.shown = min(state.round_index, len(state.rounds) - 1)  # the round on screen
        if state.is_over():
            self.reveal_at = -1000.0
        elif self.round.atoms is None:
            self.begin_round()
            if daily is not None and daily.atoms is not None:
                self.play(("hide", frozenset(daily.atoms)))  # the day's box, never the computer setter's
        elif session.moves:
            self.say(tr("Welcome back: the box is as you left it."))

    @property
    def par(self) -> Par | None:
        """The computer's own try on a solo box (None until it is found)."""
        return self.computer.par

    @par.setter
    def par(self, par: Par | None) -> None:
        self.computer.par = par

    @property
    def par_failed(self) -> bool:
        return self.computer.par_failed

    @property
    def show_atoms(self) -> bool:
        """A lesson may show the hidden atoms faintly."""
        return self.coach is not None and self.coach.lesson.key in SHOWN

    # -- roles and phases ------------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.session.state

    @property
    def round(self) -> Round:
        return self.match.rounds[self.shown]

    def setter(self) -> int:
        return self.match.setter(self.shown)

    def getter(self) -> int:
        return self.match.getter(self.shown)

    def person_seat(self, seat: int) -> bool:
        return self.config.is_person(seat)

    def person_gets(self) -> bool:
        return self.config.is_person(self.getter())

    def person_sets(self) -> bool:
        return self.config.is_person(self.setter())

    @property
    def phase(self) -> str:
        """cover, setting (a person hides), hiding (the computer), get, reveal, scored or over."""
        r = self.round
        if self.cover_lines:
            return "cover"
        if r.atoms is None:
            return "setting" if self.person_sets() else "hiding"
        if r.announced is None:
            return "get"
        if self.reveal_at is not None and self.clock - self.reveal_at < reveal_length(r):
            return "reveal"
        return "over" if self.match.is_over() else "scored"

    def begin_round(self) -> None:
        """Hiding starts for the round on screen (behind a look-away screen between two people)."""
        self.flashes, self.setter_atoms, self.reveal_at = [], set(), None
        if self.person_sets() and self.config.mode == TWO:
            n = self.config.n_atoms
            self.cover_lines = (
                tr("Look away, {seat}!").format(seat=self.config.name(self.getter())),
                tr_n("{seat} hides {n} atom.", "{seat} hides {n} atoms.", n).format(
                    seat=self.config.name(self.setter()), n=n
                ),
            )

    def next_round(self) -> None:
        self.shown = self.match.round_index
        self.begin_round()

    # -- the session ------------------------------------------------------------------------------
    def moved(self, move: Any, before: Match, after: Match) -> None:
        kind = move[0]
        if kind == "hide":
            self.setter_atoms = set()
            self.app.sound.play("confirm")
            if self.config.mode == TWO:
                self.cover_lines = (
                    self.next_seat_words(self.getter()),
                    tr_n(
                        "Find the {n} atom with as few markers as you can.",
                        "Find the {n} atoms with as few markers as you can.",
                        self.config.n_atoms,
                    ).format(n=self.config.n_atoms),
                )
        elif kind == "fire":
            shot = self.round.result_at(move[1])
            self._flash(move[1], shot)
            kind = shot.kind if shot else "hit"
            if self.person_gets():
                self.say(tr(SAID[kind]))
            else:
                self.say(tr(SAID_BY[kind]).format(seat=self.config.name(self.getter())))
            if shot is None or shot.kind == "hit":
                self.rumble_seat(self.getter(), BUMP)  # the ray hit an atom: the getter's pad feels it
        elif kind == "stone":
            self.app.sound.play("move")
        else:
            self.reveal_at = self.clock
            self.app.sound.play("confirm")

    def rewound(self) -> None:
        self.flashes = []

    def next_seat_words(self, seat: int) -> str:
        """Who plays next: "Pass to Player 2." on one device; in a two-pad match the seat's own
        pad ("Player 2's turn, on the PlayStation pad."), as nobody passes anything."""
        name = self.config.name(seat)
        device = self.couch.device_for(seat) if self.couch.bound else None
        if device is None:
            return tr("Pass to {seat}.").format(seat=name)
        family = self.app.input.family(device)
        if family in ("xbox", "playstation", "nintendo"):
            # TRANSLATORS: {pad} is a pad maker's name: Xbox, PlayStation, Nintendo
            return tr("{seat}'s turn, on the {pad} pad.").format(seat=name, pad=FAMILY_TITLES[family])
        if family == "keyboard":
            return tr("{seat}'s turn, on the keyboard.").format(seat=name)
        return tr("{seat}'s turn, on their own controller.").format(seat=name)

    def undo(self, device: str = "") -> bool:
        """Stones only: undo that would cross a fired ray (or the hiding) says why it cannot."""
        s = self.session
        if not self.demo and not self.in_result and s.position and not s.can_undo(self.undo_stop):
            last: Any = s.moves[s.position - 1]
            if is_final(last):
                self.refuse(tr(final_reason(last)))
                return False
        return super().undo(device)

    def animating(self) -> bool:
        return self.phase == "reveal"

    def worth_keeping(self) -> bool:
        return self.config.mode in KEPT_MODES and super().worth_keeping()

    def kept_json(self) -> dict:
        data = super().kept_json()
        if self.par is not None:
            data["par"] = par_to_json(self.par)
        if self.daily is not None:
            self.daily.save(data)
        return data

    def record(self, result: Result) -> None:
        if self.daily is not None:  # the day's round counts in the daily record, not the best scores
            said = self.daily.record(self.app.stats, self.match, self.par)
            if said:
                self.say(said)
            return
        best = self.config.mode in (SOLO, MATCH) and not result.assisted  # an aided box sets no best
        box = f"r{self.config.radius}_a{self.config.n_atoms}"
        you, markers = self.match.rounds[0].penalty, self.match.rounds[0].markers_used

        def add(stats: Any) -> Any:  # made on the results as they are on disk (another copy's too)
            stats = stats if isinstance(stats, dict) else {}
            stats["played"] = int(stats.get("played", 0)) + 1
            if best:
                if stats.get(f"best_{box}") is None or you < stats[f"best_{box}"]:
                    stats[f"best_{box}"] = you
                if stats.get(f"markers_{box}") is None or markers < stats[f"markers_{box}"]:
                    stats[f"markers_{box}"] = markers  # the fewest ray markers a box was found with
            return stats

        self.app.stats.update("blackbox.results", add)

    def play_again(self) -> None:
        """A new box of the same setup (the play kit's); a daily round's box again, as practice."""
        if self.daily is None:
            super().play_again()
            return
        again = self.daily.again(self.match)
        fresh = BlackBoxPlay(self.app, again.session(self.app.rng.randrange(1 << 30)), par=self.par, daily=again)
        self.app.stack.replace(fresh, transition="fade")

    def seat_name(self, seat: int) -> str:
        return self.config.name(seat)

    def solo_seat(self) -> int | None:
        return GETTER if self.config.mode == SOLO else None  # you find; the computer hid

    def solo_words(self, result: Result) -> str:
        """Finding the box is the win; whether the computer found it with less is the tally's to say."""
        return tr("Box found!")

    def result_choices(self) -> tuple[tuple[str, str, Kind], ...]:
        """A daily round has no setup to change and is not replayed as a new box: it is practised,
        and B goes back to the daily screen it came from."""
        if self.daily is None:
            return super().result_choices()
        back = N_("Daily challenge") if DAILY_SCREEN in self.app.stack.names() else N_("Title")
        return ((PRACTISE, "{confirm}", Kind.CONFIRM), (back, "{back}", Kind.BACK))

    def leave(self) -> None:
        if self.daily is not None and DAILY_SCREEN in self.app.stack.names():
            self.app.stack.pop_to(DAILY_SCREEN, transition="fade")
            return
        super().leave()

    # -- moves from people --------------------------------------------------------------------------
    def fire_port(self, port: Any) -> bool:
        known = self.round.result_at(port) if self.round.is_open else None
        if known is not None:  # rays are reversible: a known answer costs nothing and is no move
            self._flash(port, known)
            self.say(tr(KNOWN[known.kind]))
            return True
        return self.play(("fire", port))

    def cycle_stone(self, cell: Any, back: bool = False) -> bool:
        order = [None, "trial", "sure"]
        now = order.index(self.round.stone_at(cell))
        return self.play(("stone", cell, order[(now + (-1 if back else 1)) % 3]))

    def announce(self, cells: Any = None) -> bool:
        return self.play(("announce",) if cells is None else ("announce", frozenset(cells)))

    def toggle_atom(self, cell: Any) -> None:
        if cell in self.setter_atoms:
            self.setter_atoms.discard(cell)
        elif len(self.setter_atoms) >= self.config.n_atoms:
            n = self.config.n_atoms
            self.refuse(
                tr_n(
                    "The {n} atom is placed: take it back first.", "All {n} atoms are placed: take one back first.", n
                ).format(n=n)
            )
            return
        else:
            self.setter_atoms.add(cell)
        self.app.sound.play("move")

    def finish_hiding(self, atoms: Any = None) -> bool:
        return self.play(("hide", frozenset(self.setter_atoms if atoms is None else atoms)))

    def _flash(self, port: Any, shot: Shot | None) -> None:
        if shot is None:
            return
        number = next((m.number for m in self.round.markers() if m.port == port), 0)
        colour = shot_colour(shot.kind, number)
        self.flashes += ray_flashes(port, shot.kind, shot.exit, colour, self.clock)
        self.last_shot_at = self.clock
        self.app.sound.play("ray")

    # -- input -------------------------------------------------------------------------------
    def interpret(self, action: Action) -> bool:
        phase, k = self.phase, action.kind
        confirm = k in (Kind.CONFIRM, Kind.CLICK)
        if k == Kind.ALT2 and self.aid is not None:
            return self.aid.ask_hint(self)
        if phase == "cover" and confirm:
            self.cover_lines = ()
            self.app.sound.play("confirm")
        elif phase == "reveal" and confirm and self.reveal_at is not None:
            self.reveal_at -= reveal_length(self.round)  # skip the animation
        elif phase == "scored" and confirm:
            self.app.sound.play("confirm")
            self.next_round()
        elif phase == "setting":
            return self._point(action, HIDE_BUTTON)
        elif phase == "get" and self.person_gets():
            return self._point(action, ANNOUNCE)
        else:
            return False
        return True

    def _point(self, action: Action, button: str) -> bool:
        """The cursor, and what Enter / a click / X do where it rests."""
        k = action.kind
        step = nav.rim_step(self.layout, self.cursor.focus, action) if button == ANNOUNCE else None
        if step is not None:
            self.cursor.focus_on(step)
            self.app.sound.play("move")
            return True
        if k in (Kind.CLICK, Kind.RCLICK):
            self.cursor.handle(action)  # a click focuses what is under it and acts there: one click plays
        elif self.cursor.handle(action):
            if k != Kind.POINT:
                self.app.sound.play("move")
            return True
        if k not in (Kind.ALT, Kind.CONFIRM, Kind.CLICK, Kind.RCLICK):
            return False
        key = button if k == Kind.ALT else self.cursor.focus if k == Kind.CONFIRM else self.cursor.target_at(action.pos)
        if key == HIDE_BUTTON:
            self.finish_hiding()
        elif key == ANNOUNCE:
            self.announce()
        elif key == HINT and self.aid is not None:
            self.aid.ask_hint(self)
        elif button == HIDE_BUTTON and key is not None:
            self.toggle_atom(key)
        elif nav.is_port(key):
            self.fire_port(key)
        elif key is not None:
            self.cycle_stone(key, back=k == Kind.RCLICK)
        return True

    # -- the frame --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        phase = self.phase
        if phase != self.targeted:
            self.targeted = phase
            live = phase == "setting" or (phase == "get" and self.person_gets())
            button = HIDE_BUTTON if phase == "setting" else ANNOUNCE
            targets = nav.targets(self.layout, phase == "get", button, BUTTON) if live else []
            if self.coach is not None:  # the lesson's card covers the button
                targets = [t for t in targets if t.key != button]
            elif self.aid is not None and live and phase == "get":
                targets += self.aid.targets(self.layout)
            self.cursor.set_targets(targets)
            if live:
                self.cursor.focus_on((0, 0))
        if phase in ("scored", "over") and self.sounded != self.shown:
            self.sounded = self.shown
            self.app.sound.play("win" if self.round.fully_correct else "lose")
        self.flashes = [f for f in self.flashes if self.clock - f.start < FLASH_S + 0.3]
        if self.aid is not None:
            self.aid.work(self, phase)
        if not self.jobs.busy:
            self.computer.work(phase)

    # -- drawing ------------------------------------------------------------------------------
    def snapshot(self) -> Frame:
        """What the frame shows, as plain data (snapshot.py); view.py draws it."""
        phase = self.phase
        if phase == "cover":
            return Frame(cover_lines=self.cover_lines, cover_hint=self.prompt(tr(COVER_HINT)))
        live = phase == "setting" or (phase == "get" and self.person_gets())
        revealing = phase in ("reveal", "scored", "over")
        board = BoardSnapshot(
            self.round,
            self.clock,
            frozenset(self.setter_atoms) if phase == "setting" else frozenset(),
            tuple(self.flashes),
            self.cursor.focus,
            self.cursor.focus_rect if live and not self.demo else None,
            getting=phase == "get",
            faint_atoms=phase == "get" and (self.show_atoms or not self.person_gets()),
            reveal_elapsed=(self.clock - (self.reveal_at or 0.0)) if revealing else None,
            flashes_on=Effects.of(self.app.settings).flashes,
        )
        facts = PanelFacts(
            self.config,
            self.match,
            self.shown,
            phase,
            live,
            self.person_gets(),
            len(self.setter_atoms),
            self.message_text,
            self.message_is_error,
            self.jobs.busy and self.jobs.kind != "par",
            self.par,
            self.par_failed,
            self.demo,
            self.daily.label() if self.daily is not None else "",
            DailyRound.par_of(self.match, self.par) if self.daily is not None else "",
            lesson=self.coach is not None,
        )
        aid = self.aid.view(self, phase) if self.aid is not None else None
        return Frame(board=board, aid=aid, panel=panel_view(facts, self.prompt))

    def draw(self, canvas: pygame.Surface) -> None:
        draw_frame(canvas, self.layout, self.snapshot(), self.starfield, self.app.time)
        self.draw_result_keys(canvas)


def demo_session(seed: int) -> Session[Match]:
    """A computer-getter round for the attract mode; the box varies with the seed."""
    rng = random.Random(seed)
    radius = rng.choice((3, 4, 4))
    return Session.new(BACKEND, BoxConfig(DEMO, radius, {3: 4, 4: 6}[radius], 3).options(), seed)


def scene_for(app: App, session: Session[Any], opening: Opening) -> BlackBoxPlay:
    """The play scene of a session: a daily round, a kept box with its par, or a fresh one.

    A kept solo box carries the computer's own try (``par``) and a daily round its
    date; both ride in the kept JSON beside the session (saves.py, daily.py)."""
    par, daily = None, None
    if opening.kept:
        check_kept(session)
        par = par_from_json(opening.kept.get("par"), session.state)
        daily = DailyRound.from_save(opening.kept)
    return BlackBoxPlay(app, session, par=par, seating=None if daily else opening.seating, daily=daily)


def start_daily(app: App, day: dt.date, atoms: frozenset, par: Par, start: AttemptStart | None = None) -> BlackBoxPlay:
    """The daily challenge's round on the day's ``atoms``; ``par`` is the computer's try on them,
    ``start`` when and where it begins (kept with it)."""
    daily = DailyRound(day, atoms, start)
    return BlackBoxPlay(app, daily.session(app.rng.randrange(1 << 30)), par=par, daily=daily)
