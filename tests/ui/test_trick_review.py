"""Review this deal, on the table: from a deal's summary (mouse), from the
Game menu's shortcut and from the history (whole match); the judgements come
from the thinking process with progress, the costly decisions are marked in
the list and on the table, and the replay steps with buttons and keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from cardtable.ai.review import costly, decisions
from cardtable.ai.search import Budget
from cardtable.store.games import GameStore
from cardtable.ui import review as review_ui
from cardtable.ui.card_names import card_name
from tests.store.test_store import finished_record
from tests.ui.conftest import press, wait_for_turn


@pytest.fixture(autouse=True)
def quick_judge(monkeypatch):
    """A small budget without a clock: fast, and the same judgements every run."""
    monkeypatch.setattr(review_ui, "BUDGET", Budget(24, None))


def play_first_deal_with_the_keyboard(qtbot, window) -> None:
    """The person plays the first card the keyboard reaches, every turn, until the deal's summary."""
    view = window.game_view
    while True:
        wait_for_turn(qtbot, window)
        if view.overlay is not None:
            return
        press(qtbot, window, Qt.Key.Key_Right, Qt.Key.Key_Return)


def wait_for_judgements(qtbot, box) -> None:
    qtbot.waitUntil(lambda: box.progress.value() == box.progress.maximum() and len(box.judged) == len(box.points),
                    timeout=30_000)


def test_a_deal_is_reviewed_from_its_summary_and_stepped_through(qtbot, window_for):
    # (seed 1: the keys' first cards make a costly decision in this deal; the
    # keyboard's cursor now stays put while a trick lies on the table until
    # the next lead, so seed 3's keys play other cards, none of them costly)
    window = window_for("red-secret-4p", seed=1)
    play_first_deal_with_the_keyboard(qtbot, window)
    view = window.game_view
    record = window.controller.record()
    qtbot.mouseClick(view.overlay.buttons["Review this deal"], Qt.MouseButton.LeftButton)

    view, controller = window.game_view, window.controller   # the deal, open as a replay
    box = view.review_box
    assert controller.replaying is not None and box is not None
    kept = GameStore().saved("red-secret-4p")   # the match under way waits in the Game menu
    assert kept is not None and kept.record.deals[0] == record.deals[0]
    points = [p for p, _state in decisions(record, 0, {0})]
    assert [p.step for p in box.points] == [p.step for p in points] and box.list.count() == len(points)
    assert controller.replay_pos == points[0].step   # at the person's first decision
    wait_for_judgements(qtbot, box)
    assert box.progress.value() == len(points)
    judged = [box.judged[p.step] for p in points]
    assert all(j.loss >= 0 for j in judged)
    assert box.marked == costly(judged)
    for row, point in enumerate(box.points):   # the marked rows are bold, in the order of their cost
        item = box.list.item(row)
        rank = [j.point for j in box.marked].index(point) + 1 if point in [j.point for j in box.marked] else 0
        assert item.font().weight() == (QFont.Weight.Bold if rank else QFont.Weight.Normal)
        assert item.text().startswith(f"{rank}. ") == bool(rank)

    # the costliest row clicked: the table before that decision, the best card outlined
    assert box.marked   # playing the first card that comes is not always wise
    target = box.marked[0].point
    rect = box.list.visualItemRect(box.list.item(box.points.index(target)))
    qtbot.mouseClick(box.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert controller.replay_pos == target.step and box.list.currentRow() == box.points.index(target)
    found = box.judged[target.step]
    best = found.best.action["card"]
    qtbot.waitUntil(lambda: any(i.hinted for items in view.scene.cards.values() for i in items))
    hinted = [i.code for items in view.scene.cards.values() for i in items if i.hinted]
    assert hinted == [best]
    assert view.status.text().startswith(f"Costly decision 1 of {len(box.marked)}. Review, deal 1")
    assert f"{found.chosen.value:+.1f}" in view.status.text() and f"{found.best.value:+.1f}" in view.status.text()
    # both cards named as the table names them ("blue 4"), not by their codes
    said = [card_name(controller.game.engine_id, code) for code in (best, found.point.action["card"])]
    assert all(name in view.status.text() for name in said), (said, view.status.text())

    # the keys: Left/Right a move, Up/Down the person's previous/next decision
    press(qtbot, window, Qt.Key.Key_Right)
    assert controller.replay_pos == target.step + 1
    press(qtbot, window, Qt.Key.Key_Left)
    assert controller.replay_pos == target.step
    steps = [p.step for p in box.points]
    press(qtbot, window, Qt.Key.Key_Up)
    assert controller.replay_pos == max([s for s in steps if s < target.step], default=target.step)
    qtbot.mouseClick(box.next, Qt.MouseButton.LeftButton)
    assert controller.replay_pos == target.step


def test_the_shortcut_reviews_the_last_deal_and_closing_ends_the_judging(qtbot, window_for):
    window = window_for("red-secret-4p", seed=3)
    play_first_deal_with_the_keyboard(qtbot, window)
    # the first deal is scored: Ctrl+E reviews it
    press(qtbot, window, Qt.Key.Key_E, modifier=Qt.KeyboardModifier.ControlModifier)
    box = window.game_view.review_box
    assert box is not None and window.controller.replaying is not None and box.points
    assert "Review of deal 1" in box.title.text()
    qtbot.waitUntil(lambda: box.thinker.process.running, timeout=5000)
    process = box.thinker.process
    window.close()
    assert not process.running   # the judge's process ends with the table


def test_a_finished_match_is_reviewed_from_the_history(qtbot, window_for):
    record = finished_record("red-secret-4p", seed=4)
    GameStore().finish("m-patience", finished_record("rouge-et-noir-patience"), 0)
    GameStore().finish("m-review", record, 0)
    window = window_for("red-secret-4p", seed=3)
    window.show_history()
    history = window.side_windows["history"]
    rows = {m.engine: row for row, m in enumerate(history.matches)}
    history.table.selectRow(rows["rouge_et_noir_patience"])
    assert not history.review_button.isEnabled()   # patience has its own review, in its panel
    history.table.selectRow(rows["red_secret"])
    assert history.review_button.isEnabled()
    qtbot.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    box = window.game_view.review_box
    assert window.controller.replaying is not None and "Review of the match" in box.title.text()
    points = [p for p, _state in decisions(record, 0)]
    assert {p.deal for p in points} == {0, 1} and [p.step for p in box.points] == [p.step for p in points]
    wait_for_judgements(qtbot, box)
    assert box.marked == costly([box.judged[p.step] for p in points])
    assert "costliest" in box.summary.text() or "well played" in box.summary.text()


def test_playing_the_reviewed_deal_again_puts_the_review_away(qtbot, window_for):
    window = window_for("red-secret-4p", seed=3)
    play_first_deal_with_the_keyboard(qtbot, window)
    qtbot.mouseClick(window.game_view.overlay.buttons["Review this deal"], Qt.MouseButton.LeftButton)
    view = window.game_view
    box = view.review_box
    qtbot.mouseClick(view.replay_again, Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    assert window.controller.replaying is None and window.controller.is_human_turn()
    assert not box.isVisible() and not box.thinker.process.running


def test_the_summary_button_answers_to_the_keyboard(qtbot, window_for):
    window = window_for("red-secret-4p", seed=3)
    play_first_deal_with_the_keyboard(qtbot, window)
    buttons = window.game_view.overlay.buttons
    press(qtbot, window, Qt.Key.Key_Right)   # the keys go to the summary's buttons
    while QApplication.focusWidget() is not buttons["Review this deal"]:
        press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_Return)
    assert window.controller.replaying is not None and window.game_view.review_box.points


def test_the_duels_review_calls_its_judge_the_search(qtbot, window_for):
    """In the 2-player Le Rouge et Le Noir the hint shows hard's equilibrium
    mix; the review's judge is a search, and says so rather than speak for
    the hard player."""
    window = window_for("le-rouge-et-le-noir", seed=1)
    controller = window.controller
    while window.game_view.overlay is None:   # the first deal, the first option each turn
        wait_for_turn(qtbot, window)
        if window.game_view.overlay is None:
            controller.act(controller.legal_actions()[0])
    wait_for_turn(qtbot, window)
    qtbot.mouseClick(window.game_view.overlay.buttons["Review this deal"], Qt.MouseButton.LeftButton)
    box = window.game_view.review_box
    assert box.summary.text() in ("The search is judging your decisions…", "You had no choice to make here.")
    wait_for_judgements(qtbot, box)
    assert box.points
    box.go_to(box.points[0].step)
    qtbot.waitUntil(lambda: window.game_view.status.text().startswith(("Review, ", "Costly decision")))
    said = window.game_view.status.text()
    assert "the search" in said and "hard player" not in said
