"""Winnable deals only (patience): the panel's check box (or the Game menu)
keeps New game and Choose deal to the deals the solver proved winnable."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from cardtable.engine.rouge_et_noir_patience.winnable import read_list
from cardtable.store.settings import Settings


def test_new_game_and_choose_deal_keep_to_winnable_deals(qtbot, window_for):
    window = window_for("rouge-et-noir-patience", seed=17)   # deal 17 is not on the list
    qtbot.waitExposed(window)
    view = window.game_view
    qtbot.waitUntil(view.winnable_box.isVisible)
    numbers = read_list()[1]
    assert 17 not in numbers
    qtbot.mouseClick(view.winnable_box, Qt.MouseButton.LeftButton)
    assert view.winnable_box.isChecked() and Settings()["winnable_only"] is True
    for _ in range(3):
        qtbot.mouseClick(view.buttons["new"], Qt.MouseButton.LeftButton)
        assert window.controller.state.seed in numbers
    # Choose deal offers only the list; the keyboard picks one
    qtbot.mouseClick(view.buttons["choose"], Qt.MouseButton.LeftButton)
    combo = view.deal_dialog.findChild(QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == [str(n) for n in numbers]
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_End)
    qtbot.keyClick(combo, Qt.Key.Key_Return)
    assert window.controller.state.seed == numbers[-1]


def test_the_choice_is_kept_and_the_game_menu_turns_it_off(qtbot, window_for):
    Settings().set("winnable_only", True)
    window = window_for("rouge-et-noir-patience", seed=5)
    qtbot.waitExposed(window)
    view = window.game_view
    qtbot.waitUntil(view.winnable_box.isVisible)
    assert view.winnable_box.isChecked()
    item = next(a for a in window.game_menu.actions() if a.text() == "Winnable deals only")
    item.trigger()
    assert not view.winnable_box.isChecked() and Settings()["winnable_only"] is False
    qtbot.mouseClick(view.buttons["new"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.buttons["choose"], Qt.MouseButton.LeftButton)
    assert view.deal_dialog.findChild(QComboBox) is None or not view.deal_dialog.findChild(QComboBox).isVisible()
