"""The Rouge et Noir table's review: "Review my moves".

The solver looks for the first move after which the deal could no longer be
won (``review.first_losing_move``), in a child process as for "Can it still
be won?" (``rouge_et_noir_patience_solver``), over the record of the game so
far. The game then opens as a replay on the table at that move, with the
replay's Back/Next to step around it; the game itself stays saved and can be
resumed from the Game menu.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QThreadPool, Qt, Slot
from PySide6.QtWidgets import QLabel, QPushButton

from cardtable.engine.rouge_et_noir_patience.review import LostAt, first_losing_move
from cardtable.ui.language import translated
from cardtable.ui.views.rouge_et_noir_patience_solver import Bridge, InChild

REVIEW_NODES = 60_000   # the solver's budget per position looked at


class ReviewAid(QObject):
    """The panel's "Review my moves" button and its answer line."""

    def __init__(self, view):
        super().__init__(view)
        self.view, self.controller = view, view.controller
        self.button = QPushButton(self.tr("Review my moves"))
        self.button.clicked.connect(self.review)
        view.panel_layout.addWidget(self.button)
        self.answer = QLabel()
        self.answer.setWordWrap(True)
        self.answer.setStyleSheet("font-size: 14px;")
        view.panel_layout.addWidget(self.answer)
        self.bridge = Bridge(self)
        self.bridge.solved.connect(self._on_reviewed, Qt.ConnectionType.QueuedConnection)
        self.stop = threading.Event()
        self.record = None
        view.destroyed.connect(lambda *_: self.stop.set())   # a review still running ends

    def review(self) -> None:
        """Look for the move that lost the deal, off the GUI thread."""
        if self.controller.replaying is not None:
            return
        self.record = self.controller.record()
        actions = [{k: v for k, v in a.items() if k != "p"} for a in self.record.deals[0]["actions"]]
        if not actions:
            self.answer.setText(self.tr("Make some moves first."))
            return
        self.stop.set()
        self.stop = threading.Event()
        self.answer.setText(self.tr("Reviewing your moves…"))
        QThreadPool.globalInstance().start(InChild(
            self.bridge, self.controller.version, first_losing_move,
            (self.controller.game, self.record.seed, actions, REVIEW_NODES), self.stop))

    @Slot(int, object)
    def _on_reviewed(self, version: int, answer: object) -> None:
        if version != self.controller.version:
            return   # the game moved on meanwhile
        if isinstance(answer, Exception):
            self.answer.setText(self.tr("The review failed ({reason}).").format(reason=answer))
            return
        assert isinstance(answer, LostAt)
        self.answer.setText(translated(answer.why))
        if answer.move is None:
            return
        window = self.view.window()
        if window.open_replay(self.record):   # the game on the table, at the move found
            window.controller.replay_step(answer.move)
            window.game_view.show_message(self.tr("Review: {finding} Step with Back and Next.").format(
                finding=translated(answer.why)))


    def retranslate(self) -> None:
        """The button in the language now installed."""
        self.button.setText(self.tr("Review my moves"))
