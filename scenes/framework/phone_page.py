"""The controller page as the phones get it: the page's words in the arcade's language.

assets/phone/controller.html carries no words of its own beyond English stand-ins: every text
it shows is looked up in ``W``, a JSON object the arcade writes into the page (at ``/*WORDS*/``)
when it serves it, from the catalogue (game/i18n.py), so a phone speaks what the TV speaks. The
words are built when the server starts and again when the Language setting changes
(``PhoneService.language_changed``); a phone gets them on its next load of the page.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path

from game.i18n import N_

from .phone_protocol import MAX_PHONES

# key -> English; {n} is filled on the phone (seconds), {max} here (the phones a table seats)
WORDS: Mapping[str, str] = {
    "title": N_("Black Hole Arcade controller"),
    "connecting": N_("Connecting…"),
    "reconnecting": N_("Reconnecting…"),
    "connected": N_("Connected"),
    "paused": N_("Paused"),
    "seated": N_("Seated"),
    "press_a": N_("Press A to join"),
    "your_turn": N_("Your turn"),
    "full": N_("The table is full: {max} phones play already. Trying again in {n} s"),
    "lost": N_("Lost the arcade: trying again in {n} s"),
    "wrong_code": N_("Wrong room code"),
    "four_letters": N_("The code is four letters"),
    "elsewhere": N_("This controller opened in another tab"),
    "junk": N_("Sent away: too many bad messages"),
    "type_code": N_("Type the room code the arcade shows"),
    "room_code": N_("Room code"),
    "join": N_("Join"),
    "undo": N_("Undo"),
    "start": N_("Start"),
    "redo": N_("Redo"),
    "dpad": N_("D-pad"),
    "up": N_("Up"),
    "down": N_("Down"),
    "left": N_("Left"),
    "right": N_("Right"),
    "y": N_("Y: hint"),
    "x": N_("X: alternate"),
    "b": N_("B: back"),
    "a": N_("A: confirm"),
}
MARK = b"/*WORDS*/"


def controller_page(assets: Path, translate: Callable[[str], str] = str, lang: str = "en") -> bytes:
    """The page's bytes with its words (``translate`` of each English one) and its ``lang``."""
    page = (assets / "phone" / "controller.html").read_bytes()
    words = {key: translate(english).replace("{max}", str(MAX_PHONES)) for key, english in WORDS.items()}
    # "</" could close the script element early: a word can never end the page's script
    data = json.dumps(words, ensure_ascii=False).replace("</", "<\\/").encode()
    page = page.replace(MARK, data, 1)
    code = "".join(c for c in lang.split("_")[0] if c.isalpha())[:8] or "en"
    return page.replace(b'<html lang="en">', f'<html lang="{code}">'.encode(), 1)
