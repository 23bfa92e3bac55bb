"""The schema of stats.json: every key the games write, with its type, ranges and sizes.

The framework's JsonStore checks the whole file against :class:`ArcadeStats`
when it is read (anything wrong sets the file aside) and every ``set`` before
it is kept, so the games always read back whole numbers, known names and
bounded lists. main.py hands this schema to the app; the framework itself
knows no game. A game that records something new adds its key here.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from scenes.framework.storage import SavedSession

Count = Annotated[int, msgspec.Meta(ge=0, le=10**9)]
Level = Annotated[int, msgspec.Meta(ge=0, le=3)]  # 0: a person, 1..3: the computer
Bucket = Annotated[str, msgspec.Meta(pattern=r"^[a-z0-9_]{1,16}$")]


class PatienceRecord(msgspec.Struct):
    """patience.<variant>: games played, won on your own, won with help, the current and the
    best winning streak (scenes/patience/stats.py)."""

    played: Count = 0
    won: Count = 0
    helped: Count = 0
    streak: Count = 0
    best: Count = 0


class Outcomes(msgspec.Struct):
    """A lone player's wins, draws and losses against the computer on one board."""

    win: Count = 0
    draw: Count = 0
    loss: Count = 0


Record = Annotated[dict[Bucket, Outcomes], msgspec.Meta(max_length=32)]


class BlackboxSetup(msgspec.Struct):
    """blackbox.setup: the last Hex Black Box setup (scenes/blackbox/config.py BoxConfig)."""

    mode: Literal["solo", "match", "two", "watch", "demo"] = "solo"
    radius: Literal[3, 4, 5] = 4
    n_atoms: Annotated[int, msgspec.Meta(ge=3, le=10)] = 6
    level: Literal[1, 2, 3] = 3
    aid: bool = False  # the deduction aid (scenes/blackbox/aid.py)


BlackboxResultKey = Annotated[str, msgspec.Meta(pattern=r"^(played|best_r[0-9]{1,2}_a[0-9]{1,2})$")]
BlackboxResults = Annotated[dict[BlackboxResultKey, Count], msgspec.Meta(max_length=64)]


class NumbersSetup(msgspec.Struct):
    """numbers.setup: the last numbers match setup (scenes/numbers/config.py MatchConfig)."""

    size: Literal["normal", "quick"] = "normal"
    levels: Annotated[list[Level], msgspec.Meta(min_length=2, max_length=3)] = msgspec.field(
        default_factory=lambda: [0, 2]
    )
    scoring: Literal["most", "least"] = "most"
    starter: Annotated[int, msgspec.Meta(ge=0, le=2)] = 0
    first: Annotated[int, msgspec.Meta(ge=-1, le=3)] = -1  # the menu's "First" row (3 Random, -1 not kept)

    def __post_init__(self) -> None:
        if self.starter >= len(self.levels):
            raise ValueError("the starter is not one of the seats")


class StarsSetup(msgspec.Struct):
    """stars.last_setup: the last Black Holes setup (scenes/stars/config.py StarsConfig).
    Files from before teaching marks became a setting still hold "teaching": ignored."""

    levels: Annotated[list[Level], msgspec.Meta(min_length=2, max_length=6)] = msgspec.field(
        default_factory=lambda: [0, 2]
    )
    fault_rule: bool = False
    starter: Annotated[int, msgspec.Meta(ge=0, le=5)] = 0
    first: Annotated[int, msgspec.Meta(ge=-2, le=5)] = -2  # the "Who starts" row (-1 random, -2 not kept)

    def __post_init__(self) -> None:
        if self.starter >= len(self.levels):
            raise ValueError("the starter is not one of the seats")


class RecentGame(msgspec.Struct):
    """One finished game kept for review (scenes/play/recent.py): its date, a one-line
    result and the whole session, in the same envelope as a kept game."""

    date: Annotated[str, msgspec.Meta(pattern=r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")]
    summary: Annotated[str, msgspec.Meta(max_length=80)]
    session: SavedSession


Recent = Annotated[list[RecentGame], msgspec.Meta(max_length=20)]  # scenes/play/recent.py RECENT_MAX


class PatienceSetup(msgspec.Struct):
    """patience.setup (scenes/patience/preferences.py): the variant and whether random deals
    are winnable ones only."""

    variant: Literal["classic", "all_in_a_row"] = "classic"
    winnable: bool = True


class DayResult(msgspec.Struct, omit_defaults=True):
    """One day of the daily challenge (game/daily.py DayResult.to_json)."""

    patience_won: bool | None = None
    patience_moves: Annotated[int, msgspec.Meta(ge=0, le=1000)] = 0
    patience_helped: bool = False
    blackbox_penalty: Annotated[int, msgspec.Meta(ge=0, le=10_000)] | None = None
    blackbox_par: Annotated[int, msgspec.Meta(ge=0, le=10_000)] | None = None


Daily = Annotated[
    dict[Annotated[str, msgspec.Meta(pattern=r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")], DayResult],
    msgspec.Meta(max_length=4000),
]


class LessonsProgress(msgspec.Struct):
    """<game>.lessons (scenes/play/lessons.py): the lessons done and whether they were offered."""

    done: Annotated[list[Annotated[str, msgspec.Meta(pattern=r"^[a-z0-9_.-]{1,48}$")]], msgspec.Meta(max_length=64)] = (
        msgspec.field(default_factory=list)
    )
    offered: bool = False


class ArcadeStats(msgspec.Struct, omit_defaults=True):
    """stats.json. A key never written stays absent (None), so ``get(key, default)`` still
    tells "never played" apart from a record of zeros."""

    patience_classic: PatienceRecord | None = msgspec.field(default=None, name="patience.classic")
    patience_all_in_a_row: PatienceRecord | None = msgspec.field(default=None, name="patience.all_in_a_row")
    patience_classic_winnable: PatienceRecord | None = msgspec.field(default=None, name="patience.classic.winnable")
    patience_all_in_a_row_winnable: PatienceRecord | None = msgspec.field(
        default=None, name="patience.all_in_a_row.winnable"
    )
    patience_setup: PatienceSetup | None = msgspec.field(default=None, name="patience.setup")
    daily: Daily | None = None
    blackbox_setup: BlackboxSetup | None = msgspec.field(default=None, name="blackbox.setup")
    blackbox_results: BlackboxResults | None = msgspec.field(default=None, name="blackbox.results")
    numbers_setup: NumbersSetup | None = msgspec.field(default=None, name="numbers.setup")
    numbers_record: Record | None = msgspec.field(default=None, name="numbers.record")
    stars_last_setup: StarsSetup | None = msgspec.field(default=None, name="stars.last_setup")
    stars_record: Record | None = msgspec.field(default=None, name="stars.record")
    numbers_recent: Recent | None = msgspec.field(default=None, name="numbers.recent")
    stars_recent: Recent | None = msgspec.field(default=None, name="stars.recent")
    blackbox_recent: Recent | None = msgspec.field(default=None, name="blackbox.recent")
    patience_recent: Recent | None = msgspec.field(default=None, name="patience.recent")
    numbers_lessons: LessonsProgress | None = msgspec.field(default=None, name="numbers.lessons")
    stars_lessons: LessonsProgress | None = msgspec.field(default=None, name="stars.lessons")
    blackbox_lessons: LessonsProgress | None = msgspec.field(default=None, name="blackbox.lessons")
    patience_lessons: LessonsProgress | None = msgspec.field(default=None, name="patience.lessons")
