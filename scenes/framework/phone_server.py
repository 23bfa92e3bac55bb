"""The phone server: the controller page and its WebSocket, on a thread of its own, off until asked.

aiohttp runs on its own asyncio loop in a daemon thread, so the frame loop
never waits on the network: what phones press is put on ``inbox`` (a
thread-safe queue the input layer drains once a frame, scenes/framework/
input_phones.py) and what goes back (a buzz, the seat, "your turn") is handed
to the loop with ``call_soon_threadsafe``. It serves two things and nothing
else: the page (at ``/`` and ``/<room>``) and its socket (``/ws``); no file
paths, no listing.

The rules of a home network (phone_protocol.py holds the message rules):
a socket from another origin is refused, and so is any request that names
the arcade by a domain name rather than its address (a web page elsewhere
cannot reach it by DNS rebinding); a phone must say the room code first, and a
wrong one is told "wrong room code" and closed (one wrong code a second for
the whole server, so codes cannot be tried fast) with nothing sent to the arcade; at most
``MAX_PHONES`` are seated; junk is dropped and counted, a flood rate-limited
per phone, and a phone that keeps sending junk is closed. One token (one
browser) is one phone: a second socket with it replaces the first.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import hashlib
import ipaddress
import queue
import socket
import threading
import time
from dataclasses import dataclass
from typing import Any

from . import phone_protocol as proto
from .phone_protocol import FIRST_PORT, Inbound

PORTS_TRIED = 20  # a port in use: the next, this many times
HELLO_S = 10.0  # a socket must say its room code this soon
WRONG_CODE_S = 1.0  # a wrong code is answered this late: 160 000 codes cannot be tried quickly
MAX_PENDING = 16  # sockets that have not said their code yet
HEARTBEAT_S = 4.0  # a phone gone without closing (Wi-Fi off) is noticed within two of these
PROBE = ("10.254.254.254", 9)  # a private address: a UDP connect finds the route, sends nothing


def lan_address() -> str | None:
    """The address a phone on the same network reaches this machine at, None without a network.

    A UDP socket "connected" to a private address picks the outgoing interface
    without sending a packet; loopback means there is no network."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(PROBE)
            address = str(probe.getsockname()[0])
    except OSError:
        return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def named_by_address(host: str) -> bool:
    """Whether a request's Host is this machine by address (an IP literal or localhost), as the
    printed address and the QR code name it: a domain name would be a rebinding page's."""
    name = host.rsplit(":", 1)[0] if host.count(":") <= 1 else host.rsplit("]", 1)[0].lstrip("[")
    if name == "localhost":
        return True
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def token_id(token: str) -> str:
    """What the arcade knows a phone by: a hash of its token (the token itself stays on the phone)."""
    return hashlib.sha256(token.encode()).hexdigest()[:16]


@dataclass
class _Phone:
    number: int
    token: str
    socket: Any
    bucket: proto.Bucket
    junk: int = 0


@dataclass
class Counters:
    """What the server refused, for tests and the benchmark (read across threads: plain ints)."""

    junk: int = 0
    flooded: int = 0
    wrong_code: int = 0
    full: int = 0
    origin: int = 0
    kicked: int = 0
    pressed: int = 0


class PhoneServer:
    """The phone server of one arcade run: ``start`` (returns at once), ``send``, ``stop``."""

    def __init__(
        self,
        page: bytes,
        first_port: int = FIRST_PORT,
        address: str | None = None,
        room: str | None = None,
        bind: str | None = None,
        announce: bool = True,
    ) -> None:
        self.page = page
        self.first_port = first_port
        found = lan_address() if address is None else address
        self.network = found is not None
        self.address = found or "127.0.0.1"
        loopback = self.address.startswith("127.")  # no network, or a test's own address
        self.bind = bind if bind is not None else ("127.0.0.1" if loopback else "0.0.0.0")
        self.room = room or proto.new_room()
        self.announce = announce
        self.port = 0
        self.state = "off"  # off, starting, listening, failed, stopped
        self.problem = ""  # why it failed (no free port)
        self.inbox: queue.SimpleQueue[Inbound] = queue.SimpleQueue()
        self.counters = Counters()
        self._phones: dict[int, _Phone] = {}
        self._next = 0
        self._pending = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stop: asyncio.Event | None = None
        self._wrong: asyncio.Lock | None = None  # one wrong room code answered at a time
        self._ready = threading.Event()

    # -- from the game's thread -------------------------------------------------------------
    @property
    def url(self) -> str:
        return f"http://{self.address}:{self.port}/{self.room}"

    @property
    def phones(self) -> int:
        return len(self._phones)

    def start(self) -> None:
        """Listen, on a thread of its own; ``state`` says when it does (the frame never waits)."""
        if self._thread is not None:
            return
        self.state = "starting"
        self._thread = threading.Thread(target=self._run, name="phone-server", daemon=True)
        self._thread.start()

    def wait_ready(self, timeout: float = 5.0) -> bool:
        """For tests and tools: block until listening (or failed)."""
        self._ready.wait(timeout)
        return self.state == "listening"

    def send(self, phone: int, message: dict[str, object]) -> None:
        """Tell one phone something (a buzz, its seat, its turn); nothing when it is gone."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop closed between the check and the call
                loop.call_soon_threadsafe(self._send, phone, proto.encode(message))

    def stop(self, wait: float = 0.0) -> None:
        """Close every phone and stop listening; ``wait`` seconds for the thread (the arcade's exit)."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stop.set)
        if wait and self._thread is not None:
            self._thread.join(wait)
        if self.state in ("starting", "listening"):
            self.state = "stopped"

    # -- on the server's thread -------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._serve())
        except Exception as exc:  # the server must never take the arcade down: it says it failed
            self.state, self.problem = "failed", f"{type(exc).__name__}: {exc}"
        finally:
            self._ready.set()
            loop.close()

    async def _serve(self) -> None:
        # deferred: aiohttp loads only once the server is asked for, so the arcade starts without it
        from aiohttp import web

        self._stop = asyncio.Event()
        self._wrong = asyncio.Lock()

        @web.middleware
        async def by_address(request: Any, handler: Any) -> Any:
            return await self._by_address(request, handler)

        app = web.Application(client_max_size=1024, middlewares=[by_address])
        app.router.add_get("/", self._page)
        app.router.add_get("/ws", self._socket)
        app.router.add_get(r"/{room:[A-Za-z]{4}}", self._page)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        sock = self._bind()
        if sock is None:
            self.state, self.problem = "failed", "no free port"
            await runner.cleanup()
            return
        self.port = sock.getsockname()[1]
        await web.SockSite(runner, sock).start()
        self.state = "listening"
        self._ready.set()
        if self.announce:
            print(f"phones: {self.url}", flush=True)
        await self._stop.wait()
        for phone in list(self._phones.values()):
            with contextlib.suppress(Exception):
                await phone.socket.close(code=1001, message=b"arcade closed")
        await runner.cleanup()
        self.state = "stopped"

    def _bind(self) -> socket.socket | None:
        """The first free port from ``first_port`` on (0: any the system picks)."""
        ports = [0] if self.first_port == 0 else range(self.first_port, self.first_port + PORTS_TRIED)
        for port in ports:
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                sock.bind((self.bind, port))
                sock.listen(32)
            except OSError as exc:
                sock.close()
                if exc.errno in (errno.EADDRINUSE, errno.EACCES):
                    continue
                return None
            sock.setblocking(False)
            return sock
        return None

    async def _by_address(self, request: Any, handler: Any) -> Any:
        from aiohttp import web  # deferred with the server (see _serve)

        if not named_by_address(request.host):
            self.counters.origin += 1
            return web.Response(status=403, text="Forbidden")
        return await handler(request)

    async def _page(self, request: Any) -> Any:
        from aiohttp import web  # deferred with the server (see _serve)

        headers = {
            "Cache-Control": "no-store",
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer",
            "Content-Security-Policy": (
                "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                f"connect-src ws://{request.host}; img-src data:; base-uri 'none'; form-action 'none'"
            ),
        }
        return web.Response(body=self.page, content_type="text/html", charset="utf-8", headers=headers)

    async def _socket(self, request: Any) -> Any:
        from aiohttp import WSMsgType, web  # deferred with the server (see _serve)

        if request.headers.get("Origin") != f"http://{request.host}":
            self.counters.origin += 1
            return web.Response(status=403, text="Forbidden")
        if self._pending >= MAX_PENDING:
            return web.Response(status=503, text="Busy")
        ws = web.WebSocketResponse(max_msg_size=4096, heartbeat=HEARTBEAT_S)
        await ws.prepare(request)
        self._pending += 1
        phone: _Phone | None = None
        try:
            phone = await self._greet(ws)
            if phone is None:
                return ws
            async for msg in ws:
                keep = self._take(phone, msg.data) if msg.type == WSMsgType.TEXT else self._junk(phone)
                if not keep:
                    self.counters.kicked += 1
                    await self._refuse(ws, "junk")
                    break
        finally:
            if phone is None:
                self._pending -= 1
            elif self._phones.get(phone.number) is phone:
                del self._phones[phone.number]
                self.inbox.put(Inbound("leave", phone.number, at=time.perf_counter()))
            with contextlib.suppress(Exception):
                await ws.close()
        return ws

    async def _greet(self, ws: Any) -> _Phone | None:
        """The socket's first message must be the room code and the phone's token: a seat, or no."""
        from aiohttp import WSMsgType  # deferred with the server (see _serve)

        try:
            msg = await asyncio.wait_for(ws.receive(), HELLO_S)
        except asyncio.TimeoutError:
            return None
        if msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED, WSMsgType.ERROR):
            return None  # gone before a word: nothing to count
        hello = proto.parse(msg.data) if msg.type == WSMsgType.TEXT else None
        if not isinstance(hello, proto.Hello):
            self.counters.junk += 1
            await self._refuse(ws, "hello")
            return None
        if hello.room != self.room:
            self.counters.wrong_code += 1
            assert self._wrong is not None
            async with self._wrong:
                await asyncio.sleep(WRONG_CODE_S)
            await self._refuse(ws, "room")
            return None
        tid = token_id(hello.token)
        for other in [p for p in self._phones.values() if p.token == tid]:  # the same browser again
            del self._phones[other.number]
            self.inbox.put(Inbound("leave", other.number, at=time.perf_counter()))
            with contextlib.suppress(Exception):
                await other.socket.send_str(proto.encode({"t": "refused", "why": "elsewhere"}))
                await other.socket.close()
        if len(self._phones) >= proto.MAX_PHONES:
            self.counters.full += 1
            await self._refuse(ws, "full")
            return None
        self._pending -= 1
        self._next += 1
        phone = _Phone(self._next, tid, ws, proto.Bucket(time.monotonic()))
        self._phones[phone.number] = phone
        await ws.send_str(proto.encode({"t": "welcome", "phone": phone.number}))
        self.inbox.put(Inbound("join", phone.number, tid, at=time.perf_counter()))
        return phone

    async def _refuse(self, ws: Any, why: str) -> None:
        with contextlib.suppress(Exception):
            await ws.send_str(proto.encode({"t": "refused", "why": why}))
            await ws.close(code=1008)

    def _take(self, phone: _Phone, text: str) -> bool:
        """One message of a seated phone; False when it is to be closed (too much junk)."""
        if not phone.bucket.allow(time.monotonic()):
            self.counters.flooded += 1
            return True
        message = proto.parse(text)
        if message is None:
            return self._junk(phone)
        if isinstance(message, proto.Press):
            self.counters.pressed += 1
            self.inbox.put(
                Inbound("press", phone.number, action=message.action, down=message.down, at=time.perf_counter())
            )
        elif isinstance(message, proto.Ping):
            self._send(phone.number, proto.encode({"t": "pong"}))
        else:
            return self._junk(phone)  # a second hello
        return True

    def _junk(self, phone: _Phone) -> bool:
        phone.junk += 1
        self.counters.junk += 1
        return phone.junk < proto.JUNK_LIMIT

    def _send(self, number: int, text: str) -> None:
        phone = self._phones.get(number)
        if phone is not None and not phone.socket.closed:
            asyncio.ensure_future(self._send_now(phone.socket, text))

    async def _send_now(self, ws: Any, text: str) -> None:
        with contextlib.suppress(Exception):
            await ws.send_str(text)
