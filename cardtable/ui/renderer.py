"""Turns card SVG into pixmaps: one QSvgRenderer per drawing, pixmaps cached
per size and device pixel ratio, so a table of 104 cards repaints from cache
and stays sharp on high-DPI screens."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer


class CardRenderer:
    def __init__(self, art):
        self.art = art
        self._renderers: dict[tuple[str, str], QSvgRenderer] = {}
        self._pixmaps: dict[tuple, QPixmap] = {}

    def _renderer(self, key: tuple[str, str]) -> QSvgRenderer:
        renderer = self._renderers.get(key)
        if renderer is None:
            kind, name = key
            svg = self.art.face_svg(name) if kind == "face" else self.art.back_svg(name)
            renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
            self._renderers[key] = renderer
        return renderer

    def pixmap(self, code: str | None, back_kind: str, width: int, height: int,
               dpr: float) -> QPixmap:
        """The face of ``code`` (or the back ``back_kind`` when code is None)."""
        key = ("face", code) if code is not None else ("back", back_kind)
        cache_key = (key, width, height, round(dpr, 2))
        pixmap = self._pixmaps.get(cache_key)
        if pixmap is None:
            image = QImage(max(1, round(width * dpr)), max(1, round(height * dpr)),
                           QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._renderer(key).render(painter, QRectF(0, 0, image.width(), image.height()))
            painter.end()
            pixmap = QPixmap.fromImage(image)
            pixmap.setDevicePixelRatio(dpr)
            if len(self._pixmaps) > 600:  # sizes change on resize: keep the cache bounded
                self._pixmaps.clear()
            self._pixmaps[cache_key] = pixmap
        return pixmap
