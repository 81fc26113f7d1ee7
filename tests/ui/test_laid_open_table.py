"""The deal laid open from the summary: every hand as dealt, by mouse and by
keyboard, with the cards the rules never show still hidden."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTextBrowser

from tests.ui.conftest import drag, wait_for_turn
from tests.ui.test_le_rouge_et_le_noir_table import (PASS, down, hand_item,  # noqa: F401 (fixture)
                                                      table, up, zone)


def overlay_text(view) -> str:
    return view.overlay.body.text()


def a_refused_double(qtbot, table):  # noqa: F811
    """A duel whose first deal ends at once: you lead the 1, North doubles
    with its 5 face down, you pass. The deal's summary is up."""
    window = table([[1, 1, 2], [5, 6, 7]], dealer=1, scripts={1: [down(5)]})
    view = window.game_view
    drag(qtbot, view, hand_item(view, 1), zone(view, "play0"))
    wait_for_turn(qtbot, window)
    qtbot.mouseClick(view.pass_button, Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    assert view.overlay is not None
    return window, view


def test_the_summary_lays_the_deal_open_but_not_a_refused_card(qtbot, table):  # noqa: F811
    window, view = a_refused_double(qtbot, table)
    assert "The deal as dealt" not in overlay_text(view)
    qtbot.mouseClick(view.overlay.buttons["Show all cards"], Qt.MouseButton.LeftButton)
    text = overlay_text(view)
    assert "The deal as dealt" in text
    assert "<b>You</b>&nbsp;</td><td>1, 1, 2<" in text
    # North's refused 5 stays hidden, listed last (not where it sorts)
    assert "6, 7, <i>a card never shown</i>" in text
    assert not view.overlay.buttons["Show all cards"].isEnabled()


def test_your_own_refused_card_is_laid_open_to_you_and_marked(qtbot, table):  # noqa: F811
    # you lead the 7, North throws the 1; you double with the 2, North passes
    window = table([[2, 6, 7], [1, 3, 5]], dealer=1, scripts={1: [up(1), PASS]})
    view = window.game_view
    drag(qtbot, view, hand_item(view, 7), zone(view, "play0"))
    wait_for_turn(qtbot, window)
    drag(qtbot, view, hand_item(view, 2), zone(view, "down"))
    wait_for_turn(qtbot, window)
    assert view.overlay is not None
    assert "Your face-down card stays unknown to the others" in overlay_text(view)
    qtbot.mouseClick(view.overlay.buttons["Show all cards"], Qt.MouseButton.LeftButton)
    text = overlay_text(view)
    assert "<b>You</b>&nbsp;</td><td>6, 7, <i>2, never shown to the others</i><" in text
    assert "<b>North</b>&nbsp;</td><td>1, 3, 5<" in text
    assert "a card never shown" not in text


def test_the_deal_is_laid_open_with_the_keyboard(qtbot, table):  # noqa: F811
    window, view = a_refused_double(qtbot, table)
    view.overlay.buttons["Next deal"].setFocus()
    qtbot.keyClick(view.overlay.buttons["Next deal"], Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is view.overlay.buttons["Show all cards"]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert "The deal as dealt" in overlay_text(view)


def test_help_says_what_the_computer_players_see(qtbot, window_for):
    window = window_for("le-rouge-et-le-noir")
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    item = next(a for a in help_menu.actions() if a.text() == "&What the computer players see")
    item.trigger()
    assert window.help_dialog.isVisible()
    assert window.help_dialog.windowTitle() == "What the computer players see"
    text = window.help_dialog.findChild(QTextBrowser).toPlainText()
    assert "Show all cards" in text and "records/" in text and "observation" in text
