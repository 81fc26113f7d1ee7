"""French Tarot: what a level's play as the taker is worth, the bids set aside.

Matches of ``easy`` players are played (seeds from ``--first-seed``); at
the end of each deal's bidding the deal is copied and played to its end
once with ``easy`` in every seat and once for each ``--levels`` entry with
that level in the taker's seat (calling, discarding, announcing and
playing; the other seats ``easy``). So every level plays the same
contracts on the same cards, and the difference from ``easy`` is its
attack alone: how much of a level's edge over ``easy`` is card play, not
bidding (docs/ai-strength.md, sections 42 and 43).

Measured: what one defender pays per unit of the contract's multiplier
(the deal's per-defender score over 1, 2, 4 or 6), each level against
``easy`` and each pair of levels, paired by deal, with standard errors.
Levels: ``hard``, ``normal`` and ``sighted`` (``hard`` whose only world is
the true deal: it sees every hand and the talon, as
``sighted_ceiling.py``'s seat does; the most a better reading could win).

    .venv/bin/python benchmarks/tarot_attack.py --players 5 --seeds 30 \\
        --first-seed 53000 --levels hard,sighted --scale 0.25 --jobs 2
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
from sighted_ceiling import choice, sighted_class  # noqa: E402

from cardtable.ai.base import decision_for  # noqa: E402
from cardtable.ai.registry import make_agent  # noqa: E402
from cardtable.catalog import catalog  # noqa: E402
from cardtable.engine.tarot.rules import MULTIPLIER  # noqa: E402


def taker_agent(level: str, seat: int, seed: int, players: int, scale: float):
    """``level`` in the taker's seat, its generator fixed by the deal's seed."""
    rng = random.Random(seed)
    if level == "sighted":
        agent = sighted_class("tarot")(seat, rng)
        agent.deterministic = True
    else:
        agent = make_agent("tarot", level, seat, rng, True, players=players)
    scale_budget(agent, scale)
    return agent


def play_deal(state, agents: list, sighted_seat: int | None) -> float:
    """Play ``state``'s deal to its end; one defender's payment per unit
    of the contract's multiplier."""
    deal = len(state.deal_log)
    while state.deal_log[deal - 1].result is None:
        seat = state.current_player()
        state.apply(choice(state, seat, agents[seat], sighted=seat == sighted_seat))
    result = state.deal_log[deal - 1].result
    defender = next(s for s in range(state.players)
                    if s != result["attacker"] and s not in result["partners"])
    return -result["scores"][defender] / MULTIPLIER[result["contract"]]


def attack_values(task: tuple[int, int, tuple[str, ...], float]) -> list[dict]:
    """Every contract of one seed's ``easy`` match, its deal played by
    ``easy`` and by each level in the taker's seat."""
    players, seed, levels, scale = task
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
            for level in ("easy",) + levels:
                agents = [make_agent("tarot", "easy", s, random.Random(1000 + s), players=players)
                          for s in range(players)]
                if level != "easy":
                    agents[r.attacker] = taker_agent(level, r.attacker, seed * 7 + deal,
                                                     players, scale)
                row[level] = play_deal(state.clone(), agents,
                                       r.attacker if level == "sighted" else None)
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
    parser.add_argument("--levels", default="hard,sighted",
                        help="comma list of normal, hard, sighted")
    parser.add_argument("--scale", type=float, default=0.25,
                        help="share of the search levels' play-out budgets")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", metavar="FILE", help="write each deal as a JSON line")
    args = parser.parse_args()
    levels = tuple(args.levels.split(","))
    tasks = [(args.players, seed, levels, args.scale)
             for seed in range(args.first_seed, args.first_seed + args.seeds)]
    rows = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for found in pool.map(attack_values, tasks):
            rows += found
    if args.out:
        Path(args.out).write_text("".join(json.dumps(row) + "\n" for row in rows))
    print(f"tarot-{args.players}p, {len(rows)} contracts, levels at {args.scale} of their budgets")
    for level in levels:
        print(paired(rows, level, "easy"))
    for i, a in enumerate(levels):
        for b in levels[i + 1:]:
            print(paired(rows, b, a))


if __name__ == "__main__":
    main()
