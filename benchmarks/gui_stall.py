"""Does the table stay live while computer seats search? A timer probe, offscreen.

The real window plays a French Tarot deal with its computer seats at a
search level (they think in the child process) and the person's seat played
by the easy player through ``controller.act``, animation on. A 5 ms timer on
the GUI thread records how late each of its ticks comes; a late tick is a
stall of the GUI thread. Prints the p50, p99 and worst lateness (target: p99
under 30 ms).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/gui_stall.py --level normal
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-stall-"))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from cardtable.ai.base import decision_for  # noqa: E402
from cardtable.ai.registry import make_agent  # noqa: E402
from cardtable.catalog import catalog  # noqa: E402
from cardtable.store.games import GameStore  # noqa: E402
from cardtable.store.settings import Settings  # noqa: E402
from cardtable.ui.main_window import MainWindow  # noqa: E402

TICK_MS = 5


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ruleset", default="tarot-4p")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    settings = Settings()
    settings.values.update(animation="fast", ai_pace_ms=0, ai_level=args.level)
    window = MainWindow(catalog(), settings, GameStore())
    window.resize(1200, 800)
    window.show()
    window.open_startup(args.ruleset, args.seed)
    controller, view = window.controller, window.game_view
    me = make_agent(controller.game.engine_id, "easy", 0, random.Random(1),
                    players=controller.players)
    lateness: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        lateness.append(max(0.0, (now - last[0]) * 1000 - TICK_MS))
        last[0] = now
        if view.overlay is not None or controller.state.is_terminal():
            app.quit()   # the deal is scored
        elif controller.is_human_turn() and not view.scene.animator.busy:
            controller.act(me.choose(decision_for(controller.state, 0)))

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    timer.start()
    start = time.perf_counter()
    app.exec()
    controller.shutdown()
    lateness.sort()
    p = lambda q: lateness[min(len(lateness) - 1, int(q * len(lateness)))]  # noqa: E731
    print(f"{args.ruleset}, computer seats {args.level}: one deal in {time.perf_counter() - start:.0f} s, "
          f"{len(lateness)} ticks; GUI lateness p50 {p(0.5):.1f} ms, p99 {p(0.99):.1f} ms, "
          f"worst {lateness[-1]:.1f} ms")


if __name__ == "__main__":
    main()
