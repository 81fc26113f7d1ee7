"""Run a benchmark's measuring code on another git revision, for a
before/after table from one run: the revision is checked out with ``git
worktree add`` in a temporary folder and the calling script itself is run
there in a subprocess (``--measure --json`` plus its own arguments) with
``PYTHONPATH`` pointing at that tree, so both sides run exactly the same
measuring code and only the package under it differs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def measure_at(rev: str, script: str, arguments: list[str]):
    """The figures ``script --measure --json ARGUMENTS`` prints (as JSON:
    ``{"source": <the package file measured>, "figures": ...}``) when run on
    revision ``rev``."""
    with tempfile.TemporaryDirectory(prefix="benchmark-") as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet",
                        str(tree), rev], check=True)
        try:
            env = dict(os.environ, PYTHONPATH=str(tree))
            cmd = [sys.executable, str(Path(script).resolve()), "--measure", "--json", *arguments]
            done = subprocess.run(cmd, env=env, cwd=tree, check=True, capture_output=True, text=True)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)],
                           check=True)
    result = json.loads(done.stdout)
    if not result["source"].startswith(str(tree)):
        raise SystemExit(f"the subprocess measured {result['source']}, not revision {rev}")
    return result["figures"]
