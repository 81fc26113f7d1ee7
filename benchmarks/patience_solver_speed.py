"""How fast the Rouge et Noir solver looks at positions, on one core.

Figures (medians over ``--repeats``, each the median over ``DEALS``):

- ``solve/s``: positions per second of the whole solver (``solve``: the
  proof and the beams in turn) from the opening, with a budget of
  ``--positions`` positions per deal instead of a time, so every revision
  does the same search while the search stays the same.
- ``beam/s``: positions per second of one beam alone (``_Search.beam``,
  the first shape and noise, seed 1), where the solver spends most of its
  time from the opening. The shape is each revision's own: across a change
  of ``SHAPES`` the two beams are not the same search.

The deals are ones the solver leaves unknown in 10 s (README), where the
budget is all spent. Times are processor time of the measuring process
(``time.process_time``). ``--against REV`` measures git revision REV with this
same code in the same run (``at_revision.py``) and prints the speed-up. The
revision runs from a fresh checkout, where nothing is compiled: as Python.
So ``--against HEAD`` measures what the compiled build (setup.py) gains; the
header says whether this side ran compiled. With ``--compiled`` the revision
is installed first, compiled as a wheel is (a minute or so): a compiled
build against a compiled build.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if "--measure" not in sys.argv:  # a subprocess measuring another revision gets it from PYTHONPATH
    sys.path.insert(0, str(ROOT))

from at_revision import measure_at  # noqa: E402  (a file beside this one)
from cardtable.engine.rouge_et_noir_patience.game import PatienceGame  # noqa: E402
from cardtable.engine.rouge_et_noir_patience.options import Options  # noqa: E402

DEALS = (14, 17, 21, 22, 24)


def rates(positions: int) -> dict[str, float]:
    """The median positions per second over ``DEALS``, solver and beam."""
    from cardtable.engine.rouge_et_noir_patience import solver

    game = PatienceGame(Options())
    solve_rates, beam_rates = [], []
    for deal in DEALS:
        start = time.process_time()
        answer = solver.solve(game.new_state(deal), max_nodes=positions)
        solve_rates.append(answer.nodes / (time.process_time() - start))
        search = solver._Search(game.new_state(deal), None, None)
        start = time.process_time()
        _, _, seen = search.beam(positions // 3, random.Random(1), solver.SHAPES[0],
                                 solver.NOISES[0])
        beam_rates.append(seen / (time.process_time() - start))
    return {"solve/s": statistics.median(solve_rates), "beam/s": statistics.median(beam_rates)}


def measure(positions: int, repeats: int) -> dict[str, float]:
    runs = [rates(positions) for _ in range(repeats)]
    return {name: statistics.median(run[name] for run in runs) for name in runs[0]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=150_000, help="per deal, for solve/s")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--against", metavar="REV", help="also measure this git revision")
    parser.add_argument("--compiled", action="store_true",
                        help="install REV first, compiled, instead of running its source")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    old = measure_at(args.against, __file__, ["--positions", str(args.positions),
                                              "--repeats", str(args.repeats)], args.compiled) \
        if args.against else None
    new = measure(args.positions, args.repeats)
    from cardtable.engine.rouge_et_noir_patience.solver import COMPILED

    if args.json:
        import cardtable
        print(json.dumps({"source": str(Path(cardtable.__file__).resolve()), "figures": new,
                          "compiled": COMPILED}))
        return
    print(f"Rouge et Noir solver ({'compiled' if COMPILED else 'as Python'}), positions per second "
          f"on one core, deals {DEALS}, medians of {args.repeats} runs"
          + (f"; {args.against} {'compiled' if args.compiled else 'as Python'}" if old else ""))
    for name, value in new.items():
        line = f"{name:8} {value:9,.0f}"
        if old:
            line += f"   {args.against}: {old[name]:9,.0f}   speed-up {value / old[name]:.2f}x"
        print(line)


if __name__ == "__main__":
    main()
