"""How long "Review this deal" takes: the hard player's judgement of every
decision of the person's seat in one deal, per ruleset.

A deal is played by ``easy`` players in every seat (seat 0 stands for the
person), then reviewed with ``ai.review.review`` as the table does it, one
decision after another, with the hard player's budget (play-outs and time
limit per decision; ``--deterministic``: the play-outs alone). Prints the
decisions judged, the seconds per decision (mean, wall clock and CPU), the
whole deal's review (median over the deals), and how many decisions were
marked costly. The table shows the judgements as they come, so the first is on
the screen after one decision's time.

    .venv/bin/python benchmarks/review_time.py red-secret-4p tarot-4p --seeds 2
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai.registry import make_agent  # noqa: E402
from cardtable.ai.review import costly, judge_class, review  # noqa: E402
from cardtable.ai.search import Budget  # noqa: E402
from cardtable.catalog import catalog  # noqa: E402
from cardtable.engine.match import make_record, seat_list  # noqa: E402
from cardtable.engine.rng import agent_rng  # noqa: E402
from cardtable.ai.base import decision_for  # noqa: E402

DEFAULT = ["le-rouge-et-le-noir-4p", "red-secret-4p", "blanc-et-noir-4p", "tarot-4p"]


def first_deal(ruleset, seed: int):
    """A record of the first deal, every seat played by ``easy``."""
    game = ruleset.make_game()
    state = game.new_state(seed, human_seats=(0,))
    agents = [make_agent(ruleset.engine, "easy", s, agent_rng(seed, s)) for s in range(game.num_players)]
    while not state.is_terminal() and state.deal_log[0].result is None:
        seat = state.current_player()
        state.apply(agents[seat].choose(decision_for(state, seat)))
    return make_record(state, ruleset.id, seat_list(game.num_players, [None] + ["easy"] * (game.num_players - 1)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("rulesets", nargs="*", default=DEFAULT)
    parser.add_argument("--seeds", type=int, default=1, help="deals per ruleset")
    parser.add_argument("--deterministic", action="store_true", help="no time limit")
    args = parser.parse_args()
    for ruleset_id in args.rulesets:
        ruleset = catalog().get(ruleset_id)
        hard = judge_class(ruleset.engine)
        budget = Budget(hard.budget.playouts, None) if args.deterministic else hard.budget
        wall, cpu, count, marked = [], [], 0, 0
        for seed in range(1, args.seeds + 1):
            record = first_deal(ruleset, seed)
            t, c = time.perf_counter(), time.process_time()
            judged = review(record, 0, {0}, budget)
            wall.append(time.perf_counter() - t)
            cpu.append(time.process_time() - c)
            count += len(judged)
            marked += len(costly(judged))
        print(f"{ruleset_id}: {count} decisions in {args.seeds} deal(s), "
              f"{sum(wall) / max(1, count):.2f} s each (CPU {sum(cpu) / max(1, count):.2f} s); "
              f"a deal's review median {statistics.median(wall):.1f} s (CPU {statistics.median(cpu):.1f} s); "
              f"{marked} marked costly", flush=True)

if __name__ == "__main__":
    main()
