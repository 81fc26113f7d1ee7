"""Trick tables at a readable pace, by keys (issue 15): a full trick held
until a click or a key when asked, the last trick laid again with L, "You
double." (not "You doubles."), and no outline on North's hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from tests.ui.conftest import press, view_point, wait_for_turn
from tests.ui.test_keyboard_full_deal import keyboard_turn
from tests.ui.test_le_rouge_et_le_noir_table import TAKE, down, table, up  # noqa: F401

KEY = Qt.Key


def trick_on_table(view) -> list[str]:
    return [item.code for seat in range(view.controller.players)
            for item in view.scene.cards.get(view.play_pile(seat), [])]


def until_held_or_turn(qtbot, window) -> None:
    view, controller = window.game_view, window.controller
    qtbot.waitUntil(lambda: view.scene.animator.held or (
        not view.scene.animator.busy and (controller.is_human_turn() or view.overlay is not None)),
        timeout=10_000)


def test_a_full_trick_stays_until_a_click_when_asked(qtbot, window_for):
    window = window_for("red-secret-3p", seed=2)
    window.hold_action.trigger()                      # Options → Keep each trick until a click or a key
    assert window.settings["hold_tricks"] is True
    view, controller = window.game_view, window.controller
    for _ in range(60):
        until_held_or_turn(qtbot, window)
        if view.scene.animator.held:
            break
        keyboard_turn(qtbot, window)
    assert view.scene.animator.held and view.status.text() == view.HOLD_TEXT
    shown = trick_on_table(view)
    assert len(shown) >= 3                            # the whole trick (a red may lie face down)
    version = controller.version
    qtbot.wait(400)
    assert controller.version == version and trick_on_table(view) == shown   # nobody moves on
    qtbot.mouseClick(view.view.viewport(), Qt.MouseButton.LeftButton, pos=view_point(view, QPointF(4, 4)))
    assert not view.scene.animator.held
    qtbot.waitUntil(lambda: trick_on_table(view) != shown)


def test_last_trick_is_laid_again_with_l(qtbot, window_for):
    window = window_for("tarot-4p", seed=2)
    view, controller = window.game_view, window.controller
    for _ in range(120):
        wait_for_turn(qtbot, window)
        if view.last_trick is not None and controller.is_human_turn():
            break
        keyboard_turn(qtbot, window)
    cards, winner = view.last_trick
    before = {pid: [i.code for i in items] for pid, items in view.scene.cards.items()}
    press(qtbot, window, KEY.Key_L)
    assert view.scene.animator.held and "last trick" in view.status.text()
    assert sorted(trick_on_table(view)) == sorted(spec.code for _, spec in cards)
    press(qtbot, window, KEY.Key_Space)
    wait_for_turn(qtbot, window)
    assert {pid: [i.code for i in items] for pid, items in view.scene.cards.items()} == before
    assert "last trick" not in view.status.text()


def test_you_double_not_you_doubles(qtbot, table):
    window = table([[5, 6, 7], [1, 2, 3]], dealer=1, scripts={1: [up(1), TAKE, down(3)]})
    view = window.game_view
    said: list[str] = []
    set_text = view.status.setText
    view.status.setText = lambda text: (said.append(text), set_text(text))
    press(qtbot, window, KEY.Key_Right, KEY.Key_Return)   # the 5, face up
    wait_for_turn(qtbot, window)
    press(qtbot, window, KEY.Key_D, KEY.Key_Right, KEY.Key_Return)   # the 6 face down: a double
    wait_for_turn(qtbot, window)
    assert any(text.startswith("You double. North answers") for text in said), said
    assert not any("You doubles" in text for text in said)


def test_no_outline_left_on_north_s_hand(qtbot, table):
    window = table([[5, 6, 7], [1, 2, 3]], dealer=1, scripts={1: [up(1), TAKE, down(3)]})
    view = window.game_view
    press(qtbot, window, KEY.Key_Right, KEY.Key_Right, KEY.Key_Return)
    wait_for_turn(qtbot, window)
    outlined = [(pid, i) for pid, items in view.scene.cards.items()
                for i, item in enumerate(items) if item.focused]
    assert all(pid == "hand0" for pid, _ in outlined), outlined


def play_until(qtbot, window, done, turns: int = 200) -> None:
    """Keyboard turns until ``done()`` holds on a still table at the person's turn."""
    for _ in range(turns):
        wait_for_turn(qtbot, window)
        if window.controller.is_human_turn() and done():
            return
        keyboard_turn(qtbot, window)
    raise AssertionError("the deal never got there")


def test_a_trick_stays_on_the_table_until_you_lead(qtbot, window_for):
    window = window_for("tarot-4p", seed=2)
    view, controller = window.game_view, window.controller
    play_until(qtbot, window, lambda: controller.observation().tricks
               and controller.observation().trick is not None
               and not controller.observation().trick.plays)
    last = controller.observation().tricks[-1]
    assert sorted(trick_on_table(view)) == sorted(c for _, c in last.plays)   # not gathered yet
    assert "took the trick." in view.status.text()
    qtbot.wait(300)
    assert sorted(trick_on_table(view)) == sorted(c for _, c in last.plays)
    press(qtbot, window, KEY.Key_Right, KEY.Key_Return)   # your lead: the old trick goes
    qtbot.waitUntil(lambda: not view.scene.animator.busy)
    mine = controller.observation().trick.plays[0][1]
    assert trick_on_table(view)[:1] == [mine] or mine in trick_on_table(view)
    assert not set(trick_on_table(view)) & {c for _, c in last.plays}


def test_a_trick_stays_until_the_computer_leads(qtbot, window_for):
    window = window_for("tarot-4p", seed=2)
    view, controller = window.game_view, window.controller
    for _ in range(18):
        # your card is the last of a trick: does a computer seat win it?
        play_until(qtbot, window, lambda: controller.observation().trick is not None
                   and len(controller.observation().trick.plays) == 3)
        controller.pace_ms = 60_000        # the computer's next lead waits a long while
        press(qtbot, window, KEY.Key_Right, KEY.Key_Return)
        qtbot.waitUntil(lambda: not view.scene.animator.busy)
        obs = controller.observation()
        if obs.to_act != controller.human_seat and obs.phase == "play":
            break
        controller.pace_ms = 0
    else:
        raise AssertionError("no trick of yours went to a computer seat")
    last = obs.tricks[-1]
    assert not obs.trick.plays and sorted(trick_on_table(view)) == sorted(c for _, c in last.plays)
    assert "Waiting for" in view.status.text()   # the table waits for the leader, the trick in view


def test_calls_and_partner_reveals_are_held_to_be_read(qtbot, window_for):
    """Tarot for five: the computer attacker's call and the partner's reveal
    are said above the table and, with Options → Keep each trick, another
    seat's are held there until a click."""
    window = window_for("tarot-5p", seed=3)
    window.hold_action.trigger()
    view, controller = window.game_view, window.controller
    said, held = [], []
    set_text = view.status.setText
    view.status.setText = lambda text: (said.append(text), set_text(text))   # every line, in order
    for _ in range(200):
        until_held_or_turn(qtbot, window)
        if view.scene.animator.held:
            held.append(view.status.text())
            version = controller.version
            qtbot.wait(50)
            assert controller.version == version      # nobody moves on while it is read
            qtbot.mouseClick(view.view.viewport(), Qt.MouseButton.LeftButton,
                             pos=view_point(view, QPointF(4, 4)))   # a click lets it go
            assert not view.scene.animator.held or view.status.text() != held[-1]
            continue
        if view.overlay is not None or controller.state.deal_log[0].result is not None:
            break
        keyboard_turn(qtbot, window)
    assert any(" calls the King" in text and "secret partner" in text for text in held), held
    assert any("'s partner." in text or "play alone" in text for text in said), said
    assert all(text.endswith(view.HOLD_TEXT) for text in held)


@pytest.mark.parametrize("ruleset_id", ["blanc-et-noir-4p", "tarot-4p", "red-secret-3p",
                                        "le-rouge-et-le-noir-4p", "le-rouge-et-le-noir"])
def test_the_seat_to_play_shows_it_while_the_computer_thinks(qtbot, window_for, ruleset_id):
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from cardtable.ui import palette

    window = window_for(ruleset_id, seed=2)
    view, controller = window.game_view, window.controller
    wait_for_turn(qtbot, window)
    controller.pace_ms = 60_000                      # the next computer seat takes its time
    keyboard_turn(qtbot, window)
    qtbot.waitUntil(lambda: not view.scene.animator.busy)
    seat = controller.state.current_player()
    assert seat != controller.human_seat
    name = controller.seats()[seat]["name"]
    marked = [item for item in view.scene.items() if isinstance(item, QGraphicsSimpleTextItem)
              and item.isVisible() and item.text().startswith("▶ ")]
    assert [item.text().split()[1] for item in marked] == [name.split()[0]]
    assert marked[0].brush().color().name() == palette.GOLD
    assert name in view.status.text()


@pytest.mark.parametrize("ruleset_id,seed", [("blanc-et-noir-3p", 1), ("tarot-3p", 3), ("red-secret-2p", 4),
                                             ("le-rouge-et-le-noir-4p", 3), ("le-rouge-et-le-noir", 3)])
def test_no_seat_shows_its_turn_under_a_deals_summary(qtbot, window_for, ruleset_id, seed):
    """The deal is over: nobody is to play in it, and the next deal's turn
    is not the one the table shows (the finished deal stays in view). Up to
    three deals, so that a computer seat plays some deal's last card."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    window = window_for(ruleset_id, seed=seed)
    view, controller = window.game_view, window.controller
    summaries, last_by_computer = 0, 0
    for _ in range(900):
        until_held_or_turn(qtbot, window)
        if view.overlay is not None:
            qtbot.waitUntil(lambda: not view.scene.animator.busy)
            marked = [item.text() for item in view.scene.items()
                      if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible()
                      and ("▶" in item.text() or "◀" in item.text())]
            assert marked == [], marked
            log = [deal for deal in controller.state.deal_log if deal.result is not None][-1]
            last_by_computer += log.actions[-1]["p"] != controller.human_seat
            summaries += 1
            if summaries == 3 or controller.state.is_terminal():
                break
            press(qtbot, window, KEY.Key_Return)          # Next deal
            continue
        if view.scene.animator.held:
            press(qtbot, window, KEY.Key_Space)
            continue
        keyboard_turn(qtbot, window)
    assert last_by_computer, summaries   # (the seeds are chosen so)
