"""Recompute the shipped equilibrium of the 2-player Le Rouge et Le Noir.

    python scripts/compute_duel_strategy.py [--deck standard|short|both]
        [--iterations N] [--carries 0,1,2] [--out DIR]

Solves one deal per carry bucket with CFR+ (``cardtable.ai.duel_solve``) and
writes ``duel_strategy_<deck>.json.gz`` into DIR (default: the package's
``cardtable/ai/data``). Needs NumPy (``pip install -e '.[solver]'``). The
standard deck takes several minutes per carry bucket on one core.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai import duel_solve  # noqa: E402
from cardtable.ai.le_rouge_et_le_noir_cfr import CARRIES, strategy_resource  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--deck", choices=("standard", "short", "both"), default="both")
    parser.add_argument("--iterations", type=int, default=600)
    parser.add_argument("--carries", default=",".join(map(str, CARRIES)))
    parser.add_argument("--out", type=Path, default=duel_solve.DATA)
    args = parser.parse_args(argv)
    carries = [int(c) for c in args.carries.split(",")]
    decks = ("short", "standard") if args.deck == "both" else (args.deck,)
    for deck in decks:
        start = time.perf_counter()
        tree = duel_solve.deal_tree(deck)
        print(f"{deck} deck: tree built in {time.perf_counter() - start:.0f} s")
        solved = {carry: duel_solve.solve(tree, carry, args.iterations) for carry in carries}
        path = args.out / strategy_resource(deck)
        duel_solve.write(path, deck, args.iterations, solved)
        print(f"wrote {path} ({path.stat().st_size // 1024} KiB) in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
