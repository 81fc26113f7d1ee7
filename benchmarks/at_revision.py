"""Run a benchmark's measuring code on another git revision, for a
before/after table from one run: the revision is checked out with ``git
worktree add`` in a temporary folder and the calling script itself is run
there in a subprocess (``--measure --json`` plus its own arguments) with
``PYTHONPATH`` pointing at that tree, so both sides run exactly the same
measuring code and only the package under it differs. With ``compiled``
the revision is installed first (``pip install --target``, which builds it
as a wheel would, its compiled modules included) and that is measured, so
a compiled build is measured against a compiled build."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def measure_at(rev: str, script: str, arguments: list[str], compiled: bool = False):
    """The figures ``script --measure --json ARGUMENTS`` prints (as JSON:
    ``{"source": <the package file measured>, "figures": ...}``) when run on
    revision ``rev``, from its source or, with ``compiled``, installed (a
    script that says whether it ran compiled, ``"compiled"`` in its JSON,
    is held to it)."""
    with tempfile.TemporaryDirectory(prefix="benchmark-") as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet",
                        str(tree), rev], check=True)
        try:
            package = tree
            if compiled:
                package = Path(tmp) / "installed"
                subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                                "--target", str(package), str(tree)], check=True)
            env = dict(os.environ, PYTHONPATH=str(package))
            cmd = [sys.executable, str(Path(script).resolve()), "--measure", "--json", *arguments]
            done = subprocess.run(cmd, env=env, cwd=tree, check=True, capture_output=True, text=True)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)],
                           check=True)
    result = json.loads(done.stdout)
    if not result["source"].startswith(str(package)):
        raise SystemExit(f"the subprocess measured {result['source']}, not revision {rev}")
    if compiled and not result.get("compiled", True):
        raise SystemExit(f"revision {rev} was installed but not compiled (no C compiler?)")
    return result["figures"]
