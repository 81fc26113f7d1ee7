"""How strong each AI level is: duplicate tournaments, win shares with 95% intervals.

For each ruleset and each pairing ``A:B`` (level A in one seat, level B in
every other seat), every base seed is played once per seat with A sitting
there, the other seats B. A match's deals depend on its seed only, so the
rotations play the same cards from every seat (duplicate deals): luck of the
cards cancels out. A match counts 1/k for A when A is among k winners (a
partnership's win counts 1/2 to each member, so the fair share is always
1/players).

The interval is a normal 95% interval over base seeds (the rotations of one
seed are not independent, so each seed's mean over its rotations is one
observation), or over single matches when that is wider, clipped to [0, 1]. Search levels play with fixed play-out counts
(``deterministic``), so a run replays the same on any machine.

    .venv/bin/python benchmarks/ai_strength.py tarot-4p red-secret-3p \\
        --pairs normal:easy,hard:easy,hard:normal --seeds 20 --jobs 2

A match is the ruleset's own: in French Tarot ``tarot-Np`` that is N deals
(everyone deals once), the highest total winning, a tie shared; the deals
stay duplicate unless bids differ so much that a deal is passed out in one
rotation and not another (a redeal draws a new shuffle). ``--set deals=1``
(any ruleset option) shortens matches for a quick look, but in Tarot it
changes what a win is: one deal's winner is the taker who made the contract
(a whole win), else the defence (a third each with 4 players), so the win
share then rewards taking contracts rather than points (the easy player
bidding 4 points of hand count more freely gets 1.04x its fair share of
one-deal wins while losing 7 points a deal). The Tarot targets are read on
the ruleset's match.
``--scale 0.25`` gives every search level that share of its play-out budget
and of its exact endgame solves (both levels of a pairing alike, so it still compares the algorithms, at a
lower strength) when the machine has no time for the full budgets.

Beside the win share it prints A's points per match against the others'
average (``base.gain`` of the final scores), with its 95% interval over
seeds: a far more sensitive measure than wins when matches are few.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai.registry import make_agent  # noqa: E402
from cardtable.ai.search import Budget, SearchAgent, gain  # noqa: E402
from cardtable.catalog import catalog  # noqa: E402
from cardtable.cli import parse_overrides  # noqa: E402
from cardtable.simulate import play_match  # noqa: E402
from cardtable.engine.rng import agent_rng  # noqa: E402


def play_one(task: tuple) -> tuple[str, str, int, float, float, float]:
    """(ruleset, pairing, seed, credit of level A, A's points against the
    others' average, seconds) for one match."""
    ruleset_id, overrides, pairing, seed, seat_a, scale = task
    ruleset = catalog().get(ruleset_id)
    if overrides:
        ruleset = ruleset.with_options(overrides)
    game = ruleset.make_game()
    level_a, level_b = pairing.split(":")
    agents = []
    for seat in range(game.num_players):
        agents.append(make_agent(ruleset.engine, level_a if seat == seat_a else level_b, seat,
                                 agent_rng(seed, seat), deterministic=True,
                                 players=game.num_players))
        if isinstance(agents[-1], SearchAgent) and scale != 1:
            budget = agents[-1].budget
            agents[-1].budget = Budget(max(1, round(budget.playouts * scale)), budget.seconds,
                                       budget.solves and max(1, round(budget.solves * scale)))
    start = time.perf_counter()
    record = play_match(game, ruleset_id, seed, agents)
    winners = record.result["winners"]
    credit = 1 / len(winners) if seat_a in winners else 0.0
    points = gain([0.0] * game.num_players, record.result["scores"], seat_a)
    return ruleset_id, pairing, seed, credit, points, time.perf_counter() - start


def interval(by_seed: list[list[float]], clip: tuple[float, float] | None = (0.0, 1.0)
             ) -> tuple[float, float, float]:
    """Mean and its 95% interval: over seeds (each seed's rotations
    averaged), or over single matches when that is wider (with few seeds the
    seed means can agree by chance and understate the spread); ``clip``
    bounds it (a share lies in [0, 1])."""
    per_seed = [statistics.fmean(v) for v in by_seed]
    matches = [c for v in by_seed for c in v]
    mean = statistics.fmean(matches)
    if len(per_seed) < 2:
        return mean, math.nan, math.nan
    half = 1.96 * max(statistics.stdev(per_seed) / math.sqrt(len(per_seed)),
                      statistics.stdev(matches) / math.sqrt(len(matches)))
    if clip is None:
        return mean, mean - half, mean + half
    return mean, max(clip[0], mean - half), min(clip[1], mean + half)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("rulesets", nargs="+")
    parser.add_argument("--pairs", default="normal:easy,hard:easy,hard:normal")
    parser.add_argument("--seeds", type=int, default=10, help="base seeds (each played from every seat)")
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="share of the search levels' play-out budgets (both levels alike)")
    args = parser.parse_args()
    overrides = parse_overrides(args.set) if args.set else {}
    pairs = args.pairs.split(",")
    tasks = []
    players = {}
    for ruleset_id in args.rulesets:
        ruleset = catalog().get(ruleset_id)
        n = (ruleset.with_options(overrides) if overrides else ruleset).make_game().num_players
        players[ruleset_id] = n
        tasks += [(ruleset_id, overrides, pair, seed, seat, args.scale) for pair in pairs
                  for seed in range(args.first_seed, args.first_seed + args.seeds)
                  for seat in range(n)]
    credits: dict[tuple[str, str], dict[int, list[float]]] = {}
    points: dict[tuple[str, str], dict[int, list[float]]] = {}
    seconds: dict[tuple[str, str], float] = {}
    start = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for done, (ruleset_id, pair, seed, credit, gained, took) in enumerate(
                pool.imap_unordered(play_one, tasks), 1):
            credits.setdefault((ruleset_id, pair), {}).setdefault(seed, []).append(credit)
            points.setdefault((ruleset_id, pair), {}).setdefault(seed, []).append(gained)
            seconds[(ruleset_id, pair)] = seconds.get((ruleset_id, pair), 0.0) + took
            print(f"\r{done}/{len(tasks)} matches ({time.perf_counter() - start:.0f}s)",
                  end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    options = f" with {', '.join(args.set)}" if args.set else ""
    budgets = f", search budgets x{args.scale:g}" if args.scale != 1 else ""
    print(f"Duplicate matches{options}{budgets}: {args.seeds} seeds x every seat, "
          f"seeds from {args.first_seed}")
    print(f"{'ruleset':<26}{'A:B':<14}{'matches':>8}{'share of A':>12}{'95% interval':>18}"
          f"{'x fair':>8}{'x fair 95%':>16}{'points':>9}{'95% interval':>20}{'s/match':>9}")
    for ruleset_id in args.rulesets:
        fair = 1 / players[ruleset_id]
        for pair in pairs:
            by_seed = credits.get((ruleset_id, pair), {})
            matches = sum(len(v) for v in by_seed.values())
            mean, low, high = interval(list(by_seed.values()))
            gained, g_low, g_high = interval(list(points[(ruleset_id, pair)].values()), None)
            print(f"{ruleset_id:<26}{pair:<14}{matches:>8}{mean:>12.3f}"
                  f"{f'[{low:.3f}, {high:.3f}]':>18}{mean / fair:>8.2f}"
                  f"{f'[{low / fair:.2f}, {high / fair:.2f}]':>16}"
                  f"{gained:>9.2f}{f'[{g_low:.2f}, {g_high:.2f}]':>20}"
                  f"{seconds[(ruleset_id, pair)] / matches:>9.1f}")


if __name__ == "__main__":
    main()
