"""Fuzz: random JSON documents of every shape and depth as settings.json or stats.json.

Whatever the document, the real app starts (main.create_app with BHA_HOME in a
temp folder) and runs; a document the file's schema refuses is set aside whole,
byte for byte, with a notice; one it accepts is kept; the other file is untouched.
"""

import json
import shutil
import tempfile
from pathlib import Path

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scenes.framework.settings import DEFAULTS, Settings
from scenes.framework.storage import field_names
from scenes.shell.stats_schema import arcade_stats
from tests.framework.test_notices import recorded_toasts
from tools.harness.helpers import make_app

ArcadeStats = arcade_stats()

KEYS = sorted(field_names(Settings) | field_names(ArcadeStats)) + [
    "played",
    "won",
    "win",
    "draw",
    "loss",
    "levels",
    "starter",
    "mode",
    "radius",
    "normal2",
    "2p",
]

scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from(["3", "many", "normal", "fast", "solo", "most", ""])
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=6) | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=8), inner, max_size=6)
    ),
    max_leaves=40,
)
documents = st.one_of(
    json_values.map(json.dumps),  # any shape
    st.dictionaries(st.sampled_from(KEYS), json_values, max_size=8).map(json.dumps),  # near-valid
    st.integers(1, 300_000).map(lambda n: "[" * n),  # deep, unclosed
    st.integers(1, 150_000).map(lambda n: '{"scanlines": ' + "[" * n + "]" * n + "}"),
    st.sampled_from(
        [
            "1e400",
            '{"music_volume": 1e400}',
            '{"numbers.record": {"a": {"win": 1e400}}}',
            "NaN",
            '{"a": NaN}',
            "\ufeff{}",
            "{}",
            "[]",
            "null",
            "",
        ]
    ),
    st.binary(max_size=64).map(lambda b: b.decode("latin-1")),
)

GOOD_SETTINGS = json.dumps({**DEFAULTS, "scanlines": True}).encode()
GOOD_STATS = json.dumps({"patience.classic": {"played": 2, "won": 1, "streak": 1, "best": 1}}).encode()


def accepted(raw: bytes, schema: type) -> bool:
    """The oracle: does the schema take this document (after a BOM)?"""
    raw = raw.removeprefix(b"\xef\xbb\xbf")
    if not raw.strip():
        return False
    try:
        msgspec.json.decode(raw, type=schema)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return False
    return True


@pytest.mark.slow
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=documents, target=st.sampled_from(["settings", "stats"]))
def test_any_document_as_either_file_never_stops_the_app(doc, target):
    home = Path(tempfile.mkdtemp(prefix="bha-fuzz-"))
    try:
        config, data = home / "config", home / "data"
        config.mkdir()
        data.mkdir()
        raw = doc.encode("utf-8", "surrogatepass")
        fuzzed, other = (
            (config / "settings.json", data / "stats.json")
            if target == "settings"
            else (data / "stats.json", config / "settings.json")
        )
        other_bytes = GOOD_STATS if target == "settings" else GOOD_SETTINGS
        fuzzed.write_bytes(raw)
        other.write_bytes(other_bytes)
        schema = Settings if target == "settings" else ArcadeStats

        with recorded_toasts() as notices:
            app = make_app(home=str(home))
            try:
                app.step(3)
                assert app.scene_names() == ["title"]
            finally:
                app.close()

        assert other.read_bytes() == other_bytes  # the other file: untouched
        asides = sorted(fuzzed.parent.glob(fuzzed.name + ".corrupt-*"))
        if accepted(raw, schema):
            assert asides == [] and fuzzed.exists()
        elif raw.strip(b" \t\r\n\xef\xbb\xbf"):
            assert [p.read_bytes() for p in asides] == [raw]  # set aside whole
            assert any("kept it as " + asides[0].name in n for n in notices)
        else:
            assert asides == [] and any("empty" in n for n in notices)
        if target == "settings":  # what is on disk now is valid
            assert accepted(fuzzed.read_bytes(), Settings)
    finally:
        shutil.rmtree(home, ignore_errors=True)
