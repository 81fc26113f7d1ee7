"""The toolbar, the status bar's time and score, and the small things of
issue 15: New match / Restart on the start page, F1 there, the "No moves
left" card after Undo — each through real clicks and keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton

from cardtable.catalog import catalog
from cardtable.store.games import GameStore
from cardtable.store.settings import Settings
from cardtable.ui.hint import action_text
from cardtable.ui.main_window import MainWindow
from tests.ui.conftest import activate, click_card, press, set_up, wait_for_turn
from tests.ui.test_rouge_et_noir_patience_table import (
    actions, grip, move, open_window, stuck_after_one_move, table)  # noqa: F401


def tool(window, text) -> QToolButton:
    return next(b for b in window.toolbar.findChildren(QToolButton)
                if b.defaultAction() is not None and b.defaultAction().iconText() == text)


@pytest.fixture
def start_page(qtbot, home):
    window = MainWindow(catalog(), Settings(), GameStore())
    qtbot.addWidget(window)
    window.show()
    window.open_startup()
    activate(qtbot, window)
    assert window.game_view is None
    return window


def test_start_page_has_no_new_match_or_restart(start_page):
    assert not start_page.new_action.isEnabled() and not start_page.restart_action.isEnabled()
    assert not start_page.toolbar.isVisible()


def test_f1_on_the_start_page_shows_every_games_rules(qtbot, start_page):
    press(qtbot, start_page, Qt.Key.Key_F1)
    dialog = start_page.help_dialog
    assert dialog.isVisible() and start_page.help_choice.count() == 5
    first = start_page.help_browser.toPlainText()
    assert len(first) > 500
    qtbot.keyClick(start_page.help_choice, Qt.Key.Key_Down)
    assert start_page.help_browser.toPlainText() not in ("", first)


def test_f1_at_a_table_shows_that_games_rules(qtbot, window_for):
    window = window_for("tarot-4p")
    press(qtbot, window, Qt.Key.Key_F1)
    assert window.help_choice.currentData() == "tarot"
    assert "Tarot" in window.help_browser.toPlainText()


def test_toolbar_new_restart_undo_redo_hint(qtbot, table):
    window = table()
    view = window.game_view
    assert window.new_action.isEnabled() and window.toolbar.isVisible()
    assert not tool(window, "Undo").isEnabled()
    qtbot.mouseClick(tool(window, "Hint"), Qt.MouseButton.LeftButton)
    assert view.status.text().startswith("Hint: ")
    click_card(qtbot, view, view.scene.cards["t1"][-1])
    click_card(qtbot, view, view.scene.cards["t8"][-1])
    wait_for_turn(qtbot, window)
    assert actions(window) == [move("t1", "t8")]
    qtbot.mouseClick(tool(window, "Undo"), Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    assert actions(window) == [] and tool(window, "Redo").isEnabled()
    qtbot.mouseClick(tool(window, "Redo"), Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    assert actions(window) == [move("t1", "t8")]
    qtbot.mouseClick(tool(window, "Restart"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.overlay.buttons["Abandon"], Qt.MouseButton.LeftButton)   # asked first
    wait_for_turn(qtbot, window)
    assert actions(window) == []
    deal = window.controller.observation().deal
    qtbot.mouseClick(tool(window, "New"), Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    assert window.controller.observation().deal != deal


def test_toolbar_hint_in_a_game_with_opponents_asks_the_hard_player(qtbot, window_for):
    """The toolbar's Hint is the hint box's question in a trick game too (it
    was greyed there, beside a working Hint button in the panel): greyed
    while a computer seat is to act, then answered like the button."""
    window = window_for("tarot-4p", seed=2, ai_level="normal")   # seat 3 bids first
    box = window.game_view.hint_box
    assert not tool(window, "Hint").isEnabled()
    wait_for_turn(qtbot, window)
    qtbot.waitUntil(lambda: tool(window, "Hint").isEnabled())
    qtbot.mouseClick(tool(window, "Hint"), Qt.MouseButton.LeftButton)
    assert box.answer.text() == "Thinking about your move…"
    qtbot.waitUntil(lambda: "Hard would" in box.answer.text(), timeout=30_000)
    said = [f"Hard would <b>{action_text(a, 'tarot')}</b>" for a in window.controller.legal_actions()]
    assert any(line in box.answer.text() for line in said), box.answer.text()   # one of the bids open


def test_toolbar_demo_asks_the_solver_then_plays(qtbot, window_for):
    window = open_window(qtbot, window_for)
    view = window.game_view
    set_up(window, stuck_after_one_move())   # one move wins nothing: not winnable
    wait_for_turn(qtbot, window)
    qtbot.mouseClick(tool(window, "Demo"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.solver.verdict.text().startswith("No"), timeout=10_000)
    assert not view.solver.demo_on and actions(window) == []


def test_status_bar_time_and_score(qtbot, table):
    window = table()
    view = window.game_view
    assert view.score_label.isVisible() and view.time_label.isVisible()
    assert view.score_label.text() == "Score: 0" and view.time_label.text() == "Time: 0:00"
    qtbot.waitUntil(lambda: view.time_label.text() != "Time: 0:00", timeout=6000)   # the clock runs
    assert view.time_label.text() in {f"Time: 0:0{s}" for s in range(1, 7)}


def test_no_moves_left_card_goes_after_undo(qtbot, window_for):
    window = open_window(qtbot, window_for)
    set_up(window, stuck_after_one_move())
    wait_for_turn(qtbot, window)
    view = window.game_view
    column = len(view.scene.cards["t1"]) - 1
    qtbot.mouseDClick(view.view.viewport(), Qt.MouseButton.LeftButton,
                      pos=view.view.mapFromScene(grip(view, "t1", column)))
    qtbot.waitUntil(lambda: view.overlay is not None)
    press(qtbot, window, Qt.Key.Key_Z, modifier=Qt.KeyboardModifier.ControlModifier)
    wait_for_turn(qtbot, window)
    assert actions(window) == [] and view.overlay is None
    assert not view.status.text().startswith("No moves left")
