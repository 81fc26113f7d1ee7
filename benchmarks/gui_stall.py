"""Does the table stay live while four computer seats play? A timer probe, offscreen.

The real window plays a French Tarot deal (deals that nobody bids on are
passed over), animation on, with every seat a
computer at a search level: the three opponents through the controller as
always, the person's seat through the same thinking process (the way the
hint asks it) and ``controller.act``. A 5 ms timer on the GUI thread records
how late each of its ticks comes; a late tick is a stall of the GUI thread.
Prints p50, p95, p99 and the worst lateness (target: p99 under 30 ms).

On a machine shared with other busy processes a late tick may be the
operating system's doing (the process was not running), not the GUI
thread's work: the second line counts, for each tick, only the processor
time the GUI thread itself spent since the previous tick (capped at the
lateness), which is what the table's code can answer for.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/gui_stall.py [--level normal] [--seed 2]
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


def percentiles(values: list[float]) -> str:
    values = sorted(values)
    at = lambda q: values[min(len(values) - 1, int(q * len(values)))]  # noqa: E731
    return (f"p50 {at(0.5):.1f} ms, p95 {at(0.95):.1f} ms, p99 {at(0.99):.1f} ms, "
            f"worst {values[-1]:.1f} ms")


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
    me = make_agent(controller.game.engine_id, args.level, controller.human_seat, random.Random(1),
                    players=controller.players)
    asked = [-1]   # the controller's version the person's seat is thinking about
    lateness: list[float] = []
    own: list[float] = []
    last = [time.perf_counter(), time.thread_time()]

    def answer(version: int, failed: bool, action) -> None:
        if not failed and controller.version == version:
            controller.act(action)

    def tick() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        late = max(0.0, (now - last[0]) * 1000 - TICK_MS)
        lateness.append(late)
        own.append(min(late, (cpu - last[1]) * 1000))
        last[:] = now, cpu
        if view.overlay is not None or controller.state.is_terminal():
            if controller.state.is_terminal() or len(controller.state.deal_log[-1].actions) > 40:
                app.quit()   # a deal was played out and scored
            else:
                view.overlay.buttons[view.NEXT_DEAL].click()   # nobody bid: the next deal
        elif controller.is_human_turn() and asked[0] != controller.version:
            asked[0] = version = controller.version
            decision = decision_for(controller.state, controller.human_seat, me)
            if me.needs_world:
                controller.thinker.submit(me, decision, lambda failed, value: answer(version, failed, value))
            else:
                answer(version, False, me.choose(decision))
        last[1] = time.thread_time()   # the probe's own work is not the table's

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    timer.start()
    start = time.perf_counter()
    app.exec()
    controller.shutdown()
    print(f"{args.ruleset}, four computer seats {args.level}: one deal in "
          f"{time.perf_counter() - start:.0f} s, {len(lateness)} ticks")
    print(f"  GUI timer lateness:             {percentiles(lateness)}")
    print(f"  of it the GUI thread's own work: {percentiles(own)}")


if __name__ == "__main__":
    main()
