"""``cardtable solve``: the Rouge et Noir solver over numbered deals.

One JSON line per deal on the output, in deal order: ``deal``, ``verdict``
("won", "lost" or "unknown"), ``seconds``, ``positions``
(searched) and ``moves`` (in the winning line, 0 otherwise); then a summary
on the progress stream. ``--record`` writes every winning line as a
``cardtable-record/1`` match (RECORD.md), one per line, each replayed through
the engine (``match.replay``, the project's own referee) before it is
written. ``--jobs`` solves deals in that many local processes.

**[decision]** ``--timeout`` and ``seconds`` are processor time of the process
solving the deal (``time.process_time``), not the wall clock: "10 s on one
core" then means the same on a busy machine as on an idle one, a deal's
budget does not shrink when other jobs share the cores, and the verdicts do
not depend on ``--jobs``.

**[decision]** The record's seat is ``{"name": "Solver", "kind": "human"}``:
the solver is a player aid that plays the person's seat, as the table's Demo
does (its moves are recorded as the player's), and a record's ``ai`` names
only the computer players' levels.
"""

from __future__ import annotations

import json
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Iterable, Iterator, TextIO

from cardtable.engine.errors import CardtableError
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.engine.match import make_record, replay
from cardtable.engine.rulesets import Ruleset

ENGINE = "rouge_et_noir_patience"
SEATS = [{"name": "Solver", "kind": "human"}]
MAX_DEAL = 2**31 - 1


def parse_deals(text: str) -> list[int]:
    """``"1-1000"``, ``"7"`` or ``"1-10,25,40-45"``: the deals, in order."""
    deals: list[int] = []
    for part in text.split(","):
        first, sep, last = part.strip().partition("-")
        try:
            low, high = int(first), int(last) if sep else int(first)
        except ValueError:
            raise CardtableError(QT_TRANSLATE_NOOP("cli", "--deals expects numbers and ranges like 1-1000, got "
                                                          "{text}").format(text=repr(text))) from None
        if not 1 <= low <= high <= MAX_DEAL:
            raise CardtableError(QT_TRANSLATE_NOOP("cli", "--deals: {part} is not a range of deals 1 to {last}").format(
                part=repr(part.strip()), last=MAX_DEAL))
        deals.extend(range(low, high + 1))
    return deals


def solve_deal(task: tuple[Ruleset, int, float, bool]) -> tuple[dict, str | None]:
    """Solve one deal: its JSON line, and its record when it is won and a
    record is wanted. A process of the pool runs this."""
    from cardtable.engine.rouge_et_noir_patience.solver import solve

    ruleset, deal, timeout, want_record = task
    game = ruleset.make_game()
    start = time.process_time()
    answer = solve(game.new_state(deal), max_seconds=timeout, clock=time.process_time)
    seconds = time.process_time() - start
    row = {"deal": deal, "verdict": answer.verdict, "seconds": round(seconds, 3),
           "positions": answer.nodes, "moves": len(answer.line)}
    record = None
    if answer.verdict == "won":
        state = game.new_state(deal)
        for action in answer.line:
            state.apply(action)
        if state.end != "won":
            raise CardtableError(f"deal {deal}: the solver's line does not win")  # a bug
        if want_record:
            built = make_record(state, ruleset.id, SEATS)
            replay(built)
            record = built.dumps()
    return row, record


def wilson(successes: int, total: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if total == 0:
        return 0.0, 1.0
    p = successes / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return max(0.0, centre - half), min(1.0, centre + half)


def summary(rows: list[dict]) -> list[str]:
    """The summary lines: verdict counts and the share decided; the share
    proved winnable with its 95% interval, and the bounds on the winnable
    share that the unknown deals leave (it is the share proved winnable when
    every deal is decided); times."""
    n = len(rows)
    counts = {v: sum(r["verdict"] == v for r in rows) for v in ("won", "lost", "unknown")}
    decided = counts["won"] + counts["lost"]
    low, high = wilson(counts["won"], n)
    from cardtable.engine.rouge_et_noir_patience.solver import COMPILED

    times = [r["seconds"] for r in rows]
    how = "the solver compiled" if COMPILED else "the solver run as Python (setup.py)"
    return [f"{n} deals: {counts['won']} won, {counts['lost']} lost, {counts['unknown']} unknown; "
            f"decided {100 * decided / n:.1f}%",
            f"proved winnable {100 * counts['won'] / n:.1f}% (95% interval {100 * low:.1f}-"
            f"{100 * high:.1f}%); winnable between {100 * counts['won'] / n:.1f}% and "
            f"{100 * (n - counts['lost']) / n:.1f}% of these deals",
            f"seconds per deal ({how}): median {statistics.median(times):.2f}, mean "
            f"{statistics.fmean(times):.2f}, total {sum(times):.0f}"]


def _results(tasks: list, jobs: int) -> Iterator[tuple[dict, str | None]]:
    if jobs == 1:
        yield from map(solve_deal, tasks)
        return
    with ProcessPoolExecutor(jobs) as pool:
        yield from pool.map(solve_deal, tasks)


def solve_deals(ruleset: Ruleset, deals: Iterable[int], timeout: float, jobs: int,
                out: TextIO, record: Path | None = None, progress: TextIO | None = None) -> list[dict]:
    """Solve ``deals``, write their JSON lines to ``out`` as they come (and
    their records to ``record``), then the summary to ``progress``."""
    if ruleset.engine != ENGINE:
        raise CardtableError(QT_TRANSLATE_NOOP("cli", "the solver is for Rouge et Noir patience; {ruleset} is a "
                                                      "{engine} ruleset").format(ruleset=ruleset.id, engine=ruleset.engine))
    if timeout <= 0:
        raise CardtableError(QT_TRANSLATE_NOOP("cli", "--timeout must be more than 0 seconds"))
    if jobs < 1:
        raise CardtableError(QT_TRANSLATE_NOOP("cli", "--jobs must be at least 1"))
    handle = None
    if record is not None:
        try:
            handle = open(record, "w", encoding="utf-8")
        except OSError as exc:
            raise CardtableError(f"cannot write {record}: {exc.strerror}") from None
    rows = []
    tasks = [(ruleset, deal, timeout, handle is not None) for deal in deals]
    try:
        for row, dumped in _results(tasks, jobs):
            rows.append(row)
            print(json.dumps(row), file=out, flush=True)
            if handle is not None and dumped is not None:
                handle.write(dumped + "\n")
                handle.flush()
    finally:
        if handle is not None:
            handle.close()
    if progress is not None and rows:
        for line in summary(rows):
            print(line, file=progress)
    return rows
