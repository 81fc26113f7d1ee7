"""The history of finished matches (each opens as a replay on the table) and
the list of saved games kept aside because they could not be resumed."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtCore import QDateTime, QLocale
from PySide6.QtWidgets import QDialog, QHeaderView, QHBoxLayout, QLabel, QPushButton, \
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from cardtable.ai.review import judge_class
from cardtable.engine.rulesets import RulesetCatalog
from cardtable.store.database import MatchRow
from cardtable.store.games import GameStore
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.ui.language import format_number, ruleset_name, translated

OUTCOME_WORDS = {"won": QT_TRANSLATE_NOOP("HistoryWindow", "Won"), "lost": QT_TRANSLATE_NOOP("HistoryWindow", "Lost"),
                 "abandoned": QT_TRANSLATE_NOOP("HistoryWindow", "Abandoned"),
                 "assisted": QT_TRANSLATE_NOOP("HistoryWindow", "Won with the demo")}


def _table(headers: tuple[str, ...], rows: list[list[str]]) -> QTableWidget:
    table = QTableWidget(len(rows), len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
    table.verticalHeader().hide()
    table.horizontalHeader().setSectionResizeMode(len(headers) - 1, QHeaderView.ResizeMode.Stretch)
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            table.setItem(r, c, QTableWidgetItem(text))
    return table


class HistoryWindow(QDialog):
    """Date, variant, opponents' levels and result of every match, newest first."""

    HEADERS = (QT_TRANSLATE_NOOP("HistoryWindow", "Date"), QT_TRANSLATE_NOOP("HistoryWindow", "Game"),
               QT_TRANSLATE_NOOP("HistoryWindow", "Opponents"), QT_TRANSLATE_NOOP("HistoryWindow", "Result"),
               QT_TRANSLATE_NOOP("HistoryWindow", "Your score"))

    def __init__(self, store: GameStore, catalog: RulesetCatalog,
                 open_record: Callable[[Path], bool], parent: QWidget | None = None,
                 review_record: Callable[[Path], bool] | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("History"))
        self.resize(760, 480)
        self.open_record = open_record
        self.review_record = review_record
        names = {r.id: ruleset_name(r) for r in catalog.rulesets}
        self.matches: list[MatchRow] = store.history()
        locale = QLocale()
        rows = [[locale.toString(QDateTime.fromSecsSinceEpoch(int(m.finished_at)), QLocale.FormatType.ShortFormat),
                 names.get(m.ruleset, m.ruleset), m.opponents or "—", translated(OUTCOME_WORDS[m.outcome]),
                 format_number(m.scores[m.human_seat]) if m.human_seat < len(m.scores) else ""]
                for m in self.matches]
        layout = QVBoxLayout(self)
        if not rows:
            layout.addWidget(QLabel(self.tr("No match finished yet.")))
        self.table = _table(tuple(translated(h) for h in self.HEADERS), rows)
        self.table.cellDoubleClicked.connect(lambda row, _col: self.replay(row))
        layout.addWidget(self.table)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.replay_button = QPushButton(self.tr("Replay on the table"))
        self.replay_button.clicked.connect(lambda: self.replay(self.table.currentRow()))
        buttons.addWidget(self.replay_button)
        if review_record is not None:
            self.review_button = QPushButton(self.tr("&Review on the table"))
            self.review_button.setToolTip(self.tr("Step through the match with the hard player's "
                                                  "judgement of each of your decisions"))
            self.review_button.clicked.connect(lambda: self.review(self.table.currentRow()))
            buttons.addWidget(self.review_button)
            self.table.currentCellChanged.connect(lambda row, *_: self._reviewable(row))
            self._reviewable(self.table.currentRow())
        layout.addLayout(buttons)

    def replay(self, row: int) -> None:
        self._open(row, self.open_record)

    def review(self, row: int) -> None:
        self._open(row, self.review_record)

    def _reviewable(self, row: int) -> None:
        """Review only the games whose decisions a search player judges (not patience)."""
        self.review_button.setEnabled(0 <= row < len(self.matches)
                                      and judge_class(self.matches[row].engine) is not None)

    def _open(self, row: int, how: Callable[[Path], bool]) -> None:
        """Match ``row`` on the table (``how``); this window closes when it is there."""
        if 0 <= row < len(self.matches) and how(Path(self.matches[row].record_path)):
            self.close()


class SetAsideWindow(QDialog):
    """Saved games that could not be resumed, kept in ``saves/aside``: where and why."""

    def __init__(self, store: GameStore, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Saved games kept aside"))
        self.resize(760, 320)
        self.kept = store.set_aside_saves()
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("These saved games could not be resumed. They are kept, never "
                                        "overwritten; a record can still be opened with File → Open record.")
                                if self.kept else self.tr("No saved game was kept aside.")))
        self.table = _table((self.tr("File"), self.tr("Why")), [[str(k.path), k.reason] for k in self.kept])
        layout.addWidget(self.table)
