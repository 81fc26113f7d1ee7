"""French Tarot through the real table: whole 4- and 5-player deals played
with the mouse (bidding panel, call dialog, discard by clicking, a handful,
cards double-clicked and dragged), and the score panel at the end."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from cardtable.engine.tarot.rules import is_trump
from tests.ui.conftest import view_point, wait_for_turn

# Seeds where the person (seat 0) can take a Guard and holds a handful of trumps.
SEEDS = {"tarot-4p": 19, "tarot-5p": 48}


def visible_point(view, item) -> QPointF:
    """A point on the part of a fanned card that is not covered by the next one."""
    return item.pos() + QPointF(view.scene.card_w * 0.15, view.scene.card_h * 0.5)


def click(qtbot, view, item, double=False):
    point = view_point(view, visible_point(view, item))
    viewport = view.view.viewport()
    if double:
        qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    else:
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)


def drag_to(qtbot, view, item, target: QPointF):
    viewport = view.view.viewport()
    start, end = view_point(view, visible_point(view, item)), view_point(view, target)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 9):
        qtbot.mouseMove(viewport, start + (end - start) * (i / 8))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def hand_items(view):
    return view.scene.cards["hand0"]


def choose_discard(qtbot, window):
    view, controller = window.game_view, window.controller
    (choice,) = controller.card_choices()
    kings = [i for i in hand_items(view) if i.code.endswith("K") and not is_trump(i.code)]
    if kings:  # the rules are enforced on click: a King cannot be chosen
        click(qtbot, view, kings[0])
        assert "cannot choose" in view.status.text() and not view.selected
    wanted = list(choice.required) + [c for c in choice.eligible if c not in choice.required]
    for code in wanted[:choice.count]:
        item = next(i for i in hand_items(view) if i.code == code)
        click(qtbot, view, item)
        qtbot.waitUntil(lambda: not view.scene.animator.busy)
    assert len(view.selected) == choice.count
    assert all(i.selected == (i.code in view.selected) for i in hand_items(view))
    assert view.discard_button.isEnabled()
    qtbot.mouseClick(view.discard_button, Qt.MouseButton.LeftButton)
    return wanted[:choice.count]


def play_whole_deal(qtbot, window, call_index=None):
    """Drive one deal to its score panel; return what happened on the way."""
    view, controller = window.game_view, window.controller
    seen = {"bids": 0, "call": None, "discard": None, "handful": None, "plays": 0}
    for _ in range(400):
        wait_for_turn(qtbot, window)
        if view.overlay is not None:
            return seen
        obs = controller.observation()
        if obs.phase == "bidding":
            assert view.bid_box.isVisible()
            assert not view.bid_buttons["small"].isEnabled() or "small" in [
                a["v"] for a in controller.legal_actions()]
            qtbot.mouseClick(view.bid_buttons["guard"], Qt.MouseButton.LeftButton)
            seen["bids"] += 1
        elif view.call_box is not None:
            assert call_index is not None
            texts = list(view.call_box.buttons)
            qtbot.mouseClick(view.call_box.buttons[texts[call_index]], Qt.MouseButton.LeftButton)
            seen["call"] = controller.observation().called
        elif obs.phase == "discard":
            assert [i.code for i in view.scene.cards["talon"]] == [] and obs.talon is not None
            seen["discard"] = choose_discard(qtbot, window)
        elif any(b.isVisible() for b in view.handful_buttons):
            qtbot.mouseClick(view.handful_buttons[0], Qt.MouseButton.LeftButton)
            seen["handful"] = controller.observation().handfuls[0]
        else:
            playable = [i for i in hand_items(view) if i.playable]
            assert playable and all(i.code in obs.legal_cards for i in playable)
            before = len(hand_items(view))
            if seen["plays"] % 2:
                drag_to(qtbot, view, playable[0], view.scene.piles["played0"].pos)
            else:
                click(qtbot, view, playable[0], double=True)
            # one card fewer, or (after the last trick) the next deal's hand
            qtbot.waitUntil(lambda: len(hand_items(view)) != before)
            seen["plays"] += 1
    raise AssertionError("the deal did not end")


def check_summary(window, seen):
    view, controller = window.game_view, window.controller
    record = controller.record()
    result = record.deals[0]["result"]
    assert result["attacker"] == 0 and result["contract"] == "guard"
    assert "Deal 1" in view.overlay.findChild(type(view.status)).text()
    body = " ".join(label.text() for label in view.overlay.findChildren(type(view.status)))
    assert "goal" in body and "Each defender" in body and "Handful" in body
    assert sum(result["scores"]) == 0
    assert seen["plays"] == len(record.deals[0]["hands"][0])
    actions = [a["a"] for a in record.deals[0]["actions"] if a["p"] == 0]
    assert "discard" in actions and "poignee" in actions
    # the score sheet shows the deal
    assert f"{result['scores'][0]:+d}" in view.sheet_label.text()


def test_whole_four_player_deal(qtbot, window_for):
    window = window_for("tarot-4p", SEEDS["tarot-4p"])
    view = window.game_view
    wait_for_turn(qtbot, window)
    assert len(hand_items(view)) == 18 and len(view.scene.cards["talon"]) == 6
    assert all(i.code is None for i in view.scene.cards["hand2"])  # never shown
    seen = play_whole_deal(qtbot, window)
    assert seen["bids"] == 1 and seen["discard"] and len(seen["handful"]) == 10
    check_summary(window, seen)
    qtbot.mouseClick(view.overlay.buttons["Next deal"], Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    assert len(hand_items(view)) == 18 and view.overlay is None


def test_whole_five_player_deal_with_a_call(qtbot, window_for):
    window = window_for("tarot-5p", SEEDS["tarot-5p"])
    view = window.game_view
    wait_for_turn(qtbot, window)
    assert len(hand_items(view)) == 15 and len(view.scene.cards["talon"]) == 3
    seen = play_whole_deal(qtbot, window, call_index=1)
    assert seen["call"] == ("HK",) and len(seen["discard"]) == 3 and len(seen["handful"]) == 8
    check_summary(window, seen)
    record = window.controller.record()
    assert [a for a in record.deals[0]["actions"] if a["a"] == "call"] == [
        {"p": 0, "a": "call", "card": "HK"}]


def test_illegal_card_snaps_back_with_a_reason(qtbot, window_for):
    window = window_for("tarot-4p", SEEDS["tarot-4p"])
    view, controller = window.game_view, window.controller
    for _ in range(50):
        wait_for_turn(qtbot, window)
        obs = controller.observation()
        if view.overlay is not None:  # everybody passed: dealt again
            qtbot.mouseClick(view.overlay.buttons["Next deal"], Qt.MouseButton.LeftButton)
        elif obs.phase == "play" and obs.trick.plays and len(obs.legal_cards) < len(obs.hand):
            break
        elif obs.phase == "bidding":
            qtbot.mouseClick(view.bid_buttons["pass"], Qt.MouseButton.LeftButton)
        elif any(b.isVisible() for b in view.handful_buttons) or obs.phase != "play":
            raise AssertionError("unexpected decision")
        else:
            click(qtbot, view, next(i for i in hand_items(view) if i.playable), double=True)
    bad = next(i for i in hand_items(view) if not i.playable)
    home = QPointF(bad.pos())
    drag_to(qtbot, view, bad, view.scene.piles["played0"].pos)
    qtbot.waitUntil(lambda: not view.scene.animator.busy)
    assert bad.pos() == home and bad.code in controller.observation().hand
    assert "must" in view.status.text()


def test_summary_explains_petit_au_bout_in_a_chelem_closed_by_the_excuse(qtbot, window_for,
                                                                        monkeypatch):
    """The issue's deal, with the person as the attacker: a new match starts
    on it just before the last trick, the Excuse is double-clicked to lead it,
    and the summary says why the Petit of the second-to-last trick is au bout."""
    from tests.engine.tarot_helpers import deal_with

    trumps = [f"T{n}" for n in range(1, 22)]
    window = window_for("tarot-4p")
    game = window.controller.game
    # dealer 1: the person (seat 0) speaks first, takes a Guard Against, announces
    # the chelem, shows 15 trumps and leads T21 down to T7, the King, the Petit
    deal = deal_with(4, {0: trumps[6:] + ["T1", "EX", "SK"], 1: ["T2", "T3"], 2: ["T4", "T5"],
                         3: ["T6"]}, talon=["D1", "D2", "D3", "D4", "D5", "D6"], dealer=1)
    state = game.new_state(5, deals=[deal], human_seats=(0,))
    for seat in range(4):
        state.apply({"a": "bid", "v": "guard_against" if seat == 0 else "pass"})
    state.apply({"a": "chelem"})
    state.apply({"a": "poignee", "cards": trumps[6:]})
    leads = trumps[:5:-1] + ["SK", "T1"]
    while leads or state.current_player() != 0:
        seat = state.current_player()
        card = leads.pop(0) if seat == 0 else next(
            a["card"] for a in state.legal_actions() if a["a"] == "play")
        state.apply({"a": "play", "card": card})
    assert state.round.hands[0] == ["EX"] and len(state.round.tricks) == 17
    monkeypatch.setattr(game, "new_state", lambda seed, **kwargs: state)
    window.controller.new_match()
    view = window.game_view
    wait_for_turn(qtbot, window)
    (excuse,) = hand_items(view)
    click(qtbot, view, excuse, double=True)
    wait_for_turn(qtbot, window)
    assert view.overlay is not None
    body = " ".join(label.text() for label in view.overlay.findChildren(type(view.status)))
    assert ("Petit au bout (second-to-last trick: the chelem's last trick was led by the "
            "Excuse), won by the attack: +10") in body
    assert "Chelem: +400" in body and "+2886" in body
    assert window.controller.record().deals[0]["result"]["scores"] == [2886, -962, -962, -962]


def test_a_petit_sec_on_the_first_deal_reaches_the_table(qtbot, window_for):
    """The opening events are played: a first deal thrown in for a petit sec
    is told, and the redealt hand is the one shown."""
    window = window_for("tarot-6p", 3)   # seed 3: the first deal has a petit sec
    view, state = window.game_view, window.controller.state
    assert state.deal_log[0].result == {"redeal": "petit_sec"}
    assert "petit sec" in view.status.text()
    qtbot.waitUntil(lambda: not view.scene.animator.busy)
    shown = [item.code for item in view.scene.cards["hand0"]]
    assert sorted(shown) == sorted(state.deal_log[-1].hands[0]) != sorted(state.deal_log[0].hands[0])
