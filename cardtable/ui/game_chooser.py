"""The first page of a new player: every game and its variants as buttons on
the felt (the same list as the Game menu). A game in progress says so on its
button; clicking it resumes that game."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from cardtable.engine.rulesets import Ruleset, RulesetCatalog
from cardtable.ui import language, palette

STYLE = f"""
#chooser {{ background: {palette.FELT}; }}
#chooser QLabel {{ color: {palette.CREAM}; }}
#chooser QGroupBox {{ color: {palette.CREAM}; font-weight: bold; border: 1px solid #4d8f62;
                     border-radius: 8px; margin-top: 14px; padding: 8px; }}
#chooser QGroupBox::title {{ subcontrol-origin: margin; left: 10px; }}
#chooser QPushButton {{ background: {palette.CREAM}; border-radius: 5px; padding: 6px 10px; text-align: left; }}
#chooser QPushButton:hover {{ background: #ffffff; }}
"""


class GameChooser(QWidget):
    def __init__(self, catalog: RulesetCatalog, start: Callable[[Ruleset], object]):
        super().__init__()
        self.setObjectName("chooser")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 30, 40, 30)
        title = QLabel(self.tr("<h1>cardtable</h1><p>Choose a game. It is saved as you play.</p>"))
        outer.addWidget(title)
        grid = QGridLayout()
        outer.addLayout(grid)
        outer.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        self.names: dict[str, str] = {}
        for n, rulesets in enumerate(catalog.by_engine().values()):
            box = QGroupBox(language.translated(rulesets[0].info.title))
            column = QVBoxLayout(box)
            tagline = QLabel(language.translated(rulesets[0].info.tagline))
            tagline.setWordWrap(True)
            column.addWidget(tagline)
            for ruleset in rulesets:
                self.names[ruleset.id] = language.ruleset_name(ruleset).split(" — ", 1)[-1]
                button = QPushButton(self.names[ruleset.id])
                button.setToolTip(language.ruleset_description(ruleset))
                button.clicked.connect(lambda _=False, r=ruleset: start(r))
                column.addWidget(button)
                self.buttons[ruleset.id] = button
            grid.addWidget(box, n // 3, n % 3, Qt.AlignmentFlag.AlignTop)

    def mark_in_progress(self, ruleset_ids: set[str]) -> None:
        for ruleset_id, button in self.buttons.items():
            waiting = ruleset_id in ruleset_ids
            name = self.names[ruleset_id]
            button.setText(self.tr("{variant}  — resume").format(variant=name) if waiting else name)

