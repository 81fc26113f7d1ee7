"""Prove that a change to the engines leaves every record as it was: run
``cardtable simulate`` at git revision REV and at the working tree, for every
shipped ruleset with ``random`` and with ``easy`` seats, and compare the two
files byte for byte.

    .venv/bin/python scripts/records_identical.py 4bd8536 --games 200

REV is checked out with ``git worktree add`` in a temporary folder and run
with ``PYTHONPATH`` pointing at it. Prints one row per ruleset and level (the
matches compared, the first differing line if any, seconds at REV and here)
and exits 1 if any file differs.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUN_CLI = "import sys; from cardtable.cli import main; sys.exit(main(sys.argv[1:]))"


def simulate(tree: Path, ruleset: str, level: str, games: int, seed: int, out: Path,
             extra: list[str]) -> float:
    """Seconds ``cardtable simulate`` takes with the code of ``tree``."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    cmd = [sys.executable, "-c", RUN_CLI, "simulate", ruleset, "--games", str(games),
           "--seed", str(seed), "--out", str(out), "--ai", level, *extra]
    start = time.perf_counter()
    subprocess.run(cmd, env=env, cwd=tree, check=True, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def first_difference(a: bytes, b: bytes) -> int | None:
    """The 1-based line where ``a`` and ``b`` first differ, None if equal."""
    if a == b:
        return None
    lines_a, lines_b = a.split(b"\n"), b.split(b"\n")
    for number, (x, y) in enumerate(zip(lines_a, lines_b), 1):
        if x != y:
            return number
    return min(len(lines_a), len(lines_b)) + 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rev", help="the git revision to compare with")
    parser.add_argument("rulesets", nargs="*", help="ruleset ids (default: every shipped one)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="random,easy")
    parser.add_argument("--jobs", type=int, default=1, help="--jobs of the working tree's simulate")
    args = parser.parse_args()
    ids = args.rulesets or sorted(p.stem for p in (ROOT / "rulesets").glob("*.yaml"))
    differ = 0
    with tempfile.TemporaryDirectory(prefix="records-identical-") as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet",
                        str(tree), args.rev], check=True)
        try:
            print(f"| ruleset | level | matches | identical | s at {args.rev} | s here |")
            print("|---|---|---:|---|---:|---:|")
            for ruleset in ids:
                for level in args.levels.split(","):
                    before, after = Path(tmp) / "before.jsonl", Path(tmp) / "after.jsonl"
                    t_before = simulate(tree, ruleset, level, args.games, args.seed, before, [])
                    t_after = simulate(ROOT, ruleset, level, args.games, args.seed, after,
                                       ["--jobs", str(args.jobs)])
                    line = first_difference(before.read_bytes(), after.read_bytes())
                    differ += line is not None
                    verdict = "yes" if line is None else f"NO (line {line})"
                    print(f"| {ruleset} | {level} | {args.games} | {verdict} | {t_before:.1f} | "
                          f"{t_after:.1f} |", flush=True)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)],
                           check=True)
    print(f"{differ} file(s) differ" if differ else "every record is byte-identical")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
