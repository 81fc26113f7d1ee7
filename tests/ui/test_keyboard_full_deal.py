"""A full deal of each game played with the keyboard alone: the arrow keys,
Enter, Escape and the panel's letter keys, sent to whichever widget has the
focus, as a person would type them (no mouse, no call into the controller)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.engine.rouge_et_noir_patience.solver import solve
from tests.ui.conftest import press, wait_for_turn

KEY = Qt.Key


def patience_go_to(qtbot, window, pile: str, index: int) -> None:
    """Walk the cursor to card ``index`` of ``pile`` (-1: the pile's top)."""
    view = window.game_view
    top_row = ("stock", "f", "d")
    for _ in range(60):
        cursor = view.cursor
        if cursor is None:
            press(qtbot, window, KEY.Key_Right)
            continue
        want = (pile, len(view.scene.cards[pile]) - 1 if index < 0 else index)
        if cursor == want or (cursor[0] == pile and index < 0):
            return
        here_top, there_top = cursor[0].startswith(top_row), pile.startswith(top_row)
        if here_top != there_top:
            press(qtbot, window, KEY.Key_Down if here_top else KEY.Key_Up)
        elif cursor[0] != pile:
            press(qtbot, window, KEY.Key_Right)
        else:
            press(qtbot, window, KEY.Key_Up if cursor[1] > want[1] else KEY.Key_Down)
    raise AssertionError(f"the cursor did not reach {pile} {index}: {view.cursor}")


def test_patience_deal_won_with_the_keyboard(qtbot, window_for):
    window = window_for("rouge-et-noir-patience", seed=4)
    wait_for_turn(qtbot, window)
    controller = window.controller
    line = solve(controller.full_state(), max_nodes=20_000).line   # a way to win deal #4
    assert line
    view = window.game_view
    for action in line:
        if action["a"] == "deal":
            patience_go_to(qtbot, window, "stock", -1)
            press(qtbot, window, KEY.Key_Return)
        else:
            start = len(view.scene.cards[action["from"]]) - action["n"]
            patience_go_to(qtbot, window, action["from"], start)
            press(qtbot, window, KEY.Key_Return)
            assert view.selection == (action["from"], start)
            patience_go_to(qtbot, window, action["to"], -1)
            press(qtbot, window, KEY.Key_Return)
        wait_for_turn(qtbot, window)
        assert controller.state.deal_log[-1].actions[-1] == {"p": 0, **action} or \
            controller.state.is_terminal()
    qtbot.waitUntil(lambda: view.overlay is not None)
    assert controller.observation().won and not controller.assisted
    assert view.overlay.buttons["New match"].hasFocus()     # the summary answers to Enter
    press(qtbot, window, KEY.Key_Return)
    wait_for_turn(qtbot, window)
    assert view.overlay is None and controller.observation().moves == 0


def keyboard_turn(qtbot, window) -> None:
    """One decision of the person's, with keys only: the arrows and Enter on a
    card when cards are offered (a play, a bid card, a card chosen for a
    discard or a gift), else Tab to the panel's buttons and Enter on one."""
    view, controller = window.game_view, window.controller
    version = controller.version
    if view.focusable():
        press(qtbot, window, KEY.Key_Right, KEY.Key_Return)
    if controller.version != version or not controller.is_human_turn():
        return
    for _ in range(12):   # a button: a bid, a pass, Give, Discard (once enough cards are chosen)
        press(qtbot, window, KEY.Key_Tab)
        if controller.version != version:
            return
        press(qtbot, window, KEY.Key_Return)
        if controller.version != version:
            return
    press(qtbot, window, KEY.Key_Escape)


TRICK_GAMES = ["le-rouge-et-le-noir", "red-secret-3p", "blanc-et-noir-3p", "tarot-4p"]


@pytest.mark.parametrize("ruleset_id", TRICK_GAMES)
def test_trick_game_deal_played_with_the_keyboard(qtbot, window_for, ruleset_id):
    window = window_for(ruleset_id, seed=2)
    view, controller = window.game_view, window.controller
    for _ in range(300):
        wait_for_turn(qtbot, window)
        if controller.state.deal_log[0].result is not None:
            break
        if view.overlay is not None:
            press(qtbot, window, KEY.Key_Return)   # e.g. a deal thrown in: the summary's button
            continue
        keyboard_turn(qtbot, window)
    assert controller.state.deal_log[0].result is not None, "the first deal did not finish"
    assert any(a.get("p") == 0 for a in controller.state.deal_log[0].actions)
    qtbot.waitUntil(lambda: view.overlay is not None)
    press(qtbot, window, KEY.Key_Return)             # "Next deal" by key
    wait_for_turn(qtbot, window)
    assert view.overlay is None or len(controller.state.deal_log) > 1
