"""The table machinery (scene sync, drag and drop, snap back, double-click,
computer turns, summaries, saving) driven through the real widgets with a
tiny test game, so it is checked apart from any real game's rules."""

from __future__ import annotations

import random
import sys
from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, Qt

from cardtable.ai.base import RandomAgent as RandomAgentBase
from cardtable.engine import registry
from cardtable.engine.events import CardsDealt, DealBegins
from cardtable.engine.record import Record
from cardtable.engine.rulesets import Ruleset, RulesetCatalog
from cardtable.store import paths
from cardtable.store.games import GameStore
from cardtable.store.settings import Settings
from cardtable.ui.main_window import MainWindow
from tests.ui import high_card
from tests.ui.conftest import click_card, drag, reopen, wait_for_turn


@pytest.fixture
def window(qtbot, home, monkeypatch):
    info = registry.EngineInfo("high_card", "High card", "tests.ui.high_card:HighCardGame", "A test game.")
    monkeypatch.setitem(registry.ENGINES, "high_card", info)
    monkeypatch.setattr(registry.EngineInfo, "options_class", lambda self: high_card.Options)
    monkeypatch.setitem(sys.modules, "cardtable.ui.art.high_card", high_card)
    monkeypatch.setitem(sys.modules, "cardtable.ui.views.high_card", high_card)
    ruleset = Ruleset("high-card", "High card", "high_card", high_card.Options(), home / "x.yaml")
    settings = Settings()
    settings.values.update(animation="off", ai_pace_ms=0, ai_level="random")
    win = MainWindow(RulesetCatalog([ruleset], []), settings, GameStore())
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    win.open_startup("high-card", seed=3)
    return win


def test_drag_to_trick_plays_the_card(qtbot, window):
    wait_for_turn(qtbot, window)
    view = window.game_view
    item = view.scene.cards["hand0"][0]
    code = item.code
    trick_centre = view.scene.piles["trick"].pos
    drag(qtbot, view, item, trick_centre)
    wait_for_turn(qtbot, window)
    played = [a["card"] for a in window.controller.state.deal_log[0].actions if a["p"] == 0]
    assert played == [code]
    assert code not in [i.code for i in view.scene.cards["hand0"]]


def test_illegal_drop_snaps_back(qtbot, window):
    wait_for_turn(qtbot, window)
    view = window.game_view
    item = view.scene.cards["hand0"][1]
    home_pos = QPointF(item.pos())
    actions_before = len(window.controller.state.deal_log[0].actions)
    drag(qtbot, view, item, view.scene.piles["won"].pos + QPointF(30, 40))
    qtbot.waitUntil(lambda: not view.scene.animator.busy)
    assert item.pos() == home_pos
    assert len(window.controller.state.deal_log[0].actions) == actions_before


def test_double_click_plays_and_computer_answers(qtbot, window):
    wait_for_turn(qtbot, window)
    view = window.game_view
    click_card(qtbot, view, view.scene.cards["hand0"][0], double=True)
    wait_for_turn(qtbot, window)
    # the computer answered or led: hands shrink together
    state = window.controller.state
    assert len(state.deal_log[0].actions) >= 2
    assert len(view.scene.cards["hand1"]) == len(state.hands[1])
    assert all(item.code is None for item in view.scene.cards["hand1"])  # never shown


def test_whole_match_with_summaries_and_save(qtbot, window, home):
    view = window.game_view
    for _ in range(20):
        wait_for_turn(qtbot, window)
        if window.controller.state.is_terminal():
            break
        if view.overlay is not None:
            assert "Next deal" in view.overlay.buttons
            qtbot.mouseClick(view.overlay.buttons["Next deal"], Qt.MouseButton.LeftButton)
            continue
        saved = window.store.saved("high-card")
        if any(d["actions"] for d in window.controller.record().deals):
            assert isinstance(saved.record, Record) and saved.record.deals == window.controller.record().deals
            assert saved.match_id == window.controller.match_id
        else:
            assert saved is None  # nothing played yet: nothing to keep
        click_card(qtbot, view, view.scene.cards["hand0"][0], double=True)
    qtbot.waitUntil(lambda: view.overlay is not None and "New match" in view.overlay.buttons)
    assert window.store.saved_games() == []  # finished: archived, not pending
    assert list(window.store.records_dir.glob("*.json"))
    assert window.store.figures()["high-card"].played == 1


def test_replay_steps_through_a_record(qtbot, window):
    from cardtable.ai.base import RandomAgent
    from cardtable.simulate import play_match
    from cardtable.engine.rng import agent_rng

    game = window.controller.game
    record = play_match(game, "high-card", 11, [RandomAgent(s, agent_rng(11, s)) for s in (0, 1)])
    window.start(window.catalog.get("high-card"), replay=record)
    view = window.game_view
    assert view.replay_label.text() == "Replay: move 0 of 12"
    assert not view.replay_back.isEnabled()
    hand_before = [i.code for i in view.scene.cards["hand0"]]
    assert hand_before == record.deals[0]["hands"][0]
    for _ in range(12):
        qtbot.mouseClick(view.replay_next, Qt.MouseButton.LeftButton)
    assert view.replay_label.text() == "Replay: move 12 of 12"
    assert not view.replay_next.isEnabled()
    assert window.controller.state.match_result() == record.result
    qtbot.mouseClick(view.replay_back, Qt.MouseButton.LeftButton)
    assert window.controller.replay_pos == 11
    assert not window.controller.is_human_turn()  # a replay is watched, not played


def test_saved_game_is_offered_and_resumed(qtbot, window):
    wait_for_turn(qtbot, window)
    view = window.game_view
    click_card(qtbot, view, view.scene.cards["hand0"][0], double=True)
    wait_for_turn(qtbot, window)
    kept = window.controller.record()
    again = reopen(qtbot, window)
    assert again.resume_offer.isVisible()
    qtbot.mouseClick(again.resume_offer.buttons["Resume"], Qt.MouseButton.LeftButton)
    assert again.controller.record().deals == kept.deals
    assert again.controller.state.seed == kept.seed


def test_declining_resume_keeps_the_save_in_progress(qtbot, window):
    wait_for_turn(qtbot, window)
    view = window.game_view
    click_card(qtbot, view, view.scene.cards["hand0"][0], double=True)
    wait_for_turn(qtbot, window)
    again = reopen(qtbot, window)
    qtbot.mouseClick(again.resume_offer.buttons["Choose a game"], Qt.MouseButton.LeftButton)
    assert not again.resume_offer.isVisible() and again.centralWidget() is again.chooser
    assert [s.ruleset for s in again.store.saved_games()] == ["high-card"]  # kept, never lost
    assert again.chooser.buttons["high-card"].text().endswith("resume")


def test_stale_computer_answer_is_discarded(qtbot, window):
    controller = window.controller
    wait_for_turn(qtbot, window)
    version = controller.version
    actions = len(controller.state.deal_log[-1].actions)
    controller._on_decided(version - 1, {"a": "play", "card": "n1"})
    assert len(controller.state.deal_log[-1].actions) == actions


def test_replay_steps_with_the_arrow_keys(qtbot, window):
    from cardtable.ai.base import RandomAgent
    from cardtable.simulate import play_match
    from cardtable.engine.rng import agent_rng

    record = play_match(window.controller.game, "high-card", 5,
                        [RandomAgent(s, agent_rng(5, s)) for s in (0, 1)])
    window.start(window.catalog.get("high-card"), replay=record)
    view = window.game_view
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert window.controller.replay_pos == 2
    assert view.replay_label.text() == "Replay: move 2 of 12"


def test_a_new_match_deals_with_its_opening_events_as_the_person_may_see_them(qtbot, window):
    got = []
    window.controller.changed.connect(got.append)
    window.controller.new_match(8)
    events = got[0]
    assert any(isinstance(e, DealBegins) for e in events)
    dealt = {e.seat: e.cards for e in events if isinstance(e, CardsDealt)}
    assert dealt[0] == tuple(window.controller.state.deal_log[0].hands[0])
    assert dealt[1] == (None, None, None)  # the other hand: backs only
    wait_for_turn(qtbot, window)
    assert [i.code for i in window.game_view.scene.cards["hand0"]] == list(dealt[0])


class Counting(RandomAgentBase):
    """A random computer player that counts its thinks, or plays nonsense."""

    def __init__(self, seat, rng, nonsense=False):
        super().__init__(seat, rng)
        self.thinks, self.nonsense = 0, nonsense

    def choose(self, decision):
        self.thinks += 1
        return {"a": "fly"} if self.nonsense else super().choose(decision)


def test_an_illegal_computer_move_is_logged_and_replaced_by_a_random_one(qtbot, window):
    controller, view = window.controller, window.game_view
    wait_for_turn(qtbot, window)
    controller._agents[1] = Counting(1, random.Random(1), nonsense=True)
    messages = []
    controller.message.connect(messages.append)
    click_card(qtbot, view, view.scene.cards["hand0"][0], double=True)
    wait_for_turn(qtbot, window)
    assert [a["p"] for a in controller.state.deal_log[-1].actions][:2] == [0, 1]  # it played on
    computer_moves = [a for a in controller.state.deal_log[-1].actions if a["p"] == 1]
    assert len(messages) == len(computer_moves)  # one line per replaced move
    assert all("illegal move" in m and "random" in m and "\n" not in m for m in messages)
    assert "'fly'" in (paths.data_dir() / "crash.log").read_text(encoding="utf-8")


def test_a_summary_release_never_starts_a_second_think(qtbot, window):
    controller, view = window.controller, window.game_view
    wait_for_turn(qtbot, window)
    agent = controller._agents[1] = Counting(1, random.Random(1))
    controller.hold()
    click_card(qtbot, view, view.scene.cards["hand0"][0], double=True)
    qtbot.waitUntil(lambda: agent.thinks == 1)
    qtbot.wait(50)
    controller.release()
    controller.release()
    wait_for_turn(qtbot, window)
    computer_moves = [a for a in controller.state.deal_log[-1].actions if a["p"] == 1]
    assert agent.thinks == len(computer_moves)  # no think was started twice


class PaintCounter(QObject):
    """Counts the felt's repaints and the area they cover."""

    def __init__(self, viewport):
        super().__init__()
        self.area = 0
        viewport.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            rect = event.rect()
            self.area += rect.width() * rect.height()
        return False


def test_a_table_drawn_again_unchanged_paints_no_card_and_a_change_paints_its_card(qtbot, window):
    """Every move syncs the whole table: only what looks different may be
    painted again (a whole Tarot table painted on every move froze the GUI)."""
    wait_for_turn(qtbot, window)
    view = window.game_view
    qtbot.wait(100)   # the first pictures are painted
    counter = PaintCounter(view.view.viewport())
    view.scene.sync(view.shown)
    qtbot.wait(100)
    assert counter.area == 0
    item = view.scene.cards["hand0"][0]
    view.scene.sync({**view.shown, "hand0": [replace(spec, selected=not spec.selected)
                                             for spec in view.shown["hand0"][:1]] + view.shown["hand0"][1:]})
    qtbot.waitUntil(lambda: counter.area > 0, timeout=2000)
    qtbot.wait(100)
    counter.area = 0
    view.scene.sync(view.shown)   # the card goes back down
    qtbot.waitUntil(lambda: counter.area > 0, timeout=2000)
    card = item.mapRectToScene(item.boundingRect())
    assert counter.area < 3 * card.width() * card.height()   # where it was and is, not the table
