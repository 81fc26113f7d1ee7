"""French Tarot: what a level's play as the taker, or as a defender, is
worth, the bids set aside.

Matches of ``easy`` players are played (seeds from ``--first-seed``); at
the end of each deal's bidding the deal is copied and played to its end
once with ``easy`` in every seat and once for each ``--levels`` entry with
that level in one seat (the other seats ``easy``): with ``--role taker``
the taker's seat (calling, discarding, announcing and playing), with
``--role defender`` the first defender after the taker in the order of
play (the called partners are the ones of the all-``easy`` play, which the
defender's level cannot change: the call comes before its first turn). So
every level plays the same contracts on the same cards, and the difference
from ``easy`` is its play in that role alone: how much of a level's edge
over ``easy`` is card play, not bidding (docs/ai-strength.md, sections 42
to 44).

Measured: what that seat gains per unit of the contract's multiplier (the
deal's score over 1, 2, 4 or 6; for the taker, what one defender pays),
each level against ``easy`` and each pair of levels, paired by deal, with
standard errors.
Levels: ``hard``, ``normal`` and ``sighted`` (``hard`` whose only world is
the true deal: it sees every hand and the talon, as
``sighted_ceiling.py``'s seat does; the most a better reading could win).

    .venv/bin/python benchmarks/tarot_attack.py --players 5 --seeds 30 \\
        --first-seed 53000 --levels hard,sighted --scale 0.25 --jobs 2
    .venv/bin/python benchmarks/tarot_attack.py --role defender --players 4 \\
        --seeds 30 --first-seed 53000 --levels hard,normal --jobs 2
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai_strength import scale_budget  # noqa: E402
from sighted_ceiling import choice, sighted_agent  # noqa: E402

from cardtable.ai.base import decision_for  # noqa: E402
from cardtable.ai.registry import make_agent  # noqa: E402
from cardtable.catalog import catalog  # noqa: E402
from cardtable.engine.tarot.rules import MULTIPLIER, next_seat  # noqa: E402


def level_agent(level: str, seat: int, seed: int, players: int, scale: float):
    """``level`` in the measured seat, its generator fixed by the deal's seed."""
    rng = random.Random(seed)
    if level == "sighted":
        agent = sighted_agent("tarot", seat, rng)
    else:
        agent = make_agent("tarot", level, seat, rng, True, players=players)
    scale_budget(agent, scale)
    return agent


def play_deal(state, agents: list, sighted_seat: int | None) -> dict:
    """Play ``state``'s deal to its end; its result."""
    deal = len(state.deal_log)
    while state.deal_log[deal - 1].result is None:
        seat = state.current_player()
        state.apply(choice(state, seat, agents[seat], sighted=seat == sighted_seat))
    return state.deal_log[deal - 1].result


def gain(result: dict, seat: int) -> float:
    """What ``seat`` won per unit of the contract's multiplier; for the
    taker, what one defender paid (the same unit with any number of
    defenders)."""
    if seat == result["attacker"]:
        defender = next(s for s in range(len(result["scores"]))
                        if s != seat and s not in result["partners"])
        return -result["scores"][defender] / MULTIPLIER[result["contract"]]
    return result["scores"][seat] / MULTIPLIER[result["contract"]]


def first_defender(result: dict, players: int) -> int:
    """The first seat after the taker in the order of play that defends."""
    seat = next_seat(result["attacker"], players)
    while seat in result["partners"]:
        seat = next_seat(seat, players)
    return seat


def role_values(task: tuple[int, int, tuple[str, ...], float, str]) -> list[dict]:
    """Every contract of one seed's ``easy`` match, its deal played by
    ``easy`` and by each level in the seat of ``role``."""
    players, seed, levels, scale, role = task
    state = catalog().get(f"tarot-{players}p").make_game().new_state(seed)
    easy = [make_agent("tarot", "easy", s, random.Random(s), players=players)
            for s in range(players)]
    rows, seen = [], set()
    while not state.is_terminal():
        r = state.round
        deal = len(state.deal_log)
        if r.phase != "bidding" and r.attacker is not None and deal not in seen:
            seen.add(deal)
            row = {"seed": seed, "deal": deal, "taker": r.attacker, "contract": r.contract}
            seat = r.attacker
            for level in ("easy",) + levels:
                agents = [make_agent("tarot", "easy", s, random.Random(1000 + s), players=players)
                          for s in range(players)]
                if level != "easy":
                    agents[seat] = level_agent(level, seat, seed * 7 + deal, players, scale)
                result = play_deal(state.clone(), agents, seat if level == "sighted" else None)
                if level == "easy" and role == "defender":
                    seat = row["seat"] = first_defender(result, players)
                row[level] = gain(result, seat)
            rows.append(row)
        seat = state.current_player()
        state.apply(easy[seat].choose(decision_for(state, seat)))
    return rows


def paired(rows: list[dict], a: str, b: str) -> str:
    """``a`` less ``b`` over the deals, mean and standard error."""
    diffs = [row[a] - row[b] for row in rows]
    se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.nan
    return f"{a} - {b}: {statistics.fmean(diffs):+.2f} (se {se:.2f}) over {len(diffs)} deals"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=5, choices=(3, 4, 5, 6))
    parser.add_argument("--seeds", type=int, default=30)
    parser.add_argument("--first-seed", type=int, default=53000)
    parser.add_argument("--role", default="taker", choices=("taker", "defender"))
    parser.add_argument("--levels", default="hard,sighted",
                        help="comma list of normal, hard, sighted")
    parser.add_argument("--scale", type=float, default=0.25,
                        help="share of the search levels' play-out budgets")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", metavar="FILE", help="write each deal as a JSON line")
    args = parser.parse_args()
    levels = tuple(args.levels.split(","))
    tasks = [(args.players, seed, levels, args.scale, args.role)
             for seed in range(args.first_seed, args.first_seed + args.seeds)]
    rows = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for found in pool.map(role_values, tasks):
            rows += found
    if args.out:
        Path(args.out).write_text("".join(json.dumps(row) + "\n" for row in rows))
    print(f"tarot-{args.players}p, {len(rows)} contracts, the {args.role}'s seat, "
          f"levels at {args.scale} of their budgets")
    for level in levels:
        print(paired(rows, level, "easy"))
    for i, a in enumerate(levels):
        for b in levels[i + 1:]:
            print(paired(rows, b, a))


if __name__ == "__main__":
    main()
