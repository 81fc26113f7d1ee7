"""Every deal of the shipped list of winnable Rouge et Noir deals proved won
again by the solver (the tests prove a sample), with the positions and time
each took; exit 1 if any is not won. ``--nodes`` is the budget per deal (the
list is the deals of 1-1000 that ``cardtable winnable --from 1 --to 1000
--nodes 1000000`` proved won, each within 980,742 positions, every line
replayed)."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.catalog import catalog  # noqa: E402
from cardtable.engine.rouge_et_noir_patience.solver import solve  # noqa: E402
from cardtable.engine.rouge_et_noir_patience.winnable import read_list  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--nodes", type=int, default=1_000_000)
    args = parser.parse_args()
    game = catalog().get("rouge-et-noir-patience").make_game()
    options, numbers = read_list()
    if options != game.options_dict():
        print(f"the list was proved for other options: {options}")
        return 1
    failed, times = [], []
    for number in numbers:
        start = time.perf_counter()
        answer = solve(game.new_state(number), max_nodes=args.nodes)
        times.append(time.perf_counter() - start)
        print(f"deal {number}: {answer.verdict} ({answer.nodes} positions, {times[-1]:.1f} s)")
        if answer.verdict != "won":
            failed.append(number)
    print(f"{len(numbers) - len(failed)} of {len(numbers)} won; median {statistics.median(times):.1f} s per deal")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
