"""The statistics window: figures per variant, and a chart of the selected
variant's results over time, drawn with QPainter (no plotting dependency).

The chart shows one bar per match, oldest on the left (up: won, down: lost or
abandoned, half height: won with a player aid), and the running win rate as a
line over them, so a player sees both the last results and the trend.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt

from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QDialog, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, \
    QVBoxLayout, QWidget

from cardtable.engine.rulesets import RulesetCatalog
from cardtable.store.database import MatchRow
from cardtable.store.games import AGAIN, GameStore
from cardtable.store.statistics import Figures
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.ui import palette
from cardtable.ui.language import format_number, ruleset_name, translated

COLUMNS = (QT_TRANSLATE_NOOP("StatisticsWindow", "Game"),
           QT_TRANSLATE_NOOP("StatisticsWindow", "Played"),
           QT_TRANSLATE_NOOP("StatisticsWindow", "Won"),
           QT_TRANSLATE_NOOP("StatisticsWindow", "Abandoned"),
           QT_TRANSLATE_NOOP("StatisticsWindow", "Win rate"),
           QT_TRANSLATE_NOOP("StatisticsWindow", "Streak"),
           QT_TRANSLATE_NOOP("StatisticsWindow", "Best streak"),
           QT_TRANSLATE_NOOP("StatisticsWindow", "Fewest moves"),
           QT_TRANSLATE_NOOP("StatisticsWindow", "Shortest time"),
           QT_TRANSLATE_NOOP("StatisticsWindow", "Points per deal"),
           QT_TRANSLATE_NOOP("StatisticsWindow", "Contracts made"))
OUTCOME_COLOURS = {"won": "#3fa34d", "assisted": "#9ccf8f", "lost": "#c0392b", "abandoned": "#8a8a8a"}


def _percent(share: float) -> str:
    return QCoreApplication.translate("StatisticsWindow", "{number}%").format(number=format_number(100 * share, 0))


def _cells(name: str, f: Figures) -> list[str]:
    minutes = (f"{int(f.shortest_seconds // 60)}:{int(f.shortest_seconds % 60):02d}"
               if f.shortest_seconds is not None else "")
    contracts = (f"{f.contracts_made}/{f.contracts_taken} ({_percent(f.contracts_made / f.contracts_taken)})"
                 if f.contracts_taken else "")
    points = "" if f.points_per_deal is None else ("+" if f.points_per_deal > 0 else "") + format_number(
        f.points_per_deal, 1)
    return [name, str(f.played), str(f.won), str(f.abandoned), _percent(f.win_rate),
            str(f.current_streak), str(f.best_streak),
            "" if f.fewest_moves is None else str(f.fewest_moves), minutes, points, contracts]


class ResultsChart(QWidget):
    """Results over time of one variant (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.rows: list[MatchRow] = []
        self.setMinimumHeight(180)

    def set_rows(self, rows: list[MatchRow]) -> None:
        self.rows = sorted(rows, key=lambda r: r.finished_at)
        self.update()

    def win_rates(self) -> list[float]:
        """The running win rate after each match (what the line shows)."""
        out, won = [], 0
        for n, row in enumerate(self.rows, 1):
            won += row.outcome == "won"
            out.append(won / n)
        return out

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(36, 10, -10, -10)
        painter.fillRect(self.rect(), QColor(palette.FELT))
        painter.setPen(QPen(QColor(palette.CREAM), 1))
        middle = area.center().y()
        painter.drawLine(QPointF(area.left(), middle), QPointF(area.right(), middle))
        painter.drawText(QRectF(0, area.top() - 6, 34, 14), Qt.AlignmentFlag.AlignRight, "100%")
        painter.drawText(QRectF(0, area.bottom() - 8, 34, 14), Qt.AlignmentFlag.AlignRight, "0%")
        if not self.rows:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.tr("No match finished yet."))
            return
        step = area.width() / len(self.rows)
        half = area.height() / 2
        for i, row in enumerate(self.rows):
            height = {"won": -half, "assisted": -half / 2}.get(row.outcome, half * 0.6)
            bar = QRectF(area.left() + i * step + step * 0.15, middle, step * 0.7, height).normalized()
            painter.fillRect(bar, QColor(OUTCOME_COLOURS[row.outcome]))
        painter.setPen(QPen(QColor("#f5d76e"), 2))
        points = [QPointF(area.left() + (i + 0.5) * step, area.bottom() - rate * area.height())
                  for i, rate in enumerate(self.win_rates())]
        for a, b in zip(points, points[1:]):
            painter.drawLine(a, b)
        for point in points[-1:]:
            painter.drawEllipse(point, 3, 3)


class StatisticsWindow(QDialog):
    def __init__(self, store: GameStore, catalog: RulesetCatalog, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(980, 520)
        names = {r.id: ruleset_name(r) for r in catalog.rulesets}
        self.figures = store.figures()
        names.update({rid: self.tr("{game} (deals played again)").format(
            game=names.get(rid[:-len(AGAIN)], rid[:-len(AGAIN)])) for rid in self.figures if rid.endswith(AGAIN)})
        self.rows_by_ruleset: dict[str, list[MatchRow]] = {}
        for row in store.history():
            self.rows_by_ruleset.setdefault(row.ruleset, []).append(row)
        layout = QVBoxLayout(self)
        if store.db is None:
            layout.addWidget(QLabel(self.tr("Statistics are not available: {reason}.").format(
                reason=translated(store.unwritable) if store.unwritable else self.tr("no database"))))
        self.table = QTableWidget(len(self.figures), len(COLUMNS))
        self.table.setHorizontalHeaderLabels([translated(c) for c in COLUMNS])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.ruleset_ids = sorted(self.figures, key=lambda rid: names.get(rid, rid))
        for r, ruleset_id in enumerate(self.ruleset_ids):
            for c, text in enumerate(_cells(names.get(ruleset_id, ruleset_id), self.figures[ruleset_id])):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        layout.addWidget(self.table)
        self.chart_title = QLabel()
        layout.addWidget(self.chart_title)
        self.chart = ResultsChart(self)
        layout.addWidget(self.chart)
        self.names = names
        self.table.currentCellChanged.connect(lambda row, *_: self.show_chart(row))
        if self.ruleset_ids:
            self.table.selectRow(0)
            self.show_chart(0)
        else:
            self.chart_title.setText(self.tr("No match finished yet."))

    def show_chart(self, row: int) -> None:
        if not 0 <= row < len(self.ruleset_ids):
            return
        ruleset_id = self.ruleset_ids[row]
        self.chart_title.setText(self.tr("Results over time: {game} (bars: won up, lost down, grey abandoned; "
                                         "line: win rate)").format(game=self.names.get(ruleset_id, ruleset_id)))
        self.chart.set_rows(self.rows_by_ruleset.get(ruleset_id, []))
