"""A small modal question with two or three answers (quit?, abandon the kept game?)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game.i18n import tr

from . import draw
from .input import Action
from .menu import Button, MenuScene, MenuStyle

if TYPE_CHECKING:
    from .app import App


class ConfirmScene(MenuScene):
    """``answers`` are (label, action) pairs, labels as N_-marked messages (the menu translates
    them); ``question`` is translated here (a message, or words already worked out). BACK is
    the last answer's way out (it just closes).

    The first answer has focus, so the safe answer should come first where a
    slip of the thumb would cost something.
    """

    def __init__(
        self, app: "App", question: str, answers: list[tuple[str, Callable[[], None]]], help: str = ""
    ) -> None:
        def choose(action: Callable[[], None]) -> Callable[[], None]:
            def run() -> None:
                app.stack.pop()
                action()

            return run

        items = [Button(label, choose(action), help=help) for label, action in answers]
        # a long question is asked in the smaller type, so it stays on the canvas
        question = tr(question)
        size = "l" if draw.text_size(question, "l")[0] <= 560 else "m"
        super().__init__(
            app,
            question,
            items,
            name="confirm",
            opaque=False,
            style=MenuStyle(width=max(200, min(420, draw.text_size(question, size)[0])), title_size=size),
        )

    def handle(self, action: Action) -> bool:
        super().handle(action)
        return True  # modal: nothing reaches the scene beneath
