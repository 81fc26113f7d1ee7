"""How far the Rouge et Noir solver gets from the opening position: over
numbered deals, the share it proves won, proves lost or leaves unknown within
a budget of positions per deal, and the median time per deal (deals searched
in parallel processes when ``--jobs`` > 1; a time is one deal's own)."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.engine.rouge_et_noir_patience.game import PatienceGame  # noqa: E402
from cardtable.engine.rouge_et_noir_patience.options import Options  # noqa: E402
from cardtable.engine.rouge_et_noir_patience.solver import MAX_NODES, solve  # noqa: E402


def one_deal(deal: int, nodes: int) -> tuple[int, str, int, int, float]:
    """(deal, verdict, moves in the line, positions searched, seconds)."""
    state = PatienceGame(Options()).new_state(deal)
    start = time.perf_counter()
    answer = solve(state, max_nodes=nodes)
    return deal, answer.verdict, len(answer.line), answer.nodes, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=50, help="deals 1..N")
    parser.add_argument("--nodes", type=int, default=MAX_NODES, help="positions per deal")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    print(f"deals 1-{args.deals}, at most {args.nodes:,} positions each, "
          f"default options (deal any time, no auto-move)")
    print(f"{'deal':>5} {'verdict':8} {'moves':>5} {'positions':>9} {'s':>6}")
    with ProcessPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(one_deal, range(1, args.deals + 1), [args.nodes] * args.deals))
    for deal, verdict, moves, nodes, seconds in rows:
        print(f"{deal:5} {verdict:8} {moves or '':>5} {nodes:9} {seconds:6.1f}")
    print()
    for verdict in ("won", "lost", "unknown"):
        count = sum(row[1] == verdict for row in rows)
        print(f"{verdict:8} {count:3} / {len(rows)}  ({100 * count / len(rows):.0f}%)")
    times = [row[4] for row in rows]
    won = [row[4] for row in rows if row[1] == "won"]
    print(f"median time per deal {statistics.median(times):.1f} s"
          + (f"; median for a win {statistics.median(won):.1f} s, "
             f"median winning line {statistics.median(r[2] for r in rows if r[1] == 'won'):.0f} moves"
             if won else ""))


if __name__ == "__main__":
    main()
