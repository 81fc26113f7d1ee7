"""How fast the engines are for search: uniform random play through the
public ``State`` API on one core, per shipped ruleset.

Figures (medians over ``--repeats``):

- ``deals/s``: scored deals of random play-outs per second, whole matches
  from a new state, seeds 1, 2, ... until a fixed number of deals per engine
  (``DEALS``): the same games on every revision (a Tarot redeal is not
  counted; patience counts whole games, one deal each). Each step is ``legal_actions()`` + ``card_choices()``
  + a uniform pick + the checked ``apply()``, as ``RandomAgent`` plays.
- ``step us``: the same play-outs, microseconds per step.
- ``clone us``: ``clone()`` at a mid-deal position (halfway through the
  middle scored deal of a random match, so earlier deals are in the log).
- ``determinize us``: ``determinize(seat to act, rng)`` at that position.

``--against REV`` measures the git revision REV in the same run: it is
checked out with ``git worktree add`` in a temporary folder and this same
file is run there in a subprocess (``at_revision.py``) with ``PYTHONPATH`` pointing at it, so both
sides run exactly this measuring code; the table shows REV, HEAD and the
speed-up (REV time / HEAD time). Only names every revision has are used.

Times are the CPU time of the measuring process (``time.process_time``), so
other work on a shared machine slows the figures less than wall time would.

``--profile RULESET`` prints where the time of random play goes (cProfile).
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
from cardtable.engine.rulesets import SHIPPED_DIR, load_catalog  # noqa: E402

PATIENCE = "rouge_et_noir_patience"
# Scored deals per timed run, by engine: about half a second each before the
# speed-up (patience: a few seconds, as a few games cost far more than most).
DEALS = {"le_rouge_et_le_noir": 4000, PATIENCE: 100, "red_secret": 500, "blanc_et_noir": 600,
         "tarot": 250}
METRICS = (("deals/s", "deals_per_s", True), ("step us", "step_us", False),
           ("clone us", "clone_us", False), ("determinize us", "determinize_us", False))


def random_step(state, rng: random.Random):
    """One uniformly random legal action, applied with the checked ``apply``."""
    legal = state.legal_actions()
    choices = state.card_choices()
    pick = rng.randrange(len(legal) + len(choices))
    action = legal[pick] if pick < len(legal) else choices[pick - len(legal)].sample(rng)
    state.apply(action)
    return action


def scored_deals(state) -> int:
    return sum(1 for d in state.deal_log if d.result is not None and "redeal" not in d.result)


def play_outs(game, deals_wanted: int, first_seed: int = 1) -> tuple[int, int, float]:
    """Random whole matches from ``first_seed`` on until ``deals_wanted``
    deals are scored: (deals, steps, seconds). A fixed workload: every
    revision plays the very same games (the records are the same), so times
    compare."""
    deals = steps = 0
    seed = first_seed
    start = time.process_time()
    while deals < deals_wanted:
        rng = random.Random(seed)
        state = game.new_state(seed)
        while not state.is_terminal():
            random_step(state, rng)
            steps += 1
        deals += scored_deals(state)
        seed += 1
    return deals, steps, time.process_time() - start


def mid_deal(game, seed: int = 1):
    """The state halfway through the middle scored deal of random match ``seed``."""
    rng = random.Random(seed)
    state = game.new_state(seed)
    path = []  # (deal index, action) of every step
    while not state.is_terminal():
        deal = len(state.deal_log) - 1
        path.append((deal, random_step(state, rng)))
    scored = [i for i, d in enumerate(state.deal_log)
              if d.result is not None and "redeal" not in d.result]
    target = scored[len(scored) // 2]
    steps = [k for k, (deal, _) in enumerate(path) if deal == target]
    stop = steps[len(steps) // 2]
    state = game.new_state(seed)
    for _, action in path[:stop]:
        state.apply(action)
    return state


def per_call_us(fn, repeats: int, budget: float) -> float:
    """Median microseconds per call of ``fn`` over ``repeats`` timed loops."""
    start = time.process_time()
    fn()
    once = max(time.process_time() - start, 1e-7)
    n = max(1, int(budget / once))
    runs = []
    for _ in range(repeats):
        start = time.process_time()
        for _ in range(n):
            fn()
        runs.append((time.process_time() - start) / n * 1e6)
    return statistics.median(runs)


def measure_ruleset(ruleset, repeats: int, scale: float) -> dict:
    game = ruleset.make_game()
    wanted = max(1, round(DEALS[ruleset.engine] * scale))
    rates, step_times = [], []
    for repeat in range(repeats):  # new games each time: no cache of a game helps
        deals, steps, elapsed = play_outs(game, wanted, 1 + 100_000 * repeat)
        rates.append(deals / elapsed)
        step_times.append(elapsed / steps * 1e6)
    state = mid_deal(game)
    budget = 0.05 * scale
    out = {"deals_per_s": statistics.median(rates), "step_us": statistics.median(step_times),
           "clone_us": per_call_us(state.clone, repeats, budget)}
    if ruleset.engine != PATIENCE:
        rng = random.Random(7)
        seat = state.current_player()
        out["determinize_us"] = per_call_us(lambda: state.determinize(seat, rng), repeats, budget)
    return out


def measure(ruleset_ids: list[str], repeats: int, scale: float) -> dict[str, dict]:
    catalog = load_catalog([SHIPPED_DIR])
    chosen = [catalog.get(r) for r in ruleset_ids] if ruleset_ids else catalog.rulesets
    return {r.id: measure_ruleset(r, repeats, scale) for r in chosen}


def measure_revision(rev: str, args) -> dict[str, dict]:
    """Run this file's measuring code on git revision ``rev`` in a subprocess."""
    return measure_at(rev, __file__, ["--repeats", str(args.repeats), "--scale", str(args.scale),
                                      *args.rulesets])


def fmt(value: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:,.0f}" if value >= 100 else f"{value:.1f}"


def print_tables(new: dict[str, dict], old: dict[str, dict] | None, rev: str | None) -> None:
    for title, key, higher_is_better in METRICS:
        print(f"\n{title}")
        if old is None:
            print("| ruleset | here |\n|---|---:|")
        else:
            print(f"| ruleset | {rev} | here | speed-up |\n|---|---:|---:|---:|")
        for rid, figures in new.items():
            value = figures.get(key)
            if old is None:
                print(f"| {rid} | {fmt(value)} |")
                continue
            before = old.get(rid, {}).get(key)
            ratio = None
            if value and before:
                ratio = value / before if higher_is_better else before / value
            print(f"| {rid} | {fmt(before)} | {fmt(value)} | "
                  f"{'-' if ratio is None else f'{ratio:.1f}x'} |")


def profile(ruleset_id: str, scale: float, top: int) -> None:
    import cProfile
    import pstats
    game = load_catalog([SHIPPED_DIR]).get(ruleset_id).make_game()
    profiler = cProfile.Profile()
    profiler.enable()
    play_outs(game, max(1, round(DEALS[game.engine_id] * scale)))
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(top)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rulesets", nargs="*", help="ruleset ids (default: every shipped one)")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--scale", type=float, default=1.0,
                        help="multiplies the deals played per run (0.2 for a quick look)")
    parser.add_argument("--against", metavar="REV", help="also measure this git revision")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--profile", metavar="RULESET", help="profile random play of one ruleset")
    parser.add_argument("--top", type=int, default=25, help="rows of the profile")
    args = parser.parse_args()
    if args.profile:
        profile(args.profile, args.scale * args.repeats, args.top)
        return
    old = measure_revision(args.against, args) if args.against else None
    new = measure(args.rulesets, args.repeats, args.scale)
    if args.json:
        import cardtable
        print(json.dumps({"source": str(Path(cardtable.__file__).resolve()), "figures": new}))
        return
    print(f"engine speed: uniform random play, one core, medians of {args.repeats} runs")
    print_tables(new, old, args.against)


if __name__ == "__main__":
    main()
