"""A fingerprint of what the search levels play: proof that a speed-up changed no play.

For each searched ruleset it plays the first ``--steps`` moves of a few
matches with ``normal`` and ``hard`` seats at fixed budgets (``--scale`` of
them, no clock), and hashes, for every searched decision, every candidate's
gain in every world the search sampled, and the move made. Run it from two
trees (``git worktree``) and compare the lines: a change that only makes
the search faster prints the same hashes. It also prints the CPU seconds
each ruleset took, which is the point of such a change.

    .venv/bin/python benchmarks/search_fingerprint.py tarot-4p tarot-6p --matches 3
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from cardtable.ai.base import decision_for  # noqa: E402
from cardtable.ai.registry import make_agent  # noqa: E402
from cardtable.ai.search import SearchAgent  # noqa: E402
from cardtable.catalog import catalog  # noqa: E402
from cardtable.engine.rng import agent_rng  # noqa: E402
from ai_strength import scale_budget  # noqa: E402


def searched_rulesets() -> list[str]:
    """The rulesets whose ``hard`` searches (the 2-player duel's levels
    look their moves up)."""
    return [r.id for r in catalog().rulesets if r.players > 1 and isinstance(
        make_agent(r.engine, "hard", 0, agent_rng(0, 0), players=r.players), SearchAgent)]


def fingerprint(ruleset_id: str, matches: int, steps: int, scale: float, first_seed: int
                ) -> tuple[str, int, float]:
    """(hash, searched decisions, CPU seconds) over the first ``steps``
    moves of ``matches`` matches, seats alternating ``hard`` and ``normal``."""
    ruleset = catalog().get(ruleset_id)
    game = ruleset.make_game()
    digest = hashlib.sha256()
    searched = 0
    start = time.process_time()
    for seed in range(first_seed, first_seed + matches):
        state = game.new_state(seed)
        agents = []
        for seat in range(game.num_players):
            agent = make_agent(ruleset.engine, ("hard", "normal")[seat % 2], seat,
                               agent_rng(seed, seat), deterministic=True, players=game.num_players)
            scale_budget(agent, scale)
            agents.append(agent)
        for _ in range(steps):
            if state.is_terminal():
                break
            seat = state.current_player()
            agent = agents[seat]
            decision = decision_for(state, seat, agent)
            if len(decision.legal) > 1 or decision.choices:
                estimates = agent.analyse(decision)
                action = estimates[0].action
                for estimate in estimates:
                    digest.update(json.dumps([estimate.action, sorted(estimate.gains.items())],
                                             sort_keys=True).encode())
                searched += 1
            else:
                action = agent.choose(decision)
            digest.update(json.dumps(action, sort_keys=True).encode())
            state.apply(action)
    return digest.hexdigest()[:16], searched, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("rulesets", nargs="*", help="default: every searched ruleset")
    parser.add_argument("--matches", type=int, default=3)
    parser.add_argument("--steps", type=int, default=60, help="moves played per match")
    parser.add_argument("--scale", type=float, default=0.25, help="share of the budgets")
    parser.add_argument("--first-seed", type=int, default=1)
    args = parser.parse_args()
    for ruleset_id in args.rulesets or searched_rulesets():
        digest, searched, cpu = fingerprint(ruleset_id, args.matches, args.steps, args.scale,
                                            args.first_seed)
        print(f"{ruleset_id:28} {digest}  {searched:4} searched decisions  {cpu:7.2f} s CPU",
              flush=True)


if __name__ == "__main__":
    main()
