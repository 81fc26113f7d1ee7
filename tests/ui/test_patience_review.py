"""Review my moves (patience): the solver marks the first move after which
the deal could no longer be won, and the game opens on the table there."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.engine.rouge_et_noir_patience.solver import solve
from cardtable.ui.views import rouge_et_noir_patience_review

DEAL = {"a": "deal"}


@pytest.mark.slow
def test_review_marks_dealing_the_stock_too_early(qtbot, window_for, monkeypatch):
    monkeypatch.setattr(rouge_et_noir_patience_review, "REVIEW_NODES", 12_000)
    window = window_for("rouge-et-noir-patience", seed=4)
    qtbot.waitExposed(window)
    controller = window.controller
    line = list(solve(controller.full_state(), max_nodes=12_000).line)
    for action in line[:5]:          # five good moves ...
        assert controller.act(action)
    while DEAL in controller.legal_actions():   # ... then the whole stock dealt at once
        assert controller.act(DEAL)
    view = window.game_view
    qtbot.mouseClick(view.reviewer.button, Qt.MouseButton.LeftButton)
    assert "Reviewing" in view.reviewer.answer.text()
    qtbot.waitUntil(lambda: window.controller.replaying is not None, timeout=240_000)
    assert window.controller.replay_pos == 6   # on the table after move 6, the first early deal
    assert "After move 6" in window.game_view.status.text()


def test_review_asks_for_moves_first(qtbot, window_for):
    window = window_for("rouge-et-noir-patience", seed=4)
    qtbot.waitExposed(window)
    view = window.game_view
    qtbot.mouseClick(view.reviewer.button, Qt.MouseButton.LeftButton)
    assert view.reviewer.answer.text() == "Make some moves first."
