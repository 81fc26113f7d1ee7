"""En blanc et noir on the real table: a whole 3-player round played with the
mouse (a bid dragged to "Your bid", a lead dropped on "Lead black", leads by
click and button, follows by drag and double-click), the zero bid button, and
what the table shows (hidden bids, cards turned suit-side to the middle)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QLabel

from cardtable.engine.cards import blanc_et_noir_numbers
from tests.ui.conftest import click_card, drag, wait_for_turn


def hand_item(view, card):
    return next(i for i in view.scene.cards["hand0"] if i.code == card)


def my_actions(window):
    return [a for d in window.controller.state.deal_log for a in d.actions if a["p"] == 0]


def pile_centre(view, pile_id):
    return view.scene.piles[pile_id].pos


def test_a_whole_round_through_the_table(qtbot, window_for):
    window = window_for("blanc-et-noir-3p", seed=2)
    view, controller = window.game_view, window.controller
    wait_for_turn(qtbot, window)
    obs = controller.observation()
    assert obs.phase == "bid"
    # Nobody's bid is shown before the person bids, and the bid zone is outlined.
    assert view.scene.piles["bid0"].marker
    # Bid the card with the largest sum: the person is then likely to lead first.
    card = max(obs.hand, key=lambda c: (sum(blanc_et_noir_numbers(c)), blanc_et_noir_numbers(c)[1]))
    drag(qtbot, view, hand_item(view, card), pile_centre(view, "bid0"))
    wait_for_turn(qtbot, window)
    assert my_actions(window) == [{"p": 0, "a": "bid", "card": card}]
    obs = controller.observation()
    assert obs.bids_revealed and [i.code for i in view.scene.cards["bid0"]] == [card]
    assert all(view.scene.cards[f"bid{s}"][0].code == obs.bids[s] for s in (1, 2))

    led_black = led_by_button = followed = 0
    while view.overlay is None:
        obs = controller.observation()
        legal = [a["card"] for a in controller.legal_actions()]
        before = len(my_actions(window))
        assert {i.code for i in view.scene.cards["hand0"] if i.playable} == set(legal)
        if obs.phase == "lead" and not led_black:
            drag(qtbot, view, hand_item(view, legal[0]), pile_centre(view, "zone_black"))
            led_black += 1
            assert my_actions(window)[-1] == {"p": 0, "a": "lead", "card": legal[0], "suit": "black"}
            played = view.scene.cards["play0_black"]
            # led in black: its rank is white, and the rank half (the card's
            # top) faces the middle, as the box says: the card stands upright
            assert [i.code for i in played] == [legal[0]] and played[0].rotation() == 0
        elif obs.phase == "lead":
            click_card(qtbot, view, hand_item(view, legal[-1]))
            assert view.buttons["white"].isEnabled()
            qtbot.mouseClick(view.buttons["white"], Qt.MouseButton.LeftButton)
            led_by_button += 1
            assert my_actions(window)[-1]["suit"] == "white"
        elif followed % 2 == 0:
            drag(qtbot, view, hand_item(view, legal[0]), pile_centre(view, "zone_white"))
            followed += 1
        else:
            click_card(qtbot, view, hand_item(view, legal[0]), double=True)
            followed += 1
        assert len(my_actions(window)) == before + 1
        wait_for_turn(qtbot, window)
    assert led_black and led_by_button and followed
    log = controller.state.deal_log[0]
    assert log.result is not None and len(my_actions(window)) == 12
    # the summary explains each colour; the next deal waits for the button
    texts = " ".join(label.text() for label in view.overlay.findChildren(QLabel))
    assert "Round 1 scored" in texts and "White" in texts and "Black" in texts
    assert len(controller.state.deal_log) == 2 and controller.held
    view.overlay.buttons["Next round"].click()
    wait_for_turn(qtbot, window)
    assert controller.observation().round == 2 and controller.observation().phase == "bid"
    assert len(view.scene.cards["hand0"]) == 12


def test_illegal_drops_snap_back_and_explain(qtbot, window_for):
    window = window_for("blanc-et-noir-3p", seed=5)
    view = window.game_view
    wait_for_turn(qtbot, window)
    item = view.scene.cards["hand0"][0]
    home = QPointF(item.pos())
    drag(qtbot, view, item, pile_centre(view, "zone_black"))  # not a bid zone
    qtbot.waitUntil(lambda: not view.scene.animator.busy)
    assert item.pos() == home and my_actions(window) == []
    assert "Your bid" in view.status.text()


def test_zero_bid_button_and_key(qtbot, window_for):
    window = window_for("blanc-et-noir-3p-zero", seed=3)
    view = window.game_view
    wait_for_turn(qtbot, window)
    qtbot.waitUntil(view.buttons["zero"].isVisible)
    assert view.buttons["zero"].isEnabled()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Z)
    wait_for_turn(qtbot, window)
    assert my_actions(window) == [{"p": 0, "a": "bid", "card": None}]
    assert len(view.scene.cards["hand0"]) == 12 and view.scene.cards["bid0"] == []


def test_lead_with_the_keyboard(qtbot, window_for):
    """Arrows pick a card, Enter chooses it to lead, B leads it in black."""
    window = window_for("blanc-et-noir-3p", seed=2)
    view, controller = window.game_view, window.controller
    wait_for_turn(qtbot, window)
    hand = controller.observation().hand
    card = max(hand, key=lambda c: (sum(blanc_et_noir_numbers(c)), blanc_et_noir_numbers(c)[1]))
    click_card(qtbot, view, hand_item(view, card), double=True)
    wait_for_turn(qtbot, window)
    assert controller.observation().phase == "lead" and controller.is_human_turn()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    chosen = view.selected
    assert chosen is not None and view.buttons["black"].isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_B)
    assert my_actions(window)[-1] == {"p": 0, "a": "lead", "card": chosen, "suit": "black"}


def test_others_bids_stay_hidden_until_all_are_in(qtbot, window_for):
    window = window_for("blanc-et-noir-4p", seed=1)
    view, controller = window.game_view, window.controller
    wait_for_turn(qtbot, window)
    obs = controller.observation()
    assert [i.code for i in view.scene.cards["stock"]] == list(obs.stock)  # set aside, shown
    assert all(view.scene.cards[f"bid{s}"] == [] for s in range(4))
    assert all(i.code is None for s in (1, 2, 3) for i in view.scene.cards[f"hand{s}"])
