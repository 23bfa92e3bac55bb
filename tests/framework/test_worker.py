"""The worker process: results arrive by polling, errors are reported, jobs can be cancelled.

No test here times anything: a job that must still be running waits for a
gate file the test opens, so "done() does not wait" and "cancel does not
wait" are checked by what happens, not by how long it took.
"""

import os
import signal
import threading
import time
from pathlib import Path

import pygame
import pytest

from scenes.framework.worker import JobCancelled, JobError, JobSlot, Worker
from scenes.play.entries import entry


def square_after(x, delay=0.0):
    time.sleep(delay)
    return x * x


def square_when_open(x, gate: str, cap_s: float = 60.0):
    """x * x once the gate file exists (or after cap_s, so a broken test cannot hang)."""
    end = time.monotonic() + cap_s
    while not Path(gate).exists() and time.monotonic() < end:
        time.sleep(0.005)
    return x * x


def which_process():
    return os.getpid()


def explode():
    raise ValueError("boom")


@pytest.fixture
def worker():
    w = Worker()
    yield w
    w.close()


def test_runs_in_another_process_and_polls(worker):
    job = worker.submit(which_process)
    assert job.wait(20) != os.getpid()
    job2 = worker.submit(square_after, 7)
    assert job2.wait(10) == 49


def test_done_answers_while_the_job_still_runs(worker, tmp_path):
    gate = tmp_path / "gate"
    job = worker.submit(square_when_open, 3, str(gate))
    assert not job.done() and not job.done()  # answered now, with the job held at the gate
    assert job.state == "running"
    gate.touch()
    assert job.wait(30) == 9


def test_errors_come_back_readable(worker):
    job = worker.submit(explode)
    with pytest.raises(JobError, match="boom"):
        job.wait(20)
    assert worker.submit(square_after, 2).wait(10) == 4  # still serving


def test_cancel_running_job_kills_it_and_next_job_runs(worker, tmp_path):
    pid = worker.submit(which_process).wait(20)
    held = worker.submit(square_when_open, 5, str(tmp_path / "never-opened"))
    queued = worker.submit(square_after, 6)
    assert not held.done()
    held.cancel()  # returns with the job still held at its gate
    with pytest.raises(JobCancelled):
        held.result()
    assert queued.wait(20) == 36  # ran in a fresh process, not after the held job
    assert worker.submit(which_process).wait(20) != pid
    assert _reaped_within(worker, pid)  # the old process is gone, not left running


def _reaped_within(worker, pid, tries: int = 400) -> bool:
    """Poll until the killed process is gone (reaped by a later poll); True if it went."""
    for _ in range(tries):
        worker.poll()
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        worker.wait_briefly(0.01)
    return False


def test_cancel_queued_job(worker, tmp_path):
    gate = tmp_path / "gate"
    a = worker.submit(square_when_open, 2, str(gate))
    b = worker.submit(square_after, 3)
    b.cancel()
    gate.touch()
    assert a.wait(20) == 4
    assert b.done() and b.state == "cancelled"


# -- JobSlot: one job per scene, callbacks on the frame loop, a deadline -----------------------
class Calls:
    def __init__(self) -> None:
        self.done: list = []
        self.errors: list[str] = []
        self.threads: list[threading.Thread] = []

    def on_done(self, value) -> None:
        self.done.append(value)
        self.threads.append(threading.current_thread())

    def on_error(self, message: str) -> None:
        self.errors.append(message)
        self.threads.append(threading.current_thread())


def poll_until(slot: JobSlot, predicate, tries: int = 3000) -> None:
    for _ in range(tries):
        slot.poll()
        if predicate():
            return
        slot.worker.wait_briefly(0.01)
    raise AssertionError("the slot never got there")


def test_slot_callbacks_fire_only_inside_poll_on_the_calling_thread(worker):
    calls = Calls()
    slot = JobSlot(worker)
    slot.submit("move", square_after, 4, on_done=calls.on_done, on_error=calls.on_error)
    job = slot.job
    assert job is not None and job.wait(20) == 16  # finished in the worker...
    assert calls.done == [] and slot.busy  # ...but nothing fired outside poll
    slot.poll()
    assert calls.done == [16] and calls.errors == [] and not slot.busy
    assert calls.threads == [threading.current_thread()]


def test_slot_reports_a_failed_job_through_on_error(worker):
    calls = Calls()
    slot = JobSlot(worker)
    slot.submit("hint", explode, on_done=calls.on_done, on_error=calls.on_error)
    poll_until(slot, lambda: not slot.busy)
    assert calls.done == [] and len(calls.errors) == 1 and "boom" in calls.errors[0]


def test_submitting_again_cancels_the_job_before(worker, tmp_path):
    first, second = Calls(), Calls()
    slot = JobSlot(worker)
    slot.submit(
        "move", square_when_open, 2, str(tmp_path / "never-opened"), on_done=first.on_done, on_error=first.on_error
    )
    replaced = slot.job
    slot.submit("hint", square_after, 3, on_done=second.on_done, on_error=second.on_error)
    assert replaced is not None and replaced.state == "cancelled"
    assert slot.kind == "hint"
    poll_until(slot, lambda: not slot.busy)
    assert second.done == [9]
    assert first.done == [] and first.errors == []  # a replaced job says nothing


def test_a_stale_answer_is_dropped_not_applied(worker):
    """Issue 25 item 2: the position a job was asked about changed before its answer was read."""
    calls = Calls()
    shown = ["asked"]
    slot = JobSlot(worker)
    slot.submit(
        "hint", square_after, 5, on_done=calls.on_done, on_error=calls.on_error, still=lambda: shown[0] == "asked"
    )
    job = slot.job
    assert job is not None and job.wait(20) == 25  # answered in the worker...
    shown[0] = "moved on"  # ...while the player moved
    slot.poll()
    assert calls.done == [] and calls.errors == [] and not slot.busy and slot.kind == ""
    slot.submit("hint", square_after, 6, on_done=calls.on_done, on_error=calls.on_error, still=lambda: True)
    poll_until(slot, lambda: not slot.busy)
    assert calls.done == [36]  # a question that still stands is answered


def test_cancel_silences_the_slot(worker, tmp_path):
    calls = Calls()
    slot = JobSlot(worker)
    slot.submit(
        "move", square_when_open, 2, str(tmp_path / "never-opened"), on_done=calls.on_done, on_error=calls.on_error
    )
    job = slot.job
    slot.cancel()
    assert job is not None and job.state == "cancelled" and not slot.busy and slot.kind == ""
    slot.poll()
    assert calls.done == [] and calls.errors == []


def test_the_deadline_follows_the_injected_clock(worker, tmp_path):
    now = [100.0]
    calls = Calls()
    slot = JobSlot(worker, clock=lambda: now[0])
    pid = worker.submit(which_process).wait(20)
    slot.submit(
        "move",
        square_when_open,
        2,
        str(tmp_path / "never-opened"),
        on_done=calls.on_done,
        on_error=calls.on_error,
        deadline_s=5.0,
    )
    job = slot.job
    now[0] = 104.9
    slot.poll()
    assert slot.busy and calls.errors == []  # not yet: the clock says 4.9 s
    now[0] = 105.1
    slot.poll()
    assert not slot.busy and calls.errors == ["the computer took too long"] and calls.done == []
    assert job is not None and job.state == "cancelled"
    assert worker.submit(which_process).wait(20) != pid  # the stuck worker was replaced


def test_without_a_deadline_the_slot_waits(worker, tmp_path):
    now = [0.0]
    calls = Calls()
    slot = JobSlot(worker, clock=lambda: now[0])
    gate = tmp_path / "gate"
    slot.submit("solve", square_when_open, 5, str(gate), on_done=calls.on_done, on_error=calls.on_error)
    now[0] = 1e9
    slot.poll()
    assert slot.busy and calls.errors == []
    gate.touch()
    poll_until(slot, lambda: not slot.busy)
    assert calls.done == [25]


# -- a stopped worker in a real game ------------------------------------------------------------
def test_a_stopped_worker_cannot_hang_a_numbers_game():
    """SIGSTOP the worker on the computer's turn: past the deadline the computer plays a quick
    move with a notice, the stopped process is killed and replaced, and the game goes on."""
    from scenes.numbers.config import PERSON, MatchConfig
    from tools.harness.helpers import make_app, quit_window, settle, step_real

    app = make_app("--seed", "2")
    try:
        scene = entry("numbers").new_game(app, MatchConfig("quick", (2, PERSON), "most", starter=0), seed=3)
        scene.turns.deadline_s = 1.0  # the test's deadline; the game's own is 12 s
        app.stack.push(scene)
        settle(app)
        step_real(app, lambda: scene.jobs.busy, 10)
        stopped = app.worker._proc
        assert stopped is not None and scene.jobs.job is not None and not scene.jobs.job.done()
        os.kill(stopped.pid, signal.SIGSTOP)  # the computer's search is frozen
        step_real(app, lambda: scene.state.moves == 1, 30)
        assert any("The computer stumbled (the computer took too long)" in t.text for t in app.toasts)
        step_real(app, lambda: not stopped.is_alive(), 10)  # killed (SIGKILL reaches a stopped process)
        assert scene.state.current_player == 1 and not scene.state.is_terminal()
        app.toasts.clear()
        assert scene.play(scene.state.legal_actions()[0])  # the person answers...
        step_real(app, lambda: scene.state.moves == 3, 60)  # ...and a fresh worker thinks again
        assert app.worker._proc is not None and app.worker._proc.pid != stopped.pid
        assert not any("stumbled" in t.text for t in app.toasts)
        assert pygame.display.get_init() and app.display.window_screenshot().get_size() == app.display.size
    finally:
        quit_window(app)


def test_a_worker_that_cannot_start_fails_the_job_instead_of_raising(monkeypatch):
    """Issue 30 item 10: under ``ulimit -n 17`` spawning raised "Too many open files" into the frame."""
    import errno

    worker = Worker()

    def no_files(self):
        raise OSError(errno.EMFILE, "Too many open files")

    monkeypatch.setattr(type(worker._ctx.Process()), "start", no_files)
    before = len(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else 0
    job = worker.submit(os.getpid)
    assert job.done()
    with pytest.raises(JobError, match="could not start"):
        job.result()
    if before:
        assert len(os.listdir("/proc/self/fd")) == before  # the pipe went too
    worker.close()
