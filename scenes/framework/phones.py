"""The arcade's phone server switch: started when asked, stopped with the arcade, told to the join screen.

``Phones`` setting: "off" (started only by the join screen's "Join with a
phone"), "joining" (with every join screen) or "always" (at start, as with
``--phones``). Once started the server runs until the players stop it or the
arcade quits, so seated phones keep playing after the join screen. What the
join screen shows (address, room code, a port that was taken, no network) is
read here, and worded there; no scene touches the network.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.i18n import language, tr

from .input import InputLayer
from .phone_page import controller_page
from .phone_protocol import FIRST_PORT

if TYPE_CHECKING:
    from .phone_server import PhoneServer

MODES = ("off", "joining", "always")


class PhoneService:
    """The one phone server of an arcade run (or none), wired to the input layer."""

    def __init__(self, input_layer: InputLayer, assets: Path, first_port: int = FIRST_PORT) -> None:
        self.input = input_layer
        self.assets = assets
        self.first_port = first_port
        self.server: PhoneServer | None = None
        self.address: str | None = None  # tests: a fixed address instead of the LAN's
        self.room: str | None = None  # tests and pictures: a fixed room code (else a new one each start)

    @property
    def running(self) -> bool:
        return self.server is not None and self.server.state in ("starting", "listening")

    def start(self) -> PhoneServer:
        """Start the server (once: a running one is kept, with its room code)."""
        if self.server is not None and self.running:
            return self.server
        # deferred: the server brings asyncio (and logging, which reads the clock at import and fails past
        # the year 2262), so an arcade whose phones stay off never loads it
        from .phone_server import PhoneServer

        server = PhoneServer(self.page(), self.first_port, address=self.address, room=self.room)
        server.start()
        self.server = server
        self.input.attach_phones(server)
        return server

    def page(self) -> bytes:
        """The controller page in the language the arcade speaks now."""
        return controller_page(self.assets, tr, language())

    def language_changed(self) -> None:
        """The Language setting changed: the next phone to load the page reads the new words."""
        if self.server is not None:
            self.server.page = self.page()

    def stop(self, wait: float = 0.0) -> None:
        """Stop the server; its phones leave as pulled pads."""
        if self.server is not None:
            self.server.stop(wait)
            self.server = None
            self.input.attach_phones(None)

    def notes(self) -> list[tuple[str, dict[str, object]]]:
        """What the join screen must say about the phones, as (what, its numbers), top first:
        "off", "starting", "no port", "failed", "no network", "port moved" (the couch words them)."""
        server = self.server
        if server is None:
            return [("off", {})]
        if server.state == "starting":
            return [("starting", {})]
        if server.state != "listening":
            return [("no port" if server.problem == "no free port" else "failed", {})]
        out: list[tuple[str, dict[str, object]]] = []
        if not server.network:
            out.append(("no network", {}))
        if server.first_port and server.port != server.first_port:
            out.append(("port moved", {"port": server.first_port, "used": server.port}))
        return out
