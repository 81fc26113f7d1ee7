"""Computer players' searches in one long-lived child process.

A search in pure Python holds the GIL for its whole budget, so run on a
thread it would starve the GUI thread (see ``child_process``). The table
instead hands each decision to this process: the agent and its ``Decision``
are pickled (the decision holds the seat's observation and a determinized
world, never the real state), the child runs ``choose`` or ``analyse``, and
sends back the answer with the agent's generator state, so the agent in the
GUI process continues the same random sequence as if it had thought there
(a match stays reproducible from its seed).

Jobs carry increasing ids. ``cancel_all`` raises a shared floor: a search
whose id is below it stops at its next sample and its answer is dropped, so
new match, undo or quit never wait for stale thinking. The process is
started on the first job ("spawn": a fresh interpreter, no Qt) and lives
until ``close``.

This module imports no Qt: the child imports it.
"""

from __future__ import annotations

import multiprocessing
import os
from typing import Any

CHOOSE, ANALYSE = "choose", "analyse"
NICE = 10   # how much lower the child's priority is than the table's


class ThinkProcess:
    def __init__(self) -> None:
        self._context = multiprocessing.get_context("spawn")
        self._floor = self._context.Value("q", 0, lock=False)
        self._conn = None
        self._process = None
        self._next_id = 1

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def start(self) -> None:
        """Start the child now (it takes a moment to import the engines)."""
        if self.running:
            return
        self._conn, child_end = self._context.Pipe()
        self._process = self._context.Process(target=_serve, args=(child_end, self._floor),
                                              daemon=True, name="cardtable-think")
        self._process.start()
        child_end.close()

    def submit(self, agent: Any, decision: Any, mode: str = CHOOSE, keep: int = 1) -> int:
        """Queue a job; returns its id."""
        self.start()
        job = self._next_id
        self._next_id += 1
        self._conn.send((job, mode, agent, decision, keep))
        return job

    def poll(self) -> tuple[int, bool, Any, Any] | None:
        """A finished job, or None: (id, failed, action/estimates/exception,
        the agent's generator state). A dead child is reported as a failure
        of job 0."""
        if self._conn is None:
            return None
        try:
            if self._conn.poll():
                return self._conn.recv()
        except (EOFError, OSError):
            self._conn = None
            self._process = None
            return 0, True, RuntimeError("the thinking process ended"), None
        return None

    def cancel_all(self) -> None:
        """Every job submitted so far stops early; its answer is to be dropped."""
        self._floor.value = self._next_id

    def is_current(self, job: int) -> bool:
        return job >= self._floor.value

    def close(self) -> None:
        self.cancel_all()
        if self._process is not None:
            self._process.terminate()
            self._process.join(1)
        if self._conn is not None:
            self._conn.close()
        self._process = self._conn = None


def _serve(conn, floor) -> None:
    """The child's loop: one job at a time, until the pipe closes.

    **[decision]** The child runs at a lower priority (nice 10): on a busy
    machine the table's GUI thread then gets a core before the search does,
    so the animation stays smooth; the search is bounded by time, so a busy
    machine costs it samples, never the table's responsiveness."""
    try:
        os.nice(NICE)
    except (AttributeError, OSError):   # not on this platform, or not allowed: think as is
        pass
    while True:
        try:
            job, mode, agent, decision, keep = conn.recv()
        except (EOFError, OSError):
            return
        stop = (lambda: job < floor.value)  # noqa: E731
        if stop():
            conn.send((job, True, RuntimeError("cancelled"), None))
            continue
        try:
            if mode == ANALYSE:
                value = agent.analyse(decision, keep=keep, stop=stop)
            else:
                agent.stop = stop
                value = agent.choose(decision)
            conn.send((job, False, value, agent.rng.getstate()))
        except Exception as exc:  # raised again on the GUI side
            conn.send((job, True, exc, None))
