"""A scripted phone for tests: a WebSocket client that speaks the controller page's messages.

Each ``FakePhone`` runs on one shared background asyncio loop (aiohttp's
client), so a test on the game's thread can say ``phone.hello()``,
``phone.press("confirm")``, send any junk it likes with ``phone.send_raw``,
and read what the arcade answered in ``phone.received``. The real page in a
real browser is tests/couch/test_phone_browser.py's business; this one is for
the rules, fast.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import threading
import time
from typing import Any

_LOOP: list[asyncio.AbstractEventLoop] = []


def _loop() -> asyncio.AbstractEventLoop:
    if not _LOOP:
        loop = asyncio.new_event_loop()
        threading.Thread(target=loop.run_forever, name="fake-phones", daemon=True).start()
        _LOOP.append(loop)
    return _LOOP[0]


def _run(coro: Any, timeout: float = 10.0) -> Any:
    return asyncio.run_coroutine_threadsafe(coro, _loop()).result(timeout)


class FakePhone:
    """One phone's socket to the arcade at ``port`` (loopback), with its own token."""

    def __init__(self, port: int, token: str | None = None, origin: str | None = None) -> None:
        self.port = port
        self.token = token or secrets.token_hex(16)
        self.origin = origin if origin is not None else f"http://127.0.0.1:{port}"
        self.received: list[dict[str, Any]] = []
        self.closed = False
        self._session: Any = None
        self._ws: Any = None

    # -- connecting -----------------------------------------------------------------------
    def connect(self) -> FakePhone:
        _run(self._connect())
        return self

    async def _connect(self) -> None:
        import aiohttp  # the harness's own client, only when a test makes a phone

        self._session = aiohttp.ClientSession()
        headers = {"Origin": self.origin} if self.origin else {}
        self._ws = await self._session.ws_connect(f"http://127.0.0.1:{self.port}/ws", headers=headers, autoping=True)
        asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        async for msg in self._ws:
            try:
                self.received.append(json.loads(msg.data))
            except (TypeError, ValueError):
                self.received.append({"raw": msg.data})
        self.closed = True

    def hello(self, room: str) -> FakePhone:
        self.send({"t": "hello", "room": room, "token": self.token})
        return self

    # -- sending ----------------------------------------------------------------------------
    def send(self, message: dict[str, Any]) -> None:
        self.send_raw(json.dumps(message))

    def send_raw(self, data: str | bytes) -> None:
        async def go() -> None:
            if isinstance(data, bytes):
                await self._ws.send_bytes(data)
            else:
                await self._ws.send_str(data)

        _run(go())

    def press(self, action: str) -> None:
        """A button pressed and let go, as the page sends it."""
        self.send({"t": "down", "a": action})
        self.send({"t": "up", "a": action})

    # -- reading -----------------------------------------------------------------------------
    def wait_for(self, kind: str, seconds: float = 5.0) -> dict[str, Any] | None:
        """The first message of type ``kind`` the arcade sent (waiting for it up to ``seconds``)."""
        end = time.monotonic() + seconds
        while True:
            found = next((m for m in self.received if m.get("t") == kind), None)
            if found is not None or time.monotonic() >= end:
                return found
            time.sleep(0.01)

    def wait_closed(self, seconds: float = 5.0) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end and not self.closed:
            time.sleep(0.01)
        return self.closed

    def close(self) -> None:
        async def go() -> None:
            if self._ws is not None:
                await self._ws.close()
            if self._session is not None:
                await self._session.close()

        _run(go())
        self.closed = True
