"""The wheel is complete: built from the checkout and installed into a fresh
virtual environment outside it, ``cardtable`` lists every shipped ruleset,
simulates each, and passes its self-test. Slow (it installs Qt): marked
``packaging``, run by CI after the suite (``./test.sh -m packaging``)."""

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.packaging
ROOT = Path(__file__).resolve().parents[2]


def run(*command, cwd: Path, env: dict | None = None) -> str:
    done = subprocess.run([str(c) for c in command], cwd=cwd, env=env, capture_output=True, text=True)
    assert done.returncode == 0, f"{' '.join(map(str, command))}\n{done.stdout}\n{done.stderr}"
    return done.stdout


def test_the_wheel_works_outside_the_checkout(tmp_path):
    run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", tmp_path / "wheel", ROOT, cwd=tmp_path)
    [wheel] = (tmp_path / "wheel").glob("cardtable-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder, pattern in (("rulesets", "*.yaml"), ("assets", "*.svg"), ("cardtable/help", "**/*.md"),
                            ("cardtable/i18n", "*.qm")):
        shipped = sorted((ROOT / folder).glob(pattern))
        inside = f"cardtable/{Path(folder).name}"
        assert shipped and all(f"{inside}/{p.relative_to(ROOT / folder).as_posix()}" in names
                               for p in shipped), folder
    assert any(name.startswith("cardtable/help/ja/") for name in names)  # the translations ship

    venv = tmp_path / "venv"
    run(sys.executable, "-m", "venv", venv, cwd=tmp_path)
    run(venv / "bin" / "python", "-m", "pip", "install", "-q", wheel, cwd=tmp_path)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env.update(CARDTABLE_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    cardtable = venv / "bin" / "cardtable"

    rows = [line.split("\t") for line in run(cardtable, "rulesets", cwd=tmp_path, env=env).splitlines()]
    assert len(rows) == len(list((ROOT / "rulesets").glob("*.yaml"))) == 15
    assert all(Path(row[4]).is_relative_to(venv) for row in rows)  # the installed copies

    for row in rows:
        out = tmp_path / f"{row[0]}.jsonl"
        run(cardtable, "simulate", row[0], "--games", "1", "--seed", "7", "--out", out, cwd=tmp_path, env=env)
        record = json.loads(out.read_text())
        assert (record["format"], record["ruleset"]) == ("cardtable-record/1", row[0])

    out = run(cardtable, "--self-test", cwd=tmp_path, env=env)
    assert out.startswith("cardtable self-test passed: 15 rulesets played")
    # built here with a C compiler: the wheel carries the compiled solver and its record
    assert out.rstrip().endswith("the solver compiled")

    # the installed package finds its translated help pages, not the checkout's
    where = run(venv / "bin" / "python", "-c",
                "from cardtable import help_pages, shipped; print(shipped.folder('help')); "
                "print(help_pages.help_text('tarot', 'fr_FR.UTF-8').splitlines()[0])",
                cwd=tmp_path, env=env).splitlines()
    assert Path(where[0]).is_relative_to(venv) and where[1] == "# Tarot"
