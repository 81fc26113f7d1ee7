"""A pace a person can follow: the computer's pace counts from the moment the
table is still (so the chosen pace is really the time each move is seen), and
the line above the table speaks of the picture that is there."""

from __future__ import annotations

import random
import time

from cardtable.catalog import catalog
from cardtable.store.games import GameStore
from cardtable.store.settings import Settings
from cardtable.ui.main_window import MainWindow
from tests.ui.conftest import activate, wait_for_turn


def animated_window(qtbot, ruleset_id: str, pace_ms: int) -> MainWindow:
    settings = Settings()
    settings.values.update(animation="fast", ai_pace_ms=pace_ms, ai_level="random")
    window = MainWindow(catalog(), settings, GameStore())
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    window.open_startup(ruleset_id, 5)
    activate(qtbot, window)
    return window


def still_times_before_computer_moves(qtbot, window, moves: int, early: list) -> list[float]:
    """For each computer move: how long the table had been still when it came;
    ``early`` collects the status lines that changed before the move was seen."""
    view, controller = window.game_view, window.controller
    still_since = [time.monotonic()]
    gaps: list[float] = []
    view.scene.animator.idle.connect(lambda: still_since.__setitem__(0, time.monotonic()))
    apply = controller._apply

    def timed_apply(action, **kwargs):
        computer = not controller.is_human_turn()
        if computer:
            gaps.append(time.monotonic() - still_since[0])
        before = view.status.text()
        apply(action, **kwargs)
        if computer and view.scene.animator.busy and view.status.text() != before:
            early.append((before, view.status.text()))

    controller._apply = timed_apply
    rng = random.Random(1)
    while len(gaps) < moves:
        wait_for_turn(qtbot, window, timeout=20_000)
        if controller.state.is_terminal():
            break
        if view.overlay is not None:   # a deal's summary: the next deal
            view.overlay.buttons[next(iter(view.overlay.buttons))].click()
            continue
        legal = controller.legal_actions()
        controller.act(rng.choice(legal) if legal else rng.choice(controller.card_choices()).sample(rng))
    return gaps


def test_the_pace_is_the_time_the_still_table_is_seen(qtbot, home):
    window = animated_window(qtbot, "red-secret-3p", pace_ms=700)
    early: list = []
    gaps = still_times_before_computer_moves(qtbot, window, 4, early)
    assert len(gaps) >= 4 and min(gaps) >= 0.65, gaps
    assert early == []   # no "North to play" while West's card is still on its way
