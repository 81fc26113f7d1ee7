"""Play this deal again: from a deal's summary, a new match on the same cards
from the same seat; its record stays a plain cardtable-record/1, the store
notes the replayed deal, and its statistics are kept apart."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable.engine.match import replay
from cardtable.engine.record import Record
from cardtable.store.games import GameStore
from tests.ui.conftest import drag, wait_for_turn
from tests.ui.test_le_rouge_et_le_noir_table import (down, hand_item, table,  # noqa: F401 (fixture)
                                                      zone)


def finish_first_deal(qtbot, window):
    view = window.game_view
    drag(qtbot, view, hand_item(view, 1), zone(view, "play0"))
    wait_for_turn(qtbot, window)
    qtbot.mouseClick(view.pass_button, Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    assert view.overlay is not None


def test_a_deal_is_played_again_from_its_summary(qtbot, table):  # noqa: F811
    window = table([[1, 1, 2], [5, 6, 7]], dealer=1, scripts={1: [down(7)]})
    controller, view = window.controller, window.game_view
    finish_first_deal(qtbot, window)
    original = controller.state.deal_log[0]
    qtbot.mouseClick(view.overlay.buttons["Play this deal again"], Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    again = controller.state.deal_log
    assert len(again) == 1 and again[0].actions == []
    assert (again[0].dealer, again[0].hands, again[0].stock) == \
        (original.dealer, original.hands, original.stock)
    assert controller.human_seat == 0 and view.overlay is None and controller.is_human_turn()
    assert sorted(i.code for i in view.scene.cards["hand0"]) == ["n1", "n1", "n2"]
    assert controller.replay_of == {"ruleset": "le-rouge-et-le-noir", "seed": 5, "deal": 0}
    # the saved game is a plain record that replays; the note is the store's
    store = GameStore()
    saved = Record.from_json(json.loads(store.current_path.read_text()))
    assert saved.to_json()["format"] == "cardtable-record/1" and "replay_of" not in saved.to_json()
    replay(saved)
    assert store.current_replay_of([]) == controller.replay_of


def test_a_deal_is_played_again_with_the_keyboard(qtbot, table):  # noqa: F811
    window = table([[1, 1, 2], [5, 6, 7]], dealer=1, scripts={1: [down(7)]})
    view = window.game_view
    finish_first_deal(qtbot, window)
    buttons = view.overlay.buttons
    buttons["Next deal"].setFocus()
    while QApplication.focusWidget() is not buttons["Play this deal again"]:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    wait_for_turn(qtbot, window)
    assert window.controller.replay_of is not None
    assert window.controller.state.deal_log[0].hands == [["n1", "n1", "n2"], ["n5", "n6", "n7"]]


def test_statistics_keep_replayed_deals_apart(home, window_for, qtbot):
    window = window_for("le-rouge-et-le-noir")
    record = window.controller.record()
    record_won = Record.from_json({**record.to_json(), "result": {"scores": [11, 0], "winners": [0]}})
    store = GameStore()
    store.archive(record_won, 0)
    path = store.archive(record_won, 0, replay_of={"ruleset": "le-rouge-et-le-noir", "seed": 1, "deal": 2})
    entry = store.stats([])["le-rouge-et-le-noir"]
    assert (entry["played"], entry["won"]) == (1, 1)
    assert entry["replayed"] == {"played": 1, "won": 1}
    assert store.replays([])[path.name]["deal"] == 2
    window.show_statistics()
    assert "1 of 1" in window.stats_box.text()
