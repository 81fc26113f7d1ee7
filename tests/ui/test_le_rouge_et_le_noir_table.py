"""Le Rouge et Le Noir through the real window: whole deals played with mouse
drags, double-clicks and button clicks, face-down doubles taken and passed,
and what the table shows and hides."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from cardtable.engine.cards import rouge_noir_duel_deck
from cardtable.engine.record import Record
from cardtable.ui import controller as controller_module
from tests.ui.conftest import ScriptedAgent, click_card, drag, wait_for_turn, set_up

OPTIONS = {2: {"players": 2, "deck": "standard", "target": 11},
           4: {"players": 4, "deck": "standard", "target": 11}}


@pytest.fixture
def table(window_for, qtbot, monkeypatch):
    """``table(hands, dealer, scripts)``: the real window on a deal with these
    hands (ranks per seat) and computer seats playing ``scripts``."""

    def open_table(hands, dealer, scripts):
        players = len(hands)
        monkeypatch.setattr(controller_module, "make_agent",
                            lambda engine, level, seat, rng, **_: ScriptedAgent(seat, scripts.get(seat, [])))
        ruleset = "le-rouge-et-le-noir" if players == 2 else "le-rouge-et-le-noir-4p"
        window = window_for(ruleset, seed=5)
        cards = [[f"n{r}" for r in hand] for hand in hands]
        stock = list((Counter(rouge_noir_duel_deck()) - Counter(c for h in cards for c in h)).elements())
        record = Record("le_rouge_et_le_noir", ruleset, OPTIONS[players], 5,
                        window.controller.seats(),
                        [{"dealer": dealer, "hands": cards, "stock": stock, "actions": []}])
        set_up(window, record)
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: window.game_view.view.viewport().width() > 600)
        wait_for_turn(qtbot, window)
        return window

    return open_table


def up(r):
    return {"a": "play", "card": f"n{r}", "face": "up"}


def down(r):
    return {"a": "play", "card": f"n{r}", "face": "down"}


TAKE, PASS = {"a": "take"}, {"a": "pass"}


def codes(view, pile):
    return [item.code for item in view.scene.cards[pile]]


def hand_item(view, rank):
    return next(item for item in view.scene.cards["hand0"] if item.code == f"n{rank}")


def zone(view, pile):
    return view.scene.piles[pile].pos


def actions(window):
    return [{k: v for k, v in a.items()} for a in window.controller.state.deal_log[0].actions]


def assert_opponents_hidden(view, players):
    for seat in range(1, players):
        assert codes(view, f"hand{seat}") == [None] * len(view.scene.cards[f"hand{seat}"])


def test_two_player_deal_with_doubles_taken_both_ways(qtbot, table):
    # North deals, so you lead. North: double with the 6, then lead the 2, take, win with the 4.
    window = table([[3, 5, 7], [2, 4, 6]], dealer=1,
                   scripts={1: [down(6), up(2), TAKE, up(4)]})
    view, controller = window.game_view, window.controller
    assert codes(view, "hand0") == ["n3", "n5", "n7"]
    assert all(item.playable for item in view.scene.cards["hand0"])
    assert_opponents_hidden(view, 2)
    assert "face up" in view.status.text()
    assert not view.face_down_toggle.isEnabled()

    # the opening lead may not go face down: the card snaps back, nothing is played
    seven = hand_item(view, 7)
    home = QPointF(seven.pos())
    drag(qtbot, view, seven, zone(view, "down"))
    qtbot.waitUntil(lambda: not view.scene.animator.busy)
    assert seven.pos() == home and actions(window) == []
    assert "opening lead" in view.status.text()

    drag(qtbot, view, hand_item(view, 5), zone(view, "play0"))
    wait_for_turn(qtbot, window)
    # North doubled face down: its card is a back, the x2 marker is offered, you answer
    assert codes(view, "play1") == [None]
    assert codes(view, "offer") == ["x2"] and view.banner.isVisible()
    assert view.take_button.isEnabled() and view.pass_button.isEnabled()
    assert "take" in view.status.text()
    qtbot.mouseClick(view.take_button, Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    # taken: the 6 was turned over, the trick went to North, the stake is 2
    assert codes(view, "won1") == ["n5", "n6"]
    assert codes(view, "stake") == ["x2"] and codes(view, "offer") == []
    assert view.stake_label.text() == "Stake 2" and not view.banner.isVisible()
    assert not view.take_button.isEnabled()
    # North led the 2; you double with the 7 by dropping it on "Face down"
    assert codes(view, "play1") == ["n2"]
    assert view.face_down_toggle.isEnabled()
    drag(qtbot, view, hand_item(view, 7), zone(view, "down"))
    wait_for_turn(qtbot, window)
    # the trick is yours, and stays where it was played until the next lead
    assert codes(view, "play1") == ["n2"] and codes(view, "play0") == ["n7"] and codes(view, "won0") == []
    assert codes(view, "stake") == ["x2", "x3"]
    assert view.stake_label.text() == "Stake 3"
    # last trick: you lead the 3 with a double-click, North wins it with the 4
    click_card(qtbot, view, hand_item(view, 3), double=True)
    wait_for_turn(qtbot, window)
    assert view.overlay is not None and "Next deal" in view.overlay.buttons
    assert "North wins the deal" in view.overlay.findChild(type(view.status)).text()
    assert controller.state.deal_log[0].result == {"winner": 1, "stake": 3, "points": 3,
                                                   "ended_by": "tricks", "scores": [0, 3]}
    assert codes(view, "won1") == ["n5", "n6", "n3", "n4"] and codes(view, "won0") == ["n2", "n7"]
    assert "<b>North</b>: 3" in view.score_label.text()
    assert actions(window) == [{"p": 0, **up(5)}, {"p": 1, **down(6)}, {"p": 0, **TAKE},
                               {"p": 1, **up(2)}, {"p": 0, **down(7)}, {"p": 1, **TAKE},
                               {"p": 0, **up(3)}, {"p": 1, **up(4)}]
    # the next deal is dealt only after "Next deal"
    qtbot.mouseClick(view.overlay.buttons["Next deal"], Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    assert len(controller.state.deal_log) == 2
    assert sorted(codes(view, "hand0")) == sorted(controller.observation().hand)
    assert codes(view, "won0") == codes(view, "won1") == [] and codes(view, "stake") == []


def test_a_passed_double_is_never_shown(qtbot, table):
    window = table([[1, 1, 2], [5, 6, 7], ], dealer=1, scripts={1: [down(7)]})
    view = window.game_view
    drag(qtbot, view, hand_item(view, 1), zone(view, "play0"))
    wait_for_turn(qtbot, window)
    assert codes(view, "play1") == [None]
    qtbot.mouseClick(view.pass_button, Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    assert view.overlay is not None
    text = " ".join(label.text() for label in view.overlay.findChildren(type(view.status)))
    assert "North wins the deal" in text and "+1" in text and "stays unknown" in text
    assert codes(view, "play1") == [None]
    shown = [item.code for items in view.scene.cards.values() for item in items]
    assert "n7" not in shown
    assert codes(view, "offer") == [] and codes(view, "markers")[-1] == "x2"  # the marker went back
    qtbot.mouseClick(view.overlay.buttons["Next deal"], Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    obs = window.controller.observation()
    assert obs.deal_number == 2
    assert codes(view, "play1") == [tc.card for tc in obs.trick if tc.seat == 1]


def test_your_passed_double_stays_face_down(qtbot, table):
    window = table([[5, 6, 7], [1, 2, 3]], dealer=1, scripts={1: [up(1), PASS]})
    view = window.game_view
    click_card(qtbot, view, hand_item(view, 7), double=True)
    wait_for_turn(qtbot, window)
    assert codes(view, "play0") == ["n7"] and codes(view, "play1") == ["n1"]   # yours, still lying
    # the toggle sends the next double-clicked card face down
    qtbot.mouseClick(view.face_down_toggle, Qt.MouseButton.LeftButton)
    assert view.face_down_toggle.isChecked()
    click_card(qtbot, view, hand_item(view, 5), double=True)
    wait_for_turn(qtbot, window)
    assert window.controller.state.deal_log[0].result["ended_by"] == "pass"
    item = view.scene.cards["play0"][0]
    assert item.code == "n5" and not item.face_up   # you know it; it is not turned over
    assert not view.face_down_toggle.isChecked()


def test_partnership_deal(qtbot, table):
    # East deals: you lead. North doubles with its 1, East takes; West doubles with its 5, you take.
    hands = [[1, 2, 7], [3, 4, 5], [6, 1, 2], [3, 4, 5]]
    window = table(hands, dealer=3, scripts={1: [up(3), down(5)], 2: [down(1), up(6)],
                                             3: [TAKE, up(3), up(4)]})
    view, controller = window.game_view, window.controller
    assert_opponents_hidden(view, 4)
    assert [len(view.scene.cards[f"hand{s}"]) for s in range(4)] == [3, 3, 3, 3]
    assert view.scene.piles["hand1"].rotation == 90
    drag(qtbot, view, hand_item(view, 7), zone(view, "play0"))
    wait_for_turn(qtbot, window)
    # North's double was answered by East (the next opponent); the 7 won for your team
    assert [codes(view, f"play{s}") for s in range(4)] == [["n7"], ["n3"], ["n1"], ["n3"]]
    assert codes(view, "won0") == []   # until you lead again
    assert codes(view, "stake") == ["x2"]
    assert_opponents_hidden(view, 4)
    # your team doubled last: a face-down drop is refused and explained
    two = hand_item(view, 2)
    drag(qtbot, view, two, zone(view, "down"))
    qtbot.waitUntil(lambda: not view.scene.animator.busy)
    assert "Your team made the last double" in view.status.text()
    assert codes(view, "hand0") == ["n1", "n2"]
    drag(qtbot, view, hand_item(view, 2), zone(view, "play0"))
    wait_for_turn(qtbot, window)
    # West doubled: you, on the answering team, answer
    assert codes(view, "play1") == [None] and codes(view, "offer") == ["x3"]
    assert controller.state.current_player() == 0 and view.take_button.isEnabled()
    qtbot.mouseClick(view.take_button, Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    assert view.overlay is not None
    text = " ".join(label.text() for label in view.overlay.findChildren(type(view.status)))
    assert "You and North win the deal" in text and "+3" in text
    assert codes(view, "won0")[4:] == ["n2", "n5", "n6", "n4"]
    assert controller.state.deal_log[0].result == {"winner": 0, "stake": 3, "points": 3,
                                                   "ended_by": "tricks", "scores": [3, 0, 3, 0]}
    assert "<b>You + North</b>: 3" in view.score_label.text()


def test_a_whole_match_against_easy_players_ends_with_new_match(qtbot, window_for):
    window = window_for("le-rouge-et-le-noir-short", seed=2)
    view, controller = window.game_view, window.controller
    for _ in range(400):
        wait_for_turn(qtbot, window)
        if controller.state.is_terminal():
            break
        if view.overlay is not None:
            qtbot.mouseClick(view.overlay.buttons["Next deal"], Qt.MouseButton.LeftButton)
            continue
        assert_opponents_hidden(view, 2)
        if view.take_button.isEnabled():
            qtbot.mouseClick(view.take_button, Qt.MouseButton.LeftButton)
        else:
            click_card(qtbot, view, view.scene.cards["hand0"][-1], double=True)
    qtbot.waitUntil(lambda: view.overlay is not None and "New match" in view.overlay.buttons)
    texts = [label.text() for label in view.overlay.findChildren(type(view.status))]
    assert "match" in texts[0] and "Final score" in texts[1]
    qtbot.mouseClick(view.overlay.buttons["New match"], Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window)
    assert not controller.state.is_terminal() and len(controller.state.deal_log) == 1


def test_keyboard_plays_a_card_face_down_and_answers(qtbot, table):
    window = table([[5, 6, 7], [1, 2, 3]], dealer=1, scripts={1: [up(1), TAKE, down(3)]})
    view = window.game_view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)        # the leftmost card, face up: the 5
    wait_for_turn(qtbot, window)
    assert codes(view, "play0") == ["n5"] and codes(view, "play1") == ["n1"]
    qtbot.keyClick(view, Qt.Key.Key_D)              # next card face down
    assert view.face_down_toggle.isChecked()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    wait_for_turn(qtbot, window)
    # North took the 6 and follows with its 3 face down: T takes that double
    assert actions(window)[-3:] == [{"p": 0, **down(6)}, {"p": 1, **TAKE}, {"p": 1, **down(3)}]
    assert view.take_button.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_T)
    wait_for_turn(qtbot, window)
    assert window.controller.state.deal_log[0].result["stake"] == 3
    assert view.overlay is not None


def test_enter_plays_a_hinted_double_face_down_and_leaves_the_toggle_alone(qtbot, table):
    """A hint to play a card face down: Enter on that card doubles with it,
    but the face toggle is not set for the person, so a double-click on
    another card still plays it face up."""
    window = table([[2, 6, 7], [1, 3, 4]], dealer=1, scripts={1: [up(3), up(1), TAKE, up(4)]})
    view = window.game_view

    def double_click(rank):
        qtbot.mouseDClick(view.view.viewport(), Qt.MouseButton.LeftButton,
                          pos=view.view.mapFromScene(hand_item(view, rank).sceneBoundingRect().center()))
        wait_for_turn(qtbot, window)

    double_click(2)                      # the opening lead, face up; North's 3 takes it, leads the 1
    view.take_hint(down(7))
    assert view.cursor == ("hand0", 1) and not view.face_down_toggle.isChecked()
    double_click(6)                      # not the hinted card: face up, as the toggle says
    assert actions(window)[:4] == [{"p": 0, **up(2)}, {"p": 1, **up(3)},
                                   {"p": 1, **up(1)}, {"p": 0, **up(6)}]
    view.take_hint(down(7))
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(actions(window)) >= 6)
    assert actions(window)[4:6] == [{"p": 0, **down(7)}, {"p": 1, **TAKE}]


def test_a_hint_answered_under_a_summary_leaves_the_keys_with_it(qtbot, table):
    """The summary of a deal takes the keys; a hint that arrives while it is
    up (the next deal already the person's) does not take them from it."""
    window = table([[5, 6, 7], [1, 2, 3]], dealer=1, scripts={1: [up(1), up(2)]})
    view = window.game_view
    for rank in (5, 6):                  # the person wins two tricks: the deal is over
        qtbot.mouseDClick(view.view.viewport(), Qt.MouseButton.LeftButton,
                          pos=view.view.mapFromScene(hand_item(view, rank).sceneBoundingRect().center()))
        wait_for_turn(qtbot, window)
    assert view.overlay is not None
    focus = QApplication.focusWidget()
    view.take_hint(PASS)
    view.take_hint(up(7))
    assert QApplication.focusWidget() is focus and view.hinted_play is None


def test_first_dealer_draw_is_shown(qtbot, window_for):
    window = window_for("le-rouge-et-le-noir", seed=4)
    obs = window.controller.observation()
    low = min(int(card[1:]) for _, card in obs.first_draw[-1])
    assert window.game_view.seat_name(obs.dealer) in window.game_view.deal_label.text()
    assert "first dealer by draw" in window.game_view.deal_label.text()
    assert [int(c[1:]) for s, c in obs.first_draw[-1] if s == obs.dealer] == [low]


def test_replay_of_a_record_keeps_hidden_cards_hidden(qtbot, window_for):
    from cardtable.ai.registry import make_agent
    from cardtable.simulate import play_match
    from cardtable.engine.rng import agent_rng

    window = window_for("le-rouge-et-le-noir-4p", seed=1)
    game = window.controller.game
    agents = [make_agent("le_rouge_et_le_noir", "easy", s, agent_rng(8, s), players=4) for s in range(4)]
    record = play_match(game, "le-rouge-et-le-noir-4p", 8, agents)
    window.start(window.catalog.get("le-rouge-et-le-noir-4p"), replay=record)
    view = window.game_view
    steps = window.controller.replay_length()
    for _ in range(steps):
        qtbot.mouseClick(view.replay_next, Qt.MouseButton.LeftButton)
        assert_opponents_hidden(view, 4)
        obs = window.controller.observation()
        assert codes(view, "hand0") == list(obs.hand)
    assert window.controller.state.match_result() == record.result


def test_the_hint_shows_the_equilibriums_mix(qtbot, window_for):
    """In the 2-player duel `hard` plays a computed equilibrium, not a
    search: the hint (the panel's button) shows how often it plays each
    action here, bluffs included, and puts the keyboard on the likeliest
    card."""
    from cardtable.ai.base import decision_for
    from cardtable.ai.le_rouge_et_le_noir_cfr import HardAgent
    from cardtable.ui.hint import action_text

    window = window_for("le-rouge-et-le-noir", seed=1)   # you lead, and the equilibrium mixes
    view, controller = window.game_view, window.controller
    wait_for_turn(qtbot, window)
    shares = HardAgent(0, None).shares(decision_for(controller.state, 0))
    qtbot.mouseClick(view.hint_box.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Hard " in view.hint_box.answer.text())
    text = view.hint_box.answer.text()
    assert len(shares) >= 2 and abs(sum(s.probability for s in shares) - 1) < 0.02
    assert f"most often <b>{action_text(shares[0].action, 'le_rouge_et_le_noir')}</b>" in text
    for share in shares:
        assert f"<td>{action_text(share.action, 'le_rouge_et_le_noir')}</td>" \
               f"<td align='right'>{share.probability:.0%}</td>" in text
    if "card" in shares[0].action:
        cursor = view.cursor
        assert view.keyboard_on and view.scene.specs[cursor[0]][cursor[1]].code == shares[0].action["card"]
