"""The patience setup as a typed value, outlasting a session: the variant's title and the variant and whether random
deals are drawn from the winnable ones only (on unless turned off).

Kept in the stats store under "patience.setup", as the other games keep
their setup, by the options' schema (``PatienceLastSetup``); a missing or
damaged entry reads as the defaults.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

import msgspec

from game.i18n import N_
from game.patience import DealChoice, Variant, deal_options

SETUP_KEY = "patience.setup"
# variant names, not the game's (marked: tr where shown)
# TRANSLATORS: the two patience variants' names
VARIANT_TITLES = {"classic": N_("Black Hole"), "all_in_a_row": N_("All in a Row")}


class PatienceLastSetup(DealChoice, frozen=True, forbid_unknown_fields=False):
    """patience.setup: the last patience setup (``Setup.to_json``): the options' one schema
    (game/patience/position.py ``DealChoice``, what a setup chooses of a deal), each field with its
    default here: winnable deals are on unless turned off."""

    variant: Variant = "classic"
    winnable: bool = True


@dataclass(frozen=True)
class Setup:
    """The patience setup, with the one interface every game's config has (scenes/play/config.py)."""

    variant: str = "classic"
    winnable: bool = True  # random deals only from the deals the solver wins
    assisted = False  # a deal starts unhelped

    def options(self) -> dict[str, Any]:
        """A random deal of this setup's variant (a winnable one is proven first: scenes/patience/preparer.py)."""
        return deal_options(self.variant)

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> "Setup":
        return cls(options["variant"], bool(options.get("winnable", False)))

    def rematch(self) -> "Setup":
        return self

    def to_json(self) -> dict[str, Any]:
        return {"variant": self.variant, "winnable": self.winnable}

    @classmethod
    def from_json(cls, raw: Any) -> "Setup":
        """The setup's memory read by its schema (``PatienceLastSetup``, the options' one),
        forgiving: a missing or damaged memory reads as the defaults."""
        try:
            memory = msgspec.convert(raw, PatienceLastSetup, strict=True)
        except msgspec.ValidationError:
            return cls()
        return cls(memory.variant, memory.winnable)


def read_setup(store: Any) -> Setup:
    return Setup.from_json(store.get(SETUP_KEY, {}))


def write_setup(store: Any, setup: Setup) -> None:
    store.set(SETUP_KEY, setup.to_json())


class SetupKeeper:
    """The setup a play scene offers in its menus: changed there, used from the
    next deal on, and written at once so it is there next time."""

    def __init__(self, store: Any, variant: str) -> None:
        self.store = store
        self.setup = Setup(variant, read_setup(store).winnable)

    def set_variant(self, variant: str) -> None:
        self.setup = Setup(variant, self.setup.winnable)
        write_setup(self.store, self.setup)

    def set_winnable(self, on: bool) -> None:
        self.setup = Setup(self.setup.variant, on)
        write_setup(self.store, self.setup)
