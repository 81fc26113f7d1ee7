"""Matches per second for each ruleset, with random and easy seats, and what
the replay check costs relative to playing. Prints a median over repeats."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai.registry import make_agent  # noqa: E402
from cardtable.catalog import catalog  # noqa: E402
from cardtable.engine.errors import CardtableError  # noqa: E402
from cardtable.engine.match import replay  # noqa: E402
from cardtable.simulate import play_match  # noqa: E402
from cardtable.engine.rng import agent_rng  # noqa: E402


def batch(ruleset, level: str, matches: int, first_seed: int) -> tuple[float, float]:
    """Seconds to play ``matches`` matches, and seconds to replay-check them."""
    game = ruleset.make_game()
    records = []
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + matches):
        agents = [make_agent(ruleset.engine, level, s, agent_rng(seed, s), players=game.num_players) for s in range(game.num_players)]
        records.append(play_match(game, ruleset.id, seed, agents))
    played = time.perf_counter() - start
    start = time.perf_counter()
    for record in records:
        replay(record)
    return played, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("rulesets", nargs="*")
    parser.add_argument("--matches", type=int, default=50)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    cat = catalog()
    chosen = [cat.get(r) for r in args.rulesets] if args.rulesets else cat.rulesets
    print(f"{'ruleset':28} {'level':7} {'matches/s':>10} {'ms/match':>9} {'replay/play':>11}")
    for ruleset in chosen:
        for level in ("random", "easy"):
            try:
                runs = [batch(ruleset, level, args.matches, 1 + r * args.matches) for r in range(args.repeats)]
            except CardtableError as exc:
                print(f"{ruleset.id:28} {level:7} unavailable: {exc}")
                break
            play = statistics.median(p for p, _ in runs)
            ratio = statistics.median(r / p for p, r in runs)
            print(f"{ruleset.id:28} {level:7} {args.matches / play:10.1f} {1000 * play / args.matches:9.2f} "
                  f"{ratio:11.2f}")


if __name__ == "__main__":
    main()
