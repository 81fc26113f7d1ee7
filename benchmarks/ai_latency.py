"""How long each AI level takes per decision: p50, p95 and the slowest, per ruleset.

The measured level sits in every seat in turn (the others ``easy``, or
``--others``) and
plays as on the table, with its time limit (search levels are not run
``deterministic`` here: the clock is what is measured). A decision's time
includes building its ``Decision`` (the determinized world the caller makes
for a search). CPU time is printed beside the wall clock: on a shared
machine the search's time limit (wall clock) buys fewer play-outs.
``--deterministic`` plays the fixed budgets instead (as ``simulate`` and
``ai_strength`` do), to see what they cost in CPU. For a search level it also
prints the median play-outs a decision completed, and the fewest (decisions
solved exactly near the end left out), against its budget: the share of the budget the table
reaches, the ``--scale`` at which ``ai_strength`` plays as the table does. Targets: ``easy`` under 10 ms, ``normal`` p95 under 0.5 s,
``hard`` p95 under 2 s.

    .venv/bin/python benchmarks/ai_latency.py tarot-5p red-secret-4p --levels easy,normal,hard
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai.base import decision_for  # noqa: E402
from cardtable.ai.registry import available_levels, make_agent  # noqa: E402
from cardtable.ai.search import SearchAgent  # noqa: E402
from cardtable.catalog import catalog  # noqa: E402
from cardtable.engine.rng import agent_rng  # noqa: E402


def decision_times(ruleset, level: str, decisions: int, seed: int, deterministic: bool = False,
                   others: str = "easy") -> tuple[list[float], list[float], list[int]]:
    """Seconds per decision of ``level`` over ``decisions`` decisions: wall
    clock, and this process's CPU time (what the wall clock would be on an
    idle machine; a search's time limit reads the wall clock); and for a
    search, the play-outs each decision played out that had a choice.
    ``others``: the level of every other seat (a player that reads how the
    others play may think longer against some than against others)."""
    game = ruleset.make_game()
    times: list[float] = []
    cpu: list[float] = []
    playouts: list[int] = []
    while len(times) < decisions:
        state = game.new_state(seed)
        measured = seed % game.num_players
        agents = [make_agent(ruleset.engine, level if s == measured else others, s, agent_rng(seed, s),
                             deterministic=deterministic, players=game.num_players)
                  for s in range(game.num_players)]
        while not state.is_terminal() and len(times) < decisions:
            seat = state.current_player()
            start, start_cpu = time.perf_counter(), time.process_time()
            agent = agents[seat]
            decision = decision_for(state, seat, agent)
            if seat == measured and isinstance(agent, SearchAgent) and len(decision.legal) > 1 \
                    and not agent._solving(decision):
                estimates = agent.analyse(decision, stop=agent.stop)
                action = estimates[0].action
                playouts.append(sum(e.samples for e in estimates))
            else:
                action = agent.choose(decision)
            if seat == measured:
                times.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
            state.apply(action)
        seed += 1
    return times, cpu, playouts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("rulesets", nargs="*")
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--decisions", type=int, default=60, help="decisions measured per level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--others", default="easy", help="the level of the other seats")
    parser.add_argument("--deterministic", action="store_true",
                        help="fixed play-out budgets, no time limit: what a budget costs in CPU")
    args = parser.parse_args()
    rulesets = [catalog().get(r) for r in args.rulesets] or \
        [r for r in catalog().rulesets if r.players > 1]
    print(f"{'ruleset':<28}{'level':<8}{'decisions':>10}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}"
          f"{'CPU p50':>9}{'CPU p95':>9}{'play-outs (least)':>19}")
    for ruleset in rulesets:
        for level in args.levels.split(","):
            if level not in available_levels(ruleset.engine):
                continue
            times, cpu, playouts = map(sorted, decision_times(ruleset, level, args.decisions,
                                                                  args.seed, args.deterministic,
                                                                  args.others))
            budget = getattr(make_agent(ruleset.engine, level, 0, agent_rng(0, 0),
                                        players=ruleset.players), "budget", None)
            done = f"{statistics.median(playouts):.0f} ({playouts[0]})/" \
                f"{budget.for_players(ruleset.players).playouts}" \
                if playouts else ""
            print(f"{ruleset.id:<28}{level:<8}{len(times):>10}{statistics.median(times) * 1000:>9.1f}"
                  f"{p95(times) * 1000:>9.1f}{times[-1] * 1000:>9.1f}"
                  f"{statistics.median(cpu) * 1000:>9.1f}{p95(cpu) * 1000:>9.1f}{done:>19}", flush=True)


def p95(values: list[float]) -> float:
    return values[min(len(values) - 1, int(0.95 * len(values)))]


if __name__ == "__main__":
    main()
