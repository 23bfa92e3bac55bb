"""The template's keys in stats.json: the last setup and how many games were finished.

Every key a game writes is declared here with its msgspec type (the shell puts
all games' keys into the one schema of the file; a key not declared is refused
when written). ``<key>.recent`` and ``<key>.lessons`` are added for every game.
"""

from __future__ import annotations

from typing import Annotated

import msgspec

from game.template import PILES, TemplateOptions
from scenes.play.entries import StatsField
from scenes.play.stats import Count

SETUP_KEY = "template.setup"
PLAYED_KEY = "template.played"


class TemplateLastSetup(TemplateOptions, frozen=True, forbid_unknown_fields=False):
    """template.setup: the last setup (scenes/template/config.py TemplateConfig.to_json): the
    options' one schema (game/template.py), each field with its default here."""

    pile: int = PILES[0]
    first: Annotated[int, msgspec.Meta(ge=0, le=1)] = 0


STATS = (StatsField(SETUP_KEY, TemplateLastSetup), StatsField(PLAYED_KEY, Count))
