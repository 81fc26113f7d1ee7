"""Every card movement on the table goes through one Animator.

Jobs (each a function that builds the animations of one table change) run
one after the other; input is locked while any runs, and ``idle`` is emitted
when the queue is empty, which is when the controller lets the next computer
player move. ``speed`` is the player's setting: 0 turns animation off (cards
jump), 1 is normal, 2 is slow.
"""

from __future__ import annotations

from collections import deque
from typing import Callable

from PySide6.QtCore import QEasingCurve, QObject, QParallelAnimationGroup, QPointF, \
    QPropertyAnimation, QSequentialAnimationGroup, Signal

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
MOVE_MS = 260
FLIP_MS = 220
HOLD_MAX_MS = 10 * 60 * 1000   # a held table goes on by itself after ten minutes


class Animator(QObject):
    idle = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.speed = 1.0
        self._jobs: deque[Callable[[], list]] = deque()
        self._group: QParallelAnimationGroup | None = None
        self._holding = False
        self.held = False   # the table is held still until ``release`` (a click or a key)

    @property
    def busy(self) -> bool:
        return self._group is not None or bool(self._jobs)

    def enqueue(self, job: Callable[["Animator"], None]) -> None:
        """``job(animator)`` adds its animations with ``move``/``turn`` when its turn comes."""
        self._jobs.append(job)
        if self._group is None:
            self._next()

    def _next(self) -> None:
        while self._jobs:
            job = self._jobs.popleft()
            self._group = QParallelAnimationGroup(self)
            job(self)
            if self._group.animationCount() and (self.speed > 0 or self._holding):
                self.held = self._holding
                self._group.finished.connect(self._finished)
                self._group.start()
                return
            self._group.deleteLater()
            self._group = None
        self.idle.emit()

    def _finished(self) -> None:
        self._holding = self.held = False
        group, self._group = self._group, None
        if group is not None:
            group.deleteLater()
        self._next()

    def finish_all(self) -> None:
        """Jump every running and queued animation to its end (tests, resets)."""
        while self._group is not None:
            group = self._group
            group.setCurrentTime(group.totalDuration())
            if self._group is group:  # not yet finished by the signal
                group.stop()
                self._finished()

    # --- building blocks used by jobs -----------------------------------------

    def move(self, item, end: QPointF, rotation: float, delay_ms: int = 0,
             turn: bool = False) -> None:
        """Move ``item`` to ``end`` (and ``rotation``), turning it over on the way if ``turn``."""
        if self.speed <= 0 or self._group is None:
            item.setPos(end)
            if item.rotation() != rotation:   # setting it, even unchanged, repaints the card
                item.setRotation(rotation)
            if turn:
                item.finish_flip()
            return
        sequence = QSequentialAnimationGroup()
        if delay_ms:
            sequence.addPause(int(delay_ms * self.speed))
        parallel = QParallelAnimationGroup()
        if item.pos() != end:
            anim = QPropertyAnimation(item, b"pos")
            anim.setEndValue(end)
            anim.setDuration(int(MOVE_MS * self.speed))
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            parallel.addAnimation(anim)
        if item.rotation() != rotation:
            anim = QPropertyAnimation(item, b"rotation")
            anim.setEndValue(rotation)
            anim.setDuration(int(MOVE_MS * self.speed))
            parallel.addAnimation(anim)
        if turn:
            item.flip = 0.0
            anim = QPropertyAnimation(item, b"flip")
            anim.setStartValue(0.0)
            anim.setEndValue(1.0)
            anim.setDuration(int(FLIP_MS * self.speed))
            parallel.addAnimation(anim)
        if parallel.animationCount() == 0:
            return
        sequence.addAnimation(parallel)
        self._group.addAnimation(sequence)

    def hold(self) -> None:
        """Hold the table still until ``release`` (even with animation off): the
        option that keeps each full trick in view until the person goes on."""
        if self._group is not None:
            sequence = QSequentialAnimationGroup()
            sequence.addPause(HOLD_MAX_MS)
            self._group.addAnimation(sequence)
            self._holding = True

    def release(self) -> bool:
        """End a hold (a click or a key); True if the table was held."""
        group = self._group
        if not self.held or group is None:
            return False
        group.setCurrentTime(group.totalDuration())
        if self._group is group:
            group.stop()
            self._finished()
        return True

    def pause(self, ms: int) -> None:
        """Hold the table still for ``ms`` (e.g. to let a full trick be seen)."""
        if self.speed > 0 and self._group is not None:
            sequence = QSequentialAnimationGroup()
            sequence.addPause(int(ms * self.speed))
            self._group.addAnimation(sequence)
