"""Game → New match…: a level for each computer seat, then a new match.

Each computer seat gets its own level among those its game has (``random``,
``easy``, ``normal``, ``hard``), so a person can, say, play with a ``hard``
partner against ``easy`` opponents. The choices start from the current
match's levels. The dialog is not modal: the table stays usable behind it.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from cardtable.engine.match import SEAT_NAMES
from cardtable.ui.language import level_name, seat_name



class NewMatchDialog(QDialog):
    def __init__(self, parent: QWidget, title: str, levels: list[str], current: list[str | None],
                 start: Callable[[list[str | None]], None]):
        """``current``: a level per seat, None for the person's seat."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("New match"))
        self.current = current
        self.start = start
        form = QFormLayout(self)
        form.addRow(QLabel(f"<b>{title}</b>"))
        names = SEAT_NAMES[len(current)]
        self.boxes: dict[int, QComboBox] = {}
        for seat, level in enumerate(current):
            if level is None:
                continue
            box = QComboBox(self)
            box.addItems([level_name(name) for name in levels])
            box.setCurrentIndex(levels.index(level) if level in levels else 0)
            self.boxes[seat] = box
            form.addRow(seat_name(names[seat]), box)
        self.levels = levels
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, parent=self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.buttons = buttons

    def chosen(self) -> list[str | None]:
        return [None if seat not in self.boxes else self.levels[self.boxes[seat].currentIndex()]
                for seat in range(len(self.current))]

    def accept(self) -> None:
        super().accept()
        self.start(self.chosen())
