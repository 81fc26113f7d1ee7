"""Turns card art into pixmaps: one QSvgRenderer per drawing (or per installed
deck file, one element per card), pixmaps cached per size and device pixel
ratio, so a table of 104 cards repaints from cache and stays sharp on
high-DPI screens."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer


class CardRenderer:
    def __init__(self, art):
        self.art = art
        self._renderers: dict[tuple[str, str], QSvgRenderer] = {}
        self._pixmaps: dict[tuple, QPixmap] = {}

    def set_art(self, art) -> None:
        """Draw with ``art`` from now on (another deck chosen): the caches go."""
        self.art = art
        self._renderers.clear()
        self._pixmaps.clear()

    def _renderer(self, key: tuple[str, str]) -> QSvgRenderer:
        renderer = self._renderers.get(key)
        if renderer is None:
            kind, name = key
            svg = self.art.face_svg(name) if kind == "face" else self.art.back_svg(name)
            renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
            self._renderers[key] = renderer
        return renderer

    def _draw(self, painter: QPainter, box: QRectF, code: str | None, back_kind: str) -> None:
        source = self.art.source(code, back_kind) if hasattr(self.art, "source") else None
        if source is None:
            key = ("face", code) if code is not None else ("back", back_kind)
            self._renderer(key).render(painter, box)
            return
        # an installed deck's card keeps its own proportions, centred in the box
        element, card = source
        scale = min(box.width() / max(card.width(), 1e-6), box.height() / max(card.height(), 1e-6))
        x = box.x() + (box.width() - card.width() * scale) / 2
        y = box.y() + (box.height() - card.height() * scale) / 2
        painter.setClipRect(QRectF(x, y, card.width() * scale, card.height() * scale))
        bounds = self.art.svg.boundsOnElement(element)
        self.art.svg.render(painter, element, QRectF(
            x + (bounds.x() - card.x()) * scale, y + (bounds.y() - card.y()) * scale,
            bounds.width() * scale, bounds.height() * scale))

    def pixmap(self, code: str | None, back_kind: str, width: int, height: int,
               dpr: float) -> QPixmap:
        """The face of ``code`` (or the back ``back_kind`` when code is None)."""
        cache_key = (code, back_kind if code is None else "", width, height, round(dpr, 2))
        pixmap = self._pixmaps.get(cache_key)
        if pixmap is None:
            image = QImage(max(1, round(width * dpr)), max(1, round(height * dpr)),
                           QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._draw(painter, QRectF(0, 0, image.width(), image.height()), code, back_kind)
            painter.end()
            pixmap = QPixmap.fromImage(image)
            pixmap.setDevicePixelRatio(dpr)
            if len(self._pixmaps) > 600:  # sizes change on resize: keep the cache bounded
                self._pixmaps.clear()
            self._pixmaps[cache_key] = pixmap
        return pixmap
