"""What a plugged or pulled device is called in its toast speaks the arcade's language (issue 28:
"Sky's phone" and "Sky's controller" were English in every language)."""

from __future__ import annotations

import gettext

import pytest

from game import i18n
from scenes.framework.input_devices import Devices


class Shouting(gettext.NullTranslations):
    """A language in which every message is its English in capitals (placeholders kept)."""

    def gettext(self, message: str) -> str:
        return message.replace("'s", "'S").replace("phone", "PHONE").replace("Phone", "PHONE")


@pytest.fixture
def shouting():
    before = i18n.active(), i18n.language()
    i18n.use(Shouting(), "xx")
    yield
    i18n.use(*before)


def test_a_phone_coming_and_going_is_named_in_the_arcades_language(shouting):
    devices = Devices(bind=lambda pad: None)
    added = devices.phone_added(1, "ab" * 16, object())
    assert added.info == "PHONE"
    devices.seat_names[added.device] = "Sky"
    removed = devices.phone_removed(1)
    assert removed is not None and removed.info == "Sky'S PHONE"
    again = devices.phone_added(2, "ab" * 16, object())  # the same phone back: its seat's name
    assert again.info == "Sky'S PHONE"
