"""The computer's knowledge of a game is named on its catalogue line (``GameInfo.knowledge``)
and loaded on first use: game/ai registers nothing by hand, and importing it loads no game's
knowledge (issue 26, "declared once")."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game import catalogue
from game.ai import knowledge_for, knowledge_of, searched
from game.ai.search import BaseKnowledge
from scenes.play import entries

ROOT = Path(__file__).resolve().parents[2]


def test_the_searched_games_are_those_whose_catalogue_line_names_a_knowledge():
    named = {game.key for game in catalogue.GAMES if game.knowledge}
    assert set(searched()) == named and named  # at least one game the search plays
    for game in catalogue.GAMES:
        knowledge = knowledge_of(game)
        assert (knowledge is None) == (not game.knowledge)
        if knowledge is not None:
            assert isinstance(knowledge, BaseKnowledge)
            state = entries.entry(game.key).demo_session(1).state  # an all-computer game of it
            assert knowledge_for(state) is knowledge


def test_importing_the_computer_loads_no_games_knowledge():
    probe = (
        "import json, sys; sys.path.insert(0, '.'); import game.ai; "
        "print(json.dumps(sorted(m for m in sys.modules if m.endswith('_knowledge'))))"
    )
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == []
