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
import traceback
from collections import deque
from multiprocessing.connection import Connection
from typing import Any, Callable


class JobError(RuntimeError):
    """The job raised in the worker; the message carries its traceback."""


class JobCancelled(RuntimeError):
    pass


def _serve(conn: Connection) -> None:
    """The worker process: run jobs one after another until told to stop."""
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
        self.state = "queued"   # queued | running | done | failed | cancelled
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
        import time
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
        self._dying: list[mp.process.BaseProcess] = []   # terminated, not yet reaped

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
        proc.start()
        child.close()
        self._proc, self._conn = proc, parent

    def _start_next(self) -> None:
        if self._running is not None or not self._queue:
            return
        job = self._queue.popleft()
        self._ensure_process()
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
                    proc.terminate()
                    proc.join(1.0)
            else:
                # cancelling must not stall the frame: kill now, reap on a later poll
                proc.terminate()
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
