"""One card on the table: draws its face or back from the shared renderer.

A card item knows nothing of rules. The scene moves it by animating ``pos``,
``rotation`` and ``flip`` (0 shows the old side, 1 the new one: the card
narrows to an edge and widens again, so a turn looks like a turn).
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsObject

from cardtable.ui import palette


class CardItem(QGraphicsObject):
    HIGHLIGHT = QColor(palette.GOLD)
    FOCUS = QColor("#3fa9ff")
    HINT = QColor("#6ee06e")

    def __init__(self, renderer, code: str | None, face_up: bool, back: str = ""):
        super().__init__()
        self.renderer = renderer
        self.code = code            # None: the viewer does not know this card
        self.face_up = face_up
        self.back = back
        self.pile_id: str | None = None
        self.index = -1
        self.playable = False
        self.selected = False
        self.focused = False        # the keyboard cursor (drawn only while the keyboard is in use)
        self.hinted = False         # a hint's card: cleared by the table's next change
        self.hover_target = False
        self.accessible_name = ""   # what a screen reader says of it (set by the scene's namer)
        self._size = (70.0, 98.0)
        self._flip = 1.0
        self._shown = (code, face_up, back)  # the side painted before a flip ends
        self.setAcceptHoverEvents(False)

    # --- geometry -----------------------------------------------------------

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != self._size:
            self.prepareGeometryChange()
            self._size = (width, height)
            self.setTransformOriginPoint(width / 2, height / 2)

    def boundingRect(self) -> QRectF:
        w, h = self._size
        return QRectF(-4, -4, w + 8, h + 8)

    def card_rect(self) -> QRectF:
        """The card's own rectangle in scene coordinates (unrotated)."""
        w, h = self._size
        return QRectF(self.pos(), QPointF(self.pos().x() + w, self.pos().y() + h))

    # --- the flip ----------------------------------------------------------

    def set_side(self, code: str | None, face_up: bool, back: str) -> bool:
        """Set what the card shows; True if the visible side changes (a turn)."""
        before = self._visible(self.code, self.face_up, self.back)
        self.code, self.face_up, self.back = code, face_up, back
        changed = before != self._visible(code, face_up, back)
        if not changed and self._shown != (code, face_up, back):
            self._shown = (code, face_up, back)
            self.update()
        return changed

    @staticmethod
    def _visible(code, face_up, back):
        return (code, "") if (face_up and code is not None) else (None, back)

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        if value >= 0.5:
            self._shown = (self.code, self.face_up, self.back)
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def finish_flip(self) -> None:
        self._set_flip(1.0)

    # --- painting -----------------------------------------------------------

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self._size
        code, face_up, back = self._shown
        visible_code, back_kind = self._visible(code, face_up, back)
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        t = painter.worldTransform()  # the scale without the rotation (m11 is 0 at 90 degrees)
        scale = max(math.hypot(t.m11(), t.m12()), math.hypot(t.m21(), t.m22()), 1e-3)
        pixmap = self.renderer.pixmap(visible_code, back_kind, round(w * scale), round(h * scale), dpr)
        painter.save()
        squeeze = abs(1 - 2 * self._flip) if self._flip < 1.0 else 1.0
        if squeeze < 1.0 or abs(t.m11() * t.m12()) + abs(t.m21() * t.m22()) > 1e-6:
            # Filtered only while the pixmap is really resampled (a turn, a
            # slant on the way to a side seat): at rest it is drawn pixel for
            # pixel, crisper and several times cheaper than filtering a whole
            # table on every frame.
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if squeeze < 1.0:
            painter.setTransform(QTransform().translate(w / 2, 0).scale(max(squeeze, 0.02), 1)
                                 .translate(-w / 2, 0), True)
        painter.drawPixmap(QRectF(0, 0, w, h), pixmap, QRectF(pixmap.rect()))
        painter.restore()
        colour = None
        if self.hover_target or self.focused:
            colour = self.FOCUS
        elif self.hinted:
            colour = self.HINT
        elif self.playable:
            colour = self.HIGHLIGHT
        if colour is not None:
            pen = QPen(colour, 3.5)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-1.5, -1.5, w + 3, h + 3), w * 0.08, w * 0.08)
