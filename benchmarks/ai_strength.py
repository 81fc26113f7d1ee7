"""How strong each AI level is: duplicate tournaments, win shares with 95% intervals.

For each ruleset and each pairing ``A:B`` (level A in one seat, level B in
every other seat), every base seed is played once per seat with A sitting
there, the other seats B. A match's deals depend on its seed only, so the
rotations play the same cards from every seat (duplicate deals): luck of the
cards cancels out. A match counts 1/k for A when A is among k winners (a
partnership's win counts 1/2 to each member, so the fair share is always
1/players).

The interval is a 95% interval over base seeds: the seeds are the
independent draws, a seed's rotations are not (they play the same cards),
so each seed's mean over its rotations is one observation, and the
interval is Student's t on those means (``interval``), clipped to [0, 1].
Until section 53 of docs/ai-strength.md it was the wider of that (with
the normal 1.96) and an interval over single matches as if they were
independent: duplicate deals make a seed's rotations vary against each
other, so that second interval was the wider one, by about a quarter, in
every Tarot and Red Secret mark, and with it a mark needed some 1.6 times
the matches the seeds call for. Search levels play with fixed play-out counts
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
``--scale hard=0.25`` cuts one level's budget only (``LEVEL=SHARE``, several
comma-separated): a level tried at another budget without a code change, or
``hard`` at a quarter against ``normal`` at its full budget, a cheaper run
that can only understate ``hard``.

``--out FILE`` keeps every match as a JSON line as it ends (a run stopped
part way resumes where it stopped); ``--from FILE...`` summarises such files
(several runs of the same pairing combine into one row); ``--from NEW...
--against BASE...`` compares two versions of the code match by match on the
seeds both played (a paired comparison: the same cards, the same seats), or
two budgets of one version (a quarter against the table's on the same
matches: each side's file holding one budget per pairing).

Beside the win share it prints A's points per match against the others'
average (``base.gain`` of the final scores), with its 95% interval over
seeds: a far more sensitive measure than wins when matches are few.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai.registry import make_agent  # noqa: E402
from cardtable.ai.search import SearchAgent, gain  # noqa: E402
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
        level = level_a if seat == seat_a else level_b
        agents.append(make_agent(ruleset.engine, level, seat, agent_rng(seed, seat),
                                 deterministic=True, players=game.num_players))
        scale_budget(agents[-1], share_of(scale, level))
    start = time.perf_counter()
    record = play_match(game, ruleset_id, seed, agents)
    credit, points = outcome_for(record.result, seat_a)
    return ruleset_id, pairing, seed, credit, points, time.perf_counter() - start


def parse_scale(text: str) -> float | str:
    """``--scale``: one share for every search level (a number), or
    ``LEVEL=SHARE,...`` for some levels only, kept as that text in its
    canonical order (so it is a match's key and reads back from JSON)."""
    try:
        return float(text)
    except ValueError:
        pass
    try:
        shares = shares_in(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r}: give a share (0.25) or LEVEL=SHARE,... (hard=0.25)") from None
    return ",".join(f"{level}={share:g}" for level, share in sorted(shares.items()))


def shares_in(text: str) -> dict[str, float]:
    """The share of each level named in ``LEVEL=SHARE,...``."""
    return {level.strip(): float(share)
            for level, _, share in (item.partition("=") for item in text.split(","))}


def share_of(scale: float | str, level: str) -> float:
    """The share of its budget ``level`` plays with under ``scale``."""
    return shares_in(scale).get(level, 1.0) if isinstance(scale, str) else scale


def scale_budget(agent, scale: float) -> None:
    """Give a search level ``scale`` of its play-out (and solve) budget;
    other levels are left as they are."""
    if isinstance(agent, SearchAgent) and scale != 1:
        agent.budget = agent.budget.scaled(scale)


def outcome_for(result: dict, seat_a: int) -> tuple[float, float]:
    """A's credit for a match (1/k when among its k winners, else 0) and its
    points against the others' average, from the match's result."""
    winners = result["winners"]
    credit = 1 / len(winners) if seat_a in winners else 0.0
    return credit, gain([0.0] * len(result["scores"]), result["scores"], seat_a)


def interval(by_seed: list[list[float]], clip: tuple[float, float] | None = (0.0, 1.0)
             ) -> tuple[float, float, float]:
    """Mean and its 95% interval over seeds: each seed's rotations averaged
    into one observation, Student's t on those (``t_975``: few seeds widen
    it, where their means may agree by chance); ``clip`` bounds it (a share
    lies in [0, 1]). A run of one level against itself whose rotations
    play alike gets an interval of no width: each seed's mean is then the
    fair share exactly."""
    per_seed = [statistics.fmean(v) for v in by_seed]
    mean = statistics.fmean(c for v in by_seed for c in v)
    if len(per_seed) < 2:
        return mean, math.nan, math.nan
    half = t_975(len(per_seed) - 1) * statistics.stdev(per_seed) / math.sqrt(len(per_seed))
    if clip is None:
        return mean, mean - half, mean + half
    return mean, max(clip[0], mean - half), min(clip[1], mean + half)


Z_975 = statistics.NormalDist().inv_cdf(0.975)   # the normal distribution's 97.5% point


def t_975(df: int) -> float:
    """Student's t distribution's 97.5% point with ``df`` degrees of
    freedom: the tables' for 1 to 3, else the Cornish-Fisher expansion
    about the normal's, within 0.001 at 4 and 1e-5 from 10 (no SciPy for
    one number)."""
    if df <= 3:
        return (12.7062, 4.3027, 3.1824)[df - 1]
    z = Z_975
    return (z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)
            + (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3)
            + (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z)
            / (92160 * df ** 4))


def match_line(task: tuple, result: tuple) -> dict:
    """One finished match as the JSON line ``--out`` keeps: enough to
    summarise it again, or to know it need not be played again."""
    ruleset_id, overrides, pairing, seed, seat_a, scale = task
    _, _, _, credit, gained, took = result
    return {"ruleset": ruleset_id, "set": sorted(f"{k}={v}" for k, v in overrides.items()),
            "scale": scale, "pair": pairing, "seed": seed, "seat": seat_a,
            "credit": credit, "points": gained, "seconds": took}


def line_key(line: dict) -> tuple:
    """What makes a match the same match: ruleset, options, budgets,
    pairing, seed and the seat of A."""
    return line["ruleset"], tuple(line["set"]), line["scale"], line["pair"], line["seed"], line["seat"]


def task_key(task: tuple) -> tuple:
    return line_key(match_line(task, (None,) * 6))


def read_lines(paths: list[str]) -> list[dict]:
    lines = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            lines += [json.loads(text) for text in f if text.strip()]
    return lines


def groups_of(lines: list[dict]) -> dict[tuple, list[dict]]:
    """The matches by ruleset, options, budget scale and pairing, each
    match once (the last line of it read)."""
    groups: dict[tuple, dict[tuple, dict]] = {}
    for line in lines:
        groups.setdefault(line_key(line)[:4], {})[line_key(line)] = line
    return {key: list(group.values()) for key, group in groups.items()}


def group_order(item: tuple) -> tuple:
    """Groups in ruleset, options, scale and pairing order (a scale may be
    a number or per-level text, which do not compare)."""
    ruleset_id, options, scale, pair = item[0]
    return ruleset_id, options, str(scale), pair


def players_of(group_key: tuple) -> int:
    ruleset_id, options = group_key[:2]
    return seats(ruleset_id, parse_overrides(list(options)) if options else {})


def by_seed(group: list[dict], players: int) -> dict[int, list[dict]]:
    """The matches of each seed in seat order, for the seeds played from
    every seat (a seed not played from every seat is not a duplicate deal:
    left out, and said on stderr)."""
    out: dict[int, dict[int, dict]] = {}
    for line in group:
        out.setdefault(line["seed"], {})[line["seat"]] = line
    partial = sorted(seed for seed, matches in out.items() if len(matches) < players)
    if partial:
        print(f"{group[0]['ruleset']} {group[0]['pair']}: seeds {partial} not played from every "
              f"seat, left out", file=sys.stderr)
    return {seed: [matches[seat] for seat in sorted(matches)]
            for seed, matches in out.items() if seed not in partial}


def values(seeds: dict[int, list[dict]], field: str) -> dict[int, list[float]]:
    """``field`` of every match of ``by_seed``'s seeds."""
    return {seed: [line[field] for line in matches] for seed, matches in seeds.items()}


def summarise(lines: list[dict]) -> None:
    """Print the table: per ruleset, budget scale, options and pairing, the
    share of A's wins and its points with their 95% intervals."""
    print(f"{'ruleset':<26}{'A:B':<14}{'matches':>8}{'share of A':>12}{'95% interval':>18}"
          f"{'x fair':>8}{'x fair 95%':>16}{'points':>9}{'95% interval':>20}{'s/match':>9}"
          f"  seeds, budgets, options")
    for key, group in sorted(groups_of(lines).items(), key=group_order):
        ruleset_id, options, scale, pair = key
        players = players_of(key)
        seeds = by_seed(group, players)
        if not seeds:
            continue
        credits, points = values(seeds, "credit"), values(seeds, "points")
        group = [line for matches in seeds.values() for line in matches]
        fair = 1 / players
        mean, low, high = interval(list(credits.values()))
        gained, g_low, g_high = interval(list(points.values()), None)
        seconds = statistics.fmean(line["seconds"] for line in group)
        span = f"{len(credits)} seeds {min(credits)}-{max(credits)}"
        budgets = f", budgets {budget_text(scale)}" if scale != 1 else ""
        print(f"{ruleset_id:<26}{pair:<14}{len(group):>8}{mean:>12.3f}"
              f"{bounds_text(low, high, '.3f'):>18}{mean / fair:>8.2f}"
              f"{bounds_text(low / fair, high / fair, '.2f'):>16}"
              f"{gained:>9.2f}{bounds_text(g_low, g_high, '.2f'):>20}{seconds:>9.1f}"
              f"  {span}{budgets}{', ' + ', '.join(options) if options else ''}")


def bounds_text(low: float, high: float, spec: str) -> str:
    """An interval as the table prints it; one seed has none (its rotations
    are a single observation), which is said instead of ``[nan, nan]``."""
    if math.isnan(low):
        return "(one seed)"
    return f"[{low:{spec}}, {high:{spec}}]"


def compare(lines: list[dict], base: list[dict]) -> None:
    """Print, per group found in both, the paired difference of ``lines``
    (a version of the code) against ``base`` (another, on the same seeds):
    each match against the same match (seed and seat) of the base, the
    difference of A's multiple of its fair share and of its points, with
    95% intervals over seeds. Only what differs between the two versions
    differs between two such matches, so the interval is far narrower than
    the two runs' own."""
    base_groups = by_pairing(groups_of(base))
    print(f"{'ruleset':<26}{'A:B':<14}{'matches':>8}{'x fair base':>12}{'x fair':>8}"
          f"{'difference (95%)':>24}{'points base':>12}{'points':>9}{'difference (95%)':>26}"
          f"  budgets")
    for pairing, (key, group) in sorted(by_pairing(groups_of(lines)).items(),
                                        key=lambda item: group_order(item[1])):
        if pairing not in base_groups:
            continue
        base_key, base_group = base_groups[pairing]
        players = players_of(key)
        base_seeds, new_seeds = by_seed(base_group, players), by_seed(group, players)
        before = {f: values(base_seeds, f) for f in ("credit", "points")}
        after = {f: values(new_seeds, f) for f in ("credit", "points")}
        seeds = sorted(set(base_seeds) & set(new_seeds))
        if len(seeds) < 2:
            continue
        cells = []
        for field, scale in (("credit", players), ("points", 1)):
            diffs = [[(a - b) * scale for a, b in zip(after[field][s], before[field][s])]
                     for s in seeds]
            mean, low, high = interval(diffs, None)
            was = statistics.fmean(v for s in seeds for v in before[field][s]) * scale
            now = statistics.fmean(v for s in seeds for v in after[field][s]) * scale
            cells.append((was, now, mean, low, high))
        (c_was, c_now, c_d, c_low, c_high), (p_was, p_now, p_d, p_low, p_high) = cells
        print(f"{key[0]:<26}{key[3]:<14}{len(seeds) * players:>8}{c_was:>12.2f}{c_now:>8.2f}"
              f"{f'{c_d:+.3f} [{c_low:+.2f}, {c_high:+.2f}]':>24}{p_was:>12.2f}{p_now:>9.2f}"
              f"{f'{p_d:+.2f} [{p_low:+.2f}, {p_high:+.2f}]':>26}"
              f"  {budget_text(key[2])} against {budget_text(base_key[2])}")


def by_pairing(groups: dict[tuple, list[dict]]) -> dict[tuple, tuple[tuple, list[dict]]]:
    """``groups_of``'s groups by ruleset, options and pairing, whatever
    their budgets, each with its full key; a pairing found at several
    budgets in one side's files is ambiguous: left out, and said on
    stderr."""
    out: dict[tuple, list[tuple[tuple, list[dict]]]] = {}
    for key, group in groups.items():
        out.setdefault((key[0], key[1], key[3]), []).append((key, group))
    for pairing, found in out.items():
        if len(found) > 1:
            print(f"{pairing[0]} {pairing[2]}: played at several budgets "
                  f"({', '.join(budget_text(key[2]) for key, _ in found)}); compare one at a time",
                  file=sys.stderr)
    return {pairing: found[0] for pairing, found in out.items() if len(found) == 1}


def budget_text(scale: float | str) -> str:
    """A run's budgets as the tables print them: x1, x0.25 or hard x0.25."""
    return scale.replace("=", " x") if isinstance(scale, str) else f"x{scale:g}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("rulesets", nargs="*")
    parser.add_argument("--pairs", default="normal:easy,hard:easy,hard:normal")
    parser.add_argument("--seeds", type=int, default=10, help="base seeds (each played from every seat)")
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--scale", type=parse_scale, default=1.0,
                        help="share of the search levels' play-out budgets: one number for "
                             "every level, or LEVEL=SHARE,... for those levels only")
    parser.add_argument("--out", metavar="FILE",
                        help="append each match to FILE as it ends (JSON lines); matches "
                             "already there are not played again, so a stopped run resumes")
    parser.add_argument("--from", dest="sources", nargs="+", metavar="FILE",
                        help="play nothing: summarise the matches in these --out files")
    parser.add_argument("--against", nargs="+", metavar="FILE",
                        help="with --from: compare those matches with the same matches "
                             "(seeds and seats) in these --out files, of other code")
    args = parser.parse_args()
    if args.against and not args.sources:
        parser.error("--against compares the matches of --from FILE...")
    if args.sources:
        if args.against:
            compare(read_lines(args.sources), read_lines(args.against))
        else:
            summarise(read_lines(args.sources))
        return
    if not args.rulesets:
        parser.error("name at least one ruleset (or --from FILE)")
    overrides = parse_overrides(args.set) if args.set else {}
    tasks = [(ruleset_id, overrides, pair, seed, seat, args.scale)
             for ruleset_id in args.rulesets
             for pair in args.pairs.split(",")
             for seed in range(args.first_seed, args.first_seed + args.seeds)
             for seat in range(seats(ruleset_id, overrides))]
    lines = play_all(tasks, play_task, args.out, args.jobs)
    print(f"Duplicate matches: {args.seeds} seeds x every seat, seeds from {args.first_seed}")
    summarise(lines)


def play_all(tasks: list[tuple], player, out_path: str | None, jobs: int) -> list[dict]:
    """Every task's match line: those already in ``out_path`` read back, the
    others played by ``player`` (task -> (task, result)) in ``jobs``
    processes and appended to ``out_path`` as each ends."""
    wanted = {task_key(task) for task in tasks}
    lines = [line for line in (read_lines([out_path]) if out_path and Path(out_path).exists()
                               else []) if line_key(line) in wanted]
    played = {line_key(line) for line in lines}
    todo = [task for task in tasks if task_key(task) not in played]
    start = time.perf_counter()
    out = open(out_path, "a", encoding="utf-8") if out_path else None
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for done, (task, result) in enumerate(pool.imap_unordered(player, todo), 1):
            lines.append(match_line(task, result))
            if out:
                out.write(json.dumps(lines[-1]) + "\n")
                out.flush()
            print(f"\r{done}/{len(todo)} matches ({time.perf_counter() - start:.0f}s)",
                  end="", file=sys.stderr, flush=True)
    if out:
        out.close()
    print(file=sys.stderr)
    return lines


def seats(ruleset_id: str, overrides: dict) -> int:
    ruleset = catalog().get(ruleset_id)
    return (ruleset.with_options(overrides) if overrides else ruleset).make_game().num_players


def play_task(task: tuple) -> tuple[tuple, tuple]:
    """A match with the task it came from (the pool returns them out of order)."""
    return task, play_one(task)


if __name__ == "__main__":
    main()
