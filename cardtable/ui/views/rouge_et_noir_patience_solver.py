"""The Rouge et Noir table's solver aid: the live verdict, "Can it still be
won?", Demo, and the line the hint follows.

**The live verdict.** After every move (once the position has stood still
for ``SETTLE_MS``) the solver looks at the new position by itself and the
panel says "Can still be won", "Can no longer be won" or "Not known yet",
without the player asking; the "Tell me if it can still be won" box turns
this off (a setting, on by default). With it off, "Can it still be won?"
asks once.

Either way ``solver.solve`` runs on a copy of the whole match
(``controller.full_state``) in a child process (``child_process``: on a
thread it would hold the GIL and starve the table) that a thread-pool worker
waits for, so the table never waits; the answer comes back to the GUI thread
through a queued signal and is kept only if the position has not moved on
since (the controller's version counter, as for computer moves). A move, an
undo, a new game or quitting ends a search still running (the child is
ended at once).

**Hint and Demo.** While a winning line is known for the position on the
table, the hint shows its next move (``next_action``) and Demo plays it
through ``controller.act``, one move at a time at the computer pace once the
table's animations are idle, so it is animated, recorded and undoable like
the player's own moves. Any move of the player (or an undo) ends it; so does
"Stop demo".
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Qt, \
    Signal, Slot
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton

from cardtable.engine.rouge_et_noir_patience.solver import Solution, solve
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.ui import palette
from cardtable.ui.language import format_number, translated
from cardtable.ui.child_process import call_in_child

MAX_SECONDS = 30.0   # a search's budget: the answer then stands until the position changes
SETTLE_MS = 250      # the position stands this long before the live verdict starts a search
SETTING = "live_verdict"
THINKING = QT_TRANSLATE_NOOP("SolverAid", "Not known yet: thinking…")


class Bridge(QObject):
    """Lives on the GUI thread; the worker emits through it (queued)."""

    solved = Signal(int, object)


class InChild(QRunnable):
    """A worker that waits for ``function(*args)`` run in a child process and
    sends the answer (or the exception) through ``bridge.solved`` with the
    ``version`` it was asked for; nothing when stopped."""

    def __init__(self, bridge: Bridge, version: int, function, args: tuple, stop: threading.Event):
        super().__init__()
        self.bridge, self.version, self.stop = bridge, version, stop
        self.function, self.args = function, args

    def run(self) -> None:
        try:
            answer = call_in_child(self.function, self.args, self.stop)
        except Exception as exc:  # reported on the GUI thread, never a crash
            answer = exc
        if answer is None:
            return  # stopped: nobody waits for it
        try:
            self.bridge.solved.emit(self.version, answer)
        except RuntimeError:
            pass  # the table was closed meanwhile


class SolverAid(QObject):
    """The verdict line, the live box and the two buttons of a patience view."""

    def __init__(self, view):
        super().__init__(view)
        self.view, self.controller = view, view.controller
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setStyleSheet("font-size: 14px;")
        view.panel_layout.addWidget(self.verdict)
        self.live_box = QCheckBox()
        self.live_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.live_box.setStyleSheet(f"color: {palette.CREAM};")
        self.live_box.setChecked(True)
        self.live_box.toggled.connect(self.set_live)
        view.panel_layout.addWidget(self.live_box)
        self.ask_button = self._button("", self.ask)
        self.demo_button = self._button("", self.toggle_demo)
        self.settings_loaded = False
        self.asked: int | None = None      # the version being searched
        self.stop = threading.Event()
        self.line: list[dict] = []         # the rest of the winning line ...
        self.line_version = -1             # ... for this version of the match
        self.answered = -1                 # the version the verdict line speaks of
        self.demo_on = False
        self.demo_when_solved = False      # the toolbar's Demo asked before a line was known
        self.stepping = False              # the demo's own move is being applied
        self.bridge = Bridge(self)
        self.bridge.solved.connect(self._on_solved)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._step)
        self.settle = QTimer(self)
        self.settle.setSingleShot(True)
        self.settle.timeout.connect(self._live_ask)
        view.scene.animator.idle.connect(self._on_idle)
        # a search left running must not outlive the table, nor hold up quitting
        view.destroyed.connect(lambda *_: self.stop_search())
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop_search)
        self.retranslate()

    def _button(self, text: str, slot) -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(slot)
        self.view.panel_layout.addWidget(button)
        return button

    # --- the live verdict --------------------------------------------------------------

    @property
    def live(self) -> bool:
        return self.live_box.isChecked()

    def set_live(self, on: bool) -> None:
        settings = getattr(self.view.window(), "settings", None)
        if settings is not None:
            settings.set(SETTING, on)
        if not on and self.asked is not None:
            self.stop_search()
            self.verdict.setText("")
        self.refresh()

    def _load_setting(self) -> None:
        """The window's settings are known once the view is in it."""
        settings = getattr(self.view.window(), "settings", None)
        if settings is None or self.settings_loaded:
            return
        self.settings_loaded = True
        self.live_box.blockSignals(True)
        self.live_box.setChecked(bool(settings[SETTING]))
        self.live_box.blockSignals(False)

    def _live_ask(self) -> None:
        if self.live and self.answered != self.controller.version and self.asked is None \
                and not self.demo_on:
            self.ask()

    # --- asking ----------------------------------------------------------------------

    def ask(self) -> None:
        if not self.controller.is_human_turn() or self.demo_on:
            return
        self.stop_search()
        self.stop = threading.Event()
        self.asked = self.controller.version
        self.line = []
        self.verdict.setText(translated(THINKING))
        QThreadPool.globalInstance().start(
            InChild(self.bridge, self.asked, solve, (self.controller.full_state(), None, MAX_SECONDS),
                    self.stop))
        self.refresh()

    def stop_search(self) -> None:
        self.stop.set()
        self.asked = None

    @Slot(int, object)
    def _on_solved(self, version: int, answer: object) -> None:
        if version != self.asked or version != self.controller.version:
            return  # the position moved on: a stale answer
        self.asked = None
        self.answered = version
        self.line_version = version   # the verdict stands until the position changes
        if isinstance(answer, Exception):
            self.verdict.setText(self.tr("The solver failed ({reason}).").format(reason=answer))
        else:
            self.verdict.setText(self.verdict_text(answer))
            self.line = list(answer.line)
        start, self.demo_when_solved = self.demo_when_solved, False
        if start and self._line_holds():
            self.toggle_demo()
        self.refresh()

    def next_action(self) -> dict | None:
        """The next move of the winning line known for this position, if any."""
        return dict(self.line[0]) if self._line_holds() else None

    # --- the demo --------------------------------------------------------------------

    def toggle_demo(self) -> None:
        if self.demo_on:
            self.demo_on = False
            self.timer.stop()
        elif self._line_holds():
            self.demo_on = True
            self._step()
        self.refresh()

    def run_demo(self) -> None:
        """Start or stop the demo; with no winning line known yet, ask the solver
        (or wait for the live verdict's search already under way) and start
        once it answers (if the deal can still be won)."""
        if self.demo_on or self._line_holds():
            self.toggle_demo()
        elif self.controller.is_human_turn():
            self.demo_when_solved = True
            if self.asked is None:
                self.ask()

    def _line_holds(self) -> bool:
        return bool(self.line) and self.line_version == self.controller.version

    def _on_idle(self) -> None:
        if self.demo_on and not self.timer.isActive():
            self.timer.start(self.controller.pace_ms)

    def _step(self) -> None:
        """Play the line's next move, once the table is still."""
        if not self.demo_on:
            return
        if not self._line_holds() or not self.controller.is_human_turn():
            self.demo_on = False
            self.refresh()
            return
        if self.view.scene.animator.busy:
            return  # the idle signal starts the timer again
        self.stepping = True
        try:
            played = self.controller.act(self.line[0], assisted=True)
        finally:
            self.stepping = False
        if not played:
            self.demo_on = False
        else:
            self.line.pop(0)
            self.line_version = self.answered = self.controller.version
            left = len(self.line)
            self.verdict.setText(self.tr("Demo: %n move(s) to go.", "", left) if left else self.tr("Demo: won."))
            self.demo_on = bool(self.line)
            if self.demo_on and not self.view.scene.animator.busy:
                self.timer.start(self.controller.pace_ms)
        self.refresh()

    # --- the panel -------------------------------------------------------------------

    def verdict_text(self, answer: Solution) -> str:
        if answer.verdict == "won":
            return self.tr("Can still be won: a winning line of %n move(s) is known.", "", len(answer.line))
        if answer.verdict == "lost":
            return self.tr("Can no longer be won.")
        return self.tr("Not known yet ({count} positions searched).").format(count=format_number(answer.nodes))

    def retranslate(self) -> None:
        """The box and the buttons in the language now installed (a verdict shown stays until the next)."""
        self.live_box.setText(self.tr("Tell me if it can still be won"))
        self.ask_button.setText(self.tr("Can it still be won?"))
        self.demo_button.setText(self.tr("Stop demo") if self.demo_on else self.tr("Demo"))

    def refresh(self) -> None:

        """Enable what applies now; forget a verdict the match has moved past,
        and with the live verdict on, look at a new position once it settles."""
        if self.stepping:
            return
        self._load_setting()
        version = self.controller.version
        if self.asked is not None and self.asked != version:
            self.stop_search()
            self.verdict.setText("")
        if self.line_version != version and self.asked is None:
            self.line = []
            self.demo_on = False
            if self.answered != version:
                self.verdict.setText("")
        live = self.controller.is_human_turn()
        if self.live and live and self.asked is None and self.answered != version \
                and not self.demo_on:
            self.verdict.setText(translated(THINKING))
            self.settle.start(SETTLE_MS)
        self.ask_button.setEnabled(live and self.asked is None and not self.demo_on
                                   and self.answered != version)
        self.demo_button.setText(self.tr("Stop demo") if self.demo_on else self.tr("Demo"))
        self.demo_button.setEnabled(self.demo_on or (live and self._line_holds()))
