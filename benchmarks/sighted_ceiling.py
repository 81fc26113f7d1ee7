"""How far reading the table could take a search: `hard` that sees every card.

The seat plays the game's ``hard`` search with one change: every world it
searches is the true deal, no hidden card redealt (``Sighted``), so it
knows every hand, the face-down cards and the stock. The others play
``--against`` (default ``easy``). This is a yardstick, not a player: the
gap between it and ``hard`` against the same level (``ai_strength.py``) is
what the hidden cards are worth to the search, the most any better reading
of the plays could win back; where even the sighted seat falls short of a
target, the target asks more than the search's play-outs can give.

Matches are duplicate as in ``ai_strength.py`` (each seed played with the
sighted seat in every seat in turn); the output and the ``--out`` lines are
that script's (pairing ``sighted:LEVEL``), so ``ai_strength.py --from FILE``
summarises them too.

    .venv/bin/python benchmarks/sighted_ceiling.py le-rouge-et-le-noir-4p --seeds 50 \\
        --first-seed 32000 --jobs 2 --out FILE
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai_strength import outcome_for, play_all, scale_budget, summarise  # noqa: E402

from cardtable.ai.base import Decision, decision_for  # noqa: E402
from cardtable.ai.registry import general_class, make_agent  # noqa: E402
from cardtable.catalog import catalog  # noqa: E402
from cardtable.engine.rng import agent_rng  # noqa: E402


def sighted_class(engine: str) -> type:
    """The game's ``hard`` search, searching the true deal only."""
    hard = general_class(engine, "hard")
    return type("Sighted", (hard,), {"sample_world": lambda self, world: world.clone()})


def sighted_agent(engine: str, seat: int, rng):
    """A sighted seat as the benchmarks play it: deterministic (its budget
    in play-outs, not seconds), so a run replays the same on any machine."""
    agent = sighted_class(engine)(seat, rng)
    agent.deterministic = True
    return agent


def choice(state, seat: int, agent, sighted: bool):
    """``agent``'s action in ``seat``; a sighted agent's only world is
    the true ``state`` (a copy), every other agent's a redeal of its own."""
    decision = decision_for(state, seat, None if sighted else agent)
    if sighted:
        decision = Decision(seat, decision.observation, decision.legal, decision.choices,
                            state.clone())
    return agent.choose(decision)


def play_one(task: tuple) -> tuple[str, str, int, float, float, float]:
    """As ``ai_strength.play_one``, the sighted seat given the true state."""
    ruleset_id, _, pairing, seed, seat_a, scale = task
    ruleset = catalog().get(ruleset_id)
    game = ruleset.make_game()
    players = game.num_players
    others = pairing.split(":")[1]
    agents = [sighted_agent(ruleset.engine, seat, agent_rng(seed, seat)) if seat == seat_a
              else make_agent(ruleset.engine, others, seat, agent_rng(seed, seat),
                              deterministic=True, players=players)
              for seat in range(players)]
    for agent in agents:
        scale_budget(agent, scale)
    start = time.perf_counter()
    state = game.new_state(seed)
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(choice(state, seat, agents[seat], sighted=seat == seat_a))
    credit, points = outcome_for(state.match_result(), seat_a)
    return ruleset_id, pairing, seed, credit, points, time.perf_counter() - start


def play_task(task: tuple) -> tuple[tuple, tuple]:
    return task, play_one(task)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("ruleset")
    parser.add_argument("--against", default="easy", help="the level in the other seats")
    parser.add_argument("--seeds", type=int, default=10, help="base seeds (each played from every seat)")
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--scale", type=float, default=1.0,
                        help="share of the search levels' play-out budgets (every seat alike)")
    parser.add_argument("--out", metavar="FILE", help="append each match to FILE as it ends")
    args = parser.parse_args()
    players = catalog().get(args.ruleset).make_game().num_players
    pairing = f"sighted:{args.against}"
    tasks = [(args.ruleset, {}, pairing, seed, seat, args.scale)
             for seed in range(args.first_seed, args.first_seed + args.seeds)
             for seat in range(players)]
    summarise(play_all(tasks, play_task, args.out, args.jobs))


if __name__ == "__main__":
    main()
