"""The table's side of ``think_process``: jobs out, answers back on the GUI thread.

``Thinker.submit(agent, decision, callback)`` sends a decision to the child
process and calls ``callback(failed, value)`` on the GUI thread when the
answer comes (a timer polls the pipe while jobs are out; polling costs
microseconds, the GUI thread never waits). ``cancel_all`` drops every
answer not yet delivered and makes the child's current search stop early.
The agent's generator is brought up to date with the child's, so thinking
in the child leaves the agent exactly as thinking here would have.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer

from cardtable.ui.think_process import ANALYSE, CHOOSE, ThinkProcess

POLL_MS = 15


class Thinker(QObject):
    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.process = ThinkProcess()
        self._jobs: dict[int, tuple[Any, Callable[[bool, Any], None]]] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def busy(self) -> bool:
        return bool(self._jobs)

    def submit(self, agent, decision, callback: Callable[[bool, Any], None],
               analyse: bool = False, keep: int = 1) -> None:
        job = self.process.submit(agent, decision, ANALYSE if analyse else CHOOSE, keep)
        self._jobs[job] = (agent, callback)
        self._timer.start()

    def cancel_all(self) -> None:
        self.process.cancel_all()
        self._jobs.clear()
        self._timer.stop()

    def close(self) -> None:
        self.cancel_all()
        self.process.close()

    def _poll(self) -> None:
        while (answer := self.process.poll()) is not None:
            job, failed, value, rng_state = answer
            if job == 0:  # the child died: every job out fails
                jobs, self._jobs = list(self._jobs.values()), {}
                for _agent, callback in jobs:
                    callback(True, value)
                break
            if job not in self._jobs or not self.process.is_current(job):
                continue
            agent, callback = self._jobs.pop(job)
            if rng_state is not None:
                agent.rng.setstate(rng_state)
            callback(failed, value)
        if not self._jobs:
            self._timer.stop()
