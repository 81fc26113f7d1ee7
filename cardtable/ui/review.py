"""The review of a trick game on the table: "Review this deal".

The record is open as a replay (the table's Back/Next and Left/Right step
through it move by move); this box in the side panel lists the person's
decisions of the deals reviewed (``ai.review.decisions``) and fills in the
hard player's judgement of each as it comes (in the 2-player duel, where
hard plays an equilibrium, the box calls its judge "the search": see
``ai.review``): the choice, the best candidate,
and the points the choice gave away. The decisions that cost the most
(``ai.review.costly``) are marked in the list, and when the replay stands
at one of the person's decisions the best card is outlined on the table and
the line above it says what the judge thought: both estimates (points gained
in the deal against the others' average, as in the hint) and, for a marked
one, its rank. A row clicked (or Enter on
it), the box's buttons, or Up/Down on the table go to the previous or next
decision.

Judging runs in a thinking process of the box's own (``ui.thinker``, as the
hint's), one decision a job, so the table never waits and the progress bar
moves with each answer; closing the table, or opening another game or
replay, ends it (``end``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QProgressBar, \
    QPushButton, QVBoxLayout, QWidget

from cardtable.ai.review import Judgement, Point, costly, decisions, judge, judge_class, \
    judge_is_hard, judgement, review_seed
from cardtable.ai.search import Budget
from cardtable.engine.record import Record
from cardtable.ui.hint import action_text
from cardtable.ui.thinker import Thinker

BUDGET: Budget | None = None   # the judge's budget per decision; None: the hard player's own
COSTLY = "#f6c343"             # the marked rows' background


class ReviewBox(QWidget):
    def __init__(self, view, record: Record, seat: int, deals: set[int] | None) -> None:
        super().__init__(view.panel.widget())
        self.view, self.controller, self.record = view, view.controller, record
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 8)
        self.deals = deals
        self.title = QLabel()
        self.progress = QProgressBar()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.list = QListWidget()
        self.list.setMinimumHeight(160)
        self.list.setWordWrap(True)   # the panel is narrow: a row takes two lines rather than a scroll bar
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setSpacing(1)
        self.list.itemActivated.connect(self._go_to_item)
        self.list.itemClicked.connect(self._go_to_item)
        row = QHBoxLayout()
        self.previous = QPushButton()
        self.previous.clicked.connect(lambda: self.jump(-1))
        self.next = QPushButton()
        self.next.clicked.connect(lambda: self.jump(1))
        self._set_words()
        row.addWidget(self.previous)
        row.addWidget(self.next)
        for widget in (self.title, self.progress, self.summary):
            layout.addWidget(widget)
        layout.addLayout(row)
        layout.addWidget(self.list)

        self.points: list[Point] = []
        self.judged: dict[int, Judgement] = {}   # by step
        self.marked: list[Judgement] = []
        self.failed: dict[int, str] = {}         # by step: why a decision was not judged
        self._waiting: list = []   # (point, state) not yet sent to the judge
        self.thinker = Thinker(self)
        process = self.thinker.process
        view.destroyed.connect(lambda *_: process.close())   # the table goes: the judging ends
        self.controller.changed.connect(self._on_step)
        self._start(record, seat, deals)

    # --- judging --------------------------------------------------------------------

    def _start(self, record: Record, seat: int, deals: set[int] | None) -> None:
        """List the decisions and send the first to the judge (the main window
        opens a review only for a game ``judge_class`` has a judge for)."""
        hard = judge_class(record.engine)
        self._by_hard = judge_is_hard(record.engine, len(record.seats))
        found = list(decisions(record, seat, deals))
        self.points = [point for point, _state in found]
        self.progress.setRange(0, max(1, len(found)))
        self.progress.setValue(0 if found else 1)
        for point in self.points:
            self.list.addItem(QListWidgetItem(self._row_text(point)))
        self._set_summary()
        if not found:
            return
        self._hard, self._seat, self._waiting = hard, seat, found
        self._submit_next()

    def _submit_next(self) -> None:
        """One job out at a time: a whole match's decisions sent at once could
        fill the pipe and make the table wait for the child to read them."""
        if not self._waiting:
            return
        point, state = self._waiting.pop(0)
        agent, decision = judge(self._hard, point, state, self._seat, BUDGET or self._hard.budget,
                                review_seed(self.record, point))
        self.thinker.submit(agent, decision, lambda failed, value: self._judged(point, failed, value),
                            analyse=True)

    def _judged(self, point: Point, failed: bool, value) -> None:
        row = self.points.index(point)
        if failed:
            self.failed[point.step] = value
        else:
            self.judged[point.step] = judgement(point, value)
        self.list.item(row).setText(self._row_text(point))
        done = self.progress.value() + 1
        self.progress.setValue(done)
        if done == len(self.points):
            self._finish()
        else:
            self._submit_next()
        if self.controller.replay_pos == point.step:
            self._on_step([])

    def _finish(self) -> None:
        """Every decision judged: mark the costliest."""
        self.marked = costly(list(self.judged.values()))
        bold = QFont(self.list.font())
        bold.setBold(True)
        for found in self.marked:
            item = self.list.item(self.points.index(found.point))
            item.setText(self._row_text(found.point))
            item.setFont(bold)
            item.setBackground(QBrush(QColor(COSTLY)))
            item.setForeground(QBrush(QColor("#1a1a1a")))
        self._set_summary()

    def end(self) -> None:
        """Stop judging (the table is closing or shows something else)."""
        self._waiting = []
        self.thinker.close()

    # --- words -----------------------------------------------------------------------

    def retranslate(self) -> None:
        """Options → Language: every word of the box again in the language now
        installed, from what has been judged so far (the judging goes on)."""
        self._set_words()
        for row, point in enumerate(self.points):
            self.list.item(row).setText(self._row_text(point))
        self._set_summary()

    def _set_words(self) -> None:
        deals = self.deals
        scope = (self.tr("Review of deal {0}").format(min(deals) + 1) if deals and len(deals) == 1
                 else self.tr("Review of the match"))
        self.title.setText(f"<b>{scope}</b>")
        self.progress.setAccessibleName(self.tr("Decisions judged"))
        self.list.setAccessibleName(self.tr("Your decisions"))
        self.previous.setText(self.tr("◀ Decision"))
        self.previous.setAccessibleName(self.tr("Previous decision"))
        self.previous.setToolTip(self.tr("Your previous decision (Up)"))
        self.next.setText(self.tr("Decision ▶"))
        self.next.setAccessibleName(self.tr("Next decision"))
        self.next.setToolTip(self.tr("Your next decision (Down)"))

    def _set_summary(self) -> None:
        """The line over the list: judging, the costliest decision, or none."""
        if not self.points:
            self.summary.setText(self.tr("You had no choice to make here."))
        elif self.progress.value() < len(self.points):
            self.summary.setText(self.tr("The hard player is judging your decisions…") if self._by_hard
                                 else self.tr("The search is judging your decisions…"))
        elif self.marked:
            worst = self.marked[0]
            self.summary.setText(self.tr("Your costliest decision: {0}, {1} points given away. "
                                         "The marked rows cost the most.").format(
                self._where(worst.point), f"{worst.loss:.1f}"))
        else:
            self.summary.setText(self.tr("No decision clearly cost you points: well played."))

    def _where(self, point: Point) -> str:
        return self.tr("deal {0}, move {1}").format(point.deal + 1, point.move)

    def _said(self, action) -> str:
        return action_text(action, self.controller.game.engine_id)

    def _row_text(self, point: Point) -> str:
        """A decision's row as far as it is judged, numbered when it is marked."""
        chosen = self._said(point.action)
        found = self.judged.get(point.step)
        if point.step in self.failed:
            text = self.tr("{0}: not judged ({1})").format(self._where(point), self.failed[point.step])
        elif found is None:
            text = self.tr("{0}: {1} …").format(self._where(point), chosen)
        elif found.best is found.chosen:
            text = self.tr("{0}: {1}, the best").format(self._where(point), chosen)
        else:
            text = self.tr("{0}: {1}, best {2} (−{3})").format(
                self._where(point), chosen, self._said(found.best.action), f"{found.loss:.1f}")
        ranks = [j.point for j in self.marked]
        return f"{ranks.index(point) + 1}. {text}" if point in ranks else text

    # --- stepping --------------------------------------------------------------------

    def jump(self, direction: int) -> None:
        """Go to the person's previous (-1) or next (1) decision from where the replay stands."""
        here = self.controller.replay_pos
        steps = [p.step for p in self.points]
        ahead = [s for s in steps if s > here] if direction > 0 else [s for s in steps if s < here]
        if ahead:
            self.go_to(ahead[0] if direction > 0 else ahead[-1])

    def go_to(self, step: int) -> None:
        """The replay at the position just before the decision at ``step``."""
        self.controller.replay_step(step - self.controller.replay_pos)

    def _go_to_item(self, item: QListWidgetItem) -> None:
        self.go_to(self.points[self.list.row(item)].step)
        self.view.setFocus()   # Left/Right step the table again

    def _on_step(self, _events: list) -> None:
        """At one of the person's decisions: select its row, outline the best
        card once the table is still, and say what the judge thought."""
        if self.controller.replaying is None:   # the deal is being played again: no more review
            self.end()
            self.hide()
            return
        here = self.controller.replay_pos
        steps = [p.step for p in self.points]
        self.previous.setEnabled(any(s < here for s in steps))
        self.next.setEnabled(any(s > here for s in steps))
        if here not in steps:
            return
        row = steps.index(here)
        self.list.blockSignals(True)
        self.list.setCurrentRow(row)
        self.list.blockSignals(False)
        found = self.judged.get(here)
        if found is None:
            return
        self.view.scene.animator.enqueue(lambda _a: self._mark(found))

    def _mark(self, found: Judgement) -> None:
        if self.controller.replay_pos != found.point.step:
            return
        best = found.best.action
        codes = set(best.get("cards", ())) | ({best["card"]} if "card" in best else set())
        for items in self.view.scene.cards.values():
            for item in items:
                if item.code in codes:
                    item.hinted = True
                    item.update()
        chosen = self._said(found.point.action)
        if found.best is found.chosen:
            text = (self.tr("Review, {0}: you chose {1} ({2:+.1f}), the hard player's choice too.") if self._by_hard
                    else self.tr("Review, {0}: you chose {1} ({2:+.1f}), the search's choice too.")).format(
                self._where(found.point), chosen, found.chosen.value)
        else:
            text = (self.tr("Review, {0}: you chose {1} ({2:+.1f}); the hard player would {3} "
                            "({4:+.1f}, outlined), {5:.1f} points better.") if self._by_hard
                    else self.tr("Review, {0}: you chose {1} ({2:+.1f}); the search would {3} "
                                 "({4:+.1f}, outlined), {5:.1f} points better.")).format(
                self._where(found.point), chosen, found.chosen.value, self._said(best),
                found.best.value, found.loss)
        ranks = [j.point for j in self.marked]
        if found.point in ranks:
            text = self.tr("Costly decision {0} of {1}. {2}").format(
                ranks.index(found.point) + 1, len(ranks), text)
        self.view.show_message(text)
