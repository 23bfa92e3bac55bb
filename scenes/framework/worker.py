"""Slow work (AI search, the patience solver) in a separate process.

The frame loop submits a job and polls it each frame; it never waits. A
cancelled job's process is terminated and a fresh one starts for the next
job. Functions travel by module and name, so they must be importable
module-level functions (in game/). Only our own worker sends results back.
"""

from __future__ import annotations

import importlib
import itertools
import multiprocessing as mp
import os
import time
import traceback
from collections import deque
from multiprocessing.connection import Connection
from typing import Any, Callable

WORKER_NICENESS = 10


class JobError(RuntimeError):
    """The job raised in the worker; the message carries its traceback."""


class JobCancelled(RuntimeError):
    pass


def _serve(conn: Connection) -> None:
    """The worker process: run jobs one after another until told to stop.

    It runs at a lower scheduling priority than the frame loop, so a busy
    machine slows the computer's thinking, not the picture.
    """
    try:
        os.nice(WORKER_NICENESS)
    except (AttributeError, OSError):  # no nice() on this platform, or not allowed
        pass
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        job_id, module, name, args, kwargs = msg
        try:
            fn = getattr(importlib.import_module(module), name)
            result = (job_id, True, fn(*args, **kwargs))
        except BaseException:  # report everything; the app decides
            result = (job_id, False, traceback.format_exc(limit=6))
        try:
            conn.send(result)
        except (BrokenPipeError, OSError):
            return


class Job:
    def __init__(self, worker: "Worker", job_id: int, fn: Callable, args: tuple, kwargs: dict) -> None:
        self.worker = worker
        self.id = job_id
        self.fn, self.args, self.kwargs = fn, args, kwargs
        self.state = "queued"  # queued | running | done | failed | cancelled
        self._value: Any = None

    def done(self) -> bool:
        self.worker.poll()
        return self.state in ("done", "failed", "cancelled")

    def result(self) -> Any:
        if self.state == "failed":
            raise JobError(self._value)
        if self.state == "cancelled":
            raise JobCancelled(f"job {self.id} was cancelled")
        if self.state != "done":
            raise RuntimeError("job still running")
        return self._value

    def cancel(self) -> None:
        self.worker.cancel(self)

    def wait(self, timeout: float = 30.0) -> Any:
        """Block until done (tests and tools only; scenes poll)."""
        end = time.monotonic() + timeout
        while not self.done():
            if time.monotonic() > end:
                raise TimeoutError(f"job {self.id} took over {timeout} s")
            self.worker.wait_briefly(0.01)
        return self.result()


class Worker:
    """One background process, jobs in order, cancellation by restart."""

    def __init__(self) -> None:
        self._ctx = mp.get_context("spawn")
        self._proc: mp.process.BaseProcess | None = None
        self._conn: Connection | None = None
        self._queue: deque[Job] = deque()
        self._running: Job | None = None
        self._ids = itertools.count(1)
        self._dying: list[mp.process.BaseProcess] = []  # terminated, not yet reaped

    def submit(self, fn: Callable, *args: Any, **kwargs: Any) -> Job:
        job = Job(self, next(self._ids), fn, args, kwargs)
        self._queue.append(job)
        self._start_next()
        return job

    def _ensure_process(self) -> None:
        if self._proc is not None and self._proc.is_alive():
            return
        parent, child = self._ctx.Pipe()
        proc = self._ctx.Process(target=_serve, args=(child,), daemon=True, name="bha-worker")
        try:
            proc.start()
        except BaseException:  # no process (too many open files, no memory): nothing left open
            parent.close()
            child.close()
            raise
        child.close()
        self._proc, self._conn = proc, parent

    def _start_next(self) -> None:
        if self._running is not None or not self._queue:
            return
        job = self._queue.popleft()
        try:
            self._ensure_process()
        except OSError as exc:  # e.g. ulimit -n 17: the job fails (the games play a quick move instead)
            job.state, job._value = "failed", f"worker unavailable: it could not start ({exc.strerror or exc})"
            return self._start_next()
        assert self._conn is not None
        try:
            self._conn.send((job.id, job.fn.__module__, job.fn.__name__, job.args, job.kwargs))
        except (BrokenPipeError, OSError) as exc:
            job.state, job._value = "failed", f"worker unavailable: {exc}"
            self._restart()
            return self._start_next()
        job.state = "running"
        self._running = job

    def _reap(self) -> None:
        """Collect terminated processes without ever waiting on them."""
        alive = []
        for proc in self._dying:
            if proc.is_alive():
                alive.append(proc)
            else:
                proc.join(0)
        self._dying = alive

    def poll(self) -> None:
        if self._dying:
            self._reap()
        job = self._running
        if job is None or self._conn is None:
            return
        try:
            if not self._conn.poll():
                if self._proc is not None and not self._proc.is_alive():
                    raise EOFError
                return
            job_id, ok, value = self._conn.recv()
        except (EOFError, OSError):
            job.state, job._value = "failed", "the worker process died"
            self._running = None
            self._restart()
            self._start_next()
            return
        if job_id == job.id:
            job.state, job._value = ("done" if ok else "failed"), value
            self._running = None
            self._start_next()

    def wait_briefly(self, seconds: float) -> None:
        if self._conn is not None:
            try:
                self._conn.poll(seconds)
            except (EOFError, OSError):
                pass

    def cancel(self, job: Job) -> None:
        if job.state == "queued":
            self._queue.remove(job)
            job.state = "cancelled"
        elif job.state == "running":
            job.state = "cancelled"
            self._running = None
            self._restart()
            self._start_next()

    def _restart(self) -> None:
        self._stop_process(graceful=False)

    def _stop_process(self, graceful: bool) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if conn is not None:
            if graceful:
                try:
                    conn.send(None)
                except (BrokenPipeError, OSError):
                    pass
            conn.close()
        if proc is not None:
            if graceful:
                proc.join(0.2)
                if proc.is_alive():
                    proc.kill()
                    proc.join(1.0)
            else:
                # cancelling must not stall the frame: kill now, reap on a later poll. SIGKILL,
                # because a stopped process (SIGSTOP) holds a SIGTERM until it is continued
                proc.kill()
                self._dying.append(proc)

    def close(self) -> None:
        for proc in self._dying:
            proc.join(1.0)
        self._dying = []
        for job in list(self._queue):
            job.state = "cancelled"
        self._queue.clear()
        if self._running is not None:
            self._running.state = "cancelled"
            self._running = None
        self._stop_process(graceful=True)


class JobSlot:
    """One background job at a time for a scene, with callbacks and a deadline.

    Submitting replaces (and cancels) the job before it. ``poll`` is called
    once a frame; it fires ``on_done(result)`` or ``on_error(message)`` on the
    frame loop, never inside the worker. A job still running past its
    deadline is cancelled (the worker process is replaced) and reported as an
    error, so a stopped or runaway worker cannot hang a game. ``still()``, when
    given, says each frame whether the question still stands (the position it
    was asked about is still on show): once it does not, the job is cancelled
    and its answer dropped, neither done nor failed, as it is about a position
    nobody sees any more.
    """

    def __init__(self, worker: Worker, clock: Callable[[], float] = time.monotonic) -> None:
        self.worker = worker
        self.clock = clock
        self.job: Job | None = None
        self.kind = ""  # what the job is for, e.g. "move", "hint"
        self._on_done: Callable[[Any], None] | None = None
        self._on_error: Callable[[str], None] | None = None
        self._still: Callable[[], bool] | None = None
        self._deadline: float | None = None

    @property
    def busy(self) -> bool:
        return self.job is not None

    def submit(
        self,
        kind: str,
        fn: Callable,
        *args: Any,
        on_done: Callable[[Any], None],
        on_error: Callable[[str], None] | None = None,
        deadline_s: float | None = None,
        still: Callable[[], bool] | None = None,
        **kwargs: Any,
    ) -> None:
        self.cancel()
        self.kind = kind
        self.job = self.worker.submit(fn, *args, **kwargs)
        self._on_done, self._on_error, self._still = on_done, on_error, still
        self._deadline = None if deadline_s is None else self.clock() + deadline_s

    def cancel(self) -> None:
        job, self.job = self.job, None
        self.kind = ""
        if job is not None and job.state in ("queued", "running"):
            job.cancel()

    def poll(self) -> None:
        job = self.job
        if job is None:
            return
        if self._still is not None and not self._still():
            self.cancel()  # asked about a position that is gone: its answer would mislead
            return
        if not job.done():
            if self._deadline is not None and self.clock() > self._deadline:
                self.cancel()
                self._fail("the computer took too long")
            return
        self.job = None
        self.kind = ""
        try:
            value = job.result()
        except (JobError, JobCancelled) as exc:
            self._fail(str(exc))
            return
        if self._on_done is not None:
            self._on_done(value)

    def _fail(self, message: str) -> None:
        if self._on_error is not None:
            self._on_error(message)
