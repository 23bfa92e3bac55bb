"""The one envelope of a saved session (game/midend.py Envelope): bounded, typed, the mid-end's own."""

import msgspec
import pytest

from game.midend import Envelope, Session, read_envelope
from game.numbers import BACKEND
from scenes.framework.storage import load_typed


def session(**over):
    fields = {
        "game": "numbers",
        "version": 1,
        "options": {"size": "quick", "levels": [0, 2]},
        "seed": 42,
        "moves": [[0, 0], [1, 0]],
    }
    fields.update(over)
    return fields


def test_an_envelope_reads_back_what_was_written():
    env = read_envelope(session())
    assert msgspec.to_builtins(env) == {**session(), "redo": [], "assisted": False}


@pytest.mark.parametrize(
    "bad",
    [
        session(game="x" * 33),
        session(game=""),
        session(version="1"),
        session(seed=1e400),
        session(seed="abc"),
        session(options=[]),
        session(moves=[0] * 10_001),
        session(options={"deep": [[[[[[[[[[1]]]]]]]]]]}),
        session(moves=[{"a": "x" * 5000}]),
        session(options={f"k{i}": i for i in range(65)}),
        {"game": "numbers"},
        session(assisted="no"),
        session(redo="abc"),
        session(redo=[1] * 10_001),
        [1, 2, 3],
    ],
)
def test_a_bad_envelope_is_refused_in_words(bad):
    with pytest.raises(ValueError) as refused:
        read_envelope(bad)
    assert "saved game" in str(refused.value)
    with pytest.raises(ValueError):
        Session.from_json(bad, {BACKEND.key: BACKEND})


def test_keys_beside_the_envelope_pass_through():
    """A kept game carries its seats (and a daily its date) next to the session."""
    assert read_envelope(session(seats=[{"device": "kb"}])).game == "numbers"


def test_the_mid_ends_own_saves_fit_the_envelope():
    options = {"board": "quick2", "scoring": "most", "first": 0, "levels": [0, 0]}
    s = Session.new(BACKEND, options, seed=7)
    for _ in range(3):
        s.play(s.state.legal_actions()[0])
    s.undo()
    data = s.to_json()
    assert msgspec.to_builtins(read_envelope(data)) == data and data["redo"]


def test_a_session_of_another_game_is_refused():
    with pytest.raises(ValueError, match="stars"):
        Session.from_json(session(game="stars"), {BACKEND.key: BACKEND})


def test_a_deep_session_file_is_set_aside_not_recursed(tmp_path):
    path = tmp_path / "session.json"
    path.write_text(
        '{"game": "numbers", "version": 1, "options": {}, "seed": 1, "moves": ' + "[" * 200_000 + "]" * 200_000 + "}"
    )
    loaded = load_typed(path, Envelope, "saved game")
    assert loaded.value is None and "kept it as session.json.corrupt-" in (loaded.notice or "")
