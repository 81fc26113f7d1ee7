"""The compiled solver (setup.py, ``native.py``): where the build had a C
compiler it is what runs; it searches exactly as the Python source does; and
a compiled module whose source has changed since is never run."""

from __future__ import annotations

import importlib.machinery
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from cardtable.engine.rouge_et_noir_patience import native, solver
from cardtable.engine.rouge_et_noir_patience.game import PatienceGame
from cardtable.engine.rouge_et_noir_patience.options import Options

FOLDER = Path(native.__file__).resolve().parent
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]

SOLVE = """
import json, sys
from cardtable.engine.rouge_et_noir_patience import solver
from cardtable.engine.rouge_et_noir_patience.game import PatienceGame
from cardtable.engine.rouge_et_noir_patience.options import Options
answer = solver.solve(PatienceGame(Options()).new_state(14), max_nodes=40_000)
print(json.dumps([solver.__file__, answer.verdict, answer.nodes, list(answer.line)]))
"""


def test_the_solver_runs_compiled_where_the_build_could_compile_it():
    """setup.py compiles when mypyc and a C compiler are there (the build
    requires mypyc; this machine has gcc): a type error that stopped the
    compile, or a packaging slip, shows here instead of as a slow solver."""
    if shutil.which("cc") is None and shutil.which("gcc") is None:
        assert solver.__file__.endswith(".py")
        return
    assert solver.__file__.endswith(SUFFIX), solver.__file__
    assert not native.stale(FOLDER)


def test_compiled_and_python_search_alike():
    """Position for position: the same verdict, count and line from the
    source run as Python (``CARDTABLE_PURE_PYTHON``) as from what runs here."""
    env = {**os.environ, native.PURE: "1"}
    pure = json.loads(subprocess.run([sys.executable, "-c", SOLVE], env=env, check=True,
                                     capture_output=True, text=True).stdout)
    here = solver.solve(PatienceGame(Options()).new_state(14), max_nodes=40_000)
    assert pure[0].endswith("solver.py")
    assert pure[1:] == [here.verdict, here.nodes, list(here.line)]
    assert here.nodes > 1000


def _package(tmp_path: Path, compiled: bool = True) -> Path:
    """A copy of the solver's sources, as a build leaves them."""
    folder = tmp_path / "pkg"
    folder.mkdir(parents=True)
    for name in native.SOURCES:
        shutil.copy(FOLDER / f"{name}.py", folder / f"{name}.py")
        if compiled:
            (folder / f"{name}{SUFFIX}").write_bytes(b"")
    (folder / native.RECORD).write_text(
        native.record({name: native.digest(folder / f"{name}.py") for name in native.SOURCES}))
    return folder


def test_a_build_is_stale_once_a_source_changes(tmp_path):
    folder = _package(tmp_path)
    assert not native.stale(folder)
    with open(folder / "rules.py", "a") as source:
        source.write("# a change\n")
    assert native.stale(folder)


def test_a_build_without_its_record_is_stale_and_no_build_is_never(tmp_path):
    folder = _package(tmp_path)
    (folder / native.RECORD).unlink()
    assert native.stale(folder)
    assert not native.stale(_package(tmp_path / "plain", compiled=False))


def test_stale_modules_load_from_their_sources(tmp_path, monkeypatch):
    """All of them, from the ``.py`` files, ahead of the extensions."""
    folder = _package(tmp_path)
    (folder / "solver.py").write_text("WHERE = 'the source'\n")
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    assert native.use_sources_if_needed("stalepkg", folder)
    finder = sys.meta_path[0]
    for name in native.SOURCES:
        spec = finder.find_spec(f"stalepkg.{name}")
        assert spec.origin == str(folder / f"{name}.py")
    assert finder.find_spec("stalepkg.game") is None
    assert finder.find_spec("otherpkg.solver") is None


def test_a_current_build_and_a_frozen_one_load_as_they_are(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    monkeypatch.delenv(native.PURE, raising=False)
    before = list(sys.meta_path)
    assert not native.use_sources_if_needed("currentpkg", _package(tmp_path))
    frozen = _package(tmp_path / "frozen")
    for name in native.SOURCES:
        (frozen / f"{name}.py").unlink()
    monkeypatch.setenv(native.PURE, "1")
    assert not native.use_sources_if_needed("frozenpkg", frozen)   # no sources to load
    assert sys.meta_path == before
