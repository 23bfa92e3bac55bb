"""The Black Box setup screen: mode, box size, atoms, computer level (remembered).

A two-player match opens the join screen first: each controller (or the keyboard)
takes a seat and plays it; a computer taking a seat makes it a match against the computer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from game.blackbox import RADII
from game.i18n import N_, tr
from scenes.blackbox.config import MATCH, SOLO, TWO, WATCH, BoxConfig
from scenes.blackbox.lessons import LESSONS, make_scene
from scenes.couch.join import JoinScene, SeatBinding
from scenes.couch.seating import Seat, Seating
from scenes.framework import draw
from scenes.framework.menu import Choice, Item, MenuScene, MenuStyle, Spacer
from scenes.play.setup_flows import SetupFlows

if TYPE_CHECKING:
    from scenes.framework.app import App

STATS_KEY = "blackbox.setup"
MODES = (SOLO, MATCH, TWO, WATCH)
MODE_LABELS = (N_("Solo box"), N_("Match vs computer"), N_("Two players"), N_("Watch the computer"))
# TRANSLATORS: how strong the computer plays (game.LEVEL_NAMES: one naming on every screen)
LEVEL_WORDS = (N_("easy"), N_("fair"), N_("strong"))
KEY = "blackbox"
ATOMS = tuple(range(3, 11))
MODE, SIZE, N_ATOMS, LEVEL, AID = range(5)


class BlackBoxSetup(MenuScene):
    def __init__(self, app: "App", config: Optional[BoxConfig] = None, seating: Optional[Seating] = None) -> None:
        self.flows = SetupFlows(self, app, KEY, STATS_KEY, LESSONS, make_scene)
        # back from a two-seat match: its seats again on the join screen
        self.last_seats = _join_seats(config, seating) if config is not None else []
        if config is None:
            config = self.flows.recall()
        self.field = draw.Starfield(seed=8)
        mode = MODES.index(config.mode) if config.mode in MODES else 0
        items: list[Item] = [
            Choice(
                N_("Mode"),
                MODE_LABELS,
                mode,
                help=N_("solo: find the computer's atoms; match: two boxes, roles swapped; or watch"),
            ),
            Choice(
                N_("Box"),
                # TRANSLATORS: the box's size and, in brackets, its number of cells
                (N_("Small (37)"), N_("Normal (61)"), N_("Large (91)")),
                RADII.index(config.radius),
                help=N_("cells in the box: radius 3, 4 or 5"),
            ),
            Choice(
                N_("Atoms"),
                tuple(str(n) for n in ATOMS),
                ATOMS.index(config.n_atoms),
                help=N_("atoms hidden in the box (6 is the classic)"),
            ),
            Choice(
                N_("Computer"),
                LEVEL_WORDS,
                config.level - 1,
                help=N_("how hard the computer hides and how well it finds"),
            ),
            Choice(
                N_("Deduction aid"),
                (N_("Off"), N_("On")),
                int(config.aid),
                help=N_("the layouts that fit, hints, one at the end (the game counts as assisted)"),
            ),
            Spacer(6),
            *self.flows.rows(self.start, tr("play with these settings"), tr("four short lessons on a small box")),
        ]
        super().__init__(
            app,
            self.flows.info.name,
            items,
            name="blackbox_setup",
            subtitle=N_("find the atoms with as few rays as you can"),
            style=MenuStyle(width=300, row=22, gap=3),
            background=self._background,
        )

    def _background(self, canvas) -> None:
        self.field.draw(canvas, self.app.time)

    def _chosen(self, row: int) -> int:
        """The index chosen in the Choice at `row` (MODE .. AID are all Choices)."""
        item = self.items[row]
        assert isinstance(item, Choice)
        return item.index

    def config(self) -> BoxConfig:
        return BoxConfig(
            MODES[self._chosen(MODE)],
            RADII[self._chosen(SIZE)],
            ATOMS[self._chosen(N_ATOMS)],
            self._chosen(LEVEL) + 1,
            self._chosen(AID) == 1,
        )

    def start(self) -> None:
        config = self.config()
        self.flows.remember(config)
        if config.mode == TWO:
            names = [config.name(p) for p in range(2)]
            colours = draw.SEAT_COLOURS[:2]
            title = tr("{game}: take your seats").format(game=tr(self.flows.info.name))
            join = JoinScene(self.app, title, 2, 2, names, colours, self.joined, named=True)
            self.flows.join(self.joined, self.last_seats, config.level, join)  # a computer: the Computer row's
            return
        self.flows.play(config)

    def joined(self, seats: list[SeatBinding]) -> None:
        """Two people: a two-player match, each on the device that joined; a person and the
        computer: a match against it at the level the join screen gave (it hides first)."""
        config = self.config()
        computer = next((s for s in seats if s.device is None), None)
        person = next((s for s in seats if s.device is not None), None)
        if computer is not None and person is not None:
            config = BoxConfig(MATCH, config.radius, config.n_atoms, computer.level, config.aid)
            seating = Seating((Seat(None, person=False), Seat(person.device, person.guid)))
        else:
            seating = Seating.from_bindings(seats)
        self.flows.play(config, seating)

    def on_enter(self) -> None:
        super().on_enter()
        self.flows.entered()


def _join_seats(config: BoxConfig, seating: Seating | None) -> list[SeatBinding]:
    """The join screen's seats of a match that had them: two people in their seats, or the person
    and the computer at its level (the person first, as they joined)."""
    if seating is None or config.mode not in (TWO, MATCH):
        return []
    people = [SeatBinding(s.device, 0, s.guid) for s in seating.seats if s.person and s.device is not None]
    if config.mode == MATCH and len(people) == 1:
        return [people[0], SeatBinding(None, config.level)]
    return people if len(people) == 2 else []
