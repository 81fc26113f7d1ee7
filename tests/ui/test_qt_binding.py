"""The Qt binding itself: PySide6 6.12.0 drops a reference to None on every
QGraphicsItem move, which aborts Python 3.11 after a few thousand card moves.
pyproject.toml keeps that version out; this test catches any binding that
brings the fault back."""

import sys

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from cardtable.ui.art import svg
from cardtable.ui.card_item import CardItem
from cardtable.ui.renderer import CardRenderer


class Art:
    aspect = 5 / 7

    def face_svg(self, code):
        return svg.document(svg.frame())

    def back_svg(self, kind=""):
        return svg.back()


def test_moving_cards_keeps_none_alive(qapp):
    scene = QGraphicsScene()
    items = [CardItem(CardRenderer(Art()), "x", True) for _ in range(20)]
    for item in items:
        scene.addItem(item)
    before = sys.getrefcount(None)
    for step in range(50):
        for item in items:
            item.setPos(QPointF(step, step))
            item.setRotation(step)
            item.setZValue(step)
    assert sys.getrefcount(None) - before > -100  # 3000 moves: a leak would show -3000
