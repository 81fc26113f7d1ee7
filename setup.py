"""What pyproject.toml cannot say: the package's data folders, and the solver
compiled.

- Maps the project's top-level ``rulesets/`` and ``assets/`` folders into the
  package at build time, as ``cardtable/rulesets`` and ``cardtable/assets``, so
  a wheel (and every build made from it) carries them as package data. The
  folders stay at the top of the project, their source of truth (pyproject
  cannot list a package that lives outside the package's own folder).
- Compiles the Rouge et Noir solver's modules (``native.SOURCES``: the rules,
  the column store, the relaxation and the search) to C with mypyc, which
  reads their type annotations: the same Python source, about twice the
  positions a second, so the solver decides more deals in its time. They stay
  plain Python: when mypyc or a C compiler is missing, or
  ``CARDTABLE_PURE_PYTHON=1`` is set, nothing is compiled and the package runs
  them as Python, the same program, slower. A build records the hash of each
  source it compiled (``native.sums`` beside them), and the package loads the
  Python sources instead when one changed since (``native.py``).
"""

import os
import sys
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT / "cardtable" / "engine" / "rouge_et_noir_patience"))
import native  # noqa: E402  (the list of compiled modules and how they are checked; no imports of its own)

DATA = ["cardtable.help", "cardtable.help.fr", "cardtable.help.ja", "cardtable.i18n",  # folders without code
        "cardtable.rulesets", "cardtable.assets", "cardtable.ai.data"]
PACKAGE = "cardtable/engine/rouge_et_noir_patience"


def compiled_modules() -> list:
    """mypyc's extensions for ``native.SOURCES``, or none (pure Python)."""
    if os.environ.get(native.PURE):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        print("setup: mypyc missing: the solver stays pure Python", file=sys.stderr)
        return []
    # the other modules they import are type-checked for the types they give, not for their own errors
    paths = ["--follow-imports=silent", *(f"{PACKAGE}/{name}.py" for name in native.SOURCES)]
    try:
        # One group: calls between the modules are C calls. Stripped of
        # symbols: a smaller bundle (packaging/build.sh's size limit).
        return [_stripped(ext) for ext in mypycify(paths, opt_level="3", group_name=native.GROUP)]
    except (Exception, SystemExit) as error:   # mypyc exits on a type error
        print(f"setup: mypyc could not compile the solver ({error}): it stays pure Python",
              file=sys.stderr)
        return []


def _stripped(ext):
    if sys.platform.startswith("linux"):
        ext.extra_link_args = [*ext.extra_link_args, "-s"]
    return ext


class OptionalBuildExt(build_ext):
    """Builds the compiled solver when it can, all of it or nothing (a module
    compiled without the group it calls into would not import), and records
    which sources it compiled (``native.sums``)."""

    def run(self):
        try:
            super().run()
        except Exception as error:   # no C compiler, or it failed
            for output in self.get_outputs():
                Path(output).unlink(missing_ok=True)
            print(f"setup: the solver could not be compiled ({error}): it stays pure Python",
                  file=sys.stderr)
            return
        if self.extensions:
            solver = next(ext for ext in self.extensions if ext.name.endswith(".solver"))
            target = Path(self.get_ext_fullpath(solver.name)).parent
            (target / native.RECORD).write_text(native.record(
                {name: native.digest(ROOT / PACKAGE / f"{name}.py") for name in native.SOURCES}))


setup(packages=find_packages(include=["cardtable*"]) + DATA,
      package_dir={"cardtable.rulesets": "rulesets", "cardtable.assets": "assets"},
      ext_modules=compiled_modules(),
      cmdclass={"build_ext": OptionalBuildExt})
