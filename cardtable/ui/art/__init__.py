"""Card art: each game's faces and backs as SVG text, drawn by ``renderer.py``.

A game provides ``cardtable/ui/art/<engine_id>.py`` with ``ART``, an object
with ``aspect`` (width / height), ``face_svg(code)`` and ``back_svg(kind)``
(``kind`` "" is the usual back; games may have more, e.g. Red Secret's red
back). SVG text, not files, so one small module draws a whole deck and every
card stays sharp at any size.
"""

from __future__ import annotations

import importlib
from typing import Protocol


class DeckArt(Protocol):
    aspect: float

    def face_svg(self, code: str) -> str: ...

    def back_svg(self, kind: str = "") -> str: ...


def art_for(engine_id: str) -> DeckArt:
    return importlib.import_module(f"cardtable.ui.art.{engine_id}").ART
