"""Play this deal again: from a deal's summary, the same cards from the same
seat as a new match; its record stays a plain cardtable-record/1 that replays
from its seed, the store notes the replayed deal, and its statistics are kept
apart."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable.catalog import catalog
from cardtable.engine.match import make_record, replay, seat_list
from cardtable.store.games import AGAIN, GameStore
from cardtable.ui.statistics_window import StatisticsWindow
from tests.store.test_store import finished_record
from tests.ui.conftest import drag, wait_for_turn
from tests.ui.test_laid_open_table import a_refused_double
from tests.ui.test_le_rouge_et_le_noir_table import hand_item, table, zone  # noqa: F401 (fixture)


def confirm_abandon(qtbot, view):
    """The match under way is given up first, as for a new match (asked)."""
    assert view.overlay.buttons.keys() == {"Keep playing", "Abandon"}
    qtbot.mouseClick(view.overlay.buttons["Abandon"], Qt.MouseButton.LeftButton)


def test_a_deal_is_played_again_from_its_summary(qtbot, table):  # noqa: F811
    window, view = a_refused_double(qtbot, table)
    controller = window.controller
    first_match, original = controller.match_id, controller.state.deal_log[0]
    qtbot.mouseClick(view.overlay.buttons["Play this deal again"], Qt.MouseButton.LeftButton)
    confirm_abandon(qtbot, view)
    wait_for_turn(qtbot, window)
    again = controller.state.deal_log
    assert len(again) == 1 and again[0].actions == []
    assert (again[0].dealer, again[0].hands, again[0].stock) == \
        (original.dealer, original.hands, original.stock)
    assert controller.human_seat == 0 and view.overlay is None and controller.is_human_turn()
    assert sorted(i.code for i in view.scene.cards["hand0"]) == ["n1", "n1", "n2"]
    assert controller.match_id != first_match
    note = {"ruleset": "le-rouge-et-le-noir", "seed": 5, "deal": 0, "of_match": first_match}
    assert controller.replay_of == note
    assert GameStore().replay_of(controller.match_id) == note   # the store's note, not the record's
    drag(qtbot, view, hand_item(view, 2), zone(view, "play0"))
    wait_for_turn(qtbot, window)
    saved = GameStore().saved("le-rouge-et-le-noir")
    assert saved.match_id == controller.match_id and saved.record.to_json()["format"] == "cardtable-record/1"
    assert "of_match" not in saved.record.dumps()


def test_a_deal_is_played_again_with_the_keyboard(qtbot, table):  # noqa: F811
    window, view = a_refused_double(qtbot, table)
    buttons = view.overlay.buttons
    buttons["Next deal"].setFocus()
    while QApplication.focusWidget() is not buttons["Play this deal again"]:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    view.overlay.buttons["Abandon"].setFocus()
    qtbot.keyClick(view.overlay.buttons["Abandon"], Qt.Key.Key_Space)
    wait_for_turn(qtbot, window)
    assert window.controller.replay_of is not None
    assert window.controller.state.deal_log[0].hands == [["n1", "n1", "n2"], ["n5", "n6", "n7"]]


def test_a_later_deal_rewound_keeps_the_earlier_deals_and_replays_from_the_seed():
    ruleset = catalog().get("red-secret-3p")
    state = ruleset.make_game().new_state(11, human_seats=(0,))
    rng = random.Random(1)
    while len(state.deal_log) < 2 or state.deal_log[1].result is None:
        choices = state.legal_actions() + [c.sample(rng) for c in state.card_choices()]
        state.apply(rng.choice(choices))
    again = state.rewound(1)
    assert len(again.deal_log) == 2 and again.deal_log[1].actions == []
    assert again.deal_log[0].to_json() == state.deal_log[0].to_json()
    assert (again.deal_log[1].hands, again.deal_log[1].dealer) == \
        (state.deal_log[1].hands, state.deal_log[1].dealer)
    again.apply(rng.choice(again.legal_actions() + [c.sample(rng) for c in again.card_choices()]))
    record = make_record(again, ruleset.id, seat_list(3, [None, "easy", "easy"]))
    assert replay(record).deal_log[1].to_json() == again.deal_log[1].to_json()


def test_statistics_keep_replayed_deals_apart(qtbot, home):
    store = GameStore()
    won = finished_record(seed=3)
    won.result["winners"] = [0]
    store.finish("first", won)
    store.note_replay("again", {"ruleset": "red-secret-3p", "seed": 3, "deal": 0, "of_match": "first"})
    store.finish("again", won)
    figures = store.figures()
    assert (figures["red-secret-3p"].played, figures["red-secret-3p"].won) == (1, 1)
    assert (figures["red-secret-3p" + AGAIN].played, figures["red-secret-3p" + AGAIN].won) == (1, 1)
    window = StatisticsWindow(store, catalog())
    qtbot.addWidget(window)
    names = [window.table.item(r, 0).text() for r in range(window.table.rowCount())]
    assert any(name.endswith("(deals played again)") for name in names)


def test_a_deal_of_a_match_from_the_history_is_played_again(qtbot, home):
    from tests.ui.test_games_in_progress import finish_two, fresh_window
    window = fresh_window(qtbot)
    won, _ = finish_two(window.store)   # red-secret-3p: two games in a match
    window.show_history()
    window.side_windows["history"].table.cellDoubleClicked.emit(1, 0)
    view, controller = window.game_view, window.controller
    assert controller.replaying == won
    first_deal_moves = len(won.deals[0]["actions"])
    for _ in range(first_deal_moves + 1):   # step into the second game with the keyboard
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert controller.replay_deal() == 1
    qtbot.mouseClick(view.replay_again, Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    assert controller.replaying is None and not view.replay_again.isVisible()
    state = controller.state
    assert len(state.deal_log) == 2 and controller.is_human_turn()
    assert all(a["p"] != 0 for a in state.deal_log[1].actions)   # only the computers played since
    assert state.deal_log[0].to_json() == {**won.deals[0]}
    assert state.deal_log[1].hands == won.deals[1]["hands"]
    assert controller.replay_of == {"ruleset": won.ruleset, "seed": won.seed, "deal": 1, "of_match": None}
