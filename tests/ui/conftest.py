"""Fixtures that open the real main window and drive it with the mouse."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from cardtable.ai.base import Agent
from cardtable.catalog import catalog
from cardtable.store.games import GameStore
from cardtable.store.settings import Settings
from cardtable.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def english(qapp):
    """The table speaks English in the tests, whatever the machine's locale
    (its catalog holds the English plurals: "1 trick", "2 tricks")."""
    from cardtable.ui.language import install

    install("en")


@pytest.fixture
def window_for(qtbot, home):
    """``window_for(ruleset_id, seed=1, ai_level="easy")``: the real window on
    that ruleset, animation off and no computer pace, so tests run fast."""

    def open_window(ruleset_id: str | None, seed: int = 1, ai_level: str = "easy") -> MainWindow:
        settings = Settings()
        # the patience's live verdict is off unless a test turns it on: a solver
        # process after every move of every test would only slow the suite down
        settings.values.update(animation="off", ai_pace_ms=0, ai_level=ai_level,
                               live_verdict=False, language="en")
        window = MainWindow(catalog(), settings, GameStore())
        qtbot.addWidget(window)
        window.resize(1200, 800)
        window.show()
        window.open_startup(ruleset_id, seed)
        activate(qtbot, window)
        return window

    return open_window


def activate(qtbot, window) -> None:
    """Make ``window`` the active one, as a person's window is: shortcuts and
    keys then reach it as they would (offscreen, a new window is not active)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)


def press(qtbot, window, *keys, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """Keys as a person types them: to whichever widget has the focus."""
    for key in keys:
        qtbot.keyClick(QApplication.focusWidget() or window, key, modifier)


def set_up(window: MainWindow, record) -> None:
    """Put the window's match on a position set up on purpose: the record's
    own deals (not its seed's) and actions, as ``Game.new_state(deals=...)``
    allows; the table then plays on from there."""
    controller = window.controller
    state = controller.game.new_state(record.seed, deals=record.deals,
                                      human_seats=(controller.human_seat,))
    for deal in record.deals:
        for action in deal["actions"]:
            state.apply({k: v for k, v in action.items() if k != "p"})
    controller._start(state)


def wait_for_turn(qtbot, window: MainWindow, timeout: int = 10_000) -> None:
    """Wait until the person must act, a summary is open, or the match is over."""
    view, controller = window.game_view, window.controller

    def ready() -> bool:
        if view.scene.animator.busy:
            return False
        return (view.overlay is not None or controller.state.is_terminal()
                or controller.is_human_turn())

    qtbot.waitUntil(ready, timeout=timeout)


def reopen(qtbot, window: MainWindow) -> MainWindow:
    """Close ``window`` and start the app again on the same home, as a player
    coming back does: a new window and store, its start-up page shown."""
    window.close()
    again = MainWindow(window.catalog, window.settings, GameStore())
    qtbot.addWidget(again)
    again.show()
    again.open_startup()
    return again


def view_point(view, scene_point: QPointF) -> QPoint:
    return view.view.mapFromScene(scene_point)


def card_center(item) -> QPointF:
    return item.sceneBoundingRect().center()


def drag(qtbot, view, item, to_scene: QPointF, steps: int = 8) -> None:
    """Press on ``item``, move the mouse in steps, release at ``to_scene``."""
    viewport = view.view.viewport()
    start = view_point(view, card_center(item))
    end = view_point(view, to_scene)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, steps + 1):
        point = start + (end - start) * (i / steps)
        qtbot.mouseMove(viewport, point)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def click_card(qtbot, view, item, double: bool = False) -> None:
    viewport = view.view.viewport()
    point = view_point(view, card_center(item))
    if double:
        qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    else:
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)


class ScriptedAgent(Agent):
    """A computer seat that plays the actions it is given, in order (a test
    fails if one is not legal), then the first legal action."""

    level = "easy"

    def __init__(self, seat, script):
        super().__init__(seat, None)
        self.script = list(script)

    def choose(self, decision):
        if not self.script:
            return decision.legal[0] if decision.legal else decision.choices[0].sample(random.Random(0))
        action = self.script.pop(0)
        assert action in decision.legal or any(c.matches(action) for c in decision.choices), \
            f"seat {self.seat}: {action} is not legal"
        return action
