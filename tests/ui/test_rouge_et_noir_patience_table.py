"""The Rouge et Noir patience table driven through the real widgets: drags of
cards and runs, to foundations and discard piles, snap back, click-to-move,
double-click, dealing, undo/redo, hint, auto-move, deal numbers, the end."""

from __future__ import annotations

import re
import time
from collections import Counter

import pytest
from PySide6.QtCore import QPointF, Qt, QThreadPool

from cardtable.engine.cards import double_french_deck
from cardtable.engine.record import Record
from cardtable.ui.views.rouge_et_noir_patience_solver import THINKING
from tests.ui.conftest import set_up, view_point, wait_for_turn

RULESET = "rouge-et-noir-patience"

# A crafted deal: a red King alone in column 8 and, on top of columns 1-7 and 9,
# the cards that build on it down to the red 5; the first deal brings 4S 3H 2S AH
# to columns 1-4 and the black Ace onto the run in column 8.
TOPS = ["QS", "JH", "TS", "9H", "8S", "7H", "6S"]
FIRST_DEAL = ["4S", "3H", "2S", "AH", "KC", "KC", "KS", "AS", "QD", "QD"]


def crafted_deal() -> dict:
    pool = Counter(double_french_deck()) - Counter(TOPS + ["KH", "5H"] + FIRST_DEAL)
    rest = sorted(pool.elements(), key=lambda c: ("A23456789TJQK".index(c[0]), c[1]))
    rest = rest[::-1]  # high cards first: the face-down cards are Kings and Queens
    tableau = []
    for top in TOPS:
        tableau.append([rest.pop(0), rest.pop(0), top])
    tableau += [["KH"], ["5H"], []]
    return {"dealer": 0, "hands": [[]], "stock": FIRST_DEAL + rest, "tableau": tableau, "actions": []}


def crafted_record(actions=()) -> Record:
    deal = crafted_deal()
    deal["actions"] = [{"p": 0, **a} for a in actions]
    return Record("rouge_et_noir_patience", RULESET, {"deal_when": "any", "auto_foundation": False},
                  5, [{"name": "You", "kind": "human"}], [deal])


def move(src, dst, n=1):
    return {"a": "move", "from": src, "to": dst, "n": n}


BUILD = [move(f"t{i + 1}", "t8") for i in range(7)] + [move("t9", "t8")]   # K down to the red 5


def open_window(qtbot, window_for, seed=1):
    window = window_for(RULESET, seed=seed)
    qtbot.waitUntil(lambda: window.game_view.view.viewport().height() > 400)  # laid out
    wait_for_turn(qtbot, window)
    return window


@pytest.fixture
def table(window_for, qtbot):
    """The window on the crafted deal after ``actions`` (a resumed game)."""

    def open_table(actions=()):
        window = open_window(qtbot, window_for)
        set_up(window, crafted_record(actions))
        wait_for_turn(qtbot, window)
        return window

    return open_table


def grip(view, pile, index) -> QPointF:
    """A point on the visible strip of a card (the part a person grabs)."""
    item = view.scene.cards[pile][index]
    return item.pos() + QPointF(view.scene.card_w / 2, min(8.0, view.scene.card_h * 0.08))


def pile_point(view, pile) -> QPointF:
    items = view.scene.cards[pile]
    if items:
        return items[-1].pos() + QPointF(view.scene.card_w / 2, view.scene.card_h * 0.6)
    rect = view.scene.piles[pile].slot_rect(view.scene.card_w, view.scene.card_h)
    return rect.center()


def drag_cards(qtbot, view, pile, index, to_scene: QPointF, steps=8) -> None:
    viewport = view.view.viewport()
    start, end = view_point(view, grip(view, pile, index)), view_point(view, to_scene)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, steps + 1):
        qtbot.mouseMove(viewport, start + (end - start) * (i / steps))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def click(qtbot, view, point: QPointF, double=False) -> None:
    viewport = view.view.viewport()
    if double:
        qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=view_point(view, point))
    else:
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=view_point(view, point))


def codes(view, pile):
    return [item.code for item in view.scene.cards[pile]]


def actions(window):
    return [{k: v for k, v in a.items() if k != "p"} for a in window.controller.state.deal_log[0].actions]


def test_drag_a_card_between_columns_turns_the_card_below(qtbot, table):
    window = table()
    view = window.game_view
    assert codes(view, "t1")[-1] == "QS" and codes(view, "t1")[:2] == [None, None]
    drag_cards(qtbot, view, "t1", 2, pile_point(view, "t8"))
    wait_for_turn(qtbot, window)
    assert actions(window) == [move("t1", "t8")]
    assert codes(view, "t8") == ["KH", "QS"]
    obs = window.controller.observation()
    assert codes(view, "t1") == [None] + list(obs.up[0])   # the card below turned up
    assert view.moves_label.text() == "Moves: 1"


def test_illegal_drop_snaps_back_and_explains(qtbot, table):
    window = table()
    view = window.game_view
    item = view.scene.cards["t1"][2]
    home = QPointF(item.pos())
    drag_cards(qtbot, view, "t1", 2, pile_point(view, "t2"))   # black Queen on a red Jack
    qtbot.waitUntil(lambda: not view.scene.animator.busy)
    assert item.pos() == home and actions(window) == []
    assert "black Queen cannot go on a red Jack" in view.status.text()
    view.show_message("")
    click(qtbot, view, grip(view, "t1", 2))          # the same move by clicks is explained
    click(qtbot, view, pile_point(view, "t2"))
    assert "black Queen cannot go on a red Jack" in view.status.text()
    assert actions(window) == []


def test_drag_a_run_into_an_empty_column(qtbot, table):
    window = table(BUILD[:2])
    view = window.game_view
    assert codes(view, "t8") == ["KH", "QS", "JH"]
    drag_cards(qtbot, view, "t8", 0, pile_point(view, "t10"))   # the King and its run
    wait_for_turn(qtbot, window)
    assert actions(window)[-1] == move("t8", "t10", 3)
    assert codes(view, "t10") == ["KH", "QS", "JH"] and codes(view, "t8") == []


def test_deal_foundation_and_discard_by_drag(qtbot, table):
    window = table(BUILD)
    view = window.game_view
    assert len(view.scene.cards["stock"]) == len(crafted_deal()["stock"])
    click(qtbot, view, pile_point(view, "stock"))     # deal: one card to each column
    wait_for_turn(qtbot, window)
    assert actions(window)[-1] == {"a": "deal"}
    assert [codes(view, f"t{i}")[-1] for i in range(1, 11)] == FIRST_DEAL
    assert len(view.scene.cards["stock"]) == len(crafted_deal()["stock"]) - 10
    drag_cards(qtbot, view, "t8", len(view.scene.cards["t8"]) - 1, pile_point(view, "f3"))
    wait_for_turn(qtbot, window)
    assert codes(view, "f3") == ["AS"]
    for col in ("t1", "t2", "t3", "t4"):
        drag_cards(qtbot, view, col, len(view.scene.cards[col]) - 1, pile_point(view, "t8"))
        wait_for_turn(qtbot, window)
    assert len(codes(view, "t8")) == 13
    drag_cards(qtbot, view, "t8", 0, pile_point(view, "d1"))   # the complete run, by its King
    wait_for_turn(qtbot, window)
    assert actions(window)[-1] == move("t8", "d1", 13)
    assert codes(view, "d1")[-1] == "KH" and len(codes(view, "d1")) == 13
    assert view.out_label.text() == "Cards out: 14 / 104"


def test_double_click_sends_to_foundation_and_run_to_discard(qtbot, table):
    window = table(BUILD + [{"a": "deal"}])
    view = window.game_view
    top = len(view.scene.cards["t8"]) - 1
    click(qtbot, view, grip(view, "t8", top), double=True)      # the black Ace goes up
    wait_for_turn(qtbot, window)
    assert actions(window)[-1]["to"] in ("f3", "f4")
    for i in range(1, 5):
        window.controller.act(move(f"t{i}", "t8"))
    wait_for_turn(qtbot, window)
    click(qtbot, view, grip(view, "t8", 12), double=True)       # the red Ace of a full run
    wait_for_turn(qtbot, window)
    assert actions(window)[-1] == move("t8", "d1", 13)          # the run, not the Ace


def test_click_to_move(qtbot, table):
    window = table()
    view = window.game_view
    click(qtbot, view, grip(view, "t1", 2))
    assert [i.playable for i in view.scene.cards["t1"]][-1] is True   # selected
    click(qtbot, view, pile_point(view, "t8"))
    wait_for_turn(qtbot, window)
    assert actions(window) == [move("t1", "t8")]


def test_undo_and_redo_keys_return_the_exact_state(qtbot, table):
    window = table()
    view = window.game_view
    before = window.controller.observation()
    drag_cards(qtbot, view, "t1", 2, pile_point(view, "t8"))
    wait_for_turn(qtbot, window)
    after = window.controller.observation()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_turn(qtbot, window)
    assert window.controller.observation() == before and actions(window) == []
    assert codes(view, "t1")[-1] == "QS" and codes(view, "t1")[:2] == [None, None]
    qtbot.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    wait_for_turn(qtbot, window)
    assert window.controller.observation() == after and actions(window) == [move("t1", "t8")]
    assert codes(view, "t8") == ["KH", "QS"]


def test_hint_key_marks_a_move(qtbot, table):
    window = table()
    view = window.game_view
    qtbot.keyClick(view, Qt.Key.Key_H)
    assert view.status.text().startswith("Hint: ")
    marked = [(pid, i) for pid, items in view.scene.cards.items()
              for i, item in enumerate(items) if item.hinted]
    assert marked and all(pid.startswith("t") for pid, _ in marked)


def test_auto_move_plays_safe_cards_and_undo_steps_over_it(qtbot, table):
    window = table(BUILD)
    view = window.game_view
    qtbot.mouseClick(view.auto_box, Qt.MouseButton.LeftButton)
    assert view.auto_box.isChecked() and window.settings["auto_foundation"] is True
    qtbot.keyClick(view, Qt.Key.Key_D)       # deal: two Aces and a Two become safe to move
    auto = [{"a": "deal"}, move("t4", "f1"), move("t8", "f3"), move("t3", "f3")]
    qtbot.waitUntil(lambda: actions(window) == BUILD + auto)
    assert codes(view, "f3") == ["AS", "2S"] and codes(view, "f1") == ["AH"]
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: actions(window) == BUILD)   # the deal and its auto-moves undone
    wait_for_turn(qtbot, window)
    assert actions(window) == BUILD and codes(view, "f3") == []
    qtbot.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: actions(window) == BUILD + auto)   # redo walks forward too
    wait_for_turn(qtbot, window)
    assert actions(window) == BUILD + auto


def test_choose_deal_number(qtbot, table):
    from tests.engine.test_rouge_et_noir_patience import GOLDEN

    window = table()
    view = window.game_view
    qtbot.mouseClick(view.buttons["choose"], Qt.MouseButton.LeftButton)
    view.deal_dialog.setIntValue(2026)
    view.deal_dialog.accept()
    wait_for_turn(qtbot, window)
    assert window.controller.observation().deal == 2026
    assert [codes(view, f"t{i + 1}")[-1:] for i in range(10)] == [c[-1:] for c in GOLDEN[2026][0]]
    assert view.deal_label.text() == "<b>Deal #2026</b>"
    qtbot.mouseClick(view.buttons["restart"], Qt.MouseButton.LeftButton)
    assert window.controller.observation().deal == 2026


def stuck_after_one_move() -> Record:
    """Every card in the tableau: the red Ace can go up, then nothing else can move."""
    tops = ["AH", "KH", "KH", "KD", "KD", "QH", "QH", "QD", "QD", "JH"]
    rest = sorted((Counter(double_french_deck()) - Counter(tops + ["JD"])).elements())
    columns = [rest[i::10] for i in range(10)]
    columns[0].append("JD")
    for column, top in zip(columns, tops):
        column.append(top)
    record = crafted_record()
    record.deals[0].update(stock=[], tableau=columns)
    return record


def test_no_moves_left_notice(qtbot, window_for):
    window = open_window(qtbot, window_for)
    set_up(window, stuck_after_one_move())
    wait_for_turn(qtbot, window)
    view = window.game_view
    assert not window.controller.state.is_terminal()
    click(qtbot, view, grip(view, "t1", len(view.scene.cards["t1"]) - 1), double=True)
    qtbot.waitUntil(lambda: view.overlay is not None)
    assert actions(window) == [move("t1", "f1")]
    assert "No moves left" in view.overlay.findChild(type(view.status)).text()
    assert view.status.text().startswith("No moves left: 1 card out")


def test_win_is_celebrated(qtbot, window_for):
    from tests.engine.test_rouge_et_noir_patience import make, run_from_king

    window = open_window(qtbot, window_for)
    # a hand-built position one move from the win (no deal leads there quickly)
    window.controller._start(make([["KH"], run_from_king(False)], found=(13, 12, 13, 13),
                                  disc=(True, True, True, False)))
    wait_for_turn(qtbot, window)
    view = window.game_view
    drag_cards(qtbot, view, "t1", 0, pile_point(view, "f2"))
    wait_for_turn(qtbot, window)
    drag_cards(qtbot, view, "t2", 0, pile_point(view, "d4"))
    qtbot.waitUntil(lambda: view.overlay is not None)
    assert window.controller.observation().won
    assert "You won" in view.overlay.findChild(type(view.status)).text()
    assert view.status.text().startswith("You won deal #1")
    rotations = {round(item.rotation()) for pid in ("f1", "d1") for item in view.scene.cards[pid]}
    assert len(rotations) > 1   # the cards wheeled out of their piles


# --- the solver aid --------------------------------------------------------------------------

def known_moves(text: str) -> int:
    """The moves of the line a "Can still be won" verdict names."""
    found = re.fullmatch(r"Can still be won: a winning line of (\d+) moves is known\.", text)
    assert found, text
    return int(found.group(1))


def test_solver_says_winnable_and_the_demo_plays_the_win(qtbot, window_for):
    from tests.engine.test_rouge_et_noir_patience_solver import near_won

    window = open_window(qtbot, window_for)
    window.controller._start(near_won())
    wait_for_turn(qtbot, window)
    view = window.game_view
    aid = view.solver
    assert aid.verdict.text() == "" and not aid.demo_button.isEnabled()
    qtbot.mouseClick(aid.ask_button, Qt.MouseButton.LeftButton)
    assert aid.verdict.text() == str(THINKING) and not aid.ask_button.isEnabled()
    qtbot.waitUntil(lambda: aid.verdict.text().startswith("Can still"), timeout=10_000)
    moves = known_moves(aid.verdict.text())
    assert aid.demo_button.isEnabled() and not aid.ask_button.isEnabled()   # answered
    qtbot.mouseClick(aid.demo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.overlay is not None, timeout=10_000)
    obs = window.controller.observation()
    assert obs.won and obs.moves == moves
    assert "Won with help" in view.overlay.findChild(type(view.status)).text()   # not "You won!"
    assert view.status.text().startswith("The demo won deal")
    stats = window.store.figures()["rouge-et-noir-patience"]
    assert (stats.played, stats.won, stats.assisted) == (1, 0, 1)  # won by the demo: not the player's win
    last = window.controller.state.deal_log[-1].actions[-1]
    window.controller.undo()                      # the demo's moves are the player's to undo
    assert window.controller.observation().moves == moves - 1
    wait_for_turn(qtbot, window)
    assert view.overlay is None                   # the end's card goes with the undone move
    assert window.controller.act({k: v for k, v in last.items() if k != "p"})  # and won again
    stats = window.store.figures()["rouge-et-noir-patience"]
    assert (stats.played, stats.won, stats.assisted) == (1, 0, 1)  # counted once, whatever undo does
    assert len(list(window.store.records_dir.glob("*.json"))) == 1
    assert window.controller.match_id not in [s.match_id for s in window.store.saved_games()]


def test_demo_stops_on_request_and_the_player_goes_on(qtbot, window_for):
    from tests.engine.test_rouge_et_noir_patience_solver import near_won

    window = open_window(qtbot, window_for)
    window.controller._start(near_won())
    window.controller.pace_ms = 150
    wait_for_turn(qtbot, window)
    aid = window.game_view.solver
    qtbot.mouseClick(aid.ask_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(aid.demo_button.isEnabled, timeout=10_000)
    qtbot.mouseClick(aid.demo_button, Qt.MouseButton.LeftButton)
    assert aid.demo_button.text() == "Stop demo" and not aid.ask_button.isEnabled()
    qtbot.waitUntil(lambda: window.controller.observation().moves == 2, timeout=5000)
    qtbot.mouseClick(aid.demo_button, Qt.MouseButton.LeftButton)
    assert aid.demo_button.text() == "Demo" and aid.demo_button.isEnabled()   # resumable
    qtbot.wait(400)
    assert window.controller.observation().moves == 2
    window.controller.undo()                      # the line no longer holds
    assert aid.verdict.text() == "" and not aid.demo_button.isEnabled()
    assert aid.ask_button.isEnabled()


def test_live_verdict_follows_a_move_without_blocking_the_table(qtbot, window_for):
    """With the box ticked, a move of the player brings the verdict by itself
    while the table keeps its pace; the hint then follows the solver's line."""
    from tests.engine.test_rouge_et_noir_patience_solver import near_won

    window = open_window(qtbot, window_for)
    window.controller._start(near_won())
    wait_for_turn(qtbot, window)
    view = window.game_view
    aid = view.solver
    idle = relayouts(qtbot, view, 0.4)
    qtbot.mouseClick(aid.live_box, Qt.MouseButton.LeftButton)
    assert aid.live_box.isChecked() and window.settings["live_verdict"]
    qtbot.waitUntil(lambda: aid.verdict.text().startswith("Can still be won"), timeout=15_000)
    drag_cards(qtbot, view, "t2", 0, pile_point(view, "t1"))     # 8H 7S 6H onto the 9S
    wait_for_turn(qtbot, window)
    assert actions(window) == [move("t2", "t1", 3)]
    assert aid.verdict.text() == str(THINKING)                         # nobody asked
    assert relayouts(qtbot, view, 0.4) > idle / 4                # the table is not held up
    qtbot.waitUntil(lambda: aid.verdict.text().startswith("Can still be won"), timeout=15_000)
    assert not aid.ask_button.isEnabled() and aid.demo_button.isEnabled()
    first = aid.line[0]
    qtbot.keyClick(view, Qt.Key.Key_H)                            # the hint is the line's move
    marked = {pid for pid, items in view.scene.cards.items() for item in items if item.hinted}
    assert marked == ({first["from"]} if first["a"] == "move" else set())
    qtbot.mouseClick(aid.live_box, Qt.MouseButton.LeftButton)    # off: the next move is not judged
    assert window.controller.act({"a": "deal"})
    qtbot.wait(600)
    assert aid.verdict.text() == "" and aid.ask_button.isEnabled()


def test_live_verdict_says_a_dead_position_can_no_longer_be_won(qtbot, window_for):
    from tests.engine.test_rouge_et_noir_patience_solver import dead

    window = open_window(qtbot, window_for)
    window.controller._start(dead())
    wait_for_turn(qtbot, window)
    aid = window.game_view.solver
    aid.live_box.setChecked(True)
    window.controller.act(move("t2", "t1", 5))     # joins the run and turns the black Ace
    qtbot.waitUntil(lambda: aid.verdict.text() == "Can no longer be won.", timeout=15_000)
    assert not aid.demo_button.isEnabled()


def test_an_answer_for_a_position_left_behind_is_dropped(qtbot, window_for):
    from tests.engine.test_rouge_et_noir_patience_solver import near_won

    window = open_window(qtbot, window_for)
    window.controller._start(near_won())
    wait_for_turn(qtbot, window)
    aid = window.game_view.solver
    aid.ask()
    window.controller.act(move("t2", "t1", 3))    # before the answer can come back
    qtbot.wait(300)
    assert aid.verdict.text() == "" and not aid.demo_button.isEnabled()


def relayouts(qtbot, view, seconds: float) -> int:
    """How often the table lays itself out again (Python and Qt in turn, as
    in an animation) in ``seconds``."""
    end, count = time.monotonic() + seconds, 0
    while time.monotonic() < end:
        view.relayout()
        qtbot.wait(1)
        count += 1
    return count


def test_thinking_never_slows_the_table_and_a_move_stops_it(qtbot, window_for):
    window = open_window(qtbot, window_for, 17)   # deal 17 from the opening: not decided in 10 s
    view = window.game_view
    aid = view.solver
    idle = relayouts(qtbot, view, 0.5)
    qtbot.mouseClick(aid.ask_button, Qt.MouseButton.LeftButton)
    qtbot.wait(300)                               # the search is under way
    thinking = relayouts(qtbot, view, 0.5)
    assert aid.verdict.text() == str(THINKING)
    assert thinking > idle / 4                    # a search on a thread made it 1/20
    window.controller.act({"a": "deal"})
    assert aid.verdict.text() == "" and aid.ask_button.isEnabled()
    qtbot.waitUntil(lambda: QThreadPool.globalInstance().activeThreadCount() == 0, timeout=3000)
