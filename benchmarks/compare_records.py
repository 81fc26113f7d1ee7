"""Check that ``cardtable simulate`` writes byte-identical records to an
earlier revision: a refactoring of the engines or the AI must not change a
single match.

    .venv/bin/python benchmarks/compare_records.py --rev 4bd8536 --games 200
    .venv/bin/python benchmarks/compare_records.py --rev main --games 50 \
        --ai easy --rulesets tarot-4p red-secret-3p

The revision is exported with ``git archive`` to a temporary folder and run
from there (``PYTHONPATH``), this worktree is run as installed; each
(ruleset, AI level) pair simulates ``--games`` matches from ``--seed`` in
both and the two files are compared byte for byte. Prints one line per pair
and exits 1 if any pair differs.
"""

from __future__ import annotations

import argparse
import filecmp
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def export(rev: str, into: Path) -> Path:
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], check=True,
                             capture_output=True).stdout
    tar = into / "rev.tar"
    tar.write_bytes(archive)
    with tarfile.open(tar) as handle:
        handle.extractall(into / "rev", filter="data")
    return into / "rev"


def simulate(code_dir: Path | None, ruleset: str, games: int, seed: int, ai: str, out: Path,
             extra: tuple[str, ...] = ()) -> None:
    env = None
    if code_dir is not None:
        env = {"PYTHONPATH": str(code_dir), "PATH": "/usr/bin:/bin"}
    subprocess.run([sys.executable, "-m", "cardtable", "simulate", ruleset, "--games", str(games),
                    "--seed", str(seed), "--ai", ai, "--out", str(out), *extra],
                   check=True, env=env, cwd=str(code_dir or ROOT), capture_output=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rev", required=True, help="the git revision to compare with")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ai", nargs="+", default=["random", "easy"])
    parser.add_argument("--jobs", type=int, default=1,
                        help="worker processes of this worktree's simulate (the revision's runs one)")
    parser.add_argument("--rulesets", nargs="*",
                        help="ruleset ids (default: every shipped one)")
    args = parser.parse_args()
    rulesets = args.rulesets or sorted(p.stem for p in (ROOT / "rulesets").glob("*.yaml"))
    differ = 0
    with tempfile.TemporaryDirectory() as tmp:
        old_code = export(args.rev, Path(tmp))
        for ruleset in rulesets:
            for ai in args.ai:
                start = time.monotonic()
                old, new = Path(tmp) / "old.jsonl", Path(tmp) / "new.jsonl"
                simulate(old_code, ruleset, args.games, args.seed, ai, old)
                simulate(None, ruleset, args.games, args.seed, ai, new, ("--jobs", str(args.jobs)))
                same = filecmp.cmp(old, new, shallow=False)
                differ += not same
                print(f"{ruleset:28} {ai:7} {args.games} matches: "
                      f"{'identical' if same else 'DIFFERENT'} ({time.monotonic() - start:.0f}s)",
                      flush=True)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
