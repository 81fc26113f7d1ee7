"""Red Secret through the real window: a whole 3-player match played with
mouse clicks, drags, double-clicks and the panel's buttons, including the
balancing exchange and a pass of the fourth card; and what the table shows
and hides."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QLabel

from cardtable.ai.base import decision_for
from cardtable.ai.red_secret import EasyAgent
from cardtable.engine.record import Record
from cardtable.ui import controller as controller_module
from tests.ui.conftest import ScriptedAgent, view_point, wait_for_turn, set_up

DECK = {f"{c}{n}" for c in "RBGY" for n in range(1, 9)}


def grip(item):
    """A point on the visible strip of a card in a fanned hand (its left part:
    the next card covers the rest)."""
    rect = item.card_rect()
    return QPointF(rect.left() + rect.width() * 0.2, rect.center().y())


def click_card(qtbot, view, item, double=False):
    point = view_point(view, grip(item))
    click = qtbot.mouseDClick if double else qtbot.mouseClick
    click(view.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def drag(qtbot, view, item, to_scene, steps=8):
    viewport = view.view.viewport()
    start, end = view_point(view, grip(item)), view_point(view, to_scene)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, steps + 1):
        qtbot.mouseMove(viewport, start + (end - start) * (i / steps))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def codes(view, pile):
    return [item.code for item in view.scene.cards[pile]]


def hand_item(view, card):
    return next(item for item in view.scene.cards["hand0"] if item.code == card)


def lead_any(qtbot, window):
    """Lead the first playable card of your hand (the last trick is gathered then)."""
    view = window.game_view
    click_card(qtbot, view, next(i for i in view.scene.cards["hand0"] if i.playable), double=True)
    wait_for_turn(qtbot, window)


def overlay_text(view):
    return " ".join(label.text() for label in view.overlay.findChildren(QLabel))


def actions(window, deal=0):
    return window.controller.state.deal_log[deal].actions


def assert_shows_only_what_you_may_know(window):
    """Every card drawn with its number is one the observation names."""
    obs = window.controller.observation()
    known = set(obs.hand) | {c for pile in obs.won_plain for c in pile} \
        | {c for pile in obs.won_hidden for c in pile if c} | {c for r in obs.revealed for c in r} \
        | {tc.card for tc in obs.trick if tc.card}
    view = window.game_view
    for pile, items in view.scene.cards.items():
        for item in items:
            assert item.code is None or item.code in known, (pile, item.code)
    for seat in range(1, obs.players):
        assert codes(view, f"hand{seat}") == [None] * obs.hand_sizes[seat]
    for tc in obs.trick:  # an opponent's face-down red: the red back, no number
        if not tc.face_up and tc.seat != obs.seat:
            item = next(i for i in view.scene.cards[f"play{tc.seat}"] if i.code is None)
            assert item.back == "red" and not item.face_up


def test_whole_three_player_match_with_exchange_and_pass(qtbot, window_for):
    # seed 0: East deals; West gives you 2 red cards and you return 2
    # non-red cards of your choice
    window = window_for("red-secret-3p", seed=0)
    view, controller = window.game_view, window.controller
    wait_for_turn(qtbot, window)
    obs = controller.observation()
    assert obs.phase == "exchange" and controller.is_human_turn()
    assert "choose 2 other cards to return" in view.status.text()
    received = set(actions(window)[0]["cards"])
    assert received <= set(codes(view, "hand0")) and "You received" in view.exchange_label.text()
    assert not view.choice_button.isEnabled()

    # click two non-red cards: they lift; a red card cannot be chosen to return
    red = next(item for item in view.scene.cards["hand0"] if item.code[0] == "R")
    click_card(qtbot, view, red)
    assert view.selection == []
    plain = [c for c in codes(view, "hand0") if c[0] != "R"][:2]
    for card in plain:
        click_card(qtbot, view, hand_item(view, card))
        qtbot.waitUntil(lambda: not view.scene.animator.busy)
    assert view.selection == plain and all(hand_item(view, c).selected for c in plain)
    assert view.choice_button.isEnabled() and "2/2" in view.choice_button.text()
    qtbot.mouseClick(view.choice_button, Qt.MouseButton.LeftButton)
    assert actions(window)[1] == {"p": 0, "a": "return", "cards": plain, "to": 2}
    assert not set(plain) & set(controller.observation().hand)

    me = EasyAgent(0, random.Random(3))
    passed = plays = 0
    games_seen = set()
    for _ in range(200):
        wait_for_turn(qtbot, window)
        if controller.state.is_terminal():
            break
        if view.overlay is not None:  # the end of game 1: its summary, then the next game
            assert "Game 1 is over" in overlay_text(view) and "Hidden reds" in overlay_text(view)
            games_seen.add(view.last_scored.deal)
            qtbot.mouseClick(view.overlay.buttons["Next game"], Qt.MouseButton.LeftButton)
            continue
        assert_shows_only_what_you_may_know(window)
        obs = controller.observation()
        legal = controller.legal_actions()
        if controller.card_choices():  # a balancing in game 2: keyboard G after clicks
            action = me.choose(decision_for(controller.state, 0))
            for card in action["cards"]:
                click_card(qtbot, view, hand_item(view, card))
                qtbot.waitUntil(lambda: not view.scene.animator.busy)
            qtbot.keyClick(view, Qt.Key.Key_G)
            continue
        if {"a": "pass"} in legal:
            assert view.pass_button.isEnabled() and obs.fourth
            if obs.leader != 0:  # you are second: the leader has passed before you
                assert f"{view.names[obs.leader]} passed" in view.trick_label.text()
            qtbot.mouseClick(view.pass_button, Qt.MouseButton.LeftButton)
            passed += 1
            continue
        assert not view.pass_button.isEnabled()
        playable = [item.code for item in view.scene.cards["hand0"] if item.playable]
        assert sorted(playable) == sorted(a["card"] for a in legal)
        card = me.choose(decision_for(controller.state, 0))["card"]
        before = sum(len(d.actions) for d in controller.state.deal_log)
        before_hand = list(controller.observation().hand)
        if plays % 2:
            click_card(qtbot, view, hand_item(view, card), double=True)
        else:
            drag(qtbot, view, hand_item(view, card), view.scene.piles["play0"].pos)
        plays += 1
        assert sum(len(d.actions) for d in controller.state.deal_log) == before + 1
        last = next(a for d in reversed(controller.state.deal_log) for a in reversed(d.actions)
                    if a["p"] == 0)
        assert last == {"p": 0, "a": "play", "card": card} and card in before_hand
    assert controller.state.is_terminal() and view.overlay is not None
    assert passed >= 1 and any(a == {"p": 0, "a": "pass"} for d in controller.state.deal_log
                                for a in d.actions)
    assert len(controller.state.deal_log) == 2 and 0 in games_seen
    result = controller.state.match_result()
    text = overlay_text(view)
    assert "Match" in text and f"<b>{result['scores'][0]}</b>" in text


@pytest.fixture
def two_player_table(window_for, qtbot, monkeypatch):
    """The real window on a 2-player deal without balancing: North (seat 1)
    leads; North plays ``script``."""

    def open_table(script):
        monkeypatch.setattr(controller_module, "make_agent",
                            lambda engine, level, seat, rng: ScriptedAgent(seat, script))
        window = window_for("red-secret-2p", seed=5)
        hands = [[f"B{n}" for n in range(1, 9)] + ["R1", "R2", "R3", "R4", "G1", "G2", "G3", "G4"],
                 [f"Y{n}" for n in range(1, 9)] + ["R5", "R6", "R7", "R8", "G5", "G6", "G7", "G8"]]
        record = Record("red_secret", "red-secret-2p", {"players": 2, "games": 2}, 5,
                        window.controller.seats(),
                        [{"dealer": 0, "hands": hands, "stock": [], "actions": []}])
        set_up(window, record)
        qtbot.waitUntil(lambda: window.game_view.view.viewport().width() > 600)
        wait_for_turn(qtbot, window)
        return window

    return open_table


def play(card):
    return {"a": "play", "card": card}


def test_follow_rule_face_down_red_and_the_reveal(qtbot, two_player_table):
    # North leads G5; you must follow green or play red. North's G8 then beats
    # your G1, and the R2 you played face down (5 > 2 > 1) stays hidden.
    window = two_player_table([play("G5"), play("G8")])
    view, controller = window.game_view, window.controller
    assert codes(view, "play1") == ["G5"]
    assert "follow green or play red" in view.status.text()
    assert {i.code for i in view.scene.cards["hand0"] if i.playable} == \
        {"G1", "G2", "G3", "G4", "R1", "R2", "R3", "R4"}

    # an illegal card snaps back, and the status line says why
    blue = hand_item(view, "B7")
    home = QPointF(blue.pos())
    drag(qtbot, view, blue, view.scene.piles["play0"].pos)
    qtbot.waitUntil(lambda: not view.scene.animator.busy)
    assert blue.pos() == home and len(actions(window)) == 1
    assert "must play a green card" in view.status.text()

    # R2 goes face down: you see the red back of your own card, North knows only "red"
    drag(qtbot, view, hand_item(view, "R2"), view.scene.piles["play0"].pos)
    wait_for_turn(qtbot, window)
    assert [(i.code, i.face_up, i.back) for i in view.scene.cards["play0"]] == [("R2", False, "red")]
    assert controller.state.observation(1).trick[1].card is None
    assert codes(view, "play1") == ["G5", "G8"]
    click_card(qtbot, view, hand_item(view, "G1"), double=True)
    wait_for_turn(qtbot, window)
    # R2 is the only red: you win G5, G8, G1 and your hidden R2
    obs = controller.observation()
    assert obs.last_trick.winner == 0 and obs.won_hidden[0] == ("R2",)
    # the trick stays where it was played until you lead again (issue 15: a pace to follow)
    assert codes(view, "play1") == ["G5", "G8"] and codes(view, "play0") == ["R2", "G1"]
    assert codes(view, "won0") == []
    lead_any(qtbot, window)
    assert sorted(codes(view, "won0")) == sorted(["G5", "G8", "G1", "R2"])
    assert view.scene.cards["won0"][-1].back == "red" and not view.scene.cards["won0"][-1].face_up
    assert "hidden" in view.trick_label.text() and "1 hidden red (2)" in view.score_label.text()


def test_revealed_red_goes_face_up_before_its_player(qtbot, two_player_table):
    # North leads G5 and plays G6; you play R1 face down and G4. Nothing in
    # the trick is below 1, so R1 is revealed: it wins the trick (the only
    # red) but lies face up in front of you, -1.
    window = two_player_table([play("G5"), play("G6")])
    view, controller = window.game_view, window.controller
    click_card(qtbot, view, hand_item(view, "R1"), double=True)
    wait_for_turn(qtbot, window)
    click_card(qtbot, view, hand_item(view, "G4"), double=True)
    wait_for_turn(qtbot, window)
    assert [(i.code, i.face_up) for i in view.scene.cards["play0"]] == [("R1", True), ("G4", True)]
    lead_any(qtbot, window)
    assert codes(view, "rev0") == ["R1"] and view.scene.cards["rev0"][0].face_up
    assert "revealed 1 (−1)" in view.score_label.text()
    assert controller.observation().last_trick.winner == 0  # R1 still won the trick


def test_replay_of_a_record_keeps_hidden_reds_hidden(qtbot, window_for):
    from cardtable.ai.registry import make_agent
    from cardtable.simulate import play_match
    from cardtable.engine.rng import agent_rng

    window = window_for("red-secret-3p", seed=1)
    agents = [make_agent("red_secret", "easy", s, agent_rng(9, s)) for s in range(3)]
    record = play_match(window.controller.game, "red-secret-3p", 9, agents)
    window.start(window.catalog.get("red-secret-3p"), replay=record)
    view = window.game_view
    for _ in range(window.controller.replay_length()):
        qtbot.mouseClick(view.replay_next, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not view.scene.animator.busy)
        assert_shows_only_what_you_may_know(window)
        assert codes(view, "hand0") == list(window.controller.observation().hand)
    assert window.controller.state.match_result() == record.result


def test_a_revealed_red_is_said_above_the_table(qtbot, two_player_table):
    # as above: R1 face down, then G4; R1 is revealed when the trick is gathered
    window = two_player_table([play("G5"), play("G6")])
    view = window.game_view
    said = []
    set_text = view.status.setText
    view.status.setText = lambda text: (said.append(text), set_text(text))
    click_card(qtbot, view, hand_item(view, "R1"), double=True)
    wait_for_turn(qtbot, window)
    click_card(qtbot, view, hand_item(view, "G4"), double=True)
    wait_for_turn(qtbot, window)
    assert "Revealed: your red 1." in said
