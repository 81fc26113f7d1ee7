"""How long one table sync takes (matching items and laying out, animation
off), for a 104-card patience-sized table and a 78-card trick table."""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from cardtable.engine.cards import double_french_deck, tarot_deck  # noqa: E402
from cardtable.ui.renderer import CardRenderer  # noqa: E402
from cardtable.ui.scene import CardSpec, Pile, TableScene  # noqa: E402


class PlainArt:
    aspect = 5 / 7

    def face_svg(self, code):
        from cardtable.ui.art import svg
        return svg.document(svg.frame() + svg.text(100, 140, code, 60))

    def back_svg(self, kind=""):
        from cardtable.ui.art import svg
        return svg.back()


def measure(deck: list[str], piles: int, repeats: int = 30) -> float:
    scene = TableScene(CardRenderer(PlainArt()))
    scene.animator.speed = 0
    scene.set_piles([Pile(f"p{i}", QPointF(80 * i, 0), (0, 1), 0.3) for i in range(piles)])
    times = []
    for r in range(repeats):
        rotated = deck[r % len(deck):] + deck[:r % len(deck)]  # every sync moves every card
        layout = {f"p{i}": [CardSpec(c) for c in rotated[i::piles]] for i in range(piles)}
        start = time.perf_counter()
        scene.sync(layout)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    QApplication.instance() or QApplication([])
    print(f"patience 104 cards / 10 piles: {1000 * measure(double_french_deck(), 10):.2f} ms median per sync")
    print(f"tarot 78 cards / 6 piles:      {1000 * measure(tarot_deck(), 6):.2f} ms median per sync")


if __name__ == "__main__":
    main()
