"""Search players think in a child process: the table stays live, the seat
shows it is thinking, stale thinking is cancelled and its answer dropped;
the hint (button and key H) shows what ``hard`` would do."""

from __future__ import annotations

import os
import random
import re
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable.ai.base import decision_for
from cardtable.ai.search import Budget
from cardtable.ai.tarot import HardAgent
from cardtable.catalog import catalog
from cardtable.ui.hint import action_text
from cardtable.ui.think_process import NICE
from cardtable.ui.thinker import Thinker
from tests.ui.conftest import reopen, wait_for_turn


class SlowAgent(HardAgent):
    """A hard Tarot player with a budget far too big to finish in a test."""

    budget = Budget(playouts=10**9, seconds=600)


def tarot_decision(agent):
    state = catalog().get("tarot-4p").make_game().new_state(5)
    return decision_for(state, state.current_player(), agent)


def test_computer_seats_think_in_the_child_and_announce_it(qtbot, window_for):
    window = window_for("tarot-4p", seed=2, ai_level="normal")   # seats 3, 2, 1 bid first
    controller = window.controller
    seen = []
    controller.thinking.connect(seen.append)
    label = window.game_view.hint_box.thinking
    qtbot.waitUntil(lambda: label.text().endswith("is thinking…"), timeout=20_000)
    wait_for_turn(qtbot, window, timeout=60_000)
    assert controller.thinker.process.running
    assert [a["p"] for a in controller.state.deal_log[-1].actions] == [3, 2, 1]
    assert seen == [-1, 2, -1, 1, -1] and label.text() == ""   # seat 3 began before we listened


def quick_agent(seed):
    agent = HardAgent(0, random.Random(seed), deterministic=True)
    agent.budget = Budget(playouts=20, seconds=None)
    return agent


def test_the_child_thinks_at_a_lower_priority_than_the_table(qtbot):
    """A busy machine gives the GUI thread a core before the search."""
    thinker = Thinker()
    answers = []
    agent = quick_agent(1)
    thinker.submit(agent, tarot_decision(agent), lambda failed, value: answers.append(value))
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    child = thinker.process._process.pid
    assert os.getpriority(os.PRIO_PROCESS, child) == min(19, os.getpriority(os.PRIO_PROCESS, 0) + NICE)
    thinker.close()


def test_cancelled_thinking_stops_the_child_and_its_answer_is_dropped(qtbot):
    thinker = Thinker()
    answers = []
    warm = quick_agent(1)
    thinker.submit(warm, tarot_decision(warm), lambda failed, value: answers.append(("warm", value)))
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)     # the child is up
    slow = SlowAgent(0, random.Random(1))
    thinker.submit(slow, tarot_decision(slow), lambda failed, value: answers.append(("slow", value)))
    time.sleep(1.0)                      # the child is deep in the endless search
    thinker.cancel_all()
    assert not thinker.busy
    quick = quick_agent(2)
    decision = tarot_decision(quick)
    thinker.submit(quick, decision, lambda failed, value: answers.append(("quick", value)))
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=30_000)  # the slow search gave up the child
    assert [name for name, _ in answers] == ["warm", "quick"]
    assert answers[1][1] in decision.legal
    thinker.close()
    assert not thinker.process.running


def test_new_match_while_a_seat_thinks_drops_the_stale_answer(qtbot, window_for):
    window = window_for("tarot-4p", seed=2, ai_level="hard")
    controller = window.controller
    delivered = []
    decided = controller._on_decided
    controller._on_decided = lambda version, action: (delivered.append(version),
                                                      decided(version, action))
    qtbot.waitUntil(lambda: controller.thinker.busy, timeout=10_000)
    stale = controller.version
    controller.new_match(2)              # the same seed: a stale answer would fit the new deal
    wait_for_turn(qtbot, window, timeout=60_000)
    assert delivered and stale not in delivered
    assert [a["p"] for a in controller.state.deal_log[-1].actions] == [3, 2, 1]


def test_hint_by_key_and_button_shows_hards_choice(qtbot, window_for):
    window = window_for("blanc-et-noir-3p", seed=4)     # the person bids first
    view, controller = window.game_view, window.controller
    wait_for_turn(qtbot, window)
    box = view.hint_box
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: "Hard would" in box.answer.text(), timeout=30_000)
    bids = controller.legal_actions()
    suggested = [a for a in bids if f"<b>{action_text(a, 'blanc_et_noir')}</b>" in box.answer.text()]
    assert len(suggested) == 1 and suggested[0]["a"] == "bid"
    controller.act(suggested[0])
    wait_for_turn(qtbot, window, timeout=30_000)
    while controller.legal_actions()[0]["a"] != "play" or len(controller.legal_actions()) < 2:
        controller.act(controller.legal_actions()[0])
        wait_for_turn(qtbot, window, timeout=30_000)
    qtbot.mouseClick(box.button, Qt.MouseButton.LeftButton)
    assert box.answer.text() == "Thinking about your move…"
    qtbot.waitUntil(lambda: "Hard would" in box.answer.text(), timeout=30_000)
    focused = view.cursor
    assert focused in view.focusable() and view.keyboard_on
    code = view.scene.specs[focused[0]][focused[1]].code
    assert f"<b>{action_text({'a': 'play', 'card': code}, 'blanc_et_noir')}</b>" in box.answer.text()
    assert box.answer.text().count("<tr>") >= 2       # the header and the estimates
    played = len(controller.state.deal_log[-1].actions)
    assert QApplication.focusWidget() is view         # the button gave the keys back to the cards
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)   # where the keyboard's Enter goes
    qtbot.waitUntil(lambda: len(controller.state.deal_log[-1].actions) > played, timeout=10_000)
    assert controller.state.deal_log[-1].actions[played]["card"] == code


def hint_by_key(qtbot, view) -> dict:
    """Press H at the table and wait for the hint: the action the table
    was set for (``take_hint``)."""
    taken, take = [], view.take_hint
    view.take_hint = lambda action: (taken.append(action), take(action))
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(taken), timeout=30_000)
    (hinted,) = taken
    return hinted


def ask_by_key_for_a_set(qtbot, window, kind: str) -> dict:
    """At the person's choice of a set of cards (``kind``), press H and wait
    for the hint; the action it named, checked to be the cards raised in
    the hand and one of the choices on offer."""
    view, controller = window.game_view, window.controller
    hinted = hint_by_key(qtbot, view)
    (choice,) = [c for c in controller.card_choices() if c.action == kind]
    assert choice.matches(hinted) and hinted["a"] == kind
    assert f"<b>{action_text(hinted, controller.game.engine_id)}</b>" in view.hint_box.answer.text()
    raised = {spec.code for spec in view.scene.specs[f"hand{view.me}"] if spec.selected}
    assert raised == set(hinted["cards"])
    return hinted


def last_action_of(controller, kind: str) -> dict:
    """The person's last logged action of ``kind``, cards as a set."""
    done = [a for a in controller.state.deal_log[-1].actions if a["a"] == kind and a["p"] == 0]
    return {**done[-1], "cards": set(done[-1]["cards"])} if done else {}


@pytest.mark.parametrize("ruleset", ["tarot-3p", "blanc-et-noir-3p", "le-rouge-et-le-noir-4p",
                                     "le-rouge-et-le-noir"])
def test_after_a_hint_by_key_enter_makes_the_hinted_move(qtbot, window_for, ruleset):
    """At the person's first decision (a bid, a card, a card face up or
    down), H then Enter makes the move the hint named, whatever kind it is:
    the hint sets the table for it (a bid's button, the card under the
    cursor with its face) and Enter goes where the keys are."""
    window = window_for(ruleset, seed=12)
    view, controller = window.game_view, window.controller
    wait_for_turn(qtbot, window, timeout=30_000)
    made = len(controller.state.deal_log[-1].actions)
    hinted = hint_by_key(qtbot, view)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(controller.state.deal_log[-1].actions) > made, timeout=10_000)
    assert controller.state.deal_log[-1].actions[made] == {**hinted, "p": 0}


def test_a_hinted_call_gets_the_keys_and_enter_calls(qtbot, window_for):
    """French Tarot with 5 players: the hint's King to call gets the keys in
    the call box, and Enter calls it."""
    window = window_for("tarot-5p", seed=12)
    view, controller = window.game_view, window.controller
    wait_for_turn(qtbot, window, timeout=30_000)
    controller.act({"a": "bid", "v": "guard_against"})    # no one can bid over it
    wait_for_turn(qtbot, window, timeout=30_000)
    assert {a["a"] for a in controller.legal_actions()} == {"call"}
    hinted = hint_by_key(qtbot, view)
    assert QApplication.focusWidget() is view.call_buttons[hinted["card"]]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert controller.state.deal_log[-1].actions[-1] == {**hinted, "p": 0}


def test_a_hinted_lead_picks_its_card_and_enter_leads_its_colour(qtbot, window_for):
    """En blanc et noir: a lead is a card and a colour. The hint picks the
    card and gives the keys to its colour's button; Enter leads it."""
    window = window_for("blanc-et-noir-3p", seed=12)
    view, controller = window.game_view, window.controller
    for _ in range(20):                      # the bids, then the first trick
        wait_for_turn(qtbot, window, timeout=30_000)
        if {a["a"] for a in controller.legal_actions()} == {"lead"}:
            break
        controller.act(controller.legal_actions()[0])
    hinted = hint_by_key(qtbot, view)
    assert hinted["a"] == "lead" and view.selected == hinted["card"]
    assert QApplication.focusWidget() is view.buttons[hinted["suit"]]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert controller.state.deal_log[-1].actions[-1] == {**hinted, "p": 0}


def test_a_hinted_discard_is_chosen_and_enter_sets_it_aside(qtbot, window_for):
    """French Tarot's discard: the hint chooses its six cards in the hand and
    gives the keys to Discard, so Enter makes it (no six clicks)."""
    window = window_for("tarot-3p", seed=12)          # the person bids first; the others pass
    view, controller = window.game_view, window.controller
    wait_for_turn(qtbot, window)
    controller.act({"a": "bid", "v": "small"})
    wait_for_turn(qtbot, window, timeout=30_000)
    assert controller.state.round.phase == "discard"
    hinted = ask_by_key_for_a_set(qtbot, window, "discard")
    assert QApplication.focusWidget() is view.discard_button and view.discard_button.isEnabled()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert last_action_of(controller, "discard") == {"a": "discard", "p": 0,
                                                     "cards": set(hinted["cards"])}


def test_a_hinted_gift_is_chosen_and_enter_gives_it(qtbot, window_for):
    """Red Secret's balancing: the hint chooses the cards to give and gives
    the keys to Give, so Enter gives them."""
    window = window_for("red-secret-3p", seed=12)     # the person gives first
    view, controller = window.game_view, window.controller
    wait_for_turn(qtbot, window, timeout=30_000)
    (choice,) = controller.card_choices()
    assert choice.action == "give" and choice.seat == 0 and view.overlay is None
    hinted = ask_by_key_for_a_set(qtbot, window, "give")
    assert QApplication.focusWidget() is view.choice_button and view.choice_button.isEnabled()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert last_action_of(controller, "give") == {**hinted, "p": 0, "cards": set(hinted["cards"])}


@pytest.mark.parametrize("ruleset,for_match", [("tarot-4p", True), ("red-secret-4p", True),
                                              ("red-secret-3p", False)])
def test_the_hint_gives_chances_of_winning_the_match_where_hard_plays_for_it(qtbot, window_for, ruleset,
                                                                           for_match):
    """French Tarot's hard, and Red Secret's with 4 players, play for the
    match: asked by key H at the person's first decision, the hint shows
    each option's chance of winning it, in percent; with 3 players Red
    Secret's hard plays for points, and the hint shows points."""
    window = window_for(ruleset, seed=3)
    view = window.game_view
    wait_for_turn(qtbot, window, timeout=30_000)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_H)
    box = view.hint_box
    qtbot.waitUntil(lambda: "Hard would" in box.answer.text(), timeout=30_000)
    text = box.answer.text()
    assert ("wins the match" in text) == for_match and ("gain" in text) != for_match
    chances = [int(v) for v in re.findall(r"<td align='right'>(\d+)%</td>", text)]
    points = re.findall(r"<td align='right'>([+-]\d+\.\d)</td>", text)
    if for_match:
        assert len(chances) >= 2 and all(0 <= v <= 100 for v in chances) and not points
    else:
        assert len(points) >= 2 and not chances


def test_hint_waits_for_the_persons_turn(qtbot, window_for):
    window = window_for("tarot-4p", seed=2, ai_level="normal")
    window.game_view.hint_box.ask()      # seat 3 bids first
    assert "your turn" in window.game_view.hint_box.answer.text()


def test_no_hint_is_searched_under_a_deals_summary(qtbot, window_for):
    """Under a deal's summary the position is the next deal's, unseen yet:
    H searches nothing, says why, and the keys stay with the summary."""
    window = window_for("blanc-et-noir-3p", seed=4)
    view, controller = window.game_view, window.controller
    wait_for_turn(qtbot, window)
    while view.overlay is None:
        controller.act(controller.legal_actions()[0])
        wait_for_turn(qtbot, window, timeout=30_000)
    asked = []
    controller.request_hint = lambda callback: asked.append(callback) or True
    focused = QApplication.focusWidget()
    assert focused in view.overlay.buttons.values()
    qtbot.keyClick(focused, Qt.Key.Key_H)         # where a person's key goes
    assert not asked and "Close the summary first" in view.hint_box.answer.text()
    assert QApplication.focusWidget() is focused


def test_new_match_dialog_sets_a_level_per_seat(qtbot, window_for):
    window = window_for("red-secret-3p", seed=5)
    window.new_action.trigger()
    dialog = window.new_match_dialog
    assert sorted(dialog.boxes) == [1, 2]                      # the computer seats only
    assert [dialog.boxes[s].currentText() for s in (1, 2)] == ["Easy", "Easy"]
    dialog.boxes[1].setCurrentText("Hard")
    dialog.boxes[2].setCurrentText("Random")
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    controller = window.controller
    assert [seat.get("ai") for seat in controller.record().seats] == [None, "hard", "random"]
    assert controller._agents[1].level == "hard" and controller._agents[2].level == "random"
    window.new_match()                   # the match-over "New match": the same seats again
    assert [seat.get("ai") for seat in controller.record().seats] == [None, "hard", "random"]


def choose_in_options(window, level_name: str) -> None:
    """Options → Computer opponents → ``level_name``, as the menu does it."""
    window.level_menu.aboutToShow.emit()   # the menu fills as it opens
    action = next(a for a in window.level_menu.actions() if a.text() == level_name)
    action.trigger()


def test_a_level_chosen_in_options_is_the_new_match_dialogs_start(qtbot, window_for):
    # "Computer opponents: Normal, from the next match": the dialog the New
    # button opens offers Normal, not the level the match under way has.
    window = window_for("red-secret-3p", seed=5)
    choose_in_options(window, "Normal")
    assert [seat.get("ai") for seat in window.controller.record().seats] == [None, "easy", "easy"]
    window.new_action.trigger()
    dialog = window.new_match_dialog
    assert [dialog.boxes[s].currentText() for s in (1, 2)] == ["Normal", "Normal"]
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert window.controller._agents[1].level == "normal"


def test_the_record_names_the_levels_a_match_was_dealt_with(qtbot, window_for):
    # Levels chosen per seat, then another chosen in Options mid-match: the
    # match under way (its save, its record) still names the seats' real
    # levels; the next match gets the new one.
    window = window_for("red-secret-3p", seed=5)
    window.new_match([None, "hard", "random"])
    choose_in_options(window, "Normal")
    controller = window.controller
    assert [seat.get("ai") for seat in controller.record().seats] == [None, "hard", "random"]
    window.new_match()
    assert [seat.get("ai") for seat in controller.record().seats] == [None, "normal", "normal"]
    assert controller._agents[2].level == "normal"
    choose_in_options(window, "Hard")    # and Restart: the same deal at the latest level
    seed = controller.state.seed
    window.restart_action.trigger()
    assert controller.state.seed == seed and controller._agents[1].level == "hard"


def test_a_resumed_game_keeps_each_seats_level(qtbot, window_for):
    window = window_for("blanc-et-noir-3p", seed=4)
    window.new_match([None, "random", "normal"])
    wait_for_turn(qtbot, window, timeout=30_000)
    window.controller.act(window.controller.legal_actions()[0])   # then seats 1 and 2 bid
    wait_for_turn(qtbot, window, timeout=30_000)
    again = reopen(qtbot, window)
    qtbot.mouseClick(again.resume_offer.buttons["Resume"], Qt.MouseButton.LeftButton)
    assert [again.controller.level_of(s) for s in (1, 2)] == ["random", "normal"]
    assert again.controller._agents[2].level == "normal"
    again.controller.act(again.controller.legal_actions()[0])
    wait_for_turn(qtbot, again, timeout=30_000)
    assert again.controller.thinker.process.running
    again.close()
    assert not again.controller.thinker.process.running   # quitting ends the thinking process


def test_a_hint_that_keeps_the_habit_says_why(qtbot, window_for):
    """Hard keeps its usual play unless another is clearly better: when the
    kept play shows a lower estimate than another, the box says why, and
    not otherwise."""
    from cardtable.ai.search import Estimate

    window = window_for("red-secret-4p", seed=1)
    wait_for_turn(qtbot, window)
    box = window.game_view.hint_box
    plays = [a for a in window.controller.legal_actions()][:2]
    kept, better = Estimate(plays[0], {0: 1.0, 1: 0.0}), Estimate(plays[1], {0: 2.0, 1: 0.5})
    box._answered(False, [kept, better])
    assert "Its usual play" in box.answer.text()
    box._answered(False, [better, kept])
    assert "Its usual play" not in box.answer.text() and "Hard would" in box.answer.text()


def test_a_hint_from_few_deals_says_it_is_a_rough_guess(qtbot, window_for):
    """A search cut short by its time limit on a busy machine tried a deal
    or two an option: the box says the estimates are a rough guess, and
    says nothing of the kind once the choice has had enough deals."""
    from cardtable.ai.search import Estimate
    from cardtable.ui.hint import FEW_DEALS

    window = window_for("red-secret-4p", seed=1)
    wait_for_turn(qtbot, window)
    box = window.game_view.hint_box
    plays = window.controller.legal_actions()[:2]
    box._answered(False, [Estimate(plays[0], {0: 2.0}), Estimate(plays[1], {0: 1.0})])
    assert "rough guess" in box.answer.text() and "Hard would" in box.answer.text()
    many = {w: 1.0 for w in range(FEW_DEALS)}
    box._answered(False, [Estimate(plays[0], dict(many)), Estimate(plays[1], {w: 0.0 for w in many})])
    assert "rough guess" not in box.answer.text()
