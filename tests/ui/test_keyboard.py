"""The keyboard at the table (issue 15): keys keep working after the mouse is
used, the cursor's outline shows only while the keyboard is in use, a hint's
mark goes with the table it was given for, and in patience the cursor picks a
card or run and then its target."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from cardtable.ui import palette
from tests.ui.conftest import click_card, press, view_point, wait_for_turn
from tests.ui.test_rouge_et_noir_patience_table import actions, codes, move, table  # noqa: F401


def outlined(view) -> list[tuple[str, int]]:
    return [(pid, i) for pid, items in view.scene.cards.items()
            for i, item in enumerate(items) if item.focused]


def test_keys_still_move_the_cursor_after_a_click_on_the_table(qtbot, table):
    window = table()
    view = window.game_view
    click_card(qtbot, view, view.scene.cards["t1"][-1])   # picks up the Queen
    qtbot.mouseClick(view.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view_point(view, QPointF(view.scene.sceneRect().width() - 5,
                                                  view.scene.sceneRect().height() - 5)))
    assert QApplication.focusWidget() is view
    press(qtbot, window, Qt.Key.Key_Right)
    assert outlined(view) == [("t1", 2)]


def test_the_patience_cursor_picks_a_run_then_its_target(qtbot, table):
    window = table()
    view = window.game_view
    press(qtbot, window, Qt.Key.Key_Right)          # the cursor appears on column 1's top card
    assert view.cursor == ("t1", 2)
    press(qtbot, window, Qt.Key.Key_Return)         # picks up the Queen of Spades
    assert view.selection == ("t1", 2)
    press(qtbot, window, *[Qt.Key.Key_Right] * 7)   # to column 8, the red King
    assert view.cursor == ("t8", 0)
    press(qtbot, window, Qt.Key.Key_Return)
    wait_for_turn(qtbot, window)
    assert actions(window) == [move("t1", "t8")] and codes(view, "t8") == ["KH", "QS"]
    # a run: the King and Queen picked from their column, Esc puts them down, then a refusal
    press(qtbot, window, Qt.Key.Key_Up, Qt.Key.Key_Return)
    assert view.selection == ("t8", 0) and view.cursor == ("t8", 0)
    press(qtbot, window, Qt.Key.Key_Escape)
    assert view.selection is None
    press(qtbot, window, Qt.Key.Key_Return, Qt.Key.Key_Left, Qt.Key.Key_Return)
    wait_for_turn(qtbot, window)
    assert len(actions(window)) == 1 and view.selection == ("t8", 0)   # kept, and told why
    assert view.status.text() and "Picked up" not in view.status.text()


def test_up_and_down_reach_the_stock_and_deal(qtbot, table):
    window = table()
    view = window.game_view
    press(qtbot, window, Qt.Key.Key_Right, Qt.Key.Key_Up)   # column 1 has one face-up card
    assert view.cursor == ("stock", len(view.scene.cards["stock"]) - 1)
    press(qtbot, window, Qt.Key.Key_Return)
    wait_for_turn(qtbot, window)
    assert actions(window) == [{"a": "deal"}]
    press(qtbot, window, Qt.Key.Key_Down)
    assert view.cursor[0] == "t1"


def test_the_outline_shows_only_while_the_keyboard_is_used(qtbot, table):
    window = table()
    view = window.game_view
    assert outlined(view) == []
    press(qtbot, window, Qt.Key.Key_Right)
    assert outlined(view) == [("t1", 2)]
    qtbot.mouseClick(view.view.viewport(), Qt.MouseButton.LeftButton, pos=view_point(view, QPointF(3, 3)))
    assert outlined(view) == []
    press(qtbot, window, Qt.Key.Key_Right)
    assert outlined(view) == [("t2", 2)]


def test_a_hint_mark_goes_with_the_next_move_and_undo(qtbot, table):
    window = table()
    view = window.game_view
    press(qtbot, window, Qt.Key.Key_Right, Qt.Key.Key_Return, *[Qt.Key.Key_Right] * 7, Qt.Key.Key_Return)
    wait_for_turn(qtbot, window)
    assert actions(window) == [move("t1", "t8")]

    def hinted():
        return [(pid, i) for pid, items in view.scene.cards.items()
                for i, item in enumerate(items)
                if item.hinted or (item.focused and (pid, i) != view.cursor)]

    press(qtbot, window, Qt.Key.Key_H)
    assert hinted()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_turn(qtbot, window)
    assert hinted() == []
    press(qtbot, window, Qt.Key.Key_H)
    assert hinted()
    press(qtbot, window, Qt.Key.Key_D)
    wait_for_turn(qtbot, window)
    assert hinted() == []


def ring_pixels(widget, colour: str) -> int:
    """How many pixels of ``widget``'s picture are the focus ring's ``colour``."""
    image, rgb = widget.grab().toImage(), QColor(colour).rgb()
    return sum(image.pixel(x, y) == rgb for x in range(image.width()) for y in range(image.height()))


def test_a_panel_button_with_the_keys_is_ringed_in_gold(qtbot, window_for):
    """The style's own focus frame is too faint on the panel's green: the
    button Enter would press (the hint's, or one reached by Tab) is ringed."""
    window = window_for("tarot-3p", seed=12)           # the person bids first
    view = window.game_view
    wait_for_turn(qtbot, window)
    small, guard = view.bid_buttons["small"], view.bid_buttons["guard"]
    assert ring_pixels(small, palette.GOLD) == 0 and ring_pixels(guard, palette.GOLD) == 0
    view.focus_button(small)
    assert QApplication.focusWidget() is small
    assert ring_pixels(small, palette.GOLD) > 2 * (small.width() + small.height())
    assert ring_pixels(guard, palette.GOLD) == 0


def test_a_call_box_button_with_the_keys_is_ringed_in_claret(qtbot, window_for):
    """The call box is a card of paper over the table, where gold would not
    show: its button with the keys (the hint's King) is ringed in its edge's
    claret, and Enter presses it."""
    window = window_for("tarot-5p", seed=12)
    view, controller = window.game_view, window.controller
    wait_for_turn(qtbot, window)
    controller.act({"a": "bid", "v": "guard_against"})    # no one can bid over it
    wait_for_turn(qtbot, window)
    hearts, spades = view.call_buttons["HK"], view.call_buttons["SK"]
    view.take_hint({"a": "call", "card": "HK"})
    assert QApplication.focusWidget() is hearts
    assert ring_pixels(hearts, palette.CLARET) > 2 * (hearts.width() + hearts.height())
    assert ring_pixels(spades, palette.CLARET) == 0
    qtbot.keyClick(hearts, Qt.Key.Key_Return)
    assert controller.state.deal_log[-1].actions[-1] == {"a": "call", "card": "HK", "p": 0}
