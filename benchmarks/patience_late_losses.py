"""The Rouge et Noir solver's "lost" late in real deals, checked by a second
search. From the opening no deal is proved lost yet (README), so the proofs
of loss (the relaxation, the exhaustive proof) are checked where they do
decide: positions of deals 1..N played on at random until at most
``--stock`` cards are left in the stock (``patience_exhaustive.played_to``,
``--playouts`` seeds a deal). The solver gets ``--nodes`` positions each;
every position it proves lost goes to the simple exhaustive search
(``tests/engine/patience_exhaustive.py``: the engine's own moves, nothing of
the solver's pruning) with ``--check-positions``. A disagreement is a bug
(exit 1); "ran out" means the simple search could not decide.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.engine.rouge_et_noir_patience.game import PatienceGame  # noqa: E402
from cardtable.engine.rouge_et_noir_patience.options import Options  # noqa: E402
from cardtable.engine.rouge_et_noir_patience.solver import solve  # noqa: E402
from tests.engine.patience_exhaustive import exhaustive, played_to  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=10, help="deals 1..N")
    parser.add_argument("--playouts", type=int, default=4, help="random playouts a deal")
    parser.add_argument("--stock", type=int, default=7, help="cards left in the stock at most")
    parser.add_argument("--nodes", type=int, default=20_000, help="the solver's positions")
    parser.add_argument("--check-positions", type=int, default=300_000)
    args = parser.parse_args()
    game = PatienceGame(Options())
    tally: Counter = Counter()
    print(f"{'deal':>5} {'seed':>4} {'solver':8} {'positions':>9} {'simple search':13} {'s':>6}")
    for deal in range(1, args.deals + 1):
        for seed in range(args.playouts):
            state = played_to(game.new_state(deal), random.Random(seed), args.stock)
            if state.end is not None:
                tally["ended in the playout"] += 1
                continue
            answer = solve(state.clone(), max_nodes=args.nodes)
            tally[answer.verdict] += 1
            if answer.verdict != "lost":
                continue
            start = time.process_time()
            truth = exhaustive(state, args.check_positions)
            tally["lost, confirmed" if truth == "lost" else
                  "lost, simple search ran out" if truth is None else "LOST BUT WON"] += 1
            print(f"{deal:5} {seed:4} {'lost':8} {answer.nodes:9} {truth or 'ran out':13} "
                  f"{time.process_time() - start:6.1f}")
    print()
    for key, count in sorted(tally.items()):
        print(f"{key}: {count}")
    return 1 if tally["LOST BUT WON"] else 0


if __name__ == "__main__":
    sys.exit(main())
