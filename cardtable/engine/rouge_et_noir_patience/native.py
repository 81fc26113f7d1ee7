"""Which of the solver's modules may run compiled, and the guard that keeps
a stale build from running.

``setup.py`` compiles ``SOURCES`` with mypyc (a C extension beside each
``.py``, and the group's own library, ``GROUP``) and writes ``RECORD``, the
hash of each source it compiled. Python imports an extension before a
``.py`` of the same name, so after an edit of one of them the old compiled
code would still run. ``use_sources_if_needed`` (asked by the package's
``__init__``, before any of them is imported) makes Python load all of
them from their ``.py`` files when one differs from what was compiled, or
when ``CARDTABLE_PURE_PYTHON`` is set. All or none: the compiled modules
call each other's C functions directly, not through the imported module.
A frozen bundle carries no sources: there the compiled modules are the only
ones. No import from the package: ``setup.py`` reads this file alone.

**[decision]** The check is cheap, as every start of the table imports the
package (the catalog reads each engine's options): a CRC-32 and the length
of each source (``zlib``, a built-in module) in a plain-text record, no
``hashlib`` (OpenSSL), ``json`` or ``importlib.abc``, which cost the start
about 10 ms; ``importlib.util`` only once a stale build is found. CRC-32
tells an edit apart from the compiled source, which is all it is for.
"""

from __future__ import annotations

import importlib.machinery
import os
import sys
import zlib
from pathlib import Path

SOURCES = ("rules", "columns", "relaxation", "solver")
GROUP = "cardtable_native"
RECORD = "native.sums"   # a line per module: its name and ``digest``
PURE = "CARDTABLE_PURE_PYTHON"


def digest(path: Path) -> str:
    """What ``RECORD`` keeps of a source: its CRC-32 and its length."""
    data = Path(path).read_bytes()
    return f"{zlib.crc32(data):08x}:{len(data)}"


def record(digests: dict[str, str]) -> str:
    """The text of ``RECORD``, from each module's ``digest``."""
    return "".join(f"{name} {value}\n" for name, value in digests.items())


def compiled_here(folder: Path) -> bool:
    """Some module of ``SOURCES`` has a compiled extension in ``folder``."""
    return any((folder / f"{name}{suffix}").exists()
               for name in SOURCES for suffix in importlib.machinery.EXTENSION_SUFFIXES)


def stale(folder: Path) -> bool:
    """Compiled extensions lie in ``folder`` beside sources that are not the
    ones they were compiled from (or the record of those is missing)."""
    if not compiled_here(folder):
        return False
    try:
        text = (folder / RECORD).read_text()
    except OSError:
        return True
    digests = dict(line.split(" ", 1) for line in text.splitlines() if " " in line)
    return any(digests.get(name) != digest(folder / f"{name}.py") for name in SOURCES)


class _Sources:
    """Finds ``SOURCES`` of ``package`` as their ``.py`` files, ahead of
    Python's own finder (which would take the extensions): a meta path
    finder, which needs only ``find_spec``."""

    def __init__(self, package: str, folder: Path):
        self.package, self.folder = package, folder

    def find_spec(self, fullname, path=None, target=None):
        package, _, name = fullname.rpartition(".")
        if package != self.package or name not in SOURCES:
            return None
        import importlib.util

        return importlib.util.spec_from_file_location(fullname, self.folder / f"{name}.py")


def use_sources_if_needed(package: str, folder: Path) -> bool:
    """Load ``SOURCES`` from their ``.py`` files if asked to or if the
    compiled ones are stale; True when so. Nothing to do where there are no
    sources (a frozen bundle) or nothing compiled."""
    if not all((folder / f"{name}.py").exists() for name in SOURCES):
        return False
    if os.environ.get(PURE) or stale(folder):
        sys.meta_path.insert(0, _Sources(package, folder))
        return True
    return False
