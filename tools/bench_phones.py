"""Phone benchmark: eight phones in a real headless Chromium pressing 20 times a second each, on loopback.

Runs the arcade headless (SDL dummy drivers) with a six-seat Black Holes game:
six phones hold the seats, two more are spare devices; every phone's page
presses left and right in turn (its own pointer events, as a thumb's) while
the arcade runs its frames at 60 a second. Reports, per press:

- press -> queued for the input layer: from the page's pointer event to the
  phone server putting the press on the input layer's queue;
- press -> in the input layer: until the frame's ``poll`` drained it (this
  includes waiting for the next frame, up to one frame);

and the frame time (the work of one frame, wall and the game thread's CPU)
p50 / p99 / max, with the phones pressing and, before they start, without.
The browser runs on the same cores: on a small machine its pages' work is in
the wall times too. The page's and this process's
clocks are matched by a round trip per window.

    .venv/bin/python tools/bench_phones.py [--seconds 10] [--phones 8] [--rate 20]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("BHA_HOME", tempfile.mkdtemp(prefix="bha-bench-phones-"))

FRAME_S = 1 / 60
PRESSER = """
const rate = arguments[0];
window.__sent = [];
let left = true;
window.__timer = setInterval(() => {
  const el = document.querySelector(left ? '[data-action="left"]' : '[data-action="right"]');
  left = !left;
  window.__sent.push(performance.timeOrigin + performance.now());
  el.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true, pointerId: 3, isPrimary: true}));
  setTimeout(() => el.dispatchEvent(new PointerEvent('pointerup', {bubbles: true, pointerId: 3})), 15);
}, 1000 / rate);
"""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    k = min(len(ordered) - 1, max(0, int(round(q / 100 * (len(ordered) - 1)))))
    return ordered[k]


def clock_offset(phone) -> float:
    """The page's clock minus this process's, in seconds (the best of a few round trips)."""
    best = (float("inf"), 0.0)
    for _ in range(7):
        t0 = time.time()
        js = phone.run("return performance.timeOrigin + performance.now()") / 1000.0
        t1 = time.time()
        best = min(best, (t1 - t0, js - (t0 + t1) / 2))
    return best[1]


def frames(app, seconds: float, cpu: list[float] | None = None) -> list[float]:
    """Run the arcade's frames at 60 a second for ``seconds``; the work of each frame (wall), in ms;
    ``cpu`` gets each frame's CPU time of the game's thread (what it cost, waiting for the cores
    or the interpreter lock left out)."""
    out: list[float] = []
    end = time.perf_counter() + seconds
    next_at = time.perf_counter()
    while time.perf_counter() < end:
        t, c = time.perf_counter(), time.thread_time()
        app.step(1)
        out.append((time.perf_counter() - t) * 1000)
        if cpu is not None:
            cpu.append((time.thread_time() - c) * 1000)
        next_at += FRAME_S
        pause = next_at - time.perf_counter()
        if pause > 0:
            time.sleep(pause)
        else:
            next_at = time.perf_counter()
    return out


def seat_phones(app, driver, server, count: int) -> list:
    """``count`` phones on the page, seated (each a window of its own)."""
    from tools.harness.browser import BrowserPhone

    def step() -> None:
        app.step(1)
        time.sleep(0.005)

    phones = []
    for _ in range(count):
        phone = BrowserPhone(driver, server.port).open(f"/{server.room}")
        ok = phone.wait(lambda ph: ph.state == "seated", 15, step=step)
        assert ok, phone.text("status")
        phones.append(phone)
    for _ in range(30):
        app.step(1)
        time.sleep(0.01)
    return phones


def table(app) -> None:
    """A six-seat Black Holes game held by the first six phones (the others are spare devices)."""
    from game.midend import Session
    from game.stars import BACKEND
    from scenes.couch.seating import Seat, Seating
    from scenes.stars.config import PERSON, StarsConfig
    from scenes.stars.play import StarsPlay
    from tools.harness.helpers import settle

    seats = [d for d in app.input.devices() if d.startswith("phone:")][:6]
    seating = Seating(tuple(Seat(d, "phone") for d in seats))
    config = StarsConfig((PERSON,) * len(seats))
    app.stack.push(StarsPlay(app, config, session=Session.new(BACKEND, config.to_json(), 1), seating=seating))
    settle(app)


def pressing(
    app, phones, seconds: float, rate: float, cpu: list[float]
) -> tuple[list[float], list[float], list[float], int]:
    """Every phone presses ``rate`` times a second for ``seconds``: (press -> queued, press -> in the
    input layer, frame times, presses sent), in ms."""
    drained: dict[int, list[tuple[float, float]]] = {}  # phone -> (queued, drained), wall seconds
    perf_to_wall = time.time() - time.perf_counter()

    def probe(item, _now: float) -> None:
        if item.kind == "press" and item.down:
            drained.setdefault(item.phone, []).append((item.at + perf_to_wall, time.time()))

    app.input.observe_phones(probe)
    numbers = {ph.handle: int(ph.run("return document.body.dataset.phone")) for ph in phones}
    offsets = {ph.handle: clock_offset(ph) for ph in phones}
    for phone in phones:
        phone.run(PRESSER, rate)
    busy = frames(app, seconds, cpu)
    for phone in phones:
        phone.run("clearInterval(window.__timer)")
    for _ in range(20):
        app.step(1)
        time.sleep(0.01)
    app.input.observe_phones(None)
    queued_ms: list[float] = []
    input_ms: list[float] = []
    sent_total = 0
    for phone in phones:
        sent = [t / 1000.0 - offsets[phone.handle] for t in phone.run("return window.__sent")]
        sent_total += len(sent)
        for at, (queued, taken) in zip(sent, drained.get(numbers[phone.handle], []), strict=False):
            queued_ms.append((queued - at) * 1000)
            input_ms.append((taken - at) * 1000)
    return queued_ms, input_ms, busy, sent_total


def line(label: str, values: list[float], extra: str = "") -> str:
    return (
        f"{label:<42} p50 {percentile(values, 50):6.2f} ms  p99 {percentile(values, 99):6.2f} ms  "
        f"max {max(values, default=float('nan')):6.2f} ms{extra}"
    )


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--seconds", type=float, default=10.0)
    p.add_argument("--phones", type=int, default=8)
    p.add_argument("--rate", type=float, default=20.0, help="presses a second per phone")
    args = p.parse_args()

    from tools.harness import browser
    from tools.harness.helpers import make_app

    why = browser.missing()
    if why:
        print(f"bench_phones: {why}", file=sys.stderr)
        return 2
    app = make_app()
    app.phones.address, app.phones.first_port = "127.0.0.1", 0
    server = app.phones.start()
    assert server.wait_ready()
    driver = browser.chromium()
    try:
        phones = seat_phones(app, driver, server, args.phones)
        table(app)
        quiet_cpu: list[float] = []
        busy_cpu: list[float] = []
        quiet = frames(app, min(4.0, args.seconds), quiet_cpu)
        queued_ms, input_ms, busy, sent = pressing(app, phones, args.seconds, args.rate, busy_cpu)
        print(f"{args.phones} phones x {args.rate:g} presses/s for {args.seconds:g} s on loopback (headless Chromium)")
        print(
            f"presses sent {sent}, reached the input layer {len(input_ms)}, dropped by the rate limit "
            f"{server.counters.flooded}, junk {server.counters.junk}"
        )
        print(line("press -> queued for the input layer", queued_ms))
        print(line("press -> in the input layer", input_ms))
        budget = f"; budget {FRAME_S * 1000:.1f} ms"
        print(line("frame time, phones quiet", quiet, f"  ({len(quiet)} frames{budget})"))
        print(line("frame time, phones pressing", busy, f"  ({len(busy)} frames{budget})"))
        print(line("frame CPU (game thread), phones quiet", quiet_cpu))
        print(line("frame CPU (game thread), phones pressing", busy_cpu))
        print(f"load average while it ran: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    finally:
        driver.quit()
        app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
