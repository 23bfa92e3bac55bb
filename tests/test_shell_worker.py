"""The worker process: results arrive by polling, errors are reported, jobs can be cancelled."""
import os
import time

import pytest

from scenes.framework.worker import JobCancelled, JobError, Worker


def square_after(x, delay=0.0):
    time.sleep(delay)
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


def test_poll_never_blocks(worker):
    worker.submit(which_process).wait(20)            # process warmed up
    job = worker.submit(square_after, 3, delay=0.5)
    t0 = time.perf_counter()
    done = job.done()
    assert not done and time.perf_counter() - t0 < 0.05
    assert job.wait(10) == 9


def test_errors_come_back_readable(worker):
    job = worker.submit(explode)
    with pytest.raises(JobError, match="boom"):
        job.wait(20)
    assert worker.submit(square_after, 2).wait(10) == 4     # still serving


def test_cancel_running_job_kills_it_and_next_job_runs(worker):
    first = worker.submit(which_process)
    pid = first.wait(20)
    slow = worker.submit(square_after, 5, delay=30)
    queued = worker.submit(square_after, 6)
    time.sleep(0.2)
    assert not slow.done()
    t0 = time.perf_counter()
    slow.cancel()
    assert time.perf_counter() - t0 < 2
    with pytest.raises(JobCancelled):
        slow.result()
    assert queued.wait(20) == 36
    assert worker.submit(which_process).wait(20) != pid        # a fresh process


def test_cancel_queued_job(worker):
    a = worker.submit(square_after, 2, delay=0.3)
    b = worker.submit(square_after, 3)
    b.cancel()
    assert a.wait(20) == 4
    assert b.done() and b.state == "cancelled"
