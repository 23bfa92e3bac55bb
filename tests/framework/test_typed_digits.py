"""Digits typed by players are ASCII 0-9 only: "²".isdigit() is True but int("²") raises.

Issue 11: on AZERTY keyboards the top-left key types "²" and crashed patience
(on the table, and in the deal-number entry opened with G).
"""

import pathlib
import re

import pygame
import pytest

from tests.patience.test_scene import deal
from tools.harness.helpers import make_app, press_key, settle

NOT_ASCII_DIGITS = ["\u00b2", "\u00b9", "\u00b3", "\u0663", "\uff13", "\u2463", "\U0001d7d1"]


@pytest.fixture
def app():
    app = make_app("--game", "patience", "--seed", "4")
    try:
        settle(app)
        deal(app, 2)  # a deal on the table, as the patience tests start
        yield app
    finally:
        app.close()


def test_superscript_and_other_digits_on_the_table_are_ignored(app):
    for ch in NOT_ASCII_DIGITS:
        assert ch.isdigit() or ch.isnumeric()
        press_key(app, 178, unicode=ch)  # the key left of 1 on AZERTY
        settle(app)
        assert app.scene_names()[-1] == "patience"


def test_superscript_digits_in_the_deal_number_entry_are_ignored(app):
    from scenes.patience.menus import DealNumberScene

    entry = DealNumberScene(app, lambda n: None)  # what G opens
    app.stack.push(entry)
    settle(app)
    press_key(app, pygame.K_4, unicode="4")
    for ch in NOT_ASCII_DIGITS + ["42"]:
        press_key(app, 178, unicode=ch)
    assert app.stack.top is entry and entry.value == 4


def test_no_scene_uses_isdigit_on_typed_text():
    """str.isdigit/isnumeric/isdecimal accept non-ASCII digits; scenes must not rely on them."""
    root = pathlib.Path(__file__).resolve().parents[2] / "scenes"
    offenders = [
        f"{p.relative_to(root)}:{n}"
        for p in root.rglob("*.py")
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\.is(digit|numeric|decimal)\(", line.split("#", 1)[0])  # code, not comments
    ]
    assert offenders == []
