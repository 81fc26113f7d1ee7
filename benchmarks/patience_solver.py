"""How far the Rouge et Noir solver gets from the opening: over numbered
deals, the share it proves won, proves lost or leaves unknown within a budget
of processor seconds per deal, the share of winnable deals with its 95%
interval, and the time per deal (``cardtable.solve``, the code behind
``cardtable solve``; every winning line is replayed through the engine).

``--check-lost K`` then gives up to K of the deals proved lost to a second,
simpler exhaustive search (``tests/engine/patience_exhaustive.py``: the
engine's own moves and an exact-position table, nothing of the solver's
pruning) with ``--check-positions`` positions each, and reports whether it
agrees or runs out.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.catalog import catalog  # noqa: E402
from cardtable.solve import solve_deal, summary  # noqa: E402
from tests.engine.patience_exhaustive import exhaustive  # noqa: E402

RULESET = "rouge-et-noir-patience"


def check_lost(deal: int, positions: int) -> tuple[int, str | None, float]:
    game = catalog().get(RULESET).make_game()
    start = time.process_time()
    return deal, exhaustive(game.new_state(deal), positions), time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=50, help="deals 1..N")
    parser.add_argument("--timeout", type=float, default=10.0, help="processor seconds per deal")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--check-lost", type=int, default=0, metavar="K")
    parser.add_argument("--check-positions", type=int, default=2_000_000)
    args = parser.parse_args()
    ruleset = catalog().get(RULESET)
    print(f"deals 1-{args.deals}, {args.timeout:g} processor seconds each, default options "
          f"(deal any time, no auto-move)")
    print(f"{'deal':>5} {'verdict':8} {'moves':>5} {'positions':>9} {'s':>6}")
    tasks = [(ruleset, deal, args.timeout, False) for deal in range(1, args.deals + 1)]
    with ProcessPoolExecutor(args.jobs) as pool:
        rows = [row for row, _ in pool.map(solve_deal, tasks)]
    for row in rows:
        print(f"{row['deal']:5} {row['verdict']:8} {row['moves'] or '':>5} "
              f"{row['positions']:9} {row['seconds']:6.1f}")
    print()
    for line in summary(rows):
        print(line)
    for verdict in ("won", "lost", "unknown"):
        times = [r["seconds"] for r in rows if r["verdict"] == verdict]
        if times:
            print(f"median seconds when {verdict}: {statistics.median(times):.2f}")
    lost = [r["deal"] for r in rows if r["verdict"] == "lost"][:args.check_lost]
    if lost:
        print(f"\nsimple exhaustive search on {len(lost)} lost deals, "
              f"{args.check_positions:,} positions each:")
        with ProcessPoolExecutor(args.jobs) as pool:
            for deal, truth, seconds in pool.map(check_lost, lost, [args.check_positions] * len(lost)):
                print(f"{deal:5} {truth or 'ran out':8} {seconds:6.1f} s")


if __name__ == "__main__":
    main()
