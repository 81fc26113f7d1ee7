"""Contrast of the table's words (issue 15): every text colour the palette
lists against its ground, and every text item each game's table draws,
measured on the felt (or the slot's shade of it) where it lies, with WCAG 2's
formula: 4.5:1, or 3:1 for large text (24 px, or 19 px bold)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

from cardtable.catalog import catalog
from cardtable.ui import palette
from tests.ui.conftest import wait_for_turn
from tests.ui.test_card_art import contrast

GAMES = ["le-rouge-et-le-noir-4p", "rouge-et-noir-patience", "red-secret-3p", "blanc-et-noir-4p",
         "tarot-5p"]


def over(colour: QColor, ground: QColor) -> QColor:
    """``colour`` drawn with its alpha over an opaque ``ground``."""
    a = colour.alphaF()
    return QColor.fromRgbF(*(c * a + g * (1 - a) for c, g in zip(colour.getRgbF()[:3], ground.getRgbF()[:3])))


def least_for(item: QGraphicsSimpleTextItem) -> float:
    font = item.font()
    size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
    return 3.0 if size >= 24 or (font.bold() and size >= 19) else 4.5


@pytest.mark.parametrize("what, ink, ground", palette.TEXT_ON)
def test_every_listed_text_colour_reads_on_its_ground(what, ink, ground):
    assert contrast(ink, ground) >= 4.5, (what, round(contrast(ink, ground), 2))


def test_the_slot_word_reads_on_the_slot(qtbot, window_for):
    window = window_for("red-secret-3p")
    slot = next(item for item in window.game_view.scene.items() if isinstance(item, QGraphicsRectItem)
                and item.childItems() and item.isVisible())
    ground = over(slot.brush().color(), QColor(palette.FELT))
    word = slot.childItems()[0].brush().color()
    assert contrast(word.name(), ground.name()) >= 4.5


@pytest.mark.parametrize("ruleset_id", GAMES)
def test_every_word_on_the_table_reads(qtbot, window_for, ruleset_id):
    assert ruleset_id in {r.id for r in catalog().rulesets}
    window = window_for(ruleset_id, seed=2)
    view, controller = window.game_view, window.controller
    rng = random.Random(2)
    weak, seen = set(), 0
    for _ in range(40):
        wait_for_turn(qtbot, window)
        for item in view.scene.items():
            if not isinstance(item, QGraphicsSimpleTextItem) or not item.isVisible() or not item.text():
                continue
            ground = QColor(palette.FELT)
            if isinstance(item.parentItem(), QGraphicsRectItem):      # a slot's word
                ground = over(item.parentItem().brush().color(), ground)
            ink = over(item.brush().color(), ground)
            seen += 1
            ratio = contrast(ink.name(), ground.name())
            if ratio < least_for(item):
                weak.add((item.text(), ink.name(), round(ratio, 2)))
        if view.overlay is not None or controller.state.is_terminal():
            break
        legal = controller.legal_actions()
        controller.act(rng.choice(legal) if legal else rng.choice(controller.card_choices()).sample(rng))
    assert seen and not weak, weak
